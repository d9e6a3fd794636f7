"""The annotator's working file for routing-fresh13.jsonl (rule v2.1).

Run with the repository's .venv python and PYTHONPATH=src, from the repository's root:

    PYTHONPATH=src .venv/bin/python datasets/acme/checks/build_fresh13.py [--counts]

It holds every drafted row with its kind, asking user, language and typo flag (579 rows,
plus 43 replacement rows drafted in session 22),
the rewordings of colliding rows (`REWORDED`: drafted wording -> new wording), the
rewordings that collided again (`REWORDED_TWICE`: first rewording -> second), the colliding
rows dropped (`DROPPED`, among them 10 first reworded, then dropped while trimming), the rows
that did not collide but were dropped toward the brief's size and mix (`TRIMMED`), and the
rows reworded on a last review although they did not collide (`REVIEWED`, with the record
set anew where the new wording carries one), and the rows replaced in session 22
(`REPLACED`: drafted wording -> a new drafted row of the same kind, user, language, typo
flag, target and record type, which takes the replaced row's place: their wording had been
printed to a developer); then it shuffles the kept rows with a fixed
seed (`random.Random(20261212)`) and numbers them f13-001... `denied` is set from the
catalog's roles and must agree with the row's kind. Running it rewrites
routing-fresh13.jsonl (in datasets/acme when this file sits in datasets/acme/checks, else
beside this file) and fresh13-meta.json (beside this file: kind, language, typo flag and
user of each id, for the counts only); `--counts` prints the mix.

Kinds: rec (records named as people name them), q (questions about what exists / is going
on), den (screens the asking role cannot open), unc (unclear), nav (plain navigation),
chg (changes no tool makes, given with values), exec (execution).
Users: a alice (admin, Acme; `user` absent), b bob (operator, Acme), c carol (viewer, Acme),
d dave (admin, Globex).
"""

from __future__ import annotations

import collections
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _root() -> Path:
    if HERE.name == "checks" and HERE.parent.name == "acme" and HERE.parent.parent.name == "datasets":
        return HERE.parents[2]
    return Path.cwd()


ROOT = _root()
IN_REPO = ROOT / "datasets" / "acme" / "checks" == HERE
OUT = (ROOT / "datasets" / "acme" if IN_REPO else HERE) / "routing-fresh13.jsonl"
META = HERE / "fresh13-meta.json"
SEED = 20261212
USERS = {
    "a": None,
    "b": "bob@acme.example",
    "c": "carol@acme.example",
    "d": "dave@globex.example",
}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}


def R(kind, user, lang, typo, query, target, record=None):
    """One drafted row. target: a screen name, '!tool' for execution, None for unclear."""
    return {
        "kind": kind,
        "user": user,
        "lang": lang,
        "typo": bool(typo),
        "query": query,
        "target": target,
        "record": record,
    }


def dev(i):
    return {"device_id": i}


def usr(i):
    return {"user_id": i}


def site(i):
    return {"site_id": i}


def team(i):
    return {"team_id": i}


def prod(i):
    return {"product_id": i}


def mfr(i):
    return {"manufacturer_id": i}


def alert(i):
    return {"alert_id": i}


def wo(i):
    return {"work_order_id": i}


def inv(i):
    return {"invoice_id": i}


N, S = "none", "several"

