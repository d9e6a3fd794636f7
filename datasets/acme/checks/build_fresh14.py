"""Build routing-fresh14.jsonl (rule v2.1): the annotator's working file.

Run from the repository's root with the repository's .venv python:

    PYTHONPATH=src .venv/bin/python datasets/acme/checks/build_fresh14.py [--counts]

DRAFT holds every drafted row, written from the spec, the catalog and the seed only:
(kind, user, lang, typo, query, target, record). Kinds: rec (records named the way people
name them), q (questions about what exists / is going on), den (screens the asking role
cannot open), unc (unclear), plain (plain navigation), notool (changes no tool makes),
exec (execution). Users: a alice (field absent), b bob, c carol, d dave. `target` is the
screen of navigation kinds and the tool of `exec`; `record` is None, "none", "several" or
{"<param>": id}. Then:

- REWORDED: colliding wording -> new wording (a reworded row keeps its kind, user, language,
  labels and typo flag). REWORDED_TWICE: the rewording collided again and was reworded a
  second time (the wording in REWORDED is the last); REWORDED_THEN_TRIMMED: colliding rows
  that were reworded, then dropped while trimming toward the mix; REWORDED_REVIEWED: colliding
  rows whose rewording was changed again on the last review (with the record it now names);
- DROPPED: colliding rows that were dropped;
- TRIMMED: rows that did not collide, dropped toward the brief's size and mix;
- TYPOS_ADDED: rows that did not collide, given a typo on purpose;
- REVIEWED: rows that did not collide, reworded on the last review (new wording, or
  (new wording, new record) when the new wording names another record).

`denied` is set from the catalog's roles and must agree with the row's kind. Rows are shuffled
with a fixed seed and numbered f14-001...; the script rewrites routing-fresh14.jsonl and
fresh14-meta.json (kind, language, typo flag and user of each id, for the counts only).
"""

from __future__ import annotations

import collections
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent
OUT = ROOT / "datasets" / "acme" / "routing-fresh14.jsonl"
META = HERE / "fresh14-meta.json"
CATALOG = ROOT / "src" / "acme" / "catalog" / "navigation.json"
SEED = 20261214
PREFIX = "f14-"
USERS = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLES = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}
NAV_KINDS = {"rec", "q", "den", "plain", "notool"}


def r(kind, user, query, target=None, record=None, lang="en", typo=False):
    return {"kind": kind, "user": user, "lang": lang, "typo": typo, "query": query,
            "target": target, "record": record}


def D(i): return {"device_id": i}
def U(i): return {"user_id": i}
def S(i): return {"site_id": i}
def P(i): return {"product_id": i}
def M(i): return {"manufacturer_id": i}
def T(i): return {"team_id": i}
def A(i): return {"alert_id": i}
def W(i): return {"work_order_id": i}
def I(i): return {"invoice_id": i}  # noqa: E743

