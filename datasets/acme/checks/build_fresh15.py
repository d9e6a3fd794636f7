"""Build routing-fresh15.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language and typo flag, followed by what
happened to it: `REWORDED` (a wording that collided with another text -> its new wording),
`REWORDED_TWICE` (a rewording that collided again -> its second rewording), `DROPPED`
(colliding, dropped), `TRIMMED` (not colliding, dropped toward the size and the mix) and
`REVIEWED` (not colliding, reworded on the last review; the record is set anew where the
new wording carries one). The kept rows are shuffled with a fixed seed
(`random.Random(20261206)`) and numbered f15-001... afterwards.

`denied` is set from the catalog's roles and must agree with the row's kind ("den").

Run it from the repository's root (PYTHONPATH=src .venv/bin/python
datasets/acme/checks/build_fresh15.py [--counts], or /tmp/fresh15/build_fresh15.py): it
rewrites the jsonl (in datasets/acme/ when the script sits in datasets/acme/checks/, else
beside the script) and fresh15-meta.json (beside the script). `--counts` prints the mix.

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
    raise SystemExit("run build_fresh15.py from the repository's root or from datasets/acme/checks")
OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh15.jsonl"
META = HERE / "fresh15-meta.json"
SEED = 20261206
PREFIX = "f15-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}

DRAFT: list[tuple] = []


def R(kind, user, lang, typo, query, target, record=None):
    DRAFT.append((kind, user, lang, bool(typo), query, target, record))


D = "device_id"
U = "user_id"
S = "site_id"

# ---------------------------------------------------------------------------------------
# records named the way people name them (rec)
# ---------------------------------------------------------------------------------------
# alice: devices by serial without or with odd punctuation
R("rec", "a", "en", 0, "pull up gs1009", "n:device_details", {D: 9})
R("rec", "a", "en", 0, "GS 1017 pls", "n:device_details", {D: 17})
R("rec", "a", "en", 0, "can you open cam3002 for me", "n:device_details", {D: 26})
R("rec", "a", "en", 0, "Gw4003 page", "n:device_details", {D: 30})
R("rec", "a", "en", 0, "gs_1003", "n:device_details", {D: 3})
R("rec", "a", "en", 0, "GS1013 overview", "n:device_details", {D: 13})
R("rec", "a", "en", 0, "th 2002 please", "n:device_details", {D: 22})
R("rec", "a", "en", 0, "bring up Cam-3001", "n:device_details", {D: 25})
# alice: devices by name, partial name, place, what they watch
R("rec", "a", "en", 0, "the detector in the pump house at rotterdam", "n:device_details", {D: 18})
R("rec", "a", "en", 0, "show me the sensor in the solvent store", "n:device_details", {D: 5})
R("rec", "a", "en", 0, "reactor hall b, the gas detector", "n:device_details", {D: 3})
R("rec", "a", "en", 0, "the rescue team's portable detector", "n:device_details", {D: 14})
R("rec", "a", "en", 0, "the portable our shift lead carries in lyon", "n:device_details", {D: 7})
R("rec", "a", "en", 0, "open the cold room thermometer", "n:device_details", {D: 21})
R("rec", "a", "en", 0, "that camera looking over the jetties", "n:device_details", {D: 27})
R("rec", "a", "en", 0, "the flare stack gas detector, not the camera", "n:device_details", {D: 11})
R("rec", "a", "en", 0, "thermal cam on the flare", "n:device_details", {D: 26})
R("rec", "a", "en", 0, "the lab fume hood monitor", "n:device_details", {D: 6})
R("rec", "a", "en", 0, "the boiler room co detector", "n:device_details", {D: 1})
R("rec", "a", "en", 1, "the hydrotreatr sensor", "n:device_details", {D: 12})
R("rec", "a", "en", 0, "the reactor hall detectors", "n:device_details", "several")
R("rec", "a", "en", 0, "the jetty sensor", "n:device_details", "several")
R("rec", "a", "en", 0, "the devices at jetty 1 and jetty 2", "n:device_details", "several")
# alice: devices by state, reading, firmware, battery, storage, connections
R("rec", "a", "en", 0, "the offline gas sensor in lyon", "n:device_details", {D: 4})
R("rec", "a", "en", 0, "the one at rotterdam that went offline", "n:device_details", {D: 17})
R("rec", "a", "en", 0, "the houston thermometer that's in maintenance", "n:device_details", {D: 23})
R("rec", "a", "en", 0, "the gateway still on 2.3.8", "n:device_details", {D: 30})
R("rec", "a", "en", 0, "the detector down to 9% battery", "n:device_details", {D: 4})
R("rec", "a", "en", 0, "the sensor reading 42 ppm CO", "n:device_details", {D: 9})
R("rec", "a", "en", 0, "the honeywell thermometer in rotterdam", "n:device_details", {D: 24})
R("rec", "a", "en", 0, "the gateway with 10 devices connected", "n:device_details", {D: 29})
R("rec", "a", "en", 0, "the camera with 62% storage used", "n:device_details", {D: 25})
R("rec", "a", "en", 0, "the sensor on fw 3.3.2", "n:device_details", "several")
# alice: device sub-pages
R("rec", "a", "en", 0, "TH-2004 telemetry", "n:device_telemetry", {D: 24})
R("rec", "a", "en", 0, "calibration history for gs-1015", "n:device_calibration", {D: 15})
R("rec", "a", "en", 0, "configure the main gate camera", "n:device_configuration", {D: 25})
R("rec", "a", "en", 0, "the decommission screen for tank pit 4", "n:decommission_device", {D: 19})
R("rec", "a", "en", 0, "edit Emma Laurent's user record", "n:edit_user_details", {U: 10})
# alice: people by e-mail, name, possessive, department, status, phone
R("rec", "a", "en", 0, "look up tom.okafor@acme.example", "n:user_details", {U: 5})
R("rec", "a", "en", 0, "who is priya.raman@acme.example", "n:user_details", {U: 6})
R("rec", "a", "en", 0, "Priya Raman's account", "n:user_details", {U: 6})
R("rec", "a", "en", 0, "open Tom's profile", "n:user_details", "several")
R("rec", "a", "en", 0, "Tom Becker's page please", "n:user_details", {U: 4})
R("rec", "a", "en", 0, "hiroshi's user page", "n:user_details", {U: 7})
R("rec", "a", "en", 0, "ms marchetti", "n:user_details", {U: 9})
R("rec", "a", "en", 0, "the guy who runs IT", "n:user_details", {U: 7})
R("rec", "a", "en", 0, "our health and safety person", "n:user_details", {U: 5})
R("rec", "a", "en", 0, "emma, the operator we invited", "n:user_details", {U: 10})
R("rec", "a", "en", 0, "the maintenance tech whose account got deactivated", "n:user_details", {U: 8})
R("rec", "a", "en", 0, "whose phone number ends in 0178?", "n:user_details", {U: 6})
R("rec", "a", "en", 0, "the colleague with the french mobile, +33 6", "n:user_details", {U: 10})
R("rec", "a", "en", 0, "the person with a 713 area code", "n:user_details", "several")
R("rec", "a", "en", 0, "Hiroshi Tanaka", "n:user_details", {U: 7})
R("rec", "a", "en", 0, "carol's page", "n:user_details", {U: 3})
R("rec", "a", "en", 0, "bob operator's details", "n:user_details", {U: 2})
R("rec", "a", "en", 1, "tom beckers profle", "n:user_details", {U: 4})
R("rec", "a", "en", 1, "hiroshi tanka", "n:user_details", {U: 7})
R("rec", "a", "en", 0, "my own page, alice@acme.example", "n:profile", None)
R("rec", "a", "en", 0, "Alice Admin's account", "n:profile", None)
# alice: sites
R("rec", "a", "en", 0, "the french site", "n:site_details", {S: 1})
R("rec", "a", "en", 0, "our site in the netherlands", "n:site_details", {S: 3})
R("rec", "a", "en", 0, "the facility on clinton drive", "n:site_details", {S: 2})
R("rec", "a", "en", 0, "which site is on Amsterdam time", "n:site_details", {S: 3})
R("rec", "a", "en", 1, "rotterdam termnial site page", "n:site_details", {S: 3})
R("rec", "a", "en", 0, "houston refinery floor plan", "n:floor_plans", {S: 2})
R("rec", "a", "en", 0, "rotterdam layout with the sensor positions", "n:floor_plans", {S: 3})
# alice: products, manufacturers, teams
R("rec", "a", "en", 0, "bw ultra model page", "n:product_details", {"product_id": 1})
R("rec", "a", "en", 0, "xam 5600", "n:product_details", {"product_id": 2})
R("rec", "a", "en", 0, "polytron product specs", "n:product_details", {"product_id": 3})
R("rec", "a", "en", 0, "the thermal camera model we use on flares", "n:product_details", {"product_id": 6})
R("rec", "a", "en", 0, "the LoRaWAN gateway model", "n:product_details", {"product_id": 8})
R("rec", "a", "en", 0, "the vibration sensor model for rotating kit", "n:product_details", {"product_id": 5})
R("rec", "a", "en", 0, "honeywell's vendor page", "n:manufacturer_details", {"manufacturer_id": 1})
R("rec", "a", "en", 0, "draeger", "n:manufacturer_details", {"manufacturer_id": 2})
R("rec", "a", "en", 0, "our swedish supplier", "n:manufacturer_details", {"manufacturer_id": 3})
R("rec", "a", "en", 0, "the taiwanese brand", "n:manufacturer_details", {"manufacturer_id": 4})
R("rec", "a", "en", 1, "the advantech manufactuer page", "n:manufacturer_details", {"manufacturer_id": 4})
R("rec", "a", "en", 0, "maintenance crew page", "n:team_details", {"team_id": 2})
R("rec", "a", "en", 0, "the control room team", "n:team_details", {"team_id": 1})
R("rec", "a", "en", 0, "take me to my own team", "n:team_details", {"team_id": 1})
R("rec", "a", "en", 0, "the team that handles audits", "n:team_details", {"team_id": 3})
# alice: alerts
R("rec", "a", "en", 0, "alarm #4", "n:alert_details", {"alert_id": 4})
R("rec", "a", "en", 0, "the H2S alarm at houston", "n:alert_details", {"alert_id": 2})
R("rec", "a", "en", 0, "that CO alarm on tank farm north", "n:alert_details", {"alert_id": 1})
R("rec", "a", "en", 0, "the calibration reminder for jetty 3", "n:alert_details", {"alert_id": 5})
R("rec", "a", "en", 0, "the alarm bob acknowledged", "n:alert_details", {"alert_id": 6})
R("rec", "a", "en", 0, "the LEL alarm i resolved", "n:alert_details", {"alert_id": 7})
# alice: work orders
R("rec", "a", "en", 0, "ticket #5", "n:work_order_details", {"work_order_id": 5})
R("rec", "a", "en", 0, "wo 3", "n:work_order_details", {"work_order_id": 3})
R("rec", "a", "en", 0, "the job about the PoE switch", "n:work_order_details", {"work_order_id": 4})
R("rec", "a", "en", 0, "the sensor head swap ticket", "n:work_order_details", {"work_order_id": 1})
R("rec", "a", "en", 0, "the cancelled camera move", "n:work_order_details", {"work_order_id": 6})
R("rec", "a", "en", 0, "the work order nobody is assigned to", "n:work_order_details", {"work_order_id": 6})
R("rec", "a", "en", 1, "prya's bump test ticket", "n:work_order_details", {"work_order_id": 3})
R("rec", "a", "en", 0, "Tom's work order", "n:work_order_details", {"work_order_id": 1})
R("rec", "a", "en", 0, "the overdue work order", "n:work_order_details", {"work_order_id": 4})
# alice: invoices (by age, amount, state, position)
R("rec", "a", "en", 0, "our newest invoice", "n:invoice_detail", {"invoice_id": 6})
R("rec", "a", "en", 0, "the very first invoice we got", "n:invoice_detail", {"invoice_id": 1})
R("rec", "a", "en", 0, "the 5,189 euro invoice", "n:invoice_detail", {"invoice_id": 5})
R("rec", "a", "en", 0, "the invoice we haven't paid", "n:invoice_detail", {"invoice_id": 6})
R("rec", "a", "en", 0, "the €4,890 invoice", "n:invoice_detail", "several")
R("rec", "a", "en", 0, "the invoice just before the latest", "n:invoice_detail", {"invoice_id": 5})
# alice: the other tenant's records and records that do not exist
R("rec", "a", "en", 0, "open gx-5002", "n:device_details", "none")
R("rec", "a", "en", 0, "springfield water works site", "n:site_details", "none")
R("rec", "a", "en", 0, "erin walsh's profile", "n:user_details", "none")
R("rec", "a", "en", 0, "work order 9", "n:work_order_details", "none")
R("rec", "a", "en", 0, "sensor GS-1042", "n:device_details", "none")
# alice: other languages
R("rec", "a", "fr", 0, "ouvre la fiche du capteur gs1012", "n:device_details", {D: 12})
R("rec", "a", "fr", 0, "le profil de Priya Raman", "n:user_details", {U: 6})
R("rec", "a", "fr", 0, "la caméra de l'entrée principale à Lyon", "n:device_details", {D: 25})
R("rec", "a", "fr", 0, "la dernière facture", "n:invoice_detail", {"invoice_id": 6})
R("rec", "a", "de", 0, "zeig mir den Sensor im Lösungsmittellager", "n:device_details", {D: 5})
R("rec", "a", "de", 0, "Tom Beckers Profil", "n:user_details", {U: 4})
R("rec", "a", "de", 0, "das Werk in Houston", "n:site_details", {S: 2})
R("rec", "a", "de", 0, "der Hersteller aus Schweden", "n:manufacturer_details", {"manufacturer_id": 3})
R("rec", "a", "es", 0, "abre el detector del muelle de carga", "n:device_details", {D: 4})
R("rec", "a", "es", 0, "la ficha de Hiroshi Tanaka", "n:user_details", {U: 7})
R("rec", "a", "es", 0, "la orden de trabajo de Priya", "n:work_order_details", {"work_order_id": 3})
R("rec", "a", "it", 0, "apri il gateway di rotterdam", "n:device_details", {D: 30})
R("rec", "a", "it", 0, "la scheda di Emma Laurent", "n:user_details", {U: 10})
R("rec", "a", "it", 0, "l'allarme H2S di Houston", "n:alert_details", {"alert_id": 2})
R("rec", "a", "pt", 0, "abre o sensor tank farm south", "n:device_details", {D: 10})
R("rec", "a", "pt", 0, "a equipe de manutenção", "n:team_details", {"team_id": 2})
R("rec", "a", "pt", 0, "a fatura mais antiga", "n:invoice_detail", {"invoice_id": 1})
R("rec", "a", "nl", 0, "open de camera bij de fakkel", "n:device_details", {D: 26})
R("rec", "a", "nl", 0, "het profiel van Tom Okafor", "n:user_details", {U: 5})
R("rec", "a", "nl", 0, "de vestiging in Rotterdam", "n:site_details", {S: 3})
R("rec", "a", "nl", 0, "de onbetaalde factuur", "n:invoice_detail", {"invoice_id": 6})
# bob
R("rec", "b", "en", 0, "my account page bob@acme.example", "n:profile", None)
R("rec", "b", "en", 0, "the battery pack job for gs-1014", "n:work_order_details", {"work_order_id": 3})
R("rec", "b", "en", 0, "the urgent ticket i was given", "n:work_order_details", {"work_order_id": 2})
R("rec", "b", "en", 0, "tank pit 4 detector", "n:device_details", {D: 19})
R("rec", "b", "en", 0, "lukas meyer", "n:user_details", {U: 8})
R("rec", "b", "en", 0, "my team's page", "n:team_details", {"team_id": 2})
R("rec", "b", "en", 0, "gx5007", "n:device_details", "none")
R("rec", "b", "en", 0, "loading dock sensor", "n:device_details", {D: 4})
R("rec", "b", "en", 0, "the gateway upgrade job I finished", "n:work_order_details", {"work_order_id": 5})
R("rec", "b", "en", 1, "lukas meyers acount", "n:user_details", {U: 8})
R("rec", "b", "fr", 0, "la page de mon équipe", "n:team_details", {"team_id": 2})
# carol
R("rec", "c", "en", 0, "tom okafor's profile", "n:user_details", {U: 5})
R("rec", "c", "en", 0, "the team i'm on", "n:team_details", {"team_id": 3})
R("rec", "c", "en", 0, "jetty overview cam", "n:device_details", {D: 27})
R("rec", "c", "en", 0, "dave admin", "n:user_details", "none")
R("rec", "c", "en", 0, "sofia's page", "n:user_details", {U: 9})
R("rec", "c", "en", 0, "ticket 1", "n:work_order_details", {"work_order_id": 1})
R("rec", "c", "en", 0, "me, carol@acme.example", "n:profile", None)
R("rec", "c", "en", 1, "tom okafors page", "n:user_details", {U: 5})
R("rec", "c", "it", 0, "il profilo di Sofia Marchetti", "n:user_details", {U: 9})
# dave
R("rec", "d", "en", 0, "GX 5007", "n:device_details", {D: 44})
R("rec", "d", "en", 0, "gxw8004", "n:device_details", {D: 59})
R("rec", "d", "en", 0, "the chlorination room sensor", "n:device_details", {D: 32})
R("rec", "d", "en", 0, "GIS bay 3", "n:device_details", {D: 45})
R("rec", "d", "en", 0, "the relay cabinet thermometer", "n:device_details", "several")
R("rec", "d", "en", 0, "the thermometer in cabinet R3", "n:device_details", {D: 48})
R("rec", "d", "en", 0, "the T2 thermal camera", "n:device_details", {D: 50})
R("rec", "d", "en", 0, "the leeds router that's down", "n:device_details", {D: 59})
R("rec", "d", "en", 0, "the router with the worst signal", "n:device_details", {D: 59})
R("rec", "d", "en", 0, "springfield router b", "n:device_details", {D: 42})
R("rec", "d", "en", 0, "the camera whose storage is at 80%", "n:device_details", {D: 58})
R("rec", "d", "en", 0, "the lab fridge thermometer", "n:device_details", {D: 38})
R("rec", "d", "en", 0, "the sensor reading 1350 ppm", "n:device_details", {D: 44})
R("rec", "d", "en", 0, "the high-lift pump thermometer", "n:device_details", "several")
R("rec", "d", "en", 0, "station gate camera", "n:device_details", {D: 58})
R("rec", "d", "en", 1, "the chlorine stor sensor", "n:device_details", {D: 31})
R("rec", "d", "en", 1, "the cabel basement detector", "n:device_details", {D: 46})
R("rec", "d", "en", 0, "telemetry for the clearwell vent", "n:device_telemetry", {D: 35})
R("rec", "d", "en", 0, "calibration records for GX-5010", "n:device_calibration", {D: 53})
R("rec", "d", "en", 0, "open the decommission page for GX-5003", "n:decommission_device", {D: 33})
R("rec", "d", "en", 0, "config screen for the denver router", "n:device_configuration", {D: 52})
R("rec", "d", "en", 0, "erin walsh", "n:user_details", {U: 12})
R("rec", "d", "en", 0, "frank.castillo@globex.example", "n:user_details", {U: 13})
R("rec", "d", "en", 0, "Hector's work order", "n:work_order_details", {"work_order_id": 7})
R("rec", "d", "en", 0, "leo's ticket", "n:work_order_details", {"work_order_id": 10})
R("rec", "d", "en", 0, "Irene Kowalski's edit page", "n:edit_user_details", {U: 16})
R("rec", "d", "en", 0, "who handles finance on our side", "n:user_details", {U: 14})
R("rec", "d", "en", 0, "the security guy who hasn't joined yet", "n:user_details", {U: 19})
R("rec", "d", "en", 0, "the colleague with the uk phone number", "n:user_details", {U: 17})
R("rec", "d", "en", 0, "someone with a 303 number", "n:user_details", "several")
R("rec", "d", "en", 1, "erin walsh's acount", "n:user_details", {U: 12})
R("rec", "d", "en", 0, "my profile page dave@globex.example", "n:profile", None)
R("rec", "d", "en", 0, "the dispatch team", "n:team_details", {"team_id": 5})
R("rec", "d", "en", 0, "field service crew", "n:team_details", {"team_id": 4})
R("rec", "d", "en", 0, "the denver substation page", "n:site_details", {S: 5})
R("rec", "d", "en", 0, "our UK site", "n:site_details", {S: 6})
R("rec", "d", "en", 0, "the site on brighton blvd", "n:site_details", {S: 5})
R("rec", "d", "en", 0, "springfield floor plans", "n:floor_plans", {S: 4})
R("rec", "d", "en", 0, "siemens", "n:manufacturer_details", {"manufacturer_id": 5})
R("rec", "d", "en", 0, "the lithuanian vendor", "n:manufacturer_details", {"manufacturer_id": 8})
R("rec", "d", "en", 0, "the german manufacturer", "n:manufacturer_details", "several")
R("rec", "d", "en", 0, "gasguard product", "n:product_details", {"product_id": 9})
R("rec", "d", "en", 0, "the 8 megapixel turret camera model", "n:product_details", {"product_id": 14})
R("rec", "d", "en", 0, "the compact modbus gateway model", "n:product_details", {"product_id": 16})
R("rec", "d", "en", 0, "the chlorine alarm", "n:alert_details", {"alert_id": 8})
R("rec", "d", "en", 0, "the sf6 alert", "n:alert_details", {"alert_id": 9})
R("rec", "d", "en", 0, "the alert erin acked", "n:alert_details", {"alert_id": 13})
R("rec", "d", "en", 0, "the hot spot alarm i resolved", "n:alert_details", {"alert_id": 14})
R("rec", "d", "en", 0, "the notice about firmware 7.06", "n:alert_details", {"alert_id": 12})
R("rec", "d", "en", 0, "work order 8", "n:work_order_details", {"work_order_id": 8})
R("rec", "d", "en", 0, "the storm damage job", "n:work_order_details", {"work_order_id": 9})
R("rec", "d", "en", 0, "the job nobody's assigned to", "n:work_order_details", {"work_order_id": 11})
R("rec", "d", "en", 0, "our overdue ticket", "n:work_order_details", {"work_order_id": 10})
R("rec", "d", "en", 0, "the latest invoice", "n:invoice_detail", {"invoice_id": 12})
R("rec", "d", "en", 0, "the earliest bill on file", "n:invoice_detail", {"invoice_id": 7})
R("rec", "d", "en", 0, "the $1,345 invoice", "n:invoice_detail", "several")
R("rec", "d", "en", 0, "the 1382 dollar bill", "n:invoice_detail", {"invoice_id": 12})
R("rec", "d", "en", 0, "second oldest invoice", "n:invoice_detail", {"invoice_id": 8})
R("rec", "d", "en", 1, "the invoce from half a year back", "n:invoice_detail", {"invoice_id": 7})
R("rec", "d", "en", 0, "pull up gs-1020", "n:device_details", "none")
R("rec", "d", "en", 0, "houston refinery", "n:site_details", "none")
R("rec", "d", "en", 0, "priya raman", "n:user_details", "none")
R("rec", "d", "en", 0, "alarm 3", "n:alert_details", "none")
R("rec", "d", "en", 0, "the lyon gateway", "n:device_details", "none")
R("rec", "d", "de", 0, "zeig mir GX-5011", "n:device_details", {D: 54})
R("rec", "d", "es", 0, "el router de Denver", "n:device_details", {D: 52})

# ---------------------------------------------------------------------------------------
# questions about what exists / is going on (q)
# ---------------------------------------------------------------------------------------
R("q", "a", "en", 0, "which sensors are offline right now?", "n:device_list")
R("q", "a", "en", 0, "anything down at the houston refinery?", "n:device_list", {S: 2})
R("q", "a", "en", 0, "how many devices have we got in rotterdam", "n:device_list", {S: 3})
R("q", "a", "en", 0, "how many devices are in maintenance mode", "n:device_list")
R("q", "a", "en", 0, "how many gateways do we have at lyon", "n:device_list", {S: 1})
R("q", "a", "en", 0, "what's the battery like on the rescue team portable", "n:device_details", {D: 14})
R("q", "a", "en", 0, "latest reading from gs-1009?", "n:device_telemetry", {D: 9})
R("q", "a", "en", 0, "how strong is the houston gateway's signal", "n:device_telemetry", {D: 29})
R("q", "a", "en", 0, "which firmware is GW-4003 on", "n:device_details", {D: 30})
R("q", "a", "en", 0, "when was GS-1020 last calibrated", "n:device_calibration", {D: 20})
R("q", "a", "en", 0, "has the loading dock detector had its bump test", "n:device_calibration", {D: 4})
R("q", "a", "en", 0, "what is the jetty 3 sensor reading right now", "n:device_telemetry", {D: 20})
R("q", "a", "en", 0, "temperature at the crude heater outlet?", "n:device_telemetry", {D: 23})
R("q", "a", "en", 0, "what's the status of the lyon gateway", "n:device_details", {D: 28})
R("q", "a", "en", 0, "anything happening with GS-1017?", "n:device_details", {D: 17})
R("q", "a", "en", 0, "what's going on at the rotterdam terminal", "n:site_details", {S: 3})
R("q", "a", "en", 0, "which detectors are out of compliance", "n:compliance_reports")
R("q", "a", "en", 0, "who is on call this weekend", "n:on_call_schedule")
R("q", "a", "en", 0, "what happens when nobody acks a critical alarm", "n:escalation_policies")
R("q", "a", "en", 0, "how much electricity did lyon use last quarter", "n:energy_usage_analytics")
R("q", "a", "en", 0, "do we have spare batteries for the BW Ultras", "n:spare_parts_inventory")
R("q", "a", "en", 0, "who deleted a device yesterday", "n:audit_log")
R("q", "a", "en", 0, "are we anywhere near our API quota", "n:api_usage")
R("q", "a", "en", 0, "which token is making the most API calls", "n:api_usage")
R("q", "a", "en", 0, "which plan are we paying for", "n:organization_billing")
R("q", "a", "en", 0, "how much was the oldest invoice", "n:invoice_detail", {"invoice_id": 1})
R("q", "a", "en", 0, "any critical alarms at the moment", "n:alerts_inbox")
R("q", "a", "en", 0, "warnings nobody has acknowledged yet?", "n:alerts_inbox")
R("q", "a", "en", 0, "what alarms are open at the rotterdam terminal", "n:site_details", {S: 3})
R("q", "a", "en", 0, "which work orders are past their due date", "n:work_orders")
R("q", "a", "en", 0, "what is Tom Becker working on", "n:work_orders", {U: 4})
R("q", "a", "en", 0, "anything assigned to me?", "n:work_orders", {U: 1})
R("q", "a", "en", 0, "who has the most open tickets", "n:work_orders")
R("q", "a", "en", 0, "who belongs to safety & compliance", "n:user_list", {"team_id": 3})
R("q", "a", "en", 0, "who else is on my team", "n:user_list", {"team_id": 1})
R("q", "a", "en", 0, "which of our users are admins", "n:user_list")
R("q", "a", "en", 0, "list users still in invited status", "n:user_list")
R("q", "a", "en", 0, "how many accounts are deactivated", "n:user_list")
R("q", "a", "en", 0, "what do we buy from advantech", "n:product_catalog", {"manufacturer_id": 4})
R("q", "a", "en", 0, "what products do we have from dräger", "n:product_catalog", {"manufacturer_id": 2})
R("q", "a", "en", 0, "which devices are polytron 8700s", "n:product_details", {"product_id": 3})
R("q", "a", "en", 0, "how many units of the WISE-6610 are installed", "n:product_details", {"product_id": 8})
R("q", "a", "en", 0, "how many products are in each category", "n:product_categories")
R("q", "a", "en", 0, "what sites do we operate", "n:site_list")
R("q", "a", "en", 0, "what's the street address of the rotterdam terminal", "n:site_details", {S: 3})
R("q", "a", "en", 0, "which timezone is the houston site on", "n:site_details", {S: 2})
R("q", "a", "en", 0, "how long do we keep audit logs", "n:data_retention_settings")
R("q", "a", "en", 0, "is the acme platform having an outage", "n:system_status")
R("q", "a", "en", 0, "anything new in the console this month", "n:release_notes")
R("q", "a", "en", 0, "what maintenance is planned for next week", "n:maintenance_schedule")
R("q", "a", "en", 0, "which reports go out by email every week", "n:scheduled_reports")
R("q", "a", "en", 0, "which alert rules are switched off", "n:alert_rules")
R("q", "a", "en", 0, "what gas leaks have we had before", "n:incident_history")
R("q", "a", "en", 0, "which groups is GS-1015 part of", "n:device_groups")
R("q", "a", "en", 0, "what did the tank farm north alarm read", "n:alert_details", {"alert_id": 1})
R("q", "a", "en", 0, "who acked the video stream alarm", "n:alert_details", {"alert_id": 6})
R("q", "a", "en", 0, "who's assigned to the PoE switch ticket", "n:work_order_details", {"work_order_id": 4})
R("q", "a", "en", 0, "when is work order 2 due", "n:work_order_details", {"work_order_id": 2})
R("q", "a", "en", 0, "what's Priya's phone number", "n:user_details", {U: 6})
R("q", "a", "en", 0, "which department is tom okafor in", "n:user_details", {U: 5})
R("q", "a", "en", 0, "which team is hiroshi on", "n:user_details", {U: 7})
R("q", "a", "en", 0, "are any of our webhooks failing", "n:webhooks")
R("q", "a", "en", 0, "is pagerduty hooked up", "n:integrations")
R("q", "a", "en", 0, "did i miss any notifications", "n:notifications")
R("q", "a", "en", 0, "have i turned on two-factor yet", "n:two_factor_setup")
R("q", "a", "en", 0, "where am i still logged in", "n:active_sessions")
R("q", "a", "en", 0, "who can delete devices?", "n:roles_permissions")
R("q", "a", "en", 1, "wich sensors at lyon are ofline", "n:device_list", {S: 1})
R("q", "a", "en", 1, "whos on call tonite", "n:on_call_schedule")
R("q", "a", "en", 1, "batery level of gs-1006", "n:device_details", {D: 6})
R("q", "a", "en", 1, "how many devies do we have in total", "n:device_list")
R("q", "a", "fr", 0, "quels capteurs sont hors ligne à Rotterdam ?", "n:device_list", {S: 3})
R("q", "a", "fr", 0, "qui est d'astreinte ce soir", "n:on_call_schedule")
R("q", "a", "de", 0, "welche Arbeitsaufträge hat Tom Becker", "n:work_orders", {U: 4})
R("q", "a", "de", 0, "wie hoch ist der Akku von GS-1019", "n:device_details", {D: 19})
R("q", "a", "es", 0, "¿qué alarmas críticas hay abiertas?", "n:alerts_inbox")
R("q", "a", "es", 0, "¿quiénes están en el equipo de mantenimiento?", "n:user_list", {"team_id": 2})
R("q", "a", "it", 0, "quanti dispositivi ci sono a Houston", "n:device_list", {S: 2})
R("q", "a", "it", 0, "quali prodotti abbiamo di Honeywell", "n:product_catalog", {"manufacturer_id": 1})
R("q", "a", "pt", 0, "quais ordens de serviço estão atrasadas", "n:work_orders")
R("q", "a", "nl", 0, "welke sensoren in Lyon zijn offline", "n:device_list", {S: 1})
# bob
R("q", "b", "en", 0, "which work orders are mine", "n:work_orders", {U: 2})
R("q", "b", "en", 0, "any critical alarms still open?", "n:alerts_inbox")
R("q", "b", "en", 0, "is the houston gateway online", "n:device_details", {D: 29})
R("q", "b", "en", 0, "who has the pager tonight", "n:on_call_schedule")
R("q", "b", "en", 0, "how many sensor cells do we have in stock", "n:spare_parts_inventory")
R("q", "b", "en", 0, "which devices at rotterdam are offline", "n:device_list", {S: 3})
R("q", "b", "en", 0, "who's on the maintenance team with me", "n:user_list", {"team_id": 2})
R("q", "b", "en", 1, "temprature on the pump bearing", "n:device_telemetry", {D: 22})
# carol
R("q", "c", "en", 0, "how many detectors are overdue for calibration", "n:compliance_reports")
R("q", "c", "en", 0, "any open alerts at the lyon plant?", "n:site_details", {S: 1})
R("q", "c", "en", 0, "which cameras are offline", "n:device_list")
R("q", "c", "en", 0, "what's the h2s level on GS-1008", "n:device_telemetry", {D: 8})
R("q", "c", "en", 0, "what state is work order 1 in", "n:work_order_details", {"work_order_id": 1})
R("q", "c", "en", 0, "which bump tests failed", "n:compliance_reports")
R("q", "c", "en", 0, "what reports are available to me", "n:reports")
R("q", "c", "en", 1, "whats the adress of the houston refinery", "n:site_details", {S: 2})
R("q", "c", "de", 0, "welche Detektoren müssen kalibriert werden", "n:compliance_reports")
# dave
R("q", "d", "en", 0, "any devices offline in leeds", "n:device_list", {S: 6})
R("q", "d", "en", 0, "how many sensors are at the springfield water works", "n:device_list", {S: 4})
R("q", "d", "en", 0, "what's on erin's plate", "n:work_orders", {U: 12})
R("q", "d", "en", 0, "who's in field service", "n:user_list", {"team_id": 4})
R("q", "d", "en", 0, "which products come from bosch", "n:product_catalog", {"manufacturer_id": 6})
R("q", "d", "en", 0, "what's the SF6 level in bay 2", "n:device_telemetry", {D: 44})
R("q", "d", "en", 0, "which firmware is the denver router running", "n:device_details", {D: 52})
R("q", "d", "en", 0, "do we have any unpaid invoices", "n:organization_billing")
R("q", "d", "en", 0, "anything alarming in denver right now?", "n:site_details", {S: 5})
R("q", "d", "en", 0, "are there urgent work orders", "n:work_orders")
R("q", "d", "en", 0, "what's leo fischer's email address", "n:user_details", {U: 17})
R("q", "d", "en", 0, "which devices are LeakSense SF6 units", "n:product_details", {"product_id": 10})
R("q", "d", "en", 0, "who's on grid ops", "n:user_list", {"team_id": 5})
R("q", "d", "en", 0, "where exactly is the leeds pumping station", "n:site_details", {S: 6})
R("q", "d", "en", 0, "how much power does springfield draw", "n:energy_usage_analytics")
R("q", "d", "en", 0, "which tickets are in progress", "n:work_orders")
R("q", "d", "en", 1, "how many alarms are unacknowleged", "n:alerts_inbox")
R("q", "d", "en", 1, "wich devices are in maintanance", "n:device_list")
R("q", "d", "nl", 0, "hoeveel apparaten staan er in Leeds", "n:device_list", {S: 6})

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den)
# ---------------------------------------------------------------------------------------
R("den", "c", "en", 0, "i need to see our billing page", "n:organization_billing")
R("den", "c", "en", 0, "show me last week's audit trail", "n:audit_log")
R("den", "c", "en", 0, "i'd like to invite a new colleague", "n:invite_user")
R("den", "c", "en", 0, "open a blank work order", "n:create_work_order")
R("den", "c", "en", 0, "start onboarding a new gas detector", "n:onboard_device")
R("den", "c", "en", 0, "configuration page of GS-1004", "n:device_configuration", {D: 4})
R("den", "c", "en", 0, "export all alarms as a csv", "n:data_export")
R("den", "c", "en", 0, "build my own report of alarms per site", "n:custom_report_builder")
R("den", "c", "en", 0, "where do the firmware rollouts live", "n:firmware_updates")
R("den", "c", "en", 0, "set up a new alert rule", "n:create_alert_rule")
R("den", "c", "en", 0, "add a new facility for us", "n:create_site")
R("den", "c", "en", 0, "register a new sensor model", "n:register_product")
R("den", "c", "en", 0, "upload a spreadsheet of devices", "n:bulk_device_import")
R("den", "c", "en", 0, "who in the org is allowed to delete things", "n:roles_permissions")
R("den", "c", "en", 0, "open the most recent invoice", "n:invoice_detail", {"invoice_id": 6})
R("den", "c", "en", 0, "single sign-on settings", "n:sso_settings")
R("den", "c", "en", 0, "how many api calls did we make this month", "n:api_usage")
R("den", "c", "en", 0, "where do i change the company's time zone", "n:manage_organization")
R("den", "c", "en", 0, "edit tom okafor's details", "n:edit_user_details", {U: 5})
R("den", "c", "en", 0, "decommission screen for cam-3002", "n:decommission_device", {D: 26})
R("den", "c", "en", 0, "our webhook endpoints", "n:webhooks")
R("den", "c", "en", 0, "invitations we sent that are still pending", "n:pending_invitations")
R("den", "c", "en", 0, "compare subscription tiers", "n:subscription_plans")
R("den", "c", "en", 0, "change our brand colours", "n:branding_settings")
R("den", "c", "en", 0, "how long is telemetry kept", "n:data_retention_settings")
R("den", "c", "en", 0, "connect microsoft teams", "n:integrations")
R("den", "c", "en", 0, "edit the permissions of the viewer role", "n:edit_role")
R("den", "c", "en", 1, "show me the audit lgo", "n:audit_log")
R("den", "c", "en", 1, "create a new work oder", "n:create_work_order")
R("den", "c", "fr", 0, "je veux voir la facturation", "n:organization_billing")
R("den", "c", "es", 0, "exportar los datos de sensores", "n:data_export")
R("den", "b", "en", 0, "take me to the billing overview", "n:organization_billing")
R("den", "b", "en", 0, "show me our newest invoice", "n:invoice_detail", {"invoice_id": 6})
R("den", "b", "en", 0, "who changed GS-1011's config yesterday", "n:audit_log")
R("den", "b", "en", 0, "i want to invite a new tech", "n:invite_user")
R("den", "b", "en", 0, "edit lukas meyer's account", "n:edit_user_details", {U: 8})
R("den", "b", "en", 0, "the decommissioning page for GS-1017", "n:decommission_device", {D: 17})
R("den", "b", "en", 0, "organisation settings", "n:manage_organization")
R("den", "b", "en", 0, "where do i change the console logo", "n:branding_settings")
R("den", "b", "en", 0, "sso configuration", "n:sso_settings")
R("den", "b", "en", 0, "what can each role do", "n:roles_permissions")
R("den", "b", "en", 0, "outstanding invitations", "n:pending_invitations")
R("den", "b", "en", 0, "how close are we to the api limit", "n:api_usage")
R("den", "b", "en", 0, "where's the data retention policy", "n:data_retention_settings")
R("den", "b", "en", 0, "can we upgrade our plan", "n:subscription_plans")
R("den", "b", "en", 0, "slack integration setup", "n:integrations")
R("den", "b", "en", 0, "recent webhook deliveries", "n:webhooks")
R("den", "b", "en", 0, "give operators more permissions", "n:edit_role")
R("den", "b", "en", 1, "tak me to the invoices", "n:organization_billing")
R("den", "b", "de", 0, "zeig mir das Audit-Protokoll", "n:audit_log")
R("den", "b", "it", 0, "impostazioni dell'organizzazione", "n:manage_organization")

# ---------------------------------------------------------------------------------------
# unclear: vague, out of scope, small talk, gibberish (unc)
# ---------------------------------------------------------------------------------------
R("unc", "a", "en", 0, "will it rain in lyon tomorrow", "u")
R("unc", "a", "en", 0, "tell me a joke about gas detectors", "u")
R("unc", "a", "en", 0, "can you pick up my dry cleaning", "u")
R("unc", "a", "en", 0, "how many vacation days have i got left", "u")
R("unc", "a", "en", 0, "when is payday this month", "u")
R("unc", "a", "en", 0, "book me a train to rotterdam on thursday", "u")
R("unc", "a", "en", 0, "the printer on the second floor is jammed again", "u")
R("unc", "a", "en", 0, "how do i do a vlookup in excel", "u")
R("unc", "a", "en", 0, "what's the capital of taiwan", "u")
R("unc", "a", "en", 0, "should i buy honeywell shares", "u")
R("unc", "a", "en", 0, "which football team does tom becker support", "u")
R("unc", "a", "en", 0, "find a hotel near the houston refinery", "u")
R("unc", "a", "en", 0, "order flowers for priya's birthday", "u")
R("unc", "a", "en", 0, "how do i file my travel expenses", "u")
R("unc", "a", "en", 0, "what's the boiling point of hydrogen sulfide", "u")
R("unc", "a", "en", 0, "recommend a podcast for my commute", "u")
R("unc", "a", "en", 0, "translate 'gas leak' into polish", "u")
R("unc", "a", "en", 0, "who won the game last night", "u")
R("unc", "a", "en", 0, "write me a poem about sensors", "u")
R("unc", "a", "en", 0, "my laptop won't connect to the office wifi", "u")
R("unc", "a", "en", 0, "set my out of office in outlook", "u")
R("unc", "a", "en", 0, "what's for lunch in the canteen", "u")
R("unc", "a", "en", 0, "the aircon in our lyon office is broken", "u")
R("unc", "a", "en", 0, "my payslip looks wrong", "u")
R("unc", "a", "en", 0, "how do i apply for parental leave", "u")
R("unc", "a", "en", 0, "convert 35 ppm of CO to mg per cubic metre", "u")
R("unc", "a", "en", 0, "send emma laurent a birthday card", "u")
R("unc", "a", "en", 0, "play something relaxing", "u")
R("unc", "a", "en", 0, "asdfgh", "u")
R("unc", "a", "en", 0, "how's your day going", "u")
R("unc", "a", "en", 0, "can you look into it", "u")
R("unc", "a", "en", 0, "the usual, please", "u")
R("unc", "a", "en", 0, "something's off again", "u")
R("unc", "a", "en", 0, "show me the stuff", "u")
R("unc", "a", "en", 0, "do what we talked about", "u")
R("unc", "a", "en", 0, "can you reserve a meeting room for 3pm", "u")
R("unc", "a", "en", 0, "what's the dress code for the houston site visit", "u")
R("unc", "a", "en", 0, "remind me to call my mum at six", "u")
R("unc", "a", "en", 0, "how do I share my screen on zoom", "u")
R("unc", "a", "en", 0, "is it safe to fly to houston next week", "u")
R("unc", "a", "en", 0, "what's the best gas detector on the market", "u")
R("unc", "a", "en", 0, "is acme hiring at the moment", "u")
R("unc", "a", "en", 0, "does bob like pineapple on pizza", "u")
R("unc", "a", "en", 1, "whats the wether in houston", "u")
R("unc", "a", "en", 1, "can u order piza for the team", "u")
R("unc", "a", "fr", 0, "quel temps fera-t-il à Lyon demain ?", "u")
R("unc", "a", "de", 0, "kannst du mir einen Tisch zum Mittagessen reservieren", "u")
R("unc", "a", "es", 0, "¿cuántos días de vacaciones me quedan?", "u")
R("unc", "a", "it", 0, "che ore sono adesso a Tokyo", "u")
R("unc", "a", "pt", 0, "onde fica o melhor restaurante perto de Roterdão", "u")
R("unc", "a", "nl", 0, "hoe laat vertrekt de trein naar Antwerpen", "u")
R("unc", "b", "en", 0, "how do i book a day off next friday", "u")
R("unc", "b", "en", 0, "where's the nearest pharmacy to the lyon plant", "u")
R("unc", "c", "en", 0, "what's my salary band", "u")
R("unc", "c", "en", 0, "make it better", "u")
R("unc", "c", "fr", 0, "raconte-moi une blague", "u")
R("unc", "d", "en", 0, "is the denver office closed on monday", "u")
R("unc", "d", "en", 0, "best bbq in springfield?", "u")
R("unc", "d", "en", 0, "what's the population of leeds", "u")
R("unc", "d", "en", 0, "write a limerick about siemens", "u")
R("unc", "d", "en", 0, "do the thing from before", "u")
R("unc", "d", "en", 1, "hw many sick days do i get", "u")
R("unc", "d", "es", 0, "¿quién ganó el partido de anoche?", "u")

# ---------------------------------------------------------------------------------------
# plain navigation to screens without records (nav)
# ---------------------------------------------------------------------------------------
R("nav", "a", "en", 0, "back to the home screen", "n:main_dashboard")
R("nav", "a", "en", 0, "open my notification inbox", "n:notifications")
R("nav", "a", "en", 0, "search the console for 'jetty'", "n:global_search")
R("nav", "a", "en", 0, "i need the help docs", "n:help_center")
R("nav", "a", "en", 0, "show the changelog", "n:release_notes")
R("nav", "a", "en", 0, "platform status page", "n:system_status")
R("nav", "a", "en", 0, "i'd like a new password for my login", "n:change_password")
R("nav", "a", "en", 0, "upload a new avatar", "n:edit_profile")
R("nav", "a", "en", 0, "my account page", "n:profile")
R("nav", "a", "en", 0, "where do i choose which alerts email me", "n:notification_preferences")
R("nav", "a", "en", 0, "personal access keys for the api", "n:api_tokens")
R("nav", "a", "en", 0, "set up an authenticator app for my login", "n:two_factor_setup")
R("nav", "a", "en", 0, "sign me out everywhere else", "n:active_sessions")
R("nav", "a", "en", 0, "the directory of everyone in the org", "n:user_list")
R("nav", "a", "en", 0, "list of teams", "n:teams")
R("nav", "a", "en", 0, "full device inventory", "n:device_list")
R("nav", "a", "en", 0, "walk me through adding a new sensor", "n:onboard_device")
R("nav", "a", "en", 0, "import a batch of devices from csv", "n:bulk_device_import")
R("nav", "a", "en", 0, "ota update campaigns", "n:firmware_updates")
R("nav", "a", "en", 0, "manage device groups", "n:device_groups")
R("nav", "a", "en", 0, "show all sensors on a map", "n:device_map")
R("nav", "a", "en", 0, "the list of device models", "n:product_catalog")
R("nav", "a", "en", 0, "add a new device model to the catalog", "n:register_product")
R("nav", "a", "en", 0, "all our vendors", "n:manufacturers")
R("nav", "a", "en", 0, "product category list", "n:product_categories")
R("nav", "a", "en", 0, "every site we have", "n:site_list")
R("nav", "a", "en", 0, "new site form", "n:create_site")
R("nav", "a", "en", 0, "the alarm inbox", "n:alerts_inbox")
R("nav", "a", "en", 0, "threshold rules", "n:alert_rules")
R("nav", "a", "en", 0, "define a new alarm condition", "n:create_alert_rule")
R("nav", "a", "en", 0, "closed incidents", "n:incident_history")
R("nav", "a", "en", 0, "preventive maintenance calendar", "n:maintenance_schedule")
R("nav", "a", "en", 0, "all the tickets", "n:work_orders")
R("nav", "a", "en", 0, "raise a new job", "n:create_work_order")
R("nav", "a", "en", 0, "spare parts stock levels", "n:spare_parts_inventory")
R("nav", "a", "en", 0, "ready-made reports", "n:reports")
R("nav", "a", "en", 0, "i want to build a report from scratch", "n:custom_report_builder")
R("nav", "a", "en", 0, "reports that go out automatically", "n:scheduled_reports")
R("nav", "a", "en", 0, "energy consumption charts", "n:energy_usage_analytics")
R("nav", "a", "en", 0, "gas detection compliance", "n:compliance_reports")
R("nav", "a", "en", 0, "bulk download of sensor data", "n:data_export")
R("nav", "a", "en", 0, "company settings", "n:manage_organization")
R("nav", "a", "en", 0, "billing and payment method", "n:organization_billing")
R("nav", "a", "en", 0, "see the available plans", "n:subscription_plans")
R("nav", "a", "en", 0, "white label settings", "n:branding_settings")
R("nav", "a", "en", 0, "who did what in the audit trail", "n:audit_log")
R("nav", "a", "en", 0, "retention settings", "n:data_retention_settings")
R("nav", "a", "en", 0, "okta login setup", "n:sso_settings")
R("nav", "a", "en", 0, "third-party integrations", "n:integrations")
R("nav", "a", "en", 0, "outgoing webhooks", "n:webhooks")
R("nav", "a", "en", 0, "api call volume", "n:api_usage")
R("nav", "a", "en", 0, "invite someone to the console", "n:invite_user")
R("nav", "a", "en", 0, "permission matrix for roles", "n:roles_permissions")
R("nav", "a", "en", 0, "edit the operator role", "n:edit_role")
R("nav", "a", "en", 0, "invites that haven't been accepted", "n:pending_invitations")
R("nav", "a", "en", 0, "the on-call rota", "n:on_call_schedule")
R("nav", "a", "en", 0, "escalation rules for unacked alarms", "n:escalation_policies")
R("nav", "a", "en", 1, "dashbaord", "n:main_dashboard")
R("nav", "a", "en", 1, "escalaton policies", "n:escalation_policies")
R("nav", "a", "fr", 0, "ouvre le tableau de bord", "n:main_dashboard")
R("nav", "a", "de", 0, "Geräteliste öffnen", "n:device_list")
R("nav", "a", "es", 0, "llévame a los informes programados", "n:scheduled_reports")
R("nav", "a", "it", 0, "apri il calendario della manutenzione", "n:maintenance_schedule")
R("nav", "a", "pt", 0, "quero ver o mapa dos dispositivos", "n:device_map")
R("nav", "a", "nl", 0, "ga naar de teams", "n:teams")
R("nav", "a", "de", 0, "Ersatzteillager anzeigen", "n:spare_parts_inventory")
R("nav", "d", "en", 0, "home dashboard please", "n:main_dashboard")
R("nav", "d", "en", 0, "send an invitation to someone new", "n:invite_user")
R("nav", "b", "en", 0, "start a new work order", "n:create_work_order")
R("nav", "b", "en", 0, "take me to firmware updates", "n:firmware_updates")
R("nav", "b", "en", 1, "spare prts inventory", "n:spare_parts_inventory")
R("nav", "c", "en", 0, "help articles", "n:help_center")
R("nav", "c", "en", 0, "my notification settings", "n:notification_preferences")
R("nav", "c", "en", 0, "the device map", "n:device_map")
R("nav", "c", "en", 1, "incidnet history", "n:incident_history")

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values (chg)
# ---------------------------------------------------------------------------------------
R("chg", "a", "en", 0, "keep raw telemetry for 90 days only", "n:data_retention_settings")
R("chg", "a", "en", 0, "make our primary colour #ff6600", "n:branding_settings")
R("chg", "a", "en", 0, "add tom okafor to the maintenance team", "n:team_details", {"team_id": 2})
R("chg", "a", "en", 0, "take lukas meyer out of the maintenance team", "n:team_details", {"team_id": 2})
R("chg", "a", "en", 0, "turn off the bearing overheating rule", "n:alert_rules")
R("chg", "a", "en", 0, "raise the CO high threshold to 30 ppm", "n:alert_rules")
R("chg", "a", "en", 0, "mark work order 2 as done, the leak is fixed", "n:work_order_details", {"work_order_id": 2})
R("chg", "a", "en", 0, "hand the flare camera job over to bob", "n:work_order_details", {"work_order_id": 4})
R("chg", "a", "en", 0, "push the due date of work order 3 back a week", "n:work_order_details", {"work_order_id": 3})
R("chg", "a", "en", 0, "leave a note on alarm 4 that someone's driving out", "n:alert_details", {"alert_id": 4})
R("chg", "a", "en", 0, "resend emma's invitation", "n:pending_invitations")
R("chg", "a", "en", 0, "cancel the invite we sent to sofia", "n:pending_invitations")
R("chg", "a", "en", 0, "kill my api token called ci-runner", "n:api_tokens")
R("chg", "a", "en", 0, "move us to the professional plan", "n:subscription_plans")
R("chg", "a", "en", 0, "no more sms for warnings, email only", "n:notification_preferences")
R("chg", "a", "en", 0, "set the date format to dd/mm/yyyy for the whole org", "n:manage_organization")
R("chg", "a", "en", 0, "put GS-1015 and GS-1016 in a group called jetty fixed", "n:device_groups")
R("chg", "a", "en", 0, "push firmware 5.2.1 to the loading dock detector", "n:firmware_updates")
R("chg", "a", "en", 0, "let operators delete devices", "n:edit_role")
R("chg", "a", "en", 0, "rename the cameras category to CCTV", "n:product_categories")
R("chg", "a", "en", 0, "email the uptime report to carol every monday", "n:scheduled_reports")
R("chg", "a", "en", 0, "log out my ipad session", "n:active_sessions")
R("chg", "a", "en", 0, "change my password to Harbour!2026", "n:change_password")
R("chg", "a", "en", 0, "enforce sso via okta for all users", "n:sso_settings")
R("chg", "a", "en", 0, "send new alerts to https://hooks.example.com/acme", "n:webhooks")
R("chg", "a", "en", 0, "post critical alarms to the #gas-alarms slack channel", "n:integrations")
R("chg", "a", "en", 0, "put tom becker on call this saturday", "n:on_call_schedule")
R("chg", "a", "en", 0, "page hiroshi if a critical alarm sits unacked for 10 minutes", "n:escalation_policies")
R("chg", "a", "en", 0, "update the card on file to the new visa", "n:organization_billing")
R("chg", "a", "en", 0, "set my job title to plant manager", "n:edit_profile")
R("chg", "a", "en", 1, "disabel the h2s high rule", "n:alert_rules")
R("chg", "a", "en", 1, "add priya to the maintenence team", "n:team_details", {"team_id": 2})
R("chg", "a", "fr", 0, "garde les données brutes 30 jours seulement", "n:data_retention_settings")
R("chg", "a", "de", 0, "die Regel Bearing overheating aktivieren", "n:alert_rules")
R("chg", "a", "es", 0, "renueva la invitación de Emma Laurent", "n:pending_invitations")
R("chg", "a", "it", 0, "cambia il colore principale in verde #2da44e", "n:branding_settings")
R("chg", "d", "en", 0, "resolve the chlorine alarm, the cell was replaced", "n:alert_details", {"alert_id": 8})
R("chg", "d", "en", 0, "add maya patel to grid operations", "n:team_details", {"team_id": 5})
R("chg", "d", "en", 0, "delete audit logs after 400 days", "n:data_retention_settings")
R("chg", "d", "en", 0, "close out leo's job, the link is back up", "n:work_order_details", {"work_order_id": 10})
R("chg", "d", "en", 0, "disable the relay cabinet overheating rule", "n:alert_rules")
R("chg", "d", "en", 1, "resend the invitaton to jamal", "n:pending_invitations")
R("chg", "b", "en", 0, "close out the tank farm north job, leak found and fixed", "n:work_order_details", {"work_order_id": 2})
R("chg", "b", "en", 0, "mute push notifications after 10pm", "n:notification_preferences")
R("chg", "c", "en", 0, "only email me about critical alarms", "n:notification_preferences")
R("chg", "c", "en", 0, "revoke the api key i made last week", "n:api_tokens")

# ---------------------------------------------------------------------------------------
# execution: changes with all their values (exec)
# ---------------------------------------------------------------------------------------
R("exec", "a", "en", 0, "rename GS-1016 to Jetty 2 east", "x:update_device")
R("exec", "a", "en", 0, "move TH-2001 over to the houston refinery", "x:update_device")
R("exec", "a", "en", 0, "put GS-1011 back to active", "x:update_device")
R("exec", "a", "en", 0, "set the sampling interval on GS-1002 to 10 seconds", "x:update_device")
R("exec", "a", "en", 0, "change tom okafor's department to quality", "x:update_user")
R("exec", "a", "en", 0, "make emma laurent an admin", "x:update_user")
R("exec", "a", "en", 0, "priya's new phone is +1 713 555 0199", "x:update_user")
R("exec", "a", "en", 0, "reactivate lukas meyer", "x:update_user")
R("exec", "a", "en", 0, "ack the H2S alarm on GS-1008", "x:acknowledge_alert")
R("exec", "a", "en", 0, "acknowledge the low battery alert for the rescue portable", "x:acknowledge_alert")
R("exec", "a", "en", 0, "open a high priority ticket to replace the battery in GS-1004, due friday, assign tom becker", "x:create_work_order")
R("exec", "a", "en", 0, "new work order: inspect PoE switch for CAM-3002, urgent, due tomorrow", "x:create_work_order")
R("exec", "a", "en", 0, "add a site called Antwerp depot, Haven 1100, 2030 Antwerpen, Europe/Brussels", "x:create_site")
R("exec", "a", "en", 0, "decommission CAM-3002, it's been replaced", "x:decommission_device")
R("exec", "a", "en", 0, "retire the vapour recovery detector GS-1017", "x:decommission_device")
R("exec", "a", "en", 0, "onboard serial GS-1021 as an X-am 5600 at the lyon plant", "x:onboard_device")
R("exec", "a", "en", 0, "register the Sensepoint XCD, a honeywell gas sensor", "x:register_product")
R("exec", "a", "en", 0, "update the WISE-6610 description to 'LoRaWAN gateway, LTE backhaul, 500 nodes max'", "x:update_product")
R("exec", "a", "en", 0, "change the category of the Q1961-TE to Thermometers", "x:update_product")
R("exec", "a", "en", 0, "raise a critical alert when o2 on the BW Ultra drops below 19.5%", "x:create_alert_rule")
R("exec", "a", "en", 0, "invite marc.dubois@acme.example as a viewer, name Marc Dubois", "x:invite_user")
R("exec", "a", "en", 0, "deactivate sofia marchetti's account", "x:deactivate_user")
R("exec", "a", "en", 1, "decomission GS-1004, its dead", "x:decommission_device")
R("exec", "a", "en", 1, "acknowlege the CO alarm on tank farm north", "x:acknowledge_alert")
R("exec", "a", "fr", 0, "renomme GS-1006 en Hotte labo 2", "x:update_device")
R("exec", "a", "de", 0, "setz Emma Laurent auf die Rolle Viewer", "x:update_user")
R("exec", "a", "es", 0, "reconoce la alarma de CO del GS-1009", "x:acknowledge_alert")
R("exec", "a", "it", 0, "crea un ordine di lavoro urgente per GS-1017, scadenza domani", "x:create_work_order")
R("exec", "a", "pt", 0, "desativa a conta da Emma Laurent", "x:deactivate_user")
R("exec", "a", "nl", 0, "verplaats CAM-3003 naar de Lyon plant", "x:update_device")
R("exec", "d", "en", 0, "rename GXW-8002 to Springfield backup router", "x:update_device")
R("exec", "d", "en", 0, "set the report interval of GXT-6003 to 300 seconds", "x:update_device")
R("exec", "d", "en", 0, "make grace liu an operator", "x:update_user")
R("exec", "d", "en", 0, "set leo fischer's department to Substations", "x:update_user")
R("exec", "d", "en", 0, "ack the SF6 alarm on bay 2", "x:acknowledge_alert")
R("exec", "d", "en", 0, "create an urgent work order to check the antenna on GXW-8004, assign leo fischer, due today", "x:create_work_order")
R("exec", "d", "en", 0, "add a site: Omaha pump station, 1200 Riverfront Dr, Omaha NE, America/Chicago", "x:create_site")
R("exec", "d", "en", 0, "decommission GX-5003", "x:decommission_device")
R("exec", "d", "en", 0, "onboard GX-5013 as a GasGuard Cl2 at the leeds pumping station", "x:onboard_device")
R("exec", "d", "en", 0, "register product RUTX11, Teltonika, category gateways", "x:register_product")
R("exec", "d", "en", 0, "change the description of the TRB245 to 'DIN-rail LTE gateway for Modbus'", "x:update_product")
R("exec", "d", "en", 0, "warn me when cl2 on the GasGuard goes above 0.5 ppm, severity warning", "x:create_alert_rule")
R("exec", "d", "en", 0, "invite nora.blake@globex.example as an operator in field service, Nora Blake", "x:invite_user")
R("exec", "d", "en", 0, "deactivate jamal wright", "x:deactivate_user")
R("exec", "d", "en", 1, "renmae GXC-7005 to Yard camera", "x:update_device")
R("exec", "b", "en", 0, "rename GS-1019 to Tank pit 4 east", "x:update_device")
R("exec", "b", "en", 0, "set GS-1004 to maintenance", "x:update_device")
R("exec", "b", "en", 0, "acknowledge the calibration alert on GS-1020", "x:acknowledge_alert")
R("exec", "b", "en", 0, "log a medium ticket to recalibrate GS-1013, due next monday", "x:create_work_order")
R("exec", "b", "en", 0, "onboard TH-2005, a WISE-2410, at rotterdam terminal", "x:onboard_device")
R("exec", "b", "en", 0, "create site Marseille depot at 12 Quai d'Arenc, 13002 Marseille, Europe/Paris", "x:create_site")
R("exec", "b", "en", 0, "alert rule: WISE-2410 temperature above 70 C, warning", "x:create_alert_rule")
R("exec", "b", "en", 0, "add the product Crowcon Gasmaster, Crowcon, gas sensors", "x:register_product")
R("exec", "b", "en", 1, "set the samplng rate on GS-1018 to 5 s", "x:update_device")

# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (the row keeps its kind, user, language, typo flag,
# route, target and record unless a (wording, record) pair is given)
REWORDED: dict[str, object] = {
    # records
    "prya's bump test ticket": "open prya's monthly bump tst job",
    "tom okafors page": "bring up tom okafors acount pls",
    "lukas meyers acount": "whats on lukas meyers user page, the deactvated guy",
    "tom beckers profle": "can i see tom beckers detials",
    "the hydrotreatr sensor": "open the hydrotreatr gas detector in houston",
    "Tom Beckers Profil": "öffne das Benutzerprofil von Tom Becker",
    "la ficha de Hiroshi Tanaka": "quiero ver los datos de Hiroshi, el de IT",
    "a fatura mais antiga": "mostra a primeira fatura que recebemos",
    "ouvre la fiche du capteur gs1012": "montre-moi le détecteur GS 1012 de l'hydrotraitement",
    "le profil de Priya Raman": "je cherche la page de Priya Raman, l'ingénieure process",
    "the rescue team's portable detector": "the portable detector the houston rescue team carries",
    "the invoice we haven't paid": "open the invoice that's still waiting for payment",
    "springfield water works site": "the springfield water works facility page",
    "pull up gs-1020": "can you bring up GS-1020 for me",
    "Hector's work order": "Hector Alvarez's job on the chlorine sensor",
    "frank.castillo@globex.example": "open the account of frank.castillo@globex.example",
    "erin walsh's profile": "I'd like to see Erin Walsh's user page",
    "the colleague with the uk phone number": "the field tech with the british phone number",
    "lukas meyer": "lukas meyer's user page",
    "edit Emma Laurent's user record": "open the edit form for Emma Laurent",
    "work order 8": "show me work order number 8",
    "work order 9": "can I see work order no. 9",
    "my own page, alice@acme.example": "open alice@acme.example, that's me",
    "me, carol@acme.example": "show carol@acme.example (my own account)",
    "dave admin": "dave admin's user page",
    "open gx-5002": "what's on gx5002's page",
    "erin walsh": "erin walsh's page",
    "priya raman": "find priya raman for me",
    "houston refinery": "show me the houston refinery site",
    "the latest invoice": "our most recent bill",
    "pull up gs1009": "gs1009 please, need to check it",
    "the jetty sensor": "open the jetty gas sensor",
    "look up tom.okafor@acme.example": "who's tom.okafor@acme.example?",
    "gx5007": "gxt6005 details",
    # questions
    "how many devies do we have in total": "how many devies are there across all sites",
    "wich devices are in maintanance": "wich of our sensors are under maintanance",
    "whats the adress of the houston refinery": "wats the street adress for the houston site",
    "¿quiénes están en el equipo de mantenimiento?": "¿quién forma parte del equipo Maintenance?",
    "¿qué alarmas críticas hay abiertas?": "¿hay alguna alarma crítica sin resolver ahora mismo?",
    "quali prodotti abbiamo di Honeywell": "che modelli compriamo da Honeywell?",
    "qui est d'astreinte ce soir": "qui assure la permanence cette nuit ?",
    "what is Tom Becker working on": "what's on Tom Becker's list of jobs",
    "what's Priya's phone number": "Priya's mobile number?",
    # refused screens
    "take me to the billing overview": "where's the page with our payment card and invoices",
    "organisation settings": "open the settings for the acme organisation",
    "what can each role do": "show me what admins can do that operators can't",
    "recent webhook deliveries": "did the webhook to our ticketing system fail last night",
    "outstanding invitations": "list the invites nobody has accepted yet",
    "impostazioni dell'organizzazione": "apri le impostazioni generali dell'azienda",
    "single sign-on settings": "where do we configure the azure ad login",
    "set up a new alert rule": "i want to create an alarm rule for the thermometers",
    "how many api calls did we make this month": "how many requests has our api integration sent this week",
    "open a blank work order": "i need to raise a maintenance ticket",
    "compare subscription tiers": "what would the enterprise plan cost compared to ours",
    "how long is telemetry kept": "after how many days do sensor readings get deleted",
    "start onboarding a new gas detector": "i've got a new detector to add to the fleet",
    "edit tom okafor's details": "change some things on tom okafor's user record",
    "upload a spreadsheet of devices": "load 40 new sensors from an excel file",
    "edit the permissions of the viewer role": "adjust what the viewer role is allowed to see",
    # unclear
    "quel temps fera-t-il à Lyon demain ?": "il va neiger à Lyon ce week-end ?",
    "raconte-moi une blague": "tu connais une bonne blague sur les ingénieurs ?",
    "make it better": "can you just sort it out for me",
    "do the thing from before": "same as last time, go",
    # plain navigation
    "spare prts inventory": "show me the spare prts we have on the shelf",
    "escalaton policies": "open the escalaton settings for alarms nobody answers",
    "incidnet history": "list old incidnets and how they were fixed",
    "llévame a los informes programados": "quiero ver los informes que se envían cada semana",
    "ouvre le tableau de bord": "retour à la page d'accueil de la console",
    "apri il calendario della manutenzione": "fammi vedere la manutenzione programmata di questo mese",
    "Ersatzteillager anzeigen": "zeig mir den Bestand an Ersatzteilen",
    "Geräteliste öffnen": "ich will alle unsere Geräte sehen",
    "help articles": "where can i read how the console works",
    "my notification settings": "change how the console notifies me",
    # changes no tool makes
    "add priya to the maintenence team": "put priya raman on the maintenence crew",
    "disabel the h2s high rule": "plz disabel the H2S high alarm rule for now",
    # execution
    "change tom okafor's department to quality": "tom okafor now sits in the Quality department, update him",
    "set GS-1004 to maintenance": "flag the loading dock detector GS-1004 as under maintenance",
    "decommission GX-5003": "take GX-5003 out of service permanently, it's been replaced by a new unit",
    "rename GS-1016 to Jetty 2 east": "GS-1016 should be called 'Jetty 2 east berth' from now on",
    "decomission GS-1004, its dead": "decomission the dead loading dock unit GS-1004",
    "set the report interval of GXT-6003 to 300 seconds": "lab fridge thermometer GXT-6003 should report every 5 minutes",
    "rename GXW-8002 to Springfield backup router": "call GXW-8002 'Springfield standby LTE' instead",
    "decommission CAM-3002, it's been replaced": "retire the flare stack thermal camera CAM-3002 for good",
    "make grace liu an operator": "bump grace liu from viewer up to operator",
    "acknowlege the CO alarm on tank farm north": "acknowlege alarm 1, the tank farm CO one, im on it",
    "reactivate lukas meyer": "lukas meyer is back, set his account to active again",
    "open a high priority ticket to replace the battery in GS-1004, due friday, assign tom becker": "raise a high-priority job for Tom Becker: swap the battery in GS-1004 by Friday",
    "onboard TH-2005, a WISE-2410, at rotterdam terminal": "add the new WISE-2410 thermometer, serial TH-2005, to rotterdam terminal",
    "move TH-2001 over to the houston refinery": "TH-2001 has been shipped to Houston, update its site",
    "acknowledge the low battery alert for the rescue portable": "i've seen the 14% battery warning on GS-1014, ack it",
    "create site Marseille depot at 12 Quai d'Arenc, 13002 Marseille, Europe/Paris": "new facility: Marseille depot, 12 Quai d'Arenc, 13002 Marseille, timezone Europe/Paris",
    "deactivate sofia marchetti's account": "Sofia Marchetti is not joining after all, deactivate her user",
    "deactivate jamal wright": "shut off Jamal Wright's access, he left the company",
    "put GS-1011 back to active": "the flare stack detector GS-1011 is repaired, change its status to active",
    "ack the SF6 alarm on bay 2": "acknowledge the 1350 ppm SF6 alert on GX-5007",
    "invite marc.dubois@acme.example as a viewer, name Marc Dubois": "send Marc Dubois (marc.dubois@acme.example) an invite with the viewer role",
    "onboard GX-5013 as a GasGuard Cl2 at the leeds pumping station": "we installed a GasGuard Cl2 with serial GX-5013 at Leeds pumping station, add it",
    "acknowledge the calibration alert on GS-1020": "ack the jetty 3 calibration reminder, alert 5",
}
# a rewording that collided again -> its second rewording
REWORDED_TWICE: dict[str, object] = {
    "our most recent bill": "pull up the newest bill we received",
    "Priya's mobile number?": "what mobile number do we have for Priya",
    "show me the houston refinery site": "is there a houston refinery page i can open",
    "open the jetty gas sensor": "the gas sensor out on the jetty",
    "erin walsh's page": "Erin Walsh's details, the field service tech",
    "open the edit form for Emma Laurent": "I need to edit Emma Laurent's account",
    "quiero ver los informes que se envían cada semana": "¿dónde están los informes que salen por correo automáticamente?",
}
# colliding, dropped
DROPPED: list[str] = [
    "the detector in the pump house at rotterdam",
    "open the cold room thermometer",
    "the reactor hall detectors",
    "the houston thermometer that's in maintenance",
    "the honeywell thermometer in rotterdam",
    "calibration history for gs-1015",
    "xam 5600",
    "honeywell's vendor page",
    "that CO alarm on tank farm north",
    "the calibration reminder for jetty 3",
    "the alarm bob acknowledged",
    "the job about the PoE switch",
    "the work order nobody is assigned to",
    "tank pit 4 detector",
    "my team's page",
    "tom okafor's profile",
    "the relay cabinet thermometer",
    "the leeds router that's down",
    "the lab fridge thermometer",
    "the high-lift pump thermometer",
    "open the decommission page for GX-5003",
    "the dispatch team",
    "field service crew",
    "the denver substation page",
    "the 8 megapixel turret camera model",
    "the chlorine alarm",
    "the hot spot alarm i resolved",
    "what's the battery like on the rescue team portable",
    "when was GS-1020 last calibrated",
    "which detectors are out of compliance",
    "who is on call this weekend",
    "what happens when nobody acks a critical alarm",
    "do we have spare batteries for the BW Ultras",
    "who deleted a device yesterday",
    "which plan are we paying for",
    "who else is on my team",
    "what products do we have from dräger",
    "what sites do we operate",
    "what's the street address of the rotterdam terminal",
    "what maintenance is planned for next week",
    "when is work order 2 due",
    "which department is tom okafor in",
    "which cameras are offline",
    "any devices offline in leeds",
    "who's in field service",
    "will it rain in lyon tomorrow",
    "when is payday this month",
    "recommend a podcast for my commute",
    "who won the game last night",
    "asdfgh",
    "how's your day going",
    "can you look into it",
    "the usual, please",
    "remind me to call my mum at six",
    "back to the home screen",
    "open my notification inbox",
    "show the changelog",
    "platform status page",
    "my account page",
    "set up an authenticator app for my login",
    "sign me out everywhere else",
    "list of teams",
    "ota update campaigns",
    "manage device groups",
    "add a new device model to the catalog",
    "new site form",
    "threshold rules",
    "closed incidents",
    "preventive maintenance calendar",
    "spare parts stock levels",
    "ready-made reports",
    "i want to build a report from scratch",
    "energy consumption charts",
    "gas detection compliance",
    "bulk download of sensor data",
    "company settings",
    "billing and payment method",
    "white label settings",
    "retention settings",
    "okta login setup",
    "permission matrix for roles",
    "edit the operator role",
    "the on-call rota",
    "escalation rules for unacked alarms",
    "keep raw telemetry for 90 days only",
    "make our primary colour #ff6600",
    "add tom okafor to the maintenance team",
    "resend emma's invitation",
    "cancel the invite we sent to sofia",
    "push firmware 5.2.1 to the loading dock detector",
    "let operators delete devices",
    "rename the cameras category to CCTV",
    "post critical alarms to the #gas-alarms slack channel",
]
# not colliding, dropped toward the size and the mix
TRIMMED: list[str] = [
    "Hiroshi Tanaka",
    "Gw4003 page",
    "GS1013 overview",
    "bring up Cam-3001",
    "show me the sensor in the solvent store",
    "the portable our shift lead carries in lyon",
    "thermal cam on the flare",
    "the lab fume hood monitor",
    "the devices at jetty 1 and jetty 2",
    "the one at rotterdam that went offline",
    "the detector down to 9% battery",
    "the camera with 62% storage used",
    "TH-2004 telemetry",
    "who is priya.raman@acme.example",
    "Tom Becker's page please",
    "the guy who runs IT",
    "emma, the operator we invited",
    "bob operator's details",
    "Alice Admin's account",
    "the french site",
    "which site is on Amsterdam time",
    "rotterdam layout with the sensor positions",
    "polytron product specs",
    "the LoRaWAN gateway model",
    "our swedish supplier",
    "the taiwanese brand",
    "maintenance crew page",
    "take me to my own team",
    "the H2S alarm at houston",
    "wo 3",
    "our newest invoice",
    "the very first invoice we got",
    "the springfield water works facility page",
    "sensor GS-1042",
    "th 2002 please",
    "that camera looking over the jetties",
    "the boiler room co detector",
    "the gateway with 10 devices connected",
    "carol's page",
    "the vibration sensor model for rotating kit",
    "the control room team",
    "the cancelled camera move",
    "the 5,189 euro invoice",
    "can I see work order no. 9",
    "hiroshi's user page",
    "reactor hall b, the gas detector",
    "the gateway still on 2.3.8",
    "das Werk in Houston",
    "de vestiging in Rotterdam",
    "la dernière facture",
    "la scheda di Emma Laurent",
    "abre el detector del muelle de carga",
    "GIS bay 3",
    "springfield router b",
    "the sensor reading 1350 ppm",
    "station gate camera",
    "config screen for the denver router",
    "the site on brighton blvd",
    "gasguard product",
    "the sf6 alert",
    "show me work order number 8",
    "the 1382 dollar bill",
    "the lyon gateway",
    "alarm 3",
    "the notice about firmware 7.06",
    "the T2 thermal camera",
    "the thermometer in cabinet R3",
    "siemens",
    "the chlorination room sensor",
    "the earliest bill on file",
    "is there a houston refinery page i can open",
    "loading dock sensor",
    "sofia's page",
    "how many devices are in maintenance mode",
    "latest reading from gs-1009?",
    "which firmware is GW-4003 on",
    "temperature at the crude heater outlet?",
    "what's the status of the lyon gateway",
    "are we anywhere near our API quota",
    "warnings nobody has acknowledged yet?",
    "who has the most open tickets",
    "how many accounts are deactivated",
    "which devices are polytron 8700s",
    "how many products are in each category",
    "which alert rules are switched off",
    "what did the tank farm north alarm read",
    "which team is hiroshi on",
    "is pagerduty hooked up",
    "where am i still logged in",
    "which of our users are admins",
    "anything happening with GS-1017?",
    "which token is making the most API calls",
    "how long do we keep audit logs",
    "welke sensoren in Lyon zijn offline",
    "quanti dispositivi ci sono a Houston",
    "which firmware is the denver router running",
    "where exactly is the leeds pumping station",
    "which tickets are in progress",
    "how much power does springfield draw",
    "any critical alarms still open?",
    "how many sensor cells do we have in stock",
    "which devices at rotterdam are offline",
    "which bump tests failed",
    "what state is work order 1 in",
    "sso configuration",
    "slack integration setup",
    "how close are we to the api limit",
    "can we upgrade our plan",
    "i need to see our billing page",
    "show me last week's audit trail",
    "who in the org is allowed to delete things",
    "where do we configure the azure ad login",
    "our webhook endpoints",
    "connect microsoft teams",
    "after how many days do sensor readings get deleted",
    "what would the enterprise plan cost compared to ours",
    "i need to raise a maintenance ticket",
    "kannst du mir einen Tisch zum Mittagessen reservieren",
    "che ore sono adesso a Tokyo",
    "can you pick up my dry cleaning",
    "how do i do a vlookup in excel",
    "what's the capital of taiwan",
    "how do i file my travel expenses",
    "write me a poem about sensors",
    "what's for lunch in the canteen",
    "play something relaxing",
    "show me the stuff",
    "send emma laurent a birthday card",
    "how do I share my screen on zoom",
    "is it safe to fly to houston next week",
    "what's the best gas detector on the market",
    "what's the population of leeds",
    "write a limerick about siemens",
    "best bbq in springfield?",
    "what's my salary band",
    "zeig mir den Bestand an Ersatzteilen",
    "i'd like a new password for my login",
    "upload a new avatar",
    "where do i choose which alerts email me",
    "the directory of everyone in the org",
    "full device inventory",
    "all the tickets",
    "see the available plans",
    "who did what in the audit trail",
    "take me to firmware updates",
    "the device map",
    "renueva la invitación de Emma Laurent",
    "raise the CO high threshold to 30 ppm",
    "push the due date of work order 3 back a week",
    "turn off the bearing overheating rule",
    "set the date format to dd/mm/yyyy for the whole org",
    "update the card on file to the new visa",
    "delete audit logs after 400 days",
    "disable the relay cabinet overheating rule",
    "revoke the api key i made last week",
    "TH-2001 has been shipped to Houston, update its site",
    "set the sampling interval on GS-1002 to 10 seconds",
    "make emma laurent an admin",
    "lukas meyer is back, set his account to active again",
    "i've seen the 14% battery warning on GS-1014, ack it",
    "new work order: inspect PoE switch for CAM-3002, urgent, due tomorrow",
    "retire the vapour recovery detector GS-1017",
    "change the category of the Q1961-TE to Thermometers",
    "reconoce la alarma de CO del GS-1009",
    "call GXW-8002 'Springfield standby LTE' instead",
    "set leo fischer's department to Substations",
    "rename GS-1019 to Tank pit 4 east",
]
# not colliding, reworded on the last review -> new wording (or (wording, record))
REVIEWED: dict[str, object] = {
    # a work order given without saying what the job is: the job added
    "crea un ordine di lavoro urgente per GS-1017, scadenza domani": "crea un ordine di lavoro urgente per sostituire la cella del GS-1017, scadenza domani",
    # deactivations of invited users (could be read as revoking the invitation): an active user instead
    "Sofia Marchetti is not joining after all, deactivate her user": "hiroshi tanaka left last friday, please deactivate his login",
    "shut off Jamal Wright's access, he left the company": "frank castillo has left us, shut off his account",
    "desativa a conta da Emma Laurent": "desativa a conta do Tom Okafor, ele saiu da empresa",
    # translations of another row of the set
    "¿dónde están los informes que salen por correo automáticamente?": "quiero ver los envíos automáticos de informes",
    "quais ordens de serviço estão atrasadas": "tem algum chamado urgente em aberto?",
    "qui assure la permanence cette nuit ?": "qui est de garde pour les alarmes ce week-end ?",
    "welche Arbeitsaufträge hat Tom Becker": ("welche Aufträge sind Priya Raman zugewiesen?", {"user_id": 6}),
    "welche Detektoren müssen kalibriert werden": "gibt es Standorte mit fehlgeschlagenen Bump-Tests?",
    "de onbetaalde factuur": "de factuur van € 5.237",
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
    wordings = set(drafted)
    for mapping in (REWORDED, REWORDED_TWICE):
        wordings |= {v[0] if isinstance(v, tuple) else v for v in mapping.values()}
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
    print("records:", len(recs), "ids", sum(isinstance(x, dict) for x in recs),
          "none", recs.count("none"), "several", recs.count("several"))
    print("tools:", dict(collections.Counter(r["tool"] for r in lines if "tool" in r).most_common()))


def main() -> None:
    lines, meta = build()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines))
    META.write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")
    if "--counts" in sys.argv:
        counts(lines, meta)


if __name__ == "__main__":
    main()
