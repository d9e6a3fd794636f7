"""Words by which a request points at a person: the speaker ("my profile") or someone else
("someone's department", "their page"), in the catalog's languages. They decide whether a
person's page is the caller's own ("My profile") or another's."""

import re

SELF_WORDS = frozenset(
    re.findall(
        r"\S+",
        "my mine me myself i mon ma mes moi mein meine meinen meinem meiner mich mir mi "
        "mis mío mía mio mia miei mie mijn meu minha meus minhas",
    )
)
"""Words by which people point at themselves ("my profile", "mein Profil")."""

SUBJECT_WORDS = frozenset(re.findall(r"\S+", "i me je moi ich mich mir yo io ik eu"))
"""Self words that say who speaks, not whose record: "i need to change someone's
department", "take me to their page"."""

OTHER_WORDS = frozenset(
    re.findall(
        r"\S+",
        "someone somebody someones somebodys anyone anybody else another other others "
        "their them his him her colleague colleagues coworker coworkers quelqu autre "
        "autrui jemand jemandem jemanden jemandes anderen anderer andere alguien otro "
        "otra qualcuno altro altra altrui iemand ander alguém outro outra",
    )
)
"""Words by which people point at another person ("someone else's department", "their
edit page"): a request with one is not about the caller's own record."""

OWN_WORDS = frozenset(
    re.findall(
        r"\S+",
        "own propre eigenes eigene eigenen eigen propio propia proprio propria próprio própria",
    )
)
"""Words that stress the record is the speaker's: "my own profile"."""

NOBODY_PHRASES = (
    "unassigned",
    "not assigned",
    "nobody's",
    "nobodys",
    "no one's",
    "no assignee",
    "without an assignee",
    "non assigné",
    "non assignée",
    "non attribué",
    "non attribuée",
    "sans responsable",
    "nicht zugewiesen",
    "nicht zugewiesene",
    "nicht zugewiesenen",
    "ohne zuständigen",
    "sin asignar",
    "non assegnato",
    "non assegnata",
    "niet toegewezen",
    "sem responsável",
    "não atribuído",
    "não atribuída",
    "nobody is assigned",
    "no one is assigned",
    "nobody's assigned",
    "nobody picked up",
    "no one picked up",
    "nobody has picked up",
    "no one has picked up",
    "nobody has taken",
    "no one has taken",
    "nobody is on",
    "no one is on",
)
"""Phrases that say no person holds a record ("the unassigned job", "la orden sin
asignar"): its field that holds a person is empty."""

ASKER_VERBS = frozenset(
    re.findall(
        r"\S+",
        "show give tell send let bring take get help find want need would like wanna wish "
        "look see view "
        "zeig zeige gib sag bring hilf will mochte brauche montre donne dis envoie voir "
        "amene veux voudrais dame dime muestra trae quiero necesito dammi dimmi mostra "
        "voglio vorrei toon geef laat breng wil",
    )
)
"""Verbs beside which "me" or "I" is the one asking, not whose record: "show me the work
orders", "give me the list", "I want the open tickets", "can I look at Erin Walsh" (not
"assigned to me")."""

CONTRACTED = frozenset(re.findall(r"\S+", "it there here he she that what who let"))
"""Words whose "'s" is a contraction, not a possessive ("what's my email")."""

WHO_WORDS = frozenset(
    re.findall(r"\S+", "who whom whose wer wen wem wessen qui quién quien quiénes chi quem")
)
"""Words that ask which person ("whose phone starts with +44", "wer ist in Finance"): the
request is about a person's record even without a word for people. Not Dutch "wie",
which is German "how"."""
