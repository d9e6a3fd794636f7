"""Prompt-injection patterns: the first layer of `injection` (see its docstring), matched on
the normalized text, its leet-folded readings and any text hidden in it as base64.

The classic phrasings in English, French, German, Spanish, Italian, Portuguese and Dutch,
and the override ("ignore the previous instructions") in Chinese, Japanese and Korean. Each
needs a verb *and* its object ("ignore" alone is an ordinary word: "ignore the offline
devices"), so they stay precise; a few long phrases are also checked with every non-letter
removed ("i-g-n-o-r-e a l l ...").
"""

import base64
import binascii
import functools
import re
import unicodedata
from dataclasses import dataclass

from navex.guardrails.normalize import KEPT_LENGTH, squash, variants


@dataclass(frozen=True)
class InjectionPattern:
    name: str
    lang: str
    regex: re.Pattern[str]


def _p(name: str, lang: str, pattern: str) -> InjectionPattern:
    return InjectionPattern(name, lang, re.compile(pattern, re.MULTILINE))


# Up to `n` filler words between a verb and its object.
def _gap(n: int) -> str:
    return r"(?:\W+\w+){0," + str(n) + r"}?\W+"


def _folded(pattern: str) -> str:
    """A pattern's letters as `normalize` leaves them: decomposed, marks dropped (Hangul
    syllables become their letters, "プ" becomes "フ")."""
    decomposed = unicodedata.normalize("NFKD", pattern)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


_W = _gap(4)
_W2 = _gap(2)

