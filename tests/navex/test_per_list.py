"""What the navigator works out from a list is kept per list read (navigation/per_list.py):
the same list object is worked out once, another list (even an equal one) again, and the
least recently used list goes first."""

from typing import Any

from navex.navigation.catalog import RecordParameter
from navex.navigation.per_list import PerList

SITES = RecordParameter(api_path="/api/sites", label_fields=("name",), noun="site")
DEVICES = RecordParameter(api_path="/api/devices", label_fields=("serial",), noun="device")


def test_a_list_is_worked_out_once_per_list_read() -> None:
    worked: list[int] = []

    def work(parameter: RecordParameter, records: list[dict[str, Any]]) -> int:
        worked.append(id(records))
        return len(records)

    kept = PerList(work, lists=2)
    first, second, third = [{"id": 1}], [{"id": 1}], [{"id": 2}, {"id": 3}]
    assert kept(SITES, first) == 1 and kept(SITES, first) == 1
    assert worked == [id(first)]
    assert kept(SITES, second) == 1  # an equal list read again is another read
    assert kept(DEVICES, first) == 1  # the same object as another kind's list
    assert len(worked) == 3
    kept(SITES, second)  # used last: kept
    kept(SITES, third)  # one list too many: the least recently used (DEVICES, first) goes
    kept(SITES, second)
    assert len(worked) == 4
    kept(DEVICES, first)
    assert len(worked) == 5
