"""Build routing-fresh24.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language and typo flag, followed by what
happened to it: `REWORDED` (a wording that collided with another text -> its new wording),
`REWORDED_TWICE` (a rewording that collided again -> its second rewording), `DROPPED`
(colliding, dropped), `TRIMMED` (dropped toward the size and the mix) and `REVIEWED`
(not colliding, reworded on the last review).
The kept rows are shuffled with a fixed seed (`random.Random(20261207)`) and numbered
f24-001... afterwards.

A record id is written with its anchor: (parameter, id, anchor), where the anchor is the
part of the seed record's label (seedindex.py) that the wording names; the build asserts
that the id belongs to the asking user's org and that its label holds the anchor, and the
meta file keeps the anchor for check_set.py.

`denied` is set from the catalog's roles and must agree with the row's kind ("den").

Run it from the repository's root (PYTHONPATH=src .venv/bin/python -B
/tmp/fresh24/build_fresh24.py [--counts]): it rewrites routing-fresh24.jsonl and
fresh24-meta.json beside the script (or, when the script sits in datasets/acme/checks/,
the jsonl in datasets/acme/ and the meta beside the script). `--counts` prints the mix.

Kinds: rec (records named the way people name them), q (questions about what exists or is
going on), den (screens the asking user's role cannot open), unc (unclear: vague, out of
scope, small talk), nav (plain navigation to screens without records), chg (changes no
tool makes, given with values: navigation to their screen), exec (changes with all their
values, by users whose role may make them).
Users: a = alice (admin, Acme; the field is absent), b = bob (operator, Acme),
c = carol (viewer, Acme), d = dave (admin, Globex).
"""

from __future__ import annotations

import collections
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
IN_REPO = HERE.name == "checks" and HERE.parent.name == "acme" and HERE.parent.parent.name == "datasets"
if IN_REPO:
    ROOT = HERE.parents[2]
elif (Path.cwd() / "src" / "acme" / "catalog" / "navigation.json").exists():
    ROOT = Path.cwd()
else:
    raise SystemExit("run build_fresh24.py from the repository's root or from datasets/acme/checks")
sys.dont_write_bytecode = True
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "datasets" / "acme" / "checks"))
import seedindex  # noqa: E402

OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh24.jsonl"
META = HERE / "fresh24-meta.json"
SEED = 20261207
PREFIX = "f24-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}
ORG = {"a": "acme", "b": "acme", "c": "acme", "d": "globex"}

DRAFT: list[tuple] = []


def R(kind, user, lang, typo, query, target, record=None):
    DRAFT.append((kind, user, lang, bool(typo), query, target, record))


D = "device_id"
U = "user_id"
S = "site_id"
T = "team_id"
P = "product_id"
M = "manufacturer_id"
A = "alert_id"
W = "work_order_id"
I = "invoice_id"
SEV = "several"
NONE = "none"

# ---------------------------------------------------------------------------------------
# records named the way people name them (rec)
# ---------------------------------------------------------------------------------------
# alice: devices by serial, written every which way
R("rec", "a", "en", 0, "jump to gs1018 the pump house one", "n:device_details", (D, 18, "GS-1018"))
R("rec", "a", "en", 0, "gs 1006 pls, i need to look at it", "n:device_details", (D, 6, "GS-1006"))
R("rec", "a", "en", 0, "take me to the gw4001 record", "n:device_details", (D, 28, "GW-4001"))
R("rec", "a", "en", 0, "cam_3003 device page", "n:device_details", (D, 27, "CAM-3003"))
R("rec", "a", "en", 0, "Th2003, the crude heater thing", "n:device_details", (D, 23, "TH-2003"))
R("rec", "a", "en", 0, "need GS.1020 on screen", "n:device_details", (D, 20, "GS-1020"))
R("rec", "a", "en", 1, "devcie gs-1o19 plz", "n:device_details", (D, 19, "GS-1019"))
R("rec", "a", "en", 0, "GS–1002 (reactor side) details", "n:device_details", (D, 2, "GS-1002"))
R("rec", "a", "en", 0, "where's the page for serial gs1010", "n:device_details", (D, 10, "GS-1010"))
R("rec", "a", "en", 0, "pull up record TH 2001 for me", "n:device_details", (D, 21, "TH-2001"))
# alice: devices by what they watch, where they are, what they report
R("rec", "a", "en", 0, "the detector guarding the solvent store in lyon", "n:device_details", (D, 5, "Solvent store"))
R("rec", "a", "en", 0, "that h2s monitor over on the crude unit", "n:device_details", (D, 8, "Crude unit H2S"))
R("rec", "a", "en", 0, "the sensor on the bearing of pump P-101", "n:device_details", (D, 22, "Pump P-101 bearing"))
R("rec", "a", "en", 0, "our gateway out at the rotterdam terminal", "n:device_details", (D, 30, "Rotterdam gateway"))
R("rec", "a", "en", 0, "the transmitter measuring tank 4 product temp", "n:device_details", (D, 24, "Tank 4 product"))
R("rec", "a", "en", 0, "the dome camera at the lyon front gate", "n:device_details", (D, 25, "Main gate"))
R("rec", "a", "en", 1, "the vapor recovery detecter in rotterdam", "n:device_details", (D, 17, "Vapour recovery"))
R("rec", "a", "en", 0, "open the handheld the houston rescue crew carries", "n:device_details", (D, 14, "Portable - rescue team"))
R("rec", "a", "en", 0, "the X-am sitting at the loading dock", "n:device_details", (D, 4, "Loading dock"))
R("rec", "a", "en", 0, "fixed detector in reactor hall A", "n:device_details", (D, 2, "Reactor hall A"))
R("rec", "a", "en", 0, "the one camera we have that is offline", "n:device_details", (D, 26, "CAM-3002"))
R("rec", "a", "en", 0, "the thermometer reading above 300 degrees", "n:device_details", (D, 23, "Crude heater outlet"))
R("rec", "a", "en", 0, "which detector is showing 12.4 ppm h2s, open it", "n:device_details", (D, 8, "GS-1008"))
R("rec", "a", "en", 0, "the gateway with the poorest reception of the three", "n:device_details", (D, 29, "Houston gateway"))
R("rec", "a", "en", 0, "the portable running on 14% battery", "n:device_details", (D, 14, "GS-1014"))
R("rec", "a", "en", 0, "the x-am still stuck on firmware 5.1.7", "n:device_details", (D, 4, "GS-1004"))
R("rec", "a", "en", 0, "Polytron by the hydrotreater", "n:device_details", (D, 12, "Hydrotreater"))
R("rec", "a", "en", 0, "the jetty camera that has 48% of its storage used", "n:device_details", (D, 27, "CAM-3003"))
R("rec", "a", "en", 0, "the tank farm detector in houston", "n:device_details", SEV)
R("rec", "a", "en", 0, "the X-am 5600 units on the rotterdam jetties", "n:device_details", SEV)
R("rec", "a", "en", 0, "the houston thermometer", "n:device_details", SEV)
R("rec", "a", "en", 0, "open gs-1042 please", "n:device_details", NONE)
R("rec", "a", "en", 0, "the chlorine detector in the chlorination room", "n:device_details", NONE)
R("rec", "a", "en", 0, "the boiler room carbon monoxide sensor at lyon", "n:device_details", (D, 1, "Boiler room CO"))
R("rec", "a", "en", 0, "the cold-room thermometer in the lyon plant", "n:device_details", (D, 21, "Cold room 1"))
# alice: other device screens
R("rec", "a", "en", 0, "live vibration trend for TH-2002", "n:device_telemetry", (D, 22, "TH-2002"))
R("rec", "a", "en", 0, "graphs for the cold room one sensor", "n:device_telemetry", (D, 21, "Cold room 1"))
R("rec", "a", "en", 0, "bump test log of gs1016", "n:device_calibration", (D, 16, "GS-1016"))
R("rec", "a", "en", 1, "calibraton records jetty 3 h2s", "n:device_calibration", (D, 20, "Jetty 3 H2S"))
R("rec", "a", "en", 0, "settings page of the rotterdam gateway, want to tweak it", "n:device_configuration", (D, 30, "Rotterdam gateway"))
R("rec", "a", "en", 0, "the retire screen for cam 3001", "n:decommission_device", (D, 25, "CAM-3001"))
# alice: people
R("rec", "a", "en", 0, "sofia marchetti's user page", "n:user_details", (U, 9, "Sofia Marchetti"))
R("rec", "a", "en", 0, "look at lukas.meyer@acme.example", "n:user_details", (U, 8, "lukas.meyer@acme.example"))
R("rec", "a", "en", 0, "our IT admin hiroshi, his user record", "n:user_details", (U, 7, "Hiroshi Tanaka"))
R("rec", "a", "en", 1, "priyas acount details", "n:user_details", (U, 6, "Priya Raman"))
R("rec", "a", "en", 0, "pull up Tom's user record", "n:user_details", SEV)
R("rec", "a", "en", 0, "mr becker from maintenance", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "a", "en", 0, "okafor, the health and safety guy", "n:user_details", (U, 5, "Tom Okafor"))
R("rec", "a", "en", 0, "who owns the number ending in 0178", "n:user_details", (U, 6, "0178"))
R("rec", "a", "en", 0, "the operator we invited, emma", "n:user_details", (U, 10, "Emma Laurent"))
R("rec", "a", "en", 0, "take me to alice@acme.example", "n:profile")
R("rec", "a", "en", 0, "edit screen for emma laurent's account", "n:edit_user_details", (U, 10, "Emma Laurent"))
R("rec", "a", "en", 0, "the user with the +1 713 555 0142 number", "n:user_details", (U, 5, "Tom Okafor"))
R("rec", "a", "en", 0, "erin walsh's page", "n:user_details", NONE)
R("rec", "a", "en", 0, "the people with a texas phone number", "n:user_details", SEV)
# alice: teams, sites, products, makers
R("rec", "a", "en", 0, "the team that does calibration and sensor repairs", "n:team_details", (T, 2, "Maintenance"))
R("rec", "a", "en", 0, "my own team's page", "n:team_details", (T, 1, "Control Room"))
R("rec", "a", "en", 0, "the site on maasvlakteweg", "n:site_details", (S, 3, "Maasvlakteweg"))
R("rec", "a", "en", 0, "our french plant", "n:site_details", (S, 1, "Lyon plant"))
R("rec", "a", "en", 0, "the texas refinery site page", "n:site_details", (S, 2, "Houston refinery"))
R("rec", "a", "en", 0, "bw ultra product sheet", "n:product_details", (P, 1, "BW Ultra"))
R("rec", "a", "en", 0, "the model we use for flare temperature monitoring", "n:product_details", (P, 6, "Q1961-TE"))
R("rec", "a", "en", 0, "the lorawan temp + vibration sensor model", "n:product_details", (P, 5, "WISE-2410"))
R("rec", "a", "en", 0, "the product with HART output", "n:product_details", (P, 3, "Polytron 8700"))
R("rec", "a", "en", 0, "the swedish camera vendor", "n:manufacturer_details", (M, 3, "Axis Communications"))
R("rec", "a", "en", 0, "the taiwanese manufacturer's page", "n:manufacturer_details", (M, 4, "Advantech"))
R("rec", "a", "en", 0, "the american maker of our portables", "n:manufacturer_details", (M, 1, "Honeywell"))
# alice: alerts, work orders, invoices
R("rec", "a", "en", 0, "the h2s alarm on the crude unit", "n:alert_details", (A, 2, "GS-1008"))
R("rec", "a", "en", 0, "the alert bob acked", "n:alert_details", (A, 6, "bob@acme.example"))
R("rec", "a", "en", 0, "that LEL alert I closed out at vapour recovery", "n:alert_details", (A, 7, "Vapour recovery"))
R("rec", "a", "en", 0, "the calibration-due notice for jetty 3", "n:alert_details", (A, 5, "GS-1020"))
R("rec", "a", "en", 1, "the carbon monoxde alarm at tank farm north", "n:alert_details", (A, 1, "Tank farm north"))
R("rec", "a", "en", 0, "the alert about the loading dock not reporting", "n:alert_details", (A, 4, "Loading dock"))
R("rec", "a", "en", 0, "the job to swap the sensor head on the flare detector", "n:work_order_details", (W, 1, "Replace sensor head"))
R("rec", "a", "en", 0, "priya's bump test work order", "n:work_order_details", (W, 3, "priya.raman"))
R("rec", "a", "en", 0, "hiroshi's overdue camera ticket", "n:work_order_details", (W, 4, "hiroshi.tanaka"))
R("rec", "a", "en", 0, "the cancelled job about moving the gate camera", "n:work_order_details", (W, 6, "Relocate main gate camera"))
R("rec", "a", "en", 0, "the finished houston gateway upgrade ticket", "n:work_order_details", (W, 5, "Upgrade Houston gateway firmware"))
R("rec", "a", "en", 0, "the work order mentioning tanks T-12 and T-14", "n:work_order_details", (W, 2, "T-12"))
R("rec", "a", "en", 0, "the invoice we haven't paid yet", "n:invoice_detail", (I, 6, "open"))
R("rec", "a", "en", 0, "our very first invoice, six months back", "n:invoice_detail", (I, 1, "6 month(s)"))
R("rec", "a", "en", 0, "the 5189 euro invoice", "n:invoice_detail", (I, 5, "5189.00"))
R("rec", "a", "en", 0, "invoice for 5,124 euros", "n:invoice_detail", SEV)
R("rec", "a", "en", 0, "most recent invoice that's been paid", "n:invoice_detail", (I, 5, "2 month(s)"))
# alice, other languages
R("rec", "a", "fr", 0, "ouvre la fiche du détecteur GS-1013", "n:device_details", (D, 13, "GS-1013"))
R("rec", "a", "fr", 0, "le capteur de la salle de contrôle à houston", "n:device_details", (D, 13, "Control room"))
R("rec", "a", "fr", 0, "la facture impayée", "n:invoice_detail", (I, 6, "open"))
R("rec", "a", "fr", 0, "fiche utilisateur d'Hiroshi Tanaka", "n:user_details", (U, 7, "Hiroshi Tanaka"))
R("rec", "a", "de", 0, "zeig mir den Gaswarner im Pumpenhaus in Rotterdam", "n:device_details", (D, 18, "Pump house"))
R("rec", "a", "de", 0, "Benutzerseite von Priya Raman öffnen", "n:user_details", (U, 6, "Priya Raman"))
R("rec", "a", "de", 0, "den Auftrag zur Firmware des Gateways in Houston", "n:work_order_details", (W, 5, "Houston gateway"))
R("rec", "a", "de", 0, "Standort Lyon anzeigen", "n:site_details", (S, 1, "Lyon plant"))
R("rec", "a", "es", 0, "abre el detector de la campana de laboratorio", "n:device_details", (D, 6, "Lab fume hood"))
R("rec", "a", "es", 0, "el perfil de usuario de Tom Becker", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "a", "es", 0, "la alerta de batería baja del detector portátil", "n:alert_details", (A, 3, "Battery at 14%"))
R("rec", "a", "es", 0, "ficha del fabricante Dräger", "n:manufacturer_details", (M, 2, "Dräger"))
R("rec", "a", "it", 0, "apri la scheda del gateway di Lione", "n:device_details", (D, 28, "Lyon gateway"))
R("rec", "a", "it", 0, "la pagina di Sofia Marchetti", "n:user_details", (U, 9, "Sofia Marchetti"))
R("rec", "a", "it", 0, "l'ordine di lavoro per il bump test della squadra di soccorso", "n:work_order_details", (W, 3, "Bump test rescue team"))
R("rec", "a", "nl", 0, "open de detector bij steiger 2", "n:device_details", (D, 16, "Jetty 2"))
R("rec", "a", "nl", 0, "de pagina van de terminal in Rotterdam", "n:site_details", (S, 3, "Rotterdam terminal"))
R("rec", "a", "nl", 0, "gebruiker lukas meyer bekijken", "n:user_details", (U, 8, "Lukas Meyer"))
R("rec", "a", "pt", 0, "abrir o sensor do parque de tanques sul", "n:device_details", (D, 10, "Tank farm south"))
R("rec", "a", "pt", 0, "a equipe de Segurança e Conformidade", "n:team_details", (T, 3, "Safety & Compliance"))
R("rec", "a", "pt", 0, "o produto X-am 5600", "n:product_details", (P, 2, "X-am 5600"))

