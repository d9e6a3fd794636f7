"""Build routing-fresh22.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language and typo flag (and, for a record id,
the anchor: the words of the seed record's label that the query names), followed by what
happened to it: `REWORDED` (a wording that collided with another text -> its new wording),
`REWORDED_TWICE` (a rewording that collided again -> its second rewording), `DROPPED`
(colliding, dropped), `TRIMMED` (not colliding, dropped toward the size and the mix) and
`REVIEWED` (reworded on the last review). The kept rows are shuffled with a fixed seed
(`random.Random(20261222)`) and numbered f22-001... afterwards.

`denied` is set from the catalog's roles and must agree with the row's kind ("den"); every
record id must be a record of the asking user's org whose seed label holds the row's anchor
(numbered by seedindex.py): a wrong id fails here and in `check_set.py fresh22`.

Run it from the repository's root (PYTHONPATH=src .venv/bin/python -B
datasets/acme/checks/build_fresh22.py [--counts]): it rewrites the jsonl (in datasets/acme/
when the script sits in datasets/acme/checks/, else beside the script) and fresh22-meta.json
(beside the script); `--counts` prints the mix. Importing it (as `check_set.py fresh22
--draft` does) writes nothing.

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
IN_REPO = HERE.parts[-3:] == ("datasets", "acme", "checks")
if IN_REPO:
    ROOT = HERE.parents[2]
elif (Path.cwd() / "src" / "acme" / "catalog" / "navigation.json").exists():
    ROOT = Path.cwd()
else:
    raise SystemExit("run build_fresh22.py from the repository's root or from datasets/acme/checks")
sys.dont_write_bytecode = True
sys.path.insert(0, str(ROOT / "datasets" / "acme" / "checks"))
import seedindex  # noqa: E402

OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh22.jsonl"
META = HERE / "fresh22-meta.json"
SEED = 20261222
PREFIX = "f22-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}
ORG = {"a": "acme", "b": "acme", "c": "acme", "d": "globex"}

DRAFT: list[tuple] = []


def R(kind, user, lang, typo, query, target, rec=None):
    """One drafted row; `rec` is "none", "several" or (parameter, id, anchor)."""
    DRAFT.append((kind, user, lang, bool(typo), query, target, rec))


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


NONE = "none"
SEV = "several"

# ---------------------------------------------------------------------------------------
# records named the way people name them (rec)
# ---------------------------------------------------------------------------------------
DD = "n:device_details"
UD = "n:user_details"
SD = "n:site_details"
TD = "n:team_details"
PD = "n:product_details"
MD = "n:manufacturer_details"
AD = "n:alert_details"
WD = "n:work_order_details"
ID = "n:invoice_detail"
# alice: devices by what they watch, where they sit, their state or their serial
R("rec", "a", "en", 0, "open the co detector down in the lyon boiler room", DD, dev(1, "Boiler room CO"))
R("rec", "a", "en", 0, "gs-1002 over in reactor hall a, need its page", DD, dev(2, "GS-1002"))
R("rec", "a", "en", 0, "the polytron watching reactor hall B", DD, dev(3, "Reactor hall B"))
R("rec", "a", "en", 0, "that loading dock sensor that keeps dropping out", DD, dev(4, "Loading dock"))
R("rec", "a", "en", 0, "gas monitor in the solvent store, lyon", DD, dev(5, "Solvent store"))
R("rec", "a", "en", 0, "the x-am sitting in the lab fume hood", DD, dev(6, "Lab fume hood"))
R("rec", "a", "en", 0, "shift lead's portable gas meter please", DD, dev(7, "Portable - shift lead"))
R("rec", "a", "en", 0, "h2s monitor on the houston crude unit", DD, dev(8, "Crude unit H2S"))
R("rec", "a", "en", 0, "north tank farm detector, the one that went over 35 ppm", DD, dev(9, "Tank farm north"))
R("rec", "a", "en", 0, "bw ultra covering the southern tank farm", DD, dev(10, "Tank farm south"))
R("rec", "a", "en", 0, "flare stack gas detector that's in maintenance at the moment", DD, dev(11, "Flare stack"))
R("rec", "a", "en", 0, "houston control room's gas monitor", DD, dev(13, "GS-1013 Control room"))
R("rec", "a", "en", 0, "rescue team portable, the one with the dying battery", DD, dev(14, "Portable - rescue team"))
R("rec", "a", "en", 0, "sensor on jetty one at the rotterdam terminal", DD, dev(15, "Jetty 1"))
R("rec", "a", "en", 1, "jety 2 detector in rotterdam", DD, dev(16, "Jetty 2"))
R("rec", "a", "en", 0, "the vapour recovery unit sensor", DD, dev(17, "Vapour recovery"))
R("rec", "a", "en", 0, "polytron in the terminal pump house", DD, dev(18, "Pump house"))
R("rec", "a", "en", 0, "detector for tank pit four", DD, dev(19, "Tank pit 4"))
R("rec", "a", "en", 0, "GS1020 on jetty 3", DD, dev(20, "GS-1020"))
R("rec", "a", "en", 0, "thermometer in lyon's cold room", DD, dev(21, "Cold room 1"))
R("rec", "a", "en", 0, "bearing temp sensor sitting on pump p-101", DD, dev(22, "Pump P-101 bearing"))
R("rec", "a", "en", 0, "crude heater outlet temperature transmitter", DD, dev(23, "Crude heater outlet"))
R("rec", "a", "en", 0, "rotterdam tank 4 product temp sensor", DD, dev(24, "Tank 4 product"))
R("rec", "a", "en", 0, "camera at lyon's main gate", DD, dev(25, "Main gate"))
R("rec", "a", "en", 0, "the thermal cam pointed at the houston flare", DD, dev(26, "Flare stack thermal"))
R("rec", "a", "en", 0, "camera overlooking the jetties", DD, dev(27, "Jetty overview"))
R("rec", "a", "en", 0, "lyon's lorawan gateway box", DD, dev(28, "Lyon gateway"))
R("rec", "a", "en", 0, "GW 4002 houston gateway", DD, dev(29, "GW-4002"))
R("rec", "a", "en", 0, "the rotterdam gateway still running 2.3.8", DD, dev(30, "fw 2.3.8"))
R("rec", "a", "en", 0, "detector on the rotterdam jetty", DD, SEV)
R("rec", "a", "en", 0, "pull up our portable bw ultra", DD, SEV)
R("rec", "a", "en", 0, "gateway on firmware 2.4.1", DD, SEV)
R("rec", "a", "en", 0, "filter gallery chlorine sensor", DD, NONE)
R("rec", "a", "en", 0, "device GS-1040 please", DD, NONE)
R("rec", "a", "en", 1, "hydrotreator gas sensor", DD, dev(12, "Hydrotreater"))
R("rec", "a", "en", 1, "the rotterdm gateway", DD, dev(30, "Rotterdam gateway"))
R("rec", "a", "en", 1, "tank farm sout detector", DD, dev(10, "Tank farm south"))
R("rec", "a", "en", 0, "that thermal camera that went offline in texas", DD, dev(26, "CAM-3002"))
R("rec", "a", "en", 0, "the only detector we have on firmware 2.8.0", DD, dev(14, "fw 2.8.0"))
R("rec", "a", "en", 0, "temp transmitter in maintenance at houston", DD, dev(23, "TH-2003"))
# alice: people
R("rec", "a", "en", 0, "priya's profile", UD, usr(6, "Priya Raman"))
R("rec", "a", "en", 0, "hiroshi tanaka from IT", UD, usr(7, "Hiroshi Tanaka"))
R("rec", "a", "en", 0, "lukas meyer, the deactivated maintenance guy", UD, usr(8, "Lukas Meyer"))
R("rec", "a", "en", 0, "sofia marchetti's account page", UD, usr(9, "Sofia Marchetti"))
R("rec", "a", "en", 0, "tom.becker@acme.example", UD, usr(4, "tom.becker@acme.example"))
R("rec", "a", "en", 0, "okafor over in health & safety", UD, usr(5, "Tom Okafor"))
R("rec", "a", "en", 0, "the person whose number ends in 0178", UD, usr(6, "0178"))
R("rec", "a", "en", 0, "who has the +31 10 555 0193 number", UD, usr(8, "555 0193"))
R("rec", "a", "en", 0, "bob operator's user record", UD, usr(2, "Bob Operator"))
R("rec", "a", "en", 0, "carol's account details", UD, usr(3, "Carol Viewer"))
R("rec", "a", "en", 0, "alice@acme.example", "n:profile")
R("rec", "a", "en", 0, "tom's page", UD, SEV)
R("rec", "a", "en", 0, "the quality department viewer who never accepted", UD, usr(9, "Sofia Marchetti"))
R("rec", "a", "en", 0, "our IT admin's account", UD, usr(7, "Hiroshi Tanaka"))
R("rec", "a", "en", 0, "erin walsh's user page", UD, NONE)
R("rec", "a", "en", 1, "priya ramans acount", UD, usr(6, "Priya Raman"))
R("rec", "a", "en", 1, "lukas meyers profle", UD, usr(8, "Lukas Meyer"))
R("rec", "a", "en", 1, "emma laurant", UD, usr(10, "Emma Laurent"))
R("rec", "a", "en", 0, "the houston colleague with the 713 number in process engineering", UD, usr(6, "Process Engineering"))
# alice: sites, teams
R("rec", "a", "en", 0, "the site on rue de gerland", SD, site(1, "Gerland"))
R("rec", "a", "en", 0, "refinery on clinton drive", SD, site(2, "Clinton Dr"))
R("rec", "a", "en", 0, "maasvlakte terminal page", SD, site(3, "Maasvlakteweg"))
R("rec", "a", "en", 0, "our french site", SD, site(1, "France"))
R("rec", "a", "en", 0, "everything about the texas refinery", SD, site(2, "TX"))
R("rec", "a", "en", 0, "denver substation site", SD, NONE)
R("rec", "a", "en", 0, "control room team", TD, team(1, "Control Room"))
R("rec", "a", "en", 0, "the safety and compliance crew", TD, team(3, "Safety & Compliance"))
R("rec", "a", "en", 0, "team I belong to", TD, team(1, "Control Room"))
# alice: products, makers
R("rec", "a", "en", 0, "x-am 5600 model page", PD, prod(2, "X-am 5600"))
R("rec", "a", "en", 0, "the smartline temperature transmitter product", PD, prod(4, "SmartLine STT850"))
R("rec", "a", "en", 0, "that wireless vibration sensor model we use", PD, prod(5, "WISE-2410"))
R("rec", "a", "en", 0, "thermal cam product q1961", PD, prod(6, "Q1961-TE"))
R("rec", "a", "en", 0, "our outdoor dome camera model", PD, prod(7, "P3265-LVE"))
R("rec", "a", "en", 0, "the lorawan gateway product with lte backhaul", PD, prod(8, "WISE-6610"))
R("rec", "a", "en", 0, "portable multi-gas detector model with the 24h runtime", PD, prod(1, "BW Ultra"))
R("rec", "a", "en", 0, "honeywell vendor page", MD, mfr(1, "Honeywell"))
R("rec", "a", "en", 0, "draeger", MD, mfr(2, "Dräger"))
R("rec", "a", "en", 0, "the swedish camera maker", MD, mfr(3, "Sweden"))
R("rec", "a", "en", 0, "our taiwanese supplier", MD, mfr(4, "Taiwan"))
R("rec", "a", "en", 0, "siemens as a vendor", MD, NONE)
R("rec", "a", "en", 1, "advantec vendor", MD, mfr(4, "Advantech"))
# alice: alerts, work orders, invoices
R("rec", "a", "en", 0, "the CO alarm at tank farm north", AD, alert(1, "CO at 42 ppm"))
R("rec", "a", "en", 0, "h2s alert on the crude unit", AD, alert(2, "H2S at 12.4 ppm"))
R("rec", "a", "en", 0, "low battery warning for the rescue team portable", AD, alert(3, "Battery at 14%"))
R("rec", "a", "en", 0, "the alert about GS-1004 going quiet for six hours", AD, alert(4, "has not reported for 6 hours"))
R("rec", "a", "en", 0, "calibration due notice for jetty 3", AD, alert(5, "due for calibration"))
R("rec", "a", "en", 0, "the lost video stream alarm bob acknowledged", AD, alert(6, "Video stream lost"))
R("rec", "a", "en", 0, "the 12% LEL alarm on vapour recovery that I resolved", AD, alert(7, "LEL at 12%"))
R("rec", "a", "en", 0, "tom becker's sensor head job on 1011", WD, wo(1, "Replace sensor head"))
R("rec", "a", "en", 0, "the tank farm co investigation ticket", WD, wo(2, "Investigate CO reading"))
R("rec", "a", "en", 0, "bump test job for the rescue team detectors", WD, wo(3, "Bump test rescue team"))
R("rec", "a", "en", 0, "ticket to get the flare camera video back", WD, wo(4, "Restore video on flare stack camera"))
R("rec", "a", "en", 0, "the gateway firmware upgrade job that's done", WD, wo(5, "Upgrade Houston gateway firmware"))
R("rec", "a", "en", 0, "cancelled work order for moving the gate camera", WD, wo(6, "Relocate main gate camera"))
R("rec", "a", "en", 0, "hiroshi's overdue ticket", WD, wo(4, "hiroshi.tanaka"))
R("rec", "a", "en", 0, "bob's work order", WD, SEV)
R("rec", "a", "en", 0, "our one unassigned ticket", WD, wo(6, "unassigned"))
R("rec", "a", "en", 0, "last month's invoice", ID, inv(6, "1 month(s)"))
R("rec", "a", "en", 0, "the 4890 invoice from six months ago", ID, inv(1, "6 month(s)"))
R("rec", "a", "en", 0, "invoice for 5,189", ID, inv(5, "5189.00"))
R("rec", "a", "en", 0, "the invoice we haven't settled", ID, inv(6, "open"))
R("rec", "a", "en", 0, "the 5124 invoices", ID, SEV)
R("rec", "a", "en", 0, "oldest invoice on record", ID, inv(1, "6 month(s)"))
# alice: other languages
R("rec", "a", "de", 0, "zeig mir den Gasmelder im Pumpenhaus in Rotterdam", DD, dev(18, "Pump house"))
R("rec", "a", "fr", 0, "la fiche de Priya Raman", UD, usr(6, "Priya Raman"))
R("rec", "a", "es", 0, "abre el detector de la sala de calderas de Lyon", DD, dev(1, "Boiler room CO"))
R("rec", "a", "it", 0, "apri la scheda del gateway di Houston", DD, dev(29, "Houston gateway"))
R("rec", "a", "nl", 0, "de camera bij de hoofdpoort in Lyon", DD, dev(25, "Main gate"))
R("rec", "a", "pt", 0, "abre a página do Tom Okafor", UD, usr(5, "Tom Okafor"))
R("rec", "a", "fr", 0, "la fiche du terminal de Rotterdam", SD, site(3, "Rotterdam terminal"))
R("rec", "a", "de", 0, "die Rechnung über 5.237 €", ID, inv(6, "5237.00"))
R("rec", "a", "es", 0, "el fabricante sueco de las cámaras", MD, mfr(3, "Sweden"))
R("rec", "a", "it", 0, "il ticket di Tom Becker per la testa del sensore", WD, wo(1, "tom.becker"))
R("rec", "a", "nl", 0, "het product BW Ultra", PD, prod(1, "BW Ultra"))
R("rec", "a", "pt", 0, "o sensor de temperatura da câmara fria", DD, dev(21, "Cold room 1"))
R("rec", "a", "de", 0, "der Alarm wegen Schwefelwasserstoff an der Rohöleinheit", AD, alert(2, "H2S"))
R("rec", "a", "fr", 0, "le détecteur du parc de stockage nord à Houston", DD, dev(9, "Tank farm north"))
R("rec", "a", "es", 0, "la ficha de Hiroshi Tanaka", UD, usr(7, "Hiroshi Tanaka"))

# dave: Globex records
R("rec", "d", "en", 0, "detector in the chlorine store", DD, dev(31, "Chlorine store"))
R("rec", "d", "en", 0, "GX5002", DD, dev(32, "GX-5002"))
R("rec", "d", "en", 0, "filter gallery sensor that stopped talking to us", DD, dev(33, "Filter gallery"))
R("rec", "d", "en", 0, "chlorine monitor on the dosing pump skid", DD, dev(34, "Dosing pump skid"))
R("rec", "d", "en", 0, "clearwell vent gas detector", DD, dev(35, "Clearwell vent"))
R("rec", "d", "en", 0, "high-lift pump one thermometer", DD, dev(36, "High-lift pump 1"))
R("rec", "d", "en", 0, "gxt-6002", DD, dev(37, "GXT-6002"))
R("rec", "d", "en", 0, "the lab fridge thermometer at springfield", DD, dev(38, "Lab refrigerator"))
R("rec", "d", "en", 0, "springfield main entrance camera", DD, dev(39, "Main entrance"))
R("rec", "d", "en", 0, "camera on the north fence", DD, dev(40, "North fence"))
R("rec", "d", "en", 0, "springfield router A", DD, dev(41, "Springfield router A"))
R("rec", "d", "en", 0, "the TRB245 at springfield", DD, dev(42, "Springfield router B"))
R("rec", "d", "en", 0, "sf6 detector for gis bay 1", DD, dev(43, "GIS bay 1"))
R("rec", "d", "en", 0, "bay 3 leak sensor in denver", DD, dev(45, "GIS bay 3"))
R("rec", "d", "en", 0, "cable basement detector, the one still on 1.7.3", DD, dev(46, "Cable basement"))
R("rec", "d", "en", 0, "relay cabinet r1 thermometer", DD, dev(47, "Relay cabinet R1"))
R("rec", "d", "en", 0, "thermal camera on transformer t1", DD, dev(49, "Transformer T1 thermal"))
R("rec", "d", "en", 0, "the T2 thermal cam that's under maintenance", DD, dev(50, "Transformer T2 thermal"))
R("rec", "d", "en", 0, "substation yard camera", DD, dev(51, "Substation yard"))
R("rec", "d", "en", 0, "the router at the denver substation", DD, dev(52, "Denver router"))
R("rec", "d", "en", 0, "leeds wet well detector", DD, dev(54, "Wet well"))
R("rec", "d", "en", 0, "gas monitor in the outfall chamber", DD, dev(55, "Outfall chamber"))
R("rec", "d", "en", 0, "pump motor m2 temp transmitter", DD, dev(56, "Pump motor M2"))
R("rec", "d", "en", 0, "thermometer in the leeds control kiosk", DD, dev(57, "Control kiosk"))
R("rec", "d", "en", 0, "camera on the leeds station gate", DD, dev(58, "Station gate"))
R("rec", "d", "en", 0, "the leeds router", DD, SEV)
R("rec", "d", "en", 0, "leeds router that dropped offline", DD, dev(59, "Leeds outfall router"))
R("rec", "d", "en", 0, "a gis bay detector", DD, SEV)
R("rec", "d", "en", 0, "GS-1020 jetty sensor", DD, NONE)
R("rec", "d", "en", 0, "the houston refinery site", SD, NONE)
R("rec", "d", "en", 0, "erin walsh", UD, usr(12, "Erin Walsh"))
R("rec", "d", "en", 0, "frank from substations", UD, usr(13, "Frank Castillo"))
R("rec", "d", "en", 0, "grace liu in finance", UD, usr(14, "Grace Liu"))
R("rec", "d", "en", 0, "hector's user page", UD, usr(15, "Hector Alvarez"))
R("rec", "d", "en", 0, "irene kowalski's account", UD, usr(16, "Irene Kowalski"))
R("rec", "d", "en", 0, "leo fischer", UD, usr(17, "Leo Fischer"))
R("rec", "d", "en", 0, "kim larsen, the deactivated one", UD, usr(18, "Kim Larsen"))
R("rec", "d", "en", 0, "jamal wright who hasn't joined yet", UD, usr(19, "Jamal Wright"))
R("rec", "d", "en", 0, "maya patel from compliance", UD, usr(20, "Maya Patel"))
R("rec", "d", "en", 0, "the guy with the UK phone number", UD, usr(17, "+44"))
R("rec", "d", "en", 0, "whose line is 303 555 0162", UD, usr(18, "303 555 0162"))
R("rec", "d", "en", 0, "dave@globex.example", "n:profile")
R("rec", "d", "en", 0, "our person with a 303 area code", UD, SEV)
R("rec", "d", "en", 0, "priya raman's page", UD, NONE)
R("rec", "d", "en", 0, "the water works in springfield, illinois", SD, site(4, "Springfield"))
R("rec", "d", "en", 0, "the substation on brighton blvd", SD, site(5, "Brighton Blvd"))
R("rec", "d", "en", 0, "our UK pumping station", SD, site(6, "United Kingdom"))
R("rec", "d", "en", 0, "kirkstall road site", SD, site(6, "Kirkstall Road"))
R("rec", "d", "en", 0, "field service crew", TD, team(4, "Field Service"))
R("rec", "d", "en", 0, "grid ops team page", TD, team(5, "Grid Operations"))
R("rec", "d", "en", 0, "security operations team", TD, team(6, "Security Operations"))
R("rec", "d", "en", 0, "the team i'm on", TD, team(5, "Grid Operations"))
R("rec", "d", "en", 0, "sf6 leak detector model", PD, prod(10, "LeakSense SF6"))
R("rec", "d", "en", 0, "our chlorine detector product", PD, prod(9, "GasGuard Cl2"))
R("rec", "d", "en", 0, "templink t100", PD, prod(12, "TempLink T100"))
R("rec", "d", "en", 0, "the 8mp turret camera model", PD, prod(14, "DS-2CD2386G2-IU"))
R("rec", "d", "en", 0, "bi-spectrum thermal camera product", PD, prod(13, "DS-2TD2617-10"))
R("rec", "d", "en", 0, "rut955 product sheet", PD, prod(15, "RUT955"))
R("rec", "d", "en", 0, "teltonika", MD, mfr(8, "Teltonika"))
R("rec", "d", "en", 0, "hikvision vendor page", MD, mfr(7, "Hikvision"))
R("rec", "d", "en", 0, "our german supplier", MD, SEV)
R("rec", "d", "en", 0, "the lithuanian maker", MD, mfr(8, "Lithuania"))
R("rec", "d", "en", 0, "chlorine alarm in the chlorination room", AD, alert(8, "Chlorine at 1.8 ppm"))
R("rec", "d", "en", 0, "sf6 warning on bay 2", AD, alert(9, "SF6 at 1350 ppm"))
R("rec", "d", "en", 0, "the hot relay cabinet r3 alert", AD, alert(10, "48.2"))
R("rec", "d", "en", 0, "alert about the outfall router being offline", AD, alert(11, "offline for 3 hours"))
R("rec", "d", "en", 0, "the notice about firmware 7.06 for the routers", AD, alert(12, "Firmware 7.06"))
R("rec", "d", "en", 0, "the alert erin acknowledged", AD, alert(13, "erin.walsh"))
R("rec", "d", "en", 0, "96 degree hot spot alarm on the transformer", AD, alert(14, "96 °C"))
R("rec", "d", "en", 0, "chlorine cell replacement on GX-5002", WD, wo(7, "Replace chlorine sensor cell"))
R("rec", "d", "en", 0, "frank's sf6 leak job", WD, wo(8, "frank.castillo"))
R("rec", "d", "en", 0, "ticket for realigning the T2 camera", WD, wo(9, "Re-align thermal camera"))
R("rec", "d", "en", 0, "the overdue leeds lte link job", WD, wo(10, "Restore LTE link"))
R("rec", "d", "en", 0, "quarterly relay thermometer check", WD, wo(11, "Quarterly check"))
R("rec", "d", "en", 0, "finished perimeter camera install ticket", WD, wo(12, "Install perimeter camera"))
R("rec", "d", "en", 0, "erin's ticket", WD, SEV)
R("rec", "d", "en", 0, "our 1382 invoice", ID, inv(12, "1382.00"))
R("rec", "d", "en", 0, "the unpaid 1345 invoice", ID, inv(11, "1345.00"))
R("rec", "d", "en", 0, "our invoice from 6 months ago", ID, inv(7, "6 month(s)"))
R("rec", "d", "en", 0, "the 1299 invoice", ID, SEV)
R("rec", "d", "es", 0, "el detector de cloro del pozo húmedo", DD, dev(54, "Wet well"))
R("rec", "d", "de", 0, "das Profil von Irene Kowalski", UD, usr(16, "Irene Kowalski"))
R("rec", "d", "fr", 0, "la caméra thermique du transformateur T1", DD, dev(49, "Transformer T1 thermal"))
R("rec", "d", "pt", 0, "o roteador de Denver", DD, dev(52, "Denver router"))
R("rec", "d", "nl", 0, "het pompstation in Leeds", SD, site(6, "Leeds pumping station"))
R("rec", "d", "it", 0, "la scheda di Hector Alvarez", UD, usr(15, "Hector Alvarez"))
R("rec", "d", "en", 1, "hypoclorite tank detector", DD, dev(53, "Hypochlorite tank"))
R("rec", "d", "en", 1, "grace lius profile", UD, usr(14, "Grace Liu"))
R("rec", "d", "en", 1, "substaion yard cam", DD, dev(51, "Substation yard"))
R("rec", "d", "en", 1, "hikvison", MD, mfr(7, "Hikvision"))

# bob
R("rec", "b", "en", 0, "flare stack detector gs 1011", DD, dev(11, "GS-1011"))
R("rec", "b", "en", 0, "my ticket for the tank farm CO", WD, wo(2, "Investigate CO reading"))
R("rec", "b", "en", 0, "the gateway upgrade job i finished", WD, wo(5, "Upgrade Houston gateway firmware"))
R("rec", "b", "en", 0, "tom becker's contact page", UD, usr(4, "Tom Becker"))
R("rec", "b", "en", 0, "my team's page", TD, team(2, "Maintenance"))
R("rec", "b", "en", 0, "gs-1017 at the terminal, the offline one", DD, dev(17, "GS-1017"))
R("rec", "b", "en", 0, "alarm on the flare cam that I acked", AD, alert(6, "Video stream lost"))
R("rec", "b", "en", 0, "bob@acme.example", "n:profile")
R("rec", "b", "en", 0, "the x-am 5600 product sheet", PD, prod(2, "X-am 5600"))
R("rec", "b", "de", 0, "Wartungsauftrag für den Sensorkopf am GS-1011", WD, wo(1, "GS-1011"))
R("rec", "b", "en", 1, "tank pit 4 detecter", DD, dev(19, "Tank pit 4"))
R("rec", "b", "en", 0, "GX-5007", DD, NONE)
R("rec", "b", "es", 0, "el termómetro del cojinete de la bomba P-101", DD, dev(22, "Pump P-101 bearing"))
R("rec", "b", "en", 0, "lukas meyer's user page", UD, usr(8, "Lukas Meyer"))
R("rec", "b", "en", 0, "dräger contact page", MD, mfr(2, "Dräger"))

# carol
R("rec", "c", "en", 0, "tom okafor's page", UD, usr(5, "Tom Okafor"))
R("rec", "c", "en", 0, "the safety and compliance team i'm in", TD, team(3, "Safety & Compliance"))
R("rec", "c", "en", 0, "sofia marchetti", UD, usr(9, "Sofia Marchetti"))
R("rec", "c", "en", 0, "calibration notice for GS-1020", AD, alert(5, "due for calibration"))
R("rec", "c", "en", 0, "gs 1019", DD, dev(19, "GS-1019"))
R("rec", "c", "en", 0, "the lyon plant page", SD, site(1, "Lyon plant"))
R("rec", "c", "en", 0, "carol@acme.example", "n:profile")
R("rec", "c", "fr", 0, "le détecteur du quai 1", DD, dev(15, "Jetty 1"))
R("rec", "c", "it", 0, "la telecamera che inquadra i pontili", DD, dev(27, "Jetty overview"))
R("rec", "c", "en", 1, "honeywel page", MD, mfr(1, "Honeywell"))
R("rec", "c", "en", 0, "the work order about bump testing", WD, wo(3, "Bump test"))
R("rec", "c", "en", 0, "GX-5001", DD, NONE)
R("rec", "c", "en", 0, "the axis thermal camera model", PD, prod(6, "Q1961-TE"))
R("rec", "c", "en", 0, "our portable gas meters", DD, SEV)

# ---------------------------------------------------------------------------------------
# questions about what exists or is going on (q)
# ---------------------------------------------------------------------------------------
DL = "n:device_list"
UL = "n:user_list"
WL = "n:work_orders"
PL = "n:product_catalog"
TM = "n:device_telemetry"
CAL = "n:device_calibration"
# alice: lists narrowed by a record
R("q", "a", "en", 0, "which sensors at the lyon plant are offline right now?", DL, site(1, "Lyon plant"))
R("q", "a", "en", 0, "how many devices have we got out at rotterdam", DL, site(3, "Rotterdam terminal"))
R("q", "a", "en", 0, "which devices sit at the houston refinery?", DL, site(2, "Houston refinery"))
R("q", "a", "en", 0, "who is in the maintenance team", UL, team(2, "Maintenance"))
R("q", "a", "en", 0, "members of control room?", UL, team(1, "Control Room"))
R("q", "a", "en", 0, "what tickets does priya have on her plate", WL, usr(6, "Priya Raman"))
R("q", "a", "en", 0, "is anything assigned to hiroshi at the moment", WL, usr(7, "Hiroshi Tanaka"))
R("q", "a", "en", 0, "what work orders are sitting with me", WL, usr(1, "Alice Admin"))
R("q", "a", "en", 0, "which products do we buy from honeywell", PL, mfr(1, "Honeywell"))
R("q", "a", "en", 0, "what Dräger models are in our catalog?", PL, mfr(2, "Dräger"))
R("q", "a", "en", 0, "are there any alarms going off at the rotterdam terminal", SD, site(3, "Rotterdam terminal"))
R("q", "a", "en", 0, "what's going on at houston today", SD, site(2, "Houston refinery"))
R("q", "a", "en", 0, "how many units of the polytron 8700 are installed", PD, prod(3, "Polytron 8700"))
R("q", "a", "en", 0, "which devices run on the WISE-2410 model", PD, prod(5, "WISE-2410"))
R("q", "a", "en", 0, "what's the battery at on the shift lead's portable", DD, dev(7, "Portable - shift lead"))
R("q", "a", "en", 0, "what firmware is GS-1013 running", DD, dev(13, "GS-1013"))
R("q", "a", "en", 0, "current h2s reading at the crude unit", TM, dev(8, "Crude unit H2S"))
R("q", "a", "en", 0, "how hot is the crude heater outlet running today", TM, dev(23, "Crude heater outlet"))
R("q", "a", "en", 0, "signal strength of the houston gateway over the last day", TM, dev(29, "Houston gateway"))
R("q", "a", "en", 0, "when's the next calibration due on the jetty 3 detector", CAL, dev(20, "Jetty 3 H2S"))
R("q", "a", "en", 0, "did GS-1015 pass its last bump test", CAL, dev(15, "GS-1015"))
R("q", "a", "en", 0, "what's tom okafor's phone number", UD, usr(5, "Tom Okafor"))
R("q", "a", "en", 0, "which department is emma laurent in", UD, usr(10, "Emma Laurent"))
R("q", "a", "en", 0, "what's the street address of the rotterdam terminal", SD, site(3, "Rotterdam terminal"))
R("q", "a", "en", 0, "what timezone is lyon on", SD, site(1, "Lyon plant"))
R("q", "a", "en", 0, "who has the flare camera ticket", WD, wo(4, "Restore video on flare stack camera"))
R("q", "a", "en", 0, "when is the rescue team bump test job due", WD, wo(3, "Bump test rescue team"))
R("q", "a", "en", 0, "which sites is the maintenance team responsible for", TD, team(2, "Maintenance"))
R("q", "a", "en", 0, "who leads safety & compliance", TD, team(3, "Safety & Compliance"))
R("q", "a", "en", 0, "what's advantech's website", MD, mfr(4, "Advantech"))
R("q", "a", "en", 0, "is the solvent store detector online", DD, dev(5, "Solvent store"))
R("q", "a", "en", 0, "what was the CO level on GS-1001 overnight", TM, dev(1, "GS-1001"))
# alice: lists narrowed by a value only, or unfiltered
R("q", "a", "en", 0, "how many critical alarms are open right now", "n:alerts_inbox")
R("q", "a", "en", 0, "any unacknowledged warnings I should know about", "n:alerts_inbox")
R("q", "a", "en", 0, "which devices are in maintenance mode", DL)
R("q", "a", "en", 0, "list the urgent tickets still open", WL)
R("q", "a", "en", 0, "which jobs have we not started yet", WL)
R("q", "a", "en", 0, "which users have been deactivated", UL)
R("q", "a", "en", 0, "how many admins do we have", UL)
R("q", "a", "en", 0, "are any invoices still unpaid", "n:organization_billing")
R("q", "a", "en", 0, "which alert rules are switched off", "n:alert_rules")
R("q", "a", "en", 0, "what product categories do we have", "n:product_categories")
R("q", "a", "en", 0, "how many sites do we operate", "n:site_list")
R("q", "a", "en", 0, "who are our vendors", "n:manufacturers")
R("q", "a", "en", 0, "what teams exist in acme", "n:teams")
# alice: screens that hold the answer
R("q", "a", "en", 0, "who's covering alarms this weekend", "n:on_call_schedule")
R("q", "a", "en", 0, "what happens when nobody acks a critical alarm", "n:escalation_policies")
R("q", "a", "en", 0, "are we compliant on bump tests for next month's audit", "n:compliance_reports")
R("q", "a", "en", 0, "how much electricity did houston burn last month", "n:energy_usage_analytics")
R("q", "a", "en", 0, "do we have spare sensor cells in stock", "n:spare_parts_inventory")
R("q", "a", "en", 0, "what maintenance is planned next week", "n:maintenance_schedule")
R("q", "a", "en", 0, "what was the root cause of the last gas leak", "n:incident_history")
R("q", "a", "en", 0, "how many API calls did we make this month", "n:api_usage")
R("q", "a", "en", 0, "who deleted a device yesterday", "n:audit_log")
R("q", "a", "en", 0, "how many devices are we billed for", "n:organization_billing")
R("q", "a", "en", 0, "what's new in the latest release", "n:release_notes")
R("q", "a", "en", 0, "is the acme platform having an outage", "n:system_status")
R("q", "a", "en", 0, "which reports get emailed out every monday", "n:scheduled_reports")
R("q", "a", "en", 0, "how long do we keep raw telemetry", "n:data_retention_settings")
R("q", "a", "en", 0, "is slack hooked up to the console", "n:integrations")
R("q", "a", "en", 0, "are any of our webhook endpoints failing", "n:webhooks")
R("q", "a", "en", 0, "what is an operator allowed to do", "n:roles_permissions")
R("q", "a", "en", 0, "where exactly are our cameras located", "n:device_map")
R("q", "a", "en", 0, "which device groups are used by the firmware campaign", "n:device_groups")
R("q", "a", "en", 0, "is a firmware rollout running right now", "n:firmware_updates")
R("q", "a", "en", 0, "where are the detectors on each floor at lyon", "n:floor_plans", site(1, "Lyon plant"))
R("q", "a", "en", 0, "which invitations are about to expire", "n:pending_invitations")
R("q", "a", "en", 0, "is there a ready-made uptime report", "n:reports")
# alice: other languages
R("q", "a", "de", 0, "welche Geräte in Houston sind offline?", DL, site(2, "Houston refinery"))
R("q", "a", "fr", 0, "qui fait partie de l'équipe maintenance ?", UL, team(2, "Maintenance"))
R("q", "a", "es", 0, "¿cuántas alarmas críticas hay abiertas?", "n:alerts_inbox")
R("q", "a", "it", 0, "chi è di turno stanotte?", "n:on_call_schedule")
R("q", "a", "nl", 0, "welke werkorders staan open voor Tom Becker?", WL, usr(4, "Tom Becker"))
R("q", "a", "pt", 0, "qual é o endereço da refinaria de Houston?", SD, site(2, "Houston refinery"))
R("q", "a", "fr", 0, "quel est le niveau de batterie du GS-1014 ?", DD, dev(14, "GS-1014"))
R("q", "a", "de", 0, "wie viel Strom hat Lyon letzte Woche verbraucht?", "n:energy_usage_analytics")
R("q", "a", "es", 0, "¿qué productos tenemos de Axis?", PL, mfr(3, "Axis Communications"))
R("q", "a", "it", 0, "quante ore di autonomia ha il BW Ultra?", PD, prod(1, "BW Ultra"))
R("q", "a", "pt", 0, "quem está na equipe de sala de controle?", UL, team(1, "Control Room"))
R("q", "a", "nl", 0, "wanneer moet de GS-1019 weer gekalibreerd worden?", CAL, dev(19, "GS-1019"))
# alice: typos
R("q", "a", "en", 1, "any ofline sensors in rotterdam", DL, site(3, "Rotterdam terminal"))
R("q", "a", "en", 1, "whats the tempature in the cold room", TM, dev(21, "Cold room 1"))
R("q", "a", "en", 1, "how many critcal alarms are open", "n:alerts_inbox")
R("q", "a", "en", 1, "which tickts are assigned to bob", WL, usr(2, "Bob Operator"))
R("q", "a", "en", 1, "is the plattform down", "n:system_status")
R("q", "a", "en", 1, "how many thermometers do we have in houston, incuding the transmitters", DL, site(2, "Houston refinery"))

# dave
R("q", "d", "en", 0, "which devices at leeds are offline", DL, site(6, "Leeds pumping station"))
R("q", "d", "en", 0, "how many sensors do we have at the denver substation", DL, site(5, "Denver substation"))
R("q", "d", "en", 0, "who's in field service", UL, team(4, "Field Service"))
R("q", "d", "en", 0, "tickets assigned to leo", WL, usr(17, "Leo Fischer"))
R("q", "d", "en", 0, "which siemens products do we carry", PL, mfr(5, "Siemens"))
R("q", "d", "en", 0, "anything alarming at springfield", SD, site(4, "Springfield water works"))
R("q", "d", "en", 0, "what's the chlorine level in the chlorination room", TM, dev(32, "Chlorination room"))
R("q", "d", "en", 0, "what firmware is the leeds outfall router on", DD, dev(59, "Leeds outfall router"))
R("q", "d", "en", 0, "when was GX-5001 last calibrated", CAL, dev(31, "GX-5001"))
R("q", "d", "en", 0, "what's grace liu's phone", UD, usr(14, "Grace Liu"))
R("q", "d", "en", 0, "who leads grid operations", TD, team(5, "Grid Operations"))
R("q", "d", "en", 0, "how many TempLink thermometers are installed", PD, prod(12, "TempLink T100"))
R("q", "d", "en", 0, "which of our invoices are still open", "n:organization_billing")
R("q", "d", "en", 0, "how much of our API quota have we used", "n:api_usage")
R("q", "d", "en", 0, "who is on call for the substation tonight", "n:on_call_schedule")
R("q", "d", "fr", 0, "quels tickets sont en retard ?", WL)
R("q", "d", "de", 0, "welche Alarme sind noch nicht quittiert?", "n:alerts_inbox")
R("q", "d", "es", 0, "¿quién está en el equipo de operaciones de red?", UL, team(5, "Grid Operations"))
R("q", "d", "en", 1, "how many warnigns are open", "n:alerts_inbox")
R("q", "d", "en", 1, "sf6 levle in gis bay 2", TM, dev(44, "GIS bay 2"))
R("q", "d", "en", 0, "what's the address of the leeds site", SD, site(6, "Leeds pumping station"))
R("q", "d", "en", 0, "who changed the org logo last week", "n:audit_log")
R("q", "d", "en", 0, "which maintenance visits are planned at denver this month", "n:maintenance_schedule")

# bob
R("q", "b", "en", 0, "what's assigned to me", WL, usr(2, "Bob Operator"))
R("q", "b", "en", 0, "anything offline at the lyon plant today?", DL, site(1, "Lyon plant"))
R("q", "b", "en", 0, "who else is on the maintenance team", UL, team(2, "Maintenance"))
R("q", "b", "en", 0, "what's GS-1009 reading right now", TM, dev(9, "GS-1009"))
R("q", "b", "en", 0, "when is the flare stack detector due for calibration", CAL, dev(11, "Flare stack"))
R("q", "b", "en", 0, "do we have spare batteries for the bw ultras", "n:spare_parts_inventory")
R("q", "b", "en", 0, "who's on call after me", "n:on_call_schedule")
R("q", "b", "fr", 0, "quels capteurs sont en maintenance ?", DL)
R("q", "b", "en", 1, "wich alarms are critical", "n:alerts_inbox")
R("q", "b", "en", 0, "what's on the maintenance calendar this week", "n:maintenance_schedule")
R("q", "b", "de", 0, "wer ist der Ansprechpartner am Standort Rotterdam?", SD, site(3, "Rotterdam terminal"))

# carol
R("q", "c", "en", 0, "how many gas detectors are at houston", DL, site(2, "Houston refinery"))
R("q", "c", "en", 0, "which tickets are open for tom okafor", WL, usr(5, "Tom Okafor"))
R("q", "c", "en", 0, "what's the battery of GS-1007", DD, dev(7, "GS-1007"))
R("q", "c", "en", 0, "any critical alarms right now", "n:alerts_inbox")
R("q", "c", "en", 0, "which detectors failed their bump test", "n:compliance_reports")
R("q", "c", "en", 0, "what's the temperature in cold room 1", TM, dev(21, "Cold room 1"))
R("q", "c", "en", 0, "who's on my team", UL, team(3, "Safety & Compliance"))
R("q", "c", "es", 0, "¿qué incidentes hubo el mes pasado?", "n:incident_history")
R("q", "c", "en", 1, "where's the lyon site, street adress?", SD, site(1, "Lyon plant"))
R("q", "c", "en", 0, "which reports are sent to me by email", "n:scheduled_reports")
R("q", "c", "it", 0, "quali sensori sono offline a Rotterdam?", DL, site(3, "Rotterdam terminal"))

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den): carol (viewer), bob (operator)
# ---------------------------------------------------------------------------------------
R("den", "c", "en", 0, "i need to see what we pay each month for the console", "n:organization_billing")
R("den", "c", "en", 0, "download last month's invoice as a pdf", ID, inv(6, "1 month(s)"))
R("den", "c", "en", 0, "compare the subscription tiers side by side", "n:subscription_plans")
R("den", "c", "en", 0, "where do I set the brand colours of the console", "n:branding_settings")
R("den", "c", "en", 0, "show me the audit trail for this week", "n:audit_log")
R("den", "c", "en", 0, "how long is sensor history kept before it's deleted", "n:data_retention_settings")
R("den", "c", "en", 0, "where's the okta single sign-on setup", "n:sso_settings")
R("den", "c", "en", 0, "connect pagerduty for me", "n:integrations")
R("den", "c", "en", 0, "where do I add a webhook endpoint", "n:webhooks")
R("den", "c", "en", 0, "api call volume this month", "n:api_usage")
R("den", "c", "en", 0, "edit tom becker's details", "n:edit_user_details", usr(4, "Tom Becker"))
R("den", "c", "en", 0, "i'd like to invite a new colleague to the console", "n:invite_user")
R("den", "c", "en", 0, "what can each role do in here", "n:roles_permissions")
R("den", "c", "en", 0, "change what viewers are allowed to see", "n:edit_role")
R("den", "c", "en", 0, "who still hasn't accepted their invitation email", "n:pending_invitations")
R("den", "c", "en", 0, "where do i decommission a broken detector", "n:decommission_device")
R("den", "c", "en", 0, "onboard a new gas detector", "n:onboard_device")
R("den", "c", "en", 0, "upload a csv with a batch of devices", "n:bulk_device_import")
R("den", "c", "en", 0, "configure the reporting interval for GS-1005", "n:device_configuration", dev(5, "GS-1005"))
R("den", "c", "en", 0, "roll out the new firmware to the portables", "n:firmware_updates")
R("den", "c", "en", 0, "register a new camera model in the catalog", "n:register_product")
R("den", "c", "en", 0, "i need to create a site for the new warehouse", "n:create_site")
R("den", "c", "en", 0, "set up a new alarm rule", "n:create_alert_rule")
R("den", "c", "en", 0, "open a ticket for the flare camera", "n:create_work_order")
R("den", "c", "en", 0, "build my own report with custom columns", "n:custom_report_builder")
R("den", "c", "en", 0, "export last month's readings as csv", "n:data_export")
R("den", "c", "en", 0, "where are the company settings like timezone and logo", "n:manage_organization")
R("den", "c", "fr", 0, "je veux voir les factures", "n:organization_billing")
R("den", "c", "de", 0, "neuen Arbeitsauftrag anlegen", "n:create_work_order")
R("den", "c", "es", 0, "exportar los datos de los sensores", "n:data_export")
R("den", "c", "it", 0, "configurare il GS-1016", "n:device_configuration", dev(16, "GS-1016"))
R("den", "c", "en", 1, "show me the adit log", "n:audit_log")
R("den", "c", "en", 1, "i want to invte a contractor", "n:invite_user")
R("den", "c", "en", 0, "edit lukas meyer's role", "n:edit_user_details", usr(8, "Lukas Meyer"))
R("den", "c", "en", 0, "the invoice for 5,189", ID, inv(5, "5189.00"))
R("den", "c", "nl", 0, "abonnementen vergelijken", "n:subscription_plans")
R("den", "c", "pt", 0, "ver o uso da API", "n:api_usage")
R("den", "c", "en", 1, "calibraton settings for the tank pit detector, i want to change the set points", "n:device_configuration", dev(19, "Tank pit 4"))

R("den", "b", "en", 0, "show me our invoices", "n:organization_billing")
R("den", "b", "en", 0, "the open invoice for 5237", ID, inv(6, "5237.00"))
R("den", "b", "en", 0, "upgrade our plan", "n:subscription_plans")
R("den", "b", "en", 0, "change the email templates", "n:branding_settings")
R("den", "b", "en", 0, "who changed the config of GS-1017 last", "n:audit_log")
R("den", "b", "en", 0, "data retention settings", "n:data_retention_settings")
R("den", "b", "en", 0, "sso config", "n:sso_settings")
R("den", "b", "en", 0, "is the teams integration still working", "n:integrations")
R("den", "b", "en", 0, "did the webhook for offline devices fire", "n:webhooks")
R("den", "b", "en", 0, "api usage by token", "n:api_usage")
R("den", "b", "en", 0, "edit priya's user details", "n:edit_user_details", usr(6, "Priya Raman"))
R("den", "b", "en", 0, "add a new user", "n:invite_user")
R("den", "b", "en", 0, "role permission matrix", "n:roles_permissions")
R("den", "b", "en", 0, "edit the operator role", "n:edit_role")
R("den", "b", "en", 0, "resend emma's invitation", "n:pending_invitations")
R("den", "b", "en", 0, "decommission screen for the loading dock detector", "n:decommission_device", dev(4, "Loading dock"))
R("den", "b", "en", 0, "organization settings page", "n:manage_organization")
R("den", "b", "de", 0, "Rechnungen anzeigen", "n:organization_billing")
R("den", "b", "fr", 0, "je veux retirer le GS-1011 du service, ça se fait où ?", "n:decommission_device", dev(11, "GS-1011"))
R("den", "b", "es", 0, "el registro de auditoría", "n:audit_log")
R("den", "b", "en", 1, "pendng invitations", "n:pending_invitations")
R("den", "b", "en", 1, "subscripton plans", "n:subscription_plans")
R("den", "b", "it", 0, "impostazioni dell'organizzazione", "n:manage_organization")
R("den", "b", "nl", 0, "gebruiker uitnodigen", "n:invite_user")
R("den", "b", "en", 0, "where can i deactivate tom okafor", "n:edit_user_details", usr(5, "Tom Okafor"))
R("den", "b", "en", 0, "invoice from 2 months back", ID, inv(5, "2 month(s)"))
R("den", "b", "en", 0, "i need to change hiroshi's department", "n:edit_user_details", usr(7, "Hiroshi Tanaka"))
R("den", "b", "en", 0, "where do we block logins that skip sso", "n:sso_settings")

# ---------------------------------------------------------------------------------------
# unclear: vague, out of scope, small talk, gibberish (unc)
# ---------------------------------------------------------------------------------------
for _lang, _typo, _q in (
    ("en", 0, "is it going to rain in lyon tomorrow"),
    ("en", 0, "book a taxi to the houston refinery for 8am"),
    ("en", 0, "what's 15% of 5237"),
    ("en", 0, "tell me something funny about gas detectors"),
    ("en", 0, "can you order lunch for the maintenance crew"),
    ("en", 0, "how many vacation days do I have left"),
    ("en", 0, "write a poem about transformers"),
    ("en", 0, "what's the capital of the netherlands"),
    ("en", 0, "my laptop won't turn on"),
    ("en", 0, "hmm"),
    ("en", 0, "thing"),
    ("en", 0, "do it again"),
    ("en", 0, "stuff from yesterday"),
    ("en", 0, "asdfgh qwerty"),
    ("en", 0, "the usual please"),
    ("en", 0, "can you help me with something"),
    ("en", 0, "what time is it in tokyo"),
    ("en", 0, "translate 'sensor' into japanese"),
    ("en", 0, "who won the football last night"),
    ("en", 0, "remind me to call my mom at 5"),
    ("en", 0, "where's the nearest pharmacy to the rotterdam terminal"),
    ("en", 0, "is tom becker single"),
    ("en", 0, "how do i make a pivot table in excel"),
    ("en", 0, "what's honeywell's share price"),
    ("en", 0, "send flowers to priya for her birthday"),
    ("en", 0, "the printer on floor 3 is jammed again"),
    ("en", 0, "can i expense a hotel in denver"),
    ("en", 0, "how do you boil an egg"),
    ("en", 0, "ok thanks"),
    ("en", 0, "good morning!"),
    ("en", 0, "that one"),
    ("en", 0, "change it"),
    ("en", 0, "no not that"),
    ("en", 0, "more"),
    ("de", 0, "wie wird das Wetter am Wochenende?"),
    ("fr", 0, "réserve-moi une table pour ce soir"),
    ("es", 0, "cuéntame un chiste"),
    ("it", 0, "che ore sono a New York?"),
    ("nl", 0, "hoeveel vakantiedagen heb ik nog?"),
    ("pt", 0, "qual é a previsão do tempo para Houston?"),
    ("en", 1, "reminde me tomorow about the dentist"),
    ("en", 0, "the wifi in the lyon office is slow"),
    ("en", 0, "is the cafeteria open on saturday"),
    ("en", 0, "how do I get reimbursed for safety boots"),
    ("en", 0, "recommend a good podcast"),
    ("en", 0, "order new business cards for me"),
    ("en", 0, "who invented the thermometer"),
):
    R("unc", "a", _lang, _typo, _q, "u")
for _user, _lang, _typo, _q in (
    ("d", "en", 0, "what's the weather doing in leeds"),
    ("d", "en", 0, "book a flight to denver for next tuesday"),
    ("d", "en", 0, "siemens stock price"),
    ("d", "en", 0, "hello there"),
    ("d", "en", 0, "whatever"),
    ("d", "en", 1, "meh nvm"),
    ("b", "en", 0, "i'm bored"),
    ("b", "en", 0, "what's for lunch in the houston canteen"),
    ("b", "en", 0, "pay my parking ticket"),
    ("b", "en", 1, "gimme teh thing"),
    ("c", "en", 0, "how do i file my timesheet"),
    ("c", "en", 0, "sing me a song"),
    ("c", "en", 0, "eh?"),
    ("c", "fr", 0, "c'est quoi le mot de passe du wifi invité ?"),
):
    R("unc", _user, _lang, _typo, _q, "u")

# ---------------------------------------------------------------------------------------
# plain navigation to screens without records (nav)
# ---------------------------------------------------------------------------------------
for _user, _lang, _typo, _q, _screen in (
    ("a", "en", 0, "back to the home overview with the kpi tiles", "main_dashboard"),
    ("a", "en", 0, "open my notification inbox", "notifications"),
    ("a", "en", 0, "i want to search across everything in the console", "global_search"),
    ("a", "en", 0, "where are the docs and how-to guides", "help_center"),
    ("a", "en", 0, "show the console's changelog", "release_notes"),
    ("a", "en", 0, "my own profile page", "profile"),
    ("a", "en", 0, "i want to edit my display name", "edit_profile"),
    ("a", "en", 0, "reset my login password", "change_password"),
    ("a", "en", 0, "where do I pick which alarms email me", "notification_preferences"),
    ("a", "en", 0, "my personal access keys for scripts", "api_tokens"),
    ("a", "en", 0, "set up an authenticator app on my login", "two_factor_setup"),
    ("a", "en", 0, "where am I logged in right now", "active_sessions"),
    ("a", "en", 0, "company-wide settings page", "manage_organization"),
    ("a", "en", 0, "the payment method we have on file", "organization_billing"),
    ("a", "en", 0, "plan comparison page", "subscription_plans"),
    ("a", "en", 0, "white label settings", "branding_settings"),
    ("a", "en", 0, "open up the audit trail", "audit_log"),
    ("a", "en", 0, "retention policy page", "data_retention_settings"),
    ("a", "en", 0, "single sign-on configuration", "sso_settings"),
    ("a", "en", 0, "the slack and teams connections", "integrations"),
    ("a", "en", 0, "outgoing webhooks page", "webhooks"),
    ("a", "en", 0, "rest api call charts", "api_usage"),
    ("a", "en", 0, "the people directory", "user_list"),
    ("a", "en", 0, "send an invite to a new hire", "invite_user"),
    ("a", "en", 0, "roles & permissions overview", "roles_permissions"),
    ("a", "en", 0, "edit what a role is allowed to do", "edit_role"),
    ("a", "en", 0, "list all teams", "teams"),
    ("a", "en", 0, "outstanding invitations", "pending_invitations"),
    ("a", "en", 0, "full device inventory", "device_list"),
    ("a", "en", 0, "start the onboarding wizard for a new sensor", "onboard_device"),
    ("a", "en", 0, "bulk import devices from a spreadsheet", "bulk_device_import"),
    ("a", "en", 0, "ota campaigns", "firmware_updates"),
    ("a", "en", 0, "open device groups", "device_groups"),
    ("a", "en", 0, "the fleet map with the coloured pins", "device_map"),
    ("a", "en", 0, "product catalog please", "product_catalog"),
    ("a", "en", 0, "add a new device model to the catalog", "register_product"),
    ("a", "en", 0, "list of vendors", "manufacturers"),
    ("a", "en", 0, "product categories page", "product_categories"),
    ("a", "en", 0, "all our plants and facilities", "site_list"),
    ("a", "en", 0, "blank form for a new site", "create_site"),
    ("a", "en", 0, "alarm list, newest first", "alerts_inbox"),
    ("a", "en", 0, "existing alert rules", "alert_rules"),
    ("a", "en", 0, "make a new alert rule", "create_alert_rule"),
    ("a", "en", 0, "past incidents and their root causes", "incident_history"),
    ("a", "en", 0, "the on-call rota", "on_call_schedule"),
    ("a", "en", 0, "escalation policy settings", "escalation_policies"),
    ("a", "en", 0, "preventive maintenance calendar", "maintenance_schedule"),
    ("a", "en", 0, "ticket list", "work_orders"),
    ("a", "en", 0, "new maintenance ticket", "create_work_order"),
    ("a", "en", 0, "spare parts stock levels", "spare_parts_inventory"),
    ("a", "en", 0, "report library", "reports"),
    ("a", "en", 0, "report builder", "custom_report_builder"),
    ("a", "en", 0, "emailed report schedules", "scheduled_reports"),
    ("a", "en", 0, "energy consumption charts", "energy_usage_analytics"),
    ("a", "en", 0, "compliance reports for the regulator", "compliance_reports"),
    ("a", "en", 0, "bulk data download", "data_export"),
    ("a", "de", 0, "Benachrichtigungen öffnen", "notifications"),
    ("a", "fr", 0, "ouvre la carte des appareils", "device_map"),
    ("a", "es", 0, "llévame al centro de ayuda", "help_center"),
    ("a", "it", 0, "mostrami il calendario della manutenzione", "maintenance_schedule"),
    ("a", "nl", 0, "open de lijst met locaties", "site_list"),
    ("a", "pt", 0, "quero ver os relatórios agendados", "scheduled_reports"),
    ("a", "en", 1, "notifcation settings", "notification_preferences"),
    ("a", "en", 1, "hlep center", "help_center"),
    ("a", "en", 1, "maintenence calendar", "maintenance_schedule"),
    ("a", "en", 1, "the escalaton policies", "escalation_policies"),
    ("d", "en", 0, "globex home dashboard", "main_dashboard"),
    ("d", "en", 0, "the list of our sites", "site_list"),
    ("d", "en", 0, "integrations page", "integrations"),
    ("d", "en", 0, "incident history", "incident_history"),
    ("d", "fr", 0, "la liste des fabricants", "manufacturers"),
    ("d", "en", 1, "sytem status", "system_status"),
    ("b", "en", 0, "my notifications", "notifications"),
    ("b", "en", 0, "create work order form", "create_work_order"),
    ("b", "en", 0, "firmware updates page", "firmware_updates"),
    ("b", "de", 0, "Datenexport öffnen", "data_export"),
    ("c", "en", 0, "the main dashboard", "main_dashboard"),
    ("c", "en", 0, "help articles", "help_center"),
    ("c", "en", 0, "energy charts", "energy_usage_analytics"),
    ("c", "en", 0, "device map", "device_map"),
    ("c", "es", 0, "la biblioteca de informes", "reports"),
):
    R("nav", _user, _lang, _typo, _q, "n:" + _screen)

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values: navigation to their screen (chg)
# ---------------------------------------------------------------------------------------
R("chg", "a", "en", 0, "turn off sms for warning alarms, email is enough for me", "n:notification_preferences")
R("chg", "a", "en", 0, "revoke my token called ci-runner", "n:api_tokens")
R("chg", "a", "en", 0, "log me out of the ipad session in houston", "n:active_sessions")
R("chg", "a", "en", 0, "switch the org timezone to Europe/Paris", "n:manage_organization")
R("chg", "a", "en", 0, "use dd/mm/yyyy dates for the whole company", "n:manage_organization")
R("chg", "a", "en", 0, "swap the card on file for the new amex ending 4421", "n:organization_billing")
R("chg", "a", "en", 0, "move us up to the enterprise plan", "n:subscription_plans")
R("chg", "a", "en", 0, "make the login page background dark blue", "n:branding_settings")
R("chg", "a", "en", 0, "keep raw telemetry for 18 months", "n:data_retention_settings")
R("chg", "a", "en", 0, "enforce sso for every user from monday", "n:sso_settings")
R("chg", "a", "en", 0, "send critical alarms to the #ops-alerts slack channel", "n:integrations")
R("chg", "a", "en", 0, "rotate the signing secret on our webhook", "n:webhooks")
R("chg", "a", "en", 0, "let viewers export data too", "n:edit_role")
R("chg", "a", "en", 0, "resend the invite to sofia marchetti", "n:pending_invitations")
R("chg", "a", "en", 0, "cancel emma laurent's invitation", "n:pending_invitations")
R("chg", "a", "en", 0, "add tom okafor to the maintenance team", TD, team(2, "Maintenance"))
R("chg", "a", "en", 0, "take lukas off the maintenance team", TD, team(2, "Maintenance"))
R("chg", "a", "en", 0, "put GS-1015 and GS-1016 into a group called jetties", "n:device_groups")
R("chg", "a", "en", 0, "push firmware 2.9.3 to GS-1014", "n:firmware_updates")
R("chg", "a", "en", 0, "switch the bearing overheating rule back on", "n:alert_rules")
R("chg", "a", "en", 0, "turn off the low battery rule for portables", "n:alert_rules")
R("chg", "a", "en", 0, "add a category called flow meters", "n:product_categories")
R("chg", "a", "en", 0, "email the uptime report to carol every friday", "n:scheduled_reports")
R("chg", "a", "en", 0, "mark the rescue team bump test job as done", WD, wo(3, "Bump test rescue team"))
R("chg", "a", "en", 0, "hand the flare camera ticket over to bob", WD, wo(4, "Restore video on flare stack camera"))
R("chg", "a", "en", 0, "comment on the tank farm CO alarm: crew on the way", AD, alert(1, "CO at 42 ppm"))
R("chg", "a", "en", 0, "resolve the h2s alarm on the crude unit", AD, alert(2, "H2S at 12.4 ppm"))
R("chg", "a", "en", 0, "set my job title to operations manager", "n:edit_profile")
R("chg", "a", "en", 0, "page hiroshi when a critical alarm sits unacked for 15 minutes", "n:escalation_policies")
R("chg", "a", "en", 0, "put priya on call saturday night", "n:on_call_schedule")
R("chg", "a", "en", 0, "switch my language to french", "n:edit_profile")
R("chg", "a", "en", 0, "mute notifications between 10pm and 6am", "n:notification_preferences")
R("chg", "a", "en", 0, "reorder sensor cells when we drop below 5", "n:spare_parts_inventory")
R("chg", "a", "en", 0, "change my password to Winter2025!", "n:change_password")
R("chg", "a", "de", 0, "Telemetrie zwei Jahre lang aufbewahren", "n:data_retention_settings")
R("chg", "a", "fr", 0, "ajoute Priya à l'équipe maintenance", TD, team(2, "Maintenance"))
R("chg", "a", "es", 0, "cambia la zona horaria de la organización a UTC", "n:manage_organization")
R("chg", "a", "it", 0, "disattiva le notifiche via SMS", "n:notification_preferences")
R("chg", "a", "nl", 0, "zet het ticket van de fakkelcamera op afgerond", WD, wo(4, "Restore video on flare stack camera"))
R("chg", "a", "en", 1, "enabel 2fa on my acount", "n:two_factor_setup")
R("chg", "a", "en", 1, "chnage the brand colour to green", "n:branding_settings")
R("chg", "d", "en", 0, "keep alert history 3 years", "n:data_retention_settings")
R("chg", "d", "en", 0, "add maya patel to security operations", TD, team(6, "Security Operations"))
R("chg", "d", "en", 0, "close the T2 camera realignment ticket, it's fixed", WD, wo(9, "Re-align thermal camera"))
R("chg", "d", "en", 0, "connect opsgenie for critical alarms", "n:integrations")
R("chg", "d", "en", 0, "switch globex to annual billing on the pro plan", "n:subscription_plans")
R("chg", "d", "en", 0, "put the three GIS bay detectors in a group called switchgear", "n:device_groups")
R("chg", "d", "es", 0, "renueva la invitación de Jamal Wright", "n:pending_invitations")
R("chg", "b", "en", 0, "assign the tank farm CO job to tom becker", WD, wo(2, "Investigate CO reading"))
R("chg", "b", "en", 0, "push 2.4.1 to the rotterdam gateway", "n:firmware_updates")
R("chg", "b", "en", 0, "turn off push notifications on my phone", "n:notification_preferences")
R("chg", "b", "en", 0, "delete my api token named laptop", "n:api_tokens")
R("chg", "c", "en", 0, "log out my other browser sessions", "n:active_sessions")
R("chg", "c", "en", 0, "change my avatar to the new photo", "n:edit_profile")
R("chg", "c", "en", 0, "switch on two factor with my yubikey", "n:two_factor_setup")

# ---------------------------------------------------------------------------------------
# execution: changes with all their values, by users whose role may make them (exec)
# ---------------------------------------------------------------------------------------
for _user, _lang, _typo, _q, _tool in (
    ("a", "en", 0, "register the Dräger Pac 8000 as a gas sensor product", "register_product"),
    ("a", "en", 0, "add product Axis Q1656 box camera, manufacturer Axis Communications, category Cameras", "register_product"),
    ("a", "en", 0, "change the description of the WISE-6610 to 'LoRaWAN gateway, LTE and ethernet'", "update_product"),
    ("a", "en", 0, "rename the product BW Ultra to BW Ultra 2", "update_product"),
    ("a", "en", 0, "onboard serial GS-1021 as an X-am 5600 at the Lyon plant", "onboard_device"),
    ("a", "en", 0, "add a new thermometer TH-2005, SmartLine STT850, houston refinery, name it Crude tank 7", "onboard_device"),
    ("a", "en", 0, "rename GS-1006 to Lab fume hood 2", "update_device"),
    ("a", "en", 0, "move TH-2004 over to the houston refinery", "update_device"),
    ("a", "en", 0, "put GS-1004 into maintenance", "update_device"),
    ("a", "en", 0, "GS-1012 should sample every 5 seconds", "update_device"),
    ("a", "en", 0, "decommission GS-1004, it's been dead for weeks", "decommission_device"),
    ("a", "en", 0, "retire the main gate camera CAM-3001", "decommission_device"),
    ("a", "en", 0, "invite marc dubois, marc.dubois@acme.example, as a viewer", "invite_user"),
    ("a", "en", 0, "send an invite to j.ortiz@acme.example as operator on the maintenance team", "invite_user"),
    ("a", "en", 0, "change tom becker's department to Process Engineering", "update_user"),
    ("a", "en", 0, "make priya raman an admin", "update_user"),
    ("a", "en", 0, "update hiroshi's phone to +33 4 72 10 20 99", "update_user"),
    ("a", "en", 0, "deactivate tom okafor's account", "deactivate_user"),
    ("a", "en", 0, "lock out hiroshi tanaka, today is his last day", "deactivate_user"),
    ("a", "en", 0, "create a site called Antwerp depot at Haven 1227, Antwerp, timezone Europe/Brussels", "create_site"),
    ("a", "en", 0, "new site: Marseille warehouse, 12 quai de la Joliette, Europe/Paris", "create_site"),
    ("a", "en", 0, "alarm when CO on the X-am 5600 goes above 50 ppm, critical", "create_alert_rule"),
    ("a", "en", 0, "create a warning rule for temperature over 80 °C on the SmartLine STT850", "create_alert_rule"),
    ("a", "en", 0, "acknowledge the CO alarm on GS-1009", "acknowledge_alert"),
    ("a", "en", 0, "ack the battery warning on the rescue team portable", "acknowledge_alert"),
    ("a", "en", 0, "create a high priority work order to replace the battery of GS-1014, due friday, assign to priya", "create_work_order"),
    ("a", "en", 0, "raise a job to clean the lens of CAM-3003, low priority, due end of month", "create_work_order"),
    ("a", "en", 0, "GW-4003 should report every two minutes from now on", "update_device"),
    ("a", "en", 0, "emma laurent's email should be emma.l@acme.example", "update_user"),
    ("a", "en", 0, "onboard the new BW Ultra with serial GS-1022 for the houston rescue team", "onboard_device"),
    ("a", "de", 0, "setze GS-1018 auf Wartung", "update_device"),
    ("a", "fr", 0, "acquitte l'alarme H2S du GS-1008", "acknowledge_alert"),
    ("a", "es", 0, "crea una orden de trabajo para calibrar el GS-1019, prioridad media, para el lunes", "create_work_order"),
    ("a", "it", 0, "disattiva l'account di Carol Viewer", "deactivate_user"),
    ("a", "nl", 0, "nodig pieter@acme.example uit als viewer", "invite_user"),
    ("a", "pt", 0, "muda o nome do GS-1010 para Tanque sul 2", "update_device"),
    ("a", "en", 1, "decomission TH-2003 its broken", "decommission_device"),
    ("a", "en", 1, "aknowledge the loading dock alert", "acknowledge_alert"),
    ("a", "en", 1, "creat a site Hamburg port, Am Sandtorkai 1, Europe/Berlin", "create_site"),
    ("a", "en", 1, "chnage priya's phone to +1 713 555 0199", "update_user"),
    ("d", "en", 0, "register the Siemens GasGuard NH3 as a gas sensor", "register_product"),
    ("d", "en", 0, "update the TRB245 description to 'compact LTE gateway, Modbus and MQTT'", "update_product"),
    ("d", "en", 0, "onboard GX-5013 as a GasGuard Cl2 in the leeds wet well", "onboard_device"),
    ("d", "en", 0, "move GXT-6003 to the leeds pumping station", "update_device"),
    ("d", "en", 0, "put GXC-7004 back to active", "update_device"),
    ("d", "en", 0, "rename GXW-8002 to Springfield backup router", "update_device"),
    ("d", "en", 0, "decommission the leeds outfall router GXW-8004", "decommission_device"),
    ("d", "en", 0, "invite sam.ng@globex.example as an operator in field service", "invite_user"),
    ("d", "en", 0, "make erin walsh an admin", "update_user"),
    ("d", "en", 0, "change frank castillo's department to Grid Operations", "update_user"),
    ("d", "en", 0, "deactivate leo fischer", "deactivate_user"),
    ("d", "en", 0, "create a site Peoria reservoir, 1 Reservoir Rd, Peoria IL, America/Chicago", "create_site"),
    ("d", "en", 0, "rule: SF6 above 1200 ppm on LeakSense SF6 is critical", "create_alert_rule"),
    ("d", "en", 0, "ack the relay cabinet r3 temperature alarm", "acknowledge_alert"),
    ("d", "en", 0, "acknowledge the SF6 warning on bay 2", "acknowledge_alert"),
    ("d", "en", 0, "work order: replace TempLink battery in R1, low, due in two weeks, unassigned", "create_work_order"),
    ("d", "en", 0, "new urgent ticket for hector: check chlorine dosing pump skid GX-5004 today", "create_work_order"),
    ("d", "de", 0, "GX-5011 in Wartung setzen", "update_device"),
    ("d", "fr", 0, "invite nora.blanc@globex.example comme lectrice", "invite_user"),
    ("d", "es", 0, "reconoce la alarma del router de Leeds", "acknowledge_alert"),
    ("d", "en", 1, "decommision GXC-7002", "decommission_device"),
    ("d", "en", 1, "set grace lius phone to +1 217 555 0136", "update_user"),
    ("d", "en", 0, "rename the product TempLink T100 to TempLink T110", "update_product"),
    ("d", "en", 0, "add Axis as a manufacturer and register the Axis M3106 camera under Cameras", "register_product"),
    ("d", "en", 0, "onboard a Sitrans TH320 serial GXT-6008 at denver substation named Transformer oil T1", "onboard_device"),
    ("b", "en", 0, "ack the CO alarm at tank farm north, i'm on it", "acknowledge_alert"),
    ("b", "en", 0, "onboard GS-1023, X-am 5600, rotterdam terminal, name Jetty 4", "onboard_device"),
    ("b", "en", 0, "change GS-1016's name to Jetty 2 west", "update_device"),
    ("b", "en", 0, "TH-2002 should sample every 10 s", "update_device"),
    ("b", "en", 0, "create a work order to swap the filter on GS-1005, medium priority, due next wednesday", "create_work_order"),
    ("b", "en", 0, "register product MSA Altair 4XR, manufacturer MSA, category Gas sensors", "register_product"),
    ("b", "en", 0, "update the P3265-LVE description: outdoor dome camera, 1080p, IR, IP66", "update_product"),
    ("b", "en", 0, "new site Dunkirk storage, 5 route du Port, Dunkerque, Europe/Paris", "create_site"),
    ("b", "en", 0, "create a critical rule for H2S above 15 ppm on the BW Ultra", "create_alert_rule"),
    ("b", "fr", 0, "acquitter l'alerte batterie du GS-1014", "acknowledge_alert"),
    ("b", "de", 0, "Arbeitsauftrag: Kalibrierung GS-1002, hohe Priorität, bis Freitag", "create_work_order"),
    ("b", "en", 1, "movve GS-1007 to houston refinery", "update_device"),
    ("b", "es", 0, "cambia el nombre del GW-4001 a Pasarela Lyon norte", "update_device"),
    ("b", "en", 0, "add a temperature warning at 70 °C for the WISE-2410", "create_alert_rule"),
    ("b", "en", 0, "register the Advantech WISE-4060 under Gateways", "register_product"),
):
    R("exec", _user, _lang, _typo, _q, "x:" + _tool)

# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (or (wording, record))
REWORDED: dict[str, object] = {
    # rec
    "dave@globex.example": "pull up the account for dave@globex.example, that's me",
    "last month's invoice": "open the invoice we got billed last month",
    "the x-am 5600 product sheet": "specs for the x-am 5600 monitor model",
    "the T2 thermal cam that's under maintenance": "thermal camera on T2, the one flagged for maintenance",
    "tom.becker@acme.example": "who is tom.becker@acme.example? open his record",
    "erin walsh's user page": "look up erin walsh in our user directory",
    "la ficha de Hiroshi Tanaka": "abre la ficha del usuario Hiroshi Tanaka, el de informática",
    "priya ramans acount": "open priya ramans user acount pls",
    "erin walsh": "erin walsh from field service, her user page",
    "the team i'm on": "open the team I'm a member of at globex",
    "sf6 leak detector model": "the product page for our SF6 leak detectors",
    "denver substation site": "show me the denver substation, i think it's one of ours",
    "el termómetro del cojinete de la bomba P-101": "abre el sensor de temperatura que vigila el cojinete de la P-101",
    "bob@acme.example": "look up the user bob@acme.example",
    "alice@acme.example": "whose account is alice@acme.example, open it",
    "apri la scheda del gateway di Houston": "fammi vedere il gateway LoRaWAN della raffineria di Houston",
    "our UK pumping station": "open our pumping station over in england",
    "carol@acme.example": "details for carol@acme.example please",
    "our IT admin's account": "the admin who works in IT, open his user page",
    "the swedish camera maker": "the vendor from sweden that makes our cameras",
    "la fiche du terminal de Rotterdam": "ouvre la page du site portuaire de Rotterdam",
    "erin's ticket": "whichever work order erin has",
    "frank from substations": "frank, the substations operator",
    "grace lius profile": "open grace lius user pgae",
    "the CO alarm at tank farm north": "that 42 ppm carbon monoxide alarm up at the north tanks",
    "relay cabinet r1 thermometer": "the thermometer inside relay cabinet R1 at denver",
    "tom okafor's page": "open tom okafor from health and safety",
    "draeger": "draeger as a supplier, their page",
    "the substation on brighton blvd": "the site at 4100 brighton boulevard",
    "tom becker's contact page": "how do i reach tom becker, open his user page",
    "tank pit 4 detecter": "the detecter in tank pit four on the terminal",
    "the 1299 invoice": "our invoice for $1,299",
    "GX-5001": "carol here, can you open GX-5001",
    "emma laurant": "emma laurant's acount page",
    "the TRB245 at springfield": "springfield's backup router, the trb245 one",
    "das Profil von Irene Kowalski": "zeig mir Irene Kowalski aus der IT",
    "hypoclorite tank detector": "the hypoclorite tank gas detecter at leeds",
    "the 5124 invoices": "the invoice for 5 124 euros",
    "priya raman's page": "is there a priya raman in our org? open her",
    "the gateway upgrade job i finished": "that firmware job on GW-4002 i closed out",
    "tom's page": "pull up tom from acme",
    "GX-5007": "bob here: open the sensor GX-5007",
    "my team's page": "open the team i work in",
    # q
    "who deleted a device yesterday": "find out who removed a device from the fleet yesterday",
    "did GS-1015 pass its last bump test": "has the jetty 1 detector GS-1015 passed its latest bump test?",
    "how many sensors do we have at the denver substation": "count of sensors installed at denver substation?",
    "which invitations are about to expire": "any invites that will expire soon?",
    "members of control room?": "who belongs to the control room team these days",
    "what's tom okafor's phone number": "tom okafor, what's his mobile number?",
    "tickets assigned to leo": "what's on leo fischer's work queue",
    "what's new in the latest release": "anything new in the console since the last update?",
    "what's the temperature in cold room 1": "is cold room 1 cold enough right now?",
    "which detectors failed their bump test": "did any of our gas detectors fail bump testing this quarter?",
    "sf6 levle in gis bay 2": "whats the sf6 levle in bay 2 right now",
    "how many TempLink thermometers are installed": "how many TempLink T100s do we have in the field?",
    "when was GX-5001 last calibrated": "last calibration date of the chlorine store detector?",
    "who's on my team": "who are my teammates in safety & compliance",
    "anything offline at the lyon plant today?": "lyon plant: any devices not reporting this morning?",
    "who leads grid operations": "who's the team lead for grid ops",
    "which tickts are assigned to bob": "what tickts does bob operator have open",
    "do we have spare batteries for the bw ultras": "are there any bw ultra battery packs left on the shelf",
    "what happens when nobody acks a critical alarm": "if a critical alarm goes unanswered, who gets paged next?",
    "what firmware is the leeds outfall router on": "which firmware version does GXW-8004 run",
    "what's advantech's website": "where's the advantech support contact",
    "what's the chlorine level in the chlorination room": "chlorine ppm in the chlorination room at the moment?",
    "what's GS-1009 reading right now": "what ppm is GS-1009 showing",
    "who else is on the maintenance team": "list my colleagues in maintenance",
    "any critical alarms right now": "is anything critical alarming at the moment?",
    "do we have spare sensor cells in stock": "how many replacement sensor cells are left in stock",
    "how many critcal alarms are open": "critcal alarms still open, how many?",
    "qui fait partie de l'équipe maintenance ?": "qui sont les membres de l'équipe de maintenance chez Acme ?",
    "is the plattform down": "is the whole plattform down or just me?",
    "whats the tempature in the cold room": "whats the tempature reading in lyon's cold room",
    # den
    "Rechnungen anzeigen": "wo sehe ich unsere offenen Rechnungen?",
    "subscripton plans": "which subscripton plan are we on and what does the next one cost",
    "edit tom becker's details": "i need to fix a typo in tom becker's user details",
    "abonnementen vergelijken": "welke abonnementen zijn er en wat kosten ze?",
    "set up a new alarm rule": "i'd like to create an alarm for when the cold room gets warm",
    "upgrade our plan": "can we upgrade to a bigger plan, where do i do that",
    "pendng invitations": "which invitations are still pendng?",
    "build my own report with custom columns": "i want to make a report with my own columns and a chart",
    "je veux voir les factures": "où sont les factures de l'abonnement ?",
    "show me the adit log": "who changed GS-1016 yesterday, check the adit log",
    "upload a csv with a batch of devices": "import 40 new sensors from my spreadsheet",
    "where do i decommission a broken detector": "the loading dock sensor is broken, how do i take it out of service?",
    "decommission screen for the loading dock detector": "open the retire form for GS-1004",
    "el registro de auditoría": "¿quién borró la regla de alarma? mira el registro de auditoría",
    "edit the operator role": "add delete rights to the operator role",
    "export last month's readings as csv": "download all the jetty readings from may as a csv file",
    "data retention settings": "how many days of audit logs do we keep?",
    "exportar los datos de los sensores": "quiero descargar las lecturas de todos los sensores en CSV",
    "impostazioni dell'organizzazione": "dove cambio il fuso orario dell'azienda?",
    "onboard a new gas detector": "we got a new X-am in the post, how do I add it",
    "i want to invte a contractor": "can i invte a contractor to look at the dashboards",
    "resend emma's invitation": "emma laurent never got her invite, send it again",
    "neuen Arbeitsauftrag anlegen": "ich möchte einen Auftrag für die Reparatur am Kühlraum anlegen",
    # unc
    "gimme teh thing": "gimme teh stuff from before",
    "cuéntame un chiste": "cuéntame algo gracioso sobre ingenieros",
    "hoeveel vakantiedagen heb ik nog?": "kun je mijn vrije dagen voor augustus aanvragen?",
    # nav
    "bulk import devices from a spreadsheet": "i have a spreadsheet of new detectors to load in one go",
    "incident history": "globex's closed incidents from last year",
    "the escalaton policies": "open the escalaton rules for unanswered alarms",
    "where am I logged in right now": "list the browsers and phones i'm signed into",
    "add a new device model to the catalog": "i need to put a new sensor model into the product list",
    "sytem status": "is the sytem status page green today",
    "notifcation settings": "open my notifcation settings for alarms",
    "ouvre la carte des appareils": "montre-moi la carte avec tous nos capteurs",
    "help articles": "where can I read how-to articles about the console",
    "white label settings": "our white-label look, where is it configured",
    "llévame al centro de ayuda": "quiero leer la documentación de la consola",
    "integrations page": "show globex's connected apps like slack and pagerduty",
    "open device groups": "where are our named groups of sensors",
    "energy charts": "carol here, i want the kwh charts per site",
    "set up an authenticator app on my login": "i want an authenticator code when i log in",
    "hlep center": "take me to the hlep docs",
    "ota campaigns": "over-the-air update campaigns for our sensors",
    "maintenence calendar": "the maintenence calendar for next month",
    "la liste des fabricants": "montre-moi tous nos fournisseurs de matériel",
    "device map": "i'd like to see all sensors pinned on a map",
    'i want to search across everything in the console': "is there one search box where i can type a serial or a person's name",
    'make a new alert rule': "empty alert rule form, i'll fill in the threshold myself",
    'blank form for a new site': 'open the form to set up a site from scratch',
    # chg
    "enabel 2fa on my acount": "enabel two factor on my acount with the google authenticator app",
    "change my password to Winter2025!": "set my login password to Harbour!2026",
    # exec
    "register the Dräger Pac 8000 as a gas sensor product": "please add the Dräger Pac 8000 single-gas monitor to the catalog under Gas sensors",
    "change the description of the WISE-6610 to 'LoRaWAN gateway, LTE and ethernet'": "WISE-6610 description should read 'LoRaWAN gateway with LTE and Ethernet backhaul'",
    "acknowledge the CO alarm on GS-1009": "i've seen the tank farm north CO alarm, mark it acknowledged",
    "update hiroshi's phone to +33 4 72 10 20 99": "hiroshi has a new desk line, +33 4 72 10 20 99, update his user",
    "acquitte l'alarme H2S du GS-1008": "prends en compte l'alarme H2S de l'unité de brut, je m'en occupe",
    "create a high priority work order to replace the battery of GS-1014, due friday, assign to priya": "open a high priority job for priya to swap the battery pack in GS-1014 by friday",
    "decommission GS-1004, it's been dead for weeks": "GS-1004 at the loading dock is dead for good, decommission it",
    "create a site called Antwerp depot at Haven 1227, Antwerp, timezone Europe/Brussels": "add our Antwerp depot as a site: Haven 1227, 2030 Antwerpen, Europe/Brussels",
    "invite marc dubois, marc.dubois@acme.example, as a viewer": "please invite marc.dubois@acme.example (Marc Dubois) with viewer access",
    "onboard serial GS-1021 as an X-am 5600 at the Lyon plant": "we received GS-1021, an X-am 5600 for the lyon solvent store, onboard it",
    "rename GS-1006 to Lab fume hood 2": "GS-1006 should be called Lab fume hood 2 from now on",
    "change tom becker's department to Process Engineering": "tom becker moved to process engineering, update his department",
    "aknowledge the loading dock alert": "aknowledge the alert about the loading dock sensor going quiet",
    "decommision GXC-7002": "decommision the north fence camera GXC-7002, it's been replaced",
    "deactivate tom okafor's account": "tom okafor left acme on friday, deactivate him",
    "chnage priya's phone to +1 713 555 0199": "chnage priya raman's mobile to +1 713 555 0199",
    "setze GS-1018 auf Wartung": "GS-1018 im Pumpenhaus bitte in den Wartungsmodus setzen",
}
# a rewording that collided again -> its second rewording
REWORDED_TWICE: dict[str, object] = {
    "the hypoclorite tank gas detecter at leeds": "the leeds hypoclorite tank chlorine detecter",
    "find out who removed a device from the fleet yesterday": "someone pulled a detector out of the fleet on tuesday, who was it?",
    "who are my teammates in safety & compliance": "carol here: list everyone in my safety & compliance team",
    "où sont les factures de l'abonnement ?": "je dois consulter les factures des derniers mois",
    "import 40 new sensors from my spreadsheet": "can I load forty detectors at once from an excel file?",
    "emma laurent never got her invite, send it again": "emma laurent says her invitation link expired, resend it",
    "montre-moi la carte avec tous nos capteurs": "où sont nos capteurs géographiquement ? affiche la carte",
    "add our Antwerp depot as a site: Haven 1227, 2030 Antwerpen, Europe/Brussels": "we're opening a depot in Antwerp: create the site at Haven 1227, 2030 Antwerpen, time zone Brussels",
    "tom becker moved to process engineering, update his department": "tom becker is in process engineering now, please change his department accordingly",
}
# colliding, dropped
DROPPED: set[str] = {
    'ack the battery warning on the rescue team portable',
    'ack the relay cabinet r3 temperature alarm',
    'add maya patel to security operations',
    'add tom okafor to the maintenance team',
    'alarm list, newest first',
    'api call volume this month',
    'are any invoices still unpaid',
    'bulk data download',
    'calibration due notice for jetty 3',
    "cancel emma laurent's invitation",
    'change it',
    'change what viewers are allowed to see',
    'create a critical rule for H2S above 15 ppm on the BW Ultra',
    'deactivate leo fischer',
    'do it again',
    'email the uptime report to carol every friday',
    'energy consumption charts',
    'escalation policy settings',
    'field service crew',
    'full device inventory',
    'gateway on firmware 2.4.1',
    'good morning!',
    'hello there',
    'hmm',
    'honeywell vendor page',
    'how do i make a pivot table in excel',
    'how long do we keep raw telemetry',
    'how many API calls did we make this month',
    'how many admins do we have',
    'how many critical alarms are open right now',
    'how many devices are we billed for',
    'how many devices have we got out at rotterdam',
    'how many vacation days do I have left',
    'how much electricity did houston burn last month',
    "i'm bored",
    'is slack hooked up to the console',
    'is the acme platform having an outage',
    'keep raw telemetry for 18 months',
    'let viewers export data too',
    'list of vendors',
    "lukas meyer's user page",
    'make priya raman an admin',
    'more',
    'move GXT-6003 to the leeds pumping station',
    'move TH-2004 over to the houston refinery',
    'move us up to the enterprise plan',
    'mute notifications between 10pm and 6am',
    "my laptop won't turn on",
    'my notifications',
    'my own profile page',
    'no not that',
    'open my notification inbox',
    'organization settings page',
    'our german supplier',
    'outgoing webhooks page',
    'outstanding invitations',
    'page hiroshi when a critical alarm sits unacked for 15 minutes',
    'preventive maintenance calendar',
    "priya's profile",
    'product categories page',
    'push 2.4.1 to the rotterdam gateway',
    'put GS-1015 and GS-1016 into a group called jetties',
    'put GXC-7004 back to active',
    'register the Siemens GasGuard NH3 as a gas sensor',
    'remind me to call my mom at 5',
    'rename GXW-8002 to Springfield backup router',
    'rename the product BW Ultra to BW Ultra 2',
    'report builder',
    'report library',
    'resend the invite to sofia marchetti',
    'revoke my token called ci-runner',
    'roles & permissions overview',
    'rotate the signing secret on our webhook',
    'security operations team',
    'send critical alarms to the #ops-alerts slack channel',
    'send flowers to priya for her birthday',
    'show me our invoices',
    'show me the audit trail for this week',
    'sing me a song',
    'single sign-on configuration',
    'spare parts stock levels',
    'sso config',
    'start the onboarding wizard for a new sensor',
    'switch the bearing overheating rule back on',
    'take lukas off the maintenance team',
    'that one',
    'the 8mp turret camera model',
    'the axis thermal camera model',
    'the houston refinery site',
    'the lorawan gateway product with lte backhaul',
    'the on-call rota',
    'the people directory',
    'the person whose number ends in 0178',
    'the safety and compliance crew',
    'the thermal cam pointed at the houston flare',
    'the usual please',
    'thing',
    'ticket list',
    'ticket to get the flare camera video back',
    "translate 'sensor' into japanese",
    'turn off sms for warning alarms, email is enough for me',
    "update the TRB245 description to 'compact LTE gateway, Modbus and MQTT'",
    'what firmware is GS-1013 running',
    'what maintenance is planned next week',
    'what time is it in tokyo',
    "what's 15% of 5237",
    "what's honeywell's share price",
    "what's the street address of the rotterdam terminal",
    'whatever',
    "when's the next calibration due on the jetty 3 detector",
    "where's the okta single sign-on setup",
    'which department is emma laurent in',
    'which devices are in maintenance mode',
    'which devices sit at the houston refinery?',
    'which of our invoices are still open',
    'which products do we buy from honeywell',
    'which reports get emailed out every monday',
    'which sites is the maintenance team responsible for',
    'who is in the maintenance team',
    'who won the football last night',
    "who's in field service",
}
# not colliding, dropped toward the size and the mix
TRIMMED: set[str] = {
    '96 degree hot spot alarm on the transformer',
    'GS-1004 at the loading dock is dead for good, decommission it',
    'GW-4003 should report every two minutes from now on',
    'Wartungsauftrag für den Sensorkopf am GS-1011',
    'abre a página do Tom Okafor',
    'abre el detector de la sala de calderas de Lyon',
    'abre el sensor de temperatura que vigila el cojinete de la P-101',
    'abre la ficha del usuario Hiroshi Tanaka, el de informática',
    "ack the CO alarm at tank farm north, i'm on it",
    'add a new thermometer TH-2005, SmartLine STT850, houston refinery, name it Crude tank 7',
    'add product Axis Q1656 box camera, manufacturer Axis Communications, category Cameras',
    "ajoute Priya à l'équipe maintenance",
    'alarm on the flare cam that I acked',
    'alert about the outfall router being offline',
    'all our plants and facilities',
    'any invites that will expire soon?',
    'anything alarming at springfield',
    'api usage by token',
    'are any of our webhook endpoints failing',
    'are there any bw ultra battery packs left on the shelf',
    'assign the tank farm CO job to tom becker',
    'back to the home overview with the kpi tiles',
    'bay 3 leak sensor in denver',
    'bi-spectrum thermal camera product',
    "bob operator's user record",
    'book a flight to denver for next tuesday',
    'calibration notice for GS-1020',
    "camera at lyon's main gate",
    'camera on the leeds station gate',
    'cancelled work order for moving the gate camera',
    "carol's account details",
    "change GS-1016's name to Jetty 2 west",
    "change frank castillo's department to Grid Operations",
    'change my avatar to the new photo',
    'chlorine alarm in the chlorination room',
    'chlorine monitor on the dosing pump skid',
    'clearwell vent gas detector',
    'company-wide settings page',
    'compare the subscription tiers side by side',
    'compliance reports for the regulator',
    'configurare il GS-1016',
    'connect pagerduty for me',
    'create a warning rule for temperature over 80 °C on the SmartLine STT850',
    'create a work order to swap the filter on GS-1005, medium priority, due next wednesday',
    'der Alarm wegen Schwefelwasserstoff an der Rohöleinheit',
    'detector for tank pit four',
    'detector in the chlorine store',
    'detector on the rotterdam jetty',
    'die Rechnung über 5.237 €',
    'download all the jetty readings from may as a csv file',
    "edit priya's user details",
    'eh?',
    'el fabricante sueco de las cámaras',
    'emailed report schedules',
    'emma laurent says her invitation link expired, resend it',
    "emma laurent's email should be emma.l@acme.example",
    'erin walsh from field service, her user page',
    'existing alert rules',
    'fammi vedere il gateway LoRaWAN della raffineria di Houston',
    'filter gallery sensor that stopped talking to us',
    'firmware updates page',
    "flare stack gas detector that's in maintenance at the moment",
    'frank, the substations operator',
    "globex's closed incidents from last year",
    'grace liu in finance',
    'grid ops team page',
    'gxt-6002',
    'h2s monitor on the houston crude unit',
    'het product BW Ultra',
    'hiroshi has a new desk line, +33 4 72 10 20 99, update his user',
    'hiroshi tanaka from IT',
    "hiroshi's overdue ticket",
    'honeywel page',
    'how do i reach tom becker, open his user page',
    "how long is sensor history kept before it's deleted",
    'how many days of audit logs do we keep?',
    'how much of our API quota have we used',
    'i need to see what we pay each month for the console',
    'i want an authenticator code when i log in',
    'i want to edit my display name',
    "i'd like to invite a new colleague to the console",
    "i'd like to see all sensors pinned on a map",
    'il ticket di Tom Becker per la testa del sensore',
    'is anything critical alarming at the moment?',
    'is cold room 1 cold enough right now?',
    'is the teams integration still working',
    'je veux retirer le GS-1011 du service, ça se fait où ?',
    'jety 2 detector in rotterdam',
    'kim larsen, the deactivated one',
    'kirkstall road site',
    'la caméra thermique du transformateur T1',
    'la fiche de Priya Raman',
    'la telecamera che inquadra i pontili',
    'le détecteur du parc de stockage nord à Houston',
    'le détecteur du quai 1',
    'leeds router that dropped offline',
    "list the browsers and phones i'm signed into",
    'list the urgent tickets still open',
    'low battery warning for the rescue team portable',
    'lyon plant: any devices not reporting this morning?',
    'make erin walsh an admin',
    'maya patel from compliance',
    'new maintenance ticket',
    'new site Dunkirk storage, 5 route du Port, Dunkerque, Europe/Paris',
    'new site: Marseille warehouse, 12 quai de la Joliette, Europe/Paris',
    'new urgent ticket for hector: check chlorine dosing pump skid GX-5004 today',
    'north tank farm detector, the one that went over 35 ppm',
    'o roteador de Denver',
    'o sensor de temperatura da câmara fria',
    'oldest invoice on record',
    'onboard GX-5013 as a GasGuard Cl2 in the leeds wet well',
    'onboard the new BW Ultra with serial GS-1022 for the houston rescue team',
    'open a ticket for the flare camera',
    'open our pumping station over in england',
    'open the invoice we got billed last month',
    "open the team I'm a member of at globex",
    'open tom okafor from health and safety',
    'our chlorine detector product',
    'our invoice from 6 months ago',
    'our outdoor dome camera model',
    'our person with a 303 area code',
    'over-the-air update campaigns for our sensors',
    'pay my parking ticket',
    'plan comparison page',
    'please add the Dräger Pac 8000 single-gas monitor to the catalog under Gas sensors',
    'product catalog please',
    "pull up the account for dave@globex.example, that's me",
    'put the three GIS bay detectors in a group called switchgear',
    'qual é o endereço da refinaria de Houston?',
    'quali sensori sono offline a Rotterdam?',
    'quarterly relay thermometer check',
    'quel est le niveau de batterie du GS-1014 ?',
    'quem está na equipe de sala de controle?',
    "qui sont les membres de l'équipe de maintenance chez Acme ?",
    'register the Advantech WISE-4060 under Gateways',
    'resolve the h2s alarm on the crude unit',
    'retention policy page',
    'retire the main gate camera CAM-3001',
    'role permission matrix',
    'roll out the new firmware to the portables',
    'rule: SF6 above 1200 ppm on LeakSense SF6 is critical',
    'rut955 product sheet',
    'send an invite to a new hire',
    'sensor on jetty one at the rotterdam terminal',
    'sf6 warning on bay 2',
    "show globex's connected apps like slack and pagerduty",
    "sofia marchetti's account page",
    'specs for the x-am 5600 monitor model',
    'springfield main entrance camera',
    'substaion yard cam',
    'substation yard camera',
    'swap the card on file for the new amex ending 4421',
    'switch globex to annual billing on the pro plan',
    'temp transmitter in maintenance at houston',
    'templink t100',
    'that 42 ppm carbon monoxide alarm up at the north tanks',
    'that firmware job on GW-4002 i closed out',
    'that loading dock sensor that keeps dropping out',
    'that thermal camera that went offline in texas',
    'the 12% LEL alarm on vapour recovery that I resolved',
    'the alert about GS-1004 going quiet for six hours',
    'the alert erin acknowledged',
    'the detecter in tank pit four on the terminal',
    'the fleet map with the coloured pins',
    'the guy with the UK phone number',
    'the hot relay cabinet r3 alert',
    'the lab fridge thermometer at springfield',
    'the leeds hypoclorite tank chlorine detecter',
    'the list of our sites',
    'the lithuanian maker',
    'the lyon plant page',
    'the notice about firmware 7.06 for the routers',
    'the only detector we have on firmware 2.8.0',
    'the open invoice for 5237',
    'the printer on floor 3 is jammed again',
    'the product page for our SF6 leak detectors',
    'the quality department viewer who never accepted',
    'the router at the denver substation',
    'the site at 4100 brighton boulevard',
    'the site on rue de gerland',
    'the smartline temperature transmitter product',
    'the thermometer inside relay cabinet R1 at denver',
    'the vendor from sweden that makes our cameras',
    'the water works in springfield, illinois',
    'the x-am sitting in the lab fume hood',
    'thermal cam product q1961',
    'thermal camera on T2, the one flagged for maintenance',
    'thermal camera on transformer t1',
    'tom okafor left acme on friday, deactivate him',
    "tom okafor, what's his mobile number?",
    'update the P3265-LVE description: outdoor dome camera, 1080p, IR, IP66',
    'wanneer moet de GS-1019 weer gekalibreerd worden?',
    'we received GS-1021, an X-am 5600 for the lyon solvent store, onboard it',
    "we're opening a depot in Antwerp: create the site at Haven 1227, 2030 Antwerpen, time zone Brussels",
    'welche Geräte in Houston sind offline?',
    'welke werkorders staan open voor Tom Becker?',
    'wer ist der Ansprechpartner am Standort Rotterdam?',
    'what tickets does priya have on her plate',
    'what work orders are sitting with me',
    "what's assigned to me",
    "what's on leo fischer's work queue",
    "what's the battery of GS-1007",
    'whats the sf6 levle in bay 2 right now',
    'where are the company settings like timezone and logo',
    'where are the docs and how-to guides',
    'where can I read how-to articles about the console',
    'where do I pick which alarms email me',
    'where do I set the brand colours of the console',
    "where's the advantech support contact",
    'which devices run on the WISE-2410 model',
    'which jobs have we not started yet',
    'which maintenance visits are planned at denver this month',
    'which sensors at the lyon plant are offline right now?',
    'which users have been deactivated',
    'who changed the config of GS-1017 last',
    'who has the flare camera ticket',
    'who invented the thermometer',
    'who is on call for the substation tonight',
    'who is tom.becker@acme.example? open his record',
    "who still hasn't accepted their invitation email",
    "who's on call after me",
    "who's the team lead for grid ops",
    'whose account is alice@acme.example, open it',
    'whose line is 303 555 0162',
    'x-am 5600 model page',
    'zeig mir Irene Kowalski aus der IT',
    'zeig mir den Gasmelder im Pumpenhaus in Rotterdam',
    'zet het ticket van de fakkelcamera op afgerond',
    '¿quién está en el equipo de operaciones de red?',
    '¿qué incidentes hubo el mes pasado?',
    '¿qué productos tenemos de Axis?',
}
# reworded on the last review -> new wording (or (wording, record))
REVIEWED: dict[str, object] = {
    # translations of another kept row of the set: another record instead
    "el detector de cloro del pozo húmedo": ("el detector de cloro junto al tanque de hipoclorito", dev(53, "Hypochlorite tank")),
    "la scheda di Hector Alvarez": ("la scheda di Kim Larsen, quello disattivato", usr(18, "Kim Larsen")),
    # names one device (the broken loading dock sensor): its record added
    "the loading dock sensor is broken, how do i take it out of service?": (
        "the loading dock sensor is broken, how do i take it out of service?",
        dev(4, "Loading dock"),
    ),
}


def _catalog() -> dict[str, dict]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s for s in cat["screens"]}


def _apply(query: str, rec, mapping: dict) -> tuple[str, object]:
    new = mapping[query]
    if isinstance(new, tuple) and len(new) == 2 and not isinstance(new[1], (int, str)):
        return new[0], new[1]
    return new, rec


def _verify(user: str, query: str, target: str, rec, screens: dict[str, dict]) -> list[str]:
    """A record id must be a record of the asker's org whose label holds the anchor."""
    if rec is None or rec in (NONE, SEV):
        return []
    param, rid, anchor = rec
    screen = screens[target[2:]]
    allowed = {p for p in screen["required_parameters"] if p != "org_id"}
    allowed |= {f["parameter"] for f in screen.get("filters", {}).values() if "parameter" in f}
    problems = []
    if param not in allowed:
        problems.append(f"{query!r}: {param} is not a parameter of {target}")
    if seedindex.org_of(param, rid) != ORG[user]:
        problems.append(f"{query!r}: {param} {rid} is not a record of {ORG[user]}")
    elif anchor not in seedindex.label(param, rid):
        problems.append(f"{query!r}: {param} {rid} does not fit its anchor {anchor!r}")
    return problems