DRAFT = [
    # ---------------------------------------------------------------- records, alice
    R("rec", "a", "en", 0, "pull up gs1004 for me", "device_details", dev(4)),
    R("rec", "a", "en", 0, "can you open Gs-1018", "device_details", dev(18)),
    R("rec", "a", "en", 0, "gs 1012, the overview page please", "device_details", dev(12)),
    R("rec", "a", "en", 0, "the reactor hall b sensor page", "device_details", dev(3)),
    R("rec", "a", "en", 0, "bring up the boiler room co monitor", "device_details", dev(1)),
    R("rec", "a", "en", 0, "where's the page for the cold room thermometer in lyon", "device_details", dev(21)),
    R("rec", "a", "en", 0, "show me the probe on the crude heater outlet", "device_details", dev(23)),
    R("rec", "a", "en", 0, "the camera looking over the jetty", "device_details", dev(27)),
    R("rec", "a", "en", 0, "open the detector that's showing 42 ppm of carbon monoxide", "device_details", dev(9)),
    R("rec", "a", "en", 0, "the gateway that only has 8 sensors hanging off it", "device_details", dev(30)),
    R("rec", "a", "en", 0, "the thermometer sitting at around eighteen and a half degrees", "device_details", dev(24)),
    R("rec", "a", "en", 1, "the detector thats down to 9% batery", "device_details", dev(4)),
    R("rec", "a", "en", 0, "which bw ultra has the weakest battery? open that one", "device_details", dev(14)),
    R("rec", "a", "en", 0, "the thermal camera pointed at the flare", "device_details", dev(26)),
    R("rec", "a", "en", 0, "the unit on firmware 10.3", "device_details", dev(24)),
    R("rec", "a", "en", 1, "the sensor stil running 2.8.0", "device_details", dev(14)),
    R("rec", "a", "en", 0, "the detector that's been silent for two days now", "device_details", dev(17)),
    R("rec", "a", "en", 0, "the houston device that's in maintenance mode", "device_details", S),
    R("rec", "a", "en", 0, "the x-am in the houston control room", "device_details", dev(13)),
    R("rec", "a", "en", 0, "the dräger unit watching the solvent store", "device_details", dev(5)),
    R("rec", "a", "en", 1, "tank pit sesnor over in rotterdam", "device_details", dev(19)),
    R("rec", "a", "en", 0, "jetty two's detector", "device_details", dev(16)),
    R("rec", "a", "en", 0, "the polytron in the pump house", "device_details", dev(18)),
    R("rec", "a", "en", 0, "the honeywell thermometer down in houston", "device_details", dev(23)),
    R("rec", "a", "en", 0, "the shift lead's portable gas monitor", "device_details", dev(7)),
    R("rec", "a", "en", 0, "which gateway has the strongest signal, open it", "device_details", dev(28)),
    R("rec", "a", "en", 0, "the one camera we have in lyon", "device_details", dev(25)),
    R("rec", "a", "en", 1, "the vapor recovery sensr", "device_details", dev(17)),
    R("rec", "a", "en", 0, "live numbers from tank farm south", "device_telemetry", dev(10)),
    R("rec", "a", "en", 0, "what is gs1020 measuring at the moment", "device_telemetry", dev(20)),
    R("rec", "a", "en", 0, "h2s graph for the crude unit detector", "device_telemetry", dev(8)),
    R("rec", "a", "en", 1, "vibration and temprature history of the P-101 bearing", "device_telemetry", dev(22)),
    R("rec", "a", "en", 0, "the lab fume hood sensor's settings", "device_configuration", dev(6)),
    R("rec", "a", "en", 0, "bump test log for jetty 1", "device_calibration", dev(15)),
    R("rec", "a", "en", 0, "the decommission screen for the flare stack polytron", "decommission_device", dev(11)),
    R("rec", "a", "en", 0, "the reactor hall detector", "device_details", S),
    R("rec", "a", "en", 0, "the x-am out on the jetty", "device_details", S),
    R("rec", "a", "en", 0, "show me gxw-8003", "device_details", N),
    R("rec", "a", "en", 0, "open gs-1044", "device_details", N),
    R("rec", "a", "en", 0, "tom becker's contact page", "user_details", usr(4)),
    R("rec", "a", "en", 0, "pull up okafor", "user_details", usr(5)),
    R("rec", "a", "en", 0, "priya.raman@acme.example", "user_details", usr(6)),
    R("rec", "a", "en", 0, "hiroshi's profile", "user_details", usr(7)),
    R("rec", "a", "en", 0, "the guy who runs IT for us", "user_details", usr(7)),
    R("rec", "a", "en", 0, "who has the phone number ending in 0193", "user_details", usr(8)),
    R("rec", "a", "en", 0, "the only account we've switched off", "user_details", usr(8)),
    R("rec", "a", "en", 0, "our process engineer", "user_details", usr(6)),
    R("rec", "a", "en", 0, "sofia's user page", "user_details", usr(9)),
    R("rec", "a", "en", 0, "the health and safety guy", "user_details", usr(5)),
    R("rec", "a", "en", 0, "the edit form for emma laurent", "edit_user_details", usr(10)),
    R("rec", "a", "en", 0, "i need to change some details on lukas meyer's account", "edit_user_details", usr(8)),
    R("rec", "a", "en", 0, "carol viewer's page", "user_details", usr(3)),
    R("rec", "a", "en", 0, "bob's account page", "user_details", usr(2)),
    R("rec", "a", "en", 0, "open alice admin", "profile"),
    R("rec", "a", "en", 0, "the quality person who hasn't signed up yet", "user_details", usr(9)),
    R("rec", "a", "en", 0, "the colleague with the +1 713 number", "user_details", S),
    R("rec", "a", "en", 0, "frank castillo's page", "user_details", N),
    R("rec", "a", "en", 1, "tom's acount", "user_details", S),
    R("rec", "a", "en", 0, "the plant on rue de gerland", "site_details", site(1)),
    R("rec", "a", "en", 0, "our dutch site", "site_details", site(3)),
    R("rec", "a", "en", 0, "the texas refinery", "site_details", site(2)),
    R("rec", "a", "en", 0, "the site that runs on chicago time", "site_details", site(2)),
    R("rec", "a", "en", 0, "floor layout for the refinery", "floor_plans", site(2)),
    R("rec", "a", "en", 0, "the denver substation", "site_details", N),
    R("rec", "a", "en", 0, "the thermal camera model we use", "product_details", prod(6)),
    R("rec", "a", "en", 0, "the product made for rotating assets", "product_details", prod(5)),
    R("rec", "a", "en", 0, "polytron 8700 product page", "product_details", prod(3)),
    R("rec", "a", "en", 0, "the xam 5600 model", "product_details", prod(2)),
    R("rec", "a", "en", 0, "the model that takes thermocouple inputs", "product_details", prod(4)),
    R("rec", "a", "en", 0, "our lorawan gateway model", "product_details", prod(8)),
    R("rec", "a", "en", 0, "the swedish vendor", "manufacturer_details", mfr(3)),
    R("rec", "a", "en", 0, "our supplier from taiwan", "manufacturer_details", mfr(4)),
    R("rec", "a", "en", 0, "honeywell's vendor page", "manufacturer_details", mfr(1)),
    R("rec", "a", "en", 0, "the team that does calibration and repairs", "team_details", team(2)),
    R("rec", "a", "en", 0, "the audits team", "team_details", team(3)),
    R("rec", "a", "en", 0, "the 24/7 monitoring crew", "team_details", team(1)),
    R("rec", "a", "en", 0, "the hydrogen sulphide alarm", "alert_details", alert(2)),
    R("rec", "a", "en", 0, "the low battery warning on the rescue team portable", "alert_details", alert(3)),
    R("rec", "a", "en", 0, "the calibration-due notice for jetty 3", "alert_details", alert(5)),
    R("rec", "a", "en", 0, "the alarm bob is handling", "alert_details", alert(6)),
    R("rec", "a", "en", 0, "the only info-level alert we have", "alert_details", alert(5)),
    R("rec", "a", "en", 0, "the LEL alarm i closed out", "alert_details", alert(7)),
    R("rec", "a", "en", 0, "the alert about the loading dock not reporting", "alert_details", alert(4)),
    R("rec", "a", "en", 0, "the 42 ppm alarm", "alert_details", alert(1)),
    R("rec", "a", "en", 0, "the open critical alarm", "alert_details", S),
    R("rec", "a", "en", 0, "alarm #10", "alert_details", N),
    R("rec", "a", "en", 0, "the sensor head swap job", "work_order_details", wo(1)),
    R("rec", "a", "en", 0, "tom becker's ticket", "work_order_details", wo(1)),
    R("rec", "a", "en", 0, "priya's bump test job", "work_order_details", wo(3)),
    R("rec", "a", "en", 0, "the job that's past due and still open", "work_order_details", wo(4)),
    R("rec", "a", "en", 0, "the one ticket nobody is assigned to", "work_order_details", wo(6)),
    R("rec", "a", "en", 0, "the ticket about the PoE switch", "work_order_details", wo(4)),
    R("rec", "a", "en", 0, "the work order that mentions tanks T-12 and T-14", "work_order_details", wo(2)),
    R("rec", "a", "en", 0, "the finished low-priority job", "work_order_details", wo(5)),
    R("rec", "a", "en", 0, "hiroshi's work order", "work_order_details", wo(4)),
    R("rec", "a", "en", 0, "the ticket that's in progress", "work_order_details", wo(1)),
    R("rec", "a", "en", 0, "ticket #9", "work_order_details", N),
    R("rec", "a", "en", 0, "the 5,124 invoice", "invoice_detail", S),
    R("rec", "a", "en", 0, "the invoice from three months back", "invoice_detail", inv(4)),
    R("rec", "a", "en", 0, "our very first invoice", "invoice_detail", inv(1)),
    R("rec", "a", "en", 0, "the bill for 5237 euros", "invoice_detail", inv(6)),
    R("rec", "a", "en", 0, "the invoice right after the second 4,890 one", "invoice_detail", inv(3)),
    R("rec", "a", "en", 0, "the second most recent invoice", "invoice_detail", inv(5)),
    R("rec", "a", "en", 1, "the most recnt invoice", "invoice_detail", inv(6)),
    R("rec", "a", "en", 1, "the tank farm nort detector", "device_details", dev(9)),
    R("rec", "a", "en", 1, "hiroshi tanaka's acount page", "user_details", usr(7)),
    R("rec", "a", "en", 1, "the ticket assinged to priya", "work_order_details", wo(3)),
    R("rec", "a", "en", 1, "the swedish manufacurer", "manufacturer_details", mfr(3)),
    R("rec", "a", "en", 1, "the jety overview camera", "device_details", dev(27)),
    # records, alice, other languages
    R("rec", "a", "fr", 0, "ouvre la fiche du détecteur GS-1013", "device_details", dev(13)),
    R("rec", "a", "fr", 0, "la caméra de l'entrée principale à Lyon", "device_details", dev(25)),
    R("rec", "a", "fr", 0, "le profil de Priya Raman", "user_details", usr(6)),
    R("rec", "a", "fr", 0, "la facture d'il y a deux mois", "invoice_detail", inv(5)),
    R("rec", "a", "de", 0, "zeig mir den Sensor im Tanklager Nord", "device_details", dev(9)),
    R("rec", "a", "de", 0, "die Seite von Hiroshi Tanaka", "user_details", usr(7)),
    R("rec", "a", "de", 0, "das Gateway in Houston", "device_details", dev(29)),
    R("rec", "a", "de", 0, "den Auftrag zum Tausch des Sensorkopfs öffnen", "work_order_details", wo(1)),
    R("rec", "a", "es", 0, "abre el detector del almacén de disolventes", "device_details", dev(5)),
    R("rec", "a", "es", 0, "el perfil de tom okafor", "user_details", usr(5)),
    R("rec", "a", "es", 0, "la alarma de batería baja del portátil de rescate", "alert_details", alert(3)),
    R("rec", "a", "es", 0, "la terminal de rotterdam", "site_details", site(3)),
    R("rec", "a", "it", 0, "apri la scheda del GS-1010", "device_details", dev(10)),
    R("rec", "a", "it", 0, "il termometro della cella frigorifera", "device_details", dev(21)),
    R("rec", "a", "it", 0, "l'utente del reparto IT", "user_details", usr(7)),
    R("rec", "a", "it", 0, "il fornitore svedese", "manufacturer_details", mfr(3)),
    R("rec", "a", "nl", 0, "open de detector bij steiger 3", "device_details", dev(20)),
    R("rec", "a", "nl", 0, "de pagina van emma laurent", "user_details", usr(10)),
    R("rec", "a", "nl", 0, "de camera bij de hoofdpoort", "device_details", dev(25)),
    R("rec", "a", "pt", 0, "abre o sensor GS-1003", "device_details", dev(3)),
    R("rec", "a", "pt", 0, "a fatura mais antiga", "invoice_detail", inv(1)),
    R("rec", "a", "pt", 0, "a página do fabricante honeywell", "manufacturer_details", mfr(1)),
    # ---------------------------------------------------------------- records, dave
    R("rec", "d", "en", 0, "open gx5007", "device_details", dev(44)),
    R("rec", "d", "en", 0, "gxt 6003 please", "device_details", dev(38)),
    R("rec", "d", "en", 0, "Gxc-7001", "device_details", dev(39)),
    R("rec", "d", "en", 0, "the chlorination room detector", "device_details", dev(32)),
    R("rec", "d", "en", 0, "clearwell vent sensor page", "device_details", dev(35)),
    R("rec", "d", "en", 0, "the detector on the dosing pump skid", "device_details", dev(34)),
    R("rec", "d", "en", 0, "the hypochlorite tank sensor at leeds", "device_details", dev(53)),
    R("rec", "d", "en", 0, "the kiosk thermometer at leeds", "device_details", dev(57)),
    R("rec", "d", "en", 0, "the sensor on pump motor m2", "device_details", dev(56)),
    R("rec", "d", "en", 0, "the camera covering the substation yard", "device_details", dev(51)),
    R("rec", "d", "en", 0, "the north fence cam", "device_details", dev(40)),
    R("rec", "d", "en", 0, "the thermal camera watching transformer t1", "device_details", dev(49)),
    R("rec", "d", "en", 0, "denver's lte router", "device_details", dev(52)),
    R("rec", "d", "en", 0, "the detector reading 1350 ppm", "device_details", dev(44)),
    R("rec", "d", "en", 1, "the cabinet thermometer running at 48 degres", "device_details", dev(48)),
    R("rec", "d", "en", 0, "the sf6 sensor that's a firmware version behind the others", "device_details", dev(46)),
    R("rec", "d", "en", 0, "the chlorine detector that's offline", "device_details", dev(33)),
    R("rec", "d", "en", 0, "open the gis bay sf6 monitor", "device_details", S),
    R("rec", "d", "en", 0, "high-lift pump 2's thermometer", "device_details", dev(37)),
    R("rec", "d", "en", 0, "the camera whose storage is at 80 percent", "device_details", dev(58)),
    R("rec", "d", "en", 0, "the transformer camera that's in maintenance", "device_details", dev(50)),
    R("rec", "d", "en", 0, "the router with the worst signal", "device_details", dev(59)),
    R("rec", "d", "en", 0, "wet well chlorine trend", "device_telemetry", dev(54)),
    R("rec", "d", "en", 0, "readings off the chlorination room sensor", "device_telemetry", dev(32)),
    R("rec", "d", "en", 0, "calibration history of the chlorine store detector", "device_calibration", dev(31)),
    R("rec", "d", "en", 0, "config page for springfield router b", "device_configuration", dev(42)),
    R("rec", "d", "en", 0, "erin walsh's details", "user_details", usr(12)),
    R("rec", "d", "en", 0, "frank's user page", "user_details", usr(13)),
    R("rec", "d", "en", 0, "grace.liu@globex.example", "user_details", usr(14)),
    R("rec", "d", "en", 0, "whoever looks after finance", "user_details", usr(14)),
    R("rec", "d", "en", 0, "hector's account", "user_details", usr(15)),
    R("rec", "d", "en", 0, "the colleague with the leeds phone number", "user_details", usr(17)),
    R("rec", "d", "en", 0, "our deactivated operator", "user_details", usr(18)),
    R("rec", "d", "en", 0, "the compliance person", "user_details", usr(20)),
    R("rec", "d", "en", 0, "irene's edit page", "edit_user_details", usr(16)),
    R("rec", "d", "en", 0, "the dispatch team", "team_details", team(5)),
    R("rec", "d", "en", 0, "the crew that goes out to the stations", "team_details", team(4)),
    R("rec", "d", "en", 0, "bosch vendor page", "manufacturer_details", mfr(6)),
    R("rec", "d", "en", 0, "the lithuanian manufacturer", "manufacturer_details", mfr(8)),
    R("rec", "d", "en", 0, "the 8 megapixel turret camera model", "product_details", prod(14)),
    R("rec", "d", "en", 0, "the compact modbus gateway product", "product_details", prod(16)),
    R("rec", "d", "en", 0, "the battery wireless thermometer model", "product_details", prod(12)),
    R("rec", "d", "en", 0, "the chlorine alarm in the chlorination room", "alert_details", alert(8)),
    R("rec", "d", "en", 0, "the notice about firmware 7.06", "alert_details", alert(12)),
    R("rec", "d", "en", 0, "the hot spot alarm I resolved", "alert_details", alert(14)),
    R("rec", "d", "en", 0, "the gis bay 2 leak hunt", "work_order_details", wo(8)),
    R("rec", "d", "en", 0, "the job about the camera mount the storm moved", "work_order_details", wo(9)),
    R("rec", "d", "en", 0, "erin's completed ticket", "work_order_details", wo(12)),
    R("rec", "d", "en", 0, "the unassigned thermometer check", "work_order_details", wo(11)),
    R("rec", "d", "en", 0, "the invoice for 1,382", "invoice_detail", inv(12)),
    R("rec", "d", "en", 0, "the 1,299 invoice", "invoice_detail", S),
    R("rec", "d", "en", 0, "the invoice from four months ago", "invoice_detail", inv(9)),
    R("rec", "d", "en", 0, "the site on brighton blvd", "site_details", site(5)),
    R("rec", "d", "en", 0, "our uk station", "site_details", site(6)),
    R("rec", "d", "en", 0, "floor plans for the springfield water works", "floor_plans", site(4)),
    R("rec", "d", "en", 0, "cam-3003", "device_details", N),
    R("rec", "d", "en", 0, "tom okafor's page", "user_details", N),
    R("rec", "d", "en", 0, "the lyon plant", "site_details", N),
    R("rec", "d", "en", 0, "the transformer thermal camera", "device_details", S),
    R("rec", "d", "en", 0, "the springfield router", "device_details", S),
    R("rec", "d", "en", 1, "the hypochlorite tank sensr", "device_details", dev(53)),
    R("rec", "d", "en", 1, "the nroth fence camera", "device_details", dev(40)),
    R("rec", "d", "en", 1, "leo fischers page", "user_details", usr(17)),
    R("rec", "d", "de", 0, "der Chlorsensor im Nassschacht", "device_details", dev(54)),
    R("rec", "d", "es", 0, "el router de la estación de leeds", "device_details", dev(60)),
    # ---------------------------------------------------------------- records, bob
    R("rec", "b", "en", 0, "my open ticket", "work_order_details", wo(2)),
    R("rec", "b", "en", 0, "gs 1011 config", "device_configuration", dev(11)),
    R("rec", "b", "en", 0, "the flare cam video alarm", "alert_details", alert(6)),
    R("rec", "b", "en", 0, "tom becker's page", "user_details", usr(4)),
    R("rec", "b", "en", 0, "rotterdam gateway", "device_details", dev(30)),
    R("rec", "b", "en", 1, "telemtry for the loading dock x-am", "device_telemetry", dev(4)),
    R("rec", "b", "en", 0, "bob operator", "profile"),
    R("rec", "b", "en", 0, "the gateway upgrade job i finished", "work_order_details", wo(5)),
    R("rec", "b", "en", 0, "gx-5001", "device_details", N),
    R("rec", "b", "fr", 0, "le capteur GS-1002", "device_details", dev(2)),
    # ---------------------------------------------------------------- records, carol
    R("rec", "c", "en", 0, "the polytron in reactor hall a", "device_details", dev(2)),
    R("rec", "c", "en", 0, "okafor's page", "user_details", usr(5)),
    R("rec", "c", "en", 0, "my team's page", "team_details", team(3)),
    R("rec", "c", "en", 0, "calibration history for gs 1020", "device_calibration", dev(20)),
    R("rec", "c", "en", 0, "the info alert about calibration", "alert_details", alert(5)),
    R("rec", "c", "en", 0, "hector alvarez", "user_details", N),
    R("rec", "c", "en", 0, "carol@acme.example", "profile"),
    R("rec", "c", "en", 1, "the camra at the houston flare", "device_details", dev(26)),
    R("rec", "c", "it", 0, "la pagina di Sofia Marchetti", "user_details", usr(9)),
    # ---------------------------------------------------------------- questions, alice
    R("q", "a", "en", 0, "which of our sensors have dropped offline", "device_list"),
    R("q", "a", "en", 0, "anything not reporting at the rotterdam terminal?", "device_list", site(3)),
    R("q", "a", "en", 0, "how many devices are installed at houston", "device_list", site(2)),
    R("q", "a", "en", 0, "list whatever's in maintenance mode", "device_list"),
    R("q", "a", "en", 0, "do we have critical alarms open at the moment", "alerts_inbox"),
    R("q", "a", "en", 0, "how many warnings has nobody acknowledged", "alerts_inbox"),
    R("q", "a", "en", 0, "which alerts got resolved", "alerts_inbox"),
    R("q", "a", "en", 0, "what jobs does priya have", "work_orders", usr(6)),
    R("q", "a", "en", 0, "anything urgent among the tickets?", "work_orders"),
    R("q", "a", "en", 0, "what's assigned to hiroshi", "work_orders", usr(7)),
    R("q", "a", "en", 0, "which jobs are underway", "work_orders"),
    R("q", "a", "en", 0, "do i have any work orders", "work_orders", usr(1)),
    R("q", "a", "en", 0, "what do we buy from honeywell", "product_catalog", mfr(1)),
    R("q", "a", "en", 0, "which advantech models are in the catalog", "product_catalog", mfr(4)),
    R("q", "a", "en", 0, "who is on the safety & compliance team", "user_list", team(3)),
    R("q", "a", "en", 0, "who are the admins here", "user_list"),
    R("q", "a", "en", 0, "how many read-only users do we have", "user_list"),
    R("q", "a", "en", 0, "what's the street address of the houston refinery", "site_details", site(2)),
    R("q", "a", "en", 0, "which time zone is the rotterdam terminal in", "site_details", site(3)),
    R("q", "a", "en", 0, "what firmware is gs-1016 on", "device_details", dev(16)),
    R("q", "a", "en", 0, "how much charge is left on the shift lead's portable", "device_details", dev(7)),
    R("q", "a", "en", 0, "what LEL is the hydrotreater seeing right now", "device_telemetry", dev(12)),
    R("q", "a", "en", 0, "how cold is cold room 1", "device_telemetry", dev(21)),
    R("q", "a", "en", 0, "is the flare stack thermal camera online", "device_details", dev(26)),
    R("q", "a", "en", 0, "when's jetty 3 due for its next calibration", "device_calibration", dev(20)),
    R("q", "a", "en", 0, "when is the sensor head job due", "work_order_details", wo(1)),
    R("q", "a", "en", 0, "who's doing the bump test job for the rescue team", "work_order_details", wo(3)),
    R("q", "a", "en", 0, "what's the status of the PoE switch ticket", "work_order_details", wo(4)),
    R("q", "a", "en", 0, "how many BW Ultras are installed", "product_details", prod(1)),
    R("q", "a", "en", 0, "who's on call this weekend", "on_call_schedule"),
    R("q", "a", "en", 0, "which houston detectors are out of compliance", "compliance_reports"),
    R("q", "a", "en", 0, "how much power did rotterdam use last month", "energy_usage_analytics"),
    R("q", "a", "en", 0, "do we have spare batteries for the portables", "spare_parts_inventory"),
    R("q", "a", "en", 0, "who deleted a device yesterday", "audit_log"),
    R("q", "a", "en", 0, "how close are we to the API quota", "api_usage"),
    R("q", "a", "en", 0, "which plan are we paying for", "organization_billing"),
    R("q", "a", "en", 0, "is the platform down or is it just me", "system_status"),
    R("q", "a", "en", 0, "what changed in the latest version of the console", "release_notes"),
    R("q", "a", "en", 0, "what inspections are coming up next week", "maintenance_schedule"),
    R("q", "a", "en", 0, "what past gas leaks can i review", "incident_history"),
    R("q", "a", "en", 0, "which reports go out every monday", "scheduled_reports"),
    R("q", "a", "en", 0, "which of our alert rules are critical", "alert_rules"),
    R("q", "a", "en", 0, "is the bearing overheating rule switched on", "alert_rules"),
    R("q", "a", "en", 0, "which alerts are open at the houston refinery", "site_details", site(2)),
    R("q", "a", "en", 0, "any open work orders in rotterdam", "site_details", site(3)),
    R("q", "a", "en", 0, "how many devices run on the polytron", "product_details", prod(3)),
    R("q", "a", "en", 0, "which vendors do we buy from", "manufacturers"),
    R("q", "a", "en", 0, "how many teams have we got", "teams"),
    R("q", "a", "en", 0, "where are all our facilities", "site_list"),
    R("q", "a", "en", 0, "how many products sit under gas sensors", "product_categories"),
    R("q", "a", "en", 0, "do we owe anything on our bills", "organization_billing"),
    R("q", "a", "en", 0, "which roles are allowed to delete devices", "roles_permissions"),
    R("q", "a", "en", 0, "are any webhook deliveries failing", "webhooks"),
    R("q", "a", "en", 0, "is slack hooked up", "integrations"),
    R("q", "a", "en", 0, "which sensors went dark at houston", "device_list", site(2)),
    R("q", "a", "en", 0, "what department is lukas meyer in", "user_details", usr(8)),
    R("q", "a", "en", 0, "what's sofia's e-mail address", "user_details", usr(9)),
    R("q", "a", "en", 0, "who leads the maintenance team", "team_details", team(2)),
    R("q", "a", "en", 0, "who makes the q1961", "product_details", prod(6)),
    R("q", "a", "en", 0, "how do i reach axis support", "manufacturer_details", mfr(3)),
    R("q", "a", "en", 0, "how long do we keep raw telemetry", "data_retention_settings"),
    R("q", "a", "en", 0, "is single sign-on enforced for everyone", "sso_settings"),
    R("q", "a", "en", 0, "which devices sit at the lyon plant", "device_list", site(1)),
    R("q", "a", "en", 0, "how many levels does a critical alarm escalate through", "escalation_policies"),
    R("q", "a", "en", 0, "which personal tokens do i have and when do they expire", "api_tokens"),
    R("q", "a", "en", 0, "on which devices am i still logged in", "active_sessions"),
    R("q", "a", "en", 1, "wich detectors are ofline at lyon", "device_list", site(1)),
    R("q", "a", "en", 1, "how many alarms are still unacknowleged", "alerts_inbox"),
    R("q", "a", "en", 1, "whats the adress of the rotterdam terminal", "site_details", site(3)),
    R("q", "a", "en", 1, "who's on call tonite for the control room", "on_call_schedule"),
    R("q", "a", "en", 1, "what's tom beckers phone numbr", "user_details", usr(4)),
    R("q", "a", "en", 1, "which tickets are overdeu", "work_orders"),
    R("q", "a", "en", 1, "how much energy did the lyon plant use this quater", "energy_usage_analytics"),
    R("q", "a", "en", 1, "how many x-am 5600s do we have instaled", "product_details", prod(2)),
    # questions, alice, other languages
    R("q", "a", "fr", 0, "combien de capteurs sont hors ligne à Lyon ?", "device_list", site(1)),
    R("q", "a", "fr", 0, "quelles alertes critiques sont encore ouvertes", "alerts_inbox"),
    R("q", "a", "de", 0, "Welche Aufträge hat Tom Becker?", "work_orders", usr(4)),
    R("q", "a", "de", 0, "Wer hat heute Nacht Rufbereitschaft?", "on_call_schedule"),
    R("q", "a", "es", 0, "¿qué dispositivos están en mantenimiento?", "device_list"),
    R("q", "a", "es", 0, "¿cuál es la dirección de la refinería de Houston?", "site_details", site(2)),
    R("q", "a", "it", 0, "quali prodotti abbiamo da Dräger?", "product_catalog", mfr(2)),
    R("q", "a", "it", 0, "quanta batteria ha il GS-1019?", "device_details", dev(19)),
    R("q", "a", "nl", 0, "welke meldingen zijn nog niet bevestigd", "alerts_inbox"),
    R("q", "a", "nl", 0, "wie zitten er in het onderhoudsteam", "user_list", team(2)),
    R("q", "a", "pt", 0, "quantos dispositivos temos em Roterdão?", "device_list", site(3)),
    R("q", "a", "pt", 0, "qual é o firmware do GW-4003?", "device_details", dev(30)),
    R("q", "a", "de", 0, "Wie viel Strom hat Houston letzten Monat verbraucht?", "energy_usage_analytics"),
    # ---------------------------------------------------------------- questions, dave
    R("q", "d", "en", 0, "which routers have gone offline", "device_list"),
    R("q", "d", "en", 0, "is anything down at leeds", "device_list", site(6)),
    R("q", "d", "en", 0, "how many sensors does the denver substation have", "device_list", site(5)),
    R("q", "d", "en", 0, "what is erin working on", "work_orders", usr(12)),
    R("q", "d", "en", 0, "which tickets are high priority", "work_orders"),
    R("q", "d", "en", 0, "what do we get from siemens", "product_catalog", mfr(5)),
    R("q", "d", "en", 0, "who belongs to field service", "user_list", team(4)),
    R("q", "d", "en", 0, "what's the chlorine level in the wet well", "device_telemetry", dev(54)),
    R("q", "d", "en", 0, "what time zone is leeds on", "site_details", site(6)),
    R("q", "d", "en", 0, "which of our invoices are unpaid", "organization_billing"),
    R("q", "d", "en", 0, "open alarms at springfield?", "site_details", site(4)),
    R("q", "d", "en", 0, "what firmware does gxw-8002 run", "device_details", dev(42)),
    R("q", "d", "en", 0, "who picks up alarms on sunday", "on_call_schedule"),
    R("q", "d", "en", 0, "which globex detectors need calibrating soon", "compliance_reports"),
    R("q", "d", "en", 1, "how many cameras are at springfeild", "device_list", site(4)),
    R("q", "d", "en", 1, "whats frank castillos department", "user_details", usr(13)),
    # ---------------------------------------------------------------- questions, bob
    R("q", "b", "en", 0, "what tickets are on my plate", "work_orders", usr(2)),
    R("q", "b", "en", 0, "how's the signal on the houston gateway", "device_telemetry", dev(29)),
    R("q", "b", "en", 0, "what maintenance is planned this week", "maintenance_schedule"),
    R("q", "b", "en", 0, "are we running low on sensor cells", "spare_parts_inventory"),
    R("q", "b", "en", 0, "is anything offline at lyon", "device_list", site(1)),
    R("q", "b", "en", 1, "which alarms are critcal right now", "alerts_inbox"),
    # ---------------------------------------------------------------- questions, carol
    R("q", "c", "en", 0, "how many cameras are offline", "device_list"),
    R("q", "c", "en", 0, "who's in the control room team", "user_list", team(1)),
    R("q", "c", "en", 0, "did the houston gateway upgrade get done", "work_order_details", wo(5)),
    R("q", "c", "en", 0, "are we behind on any bump tests fleet-wide", "compliance_reports"),
    R("q", "c", "en", 0, "what's alarming right now", "alerts_inbox"),
    R("q", "c", "en", 0, "after how long does an unacked alarm go to the next person", "escalation_policies"),
    R("q", "c", "en", 0, "where is the rotterdam terminal exactly, i need the address", "site_details", site(3)),
    R("q", "c", "en", 1, "whose on the maintenence team", "user_list", team(2)),
    # ---------------------------------------------------------------- denied, carol
    R("den", "c", "en", 0, "i'd like to look at our billing", "organization_billing"),
    R("den", "c", "en", 0, "open last month's invoice", "invoice_detail", inv(6)),
    R("den", "c", "en", 0, "compare the plans we could switch to", "subscription_plans"),
    R("den", "c", "en", 0, "show me who changed what in the audit trail", "audit_log"),
    R("den", "c", "en", 0, "i need to onboard a new gas detector", "onboard_device"),
    R("den", "c", "en", 0, "bulk upload devices from a csv", "bulk_device_import"),
    R("den", "c", "en", 0, "open the configuration of gs-1006", "device_configuration", dev(6)),
    R("den", "c", "en", 0, "start a firmware campaign for the gateways", "firmware_updates"),
    R("den", "c", "en", 0, "add a new device model to the catalog", "register_product"),
    R("den", "c", "en", 0, "set up a new site for the antwerp warehouse", "create_site"),
    R("den", "c", "en", 0, "i want to define an alarm rule", "create_alert_rule"),
    R("den", "c", "en", 0, "raise a new maintenance job", "create_work_order"),
    R("den", "c", "en", 0, "build a custom report of alarms per site", "custom_report_builder"),
    R("den", "c", "en", 0, "export last week's readings as csv", "data_export"),
    R("den", "c", "en", 0, "edit tom okafor's details", "edit_user_details", usr(5)),
    R("den", "c", "en", 0, "invite a new colleague", "invite_user"),
    R("den", "c", "en", 0, "what can each role do", "roles_permissions"),
    R("den", "c", "en", 0, "change the viewer role's permissions", "edit_role"),
    R("den", "c", "en", 0, "invitations nobody has accepted yet", "pending_invitations"),
    R("den", "c", "en", 0, "where are the company-wide settings", "manage_organization"),
    R("den", "c", "en", 0, "our webhook endpoints", "webhooks"),
    R("den", "c", "en", 0, "the page to decommission gs-1004", "decommission_device", dev(4)),
    R("den", "c", "en", 0, "api call volume this month", "api_usage"),
    R("den", "c", "en", 0, "how is single sign-on configured", "sso_settings"),
    R("den", "c", "en", 0, "our brand colours and logo", "branding_settings"),
    R("den", "c", "en", 0, "how long is our data retained", "data_retention_settings"),
    R("den", "c", "en", 0, "which integrations are connected", "integrations"),
    R("den", "c", "en", 1, "i want to see the invoce for 5,189", "invoice_detail", inv(5)),
    R("den", "c", "en", 1, "upgrde our subscription", "subscription_plans"),
    R("den", "c", "fr", 0, "je voudrais voir nos factures", "organization_billing"),
    R("den", "c", "es", 0, "exportar los datos de alarmas", "data_export"),
    R("den", "c", "it", 0, "configurazione del GS-1009", "device_configuration", dev(9)),
    # ---------------------------------------------------------------- denied, bob
    R("den", "b", "en", 0, "let me see our invoices", "organization_billing"),
    R("den", "b", "en", 0, "the 5,124 invoice from four months ago", "invoice_detail", inv(3)),
    R("den", "b", "en", 0, "we need a bigger plan, where do i upgrade", "subscription_plans"),
    R("den", "b", "en", 0, "who changed the alarm threshold yesterday", "audit_log"),
    R("den", "b", "en", 0, "edit priya's phone number", "edit_user_details", usr(6)),
    R("den", "b", "en", 0, "invite a new technician", "invite_user"),
    R("den", "b", "en", 0, "what are operators allowed to do", "roles_permissions"),
    R("den", "b", "en", 0, "give operators export rights", "edit_role"),
    R("den", "b", "en", 0, "outstanding invitations", "pending_invitations"),
    R("den", "b", "en", 0, "which page retires the tank pit sensor", "decommission_device", dev(19)),
    R("den", "b", "en", 0, "change the org's time zone", "manage_organization"),
    R("den", "b", "en", 0, "set up a custom domain for our console", "branding_settings"),
    R("den", "b", "en", 0, "keep telemetry for three years", "data_retention_settings"),
    R("den", "b", "en", 0, "set up okta login", "sso_settings"),
    R("den", "b", "en", 0, "connect pagerduty", "integrations"),
    R("den", "b", "en", 0, "add a webhook url", "webhooks"),
    R("den", "b", "en", 0, "how many api calls did we make this month", "api_usage"),
    R("den", "b", "en", 1, "the edit form for tom beker", "edit_user_details", usr(4)),
    R("den", "b", "en", 1, "audit trial for last week", "audit_log"),
    R("den", "b", "de", 0, "einen neuen Benutzer einladen", "invite_user"),
    R("den", "b", "nl", 0, "de instellingen van de organisatie", "manage_organization"),
    # ---------------------------------------------------------------- unclear
    R("unc", "a", "en", 0, "can you sort this out for me", None),
    R("unc", "a", "en", 0, "it's broken again", None),
    R("unc", "a", "en", 0, "hmm ok", None),
    R("unc", "a", "en", 0, "what's the capital of australia", None),
    R("unc", "a", "en", 0, "translate gas leak into japanese", None),
    R("unc", "a", "en", 0, "write me a cover letter", None),
    R("unc", "a", "en", 0, "what's 17 times 23", None),
    R("unc", "a", "en", 0, "asdkjh qweoiu", None),
    R("unc", "a", "en", 0, "thanks, that's everything", None),
    R("unc", "a", "en", 0, "good morning!", None),
    R("unc", "a", "en", 0, "are you a real person", None),
    R("unc", "a", "en", 0, "play something relaxing", None),
    R("unc", "a", "en", 0, "book a taxi to the houston refinery", None),
    R("unc", "a", "en", 0, "send flowers to priya for her birthday", None),
    R("unc", "a", "en", 0, "what's honeywell's share price today", None),
    R("unc", "a", "en", 0, "recommend a restaurant in lyon for friday", None),
    R("unc", "a", "en", 0, "how do i make sourdough", None),
    R("unc", "a", "en", 0, "the usual please", None),
    R("unc", "a", "en", 0, "same as yesterday", None),
    R("unc", "a", "en", 0, "numbers", None),
    R("unc", "a", "en", 0, "change it", None),
    R("unc", "a", "en", 0, "what's the euro to dollar rate", None),
    R("unc", "a", "en", 0, "schedule a dentist appointment", None),
    R("unc", "a", "en", 0, "who won the world cup in 2018", None),
    R("unc", "a", "en", 0, "lol", None),
    R("unc", "a", "en", 0, "make it faster", None),
    R("unc", "a", "en", 0, "devices i guess", None),
    R("unc", "a", "en", 0, "can you look into that thing from earlier", None),
    R("unc", "a", "en", 0, "do the rest", None),
    R("unc", "a", "en", 1, "wat", None),
    R("unc", "a", "en", 1, "plz hlep", None),
    R("unc", "a", "fr", 0, "bonjour, ça va ?", None),
    R("unc", "a", "de", 0, "wie wird das Wetter morgen in Rotterdam", None),
    R("unc", "a", "es", 0, "cuéntame un chiste", None),
    R("unc", "a", "it", 0, "boh, fai tu", None),
    R("unc", "a", "nl", 0, "ik weet het even niet meer", None),
    R("unc", "a", "pt", 0, "me ajuda com isso aí", None),
    R("unc", "d", "en", 0, "rent a crane for the denver substation", None),
    R("unc", "d", "en", 0, "how did the broncos do last night", None),
    R("unc", "d", "en", 0, "ok cool thanks", None),
    R("unc", "b", "en", 0, "can you cover my shift on friday", None),
    R("unc", "b", "en", 0, "ugh not again", None),
    R("unc", "c", "en", 0, "does tom okafor take sugar in his coffee", None),
    # ---------------------------------------------------------------- plain navigation
    R("nav", "a", "en", 0, "take me back to the home screen", "main_dashboard"),
    R("nav", "a", "en", 0, "open my notification bell", "notifications"),
    R("nav", "a", "en", 0, "i want to search for something across the whole console", "global_search"),
    R("nav", "a", "en", 0, "where's the knowledge base", "help_center"),
    R("nav", "a", "en", 0, "i'd like to update my own details", "edit_profile"),
    R("nav", "a", "en", 0, "my account page", "profile"),
    R("nav", "a", "en", 0, "i need a new password", "change_password"),
    R("nav", "a", "en", 0, "how do i turn on two-step login", "two_factor_setup"),
    R("nav", "a", "en", 0, "take me to the map of all our sensors", "device_map"),
    R("nav", "a", "en", 0, "where are device groups managed", "device_groups"),
    R("nav", "a", "en", 0, "i want to add a single new sensor", "onboard_device"),
    R("nav", "a", "en", 0, "upload a spreadsheet full of devices", "bulk_device_import"),
    R("nav", "a", "en", 0, "show me the firmware campaigns", "firmware_updates"),
    R("nav", "a", "en", 0, "the list of device models we use", "product_catalog"),
    R("nav", "a", "en", 0, "i want to register a new product", "register_product"),
    R("nav", "a", "en", 0, "list of vendors", "manufacturers"),
    R("nav", "a", "en", 0, "how are products grouped into categories", "product_categories"),
    R("nav", "a", "en", 0, "add a new location", "create_site"),
    R("nav", "a", "en", 0, "open the alarm list", "alerts_inbox"),
    R("nav", "a", "en", 0, "the page with all the alarm thresholds", "alert_rules"),
    R("nav", "a", "en", 0, "set up a new alarm rule", "create_alert_rule"),
    R("nav", "a", "en", 0, "archive of old incidents", "incident_history"),
    R("nav", "a", "en", 0, "show me the escalation setup", "escalation_policies"),
    R("nav", "a", "en", 0, "the tickets page", "work_orders"),
    R("nav", "a", "en", 0, "i need a blank work order", "create_work_order"),
    R("nav", "a", "en", 0, "the report library", "reports"),
    R("nav", "a", "en", 0, "i want to make my own report", "custom_report_builder"),
    R("nav", "a", "en", 0, "take me to the emailed reports", "scheduled_reports"),
    R("nav", "a", "en", 0, "where do i download raw data", "data_export"),
    R("nav", "a", "en", 0, "teams overview", "teams"),
    R("nav", "a", "en", 0, "the people directory", "user_list"),
    R("nav", "a", "en", 0, "i want to invite somebody", "invite_user"),
    R("nav", "a", "en", 0, "white label settings", "branding_settings"),
    R("nav", "a", "en", 0, "go to the sso config", "sso_settings"),
    R("nav", "a", "en", 0, "the roles page", "roles_permissions"),
    R("nav", "a", "en", 0, "open the subscription page", "subscription_plans"),
    R("nav", "a", "en", 1, "take me to the maintenence calendar", "maintenance_schedule"),
    R("nav", "a", "en", 1, "spare prats stock", "spare_parts_inventory"),
    R("nav", "a", "en", 1, "open the complaince reports", "compliance_reports"),
    R("nav", "a", "en", 1, "my notifcation settings", "notification_preferences"),
    R("nav", "a", "fr", 0, "ouvre le tableau de bord", "main_dashboard"),
    R("nav", "a", "de", 0, "Wartungskalender öffnen", "maintenance_schedule"),
    R("nav", "a", "es", 0, "llévame al mapa de dispositivos", "device_map"),
    R("nav", "a", "it", 0, "apri la libreria dei report", "reports"),
    R("nav", "a", "nl", 0, "ga naar de voorraad reserveonderdelen", "spare_parts_inventory"),
    R("nav", "a", "pt", 0, "abrir as minhas notificações", "notifications"),
    R("nav", "d", "en", 0, "globex energy charts", "energy_usage_analytics"),
    R("nav", "d", "en", 0, "take me to the status page of the platform", "system_status"),
    R("nav", "d", "en", 0, "where are my api tokens", "api_tokens"),
    R("nav", "b", "en", 0, "i want to see the release notes", "release_notes"),
    R("nav", "b", "en", 0, "where do i see my active logins", "active_sessions"),
    R("nav", "c", "en", 0, "sites overview", "site_list"),
    R("nav", "c", "en", 0, "open the on-call rota", "on_call_schedule"),
    R("nav", "c", "en", 0, "where's the help section", "help_center"),
    # ---------------------------------------------------------------- changes no tool makes
    R("chg", "a", "en", 0, "turn off sms for warning alarms", "notification_preferences"),
    R("chg", "a", "en", 0, "mute alert emails between 10pm and 6am", "notification_preferences"),
    R("chg", "a", "en", 0, "revoke my token called ci-deploy", "api_tokens"),
    R("chg", "a", "en", 0, "sign me out of the laptop i used in houston", "active_sessions"),
    R("chg", "a", "en", 0, "set the console's primary colour to #0044aa", "branding_settings"),
    R("chg", "a", "en", 0, "rename the org to Acme Industrial Group", "manage_organization"),
    R("chg", "a", "en", 0, "make UTC the org's default time zone", "manage_organization"),
    R("chg", "a", "en", 0, "keep raw telemetry for 90 days only", "data_retention_settings"),
    R("chg", "a", "en", 0, "switch us to the professional plan", "subscription_plans"),
    R("chg", "a", "en", 0, "add sofia to the maintenance team", "team_details", team(2)),
    R("chg", "a", "en", 0, "take priya off the control room team", "team_details", team(1)),
    R("chg", "a", "en", 0, "resend emma's invitation", "pending_invitations"),
    R("chg", "a", "en", 0, "disable the bearing overheating rule", "alert_rules"),
    R("chg", "a", "en", 0, "switch off the H2S high rule over the weekend", "alert_rules"),
    R("chg", "a", "en", 0, "put GS-1004 and GS-1006 into a group called lyon portables", "device_groups"),
    R("chg", "a", "en", 0, "roll out firmware 5.2.1 to every x-am 5600", "firmware_updates"),
    R("chg", "a", "en", 0, "rename the gas sensors category to gas detectors", "product_categories"),
    R("chg", "a", "en", 0, "email the uptime report to carol every friday at 8", "scheduled_reports"),
    R("chg", "a", "en", 0, "mark the sensor head job as done", "work_order_details", wo(1)),
    R("chg", "a", "en", 0, "reassign the rescue team bump test to tom becker", "work_order_details", wo(3)),
    R("chg", "a", "en", 0, "close the calibration due alert on jetty 3, it's been done", "alert_details", alert(5)),
    R("chg", "a", "en", 0, "log a passed bump test for gs-1015 today", "device_calibration", dev(15)),
    R("chg", "a", "en", 0, "escalate unacked critical alarms to the control room after 5 minutes", "escalation_policies"),
    R("chg", "a", "en", 0, "put priya on call next tuesday night", "on_call_schedule"),
    R("chg", "a", "en", 0, "connect our slack channel #gas-alarms", "integrations"),
    R("chg", "a", "en", 0, "send new alerts to https://hooks.acme.example/alerts", "webhooks"),
    R("chg", "a", "en", 0, "add a note on the h2s alarm: gas team en route", "alert_details", alert(2)),
    R("chg", "a", "en", 1, "stop emailng me about info alerts", "notification_preferences"),
    R("chg", "a", "en", 1, "cancle sofia marchetti's invite", "pending_invitations"),
    R("chg", "a", "en", 1, "let viewers see the audit log too, change there permisions", "edit_role"),
    R("chg", "a", "fr", 0, "désactive les SMS pour les alertes d'information", "notification_preferences"),
    R("chg", "a", "de", 0, "Telemetrie nur 30 Tage aufbewahren", "data_retention_settings"),
    R("chg", "a", "es", 0, "añade a Emma al equipo de mantenimiento", "team_details", team(2)),
    R("chg", "d", "en", 0, "make hector the on-call for the weekend night shift", "on_call_schedule"),
    R("chg", "d", "en", 0, "rename the gateways category to lte routers", "product_categories"),
    R("chg", "d", "en", 0, "mark erin's camera re-align job as finished", "work_order_details", wo(9)),
    R("chg", "d", "en", 0, "keep alert history for five years", "data_retention_settings"),
    R("chg", "b", "en", 0, "hand the rescue team bump test over to tom", "work_order_details", wo(3)),
    R("chg", "b", "en", 0, "put gs-1015 and gs-1016 in a jetty group", "device_groups"),
    R("chg", "c", "en", 0, "stop push notifications for info alerts on my phone", "notification_preferences"),
    R("chg", "c", "en", 0, "revoke my old api token named laptop", "api_tokens"),
    # ---------------------------------------------------------------- execution, alice
    R("exec", "a", "en", 0, "decommission gs-1017, it's been replaced", "!decommission_device"),
    R("exec", "a", "en", 0, "acknowledge the h2s alert on gs-1008", "!acknowledge_alert"),
    R("exec", "a", "en", 0, "ack alert 3", "!acknowledge_alert"),
    R("exec", "a", "en", 0, "rename GS-1019 to Tank pit 4 north", "!update_device"),
    R("exec", "a", "en", 0, "move TH-2001 to the houston refinery", "!update_device"),
    R("exec", "a", "en", 0, "set gs-1012's reporting interval to 10 seconds", "!update_device"),
    R("exec", "a", "en", 0, "put cam-3001 into maintenance", "!update_device"),
    R("exec", "a", "en", 0, "invite marc.dupont@acme.example as a viewer, his name is Marc Dupont", "!invite_user"),
    R("exec", "a", "en", 0, "promote priya raman to admin", "!update_user"),
    R("exec", "a", "en", 0, "change tom okafor's department to Quality", "!update_user"),
    R("exec", "a", "en", 0, "deactivate emma laurent's account", "!deactivate_user"),
    R("exec", "a", "en", 0, "create a site called Antwerp depot at Haven 1025, 2030 Antwerpen, time zone Europe/Brussels", "!create_site"),
    R("exec", "a", "en", 0, "onboard serial GS-1021, an x-am 5600, at the rotterdam terminal", "!onboard_device"),
    R("exec", "a", "en", 0, "register a Polytron 6100 from Dräger under gas sensors", "!register_product"),
    R("exec", "a", "en", 0, "change the BW Ultra's description to portable 4-gas detector with a 24 h battery", "!update_product"),
    R("exec", "a", "en", 0, "new rule: critical when o2 drops below 19.5% on the BW Ultra", "!create_alert_rule"),
    R("exec", "a", "en", 0, "open a high priority work order for GS-1004 to replace the battery, due friday, assign tom becker", "!create_work_order"),
    R("exec", "a", "en", 0, "create a low priority ticket 'inspect camera housing' on cam-3003 due 30 june", "!create_work_order"),
    R("exec", "a", "en", 0, "acknowledge the loading dock alarm", "!acknowledge_alert"),
    R("exec", "a", "en", 0, "change hiroshi's phone to +33 4 72 10 20 19", "!update_user"),
    R("exec", "a", "en", 0, "rename gs-1002 to Reactor hall A east", "!update_device"),
    R("exec", "a", "en", 0, "rename the product WISE-2410 to WISE-2410 v2", "!update_product"),
    R("exec", "a", "en", 1, "decomission the loading dock detector gs-1004", "!decommission_device"),
    R("exec", "a", "en", 1, "acknowlege the co alarm on tank farm north", "!acknowledge_alert"),
    R("exec", "a", "en", 1, "set lukas meyers role to viewer", "!update_user"),
    R("exec", "a", "fr", 0, "acquitte l'alarme H2S du GS-1008", "!acknowledge_alert"),
    R("exec", "a", "de", 0, "GS-1006 in den Wartungsmodus setzen", "!update_device"),
    R("exec", "a", "es", 0, "renombra el GS-1015 a Muelle 1 norte", "!update_device"),
    R("exec", "a", "it", 0, "disattiva l'account di Emma Laurent", "!deactivate_user"),
    R("exec", "a", "nl", 0, "maak een site aan: Antwerpen depot, Havenweg 12, Antwerpen, tijdzone Europe/Brussels", "!create_site"),
    R("exec", "a", "pt", 0, "reconhece o alerta 4", "!acknowledge_alert"),
    # ---------------------------------------------------------------- execution, dave
    R("exec", "d", "en", 0, "decommission gxt-6006", "!decommission_device"),
    R("exec", "d", "en", 0, "ack the sf6 alarm on gx-5007", "!acknowledge_alert"),
    R("exec", "d", "en", 0, "acknowledge alert 11", "!acknowledge_alert"),
    R("exec", "d", "en", 0, "rename gxw-8002 to springfield backup router", "!update_device"),
    R("exec", "d", "en", 0, "set gx-5011 to maintenance", "!update_device"),
    R("exec", "d", "en", 0, "invite nora.kim@globex.example as an operator in field service, name Nora Kim", "!invite_user"),
    R("exec", "d", "en", 0, "make grace liu an operator", "!update_user"),
    R("exec", "d", "en", 0, "deactivate leo fischer", "!deactivate_user"),
    R("exec", "d", "en", 0, "create a site Aurora reservoir at 15151 E Alameda Pkwy, Aurora, CO 80017, timezone America/Denver", "!create_site"),
    R("exec", "d", "en", 0, "onboard GX-5013, a GasGuard Cl2, at the leeds pumping station", "!onboard_device"),
    R("exec", "d", "en", 0, "register product Sitrans TH400 by Siemens in thermometers", "!register_product"),
    R("exec", "d", "en", 0, "update the TRB245 description to compact LTE gateway for Modbus and M-Bus", "!update_product"),
    R("exec", "d", "en", 0, "warning rule when temperature goes above 40 on the sitrans th320", "!create_alert_rule"),
    R("exec", "d", "en", 0, "work order for GX-5009: check the SF6 reading, medium priority, due next monday, assign frank", "!create_work_order"),
    R("exec", "d", "en", 1, "move gxt-6004 to the leeds pumping staton", "!update_device"),
    R("exec", "d", "en", 0, "change erin walsh's phone to +1 217 555 0199 pls", "!update_user"),
    # ---------------------------------------------------------------- execution, bob
    R("exec", "b", "en", 0, "rename gs-1010 to Tank farm south east", "!update_device"),
    R("exec", "b", "en", 0, "set the sampling interval on gs-1005 to 5 seconds", "!update_device"),
    R("exec", "b", "en", 0, "acknowledge the battery alert on gs-1014", "!acknowledge_alert"),
    R("exec", "b", "en", 0, "ticket for TH-2002: check bearing lubrication, high priority, due tomorrow, assign me", "!create_work_order"),
    R("exec", "b", "en", 0, "onboard GW-4004, a WISE-6610 gateway, at the lyon plant", "!onboard_device"),
    R("exec", "b", "en", 0, "add a site named Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris", "!create_site"),
    R("exec", "b", "en", 0, "rule for the X-am 5600: warning if co goes over 25 ppm", "!create_alert_rule"),
    R("exec", "b", "en", 0, "register a camera model Q1656-B from Axis Communications in cameras", "!register_product"),
    R("exec", "b", "en", 1, "acknowlege the loading dock warning", "!acknowledge_alert"),
]