# dave (Globex)
R("rec", "d", "en", 0, "open gx5007 for me", "n:device_details", (D, 44, "GX-5007"))
R("rec", "d", "en", 0, "GXT 6005 detail page please", "n:device_details", (D, 48, "GXT-6005"))
R("rec", "d", "en", 0, "gxc_7004 page", "n:device_details", (D, 50, "GXC-7004"))
R("rec", "d", "en", 1, "gxw8004 plz need to see whats up", "n:device_details", (D, 59, "GXW-8004"))
R("rec", "d", "en", 0, "the chlorine monitor in the filter gallery", "n:device_details", (D, 33, "Filter gallery"))
R("rec", "d", "en", 0, "the sensor on the dosing skid", "n:device_details", (D, 34, "Dosing pump skid"))
R("rec", "d", "en", 0, "the fridge thermometer in the springfield lab", "n:device_details", (D, 38, "Lab refrigerator"))
R("rec", "d", "en", 0, "camera watching the north fence", "n:device_details", (D, 40, "North fence"))
R("rec", "d", "en", 0, "the yard cam at the denver substation", "n:device_details", (D, 51, "Substation yard"))
R("rec", "d", "en", 0, "the only router in denver", "n:device_details", (D, 52, "Denver router"))
R("rec", "d", "en", 0, "the leeds router", "n:device_details", SEV)
R("rec", "d", "en", 0, "the SF6 detectors in the GIS bays", "n:device_details", SEV)
R("rec", "d", "en", 0, "the sf6 sensor down in the cable basement", "n:device_details", (D, 46, "Cable basement"))
R("rec", "d", "en", 1, "the thermometr on pump motor m2", "n:device_details", (D, 56, "Pump motor M2"))
R("rec", "d", "en", 0, "the kiosk temperature sensor at leeds", "n:device_details", (D, 57, "Control kiosk"))
R("rec", "d", "en", 0, "gate camera at the leeds station", "n:device_details", (D, 58, "Station gate"))
R("rec", "d", "en", 0, "the wet well cl2 detector", "n:device_details", (D, 54, "Wet well"))
R("rec", "d", "en", 0, "the detector that's still on 3.9.9", "n:device_details", (D, 33, "GX-5003"))
R("rec", "d", "en", 0, "the camera whose disk is 80 percent full", "n:device_details", (D, 58, "GXC-7006"))
R("rec", "d", "en", 0, "the relay cabinet thermometer", "n:device_details", SEV)
R("rec", "d", "en", 0, "bring up gs-1009", "n:device_details", NONE)
R("rec", "d", "en", 0, "telemetry of the high-lift pump 2 transmitter", "n:device_telemetry", (D, 37, "High-lift pump 2"))
R("rec", "d", "en", 0, "calibration history for gx-5010", "n:device_calibration", (D, 53, "GX-5010"))
R("rec", "d", "en", 0, "config screen of the springfield router B", "n:device_configuration", (D, 42, "Springfield router B"))
R("rec", "d", "en", 0, "erin walsh's user page", "n:user_details", (U, 12, "Erin Walsh"))
R("rec", "d", "en", 0, "frank.castillo@globex.example", "n:user_details", (U, 13, "frank.castillo@globex.example"))
R("rec", "d", "en", 0, "grace from finance", "n:user_details", (U, 14, "Grace Liu"))
R("rec", "d", "en", 1, "hectors profle", "n:user_details", (U, 15, "Hector Alvarez"))
R("rec", "d", "en", 0, "the colleague with the UK phone number", "n:user_details", (U, 17, "Leo Fischer"))
R("rec", "d", "en", 0, "the guy whose account we deactivated, kim", "n:user_details", (U, 18, "Kim Larsen"))
R("rec", "d", "en", 0, "the users with a 303 area code", "n:user_details", SEV)
R("rec", "d", "en", 0, "Alice Admin's account", "n:user_details", NONE)
R("rec", "d", "en", 0, "dave@globex.example page", "n:profile")
R("rec", "d", "en", 0, "edit maya patel's user details", "n:edit_user_details", (U, 20, "Maya Patel"))
R("rec", "d", "en", 0, "the denver substation", "n:site_details", (S, 5, "Denver substation"))
R("rec", "d", "en", 0, "our site in england", "n:site_details", (S, 6, "Leeds"))
R("rec", "d", "en", 0, "the team that visits stations and substations", "n:team_details", (T, 4, "Field Service"))
R("rec", "d", "en", 0, "security operations team", "n:team_details", (T, 6, "Security Operations"))
R("rec", "d", "en", 0, "the team i'm on", "n:team_details", (T, 5, "Grid Operations"))
R("rec", "d", "en", 0, "GasGuard Cl2 product", "n:product_details", (P, 9, "GasGuard Cl2"))
R("rec", "d", "en", 0, "the bi-spectrum thermal cam model", "n:product_details", (P, 13, "DS-2TD2617-10"))
R("rec", "d", "en", 0, "the lithuanian router company", "n:manufacturer_details", (M, 8, "Teltonika"))
R("rec", "d", "en", 0, "our german suppliers", "n:manufacturer_details", SEV)
R("rec", "d", "en", 0, "the chlorine alarm on the chlorination room", "n:alert_details", (A, 8, "Chlorination room"))
R("rec", "d", "en", 0, "the alert erin acknowledged", "n:alert_details", (A, 13, "erin.walsh"))
R("rec", "d", "en", 0, "the 96 degree hot spot on transformer T2", "n:alert_details", (A, 14, "96 °C"))
R("rec", "d", "en", 0, "hector's chlorine cell job", "n:work_order_details", (W, 7, "hector.alvarez"))
R("rec", "d", "en", 0, "leo's ticket about the LTE link", "n:work_order_details", (W, 10, "leo.fischer"))
R("rec", "d", "en", 0, "the unassigned relay cabinet check", "n:work_order_details", (W, 11, "Quarterly check"))
R("rec", "d", "en", 0, "the newest invoice", "n:invoice_detail", (I, 12, "1 month(s)"))
R("rec", "d", "en", 0, "the 1299 dollar invoice", "n:invoice_detail", SEV)
R("rec", "d", "en", 0, "the open invoice for 1345", "n:invoice_detail", (I, 11, "1345.00"))
R("rec", "d", "es", 0, "abre el detector de cloro del tanque de hipoclorito", "n:device_details", (D, 53, "Hypochlorite tank"))
R("rec", "d", "de", 0, "Seite von Irene Kowalski", "n:user_details", (U, 16, "Irene Kowalski"))

