"""Build routing-fresh20.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language, typo flag, target and record
(with the anchor: a word of the record's seed label that the id must hold), followed by
what happened to it: `REWORDED` (a wording that collided with another text -> its new
wording), `REWORDED_TWICE` (a rewording that collided again -> its second rewording),
`DROPPED` (colliding, dropped), `TRIMMED` (not colliding, dropped toward the size and the
mix) and `REVIEWED` (not colliding, reworded on the last review; the record is set anew
where the new wording carries one). The kept rows are shuffled with a fixed seed
(`random.Random(20270114)`) and numbered f20-001... afterwards.

`denied` is set from the catalog's roles and must agree with the row's kind ("den"). Every
record id is checked here against the seed (datasets/acme/checks/seedindex.py): it must be a
record of the asking user's org and its label must hold the row's anchor, so a wrong id
stops the build.

Run it from the repository's root (PYTHONPATH=src .venv/bin/python -B
datasets/acme/checks/build_fresh20.py [--counts], or /tmp/fresh20/build_fresh20.py): it
rewrites the jsonl (in datasets/acme/ when the script sits in datasets/acme/checks/, else
beside the script) and fresh20-meta.json (beside the script). `--counts` prints the mix.

Kinds: rec (records named the way people name them), q (questions about what exists or is
going on), den (screens the asking user's role cannot open), unc (unclear: vague, out of
scope, small talk, gibberish), nav (plain navigation to screens without records), chg
(changes no tool makes, given with values: navigation to their screen), exec (changes
with all their values, by users whose role may make them).
Users: a = alice (admin, Acme; the field is absent), b = bob (operator, Acme),
c = carol (viewer, Acme), d = dave (admin, Globex).
Targets: "n:<screen>" (navigation), "x:<tool>" (execution), "u" (unclear).
Records: None, "several", "none", or (parameter, id, anchor).
"""

from __future__ import annotations

import collections
import json
import random
import sys
from pathlib import Path

sys.dont_write_bytecode = True
HERE = Path(__file__).resolve().parent
IN_REPO = HERE.name == "checks" and HERE.parent.name == "acme" and HERE.parent.parent.name == "datasets"
if IN_REPO:
    ROOT = HERE.parents[2]
elif (Path.cwd() / "src" / "acme" / "catalog" / "navigation.json").exists():
    ROOT = Path.cwd()
else:
    raise SystemExit("run build_fresh20.py from the repository's root or from datasets/acme/checks")
OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh20.jsonl"
META = HERE / "fresh20-meta.json"
SEED = 20270114
PREFIX = "f20-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}
ORG = {"a": "acme", "b": "acme", "c": "acme", "d": "globex"}

DRAFT: list[tuple] = []


def R(kind, user, lang, typo, query, target, record=None):
    DRAFT.append((kind, user, lang, bool(typo), query, target, record))


D = "device_id"
U = "user_id"
S = "site_id"
P = "product_id"
M = "manufacturer_id"
T = "team_id"
A = "alert_id"
W = "work_order_id"
I = "invoice_id"  # noqa: E741

# ---------------------------------------------------------------------------------------
# records named the way people name them (rec)
# ---------------------------------------------------------------------------------------
# alice: devices by serial, written loosely
R("rec", "a", "en", 0, "jump to gs 1002 please", "n:device_details", (D, 2, "GS-1002"))
R("rec", "a", "en", 0, "I need the device page for TH2003", "n:device_details", (D, 23, "TH-2003"))
R("rec", "a", "en", 0, "Cam 3003, the jetty one", "n:device_details", (D, 27, "CAM-3003"))
R("rec", "a", "en", 0, "could you pull gw_4001 up", "n:device_details", (D, 28, "GW-4001"))
R("rec", "a", "en", 0, "GS1018 overview screen", "n:device_details", (D, 18, "GS-1018"))
R("rec", "a", "en", 0, "gs-1006, the one under the fume hood", "n:device_details", (D, 6, "GS-1006"))
R("rec", "a", "en", 0, "where's th-2001's device page", "n:device_details", (D, 21, "TH-2001"))
R("rec", "a", "en", 0, "GS 1010 details pls", "n:device_details", (D, 10, "GS-1010"))
# alice: devices by what or where they are
R("rec", "a", "en", 0, "the detector on the vapour recovery unit at the terminal", "n:device_details", (D, 17, "Vapour recovery"))
R("rec", "a", "en", 0, "that bearing sensor on pump P-101", "n:device_details", (D, 22, "P-101"))
R("rec", "a", "en", 0, "the temperature transmitter on the crude heater outlet", "n:device_details", (D, 23, "Crude heater"))
R("rec", "a", "en", 0, "show the thermometer in tank 4 at rotterdam", "n:device_details", (D, 24, "Tank 4"))
R("rec", "a", "en", 0, "the x-am sitting in the houston control room", "n:device_details", (D, 13, "Control room"))
R("rec", "a", "en", 0, "the crude unit H2S monitor", "n:device_details", (D, 8, "Crude unit"))
R("rec", "a", "en", 0, "our lorawan gateway out in houston", "n:device_details", (D, 29, "Houston gateway"))
R("rec", "a", "en", 0, "the Axis thermal unit at the refinery", "n:device_details", (D, 26, "Q1961-TE"))
R("rec", "a", "en", 0, "the bw ultra kept in tank pit 4", "n:device_details", (D, 19, "Tank pit 4"))
R("rec", "a", "en", 0, "the fixed detector in reactor hall A at lyon", "n:device_details", (D, 2, "Reactor hall A"))
R("rec", "a", "en", 0, "the gas meter on the first jetty", "n:device_details", (D, 15, "Jetty 1"))
# alice: devices by state, reading, firmware
R("rec", "a", "en", 0, "the portable that's down to 14% charge", "n:device_details", (D, 14, "GS-1014"))
R("rec", "a", "en", 0, "the loading dock monitor that dropped off the network", "n:device_details", (D, 4, "Loading dock"))
R("rec", "a", "en", 0, "the camera whose video stream was lost", "n:device_details", (D, 26, "CAM-3002"))
R("rec", "a", "en", 0, "the rotterdam gateway that's a firmware version behind the others", "n:device_details", (D, 30, "Rotterdam gateway"))
R("rec", "a", "en", 0, "the probe that reads 342 degrees", "n:device_details", (D, 23, "TH-2003"))
R("rec", "a", "en", 0, "the polytron showing 12% LEL", "n:device_details", (D, 17, "GS-1017"))
R("rec", "a", "en", 0, "which device is the portable still on firmware 2.8.0", "n:device_details", (D, 14, "fw 2.8.0"))
R("rec", "a", "en", 0, "the pump bearing probe vibrating at 2.8 mm/s", "n:device_details", (D, 22, "TH-2002"))
R("rec", "a", "en", 0, "the BW Ultras out at the rotterdam terminal", "n:device_details", "several")
R("rec", "a", "en", 0, "the x-am monitor on the jetty", "n:device_details", "several")
# alice: device sub-pages
R("rec", "a", "en", 0, "live readings from the hydrotreater detector", "n:device_telemetry", (D, 12, "Hydrotreater"))
R("rec", "a", "en", 0, "chart GS-1009's CO over the past 24 hours", "n:device_telemetry", (D, 9, "GS-1009"))
R("rec", "a", "en", 0, "bump test log for the jetty 3 H2S monitor", "n:device_calibration", (D, 20, "Jetty 3"))
R("rec", "a", "en", 0, "calibration certificates for the crude unit detector", "n:device_calibration", (D, 8, "Crude unit"))
R("rec", "a", "en", 0, "open the settings screen for GW-4002", "n:device_configuration", (D, 29, "GW-4002"))
R("rec", "a", "en", 0, "where do I go to retire the loading dock detector", "n:decommission_device", (D, 4, "Loading dock"))
R("rec", "a", "en", 0, "bring up the edit form for Tom Okafor", "n:edit_user_details", (U, 5, "Okafor"))
R("rec", "a", "en", 0, "lyon plant floor plans with the sensor pins", "n:floor_plans", (S, 1, "Lyon"))
# alice: people
R("rec", "a", "en", 0, "who owns the address lukas.meyer@acme.example", "n:user_details", (U, 8, "lukas.meyer"))
R("rec", "a", "en", 0, "find sofia marchetti for me", "n:user_details", (U, 9, "Sofia"))
R("rec", "a", "en", 0, "the Okafor account in health and safety", "n:user_details", (U, 5, "Okafor"))
R("rec", "a", "en", 0, "priya from process engineering", "n:user_details", (U, 6, "Priya"))
R("rec", "a", "en", 0, "lukas's account, the one that was switched off", "n:user_details", (U, 8, "Lukas"))
R("rec", "a", "en", 0, "Carol Viewer's account info", "n:user_details", (U, 3, "Carol"))
R("rec", "a", "en", 0, "our IT admin hiroshi", "n:user_details", (U, 7, "Hiroshi"))
R("rec", "a", "en", 0, "the quality viewer who hasn't accepted her invite", "n:user_details", (U, 9, "Sofia"))
R("rec", "a", "en", 0, "who has the number +31 10 555 0193", "n:user_details", (U, 8, "0193"))
R("rec", "a", "en", 0, "the person whose phone ends 0141", "n:user_details", (U, 4, "0141"))
R("rec", "a", "en", 0, "the maintenance guy called tom", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "a", "en", 0, "the page of our colleague Tom", "n:user_details", "several")
R("rec", "a", "en", 0, "the colleague with a rotterdam phone number", "n:user_details", "several")
R("rec", "a", "en", 0, "bob's user record", "n:user_details", (U, 2, "Bob"))
R("rec", "a", "en", 0, "show what's on file for alice@acme.example", "n:profile")
R("rec", "a", "en", 0, "the new starter in operations whose account is still pending", "n:user_details", (U, 10, "Emma"))
# alice: sites
R("rec", "a", "en", 0, "the gerland street site", "n:site_details", (S, 1, "Gerland"))
R("rec", "a", "en", 0, "our refinery in texas", "n:site_details", (S, 2, "TX"))
R("rec", "a", "en", 0, "the maasvlakte terminal page", "n:site_details", (S, 3, "Maasvlakteweg"))
R("rec", "a", "en", 0, "the site that runs on chicago time", "n:site_details", (S, 2, "Houston"))
R("rec", "a", "en", 0, "open the Lyon facility record", "n:site_details", (S, 1, "Lyon"))
R("rec", "a", "en", 0, "rotterdam terminal floor layouts", "n:floor_plans", (S, 3, "Rotterdam"))
# alice: products, manufacturers, teams
R("rec", "a", "en", 0, "the x-am 5600 spec sheet", "n:product_details", (P, 2, "X-am 5600"))
R("rec", "a", "en", 0, "the STT850 transmitter model", "n:product_details", (P, 4, "STT850"))
R("rec", "a", "en", 0, "wise 2410 model info", "n:product_details", (P, 5, "WISE-2410"))
R("rec", "a", "en", 0, "the outdoor dome camera model with IR", "n:product_details", (P, 7, "dome"))
R("rec", "a", "en", 0, "the fixed infrared hydrocarbon detector model", "n:product_details", (P, 3, "hydrocarbons"))
R("rec", "a", "en", 0, "honeywell's portable multigas model", "n:product_details", (P, 1, "BW Ultra"))
R("rec", "a", "en", 0, "the gateway product with LTE backhaul", "n:product_details", (P, 8, "LTE backhaul"))
R("rec", "a", "en", 0, "the axis communications vendor page", "n:manufacturer_details", (M, 3, "Axis"))
R("rec", "a", "en", 0, "our american manufacturer", "n:manufacturer_details", (M, 1, "Honeywell"))
R("rec", "a", "en", 0, "the german maker of our polytrons", "n:manufacturer_details", (M, 2, "Dräger"))
R("rec", "a", "en", 0, "advantech supplier details", "n:manufacturer_details", (M, 4, "Advantech"))
R("rec", "a", "en", 0, "the safety & compliance team page", "n:team_details", (T, 3, "Safety"))
R("rec", "a", "en", 0, "the round-the-clock monitoring team", "n:team_details", (T, 1, "Control Room"))
R("rec", "a", "en", 0, "the crew that does calibrations and repairs", "n:team_details", (T, 2, "Maintenance"))
# alice: alerts
R("rec", "a", "en", 0, "the low battery alarm on the rescue portable", "n:alert_details", (A, 3, "Battery at 14%"))
R("rec", "a", "en", 0, "the alert about the loading dock not reporting", "n:alert_details", (A, 4, "not reported"))
R("rec", "a", "en", 0, "open the alarm for 12.4 ppm H2S", "n:alert_details", (A, 2, "12.4 ppm"))
R("rec", "a", "en", 0, "the 42 ppm CO alert", "n:alert_details", (A, 1, "42 ppm"))
R("rec", "a", "en", 0, "the video loss alert on the flare camera", "n:alert_details", (A, 6, "Video stream lost"))
R("rec", "a", "en", 0, "the resolved LEL alarm at the vapour recovery unit", "n:alert_details", (A, 7, "Vapour recovery"))
# alice: work orders
R("rec", "a", "en", 0, "the CO investigation job at tank farm north", "n:work_order_details", (W, 2, "Investigate CO"))
R("rec", "a", "en", 0, "the ticket to upgrade the houston gateway", "n:work_order_details", (W, 5, "Upgrade Houston gateway"))
R("rec", "a", "en", 0, "the job that was superseded by the gatehouse project", "n:work_order_details", (W, 6, "gatehouse"))
R("rec", "a", "en", 0, "the flare stack repair Tom Becker is doing", "n:work_order_details", (W, 1, "tom.becker"))
R("rec", "a", "en", 0, "Hiroshi's overdue camera ticket", "n:work_order_details", (W, 4, "hiroshi"))
R("rec", "a", "en", 0, "our one urgent work order", "n:work_order_details", (W, 2, "urgent"))
R("rec", "a", "en", 0, "the finished firmware job", "n:work_order_details", (W, 5, "done"))
R("rec", "a", "en", 0, "the medium priority ticket", "n:work_order_details", (W, 3, "medium"))
R("rec", "a", "en", 0, "the job about tanks T-12 and T-14", "n:work_order_details", (W, 2, "T-12"))
# alice: invoices
R("rec", "a", "en", 0, "the open invoice for €5,237", "n:invoice_detail", (I, 6, "5237.00"))
R("rec", "a", "en", 0, "the invoice from two months back", "n:invoice_detail", (I, 5, "2 month"))
R("rec", "a", "en", 0, "the first of the 5124 euro invoices", "n:invoice_detail", (I, 3, "5124.00"))
R("rec", "a", "en", 0, "the invoice from three months ago", "n:invoice_detail", (I, 4, "3 month"))
R("rec", "a", "en", 0, "the invoices for 4 890 euros", "n:invoice_detail", "several")
R("rec", "a", "en", 0, "the second oldest invoice", "n:invoice_detail", (I, 2, "5 month"))
# alice: the other tenant's records, records that do not exist
R("rec", "a", "en", 0, "the chlorine detector GX-5001", "n:device_details", "none")
R("rec", "a", "en", 0, "hector alvarez's account", "n:user_details", "none")
R("rec", "a", "en", 0, "the denver substation page", "n:site_details", "none")
R("rec", "a", "en", 0, "open device GS-1099", "n:device_details", "none")
R("rec", "a", "en", 0, "the Siemens manufacturer page", "n:manufacturer_details", "none")
# alice: typos
R("rec", "a", "en", 1, "the hydrotreater dectector page", "n:device_details", (D, 12, "Hydrotreater"))
R("rec", "a", "en", 1, "priya ramans acount", "n:user_details", (U, 6, "Priya"))
R("rec", "a", "en", 1, "rotterdam gatway", "n:device_details", (D, 30, "Rotterdam gateway"))
R("rec", "a", "en", 1, "the solvant store sensor", "n:device_details", (D, 5, "Solvent"))
R("rec", "a", "en", 1, "sofia marcheti's user page", "n:user_details", (U, 9, "Sofia"))
R("rec", "a", "en", 1, "the maintenence team", "n:team_details", (T, 2, "Maintenance"))
R("rec", "a", "en", 1, "houston refinary site", "n:site_details", (S, 2, "Houston"))
R("rec", "a", "en", 1, "the tank farm nroth detector", "n:device_details", (D, 9, "Tank farm north"))
R("rec", "a", "en", 1, "lukas meyer's accuont", "n:user_details", (U, 8, "Lukas"))
R("rec", "a", "en", 1, "the invocie we still owe", "n:invoice_detail", (I, 6, "open"))
# alice: other languages
R("rec", "a", "fr", 0, "affiche le thermomètre de la chambre froide à Lyon", "n:device_details", (D, 21, "Cold room"))
R("rec", "a", "fr", 0, "la fiche de Tom Okafor", "n:user_details", (U, 5, "Okafor"))
R("rec", "a", "fr", 0, "je veux voir le site de Rotterdam", "n:site_details", (S, 3, "Rotterdam"))
R("rec", "a", "fr", 0, "l'ordre de travail sur la caméra de la torche", "n:work_order_details", (W, 4, "flare stack camera"))
R("rec", "a", "de", 0, "öffne den Detektor an der Tankfarm Süd", "n:device_details", (D, 10, "Tank farm south"))
R("rec", "a", "de", 0, "Hiroshi Tanakas Benutzerseite", "n:user_details", (U, 7, "Hiroshi"))
R("rec", "a", "de", 0, "die Rechnung, die noch offen ist", "n:invoice_detail", (I, 6, "open"))
R("rec", "a", "de", 0, "das Team, das die Sensoren repariert", "n:team_details", (T, 2, "Maintenance"))
R("rec", "a", "es", 0, "muéstrame la cámara de la entrada principal", "n:device_details", (D, 25, "Main gate"))
R("rec", "a", "es", 0, "el usuario Lukas Meyer", "n:user_details", (U, 8, "Lukas"))
R("rec", "a", "es", 0, "la refinería de Houston", "n:site_details", (S, 2, "Houston"))
R("rec", "a", "it", 0, "apri il sensore della sala caldaie", "n:device_details", (D, 1, "Boiler room"))
R("rec", "a", "it", 0, "il profilo di Priya Raman", "n:user_details", (U, 6, "Priya"))
R("rec", "a", "it", 0, "il produttore svedese delle telecamere", "n:manufacturer_details", (M, 3, "Sweden"))
R("rec", "a", "nl", 0, "open de gasdetector bij jetty 2", "n:device_details", (D, 16, "Jetty 2"))
R("rec", "a", "nl", 0, "de gebruikerspagina van Emma Laurent", "n:user_details", (U, 10, "Emma"))
R("rec", "a", "nl", 0, "laat de terminal aan de Maasvlakteweg zien", "n:site_details", (S, 3, "Maasvlakteweg"))
R("rec", "a", "pt", 0, "abre o gateway de Lyon", "n:device_details", (D, 28, "Lyon gateway"))
R("rec", "a", "pt", 0, "o perfil do Hiroshi Tanaka", "n:user_details", (U, 7, "Hiroshi"))
R("rec", "a", "pt", 0, "o chamado de atualização do gateway de Houston", "n:work_order_details", (W, 5, "Houston gateway"))