# fmt: off
DRAFT = [
# ---------------------------------------------------------------- records: alice
r("rec", "a", "bring up gs1003 for me real quick", "device_details", D(3)),
r("rec", "a", "Gs 1016, open its page", "device_details", D(16)),
r("rec", "a", "cam 3003 settings, i want to check the resolution it streams at", "device_configuration", D(27)),
r("rec", "a", "the carbon monoxide monitor in the lyon boiler room", "device_details", D(1)),
r("rec", "a", "solvent store detecter please", "device_details", D(5), typo=True),
r("rec", "a", "hydrotreater lel trend for the past week", "device_telemetry", D(12)),
r("rec", "a", "pull up whichever detector is reading 3.4% LEL", "device_details", D(12)),
r("rec", "a", "which portable is still on firmware 2.8.0? open that one", "device_details", D(14)),
r("rec", "a", "calibration history for the x-am at the loading dock", "device_calibration", D(4)),
r("rec", "a", "bump tests logged on the shift lead's portable", "device_calibration", D(7)),
r("rec", "a", "the cold room 1 thermometer in lyon", "device_details", D(21)),
r("rec", "a", "vibration chart for the pump p-101 bearing sensor", "device_telemetry", D(22)),
r("rec", "a", "the heater outlet transmiter at houston", "device_details", D(23), typo=True),
r("rec", "a", "temperature history of the tank 4 product thermometer", "device_telemetry", D(24)),
r("rec", "a", "the camera over the main gate in lyon, open it up", "device_details", D(25)),
r("rec", "a", "settings of the thermal camera watching the flare", "device_configuration", D(26)),
r("rec", "a", "rotterdam gateway overveiw", "device_details", D(30), typo=True),
r("rec", "a", "which gateway has nine sensors connected to it, open it", "device_details", D(28)),
r("rec", "a", "readings from gs 1019 since this morning", "device_telemetry", D(19)),
r("rec", "a", "the pump house polytron at rotterdam", "device_details", D(18)),
r("rec", "a", "the vapour recovery detector that dropped offline", "device_details", D(17)),
r("rec", "a", "the h2s monitor on the crude unit", "device_details", D(8)),
r("rec", "a", "open the tank farm bw ultra", "device_details", "several"),
r("rec", "a", "the multigas unit out on the jetty", "device_details", "several"),
r("rec", "a", "signal strength graph for gw4002", "device_telemetry", D(29)),
r("rec", "a", "calibration certificate of gs-1013", "device_calibration", D(13)),
r("rec", "a", "co levels at the lab fume hood over the last 24h", "device_telemetry", D(6)),
r("rec", "a", "open the decommission screen for the loading dock x-am", "decommission_device", D(4)),
r("rec", "a", "reactor hall A detector configuraton", "device_configuration", D(2), typo=True),
r("rec", "a", "gs-1099 details", "device_details", "none"),
r("rec", "a", "the hypochlorite tank chlorine sensor", "device_details", "none"),
r("rec", "a", "the x-am that's down to 58% battery", "device_details", D(16)),
r("rec", "a", "the camera that's offline at houston", "device_details", D(26)),
r("rec", "a", "the bw ultra sitting at 90 percent charge", "device_details", D(10)),
r("rec", "a", "gw-4001 firmware page", "device_details", D(28)),
r("rec", "a", "open priya raman in the user directory", "user_details", U(6)),
r("rec", "a", "hiroshi tanaka's account, please", "user_details", U(7)),
r("rec", "a", "who's lukas.meyer@acme.example", "user_details", U(8)),
r("rec", "a", "the health and safety person, tom something", "user_details", U(5)),
r("rec", "a", "emma laurent detials", "user_details", U(10), typo=True),
r("rec", "a", "edit form for sofia marchetti", "edit_user_details", U(9)),
r("rec", "a", "the colleague whose phone ends in 0178", "user_details", U(6)),
r("rec", "a", "whoever runs IT here, show me their page", "user_details", U(7)),
r("rec", "a", "the page with my own account details", "profile"),
r("rec", "a", "open alice admin's user page", "profile"),
r("rec", "a", "becker's details", "user_details", U(4)),
r("rec", "a", "the maintenance guy whose account got deactivated", "user_details", U(8)),
r("rec", "a", "edit emma laurent's record", "edit_user_details", U(10)),
r("rec", "a", "tom's mobile number", "user_details", "several"),
r("rec", "a", "grace liu's profile", "user_details", "none"),
r("rec", "a", "the site at 9200 clinton dr", "site_details", S(2)),
r("rec", "a", "our site in the netherlands, open it", "site_details", S(3)),
r("rec", "a", "device layout inside the lyon plant, floor by floor", "floor_plans", S(1)),
r("rec", "a", "which of our sites runs on chicago time? take me there", "site_details", S(2)),
r("rec", "a", "the denver substation page", "site_details", "none"),
r("rec", "a", "houston refinery floor plan with the sensor pins", "floor_plans", S(2)),
r("rec", "a", "polytron 8700 product page", "product_details", P(3)),
r("rec", "a", "the lorawan temperature and vibration sensor model", "product_details", P(5)),
r("rec", "a", "smartline stt850 spec sheet", "product_details", P(4)),
r("rec", "a", "the axis thermal camera model", "product_details", P(6)),
r("rec", "a", "honeywell's portable four-gas model", "product_details", P(1)),
r("rec", "a", "the gateway model with lte backhaul", "product_details", P(8)),
r("rec", "a", "the company that makes our wise sensors", "manufacturer_details", M(4)),
r("rec", "a", "our us-based suplier", "manufacturer_details", M(1), typo=True),
r("rec", "a", "dräger vendor page", "manufacturer_details", M(2)),
r("rec", "a", "siemens manufacturer details", "manufacturer_details", "none"),
r("rec", "a", "the team that handles calibration and sensor repairs", "team_details", T(2)),
r("rec", "a", "control room team page", "team_details", T(1)),
r("rec", "a", "the field service team", "team_details", "none"),
r("rec", "a", "the low battery warning on the rescue team portable", "alert_details", A(3)),
r("rec", "a", "the alarm saying the loading dock hasn't reported", "alert_details", A(4)),
r("rec", "a", "the calibration-due notice for jetty 3", "alert_details", A(5)),
r("rec", "a", "the flare cam alarm bob is dealing with", "alert_details", A(6)),
r("rec", "a", "the critical alarm i closed out myself", "alert_details", A(7)),
r("rec", "a", "alert number 9", "alert_details", "none"),
r("rec", "a", "the 42 ppm co alarm at the tank farm", "alert_details", A(1)),
r("rec", "a", "the open warning that nobody has acked yet", "alert_details", "several"),
r("rec", "a", "the sensor head swap job on the flare stack polytron", "work_order_details", W(1)),
r("rec", "a", "bob's urgent job", "work_order_details", W(2)),
r("rec", "a", "priya's bump test ticket", "work_order_details", W(3)),
r("rec", "a", "the job about the PoE switch", "work_order_details", W(4)),
r("rec", "a", "open job #10", "work_order_details", "none"),
r("rec", "a", "the work order nobody is assigned to", "work_order_details", W(6)),
r("rec", "a", "the invoice from three months ago", "invoice_detail", I(4)),
r("rec", "a", "the 5,124 euro invoice from four months back", "invoice_detail", I(3)),
r("rec", "a", "the bill for 5,124", "invoice_detail", "several"),
# records: alice, other languages
r("rec", "a", "ouvre la fiche du détecteur GS-1010", "device_details", D(10), lang="fr"),
r("rec", "a", "les relevés de température de la chambre froide de Lyon", "device_telemetry", D(21), lang="fr"),
r("rec", "a", "Zeig mir das Gerät GW-4003", "device_details", D(30), lang="de"),
r("rec", "a", "Kalibrierprotokolle für den Melder an der Laderampe", "device_calibration", D(4), lang="de"),
r("rec", "a", "abre el perfil de Priya Raman", "user_details", U(6), lang="es"),
r("rec", "a", "detalles del sitio de Rotterdam", "site_details", S(3), lang="es"),
r("rec", "a", "apri il sensore della sala controllo", "device_details", D(13), lang="it"),
r("rec", "a", "scheda del prodotto Polytron 8700", "product_details", P(3), lang="it"),
r("rec", "a", "open de pagina van Tom Becker", "user_details", U(4), lang="nl"),
r("rec", "a", "metingen van de sensor in het pomphuis", "device_telemetry", D(18), lang="nl"),
r("rec", "a", "abre a ordem de serviço da troca da cabeça do sensor", "work_order_details", W(1), lang="pt"),
r("rec", "a", "mostra o alarme de bateria fraca do detector portátil da equipe de resgate", "alert_details", A(3), lang="pt"),
r("rec", "a", "Hersteller Axis Communications öffnen", "manufacturer_details", M(3), lang="de"),
r("rec", "a", "la alarma de H2S de la unidad de crudo", "alert_details", A(2), lang="es"),
r("rec", "a", "il ticket urgente di Bob", "work_order_details", W(2), lang="it"),
r("rec", "a", "la configuration de la caméra CAM-3001", "device_configuration", D(25), lang="fr"),
r("rec", "a", "de gateway in Houston", "device_details", D(29), lang="nl"),
r("rec", "a", "perfil do Hiroshi Tanaka", "user_details", U(7), lang="pt"),
r("rec", "a", "el termómetro del cojinete de la bomba P-101", "device_details", D(22), lang="es"),
r("rec", "a", "la fattura da 5.237 euro", "invoice_detail", I(6), lang="it"),
r("rec", "a", "das Team Safety & Compliance", "team_details", T(3), lang="de"),
r("rec", "a", "l'utilisateur Emma Laurent, je veux modifier sa fiche", "edit_user_details", U(10), lang="fr"),
# ---------------------------------------------------------------- records: dave
r("rec", "d", "open gx5004's page", "device_details", D(34)),
r("rec", "d", "the chlorine store detector", "device_details", D(31)),
r("rec", "d", "chlorine trend on gx-5002", "device_telemetry", D(32)),
r("rec", "d", "the filter gallery sensor that went offline", "device_details", D(33)),
r("rec", "d", "clearwell vent detector", "device_details", D(35)),
r("rec", "d", "temperature chart for high-lift pump 2", "device_telemetry", D(37)),
r("rec", "d", "gxt 6003 battery", "device_details", D(38)),
r("rec", "d", "the turret cam on the north fence", "device_details", D(40)),
r("rec", "d", "springfield router b configuration", "device_configuration", D(42)),
r("rec", "d", "router A at springfeild", "device_details", D(41), typo=True),
r("rec", "d", "sf6 levels in gis bay 1", "device_telemetry", D(43)),
r("rec", "d", "the detector that's at 1350 ppm sf6", "device_details", D(44)),
r("rec", "d", "calibration records for the cable basement sf6 sensor", "device_calibration", D(46)),
r("rec", "d", "relay cabinet r1 thermometer", "device_details", D(47)),
r("rec", "d", "transformer t1 thermal camera", "device_details", D(49)),
r("rec", "d", "the transformer camera that's in maintenance", "device_details", D(50)),
r("rec", "d", "substation yard cam", "device_details", D(51)),
r("rec", "d", "signal history of the denver router", "device_telemetry", D(52)),
r("rec", "d", "hypochlorite tank detector at leeds", "device_details", D(53)),
r("rec", "d", "wet well chlorine readigns", "device_telemetry", D(54), typo=True),
r("rec", "d", "outfall chamber sensor bump tests", "device_calibration", D(55)),
r("rec", "d", "pump motor m2 thermometer", "device_details", D(56)),
r("rec", "d", "the leeds router that's down", "device_details", D(59)),
r("rec", "d", "leeds station router settings", "device_configuration", D(60)),
r("rec", "d", "the only sf6 sensor still on 1.7.3", "device_details", D(46)),
r("rec", "d", "one of the gis bay detectors", "device_details", "several"),
r("rec", "d", "chlorine detector at leeds", "device_details", "several"),
r("rec", "d", "open gs-1008", "device_details", "none"),
r("rec", "d", "the kiosk thermometer reading 19.7", "device_details", D(57)),
r("rec", "d", "decommission screen for gxc-7004", "decommission_device", D(50)),
r("rec", "d", "erin walsh's user record", "user_details", U(12)),
r("rec", "d", "frank's account", "user_details", U(13)),
r("rec", "d", "who's grace liu? open her page", "user_details", U(14)),
r("rec", "d", "hector alvarez, user page", "user_details", U(15)),
r("rec", "d", "edit irene kowalski", "edit_user_details", U(16)),
r("rec", "d", "leo fischer's profile", "user_details", U(17)),
r("rec", "d", "kim larsen's old account", "user_details", U(18)),
r("rec", "d", "the security guy we invited", "user_details", U(19)),
r("rec", "d", "maya patel's details page", "user_details", U(20)),
r("rec", "d", "tom becker's page", "user_details", "none"),
r("rec", "d", "dave admin's account", "profile"),
r("rec", "d", "the colleague with the 303 number who's still active", "user_details", U(13)),
r("rec", "d", "springfield water works details", "site_details", S(4)),
r("rec", "d", "the substation on brighton blvd", "site_details", S(5)),
r("rec", "d", "leeds pumping station floor plans", "floor_plans", S(6)),
r("rec", "d", "our site on london time", "site_details", S(6)),
r("rec", "d", "leaksense product page", "product_details", P(10)),
r("rec", "d", "the turret camera model we use", "product_details", P(14)),
r("rec", "d", "bi-spectrum thermal camera model", "product_details", P(13)),
r("rec", "d", "the compact modbus gateway model", "product_details", P(16)),
r("rec", "d", "siemens vendor page", "manufacturer_details", M(5)),
r("rec", "d", "the maker of our turret and thermal cameras", "manufacturer_details", M(7)),
r("rec", "d", "security operations team page", "team_details", T(6)),
r("rec", "d", "field service crew", "team_details", T(4)),
r("rec", "d", "the chlorination room alarm", "alert_details", A(8)),
r("rec", "d", "sf6 alarm at gis bay 2", "alert_details", A(9)),
r("rec", "d", "the cabinet overheat warning at denver", "alert_details", A(10)),
r("rec", "d", "alert about the outfall router being offline", "alert_details", A(11)),
r("rec", "d", "the info alert saying new router firmware is out", "alert_details", A(12)),
r("rec", "d", "the alarm about the filter gallery not reporting after service", "alert_details", A(13)),
r("rec", "d", "the 96 degree hot spot alert", "alert_details", A(14)),
r("rec", "d", "the cell replacement ticket at the chlorination room", "work_order_details", W(7)),
r("rec", "d", "sf6 leak hunt job in bay 2", "work_order_details", W(8)),
r("rec", "d", "erin's in-progress job", "work_order_details", W(9)),
r("rec", "d", "the job to fix the lte link at the outfall", "work_order_details", W(10)),
r("rec", "d", "the quarterly relay cabinet thermometer check", "work_order_details", W(11)),
r("rec", "d", "the pole NF-3 installation ticket", "work_order_details", W(12)),
r("rec", "d", "ticket #3", "work_order_details", "none"),
r("rec", "d", "the 1,382 invoice", "invoice_detail", I(12)),
r("rec", "d", "the invoice for 1345 that's still unpaid", "invoice_detail", I(11)),
r("rec", "d", "Öffne den Sensor GX-5009", "device_details", D(46), lang="de"),
r("rec", "d", "la cámara de la entrada principal de Springfield", "device_details", D(39), lang="es"),
# ---------------------------------------------------------------- records: bob, carol
r("rec", "b", "open my finished ticket about the houston gateway", "work_order_details", W(5)),
r("rec", "b", "gs 1020 battery", "device_details", D(20)),
r("rec", "b", "crude heater thermometer readings", "device_telemetry", D(23)),
r("rec", "b", "tom becker's contact page", "user_details", U(4)),
r("rec", "b", "the alert i acknowledged on the flare cam", "alert_details", A(6)),
r("rec", "b", "bob operator's profile", "profile"),
r("rec", "b", "open gx-5011", "device_details", "none"),
r("rec", "b", "calibration log for gs1009", "device_calibration", D(9)),
r("rec", "b", "maintenance team page", "team_details", T(2)),
r("rec", "b", "cam-3003 config", "device_configuration", D(27)),
r("rec", "b", "apri il rilevatore GS-1012", "device_details", D(12), lang="it"),
r("rec", "c", "priya raman's page", "user_details", U(6)),
r("rec", "c", "how is the solvent store detector doing", "device_details", D(5)),
r("rec", "c", "safety and compliance team page", "team_details", T(3)),
r("rec", "c", "sofia's user page", "user_details", U(9)),
r("rec", "c", "erin walsh's profile", "user_details", "none"),
r("rec", "c", "wise-6610 product details", "product_details", P(8)),
r("rec", "c", "bump test history of the rescue team portable", "device_calibration", D(14)),
r("rec", "c", "the 12.4 ppm h2s alarm", "alert_details", A(2)),
r("rec", "c", "rotterdam terminal floor plan", "floor_plans", S(3)),
r("rec", "c", "la fiche de Tom Okafor", "user_details", U(5), lang="fr"),
# fmt: on
# fmt: off
# ---------------------------------------------------------------- questions: alice
r("q", "a", "how many detectors at rotterdam are offline right now", "device_list", S(3)),
r("q", "a", "anything in maintenance mode across the fleet?", "device_list"),
r("q", "a", "which of the houston devices are in maintenance", "device_list", S(2)),
r("q", "a", "list every sensor installed at the lyon plant", "device_list", S(1)),
r("q", "a", "are there sev-1 alarms nobody has acked", "alerts_inbox"),
r("q", "a", "what warnings are active right now", "alerts_inbox"),
r("q", "a", "show me alarms we've already cleared", "alerts_inbox"),
r("q", "a", "what's on tom becker's plate, work-order wise", "work_orders", U(4)),
r("q", "a", "which jobs are assigned to hiroshi", "work_orders", U(7)),
r("q", "a", "which tickets are past their due date", "work_orders"),
r("q", "a", "any urgent jobs still open?", "work_orders"),
r("q", "a", "which work orders were completed recently", "work_orders"),
r("q", "a", "what do we buy from dräger", "product_catalog", M(2)),
r("q", "a", "which products come from advantech", "product_catalog", M(4)),
r("q", "a", "who sits in the control room team", "user_list", T(1)),
r("q", "a", "who are our administrators", "user_list"),
r("q", "a", "which accounts are deactivated", "user_list"),
r("q", "a", "how many read-only users do we have", "user_list"),
r("q", "a", "postal address of the rotterdam terminal?", "site_details", S(3)),
r("q", "a", "what timezone is the lyon plant set to", "site_details", S(1)),
r("q", "a", "what firmware is gs-1005 running", "device_details", D(5)),
r("q", "a", "is cam-3002 back online yet", "device_details", D(26)),
r("q", "a", "how much charge is left on the lab fume hood detector", "device_details", D(6)),
r("q", "a", "latest co reading from gs-1001", "device_telemetry", D(1)),
r("q", "a", "when's gs-1015 due for its next calibration", "device_calibration", D(15)),
r("q", "a", "which detectors are non-compliant at the moment", "compliance_reports"),
r("q", "a", "who's on call this weekend", "on_call_schedule"),
r("q", "a", "after how many minutes does an unacked critical alarm escalate", "escalation_policies"),
r("q", "a", "how much electricity did rotterdam use last month", "energy_usage_analytics"),
r("q", "a", "do we have spare sensor cells for the x-am in stock", "spare_parts_inventory"),
r("q", "a", "who deleted a device yesterday", "audit_log"),
r("q", "a", "how close are we to our api quota this month", "api_usage"),
r("q", "a", "what was the root cause of the last gas leak incident", "incident_history"),
r("q", "a", "what inspections are scheduled next month", "maintenance_schedule"),
r("q", "a", "how many p3265-lve cameras have we installed", "product_details", P(7)),
r("q", "a", "any open alarms at the lyon plant?", "site_details", S(1)),
r("q", "a", "which tickets are open for the rotterdam terminal", "site_details", S(3)),
r("q", "a", "which alert rules are set to critical", "alert_rules"),
r("q", "a", "is the bearing overheating rule turned on", "alert_rules"),
r("q", "a", "which invoices haven't been paid yet", "organization_billing"),
r("q", "a", "are we on the enterprise plan or something else", "organization_billing"),
r("q", "a", "is slack hooked up to the console", "integrations"),
r("q", "a", "did any webhook deliveries fail today", "webhooks"),
r("q", "a", "which of our sites has the most devices", "site_list"),
r("q", "a", "how many products are in the gateways category", "product_categories"),
r("q", "a", "are acme's servers having an outage", "system_status"),
r("q", "a", "what's new in the latest console release", "release_notes"),
r("q", "a", "who leads the maintenance team", "team_details", T(2)),
r("q", "a", "who makes the q1961-te", "product_details", P(6)),
r("q", "a", "what's honeywell's website", "manufacturer_details", M(1)),
r("q", "a", "which devices haven't reported in the last hour", "device_list"),
r("q", "a", "what role does tom okafor have", "user_details", U(5)),
r("q", "a", "which team is hiroshi in", "user_details", U(7)),
r("q", "a", "who's assigned to work order 4", "work_order_details", W(4)),
r("q", "a", "what's the status of the sensor head replacement on gs-1011", "work_order_details", W(1)),
r("q", "a", "what triggered alert 2", "alert_details", A(2)),
r("q", "a", "which reports go out by email every monday", "scheduled_reports"),
r("q", "a", "how many bump tests has the loading dock unit had this year", "device_calibration", D(4)),
r("q", "a", "do i have any unread notifications", "notifications"),
r("q", "a", "where am i currently logged in", "active_sessions"),
r("q", "a", "is two-factor on for my account", "two_factor_setup"),
r("q", "a", "when does my api token expire", "api_tokens"),
r("q", "a", "quels détecteurs de Houston sont en maintenance ?", "device_list", S(2), lang="fr"),
r("q", "a", "Welche Arbeitsaufträge hat Priya gerade offen?", "work_orders", U(6), lang="de"),
r("q", "a", "¿qué alarmas críticas siguen abiertas?", "alerts_inbox", lang="es"),
r("q", "a", "quanta energia ha consumato Houston a settembre?", "energy_usage_analytics", lang="it"),
r("q", "a", "hoeveel beheerders hebben we?", "user_list", lang="nl"),
r("q", "a", "quais produtos da Honeywell usamos?", "product_catalog", M(1), lang="pt"),
r("q", "a", "qui fait partie de l'équipe maintenance ?", "user_list", T(2), lang="fr"),
r("q", "a", "Wann ist die nächste Kalibrierung von GS-1002 fällig?", "device_calibration", D(2), lang="de"),
r("q", "a", "¿en qué zona horaria está la terminal de Rotterdam?", "site_details", S(3), lang="es"),
r("q", "a", "quali dispositivi sono offline a Rotterdam?", "device_list", S(3), lang="it"),
r("q", "a", "quem está de plantão no sábado?", "on_call_schedule", lang="pt"),
# questions: dave
r("q", "d", "which of our leeds devices are offline", "device_list", S(6)),
r("q", "d", "how many sensors do we have at denver", "device_list", S(5)),
r("q", "d", "what's erin working on at the moment", "work_orders", U(12)),
r("q", "d", "any high priority jobs still open", "work_orders"),
r("q", "d", "who belongs to field service", "user_list", T(4)),
r("q", "d", "which alarms are still unacknowledged", "alerts_inbox"),
r("q", "d", "what products do we get from teltonika", "product_catalog", M(8)),
r("q", "d", "how many templink t100 units are deployed", "product_details", P(12)),
r("q", "d", "which street is the springfield water works on", "site_details", S(4)),
r("q", "d", "open alarms at the denver substation?", "site_details", S(5)),
r("q", "d", "what firmware is gxc-7005 on", "device_details", D(51)),
r("q", "d", "who has the on-call pager for globex this week", "on_call_schedule"),
r("q", "d", "which invoices of ours are still open", "organization_billing"),
r("q", "d", "is opsgenie connected", "integrations"),
r("q", "d", "who edited the relay cabinet rule last week", "audit_log"),
r("q", "d", "Welche Geräte in Springfield sind offline?", "device_list", S(4), lang="de"),
# questions: bob, carol
r("q", "b", "anything assigned to me that's still open", "work_orders", U(2)),
r("q", "b", "which units at houston are offline right now", "device_list", S(2)),
r("q", "b", "what's the last lel reading from gs-1017", "device_telemetry", D(17)),
r("q", "b", "list the people in my crew", "user_list", T(2)),
r("q", "b", "which spare batteries are running low", "spare_parts_inventory"),
r("q", "b", "when is gs-1009 due for calibration", "device_calibration", D(9)),
r("q", "b", "which alarms are acknowledged", "alerts_inbox"),
r("q", "c", "who else is on safety & compliance besides me", "user_list", T(3)),
r("q", "c", "which alerts are only warnings", "alerts_inbox"),
r("q", "c", "which detectors are overdue for a bump test", "compliance_reports"),
r("q", "c", "what's the battery on gs-1007", "device_details", D(7)),
r("q", "c", "what did the vapour recovery incident turn out to be", "incident_history"),
r("q", "c", "which manufacturers do we buy from", "manufacturers"),
r("q", "c", "how much energy did the lyon plant use this quarter", "energy_usage_analytics"),
r("q", "c", "which reports get mailed to me every week", "scheduled_reports"),
r("q", "c", "¿cuántos sensores hay en Lyon?", "device_list", S(1), lang="es"),
# ---------------------------------------------------------------- denied: carol (viewer)
r("den", "c", "where do i file a new maintenance job", "create_work_order"),
r("den", "c", "take me to the device onboarding wizard", "onboard_device"),
r("den", "c", "bulk-import devices from a spreadsheet", "bulk_device_import"),
r("den", "c", "change the reporting interval on gs-1010", "device_configuration", D(10)),
r("den", "c", "which firmware campaigns are rolling out right now", "firmware_updates"),
r("den", "c", "add a new product model to the catalog", "register_product"),
r("den", "c", "set up a site for our new warehouse", "create_site"),
r("den", "c", "i want to define an alert for when the pump bearing runs hot", "create_alert_rule"),
r("den", "c", "build a custom report of offline hours by site", "custom_report_builder"),
r("den", "c", "export last month's readings to csv", "data_export"),
r("den", "c", "open the organization settings", "manage_organization"),
r("den", "c", "billing overview please", "organization_billing"),
r("den", "c", "the second invoice we ever received", "invoice_detail", I(2)),
r("den", "c", "compare subscription tiers", "subscription_plans"),
r("den", "c", "change the console's colours to match our brand", "branding_settings"),
r("den", "c", "who changed gs-1004's settings yesterday", "audit_log"),
r("den", "c", "how long do we keep telemetry data", "data_retention_settings"),
r("den", "c", "sso with azure ad, where is that configured", "sso_settings"),
r("den", "c", "connect a teams channel for alarm messages", "integrations"),
r("den", "c", "list our webhook endpoints", "webhooks"),
r("den", "c", "api call volume this week", "api_usage"),
r("den", "c", "edit tom becker's phone number", "edit_user_details", U(4)),
r("den", "c", "invite a new colleague from quality", "invite_user"),
r("den", "c", "what operators are allowed to do compared to viewers", "roles_permissions"),
r("den", "c", "change what viewers can see", "edit_role"),
r("den", "c", "whose invitations are still pending", "pending_invitations"),
r("den", "c", "the retire page for gs-1011", "decommission_device", D(11)),
r("den", "c", "Firmware-Updates für die Gateways", "firmware_updates", lang="de"),
r("den", "c", "je veux créer un ticket de maintenance", "create_work_order", lang="fr"),
# denied: bob (operator)
r("den", "b", "open the audit trail for last week", "audit_log"),
r("den", "b", "our billing details", "organization_billing"),
r("den", "b", "show me the second most recent invoice", "invoice_detail", I(5)),
r("den", "b", "decommission page for gs-1004", "decommission_device", D(4)),
r("den", "b", "edit priya's user record", "edit_user_details", U(6)),
r("den", "b", "invite someone to the maintenance team", "invite_user"),
r("den", "b", "where do i resend an invitation", "pending_invitations"),
r("den", "b", "which permissions does the operator role have", "roles_permissions"),
r("den", "b", "where can operators be given the right to delete devices", "edit_role"),
r("den", "b", "change the org timezone", "manage_organization"),
r("den", "b", "upgrade our plan", "subscription_plans"),
r("den", "b", "change the logo on the login page", "branding_settings"),
r("den", "b", "how long are alarms kept before deletion", "data_retention_settings"),
r("den", "b", "okta sso configuration", "sso_settings"),
r("den", "b", "connect pagerduty", "integrations"),
r("den", "b", "add a webhook endpoint for device offline events", "webhooks"),
r("den", "b", "how many api calls did we make this month", "api_usage"),
r("den", "b", "where do i switch off tom becker's account", "edit_user_details", U(4)),
r("den", "b", "open de facturatie-instellingen", "organization_billing", lang="nl"),
r("den", "b", "quero ver o log de auditoria", "audit_log", lang="pt"),
# ---------------------------------------------------------------- unclear
r("unc", "a", "you know what i mean, just sort it out"),
r("unc", "a", "hmm"),
r("unc", "a", "asdkjh qwe"),
r("unc", "a", "thanks, that's all for now"),
r("unc", "a", "good morning!"),
r("unc", "a", "what's the weather going to be in lyon tomorrow"),
r("unc", "a", "book a taxi to the houston refinery"),
r("unc", "a", "translate this paragraph into japanese"),
r("unc", "a", "tell me a fun fact about octopuses"),
r("unc", "a", "who won the champions league final"),
r("unc", "a", "order coffee and croissants for the control room"),
r("unc", "a", "write a haiku about gas detectors"),
r("unc", "a", "what's 17 times 23"),
r("unc", "a", "remind me to call my mother at 6"),
r("unc", "a", "stuff"),
r("unc", "a", "can you look into it"),
r("unc", "a", "the usual please"),
r("unc", "a", "lol"),
r("unc", "a", "is it lunchtime yet"),
r("unc", "a", "what's a good name for my dog"),
r("unc", "a", "send flowers to tom becker for his birthday"),
r("unc", "a", "how do I bake sourdough bread"),
r("unc", "a", "bonjour, ça va ?", lang="fr"),
r("unc", "a", "Wie spät ist es gerade in Tokio?", lang="de"),
r("unc", "a", "cuéntame un chiste de ingenieros", lang="es"),
r("unc", "a", "che tempo farà a Rotterdam domani?", lang="it"),
r("unc", "a", "kun je een tafel voor vier reserveren vanavond", lang="nl"),
r("unc", "a", "qual é a capital da Austrália?", lang="pt"),
r("unc", "a", "more"),
r("unc", "a", "again"),
r("unc", "a", "no not that"),
r("unc", "a", "what's the meaning of life"),
r("unc", "d", "plan a team dinner in springfield friday"),
r("unc", "d", "what's the stock price of siemens today"),
r("unc", "d", "ok"),
r("unc", "d", "??"),
r("unc", "b", "find me a parking spot near the rotterdam terminal"),
r("unc", "b", "yo"),
r("unc", "b", "can you help me with my tax return"),
r("unc", "c", "something seems off, can you check"),
r("unc", "c", "play some jazz"),
# ---------------------------------------------------------------- plain navigation
r("plain", "a", "back to the main overview please", "main_dashboard"),
r("plain", "a", "open my notifications", "notifications"),
r("plain", "a", "i want to search the whole console for something", "global_search"),
r("plain", "a", "help articles on setting up gateways", "help_center"),
r("plain", "a", "what's in the changelog", "release_notes"),
r("plain", "a", "platform status page", "system_status"),
r("plain", "a", "i'd like to edit my own profile", "edit_profile"),
r("plain", "a", "need to reset my login password", "change_password"),
r("plain", "a", "take me to my notification settings", "notification_preferences"),
r("plain", "a", "where do i create a personal api token", "api_tokens"),
r("plain", "a", "set up an authenticator app for my login", "two_factor_setup"),
r("plain", "a", "list of devices i'm signed in on", "active_sessions"),
r("plain", "a", "the org settings screen", "manage_organization"),
r("plain", "a", "white label settings", "branding_settings"),
r("plain", "a", "open the audit trail for our org", "audit_log"),
r("plain", "a", "where do we set how long data is kept", "data_retention_settings"),
r("plain", "a", "single sign-on configuration", "sso_settings"),
r("plain", "a", "where are the integrations", "integrations"),
r("plain", "a", "manage our outgoing webhooks", "webhooks"),
r("plain", "a", "api usage charts", "api_usage"),
r("plain", "a", "the people directory", "user_list"),
r("plain", "a", "send an invitation to a new hire", "invite_user"),
r("plain", "a", "the roles and permissions matrix", "roles_permissions"),
r("plain", "a", "open the role editor for operators", "edit_role"),
r("plain", "a", "show me all the teams", "teams"),
r("plain", "a", "fleet inventory", "device_list"),
r("plain", "a", "walk me through adding a new gas detector", "onboard_device"),
r("plain", "a", "upload a csv of devices", "bulk_device_import"),
r("plain", "a", "ota update campaigns", "firmware_updates"),
r("plain", "a", "device groups page", "device_groups"),
r("plain", "a", "map view of the fleet", "device_map"),
r("plain", "a", "our products", "product_catalog"),
r("plain", "a", "form for a new device model", "register_product"),
r("plain", "a", "all the vendors we work with", "manufacturers"),
r("plain", "a", "product categories page", "product_categories"),
r("plain", "a", "list of our plants and facilities", "site_list"),
r("plain", "a", "new site form", "create_site"),
r("plain", "a", "alarms list", "alerts_inbox"),
r("plain", "a", "open the form for a new alarm rule", "create_alert_rule"),
r("plain", "a", "incident history", "incident_history"),
r("plain", "a", "the on-call calendar", "on_call_schedule"),
r("plain", "a", "escalation settings for alarms", "escalation_policies"),
r("plain", "a", "preventive maintenance calendar", "maintenance_schedule"),
r("plain", "a", "blank work order form", "create_work_order"),
r("plain", "a", "spare parts", "spare_parts_inventory"),
r("plain", "a", "report library", "reports"),
r("plain", "a", "i want to build my own report", "custom_report_builder"),
r("plain", "a", "scheduled report deliveries", "scheduled_reports"),
r("plain", "a", "energy consumption dashboard", "energy_usage_analytics"),
r("plain", "a", "compliance report for the auditors", "compliance_reports"),
r("plain", "a", "export data to parquet", "data_export"),
r("plain", "a", "plans and pricing", "subscription_plans"),
r("plain", "a", "invitations that haven't been accepted", "pending_invitations"),
r("plain", "a", "show my profile", "profile"),
r("plain", "a", "ouvre le tableau de bord", "main_dashboard", lang="fr"),
r("plain", "a", "Benachrichtigungseinstellungen öffnen", "notification_preferences", lang="de"),
r("plain", "a", "ir a la lista de sitios", "site_list", lang="es"),
r("plain", "a", "mostrami la mappa dei dispositivi", "device_map", lang="it"),
r("plain", "a", "naar het overzicht van onderhoudsorders", "work_orders", lang="nl"),
r("plain", "a", "abrir a central de ajuda", "help_center", lang="pt"),
r("plain", "d", "globex dashboard", "main_dashboard"),
r("plain", "d", "webhooks for globex", "webhooks"),
r("plain", "d", "sso page", "sso_settings"),
r("plain", "d", "billing for globex", "organization_billing"),
r("plain", "b", "take me to the firmware page", "firmware_updates"),
r("plain", "b", "spare parts stock levels page", "spare_parts_inventory"),
r("plain", "b", "device import wizard", "bulk_device_import"),
r("plain", "c", "my profile page", "profile"),
r("plain", "c", "help center", "help_center"),
r("plain", "c", "the release notes", "release_notes"),
r("plain", "c", "the device map", "device_map"),
# ---------------------------------------------------------------- changes no tool makes
r("notool", "a", "turn off sms for warning alarms, email is enough", "notification_preferences"),
r("notool", "a", "revoke my api token named ci-runner", "api_tokens"),
r("notool", "a", "sign out the session on the houston control room pc", "active_sessions"),
r("notool", "a", "change our default timezone to Europe/Berlin", "manage_organization"),
r("notool", "a", "make our brand colour #ff6600", "branding_settings"),
r("notool", "a", "keep raw telemetry for 18 months instead of 12", "data_retention_settings"),
r("notool", "a", "enforce okta sso for every user", "sso_settings"),
r("notool", "a", "post critical alarms to the #ops-alarms slack channel", "integrations"),
r("notool", "a", "add https://hooks.acme.example/alerts as a webhook for new alerts", "webhooks"),
r("notool", "a", "we need the plan with 1000 devices, switch to it", "subscription_plans"),
r("notool", "a", "put the visa ending 4421 on file as our payment card", "organization_billing"),
r("notool", "a", "rename the thermometers category to temperature sensors", "product_categories"),
r("notool", "a", "add hiroshi to the control room team", "team_details", T(1)),
r("notool", "a", "take lukas meyer out of the maintenance team", "team_details", T(2)),
r("notool", "a", "sofia never got her invite email, send it again", "pending_invitations"),
r("notool", "a", "switch off the h2s high rule during the turnaround", "alert_rules"),
r("notool", "a", "group gs-1015, gs-1016 and gs-1020 as 'jetty detectors'", "device_groups"),
r("notool", "a", "schedule firmware 3.4.0 for the two polytrons still on 3.3.2", "firmware_updates"),
r("notool", "a", "ticket 3 is finished, the bump tests all passed, close it", "work_order_details", W(3)),
r("notool", "a", "hand the flare camera job over to tom becker", "work_order_details", W(4)),
r("notool", "a", "the jetty 3 calibration notice can be closed, we calibrated it this morning", "alert_details", A(5)),
r("notool", "a", "log a calibration for gs-1008: passed today with 25 ppm h2s test gas", "device_calibration", D(8)),
r("notool", "a", "operators should be able to see billing", "edit_role"),
r("notool", "a", "my new password should be Lyon2026!", "change_password"),
r("notool", "a", "put tom okafor on call next sunday", "on_call_schedule"),
r("notool", "a", "escalate unacked critical alarms to priya after 15 minutes", "escalation_policies"),
r("notool", "a", "email the weekly uptime report to carol every friday at 8", "scheduled_reports"),
r("notool", "a", "change my job title to shift supervisor", "edit_profile"),
r("notool", "a", "set the org's date format to dd/mm/yyyy", "manage_organization"),
r("notool", "a", "quiet hours from 22:00 to 06:00 please", "notification_preferences"),
r("notool", "a", "set the reorder level for h2s sensor cells to 20", "spare_parts_inventory"),
r("notool", "a", "book a calibration visit at rotterdam for the 14th", "maintenance_schedule"),
r("notool", "a", "désactive les notifications push pour les alertes info", "notification_preferences", lang="fr"),
r("notool", "a", "Lösch meinen API-Token „grafana“", "api_tokens", lang="de"),
r("notool", "a", "cambia el color principal de la marca a verde #2da44e", "branding_settings", lang="es"),
r("notool", "d", "add leo fischer to grid operations", "team_details", T(5)),
r("notool", "d", "turn off the weak lte signal rule", "alert_rules"),
r("notool", "d", "jamal's invite expired, resend it", "pending_invitations"),
r("notool", "d", "mark the lte link job at the outfall as in progress", "work_order_details", W(10)),
r("notool", "d", "keep globex's audit logs for 7 years", "data_retention_settings"),
r("notool", "b", "add gs-1018 to the pump house group", "device_groups"),
r("notool", "b", "push notifications only for critical alarms for me", "notification_preferences"),
r("notool", "b", "the tank farm co job is done, we found the leaking flange", "work_order_details", W(2)),
r("notool", "c", "log me out of the session on my old phone", "active_sessions"),
r("notool", "c", "text me only for critical alarms", "notification_preferences"),
r("notool", "c", "change my display name to Carol V.", "edit_profile"),
# ---------------------------------------------------------------- execution
r("exec", "a", "rename gs-1006 to Lab fume hood west", "update_device"),
r("exec", "a", "move th-2001 over to the houston refinery", "update_device"),
r("exec", "a", "gs-1002 should sample every 10 s from now on", "update_device"),
r("exec", "a", "put cam-3001 into maintenance status", "update_device"),
r("exec", "a", "lower the high alarm set point on gs-1018 to 20% LEL", "update_device"),
r("exec", "a", "acknowledge the co alarm on tank farm north", "acknowledge_alert"),
r("exec", "a", "ack alert 4, i'm heading to the loading dock", "acknowledge_alert"),
r("exec", "a", "i'm handling the h2s alarm at the crude unit, mark it acknowledged", "acknowledge_alert"),
r("exec", "a", "create a high priority work order to replace the battery on gs-1004, due friday, assigned to tom becker", "create_work_order"),
r("exec", "a", "new ticket: clean the lens of cam-3003, low priority, due in two weeks", "create_work_order"),
r("exec", "a", "create a site called Antwerp depot, Haven 1520, 2040 Antwerpen, time zone Europe/Brussels", "create_site"),
r("exec", "a", "decommission gs-1011, it's being scrapped", "decommission_device"),
r("exec", "a", "retire th-2003 for good, it was replaced last week", "decommission_device"),
r("exec", "a", "change priya raman's department to Operations", "update_user"),
r("exec", "a", "make emma laurent a viewer instead of operator", "update_user"),
r("exec", "a", "onboard a new x-am 5600 with serial GS-1021 at the lyon plant, call it Boiler room 2", "onboard_device"),
r("exec", "a", "new alert rule: warning when temperature on WISE-2410 sensors exceeds 75 °C", "create_alert_rule"),
r("exec", "a", "register the Gasmax II from Honeywell under gas sensors", "register_product"),
r("exec", "a", "invite marc.dubois@acme.example as an operator, full name Marc Dubois", "invite_user"),
r("exec", "a", "send an invitation to li.wei@acme.example (Li Wei), viewer, safety & compliance team", "invite_user"),
r("exec", "a", "update the polytron 8700 description to: fixed IR detector for hydrocarbons, SIL 2", "update_product"),
r("exec", "a", "deactivate tom okafor, he has left the company", "deactivate_user"),
r("exec", "a", "renomme GS-1015 en « Jetty 1 nord »", "update_device", lang="fr"),
r("exec", "a", "Bestätige den Akku-Alarm vom Gerät des Rettungsteams", "acknowledge_alert", lang="de"),
r("exec", "a", "cambia el teléfono de Hiroshi Tanaka a +33 4 72 10 20 19", "update_user", lang="es"),
r("exec", "a", "sposta il sensore GS-1007 al terminal di Rotterdam", "update_device", lang="it"),
r("exec", "a", "zet GW-4003 in onderhoud", "update_device", lang="nl"),
r("exec", "a", "crie uma ordem de serviço urgente para verificar o GS-1017, prazo amanhã", "create_work_order", lang="pt"),
r("exec", "d", "acknowledge the sf6 alarm on gis bay 2", "acknowledge_alert"),
r("exec", "d", "ack the router offline alert at leeds", "acknowledge_alert"),
r("exec", "d", "rename gxt-6007 to Control kiosk Leeds", "update_device"),
r("exec", "d", "set gxw-8004's status to maintenance", "update_device"),
r("exec", "d", "create a work order to replace the antenna cable on gxw-8004, high priority, due tomorrow, assign leo fischer", "create_work_order"),
r("exec", "d", "add a site named Peoria reservoir at 1 Reservoir Rd, Peoria, IL 61602, America/Chicago", "create_site"),
r("exec", "d", "decommission gx-5003, the filter gallery unit is dead", "decommission_device"),
r("exec", "d", "change grace liu's phone to +1 217 555 0199", "update_user"),
r("exec", "d", "onboard serial GX-5013, GasGuard Cl2, at the leeds pumping station", "onboard_device"),
r("exec", "d", "create a critical alert rule for LeakSense SF6: sf6_ppm above 1500", "create_alert_rule"),
r("exec", "d", "register product Sitrans TH420 by Siemens in thermometers", "register_product"),
r("exec", "d", "invite nora.berg@globex.example as a viewer named Nora Berg", "invite_user"),
r("exec", "d", "update the TRB245 description to 'compact LTE gateway, DIN rail, Modbus TCP'", "update_product"),
r("exec", "d", "deactivate jamal wright's account", "deactivate_user"),
r("exec", "d", "make hector alvarez an admin", "update_user"),
r("exec", "d", "gxt-6004 should report every 5 minutes", "update_device"),
r("exec", "b", "rename gs-1019 to Tank pit 4 east", "update_device"),
r("exec", "b", "switch gs-1011 back to active", "update_device"),
r("exec", "b", "acknowledge the loading dock alarm", "acknowledge_alert"),
r("exec", "b", "create a medium priority work order: recalibrate gs-1005, due next monday, assign to me", "create_work_order"),
r("exec", "b", "onboard GS-1022, a BW Ultra, at the houston refinery, name it Portable - night shift", "onboard_device"),
r("exec", "b", "create a site Marseille depot, 12 Quai d'Arenc 13002 Marseille, Europe/Paris", "create_site"),
r("exec", "b", "alert rule for X-am 5600: critical when co_ppm > 50", "create_alert_rule"),
r("exec", "b", "register product Xgard Bright from Honeywell, category gas sensors", "register_product"),
r("exec", "b", "Setze GW-4001 auf Wartung", "update_device", lang="de"),
r("exec", "b", "set the high alarm of gs-1008 to 15 ppm", "update_device"),
# added while trimming (several / none records, toward fresh12's record mix)
r("rec", "a", "open the user page of whoever we invited but hasn't signed up", 'user_details', 'several'),
r("rec", "d", 'the templink thermometer out at denver', 'device_details', 'several'),
r("rec", "d", 'pull up the high priority ticket', 'work_order_details', 'several'),
r("rec", "d", "show me where the sensors sit on the lyon plant's floor plan", 'floor_plans', 'none'),
]
# fmt: on