# bob
R("rec", "b", "en", 0, "gs1008 device please", "n:device_details", (D, 8, "GS-1008"))
R("rec", "b", "en", 0, "config of the rotterdam gateway", "n:device_configuration", (D, 30, "Rotterdam gateway"))
R("rec", "b", "en", 0, "tom becker's user page", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "b", "en", 1, "my tank farm north work ordr", "n:work_order_details", (W, 2, "bob@acme.example"))
R("rec", "b", "en", 0, "the flare cam alert i acknowledged", "n:alert_details", (A, 6, "CAM-3002"))
R("rec", "b", "en", 0, "camera overlooking the jetties", "n:device_details", (D, 27, "Jetty overview"))
R("rec", "b", "en", 0, "open GX-5001", "n:device_details", NONE)
R("rec", "b", "nl", 0, "de gasdetector bij tankput 4", "n:device_details", (D, 19, "Tank pit 4"))

# carol
R("rec", "c", "en", 0, "cam3002 page", "n:device_details", (D, 26, "CAM-3002"))
R("rec", "c", "en", 0, "priya raman", "n:user_details", (U, 6, "Priya Raman"))
R("rec", "c", "en", 0, "the lyon site", "n:site_details", (S, 1, "Lyon plant"))
R("rec", "c", "en", 0, "that calibration reminder alert for GS-1020", "n:alert_details", (A, 5, "GS-1020"))
R("rec", "c", "en", 0, "axis communications vendor page", "n:manufacturer_details", (M, 3, "Axis Communications"))
R("rec", "c", "en", 1, "the complaince team", "n:team_details", (T, 3, "Safety & Compliance"))
R("rec", "c", "en", 0, "hector alvarez", "n:user_details", NONE)
R("rec", "c", "it", 0, "il termometro della cella frigorifera", "n:device_details", (D, 21, "Cold room 1"))

# ---------------------------------------------------------------------------------------
# questions about what exists or is going on (q)
# ---------------------------------------------------------------------------------------
# alice
R("q", "a", "en", 0, "which detectors in rotterdam have dropped offline?", "n:device_list", (S, 3, "Rotterdam terminal"))
R("q", "a", "en", 1, "whats offline at lyon right now", "n:device_list", (S, 1, "Lyon plant"))
R("q", "a", "en", 0, "how many sensors do we run at the houston refinery", "n:device_list", (S, 2, "Houston refinery"))
R("q", "a", "en", 0, "is anything sitting in maintenance mode at the moment?", "n:device_list")
R("q", "a", "en", 0, "how many critical alarms are still open", "n:alerts_inbox")
R("q", "a", "en", 0, "are there warnings nobody has acknowledged yet", "n:alerts_inbox")
R("q", "a", "en", 0, "what state is gs-1011 in these days", "n:device_details", (D, 11, "GS-1011"))
R("q", "a", "en", 0, "how much battery does the shift lead's portable have left", "n:device_details", (D, 7, "Portable - shift lead"))
R("q", "a", "en", 0, "which firmware version is gw-4003 running", "n:device_details", (D, 30, "GW-4003"))
R("q", "a", "en", 0, "what LEL is the solvent store detector reading now", "n:device_telemetry", (D, 5, "Solvent store"))
R("q", "a", "en", 1, "how hot is the crude heater outlet runing today", "n:device_telemetry", (D, 23, "Crude heater outlet"))
R("q", "a", "en", 0, "what's the signal like on the houston gateway", "n:device_telemetry", (D, 29, "Houston gateway"))
R("q", "a", "en", 0, "who's carrying the pager this weekend", "n:on_call_schedule")
R("q", "a", "en", 0, "what happens when nobody acks a critical alarm for 15 minutes", "n:escalation_policies")
R("q", "a", "en", 0, "when is the next planned shutdown maintenance", "n:maintenance_schedule")
R("q", "a", "en", 0, "do we still have spare battery packs for the BW Ultras", "n:spare_parts_inventory")
R("q", "a", "en", 0, "which gas detectors are overdue for a bump test", "n:compliance_reports")
R("q", "a", "en", 1, "how much electricty did the sites use last month", "n:energy_usage_analytics")
R("q", "a", "en", 0, "what incidents did we deal with in october", "n:incident_history")
R("q", "a", "en", 0, "is the console having an outage or is it my network", "n:system_status")
R("q", "a", "en", 0, "what's new in this week's console update", "n:release_notes")
R("q", "a", "en", 0, "how many api calls have we burned through this month", "n:api_usage")
R("q", "a", "en", 0, "who edited the CO high rule yesterday afternoon", "n:audit_log")
R("q", "a", "en", 0, "what is going on at the rotterdam terminal today", "n:site_details", (S, 3, "Rotterdam terminal"))
R("q", "a", "en", 0, "any open alarms at the houston refinery?", "n:site_details", (S, 2, "Houston refinery"))
R("q", "a", "en", 0, "who is on the control room team", "n:user_list", (T, 1, "Control Room"))
R("q", "a", "en", 0, "which of our products come from honeywell", "n:product_catalog", (M, 1, "Honeywell"))
R("q", "a", "en", 0, "what does tom becker have assigned right now", "n:work_orders", (U, 4, "Tom Becker"))
R("q", "a", "en", 0, "which work orders are on my name", "n:work_orders", (U, 1, "Alice Admin"))
R("q", "a", "en", 0, "which devices are built on the polytron 8700", "n:product_details", (P, 3, "Polytron 8700"))
R("q", "a", "en", 0, "how many bw ultras are out in the field", "n:product_details", (P, 1, "BW Ultra"))
R("q", "a", "en", 0, "who hasn't accepted their invitation yet", "n:pending_invitations")
R("q", "a", "en", 0, "how many admins does our org have", "n:user_list")
R("q", "a", "en", 0, "which accounts are deactivated", "n:user_list")
R("q", "a", "en", 0, "do we have any rules watching h2s levels", "n:alert_rules")
R("q", "a", "en", 0, "which alert rules are switched off", "n:alert_rules")
R("q", "a", "en", 0, "are any urgent work orders still open", "n:work_orders")
R("q", "a", "en", 1, "whats overdue in the maintanance backlog", "n:work_orders")
R("q", "a", "en", 0, "who is handling the flare camera ticket", "n:work_order_details", (W, 4, "Restore video on flare stack camera"))
R("q", "a", "en", 0, "is the sensor head swap on gs-1011 finished yet", "n:work_order_details", (W, 1, "GS-1011"))
R("q", "a", "en", 0, "has anybody acknowledged the h2s alert on the crude unit", "n:alert_details", (A, 2, "Crude unit H2S"))
R("q", "a", "en", 0, "how much did last month's invoice come to", "n:invoice_detail", (I, 6, "1 month(s)"))
R("q", "a", "en", 0, "which reports go out automatically every week", "n:scheduled_reports")
R("q", "a", "en", 0, "is there a ready-made report with monthly alarm counts", "n:reports")
R("q", "a", "en", 0, "where exactly are the detectors placed inside the lyon buildings", "n:floor_plans", (S, 1, "Lyon plant"))
R("q", "a", "en", 0, "what device groups have we set up", "n:device_groups")
R("q", "a", "en", 0, "where are all our devices geographically", "n:device_map")
R("q", "a", "en", 0, "how long do we keep telemetry before it's purged", "n:data_retention_settings")
R("q", "a", "en", 0, "which third-party tools are hooked up to the console", "n:integrations")
R("q", "a", "en", 0, "is single sign-on switched on for us", "n:sso_settings")
R("q", "a", "en", 0, "what timezone is our organization set to", "n:manage_organization")
R("q", "a", "en", 0, "what categories of products do we have", "n:product_categories")
R("q", "a", "en", 0, "which manufacturers do we buy from", "n:manufacturers")
R("q", "a", "fr", 0, "quels capteurs sont hors ligne à Rotterdam ?", "n:device_list", (S, 3, "Rotterdam terminal"))
R("q", "a", "fr", 0, "combien d'alertes critiques sont ouvertes ?", "n:alerts_inbox")
R("q", "a", "de", 0, "Welche Geräte sind gerade in Wartung?", "n:device_list")
R("q", "a", "de", 0, "Wer hat diese Woche Rufbereitschaft?", "n:on_call_schedule")
R("q", "a", "es", 0, "¿qué temperatura marca el transmisor del tanque 4?", "n:device_telemetry", (D, 24, "Tank 4 product"))
R("q", "a", "es", 0, "¿quién está en el equipo de mantenimiento?", "n:user_list", (T, 2, "Maintenance"))
R("q", "a", "it", 0, "quali rilevatori devono fare la taratura a breve?", "n:compliance_reports")
R("q", "a", "nl", 0, "welke werkorders staan nog open?", "n:work_orders")
R("q", "a", "pt", 0, "quais produtos temos da Advantech?", "n:product_catalog", (M, 4, "Advantech"))

# dave
R("q", "d", "en", 0, "which devices have gone offline at leeds", "n:device_list", (S, 6, "Leeds pumping station"))
R("q", "d", "en", 0, "what's the sf6 concentration in gis bay 2 now", "n:device_telemetry", (D, 44, "GIS bay 2"))
R("q", "d", "en", 0, "anything alarming at springfield right now?", "n:site_details", (S, 4, "Springfield water works"))
R("q", "d", "en", 0, "who's in the field service team", "n:user_list", (T, 4, "Field Service"))
R("q", "d", "en", 0, "what has leo got on his plate", "n:work_orders", (U, 17, "Leo Fischer"))
R("q", "d", "en", 0, "which siemens products are in our catalog", "n:product_catalog", (M, 5, "Siemens"))
R("q", "d", "en", 0, "how many gasguard units do we have installed", "n:product_details", (P, 9, "GasGuard Cl2"))
R("q", "d", "en", 0, "battery level on relay cabinet r1?", "n:device_details", (D, 47, "Relay cabinet R1"))
R("q", "d", "en", 0, "who's on call for the substation tonight", "n:on_call_schedule")
R("q", "d", "en", 0, "which of our invoices are still unpaid", "n:organization_billing")
R("q", "d", "en", 0, "did anyone acknowledge the chlorine alarm yet", "n:alert_details", (A, 8, "Chlorine at 1.8 ppm"))
R("q", "d", "en", 1, "which work orders are in progres", "n:work_orders")
R("q", "d", "en", 0, "how's the LTE link job at leeds outfall going", "n:work_order_details", (W, 10, "Leeds outfall"))
R("q", "d", "en", 0, "how much battery is left in the springfield lab fridge sensor", "n:device_details", (D, 38, "Lab refrigerator"))
R("q", "d", "fr", 0, "qui fait partie de l'équipe Grid Operations ?", "n:user_list", (T, 5, "Grid Operations"))