def all_wordings() -> list[tuple[str, str]]:
    """Every wording of the draft (drafted, reworded, reviewed), for `check_set.py --draft`."""
    out = [("drafted", r[4]) for r in DRAFT]
    for stage, mapping in (
        ("reworded", REWORDED),
        ("reworded twice", REWORDED_TWICE),
        ("reviewed", REVIEWED),
    ):
        for new in mapping.values():
            out.append((stage, new[0] if isinstance(new, tuple) else new))
    return out


def kept_rows() -> list[tuple]:
    drafted = collections.Counter(r[4] for r in DRAFT)
    dupes = [q for q, n in drafted.items() if n > 1]
    assert not dupes, f"drafted twice: {dupes}"
    for name, mapping in (("REWORDED", REWORDED), ("DROPPED", DROPPED)):
        unknown = [q for q in mapping if q not in drafted]
        assert not unknown, f"{name} names rows that were not drafted: {unknown}"
    out = []
    for kind, user, lang, typo, query, target, rec in DRAFT:
        if query in DROPPED:
            continue
        if query in REWORDED:
            query, rec = _apply(query, rec, REWORDED)
            if query in REWORDED_TWICE:
                query, rec = _apply(query, rec, REWORDED_TWICE)
        if query in TRIMMED:
            continue
        if query in REVIEWED:
            query, rec = _apply(query, rec, REVIEWED)
        out.append((kind, user, lang, typo, query, target, rec))
    kept = {r[4] for r in out}
    for name, mapping in (("TRIMMED", TRIMMED), ("REVIEWED", REVIEWED)):
        wordings = set(drafted) | {w for _, w in all_wordings()}
        unknown = [q for q in mapping if q not in wordings]
        assert not unknown, f"{name} names rows that are not wordings of the draft: {unknown}"
    assert len(kept) == len(out), "two kept rows have the same wording"
    return out


