"""How a request asks, in the catalog's languages: a question about how things stand
("has alert 2 been acknowledged?"), a question by its first word ("which department is
lukas meyer in"), a change without its new values ("change emma laurent's details"), or
where to do something ("where do I retire GS-1012?"). Words of the languages, not of a
product; the second look (second_look.py) reads them.
"""

import re

from navex.navigation.record_names import EMAIL, SERIAL, fold, tokens
from navex.navigation.words import STOPWORDS

_YES_NO = re.compile(
    r"^[\s¿¡]*(has|have|had|is|are|was|were|did|does|do)\s+"
    r"(?!you\b|u\b|it possible\b|there a way\b)",
    re.IGNORECASE,
)
"""A question about how things stand ("has alert 2 been acknowledged?", "is GS-1020
online?"), not a request put as a question ("can you ...", "is it possible to ...")."""

_STANDS = re.compile(r"^[\s¿¡]*(is|are|was|were|has)\s", re.IGNORECASE)
"""The openings of such a question that no request to act has, even without its "?"
("is gs-1011 still in maintenance"); "do the thing" or "have bob check it" are not."""


def asks_yes_no(query: str) -> bool:
    asked = query.rstrip().endswith("?") or bool(_STANDS.search(query))
    return bool(_YES_NO.search(query)) and asked


GOING_ON = re.compile(
    r"\b(what['’]?s|what is) (going on|happening|up)\b|\bhow are things\b|\bhow['’]?s it going\b"
    r"|\bque se passe[- ]t[- ]il\b|\bqu['’]est[- ]ce qui se passe\b|\bwas ist (los|da los)\b"
    r"|\bwas passiert\b|\bqu[eé] (pasa|est[aá] pasando)\b|\bcosa (succede|sta succedendo)\b"
    r"|\bo que (se passa|est[aá] acontecendo)\b|\bwat is er (aan de hand|gaande)\b",
    re.IGNORECASE,
)
"""How people ask how things stand somewhere ("what's going on at the houston refinery
today", "qu'est-ce qui se passe à Lyon"), in the catalog's languages: about a record named
whole, its page."""


CHANGE = re.compile(
    r"\b(change|update|edit|modify|configure|reconfigure|konfigurieren|[aä]ndern|bearbeiten"
    r"|modifier|changer|configurer|cambiar|modificar|editar|configurar|modificare|cambiare"
    r"|configurare|aggiornare|wijzigen|bijwerken|configureren|alterar|mudar|trocar|atualizar"
    r"|aanpassen|veranderen)\b",
    re.IGNORECASE,
)
"""A change that needs the new values ("change emma laurent's details"), in the catalog's
languages; not one that needs none ("deactivate", "acknowledge")."""

VALUE = re.compile(
    r"\b(to|into|as|now|is|new|from|à|en|auf|zu|in|a|al|para|per|naar|op)\b|[=:\"“”«»]",
    re.IGNORECASE,
)
"""What gives a value: "to ...", "... is now ...", "auf 30 s", "a: 5"."""


_INFINITIVE = re.compile(rf"\bto\s+(?=(?:{CHANGE.pattern}))", re.IGNORECASE)
"""The "to" of a verb's infinitive ("need to change"), which introduces no value."""


def change_without_values(query: str) -> bool:
    """A change asked for without the new value ("change emma laurent's details", "Gerät
    GS-1006 konfigurieren"): its form, where the values are entered. A number besides a
    serial, an e-mail besides a record's, or a word that introduces a value is a value."""
    change = CHANGE.search(query)
    if change is None or EMAIL.search(query):
        return False
    # "to" right before the verb gives none: "i need to change hiroshi's department"
    if VALUE.search(_INFINITIVE.sub(" ", query)):
        return False
    what = [w for w in tokens(query) if w not in STOPWORDS | {"it"} and not CHANGE.fullmatch(w)]
    return bool(what) and not any(c.isdigit() for c in SERIAL.sub(" ", query))  # not "change it"