# bob
R("q", "b", "en", 0, "what's on my plate today", "n:work_orders", (U, 2, "Bob Operator"))
R("q", "b", "en", 0, "is gs-1004 still not reporting", "n:device_details", (D, 4, "GS-1004"))
R("q", "b", "en", 0, "which gas sensors need calibrating in the next weeks", "n:compliance_reports")
R("q", "b", "en", 1, "how many warnigns are open", "n:alerts_inbox")
R("q", "b", "en", 0, "who else is on the maintenance team", "n:user_list", (T, 2, "Maintenance"))
R("q", "b", "en", 0, "any spare polytron sensor heads left in stock?", "n:spare_parts_inventory")
R("q", "b", "de", 0, "Was zeigt der CO-Sensor im Kesselhaus gerade an?", "n:device_telemetry", (D, 1, "Boiler room CO"))

# carol
R("q", "c", "en", 0, "what's tank farm north reading right now", "n:device_telemetry", (D, 9, "Tank farm north"))
R("q", "c", "en", 0, "how many devices are offline", "n:device_list")
R("q", "c", "en", 0, "did we have an incident in rotterdam last month", "n:incident_history")
R("q", "c", "en", 0, "which reports am i able to look at", "n:reports")
R("q", "c", "en", 1, "who got assigned the urgnt CO job", "n:work_order_details", (W, 2, "urgent"))
R("q", "c", "en", 0, "what does compliance say about calibrations that are late", "n:compliance_reports")
R("q", "c", "es", 0, "¿cuántos dispositivos hay en Lyon?", "n:device_list", (S, 1, "Lyon plant"))

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den)
# ---------------------------------------------------------------------------------------
# carol (viewer)
R("den", "c", "en", 0, "i'd like to see what we pay for the console each month", "n:organization_billing")
R("den", "c", "en", 0, "show me the invoice that's still open", "n:invoice_detail", (I, 6, "open"))
R("den", "c", "en", 0, "who changed the settings on gs-1017, check the log of actions", "n:audit_log")
R("den", "c", "en", 0, "i want to add a new detector to the fleet", "n:onboard_device")
R("den", "c", "en", 1, "open the new work ordr form", "n:create_work_order")
R("den", "c", "en", 0, "change the sample rate settings on gs-1005", "n:device_configuration", (D, 5, "GS-1005"))
R("den", "c", "en", 0, "the page for rolling out firmware to the gateways", "n:firmware_updates")
R("den", "c", "en", 0, "i need a csv dump of last quarter's readings", "n:data_export")
R("den", "c", "en", 0, "let me build my own report with custom columns", "n:custom_report_builder")
R("den", "c", "en", 0, "register a product model we just bought", "n:register_product")
R("den", "c", "en", 0, "set up a new site for the antwerp warehouse", "n:create_site")
R("den", "c", "en", 0, "i want to define a rule for high temperature", "n:create_alert_rule")
R("den", "c", "en", 0, "upload a spreadsheet of devices in one go", "n:bulk_device_import")
R("den", "c", "en", 0, "edit tom okafor's details, his department is wrong", "n:edit_user_details", (U, 5, "Tom Okafor"))
R("den", "c", "en", 0, "bring a new colleague onto the console", "n:invite_user")
R("den", "c", "en", 0, "take gs-1004 out of service for good", "n:decommission_device", (D, 4, "GS-1004"))
R("den", "c", "en", 0, "our single sign-on config", "n:sso_settings")
R("den", "c", "en", 0, "the outgoing webhook endpoints", "n:webhooks")
R("den", "c", "en", 0, "how close are we to our api quota", "n:api_usage")
R("den", "c", "en", 0, "check whether pagerduty is connected", "n:integrations")
R("den", "c", "en", 1, "what can each role do, the permisions page", "n:roles_permissions")
R("den", "c", "en", 0, "change the brand colours of our white-label console", "n:branding_settings")
R("den", "c", "en", 0, "compare the plans we could upgrade to", "n:subscription_plans")
R("den", "c", "en", 0, "list of people who were invited but never joined", "n:pending_invitations")
R("den", "c", "fr", 0, "ouvrir les paramètres de l'organisation", "n:manage_organization")
R("den", "c", "de", 0, "Aufbewahrungsdauer der Messdaten ansehen", "n:data_retention_settings")
R("den", "c", "pt", 0, "editar as permissões do papel de operador", "n:edit_role")
# bob (operator)
R("den", "b", "en", 0, "show me our billing and payment method", "n:organization_billing")
R("den", "b", "en", 0, "the oldest invoice on our account", "n:invoice_detail", (I, 1, "6 month(s)"))
R("den", "b", "en", 0, "which subscription tier are we on and what else is there", "n:subscription_plans")
R("den", "b", "en", 0, "who deleted the jetty 2 device record, need the log", "n:audit_log")
R("den", "b", "en", 0, "the sso setup page", "n:sso_settings")
R("den", "b", "en", 1, "slack intergration settings", "n:integrations")
R("den", "b", "en", 0, "did our webhook to the ticketing system fail overnight", "n:webhooks")
R("den", "b", "en", 0, "api call volume for our org", "n:api_usage")
R("den", "b", "en", 0, "fix tom becker's phone number on his user record", "n:edit_user_details", (U, 4, "Tom Becker"))
R("den", "b", "en", 0, "i want to invite a new tech to the console", "n:invite_user")
R("den", "b", "en", 0, "roles and what they're allowed to do", "n:roles_permissions")
R("den", "b", "en", 0, "edit what the viewer role can see", "n:edit_role")
R("den", "b", "en", 0, "invitations still waiting to be accepted", "n:pending_invitations")
R("den", "b", "en", 0, "the decommissioning page for gs-1017", "n:decommission_device", (D, 17, "GS-1017"))
R("den", "b", "en", 0, "org settings, want to check the locale", "n:manage_organization")
R("den", "b", "en", 0, "white label colours and email templates", "n:branding_settings")
R("den", "b", "en", 0, "how long are audit logs retained", "n:data_retention_settings")
R("den", "b", "it", 0, "apri la pagina di fatturazione", "n:organization_billing")
R("den", "b", "es", 0, "quiero ver el registro de auditoría", "n:audit_log")

# ---------------------------------------------------------------------------------------
# unclear: out of scope, personal, vague (unc)
# ---------------------------------------------------------------------------------------
R("unc", "a", "en", 0, "will it rain in lyon tomorrow afternoon", "u")
R("unc", "a", "en", 0, "tell me a joke about gas detectors", "u")
R("unc", "a", "en", 0, "what's honeywell trading at on the nyse today", "u")
R("unc", "a", "en", 0, "book me a train from paris to rotterdam on monday", "u")
R("unc", "a", "en", 0, "what's for lunch in the canteen", "u")
R("unc", "a", "en", 0, "how many vacation days do i have left this year", "u")
R("unc", "a", "en", 1, "wheres my payslip for novembr", "u")
R("unc", "a", "en", 0, "the thing", "u")
R("unc", "a", "en", 0, "it's not working again", "u")
R("unc", "a", "en", 0, "can you sort it out", "u")
R("unc", "a", "en", 0, "hmm ok and then?", "u")
R("unc", "a", "en", 0, "what's 15 percent of 480", "u")
R("unc", "a", "en", 0, "who won the champions league final", "u")
R("unc", "a", "en", 0, "gift ideas for bob's retirement party", "u")
R("unc", "a", "en", 0, "the printer on the 2nd floor is jammed", "u")
R("unc", "a", "en", 0, "reserve the big meeting room for thursday 10am", "u")
R("unc", "a", "en", 0, "are you a real person", "u")
R("unc", "a", "en", 0, "write me a haiku about refineries", "u")
R("unc", "a", "en", 0, "what's the boiling point of hydrogen sulfide", "u")
R("unc", "a", "en", 0, "recommend a good hotel near the houston refinery", "u")
R("unc", "a", "en", 0, "my laptop fan is super loud", "u")
R("unc", "a", "en", 0, "how do i get reimbursed for a taxi", "u")
R("unc", "a", "en", 1, "whos the ceo of drager", "u")
R("unc", "a", "en", 0, "please do the usual", "u")
R("unc", "a", "en", 0, "can i bring my dog to the office", "u")
R("unc", "a", "en", 0, "summarize the news about the energy crisis", "u")
R("unc", "a", "en", 0, "send flowers to priya for her birthday", "u")
R("unc", "a", "fr", 0, "quel temps fait-il à Houston ?", "u")
R("unc", "a", "de", 0, "Erzähl mir einen Witz", "u")
R("unc", "a", "es", 0, "¿a qué hora cierra la cafetería?", "u")
R("unc", "a", "nl", 0, "hoe laat gaat de kantine dicht", "u")
R("unc", "a", "pt", 0, "qual é a capital da Austrália?", "u")
R("unc", "d", "en", 0, "are the broncos playing tonight", "u")
R("unc", "d", "en", 0, "how's the traffic on I-70 near denver", "u")
R("unc", "d", "en", 0, "do something about it", "u")
R("unc", "d", "en", 0, "what time is my dentist appointment", "u")
R("unc", "b", "en", 0, "can i swap my night shift with tom", "u")
R("unc", "b", "en", 0, "where do I park at the lyon plant", "u")
R("unc", "c", "en", 0, "what's the dress code for the friday drinks", "u")
R("unc", "c", "it", 0, "che tempo farà domani a Rotterdam?", "u")