# ---------------------------------------------------------------- collisions and trimming
# colliding wording -> new wording
REWORDED: dict[str, str] = {
    'ouvre la fiche du détecteur GS-1010': 'je voudrais voir le capteur gs1010 du parc de stockage sud',
    'Zeig mir das Gerät GW-4003': 'kannst du mir das Gateway am Rotterdamer Terminal aufmachen',
    'abre el perfil de Priya Raman': 'quiero ver la ficha de la ingeniera de procesos, Priya',
    'metingen van de sensor in het pomphuis': 'laat de grafiek zien van wat GS-1018 de afgelopen dagen gemeten heeft',
    'router A at springfeild': 'the rut955 router at springfeild water works',
    'la fiche de Tom Okafor': 'montre-moi le collègue Okafor du service santé-sécurité',
    'Wann ist die nächste Kalibrierung von GS-1002 fällig?': 'bis wann muss der Polytron in Reaktorhalle A neu kalibriert werden',
    'Welche Geräte in Springfield sind offline?': 'gibt es in Springfield gerade Sensoren ohne Verbindung?',
    'which detectors are overdue for a bump test': 'are any of our gas detectors behind on their bump testing, site by site',
    "what's the battery on gs-1007": "is the shift lead's portable close to needing a charge",
    'take me to the device onboarding wizard': 'how would i go about registering a brand-new detector that just arrived',
    'change the reporting interval on gs-1010': 'gs-1010 reports too rarely, where do i tweak how often it sends',
    'open the organization settings': 'i need to look at the company-wide settings like our locale',
    'invite a new colleague from quality': 'our new quality auditor needs an account, where do i invite her',
    'how long do we keep telemetry data': 'for how many months does the console hang on to sensor history',
    'open the audit trail for last week': "i'd like to see who touched the gs-1017 record last tuesday",
    'decommission page for gs-1004': "the loading dock x-am is done for, where's the form to take it out of service",
    "edit priya's user record": "priya's phone number is outdated in her user record, where can i fix it",
    'where do i resend an invitation': 'emma says her invite link expired, can i send another from somewhere',
    'connect pagerduty': 'hook our pagerduty account up so alarms page the on-call tech',
    'how many api calls did we make this month': 'are our scripts getting throttled by the api rate limit',
    'asdkjh qwe': 'jjjjkkkk lll;;',
    "thanks, that's all for now": 'cheers, that covers everything i needed',
    'good morning!': 'morning! hope your day is going well',
    'who won the champions league final': 'did the lakers win last night',
    "what's 17 times 23": 'divide 8,412 by 36 for me',
    'remind me to call my mother at 6': "ping me at half past four so i don't forget the dentist",
    'stuff': 'the stuff from before',
    'the usual please': 'do it like you did it the other week',
    "what's a good name for my dog": 'suggest a name for our new office plant',
    'send flowers to tom becker for his birthday': "buy a birthday cake for priya raman's party",
    'how do I bake sourdough bread': 'give me a recipe for lasagne',
    'bonjour, ça va ?': 'salut, tu peux me raconter ta journée ?',
    'Wie spät ist es gerade in Tokio?': 'Wer hat eigentlich das Telefon erfunden?',
    'cuéntame un chiste de ingenieros': '¿qué película de ciencia ficción me aconsejas ver esta noche?',
    "what's the stock price of siemens today": 'should i buy shares in bosch',
    '??': '???? huh',
    'ouvre le tableau de bord': "retour à la page d'accueil de la console, s'il te plaît",
    'open my notifications': 'take me to the messages behind the bell icon',
    'platform status page': "is there a page showing whether acme's cloud is up",
    'set up an authenticator app for my login': 'i got a new phone and want google authenticator for signing in',
    'the roles and permissions matrix': 'show me the grid of what admins, operators and viewers may each do',
    'upload a csv of devices': 'i have 40 new sensors in a spreadsheet, where do i load them in',
    'report library': 'the ready-made reports, uptime and alarm summaries',
    'export data to parquet': "i need a parquet dump of last quarter's readings",
    'new site form': "i want to enter a new location, where's the site form",
    'globex dashboard': "globex's home screen with the fleet health tiles",
    'spare parts stock levels page': 'page with the spare consumables we keep on the shelf',
    'help center': "where's the documentation for this console",
    'désactive les notifications push pour les alertes info': 'je ne veux plus de notifications sur mon téléphone pour les alertes de niveau info',
    'add hiroshi to the control room team': 'hiroshi should join the control room crew as of monday',
    'hand the flare camera job over to tom becker': 'tom becker is taking over the flare camera repair from hiroshi',
    'post critical alarms to the #ops-alarms slack channel': "route critical alarm messages into our ms teams channel 'plant-ops'",
    'rename the thermometers category to temperature sensors': "the cameras category should be called 'video & thermal'",
    'add leo fischer to grid operations': 'leo fischer moves from field service into the grid operations team',
    'turn off the weak lte signal rule': 'pause the rule that flags weak lte signal while we swap antennas',
    'rename gs-1006 to Lab fume hood west': 'gs-1006 needs a new name: Fume hood lab 2',
    'create a site called Antwerp depot, Haven 1520, 2040 Antwerpen, time zone Europe/Brussels': 'we opened a warehouse: name Ghent store, address Skaldenstraat 7, 9042 Gent, Belgium, timezone Europe/Brussels',
    'acknowledge the co alarm on tank farm north': "acknowledge the 42 ppm carbon monoxide alarm, i'm on it",
    'acknowledge the sf6 alarm on gis bay 2': 'the sf6 warning at gis bay 2 is being handled by frank, acknowledge it',
    'onboard serial GX-5013, GasGuard Cl2, at the leeds pumping station': 'add a new device: serial GX-5014, model GasGuard Cl2, site Leeds pumping station, name Dosing room',
    'register product Sitrans TH420 by Siemens in thermometers': 'register a product called ClorAlert 300, manufacturer Siemens, category gas sensors',
    "create a site Marseille depot, 12 Quai d'Arenc 13002 Marseille, Europe/Paris": 'new site: Le Havre tank depot, 5 Route du Môle, 76600 Le Havre, timezone Europe/Paris',
}
# colliding rows, dropped
DROPPED: set[str] = {
    'Gs 1016, open its page',
    'add a new product model to the catalog',
    'again',
    'alarms list',
    'api usage charts',
    'bulk-import devices from a spreadsheet',
    'calibration certificate of gs-1013',
    'calibration records for the cable basement sf6 sensor',
    'change our default timezone to Europe/Berlin',
    "change priya raman's department to Operations",
    'change the org timezone',
    'compare subscription tiers',
    'compliance report for the auditors',
    'connect a teams channel for alarm messages',
    'create a high priority work order to replace the battery on gs-1004, due friday, assigned to tom becker',
    'device groups page',
    'email the weekly uptime report to carol every friday at 8',
    'enforce okta sso for every user',
    'houston refinery floor plan with the sensor pins',
    'how close are we to our api quota this month',
    'leeds pumping station floor plans',
    'list of our plants and facilities',
    'lol',
    'maintenance team page',
    'more',
    'move th-2001 over to the houston refinery',
    'open alarms at the denver substation?',
    "open alice admin's user page",
    'open gs-1008',
    'plans and pricing',
    'preventive maintenance calendar',
    "priya raman's page",
    "priya's bump test ticket",
    'product categories page',
    'put tom okafor on call next sunday',
    'relay cabinet r1 thermometer',
    'rename gxt-6007 to Control kiosk Leeds',
    'revoke my api token named ci-runner',
    'scheduled report deliveries',
    'security operations team page',
    'set up a site for our new warehouse',
    'sf6 levels in gis bay 1',
    'siemens manufacturer details',
    'single sign-on configuration',
    'sofia never got her invite email, send it again',
    'spare parts',
    'switch gs-1011 back to active',
    'the axis thermal camera model',
    'the chlorination room alarm',
    'the chlorine store detector',
    'the denver substation page',
    'the field service team',
    'the invoice from three months ago',
    'the low battery warning on the rescue team portable',
    'the people directory',
    "the transformer camera that's in maintenance",
    "tom becker's contact page",
    "tom becker's page",
    'turn off sms for warning alarms, email is enough',
    'upgrade our plan',
    'what role does tom okafor have',
    'what triggered alert 2',
    "what's new in the latest console release",
    "what's the meaning of life",
    'when does my api token expire',
    'when is gs-1009 due for calibration',
    'where do i create a personal api token',
    'which accounts are deactivated',
    'which alert rules are set to critical',
    "which invoices haven't been paid yet",
    'which manufacturers do we buy from',
    'which products come from advantech',
    'which tickets are open for the rotterdam terminal',
    'white label settings',
    'who belongs to field service',
    'who deleted a device yesterday',
    'who leads the maintenance team',
    'who makes the q1961-te',
    'who sits in the control room team',
    "who's assigned to work order 4",
    "who's lukas.meyer@acme.example",
    "who's on call this weekend",
}
# rewordings that collided again: drafted wording -> first rewording (the wording in REWORDED is the last)
REWORDED_TWICE: dict[str, str] = {
    'remind me to call my mother at 6': 'set a reminder to pick up my kids at 5',
    'the usual please': 'same as last time',
    'cuéntame un chiste de ingenieros': '¿me recomiendas una serie para el fin de semana?',
}