# colliding wording -> new wording (filled from the check's report)
REWORDED: dict[str, str] = {
    # records
    "my open ticket": "pull up the tank farm job they gave me",
    "tom becker's page": "open becker's user page",
    "bob operator": "bob operator's account, i.e. mine",
    "gx-5001": "show gx 5001 please",
    "my team's page": "the page of the team i'm in",
    "calibration history for gs 1020": "gs1020 bump tests and calibrations",
    "carol@acme.example": "open carol@acme.example's page",
    "le profil de Priya Raman": "je cherche la fiche utilisateur de Priya",
    "die Seite von Hiroshi Tanaka": "Benutzerseite von Herrn Tanaka öffnen",
    "abre el detector del almacén de disolventes": "¿me abres el sensor que vigila el almacén de disolventes?",
    # questions
    "what maintenance is planned this week": "what's on the preventive maintenance calendar for the next few days",
    "which alarms are critcal right now": "any critcal alarms firing at the moment",
    "how many cameras are offline": "are any of the cameras disconnected",
    "who's in the control room team": "list the people in the control room crew",
    "combien de capteurs sont hors ligne à Lyon ?": "à Lyon, il y a des capteurs déconnectés ?",
    "Welche Aufträge hat Tom Becker?": "Was hat Tom Becker gerade an Aufträgen offen?",
    "Wer hat heute Nacht Rufbereitschaft?": "Wer ist am Wochenende für Alarme zuständig?",
    "what's tom beckers phone numbr": "tom beckers mobile numbr pls",
    "what is erin working on": "which jobs has erin got right now",
    # refused screens
    "open last month's invoice": "pull up the invoice we got last month",
    "add a new device model to the catalog": "where do i add the new detector model we bought",
    "set up a new site for the antwerp warehouse": "the form for adding our new antwerp warehouse as a site",
    "raise a new maintenance job": "i want to file a repair ticket",
    "what can each role do": "show me the permission matrix for roles",
    "api call volume this month": "chart of our rest api calls",
    "upgrde our subscription": "i want to upgrde us to a bigger plan",
    "je voudrais voir nos factures": "où sont les factures de l'entreprise ?",
    "build a custom report of alarms per site": "design my own report with alarms grouped by site",
    "audit trial for last week": "shwo me the audit log for last week",
    # unclear
    "it's broken again": "it's playing up again, same as last time",
    "what's the capital of australia": "which river runs through lyon",
    "translate gas leak into japanese": "give me the japanese word for detector",
    "good morning!": "morning all, hope everyone's well",
    "are you a real person": "is there a human reading this",
    "send flowers to priya for her birthday": "order a birthday cake for priya's team lunch",
    "what's honeywell's share price today": "should i buy honeywell stock this quarter",
    "same as yesterday": "do what you did yesterday again",
    "schedule a dentist appointment": "find me a dentist near the houston refinery",
    "lol": "haha nice one",
    "plz hlep": "hlep me out here",
    "bonjour, ça va ?": "salut, tu vas bien aujourd'hui ?",
    "cuéntame un chiste": "¿me cuentas algo divertido?",
    "ok cool thanks": "alright, cheers for that",
    "can you cover my shift on friday": "find me a parking spot near the lyon plant",
    # plain navigation
    "ouvre le tableau de bord": "je veux revenir à la page d'accueil de la console",
    "Wartungskalender öffnen": "Zeig mir die geplanten Wartungen im Kalender",
    "llévame al mapa de dispositivos": "quiero ver dónde están los sensores en el mapa",
    "spare prats stock": "take me to the spare prats inventory",
    "open the complaince reports": "gas detection complaince page",
    "my notifcation settings": "where do i pick which notifcations i get",
    "sites overview": "a list of all the sites please",
    "open the on-call rota": "show me the duty rota for alarms",
    "i want to search for something across the whole console": "find anything by typing a name, where's the search box",
    "list of vendors": "show the makers of our equipment",
    "my account page": "show me my own account, name and role and all",
    # changes no tool makes
    "stop emailng me about info alerts": "stop emailng me every time an info alert fires",
    # execution
    "decommission gs-1017, it's been replaced": "gs-1017 is being replaced, decommission it please",
    "move TH-2001 to the houston refinery": "TH-2001 now lives at houston, update its site",
    "promote priya raman to admin": "give priya raman the admin role",
    "change tom okafor's department to Quality": "tom okafor moved to Quality, update his department",
    "create a site called Antwerp depot at Haven 1025, 2030 Antwerpen, time zone Europe/Brussels":
        "add a site: Le Havre storage, 45 Quai de Southampton, 76600 Le Havre, Europe/Paris",
    "onboard serial GS-1021, an x-am 5600, at the rotterdam terminal":
        "onboard a new x-am 5600 with serial GS-1031 at the houston refinery",
    "rename the product WISE-2410 to WISE-2410 v2":
        "the WISE-2410 product should be called WISE-2410 Rev B, change it",
    "acquitte l'alarme H2S du GS-1008": "je prends en charge l'alarme batterie du GS-1014, acquitte-la",
    "reconhece o alerta 4": "reconhecer o alarme do cais de carga GS-1004",
    "decommission gxt-6006": "please decommission the pump motor m2 sensor gxt-6006",
    "onboard GX-5013, a GasGuard Cl2, at the leeds pumping station":
        "onboard a GasGuard Cl2 with serial GX-5014 at springfield water works",
    "add a site named Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris":
        "create the Marseille depot site: 12 Quai d'Arenc, 13002 Marseille, tz Europe/Paris",
}
# rewordings that collided again: first rewording -> second rewording
REWORDED_TWICE: dict[str, str] = {
    "open becker's user page": "becker from maintenance, his user page",
    "show me the permission matrix for roles": "which rights does an operator have compared to a viewer",
    "give priya raman the admin role": "priya raman should be an admin from today, make it so",
}
# reworded on the last review although they did not collide (close to an example of the
# annotation rule or to a wording quoted in an older protocol file, or readable two ways):
# kept wording (drafted, or a rewording) -> new wording, or (new wording, record) where the
# record is set anew
REVIEWED: dict[str, str | tuple[str, object]] = {
    "wie wird das Wetter morgen in Rotterdam": "brauche ich morgen in Rotterdam einen Regenschirm?",
    "book a taxi to the houston refinery": "how long is the drive from the airport to the houston refinery",
    "find me a dentist near the houston refinery": "my tooth hurts, any dentist open late in houston?",
    "recommend a restaurant in lyon for friday": "where should the team go for dinner in lyon on friday",
    "rent a crane for the denver substation": "what's the best ski resort near denver",
    "decomission the loading dock detector gs-1004": "gs-1004 at the loading dock is dead, decomission it",
    "set gs-1012's reporting interval to 10 seconds": "gs-1012 should report every 10 s instead, push that to its config",
    "set the sampling interval on gs-1005 to 5 seconds": "bump gs-1005's sampling rate to one sample every 5 seconds",
    "change hiroshi's phone to +33 4 72 10 20 19": "hiroshi got a new desk line, +33 4 72 10 20 19, put it on his account",
    "change erin walsh's phone to +1 217 555 0199 pls": "erin walsh's number is now +1 217 555 0199, update her record",
    "how many devices are installed at houston": "what's our device count at the houston refinery",
    "who's on call tonite for the control room": "which control room person has the pager tonite",
    "tom's acount": "toms user pgae",
    "the open critical alarm": ("the warning that's still open", S),
    "which gateway has the strongest signal, open it": ("lyon's gateway box", dev(28)),
    "the router with the worst signal": ("the leeds router that's barely getting any reception", dev(59)),
    "the colleague with the leeds phone number": ("who at globex has a +44 113 number", usr(17)),
    "open the gis bay sf6 monitor": ("open the sf6 sensor on the switchgear bay", S),
    "the thermal camera model we use": ("the axis thermal imager product page", prod(6)),
    "keep telemetry for three years": "raw sensor data should be stored for 3 years, where's that set",
    "keep alert history for five years": "we must hold on to alarm records for five years, set that up",
    "Telemetrie nur 30 Tage aufbewahren": "Rohdaten der Sensoren nach 30 Tagen löschen",
    "take priya off the control room team": ("remove priya raman from control room, she's changing teams", team(1)),
    "put priya on call next tuesday night": "swap me into the on-call slot for next tuesday night instead of priya",
    "make hector the on-call for the weekend night shift": "hector covers weekend nights on call from now on, update the rota",
    "the edit form for tom beker": ("where can i correct tom beker's details", usr(4)),
    "el router de la estación de leeds": ("el router de leeds que sigue en línea", dev(60)),
    "mark erin's camera re-align job as finished": "erin's transformer camera job is finished, close it out",
    "stop push notifications for info alerts on my phone": "i only want push alerts for critical stuff, nothing else",
    "revoke my old api token named laptop": "my laptop's api key got stolen, kill it",
    "devices i guess": "uh, the sensor thing",
}
# colliding rows dropped
DROPPED: set[str] = {
    # colliding rows first reworded, then dropped while trimming (their kind or user was over its share)
    "what's 17 times 23",
    "whats the adress of the rotterdam terminal",
    "who won the world cup in 2018",
    "Wie viel Strom hat Houston letzten Monat verbraucht?",
    "open the configuration of gs-1006",
    "where are the company-wide settings",
    "acknowledge the h2s alert on gs-1008",
    "acknowlege the co alarm on tank farm north",
    "acknowledge alert 11",
    "acknowledge the battery alert on gs-1014",
    "the detector that's been silent for two days now",
    "open gs-1044",
    "priya.raman@acme.example",
    "open alice admin",
    "the quality person who hasn't signed up yet",
    "frank castillo's page",
    "the plant on rue de gerland",
    "honeywell's vendor page",
    "the low battery warning on the rescue team portable",
    "the alert about the loading dock not reporting",
    "alarm #10",
    "the ticket about the PoE switch",
    "open gx5007",
    "the chlorination room detector",
    "grace.liu@globex.example",
    "the dispatch team",
    "the chlorine alarm in the chlorination room",
    "the invoice from four months ago",
    "cam-3003",
    "the transformer thermal camera",
    "the springfield router",
    "who is on the safety & compliance team",
    "what's the street address of the houston refinery",
    "which time zone is the rotterdam terminal in",
    "what firmware is gs-1016 on",
    "how many BW Ultras are installed",
    "who's on call this weekend",
    "who deleted a device yesterday",
    "how close are we to the API quota",
    "is the platform down or is it just me",
    "is the bearing overheating rule switched on",
    "which vendors do we buy from",
    "what department is lukas meyer in",
    "who leads the maintenance team",
    "who makes the q1961",
    "how long do we keep raw telemetry",
    "is single sign-on enforced for everyone",
    "which tickets are high priority",
    "edit tom okafor's details",
    "invite a new colleague",
    "invite a new technician",
    "what are operators allowed to do",
    "connect pagerduty",
    "how many api calls did we make this month",
    "can you sort this out for me",
    "the usual please",
    "numbers",
    "change it",
    "what's the euro to dollar rate",
    "the list of device models we use",
    "i want to register a new product",
    "open the alarm list",
    "set up a new alarm rule",
    "i want to make my own report",
    "teams overview",
    "the people directory",
    "i want to invite somebody",
    "white label settings",
    "show me the firmware campaigns",
    "mute alert emails between 10pm and 6am",
    "keep raw telemetry for 90 days only",
    "switch us to the professional plan",
    "add sofia to the maintenance team",
    "resend emma's invitation",
    "disable the bearing overheating rule",
    "rename the gas sensors category to gas detectors",
    "log a passed bump test for gs-1015 today",
    "escalate unacked critical alarms to the control room after 5 minutes",
    "ack alert 3",
    "put cam-3001 into maintenance",
    "deactivate emma laurent's account",
    "rename gxw-8002 to springfield backup router",
}
# rows that did not collide, dropped toward the size and mix
TRIMMED: set[str] = {
    "acknowledge the loading dock alarm",
    'das Gateway in Houston',
    "la caméra de l'entrée principale à Lyon",
    'la terminal de rotterdam',
    'el perfil de tom okafor',
    "l'utente del reparto IT",
    'il termometro della cella frigorifera',
    'de pagina van emma laurent',
    'abre o sensor GS-1003',
    'the swedish manufacurer',
    "hiroshi tanaka's acount page",
    'the jety overview camera',
    'the hypochlorite tank sensr',
    'the reactor hall b sensor page',
    "where's the page for the cold room thermometer in lyon",
    'the thermal camera pointed at the flare',
    'the x-am in the houston control room',
    'the dräger unit watching the solvent store',
    'the polytron in the pump house',
    "the shift lead's portable gas monitor",
    'h2s graph for the crude unit detector',
    'the guy who runs IT for us',
    "the only account we've switched off",
    "sofia's user page",
    "carol viewer's page",
    'the texas refinery',
    'polytron 8700 product page',
    'the model that takes thermocouple inputs',
    'the swedish vendor',
    'the 24/7 monitoring crew',
    'the calibration-due notice for jetty 3',
    'the 42 ppm alarm',
    'the sensor head swap job',
    "priya's bump test job",
    "hiroshi's work order",
    "the ticket that's in progress",
    'our very first invoice',
    'the second most recent invoice',
    'the camera looking over the jetty',
    'bring up the boiler room co monitor',
    'show me the probe on the crude heater outlet',
    "jetty two's detector",
    'what is gs1020 measuring at the moment',
    'bump test log for jetty 1',
    'the x-am out on the jetty',
    "hiroshi's profile",
    "bob's account page",
    'our dutch site',
    'the product made for rotating assets',
    'the team that does calibration and repairs',
    'the only info-level alert we have',
    'the one ticket nobody is assigned to',
    'the invoice from three months back',
    'the one camera we have in lyon',
    'our lorawan gateway model',
    'the hydrogen sulphide alarm',
    "i need to change some details on lukas meyer's account",
    'the north fence cam',
    'clearwell vent sensor page',
    'the kiosk thermometer at leeds',
    'the sensor on pump motor m2',
    'the camera covering the substation yard',
    "high-lift pump 2's thermometer",
    'readings off the chlorination room sensor',
    "frank's user page",
    "hector's account",
    'bosch vendor page',
    'the battery wireless thermometer model',
    'the gis bay 2 leak hunt',
    'the site on brighton blvd',
    'the thermal camera watching transformer t1',
    'the detector on the dosing pump skid',
    "erin walsh's details",
    'the notice about firmware 7.06',
    'the invoice for 1,382',
    'rotterdam gateway',
    'the gateway upgrade job i finished',
    "okafor's page",
    'the info alert about calibration',
    'quelles alertes critiques sont encore ouvertes',
    'how many alarms are still unacknowleged',
    'which tickets are overdeu',
    'how much energy did the lyon plant use this quater',
    "list whatever's in maintenance mode",
    'which alerts got resolved',
    'which jobs are underway',
    'what do we buy from honeywell',
    'how many read-only users do we have',
    'how cold is cold room 1',
    'when is the sensor head job due',
    'what changed in the latest version of the console',
    'what inspections are coming up next week',
    'where are all our facilities',
    'do we owe anything on our bills',
    'is slack hooked up',
    'which sensors went dark at houston',
    'which devices sit at the lyon plant',
    'how many levels does a critical alarm escalate through',
    'on which devices am i still logged in',
    "what's assigned to hiroshi",
    'which personal tokens do i have and when do they expire',
    'anything urgent among the tickets?',
    'how many warnings has nobody acknowledged',
    'what time zone is leeds on',
    'who picks up alarms on sunday',
    'is anything offline at lyon',
    "what's alarming right now",
    "i'd like to look at our billing",
    'compare the plans we could switch to',
    "export last week's readings as csv",
    'how is single sign-on configured',
    'how long is our data retained',
    'our webhook endpoints',
    'who changed the alarm threshold yesterday',
    'hmm ok',
    'write me a cover letter',
    'play something relaxing',
    'how do i make sourdough',
    'take me to the maintenence calendar',
    'take me back to the home screen',
    'open my notification bell',
    "where's the knowledge base",
    'take me to the map of all our sensors',
    'the report library',
    'take me to the emailed reports',
    'go to the sso config',
    'add a new location',
    'sign me out of the laptop i used in houston',
    'switch off the H2S high rule over the weekend',
    "make UTC the org's default time zone",
    'set lukas meyers role to viewer',
    'rename gs-1002 to Reactor hall A east',
    'rename GS-1019 to Tank pit 4 north',
}


