"""Words that name no record, in the catalog's languages (English, French, German,
Spanish, Italian, Dutch, Portuguese): function words, navigation verbs, page words."""

import re

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "by",
        "with",
        "from",
        "and",
        "or",
        "my",
        "our",
        "me",
        "i",
        "we",
        "us",
        "you",
        "your",
        "his",
        "her",
        "their",
        "its",
        "this",
        "that",
        "these",
        "those",
        "please",
        "pls",
        "so",  # "so far", "yet", "already": when, not which
        "far",
        "yet",
        "already",
        "still",  # "the gateway still on 2.3.8", in the other languages too
        "nog",
        "noch",
        "encore",
        "toujours",
        "ancora",
        "todavia",
        "ainda",
        "can",
        "could",
        "would",
        "will",
        "should",
        "show",
        "open",
        "go",
        "goto",
        "see",
        "view",
        "find",
        "take",
        "bring",
        "get",
        "give",
        "display",
        "need",
        "want",
        # "I want / I would like / I need" in the other languages: "quiero ver la factura"
        "quiero",
        "quisiera",
        "necesito",
        "quero",
        "queria",
        "gostaria",
        "preciso",
        "voglio",
        "vorrei",
        "veux",
        "voudrais",
        "möchte",
        "mochte",  # folded, as requests are compared
        "moechte",
        "brauche",
        "wil",
        "wilde",
        # paying what the record asks for: "la facture impayée, je veux la régler"
        "pay",
        "settle",
        "payer",
        "regler",
        "régler",
        "pagar",
        "pagare",
        "saldare",
        "bezahlen",
        "begleichen",
        "betalen",
        "voldoen",
        "where",
        "wheres",
        "how",
        "what",
        "which",
        "who",
        "whose",
        "is",
        "are",
        "was",
        "be",
        "page",
        "screen",
        "details",
        "detail",
        "info",
        "information",
        "record",
        "edit",
        "change",
        "update",
        "settings",
        "setting",
        "new",
        "let",
        "lets",
        "id",
        "like",
        "look",
        "up",
        "lookup",
        "about",
        "current",
        "now",
        "all",
        "le",
        "la",
        "les",
        "l",
        "un",
        "une",
        "des",
        "du",
        "de",
        "d",
        "au",
        "aux",
        "et",
        "ou",
        "mon",
        "ma",
        "mes",
        "ton",
        "ta",
        "tes",
        "son",
        "sa",
        "ses",
        "notre",
        "nos",
        "votre",
        "vos",
        "leur",
        "leurs",
        "ce",
        "cet",
        "cette",
        "ces",
        "moi",
        "je",
        "tu",
        "il",
        "elle",
        "nous",
        "vous",
        "ouvre",
        "ouvrir",
        "ouvrez",
        "affiche",
        "afficher",
        "montre",
        "montrer",
        "montrez",
        "voir",
        "va",
        "aller",
        "page",
        "fiche",
        "détails",
        "details",
        "est",
        "der",
        "die",
        "das",
        "den",
        "dem",
        "des",
        "ein",
        "eine",
        "einen",
        "einem",
        "einer",
        "und",
        "oder",
        "mein",
        "meine",
        "meinen",
        "meinem",
        "meiner",
        "dein",
        "deine",
        "sein",
        "seine",
        "ihr",
        "ihre",
        "unser",
        "unsere",
        "von",
        "vom",
        "beim",
        "ans",
        "aufs",
        "ins",
        "nel",
        "nella",
        "sul",
        "sulla",
        "bij",
        "zu",
        "zum",
        "zur",
        "im",
        "in",
        "auf",
        "für",
        "fur",  # folded, as requests are compared
        "mit",
        "mir",
        "mich",
        "ich",
        "du",
        "öffne",
        "offne",  # folded, as requests are compared
        "öffnen",
        "offnen",  # folded, as requests are compared
        "oeffne",
        "zeig",
        "zeige",
        "zeigen",
        "anzeigen",
        "gehe",
        "geh",
        "seite",
        "bitte",
        "ist",
        "el",
        "la",
        "los",
        "las",
        "un",
        "una",
        "unos",
        "unas",
        "del",
        "al",
        "y",
        "o",
        "mi",
        "mis",
        "tu",
        "tus",
        "su",
        "sus",
        "nuestro",
        "nuestra",
        "me",
        "yo",
        "abre",
        "abrir",
        "abra",
        "muestra",
        "muestrame",
        "muéstrame",
        "mostrar",
        "ver",
        "ir",
        "pagina",
        "página",
        "por",
        "favor",
        "es",
        "il",
        "lo",
        "gli",
        "i",
        "una",
        "uno",
        "di",
        "da",
        "dei",
        "della",
        "delle",
        "al",
        "alla",
        "e",
        "o",
        "mio",
        "mia",
        "miei",
        "mie",
        "tuo",
        "tua",
        "suo",
        "sua",
        "apri",
        "aprire",
        "mostra",
        "mostrami",
        "vai",
        "vedere",
        "pagina",
        "het",
        "een",
        "en",
        "van",
        "voor",
        "naar",
        "op",
        "mijn",
        "jouw",
        "zijn",
        "haar",
        "ons",
        "onze",
        "toon",
        "laat",
        "zien",
        "ga",
        "pagina",
        "o",
        "os",
        "as",
        "um",
        "uma",
        "do",
        "da",
        "dos",
        "das",
        "no",
        "na",
        "em",
        "e",
        "ou",
        "meu",
        "minha",
        "meus",
        "minhas",
        "seu",
        "sua",
        "abra",
        "mostre",
        # "pull up the newest bill we received", "how much was the oldest invoice", "a
        # primeira fatura que recebemos": what the request says around the record, in the
        # other languages too
        "pull",
        "whether",
        "given",
        "just",
        "very",  # "the very first invoice"
        "ever",
        "there",  # "is there a tom becker at globex"
        "have",  # "the oldest invoice we have", "la fattura più vecchia che abbiamo"
        "che",
        "abbiamo",
        "avons",
        "haben",
        "tenemos",
        "temos",
        "hebben",
        "wir",
        "noi",
        "nosotros",
        "ve",
        # prepositions of the other languages, as "in", "on", "with" ("qui est dans
        # l'équipe ...")
        "dans",
        "sur",
        "avec",
        "pour",
        "par",
        "chez",
        "con",
        "para",
        "per",
        "com",
        "met",
        # how a person is addressed, before their name ("ms marchetti", "herr meyer")
        "mr",
        "mrs",
        "ms",
        "mme",
        "mlle",
        "herr",
        "frau",
        "sra",
        "signora",
        "dhr",
        "mevr",
        "much",
        "got",
        "received",
        "que",
        "qui",
        "recebemos",
        "recibimos",
        "recu",
        "recue",
        "erhalten",
        "ricevuto",
        "ricevuta",
        "ontvangen",
        # "the last invoice that came in", "l'ultima fattura che ci è arrivata"
        "ci",
        "came",
        "arrived",
        "arrive",  # folded: "arrivé"
        "arrivee",
        "arrivato",
        "arrivata",
        "eingegangen",
        "eingegangene",
        "llego",
        "chegou",
        "binnengekomen",
        # "the invoice issued three months ago": when it was sent, not a name's word
        "issued",
        "billed",
        "émise",
        "emise",  # folded, as requests are compared
        "émis",
        "emis",  # folded, as requests are compared
        "ausgestellt",
        "ausgestellte",
        "emitida",
        "emitido",
        "emessa",
        "emesso",
        "uitgegeven",
    ]
)