# Patterns run on `normalize(text)` and on `fold_leet(normalize(text))`: lowercase ASCII,
# no accents ("precedentes", "vorherigen"), "ß" as "ss".
PATTERNS: tuple[InjectionPattern, ...] = (
    # -- overriding instructions
    _p(
        "override_instructions",
        "en",
        r"\b(?:ignore|disregard|forget|override|bypass|discard|drop|skip|abandon|set aside)\b"
        + _W
        + r"(?:instructions?|prompts?|directives?|guidelines|guardrails|programming"
        r"|system message|system prompt)\b",
    ),
    _p(
        "override_rules",
        "en",
        r"\b(?:ignore|disregard|forget|override|bypass|discard|drop|abandon|set aside)\b"
        + _W2
        + r"(?:previous|prior|above|earlier|preceding|initial|original|your|safety|system"
        r"|content|all (?:the |your )?(?:previous|prior|safety))\s+(?:\w+\s+)?"
        r"(?:rules|constraints|restrictions|polic(?:y|ies)|filters|limits|settings)\b",
    ),
    _p(
        "new_instructions",
        "en",
        r"\b(?:new|updated|real|actual|revised|true)\s+(?:system\s+)?"
        r"(?:instructions|directives|system prompt)\s*:",
    ),
    _p(
        "override_instructions",
        "fr",
        r"\b(?:ignore[rsz]?|oublie[rsz]?|oubliez|ne tiens? (?:plus |pas )?compte d\w*"
        r"|ne tenez (?:plus |pas )?compte d\w*|fais abstraction d\w*|contourne[rz]?)\b"
        + _W
        + r"(?:instructions?|consignes?|regles|directives?|prompt|restrictions)\b",
    ),
    _p(
        "override_instructions",
        "de",
        r"\b(?:ignorier\w*|vergiss|vergessen sie|missacht\w*|uberschreib\w*|umgeh\w*)\b"
        + _W
        + r"(?:anweisung\w*|instruktion\w*|regeln|vorgaben|richtlinien|befehle|prompt"
        r"|einschrankungen)\b",
    ),
    _p(
        "override_instructions",
        "es",
        r"\b(?:ignora\w*|olvida\w*|omite|omitir|descarta\w*|haz caso omiso d\w*|salta\w*)\b"
        + _W
        + r"(?:instrucciones|reglas|indicaciones|directrices|normas|prompt|restricciones)\b",
    ),
    _p(
        "override_instructions",
        "it",
        r"\b(?:ignora\w*|dimentica\w*|trascura\w*|scorda\w*)\b"
        + _W
        + r"(?:istruzioni|regole|direttive|indicazioni|prompt|restrizioni)\b",
    ),
    _p(
        "override_instructions",
        "pt",
        r"\b(?:ignor[ea]\w*|esquec\w*|esqueca\w*|desconsider\w*|descarte)\b"
        + _W
        + r"(?:instrucoes|instrucao|regras|diretrizes|orientacoes|prompt|restricoes)\b",
    ),
    _p(
        "override_instructions",
        "nl",
        r"\b(?:negeer|vergeet|omzeil|veronachtzaam)\b"
        + _W
        + r"(?:instructies|instructie|regels|aanwijzingen|opdrachten|richtlijnen|prompt)\b",
    ),
    # Chinese, Japanese and Korean write no spaces: a few characters between verb and object
    _p(
        "override_instructions",
        "zh",
        _folded(
            r"(?:忽略|忽视|忽視|无视|無視|不要理会|不要理會|不理会|忘记|忘記|忘掉|抛开|拋開)"
            r"[^。！？\n]{0,12}?(?:指令|指示|命令|规则|規則|提示词|提示詞|设定|约束|約束)"
        ),
    ),
    _p(
        "new_instructions",
        "zh",
        r"(?:新的|最新的?|真正的)(?:指令|指示|命令)\s*[:：]|(?:系统|系統)(?:提示|指令)",
    ),
    _p(
        "override_instructions",
        "ja",
        _folded(r"(?:指示|指令|命令|ルール|規則|プロンプト|制約)[^。！？\n]{0,12}?(?:無視|忘れ)"),
    ),
    _p(
        "override_instructions",
        "ko",
        _folded(r"(?:지시|지침|명령|규칙|프롬프트)[^.!?\n]{0,24}?(?:무시|잊어)"),
    ),
    # -- revealing the instructions
    _p(
        "system_prompt",
        "*",
        r"\b(?:system|initial|hidden|original|secret|developer)[\s_-]?prompt\b"
        r"|\bsystemprompt\b|\bprompt (?:systeme|del sistema|di sistema|do sistema)\b",
    ),
    _p(
        "reveal_instructions",
        "en",
        r"\b(?:reveal|show|print|repeat|output|display|leak|dump|share|paste|quote|tell me"
        r"|what (?:are|were|is))\b" + _W2 + r"(?:your|the hidden|the secret|the initial)\s+"
        r"(?:\w+\s+){0,2}?(?:instructions|prompt|guidelines|directives|programming"
        r"|configuration)\b",
    ),
    _p(
        "reveal_instructions",
        "fr",
        r"\b(?:revele|montre|affiche|donne|repete|dis)\w*\b"
        + _W2
        + r"(?:tes|vos) (?:instructions|consignes|directives)\b",
    ),
    _p(
        "reveal_instructions",
        "de",
        r"\b(?:zeig|nenn|verrat|gib|wiederhol)\w*\b"
        + _W2
        + r"(?:deine|ihre) (?:\w+ )?(?:anweisungen|instruktionen|vorgaben)\b",
    ),
    _p(
        "reveal_instructions",
        "es|it|pt",
        r"\b(?:revela|muestra|muestrame|dime|mostra|mostrami|rivela|dimmi|mostre|revele|diga)\w*\b"
        + _W2
        + r"(?:tus|tue|le tue|suas|as suas|seus) (?:\w+ )?(?:instrucciones|istruzioni"
        r"|instrucoes|reglas|regole|regras)\b",
    ),
    # -- a new identity
    _p(
        "you_are_now",
        "en",
        r"\byou(?:'re| are) now (?:no longer\b|in\b|(?:an?|the|my) (?:\w+ )?(?:ai|assistant|bot"
        r"|model|chatbot|admin|administrator|root|superuser|dan|version)\b"
        r"|(?:dan|unrestricted|jailbroken|unfiltered|uncensored|free)\b)",
    ),
    _p(
        "you_are_now",
        "fr|de|es|it|pt",
        r"\b(?:tu es|vous etes) (?:maintenant|desormais|dorenavant)\b"
        r"|\b(?:du bist|sie sind) (?:jetzt|nun|ab sofort|ab jetzt)\b"
        r"|\bahora eres\b|\b(?:ora|adesso|da adesso|da ora) sei\b"
        r"|\bagora (?:voce|tu) (?:e|es)\b",
    ),
    _p(
        "developer_mode",
        "*",
        r"\b(?:developer|dev|god|dan|jailbreak|jailbroken|unrestricted|unfiltered|sudo)[\s-]mode\b"
        r"|\bjailbreak|\bmode (?:developpeur|dev)\b|\bentwicklermodus\b"
        r"|\bmodo (?:desarrollador|desenvolvedor|sviluppatore)\b|\bmodalita sviluppatore\b",
    ),
    _p(
        "act_as_privileged",
        "en",
        r"\b(?:act|behave|pretend|roleplay|role-play|operate|respond)\s+(?:to be\s+|like\s+|as\s+"
        r"|as if you (?:were|are)\s+|you(?:'re| are)\s+)(?:an?\s+|the\s+)?(?:admin(?:istrator)?"
        r"|root|superuser|sysadmin|system|unrestricted|jailbroken|dan|owner)\b",
    ),
    _p(
        "act_as_privileged",
        "fr|de|es|it|pt",
        r"\b(?:agis|agissez|fais comme si tu etais|fais semblant d'etre)\s+"
        r"(?:en tant qu'|comme\s+)?"
        r"(?:un |l')?(?:admin|administrateur|root)\b"
        r"|\b(?:handle|verhalte dich|tu so)\s+(?:als|wie)\s+(?:ob du\s+)?(?:ein\s+)?"
        r"(?:admin|administrator|root)\b"
        r"|\b(?:actua|finge ser|haz como si fueras)\s+(?:como\s+)?(?:un\s+|el\s+)?"
        r"(?:admin|administrador|root)\b"
        r"|\b(?:agisci|comportati|fingi di essere)\s+(?:come\s+|da\s+)?(?:un\s+)?"
        r"(?:admin|amministratore|root)\b"
        r"|\b(?:aja|finja ser|comporte-se)\s+(?:como\s+)?(?:um\s+|o\s+)?"
        r"(?:admin|administrador|root)\b",
    ),
    # -- chat-template role tags and headers
    _p(
        "role_tag",
        "*",
        r"<\|?\s*(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)"
        r"\s*\|?>|\[/?inst\]|<</?sys>>|</?(?:system|instructions?)>"
        r"|^\s*#{2,}\s*(?:system|instruction|instructions|developer|assistant)\b\s*:?"
        r"|^\s*\[?(?:system|developer)\]?\s*(?:message|prompt|note)?\s*:",
    ),
    # -- text addressed to the model, planted in a record
    _p(
        "addressed_to_model",
        "en",
        r"\b(?:note|message|instructions?|attention|notice|p\.?s\.?|reminder|important)"
        r"\s*(?:to|for|:)?\s*(?:the\s+|any\s+|all\s+)?(?:ai|a\.i\.|llm|language model|chatbot"
        r"|ai assistant|ai agent|ai model)\b"
        r"|\b(?:if|when) (?:you are|you're) (?:an?|the) (?:ai|llm|language model|assistant)\b"
        r"(?:\s+(?:reading|processing|summari[sz]ing|parsing|that reads)\b|\s*,)"
        r"|\b(?:ai|llm|language model|chatbot|ai agent|ai assistant)\s*(?:\w+\s+){0,2}"
        r"(?:reading|processing|summari[sz]ing|parsing) this\b"
        r"|\bto any (?:ai|language model|llm)\b"
        r"|\b(?:if|when|once) (?:an?|the|any) (?:ai|assistant|llm|language model|bot|agent)\s+"
        r"(?:\w+\s+)?(?:reads?|process(?:es)?|summari[sz]es|parses|sees) this\b"
        r"|\b(?:ai|assistant|llm|bot|agent),? (?:when|if|once|as soon as) you (?:read|process"
        r"|see|summari[sz]e|parse) this\b"
        r"|\bassistant\s*:\s*(?:ignore|grant|delete|deactivate|approve|export|forward|make)\b"
        r"|<!--\s*(?:ai|assistant|llm|system)\b|\[(?:assistant|ai|system)\]",
    ),
    _p(
        "addressed_to_model",
        "fr|de|es|it|pt",
        r"\b(?:note|message|instruction)s? (?:a|pour) (?:l'|l )?(?:ia|assistant(?: ia)?)\b"
        r"|\b(?:hinweis|nachricht|anweisung) (?:an|fur) (?:den |die )?"
        r"(?:ki|assistenten|ki-assistenten|ki assistenten)\b"
        r"|\b(?:nota|mensaje|instruccion|aviso) para (?:el |la )?(?:ia|asistente)\b"
        r"|\b(?:nota|messaggio|istruzione) per (?:l'|l )?(?:ia|assistente)\b"
        r"|\b(?:nota|mensagem|instrucao) para (?:o |a )?(?:ia|assistente)\b",
    ),
)