# dave: devices
R("rec", "d", "en", 0, "open gx 5007 for me", "n:device_details", (D, 44, "GX-5007"))
R("rec", "d", "en", 0, "GXT6003 page", "n:device_details", (D, 38, "GXT-6003"))
R("rec", "d", "en", 0, "pull up the gxc-7002 camera", "n:device_details", (D, 40, "GXC-7002"))
R("rec", "d", "en", 0, "the router at the denver substation", "n:device_details", (D, 52, "Denver router"))
R("rec", "d", "en", 0, "the chlorine store detector", "n:device_details", (D, 31, "Chlorine store"))
R("rec", "d", "en", 0, "the clearwell vent sensor at springfield", "n:device_details", (D, 35, "Clearwell"))
R("rec", "d", "en", 0, "the dosing pump skid monitor", "n:device_details", (D, 34, "Dosing pump"))
R("rec", "d", "en", 0, "the filter gallery detector that stopped reporting", "n:device_details", (D, 33, "Filter gallery"))
R("rec", "d", "en", 0, "high-lift pump 2's temperature transmitter", "n:device_details", (D, 37, "High-lift pump 2"))
R("rec", "d", "en", 0, "the thermometer in the lab fridge", "n:device_details", (D, 38, "Lab refrigerator"))
R("rec", "d", "en", 0, "the thermal camera aimed at transformer T1", "n:device_details", (D, 49, "Transformer T1"))
R("rec", "d", "en", 0, "the T2 thermal cam that's down for maintenance", "n:device_details", (D, 50, "Transformer T2"))
R("rec", "d", "en", 0, "the camera covering the substation yard", "n:device_details", (D, 51, "Substation yard"))
R("rec", "d", "en", 0, "the leeds station gate camera", "n:device_details", (D, 58, "Station gate"))
R("rec", "d", "en", 0, "the wet well chlorine sensor", "n:device_details", (D, 54, "Wet well"))
R("rec", "d", "en", 0, "the outfall chamber detector in leeds", "n:device_details", (D, 55, "Outfall chamber"))
R("rec", "d", "en", 0, "the probe on pump motor M2", "n:device_details", (D, 56, "Pump motor M2"))
R("rec", "d", "en", 0, "the control kiosk thermometer", "n:device_details", (D, 57, "Control kiosk"))
R("rec", "d", "en", 0, "the leeds outfall router that went dark", "n:device_details", (D, 59, "Leeds outfall router"))
R("rec", "d", "en", 0, "the SF6 sensor in the cable basement", "n:device_details", (D, 46, "Cable basement"))
R("rec", "d", "en", 0, "gis bay 3 leak detector", "n:device_details", (D, 45, "GIS bay 3"))
R("rec", "d", "en", 0, "the relay cabinet thermometers at denver", "n:device_details", "several")
R("rec", "d", "en", 0, "the springfield router", "n:device_details", "several")
R("rec", "d", "en", 0, "the hypochlorite tank detector", "n:device_details", (D, 53, "Hypochlorite"))
R("rec", "d", "en", 0, "the bay reading 1350 ppm of SF6", "n:device_details", (D, 44, "GX-5007"))
R("rec", "d", "en", 0, "the only chlorine sensor still on 3.9.9", "n:device_details", (D, 33, "fw 3.9.9"))
R("rec", "d", "en", 0, "telemetry for the relay cabinet R3 thermometer", "n:device_telemetry", (D, 48, "Relay cabinet R3"))
R("rec", "d", "en", 0, "calibration records of GX-5010", "n:device_calibration", (D, 53, "GX-5010"))
R("rec", "d", "en", 0, "config page of GXW-8005", "n:device_configuration", (D, 60, "GXW-8005"))
R("rec", "d", "en", 0, "the decommission form for the leeds outfall router", "n:decommission_device", (D, 59, "GXW-8004"))
# dave: people
R("rec", "d", "en", 0, "erin walsh's user page", "n:user_details", (U, 12, "Erin"))
R("rec", "d", "en", 0, "frank, the substations guy", "n:user_details", (U, 13, "Frank"))
R("rec", "d", "en", 0, "grace in finance", "n:user_details", (U, 14, "Grace"))
R("rec", "d", "en", 0, "the water treatment operator hector", "n:user_details", (U, 15, "Hector"))
R("rec", "d", "en", 0, "irene kowalski's account", "n:user_details", (U, 16, "Irene"))
R("rec", "d", "en", 0, "open Leo's user details", "n:user_details", (U, 17, "Leo"))
R("rec", "d", "en", 0, "kim larsen, the one we deactivated", "n:user_details", (U, 18, "Kim"))
R("rec", "d", "en", 0, "jamal wright from security", "n:user_details", (U, 19, "Jamal"))
R("rec", "d", "en", 0, "maya patel's user record", "n:user_details", (U, 20, "Maya"))
R("rec", "d", "en", 0, "whoever has a colorado phone number", "n:user_details", "several")
R("rec", "d", "en", 0, "the other admin, the one in IT", "n:user_details", (U, 16, "IT"))
R("rec", "d", "en", 0, "open my account, dave@globex.example", "n:profile")
R("rec", "d", "en", 0, "tom becker's page", "n:user_details", "none")
# dave: sites
R("rec", "d", "en", 0, "the water works on grand ave", "n:site_details", (S, 4, "Grand Ave"))
R("rec", "d", "en", 0, "the substation on brighton blvd", "n:site_details", (S, 5, "Brighton"))
R("rec", "d", "en", 0, "our UK site", "n:site_details", (S, 6, "United Kingdom"))
R("rec", "d", "en", 0, "floor plans for springfield", "n:floor_plans", (S, 4, "Springfield"))
R("rec", "d", "en", 0, "the houston refinery", "n:site_details", "none")
# dave: products, manufacturers, teams
R("rec", "d", "en", 0, "the gasguard model page", "n:product_details", (P, 9, "GasGuard"))
R("rec", "d", "en", 0, "the switchgear SF6 detector model", "n:product_details", (P, 10, "LeakSense"))
R("rec", "d", "en", 0, "sitrans th320 details", "n:product_details", (P, 11, "Sitrans"))
R("rec", "d", "en", 0, "the teltonika rut955", "n:product_details", (P, 15, "RUT955"))
R("rec", "d", "en", 0, "the compact modbus LTE gateway model", "n:product_details", (P, 16, "TRB245"))
R("rec", "d", "en", 0, "the 8 MP turret camera model", "n:product_details", (P, 14, "turret"))
R("rec", "d", "en", 0, "the battery-powered cabinet thermometer model", "n:product_details", (P, 12, "TempLink"))
R("rec", "d", "en", 0, "the bosch vendor page", "n:manufacturer_details", (M, 6, "Bosch"))
R("rec", "d", "en", 0, "our chinese camera maker", "n:manufacturer_details", (M, 7, "Hikvision"))
R("rec", "d", "en", 0, "the lithuanian router company", "n:manufacturer_details", (M, 8, "Teltonika"))
R("rec", "d", "en", 0, "our german suppliers", "n:manufacturer_details", "several")
R("rec", "d", "en", 0, "the field service crew", "n:team_details", (T, 4, "Field Service"))
R("rec", "d", "en", 0, "the dispatch team", "n:team_details", (T, 5, "Grid Operations"))
R("rec", "d", "en", 0, "the perimeter and site access team", "n:team_details", (T, 6, "Security"))
# dave: alerts, work orders, invoices
R("rec", "d", "en", 0, "the 1.8 ppm chlorine alarm", "n:alert_details", (A, 8, "1.8 ppm"))
R("rec", "d", "en", 0, "the SF6 alert in bay 2", "n:alert_details", (A, 9, "SF6"))
R("rec", "d", "en", 0, "the cabinet temperature warning", "n:alert_details", (A, 10, "Cabinet temperature"))
R("rec", "d", "en", 0, "the router offline alarm at leeds", "n:alert_details", (A, 11, "offline"))
R("rec", "d", "en", 0, "the firmware 7.06 notice", "n:alert_details", (A, 12, "7.06"))
R("rec", "d", "en", 0, "the filter gallery alert Erin took", "n:alert_details", (A, 13, "erin"))
R("rec", "d", "en", 0, "the transformer hot spot I resolved", "n:alert_details", (A, 14, "Hot spot"))
R("rec", "d", "en", 0, "hector's chlorine cell replacement", "n:work_order_details", (W, 7, "hector"))
R("rec", "d", "en", 0, "the SF6 leak hunt in bay 2", "n:work_order_details", (W, 8, "SF6 leak"))
R("rec", "d", "en", 0, "erin's job re-aiming the T2 camera", "n:work_order_details", (W, 9, "Re-align"))
R("rec", "d", "en", 0, "the leeds LTE link ticket", "n:work_order_details", (W, 10, "LTE link"))
R("rec", "d", "en", 0, "the quarterly relay cabinet check", "n:work_order_details", (W, 11, "Quarterly"))
R("rec", "d", "en", 0, "the north fence camera install", "n:work_order_details", (W, 12, "north fence"))
R("rec", "d", "en", 0, "the ticket nobody has picked up", "n:work_order_details", (W, 11, "unassigned"))
R("rec", "d", "en", 0, "our most recent invoice", "n:invoice_detail", (I, 12, "1382.00"))
R("rec", "d", "en", 0, "the older of the two unpaid invoices", "n:invoice_detail", (I, 11, "2 month"))
R("rec", "d", "en", 0, "the $1,299 invoices", "n:invoice_detail", "several")
R("rec", "d", "en", 0, "the first $1,345 bill", "n:invoice_detail", (I, 10, "1345.00"))
# dave: typos and other languages
R("rec", "d", "en", 1, "chlorinaton room sensor", "n:device_details", (D, 32, "Chlorination"))
R("rec", "d", "en", 1, "frank castilo", "n:user_details", (U, 13, "Frank"))
R("rec", "d", "en", 1, "leeds pumping staton", "n:site_details", (S, 6, "Leeds"))
R("rec", "d", "en", 1, "the hikvison vendor", "n:manufacturer_details", (M, 7, "Hikvision"))
R("rec", "d", "en", 1, "grid operatons team", "n:team_details", (T, 5, "Grid"))
R("rec", "d", "es", 0, "abre el router de Denver", "n:device_details", (D, 52, "Denver router"))
R("rec", "d", "de", 0, "das Pumpwerk in Leeds", "n:site_details", (S, 6, "Leeds"))