# ---------------------------------------------------------------------------------------
# plain navigation (nav)
# ---------------------------------------------------------------------------------------
R("nav", "a", "en", 0, "back to the overview dashboard please", "n:main_dashboard")
R("nav", "a", "en", 0, "my inbox of notifications", "n:notifications")
R("nav", "a", "en", 0, "i want to search across everything", "n:global_search")
R("nav", "a", "en", 0, "where are the help articles", "n:help_center")
R("nav", "a", "en", 1, "take me to the pasword change page", "n:change_password")
R("nav", "a", "en", 0, "where do i decide which events email me", "n:notification_preferences")
R("nav", "a", "en", 0, "my personal api tokens", "n:api_tokens")
R("nav", "a", "en", 0, "set up an authenticator app for login", "n:two_factor_setup")
R("nav", "a", "en", 0, "devices where i'm logged in", "n:active_sessions")
R("nav", "a", "en", 0, "open my own profile", "n:profile")
R("nav", "a", "en", 0, "i want to edit my profile details", "n:edit_profile")
R("nav", "a", "en", 0, "list all teams", "n:teams")
R("nav", "a", "en", 0, "the full fleet inventory", "n:device_list")
R("nav", "a", "en", 0, "all our facilities", "n:site_list")
R("nav", "a", "en", 0, "go to the product catalog", "n:product_catalog")
R("nav", "a", "en", 1, "alrets inbox", "n:alerts_inbox")
R("nav", "a", "en", 0, "threshold rules overview", "n:alert_rules")
R("nav", "a", "en", 0, "past incidents page", "n:incident_history")
R("nav", "a", "en", 0, "the report library", "n:reports")
R("nav", "a", "en", 0, "onboarding wizard for a new sensor", "n:onboard_device")
R("nav", "a", "en", 0, "bulk import page", "n:bulk_device_import")
R("nav", "a", "en", 0, "the invite form for new users", "n:invite_user")
R("nav", "a", "en", 0, "roles & permissions", "n:roles_permissions")
R("nav", "a", "en", 0, "ota firmware campaigns", "n:firmware_updates")
R("nav", "a", "en", 0, "the form to add a site", "n:create_site")
R("nav", "a", "en", 0, "new alert rule form", "n:create_alert_rule")
R("nav", "a", "en", 0, "blank work order form", "n:create_work_order")
R("nav", "a", "en", 0, "the page for adding a product model", "n:register_product")
R("nav", "a", "en", 0, "org billing", "n:organization_billing")
R("nav", "a", "en", 0, "export data page", "n:data_export")
R("nav", "a", "fr", 0, "ouvre le tableau de bord", "n:main_dashboard")
R("nav", "a", "de", 0, "zur Geräteliste", "n:device_list")
R("nav", "a", "es", 0, "llévame a las órdenes de trabajo", "n:work_orders")
R("nav", "a", "it", 0, "vai al calendario della manutenzione", "n:maintenance_schedule")
R("nav", "a", "nl", 0, "naar de lijst met gebruikers", "n:user_list")
R("nav", "a", "pt", 0, "abrir o mapa dos dispositivos", "n:device_map")
R("nav", "d", "en", 0, "energy analytics dashboard", "n:energy_usage_analytics")
R("nav", "d", "en", 0, "the site list", "n:site_list")
R("nav", "d", "en", 0, "the audit trail for our org", "n:audit_log")
R("nav", "d", "en", 0, "custom report builder", "n:custom_report_builder")
R("nav", "d", "en", 0, "scheduled report emails", "n:scheduled_reports")
R("nav", "b", "en", 0, "the maintenance calendar", "n:maintenance_schedule")
R("nav", "b", "en", 0, "device groups page", "n:device_groups")
R("nav", "c", "en", 0, "release notes", "n:release_notes")
R("nav", "c", "en", 0, "platform status page", "n:system_status")
R("nav", "c", "en", 0, "the on-call rota", "n:on_call_schedule")
R("nav", "c", "nl", 0, "ga naar de meldingen", "n:notifications")

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values (chg)
# ---------------------------------------------------------------------------------------
R("chg", "a", "en", 0, "change my password to something new, the old one leaked", "n:change_password")
R("chg", "a", "en", 0, "turn on two-factor for my login using google authenticator", "n:two_factor_setup")
R("chg", "a", "en", 0, "switch our org timezone to UTC", "n:manage_organization")
R("chg", "a", "en", 0, "make the header colour dark green (#0b3d2e) instead of blue", "n:branding_settings")
R("chg", "a", "en", 0, "keep raw telemetry for 180 days instead of a year", "n:data_retention_settings")
R("chg", "a", "en", 0, "add a webhook to https://hooks.acme.example/alerts for new alarms", "n:webhooks")
R("chg", "a", "en", 0, "connect our slack workspace to the #plant-alarms channel", "n:integrations")
R("chg", "a", "en", 0, "put priya raman into the maintenance team", "n:team_details", (T, 2, "Maintenance"))
R("chg", "a", "en", 0, "mark hiroshi's flare camera work order as done", "n:work_order_details", (W, 4, "hiroshi.tanaka"))
R("chg", "a", "en", 0, "resolve the loading dock alert, the detector is back", "n:alert_details", (A, 4, "Loading dock"))
R("chg", "a", "en", 0, "disable the CO high rule for the weekend", "n:alert_rules")
R("chg", "a", "en", 0, "move us from enterprise to the professional plan", "n:subscription_plans")
R("chg", "a", "en", 0, "set my job title to plant operations lead", "n:edit_profile")
R("chg", "a", "en", 0, "give operators the right to export data", "n:edit_role")
R("chg", "a", "en", 0, "revoke my api token called ci-pipeline", "n:api_tokens")
R("chg", "a", "en", 0, "sign me out on my old android phone", "n:active_sessions")
R("chg", "a", "en", 0, "only text me for critical alarms, nothing else", "n:notification_preferences")
R("chg", "a", "en", 0, "create a group called jetty detectors with gs-1015 and gs-1016", "n:device_groups")
R("chg", "a", "en", 0, "push firmware 3.4.0 to gs-1017", "n:firmware_updates")
R("chg", "a", "en", 1, "email the weekly alarm sumary report to the control room every monday", "n:scheduled_reports")
R("chg", "a", "en", 0, "put tom becker on call next saturday", "n:on_call_schedule")
R("chg", "a", "en", 0, "page hiroshi if a critical alarm goes unacked for 30 minutes", "n:escalation_policies")
R("chg", "a", "en", 0, "we received 10 polytron sensor heads, add them to stock", "n:spare_parts_inventory")
R("chg", "a", "en", 0, "plan a shutdown inspection of the houston flare on 12 march", "n:maintenance_schedule")
R("chg", "a", "en", 0, "cancel the invitation we sent to sofia marchetti", "n:pending_invitations")
R("chg", "a", "en", 0, "upload the new floor plan for the rotterdam pump house", "n:floor_plans", (S, 3, "Rotterdam terminal"))
R("chg", "a", "en", 0, "log a bump test for gs-1019 that passed this morning", "n:device_calibration", (D, 19, "GS-1019"))
R("chg", "a", "en", 0, "add a category called flow meters", "n:product_categories")
R("chg", "a", "en", 0, "change the address of the lyon site to 20 rue de gerland", "n:site_details", (S, 1, "Lyon plant"))
R("chg", "a", "en", 0, "create a team named night shift", "n:teams")
R("chg", "a", "en", 0, "update axis communications' website to axis.com/en", "n:manufacturer_details", (M, 3, "Axis Communications"))
R("chg", "a", "en", 0, "set up okta as our SAML identity provider", "n:sso_settings")
R("chg", "a", "fr", 0, "changer mon mot de passe, s'il te plaît, c'est urgent", "n:change_password")
R("chg", "a", "de", 0, "Tom Okafor ins Team Control Room aufnehmen", "n:team_details", (T, 1, "Control Room"))
R("chg", "a", "es", 0, "cambia nuestra tarjeta de pago por la nueva Visa", "n:organization_billing")
R("chg", "d", "en", 0, "remove kim larsen from grid operations team", "n:team_details", (T, 5, "Grid Operations"))
R("chg", "d", "en", 0, "close the SF6 alarm in bay 2, leak fixed", "n:alert_details", (A, 9, "GIS bay 2"))
R("chg", "d", "en", 0, "mark the leeds LTE work order complete", "n:work_order_details", (W, 10, "Leeds outfall"))
R("chg", "d", "en", 0, "turn off the weak LTE signal rule", "n:alert_rules")
R("chg", "d", "en", 0, "add a pagerduty integration for the substation team", "n:integrations")
R("chg", "b", "en", 0, "reassign my tank farm work order to tom becker", "n:work_order_details", (W, 2, "tank farm north"))
R("chg", "b", "en", 0, "add a comment on the flare camera alert: PoE switch replaced", "n:alert_details", (A, 6, "CAM-3002"))
R("chg", "b", "nl", 0, "zet mijn meldingen uit tussen 22:00 en 06:00", "n:notification_preferences")
R("chg", "c", "en", 0, "swap my avatar for the photo from my badge", "n:edit_profile")

