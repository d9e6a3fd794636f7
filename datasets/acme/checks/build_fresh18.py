"""Build routing-fresh18.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language and typo flag, followed by what
happened to it: `REWORDED` (a wording that collided with another text -> its new wording),
`REWORDED_TWICE` (a rewording that collided again -> its second rewording), `DROPPED`
(colliding, dropped), `TRIMMED` (not colliding, dropped toward the size and the mix) and
`REVIEWED` (not colliding, reworded on the last review; the record is set anew where the
new wording carries one). The kept rows are shuffled with a fixed seed
(`random.Random(20270118)`) and numbered f18-001... afterwards.

Records are written as (parameter, id, anchor): the anchor is a string the seed record's
label must contain (a serial, an e-mail, a name, a title, an invoice's age and amount), as
numbered by `seedindex.py`. The build stops when an id is not in the asking user's org or
its label does not hold the anchor, so a wrong id cannot reach the set; the anchor is kept
in `fresh18-meta.json` and `check_set.py fresh18` verifies it again.

`denied` is set from the catalog's roles and must agree with the row's kind ("den").

Run it from the repository's root (PYTHONPATH=src .venv/bin/python -B
datasets/acme/checks/build_fresh18.py [--counts]): it rewrites the jsonl (in
datasets/acme/ when the script sits in datasets/acme/checks/, else beside the script) and
fresh18-meta.json (beside the script). `--counts` prints the mix.

Kinds: rec (records named the way people name them), q (questions about what exists or is
going on), den (screens the asking user's role cannot open), unc (unclear: vague, out of
scope, small talk, gibberish), nav (plain navigation to screens without records), chg
(changes no tool makes, given with values: navigation to their screen), exec (changes
with all their values, by users whose role may make them).
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
    raise SystemExit("run build_fresh18.py from the repository's root or from datasets/acme/checks")
sys.dont_write_bytecode = True
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "datasets" / "acme" / "checks"))
import seedindex  # noqa: E402

OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh18.jsonl"
META = HERE / "fresh18-meta.json"
SEED = 20270118
PREFIX = "f18-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}
ORG = {"a": "acme", "b": "acme", "c": "acme", "d": "globex"}

DRAFT: list[tuple] = []


def R(kind, user, lang, typo, query, target, record=None):
    DRAFT.append((kind, user, lang, bool(typo), query, target, record))


def dev(i, anchor):
    return ("device_id", i, anchor)


def usr(i, anchor):
    return ("user_id", i, anchor)


def site(i, anchor):
    return ("site_id", i, anchor)


def team(i, anchor):
    return ("team_id", i, anchor)


def prod(i, anchor):
    return ("product_id", i, anchor)


def mfr(i, anchor):
    return ("manufacturer_id", i, anchor)


def alert(i, anchor):
    return ("alert_id", i, anchor)


def wo(i, anchor):
    return ("work_order_id", i, anchor)


def inv(i, anchor):
    return ("invoice_id", i, anchor)


# ---------------------------------------------------------------------------------------
# records named the way people name them (rec)
# ---------------------------------------------------------------------------------------
# alice: devices by serial, with odd punctuation or none
R("rec", "a", "en", 0, "need gs 1012 up on screen", "n:device_details", dev(12, "GS-1012"))
R("rec", "a", "en", 0, "jump to cam3003", "n:device_details", dev(27, "CAM-3003"))
R("rec", "a", "en", 0, "th_2003 details", "n:device_details", dev(23, "TH-2003"))
R("rec", "a", "en", 0, "Gw-4001 overview please", "n:device_details", dev(28, "GW-4001"))
R("rec", "a", "en", 0, "GS.1006 record", "n:device_details", dev(6, "GS-1006"))
R("rec", "a", "en", 0, "the device with serial number gs-1019 on it", "n:device_details", dev(19, "GS-1019"))
R("rec", "a", "en", 0, "TH2002, the pump bearing one", "n:device_details", dev(22, "TH-2002"))
R("rec", "a", "en", 0, "cam 3001 device page", "n:device_details", dev(25, "CAM-3001"))
R("rec", "a", "en", 1, "pull up gs-1o13", "n:device_details", dev(13, "GS-1013"))
R("rec", "a", "en", 0, "GS1018 — pump house, rotterdam", "n:device_details", dev(18, "GS-1018"))
# alice: devices by name, partial name, place, what they watch
R("rec", "a", "en", 0, "the vapour recovery unit detector at the terminal", "n:device_details", dev(17, "GS-1017"))
R("rec", "a", "en", 0, "crude unit h2s monitor", "n:device_details", dev(8, "GS-1008"))
R("rec", "a", "en", 0, "the gas sensor next to tank pit 4", "n:device_details", dev(19, "GS-1019"))
R("rec", "a", "en", 0, "the detector inside the houston control room", "n:device_details", dev(13, "GS-1013"))
R("rec", "a", "en", 0, "the thermometer on pump P-101", "n:device_details", dev(22, "TH-2002"))
R("rec", "a", "en", 0, "crude heater outlet temp sensor", "n:device_details", dev(23, "TH-2003"))
R("rec", "a", "en", 0, "the transmitter measuring tank 4 product temperature", "n:device_details", dev(24, "TH-2004"))
R("rec", "a", "en", 0, "the lorawan gateway out at rotterdam", "n:device_details", dev(30, "GW-4003"))
R("rec", "a", "en", 0, "houston's thermal camera", "n:device_details", dev(26, "CAM-3002"))
R("rec", "a", "en", 0, "rotterdam's dome camera", "n:device_details", dev(27, "CAM-3003"))
R("rec", "a", "en", 0, "jetty 3 h2s detector", "n:device_details", dev(20, "GS-1020"))
R("rec", "a", "en", 0, "the tank farm detectors in houston", "n:device_details", "several")
R("rec", "a", "en", 0, "the polytron in the solvent store", "n:device_details", dev(5, "GS-1005"))
R("rec", "a", "en", 0, "the reactor hall sensor in lyon", "n:device_details", "several")
R("rec", "a", "en", 0, "the x-am on jetty 2", "n:device_details", dev(16, "GS-1016"))
R("rec", "a", "en", 0, "the shift lead's bw ultra", "n:device_details", dev(7, "GS-1007"))
# alice: devices by state, reading, firmware, battery, storage, signal
R("rec", "a", "en", 0, "the camera that went offline in houston", "n:device_details", dev(26, "CAM-3002"))
R("rec", "a", "en", 0, "the thermometer stuck in maintenance mode", "n:device_details", dev(23, "TH-2003"))
R("rec", "a", "en", 0, "the unit showing 12% LEL", "n:device_details", dev(17, "GS-1017"))
R("rec", "a", "en", 0, "which portable is down to 14 percent battery", "n:device_details", dev(14, "GS-1014"))
R("rec", "a", "en", 0, "the probe reading over 300 °C", "n:device_details", dev(23, "TH-2003"))
R("rec", "a", "en", 0, "our gateway with the poorest reception", "n:device_details", dev(29, "GW-4002"))
R("rec", "a", "en", 0, "the camera with less than half its storage used", "n:device_details", dev(27, "CAM-3003"))
R("rec", "a", "en", 0, "the only device on firmware 2.8.0", "n:device_details", dev(14, "GS-1014"))
R("rec", "a", "en", 0, "the detector still running 5.1.7", "n:device_details", dev(4, "GS-1004"))
R("rec", "a", "en", 0, "the sensor reporting 2.8 mm/s vibration", "n:device_details", dev(22, "TH-2002"))
R("rec", "a", "en", 0, "the monitor showing 12.4 ppm h2s", "n:device_details", dev(8, "GS-1008"))
R("rec", "a", "en", 0, "the gateway serving nine sensors", "n:device_details", dev(28, "GW-4001"))
R("rec", "a", "en", 0, "the one at the terminal that hasn't reported for two days", "n:device_details", dev(17, "GS-1017"))
# alice: device sub-pages
R("rec", "a", "en", 0, "live readings for gs-1008", "n:device_telemetry", dev(8, "GS-1008"))
R("rec", "a", "en", 0, "bump test history of the jetty 2 detector", "n:device_calibration", dev(16, "GS-1016"))
R("rec", "a", "en", 0, "settings of the lab fume hood sensor", "n:device_configuration", dev(6, "GS-1006"))
R("rec", "a", "en", 0, "retirement screen for the loading dock monitor", "n:decommission_device", dev(4, "GS-1004"))
R("rec", "a", "en", 0, "config page of cam3001", "n:device_configuration", dev(25, "CAM-3001"))
R("rec", "a", "en", 0, "temperature graph for cold room 1", "n:device_telemetry", dev(21, "TH-2001"))
R("rec", "a", "en", 0, "calibration certificates for the crude unit h2s detector", "n:device_calibration", dev(8, "GS-1008"))
# alice: people by e-mail, name, possessive, department, status, phone
R("rec", "a", "en", 0, "account for hiroshi.tanaka@acme.example", "n:user_details", usr(7, "hiroshi.tanaka@acme.example"))
R("rec", "a", "en", 0, "lukas.meyer@acme.example details", "n:user_details", usr(8, "lukas.meyer@acme.example"))
R("rec", "a", "en", 0, "sofia's account page", "n:user_details", usr(9, "sofia.marchetti@acme.example"))
R("rec", "a", "en", 0, "find emma laurent for me", "n:user_details", usr(10, "emma.laurent@acme.example"))
R("rec", "a", "en", 0, "pull up okafor's account", "n:user_details", usr(5, "tom.okafor@acme.example"))
R("rec", "a", "en", 0, "Becker, Tom", "n:user_details", usr(4, "tom.becker@acme.example"))
R("rec", "a", "en", 0, "tom from maintenance", "n:user_details", usr(4, "tom.becker@acme.example"))
R("rec", "a", "en", 0, "our process engineer", "n:user_details", usr(6, "priya.raman@acme.example"))
R("rec", "a", "en", 0, "the quality person who still hasn't accepted her invite", "n:user_details", usr(9, "sofia.marchetti@acme.example"))
R("rec", "a", "en", 0, "who has the number +31 10 555 0193", "n:user_details", usr(8, "lukas.meyer@acme.example"))
R("rec", "a", "en", 0, "the colleague with a rotterdam phone number", "n:user_details", "several")
R("rec", "a", "en", 0, "open up bob's user page", "n:user_details", usr(2, "bob@acme.example"))
R("rec", "a", "en", 0, "the admin from IT", "n:user_details", usr(7, "hiroshi.tanaka@acme.example"))
R("rec", "a", "en", 0, "the account we switched off", "n:user_details", usr(8, "lukas.meyer@acme.example"))
R("rec", "a", "en", 0, "alice@acme.example, that's me, show my info", "n:profile")
R("rec", "a", "en", 0, "Priya R.", "n:user_details", usr(6, "priya.raman@acme.example"))
R("rec", "a", "en", 0, "tanaka-san's page", "n:user_details", usr(7, "hiroshi.tanaka@acme.example"))
R("rec", "a", "en", 0, "carol viewer's user record", "n:user_details", usr(3, "carol@acme.example"))
R("rec", "a", "en", 0, "the Tom on the safety team", "n:user_details", usr(5, "tom.okafor@acme.example"))
R("rec", "a", "en", 0, "edit priya raman's details", "n:edit_user_details", usr(6, "priya.raman@acme.example"))
R("rec", "a", "en", 0, "i need to change something on hiroshi's user", "n:edit_user_details", usr(7, "hiroshi.tanaka@acme.example"))
R("rec", "a", "en", 1, "emma laurant's profile", "n:user_details", usr(10, "emma.laurent@acme.example"))
R("rec", "a", "en", 1, "lukas meyers acount", "n:user_details", usr(8, "lukas.meyer@acme.example"))
# alice: sites
R("rec", "a", "en", 0, "the gerland site", "n:site_details", site(1, "Lyon plant"))
R("rec", "a", "en", 0, "our texas site", "n:site_details", site(2, "Houston refinery"))
R("rec", "a", "en", 0, "the terminal on the maasvlakte", "n:site_details", site(3, "Rotterdam terminal"))
R("rec", "a", "en", 0, "the facility we have in the US", "n:site_details", site(2, "Houston refinery"))
R("rec", "a", "en", 0, "the plant running on paris time", "n:site_details", site(1, "Lyon plant"))
R("rec", "a", "en", 0, "floor plan of lyon", "n:floor_plans", site(1, "Lyon plant"))
R("rec", "a", "en", 0, "houston layout with the device pins", "n:floor_plans", site(2, "Houston refinery"))
R("rec", "a", "en", 1, "houstn refinery page", "n:site_details", site(2, "Houston refinery"))
# alice: products, manufacturers, teams
R("rec", "a", "en", 0, "the dräger xam5600 model", "n:product_details", prod(2, "X-am 5600"))
R("rec", "a", "en", 0, "smartline transmitter model page", "n:product_details", prod(4, "SmartLine STT850"))
R("rec", "a", "en", 0, "the axis outdoor dome model", "n:product_details", prod(7, "P3265-LVE"))
R("rec", "a", "en", 0, "q1961 product page", "n:product_details", prod(6, "Q1961-TE"))
R("rec", "a", "en", 0, "the model that measures temperature and vibration", "n:product_details", prod(5, "WISE-2410"))
R("rec", "a", "en", 0, "the fixed IR hydrocarbon detector model", "n:product_details", prod(3, "Polytron 8700"))
R("rec", "a", "en", 1, "wise 2410 sepcs", "n:product_details", prod(5, "WISE-2410"))
R("rec", "a", "en", 0, "axis communications vendor page", "n:manufacturer_details", mfr(3, "Axis Communications"))
R("rec", "a", "en", 0, "the german manufacturer", "n:manufacturer_details", mfr(2, "Dräger"))
R("rec", "a", "en", 0, "our american supplier", "n:manufacturer_details", mfr(1, "Honeywell"))
R("rec", "a", "en", 0, "drager manufacturer details", "n:manufacturer_details", mfr(2, "Dräger"))
R("rec", "a", "en", 0, "safety and compliance team page", "n:team_details", team(3, "Safety & Compliance"))
R("rec", "a", "en", 0, "the team doing calibrations and bump tests", "n:team_details", team(2, "Maintenance"))
R("rec", "a", "en", 0, "the round-the-clock monitoring crew", "n:team_details", team(1, "Control Room"))
R("rec", "a", "en", 0, "bob's team", "n:team_details", team(2, "Maintenance"))
R("rec", "a", "en", 0, "priya's team", "n:team_details", team(1, "Control Room"))
# alice: alerts
R("rec", "a", "en", 0, "the battery alarm on the rescue portable", "n:alert_details", alert(3, "GS-1014"))
R("rec", "a", "en", 0, "the loading dock not-reporting alert", "n:alert_details", alert(4, "GS-1004"))
R("rec", "a", "en", 0, "the acknowledged camera alert", "n:alert_details", alert(6, "CAM-3002"))
R("rec", "a", "en", 0, "the resolved LEL alarm at rotterdam", "n:alert_details", alert(7, "GS-1017"))
R("rec", "a", "en", 0, "the h2s alert on the crude unit", "n:alert_details", alert(2, "GS-1008"))
R("rec", "a", "en", 0, "jetty 3 calibration-due alert", "n:alert_details", alert(5, "GS-1020"))
R("rec", "a", "en", 0, "the 42 ppm CO alarm", "n:alert_details", alert(1, "GS-1009"))
R("rec", "a", "en", 0, "the critical alarm at houston", "n:alert_details", "several")
R("rec", "a", "en", 1, "the batery alert for gs-1014", "n:alert_details", alert(3, "GS-1014"))
# alice: work orders
R("rec", "a", "en", 0, "work order no. 4", "n:work_order_details", wo(4, "Restore video on flare stack camera"))
R("rec", "a", "en", 0, "the gateway firmware upgrade job", "n:work_order_details", wo(5, "Upgrade Houston gateway firmware"))
R("rec", "a", "en", 0, "the rescue team bump test job", "n:work_order_details", wo(3, "Bump test rescue team detectors"))
R("rec", "a", "en", 0, "hiroshi's ticket", "n:work_order_details", wo(4, "Restore video on flare stack camera"))
R("rec", "a", "en", 0, "bob's urgent ticket", "n:work_order_details", wo(2, "Investigate CO reading at tank farm north"))
R("rec", "a", "en", 0, "the main gate camera relocation", "n:work_order_details", wo(6, "Relocate main gate camera"))
R("rec", "a", "en", 0, "the work order that's in progress", "n:work_order_details", wo(1, "Replace sensor head on GS-1011"))
R("rec", "a", "en", 0, "the job to check for leaks near T-12", "n:work_order_details", wo(2, "Investigate CO reading at tank farm north"))
R("rec", "a", "en", 0, "the work order we finished", "n:work_order_details", wo(5, "Upgrade Houston gateway firmware"))
R("rec", "a", "en", 1, "the flare camra ticket", "n:work_order_details", wo(4, "Restore video on flare stack camera"))
# alice: invoices by age, amount, state, position
R("rec", "a", "en", 0, "last month's invoice", "n:invoice_detail", inv(6, "1 month(s) before seeding, 5237.00"))
R("rec", "a", "en", 0, "the 5,124 invoices", "n:invoice_detail", "several")
R("rec", "a", "en", 0, "the invoice from three months back", "n:invoice_detail", inv(4, "3 month(s) before seeding, 5124.00"))
R("rec", "a", "en", 0, "our second-oldest invoice", "n:invoice_detail", inv(2, "5 month(s) before seeding, 4890.00"))
R("rec", "a", "en", 0, "the invoice that's still outstanding", "n:invoice_detail", inv(6, "5237.00, open"))
R("rec", "a", "en", 0, "the most recent invoice we've paid", "n:invoice_detail", inv(5, "2 month(s) before seeding, 5189.00, paid"))
# alice: the other tenant's records and records that do not exist
R("rec", "a", "en", 0, "GX-5007 details", "n:device_details", "none")
R("rec", "a", "en", 0, "hector alvarez's page", "n:user_details", "none")
R("rec", "a", "en", 0, "the denver substation", "n:site_details", "none")
R("rec", "a", "en", 0, "work order 31", "n:work_order_details", "none")
# alice: other languages
R("rec", "a", "fr", 0, "affiche le détecteur du quai de chargement", "n:device_details", dev(4, "GS-1004"))
R("rec", "a", "fr", 0, "la fiche de Tom Okafor", "n:user_details", usr(5, "tom.okafor@acme.example"))
R("rec", "a", "fr", 0, "le terminal de Rotterdam", "n:site_details", site(3, "Rotterdam terminal"))
R("rec", "a", "fr", 0, "l'ordre de travail de Hiroshi", "n:work_order_details", wo(4, "Restore video on flare stack camera"))
R("rec", "a", "de", 0, "zeig mir GS-1010", "n:device_details", dev(10, "GS-1010"))
R("rec", "a", "de", 0, "Profil von Lukas Meyer", "n:user_details", usr(8, "lukas.meyer@acme.example"))
R("rec", "a", "de", 0, "die Kamera am Haupttor in Lyon", "n:device_details", dev(25, "CAM-3001"))
R("rec", "a", "de", 0, "die älteste Rechnung", "n:invoice_detail", inv(1, "6 month(s) before seeding, 4890.00"))
R("rec", "a", "es", 0, "muéstrame la cámara térmica de la antorcha", "n:device_details", dev(26, "CAM-3002"))
R("rec", "a", "es", 0, "el perfil de Sofia Marchetti", "n:user_details", usr(9, "sofia.marchetti@acme.example"))
R("rec", "a", "es", 0, "el equipo de mantenimiento", "n:team_details", team(2, "Maintenance"))
R("rec", "a", "it", 0, "apri il sensore GS-1003", "n:device_details", dev(3, "GS-1003"))
R("rec", "a", "it", 0, "lo stabilimento di Lione", "n:site_details", site(1, "Lyon plant"))
R("rec", "a", "it", 0, "la fattura più recente", "n:invoice_detail", inv(6, "1 month(s) before seeding, 5237.00"))
R("rec", "a", "pt", 0, "mostra o detector da sala de controle em Houston", "n:device_details", dev(13, "GS-1013"))
R("rec", "a", "pt", 0, "a página do Hiroshi Tanaka", "n:user_details", usr(7, "hiroshi.tanaka@acme.example"))
R("rec", "a", "pt", 0, "o fabricante alemão", "n:manufacturer_details", mfr(2, "Dräger"))
R("rec", "a", "nl", 0, "open de gateway in Lyon", "n:device_details", dev(28, "GW-4001"))
R("rec", "a", "nl", 0, "het profiel van Priya Raman", "n:user_details", usr(6, "priya.raman@acme.example"))
R("rec", "a", "nl", 0, "de sensor bij steiger 2", "n:device_details", dev(16, "GS-1016"))
R("rec", "a", "nl", 0, "de factuur van twee maanden geleden", "n:invoice_detail", inv(5, "2 month(s) before seeding, 5189.00"))
# dave: devices
R("rec", "d", "en", 0, "gx5001 please", "n:device_details", dev(31, "GX-5001"))
R("rec", "d", "en", 0, "GX 5009 cable basement", "n:device_details", dev(46, "GX-5009"))
R("rec", "d", "en", 0, "gxt_6003", "n:device_details", dev(38, "GXT-6003"))
R("rec", "d", "en", 0, "Gxc-7001 page", "n:device_details", dev(39, "GXC-7001"))
R("rec", "d", "en", 0, "bring up gxw8003", "n:device_details", dev(52, "GXW-8003"))
R("rec", "d", "en", 0, "the chlorine detector on the dosing pump skid", "n:device_details", dev(34, "GX-5004"))
R("rec", "d", "en", 0, "clearwell vent sensor", "n:device_details", dev(35, "GX-5005"))
R("rec", "d", "en", 0, "the hypochlorite tank detector at leeds", "n:device_details", dev(53, "GX-5010"))
R("rec", "d", "en", 0, "high-lift pump 2's thermometer", "n:device_details", dev(37, "GXT-6002"))
R("rec", "d", "en", 0, "the lab fridge thermometer", "n:device_details", dev(38, "GXT-6003"))
R("rec", "d", "en", 0, "relay cabinet R1 temperature sensor", "n:device_details", dev(47, "GXT-6004"))
R("rec", "d", "en", 0, "the thermal cam on transformer T1", "n:device_details", dev(49, "GXC-7003"))
R("rec", "d", "en", 0, "substation yard camera", "n:device_details", dev(51, "GXC-7005"))
R("rec", "d", "en", 0, "the gate cam at the leeds station", "n:device_details", dev(58, "GXC-7006"))
R("rec", "d", "en", 0, "springfield router B", "n:device_details", dev(42, "GXW-8002"))
R("rec", "d", "en", 0, "the router that's down in leeds", "n:device_details", dev(59, "GXW-8004"))
R("rec", "d", "en", 0, "the GIS bay detectors", "n:device_details", "several")
R("rec", "d", "en", 0, "the filter gallery sensor that went offline", "n:device_details", dev(33, "GX-5003"))
R("rec", "d", "en", 0, "the sf6 sensor reading 1350 ppm", "n:device_details", dev(44, "GX-5007"))
R("rec", "d", "en", 0, "the camera that's 80% full", "n:device_details", dev(58, "GXC-7006"))
R("rec", "d", "en", 0, "the device still on firmware 3.9.9", "n:device_details", dev(33, "GX-5003"))
R("rec", "d", "en", 0, "cable basement detector, the one on 1.7.3", "n:device_details", dev(46, "GX-5009"))
R("rec", "d", "en", 0, "the pump motor thermometer that's in maintenance", "n:device_details", dev(56, "GXT-6006"))
R("rec", "d", "en", 0, "the north fence camera", "n:device_details", dev(40, "GXC-7002"))
R("rec", "d", "en", 0, "wet well chlorine sensor", "n:device_details", dev(54, "GX-5011"))
R("rec", "d", "en", 0, "denver's router", "n:device_details", dev(52, "GXW-8003"))
R("rec", "d", "en", 0, "the thermal camera we put in maintenance", "n:device_details", dev(50, "GXC-7004"))
R("rec", "d", "en", 0, "the router with the weakest signal", "n:device_details", dev(59, "GXW-8004"))
R("rec", "d", "en", 0, "temperature history for gxt-6005", "n:device_telemetry", dev(48, "GXT-6005"))
R("rec", "d", "en", 0, "calibration records for the chlorination room detector", "n:device_calibration", dev(32, "GX-5002"))
R("rec", "d", "en", 0, "configure springfield router A", "n:device_configuration", dev(41, "GXW-8001"))
R("rec", "d", "en", 0, "decommission page for GXC-7004", "n:decommission_device", dev(50, "GXC-7004"))
R("rec", "d", "en", 1, "chlorinaton room detecter", "n:device_details", dev(32, "GX-5002"))
R("rec", "d", "en", 1, "the hig-lift pump 1 temp sensor", "n:device_details", dev(36, "GXT-6001"))
# dave: people
R("rec", "d", "en", 0, "edit erin walsh's user", "n:edit_user_details", usr(12, "erin.walsh@globex.example"))
R("rec", "d", "en", 0, "who is erin.walsh@globex.example", "n:user_details", usr(12, "erin.walsh@globex.example"))
R("rec", "d", "en", 0, "frank's user page", "n:user_details", usr(13, "frank.castillo@globex.example"))
R("rec", "d", "en", 0, "grace from finance", "n:user_details", usr(14, "grace.liu@globex.example"))
R("rec", "d", "en", 0, "irene kowalski's account", "n:user_details", usr(16, "irene.kowalski@globex.example"))
R("rec", "d", "en", 0, "leo, the one with the uk number", "n:user_details", usr(17, "leo.fischer@globex.example"))
R("rec", "d", "en", 0, "the grid ops guy we deactivated", "n:user_details", usr(18, "kim.larsen@globex.example"))
R("rec", "d", "en", 0, "jamal's profile", "n:user_details", usr(19, "jamal.wright@globex.example"))
R("rec", "d", "en", 0, "maya patel user page", "n:user_details", usr(20, "maya.patel@globex.example"))
R("rec", "d", "en", 0, "hector's page", "n:user_details", usr(15, "hector.alvarez@globex.example"))
R("rec", "d", "en", 0, "whoever has a 303 area code", "n:user_details", "several")
R("rec", "d", "en", 0, "dave@globex.example — my own account", "n:profile")
R("rec", "d", "en", 0, "our water treatment operator", "n:user_details", usr(15, "hector.alvarez@globex.example"))
R("rec", "d", "en", 1, "irene kowalsky", "n:user_details", usr(16, "irene.kowalski@globex.example"))
# dave: sites, products, manufacturers, teams
R("rec", "d", "en", 0, "springfield site info", "n:site_details", site(4, "Springfield water works"))
R("rec", "d", "en", 0, "our UK site", "n:site_details", site(6, "Leeds pumping station"))
R("rec", "d", "en", 0, "the substation in colorado", "n:site_details", site(5, "Denver substation"))
R("rec", "d", "en", 0, "the site on brighton blvd", "n:site_details", site(5, "Denver substation"))
R("rec", "d", "en", 0, "leeds floor plan", "n:floor_plans", site(6, "Leeds pumping station"))
R("rec", "d", "en", 0, "GasGuard Cl2 product page", "n:product_details", prod(9, "GasGuard Cl2"))
R("rec", "d", "en", 0, "the sf6 leak detector model", "n:product_details", prod(10, "LeakSense SF6"))
R("rec", "d", "en", 0, "hikvision's turret camera model", "n:product_details", prod(14, "DS-2CD2386G2-IU"))
R("rec", "d", "en", 0, "teltonika rut955", "n:product_details", prod(15, "RUT955"))
R("rec", "d", "en", 0, "the bi-spectrum camera product", "n:product_details", prod(13, "DS-2TD2617-10"))
R("rec", "d", "en", 0, "the lithuanian vendor", "n:manufacturer_details", mfr(8, "Teltonika"))
R("rec", "d", "en", 0, "hikvision manufacturer page", "n:manufacturer_details", mfr(7, "Hikvision"))
R("rec", "d", "en", 0, "the german maker", "n:manufacturer_details", "several")
R("rec", "d", "en", 0, "bosch vendor details", "n:manufacturer_details", mfr(6, "Bosch"))
R("rec", "d", "en", 0, "field service team", "n:team_details", team(4, "Field Service"))
R("rec", "d", "en", 0, "the security ops crew", "n:team_details", team(6, "Security Operations"))
R("rec", "d", "en", 0, "my team's page", "n:team_details", team(5, "Grid Operations"))
# dave: alerts, work orders, invoices
R("rec", "d", "en", 0, "the chlorine leak alarm at springfield", "n:alert_details", alert(8, "GX-5002"))
R("rec", "d", "en", 0, "the sf6 alert on bay 2", "n:alert_details", alert(9, "GX-5007"))
R("rec", "d", "en", 0, "relay cabinet temp alarm", "n:alert_details", alert(10, "GXT-6005"))
R("rec", "d", "en", 0, "the alert erin acknowledged", "n:alert_details", alert(13, "GX-5003"))
R("rec", "d", "en", 0, "the transformer hot spot alarm i resolved", "n:alert_details", alert(14, "GXC-7004"))
R("rec", "d", "en", 0, "the firmware 7.06 notice", "n:alert_details", alert(12, "Firmware 7.06"))
R("rec", "d", "en", 0, "frank's sf6 job", "n:work_order_details", wo(8, "Locate SF6 leak in GIS bay 2"))
R("rec", "d", "en", 0, "the unassigned work order", "n:work_order_details", wo(11, "Quarterly check of relay cabinet thermometers"))
R("rec", "d", "en", 0, "the leeds lte ticket", "n:work_order_details", wo(10, "Restore LTE link at Leeds outfall"))
R("rec", "d", "en", 0, "erin's in-progress job", "n:work_order_details", wo(9, "Re-align thermal camera on transformer T2"))
R("rec", "d", "en", 0, "erin's work order", "n:work_order_details", "several")
R("rec", "d", "en", 0, "perimeter camera install ticket", "n:work_order_details", wo(12, "Install perimeter camera at north fence"))
R("rec", "d", "en", 0, "hector's urgent ticket", "n:work_order_details", wo(7, "Replace chlorine sensor cell on GX-5002"))
R("rec", "d", "en", 0, "our latest invoice", "n:invoice_detail", inv(12, "1 month(s) before seeding, 1382.00"))
R("rec", "d", "en", 0, "the oldest globex invoice", "n:invoice_detail", inv(7, "6 month(s) before seeding, 1299.00"))
R("rec", "d", "en", 0, "the 1,345 invoices", "n:invoice_detail", "several")
R("rec", "d", "en", 0, "the $1,382 invoice", "n:invoice_detail", inv(12, "1382.00"))
R("rec", "d", "en", 0, "the bill from 2 months back", "n:invoice_detail", inv(11, "2 month(s) before seeding, 1345.00"))
# dave: the other tenant's records
R("rec", "d", "en", 0, "show gs-1009 for me", "n:device_details", "none")
R("rec", "d", "en", 0, "priya raman's profile", "n:user_details", "none")
R("rec", "d", "en", 0, "houston refinery site", "n:site_details", "none")
# dave: other languages
R("rec", "d", "fr", 0, "le routeur de Leeds qui est hors ligne", "n:device_details", dev(59, "GXW-8004"))
R("rec", "d", "es", 0, "la orden de trabajo sin asignar", "n:work_order_details", wo(11, "Quarterly check of relay cabinet thermometers"))
# bob
R("rec", "b", "en", 0, "gs 1020 page please", "n:device_details", dev(20, "GS-1020"))
R("rec", "b", "en", 0, "my urgent work order", "n:work_order_details", wo(2, "Investigate CO reading at tank farm north"))
R("rec", "b", "en", 0, "look up tom becker", "n:user_details", usr(4, "tom.becker@acme.example"))
R("rec", "b", "en", 0, "the team i'm in", "n:team_details", team(2, "Maintenance"))
R("rec", "b", "en", 0, "the gateway at houston", "n:device_details", dev(29, "GW-4002"))
R("rec", "b", "en", 0, "gx-5003 filter gallery sensor", "n:device_details", "none")
R("rec", "b", "en", 0, "the ticket about leaks near T-14", "n:work_order_details", wo(2, "Investigate CO reading at tank farm north"))
R("rec", "b", "en", 0, "the camera alert i acked", "n:alert_details", alert(6, "CAM-3002"))
R("rec", "b", "en", 0, "honeywell vendor page", "n:manufacturer_details", mfr(1, "Honeywell"))
R("rec", "b", "en", 0, "the pump house detector", "n:device_details", dev(18, "GS-1018"))
R("rec", "b", "en", 1, "gs-1011 flare stak sensor", "n:device_details", dev(11, "GS-1011"))
R("rec", "b", "de", 0, "das Gateway in Rotterdam", "n:device_details", dev(30, "GW-4003"))
# carol
R("rec", "c", "en", 0, "th-2004 details", "n:device_details", dev(24, "TH-2004"))
R("rec", "c", "en", 0, "priya's page", "n:user_details", usr(6, "priya.raman@acme.example"))
R("rec", "c", "en", 0, "the alert on the jetty 3 detector", "n:alert_details", alert(5, "GS-1020"))
R("rec", "c", "en", 0, "the team i belong to", "n:team_details", team(3, "Safety & Compliance"))
R("rec", "c", "en", 0, "the lyon gas monitor with the dead battery", "n:device_details", dev(4, "GS-1004"))
R("rec", "c", "en", 0, "erin walsh's contact details", "n:user_details", "none")
R("rec", "c", "en", 0, "rotterdam terminal overview", "n:site_details", site(3, "Rotterdam terminal"))
R("rec", "c", "en", 0, "advantech page", "n:manufacturer_details", mfr(4, "Advantech"))
R("rec", "c", "en", 0, "the Q1961 camera model", "n:product_details", prod(6, "Q1961-TE"))
R("rec", "c", "en", 0, "Sofia Marchetti in quality", "n:user_details", usr(9, "sofia.marchetti@acme.example"))
R("rec", "c", "fr", 0, "la fiche du capteur TH-2001", "n:device_details", dev(21, "TH-2001"))
R("rec", "c", "en", 1, "tom okafors page", "n:user_details", usr(5, "tom.okafor@acme.example"))

# ---------------------------------------------------------------------------------------
# questions about what exists / is going on (q)
# ---------------------------------------------------------------------------------------
# alice: lists narrowed by a record
R("q", "a", "en", 0, "which devices are at the houston refinery", "n:device_list", site(2, "Houston refinery"))
R("q", "a", "en", 0, "how many gas detectors have we got in rotterdam", "n:device_list", site(3, "Rotterdam terminal"))
R("q", "a", "en", 0, "is anything down at the lyon plant right now", "n:device_list", site(1, "Lyon plant"))
R("q", "a", "en", 0, "which cameras do we have in lyon", "n:device_list", site(1, "Lyon plant"))
R("q", "a", "en", 0, "who's on the maintenance team", "n:user_list", team(2, "Maintenance"))
R("q", "a", "en", 0, "members of the control room team", "n:user_list", team(1, "Control Room"))
R("q", "a", "en", 0, "which products do we buy from honeywell", "n:product_catalog", mfr(1, "Honeywell"))
R("q", "a", "en", 0, "what models does axis make for us", "n:product_catalog", mfr(3, "Axis Communications"))
R("q", "a", "en", 0, "what's assigned to priya", "n:work_orders", usr(6, "priya.raman@acme.example"))
R("q", "a", "en", 0, "tom becker's open tickets", "n:work_orders", usr(4, "tom.becker@acme.example"))
R("q", "a", "en", 0, "am i assigned any jobs", "n:work_orders", usr(1, "alice@acme.example"))
R("q", "a", "en", 0, "is hiroshi behind on any work orders", "n:work_orders", usr(7, "hiroshi.tanaka@acme.example"))
# alice: lists narrowed by a value only
R("q", "a", "en", 0, "which users haven't accepted their invites", "n:user_list")
R("q", "a", "en", 0, "critical alarms that are still open?", "n:alerts_inbox")
R("q", "a", "en", 0, "any urgent tickets?", "n:work_orders")
R("q", "a", "en", 0, "which devices are under maintenance at the moment", "n:device_list")
R("q", "a", "en", 0, "who are our admins", "n:user_list")
R("q", "a", "en", 0, "which alert rules are set to critical", "n:alert_rules")
R("q", "a", "en", 0, "which invoices are still unpaid", "n:organization_billing")
R("q", "a", "en", 0, "which tickets got cancelled", "n:work_orders")
R("q", "a", "en", 0, "how many devices are offline across the fleet", "n:device_list")
# alice: one record's page for one attribute or for what is going on there
R("q", "a", "en", 0, "what firmware is gs-1002 running", "n:device_details", dev(2, "GS-1002"))
R("q", "a", "en", 0, "battery level on the shift lead portable", "n:device_details", dev(7, "GS-1007"))
R("q", "a", "en", 0, "what's the co reading at tank farm north right now", "n:device_telemetry", dev(9, "GS-1009"))
R("q", "a", "en", 0, "how's the signal on the rotterdam gateway", "n:device_telemetry", dev(30, "GW-4003"))
R("q", "a", "en", 0, "is cam-3002 back online yet", "n:device_details", dev(26, "CAM-3002"))
R("q", "a", "en", 0, "when is GS-1020 due for calibration", "n:device_calibration", dev(20, "GS-1020"))
R("q", "a", "en", 0, "what time zone is rotterdam terminal on", "n:site_details", site(3, "Rotterdam terminal"))
R("q", "a", "en", 0, "lyon plant postal address?", "n:site_details", site(1, "Lyon plant"))
R("q", "a", "en", 0, "who's doing the sensor head swap on the flare stack", "n:work_order_details", wo(1, "Replace sensor head on GS-1011"))
R("q", "a", "en", 0, "when is the PoE switch job due", "n:work_order_details", wo(4, "Restore video on flare stack camera"))
R("q", "a", "en", 0, "what department is tom okafor in", "n:user_details", usr(5, "tom.okafor@acme.example"))
R("q", "a", "en", 0, "what's priya's phone number", "n:user_details", usr(6, "priya.raman@acme.example"))
R("q", "a", "en", 0, "which team is lukas meyer on", "n:user_details", usr(8, "lukas.meyer@acme.example"))
R("q", "a", "en", 0, "who makes the polytron 8700", "n:product_details", prod(3, "Polytron 8700"))
R("q", "a", "en", 0, "how many BW Ultras have we got installed", "n:product_details", prod(1, "BW Ultra"))
R("q", "a", "en", 0, "what country is advantech based in", "n:manufacturer_details", mfr(4, "Advantech"))
R("q", "a", "en", 0, "who acknowledged the flare camera alert", "n:alert_details", alert(6, "CAM-3002"))
R("q", "a", "en", 0, "what's going on at the houston refinery today", "n:site_details", site(2, "Houston refinery"))
R("q", "a", "en", 0, "any open alarms at rotterdam", "n:site_details", site(3, "Rotterdam terminal"))
R("q", "a", "en", 0, "open work orders at houston?", "n:site_details", site(2, "Houston refinery"))
R("q", "a", "en", 0, "how much is our latest invoice", "n:invoice_detail", inv(6, "1 month(s) before seeding, 5237.00"))
R("q", "a", "en", 0, "did the 5,189 invoice get paid", "n:invoice_detail", inv(5, "5189.00"))
R("q", "a", "en", 0, "what temperature is cold room 1 at", "n:device_telemetry", dev(21, "TH-2001"))
# alice: screens that hold the answer
R("q", "a", "en", 0, "who's on duty for alarms this weekend", "n:on_call_schedule")
R("q", "a", "en", 0, "what maintenance is planned at houston next week", "n:maintenance_schedule")
R("q", "a", "en", 0, "how many spare sensor cells are left in lyon", "n:spare_parts_inventory")
R("q", "a", "en", 0, "which detectors failed a bump test this month", "n:compliance_reports")
R("q", "a", "en", 0, "how much electricity did rotterdam use last quarter", "n:energy_usage_analytics")
R("q", "a", "en", 0, "who deleted a device yesterday", "n:audit_log")
R("q", "a", "en", 0, "are we getting throttled on the api", "n:api_usage")
R("q", "a", "en", 0, "which plan are we currently paying for", "n:organization_billing")
R("q", "a", "en", 0, "how long do we hang on to raw telemetry", "n:data_retention_settings")
R("q", "a", "en", 0, "what's new in the latest console release", "n:release_notes")
R("q", "a", "en", 0, "is the platform having an outage right now", "n:system_status")
R("q", "a", "en", 0, "what happens when nobody acks a critical alarm", "n:escalation_policies")
R("q", "a", "en", 0, "when did we last have a gas leak incident", "n:incident_history")
R("q", "a", "en", 0, "which reports go out by email every monday", "n:scheduled_reports")
R("q", "a", "en", 0, "is slack hooked up to the console", "n:integrations")
R("q", "a", "en", 0, "did any webhook deliveries fail today", "n:webhooks")
R("q", "a", "en", 0, "what is a viewer allowed to do", "n:roles_permissions")
R("q", "a", "en", 0, "do i have unread notifications", "n:notifications")
R("q", "a", "en", 0, "which devices are in the jetty group", "n:device_groups")
R("q", "a", "en", 0, "which browsers am i signed in on", "n:active_sessions")
R("q", "a", "en", 0, "is two-factor turned on for my login", "n:two_factor_setup")
R("q", "a", "en", 0, "how many devices does each site have", "n:site_list")
R("q", "a", "en", 0, "what product categories exist", "n:product_categories")
R("q", "a", "en", 0, "what's our sso provider", "n:sso_settings")
R("q", "a", "en", 0, "when does my api token expire", "n:api_tokens")
R("q", "a", "en", 0, "where's each sensor physically located", "n:device_map")
R("q", "a", "en", 0, "how many teams do we have", "n:teams")
R("q", "a", "en", 0, "what vendors do we buy from", "n:manufacturers")
# alice: typos
R("q", "a", "en", 1, "wich devices are ofline at houston", "n:device_list", site(2, "Houston refinery"))
R("q", "a", "en", 1, "whats the batery on gs-1006", "n:device_details", dev(6, "GS-1006"))
R("q", "a", "en", 1, "who's asigned the bump test job", "n:work_order_details", wo(3, "Bump test rescue team detectors"))
R("q", "a", "en", 1, "how many invoces are unpaid", "n:organization_billing")
R("q", "a", "en", 1, "any critcal alerts open", "n:alerts_inbox")
R("q", "a", "en", 1, "energy usage by site for lst month", "n:energy_usage_analytics")
# alice: other languages
R("q", "a", "fr", 0, "combien de caméras avons-nous à Rotterdam ?", "n:device_list", site(3, "Rotterdam terminal"))
R("q", "a", "fr", 0, "qui est dans l'équipe sécurité et conformité ?", "n:user_list", team(3, "Safety & Compliance"))
R("q", "a", "de", 0, "welche Alarme sind gerade kritisch?", "n:alerts_inbox")
R("q", "a", "de", 0, "wie viel Akku hat GS-1015 noch?", "n:device_details", dev(15, "GS-1015"))
R("q", "a", "es", 0, "¿qué órdenes de trabajo tiene asignadas Tom Okafor?", "n:work_orders", usr(5, "tom.okafor@acme.example"))
R("q", "a", "es", 0, "¿cuál es la dirección de la refinería de Houston?", "n:site_details", site(2, "Houston refinery"))
R("q", "a", "it", 0, "quali dispositivi sono in manutenzione a Lione?", "n:device_list", site(1, "Lyon plant"))
R("q", "a", "it", 0, "che firmware ha il gateway di Houston?", "n:device_details", dev(29, "GW-4002"))
R("q", "a", "pt", 0, "quantos detectores temos em Lyon?", "n:device_list", site(1, "Lyon plant"))
R("q", "a", "pt", 0, "quem está de plantão hoje à noite?", "n:on_call_schedule")
R("q", "a", "nl", 0, "welke werkorders staan nog open?", "n:work_orders")
R("q", "a", "nl", 0, "hoeveel gebruikers zijn er uitgenodigd?", "n:user_list")
# dave
R("q", "d", "en", 0, "what's happening at the denver substation", "n:site_details", site(5, "Denver substation"))
R("q", "d", "en", 0, "list the devices at the leeds pumping station", "n:device_list", site(6, "Leeds pumping station"))
R("q", "d", "en", 0, "who's in field service", "n:user_list", team(4, "Field Service"))
R("q", "d", "en", 0, "what does siemens supply us", "n:product_catalog", mfr(5, "Siemens"))
R("q", "d", "en", 0, "what's on erin's plate", "n:work_orders", usr(12, "erin.walsh@globex.example"))
R("q", "d", "en", 0, "is bay 2 still over 1000 ppm sf6", "n:device_telemetry", dev(44, "GX-5007"))
R("q", "d", "en", 0, "what firmware is GXW-8005 on", "n:device_details", dev(60, "GXW-8005"))
R("q", "d", "en", 0, "which alarms are critical right now", "n:alerts_inbox")
R("q", "d", "en", 0, "how many invoices do we still owe", "n:organization_billing")
R("q", "d", "en", 0, "who got deactivated", "n:user_list")
R("q", "d", "en", 0, "what's the timezone for the leeds site", "n:site_details", site(6, "Leeds pumping station"))
R("q", "d", "en", 0, "who's assigned to the chlorine cell replacement", "n:work_order_details", wo(7, "Replace chlorine sensor cell on GX-5002"))
R("q", "d", "en", 0, "how many cameras are at springfield", "n:device_list", site(4, "Springfield water works"))
R("q", "d", "en", 0, "is the denver router online", "n:device_details", dev(52, "GXW-8003"))
R("q", "d", "en", 0, "battery on the lab fridge sensor", "n:device_details", dev(38, "GXT-6003"))
R("q", "d", "en", 0, "which work orders are overdue", "n:work_orders")
R("q", "d", "en", 0, "how many chlorine sensors are installed", "n:product_details", prod(9, "GasGuard Cl2"))
R("q", "d", "en", 1, "whos on the grid operatons team", "n:user_list", team(5, "Grid Operations"))
# bob
R("q", "b", "en", 0, "which tickets do i still have open", "n:work_orders", usr(2, "bob@acme.example"))
R("q", "b", "en", 0, "latest readings from gs-1009", "n:device_telemetry", dev(9, "GS-1009"))
R("q", "b", "en", 0, "is anything offline at houston", "n:device_list", site(2, "Houston refinery"))
R("q", "b", "en", 0, "who has the pager this week", "n:on_call_schedule")
R("q", "b", "en", 0, "are we low on calibration gas", "n:spare_parts_inventory")
R("q", "b", "en", 0, "which alarms haven't been acked yet", "n:alerts_inbox")
R("q", "b", "en", 1, "wat firmware is th-2001 on", "n:device_details", dev(21, "TH-2001"))
# carol
R("q", "c", "en", 0, "what's overdue for calibration across our sites", "n:compliance_reports")
R("q", "c", "en", 0, "how many devices are in rotterdam", "n:device_list", site(3, "Rotterdam terminal"))
R("q", "c", "en", 0, "what's the battery at on gs-1016", "n:device_details", dev(16, "GS-1016"))
R("q", "c", "en", 0, "who else is in my team", "n:user_list", team(3, "Safety & Compliance"))
R("q", "c", "en", 0, "is there planned maintenance in lyon next month", "n:maintenance_schedule")
R("q", "c", "en", 0, "what alerts are open right now", "n:alerts_inbox")
R("q", "c", "en", 0, "what does the uptime report say for last week", "n:reports")
R("q", "c", "es", 0, "¿cuántos sensores hay en Houston?", "n:device_list", site(2, "Houston refinery"))

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den)
# ---------------------------------------------------------------------------------------
R("den", "c", "en", 0, "open the billing section", "n:organization_billing")
R("den", "c", "en", 0, "how much was our last invoice", "n:invoice_detail", inv(6, "1 month(s) before seeding, 5237.00"))
R("den", "c", "en", 0, "compare what the enterprise plan gives us vs the others", "n:subscription_plans")
R("den", "c", "en", 0, "where do i swap the logo on the login page", "n:branding_settings")
R("den", "c", "en", 0, "who edited GS-1004 last week", "n:audit_log")
R("den", "c", "en", 0, "how long do old alerts stick around before deletion", "n:data_retention_settings")
R("den", "c", "en", 0, "okta sso setup", "n:sso_settings")
R("den", "c", "en", 0, "is pagerduty connected", "n:integrations")
R("den", "c", "en", 0, "add a webhook endpoint", "n:webhooks")
R("den", "c", "en", 0, "how much api quota is left this month", "n:api_usage")
R("den", "c", "en", 0, "update sofia marchetti's department", "n:edit_user_details", usr(9, "sofia.marchetti@acme.example"))
R("den", "c", "en", 0, "send an invite to a new contractor", "n:invite_user")
R("den", "c", "en", 0, "which permissions does an operator have", "n:roles_permissions")
R("den", "c", "en", 0, "change what viewers are allowed to do", "n:edit_role")
R("den", "c", "en", 0, "the pending invitations page", "n:pending_invitations")
R("den", "c", "en", 0, "the decommission form for the loading dock sensor", "n:decommission_device", dev(4, "GS-1004"))
R("den", "c", "en", 0, "onboard a new thermometer", "n:onboard_device")
R("den", "c", "en", 0, "bulk import devices from a csv", "n:bulk_device_import")
R("den", "c", "en", 0, "tweak the reporting interval on TH-2001", "n:device_configuration", dev(21, "TH-2001"))
R("den", "c", "en", 0, "kick off a firmware rollout", "n:firmware_updates")
R("den", "c", "en", 0, "add a new product model to the catalog", "n:register_product")
R("den", "c", "en", 0, "new site form", "n:create_site")
R("den", "c", "en", 0, "create an alert rule for low oxygen", "n:create_alert_rule")
R("den", "c", "en", 0, "raise a ticket for cam-3002", "n:create_work_order")
R("den", "c", "en", 0, "build a report of downtime by site", "n:custom_report_builder")
R("den", "c", "en", 0, "download last month's telemetry as parquet", "n:data_export")
R("den", "c", "en", 0, "org timezone setting", "n:manage_organization")
R("den", "c", "en", 0, "the invoice from 4 months ago", "n:invoice_detail", inv(3, "4 month(s) before seeding, 5124.00"))
R("den", "c", "fr", 0, "je voudrais voir nos factures", "n:organization_billing")
R("den", "c", "de", 0, "wer hat gestern die Einstellungen geändert?", "n:audit_log")
R("den", "c", "en", 1, "exprot sensor data to csv", "n:data_export")
R("den", "c", "en", 1, "onbaord a new gateway", "n:onboard_device")
R("den", "b", "en", 0, "billing overview for acme", "n:organization_billing")
R("den", "b", "en", 0, "what did we pay two months ago", "n:invoice_detail", inv(5, "2 month(s) before seeding, 5189.00"))
R("den", "b", "en", 0, "which plan has more device slots", "n:subscription_plans")
R("den", "b", "en", 0, "change the console's brand colour", "n:branding_settings")
R("den", "b", "en", 0, "who removed the jetty camera from the fleet", "n:audit_log")
R("den", "b", "en", 0, "how many months of telemetry do we keep", "n:data_retention_settings")
R("den", "b", "en", 0, "single sign on config for azure ad", "n:sso_settings")
R("den", "b", "en", 0, "hook the console up to jira", "n:integrations")
R("den", "b", "en", 0, "did the webhook to our scada fire", "n:webhooks")
R("den", "b", "en", 0, "how many api requests did my token make", "n:api_usage")
R("den", "b", "en", 0, "edit tom becker's user details", "n:edit_user_details", usr(4, "tom.becker@acme.example"))
R("den", "b", "en", 0, "add a new tech to acme by email", "n:invite_user")
R("den", "b", "en", 0, "which role is allowed to decommission devices", "n:roles_permissions")
R("den", "b", "en", 0, "edit the operator role's permissions", "n:edit_role")
R("den", "b", "en", 0, "resend emma's invite", "n:pending_invitations")
R("den", "b", "en", 0, "decommission page for the flare stack camera", "n:decommission_device", dev(26, "CAM-3002"))
R("den", "b", "en", 0, "the company settings page", "n:manage_organization")
R("den", "b", "nl", 0, "toon de facturen van dit jaar", "n:organization_billing")
R("den", "b", "es", 0, "quiero invitar a un técnico nuevo", "n:invite_user")
R("den", "b", "en", 1, "audit lg for yesterday", "n:audit_log")
R("den", "b", "en", 1, "subscripton plans", "n:subscription_plans")

# ---------------------------------------------------------------------------------------
# unclear: vague, out of scope, small talk, gibberish (unc)
# ---------------------------------------------------------------------------------------
R("unc", "a", "en", 0, "what's the weather going to be in rotterdam tomorrow", "u")
R("unc", "a", "en", 0, "book a taxi from the lyon plant to the airport", "u")
R("unc", "a", "en", 0, "how many vacation days do i have left", "u")
R("unc", "a", "en", 0, "recommend a lunch spot near clinton drive", "u")
R("unc", "a", "en", 0, "translate 'gas leak' into japanese", "u")
R("unc", "a", "en", 0, "how do i convert ppm to mg/m3", "u")
R("unc", "a", "en", 0, "what's the capital of the netherlands", "u")
R("unc", "a", "en", 0, "tell me something funny", "u")
R("unc", "a", "en", 0, "write me a poem about gas detectors", "u")
R("unc", "a", "en", 0, "is honeywell stock worth buying", "u")
R("unc", "a", "en", 0, "remind me to call my mum at 6", "u")
R("unc", "a", "en", 0, "hmm", "u")
R("unc", "a", "en", 0, "asdfgh", "u")
R("unc", "a", "en", 0, "stuff", "u")
R("unc", "a", "en", 0, "can you check", "u")
R("unc", "a", "en", 0, "the usual please", "u")
R("unc", "a", "en", 0, "thanks, that's all", "u")
R("unc", "a", "en", 0, "good morning!", "u")
R("unc", "a", "en", 0, "who won the match last night", "u")
R("unc", "a", "en", 0, "my laptop won't turn on", "u")
R("unc", "a", "en", 0, "order new safety boots for tom", "u")
R("unc", "a", "en", 0, "what's 15% of 5237", "u")
R("unc", "a", "en", 0, "excel formula for an average", "u")
R("unc", "a", "en", 0, "book the big meeting room for friday afternoon", "u")
R("unc", "a", "en", 0, "what should i name my dog", "u")
R("unc", "a", "en", 0, "something's wrong", "u")
R("unc", "a", "en", 0, "help me write an email to my boss", "u")
R("unc", "a", "en", 0, "how tall is the eiffel tower", "u")
R("unc", "a", "en", 0, "play some music", "u")
R("unc", "a", "en", 0, "set an alarm clock for 7am", "u")
R("unc", "a", "en", 0, "my car's check engine light is on", "u")
R("unc", "a", "en", 0, "can you do that again", "u")
R("unc", "a", "en", 0, "no", "u")
R("unc", "a", "en", 0, "what time does the houston canteen close", "u")
R("unc", "a", "en", 0, "who is the ceo of dräger", "u")
R("unc", "a", "en", 1, "is it gonna rian in houston", "u")
R("unc", "a", "en", 1, "recomend a good hotel near the rotterdam terminal", "u")
R("unc", "a", "en", 1, "whats the meanig of life", "u")
R("unc", "a", "fr", 0, "tu peux me réserver un train pour Paris ?", "u")
R("unc", "a", "de", 0, "wie spät ist es gerade in Tokio?", "u")
R("unc", "a", "es", 0, "cuéntame un chiste", "u")
R("unc", "a", "it", 0, "dove posso mangiare vicino al terminal di Rotterdam?", "u")
R("unc", "a", "pt", 0, "qual é a capital da Austrália?", "u")
R("unc", "a", "nl", 0, "wat eten we vanavond?", "u")
R("unc", "d", "en", 0, "what's traffic like on the way to springfield", "u")
R("unc", "d", "en", 0, "book me a hotel in leeds for tuesday", "u")
R("unc", "d", "en", 0, "lol", "u")
R("unc", "d", "en", 0, "who's gonna win the super bowl", "u")
R("unc", "d", "en", 0, "can you water my plants", "u")
R("unc", "b", "en", 0, "grab me a coffee", "u")
R("unc", "b", "en", 0, "what's my salary this month", "u")
R("unc", "b", "en", 0, "ok", "u")
R("unc", "c", "en", 0, "how's your day going", "u")
R("unc", "c", "en", 0, "??", "u")
R("unc", "c", "en", 0, "what's the wifi password in the lyon office", "u")

# ---------------------------------------------------------------------------------------
# plain navigation to screens without records (nav)
# ---------------------------------------------------------------------------------------
R("nav", "a", "en", 0, "take me back to the home screen", "n:main_dashboard")
R("nav", "a", "en", 0, "take me to the search page", "n:global_search")
R("nav", "a", "en", 0, "i'd like to browse the console docs", "n:help_center")
R("nav", "a", "en", 0, "console changelog page", "n:release_notes")
R("nav", "a", "en", 0, "platform status page", "n:system_status")
R("nav", "a", "en", 0, "open my own account page", "n:profile")
R("nav", "a", "en", 0, "i want to update my avatar", "n:edit_profile")
R("nav", "a", "en", 0, "need a new login password", "n:change_password")
R("nav", "a", "en", 0, "set up an authenticator app for my login", "n:two_factor_setup")
R("nav", "a", "en", 0, "generate an api token for a script", "n:api_tokens")
R("nav", "a", "en", 0, "open the org settings", "n:manage_organization")
R("nav", "a", "en", 0, "show the user directory", "n:user_list")
R("nav", "a", "en", 0, "invite form", "n:invite_user")
R("nav", "a", "en", 0, "roles overview", "n:roles_permissions")
R("nav", "a", "en", 0, "edit the admin role", "n:edit_role")
R("nav", "a", "en", 0, "list of teams", "n:teams")
R("nav", "a", "en", 0, "the device inventory", "n:device_list")
R("nav", "a", "en", 0, "add a new gateway to the fleet", "n:onboard_device")
R("nav", "a", "en", 0, "mass-upload devices", "n:bulk_device_import")
R("nav", "a", "en", 0, "ota campaigns", "n:firmware_updates")
R("nav", "a", "en", 0, "device group management", "n:device_groups")
R("nav", "a", "en", 0, "map of all our sensors", "n:device_map")
R("nav", "a", "en", 0, "browse our device models", "n:product_catalog")
R("nav", "a", "en", 0, "new product form", "n:register_product")
R("nav", "a", "en", 0, "list of vendors", "n:manufacturers")
R("nav", "a", "en", 0, "product category list", "n:product_categories")
R("nav", "a", "en", 0, "all our facilities", "n:site_list")
R("nav", "a", "en", 0, "set up a new site", "n:create_site")
R("nav", "a", "en", 0, "alarm inbox", "n:alerts_inbox")
R("nav", "a", "en", 0, "new alert rule", "n:create_alert_rule")
R("nav", "a", "en", 0, "past incidents", "n:incident_history")
R("nav", "a", "en", 0, "maintenance calendar", "n:maintenance_schedule")
R("nav", "a", "en", 0, "ticket list", "n:work_orders")
R("nav", "a", "en", 0, "open a new maintenance ticket", "n:create_work_order")
R("nav", "a", "en", 0, "spare parts stock", "n:spare_parts_inventory")
R("nav", "a", "en", 0, "report library", "n:reports")
R("nav", "a", "en", 0, "custom report", "n:custom_report_builder")
R("nav", "a", "en", 0, "energy dashboard", "n:energy_usage_analytics")
R("nav", "a", "en", 0, "bulk data download", "n:data_export")
R("nav", "a", "en", 0, "escalation settings", "n:escalation_policies")
R("nav", "a", "en", 0, "notification settings", "n:notification_preferences")
R("nav", "a", "en", 0, "billing page", "n:organization_billing")
R("nav", "a", "en", 0, "audit trail", "n:audit_log")
R("nav", "a", "en", 0, "on-call rota", "n:on_call_schedule")
R("nav", "a", "en", 0, "compliance reports", "n:compliance_reports")
R("nav", "a", "en", 0, "scheduled report list", "n:scheduled_reports")
R("nav", "a", "en", 0, "webhook endpoints", "n:webhooks")
R("nav", "a", "en", 0, "the sessions page", "n:active_sessions")
R("nav", "a", "en", 0, "invitations i've sent", "n:pending_invitations")
R("nav", "a", "en", 0, "alert rules list", "n:alert_rules")
R("nav", "a", "en", 0, "branding settings", "n:branding_settings")
R("nav", "a", "en", 0, "subscription plans page", "n:subscription_plans")
R("nav", "a", "en", 0, "integrations page", "n:integrations")
R("nav", "a", "en", 0, "api usage charts", "n:api_usage")
R("nav", "a", "en", 0, "data retention page", "n:data_retention_settings")
R("nav", "a", "en", 0, "sso config", "n:sso_settings")
R("nav", "a", "en", 1, "dashbaord", "n:main_dashboard")
R("nav", "a", "en", 1, "notifcations", "n:notifications")
R("nav", "a", "en", 1, "firmwre updates", "n:firmware_updates")
R("nav", "a", "en", 1, "maintenence schedule", "n:maintenance_schedule")
R("nav", "a", "fr", 0, "ouvre le tableau de bord", "n:main_dashboard")
R("nav", "a", "de", 0, "zur Geräteliste", "n:device_list")
R("nav", "a", "es", 0, "llévame al mapa de dispositivos", "n:device_map")
R("nav", "a", "it", 0, "apri il calendario delle manutenzioni", "n:maintenance_schedule")
R("nav", "a", "pt", 0, "abrir a central de ajuda", "n:help_center")
R("nav", "a", "nl", 0, "naar mijn meldingen", "n:notifications")
R("nav", "d", "en", 0, "webhooks page", "n:webhooks")
R("nav", "d", "en", 0, "sso page", "n:sso_settings")
R("nav", "d", "en", 0, "where do i export data", "n:data_export")
R("nav", "d", "en", 0, "globex device map", "n:device_map")
R("nav", "b", "en", 0, "onboarding wizard", "n:onboard_device")
R("nav", "b", "en", 0, "the alert rules", "n:alert_rules")
R("nav", "b", "en", 0, "bulk upload page", "n:bulk_device_import")
R("nav", "c", "en", 0, "my notification inbox", "n:notifications")
R("nav", "c", "en", 0, "my profile page", "n:profile")
R("nav", "c", "en", 0, "the reports page", "n:reports")
R("nav", "c", "en", 0, "release notes", "n:release_notes")

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values (chg)
# ---------------------------------------------------------------------------------------
R("chg", "a", "en", 0, "bump our telemetry retention up to 3 years", "n:data_retention_settings")
R("chg", "a", "en", 0, "switch the brand color to dark green", "n:branding_settings")
R("chg", "a", "en", 0, "move hiroshi into the control room team", "n:team_details", team(1, "Control Room"))
R("chg", "a", "en", 0, "remove emma laurent from the control room team", "n:team_details", team(1, "Control Room"))
R("chg", "a", "en", 0, "switch the bearing overheating rule back on", "n:alert_rules")
R("chg", "a", "en", 0, "lower the H2S high threshold to 8 ppm", "n:alert_rules")
R("chg", "a", "en", 0, "close work order 1, the head was swapped", "n:work_order_details", wo(1, "Replace sensor head on GS-1011"))
R("chg", "a", "en", 0, "reassign the bump test job to tom becker", "n:work_order_details", wo(3, "Bump test rescue team detectors"))
R("chg", "a", "en", 0, "move the due date of the PoE switch job to next monday", "n:work_order_details", wo(4, "Restore video on flare stack camera"))
R("chg", "a", "en", 0, "add a comment to the loading dock alert: battery swap scheduled", "n:alert_details", alert(4, "GS-1004"))
R("chg", "a", "en", 0, "resolve the calibration reminder alert for jetty 3", "n:alert_details", alert(5, "GS-1020"))
R("chg", "a", "en", 0, "revoke sofia's invitation", "n:pending_invitations")
R("chg", "a", "en", 0, "delete my token named grafana-sync", "n:api_tokens")
R("chg", "a", "en", 0, "downgrade us to the professional plan", "n:subscription_plans")
R("chg", "a", "en", 0, "turn off sms alerts for me, push only", "n:notification_preferences")
R("chg", "a", "en", 0, "change the org timezone to UTC", "n:manage_organization")
R("chg", "a", "en", 0, "make a device group 'houston portables' with GS-1008 and GS-1014", "n:device_groups")
R("chg", "a", "en", 0, "update GW-4003 to firmware 2.4.1", "n:firmware_updates")
R("chg", "a", "en", 0, "give viewers permission to acknowledge alarms", "n:edit_role")
R("chg", "a", "en", 0, "rename the gateways category to network gear", "n:product_categories")
R("chg", "a", "en", 0, "email the monthly alarm report to tom okafor", "n:scheduled_reports")
R("chg", "a", "en", 0, "sign me out of the chrome session on my home pc", "n:active_sessions")
R("chg", "a", "en", 0, "change my password to Tulip#4471", "n:change_password")
R("chg", "a", "en", 0, "require everyone to log in through azure ad", "n:sso_settings")
R("chg", "a", "en", 0, "post alerts to https://ops.acme.example/hooks/iot", "n:webhooks")
R("chg", "a", "en", 0, "send critical alarms to our teams channel #ops-alerts", "n:integrations")
R("chg", "a", "en", 0, "put priya on call next sunday", "n:on_call_schedule")
R("chg", "a", "en", 0, "escalate to hiroshi after 15 minutes unacknowledged", "n:escalation_policies")
R("chg", "a", "en", 0, "switch the payment card to the company amex", "n:organization_billing")
R("chg", "a", "en", 0, "my job title should say safety lead", "n:edit_profile")
R("chg", "a", "en", 0, "schedule a calibration visit at rotterdam for the 14th", "n:maintenance_schedule")
R("chg", "a", "en", 0, "set the reorder level for calibration gas cylinders to 5", "n:spare_parts_inventory")
R("chg", "a", "en", 0, "disable 2fa on my account", "n:two_factor_setup")
R("chg", "a", "en", 1, "remvoe lukas from the maintenance team", "n:team_details", team(2, "Maintenance"))
R("chg", "a", "en", 1, "turn of the CO high rule for now", "n:alert_rules")
R("chg", "a", "fr", 0, "passe la langue de l'organisation en français", "n:manage_organization")
R("chg", "a", "de", 0, "Tom Okafor ins Team Maintenance aufnehmen", "n:team_details", team(2, "Maintenance"))
R("chg", "a", "es", 0, "desactiva la regla Flammable gas above 10% LEL", "n:alert_rules")
R("chg", "a", "nl", 0, "verwijder mijn API-token 'backup'", "n:api_tokens")
R("chg", "d", "en", 0, "add leo fischer to grid operations", "n:team_details", team(5, "Grid Operations"))
R("chg", "d", "en", 0, "turn off the weak lte signal rule", "n:alert_rules")
R("chg", "d", "en", 0, "mark erin's camera re-align job as done", "n:work_order_details", wo(9, "Re-align thermal camera on transformer T2"))
R("chg", "d", "en", 0, "cancel jamal's invitation", "n:pending_invitations")
R("chg", "d", "en", 0, "keep audit logs for 5 years", "n:data_retention_settings")
R("chg", "d", "en", 0, "resolve the sf6 alarm, the leak is fixed", "n:alert_details", alert(9, "GX-5007"))
R("chg", "b", "en", 0, "mark my tank farm job as in progress", "n:work_order_details", wo(2, "Investigate CO reading at tank farm north"))
R("chg", "b", "en", 0, "stop emailing me work order digests", "n:notification_preferences")
R("chg", "b", "en", 0, "disable the low battery portables rule", "n:alert_rules")
R("chg", "c", "en", 0, "turn on quiet hours from 22:00 to 6:00", "n:notification_preferences")
R("chg", "c", "en", 0, "log out all my other sessions", "n:active_sessions")

# ---------------------------------------------------------------------------------------
# execution: changes with all their values (exec)
# ---------------------------------------------------------------------------------------
R("exec", "a", "en", 0, "rename TH-2002 to Pump P-101 DE bearing", "x:update_device")
R("exec", "a", "en", 0, "move GS-1007 to the rotterdam terminal", "x:update_device")
R("exec", "a", "en", 0, "set GS-1004 to maintenance", "x:update_device")
R("exec", "a", "en", 0, "change the reporting interval of TH-2001 to 120 seconds", "x:update_device")
R("exec", "a", "en", 0, "set the CO alarm set point on GS-1001 to 30 ppm", "x:update_device")
R("exec", "a", "en", 0, "change hiroshi's phone to +33 4 72 10 20 99", "x:update_user")
R("exec", "a", "en", 0, "move priya raman to the operations department", "x:update_user")
R("exec", "a", "en", 0, "make tom okafor an operator", "x:update_user")
R("exec", "a", "en", 0, "update lukas meyer's email to lukas.meyer@acme-industrial.example", "x:update_user")
R("exec", "a", "en", 0, "ack the loading dock offline alert", "x:acknowledge_alert")
R("exec", "a", "en", 0, "acknowledge the jetty 3 calibration reminder", "x:acknowledge_alert")
R("exec", "a", "en", 0, "create a work order to recalibrate GS-1020, medium priority, due next friday, assign priya", "x:create_work_order")
R("exec", "a", "en", 0, "urgent ticket: replace the battery in GS-1004 by tomorrow", "x:create_work_order")
R("exec", "a", "en", 0, "add the site Marseille depot, 12 Quai de la Joliette, 13002 Marseille, Europe/Paris", "x:create_site")
R("exec", "a", "en", 0, "create a site called Hamburg tank store at Kattwykstraße 10, 21107 Hamburg, timezone Europe/Berlin", "x:create_site")
R("exec", "a", "en", 0, "take TH-2003 out of service permanently, it's been replaced", "x:decommission_device")
R("exec", "a", "en", 0, "decommission the jetty overview camera CAM-3003", "x:decommission_device")
R("exec", "a", "en", 0, "add new device GS-1022, a BW Ultra, at rotterdam terminal", "x:onboard_device")
R("exec", "a", "en", 0, "onboard CAM-3004, model P3265-LVE, site Houston refinery, name it Tank farm gate", "x:onboard_device")
R("exec", "a", "en", 0, "register the Dräger Pac 8000 as a gas sensor", "x:register_product")
R("exec", "a", "en", 0, "register a new product: Axis M3216-LVE, cameras, made by Axis Communications", "x:register_product")
R("exec", "a", "en", 0, "update the description of the BW Ultra to 'portable 4-gas detector, 24 h runtime'", "x:update_product")
R("exec", "a", "en", 0, "rename product WISE-2410 to WISE-2410 v2", "x:update_product")
R("exec", "a", "en", 0, "alert rule: critical when temperature on the SmartLine STT850 goes above 400", "x:create_alert_rule")
R("exec", "a", "en", 0, "warn me when the WISE-6610 gateways drop below -95 dBm signal", "x:create_alert_rule")
R("exec", "a", "en", 0, "invite jonas.weber@acme.example as an operator, his name is Jonas Weber", "x:invite_user")
R("exec", "a", "en", 0, "invite Ana Costa (ana.costa@acme.example) as viewer on the safety team", "x:invite_user")
R("exec", "a", "en", 0, "deactivate tom okafor's account", "x:deactivate_user")
R("exec", "a", "en", 0, "lock out hiroshi tanaka, he's left the company", "x:deactivate_user")
R("exec", "a", "en", 1, "acknowlegde the h2s alarm on the crude unit", "x:acknowledge_alert")
R("exec", "a", "en", 1, "decomision GS-1017 pls, it's beyond repair", "x:decommission_device")
R("exec", "a", "en", 1, "chnage priya's phone to +1 713 555 0190", "x:update_user")
R("exec", "a", "fr", 0, "acquitte l'alarme H2S du GS-1008", "x:acknowledge_alert")
R("exec", "a", "de", 0, "benenne GS-1013 in 'Leitstand Houston' um", "x:update_device")
R("exec", "a", "es", 0, "cambia el teléfono de Tom Becker a +31 10 555 0100", "x:update_user")
R("exec", "a", "pt", 0, "reconhece o alerta de bateria do GS-1014", "x:acknowledge_alert")
R("exec", "a", "nl", 0, "zet GS-1019 op onderhoud", "x:update_device")
R("exec", "d", "en", 0, "rename GXT-6004 to Relay cabinet R1 north", "x:update_device")
R("exec", "d", "en", 0, "move GXW-8002 to the denver substation", "x:update_device")
R("exec", "d", "en", 0, "set GX-5003 back to active", "x:update_device")
R("exec", "d", "en", 0, "make grace liu an admin", "x:update_user")
R("exec", "d", "en", 0, "change leo fischer's phone to +44 113 496 0999", "x:update_user")
R("exec", "d", "en", 0, "irene kowalski is leaving friday, deactivate her", "x:deactivate_user")
R("exec", "d", "en", 0, "invite noah.brooks@globex.example as an operator named Noah Brooks", "x:invite_user")
R("exec", "d", "en", 0, "acknowledge the chlorine alarm on GX-5002", "x:acknowledge_alert")
R("exec", "d", "en", 0, "ack the leeds router offline alert", "x:acknowledge_alert")
R("exec", "d", "en", 0, "create a high priority work order to inspect GXC-7005, due in 3 days", "x:create_work_order")
R("exec", "d", "en", 0, "decommission GXT-6006, the motor was scrapped", "x:decommission_device")
R("exec", "d", "en", 0, "onboard GX-5013 as a GasGuard Cl2 at leeds pumping station", "x:onboard_device")
R("exec", "d", "en", 0, "create site Aurora reservoir, 1500 S Gun Club Rd, Aurora CO 80018, America/Denver", "x:create_site")
R("exec", "d", "en", 0, "new alert rule: critical if cl2_ppm on GasGuard Cl2 exceeds 0.5", "x:create_alert_rule")
R("exec", "d", "en", 0, "register product Teltonika RUTX11 under Gateways", "x:register_product")
R("exec", "d", "en", 0, "update the TRB245 description to 'compact LTE gateway, DIN rail'", "x:update_product")
R("exec", "d", "en", 1, "aknowledge the sf6 alert on GX-5007", "x:acknowledge_alert")
R("exec", "b", "en", 0, "ack the battery alarm on GS-1014", "x:acknowledge_alert")
R("exec", "b", "en", 0, "set GS-1016 to maintenance, i'm swapping the sensor", "x:update_device")
R("exec", "b", "en", 0, "change the sampling rate of GS-1012 to 5 seconds", "x:update_device")
R("exec", "b", "en", 0, "open a ticket: inspect GS-1018 pump seal, high, due thursday", "x:create_work_order")
R("exec", "b", "en", 0, "onboard TH-2005, WISE-2410, lyon plant", "x:onboard_device")
R("exec", "b", "en", 0, "add a site: Le Havre depot, 5 Quai de Saône, 76600 Le Havre, Europe/Paris", "x:create_site")
R("exec", "b", "en", 0, "create a warning rule for battery below 25% on BW Ultra", "x:create_alert_rule")
R("exec", "b", "en", 0, "register the Dräger X-zone 5500 as a gas sensor", "x:register_product")
R("exec", "b", "en", 0, "update the description of the P3265-LVE to 'outdoor dome, 1080p, IR'", "x:update_product")
R("exec", "b", "de", 0, "quittiere den Alarm an GS-1009", "x:acknowledge_alert")

# ---------------------------------------------------------------------------------------
# added after the first check, toward the typo share (rows of the kinds above)
# ---------------------------------------------------------------------------------------
R("rec", "a", "en", 1, "the tank frm south detector", "n:device_details", dev(10, "GS-1010"))
R("q", "a", "en", 1, "is the houston gatway online?", "n:device_details", dev(29, "GW-4002"))
R("exec", "a", "en", 1, "renmae GS-1005 to Solvent store east", "x:update_device")
R("den", "c", "en", 1, "show me the invoces for this year", "n:organization_billing")
R("nav", "a", "en", 1, "take me to the devcie list", "n:device_list")
R("unc", "a", "en", 1, "whats the tempreture outside in lyon today", "u")
R("chg", "a", "en", 1, "set the defualt timezone of the org to Europe/Amsterdam", "n:manage_organization")
R("q", "d", "en", 1, "how many routers are ofline in leeds", "n:device_list", site(6, "Leeds pumping station"))

# ---------------------------------------------------------------------------------------
# added after the second check: two screens had lost all their rows to collisions
# (register_product, teams), and records of the other tenant and shared records
# ---------------------------------------------------------------------------------------
R("nav", "a", "en", 0, "i'd like to add a device model that isn't in our catalog yet", "n:register_product")
R("den", "c", "en", 0, "where's the form to register a new detector model", "n:register_product")
R("nav", "a", "en", 0, "show me how our teams are organised", "n:teams")
R("q", "d", "en", 0, "what teams exist at globex and who leads them", "n:teams")
R("rec", "a", "en", 0, "pull up the GXC-7002 north fence camera", "n:device_details", "none")
R("rec", "a", "en", 0, "frank castillo's user page", "n:user_details", "none")
R("rec", "d", "en", 0, "the lyon plant site page", "n:site_details", "none")
R("rec", "d", "en", 0, "tom becker's account", "n:user_details", "none")
R("rec", "a", "en", 0, "the gateways on firmware 2.4.1", "n:device_details", "several")
R("rec", "d", "en", 0, "the thermometers in the relay cabinets", "n:device_details", "several")

# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (the row keeps its kind, user, language, typo flag,
# route, target and record unless a (wording, record) pair is given)
REWORDED: dict[str, object] = {
    # typos kept
    "subscripton plans": "subscripton tiers we could move to",
    "acknowlegde the h2s alarm on the crude unit": "pls acknowlegde GS-1008's h2s alarm, we're on it",
    "chnage priya's phone to +1 713 555 0190": "chnage priya ramans mobile number to +1 713 555 0190",
    "dashbaord": "back to the main dashbaord pls",
    "firmwre updates": "open the firmwre campaign screen",
    "maintenence schedule": "planned maintenence calendar please",
    "notifcations": "show my notifcations inbox",
    "whos on the grid operatons team": "whos in grid operatons these days",
    "lukas meyers acount": "lukas meyers user acount pls",
    "pull up gs-1o13": "can u pull up gs-1o13 for me",
    "tom okafors page": "tom okafors user page plz",
    "irene kowalsky": "irene kowalsky's details",
    "whats the meanig of life": "wats the best pizza place near the lyon plant",
    # other languages kept
    "passe la langue de l'organisation en français": "mets la langue par défaut de toute l'organisation en allemand",
    "wer hat gestern die Einstellungen geändert?": "wer hat zuletzt die Konfiguration von GS-1005 geändert?",
    "je voudrais voir nos factures": "où sont les factures de l'abonnement ?",
    "acquitte l'alarme H2S du GS-1008": "peux-tu acquitter l'alarme de H2S sur le détecteur GS-1008 ?",
    "zet GS-1019 op onderhoud": "zet de status van GS-1019 op onderhoud, we gaan hem kalibreren",
    "llévame al mapa de dispositivos": "abre el mapa con todos los sensores",
    "ouvre le tableau de bord": "retour à la page d'accueil de la console",
    "apri il calendario delle manutenzioni": "portami al programma della manutenzione programmata",
    "abrir a central de ajuda": "quero abrir os artigos de ajuda do console",
    "welche Alarme sind gerade kritisch?": "gibt es gerade kritische Alarme, die noch offen sind?",
    "¿cuál es la dirección de la refinería de Houston?": "¿en qué calle está la refinería de Houston?",
    "¿qué órdenes de trabajo tiene asignadas Tom Okafor?": ("¿Tom Becker tiene tickets pendientes a su nombre?", usr(4, "tom.becker@acme.example")),
    "quem está de plantão hoje à noite?": "quem é o responsável de plantão amanhã de manhã?",
    "zeig mir GS-1010": "öffne mal den Sensor GS 1010 in Houston",
    "el perfil de Sofia Marchetti": "quiero ver la ficha de usuario de Sofia Marchetti",
    "la fiche de Tom Okafor": "ouvre le compte utilisateur de Tom Okafor",
    "apri il sensore GS-1003": "fammi vedere il rilevatore GS1003 della sala reattori B",
    "de sensor bij steiger 2": "laat de gasdetector op steiger 2 in Rotterdam zien",
    "das Gateway in Rotterdam": "zeig mir das Rotterdamer Gateway",
    "wie spät ist es gerade in Tokio?": "wie wird das Wetter am Wochenende in Hamburg?",
    "cuéntame un chiste": "¿me recomiendas una serie para ver esta noche?",
    "qual é a capital da Austrália?": "quanto custa um voo de Lisboa para Houston?",
    # unclear, toward alice's and carol's share
    "hmm": "hmmm not sure what i need actually",
    "stuff": "that stuff from before",
    "can you check": "can you check on that thing for me",
    "something's wrong": "something looks off, no idea what",
    "play some music": "put on some lo-fi music while i work",
    "good morning!": "morning navex, how was your weekend",
    "remind me to call my mum at 6": "set a reminder to ring my dentist at 4",
    "tell me something funny": "know any good jokes about engineers?",
    "write me a poem about gas detectors": "write a haiku about the rotterdam terminal",
    "translate 'gas leak' into japanese": "how do you say 'bump test' in polish",
    "who is the ceo of dräger": "how much revenue does honeywell make a year",
    "how tall is the eiffel tower": "how far is lyon from marseille by car",
    "how many vacation days do i have left": "can i carry over my unused holiday to next year",
    "who won the match last night": "did lyon win their football match on sunday",
    "what's 15% of 5237": "work out 15 percent of 5237 for me",
    "how's your day going": "are you a real person or a bot?",
    "??": "???? what",
    # plain navigation, toward alice's and carol's share
    "alarm inbox": "get me to the list of active alarms",
    "all our facilities": "show me every site we operate",
    "audit trail": "i need the org's audit trail for the security review",
    "billing page": "open up the billing overview for acme",
    "compliance reports": "gas detection compliance page for the auditors",
    "energy dashboard": "open the kWh consumption charts",
    "list of vendors": "open the manufacturers list",
    "report library": "browse the ready-made reports",
    "custom report": "i want to build my own report from scratch",
    "on-call rota": "open the on-call calendar",
    "take me to the search page": "the search-everything box please",
    "set up an authenticator app for my login": "i want to turn on 2fa with google authenticator",
    "my profile page": "show me my account, i want to check my details",
    "my notification inbox": "open my notification feed",
    "release notes": "the changelog page please",
    # questions, toward dave's share
    "what's on erin's plate": "what tickets is erin walsh working on",
    "which alarms are critical right now": "are there critical alarms at globex right now",
    "who's in field service": "who are the field service techs",
    "how many cameras are at springfield": "count the cameras at the springfield water works",
    # execution, toward dave's share
    "set GX-5003 back to active": "GX-5003 is repaired, put its status back to active",
    "ack the leeds router offline alert": "acknowledge the alert about GXW-8004 being offline",
    "decommission GXT-6006, the motor was scrapped": "pump motor M2 was scrapped, decommission GXT-6006 for good",
    "onboard GX-5013 as a GasGuard Cl2 at leeds pumping station": "we installed a new GasGuard Cl2, serial GX-5013, at the leeds pumping station, add it",
    # refused screens, toward carol's share
    "is pagerduty connected": "is our pagerduty integration still working",
    "add a webhook endpoint": "i want to register a webhook url for alarm events",
    "new site form": "open the form to create a new site",
    "the invoice from 4 months ago": "what did the invoice 4 months ago come to",
    "send an invite to a new contractor": "i need to invite an external contractor",
    "bulk import devices from a csv": "upload our csv of new detectors in one go",
    # changes no tool makes, toward dave's share
    "add leo fischer to grid operations": "put leo fischer in the grid operations team as well",
    "cancel jamal's invitation": "withdraw the invite we sent jamal wright",
    # records, toward bob's share
    "the team i'm in": "the maintenance crew's team page",
    "the pump house detector": "the polytron in rotterdam's pump house",
    # second check: rows added toward the typo share (typos kept)
    "renmae GS-1005 to Solvent store east": "renmae GS-1005 as 'Solvent store - east wall'",
    "take me to the devcie list": "open the full devcie inventory",
    "is the houston gatway online?": "is the houston gatway still conected",
}
# a rewording that collided again -> its second rewording
REWORDED_TWICE: dict[str, object] = {
    "browse the ready-made reports": "where's the library of standard uptime and alarm reports",
    "gas detection compliance page for the auditors": "pull up the bump test and calibration compliance overview for the regulator visit",
    "i want to build my own report from scratch": "open the report builder so i can pick my own columns",
    "can i carry over my unused holiday to next year": "does unused annual leave roll over into january",
    "did lyon win their football match on sunday": "what was the score in the OL game at the weekend",
    "hmmm not sure what i need actually": "erm, where was i going with this",
    "that stuff from before": "the thing from the meeting earlier",
    "are you a real person or a bot?": "do you ever get tired of answering questions",
    "GX-5003 is repaired, put its status back to active": "filter gallery detector GX-5003 has been fixed, set it to active again",
    "we installed a new GasGuard Cl2, serial GX-5013, at the leeds pumping station, add it": "onboard the new chlorine detector GX-5013, a GasGuard Cl2, installed at Leeds pumping station last night",
    "retour à la page d'accueil de la console": "ramène-moi sur le tableau de bord principal, s'il te plaît",
}
# colliding, dropped
DROPPED: list[str] = [
    "Gw-4001 overview please",
    "our gateway with the poorest reception",
    "live readings for gs-1008",
    "account for hiroshi.tanaka@acme.example",
    "pull up okafor's account",
    "our process engineer",
    "who has the number +31 10 555 0193",
    "open up bob's user page",
    "edit priya raman's details",
    "the german manufacturer",
    "the battery alarm on the rescue portable",
    "the loading dock not-reporting alert",
    "hiroshi's ticket",
    "last month's invoice",
    "the 5,124 invoices",
    "the invoice from three months back",
    "GX-5007 details",
    "hector alvarez's page",
    "the denver substation",
    "work order 31",
    "the lab fridge thermometer",
    "the gate cam at the leeds station",
    "the GIS bay detectors",
    "the filter gallery sensor that went offline",
    "the north fence camera",
    "wet well chlorine sensor",
    "the router with the weakest signal",
    "configure springfield router A",
    "leo, the one with the uk number",
    "our UK site",
    "the sf6 leak detector model",
    "the lithuanian vendor",
    "field service team",
    "my team's page",
    "the chlorine leak alarm at springfield",
    "the transformer hot spot alarm i resolved",
    "the firmware 7.06 notice",
    "erin's in-progress job",
    "erin's work order",
    "the 1,345 invoices",
    "priya raman's profile",
    "houston refinery site",
    "the camera alert i acked",
    "honeywell vendor page",
    "who's on the maintenance team",
    "members of the control room team",
    "which products do we buy from honeywell",
    "which users haven't accepted their invites",
    "any urgent tickets?",
    "who are our admins",
    "which alert rules are set to critical",
    "which invoices are still unpaid",
    "what firmware is gs-1002 running",
    "battery level on the shift lead portable",
    "is cam-3002 back online yet",
    "when is GS-1020 due for calibration",
    "what department is tom okafor in",
    "what's priya's phone number",
    "who acknowledged the flare camera alert",
    "which detectors failed a bump test this month",
    "who deleted a device yesterday",
    "what's new in the latest console release",
    "what happens when nobody acks a critical alarm",
    "which reports go out by email every monday",
    "is slack hooked up to the console",
    "did any webhook deliveries fail today",
    "what is a viewer allowed to do",
    "when does my api token expire",
    "how many teams do we have",
    "what firmware is GXW-8005 on",
    "which work orders are overdue",
    "are we low on calibration gas",
    "what's the battery at on gs-1016",
    "who else is in my team",
    "change what viewers are allowed to do",
    "add a new product model to the catalog",
    "org timezone setting",
    "edit tom becker's user details",
    "edit the operator role's permissions",
    "decommission page for the flare stack camera",
    "asdfgh",
    "the usual please",
    "thanks, that's all",
    "no",
    "lol",
    "ok",
    "platform status page",
    "open my own account page",
    "invite form",
    "edit the admin role",
    "list of teams",
    "ota campaigns",
    "map of all our sensors",
    "browse our device models",
    "new product form",
    "product category list",
    "new alert rule",
    "past incidents",
    "maintenance calendar",
    "open a new maintenance ticket",
    "spare parts stock",
    "bulk data download",
    "notification settings",
    "webhook endpoints",
    "branding settings",
    "integrations page",
    "api usage charts",
    "data retention page",
    "sso config",
    "webhooks page",
    "sso page",
    "onboarding wizard",
    "switch the bearing overheating rule back on",
    "rename the gateways category to network gear",
    "require everyone to log in through azure ad",
    "set the reorder level for calibration gas cylinders to 5",
    "disable 2fa on my account",
    "turn off the weak lte signal rule",
    "log out all my other sessions",
    "move GS-1007 to the rotterdam terminal",
    "set GS-1004 to maintenance",
    "set the CO alarm set point on GS-1001 to 30 ppm",
    "change hiroshi's phone to +33 4 72 10 20 99",
    "make tom okafor an operator",
    "register the Dräger Pac 8000 as a gas sensor",
    "rename product WISE-2410 to WISE-2410 v2",
    "invite jonas.weber@acme.example as an operator, his name is Jonas Weber",
    "change leo fischer's phone to +44 113 496 0999",
    "update the TRB245 description to 'compact LTE gateway, DIN rail'",
    "change the sampling rate of GS-1012 to 5 seconds",
    # third check (rows added after the second)
    "show me how our teams are organised",
    "the lyon plant site page",
]
# not colliding, dropped toward the size and the mix
TRIMMED: list[str] = [
    # records
    "the device with serial number gs-1019 on it",
    "TH2002, the pump bearing one",
    "cam 3001 device page",
    "the detector inside the houston control room",
    "the thermometer on pump P-101",
    "crude heater outlet temp sensor",
    "the lorawan gateway out at rotterdam",
    "rotterdam's dome camera",
    "jetty 3 h2s detector",
    "the x-am on jetty 2",
    "the camera that went offline in houston",
    "the probe reading over 300 °C",
    "the only device on firmware 2.8.0",
    "the sensor reporting 2.8 mm/s vibration",
    "the monitor showing 12.4 ppm h2s",
    "the one at the terminal that hasn't reported for two days",
    "calibration certificates for the crude unit h2s detector",
    "config page of cam3001",
    "find emma laurent for me",
    "Priya R.",
    "carol viewer's user record",
    "the admin from IT",
    "our texas site",
    "the facility we have in the US",
    "floor plan of lyon",
    "smartline transmitter model page",
    "q1961 product page",
    "the fixed IR hydrocarbon detector model",
    "drager manufacturer details",
    "safety and compliance team page",
    "the round-the-clock monitoring crew",
    "bob's team",
    "the h2s alert on the crude unit",
    "jetty 3 calibration-due alert",
    "the rescue team bump test job",
    "the job to check for leaks near T-12",
    "the work order we finished",
    "GS.1006 record",
    "the gas sensor next to tank pit 4",
    "the polytron in the solvent store",
    "the reactor hall sensor in lyon",
    "the camera with less than half its storage used",
    "the thermometer stuck in maintenance mode",
    "settings of the lab fume hood sensor",
    "the account we switched off",
    "tanaka-san's page",
    "tom from maintenance",
    "the plant running on paris time",
    "the axis outdoor dome model",
    "priya's team",
    "the acknowledged camera alert",
    "the main gate camera relocation",
    "the gateway firmware upgrade job",
    "the most recent invoice we've paid",
    "our american supplier",
    "the transmitter measuring tank 4 product temperature",
    "houstn refinery page",
    "wise 2410 sepcs",
    "the tank frm south detector",
    "le terminal de Rotterdam",
    "l'ordre de travail de Hiroshi",
    "Profil von Lukas Meyer",
    "die Kamera am Haupttor in Lyon",
    "el equipo de mantenimiento",
    "open de gateway in Lyon",
    "het profiel van Priya Raman",
    "the ticket about leaks near T-14",
    "the gateway at houston",
    "priya's page",
    "rotterdam terminal overview",
    "advantech page",
    "the Q1961 camera model",
    "Sofia Marchetti in quality",
    "Gxc-7001 page",
    "clearwell vent sensor",
    "high-lift pump 2's thermometer",
    "relay cabinet R1 temperature sensor",
    "substation yard camera",
    "springfield router B",
    "cable basement detector, the one on 1.7.3",
    "the pump motor thermometer that's in maintenance",
    "denver's router",
    "frank's user page",
    "irene kowalski's account",
    "jamal's profile",
    "maya patel user page",
    "hector's page",
    "springfield site info",
    "the site on brighton blvd",
    "GasGuard Cl2 product page",
    "teltonika rut955",
    "the bi-spectrum camera product",
    "hikvision manufacturer page",
    "relay cabinet temp alarm",
    "the unassigned work order",
    "the leeds lte ticket",
    "perimeter camera install ticket",
    "the oldest globex invoice",
    "the $1,382 invoice",
    "gxt_6003",
    "the thermal cam on transformer T1",
    "the camera that's 80% full",
    "the substation in colorado",
    "the alert erin acknowledged",
    "the bill from 2 months back",
    "the sf6 alert on bay 2",
    # questions
    "which cameras do we have in lyon",
    "tom becker's open tickets",
    "how many devices are offline across the fleet",
    "lyon plant postal address?",
    "when is the PoE switch job due",
    "open work orders at houston?",
    "how much is our latest invoice",
    "what temperature is cold room 1 at",
    "what maintenance is planned at houston next week",
    "how much electricity did rotterdam use last quarter",
    "do i have unread notifications",
    "which devices are in the jetty group",
    "is two-factor turned on for my login",
    "what's our sso provider",
    "where's each sensor physically located",
    "which tickets got cancelled",
    "which plan are we currently paying for",
    "what time zone is rotterdam terminal on",
    "any critcal alerts open",
    "energy usage by site for lst month",
    "hoeveel gebruikers zijn er uitgenodigd?",
    "who has the pager this week",
    "battery on the lab fridge sensor",
    "is the denver router online",
    "who got deactivated",
    "what's the timezone for the leeds site",
    # refused screens
    "billing overview for acme",
    "the company settings page",
    "open the billing section",
    "what did the invoice 4 months ago come to",
    "who edited GS-1004 last week",
    "onboard a new thermometer",
    "download last month's telemetry as parquet",
    "the pending invitations page",
    "okta sso setup",
    "how much api quota is left this month",
    "i need to invite an external contractor",
    # unclear
    "whats the tempreture outside in lyon today",
    "¿me recomiendas una serie para ver esta noche?",
    "what's the capital of the netherlands",
    "is honeywell stock worth buying",
    "excel formula for an average",
    "what should i name my dog",
    "help me write an email to my boss",
    "how far is lyon from marseille by car",
    "my car's check engine light is on",
    "can you do that again",
    "what time does the houston canteen close",
    "how much revenue does honeywell make a year",
    "work out 15 percent of 5237 for me",
    "book the big meeting room for friday afternoon",
    "can you water my plants",
    "do you ever get tired of answering questions",
    # plain navigation
    "take me back to the home screen",
    "i'd like to browse the console docs",
    "console changelog page",
    "open the org settings",
    "roles overview",
    "the device inventory",
    "mass-upload devices",
    "open the manufacturers list",
    "where's the library of standard uptime and alarm reports",
    "open up the billing overview for acme",
    "open the on-call calendar",
    "scheduled report list",
    "the sessions page",
    "alert rules list",
    "subscription plans page",
    "need a new login password",
    "open the full devcie inventory",
    "the reports page",
    # changes no tool makes
    "remove emma laurent from the control room team",
    "move hiroshi into the control room team",
    "move the due date of the PoE switch job to next monday",
    "bump our telemetry retention up to 3 years",
    "delete my token named grafana-sync",
    "turn off sms alerts for me, push only",
    "change the org timezone to UTC",
    "add a comment to the loading dock alert: battery swap scheduled",
    "schedule a calibration visit at rotterdam for the 14th",
    "switch the payment card to the company amex",
    "sign me out of the chrome session on my home pc",
    "switch the brand color to dark green",
    "set the defualt timezone of the org to Europe/Amsterdam",
    "stop emailing me work order digests",
    "withdraw the invite we sent jamal wright",
    # execution
    "update lukas meyer's email to lukas.meyer@acme-industrial.example",
    "acknowledge the jetty 3 calibration reminder",
    "create a site called Hamburg tank store at Kattwykstraße 10, 21107 Hamburg, timezone Europe/Berlin",
    "decommission the jetty overview camera CAM-3003",
    "onboard CAM-3004, model P3265-LVE, site Houston refinery, name it Tank farm gate",
    "warn me when the WISE-6610 gateways drop below -95 dBm signal",
    "lock out hiroshi tanaka, he's left the company",
    "ack the loading dock offline alert",
    "ack the battery alarm on GS-1014",
    "move GXW-8002 to the denver substation",
    "acknowledge the alert about GXW-8004 being offline",
]
# not colliding, reworded on the last review -> new wording (or (wording, record))
REVIEWED: dict[str, object] = {
    # a deactivation that read as a future date: the person has left
    "irene kowalski is leaving friday, deactivate her": "irene kowalski has left globex, please deactivate her account",
    # rows that were translations of another row of the set (same record or same wording in
    # another language): the English or the other-language half reworded, the record set anew
    # where the new wording names another one; typos and languages kept
    "tom okafors user page plz": ("priya ramans user page plz", usr(6, "priya.raman@acme.example")),
    "sofia's account page": ("carol's page, she's in quality", usr(3, "carol@acme.example")),
    "houston's thermal camera": ("the main gate cam at the lyon plant", dev(25, "CAM-3001")),
    "gibt es gerade kritische Alarme, die noch offen sind?": "welche Alarme wurden schon bestätigt?",
    "pls acknowlegde GS-1008's h2s alarm, we're on it": "pls acknowlegde the loading dock alarm, we're on it",
    "back to the main dashbaord pls": "open the home dashbaord with the fleet kpis",
    "planned maintenence calendar please": "wheres the preventive maintanance planner",
    "toon de facturen van dit jaar": "waar staat de betaalmethode van ons bedrijf?",
    "quiero invitar a un técnico nuevo": "¿cómo invito a alguien de la oficina de Lyon a la consola?",
    "combien de caméras avons-nous à Rotterdam ?": "est-ce que toutes les passerelles de Rotterdam sont en ligne ?",
    "¿cuántos sensores hay en Houston?": "¿hay cámaras en la refinería de Houston?",
    # three unclear rows about places to eat: one replaced by another errand (typo kept)
    "wats the best pizza place near the lyon plant": "how do i renew my pasport",
}


def _catalog_roles() -> dict[str, list[str]]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def _apply(query: str, record, mapping: dict) -> tuple[str, object]:
    new = mapping[query]
    if isinstance(new, tuple):
        return new[0], new[1]
    return new, record


def _verify(user: str, query: str, record) -> None:
    """A record given as (parameter, id, anchor) must be the asking user's org's and fit."""
    if record is None or record in ("none", "several"):
        return
    assert isinstance(record, tuple) and len(record) == 3, f"{query!r}: bad record {record!r}"
    param, rec_id, anchor = record
    org = seedindex.org_of(param, rec_id)
    assert org == ORG[user], f"{query!r}: {param} {rec_id} is {org}'s, not {ORG[user]}'s"
    label = seedindex.label(param, rec_id)
    assert anchor and anchor in label, f"{query!r}: {param} {rec_id} is {label!r}, not {anchor!r}"


def kept_rows() -> list[tuple]:
    drafted = collections.Counter(r[4] for r in DRAFT)
    dupes = [q for q, n in drafted.items() if n > 1]
    assert not dupes, f"drafted twice: {dupes}"
    for name, mapping in (("REWORDED", REWORDED), ("DROPPED", DROPPED)):
        unknown = [q for q in mapping if q not in drafted]
        assert not unknown, f"{name} names rows that were not drafted: {unknown}"
    wordings = set(drafted)
    for mapping in (REWORDED, REWORDED_TWICE):
        wordings |= {v[0] if isinstance(v, tuple) else v for v in mapping.values()}
    for name, mapping in (("REWORDED_TWICE", REWORDED_TWICE), ("TRIMMED", TRIMMED), ("REVIEWED", REVIEWED)):
        unknown = [q for q in mapping if q not in wordings]
        assert not unknown, f"{name} names rows that are not kept wordings: {unknown}"
    out = []
    for kind, user, lang, typo, query, target, record in DRAFT:
        _verify(user, query, record)
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
        _verify(user, query, record)
        out.append((kind, user, lang, typo, query, target, record))
    return out


def build() -> tuple[list[dict], dict]:
    roles = _catalog_roles()
    rows = kept_rows()
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, (kind, user, lang, typo, query, target, record) in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        row: dict = {"id": rid, "query": query}
        m: dict = {"kind": kind, "lang": lang, "typo": typo, "user": user}
        if target == "u":
            row["route"] = "unclear"
        elif target.startswith("x:"):
            row["route"] = "execution"
            row["tool"] = target[2:]
        else:
            screen = target[2:]
            row["route"] = "navigation"
            row["screen"] = screen
            if isinstance(record, tuple):
                row["record"] = {record[0]: record[1]}
                m["anchor"] = record[2]
            elif record is not None:
                row["record"] = record
        assert record is None or target.startswith("n:"), f"{query!r}: record off navigation"
        if EMAIL[user]:
            row["user"] = EMAIL[user]
        if target.startswith("n:"):
            refused = ROLE[user] not in roles[target[2:]]
            assert refused == (kind == "den"), f"{query!r}: kind {kind} but refused={refused}"
            if refused:
                row["denied"] = True
        lines.append(row)
        meta[rid] = m
    return lines, meta


def counts(lines: list[dict], meta: dict) -> None:
    n = len(lines)
    print("rows:", n)
    print("kinds:", dict(collections.Counter(m["kind"] for m in meta.values()).most_common()))
    print("routes:", dict(collections.Counter(r["route"] for r in lines)),
          "denied:", sum(1 for r in lines if r.get("denied")))
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
    print("  other languages by user:",
          dict(collections.Counter(m["user"] for m in meta.values() if m["lang"] != "en")))
    print("  typos by kind:", dict(collections.Counter(m["kind"] for m in meta.values() if m["typo"])))
    print("  typos by user:", dict(collections.Counter(m["user"] for m in meta.values() if m["typo"])))
    recs = [r["record"] for r in lines if "record" in r]
    print("records:", len(recs), "ids", sum(isinstance(x, dict) for x in recs),
          "none", recs.count("none"), "several", recs.count("several"))
    print("  by kind:", dict(collections.Counter(
        meta[r["id"]]["kind"] for r in lines if "record" in r)))
    print("  by parameter:", dict(collections.Counter(
        next(iter(r["record"])) for r in lines if isinstance(r.get("record"), dict))))
    print("tools:", dict(collections.Counter(r["tool"] for r in lines if "tool" in r).most_common()))
    print("screens:", len({r["screen"] for r in lines if "screen" in r}))


def main() -> None:
    lines, meta = build()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines))
    META.write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")
    if "--counts" in sys.argv:
        counts(lines, meta)


if __name__ == "__main__":
    main()