# session 22: rows whose wording a lint run printed to a developer (part of this file's
# mappings above) were replaced. Drafted wording of the replaced row -> a new drafted row of
# the same kind, user, language, typo flag, target and record type, in fresh wording (a
# different record of the same kind, or the same record described another way). The new row
# takes the replaced row's place before the shuffle, so the other rows keep their ids.
REPLACED: dict[str, dict] = {
    # records
    'which gateway has the strongest signal, open it':
        R("rec", "a", "en", 0, "the camera keeping an eye on the jetties in rotterdam", "device_details", dev(27)),
    "tom's acount":
        R("rec", "a", "en", 1, "our qualty department person", "user_details", S),
    'the denver substation':
        R("rec", "a", "en", 0, "our pumping station in leeds", "site_details", N),
    'the thermal camera model we use':
        R("rec", "a", "en", 0, "the model that measures both vibration and temperature over lorawan", "product_details", prod(5)),
    'the open critical alarm':
        R("rec", "a", "en", 0, "the alarm about a toxic gas reading over its limit", "alert_details", S),
    'open the gis bay sf6 monitor':
        R("rec", "d", "en", 0, "the temp transmitter on the high-lift pump", "device_details", S),
    'the router with the worst signal':
        R("rec", "d", "en", 0, "the camera pointed at the substation yard", "device_details", dev(51)),
    'the colleague with the leeds phone number':
        R("rec", "d", "en", 0, "open the user page of the water treatment operator", "user_details", usr(15)),
    'el router de la estación de leeds':
        R("rec", "d", "es", 0, "ábreme el termómetro del quiosco de control", "device_details", dev(57)),
    "tom becker's page":
        R("rec", "b", "en", 0, "who's our IT admin? open their page", "user_details", usr(7)),
    # questions
    'how many devices are installed at houston':
        R("q", "a", "en", 0, "list the sensors that are up and running at the refinery", "device_list", site(2)),
    "who's on call tonite for the control room":
        R("q", "a", "en", 1, "who's on standby for alarms tomorow at 3am", "on_call_schedule"),
    # refused screens
    'what can each role do':
        R("den", "c", "en", 0, "list what admins can do that i can't", "roles_permissions"),
    'keep telemetry for three years':
        R("den", "b", "en", 0, "where's the setting for how long old logs get kept", "data_retention_settings"),
    'the edit form for tom beker':
        R("den", "b", "en", 1, "i need to fix sofia marchettis email adress, wheres the form", "edit_user_details", usr(9)),
    # unclear
    'book a taxi to the houston refinery':
        R("unc", "a", "en", 0, "is there a decent gym near the rotterdam terminal", None),
    'recommend a restaurant in lyon for friday':
        R("unc", "a", "en", 0, "what's a good leaving present for hiroshi", None),
    'schedule a dentist appointment':
        R("unc", "a", "en", 0, "help me pick a font for my wedding invitations", None),
    'devices i guess':
        R("unc", "a", "en", 0, "same drill as before, go ahead", None),
    'wat':
        R("unc", "a", "en", 1, "umm wht was i doing", None),
    'wie wird das Wetter morgen in Rotterdam':
        R("unc", "a", "de", 0, "Kannst du mir ein Gedicht über Kaffee schreiben?", None),
    'rent a crane for the denver substation':
        R("unc", "d", "en", 0, "any good podcasts about the power grid?", None),
    # changes no tool makes
    'take priya off the control room team':
        R("chg", "a", "en", 0, "hiroshi should join the safety & compliance team", "team_details", team(3)),
    'put priya on call next tuesday night':
        R("chg", "a", "en", 0, "tom okafor is taking my call-out week, the 3rd to the 10th", "on_call_schedule"),
    'Telemetrie nur 30 Tage aufbewahren':
        R("chg", "a", "de", 0, "Audit-Protokolle sollen sieben Jahre lang gespeichert bleiben", "data_retention_settings"),
    'make hector the on-call for the weekend night shift':
        R("chg", "d", "en", 0, "leo fischer will be the on-call engineer for leeds over easter", "on_call_schedule"),
    "mark erin's camera re-align job as finished":
        R("chg", "d", "en", 0, "frank found the sf6 leak, set that job to done", "work_order_details", wo(8)),
    'keep alert history for five years':
        R("chg", "d", "en", 0, "telemetry older than 18 months can be purged", "data_retention_settings"),
    'stop push notifications for info alerts on my phone':
        R("chg", "c", "en", 0, "email me a daily digest instead of every single alarm", "notification_preferences"),
    'revoke my old api token named laptop':
        R("chg", "c", "en", 0, "create a personal token named powerbi for my dashboards", "api_tokens"),
    # execution
    "set gs-1012's reporting interval to 10 seconds":
        R("exec", "a", "en", 0, "reassign cam-3001 to the rotterdam terminal site", "!update_device"),
    'promote priya raman to admin':
        R("exec", "a", "en", 0, "downgrade tom becker to a viewer", "!update_user"),
    'onboard serial GS-1021, an x-am 5600, at the rotterdam terminal':
        R("exec", "a", "en", 0, "bring TH-2005 into the fleet: SmartLine STT850, rotterdam terminal", "!onboard_device"),
    "change hiroshi's phone to +33 4 72 10 20 19":
        R("exec", "a", "en", 0, "sofia marchetti's email should be sofia.m@acme.example", "!update_user"),
    'rename the product WISE-2410 to WISE-2410 v2':
        R("exec", "a", "en", 0, "set the Q1961-TE's default frame rate to 9 fps", "!update_product"),
    'decomission the loading dock detector gs-1004':
        R("exec", "a", "en", 1, "pls retire th-2003 permanantly, we wont repair that heater probe", "!decommission_device"),
    "acquitte l'alarme H2S du GS-1008":
        R("exec", "a", "fr", 0, "merci d'accuser réception de l'alerte monoxyde de carbone sur GS-1009", "!acknowledge_alert"),
    'reconhece o alerta 4':
        R("exec", "a", "pt", 0, "já vi o alerta de calibração do GS-1020, podes confirmá-lo", "!acknowledge_alert"),
    'decommission gxt-6006':
        R("exec", "d", "en", 0, "gx-5003 in the filter gallery can be retired, it's not coming back", "!decommission_device"),
    'onboard GX-5013, a GasGuard Cl2, at the leeds pumping station':
        R("exec", "d", "en", 0, "GXC-7007 just arrived, a DS-2TD2617-10; set it up as a new device for leeds", "!onboard_device"),
    "change erin walsh's phone to +1 217 555 0199 pls":
        R("exec", "d", "en", 0, "change jamal wright's last name to wright-okoye", "!update_user"),
    'set the sampling interval on gs-1005 to 5 seconds':
        R("exec", "b", "en", 0, "put th-2002 into maintenance mode while we swap the bearing", "!update_device"),
    "add a site named Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris":
        R("exec", "b", "en", 0, "set up a site for the Gdansk jetty at ul. Przemysłowa 8, 80-542 Gdańsk, time zone Europe/Warsaw", "!create_site"),
}


