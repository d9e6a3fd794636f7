"""The words people use for what a record measures, in the catalog's languages
(`measure_words.yaml`): "warm" for a temperature, "akku" for a battery, "%" (said as
"percent") for a share. Read by the rules about readings (measured.py) and about records
described by what they hold (by_fields.py, extremes.py)."""

import functools
from pathlib import Path

import yaml

from navex.navigation.record_names import fold, tokens

MEASURE_WORDS_PATH = Path(__file__).with_name("measure_words.yaml")


@functools.cache
def measure_words(path: Path = MEASURE_WORDS_PATH) -> dict[str, frozenset[str]]:
    """The words a request says for a measure ("warm" for a temperature), by a word of its
    name (`measure_words.yaml`, the languages' words)."""
    raw = yaml.safe_load(path.read_text()) or {}
    return {str(k): frozenset(fold(str(w)) for w in words) for k, words in raw.items()}


@functools.lru_cache(maxsize=1024)
def names_of_measure(key: str) -> frozenset[str]:
    """The words for a measure's key ("battery": "akku", "charge"; "signal_dbm": "signal",
    "dbm", "empfang"), its own words and the languages' for them. A unit of one letter
    ("s" of "vibration_mm_s") is none: "that's" says no vibration."""
    words = {w for w in tokens(key.replace("_", " ")) if len(w) > 1}
    return frozenset(words | {said for w in words for said in measure_words().get(w, ())})


@functools.lru_cache(maxsize=1024)
def measures_called(word: str) -> frozenset[str]:
    """The measures `word` is one of the languages' words for ("batteria": "battery")."""
    return frozenset(key for key, said in measure_words().items() if word in said)