ASKS = re.compile(
    r"^[\s¿¡]*(which|what|what's|whats|who|who's|whom|whose|when|how|quel|quelle|quels"
    r"|quelles|qui|combien|welche|welcher|welches|wer|wen|wem|wann|wie|wieviel|wieviele"
    r"|cu[aá]l|cu[aá]les|qu[eé]|qui[eé]n|cu[aá]ndo|cu[aá]nto|cu[aá]ntos|cu[aá]ntas|quale|quali"
    r"|chi|quando|quanto|quanti|quante|qual|quais|quem|quantos|quantas|welk|welke|wanneer|wat"
    r"|hoeveel)\b",
    re.IGNORECASE,
)
"""A question by its first word, in the catalog's languages ("which department is lukas
meyer in", "what firmware is GS-1020 on", "wer ist Priya Raman?"): about a record it names
whole, it asks to see it, whatever its verb."""

WHERE = re.compile(
    r"(^|[,;:][\s¿¡]*)(where|wo|dove|onde|o[uù]|waar)\b|\bwhere (do|can|should) i\b|d[oó]nde"
    r"|o[uù] (puis|peut|dois)|wo (kann|muss) ich|dove (posso|devo)"
    r"|\b(take|bring|get) me (to|over to)\b|\bemm[eè]ne[- ]moi\b|\bbring mich\b"
    r"|\bf[uü]hre? mich\b|\bll[eé]vame\b|\bportami\b|\bleva[- ]me\b|\bbreng me\b",
    re.IGNORECASE,
)
"""A request that asks where to do something ("where do I retire GS-1012?", "retire the
broken th-2003, where's that done"), or to be
taken there ("take me to where gs-1004 gets retired", "llévame a ...")."""

SCREEN_WORDS = frozenset(
    fold(w)
    for w in re.findall(
        r"\S+",
        "screen page form écran formulaire seite bildschirm formular pantalla página "
        "formulario schermata pagina modulo",
    )
)
"""Words that ask for a screen by name ("the decommission screen for TH-2004")."""

ARTICLES = frozenset(
    re.findall(
        r"\S+",
        "the a an le la les l un une der die das den dem ein eine el los las il lo gli o os "
        "het de een",
    )
)
"""Articles that open a noun phrase, in the catalog's languages."""

_CLAUSE = re.compile(
    r"[,;:\"“”«»]|'\s|\s'|\b(should|must|needs?|is|are|was|were|has|have|had|will|can|please"
    r"|it|ist|sind|soll|muss|est|sont|doit|es|son|debe|deve|sono|moet|zijn)\b",
    re.IGNORECASE,
)
"""What a sentence has and a description does not: a list or a quoted value, a verb such as
"should" or "is", a pronoun that stands for what was named ("move it there")."""


def only_a_description(query: str) -> bool:
    """The request is a noun phrase opened by an article, with no clause of its own ("the
    old LEL alert from the vapour recovery unit", "la alarma del GS-1017"); not "the
    X-am 5600 belongs in the portable detectors category, move it there"."""
    words = tokens(query)
    return bool(words) and words[0] in ARTICLES and not _CLAUSE.search(query)


SEE = re.compile(
    r"^[\s¿¡]*(please\s+|pls\s+|can you\s+|could you\s+)?(show|display|view|see|pull up"
    r"|bring up|zeig|zeige|zeigen|montre|montrez|montre-moi|affiche|afficher|muestra|muestrame"
    r"|muéstrame|mostra|mostrami|mostre|mostrar|toon)\b",
    re.IGNORECASE,
)
"""A request that opens by asking to see ("show me only the rules that fire at critical
severity", "zeig mir ..."), in the catalog's languages: no request to act opens so."""

_POINTED = re.compile(
    r"^[\s¿¡]*(the|my|our|that|le|la|les|l'|der|die|das|el|los|las|il|het)\s", re.IGNORECASE
)
_RELATIVE = re.compile(
    r"\b(that|which|who|whose|whom|where|i|we|qui|que|dont|der|die|das|den|wo|ich|wir"
    r"|que|quien|cuyo|che|cui|dove|waar|die|dat)\b",
    re.IGNORECASE,
)
_VALUES = re.compile(r"[\"“”«»:=,;]|\s'|'\s")


def described_by_a_clause(query: str) -> bool:
    """The request is one record, described by what happened to it or who it belongs to
    ("the guy whose account got deactivated", "the alarm i acknowledged", "the camera
    relocation job that got scrapped"): opened by an article or a word that points at a
    record already there, with a clause that describes it, and no value nor a change
    ("the site that needs renaming: call it Oslo hub" gives a value)."""
    return (
        bool(_POINTED.search(query.casefold()))
        and bool(_RELATIVE.search(query))
        and not _VALUES.search(query.replace("'s ", " "))
        and not CHANGE.search(query)
    )