# colliding rows first reworded, then dropped while trimming toward the mix (drafted -> rewording)
REWORDED_THEN_TRIMMED: dict[str, str] = {
    'hmm': 'hmmm ok wait',
    'ok': 'okay cool',
    'yo': "yo what's up",
    'fleet inventory': 'every single device we own in one list',
    'ota update campaigns': 'over the air rollouts page',
    'incident history': "look back at incidents we've had over the past year",
    'show my profile': 'my own page in the console, with my name and role',
    'help articles on setting up gateways': 'is there a how-to guide for pairing a lorawan gateway',
    'keep raw telemetry for 18 months instead of 12': 'purge raw sensor data after 400 days',
    'change my job title to shift supervisor': 'update my display name to Alice A. Martin',
}

# colliding rows whose rewording was changed again on the last review (too close to an older
# protocol file's example): drafted -> (new wording, record)
REWORDED_REVIEWED: dict[str, tuple[str, dict]] = {
    'decommission page for gs-1004': ("the boiler room co monitor is done for, where's the form to take it out of service", {'device_id': 1}),
}

# rows that did not collide (or were reworded), dropped toward the brief's size and mix
TRIMMED: set[str] = {
    'Hersteller Axis Communications öffnen',
    'das Team Safety & Compliance',
    'la configuration de la caméra CAM-3001',
    'detalles del sitio de Rotterdam',
    'la alarma de H2S de la unidad de crudo',
    'perfil do Hiroshi Tanaka',
    'bring up gs1003 for me real quick',
    'the cold room 1 thermometer in lyon',
    'the camera over the main gate in lyon, open it up',
    'the pump house polytron at rotterdam',
    'the h2s monitor on the crude unit',
    'signal strength graph for gw4002',
    'the bw ultra sitting at 90 percent charge',
    'gw-4001 firmware page',
    "the camera that's offline at houston",
    'temperature history of the tank 4 product thermometer',
    'open priya raman in the user directory',
    "hiroshi tanaka's account, please",
    'whoever runs IT here, show me their page',
    "becker's details",
    'the site at 9200 clinton dr',
    'polytron 8700 product page',
    'smartline stt850 spec sheet',
    'the gateway model with lte backhaul',
    'dräger vendor page',
    'control room team page',
    'the calibration-due notice for jetty 3',
    'the 42 ppm co alarm at the tank farm',
    'the sensor head swap job on the flare stack polytron',
    "bob's urgent job",
    'the vapour recovery detector that dropped offline',
    'readings from gs 1019 since this morning',
    'co levels at the lab fume hood over the last 24h',
    'clearwell vent detector',
    'temperature chart for high-lift pump 2',
    'the turret cam on the north fence',
    'transformer t1 thermal camera',
    'substation yard cam',
    'signal history of the denver router',
    'hypochlorite tank detector at leeds',
    'pump motor m2 thermometer',
    'leeds station router settings',
    "frank's account",
    'hector alvarez, user page',
    "leo fischer's profile",
    "kim larsen's old account",
    "maya patel's details page",
    'springfield water works details',
    'leaksense product page',
    'the turret camera model we use',
    'bi-spectrum thermal camera model',
    'the compact modbus gateway model',
    'siemens vendor page',
    'sf6 alarm at gis bay 2',
    'alert about the outfall router being offline',
    'the alarm about the filter gallery not reporting after service',
    'the cell replacement ticket at the chlorination room',
    'the job to fix the lte link at the outfall',
    'the quarterly relay cabinet thermometer check',
    'the pole NF-3 installation ticket',
    'the 1,382 invoice',
    'gs 1020 battery',
    'safety and compliance team page',
    'wise-6610 product details',
    "qui fait partie de l'équipe maintenance ?",
    'Welche Arbeitsaufträge hat Priya gerade offen?',
    'quem está de plantão no sábado?',
    'what warnings are active right now',
    'which work orders were completed recently',
    'how many read-only users do we have',
    "which devices haven't reported in the last hour",
    'which team is hiroshi in',
    'do i have any unread notifications',
    'where am i currently logged in',
    'is two-factor on for my account',
    'how many bump tests has the loading dock unit had this year',
    'is opsgenie connected',
    'which alarms are acknowledged',
    'how much energy did the lyon plant use this quarter',
    'where do i file a new maintenance job',
    'which firmware campaigns are rolling out right now',
    'our billing details',
    'okta sso configuration',
    'hmm',
    'is it lunchtime yet',
    'ok',
    'yo',
    'play some jazz',
    'take me to my notification settings',
    "list of devices i'm signed in on",
    'where do we set how long data is kept',
    'where are the integrations',
    'manage our outgoing webhooks',
    'fleet inventory',
    'ota update campaigns',
    'our products',
    'open the form for a new alarm rule',
    'incident history',
    'escalation settings for alarms',
    'energy consumption dashboard',
    "invitations that haven't been accepted",
    'show my profile',
    'open the audit trail for our org',
    'the org settings screen',
    'help articles on setting up gateways',
    'need to reset my login password',
    'billing for globex',
    'take me to the firmware page',
    'the device map',
    'sign out the session on the houston control room pc',
    'keep raw telemetry for 18 months instead of 12',
    'quiet hours from 22:00 to 06:00 please',
    'take lukas meyer out of the maintenance team',
    'change my job title to shift supervisor',
    'make our brand colour #ff6600',
    'add https://hooks.acme.example/alerts as a webhook for new alerts',
    "keep globex's audit logs for 7 years",
    'push notifications only for critical alarms for me',
    'text me only for critical alarms',
    'sposta il sensore GS-1007 al terminal di Rotterdam',
    'put cam-3001 into maintenance status',
    "ack alert 4, i'm heading to the loading dock",
    'make hector alvarez an admin',
    'rename gs-1019 to Tank pit 4 east',
    'send an invitation to a new hire',
}