def _record_type(record):
    if isinstance(record, dict):
        return tuple(record)
    return record


def catalog_roles() -> dict[str, list[str]]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def kept_rows() -> list[dict]:
    queries = [r["query"] for r in DRAFT]
    dupes = [q for q, n in collections.Counter(queries).items() if n > 1]
    if dupes:
        raise SystemExit(f"drafted twice: {dupes}")
    for key in list(REWORDED) + list(DROPPED) + list(TRIMMED) + list(REPLACED):
        if key not in queries:
            raise SystemExit(f"not a drafted row: {key!r}")
    for key in REPLACED:
        if key in DROPPED or key in TRIMMED:
            raise SystemExit(f"replaced, but not a kept row: {key!r}")
    new_queries = [r["query"] for r in REPLACED.values()]
    dupes = [q for q, n in collections.Counter(queries + new_queries).items() if n > 1]
    if dupes:
        raise SystemExit(f"replacement drafted twice: {dupes}")
    current = {
        REWORDED_TWICE.get(REWORDED.get(q, q), REWORDED.get(q, q))
        for q in queries
        if q not in DROPPED and q not in TRIMMED
    }
    for key in REVIEWED:
        if key not in current:
            raise SystemExit(f"not the wording of a kept row: {key!r}")
    for key in REWORDED_TWICE:
        if key not in REWORDED.values():
            raise SystemExit(f"not a rewording: {key!r}")
    rows = []
    for r in DRAFT:
        q = r["query"]
        if q in DROPPED or q in TRIMMED:
            continue
        drafted = q
        r = dict(r)
        q = REWORDED.get(q, q)
        q = REWORDED_TWICE.get(q, q)
        if q in REVIEWED:
            new = REVIEWED[q]
            if isinstance(new, tuple):
                new, r["record"] = new
            q = new
        r["query"] = q
        if drafted in REPLACED:  # session 22: the wording was exposed; a new row takes its place
            new = REPLACED[drafted]
            for field in ("kind", "user", "lang", "typo", "target"):
                if new[field] != r[field]:
                    raise SystemExit(f"replacement differs in {field}: {drafted!r}")
            if _record_type(new["record"]) != _record_type(r["record"]):
                raise SystemExit(f"replacement differs in record type: {drafted!r}")
            r = dict(new)
        rows.append(r)
    return rows