OPEN_WORDS = frozenset(
    re.findall(
        r"\S+",
        "open show view display see find bring pull go take check look "
        "ouvre ouvrir ouvrez affiche afficher montre montrez voir "
        "offne offnen zeig zeige zeigen anzeigen "
        "abre abrir muestra muestrame mostrar ver "
        "apri aprire mostra mostrami vedi fammi vedere "
        "toon bekijk mostre abra",
    )
)
"""Words that ask to see something, in the catalog's languages (folded: no accents)."""

DETERMINERS = frozenset(
    re.findall(
        r"\S+",
        "the a an my our all your this that these those le la les l un une mes nos tous "
        "toutes die der das den dem ein eine meine alle el los las mis todos todas il lo gli "
        "i mie tutti o os as meus het de een mijn",
    )
)
"""Words before a noun: "open the alerts", "the leeds outfall router"."""

ONE_WORDS_BEFORE = frozenset(
    re.findall(
        r"\S+",
        "the a an this that one le la l un une ce cet cette der die das den dem ein eine "
        "einen einem el un una este esta il lo uno una questo questa het de een deze dit "
        "o um uma este esta",
    )
)
"""Words before a noun that speak of one thing: "the critical alarm", "un capteur"."""

LIST_WORDS = frozenset(
    {
        "list",
        "liste",
        "lista",
        "elenco",
        "listado",
        "lijst",
        "all",
        "every",
        "tous",
        "toutes",
        "alle",
    }
)
"""Words that ask for a list rather than one record ("the sensor list", "all tickets")."""