# ---------------------------------------------------------------------------------------
# execution (exec)
# ---------------------------------------------------------------------------------------
# alice
R("exec", "a", "en", 0, "rename GS-1006 to Lab fume hood east", "x:update_device")
R("exec", "a", "en", 0, "move th-2001 over to the houston refinery site", "x:update_device")
R("exec", "a", "en", 0, "gs-1011's new head is fitted, set it back to active", "x:update_device")
R("exec", "a", "en", 1, "change the sampling interval of gs-1012 to 10 secnds", "x:update_device")
R("exec", "a", "en", 0, "make priya raman an admin", "x:update_user")
R("exec", "a", "en", 0, "tom okafor has a new phone, +1 713 555 0199, update his user", "x:update_user")
R("exec", "a", "en", 0, "move emma laurent into the maintenance department", "x:update_user")
R("exec", "a", "en", 0, "tom okafor left the company, deactivate his account", "x:deactivate_user")
R("exec", "a", "en", 0, "disable hiroshi tanaka's user, his contract ended", "x:deactivate_user")
R("exec", "a", "en", 0, "invite marc dupont (marc.dupont@acme.example) as an operator", "x:invite_user")
R("exec", "a", "en", 0, "send jana novak an invite, jana.novak@acme.example, viewer role, safety & compliance team", "x:invite_user")
R("exec", "a", "en", 0, "add a new BW Ultra with serial GS-1021 at the rotterdam terminal", "x:onboard_device")
R("exec", "a", "en", 0, "onboard camera CAM-3004, model P3265-LVE, at the lyon plant, call it Warehouse door", "x:onboard_device")
R("exec", "a", "en", 0, "decommission GS-1004, it's beyond repair", "x:decommission_device")
R("exec", "a", "en", 0, "retire the vapour recovery detector gs-1017 permanently", "x:decommission_device")
R("exec", "a", "en", 0, "add the Dräger Pac 8000 to our products as a gas sensor made by Dräger", "x:register_product")
R("exec", "a", "en", 0, "register a product: MSA Altair 4XR, category gas sensors, manufacturer MSA", "x:register_product")
R("exec", "a", "en", 0, "update the BW Ultra description to say it runs 35 hours on a charge", "x:update_product")
R("exec", "a", "en", 0, "rename the WISE-2410 product to WISE-2410 Rev B", "x:update_product")
R("exec", "a", "en", 0, "create a site called Antwerp depot, Haven 1234, 2030 Antwerpen, Belgium, timezone Europe/Brussels", "x:create_site")
R("exec", "a", "en", 0, "new site: Marseille warehouse at 12 Quai de la Joliette, 13002 Marseille, Europe/Paris time", "x:create_site")
R("exec", "a", "en", 0, "add a critical alert rule for polytron 8700: lel_pct above 20", "x:create_alert_rule")
R("exec", "a", "en", 1, "new warnig rule on WISE-2410, temperature over 80 C", "x:create_alert_rule")
R("exec", "a", "en", 0, "ack the h2s alarm on gs-1008, we're on it", "x:acknowledge_alert")
R("exec", "a", "en", 0, "acknowledge the low battery warning for gs-1014", "x:acknowledge_alert")
R("exec", "a", "en", 0, "open a work order to recalibrate gs-1020, medium priority, due next tuesday, assign bob", "x:create_work_order")
R("exec", "a", "en", 0, "urgent job: fix the loading dock detector gs-1004 by tomorrow, give it to tom becker", "x:create_work_order")
R("exec", "a", "fr", 0, "renomme le GS-1019 en « Fosse bac 4 »", "x:update_device")
R("exec", "a", "de", 0, "Bestätige den CO-Alarm an GS-1009", "x:acknowledge_alert")
R("exec", "a", "es", 0, "pon el CAM-3002 en estado de mantenimiento", "x:update_device")
R("exec", "a", "it", 0, "invita luca bianchi, luca.bianchi@acme.example, come viewer", "x:invite_user")
R("exec", "a", "pt", 0, "desative a conta do Tom Becker, ele saiu da empresa", "x:deactivate_user")
# dave
R("exec", "d", "en", 0, "set gxt-6006 status back to active", "x:update_device")
R("exec", "d", "en", 0, "rename gxw-8002 to springfield backup router", "x:update_device")
R("exec", "d", "en", 0, "change erin walsh's department to grid operations", "x:update_user")
R("exec", "d", "en", 0, "frank castillo retired, deactivate him", "x:deactivate_user")
R("exec", "d", "en", 0, "invite sam ortiz, sam.ortiz@globex.example, as a viewer", "x:invite_user")
R("exec", "d", "en", 0, "onboard GX-5013, a GasGuard Cl2, at the leeds pumping station", "x:onboard_device")
R("exec", "d", "en", 0, "decommission the leeds outfall router gxw-8004", "x:decommission_device")
R("exec", "d", "en", 0, "register the Sitrans TH420 from Siemens as a thermometer", "x:register_product")
R("exec", "d", "en", 0, "change the TRB245 description to compact LTE gateway for Modbus RTU and TCP", "x:update_product")
R("exec", "d", "en", 0, "create site Aurora reservoir, 2500 S Airport Rd, Aurora, CO 80018, America/Denver", "x:create_site")
R("exec", "d", "en", 0, "new critical rule on GasGuard Cl2: cl2_ppm greater than 0.5", "x:create_alert_rule")
R("exec", "d", "en", 0, "acknowledge the sf6 alert on gx-5007", "x:acknowledge_alert")
R("exec", "d", "en", 1, "work order: replace batery in gxt-6004, low priority, due in two weeks, assign hector alvarez", "x:create_work_order")
R("exec", "d", "en", 0, "promote leo fischer to admin", "x:update_user")
R("exec", "d", "de", 0, "Bestätige den Chloralarm an GX-5002", "x:acknowledge_alert")
# bob
R("exec", "b", "en", 0, "put gs-1016 into maintenance, swapping its cell", "x:update_device")
R("exec", "b", "en", 0, "onboard TH-2005, a SmartLine STT850, at houston refinery", "x:onboard_device")
R("exec", "b", "en", 0, "ack the co alarm on gs-1009, i'm heading out there", "x:acknowledge_alert")
R("exec", "b", "en", 0, "create a high priority work order to replace the battery of gs-1016, due friday, assign it to me", "x:create_work_order")
R("exec", "b", "en", 0, "add a site named Le Havre depot, 5 Quai de Saône, 76600 Le Havre, Europe/Paris", "x:create_site")
R("exec", "b", "en", 1, "create a warning rule for X-am 5600: co_ppm above 25", "x:create_alert_rule")
R("exec", "b", "en", 0, "register product Crowcon Gas-Pro, gas sensors, manufacturer Crowcon", "x:register_product")
R("exec", "b", "en", 0, "change the description of the P3265-LVE to outdoor 1080p dome with 30 m IR", "x:update_product")
R("exec", "b", "en", 0, "move gs-1007 to the houston refinery", "x:update_device")
R("exec", "b", "fr", 0, "passe le GS-1004 en statut actif", "x:update_device")

# ---------------------------------------------------------------------------------------
# second draft (written after the first --draft check, to bring typos up to their share)
# ---------------------------------------------------------------------------------------
R("rec", "a", "en", 1, "opne the tank 4 temprature transmitter", "n:device_details", (D, 24, "Tank 4 product"))
R("rec", "a", "en", 1, "the handheld the shift leed carries in lyon", "n:device_details", (D, 7, "Portable - shift lead"))
R("rec", "a", "en", 1, "jetty 1 detecor in rotterdam", "n:device_details", (D, 15, "Jetty 1"))
R("rec", "a", "en", 1, "emma laurents user recrod", "n:user_details", (U, 10, "Emma Laurent"))
R("rec", "a", "en", 1, "the rotterdam termnal site page", "n:site_details", (S, 3, "Rotterdam terminal"))
R("q", "a", "en", 1, "is the polytron at the hydrotreater reding any lel", "n:device_telemetry", (D, 12, "Hydrotreater"))
R("q", "a", "en", 1, "who's on call tonite for the lyon plant", "n:on_call_schedule")
R("q", "a", "en", 1, "how many devics are offline in houston", "n:device_list", (S, 2, "Houston refinery"))
R("chg", "a", "en", 1, "turn of email notifcations for info alerts", "n:notification_preferences")
R("exec", "a", "en", 1, "acknowldge the calibration reminder on gs-1020", "x:acknowledge_alert")
R("exec", "a", "en", 1, "set the status of th-2003 to actve, the heater job is done", "x:update_device")
R("rec", "d", "en", 1, "the transfomer T1 thermal camera", "n:device_details", (D, 49, "Transformer T1 thermal"))
R("rec", "d", "en", 1, "hypoclorite tank sensor at leeds", "n:device_details", (D, 53, "Hypochlorite tank"))
R("q", "d", "en", 1, "hows the denver router signl, any dropouts", "n:device_telemetry", (D, 52, "Denver router"))
R("unc", "a", "en", 1, "whats the wether like in rotterdam this weekend", "u")
R("nav", "a", "en", 1, "open my notifcations", "n:notifications")
R("den", "c", "en", 1, "biling page with our invoices", "n:organization_billing")
R("exec", "d", "en", 1, "invite rosa diaz rosa.diaz@globex.example as an operater", "x:invite_user")
# (after the collisions: a row for the manufacturers list, whose only row had collided, and
# two more records of the other tenant)
R("nav", "a", "en", 0, "the vendors page, every maker whose kit we run", "n:manufacturers")
R("rec", "a", "en", 0, "the leak detector in gis bay 1", "n:device_details", NONE)
R("rec", "d", "en", 0, "tom okafor from health and safety, his user page", "n:user_details", NONE)


# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (the row keeps its kind, user, language, typo flag,
# route, target and record unless a (wording, record) pair is given)
REWORDED: dict[str, object] = {
    # records
    "the tank farm detector in houston": "the tank-farm BW Ultra down in houston",
    "the houston thermometer": "that temperature sensor we've got at the houston site",
    "the chlorine detector in the chlorination room": "pull up the chlorination room Cl2 sensor",
    "erin walsh's page": "can you find erin walsh for me, I think she's a field tech",
    "the carbon monoxde alarm at tank farm north": "that co alrm from the north tank farm this morning",
    "ouvre la fiche du détecteur GS-1013": "je voudrais voir le GS1013, celui de la salle de contrôle",
    "la pagina di Sofia Marchetti": "mostrami l'utente Sofia Marchetti, quella invitata",
    "open de detector bij steiger 2": "laat de gasmeter van steiger 2 in Rotterdam zien",
    "the sensor on the dosing skid": "the cl2 detector sitting on the dosing pump skid at springfield",
    "the leeds router": "one of the leeds routers, not sure which, open it",
    "the wet well cl2 detector": "wet-well chlorine sensor over in leeds",
    "the relay cabinet thermometer": "that relay-cabinet temp sensor in denver",
    "frank.castillo@globex.example": "who is frank.castillo@globex.example exactly",
    "grace from finance": "grace in our finance department",
    "hectors profle": "open hectors user profle, the water treatment guy",
    "the colleague with the UK phone number": ("who's the one with a +44 number", (U, 17, "+44")),
    "the denver substation": "pull the denver substation site up",
    "the team i'm on": "open the team I belong to",
    "the lithuanian router company": "the router vendor from lithuania",
    "our german suppliers": "the manufacturer based in germany",
    "the unassigned relay cabinet check": ("the relay cabinet job nobody has been assigned to", (W, 11, "unassigned")),
    "the 1299 dollar invoice": "open the invoice for $1,299",
    "config of the rotterdam gateway": ("I need the configuration screen of GW-4003", (D, 30, "GW-4003")),
    "tom becker's user page": "pull up tom becker, my colleague in maintenance",
    "camera overlooking the jetties": "the cam watching over the rotterdam jetties",
    "open GX-5001": "gx5001, can you open that one",
    "priya raman": "priya raman's details please",
    "axis communications vendor page": "the axis manufacturer record",
    "hector alvarez": "look up hector alvarez for me",
    # questions
    "which firmware version is gw-4003 running": "is gw-4003 on the latest firmware or still behind",
    "how hot is the crude heater outlet runing today": "what temprature is the crude heater outlet at right now",
    "what happens when nobody acks a critical alarm for 15 minutes": "if a critical alarm sits unacknowledged, who gets escalated to next",
    "which gas detectors are overdue for a bump test": "any detectors that missed their bump test deadline?",
    "any open alarms at the houston refinery?": "is anything alarming over at the houston refinery",
    "who is on the control room team": "who are the members of control room",
    "which work orders are on my name": "which jobs did they assign to me",
    "what categories of products do we have": "how are our products grouped into categories",
    "quels capteurs sont hors ligne à Rotterdam ?": "y a-t-il des détecteurs déconnectés sur le terminal de Rotterdam ?",
    "combien d'alertes critiques sont ouvertes ?": "est-ce qu'il reste des alarmes critiques non traitées ?",
    "¿quién está en el equipo de mantenimiento?": "¿qué personas forman parte del equipo Maintenance?",
    "welke werkorders staan nog open?": "hebben we nog openstaande werkbonnen?",
    "what's the sf6 concentration in gis bay 2 now": "sf6 ppm in bay 2 at the moment?",
    "who's in the field service team": "list the people in field service",
    "which siemens products are in our catalog": "what do we have in the catalog made by siemens",
    "who's on call for the substation tonight": "who picks up the phone tonight if denver alarms",
    "which of our invoices are still unpaid": "do we owe anything on open invoices",
    "which work orders are in progres": "what jobs are currenty in progres",
    "what's on my plate today": "which work orders have I got assigned",
    "is gs-1004 still not reporting": "has gs-1004 come back online yet",
    "how many warnigns are open": "any open warnigns i should look at",
    "who else is on the maintenance team": "who's in maintenance besides me",
    # refused screens
    "slack intergration settings": "where do i set up the slack intergration",
    "api call volume for our org": "how many requests has our api key made this week",
    "edit what the viewer role can see": "tweak which screens viewers get to see",
    "the decommissioning page for gs-1017": "retire gs-1017, open its decommission page",
    "apri la pagina di fatturazione": "voglio vedere le fatture e il metodo di pagamento",
    "quiero ver el registro de auditoría": "¿quién modificó la regla de CO? mira el historial de cambios",
    "i want to add a new detector to the fleet": "need to onboard a new gas detector we just received",
    "open the new work ordr form": "i need to raise a work ordr for the cold room",
    "let me build my own report with custom columns": "i'd like to design a report of my own from scratch",
    "take gs-1004 out of service for good": ("retire the loading dock detector permanently", (D, 4, "Loading dock")),
    "the outgoing webhook endpoints": "which urls do we send webhooks to",
    # unclear
    "tell me a joke about gas detectors": "got any funny stories about methane",
    "what's for lunch in the canteen": "is it fish day in the lyon cafeteria",
    "how many vacation days do i have left this year": "how much annual leave have i got left before december",
    "the thing": "uh, that thing from before",
    "can you sort it out": "just fix whatever that was",
    "what's 15 percent of 480": "convert 35 ppm to mg per cubic metre for me",
    "who won the champions league final": "did lyon win their match on saturday",
    "are you a real person": "are you a bot or is someone typing",
    "whos the ceo of drager": "whos running drager these days, the ceo i mean",
    "Erzähl mir einen Witz": "kennst du einen guten Witz über Ingenieure?",
    "hoe laat gaat de kantine dicht": "waar kan ik hier in de buurt lunchen?",
    "qual é a capital da Austrália?": "quanto está a cotação do dólar hoje?",
    # plain navigation
    "i want to search across everything": "search box for finding anything in the console",
    "my personal api tokens": "where do i manage my own access tokens for the api",
    "open my own profile": "show me my own account page",
    "list all teams": "every team in the org",
    "all our facilities": "overview of all our plants and terminals",
    "alrets inbox": "take me to the alrets list",
    "the report library": "the library of saved reports",
    "roles & permissions": "the page listing roles and their permissions",
    "ota firmware campaigns": "over-the-air update campaigns page",
    "ouvre le tableau de bord": "retour à la page d'accueil avec les indicateurs",
    "zur Geräteliste": "alle Geräte der Flotte anzeigen",
    "abrir o mapa dos dispositivos": "quero ver os dispositivos num mapa",
    "the site list": "show me the list of all our sites",
    "scheduled report emails": "the reports that get emailed on a schedule",
    "the maintenance calendar": "the calendar with planned maintenance",
    "device groups page": "open the device groupings",
    "release notes": "what's changed in the console lately, the release notes",
    "platform status page": "the page that shows platform incidents and uptime",
    "the on-call rota": "open the on call roster",
    # changes no tool makes
    "remove kim larsen from grid operations team": "take kim larsen off the grid operations team roster",
    "turn off the weak LTE signal rule": "pause the weak lte signal alert rule until monday",
    # second draft
    "the rotterdam termnal site page": "site detials for the rotterdam termnal",
    "hypoclorite tank sensor at leeds": "the detecter on the leeds hypoclorite tank",
    "open my notifcations": "show the notifcations i got today",
    # execution
    "change the sampling interval of gs-1012 to 10 secnds": "set gs-1012 to sample evry 10 seconds instead of 30",
    "desative a conta do Tom Becker, ele saiu da empresa": "por favor desativa o utilizador Tom Becker, já não trabalha connosco",
    "rename gxw-8002 to springfield backup router": "gxw-8002 should be called Springfield standby router from now on",
    "onboard GX-5013, a GasGuard Cl2, at the leeds pumping station": "we installed a new GasGuard Cl2 with serial GX-5013 at Leeds pumping station, add it",
    "decommission the leeds outfall router gxw-8004": "permanently decommission gxw-8004, the outfall router is scrap",
    "register the Sitrans TH420 from Siemens as a thermometer": "add a new product Sitrans TH420, Siemens, in the thermometers category",
    "acknowledge the sf6 alert on gx-5007": "I've seen the bay 2 SF6 alarm on gx-5007, acknowledge it",
    "Bestätige den Chloralarm an GX-5002": "Quittiere bitte den Chlor-Alarm vom GX-5002",
    "create a high priority work order to replace the battery of gs-1016, due friday, assign it to me": "raise a high-priority job for gs-1016: battery swap, due this friday, assignee bob",
    "move gs-1007 to the houston refinery": "gs-1007 is going with the shift lead to houston, change its site to houston refinery",
}