def to_json(r: dict, roles: dict[str, list[str]]) -> dict:
    out: dict = {"query": r["query"]}
    target = r["target"]
    if target is None:
        out["route"] = "unclear"
    elif target.startswith("!"):
        out["route"] = "execution"
        out["tool"] = target[1:]
    else:
        out["route"] = "navigation"
        out["screen"] = target
        if r["record"] is not None:
            out["record"] = r["record"]
    if USERS[r["user"]]:
        out["user"] = USERS[r["user"]]
    if out["route"] == "navigation":
        refused = ROLE[r["user"]] not in roles[target]
        if refused != (r["kind"] == "den"):
            raise SystemExit(f"kind {r['kind']} disagrees with refusal for {r['query']!r}")
        if refused:
            out["denied"] = True
    return out


def build() -> tuple[list[dict], dict]:
    roles = catalog_roles()
    rows = kept_rows()
    random.Random(SEED).shuffle(rows)
    out, meta = [], {}
    for n, r in enumerate(rows, 1):
        rid = f"f13-{n:03d}"
        out.append({"id": rid, **to_json(r, roles)})
        meta[rid] = {"kind": r["kind"], "lang": r["lang"], "typo": r["typo"], "user": r["user"]}
    return out, meta


def counts(out: list[dict], meta: dict) -> None:
    n = len(out)
    print("rows:", n)
    print("routes:", dict(collections.Counter(r["route"] for r in out)),
          "denied:", sum(1 for r in out if r.get("denied")))
    print("kinds:", dict(collections.Counter(m["kind"] for m in meta.values())))
    print("users:", dict(collections.Counter(m["user"] for m in meta.values())))
    ku = collections.Counter((m["kind"], m["user"]) for m in meta.values())
    for k in ("rec", "q", "den", "unc", "nav", "chg", "exec"):
        print(f"  {k:5}", {u: ku[(k, u)] for u in "adbc"})
    langs = collections.Counter(m["lang"] for m in meta.values())
    other = n - langs["en"]
    typos = sum(m["typo"] for m in meta.values())
    print("languages:", dict(langs), f"other {other} ({other / n:.1%})",
          f"typos {typos} ({typos / n:.1%})")
    print("other languages by kind:",
          dict(collections.Counter(m["kind"] for m in meta.values() if m["lang"] != "en")))
    print("other languages by user:",
          dict(collections.Counter(m["user"] for m in meta.values() if m["lang"] != "en")))
    print("typos by kind:", dict(collections.Counter(m["kind"] for m in meta.values() if m["typo"])))
    print("typos by user:", dict(collections.Counter(m["user"] for m in meta.values() if m["typo"])))
    recs = [r["record"] for r in out if "record" in r]
    print("records:", len(recs), "ids", sum(isinstance(x, dict) for x in recs),
          "none", recs.count("none"), "several", recs.count("several"))
    print("tools:", dict(collections.Counter(r["tool"] for r in out if r["route"] == "execution")))
    print("screens:", len({r["screen"] for r in out if "screen" in r}))


def main() -> None:
    out, meta = build()
    if "--counts" in sys.argv:
        counts(out, meta)
        return
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out))
    META.write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} rows to {OUT.name} and {META.name}")


if __name__ == "__main__":
    main()