# rows that did not collide, given a typo on purpose
TYPOS_ADDED: dict[str, str] = {
    'calibration history for the x-am at the loading dock': 'calibraton history for the x-am at the loading dock',
    'the lorawan temperature and vibration sensor model': 'the lorawan temprature and vibration sensor model',
    "erin walsh's user record": "erin walsh's user recrod",
    'the cabinet overheat warning at denver': 'the cabinet overheat warnign at denver',
    'calibration log for gs1009': 'calibartion log for gs1009',
    'bump test history of the rescue team portable': 'bump test histroy of the rescue team portable',
    'which tickets are past their due date': 'which tickets are past thier due date',
    'what do we buy from dräger': 'waht do we buy from dräger',
    'postal address of the rotterdam terminal?': 'postal adress of the rotterdam terminal?',
    'after how many minutes does an unacked critical alarm escalate': 'after how many minutes does an unacked critical alarm esclate',
    'do we have spare sensor cells for the x-am in stock': 'do we have spare sensor cels for the x-am in stock',
    'what firmware is gxc-7005 on': 'what firmwre is gxc-7005 on',
    "what's the last lel reading from gs-1017": "what's the last lel raeding from gs-1017",
    'who else is on safety & compliance besides me': 'who else is on saftey & compliance besides me',
    'build a custom report of offline hours by site': 'build a custom reprot of offline hours by site',
    'list our webhook endpoints': 'list our webhok endpoints',
    'change the logo on the login page': 'change the logo on the logn page',
    'which permissions does the operator role have': 'which permisions does the operator role have',
    'switch off the h2s high rule during the turnaround': 'swich off the h2s high rule during the turnaround',
    'escalate unacked critical alarms to priya after 15 minutes': 'escalate unacked critical alarms to priya after 15 mintues',
    "jamal's invite expired, resend it": "jamal's invite expierd, resend it",
    'i want to search the whole console for something': 'i want to serach the whole console for something',
    'show me all the teams': 'show me all teh teams',
    'the release notes': 'the relase notes',
    "decommission gs-1011, it's being scrapped": "decomission gs-1011, it's being scrapped",
    "deactivate jamal wright's account": "deactivate jamal wright's acount",
    'acknowledge the loading dock alarm': 'acknowledge the loading dock alram',
    'translate this paragraph into japanese': 'translate this paragraph into japanse',
    'write a haiku about gas detectors': 'write a haiku about gas detectros',
}