def build() -> tuple[list[dict], dict]:
    screens = _catalog()
    rows = kept_rows()
    problems = [p for r in rows if r[5].startswith("n:") for p in _verify(r[1], r[4], r[5], r[6], screens)]
    if problems:
        raise SystemExit("wrong records:\n" + "\n".join(problems))
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, (kind, user, lang, typo, query, target, rec) in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        row: dict = {"id": rid, "query": query}
        meta[rid] = {"kind": kind, "lang": lang, "typo": typo, "user": user}
        if target == "u":
            row["route"] = "unclear"
        elif target.startswith("x:"):
            row["route"] = "execution"
            row["tool"] = target[2:]
        else:
            row["route"] = "navigation"
            row["screen"] = target[2:]
            if isinstance(rec, tuple):
                row["record"] = {rec[0]: rec[1]}
                meta[rid]["anchor"] = rec[2]
            elif rec is not None:
                row["record"] = rec
        if EMAIL[user]:
            row["user"] = EMAIL[user]
        if target.startswith("n:"):
            refused = ROLE[user] not in screens[target[2:]]["roles"]
            assert refused == (kind == "den"), f"{query!r}: kind {kind} but refused={refused}"
            if refused:
                row["denied"] = True
        lines.append(row)
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
    print("  records by kind:", dict(collections.Counter(
        meta[r["id"]]["kind"] for r in lines if "record" in r)))
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