# Long phrases checked with every non-letter removed ("i-g-n-o-r-e a l l ...").
SQUASHED: tuple[str, ...] = (
    "ignorepreviousinstructions",
    "ignoreallpreviousinstructions",
    "ignoreallinstructions",
    "ignoreyourinstructions",
    "disregardpreviousinstructions",
    "disregardallpreviousinstructions",
    "forgetallpreviousinstructions",
    "revealyoursystemprompt",
    "systemprompt",
    "developermode",
    "youarenowdan",
    "imstartsystem",
)


_BASE64 = re.compile(r"(?<![\w+/=])[A-Za-z0-9+/]{16,}={0,2}(?![\w+/=])")


def decoded_base64(text: str) -> list[str]:
    """The words hidden in `text` as base64 ("SWdub3JlIGFsbC..."): each run of 16 or more
    base64 characters that decodes to printable UTF-8 text with a space in it."""
    found = []
    for run in _BASE64.findall(text):
        try:
            plain = base64.b64decode(run + "=" * (-len(run) % 4), validate=True).decode()
        except (binascii.Error, UnicodeDecodeError):
            continue
        if " " in plain and plain.isprintable():
            found.append(plain)
    return found


def match_patterns(text: str) -> list[str]:
    """Names of the injection patterns that match `text` (normalized, then leet-folded),
    or the text hidden in it as base64; a short text's kept (a pure function of it)."""
    if len(text) <= KEPT_LENGTH:
        return list(_match_kept(text))
    return list(_match(text))


def _match(text: str) -> tuple[str, ...]:
    readings = variants(text)
    for hidden in decoded_base64(text):
        readings += variants(hidden)
    hits = [p.name for p in PATTERNS if any(p.regex.search(v) for v in readings)]
    squashed = {squash(v) for v in readings}
    if any(phrase in s for phrase in SQUASHED for s in squashed):
        hits.append("obfuscated_phrase")
    return tuple(dict.fromkeys(hits))


_match_kept = functools.lru_cache(maxsize=4096)(_match)
