"""Navigation: the catalog, its vector index, the semantic cache and links for the user."""

from navex.navigation.access import DeniedScreen
from navex.navigation.cache import (
    MemorySemanticCache,
    RedisSemanticCache,
    SemanticCache,
    make_cache,
)
from navex.navigation.catalog import Catalog, RecordParameter, Screen, load_catalog
from navex.navigation.index import (
    IndexMismatch,
    IngestReport,
    ScreenIndex,
    ScreenMatch,
    ingest_catalog,
)
from navex.navigation.links import NeedsClarification, RecordLookup, RequestContext
from navex.navigation.name_words import NameWords, read_name_words
from navex.navigation.navigator import NavigationAnswer, NavigationResult, Navigator
from navex.navigation.picker import LLMScreenPicker
from navex.navigation.ranker import held_out_text
from navex.navigation.records import RequestReads, known_record, one_read_per_request
from navex.navigation.spelling import Respelling, words_of
from navex.navigation.suggestions import Choice, Suggestion, Suggestions, read_suggestions
from navex.navigation.summaries import ShortAnswer, ShortAnswers, read_short_answers

__all__ = [
    "Catalog",
    "Choice",
    "DeniedScreen",
    "IndexMismatch",
    "IngestReport",
    "LLMScreenPicker",
    "MemorySemanticCache",
    "NameWords",
    "NavigationAnswer",
    "NavigationResult",
    "Navigator",
    "NeedsClarification",
    "RecordLookup",
    "RecordParameter",
    "RedisSemanticCache",
    "RequestContext",
    "RequestReads",
    "Respelling",
    "Screen",
    "ScreenIndex",
    "ScreenMatch",
    "SemanticCache",
    "ShortAnswer",
    "ShortAnswers",
    "Suggestion",
    "Suggestions",
    "held_out_text",
    "ingest_catalog",
    "known_record",
    "load_catalog",
    "make_cache",
    "one_read_per_request",
    "read_name_words",
    "read_short_answers",
    "read_suggestions",
    "words_of",
]