# bob
R("rec", "b", "en", 0, "GS-1019 in tank pit 4, open it", "n:device_details", (D, 19, "GS-1019"))
R("rec", "b", "en", 0, "my urgent CO job", "n:work_order_details", (W, 2, "Investigate CO"))
R("rec", "b", "en", 0, "tom becker, the other maintenance tech", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "b", "en", 0, "the gateway at rotterdam", "n:device_details", (D, 30, "GW-4003"))
R("rec", "b", "en", 0, "the GX-5002 chlorine sensor", "n:device_details", "none")
R("rec", "b", "en", 0, "the flare camera alarm I acked", "n:alert_details", (A, 6, "bob"))
R("rec", "b", "en", 1, "the gatway firmware job i finished", "n:work_order_details", (W, 5, "GW-4002"))
R("rec", "b", "fr", 0, "ouvre le capteur GS-1015", "n:device_details", (D, 15, "GS-1015"))
R("rec", "b", "en", 0, "my profile, bob@acme.example", "n:profile")

# carol
R("rec", "c", "en", 0, "priya's user page", "n:user_details", (U, 6, "Priya"))
R("rec", "c", "en", 0, "the page for our lyon plant", "n:site_details", (S, 1, "Lyon"))
R("rec", "c", "en", 0, "carol@acme.example, my own details", "n:profile")
R("rec", "c", "en", 0, "the solvent store detector", "n:device_details", (D, 5, "Solvent"))
R("rec", "c", "en", 0, "the safety and compliance team, which is mine", "n:team_details", (T, 3, "Safety"))
R("rec", "c", "en", 0, "cam 3001 at the main gate", "n:device_details", (D, 25, "CAM-3001"))
R("rec", "c", "en", 0, "erin walsh's account", "n:user_details", "none")
R("rec", "c", "de", 0, "zeig mir GS-1013", "n:device_details", (D, 13, "GS-1013"))
R("rec", "c", "en", 1, "gs-1018 pump hous", "n:device_details", (D, 18, "GS-1018"))