# rows that did not collide, reworded on a last review: they stayed close to an example of the
# annotation rule or to a wording quoted in an older protocol file. value: new wording, or
# (new wording, new record) when the new wording names another record.
REVIEWED: dict[str, object] = {
    'open the decommission screen for the loading dock x-am': ('open the decommission screen for the lab fume hood x-am', {'device_id': 6}),
    'which portable is still on firmware 2.8.0? open that one': 'the bw ultra the houston rescue team carries',
    'which gateway has nine sensors connected to it, open it': 'the lora gateway that 9 field nodes report through',
    "the detector that's at 1350 ppm sf6": 'the sf6 sensor reading above a thousand ppm',
    'the maintenance guy whose account got deactivated': 'lukas from the maintenance crew, pull up his user page',
    'open my finished ticket about the houston gateway': 'my ticket that moved gw-4002 to 2.4.1',
    'the alert i acknowledged on the flare cam': 'the lost video alarm on cam-3002',
    'any open alarms at the lyon plant?': 'is anything alarming at the lyon plant right now',
    'how much electricity did rotterdam use last month': 'which rotterdam buildings are the biggest power hogs',
    "are acme's servers having an outage": "any known problems with data ingestion on acme's side today",
    'what was the root cause of the last gas leak incident': 'how did we fix the ammonia leak back in spring',
    'book a taxi to the houston refinery': 'can you rent me a car at george bush airport for the refinery visit',
    "what's the weather going to be in lyon tomorrow": "what's the population of lyon",
    'what operators are allowed to do compared to viewers': 'show the permission matrix for the three roles',
    'change what viewers can see': "i'd like viewers to be able to acknowledge alarms, where is that set",
    'where can operators be given the right to delete devices': 'where would someone edit the operator role so it can invite people',
    'which of the houston devices are in maintenance': ('anything at lyon switched to maintenance mode?', {'site_id': 1}),
    "where do i switch off tom becker's account": "where do i change tom becker's department",
}


