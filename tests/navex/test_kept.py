"""navex.kept.Kept: the values of the keys used last, handed out only to a caller with the
very objects they were made with."""

from navex.kept import Kept


def test_the_least_recently_used_goes_first() -> None:
    kept: Kept[int] = Kept(2)
    kept.put("a", 1)
    kept.put("b", 2)
    assert kept.get("a") == 1  # "a" used last: "b" goes next
    kept.put("c", 3)
    assert (kept.get("a"), kept.get("b"), kept.get("c")) == (1, None, 3)
    assert len(kept) == 2


def test_a_value_made_with_other_objects_is_not_handed_out() -> None:
    kept: Kept[str] = Kept(4)
    catalog, other = object(), object()
    kept.put("the router out at leeds", "the router at leeds", made_with=(catalog,))
    assert kept.get("the router out at leeds", made_with=(catalog,)) == "the router at leeds"
    assert kept.get("the router out at leeds", made_with=(other,)) is None
    assert kept.get("the router out at leeds") is None
