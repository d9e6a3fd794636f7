"""What the navigation rules work out once per catalog (catalog.once_per_catalog): built on
the first call for a catalog, kept for the next, and built again for another catalog."""

from pathlib import Path

from navex.navigation import load_catalog
from navex.navigation.catalog import Catalog, once_per_catalog

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"


def test_built_once_per_catalog_and_again_for_another() -> None:
    built: list[int] = []

    @once_per_catalog
    def screens(catalog: Catalog) -> int:
        built.append(id(catalog))
        return len(catalog.screens)

    first, _ = load_catalog(CATALOG)
    second, _ = load_catalog(CATALOG)
    assert screens(first) == screens(first) == len(first.screens)
    assert len(built) == 1
    assert screens(second) == len(second.screens)
    assert len(built) == 2
    screens(first)
    assert len(built) == 2  # both kept