# ---------------------------------------------------------------------------------------
# questions about what exists or is going on (q)
# ---------------------------------------------------------------------------------------
# alice: lists filtered by a record
R("q", "a", "en", 0, "which sensors do we have at rotterdam", "n:device_list", (S, 3, "Rotterdam"))
R("q", "a", "en", 0, "how many gas detectors are installed in Houston", "n:device_list", (S, 2, "Houston"))
R("q", "a", "en", 0, "who sits in the control room team", "n:user_list", (T, 1, "Control Room"))
R("q", "a", "en", 0, "list the people in safety & compliance", "n:user_list", (T, 3, "Safety"))
R("q", "a", "en", 0, "what products do we get from dräger", "n:product_catalog", (M, 2, "Dräger"))
R("q", "a", "en", 0, "which of our models are honeywell ones", "n:product_catalog", (M, 1, "Honeywell"))
R("q", "a", "en", 0, "what jobs are assigned to priya", "n:work_orders", (U, 6, "Priya"))
R("q", "a", "en", 0, "does hiroshi have anything open", "n:work_orders", (U, 7, "Hiroshi"))
R("q", "a", "en", 0, "what is tom becker working on at the moment", "n:work_orders", (U, 4, "Tom Becker"))
# alice: what is going on at a site, record pages for one attribute
R("q", "a", "en", 0, "are there any alarms at the lyon plant right now", "n:site_details", (S, 1, "Lyon"))
R("q", "a", "en", 0, "anything open at rotterdam i should know about", "n:site_details", (S, 3, "Rotterdam"))
R("q", "a", "en", 0, "how many BW Ultras are deployed", "n:product_details", (P, 1, "BW Ultra"))
R("q", "a", "en", 0, "where are the WISE-6610 gateways installed", "n:product_details", (P, 8, "WISE-6610"))
R("q", "a", "en", 0, "what is the battery level of GS-1006", "n:device_details", (D, 6, "GS-1006"))
R("q", "a", "en", 0, "what firmware is GW-4001 running", "n:device_details", (D, 28, "GW-4001"))
R("q", "a", "en", 0, "is CAM-3003 online", "n:device_details", (D, 27, "CAM-3003"))
R("q", "a", "en", 0, "what's the cold room temperature in lyon right now", "n:device_telemetry", (D, 21, "Cold room"))
R("q", "a", "en", 0, "how hot is the crude heater outlet", "n:device_telemetry", (D, 23, "Crude heater"))
R("q", "a", "en", 0, "what's the O2 level on the jetty 3 detector", "n:device_telemetry", (D, 20, "Jetty 3"))
R("q", "a", "en", 0, "when was GS-1012 last calibrated", "n:device_calibration", (D, 12, "GS-1012"))
R("q", "a", "en", 0, "did the tank pit 4 portable pass its last bump test", "n:device_calibration", (D, 19, "Tank pit 4"))
R("q", "a", "en", 0, "what's the street address of the rotterdam terminal", "n:site_details", (S, 3, "Rotterdam"))
R("q", "a", "en", 0, "which timezone is the houston refinery on", "n:site_details", (S, 2, "Houston"))
R("q", "a", "en", 0, "what's Priya's phone number", "n:user_details", (U, 6, "Priya"))
R("q", "a", "en", 0, "which department is Emma Laurent in", "n:user_details", (U, 10, "Emma"))
R("q", "a", "en", 0, "who acknowledged the flare camera alarm", "n:alert_details", (A, 6, "CAM-3002"))
R("q", "a", "en", 0, "who's handling the flare stack camera ticket", "n:work_order_details", (W, 4, "flare stack camera"))
R("q", "a", "en", 0, "when was the houston gateway upgrade due", "n:work_order_details", (W, 5, "Houston gateway"))
R("q", "a", "en", 0, "what's the website for axis communications", "n:manufacturer_details", (M, 3, "Axis"))
R("q", "a", "en", 0, "which gases can the BW Ultra detect", "n:product_details", (P, 1, "BW Ultra"))
# alice: lists filtered by a value, or unfiltered
R("q", "a", "en", 0, "which devices are offline at the moment", "n:device_list")
R("q", "a", "en", 0, "what's currently under maintenance in the fleet", "n:device_list")
R("q", "a", "en", 0, "which alarms are critical right now", "n:alerts_inbox")
R("q", "a", "en", 0, "is anything still unacknowledged", "n:alerts_inbox")
R("q", "a", "en", 0, "which work orders are past their due date", "n:work_orders")
R("q", "a", "en", 0, "do we have urgent tickets open", "n:work_orders")
R("q", "a", "en", 0, "which user accounts are deactivated", "n:user_list")
R("q", "a", "en", 0, "how many admins does acme have", "n:user_list")
R("q", "a", "en", 0, "how many sites do we have and where are they", "n:site_list")
R("q", "a", "en", 0, "which teams do we have at acme", "n:teams")
R("q", "a", "en", 0, "what product categories are set up", "n:product_categories")
R("q", "a", "en", 0, "which vendors do we buy hardware from", "n:manufacturers")
R("q", "a", "en", 0, "which rules watch H2S levels", "n:alert_rules")
R("q", "a", "en", 0, "is the bearing overheating rule switched on", "n:alert_rules")
# alice: screens that hold the answer
R("q", "a", "en", 0, "when do the outstanding invitations expire", "n:pending_invitations")
R("q", "a", "en", 0, "who's on call tonight for the refinery", "n:on_call_schedule")
R("q", "a", "en", 0, "how long do we keep raw telemetry", "n:data_retention_settings")
R("q", "a", "en", 0, "which detectors failed a bump test this month", "n:compliance_reports")
R("q", "a", "en", 0, "what maintenance is planned for next week", "n:maintenance_schedule")
R("q", "a", "en", 0, "how many spare BW Ultra batteries do we have left", "n:spare_parts_inventory")
R("q", "a", "en", 0, "how much electricity did houston use last month", "n:energy_usage_analytics")
R("q", "a", "en", 0, "what gas leaks have we had at rotterdam in the past", "n:incident_history")
R("q", "a", "en", 0, "after how long does an unacked critical alarm escalate", "n:escalation_policies")
R("q", "a", "en", 0, "who changed the config of GS-1002 yesterday", "n:audit_log")
R("q", "a", "en", 0, "how many API calls did our scripts make this week", "n:api_usage")
R("q", "a", "en", 0, "what plan are we on and what do we pay", "n:organization_billing")
R("q", "a", "en", 0, "which plan would give us more devices than ours", "n:subscription_plans")
R("q", "a", "en", 0, "which invoices haven't been paid yet", "n:organization_billing")
R("q", "a", "en", 0, "is the console having an outage right now", "n:system_status")
R("q", "a", "en", 0, "what's new in the latest console release", "n:release_notes")
R("q", "a", "en", 0, "which reports go out by email every week", "n:scheduled_reports")
R("q", "a", "en", 0, "which device groups do the firmware campaigns target", "n:device_groups")
R("q", "a", "en", 0, "is our slack integration still connected", "n:integrations")
R("q", "a", "en", 0, "did any webhook deliveries fail today", "n:webhooks")
R("q", "a", "en", 0, "is single sign-on enforced for everyone", "n:sso_settings")
R("q", "a", "en", 0, "what's our org's default timezone", "n:manage_organization")
R("q", "a", "en", 0, "which role is allowed to delete devices", "n:roles_permissions")
R("q", "a", "en", 0, "do I have unread notifications", "n:notifications")
R("q", "a", "en", 0, "where am I logged in right now", "n:active_sessions")
R("q", "a", "en", 0, "when does my api token expire", "n:api_tokens")
R("q", "a", "en", 0, "is two-factor turned on for my login", "n:two_factor_setup")
R("q", "a", "en", 0, "which hostname does our white-label console use", "n:branding_settings")
R("q", "a", "en", 0, "how's the fleet doing overall today", "n:main_dashboard")
R("q", "a", "en", 0, "which firmware campaigns are rolling out now", "n:firmware_updates")
# alice: typos
R("q", "a", "en", 1, "which devcies are at the lyon plant", "n:device_list", (S, 1, "Lyon"))
R("q", "a", "en", 1, "whos on call this wekend", "n:on_call_schedule")
R("q", "a", "en", 1, "what's the batery on GS-1016", "n:device_details", (D, 16, "GS-1016"))
R("q", "a", "en", 1, "which calibrations are overdeu", "n:compliance_reports")
R("q", "a", "en", 1, "what tickets does priya have asigned", "n:work_orders", (U, 6, "Priya"))
R("q", "a", "en", 1, "any critcal alarms open", "n:alerts_inbox")
R("q", "a", "en", 1, "who's in the maintenence crew", "n:user_list", (T, 2, "Maintenance"))
# alice: other languages
R("q", "a", "fr", 0, "quels capteurs sont hors ligne en ce moment ?", "n:device_list")
R("q", "a", "fr", 0, "combien de détecteurs avons-nous à Houston ?", "n:device_list", (S, 2, "Houston"))
R("q", "a", "fr", 0, "qui est d'astreinte ce soir ?", "n:on_call_schedule")
R("q", "a", "de", 0, "welche Geräte sind in Rotterdam installiert?", "n:device_list", (S, 3, "Rotterdam"))
R("q", "a", "de", 0, "wie hoch ist der CO-Wert am GS-1009 gerade?", "n:device_telemetry", (D, 9, "GS-1009"))
R("q", "a", "de", 0, "welche Arbeitsaufträge sind überfällig?", "n:work_orders")
R("q", "a", "es", 0, "¿qué alarmas críticas hay abiertas?", "n:alerts_inbox")
R("q", "a", "es", 0, "¿cuándo se calibró por última vez el GS-1015?", "n:device_calibration", (D, 15, "GS-1015"))
R("q", "a", "es", 0, "¿quién está en el equipo de mantenimiento?", "n:user_list", (T, 2, "Maintenance"))
R("q", "a", "it", 0, "quali dispositivi sono in manutenzione?", "n:device_list")
R("q", "a", "it", 0, "quanta energia ha consumato Lione il mese scorso?", "n:energy_usage_analytics")
R("q", "a", "it", 0, "qual è la batteria del GS-1001?", "n:device_details", (D, 1, "GS-1001"))
R("q", "a", "nl", 0, "welke werkorders staan op naam van Tom Becker?", "n:work_orders", (U, 4, "Tom Becker"))
R("q", "a", "nl", 0, "welke rapporten worden wekelijks gemaild?", "n:scheduled_reports")
R("q", "a", "nl", 0, "hoeveel sensoren hebben we in Lyon?", "n:device_list", (S, 1, "Lyon"))
R("q", "a", "pt", 0, "quais produtos compramos da Advantech?", "n:product_catalog", (M, 4, "Advantech"))
R("q", "a", "pt", 0, "qual é o telefone do Tom Okafor?", "n:user_details", (U, 5, "Okafor"))
R("q", "a", "pt", 0, "quem está de plantão hoje?", "n:on_call_schedule")

# dave
R("q", "d", "en", 0, "which devices do we have at the leeds pumping station", "n:device_list", (S, 6, "Leeds"))
R("q", "d", "en", 0, "who's in field service", "n:user_list", (T, 4, "Field Service"))
R("q", "d", "en", 0, "what do we buy from teltonika", "n:product_catalog", (M, 8, "Teltonika"))
R("q", "d", "en", 0, "what has erin got on her plate", "n:work_orders", (U, 12, "Erin"))
R("q", "d", "en", 0, "any alarms going off at denver", "n:site_details", (S, 5, "Denver"))
R("q", "d", "en", 0, "how many LeakSense units do we run", "n:product_details", (P, 10, "LeakSense"))
R("q", "d", "en", 0, "what's the signal strength on the denver router", "n:device_telemetry", (D, 52, "Denver router"))
R("q", "d", "en", 0, "chlorine level in the chlorination room right now", "n:device_telemetry", (D, 32, "Chlorination room"))
R("q", "d", "en", 0, "when is GX-5001 next due for calibration", "n:device_calibration", (D, 31, "GX-5001"))
R("q", "d", "en", 0, "battery on the control kiosk thermometer", "n:device_details", (D, 57, "Control kiosk"))
R("q", "d", "en", 0, "which of our invoices are still open", "n:organization_billing")
R("q", "d", "en", 0, "who's on call for the substations this weekend", "n:on_call_schedule")
R("q", "d", "en", 0, "what firmware is the leeds outfall router on", "n:device_details", (D, 59, "Leeds outfall"))
R("q", "d", "en", 0, "what's Frank Castillo's phone number", "n:user_details", (U, 13, "Frank"))
R("q", "d", "en", 0, "which cameras are in maintenance", "n:device_list")
R("q", "d", "en", 0, "who is assigned to the leeds LTE ticket", "n:work_order_details", (W, 10, "Leeds"))
R("q", "d", "en", 1, "how many users are still invted", "n:user_list")
R("q", "d", "de", 0, "welche Alarme sind noch offen?", "n:alerts_inbox")

# bob
R("q", "b", "en", 0, "what's on my plate this week", "n:work_orders", (U, 2, "bob"))
R("q", "b", "en", 0, "how many devices are at the lyon plant", "n:device_list", (S, 1, "Lyon"))
R("q", "b", "en", 0, "current CO reading on GS-1001", "n:device_telemetry", (D, 1, "GS-1001"))
R("q", "b", "en", 0, "when's the next planned inspection", "n:maintenance_schedule")
R("q", "b", "en", 0, "which alarms are still open", "n:alerts_inbox")
R("q", "b", "en", 0, "who else is on my team", "n:user_list", (T, 2, "Maintenance"))
R("q", "b", "en", 1, "do we have spare sensr cells in stock", "n:spare_parts_inventory")

# carol
R("q", "c", "en", 0, "which detectors are overdue for calibration", "n:compliance_reports")
R("q", "c", "en", 0, "who's on my team", "n:user_list", (T, 3, "Safety"))
R("q", "c", "en", 0, "battery level of GS-1015", "n:device_details", (D, 15, "GS-1015"))
R("q", "c", "en", 0, "what reports are in the library", "n:reports")
R("q", "c", "en", 0, "is anything alarming at houston", "n:site_details", (S, 2, "Houston"))
R("q", "c", "en", 0, "what's Tom Okafor's email", "n:user_details", (U, 5, "Okafor"))
R("q", "c", "es", 0, "¿qué tickets tiene asignados Priya?", "n:work_orders", (U, 6, "Priya"))

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den)
# ---------------------------------------------------------------------------------------
# carol (viewer)
R("den", "c", "en", 0, "I want to add a new detector to the fleet", "n:onboard_device")
R("den", "c", "en", 0, "where do I upload a csv of devices", "n:bulk_device_import")
R("den", "c", "en", 0, "open the config of TH-2002", "n:device_configuration", (D, 22, "TH-2002"))
R("den", "c", "en", 0, "which firmware rollouts are in progress", "n:firmware_updates")
R("den", "c", "en", 0, "take me to the form for registering a product", "n:register_product")
R("den", "c", "en", 0, "I need to set up a new site", "n:create_site")
R("den", "c", "en", 0, "where can I make an alert rule", "n:create_alert_rule")
R("den", "c", "en", 0, "open a ticket for the loading dock sensor", "n:create_work_order")
R("den", "c", "en", 0, "build my own report of alarms per site", "n:custom_report_builder")
R("den", "c", "en", 0, "export last month's readings as csv", "n:data_export")
R("den", "c", "en", 0, "show the billing overview", "n:organization_billing")
R("den", "c", "en", 0, "last month's invoice", "n:invoice_detail", (I, 6, "1 month"))
R("den", "c", "en", 0, "compare the subscription plans", "n:subscription_plans")
R("den", "c", "en", 0, "where do we change the logo and colours", "n:branding_settings")
R("den", "c", "en", 0, "who deleted a device last week", "n:audit_log")
R("den", "c", "en", 0, "how long are alarms kept before they're purged", "n:data_retention_settings")
R("den", "c", "en", 0, "the SSO settings", "n:sso_settings")
R("den", "c", "en", 0, "is the microsoft teams integration set up", "n:integrations")
R("den", "c", "en", 0, "list our webhook endpoints", "n:webhooks")
R("den", "c", "en", 0, "how much of the api quota have we used", "n:api_usage")
R("den", "c", "en", 0, "edit Priya's details", "n:edit_user_details", (U, 6, "Priya"))
R("den", "c", "en", 0, "invite a colleague from quality", "n:invite_user")
R("den", "c", "en", 0, "the role permissions matrix", "n:roles_permissions")
R("den", "c", "en", 0, "edit what the viewer role can do", "n:edit_role")
R("den", "c", "en", 0, "which invitations are still pending", "n:pending_invitations")
R("den", "c", "en", 0, "where's the decommission page for GS-1004", "n:decommission_device", (D, 4, "GS-1004"))
R("den", "c", "en", 0, "our organization settings", "n:manage_organization")
R("den", "c", "en", 1, "exprot the alarm history", "n:data_export")
R("den", "c", "fr", 0, "je veux créer un ordre de travail", "n:create_work_order")
R("den", "c", "it", 0, "importa dispositivi da un file csv", "n:bulk_device_import")
# bob (operator)
R("den", "b", "en", 0, "open the billing page", "n:organization_billing")
R("den", "b", "en", 0, "the latest acme invoice", "n:invoice_detail", (I, 6, "5237.00"))
R("den", "b", "en", 0, "what plans are there", "n:subscription_plans")
R("den", "b", "en", 0, "branding and white label", "n:branding_settings")
R("den", "b", "en", 0, "who changed GS-1019's name", "n:audit_log")
R("den", "b", "en", 0, "data retention page", "n:data_retention_settings")
R("den", "b", "en", 0, "single sign-on config", "n:sso_settings")
R("den", "b", "en", 0, "connect pagerduty", "n:integrations")
R("den", "b", "en", 0, "show outgoing webhook deliveries", "n:webhooks")
R("den", "b", "en", 0, "our api rate limits", "n:api_usage")
R("den", "b", "en", 0, "edit Tom Becker's user record", "n:edit_user_details", (U, 4, "Tom Becker"))
R("den", "b", "en", 0, "invite a new technician", "n:invite_user")
R("den", "b", "en", 0, "who has which permissions", "n:roles_permissions")
R("den", "b", "en", 0, "change the operator role's rights", "n:edit_role")
R("den", "b", "en", 0, "pending invites", "n:pending_invitations")
R("den", "b", "en", 0, "decommission screen for GS-1017", "n:decommission_device", (D, 17, "GS-1017"))
R("den", "b", "en", 0, "org settings, timezone and logo", "n:manage_organization")
R("den", "b", "en", 1, "the billng overview", "n:organization_billing")
R("den", "b", "de", 0, "zeig mir das Audit-Protokoll", "n:audit_log")
R("den", "b", "es", 0, "quiero ver la página de facturación", "n:organization_billing")