def final_rows() -> list[dict]:
    drafted = [row["query"] for row in DRAFT]
    dupes = [q for q, n in collections.Counter(q.lower() for q in drafted).items() if n > 1]
    if dupes:
        sys.exit(f"drafted twice: {dupes}")
    drafted_set = set(drafted)
    for table in (REWORDED, DROPPED, TRIMMED, TYPOS_ADDED, REVIEWED):
        unknown = set(table) - drafted_set
        if unknown:
            sys.exit(f"not a drafted wording: {sorted(unknown)}")
    if set(REWORDED_TWICE) - set(REWORDED):
        sys.exit("REWORDED_TWICE names a row that is not in REWORDED")
    if set(REWORDED_REVIEWED) - set(REWORDED):
        sys.exit("REWORDED_REVIEWED names a row that is not in REWORDED")
    if set(REWORDED_THEN_TRIMMED) - TRIMMED:
        sys.exit("REWORDED_THEN_TRIMMED names a row that is not in TRIMMED")
    tables = (set(REWORDED), DROPPED, TRIMMED, set(TYPOS_ADDED), set(REVIEWED))
    if sum(len(t) for t in tables) != len(set().union(*tables)):
        sys.exit("a wording is in two of REWORDED / DROPPED / TRIMMED / TYPOS_ADDED / REVIEWED")
    rows = []
    for row in DRAFT:
        q = row["query"]
        if q in DROPPED or q in TRIMMED:
            continue
        row = dict(row, drafted=q)
        if q in REWORDED:
            row["query"] = REWORDED[q]
        if q in REWORDED_REVIEWED:
            row["query"], row["record"] = REWORDED_REVIEWED[q]
        if q in REVIEWED:
            new = REVIEWED[q]
            if isinstance(new, tuple):
                new, row["record"] = new
            row["query"] = new
        if q in TYPOS_ADDED:
            if row["typo"]:
                sys.exit(f"already has a typo: {q!r}")
            row["query"] = TYPOS_ADDED[q]
            row["typo"] = True
        rows.append(row)
    return rows