# a rewording that collided again -> its second rewording
REWORDED_TWICE: dict[str, object] = {
    "how are our products grouped into categories": "what product categories exist besides gas sensors and cameras",
    "est-ce qu'il reste des alarmes critiques non traitées ?": "on a encore des alarmes de niveau critique en attente ?",
    "¿qué personas forman parte del equipo Maintenance?": "¿qué técnicos están asignados al equipo Maintenance?",
    "do we owe anything on open invoices": "billing overview, do we have outstanding balances",
    "kennst du einen guten Witz über Ingenieure?": "Wie wird das Wetter am Wochenende in Lyon?",
    "show me my own account page": "my profile page, the one with my account info",
    "over-the-air update campaigns page": "where do we run firmware rollouts over the air",
    "we installed a new GasGuard Cl2 with serial GX-5013 at Leeds pumping station, add it": "please onboard serial GX-5013 (GasGuard Cl2 model) at the Leeds pumping station",
}

# colliding, dropped
DROPPED: list[str] = [
    # rec
    "sofia marchetti's user page",
    "the team that does calibration and sensor repairs",
    "the site on maasvlakteweg",
    "our french plant",
    "the h2s alarm on the crude unit",
    "the alert bob acked",
    "the calibration-due notice for jetty 3",
    "the alert about the loading dock not reporting",
    "hiroshi's overdue camera ticket",
    "the work order mentioning tanks T-12 and T-14",
    "the invoice we haven't paid yet",
    "open gx5007 for me",
    "the fridge thermometer in the springfield lab",
    "gate camera at the leeds station",
    "erin walsh's user page",
    "dave@globex.example page",
    "security operations team",
    "the bi-spectrum thermal cam model",
    "the chlorine alarm on the chlorination room",
    # q
    "how many critical alarms are still open",
    "who hasn't accepted their invitation yet",
    "which accounts are deactivated",
    "which alert rules are switched off",
    "how much did last month's invoice come to",
    "what device groups have we set up",
    "how long do we keep telemetry before it's purged",
    "is single sign-on switched on for us",
    "which manufacturers do we buy from",
    # den
    "set up a new site for the antwerp warehouse",
    "our single sign-on config",
    "how close are we to our api quota",
    # unc
    "what's the boiling point of hydrogen sulfide",
    "send flowers to priya for her birthday",
    # nav
    "set up an authenticator app for login",
    "onboarding wizard for a new sensor",
    "blank work order form",
    "custom report builder",
    # chg
    "keep raw telemetry for 180 days instead of a year",
    "resolve the loading dock alert, the detector is back",
    "disable the CO high rule for the weekend",
    "set my job title to plant operations lead",
    "push firmware 3.4.0 to gs-1017",
    "put tom becker on call next saturday",
    "page hiroshi if a critical alarm goes unacked for 30 minutes",
    "log a bump test for gs-1019 that passed this morning",
    "add a category called flow meters",
    # exec
    "rename GS-1006 to Lab fume hood east",
    "make priya raman an admin",
    "move emma laurent into the maintenance department",
    "tom okafor left the company, deactivate his account",
    "decommission GS-1004, it's beyond repair",
    "register a product: MSA Altair 4XR, category gas sensors, manufacturer MSA",
    "create a site called Antwerp depot, Haven 1234, 2030 Antwerpen, Belgium, timezone Europe/Brussels",
    "acknowledge the low battery warning for gs-1014",
    "add a site named Le Havre depot, 5 Quai de Saône, 76600 Le Havre, Europe/Paris",
]