# ---------------------------------------------------------------------------------------
# unclear: out of scope, vague, small talk, gibberish (unc)
# ---------------------------------------------------------------------------------------
R("unc", "a", "en", 0, "will it rain in rotterdam during tomorrow's jetty inspection", "u")
R("unc", "a", "en", 0, "tell me a joke about gas detectors", "u")
R("unc", "a", "en", 0, "how do I claim overtime for the night shift", "u")
R("unc", "a", "en", 0, "book me a taxi from the airport to the houston refinery", "u")
R("unc", "a", "en", 0, "good lunch places near rue de gerland?", "u")
R("unc", "a", "en", 0, "my laptop can't connect to the VPN", "u")
R("unc", "a", "en", 0, "how do I make a pivot table in excel", "u")
R("unc", "a", "en", 0, "what's the molar mass of hydrogen sulfide", "u")
R("unc", "a", "en", 0, "translate 'bump test' into japanese", "u")
R("unc", "a", "en", 0, "who won the champions league final", "u")
R("unc", "a", "en", 0, "do the thing from earlier", "u")
R("unc", "a", "en", 0, "uh can you sort it out", "u")
R("unc", "a", "en", 0, "stuff", "u")
R("unc", "a", "en", 0, "asdfgh jkl", "u")
R("unc", "a", "en", 0, "thanks that's all for now", "u")
R("unc", "a", "en", 0, "what coffee does priya like", "u")
R("unc", "a", "en", 0, "remind me to call the dentist at 4", "u")
R("unc", "a", "en", 0, "how many vacation days have I got left", "u")
R("unc", "a", "en", 0, "what's on the canteen menu in lyon today", "u")
R("unc", "a", "en", 0, "write a poem about a gateway", "u")
R("unc", "a", "en", 0, "should I buy honeywell shares", "u")
R("unc", "a", "en", 0, "order safety boots size 44 for tom becker", "u")
R("unc", "a", "en", 0, "what's the capital of the netherlands", "u")
R("unc", "a", "en", 0, "the lyon coffee machine is broken again", "u")
R("unc", "a", "en", 0, "make it better", "u")
R("unc", "a", "en", 0, "hmm not sure what I need", "u")
R("unc", "a", "en", 0, "how do I renew my passport", "u")
R("unc", "a", "en", 0, "what's 15% of 5237", "u")
R("unc", "a", "en", 0, "play some music", "u")
R("unc", "a", "en", 0, "how do I set up my out of office in gmail", "u")
R("unc", "a", "en", 1, "waht is teh wether like", "u")
R("unc", "a", "en", 1, "rmind me tomorow", "u")
R("unc", "a", "fr", 0, "quel temps fera-t-il à Lyon demain ?", "u")
R("unc", "a", "de", 0, "erzähl mir einen Witz", "u")
R("unc", "a", "es", 0, "¿dónde puedo comer cerca de la refinería?", "u")
R("unc", "a", "it", 0, "prenotami un volo per Rotterdam", "u")
R("unc", "a", "nl", 0, "hoeveel vakantiedagen heb ik nog?", "u")
R("unc", "a", "pt", 0, "qual é a capital da Holanda?", "u")
R("unc", "d", "en", 0, "what's the time in leeds right now", "u")
R("unc", "d", "en", 0, "book a hotel near the denver substation", "u")
R("unc", "d", "en", 0, "how do I expense a phone bill", "u")
R("unc", "d", "en", 0, "good morning navex, how are you today", "u")
R("unc", "d", "en", 0, "something's off, can you look", "u")
R("unc", "b", "en", 0, "whats the football score", "u")
R("unc", "b", "en", 0, "my locker key is lost", "u")
R("unc", "b", "en", 1, "fix teh thing", "u")
R("unc", "c", "en", 0, "help me write an email to my manager", "u")
R("unc", "c", "en", 0, "what's the weather going to do this afternoon in houston", "u")

# ---------------------------------------------------------------------------------------
# plain navigation to screens without records (nav)
# ---------------------------------------------------------------------------------------
R("nav", "a", "en", 0, "back to the home overview with the KPI tiles", "n:main_dashboard")
R("nav", "a", "en", 0, "open my notification inbox", "n:notifications")
R("nav", "a", "en", 0, "I want to search across everything in the console", "n:global_search")
R("nav", "a", "en", 0, "where are the how-to guides and FAQs", "n:help_center")
R("nav", "a", "en", 0, "show me the console changelog", "n:release_notes")
R("nav", "a", "en", 0, "the acme platform status page", "n:system_status")
R("nav", "a", "en", 0, "take me to my own profile page", "n:profile")
R("nav", "a", "en", 0, "I'd like to edit my profile picture", "n:edit_profile")
R("nav", "a", "en", 0, "my password needs changing, where do I go", "n:change_password")
R("nav", "a", "en", 0, "where do I pick which alarms email me", "n:notification_preferences")
R("nav", "a", "en", 0, "manage my personal access tokens", "n:api_tokens")
R("nav", "a", "en", 0, "set up an authenticator app for my login", "n:two_factor_setup")
R("nav", "a", "en", 0, "where can I see the browsers I'm signed in on", "n:active_sessions")
R("nav", "a", "en", 0, "the page with our company name and locale", "n:manage_organization")
R("nav", "a", "en", 0, "the people directory", "n:user_list")
R("nav", "a", "en", 0, "show me every team we've set up", "n:teams")
R("nav", "a", "en", 0, "I want to invite someone to the console", "n:invite_user")
R("nav", "a", "en", 0, "the full device inventory", "n:device_list")
R("nav", "a", "en", 0, "start the onboarding wizard for a new sensor", "n:onboard_device")
R("nav", "a", "en", 0, "bulk import devices from a spreadsheet", "n:bulk_device_import")
R("nav", "a", "en", 0, "the over-the-air update campaigns page", "n:firmware_updates")
R("nav", "a", "en", 0, "where are the device groups defined", "n:device_groups")
R("nav", "a", "en", 0, "show the whole fleet on a map", "n:device_map")
R("nav", "a", "en", 0, "browse the product catalog", "n:product_catalog")
R("nav", "a", "en", 0, "add a new device model to the catalog", "n:register_product")
R("nav", "a", "en", 0, "our list of vendors", "n:manufacturers")
R("nav", "a", "en", 0, "the product categories screen", "n:product_categories")
R("nav", "a", "en", 0, "all our facilities in one list", "n:site_list")
R("nav", "a", "en", 0, "I want to add a site", "n:create_site")
R("nav", "a", "en", 0, "go to the alarm inbox", "n:alerts_inbox")
R("nav", "a", "en", 0, "the threshold rules page", "n:alert_rules")
R("nav", "a", "en", 0, "set up a new alarm rule", "n:create_alert_rule")
R("nav", "a", "en", 0, "past incidents and how they were resolved", "n:incident_history")
R("nav", "a", "en", 0, "the on-call rota", "n:on_call_schedule")
R("nav", "a", "en", 0, "where are the escalation policies", "n:escalation_policies")
R("nav", "a", "en", 0, "the planned maintenance calendar", "n:maintenance_schedule")
R("nav", "a", "en", 0, "the list of all work orders", "n:work_orders")
R("nav", "a", "en", 0, "raise a new work order", "n:create_work_order")
R("nav", "a", "en", 0, "the spare parts stock page", "n:spare_parts_inventory")
R("nav", "a", "en", 0, "the ready-made report library", "n:reports")
R("nav", "a", "en", 0, "open the custom report builder", "n:custom_report_builder")
R("nav", "a", "en", 0, "where are the scheduled reports", "n:scheduled_reports")
R("nav", "a", "en", 0, "energy consumption charts", "n:energy_usage_analytics")
R("nav", "a", "en", 0, "gas detection compliance page", "n:compliance_reports")
R("nav", "a", "en", 0, "I need to export data to parquet", "n:data_export")
R("nav", "a", "en", 0, "the roles and what each can do", "n:roles_permissions")
R("nav", "a", "en", 0, "I want to edit the operator role", "n:edit_role")
R("nav", "a", "en", 0, "the single sign-on setup", "n:sso_settings")
R("nav", "a", "en", 0, "the audit trail", "n:audit_log")
R("nav", "a", "en", 0, "take me to integrations", "n:integrations")
R("nav", "a", "en", 1, "teh billing page", "n:organization_billing")
R("nav", "a", "en", 1, "notifcation settings", "n:notification_preferences")
R("nav", "a", "en", 1, "the incdent history", "n:incident_history")
R("nav", "a", "fr", 0, "ouvre le tableau de bord principal", "n:main_dashboard")
R("nav", "a", "de", 0, "zur Geräteliste bitte", "n:device_list")
R("nav", "a", "es", 0, "llévame a los informes programados", "n:scheduled_reports")
R("nav", "a", "it", 0, "apri il calendario della manutenzione", "n:maintenance_schedule")
R("nav", "a", "nl", 0, "ga naar de werkorders", "n:work_orders")
R("nav", "a", "pt", 0, "abre a página de ajuda", "n:help_center")
R("nav", "d", "en", 0, "the globex site list", "n:site_list")
R("nav", "d", "en", 0, "open the webhook endpoints page", "n:webhooks")
R("nav", "b", "en", 0, "take me to the bulk import", "n:bulk_device_import")
R("nav", "b", "en", 0, "the map of devices", "n:device_map")
R("nav", "c", "en", 0, "open the release notes", "n:release_notes")
R("nav", "c", "en", 0, "my notifications please", "n:notifications")
R("nav", "c", "en", 0, "the help center", "n:help_center")

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values (chg)
# ---------------------------------------------------------------------------------------
R("chg", "a", "en", 0, "add Emma Laurent to the maintenance team", "n:team_details", (T, 2, "Maintenance"))
R("chg", "a", "en", 0, "remove Tom Okafor from safety & compliance", "n:team_details", (T, 3, "Safety"))
R("chg", "a", "en", 0, "close out ticket 3, the bump test is finished", "n:work_order_details", (W, 3, "Bump test"))
R("chg", "a", "en", 0, "reassign the flare camera job from hiroshi to bob", "n:work_order_details", (W, 4, "flare stack camera"))
R("chg", "a", "en", 0, "comment on the CO alarm: leak found at tank T-12", "n:alert_details", (A, 1, "CO at 42"))
R("chg", "a", "en", 0, "resolve the loading dock alarm, it's back online", "n:alert_details", (A, 4, "Loading dock"))
R("chg", "a", "en", 0, "turn off the H2S high rule", "n:alert_rules")
R("chg", "a", "en", 0, "re-enable bearing overheating", "n:alert_rules")
R("chg", "a", "en", 0, "switch us to the professional plan", "n:subscription_plans")
R("chg", "a", "en", 0, "change the brand colour to #ff6600", "n:branding_settings")
R("chg", "a", "en", 0, "set the org timezone to Europe/Amsterdam", "n:manage_organization")
R("chg", "a", "en", 0, "keep raw telemetry for 90 days only", "n:data_retention_settings")
R("chg", "a", "en", 0, "resend Sofia's invitation", "n:pending_invitations")
R("chg", "a", "en", 0, "cancel the invite we sent Emma", "n:pending_invitations")
R("chg", "a", "en", 0, "make a device group called Houston portables with GS-1008 and GS-1014", "n:device_groups")
R("chg", "a", "en", 0, "roll out firmware 2.4.1 to GW-4003", "n:firmware_updates")
R("chg", "a", "en", 0, "rename the Gateways category to Gateways & routers", "n:product_categories")
R("chg", "a", "en", 0, "email me the alarm summary report every monday at 7", "n:scheduled_reports")
R("chg", "a", "en", 0, "text me for critical alarms only", "n:notification_preferences")
R("chg", "a", "en", 0, "revoke my token called grafana-sync", "n:api_tokens")
R("chg", "a", "en", 0, "sign me out of the chrome session on the shared PC", "n:active_sessions")
R("chg", "a", "en", 0, "let operators delete work orders", "n:edit_role")
R("chg", "a", "en", 0, "connect our #alarms slack channel", "n:integrations")
R("chg", "a", "en", 0, "send device offline events to https://hooks.acme.example/offline", "n:webhooks")
R("chg", "a", "en", 0, "enforce okta sso for every user", "n:sso_settings")
R("chg", "a", "en", 0, "put Priya on call this saturday", "n:on_call_schedule")
R("chg", "a", "en", 0, "escalate unacked critical alarms to Hiroshi after 15 minutes", "n:escalation_policies")
R("chg", "a", "en", 0, "change my password to Winter2025!", "n:change_password")
R("chg", "a", "en", 0, "set my job title to Plant Operations Lead", "n:edit_profile")
R("chg", "a", "en", 0, "swap the card on file for the new company visa", "n:organization_billing")
R("chg", "a", "en", 1, "disabel the CO high rule for an hour", "n:alert_rules")
R("chg", "a", "en", 1, "add hiroshi to the control room teem", "n:team_details", (T, 1, "Control Room"))
R("chg", "a", "fr", 0, "passe-nous à l'abonnement professional", "n:subscription_plans")
R("chg", "a", "de", 0, "Telemetrie nur noch 30 Tage aufbewahren", "n:data_retention_settings")
R("chg", "a", "es", 0, "desactiva la regla de batería baja", "n:alert_rules")
R("chg", "d", "en", 0, "add Maya Patel to security operations", "n:team_details", (T, 6, "Security"))
R("chg", "d", "en", 0, "disable the weak LTE signal rule", "n:alert_rules")
R("chg", "d", "en", 0, "move us up to the enterprise plan", "n:subscription_plans")
R("chg", "d", "en", 0, "mark the quarterly relay cabinet check as in progress", "n:work_order_details", (W, 11, "Quarterly"))
R("chg", "d", "en", 0, "resend jamal's invite", "n:pending_invitations")
R("chg", "b", "en", 0, "mark my CO investigation ticket done", "n:work_order_details", (W, 2, "Investigate CO"))
R("chg", "b", "en", 0, "mute push notifications at weekends", "n:notification_preferences")
R("chg", "b", "en", 0, "push firmware 2.4.1 to the rotterdam gateway", "n:firmware_updates")
R("chg", "c", "en", 0, "stop the SMS alerts on my phone, email is enough", "n:notification_preferences")