def to_json(row: dict, roles: dict[str, list[str]]) -> dict:
    out = {"query": row["query"]}
    kind = row["kind"]
    if kind in NAV_KINDS:
        out["route"] = "navigation"
        out["screen"] = row["target"]
        if row["record"] is not None:
            out["record"] = row["record"]
        if USERS[row["user"]]:
            out["user"] = USERS[row["user"]]
        refused = ROLES[row["user"]] not in roles[row["target"]]
        if refused != (kind == "den"):
            sys.exit(f"kind {kind} but refused={refused}: {row['query']!r}")
        if refused:
            out["denied"] = True
    elif kind == "exec":
        out["route"] = "execution"
        out["tool"] = row["target"]
        if USERS[row["user"]]:
            out["user"] = USERS[row["user"]]
    elif kind == "unc":
        out["route"] = "unclear"
        if USERS[row["user"]]:
            out["user"] = USERS[row["user"]]
    else:
        sys.exit(f"kind {kind!r}")
    return out


def main() -> None:
    catalog = json.loads(CATALOG.read_text())
    roles = {s["screen_name"]: s["roles"] for s in catalog["screens"]}
    rows = final_rows()
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, row in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        body = to_json(row, roles)
        lines.append(json.dumps({"id": rid, **body}, ensure_ascii=False))
        meta[rid] = {"kind": row["kind"], "lang": row["lang"], "typo": row["typo"],
                     "user": row["user"]}
    OUT.write_text("\n".join(lines) + "\n")
    META.write_text(json.dumps(meta, indent=0) + "\n")
    if "--counts" in sys.argv:
        counts(rows)
    print(f"wrote {len(rows)} rows to {OUT.relative_to(ROOT)}")


def counts(rows: list[dict]) -> None:
    n = len(rows)
    c = collections.Counter
    print("drafted", len(DRAFT), "reworded", len(REWORDED), "reworded twice", len(REWORDED_TWICE),
          "reworded then trimmed", len(REWORDED_THEN_TRIMMED), "reworded reviewed",
          len(REWORDED_REVIEWED), "dropped", len(DROPPED), "trimmed", len(TRIMMED), "typos added", len(TYPOS_ADDED),
          "reviewed", len(REVIEWED))
    print("drafted kinds", dict(c(r["kind"] for r in DRAFT)),
          "users", dict(c(r["user"] for r in DRAFT)))
    print("kinds", dict(c(r["kind"] for r in rows)))
    print("users", dict(c(r["user"] for r in rows)))
    ku = c((r["kind"], r["user"]) for r in rows)
    for k in ("rec", "q", "den", "unc", "plain", "notool", "exec"):
        print(f"  {k:7}", {u: ku[(k, u)] for u in "adbc"})
    langs = c(r["lang"] for r in rows)
    non_en = n - langs["en"]
    typos = sum(r["typo"] for r in rows)
    print("langs", dict(langs), f"other {non_en} ({non_en / n:.1%}); typos {typos} ({typos / n:.1%})")
    print("non-en by kind", dict(c(r["kind"] for r in rows if r["lang"] != "en")),
          "by user", dict(c(r["user"] for r in rows if r["lang"] != "en")))
    print("typos by kind", dict(c(r["kind"] for r in rows if r["typo"])),
          "by user", dict(c(r["user"] for r in rows if r["typo"])))
    recs = [r for r in rows if r["kind"] in NAV_KINDS and r["record"] is not None]
    print("records", len(recs),
          "ids", sum(isinstance(r["record"], dict) for r in recs),
          "none", sum(r["record"] == "none" for r in recs),
          "several", sum(r["record"] == "several" for r in recs))
    print("records by kind", dict(c(r["kind"] for r in recs)))
    print("tools", dict(c(r["target"] for r in rows if r["kind"] == "exec")))
    print("exec by user", dict(c(r["user"] for r in rows if r["kind"] == "exec")))
    screens = c(r["target"] for r in rows if r["kind"] in NAV_KINDS)
    print("screens", len(screens), "top", screens.most_common(12))


if __name__ == "__main__":
    main()