NOW_WORDS = frozenset(
    re.findall(
        r"\S+",
        "now current currently latest live presently maintenant actuellement jetzt gerade aktuell "
        "momentan derzeit ahora actualmente adesso attualmente agora atualmente nu momenteel "
        "atual actual actuel actuelle attuale huidige aktuelle",
    )
)
"""Words that ask how things are at this moment ("what is GS-1009 reading right now"),
in the catalog's languages (folded)."""

BEING_WORDS = frozenset(
    re.findall(r"\S+", "sont sind esta estan estao sao sono staat staan er ist est is are")
)
"""Forms of "to be" that a question about a state puts beside it ("qué está fuera de
línea", "wat staat er in onderhoud"), in the catalog's languages (folded)."""

INDEFINITE_WORDS = frozenset(
    re.findall(
        r"\S+",
        "anything something any anyone everything quelque chose etwas irgendwas algo alguna "
        "qualcosa iets alguma coisa",
    )
)
"""Words that ask about whatever there is ("do i have anything urgent assigned?", "y a-t-il
quelque chose hors ligne ?"), in the catalog's languages (folded)."""

MOMENT_WORDS = frozenset(re.findall(r"\S+", "right still moment momento mismo ora dit"))
"""Words beside NOW_WORDS in asking how things stand at this moment ("right now", "at the
moment", "still", "en ce moment", "ahora mismo", "al momento", "op dit moment"), in the
catalog's languages (folded)."""

VALUE_WORDS = frozenset(
    re.findall(
        r"\S+",
        "level levels value values reading niveau valeur wert werte stand nivel valor "
        "livello valore waarde",
    )
)
"""Words that name a measured value in general ("the battery level"), in the catalog's
languages (folded): they ask for the value, not for its history or chart."""


ONE_OF = re.compile(
    r"\b(one of|l'une? des|une? des|eine[rs]? der|un[oa] de|uno dei|una delle|uno degli"
    r"|een van|um dos|uma das)\b",
    re.IGNORECASE,
)
"""Words that pick one of many, in the catalog's languages ("one of the leeds chlorine
detectors, the page for it")."""


ABOUT_WORDS = frozenset(
    re.findall(
        r"\S+",
        "around about roughly approximately approx circa nearly almost environ presque "
        "ungefähr ungefaehr etwa rund fast alrededor aproximadamente casi circa "
        "quasi ongeveer bijna cerca aproximadamente quase",
    )
)
"""Words that say an amount is near, not exact ("around 18.5 degrees"), in the
catalog's languages."""