# ---------------------------------------------------------------------------------------
# execution: changes with all their values (exec)
# ---------------------------------------------------------------------------------------
# alice
R("exec", "a", "en", 0, "rename GS-1013 to Control room east", "x:update_device")
R("exec", "a", "en", 0, "move TH-2001 to the Houston refinery", "x:update_device")
R("exec", "a", "en", 0, "set GS-1011 back to active", "x:update_device")
R("exec", "a", "en", 0, "change the sampling interval of GS-1016 to 20 seconds", "x:update_device")
R("exec", "a", "en", 0, "set the alarm set point of GS-1005 to 15% LEL", "x:update_device")
R("exec", "a", "en", 0, "change Priya Raman's phone to +1 713 555 0199", "x:update_user")
R("exec", "a", "en", 0, "make Tom Okafor an operator", "x:update_user")
R("exec", "a", "en", 0, "move Carol to the Operations department", "x:update_user")
R("exec", "a", "en", 0, "deactivate Tom Becker's account, he's leaving on friday", "x:deactivate_user")
R("exec", "a", "en", 0, "lock out priya raman, she moved to another company", "x:deactivate_user")
R("exec", "a", "en", 0, "invite noah.dubois@acme.example as a viewer, his name is Noah Dubois", "x:invite_user")
R("exec", "a", "en", 0, "invite Ana Costa, ana.costa@acme.example, as an operator on the maintenance team", "x:invite_user")
R("exec", "a", "en", 0, "add a new BW Ultra with serial GS-1021 at the Lyon plant", "x:onboard_device")
R("exec", "a", "en", 0, "onboard camera CAM-3004, a P3265-LVE, at rotterdam", "x:onboard_device")
R("exec", "a", "en", 0, "create a site called Antwerp depot at Haven 1025, 2030 Antwerpen, timezone Europe/Brussels", "x:create_site")
R("exec", "a", "en", 0, "critical alert when an X-am 5600 reads CO above 50 ppm", "x:create_alert_rule")
R("exec", "a", "en", 0, "warning rule: WISE-2410 vibration over 7 mm/s", "x:create_alert_rule")
R("exec", "a", "en", 0, "register the Dräger Pac 8000 as a gas sensor from Dräger", "x:register_product")
R("exec", "a", "en", 0, "add the Axis Q1798-LE to the catalog, a camera made by Axis Communications", "x:register_product")
R("exec", "a", "en", 0, "change the description of the WISE-6610 to 'LoRaWAN gateway with LTE and Ethernet backhaul'", "x:update_product")
R("exec", "a", "en", 0, "ack the H2S alarm on GS-1008", "x:acknowledge_alert")
R("exec", "a", "en", 0, "acknowledge the battery warning for the rescue team portable", "x:acknowledge_alert")
R("exec", "a", "en", 0, "decommission GS-1004, it's been dead for weeks", "x:decommission_device")
R("exec", "a", "en", 0, "retire CAM-3002 permanently, we're replacing it", "x:decommission_device")
R("exec", "a", "en", 0, "create a high priority work order to replace the battery of GS-1004, due friday", "x:create_work_order")
R("exec", "a", "en", 0, "open an urgent ticket for TH-2003: recalibrate the transmitter, due tomorrow, assign it to Tom Becker", "x:create_work_order")
R("exec", "a", "en", 1, "acknowlege the CO alarm on GS-1009", "x:acknowledge_alert")
R("exec", "a", "en", 1, "renmae CAM-3001 to Gatehouse camera", "x:update_device")
R("exec", "a", "en", 1, "set sofia marchettis department to Quality Assurance", "x:update_user")
R("exec", "a", "fr", 0, "renomme le GS-1003 en Hall B réacteur", "x:update_device")
R("exec", "a", "de", 0, "setze die Telefonnummer von Hiroshi Tanaka auf +33 4 72 10 20 10", "x:update_user")
R("exec", "a", "es", 0, "da de baja el GS-1017, ya no tiene reparación", "x:decommission_device")
R("exec", "a", "it", 0, "conferma l'allarme del GS-1014 sulla batteria", "x:acknowledge_alert")
R("exec", "a", "nl", 0, "zet GS-1002 op onderhoud", "x:update_device")
R("exec", "a", "pt", 0, "crie uma ordem de serviço média para limpar a lente da CAM-3003, prazo sexta-feira", "x:create_work_order")
# dave
R("exec", "d", "en", 0, "register Siemens' GasGuard NH3 as a gas sensor", "x:register_product")
R("exec", "d", "en", 0, "set the TRB245's description to 'Compact LTE gateway, DIN rail, Modbus RTU/TCP'", "x:update_product")
R("exec", "d", "en", 0, "onboard GXT-6008, a TempLink T100, at the denver substation", "x:onboard_device")
R("exec", "d", "en", 0, "rename GXC-7005 to Yard overview", "x:update_device")
R("exec", "d", "en", 0, "put GXT-6006 back into active status", "x:update_device")
R("exec", "d", "en", 0, "decommission GXW-8004, a replacement is on the way", "x:decommission_device")
R("exec", "d", "en", 0, "invite olivia.brooks@globex.example as an operator, name Olivia Brooks", "x:invite_user")
R("exec", "d", "en", 0, "change Leo Fischer's department to Grid Operations", "x:update_user")
R("exec", "d", "en", 0, "deactivate Grace Liu, she left finance last week", "x:deactivate_user")
R("exec", "d", "en", 0, "create a site named Aurora reservoir at 15151 E Alameda Pkwy, Aurora, CO, timezone America/Denver", "x:create_site")
R("exec", "d", "en", 0, "critical alert when GasGuard Cl2 chlorine goes above 3 ppm", "x:create_alert_rule")
R("exec", "d", "en", 0, "ack the SF6 alarm on bay 2", "x:acknowledge_alert")
R("exec", "d", "en", 0, "new work order: replace the antenna on GXW-8004, high priority, due monday, assign to leo", "x:create_work_order")
R("exec", "d", "en", 1, "set the sampel rate of GX-5004 to 10 seconds", "x:update_device")
R("exec", "d", "de", 0, "bestätige den Chloralarm am GX-5002", "x:acknowledge_alert")
# bob
R("exec", "b", "en", 0, "rename GS-1019 to Tank pit 4 west", "x:update_device")
R("exec", "b", "en", 0, "set the reporting interval of TH-2002 to 120 seconds", "x:update_device")
R("exec", "b", "en", 0, "ack the loading dock alarm, I'm on my way", "x:acknowledge_alert")
R("exec", "b", "en", 0, "work order for GS-1017: replace the IR source, high priority, due next wednesday, assign to me", "x:create_work_order")
R("exec", "b", "en", 0, "onboard GS-1022, an X-am 5600, at the houston refinery", "x:onboard_device")
R("exec", "b", "en", 0, "create the site Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris", "x:create_site")
R("exec", "b", "en", 0, "warn when a Polytron 8700 goes over 5% LEL", "x:create_alert_rule")
R("exec", "b", "en", 0, "add the Honeywell Searchline Excel, a gas sensor by Honeywell", "x:register_product")
R("exec", "b", "en", 0, "update the X-am 5600 description to 'Compact 6-gas monitor for confined spaces'", "x:update_product")
R("exec", "b", "en", 1, "move GS-1007 to the houston refinary", "x:update_device")

# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (the row keeps its kind, user, language, typo flag,
# target and record unless a (wording, record) pair is given)
REWORDED: dict[str, object] = {
 # records
 "priya ramans acount": "cn you open priya ramans acount page, the process enginer",
 "the tank farm nroth detector": "bring up the BW ultra at tank farm nroth in houston",
 "lukas meyer's accuont": "lukas meyer's accuont, the ex-maintenance tech",
 "the invocie we still owe": "open the invocie from last month that acme hasnt paid",
 "la fiche de Tom Okafor": "affiche-moi le compte de Tom Okafor, celui de la sécurité",
 "ouvre le capteur GS-1015": ("montre le X-am de la jetée numéro 1", ("device_id", 15, "Jetty 1")),
 "erin walsh's account": "can I look at Erin Walsh from Globex?",
 "zeig mir GS-1013": ("ich möchte den Gasmelder im Houstoner Kontrollraum sehen", ("device_id", 13, "Control room")),
 # questions
 "qui est d'astreinte ce soir ?": "qui répond aux alarmes cette nuit, d'après le planning d'astreinte ?",
 "wie hoch ist der CO-Wert am GS-1009 gerade?": "was misst GS-1009 an der Tankfarm Nord gerade an Kohlenmonoxid?",
 "¿qué alarmas críticas hay abiertas?": "¿hay alguna alarma de severidad crítica sin atender ahora mismo?",
 "¿quién está en el equipo de mantenimiento?": "¿qué personas forman parte del equipo Maintenance?",
 "quali dispositivi sono in manutenzione?": "quanti sensori risultano fermi per manutenzione in questo momento?",
 "quanta energia ha consumato Lione il mese scorso?": "quanti kWh ha usato l'impianto di Lione nell'ultimo trimestre?",
 "whos on call this wekend": "whos on the on-call rota for saturday nite",
 "what's the batery on GS-1016": "how much batery is left on the jetty 2 x-am (GS-1016)?",
 "what's on my plate this week": "which work orders have I got assigned right now",
 "which alarms are still open": "are there alarms nobody has acked yet across the three sites",
 "who else is on my team": "who are my colleagues in the maintenance crew",
 "which detectors are overdue for calibration": "I'm preparing the audit: which gas detectors have an overdue calibration?",
 "who's on my team": "list the members of the team I belong to",
 "battery level of GS-1015": ("how charged is the jetty 1 detector's battery", ("device_id", 15, "Jetty 1")),
 "is anything alarming at houston": "what's currently alarming at the refinery in texas?",
 # denied, bob
 "what plans are there": "can I see which subscription tiers acme could move to",
 "data retention page": "how many days of telemetry do we store before it's wiped",
 "single sign-on config": "I want to look at how our okta login is wired up",
 "connect pagerduty": "where would I hook pagerduty up to the console for paging",
 "edit Tom Becker's user record": "I need to fix Tom Becker's department in his user record, open the edit form",
 "invite a new technician": "we've hired a field tech, where do I send them an invitation",
 "pending invites": "the screen where invitations get resent or revoked",
 "decommission screen for GS-1017": ("take me to the page for retiring the vapour recovery polytron", ("device_id", 17, "Vapour recovery")),
 "zeig mir das Audit-Protokoll": "wer hat gestern die Konfiguration von GS-1019 geändert? zeig mir das Protokoll",
 # denied, carol
 "I want to add a new detector to the fleet": "where's the wizard to onboard the new x-am that just arrived",
 "which firmware rollouts are in progress": "is the OTA campaign for the gateways still running",
 "open a ticket for the loading dock sensor": "I'd like to raise a maintenance job about the loading dock detector",
 "build my own report of alarms per site": "I want to design a report with my own columns, alarms grouped by site",
 "export last month's readings as csv": "download the raw readings of all Lyon sensors into a spreadsheet file",
 "show the billing overview": "what payment card is on file for acme",
 "last month's invoice": ("open the €5,237 invoice", ("invoice_id", 6, "5237.00")),
 "compare the subscription plans": "what does each pricing tier include, side by side",
 "list our webhook endpoints": "which URLs do we POST alarm events to",
 "invite a colleague from quality": "the new quality auditor needs an account, where do I invite her",
 "which invitations are still pending": "show invitations that will expire soon",
 "our organization settings": "where do we set acme's default units of measure",
 # unclear
 "tell me a joke about gas detectors": "got any good jokes about hydrogen sulfide",
 "who won the champions league final": "who scored in last night's PSV match",
 "uh can you sort it out": "ugh just sort that out for me will you",
 "stuff": "stuff and things lol",
 "asdfgh jkl": "qwpoeiru zmxncb",
 "thanks that's all for now": "cheers, nothing else for the moment",
 "remind me to call the dentist at 4": "ping me at half three about my dentist appointment",
 "how many vacation days have I got left": "how much annual leave do I still have this year",
 "should I buy honeywell shares": "is Dräger stock worth buying this quarter",
 "make it better": "can you make this nicer somehow",
 "hmm not sure what I need": "hmm, I forgot what I came here for",
 "how do I renew my passport": "where does one renew a french passport in lyon",
 "what's 15% of 5237": "work out 19% VAT on 5237 euros for me",
 "play some music": "put on some lo-fi while I work",
 "quel temps fera-t-il à Lyon demain ?": "il va neiger à Lyon ce week-end ?",
 "erzähl mir einen Witz": "kennst du einen guten Witz über Ingenieure?",
 "hoeveel vakantiedagen heb ik nog?": "kun je mijn verlofaanvraag voor juli indienen?",
 "fix teh thing": "just fix teh problem plz",
 # plain navigation
 "notifcation settings": "where do i chnage my notifcation settings for SMS",
 "llévame a los informes programados": "abre la sección de informes programados, por favor",
 "apri il calendario della manutenzione": "portami al planning delle manutenzioni preventive",
 # changes no tool makes
 "add Emma Laurent to the maintenance team": "put Emma Laurent in the maintenance crew as well",
 "switch us to the professional plan": "downgrade acme from enterprise to the professional tier",
 "change the brand colour to #ff6600": "our primary colour should be #0b7a75 from now on",
 "set the org timezone to Europe/Amsterdam": "the org's default timezone needs to be Europe/London instead of Paris",
 "keep raw telemetry for 90 days only": "purge raw sensor telemetry after 180 days",
 "resend Sofia's invitation": "Sofia Marchetti never got her invite email, send it again",
 "make a device group called Houston portables with GS-1008 and GS-1014": "group GS-1015 and GS-1016 together as 'Rotterdam jetties'",
 "rename the Gateways category to Gateways & routers": "the Thermometers category should be called Temperature sensors",
 "let operators delete work orders": "give viewers permission to export data",
 "enforce okta sso for every user": "make everyone at acme log in through Azure AD only",
 "put Priya on call this saturday": "Hiroshi covers the on-call shift next sunday instead of Priya",
 "escalate unacked critical alarms to Hiroshi after 15 minutes": "if nobody acks a critical alarm in 10 min, page the control room lead",
 "change my password to Winter2025!": "my new password should be Tr3ffpunkt#88",
 "add hiroshi to the control room teem": "hiroshi shuold join the control room teem too",
 "move us up to the enterprise plan": "we need the enterprise tier at globex, switch the plan",
 "push firmware 2.4.1 to the rotterdam gateway": "schedule the 2.4.1 OTA update for GW-4003 tonight",
 # execution
 "acknowlege the CO alarm on GS-1009": "acknowlege the tank farm nroth CO alarm, im on it",
 "zet GS-1002 op onderhoud": "zet de status van GS-1002 in reactorhal A op onderhoud",
 "set the TRB245's description to 'Compact LTE gateway, DIN rail, Modbus RTU/TCP'": "the TRB245 description should read 'DIN-rail LTE gateway used at Leeds and Springfield'",
 "create a site named Aurora reservoir at 15151 E Alameda Pkwy, Aurora, CO, timezone America/Denver": "add a new site: Pueblo booster station, 210 W 4th St, Pueblo CO 81003, Mountain time (America/Denver)",
 "ack the SF6 alarm on bay 2": "acknowledge alert 9, frank is already checking the flanges",
 "set the reporting interval of TH-2002 to 120 seconds": "TH-2002 should report every 2 minutes instead of 5",
 "create the site Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris": "new site for us: Fos-sur-Mer tank farm, Route du Port, 13270 Fos-sur-Mer, timezone Europe/Paris",
 "update the X-am 5600 description to 'Compact 6-gas monitor for confined spaces'": "X-am 5600 product description: change it to 'Dräger 4-gas confined space monitor, IR LEL'",
 "move GS-1007 to the houston refinary": "GS-1007 got shipped to houston, set its site to the refinary",
}
# a rewording that collided again -> its second rewording
REWORDED_TWICE: dict[str, object] = {
    "¿qué personas forman parte del equipo Maintenance?": "dime los nombres de quienes trabajan en el equipo de mantenimiento de Acme",
    "open the €5,237 invoice": "I'd like to read the invoice for 5237 euros that's still unpaid",
    "the new quality auditor needs an account, where do I invite her": "our incoming auditor from quality has no login yet, how do I send her one",
    "qwpoeiru zmxncb": "plorf wibble zz9",
    "put on some lo-fi while I work": "can you queue up a podcast for my commute",
    "il va neiger à Lyon ce week-end ?": "faut-il prendre un parapluie pour la visite du site de Gerland jeudi ?",
    "kennst du einen guten Witz über Ingenieure?": "wie viele Tage Urlaub darf ich ins nächste Jahr mitnehmen?",
}
# colliding, dropped
DROPPED: list[str] = [
    # records (43)
    "that bearing sensor on pump P-101",
    "the temperature transmitter on the crude heater outlet",
    "the crude unit H2S monitor",
    "the BW Ultras out at the rotterdam terminal",
    "live readings from the hydrotreater detector",
    "the quality viewer who hasn't accepted her invite",
    "who has the number +31 10 555 0193",
    "the colleague with a rotterdam phone number",
    "the site that runs on chicago time",
    "the axis communications vendor page",
    "the round-the-clock monitoring team",
    "the low battery alarm on the rescue portable",
    "the alert about the loading dock not reporting",
    "the job that was superseded by the gatehouse project",
    "the job about tanks T-12 and T-14",
    "the invoice from two months back",
    "the invoice from three months ago",
    "the second oldest invoice",
    "hector alvarez's account",
    "the denver substation page",
    "the Siemens manufacturer page",
    "the chlorine store detector",
    "the thermometer in the lab fridge",
    "the T2 thermal cam that's down for maintenance",
    "the wet well chlorine sensor",
    "the springfield router",
    "the hypochlorite tank detector",
    "calibration records of GX-5010",
    "erin walsh's user page",
    "kim larsen, the one we deactivated",
    "tom becker's page",
    "the substation on brighton blvd",
    "our UK site",
    "the compact modbus LTE gateway model",
    "the lithuanian router company",
    "our german suppliers",
    "the field service crew",
    "the dispatch team",
    "the SF6 alert in bay 2",
    "the firmware 7.06 notice",
    "the transformer hot spot I resolved",
    "the older of the two unpaid invoices",
    "the $1,299 invoices",
    # questions (38)
    "who sits in the control room team",
    "list the people in safety & compliance",
    "what products do we get from dräger",
    "how many BW Ultras are deployed",
    "what is the battery level of GS-1006",
    "what firmware is GW-4001 running",
    "when was GS-1012 last calibrated",
    "what's the street address of the rotterdam terminal",
    "which timezone is the houston refinery on",
    "what's Priya's phone number",
    "which department is Emma Laurent in",
    "who acknowledged the flare camera alarm",
    "which alarms are critical right now",
    "which work orders are past their due date",
    "which user accounts are deactivated",
    "how many sites do we have and where are they",
    "what product categories are set up",
    "is the bearing overheating rule switched on",
    "how long do we keep raw telemetry",
    "which detectors failed a bump test this month",
    "what maintenance is planned for next week",
    "how much electricity did houston use last month",
    "after how long does an unacked critical alarm escalate",
    "who changed the config of GS-1002 yesterday",
    "which invoices haven't been paid yet",
    "what's new in the latest console release",
    "which reports go out by email every week",
    "is our slack integration still connected",
    "did any webhook deliveries fail today",
    "is single sign-on enforced for everyone",
    "which role is allowed to delete devices",
    "do I have unread notifications",
    "where am I logged in right now",
    "when does my api token expire",
    "how's the fleet doing overall today",
    "who's in field service",
    "what do we buy from teltonika",
    "which of our invoices are still open",
    # unclear (1)
    "good morning navex, how are you today",
    # plain navigation (17)
    "open my notification inbox",
    "take me to my own profile page",
    "set up an authenticator app for my login",
    "the page with our company name and locale",
    "the people directory",
    "the full device inventory",
    "bulk import devices from a spreadsheet",
    "add a new device model to the catalog",
    "set up a new alarm rule",
    "past incidents and how they were resolved",
    "the on-call rota",
    "the planned maintenance calendar",
    "raise a new work order",
    "the ready-made report library",
    "energy consumption charts",
    "gas detection compliance page",
    "take me to integrations",
    # execution (9)
    "rename GS-1013 to Control room east",
    "move TH-2001 to the Houston refinery",
    "set GS-1011 back to active",
    "change Priya Raman's phone to +1 713 555 0199",
    "make Tom Okafor an operator",
    "create a site called Antwerp depot at Haven 1025, 2030 Antwerpen, timezone Europe/Brussels",
    "ack the H2S alarm on GS-1008",
    "acknowledge the battery warning for the rescue team portable",
    "create a high priority work order to replace the battery of GS-1004, due friday",
]
# not colliding, dropped toward the size and the mix (kept wordings)
TRIMMED: list[str] = [
    # records (80)
    "jump to gs 1002 please",
    "GS1018 overview screen",
    "gs-1006, the one under the fume hood",
    "where's th-2001's device page",
    "GS 1010 details pls",
    "the x-am sitting in the houston control room",
    "our lorawan gateway out in houston",
    "the bw ultra kept in tank pit 4",
    "the fixed detector in reactor hall A at lyon",
    "show the thermometer in tank 4 at rotterdam",
    "the camera whose video stream was lost",
    "the polytron showing 12% LEL",
    "which device is the portable still on firmware 2.8.0",
    "the probe that reads 342 degrees",
    "calibration certificates for the crude unit detector",
    "lyon plant floor plans with the sensor pins",
    "find sofia marchetti for me",
    "lukas's account, the one that was switched off",
    "Carol Viewer's account info",
    "the maintenance guy called tom",
    "bob's user record",
    "priya from process engineering",
    "our IT admin hiroshi",
    "open the Lyon facility record",
    "the maasvlakte terminal page",
    "the STT850 transmitter model",
    "wise 2410 model info",
    "honeywell's portable multigas model",
    "the x-am 5600 spec sheet",
    "advantech supplier details",
    "the 42 ppm CO alert",
    "open the alarm for 12.4 ppm H2S",
    "the ticket to upgrade the houston gateway",
    "our one urgent work order",
    "the finished firmware job",
    "the medium priority ticket",
    "the open invoice for €5,237",
    "rotterdam gatway",
    "the maintenence team",
    "je veux voir le site de Rotterdam",
    "Hiroshi Tanakas Benutzerseite",
    "el usuario Lukas Meyer",
    "de gebruikerspagina van Emma Laurent",
    "o perfil do Hiroshi Tanaka",
    "il profilo di Priya Raman",
    "GXT6003 page",
    "the dosing pump skid monitor",
    "the only chlorine sensor still on 3.9.9",
    "high-lift pump 2's temperature transmitter",
    "the camera covering the substation yard",
    "the outfall chamber detector in leeds",
    "the control kiosk thermometer",
    "gis bay 3 leak detector",
    "the router at the denver substation",
    "the probe on pump motor M2",
    "the leeds station gate camera",
    "irene kowalski's account",
    "maya patel's user record",
    "jamal wright from security",
    "the gasguard model page",
    "sitrans th320 details",
    "the teltonika rut955",
    "our chinese camera maker",
    "the router offline alarm at leeds",
    "the leeds LTE link ticket",
    "the quarterly relay cabinet check",
    "the north fence camera install",
    "pull up the gxc-7002 camera",
    "the clearwell vent sensor at springfield",
    "config page of GXW-8005",
    "open Leo's user details",
    "the battery-powered cabinet thermometer model",
    "erin's job re-aiming the T2 camera",
    "the SF6 sensor in the cable basement",
    "the thermal camera aimed at transformer T1",
    "the gateway at rotterdam",
    "my profile, bob@acme.example",
    "priya's user page",
    "the page for our lyon plant",
    "das Team, das die Sensoren repariert",
    # questions (23)
    "which devices are offline at the moment",
    "hoeveel sensoren hebben we in Lyon?",
    "what's currently under maintenance in the fleet",
    "what jobs are assigned to priya",
    "what is tom becker working on at the moment",
    "dime los nombres de quienes trabajan en el equipo de mantenimiento de Acme",
    "who's on call tonight for the refinery",
    "quem está de plantão hoje?",
    "is anything still unacknowledged",
    "what's the O2 level on the jetty 3 detector",
    "which teams do we have at acme",
    "which vendors do we buy hardware from",
    "which device groups do the firmware campaigns target",
    "which firmware campaigns are rolling out now",
    "qual è la batteria del GS-1001?",
    "¿cuándo se calibró por última vez el GS-1015?",
    "how many admins does acme have",
    "which cameras are in maintenance",
    "battery on the control kiosk thermometer",
    "how many devices are at the lyon plant",
    "¿qué tickets tiene asignados Priya?",
    "welche Geräte sind in Rotterdam installiert?",
    "combien de détecteurs avons-nous à Houston ?",
    # denied (12)
    "the SSO settings",
    "where do I upload a csv of devices",
    "download the raw readings of all Lyon sensors into a spreadsheet file",
    "what does each pricing tier include, side by side",
    "the role permissions matrix",
    "show invitations that will expire soon",
    "how much of the api quota have we used",
    "where do we change the logo and colours",
    "branding and white label",
    "open the billing page",
    "our api rate limits",
    "who has which permissions",
    # unclear (14)
    "do the thing from earlier",
    "what's the capital of the netherlands",
    "the lyon coffee machine is broken again",
    "can you make this nicer somehow",
    "how much annual leave do I still have this year",
    "cheers, nothing else for the moment",
    "what coffee does priya like",
    "where does one renew a french passport in lyon",
    "can you queue up a podcast for my commute",
    "write a poem about a gateway",
    "got any good jokes about hydrogen sulfide",
    "how do I set up my out of office in gmail",
    "whats the football score",
    "what's the weather going to do this afternoon in houston",
    # plain navigation (14)
    "back to the home overview with the KPI tiles",
    "where are the how-to guides and FAQs",
    "show me the console changelog",
    "I'd like to edit my profile picture",
    "where do I pick which alarms email me",
    "the over-the-air update campaigns page",
    "show the whole fleet on a map",
    "all our facilities in one list",
    "go to the alarm inbox",
    "the list of all work orders",
    "the spare parts stock page",
    "where are the scheduled reports",
    "the single sign-on setup",
    "the audit trail",
    # changes no tool makes (15)
    "downgrade acme from enterprise to the professional tier",
    "remove Tom Okafor from safety & compliance",
    "resolve the loading dock alarm, it's back online",
    "re-enable bearing overheating",
    "turn off the H2S high rule",
    "cancel the invite we sent Emma",
    "the org's default timezone needs to be Europe/London instead of Paris",
    "purge raw sensor telemetry after 180 days",
    "text me for critical alarms only",
    "make everyone at acme log in through Azure AD only",
    "roll out firmware 2.4.1 to GW-4003",
    "connect our #alarms slack channel",
    "our primary colour should be #0b7a75 from now on",
    "resend jamal's invite",
    "mute push notifications at weekends",
    # execution (8)
    "invite Ana Costa, ana.costa@acme.example, as an operator on the maintenance team",
    "retire CAM-3002 permanently, we're replacing it",
    "warning rule: WISE-2410 vibration over 7 mm/s",
    "add the Axis Q1798-LE to the catalog, a camera made by Axis Communications",
    "put GXT-6006 back into active status",
    "acknowledge alert 9, frank is already checking the flanges",
    "rename GS-1019 to Tank pit 4 west",
    "add the Honeywell Searchline Excel, a gas sensor by Honeywell",
]
# not colliding, reworded on the last review -> new wording (or (wording, record))
REVIEWED: dict[str, object] = {
    # a second audit-log row of bob's that named the same device as his other one: another device
    "wer hat gestern die Konfiguration von GS-1019 geändert? zeig mir das Protokoll": "wer hat gestern die Konfiguration von GS-1012 geändert? zeig mir das Protokoll",
}


