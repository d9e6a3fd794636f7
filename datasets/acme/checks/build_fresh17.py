"""Build routing-fresh17.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language and typo flag, followed by what
happened to it: `REWORDED` (a wording that collided with another text -> its new wording),
`REWORDED_TWICE` (a rewording that collided again -> its second rewording), `DROPPED`
(colliding, dropped), `TRIMMED` (not colliding, dropped toward the size and the mix) and
`REVIEWED` (not colliding, reworded on the last review; the record is set anew where the
new wording carries one). The kept rows are shuffled with a fixed seed
(`random.Random(20270117)`) and numbered f17-001... afterwards.

`denied` is set from the catalog's roles and must agree with the row's kind ("den").

Run it from the repository's root (PYTHONPATH=src .venv/bin/python
datasets/acme/checks/build_fresh17.py [--counts], or /tmp/fresh17/build_fresh17.py): it
rewrites the jsonl (in datasets/acme/ when the script sits in datasets/acme/checks/, else
beside the script) and fresh17-meta.json (beside the script). `--counts` prints the mix.

Kinds: rec (records named the way people name them), q (questions about what exists or is
going on), den (screens the asking user's role cannot open), unc (unclear: vague, out of
scope, small talk, gibberish), nav (plain navigation to screens without records), chg
(changes no tool makes, given with values: navigation to their screen), exec (changes
with all their values, by users whose role may make them).
Users: a = alice (admin, Acme; the field is absent), b = bob (operator, Acme),
c = carol (viewer, Acme), d = dave (admin, Globex).
Targets: "n:<screen>" navigation, "x:<tool>" execution, "u" unclear.
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
    raise SystemExit("run build_fresh17.py from the repository's root or from datasets/acme/checks")
OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh17.jsonl"
META = HERE / "fresh17-meta.json"
SEED = 20270117
PREFIX = "f17-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}

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
# alice: devices by serial, odd punctuation, short forms
R("rec", "a", "en", 0, "gs1018 quick look", "n:device_details", {D: 18})
R("rec", "a", "en", 0, "Th2003", "n:device_details", {D: 23})
R("rec", "a", "en", 0, "cam 3003, the rotterdam one", "n:device_details", {D: 27})
R("rec", "a", "en", 0, "GS_1010 details please", "n:device_details", {D: 10})
R("rec", "a", "en", 0, "need gw 4001 up on screen", "n:device_details", {D: 28})
R("rec", "a", "en", 1, "gs-1o15", "n:device_details", {D: 15})
R("rec", "a", "en", 0, "TH2004?", "n:device_details", {D: 24})
# alice: devices by name, place, what they watch
R("rec", "a", "en", 0, "the detector by the solvent store in lyon", "n:device_details", {D: 5})
R("rec", "a", "en", 0, "the thermometer on the P-101 pump bearing", "n:device_details", {D: 22})
R("rec", "a", "en", 0, "open the product tank thermometer at the terminal, tank 4", "n:device_details", {D: 24})
R("rec", "a", "en", 0, "the dome camera at the lyon main gate", "n:device_details", {D: 25})
R("rec", "a", "en", 0, "flare stack thermal cam", "n:device_details", {D: 26})
R("rec", "a", "en", 0, "the LoRa gateway at our french plant", "n:device_details", {D: 28})
R("rec", "a", "en", 0, "the H2S monitor in the crude unit", "n:device_details", {D: 8})
R("rec", "a", "en", 0, "south tank farm detector, houston", "n:device_details", {D: 10})
R("rec", "a", "en", 0, "the hydrotreater polytron", "n:device_details", {D: 12})
R("rec", "a", "en", 0, "the monitor in the houston control room", "n:device_details", {D: 13})
R("rec", "a", "en", 0, "jetty one's gas sensor", "n:device_details", {D: 15})
R("rec", "a", "en", 0, "the BW Ultra down in tank pit 4", "n:device_details", {D: 19})
R("rec", "a", "en", 0, "cold room no. 1 thermometer", "n:device_details", {D: 21})
R("rec", "a", "en", 1, "the boiler rom CO detector", "n:device_details", {D: 1})
R("rec", "a", "en", 0, "the vapour recovery unit at rotterdam", "n:device_details", {D: 17})
R("rec", "a", "en", 0, "the shift lead's handheld", "n:device_details", {D: 7})
# alice: devices by state, reading, firmware, battery, storage, signal
R("rec", "a", "en", 0, "open the sensor that's nearly flat, the one at 9%", "n:device_details", {D: 4})
R("rec", "a", "en", 0, "the detector that's showing 42 ppm of CO", "n:device_details", {D: 9})
R("rec", "a", "en", 0, "the camera of ours that dropped offline", "n:device_details", {D: 26})
R("rec", "a", "en", 0, "the thermometer that's in maintenance", "n:device_details", {D: 23})
R("rec", "a", "en", 0, "the transmitter sitting at 342 °C", "n:device_details", {D: 23})
R("rec", "a", "en", 0, "the only gateway we never upgraded past 2.3.8", "n:device_details", {D: 30})
R("rec", "a", "en", 0, "the portable still on firmware 2.8.0", "n:device_details", {D: 14})
R("rec", "a", "en", 0, "the gateway with the poorest reception", "n:device_details", {D: 29})
R("rec", "a", "en", 0, "the polytron reading 12% LEL", "n:device_details", {D: 17})
R("rec", "a", "en", 0, "the camera whose storage is at 48 percent", "n:device_details", {D: 27})
R("rec", "a", "en", 0, "the X-am in lyon", "n:device_details", SEV)
R("rec", "a", "en", 0, "the reactor hall detector", "n:device_details", SEV)
R("rec", "a", "en", 0, "the cameras on firmware 11.9.60", "n:device_details", SEV)
R("rec", "a", "en", 0, "the BW Ultra at the tank farm", "n:device_details", SEV)
R("rec", "a", "en", 0, "pull up GS-1031", "n:device_details", NONE)
R("rec", "a", "en", 0, "show me gx-5007 please", "n:device_details", NONE)
R("rec", "a", "en", 0, "the chlorine detector in the dosing room", "n:device_details", NONE)
# alice: device sub-pages
R("rec", "a", "en", 0, "gs-1019 readings from today", "n:device_telemetry", {D: 19})
R("rec", "a", "en", 0, "live values for the bearing sensor on pump P-101", "n:device_telemetry", {D: 22})
R("rec", "a", "en", 0, "signal chart of the rotterdam gateway", "n:device_telemetry", {D: 30})
R("rec", "a", "en", 1, "telemtry for the jetty 3 h2s unit", "n:device_telemetry", {D: 20})
R("rec", "a", "en", 0, "bump test history for GS-1007", "n:device_calibration", {D: 7})
R("rec", "a", "en", 0, "calibration certificates of the hydrotreater detector", "n:device_calibration", {D: 12})
R("rec", "a", "en", 0, "config page for the boiler room sensor", "n:device_configuration", {D: 1})
R("rec", "a", "en", 0, "TH-2004 settings, I want to tweak them", "n:device_configuration", {D: 24})
R("rec", "a", "en", 0, "the decommission screen for the loading dock unit", "n:decommission_device", {D: 4})
R("rec", "a", "en", 0, "lyon plant floor plan", "n:floor_plans", {S: 1})
R("rec", "a", "en", 0, "where do the sensors sit on the rotterdam layout", "n:floor_plans", {S: 3})
# alice: people
R("rec", "a", "en", 0, "priya raman's account", "n:user_details", {U: 6})
R("rec", "a", "en", 0, "can I see what's on Hiroshi's user record", "n:user_details", {U: 7})
R("rec", "a", "en", 0, "tom okafor from health and safety", "n:user_details", {U: 5})
R("rec", "a", "en", 0, "lukas, the one we deactivated", "n:user_details", {U: 8})
R("rec", "a", "en", 0, "sofia marchetti's user", "n:user_details", {U: 9})
R("rec", "a", "en", 0, "emma laurent, the operator we just invited", "n:user_details", {U: 10})
R("rec", "a", "en", 0, "carol's account page", "n:user_details", {U: 3})
R("rec", "a", "en", 0, "the IT admin's page", "n:user_details", {U: 7})
R("rec", "a", "en", 0, "whoever runs process engineering", "n:user_details", {U: 6})
R("rec", "a", "en", 0, "the other admin in acme besides me", "n:user_details", {U: 7})
R("rec", "a", "en", 0, "the viewer in health & safety", "n:user_details", {U: 5})
R("rec", "a", "en", 0, "the colleague with the +33 6 mobile", "n:user_details", {U: 10})
R("rec", "a", "en", 0, "the person whose phone starts +1 713", "n:user_details", SEV)
R("rec", "a", "en", 0, "the guys with rotterdam numbers, +31 10", "n:user_details", SEV)
R("rec", "a", "en", 0, "Tom's user page", "n:user_details", SEV)
R("rec", "a", "en", 0, "the person in Quality", "n:user_details", SEV)
R("rec", "a", "en", 0, "who is tom.becker@acme.example", "n:user_details", {U: 4})
R("rec", "a", "en", 0, "open alice@acme.example for me", "n:profile")
R("rec", "a", "en", 0, "Alice Admin, that's my own account", "n:profile")
R("rec", "a", "en", 1, "edit priyas acount", "n:edit_user_details", {U: 6})
R("rec", "a", "en", 0, "the edit form for tom okafor", "n:edit_user_details", {U: 5})
R("rec", "a", "en", 0, "erin walsh's account", "n:user_details", NONE)
R("rec", "a", "en", 0, "dave from globex", "n:user_details", NONE)
# alice: sites
R("rec", "a", "en", 0, "our site in france", "n:site_details", {S: 1})
R("rec", "a", "en", 0, "the refinery page", "n:site_details", {S: 2})
R("rec", "a", "en", 0, "the dutch terminal", "n:site_details", {S: 3})
R("rec", "a", "en", 0, "the site on Clinton Drive", "n:site_details", {S: 2})
R("rec", "a", "en", 1, "the Maasvlakteweg facilty", "n:site_details", {S: 3})
R("rec", "a", "en", 0, "whichever site of ours runs on chicago time", "n:site_details", {S: 2})
R("rec", "a", "en", 0, "springfield water works", "n:site_details", NONE)
# alice: products, manufacturers, teams
R("rec", "a", "en", 0, "the BW Ultra product page", "n:product_details", {P: 1})
R("rec", "a", "en", 0, "x-am 5600 spec sheet", "n:product_details", {P: 2})
R("rec", "a", "en", 0, "the STT850 transmitter model", "n:product_details", {P: 4})
R("rec", "a", "en", 0, "the model that measures vibration on rotating kit", "n:product_details", {P: 5})
R("rec", "a", "en", 0, "our outdoor dome cam model with the IR lights", "n:product_details", {P: 7})
R("rec", "a", "en", 0, "the gateway model with LTE backhaul", "n:product_details", {P: 8})
R("rec", "a", "en", 0, "the flare camera model from axis", "n:product_details", {P: 6})
R("rec", "a", "en", 0, "the american vendor", "n:manufacturer_details", {M: 1})
R("rec", "a", "en", 1, "drager vendor page", "n:manufacturer_details", {M: 2})
R("rec", "a", "en", 0, "the swedish camera maker", "n:manufacturer_details", {M: 3})
R("rec", "a", "en", 0, "our supplier from taiwan", "n:manufacturer_details", {M: 4})
R("rec", "a", "en", 0, "siemens as a manufacturer", "n:manufacturer_details", NONE)
R("rec", "a", "en", 0, "the round-the-clock monitoring team", "n:team_details", {T: 1})
R("rec", "a", "en", 0, "the crew that does calibrations and bump tests", "n:team_details", {T: 2})
R("rec", "a", "en", 0, "safety and compliance team", "n:team_details", {T: 3})
R("rec", "a", "en", 0, "the team I'm on", "n:team_details", {T: 1})
# alice: alerts
R("rec", "a", "en", 0, "the 42 ppm carbon monoxide alarm", "n:alert_details", {A: 1})
R("rec", "a", "en", 0, "the H2S alert from the crude unit", "n:alert_details", {A: 2})
R("rec", "a", "en", 0, "the low battery warning on the rescue portable", "n:alert_details", {A: 3})
R("rec", "a", "en", 0, "the alert about the loading dock going quiet", "n:alert_details", {A: 4})
R("rec", "a", "en", 0, "the calibration-due notice for jetty 3", "n:alert_details", {A: 5})
R("rec", "a", "en", 0, "the video loss alarm that Bob took", "n:alert_details", {A: 6})
R("rec", "a", "en", 0, "the LEL alarm i closed out", "n:alert_details", {A: 7})
R("rec", "a", "en", 1, "alrm #2", "n:alert_details", {A: 2})
R("rec", "a", "en", 0, "alert 12", "n:alert_details", NONE)
# alice: work orders
R("rec", "a", "en", 0, "ticket #4", "n:work_order_details", {W: 4})
R("rec", "a", "en", 0, "the sensor head swap on GS-1011", "n:work_order_details", {W: 1})
R("rec", "a", "en", 0, "Tom's job", "n:work_order_details", {W: 1})
R("rec", "a", "en", 0, "the monthly bump test ticket", "n:work_order_details", {W: 3})
R("rec", "a", "en", 0, "the work order we cancelled", "n:work_order_details", {W: 6})
R("rec", "a", "en", 0, "the job that's past its due date", "n:work_order_details", {W: 4})
R("rec", "a", "en", 0, "the ticket nobody's assigned to", "n:work_order_details", {W: 6})
R("rec", "a", "en", 0, "the gateway firmware upgrade job", "n:work_order_details", {W: 5})
R("rec", "a", "en", 0, "the urgent tank farm investigation", "n:work_order_details", {W: 2})
R("rec", "a", "en", 0, "the job mentioning tanks T-12 and T-14", "n:work_order_details", {W: 2})
R("rec", "a", "en", 0, "the gatehouse project ticket", "n:work_order_details", {W: 6})
R("rec", "a", "en", 1, "hiroshis overdue ticket", "n:work_order_details", {W: 4})
R("rec", "a", "en", 0, "bob's open work order", "n:work_order_details", {W: 2})
R("rec", "a", "en", 0, "work order 9", "n:work_order_details", NONE)
# alice: invoices
R("rec", "a", "en", 0, "the second newest invoice", "n:invoice_detail", {I: 5})
R("rec", "a", "en", 0, "the invoice we still owe", "n:invoice_detail", {I: 6})
R("rec", "a", "en", 0, "the €5,237 bill", "n:invoice_detail", {I: 6})
R("rec", "a", "en", 0, "our very first invoice on file", "n:invoice_detail", {I: 1})
R("rec", "a", "en", 0, "the invoice from three months back", "n:invoice_detail", {I: 4})
R("rec", "a", "en", 0, "the 4890 invoice", "n:invoice_detail", SEV)
R("rec", "a", "en", 0, "the first invoice at 5,124", "n:invoice_detail", {I: 3})
R("rec", "a", "en", 0, "the last invoice we actually paid", "n:invoice_detail", {I: 5})
R("rec", "a", "en", 1, "the invocie for 5189", "n:invoice_detail", {I: 5})
# alice: other languages
R("rec", "a", "fr", 0, "ouvre la fiche de Tom Okafor", "n:user_details", {U: 5})
R("rec", "a", "fr", 0, "le détecteur du quai numéro 2 à Rotterdam", "n:device_details", {D: 16})
R("rec", "a", "fr", 0, "montre-moi la facture qu'on n'a pas encore réglée", "n:invoice_detail", {I: 6})
R("rec", "a", "fr", 0, "la caméra thermique de la torche à Houston", "n:device_details", {D: 26})
R("rec", "a", "fr", 0, "l'équipe de maintenance", "n:team_details", {T: 2})
R("rec", "a", "de", 0, "zeig mir GS-1013", "n:device_details", {D: 13})
R("rec", "a", "de", 0, "das Benutzerkonto von Priya Raman", "n:user_details", {U: 6})
R("rec", "a", "de", 0, "die Seite vom Terminal in Rotterdam", "n:site_details", {S: 3})
R("rec", "a", "de", 0, "Kalibrierprotokolle von GS-1015", "n:device_calibration", {D: 15})
R("rec", "a", "de", 0, "der Hersteller aus Schweden", "n:manufacturer_details", {M: 3})
R("rec", "a", "es", 0, "abre la ficha de Hiroshi Tanaka, el de IT", "n:user_details", {U: 7})
R("rec", "a", "es", 0, "el termómetro de la cámara frigorífica de Lyon", "n:device_details", {D: 21})
R("rec", "a", "es", 0, "la orden de trabajo que tiene Priya", "n:work_order_details", {W: 3})
R("rec", "a", "es", 0, "la alarma de batería baja del portátil de rescate", "n:alert_details", {A: 3})
R("rec", "a", "it", 0, "apri il sensore GS-1010", "n:device_details", {D: 10})
R("rec", "a", "it", 0, "la scheda di Lukas Meyer", "n:user_details", {U: 8})
R("rec", "a", "it", 0, "la fattura più vecchia che abbiamo", "n:invoice_detail", {I: 1})
R("rec", "a", "it", 0, "il gateway del terminal di Rotterdam", "n:device_details", {D: 30})
R("rec", "a", "it", 0, "la pagina del modello X-am 5600", "n:product_details", {P: 2})
R("rec", "a", "nl", 0, "open de pagina van Tom Becker", "n:user_details", {U: 4})
R("rec", "a", "nl", 0, "de detector in het pomphuis", "n:device_details", {D: 18})
R("rec", "a", "nl", 0, "werkorder 3 graag", "n:work_order_details", {W: 3})
R("rec", "a", "nl", 0, "de camera bij de hoofdingang in Lyon", "n:device_details", {D: 25})
R("rec", "a", "pt", 0, "abre o perfil da Emma Laurent", "n:user_details", {U: 10})
R("rec", "a", "pt", 0, "o detector da sala das caldeiras", "n:device_details", {D: 1})
R("rec", "a", "pt", 0, "a fatura de 5.189 euros", "n:invoice_detail", {I: 5})
R("rec", "a", "pt", 0, "o alarme de H2S da unidade de crude", "n:alert_details", {A: 2})
# bob
R("rec", "b", "en", 0, "my open ticket", "n:work_order_details", {W: 2})
R("rec", "b", "en", 0, "the houston gateway job i finished", "n:work_order_details", {W: 5})
R("rec", "b", "en", 0, "gs 1011 page", "n:device_details", {D: 11})
R("rec", "b", "en", 0, "the camera alarm I acked", "n:alert_details", {A: 6})
R("rec", "b", "en", 0, "tom becker's page", "n:user_details", {U: 4})
R("rec", "b", "en", 1, "calibraton records for GS-1008", "n:device_calibration", {D: 8})
R("rec", "b", "en", 0, "the denver substation", "n:site_details", NONE)
R("rec", "b", "en", 0, "config for GS-1019, need to check the interval", "n:device_configuration", {D: 19})
R("rec", "b", "en", 0, "my crew's team page", "n:team_details", {T: 2})
R("rec", "b", "en", 0, "the polytron model", "n:product_details", {P: 3})
R("rec", "b", "en", 1, "hydrotreater sensr", "n:device_details", {D: 12})
R("rec", "b", "en", 0, "bob@acme.example", "n:profile")
R("rec", "b", "de", 0, "die Messwerte vom Jetty-3-Melder", "n:device_telemetry", {D: 20})
# carol
R("rec", "c", "en", 0, "the jetty 2 sensor page", "n:device_details", {D: 16})
R("rec", "c", "en", 0, "my team", "n:team_details", {T: 3})
R("rec", "c", "en", 0, "tom okafor's details", "n:user_details", {U: 5})
R("rec", "c", "en", 0, "bump tests of the rescue team portable", "n:device_calibration", {D: 14})
R("rec", "c", "en", 0, "the tank farm north alarm", "n:alert_details", {A: 1})
R("rec", "c", "en", 0, "work order 3 please", "n:work_order_details", {W: 3})
R("rec", "c", "en", 0, "erin walsh", "n:user_details", NONE)
R("rec", "c", "en", 1, "readngs from TH-2001", "n:device_telemetry", {D: 21})
R("rec", "c", "en", 0, "the axis manufacturer page", "n:manufacturer_details", {M: 3})
R("rec", "c", "en", 0, "the houston floor plan", "n:floor_plans", {S: 2})
R("rec", "c", "fr", 0, "la fiche de Sofia Marchetti", "n:user_details", {U: 9})
R("rec", "c", "en", 0, "the sensor priya's bump test job is about", "n:device_details", {D: 14})
# dave: devices
R("rec", "d", "en", 0, "gx5001", "n:device_details", {D: 31})
R("rec", "d", "en", 0, "the Cl2 detector in the chlorination room", "n:device_details", {D: 32})
R("rec", "d", "en", 0, "the filter gallery unit that's offline", "n:device_details", {D: 33})
R("rec", "d", "en", 0, "dosing pump skid sensor", "n:device_details", {D: 34})
R("rec", "d", "en", 1, "clearwel vent detector", "n:device_details", {D: 35})
R("rec", "d", "en", 0, "high-lift pump 1 temp sensor", "n:device_details", {D: 36})
R("rec", "d", "en", 0, "the high-lift pump thermometers", "n:device_details", SEV)
R("rec", "d", "en", 0, "the thermometer inside the lab refrigerator at springfield", "n:device_details", {D: 38})
R("rec", "d", "en", 0, "main entrance cam at the water works", "n:device_details", {D: 39})
R("rec", "d", "en", 0, "north fence camera", "n:device_details", {D: 40})
R("rec", "d", "en", 0, "router A at springfield", "n:device_details", {D: 41})
R("rec", "d", "en", 0, "the springfield router", "n:device_details", SEV)
R("rec", "d", "en", 0, "GIS bay 1's SF6 sensor", "n:device_details", {D: 43})
R("rec", "d", "en", 0, "the SF6 detector reading 1350", "n:device_details", {D: 44})
R("rec", "d", "en", 0, "GX 5008", "n:device_details", {D: 45})
R("rec", "d", "en", 0, "the cable basement detector in denver", "n:device_details", {D: 46})
R("rec", "d", "en", 0, "relay cabinet R1 thermometer", "n:device_details", {D: 47})
R("rec", "d", "en", 0, "the cabinet thermometer running hot at 48 degrees", "n:device_details", {D: 48})
R("rec", "d", "en", 0, "transformer T1 camera", "n:device_details", {D: 49})
R("rec", "d", "en", 0, "the T2 thermal cam that's in maintenance", "n:device_details", {D: 50})
R("rec", "d", "en", 0, "the yard camera at the substation", "n:device_details", {D: 51})
R("rec", "d", "en", 0, "the LTE router out at the denver substation", "n:device_details", {D: 52})
R("rec", "d", "en", 1, "hypochlorite tnak detector", "n:device_details", {D: 53})
R("rec", "d", "en", 0, "the wet well sensor in leeds", "n:device_details", {D: 54})
R("rec", "d", "en", 0, "outfall chamber Cl2 sensor", "n:device_details", {D: 55})
R("rec", "d", "en", 0, "pump motor M2's thermometer", "n:device_details", {D: 56})
R("rec", "d", "en", 0, "the control kiosk thermometer in leeds", "n:device_details", {D: 57})
R("rec", "d", "en", 0, "the camera on the leeds gate", "n:device_details", {D: 58})
R("rec", "d", "en", 0, "the outfall router that went dark", "n:device_details", {D: 59})
R("rec", "d", "en", 0, "leeds station router", "n:device_details", {D: 60})
R("rec", "d", "en", 0, "whichever router has the weakest signal", "n:device_details", {D: 59})
R("rec", "d", "en", 0, "the camera whose disk is 80% full", "n:device_details", {D: 58})
R("rec", "d", "en", 0, "the SF6 detector still on 1.7.3", "n:device_details", {D: 46})
R("rec", "d", "en", 0, "the routers stuck on 7.05", "n:device_details", SEV)
R("rec", "d", "en", 0, "GS-1020", "n:device_details", NONE)
R("rec", "d", "en", 0, "readings of GX-5007 over the last day", "n:device_telemetry", {D: 44})
R("rec", "d", "en", 0, "temperature trend for relay cabinet R3", "n:device_telemetry", {D: 48})
R("rec", "d", "en", 0, "bump tests on GX-5010", "n:device_calibration", {D: 53})
R("rec", "d", "en", 0, "calibration log of the wet well detector", "n:device_calibration", {D: 54})
R("rec", "d", "en", 0, "configure gxt-6003", "n:device_configuration", {D: 38})
R("rec", "d", "en", 0, "retirement page for GX-5003", "n:decommission_device", {D: 33})
R("rec", "d", "en", 0, "floor plan of the denver substation", "n:floor_plans", {S: 5})
# dave: people
R("rec", "d", "en", 0, "erin walsh's user page", "n:user_details", {U: 12})
R("rec", "d", "en", 0, "frank from substations", "n:user_details", {U: 13})
R("rec", "d", "en", 0, "grace in finance", "n:user_details", {U: 14})
R("rec", "d", "en", 0, "hector alvarez", "n:user_details", {U: 15})
R("rec", "d", "en", 0, "irene, our IT admin", "n:user_details", {U: 16})
R("rec", "d", "en", 0, "leo, the one with the UK number", "n:user_details", {U: 17})
R("rec", "d", "en", 0, "kim larsen, who we deactivated", "n:user_details", {U: 18})
R("rec", "d", "en", 0, "jamal wright's account", "n:user_details", {U: 19})
R("rec", "d", "en", 0, "maya, the compliance viewer", "n:user_details", {U: 20})
R("rec", "d", "en", 0, "the colleague with a 303 area code", "n:user_details", SEV)
R("rec", "d", "en", 0, "edit erin's account", "n:edit_user_details", {U: 12})
R("rec", "d", "en", 0, "dave@globex.example", "n:profile")
R("rec", "d", "en", 0, "tom becker", "n:user_details", NONE)
R("rec", "d", "en", 0, "the other admin at globex", "n:user_details", {U: 16})
R("rec", "d", "en", 0, "the water treatment guy", "n:user_details", {U: 15})
# dave: sites, products, makers, teams
R("rec", "d", "en", 0, "the water works site", "n:site_details", {S: 4})
R("rec", "d", "en", 0, "substation on brighton blvd", "n:site_details", {S: 5})
R("rec", "d", "en", 0, "our UK site", "n:site_details", {S: 6})
R("rec", "d", "en", 0, "lyon plant", "n:site_details", NONE)
R("rec", "d", "en", 0, "the GasGuard Cl2 model", "n:product_details", {P: 9})
R("rec", "d", "en", 0, "leaksense sf6 product", "n:product_details", {P: 10})
R("rec", "d", "en", 0, "the battery-powered wireless thermometer model", "n:product_details", {P: 12})
R("rec", "d", "en", 0, "the bi-spectrum thermal cam model", "n:product_details", {P: 13})
R("rec", "d", "en", 0, "RUT955", "n:product_details", {P: 15})
R("rec", "d", "en", 0, "the compact Modbus gateway model", "n:product_details", {P: 16})
R("rec", "d", "en", 0, "the lithuanian router vendor", "n:manufacturer_details", {M: 8})
R("rec", "d", "en", 0, "the chinese camera maker", "n:manufacturer_details", {M: 7})
R("rec", "d", "en", 0, "our german supplier", "n:manufacturer_details", SEV)
R("rec", "d", "en", 0, "the field service crew page", "n:team_details", {T: 4})
R("rec", "d", "en", 0, "the dispatch and network monitoring team", "n:team_details", {T: 5})
R("rec", "d", "en", 0, "the team looking after perimeter cameras", "n:team_details", {T: 6})
R("rec", "d", "en", 0, "my own team", "n:team_details", {T: 5})
# dave: alerts, work orders, invoices
R("rec", "d", "en", 0, "the 1.8 ppm chlorine alert", "n:alert_details", {A: 8})
R("rec", "d", "en", 0, "the SF6 alarm in bay two", "n:alert_details", {A: 9})
R("rec", "d", "en", 0, "the relay cabinet temperature warning", "n:alert_details", {A: 10})
R("rec", "d", "en", 0, "the alert about the leeds router being offline", "n:alert_details", {A: 11})
R("rec", "d", "en", 0, "the notice about the firmware for two routers", "n:alert_details", {A: 12})
R("rec", "d", "en", 0, "the alarm erin acknowledged", "n:alert_details", {A: 13})
R("rec", "d", "en", 0, "the transformer hot spot alarm i resolved", "n:alert_details", {A: 14})
R("rec", "d", "en", 0, "work order 7", "n:work_order_details", {W: 7})
R("rec", "d", "en", 0, "frank's SF6 leak ticket", "n:work_order_details", {W: 8})
R("rec", "d", "en", 0, "erin's ticket", "n:work_order_details", SEV)
R("rec", "d", "en", 0, "the camera re-aim job on T2", "n:work_order_details", {W: 9})
R("rec", "d", "en", 0, "leo's LTE link job", "n:work_order_details", {W: 10})
R("rec", "d", "en", 0, "the work order with no assignee", "n:work_order_details", {W: 11})
R("rec", "d", "en", 1, "the overdue jbo in leeds", "n:work_order_details", {W: 10})
R("rec", "d", "en", 0, "the quarterly relay cabinet check", "n:work_order_details", {W: 11})
R("rec", "d", "en", 0, "the north fence camera install", "n:work_order_details", {W: 12})
R("rec", "d", "en", 0, "our newest invoice", "n:invoice_detail", {I: 12})
R("rec", "d", "en", 0, "the second most recent invoice", "n:invoice_detail", {I: 11})
R("rec", "d", "en", 0, "the oldest invoice we haven't paid", "n:invoice_detail", {I: 11})
R("rec", "d", "en", 0, "the bill for $1,382", "n:invoice_detail", {I: 12})
R("rec", "d", "en", 0, "the last invoice that got paid", "n:invoice_detail", {I: 10})
R("rec", "d", "en", 0, "the 1299 invoice", "n:invoice_detail", SEV)
R("rec", "d", "en", 0, "the invoice from four months ago", "n:invoice_detail", {I: 9})
R("rec", "d", "en", 1, "the unpiad invoice", "n:invoice_detail", SEV)
R("rec", "d", "de", 0, "öffne das Profil von Erin Walsh", "n:user_details", {U: 12})
R("rec", "d", "es", 0, "la subestación de Denver", "n:site_details", {S: 5})
R("rec", "d", "fr", 0, "le routeur de Leeds qui ne répond plus", "n:device_details", {D: 59})
R("rec", "d", "it", 0, "la telecamera al cancello nord", "n:device_details", {D: 40})
# ---------------------------------------------------------------------------------------
# questions about what exists / is going on (q)
# ---------------------------------------------------------------------------------------
# alice: lists filtered by a record
R("q", "a", "en", 0, "how many sensors have we got at the rotterdam terminal?", "n:device_list", {S: 3})
R("q", "a", "en", 0, "which houston devices are in maintenance right now", "n:device_list", {S: 2})
R("q", "a", "en", 0, "is anything down at the lyon plant?", "n:device_list", {S: 1})
R("q", "a", "en", 0, "how many cameras does the refinery have", "n:device_list", {S: 2})
R("q", "a", "en", 1, "wich thermometers are installed in lyon", "n:device_list", {S: 1})
R("q", "a", "en", 0, "who's on the maintenance team these days?", "n:user_list", {T: 2})
R("q", "a", "en", 0, "who belongs to control room?", "n:user_list", {T: 1})
R("q", "a", "en", 0, "how many people are in safety & compliance", "n:user_list", {T: 3})
R("q", "a", "en", 0, "what is tom becker working on at the moment?", "n:work_orders", {U: 4})
R("q", "a", "en", 0, "anything assigned to priya that's still open?", "n:work_orders", {U: 6})
R("q", "a", "en", 0, "do I have any tickets assigned to me?", "n:work_orders", {U: 1})
R("q", "a", "en", 1, "which jobs has hiroshi got on his plate", "n:work_orders", {U: 7})
R("q", "a", "en", 0, "which models do we buy from dräger?", "n:product_catalog", {M: 2})
R("q", "a", "en", 0, "what axis products are in our catalog", "n:product_catalog", {M: 3})
R("q", "a", "en", 0, "do we use anything made by advantech?", "n:product_catalog", {M: 4})
R("q", "a", "en", 0, "how many BW Ultras are deployed across the sites?", "n:product_details", {P: 1})
R("q", "a", "en", 0, "where are our polytron 8700 units installed", "n:product_details", {P: 3})
R("q", "a", "en", 0, "any alarms going off at houston?", "n:site_details", {S: 2})
R("q", "a", "en", 0, "what's going on at the rotterdam terminal today", "n:site_details", {S: 3})
R("q", "a", "en", 0, "which work orders are open for the houston site", "n:site_details", {S: 2})
# alice: lists filtered by a value only, or unfiltered
R("q", "a", "en", 0, "how many of our devices are offline at the moment?", "n:device_list", None)
R("q", "a", "en", 0, "which critical alarms has nobody acknowledged yet", "n:alerts_inbox", None)
R("q", "a", "en", 1, "are there any open warnigns", "n:alerts_inbox", None)
R("q", "a", "en", 0, "how many urgent tickets are still open?", "n:work_orders", None)
R("q", "a", "en", 0, "which jobs were completed", "n:work_orders", None)
R("q", "a", "en", 0, "which accounts have been deactivated?", "n:user_list", None)
R("q", "a", "en", 0, "who else has admin rights in our org", "n:user_list", None)
R("q", "a", "en", 0, "which of our alert rules are critical ones", "n:alert_rules", None)
R("q", "a", "en", 0, "how many sites do we run?", "n:site_list", None)
R("q", "a", "en", 0, "how many device models are in our catalog", "n:product_catalog", None)
R("q", "a", "en", 0, "which vendors do we buy from", "n:manufacturers", None)
R("q", "a", "en", 0, "what device groups exist right now", "n:device_groups", None)
R("q", "a", "en", 0, "what categories do we sort products into?", "n:product_categories", None)
R("q", "a", "en", 0, "what teams do we have?", "n:teams", None)
# alice: one attribute of one record, or what is going on at one site or device
R("q", "a", "en", 0, "what's the battery level on GS-1016?", "n:device_details", {D: 16})
R("q", "a", "en", 0, "which firmware is CAM-3001 on", "n:device_details", {D: 25})
R("q", "a", "en", 0, "is GS-1017 back online yet?", "n:device_details", {D: 17})
R("q", "a", "en", 0, "what was the last reading from GS-1004?", "n:device_telemetry", {D: 4})
R("q", "a", "en", 0, "how hot is the crude heater outlet right now", "n:device_telemetry", {D: 23})
R("q", "a", "en", 0, "what's the H2S level on jetty 3", "n:device_telemetry", {D: 20})
R("q", "a", "en", 1, "whats tom okafors phone number", "n:user_details", {U: 5})
R("q", "a", "en", 0, "which department is emma laurent in?", "n:user_details", {U: 10})
R("q", "a", "en", 0, "what role does priya have", "n:user_details", {U: 6})
R("q", "a", "en", 0, "is lukas meyer's account still active?", "n:user_details", {U: 8})
R("q", "a", "en", 0, "what's the postal address of our houston site", "n:site_details", {S: 2})
R("q", "a", "en", 0, "which time zone is the rotterdam terminal in?", "n:site_details", {S: 3})
R("q", "a", "en", 0, "who makes the WISE-2410?", "n:product_details", {P: 5})
R("q", "a", "en", 0, "what is the Q1961-TE used for", "n:product_details", {P: 6})
R("q", "a", "en", 0, "which country is axis communications from", "n:manufacturer_details", {M: 3})
R("q", "a", "en", 0, "when is work order 1 due?", "n:work_order_details", {W: 1})
R("q", "a", "en", 0, "who's handling the flare camera ticket", "n:work_order_details", {W: 4})
R("q", "a", "en", 1, "whats the staus of ticket 2", "n:work_order_details", {W: 2})
R("q", "a", "en", 0, "who acknowledged the video stream alarm?", "n:alert_details", {A: 6})
R("q", "a", "en", 0, "when is GS-1020 due for its next calibration", "n:device_calibration", {D: 20})
R("q", "a", "en", 0, "did GS-1009 pass its last bump test?", "n:device_calibration", {D: 9})
R("q", "a", "en", 0, "what does the maintenance team actually cover", "n:team_details", {T: 2})
R("q", "a", "en", 0, "how much was last month's invoice?", "n:invoice_detail", {I: 6})
R("q", "a", "en", 0, "anything wrong with the rescue team's portable?", "n:device_details", {D: 14})
# alice: screens that hold the answer
R("q", "a", "en", 0, "who has the pager tonight", "n:on_call_schedule", None)
R("q", "a", "en", 0, "what happens if nobody acks an H2S alarm for 15 minutes?", "n:escalation_policies", None)
R("q", "a", "en", 0, "how much electricity did houston burn through last month", "n:energy_usage_analytics", None)
R("q", "a", "en", 0, "do we still have replacement sensor cells for the polytrons?", "n:spare_parts_inventory", None)
R("q", "a", "en", 0, "which detectors across the fleet are overdue for calibration", "n:compliance_reports", None)
R("q", "a", "en", 0, "who touched the configuration of GS-1002 yesterday?", "n:audit_log", None)
R("q", "a", "en", 0, "how many API calls have we used up this month", "n:api_usage", None)
R("q", "a", "en", 0, "how much more would the next plan up cost us?", "n:subscription_plans", None)
R("q", "a", "en", 0, "what maintenance is planned at lyon next month", "n:maintenance_schedule", None)
R("q", "a", "en", 0, "what caused the outages we had last winter?", "n:incident_history", None)
R("q", "a", "en", 1, "is the acme platfrom having an outage right now", "n:system_status", None)
R("q", "a", "en", 0, "what changed in the console's latest release?", "n:release_notes", None)
R("q", "a", "en", 0, "are we hooked up to pagerduty?", "n:integrations", None)
R("q", "a", "en", 0, "which of our webhooks have been failing", "n:webhooks", None)
R("q", "a", "en", 0, "how long do we keep raw telemetry before it's deleted?", "n:data_retention_settings", None)
R("q", "a", "en", 0, "which roles are allowed to delete devices", "n:roles_permissions", None)
R("q", "a", "en", 0, "what's our org's default time zone set to", "n:manage_organization", None)
R("q", "a", "en", 0, "which reports get emailed out every monday?", "n:scheduled_reports", None)
R("q", "a", "en", 0, "is single sign-on enforced for everybody?", "n:sso_settings", None)
R("q", "a", "en", 0, "which invitations are still waiting to be accepted", "n:pending_invitations", None)
R("q", "a", "en", 0, "on which devices am I still signed in", "n:active_sessions", None)
R("q", "a", "en", 0, "when does my personal API token expire?", "n:api_tokens", None)
R("q", "a", "en", 0, "do I get a text message when a critical alarm fires?", "n:notification_preferences", None)
R("q", "a", "en", 0, "is any firmware rollout running at the moment", "n:firmware_updates", None)
R("q", "a", "en", 0, "which invoices haven't we paid", "n:organization_billing", None)
# alice: other languages
R("q", "a", "fr", 0, "combien de capteurs sont hors ligne en ce moment ?", "n:device_list", None)
R("q", "a", "fr", 0, "qui fait partie de l'équipe Control Room ?", "n:user_list", {T: 1})
R("q", "a", "fr", 0, "quel est le niveau de batterie du GS-1006 ?", "n:device_details", {D: 6})
R("q", "a", "de", 0, "wie viele Geräte haben wir in Houston?", "n:device_list", {S: 2})
R("q", "a", "de", 0, "wer hat heute Nacht Bereitschaft?", "n:on_call_schedule", None)
R("q", "a", "es", 0, "¿qué productos de Honeywell usamos?", "n:product_catalog", {M: 1})
R("q", "a", "es", 0, "¿cuál es la dirección de la planta de Lyon?", "n:site_details", {S: 1})
R("q", "a", "it", 0, "ci sono allarmi critici aperti adesso?", "n:alerts_inbox", None)
R("q", "a", "it", 0, "su cosa sta lavorando Tom Becker?", "n:work_orders", {U: 4})
R("q", "a", "nl", 0, "welke werkorders staan er nog open voor Priya?", "n:work_orders", {U: 6})
R("q", "a", "nl", 0, "hoeveel stroom verbruikt Rotterdam per maand?", "n:energy_usage_analytics", None)
R("q", "a", "pt", 0, "qual é a temperatura atual da câmara fria 1?", "n:device_telemetry", {D: 21})
R("q", "a", "pt", 0, "quantos sensores temos em Roterdão?", "n:device_list", {S: 3})
# bob
R("q", "b", "en", 0, "what's on my plate this week?", "n:work_orders", {U: 2})
R("q", "b", "en", 0, "any offline detectors at rotterdam?", "n:device_list", {S: 3})
R("q", "b", "en", 0, "what's GS-1008 reading now", "n:device_telemetry", {D: 8})
R("q", "b", "en", 0, "who's on the control room team?", "n:user_list", {T: 1})
R("q", "b", "en", 1, "when is the next calibraiton due on GS-1015", "n:device_calibration", {D: 15})
R("q", "b", "en", 0, "do we have BW Ultra battery packs in stock?", "n:spare_parts_inventory", None)
R("q", "b", "en", 0, "what's happening at the houston refinery", "n:site_details", {S: 2})
R("q", "b", "en", 0, "which alarms are still unacked", "n:alerts_inbox", None)
R("q", "b", "es", 0, "¿quién está de guardia este fin de semana?", "n:on_call_schedule", None)
R("q", "b", "en", 0, "what firmware does the houston gateway run", "n:device_details", {D: 29})
# carol
R("q", "c", "en", 0, "how many alarms are open right now", "n:alerts_inbox", None)
R("q", "c", "en", 0, "which sensors at lyon are offline?", "n:device_list", {S: 1})
R("q", "c", "en", 0, "who's in my team?", "n:user_list", {T: 3})
R("q", "c", "en", 0, "is GS-1004 still not reporting?", "n:device_details", {D: 4})
R("q", "c", "en", 0, "which detectors failed a bump test this month", "n:compliance_reports", None)
R("q", "c", "en", 1, "wat's the adress of the lyon plant", "n:site_details", {S: 1})
R("q", "c", "en", 0, "how many jobs does tom becker have open", "n:work_orders", {U: 4})
R("q", "c", "it", 0, "quali sono i report che riceviamo ogni settimana?", "n:scheduled_reports", None)
R("q", "c", "en", 0, "what incidents did we have at houston last quarter", "n:incident_history", None)
# dave
R("q", "d", "en", 0, "how many devices are installed at springfield?", "n:device_list", {S: 4})
R("q", "d", "en", 0, "which people belong to field service", "n:user_list", {T: 4})
R("q", "d", "en", 0, "what's hector working on?", "n:work_orders", {U: 15})
R("q", "d", "en", 0, "which siemens models do we use", "n:product_catalog", {M: 5})
R("q", "d", "en", 0, "how many GasGuard units are out there", "n:product_details", {P: 9})
R("q", "d", "en", 0, "anything alarming at the denver substation?", "n:site_details", {S: 5})
R("q", "d", "en", 0, "how many routers have gone offline", "n:device_list", None)
R("q", "d", "en", 0, "which critical alerts are open", "n:alerts_inbox", None)
R("q", "d", "en", 0, "what's the SF6 concentration in bay 2 now?", "n:device_telemetry", {D: 44})
R("q", "d", "en", 1, "battery on the lab frdige thermometer?", "n:device_details", {D: 38})
R("q", "d", "en", 0, "which firmware is GXW-8003 running", "n:device_details", {D: 52})
R("q", "d", "en", 0, "what's frank castillo's phone number", "n:user_details", {U: 13})
R("q", "d", "en", 0, "when's work order 10 due", "n:work_order_details", {W: 10})
R("q", "d", "en", 0, "what's the address of the leeds station", "n:site_details", {S: 6})
R("q", "d", "en", 0, "how close are we to our monthly API quota?", "n:api_usage", None)
R("q", "d", "en", 0, "which of our invoices are still open", "n:organization_billing", None)
R("q", "d", "en", 0, "who's on call at the substation tonight?", "n:on_call_schedule", None)
R("q", "d", "en", 0, "which devices are in leeds?", "n:device_list", {S: 6})
R("q", "d", "en", 0, "who is on the grid operations team", "n:user_list", {T: 5})
R("q", "d", "en", 0, "which bosch products are we using", "n:product_catalog", {M: 6})
R("q", "d", "en", 0, "what does leo have assigned", "n:work_orders", {U: 17})
R("q", "d", "en", 1, "which jobs are asigned to me", "n:work_orders", {U: 11})
R("q", "d", "de", 0, "wie viel Strom zieht das Wasserwerk in Springfield?", "n:energy_usage_analytics", None)
# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den)
# ---------------------------------------------------------------------------------------
# carol (viewer)
R("den", "c", "en", 0, "where can I see what we pay each month for the console", "n:organization_billing")
R("den", "c", "en", 0, "the invoice that hasn't been paid yet", "n:invoice_detail", {I: 6})
R("den", "c", "en", 0, "open the 4,890 invoice from six months ago", "n:invoice_detail", {I: 1})
R("den", "c", "en", 0, "which plans could we upgrade to?", "n:subscription_plans")
R("den", "c", "en", 0, "the company settings page with our logo and time zone", "n:manage_organization")
R("den", "c", "en", 0, "I'd like to change the colours of the login page", "n:branding_settings")
R("den", "c", "en", 0, "who removed a user from acme last week?", "n:audit_log")
R("den", "c", "en", 1, "how long are alarm historys kept", "n:data_retention_settings")
R("den", "c", "en", 0, "where do we set up the okta login", "n:sso_settings")
R("den", "c", "en", 0, "connect our slack workspace to the alarms", "n:integrations")
R("den", "c", "en", 0, "the list of webhook endpoints", "n:webhooks")
R("den", "c", "en", 0, "how many API requests did our scripts make this week?", "n:api_usage")
R("den", "c", "en", 0, "I need to fix some details on tom becker's account", "n:edit_user_details", {U: 4})
R("den", "c", "en", 0, "invite a new colleague to the console", "n:invite_user")
R("den", "c", "en", 0, "what can operators do that viewers can't", "n:roles_permissions")
R("den", "c", "en", 0, "adjust what the operator role is allowed to change", "n:edit_role")
R("den", "c", "en", 0, "who has an invite they haven't accepted", "n:pending_invitations")
R("den", "c", "en", 0, "I have a new gas detector to add", "n:onboard_device")
R("den", "c", "en", 1, "import a spreadshet of 50 sensors", "n:bulk_device_import")
R("den", "c", "en", 0, "change how often GS-1003 reports", "n:device_configuration", {D: 3})
R("den", "c", "en", 0, "over-the-air update campaigns", "n:firmware_updates")
R("den", "c", "en", 0, "open the retire page for GS-1004", "n:decommission_device", {D: 4})
R("den", "c", "en", 0, "I want to register a new detector model", "n:register_product")
R("den", "c", "en", 0, "add a new facility for the Antwerp warehouse", "n:create_site")
R("den", "c", "en", 0, "set up a new alarm rule for the thermometers", "n:create_alert_rule")
R("den", "c", "en", 0, "I need to raise a ticket for a broken sensor", "n:create_work_order")
R("den", "c", "en", 0, "build a report of my own with custom columns", "n:custom_report_builder")
R("den", "c", "en", 1, "export last weeks readings as csv", "n:data_export")
R("den", "c", "fr", 0, "je veux voir nos factures et notre carte bancaire", "n:organization_billing")
R("den", "c", "de", 0, "die Konfiguration von GS-1012 bearbeiten", "n:device_configuration", {D: 12})
R("den", "c", "es", 0, "quiero crear una orden de trabajo nueva", "n:create_work_order")
R("den", "c", "en", 0, "the edit screen for priya's user", "n:edit_user_details", {U: 6})
# bob (operator)
R("den", "b", "en", 0, "show me the billing overview with the card on file", "n:organization_billing")
R("den", "b", "en", 0, "the latest invoice we got", "n:invoice_detail", {I: 6})
R("den", "b", "en", 0, "what would the enterprise tier give us", "n:subscription_plans")
R("den", "b", "en", 0, "where are the acme org settings", "n:manage_organization")
R("den", "b", "en", 0, "our white-label email templates", "n:branding_settings")
R("den", "b", "en", 0, "who changed the site of GS-1005 yesterday?", "n:audit_log")
R("den", "b", "en", 0, "how long do we hold on to telemetry", "n:data_retention_settings")
R("den", "b", "en", 1, "single sign on setings", "n:sso_settings")
R("den", "b", "en", 0, "is our jira integration still connected", "n:integrations")
R("den", "b", "en", 0, "did the offline-device webhook fire last night?", "n:webhooks")
R("den", "b", "en", 0, "API call volume by token", "n:api_usage")
R("den", "b", "en", 0, "edit tom okafor's user record", "n:edit_user_details", {U: 5})
R("den", "b", "en", 0, "invite the new contractor to acme", "n:invite_user")
R("den", "b", "en", 0, "the permission matrix of our roles", "n:roles_permissions")
R("den", "b", "en", 0, "change the viewer role's permissions", "n:edit_role")
R("den", "b", "en", 0, "the list of invitations that went unanswered", "n:pending_invitations")
R("den", "b", "en", 0, "decommission page for GS-1011", "n:decommission_device", {D: 11})
R("den", "b", "en", 1, "the invoise from two months ago", "n:invoice_detail", {I: 5})
R("den", "b", "nl", 0, "toon de facturen van ons abonnement", "n:organization_billing")
R("den", "b", "it", 0, "chi ha modificato la configurazione del GS-1002?", "n:audit_log")
R("den", "b", "en", 0, "retire the vapour recovery unit, where's that screen", "n:decommission_device", {D: 17})
# ---------------------------------------------------------------------------------------
# unclear: vague, out of scope, small talk, gibberish (unc)
# ---------------------------------------------------------------------------------------
# alice: vague / bare words
R("unc", "a", "en", 0, "alarms", "u")
R("unc", "a", "en", 0, "tickets", "u")
R("unc", "a", "en", 0, "calibration", "u")
R("unc", "a", "en", 1, "firmwre", "u")
R("unc", "a", "en", 0, "can you have a look at that for me", "u")
R("unc", "a", "en", 0, "the thing with the sensors from earlier", "u")
R("unc", "a", "en", 0, "sort it out please", "u")
R("unc", "a", "en", 0, "and now the other one", "u")
R("unc", "a", "en", 0, "same again but for last week", "u")
R("unc", "a", "en", 0, "hmm, not sure what I need", "u")
R("unc", "a", "en", 0, "make the numbers look better before the audit", "u")
R("unc", "a", "en", 1, "chekc everything", "u")
# alice: out of scope (also naming seed places, people, makers)
R("unc", "a", "en", 0, "will it snow in rotterdam on saturday", "u")
R("unc", "a", "en", 0, "book me a table for four near the lyon plant friday night", "u")
R("unc", "a", "en", 0, "how do you say gas leak in japanese", "u")
R("unc", "a", "en", 0, "what time is it in houston right now", "u")
R("unc", "a", "en", 0, "who won the champions league final", "u")
R("unc", "a", "en", 0, "order ten pairs of safety boots in size 43", "u")
R("unc", "a", "en", 0, "remind me to ring priya after lunch", "u")
R("unc", "a", "en", 0, "how do I claim back a taxi fare from the houston trip", "u")
R("unc", "a", "en", 0, "draft an email inviting tom becker to the christmas party", "u")
R("unc", "a", "en", 0, "is honeywell's share price up today", "u")
R("unc", "a", "en", 0, "how long is the drive from lyon to geneva", "u")
R("unc", "a", "en", 0, "when is hiroshi's birthday", "u")
R("unc", "a", "en", 0, "find me a hotel close to the Maasvlakte", "u")
R("unc", "a", "en", 0, "what's the lower explosive limit of methane", "u")
R("unc", "a", "en", 0, "convert 35 ppm of CO into mg per cubic metre", "u")
R("unc", "a", "en", 0, "set an alarm on my phone for 6 am", "u")
R("unc", "a", "en", 0, "who founded dräger and when", "u")
R("unc", "a", "en", 0, "how many vacation days do I have left", "u")
R("unc", "a", "en", 0, "the coffee machine on the second floor is broken again", "u")
R("unc", "a", "en", 0, "what's a good gift for bob's retirement", "u")
R("unc", "a", "en", 0, "write a haiku about a gateway", "u")
# alice: small talk, gibberish
R("unc", "a", "en", 0, "thanks, that's all for today", "u")
R("unc", "a", "en", 0, "are you a real person?", "u")
R("unc", "a", "en", 0, "good morning!", "u")
R("unc", "a", "en", 0, "qwpo eiru zz", "u")
R("unc", "a", "en", 0, "lol ok", "u")
# alice: other languages
R("unc", "a", "fr", 0, "il fait quel temps à Houston cette semaine ?", "u")
R("unc", "a", "de", 0, "wie spät ist es gerade in Tokio?", "u")
R("unc", "a", "es", 0, "¿me pides una pizza para el turno de noche?", "u")
R("unc", "a", "it", 0, "raccontami una barzelletta sugli idraulici", "u")
R("unc", "a", "nl", 0, "hoe laat gaat de kantine dicht?", "u")
R("unc", "a", "pt", 0, "muito obrigada, até amanhã", "u")
R("unc", "a", "fr", 0, "euh, je sais pas trop", "u")
# bob
R("unc", "b", "en", 0, "can I swap my saturday shift with tom becker", "u")
R("unc", "b", "en", 0, "whatever, just do it", "u")
R("unc", "b", "en", 0, "where can I buy a cheap multimeter in lyon", "u")
# carol
R("unc", "c", "en", 0, "what's my salary going to be next year", "u")
R("unc", "c", "en", 0, "i'm so bored", "u")
R("unc", "c", "en", 0, "which bus goes to the houston refinery", "u")
# dave
R("unc", "d", "en", 0, "who's going to win the super bowl", "u")
R("unc", "d", "en", 0, "order sandwiches for the field crew at springfield", "u")
R("unc", "d", "en", 0, "what's the population of denver", "u")
R("unc", "d", "en", 0, "hmm", "u")
R("unc", "d", "en", 0, "is siemens hiring engineers in chicago", "u")
R("unc", "d", "en", 1, "stuf", "u")
# ---------------------------------------------------------------------------------------
# plain navigation to screens without records (nav)
# ---------------------------------------------------------------------------------------
# alice
R("nav", "a", "en", 0, "back to the overview with the fleet KPIs", "n:main_dashboard")
R("nav", "a", "en", 0, "open my inbox of console messages", "n:notifications")
R("nav", "a", "en", 0, "I want to search across everything", "n:global_search")
R("nav", "a", "en", 0, "where are the how-to guides for the console", "n:help_center")
R("nav", "a", "en", 1, "show the releese notes", "n:release_notes")
R("nav", "a", "en", 0, "platform health page", "n:system_status")
R("nav", "a", "en", 0, "take me to my own profile", "n:profile")
R("nav", "a", "en", 0, "I'd like to update my avatar and display name", "n:edit_profile")
R("nav", "a", "en", 0, "I need a new password", "n:change_password")
R("nav", "a", "en", 0, "manage which alerts reach me by sms", "n:notification_preferences")
R("nav", "a", "en", 0, "create a personal access token for a script", "n:api_tokens")
R("nav", "a", "en", 1, "set up two factor autentication", "n:two_factor_setup")
R("nav", "a", "en", 0, "see the devices I'm logged in on", "n:active_sessions")
R("nav", "a", "en", 0, "acme's general organisation settings", "n:manage_organization")
R("nav", "a", "en", 0, "open billing", "n:organization_billing")
R("nav", "a", "en", 0, "let me compare the plans side by side", "n:subscription_plans")
R("nav", "a", "en", 0, "white-label settings for our hostname", "n:branding_settings")
R("nav", "a", "en", 0, "the audit trail, please", "n:audit_log")
R("nav", "a", "en", 0, "data retention page", "n:data_retention_settings")
R("nav", "a", "en", 0, "SAML configuration", "n:sso_settings")
R("nav", "a", "en", 0, "where do I connect microsoft teams or pagerduty", "n:integrations")
R("nav", "a", "en", 0, "outgoing webhooks", "n:webhooks")
R("nav", "a", "en", 0, "charts of our API traffic", "n:api_usage")
R("nav", "a", "en", 0, "the user directory", "n:user_list")
R("nav", "a", "en", 0, "I want to add someone to the org by email", "n:invite_user")
R("nav", "a", "en", 0, "roles & permissions matrix", "n:roles_permissions")
R("nav", "a", "en", 0, "edit the permissions of the operator role", "n:edit_role")
R("nav", "a", "en", 0, "all our teams", "n:teams")
R("nav", "a", "en", 1, "invitations that are still pendng", "n:pending_invitations")
R("nav", "a", "en", 0, "the whole device inventory", "n:device_list")
R("nav", "a", "en", 0, "start the wizard to onboard a sensor", "n:onboard_device")
R("nav", "a", "en", 0, "bulk import devices from a CSV file", "n:bulk_device_import")
R("nav", "a", "en", 0, "firmware campaigns page", "n:firmware_updates")
R("nav", "a", "en", 0, "show me our device groups", "n:device_groups")
R("nav", "a", "en", 0, "map of all our sensors", "n:device_map")
R("nav", "a", "en", 0, "the list of products we use", "n:product_catalog")
R("nav", "a", "en", 0, "add a device model to the catalogue", "n:register_product")
R("nav", "a", "en", 0, "list of manufacturers", "n:manufacturers")
R("nav", "a", "en", 0, "product categories page", "n:product_categories")
R("nav", "a", "en", 0, "all of our facilities", "n:site_list")
R("nav", "a", "en", 0, "I need to add a new plant", "n:create_site")
R("nav", "a", "en", 0, "the alarm list", "n:alerts_inbox")
R("nav", "a", "en", 0, "show me our threshold rules", "n:alert_rules")
R("nav", "a", "en", 0, "new alert rule", "n:create_alert_rule")
R("nav", "a", "en", 1, "past incidnets and root causes", "n:incident_history")
R("nav", "a", "en", 0, "open the on-call calendar", "n:on_call_schedule")
R("nav", "a", "en", 0, "escalation policy page", "n:escalation_policies")
R("nav", "a", "en", 0, "the preventive maintenance calendar for this month", "n:maintenance_schedule")
R("nav", "a", "en", 0, "all maintenance jobs", "n:work_orders")
R("nav", "a", "en", 0, "open a blank work order form", "n:create_work_order")
R("nav", "a", "en", 0, "what's in the spare parts store", "n:spare_parts_inventory")
R("nav", "a", "en", 0, "the report library", "n:reports")
R("nav", "a", "en", 0, "I want to design my own report", "n:custom_report_builder")
R("nav", "a", "en", 0, "reports that go out by email automatically", "n:scheduled_reports")
R("nav", "a", "en", 0, "energy dashboard", "n:energy_usage_analytics")
R("nav", "a", "en", 0, "gas detection compliance status for the auditors", "n:compliance_reports")
R("nav", "a", "en", 0, "download sensor data as parquet", "n:data_export")
# alice: other languages
R("nav", "a", "fr", 0, "retour au tableau de bord principal", "n:main_dashboard")
R("nav", "a", "de", 0, "zeig mir die Geräte auf der Karte", "n:device_map")
R("nav", "a", "es", 0, "llévame a la lista de usuarios", "n:user_list")
R("nav", "a", "it", 0, "apri il calendario delle reperibilità", "n:on_call_schedule")
R("nav", "a", "nl", 0, "ik wil mijn wachtwoord wijzigen", "n:change_password")
R("nav", "a", "pt", 0, "abre a lista de ordens de serviço", "n:work_orders")
R("nav", "a", "fr", 0, "le centre d'aide", "n:help_center")
# bob
R("nav", "b", "en", 0, "open the new device wizard", "n:onboard_device")
R("nav", "b", "en", 0, "my notifications", "n:notifications")
R("nav", "b", "en", 1, "spare prts page", "n:spare_parts_inventory")
R("nav", "b", "de", 0, "neuen Arbeitsauftrag anlegen", "n:create_work_order")
# carol
R("nav", "c", "en", 0, "take me to the reports", "n:reports")
R("nav", "c", "en", 0, "change my password", "n:change_password")
R("nav", "c", "en", 0, "the compliance report page", "n:compliance_reports")
R("nav", "c", "pt", 0, "abre o mapa dos dispositivos", "n:device_map")
# dave
R("nav", "d", "en", 0, "globex home dashboard", "n:main_dashboard")
R("nav", "d", "en", 0, "the incident history page", "n:incident_history")
R("nav", "d", "en", 0, "manage our subscription plan", "n:subscription_plans")
R("nav", "d", "es", 0, "abre la configuración de SSO", "n:sso_settings")
# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values (chg): navigation to their screen
# ---------------------------------------------------------------------------------------
# alice
R("chg", "a", "en", 0, "stop emailing me info-level alerts, push is enough", "n:notification_preferences")
R("chg", "a", "en", 0, "revoke my token called ci-runner", "n:api_tokens")
R("chg", "a", "en", 0, "log out the session on my old laptop in houston", "n:active_sessions")
R("chg", "a", "en", 0, "set the org default timezone to Europe/Amsterdam", "n:manage_organization")
R("chg", "a", "en", 0, "billing emails should go to finance@acme.example from now on", "n:organization_billing")
R("chg", "a", "en", 0, "move us to yearly billing on the professional plan", "n:subscription_plans")
R("chg", "a", "en", 0, "make the login page orange, #e8590c", "n:branding_settings")
R("chg", "a", "en", 0, "keep the audit log for three years instead of one", "n:data_retention_settings")
R("chg", "a", "en", 0, "force everyone to log in through azure AD", "n:sso_settings")
R("chg", "a", "en", 0, "send critical alarms to the #ops-alarms channel in teams", "n:integrations")
R("chg", "a", "en", 0, "add a webhook to https://hooks.acme.example/offline for devices going offline", "n:webhooks")
R("chg", "a", "en", 0, "let viewers export data too", "n:edit_role")
R("chg", "a", "en", 0, "add tom okafor to the control room team", "n:team_details", {T: 1})
R("chg", "a", "en", 0, "take lukas off the maintenance team", "n:team_details", {T: 2})
R("chg", "a", "en", 0, "make priya the lead of the control room crew", "n:team_details", {T: 1})
R("chg", "a", "en", 0, "rename the safety & compliance team to HSE", "n:team_details", {T: 3})
R("chg", "a", "en", 0, "send sofia marchetti her invitation again", "n:pending_invitations")
R("chg", "a", "en", 1, "cancel emma laurents invite", "n:pending_invitations")
R("chg", "a", "en", 0, "put GS-1015 and GS-1016 into a group called jetty sensors", "n:device_groups")
R("chg", "a", "en", 0, "roll out firmware 5.2.1 to the loading dock x-am", "n:firmware_updates")
R("chg", "a", "en", 0, "turn the bearing overheating rule back on", "n:alert_rules")
R("chg", "a", "en", 0, "raise the H2S high threshold to 15 ppm", "n:alert_rules")
R("chg", "a", "en", 0, "rename the gateways category to Network", "n:product_categories")
R("chg", "a", "en", 0, "email the weekly uptime report to ops@acme.example every monday at 7", "n:scheduled_reports")
R("chg", "a", "en", 0, "close work order 2, the leak was a loose flange", "n:work_order_details", {W: 2})
R("chg", "a", "en", 0, "hand the flare camera job over to tom becker", "n:work_order_details", {W: 4})
R("chg", "a", "en", 1, "push ticket 3's due date out by a weeek", "n:work_order_details", {W: 3})
R("chg", "a", "en", 0, "resolve the loading dock alert, the detector was swapped", "n:alert_details", {A: 4})
R("chg", "a", "en", 0, "add a comment to alert 2: crew on site with SCBA", "n:alert_details", {A: 2})
R("chg", "a", "en", 0, "my job title should say Operations Lead", "n:edit_profile")
R("chg", "a", "en", 0, "change my password to Gerland-2025!", "n:change_password")
R("chg", "a", "en", 0, "put priya on call next weekend", "n:on_call_schedule")
R("chg", "a", "en", 0, "page hiroshi if a critical alarm sits unacked for 10 minutes", "n:escalation_policies")
R("chg", "a", "en", 0, "book a calibration visit at rotterdam on the 14th", "n:maintenance_schedule")
R("chg", "a", "en", 0, "reorder 10 BW Ultra battery packs", "n:spare_parts_inventory")
R("chg", "a", "en", 0, "the lyon plant moved to 20 Rue de Gerland, update the address", "n:site_details", {S: 1})
R("chg", "a", "en", 0, "set the rotterdam terminal's timezone to UTC", "n:site_details", {S: 3})
R("chg", "a", "en", 0, "honeywell's website is now honeywell.com/gas, change it", "n:manufacturer_details", {M: 1})
R("chg", "a", "en", 0, "turn on 2FA with my yubikey", "n:two_factor_setup")
R("chg", "a", "en", 0, "move GS-1002 to the east wall on the lyon floor plan", "n:floor_plans", {S: 1})
R("chg", "a", "en", 0, "switch the console language to french for me", "n:edit_profile")
R("chg", "a", "fr", 0, "désactive les notifications par SMS la nuit", "n:notification_preferences")
R("chg", "a", "de", 0, "ändere unser Firmenlogo auf die neue blaue Version", "n:branding_settings")
R("chg", "a", "es", 0, "añade a Tom Becker al equipo Control Room", "n:team_details", {T: 1})
R("chg", "a", "it", 0, "disattiva la regola CO high per stanotte", "n:alert_rules")
# bob
R("chg", "b", "en", 0, "mute sms alerts between 10pm and 6am", "n:notification_preferences")
R("chg", "b", "en", 0, "switch off the CO high rule during the maintenance window", "n:alert_rules")
R("chg", "b", "en", 0, "mark my tank farm job as done", "n:work_order_details", {W: 2})
R("chg", "b", "en", 1, "add GS-1019 to the portabel detectors group", "n:device_groups")
# carol
R("chg", "c", "en", 0, "only email me about critical alarms", "n:notification_preferences")
R("chg", "c", "en", 0, "sign me out of the tablet in the control room", "n:active_sessions")
# dave
R("chg", "d", "en", 0, "add leo fischer to grid operations", "n:team_details", {T: 5})
R("chg", "d", "en", 0, "withdraw jamal wright's invitation", "n:pending_invitations")
R("chg", "d", "en", 0, "change our date format to MM/DD/YYYY", "n:manage_organization")
R("chg", "d", "en", 0, "turn off the weak LTE signal rule", "n:alert_rules")
R("chg", "d", "en", 0, "reassign the SF6 leak job to erin", "n:work_order_details", {W: 8})
R("chg", "d", "en", 0, "resolve the relay cabinet alert, filters were cleaned", "n:alert_details", {A: 10})
R("chg", "d", "en", 0, "stop sending the monthly report to grace", "n:scheduled_reports")
R("chg", "d", "en", 0, "push firmware 7.06 to the two leeds routers", "n:firmware_updates")
# ---------------------------------------------------------------------------------------
# execution: changes with all their values (exec)
# ---------------------------------------------------------------------------------------
# alice
R("exec", "a", "en", 0, "set the sample interval of GS-1006 to 20 seconds", "x:update_device")
R("exec", "a", "en", 0, "rename CAM-3003 to Jetty overview north", "x:update_device")
R("exec", "a", "en", 0, "GS-1007 is going to the rotterdam terminal for a month, move it there", "x:update_device")
R("exec", "a", "en", 0, "TH-2003 is repaired, put its status back to active", "x:update_device")
R("exec", "a", "en", 1, "mark GS-1017 as under maintenence", "x:update_device")
R("exec", "a", "en", 0, "lower the LEL alarm set point on GS-1002 to 15%", "x:update_device")
R("exec", "a", "en", 0, "promote tom okafor to operator", "x:update_user")
R("exec", "a", "en", 0, "priya moves to the Operations department, update her record", "x:update_user")
R("exec", "a", "en", 0, "priya's new mobile is +1 713 555 0199", "x:update_user")
R("exec", "a", "en", 0, "set my own phone number to +33 6 12 34 56 78", "x:update_user")
R("exec", "a", "en", 0, "hiroshi tanaka's email changes to h.tanaka@acme.example", "x:update_user")
R("exec", "a", "en", 0, "tom okafor is leaving on friday, deactivate his account", "x:deactivate_user")
R("exec", "a", "en", 1, "disable hiroshis login, he's left acme", "x:deactivate_user")
R("exec", "a", "en", 0, "invite jean.morel@acme.example as a viewer, his name is Jean Morel", "x:invite_user")
R("exec", "a", "en", 0, "send an invite to Nadia Benali, nadia.benali@acme.example, operator on the maintenance team", "x:invite_user")
R("exec", "a", "en", 0, "decommission GS-1004, its cell is dead for good", "x:decommission_device")
R("exec", "a", "en", 0, "the flare stack thermal camera CAM-3002 is being scrapped, decommission it", "x:decommission_device")
R("exec", "a", "en", 0, "onboard GS-1021, an X-am 5600, at the lyon plant and call it Warehouse", "x:onboard_device")
R("exec", "a", "en", 0, "add TH-2005, a WISE-2410, to the houston refinery as Pump P-102 bearing", "x:onboard_device")
R("exec", "a", "en", 0, "register the Pac 8000 made by Dräger as a gas sensor product", "x:register_product")
R("exec", "a", "en", 0, "add product Q1798-LE, category cameras, manufacturer Axis Communications", "x:register_product")
R("exec", "a", "en", 0, "change the BW Ultra description to: portable 4-gas detector, 24 h runtime, IP68", "x:update_product")
R("exec", "a", "en", 0, "set the default sample interval of the X-am 5600 product to 20 s", "x:update_product")
R("exec", "a", "en", 0, "create a site Antwerp depot, Haven 1025, 2030 Antwerpen, timezone Europe/Brussels", "x:create_site")
R("exec", "a", "en", 0, "new rule on the WISE-2410: temperature above 90 °C is critical", "x:create_alert_rule")
R("exec", "a", "en", 0, "alert me with a critical alarm when O2 drops below 19.5% on any BW Ultra", "x:create_alert_rule")
R("exec", "a", "en", 0, "ack alert 3, the battery pack is on its way", "x:acknowledge_alert")
R("exec", "a", "en", 0, "acknowledge the H2S alarm from GS-1008", "x:acknowledge_alert")
R("exec", "a", "en", 0, "open a high priority work order to recalibrate GS-1012, due next monday, assign priya", "x:create_work_order")
R("exec", "a", "en", 1, "create a ticket for GS-1004: replace the battery, urgnet, due tomorow", "x:create_work_order")
R("exec", "a", "fr", 0, "renomme le GS-1005 en « Magasin solvants »", "x:update_device")
R("exec", "a", "de", 0, "bestätige den Alarm 1 am Tanklager Nord", "x:acknowledge_alert")
R("exec", "a", "es", 0, "cambia el rol de Priya Raman a administradora", "x:update_user")
R("exec", "a", "it", 0, "disattiva l'account di Tom Becker, ha lasciato l'azienda", "x:deactivate_user")
R("exec", "a", "nl", 0, "zet GS-1016 op onderhoud", "x:update_device")
R("exec", "a", "pt", 0, "cria uma ordem de serviço urgente para trocar a célula do GS-1009, prazo amanhã", "x:create_work_order")
# bob
R("exec", "b", "en", 0, "set GS-1019's reporting interval to 60 seconds", "x:update_device")
R("exec", "b", "en", 0, "GS-1011 is fixed, change its status to active", "x:update_device")
R("exec", "b", "en", 0, "acknowledge the low battery alert on GS-1014", "x:acknowledge_alert")
R("exec", "b", "en", 0, "raise a medium priority job to clean the lens of CAM-3001, due friday, for me", "x:create_work_order")
R("exec", "b", "en", 1, "onbaord GS-1022, a BW Ultra, at rotterdam terminal", "x:onboard_device")
R("exec", "b", "en", 0, "create a site called Le Havre depot at 5 Quai de Southampton, 76600 Le Havre, Europe/Paris", "x:create_site")
R("exec", "b", "en", 0, "add a warning rule for the Polytron 8700: LEL at or above 5%", "x:create_alert_rule")
R("exec", "b", "en", 0, "register the Honeywell XNX transmitter as a product in gas sensors, maker Honeywell", "x:register_product")
R("exec", "b", "en", 0, "update the WISE-6610's description to: LoRaWAN gateway, LTE and Ethernet backhaul", "x:update_product")
R("exec", "b", "de", 0, "verschiebe TH-2001 an den Standort Rotterdam terminal", "x:update_device")
# dave
R("exec", "d", "en", 0, "set GX-5004 to maintenance while we service the skid", "x:update_device")
R("exec", "d", "en", 0, "rename GXW-8005 to Leeds main router", "x:update_device")
R("exec", "d", "en", 0, "make grace liu an operator", "x:update_user")
R("exec", "d", "en", 0, "deactivate frank castillo, he's moved to another utility", "x:deactivate_user")
R("exec", "d", "en", 0, "invite sam.ortiz@globex.example as an operator, name Sam Ortiz, field service team", "x:invite_user")
R("exec", "d", "en", 0, "decommission GX-5003, the filter gallery is being demolished", "x:decommission_device")
R("exec", "d", "en", 0, "onboard GX-5013, a LeakSense SF6, at the denver substation as GIS bay 4", "x:onboard_device")
R("exec", "d", "en", 0, "add a product Sitrans TH420, thermometers category, made by Siemens", "x:register_product")
R("exec", "d", "en", 0, "change the TRB245 description to compact LTE gateway with Modbus and RS485", "x:update_product")
R("exec", "d", "en", 0, "create site Aurora reservoir at 1500 S Havana St, Aurora, CO 80012, America/Denver", "x:create_site")
R("exec", "d", "en", 0, "critical rule on GasGuard Cl2: chlorine above 0.5 ppm", "x:create_alert_rule")
R("exec", "d", "en", 0, "acknowledge the SF6 alert on GIS bay 2", "x:acknowledge_alert")
R("exec", "d", "en", 0, "urgent work order to replace the antenna cable on GXW-8004, due today, assign leo fischer", "x:create_work_order")
R("exec", "d", "en", 1, "set the sampling interval on GXT-6005 to 2 minuts", "x:update_device")
R("exec", "d", "en", 0, "hector alvarez moves to the Field Service department", "x:update_user")
R("exec", "d", "en", 0, "ack the leeds router offline alert", "x:acknowledge_alert")
R("exec", "d", "es", 0, "desactiva la cuenta de Leo Fischer, se ha ido a otra empresa", "x:deactivate_user")

# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (the row keeps its kind, user, language, typo flag,
# route, target and record unless a (wording, record) pair is given)
REWORDED: dict[str, object] = {
    # records
    "Kalibrierprotokolle von GS-1015": "die Kalibrierhistorie vom Jetty-1-Melder",
    "der Hersteller aus Schweden": "unser schwedischer Kamerahersteller",
    "la alarma de batería baja del portátil de rescate": "el aviso de batería al 14% del detector del equipo de rescate",
    "apri il sensore GS-1010": "fammi vedere il rilevatore della tank farm sud",
    "la scheda di Lukas Meyer": "il profilo di Lukas, quello disattivato",
    "open de pagina van Tom Becker": "laat het profiel van Tom Becker zien",
    "my open ticket": "the job of mine that's still open",
    "tom becker's page": "pull up my colleague tom becker",
    "calibraton records for GS-1008": "calibraton history of the crude unit H2S monitor",
    "hydrotreater sensr": "open the hydrotreater sensr in houston",
    "la fiche de Sofia Marchetti": "montre-moi le compte de Sofia, celle qui n'a pas encore accepté",
    "erin walsh": "open erin walsh's profile from globex",
    "tom becker": "is there a tom becker at globex? his page please",
    # questions
    "whats tom okafors phone number": "whats tom okafors mobile, need to call him",
    "is the acme platfrom having an outage right now": "are the console servers havng problems or is it just me",
    "wer hat heute Nacht Bereitschaft?": "wer hat am Wochenende Rufbereitschaft in Houston?",
    "¿cuál es la dirección de la planta de Lyon?": "¿en qué calle está nuestra planta de Lyon?",
    "when is the next calibraiton due on GS-1015": "jetty 1 detector, when's its calibraiton due",
    "wat's the adress of the lyon plant": "wat's the street adress of our french site",
    "which sensors at lyon are offline?": "are any of the lyon detectors not reporting right now?",
    # refused screens
    "who changed the site of GS-1005 yesterday?": "I want to know who moved GS-1005 to another site last week",
    "single sign on setings": "where are the singel sign-on options for our azure login",
    "change the viewer role's permissions": "where do I edit what the viewer role may open",
    "decommission page for GS-1011": "open the decommissioning form for the flare stack detector",
    "the invoise from two months ago": "the invoise we paid two months ago",
    "quiero crear una orden de trabajo nueva": "necesito abrir un ticket de mantenimiento para un sensor roto",
    # unclear
    "firmwre": "sensros",
    "alarms": "batteries",
    "tickets": "logs",
    "wie spät ist es gerade in Tokio?": "kannst du mir ein Zugticket nach Köln buchen?",
    "¿me pides una pizza para el turno de noche?": "¿sabes si abre la farmacia de al lado de la planta de Lyon?",
    # plain navigation
    "I want to search across everything": "where's the one search box that finds devices, people and sites",
    "show the releese notes": "open the releese notes for the latest version",
    "retour au tableau de bord principal": "ramène-moi à l'accueil avec les indicateurs",
    "abre a lista de ordens de serviço": "quero ver todas as ordens de serviço",
    # changes no tool makes
    "cancel emma laurents invite": "revoke emma laurents pending invitaton",
    "add GS-1019 to the portabel detectors group": "put the tank pit 4 BW Ultra in the portabel detectors group",
    # execution
    "acknowledge the low battery alert on GS-1014": "ack the 14% battery alarm on the rescue portable, I'm swapping the pack",
    "onbaord GS-1022, a BW Ultra, at rotterdam terminal": "onbaord the new BW Ultra GS-1022 at the rotterdam terminal, name it Jetty 4 portable",
    "acknowledge the SF6 alert on GIS bay 2": "I'm on the bay 2 SF6 leak, acknowledge alert 9",
    "zet GS-1016 op onderhoud": "zet de jetty 2 detector GS-1016 in onderhoudsmodus",
}
# a rewording that collided again -> its second rewording
REWORDED_TWICE: dict[str, object] = {
    "open the decommissioning form for the flare stack detector": "which page do I use to retire the flare stack gas detector in houston",
}
# colliding, dropped
DROPPED: list[str] = [
    # records
    "the thermometer on the P-101 pump bearing",
    "the thermometer that's in maintenance",
    "the camera whose storage is at 48 percent",
    "the reactor hall detector",
    "pull up GS-1031",
    "bump test history for GS-1007",
    "the decommission screen for the loading dock unit",
    "lyon plant floor plan",
    "priya raman's account",
    "Tom's user page",
    "who is tom.becker@acme.example",
    "erin walsh's account",
    "springfield water works",
    "the BW Ultra product page",
    "the swedish camera maker",
    "our supplier from taiwan",
    "safety and compliance team",
    "the team I'm on",
    "the low battery warning on the rescue portable",
    "the alert about the loading dock going quiet",
    "the LEL alarm i closed out",
    "alert 12",
    "ticket #4",
    "work order 9",
    "the 4890 invoice",
    "bob@acme.example",
    "bump tests of the rescue team portable",
    "gx5001",
    "the Cl2 detector in the chlorination room",
    "the high-lift pump thermometers",
    "north fence camera",
    "router A at springfield",
    "the springfield router",
    "relay cabinet R1 thermometer",
    "the cabinet thermometer running hot at 48 degrees",
    "GS-1020",
    "erin walsh's user page",
    "hector alvarez",
    "dave@globex.example",
    "substation on brighton blvd",
    "our UK site",
    "lyon plant",
    "the compact Modbus gateway model",
    "the chinese camera maker",
    "the SF6 alarm in bay two",
    "the alarm erin acknowledged",
    "work order 7",
    "frank's SF6 leak ticket",
    "the 1299 invoice",
    "the invoice from four months ago",
    # questions
    "is anything down at the lyon plant?",
    "anything assigned to priya that's still open?",
    "what's going on at the rotterdam terminal today",
    "which of our alert rules are critical ones",
    "which vendors do we buy from",
    "what teams do we have?",
    "what's the battery level on GS-1016?",
    "which department is emma laurent in?",
    "what role does priya have",
    "which time zone is the rotterdam terminal in?",
    "who makes the WISE-2410?",
    "when is work order 1 due?",
    "when is GS-1020 due for its next calibration",
    "did GS-1009 pass its last bump test?",
    "who has the pager tonight",
    "how much more would the next plan up cost us?",
    "which roles are allowed to delete devices",
    "which reports get emailed out every monday?",
    "is single sign-on enforced for everybody?",
    "who's on the control room team?",
    "¿quién está de guardia este fin de semana?",
    "how many alarms are open right now",
    "which detectors failed a bump test this month",
    "what's hector working on?",
    "what's the address of the leeds station",
    "how close are we to our monthly API quota?",
    "who is on the grid operations team",
    # refused screens
    "invite a new colleague to the console",
    "over-the-air update campaigns",
    "I need to raise a ticket for a broken sensor",
    # unclear
    "calibration",
    "sort it out please",
    "how do you say gas leak in japanese",
    "who won the champions league final",
    "convert 35 ppm of CO into mg per cubic metre",
    "set an alarm on my phone for 6 am",
    "how many vacation days do I have left",
    "what's a good gift for bob's retirement",
    "are you a real person?",
    "good morning!",
    "lol ok",
    "hmm",
    # plain navigation
    "where are the how-to guides for the console",
    "take me to my own profile",
    "I need a new password",
    "open billing",
    "data retention page",
    "outgoing webhooks",
    "roles & permissions matrix",
    "start the wizard to onboard a sensor",
    "bulk import devices from a CSV file",
    "map of all our sensors",
    "add a device model to the catalogue",
    "product categories page",
    "all of our facilities",
    "new alert rule",
    "escalation policy page",
    "open a blank work order form",
    "energy dashboard",
    "gas detection compliance status for the auditors",
    "my notifications",
    "neuen Arbeitsauftrag anlegen",
    "change my password",
    # changes no tool makes
    "revoke my token called ci-runner",
    "send critical alarms to the #ops-alarms channel in teams",
    "let viewers export data too",
    "take lukas off the maintenance team",
    "put GS-1015 and GS-1016 into a group called jetty sensors",
    "turn the bearing overheating rule back on",
    "rename the gateways category to Network",
    "hand the flare camera job over to tom becker",
    "page hiroshi if a critical alarm sits unacked for 10 minutes",
    "book a calibration visit at rotterdam on the 14th",
    "mute sms alerts between 10pm and 6am",
    "only email me about critical alarms",
    "add leo fischer to grid operations",
    "turn off the weak LTE signal rule",
    # execution
    "rename CAM-3003 to Jetty overview north",
    "lower the LEL alarm set point on GS-1002 to 15%",
    "promote tom okafor to operator",
    "priya's new mobile is +1 713 555 0199",
    "set my own phone number to +33 6 12 34 56 78",
    "add product Q1798-LE, category cameras, manufacturer Axis Communications",
    "change the BW Ultra description to: portable 4-gas detector, 24 h runtime, IP68",
    "make grace liu an operator",
    "ack the leeds router offline alert",
]
# not colliding, dropped toward the size and the mix
TRIMMED: list[str] = [
    # toward the typo and language shares and the number of records
    "whats the staus of ticket 2",
    "which jobs has hiroshi got on his plate",
    "wich thermometers are installed in lyon",
    "invitations that are still pendng",
    "mark GS-1017 as under maintenence",
    "export last weeks readings as csv",
    "drager vendor page",
    "how many people are in safety & compliance",
    "which work orders are open for the houston site",
    "is lukas meyer's account still active?",
    "move GS-1002 to the east wall on the lyon floor plan",
    "add tom okafor to the control room team",
    "who's handling the flare camera ticket",
    "what is tom becker working on at the moment?",
    "ramène-moi à l'accueil avec les indicateurs",
    "cambia el rol de Priya Raman a administradora",
    "combien de capteurs sont hors ligne en ce moment ?",
    # records, alice
    "GS_1010 details please", "need gw 4001 up on screen", "TH2004?", "cam 3003, the rotterdam one",
    "open the product tank thermometer at the terminal, tank 4", "flare stack thermal cam",
    "the LoRa gateway at our french plant", 
    "south tank farm detector, houston", "the monitor in the houston control room",
    "jetty one's gas sensor", "cold room no. 1 thermometer", "the vapour recovery unit at rotterdam",
    "the polytron reading 12% LEL", "the BW Ultra at the tank farm",
    "gs-1019 readings from today", "signal chart of the rotterdam gateway",
    "TH-2004 settings, I want to tweak them", "can I see what's on Hiroshi's user record",
    "tom okafor from health and safety", "sofia marchetti's user", "emma laurent, the operator we just invited",
    "carol's account page", "the IT admin's page", "the viewer in health & safety",
    "the guys with rotterdam numbers, +31 10", "Alice Admin, that's my own account", "the edit form for tom okafor",
    "our site in france", "the refinery page", "the dutch terminal", "x-am 5600 spec sheet",
    "the STT850 transmitter model", "our outdoor dome cam model with the IR lights",
    "the gateway model with LTE backhaul", "the round-the-clock monitoring team", "the H2S alert from the crude unit",
    "alrm #2", "the sensor head swap on GS-1011", "the monthly bump test ticket", "the work order we cancelled",
    "the ticket nobody's assigned to", "the gateway firmware upgrade job", "the urgent tank farm investigation",
    "hiroshis overdue ticket", "bob's open work order", "the invoice we still owe", "our very first invoice on file",
    "the last invoice we actually paid", "the invocie for 5189", "the hydrotreater polytron",
    "the BW Ultra down in tank pit 4", "the detector by the solvent store in lyon",
    "the dome camera at the lyon main gate", "the shift lead's handheld",
    "le détecteur du quai numéro 2 à Rotterdam", "l'équipe de maintenance", "das Benutzerkonto von Priya Raman",
    "die Seite vom Terminal in Rotterdam", "abre la ficha de Hiroshi Tanaka, el de IT",
    "el aviso de batería al 14% del detector del equipo de rescate", "fammi vedere il rilevatore della tank farm sud",
    "il gateway del terminal di Rotterdam", "la pagina del modello X-am 5600", "laat het profiel van Tom Becker zien",
    "werkorder 3 graag", "o detector da sala das caldeiras", "a fatura de 5.189 euros",
    # records, dave
    "dosing pump skid sensor", "high-lift pump 1 temp sensor", "main entrance cam at the water works",
    "GIS bay 1's SF6 sensor", "the cable basement detector in denver", "transformer T1 camera",
    "the yard camera at the substation", "the LTE router out at the denver substation", "the wet well sensor in leeds",
    "outfall chamber Cl2 sensor", "the control kiosk thermometer in leeds", "the camera on the leeds gate",
    "the outfall router that went dark", "leeds station router", "readings of GX-5007 over the last day",
    "calibration log of the wet well detector", "irene, our IT admin", "jamal wright's account",
    "maya, the compliance viewer", "the water treatment guy", "the GasGuard Cl2 model", "leaksense sf6 product",
    "the battery-powered wireless thermometer model", "the field service crew page",
    "the dispatch and network monitoring team", "my own team", "the 1.8 ppm chlorine alert",
    "the relay cabinet temperature warning", "the alert about the leeds router being offline",
    "the camera re-aim job on T2", "leo's LTE link job", "the quarterly relay cabinet check",
    "the north fence camera install", "our newest invoice", "the second most recent invoice",
    "the last invoice that got paid", "pump motor M2's thermometer", "the notice about the firmware for two routers",
    "the work order with no assignee", "grace in finance", "the water works site", "the bi-spectrum thermal cam model",
    # records, bob and carol
    "the polytron model", "my crew's team page", "gs 1011 page", "the houston gateway job i finished",
    "the jetty 2 sensor page", "the tank farm north alarm", "work order 3 please", "the axis manufacturer page",
    # questions
    "how many cameras does the refinery have", "who belongs to control room?", "what axis products are in our catalog",
    "where are our polytron 8700 units installed", "how many of our devices are offline at the moment?",
    "who else has admin rights in our org", "how many device models are in our catalog",
    "what device groups exist right now", "what's the H2S level on jetty 3", "what is the Q1961-TE used for",
    "what does the maintenance team actually cover", 
    "how many API calls have we used up this month", 
    "what caused the outages we had last winter?", 
    "which of our webhooks have been failing", "how long do we keep raw telemetry before it's deleted?",
    "what's our org's default time zone set to", 
    "when does my personal API token expire?",
    
    "which invoices haven't we paid",
    "wie viele Geräte haben wir in Houston?", "quantos sensores temos em Roterdão?",
    "hoeveel stroom verbruikt Rotterdam per maand?", "su cosa sta lavorando Tom Becker?",
    "quel est le niveau de batterie du GS-1006 ?",
    "what's GS-1008 reading now", "what's happening at the houston refinery", "which alarms are still unacked",
    "how many jobs does tom becker have open",
    "which critical alerts are open", "which devices are in leeds?", "which bosch products are we using",
    "what's frank castillo's phone number", "when's work order 10 due",
    # refused screens
    "where can I see what we pay each month for the console", "open the 4,890 invoice from six months ago",
    "change how often GS-1003 reports", "the edit screen for priya's user", 
    "who has an invite they haven't accepted", "adjust what the operator role is allowed to change",
    "the latest invoice we got", "retire the vapour recovery unit, where's that screen",
    "where are the acme org settings", "API call volume by token", "how long do we hold on to telemetry",
    # unclear
    "logs", "and now the other one", "make the numbers look better before the audit",
    "what time is it in houston right now", "how long is the drive from lyon to geneva", "when is hiroshi's birthday",
    "write a haiku about a gateway", "euh, je sais pas trop", "whatever, just do it", "i'm so bored",
    "what's the population of denver",
    # plain navigation
    "zeig mir die Geräte auf der Karte", "llévame a la lista de usuarios",
    "platform health page", "manage which alerts reach me by sms", "see the devices I'm logged in on",
    "acme's general organisation settings", "let me compare the plans side by side",
    "white-label settings for our hostname", "SAML configuration",
    "where do I connect microsoft teams or pagerduty", "charts of our API traffic", 
    "all maintenance jobs", "the alarm list", "firmware campaigns page", "open the on-call calendar",
    "I'd like to update my avatar and display name", "globex home dashboard", "the incident history page",
    # changes no tool makes
    "ändere unser Firmenlogo auf die neue blaue Version",
    "log out the session on my old laptop in houston", "set the org default timezone to Europe/Amsterdam",
    "make priya the lead of the control room crew",
    "send sofia marchetti her invitation again", "email the weekly uptime report to ops@acme.example every monday at 7",
    "add a comment to alert 2: crew on site with SCBA", "reorder 10 BW Ultra battery packs",
    "set the rotterdam terminal's timezone to UTC", 
    "switch the console language to french for me", "billing emails should go to finance@acme.example from now on",
    "switch off the CO high rule during the maintenance window",
    "withdraw jamal wright's invitation", "stop sending the monthly report to grace",
    # execution
    "disattiva l'account di Tom Becker, ha lasciato l'azienda", "zet de jetty 2 detector GS-1016 in onderhoudsmodus",
    
    
    "add TH-2005, a WISE-2410, to the houston refinery as Pump P-102 bearing",
    "alert me with a critical alarm when O2 drops below 19.5% on any BW Ultra",
    "acknowledge the H2S alarm from GS-1008",
    "GS-1011 is fixed, change its status to active",
    "update the WISE-6610's description to: LoRaWAN gateway, LTE and Ethernet backhaul",
    "rename GXW-8005 to Leeds main router", "deactivate frank castillo, he's moved to another utility",
]
# not colliding, reworded on the last review -> new wording (or (wording, record))
REVIEWED: dict[str, object] = {
    # an out-of-scope request that could be read as an on-call shift change: another errand
    "can I swap my saturday shift with tom becker": "can I leave early on friday for my kid's school play",
    # rows in other languages that translated another row of the set: another record
    "il profilo di Lukas, quello disattivato": ("apri la scheda di Sofia, quella del controllo qualità", {U: 9}),
    "montre-moi la facture qu'on n'a pas encore réglée": ("montre-moi la facture d'il y a quatre mois", {I: 3}),
}


def _catalog_roles() -> dict[str, list[str]]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def _apply(query: str, record, mapping: dict) -> tuple[str, object]:
    new = mapping[query]
    if isinstance(new, tuple):
        return new[0], new[1]
    return new, record


def kept_rows() -> list[tuple]:
    drafted = collections.Counter(r[4] for r in DRAFT)
    dupes = [q for q, n in drafted.items() if n > 1]
    assert not dupes, f"drafted twice: {dupes}"
    for name, mapping in (("REWORDED", REWORDED), ("DROPPED", DROPPED)):
        unknown = [q for q in mapping if q not in drafted]
        assert not unknown, f"{name} names rows that were not drafted: {unknown}"
    both = set(REWORDED) & set(DROPPED)
    assert not both, f"both reworded and dropped: {both}"
    wordings = set(drafted)
    for mapping in (REWORDED, REWORDED_TWICE):
        wordings |= {v[0] if isinstance(v, tuple) else v for v in mapping.values()}
    for name, mapping in (("TRIMMED", TRIMMED), ("REVIEWED", REVIEWED), ("REWORDED_TWICE", REWORDED_TWICE)):
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
    rows = kept_rows()
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, (kind, user, lang, typo, query, target, record) in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        row: dict = {"id": rid, "query": query}
        if target == "u":
            row["route"] = "unclear"
        elif target.startswith("x:"):
            row["route"] = "execution"
            row["tool"] = target[2:]
        else:
            screen = target[2:]
            row["route"] = "navigation"
            row["screen"] = screen
            if record is not None:
                row["record"] = record
        if EMAIL[user]:
            row["user"] = EMAIL[user]
        if target.startswith("n:"):
            refused = ROLE[user] not in roles[target[2:]]
            assert refused == (kind == "den"), f"{query!r}: kind {kind} but refused={refused}"
            if refused:
                row["denied"] = True
        else:
            assert kind in ("unc", "exec") and (kind == "unc") == (target == "u"), query
        lines.append(row)
        meta[rid] = {"kind": kind, "lang": lang, "typo": typo, "user": user}
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
    print("  typos by kind:", dict(collections.Counter(m["kind"] for m in meta.values() if m["typo"])))
    recs = [r["record"] for r in lines if "record" in r]
    lists = sum(1 for r in lines if isinstance(r.get("record"), dict)
                and r["screen"] in ("device_list", "user_list", "work_orders", "product_catalog"))
    print("records:", len(recs), "ids", sum(isinstance(x, dict) for x in recs), f"(list filters {lists})",
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