# not colliding, dropped toward the size and the mix
TRIMMED: list[str] = [
    "gebruiker lukas meyer bekijken",  # rec/a/nl
    "le capteur de la salle de contrôle à houston",  # rec/a/fr
    "apri la scheda del gateway di Lione",  # rec/a/it
    "¿a qué hora cierra la cafetería?",  # unc/a/es
    "Seite von Irene Kowalski",  # rec/d/de
    "Benutzerseite von Priya Raman öffnen",  # rec/a/de
    "abre el detector de la campana de laboratorio",  # rec/a/es
    "fiche utilisateur d'Hiroshi Tanaka",  # rec/a/fr
    "Wie wird das Wetter am Wochenende in Lyon?",  # unc/a/de
    "quel temps fait-il à Houston ?",  # unc/a/fr
    "zeig mir den Gaswarner im Pumpenhaus in Rotterdam",  # rec/a/de
    "abre el detector de cloro del tanque de hipoclorito",  # rec/d/es
    "whos running drager these days, the ceo i mean",  # unc/a/en/typo
    "the thermometr on pump motor m2",  # rec/d/en/typo
    "open hectors user profle, the water treatment guy",  # rec/d/en/typo
    "the detecter on the leeds hypoclorite tank",  # rec/d/en/typo
    "wheres my payslip for novembr",  # unc/a/en/typo
    "emma laurents user recrod",  # rec/a/en/typo
    "one of the leeds routers, not sure which, open it",  # rec/d/en
    "how much battery is left in the springfield lab fridge sensor",  # q/d/en
    "the sensor on the bearing of pump P-101",  # rec/a/en
    "recommend a good hotel near the houston refinery",  # unc/a/en
    "grace in our finance department",  # rec/d/en
    "the jetty camera that has 48% of its storage used",  # rec/a/en
    "gxc_7004 page",  # rec/d/en
    "the cold-room thermometer in the lyon plant",  # rec/a/en
    "the kiosk temperature sensor at leeds",  # rec/d/en
    "the X-am sitting at the loading dock",  # rec/a/en
    "the transmitter measuring tank 4 product temp",  # rec/a/en
    "GS–1002 (reactor side) details",  # rec/a/en
    "the dome camera at the lyon front gate",  # rec/a/en
    "the cl2 detector sitting on the dosing pump skid at springfield",  # rec/d/en
    "gs 1006 pls, i need to look at it",  # rec/a/en
    "the cam watching over the rotterdam jetties",  # rec/b/en
    "take me to the gw4001 record",  # rec/a/en
    "the chlorine monitor in the filter gallery",  # rec/d/en
    "the yard cam at the denver substation",  # rec/d/en
    "jump to gs1018 the pump house one",  # rec/a/en
    "our gateway out at the rotterdam terminal",  # rec/a/en
    "the boiler room carbon monoxide sensor at lyon",  # rec/a/en
    "Th2003, the crude heater thing",  # rec/a/en
    "fixed detector in reactor hall A",  # rec/a/en
    "cam3002 page",  # rec/c/en
    "the portable running on 14% battery",  # rec/a/en
    "mark the leeds LTE work order complete",  # chg/d/en
    "mark hiroshi's flare camera work order as done",  # chg/a/en
    "how many devices are offline",  # q/c/en
    "is anything sitting in maintenance mode at the moment?",  # q/a/en
    "reassign my tank farm work order to tom becker",  # chg/b/en
    "show me the invoice that's still open",  # den/c/en
    "change the address of the lyon site to 20 rue de gerland",  # chg/a/en
    "set gxt-6006 status back to active",  # exec/d/en
    "move th-2001 over to the houston refinery site",  # exec/a/en
    "which detectors in rotterdam have dropped offline?",  # q/a/en
    "put gs-1016 into maintenance, swapping its cell",  # exec/b/en
    "the full fleet inventory",  # nav/a/en
    "gxw-8002 should be called Springfield standby router from now on",  # exec/d/en
    "update axis communications' website to axis.com/en",  # chg/a/en
    "put priya raman into the maintenance team",  # chg/a/en
    "the oldest invoice on our account",  # den/b/en
    "i'd like to see what we pay for the console each month",  # den/c/en
    "I've seen the bay 2 SF6 alarm on gx-5007, acknowledge it",  # exec/d/en
    "show me our billing and payment method",  # den/b/en
    "gs-1011's new head is fitted, set it back to active",  # exec/a/en
    "send jana novak an invite, jana.novak@acme.example, viewer role, safety & compliance team",  # exec/a/en
    "check whether pagerduty is connected",  # den/c/en
    "org billing",  # nav/a/en
    "ack the h2s alarm on gs-1008, we're on it",  # exec/a/en
    "who deleted the jetty 2 device record, need the log",  # den/b/en
    "where do i decide which events email me",  # nav/a/en
    "connect our slack workspace to the #plant-alarms channel",  # chg/a/en
    "open the on call roster",  # nav/c/en
    "go to the product catalog",  # nav/a/en
    "my inbox of notifications",  # nav/a/en
    "threshold rules overview",  # nav/a/en
    "overview of all our plants and terminals",  # nav/a/en
    "past incidents page",  # nav/a/en
    "export data page",  # nav/a/en
    "okafor, the health and safety guy",  # swapped in on review
    "the lorawan temp + vibration sensor model",  # swapped in on review
    "bw ultra product sheet",  # swapped in on review
    "the taiwanese manufacturer's page",  # swapped in on review
    "the finished houston gateway upgrade ticket",  # swapped in on review
    "most recent invoice that's been paid",  # swapped in on review
    "which detector is showing 12.4 ppm h2s, open it",  # swapped in on review
    "graphs for the cold room one sensor",  # swapped in on review
    "mr becker from maintenance",  # swapped in on review
    "the operator we invited, emma",  # swapped in on review
    "site detials for the rotterdam termnal",  # swapped in on review
    "live vibration trend for TH-2002",  # swapped in on review
    "how many admins does our org have",  # swapped in on review
    "what timezone is our organization set to",  # swapped in on review
    "where are all our devices geographically",  # swapped in on review
    "which third-party tools are hooked up to the console",  # swapped in on review
    "how many sensors do we run at the houston refinery",  # swapped in on review
    "which reports go out automatically every week",  # swapped in on review
    "is there a ready-made report with monthly alarm counts",  # swapped in on review
    "GasGuard Cl2 product",  # swapped in on review
    "pull the denver substation site up",  # swapped in on review
    "edit maya patel's user details",  # swapped in on review
    "calibration history for gx-5010",  # swapped in on review
    "which jobs did they assign to me",  # swapped in on review (list filters)
    "list the people in field service",  # swapped in on review (list filters)
    "what do we have in the catalog made by siemens",  # swapped in on review (list filters)
    "who's in maintenance besides me",  # swapped in on review (list filters)
    "what does tom becker have assigned right now",  # swapped in on review (list filters)
]


# not colliding, reworded on the last review (wrong typo flag, a value the seed contradicts,
# an unclear row that could be read as a schedule change, a change that could be read as a
# work order, a permission operators already have)
REVIEWED: dict[str, object] = {
    "create a warning rule for X-am 5600: co_ppm above 25": "create a warnign rule for X-am 5600: co_ppm above 25",
    "set gs-1012 to sample evry 10 seconds instead of 30": "bump gs-1012's sampling to evry 10 seconds",
    "can i swap my night shift with tom": "can i take friday afternoon off for my kid's game",
    "plan a shutdown inspection of the houston flare on 12 march": "add a planned maintenance window at the houston refinery on 12 march, 06:00 to 14:00",
    "give operators the right to export data": "give viewers permission to open the data export page",
}


def _catalog_roles() -> dict[str, list[str]]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def _apply(query: str, record, mapping: dict) -> tuple[str, object]:
    new = mapping[query]
    if isinstance(new, tuple) and len(new) == 2 and isinstance(new[0], str):
        return new[0], new[1]
    return new, record


def _wording(value) -> str:
    return value[0] if isinstance(value, tuple) and len(value) == 2 else value


def all_wordings() -> list[tuple[str, str]]:
    """Every wording of this file, drafted or reworded, kept or not (for check_set --draft)."""
    out = [("drafted", r[4]) for r in DRAFT]
    out += [("reworded", _wording(v)) for v in REWORDED.values()]
    out += [("reworded twice", _wording(v)) for v in REWORDED_TWICE.values()]
    out += [("reviewed", _wording(v)) for v in REVIEWED.values()]
    return out


def kept_rows() -> list[tuple]:
    drafted = collections.Counter(r[4] for r in DRAFT)
    dupes = [q for q, n in drafted.items() if n > 1]
    assert not dupes, f"drafted twice: {dupes}"
    for name, mapping in (("REWORDED", REWORDED), ("DROPPED", DROPPED)):
        unknown = [q for q in mapping if q not in drafted]
        assert not unknown, f"{name} names rows that were not drafted: {unknown}"
    both = set(REWORDED) & set(DROPPED)
    assert not both, f"both reworded and dropped: {both}"
    reworded = {_wording(v) for v in REWORDED.values()}
    unknown = [q for q in REWORDED_TWICE if q not in reworded]
    assert not unknown, f"REWORDED_TWICE names wordings that are not rewordings: {unknown}"
    wordings = set(drafted) | reworded | {_wording(v) for v in REWORDED_TWICE.values()}
    for name, mapping in (("TRIMMED", TRIMMED), ("REVIEWED", REVIEWED)):
        unknown = [q for q in mapping if q not in wordings]
        assert not unknown, f"{name} names rows that are not wordings: {unknown}"
    out = []
    for kind, user, lang, typo, query, target, record in DRAFT:
        if query in DROPPED:
            continue
        if query in REWORDED:
            query, record = _apply(query, record, REWORDED)
            if query in REWORDED_TWICE:
                query, record = _apply(query, record, REWORDED_TWICE)
        if query in TRIMMED:
            continue
        if query in REVIEWED:
            query, record = _apply(query, record, REVIEWED)
        out.append((kind, user, lang, typo, query, target, record))
    return out


def _record(query: str, user: str, screen: str, record):
    """(record for the row, anchor or None); asserts the id against the seed."""
    if record in (NONE, SEV):
        return record, None
    param, rec_id, anchor = record
    org = seedindex.org_of(param, rec_id)
    assert org == ORG[user], f"{query!r}: {param} {rec_id} is not a record of {ORG[user]}"
    label = seedindex.label(param, rec_id)
    assert anchor in label, f"{query!r}: {param} {rec_id} = {label!r} does not hold {anchor!r}"
    return {param: rec_id}, anchor


def build() -> tuple[list[dict], dict]:
    roles = _catalog_roles()
    rows = kept_rows()
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, (kind, user, lang, typo, query, target, record) in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        row: dict = {"id": rid, "query": query}
        anchor = None
        if target == "u":
            row["route"] = "unclear"
            assert record is None and kind == "unc", query
        elif target.startswith("x:"):
            row["route"] = "execution"
            row["tool"] = target[2:]
            assert record is None and kind == "exec", query
            assert user != "c", query
        else:
            screen = target[2:]
            assert screen in roles, f"{query!r}: unknown screen {screen}"
            row["route"] = "navigation"
            row["screen"] = screen
            if record is not None:
                row["record"], anchor = _record(query, user, screen, record)
        if EMAIL[user]:
            row["user"] = EMAIL[user]
        if target.startswith("n:"):
            refused = ROLE[user] not in roles[target[2:]]
            assert refused == (kind == "den"), f"{query!r}: kind {kind} but refused={refused}"
            if refused:
                row["denied"] = True
        lines.append(row)
        meta[rid] = {"kind": kind, "lang": lang, "typo": typo, "user": user}
        if anchor is not None:
            meta[rid]["anchor"] = anchor
    return lines, meta


def counts(lines: list[dict], meta: dict) -> None:
    n = len(lines)
    print("rows:", n, "drafted:", len(DRAFT), "reworded:", len(REWORDED),
          "reworded twice:", len(REWORDED_TWICE), "reviewed:", len(REVIEWED), "dropped:", len(DROPPED), "trimmed:", len(TRIMMED))
    print("kinds:", dict(collections.Counter(m["kind"] for m in meta.values()).most_common()))
    print("routes:", dict(collections.Counter(r["route"] for r in lines)),
          "denied:", sum(1 for r in lines if r.get("denied")),
          "denied by user:", dict(collections.Counter(m["user"] for m in meta.values() if m["kind"] == "den")))
    print("users:", dict(collections.Counter(m["user"] for m in meta.values()).most_common()))
    ku = collections.Counter((m["kind"], m["user"]) for m in meta.values())
    for kind in ("rec", "q", "den", "unc", "nav", "chg", "exec"):
        print(f"  {kind:5}", {u: ku[(kind, u)] for u in "adbc"})
    langs = collections.Counter(m["lang"] for m in meta.values())
    other = n - langs["en"]
    typos = sum(1 for m in meta.values() if m["typo"])
    print("languages:", dict(langs.most_common()), f"other {other} ({other / n:.1%})",
          f"typos {typos} ({typos / n:.1%})")
    print("  other languages by kind:",
          dict(collections.Counter(m["kind"] for m in meta.values() if m["lang"] != "en")))
    print("  typos by kind:", dict(collections.Counter(m["kind"] for m in meta.values() if m["typo"])))
    recs = [r["record"] for r in lines if "record" in r]
    filters = sum(1 for r in lines if isinstance(r.get("record"), dict)
                  and r["screen"] in ("device_list", "work_orders", "user_list", "product_catalog"))
    print("records:", len(recs), "ids", sum(isinstance(x, dict) for x in recs),
          "of them list filters", filters,
          "none", recs.count("none"), "several", recs.count("several"))
    print("tools:", dict(collections.Counter(r["tool"] for r in lines if "tool" in r).most_common()))
    screens = collections.Counter(r["screen"] for r in lines if "screen" in r)
    missing = sorted(set(_catalog_roles()) - set(screens))
    print("screens:", len(screens), "missing:", missing)


def main() -> None:
    lines, meta = build()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines))
    META.write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")
    if "--counts" in sys.argv:
        counts(lines, meta)


if __name__ == "__main__":
    main()