def _catalog_roles() -> dict[str, list[str]]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def _seedindex():
    sys.path.insert(0, str(ROOT / "src"))
    sys.path.insert(0, str(ROOT / "datasets" / "acme" / "checks"))
    import seedindex  # noqa: PLC0415

    return seedindex


def _apply(query: str, record, mapping: dict) -> tuple[str, object]:
    new = mapping[query]
    if isinstance(new, tuple):
        return new[0], new[1]
    return new, record


def all_wordings() -> list[tuple[str, str]]:
    """Every wording of the draft: (stage, wording), drafted rows first."""
    out = [("drafted", r[4]) for r in DRAFT]
    for stage, mapping in (("reworded", REWORDED), ("reworded twice", REWORDED_TWICE), ("reviewed", REVIEWED)):
        out += [(stage, v[0] if isinstance(v, tuple) else v) for v in mapping.values()]
    return out


def kept_rows() -> list[tuple]:
    drafted = collections.Counter(r[4] for r in DRAFT)
    dupes = [q for q, n in drafted.items() if n > 1]
    assert not dupes, f"drafted twice: {dupes}"
    for name, mapping in (("REWORDED", REWORDED), ("DROPPED", DROPPED)):
        unknown = [q for q in mapping if q not in drafted]
        assert not unknown, f"{name} names rows that were not drafted: {unknown}"
    assert not set(REWORDED) & set(DROPPED), "a row is both reworded and dropped"
    reworded = {v[0] if isinstance(v, tuple) else v for v in REWORDED.values()}
    unknown = [q for q in REWORDED_TWICE if q not in reworded]
    assert not unknown, f"REWORDED_TWICE names wordings that are not rewordings: {unknown}"
    wordings = set(drafted) | reworded
    wordings |= {v[0] if isinstance(v, tuple) else v for v in REWORDED_TWICE.values()}
    for name, mapping in (("TRIMMED", TRIMMED), ("REVIEWED", REVIEWED)):
        unknown = [q for q in mapping if q not in wordings]
        assert not unknown, f"{name} names rows that are not kept wordings: {unknown}"
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


def build() -> tuple[list[dict], dict]:
    roles = _catalog_roles()
    seedindex = _seedindex()
    rows = kept_rows()
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, (kind, user, lang, typo, query, target, record) in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        row: dict = {"id": rid, "query": query}
        entry = {"kind": kind, "lang": lang, "typo": typo, "user": user}
        if target == "u":
            assert kind == "unc" and record is None, query
            row["route"] = "unclear"
        elif target.startswith("x:"):
            assert kind == "exec" and record is None, query
            row["route"] = "execution"
            row["tool"] = target[2:]
        else:
            assert target.startswith("n:") and kind not in ("unc", "exec"), query
            screen = target[2:]
            row["route"] = "navigation"
            row["screen"] = screen
            if isinstance(record, tuple):
                param, rec_id, anchor = record
                org = seedindex.org_of(param, rec_id)
                assert org == ORG[user], f"{query!r}: {param} {rec_id} is not a record of {ORG[user]}"
                label = seedindex.label(param, rec_id)
                assert anchor in label, f"{query!r}: {param} {rec_id} ({label}) lacks {anchor!r}"
                row["record"] = {param: rec_id}
                entry["anchor"] = anchor
            elif record is not None:
                assert record in ("none", "several"), query
                row["record"] = record
        if EMAIL[user]:
            row["user"] = EMAIL[user]
        if target.startswith("n:"):
            refused = ROLE[user] not in roles[target[2:]]
            assert refused == (kind == "den"), f"{query!r}: kind {kind} but refused={refused}"
            if refused:
                row["denied"] = True
        lines.append(row)
        meta[rid] = entry
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
