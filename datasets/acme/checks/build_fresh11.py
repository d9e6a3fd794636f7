"""Build routing-fresh11.jsonl (rule v2.1): the annotator's working file.

Each drafted row: (kind, lang, typo, query, target, record, user)
  kind   rec | q | den | unc | plain | notool | exec
  lang   en fr de es nl it pt
  typo   True when a typo is kept on purpose
  target screen name (navigation), "x:<tool>" (execution) or None (unclear)
  record {"device_id": 4}, "none", "several" or None
  user   a (alice, field absent) | b (bob) | c (carol) | d (dave)

`denied` is set from the catalog's roles and must agree with the kind ("den").
REWORDED maps a colliding wording to its new wording, DROPPED lists colliding wordings that
were dropped, TRIMMED lists wordings dropped toward the size and mix (they did not collide).
Kind, language and typo go to fresh11-meta.json (for the counts only), not to the jsonl.

    python build_fresh11.py            # writes routing-fresh11.jsonl and fresh11-meta.json
    python build_fresh11.py --counts   # prints the mix
"""

from __future__ import annotations

import collections
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "routing-fresh11.jsonl"
META = HERE / "fresh11-meta.json"
CATALOG = Path(__file__).resolve().parents[3] / "src" / "acme" / "catalog" / "navigation.json"
PREFIX = "f11-"
SEED = 20261208

USERS = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}


def D(i):
    return {"device_id": i}


def U(i):
    return {"user_id": i}


def S(i):
    return {"site_id": i}


def T(i):
    return {"team_id": i}


def P(i):
    return {"product_id": i}


def M(i):
    return {"manufacturer_id": i}


def A(i):
    return {"alert_id": i}


def W(i):
    return {"work_order_id": i}


def I(i):
    return {"invoice_id": i}


NONE, SEV = "none", "several"
_ = None
en, fr, de, es, nl, it, pt = "en", "fr", "de", "es", "nl", "it", "pt"

# ---------------------------------------------------------------------------------------
# records named the way people name them
# ---------------------------------------------------------------------------------------
RECORDS = [
    # alice, Acme: devices by reading, firmware, status, battery, serial, name, maker
    ("rec", en, 0, "open the detector that's reading 42 ppm CO", "device_details", D(9), "a"),
    ("rec", en, 0, "pull up the page of the h2s monitor sitting at 12.4 ppm", "device_details", D(8), "a"),
    ("rec", en, 0, "can you bring up gs1017", "device_details", D(17), "a"),
    ("rec", en, 0, "chart for the thermometer that's at 61.3 degrees", "device_telemetry", D(22), "a"),
    ("rec", en, 0, "which unit still runs firmware 5.1.7? open it", "device_details", D(4), "a"),
    ("rec", en, 0, "the detector on firmware 3.3.2, i want its page", "device_details", SEV, "a"),
    ("rec", en, 0, "cold room temps from last night", "device_telemetry", D(21), "a"),
    ("rec", en, 0, "calibration history for the boiler room co detector", "device_calibration", D(1), "a"),
    ("rec", en, 0, "show me the hydrotreater gas detector", "device_details", D(12), "a"),
    ("rec", en, 0, "the sensor in the lab fume hood, open it please", "device_details", D(6), "a"),
    ("rec", en, 0, "the portable our shift lead carries around lyon", "device_details", D(7), "a"),
    ("rec", en, 0, "gs 1018 pump house unit", "device_details", D(18), "a"),
    ("rec", en, 0, "the camera that's 62% full on storage", "device_details", D(25), "a"),
    ("rec", en, 0, "the gateway with the weakest signal", "device_details", D(29), "a"),
    ("rec", en, 0, "the thermal cam that saw 611 degrees", "device_details", D(26), "a"),
    ("rec", en, 0, "the detector in tank pit 4", "device_details", D(19), "a"),
    ("rec", en, 0, "product temperature on tank 4 at the terminal, last 24h", "device_telemetry", D(24), "a"),
    ("rec", en, 0, "calibration records of the rescue team portable", "device_calibration", D(14), "a"),
    ("rec", en, 0, "configure the reactor hall B detector", "device_configuration", D(3), "a"),
    ("rec", en, 0, "decommission page for the vapour recovery sensor", "decommission_device", D(17), "a"),
    ("rec", en, 0, "readings from the crude unit detector", "device_telemetry", D(8), "a"),
    ("rec", en, 0, "the dräger detector in houston's control room", "device_details", D(13), "a"),
    ("rec", en, 0, "the honeywell portable at lyon", "device_details", D(7), "a"),
    ("rec", en, 0, "the x-am at rotterdam", "device_details", SEV, "a"),
    ("rec", en, 0, "the polytron that's in maintenance", "device_details", D(11), "a"),
    ("rec", en, 0, "the offline camera", "device_details", D(26), "a"),
    ("rec", en, 0, "the gas detector with 95% battery", "device_details", D(13), "a"),
    ("rec", en, 0, "cam3003 page", "device_details", D(27), "a"),
    ("rec", en, 0, "settings for gw 4003", "device_configuration", D(30), "a"),
    ("rec", en, 0, "telemetry for the rotterdam gateway", "device_telemetry", D(30), "a"),
    ("rec", en, 0, "bump tests on the jetty 2 detector", "device_calibration", D(16), "a"),
    ("rec", en, 0, "the one reading 12% lel", "device_details", D(17), "a"),
    ("rec", en, 0, "the thermometer at 4.2 degrees", "device_details", D(21), "a"),
    ("rec", en, 0, "the gateway with 9 devices connected", "device_details", D(28), "a"),
    ("rec", en, 0, "config of the camera at the main gate", "device_configuration", D(25), "a"),
    ("rec", en, 0, "the sensor that hasn't reported in 6 hours", "device_details", D(4), "a"),
    ("rec", en, 1, "the thermomter on the p-101 pump bearing", "device_details", D(22), "a"),
    ("rec", en, 1, "readngs for GS-1010 tank farm south", "device_telemetry", D(10), "a"),
    ("rec", en, 1, "calibraton certificate of gs-1013", "device_calibration", D(13), "a"),
    ("rec", en, 1, "the camra at the jetty", "device_details", D(27), "a"),
    ("rec", en, 0, "details on sensor GS-1051", "device_details", NONE, "a"),
    ("rec", en, 0, "open the page for GX-5007", "device_details", NONE, "a"),
    ("rec", en, 0, "the chlorine store detector in springfield", "device_details", NONE, "a"),
    # alice, Acme: people
    ("rec", en, 0, "look up tom becker in the directory", "user_details", U(4), "a"),
    ("rec", en, 0, "the one person in our IT department, show me their account", "user_details", U(7), "a"),
    ("rec", en, 0, "who has the phone number +1 713 555 0178", "user_details", U(6), "a"),
    ("rec", en, 0, "tom.okafor@acme.example, open that account", "user_details", U(5), "a"),
    ("rec", en, 0, "open bob operator's user page", "user_details", U(2), "a"),
    ("rec", en, 0, "the account that got deactivated, who is that", "user_details", U(8), "a"),
    ("rec", en, 0, "edit the record of the colleague with no phone number on file", "edit_user_details", U(9), "a"),
    ("rec", en, 0, "change emma's details", "edit_user_details", U(10), "a"),
    ("rec", en, 0, "open toms account please", "user_details", SEV, "a"),
    ("rec", en, 0, "the still-active maintenance guy with the dutch phone number", "user_details", U(4), "a"),
    ("rec", en, 0, "my own account page, alice@acme.example", "profile", _, "a"),
    ("rec", en, 0, "which tom is in maintenance? open him", "user_details", U(4), "a"),
    ("rec", en, 0, "i want to edit our IT admin's user record", "edit_user_details", U(7), "a"),
    ("rec", en, 0, "who is emma.laurent@acme.example", "user_details", U(10), "a"),
    ("rec", en, 0, "the quality person who hasn't joined yet", "user_details", U(9), "a"),
    ("rec", en, 0, "open alice admin's profile", "profile", _, "a"),
    ("rec", en, 0, "the health & safety guy's account", "user_details", U(5), "a"),
    ("rec", en, 0, "priya's contact details", "user_details", U(6), "a"),
    ("rec", en, 1, "the persn from process engineering", "user_details", U(6), "a"),
    ("rec", en, 0, "erin walsh's user page", "user_details", NONE, "a"),
    ("rec", en, 0, "open marie dupont's account", "user_details", NONE, "a"),
    ("rec", en, 0, "open the guy with the rotterdam phone number", "user_details", SEV, "a"),
    # alice, Acme: makers, products, sites, teams
    ("rec", en, 0, "the vendor from taiwan", "manufacturer_details", M(4), "a"),
    ("rec", en, 0, "open the american manufacturer", "manufacturer_details", M(1), "a"),
    ("rec", en, 0, "products we get from the german supplier", "product_catalog", M(2), "a"),
    ("rec", en, 0, "every model the swedish brand makes for us", "product_catalog", M(3), "a"),
    ("rec", en, 0, "the maker of our dome cameras", "manufacturer_details", M(3), "a"),
    ("rec", en, 0, "the siemens manufacturer page", "manufacturer_details", NONE, "a"),
    ("rec", en, 0, "product page of the lorawan gateway model", "product_details", P(8), "a"),
    ("rec", en, 0, "the temperature-and-vibration sensor model we use on rotating kit", "product_details", P(5), "a"),
    ("rec", en, 0, "the product for rtd and thermocouple inputs", "product_details", P(4), "a"),
    ("rec", en, 0, "the thermal camera product", "product_details", P(6), "a"),
    ("rec", en, 1, "the 24-hour runtime multigas portable modle", "product_details", P(1), "a"),
    ("rec", en, 0, "the site on maasvlakteweg", "site_details", S(3), "a"),
    ("rec", en, 0, "9200 clinton dr, open that site", "site_details", S(2), "a"),
    ("rec", en, 0, "floor plan of the french plant", "floor_plans", S(1), "a"),
    ("rec", en, 0, "houston's floor layout", "floor_plans", S(2), "a"),
    ("rec", en, 0, "open the hamburg depot site", "site_details", NONE, "a"),
    ("rec", en, 0, "the team that watches all three sites around the clock", "team_details", T(1), "a"),
    ("rec", en, 0, "the team for calibrations and bump tests", "team_details", T(2), "a"),
    # alice, Acme: alerts, work orders, invoices
    ("rec", en, 0, "the alarm about the rescue team portable's battery", "alert_details", A(3), "a"),
    ("rec", en, 0, "open the calibration-due notice for jetty 3", "alert_details", A(5), "a"),
    ("rec", en, 0, "the resolved lel alarm from the terminal", "alert_details", A(7), "a"),
    ("rec", en, 0, "pull up the alarm that i acked", "alert_details", A(7), "a"),
    ("rec", en, 0, "the alert about h2s at the crude unit", "alert_details", A(2), "a"),
    ("rec", en, 0, "the video stream alarm", "alert_details", A(6), "a"),
    ("rec", en, 0, "the critical alarm that's still open", "alert_details", SEV, "a"),
    ("rec", en, 0, "alarm number 11", "alert_details", NONE, "a"),
    ("rec", en, 0, "priya's bump test ticket", "work_order_details", W(3), "a"),
    ("rec", en, 0, "hiroshi's job on the flare camera", "work_order_details", W(4), "a"),
    ("rec", en, 0, "the ticket that says to re-zero the transmitter", "work_order_details", W(1), "a"),
    ("rec", en, 0, "the job that got superseded by the gatehouse project", "work_order_details", W(6), "a"),
    ("rec", en, 0, "the work order for moving gw-4002 to 2.4.1", "work_order_details", W(5), "a"),
    ("rec", en, 0, "our one urgent ticket", "work_order_details", W(2), "a"),
    ("rec", en, 1, "the tikcet about the PoE switch", "work_order_details", W(4), "a"),
    ("rec", en, 0, "the invoice for 5,189 euros", "invoice_detail", I(5), "a"),
    ("rec", en, 0, "the bill from four months back", "invoice_detail", I(3), "a"),
    ("rec", en, 0, "the cheapest invoice we've ever had", "invoice_detail", SEV, "a"),
    ("rec", en, 0, "our priciest invoice so far", "invoice_detail", I(6), "a"),
    # alice, other languages
    ("rec", fr, 0, "ouvre la fiche du capteur de la salle de contrôle à Houston", "device_details", D(13), "a"),
    ("rec", fr, 0, "je veux voir le profil de Priya Raman", "user_details", U(6), "a"),
    ("rec", fr, 0, "les relevés du détecteur du quai de chargement", "device_telemetry", D(4), "a"),
    ("rec", fr, 0, "la page du fabricant suédois", "manufacturer_details", M(3), "a"),
    ("rec", de, 0, "zeig mir den Sensor mit 9 % Akku", "device_details", D(4), "a"),
    ("rec", de, 0, "Benutzerseite von Tom Okafor öffnen", "user_details", U(5), "a"),
    ("rec", de, 0, "Kalibrierprotokoll für GS-1019", "device_calibration", D(19), "a"),
    ("rec", es, 0, "abre la ficha del termómetro de la cámara fría", "device_details", D(21), "a"),
    ("rec", es, 0, "el fabricante taiwanés, quiero ver su página", "manufacturer_details", M(4), "a"),
    ("rec", es, 0, "la orden de trabajo cancelada de la cámara", "work_order_details", W(6), "a"),
    ("rec", nl, 0, "open de pagina van de gateway in rotterdam", "device_details", D(30), "a"),
    ("rec", nl, 0, "metingen van de sensor in het pomphuis", "device_telemetry", D(18), "a"),
    ("rec", it, 0, "apri la scheda di Lukas Meyer", "user_details", U(8), "a"),
    ("rec", it, 0, "il rilevatore del magazzino solventi", "device_details", D(5), "a"),
    ("rec", pt, 0, "abrir o perfil do Tom Becker", "user_details", U(4), "a"),
    ("rec", pt, 0, "a câmera do portão principal", "device_details", D(25), "a"),
    # dave, Globex
    ("rec", en, 0, "open the chlorine detector reading 1.8 ppm", "device_details", D(32), "d"),
    ("rec", en, 0, "sf6 readings from the bay that's at 1350 ppm", "device_telemetry", D(44), "d"),
    ("rec", en, 0, "gx5009 page please", "device_details", D(46), "d"),
    ("rec", en, 0, "the unit still stuck on firmware 3.9.9", "device_details", D(33), "d"),
    ("rec", en, 0, "the camera running 5.7.12", "device_details", D(58), "d"),
    ("rec", en, 0, "the router with a -109 dbm signal", "device_details", D(59), "d"),
    ("rec", en, 0, "the router on 7.05", "device_details", SEV, "d"),
    ("rec", en, 0, "lab fridge temperature history", "device_telemetry", D(38), "d"),
    ("rec", en, 0, "the relay cabinet thermometer at 48 degrees", "device_details", D(48), "d"),
    ("rec", en, 0, "high-lift pump 2 temperature trend", "device_telemetry", D(37), "d"),
    ("rec", en, 0, "the high-lift pump thermometer", "device_details", SEV, "d"),
    ("rec", en, 0, "pump motor m2 configuration", "device_configuration", D(56), "d"),
    ("rec", en, 0, "decommission screen for the leeds outfall router", "decommission_device", D(59), "d"),
    ("rec", en, 0, "the transformer t2 camera", "device_details", D(50), "d"),
    ("rec", en, 0, "calibration records of the clearwell vent detector", "device_calibration", D(35), "d"),
    ("rec", en, 0, "the wet well chlorine sensor at leeds", "device_details", D(54), "d"),
    ("rec", en, 0, "the hikvision cam covering the denver yard", "device_details", D(51), "d"),
    ("rec", en, 0, "the thermal camera at denver", "device_details", SEV, "d"),
    ("rec", en, 0, "control kiosk thermometer at leeds", "device_details", D(57), "d"),
    ("rec", en, 0, "gis bay 2 calibration records", "device_calibration", D(44), "d"),
    ("rec", en, 1, "the hypochlorite tank detecter", "device_details", D(53), "d"),
    ("rec", en, 1, "dosing pump skid sesnor readings", "device_telemetry", D(34), "d"),
    ("rec", en, 0, "show me GS-1009", "device_details", NONE, "d"),
    ("rec", en, 0, "whose number is +1 217 555 0135", "user_details", U(14), "d"),
    ("rec", en, 0, "hector's page", "user_details", U(15), "d"),
    ("rec", en, 0, "the guy from the substations department", "user_details", U(13), "d"),
    ("rec", en, 0, "who's leo.fischer@globex.example", "user_details", U(17), "d"),
    ("rec", en, 0, "the other admin at globex besides me", "user_details", U(16), "d"),
    ("rec", en, 0, "edit jamal's record", "edit_user_details", U(19), "d"),
    ("rec", en, 0, "the grid ops guy whose account is disabled", "user_details", U(18), "d"),
    ("rec", en, 0, "the active colleague with a 303 number", "user_details", U(13), "d"),
    ("rec", en, 0, "update maya patel's details", "edit_user_details", U(20), "d"),
    ("rec", en, 1, "the secruity person who never accepted", "user_details", U(19), "d"),
    ("rec", en, 0, "tom becker's page", "user_details", NONE, "d"),
    ("rec", en, 0, "my profile, dave@globex.example", "profile", _, "d"),
    ("rec", en, 0, "the chinese vendor", "manufacturer_details", M(7), "d"),
    ("rec", en, 0, "bosch products in our catalog", "product_catalog", M(6), "d"),
    ("rec", en, 0, "the german maker's page", "manufacturer_details", SEV, "d"),
    ("rec", en, 0, "the axis communications page", "manufacturer_details", NONE, "d"),
    ("rec", en, 0, "the din-rail gateway model", "product_details", P(16), "d"),
    ("rec", en, 0, "the bi-spectrum camera model", "product_details", P(13), "d"),
    ("rec", en, 0, "the head-mounted temperature transmitter product", "product_details", P(11), "d"),
    ("rec", en, 0, "the site on kirkstall road", "site_details", S(6), "d"),
    ("rec", en, 0, "floor plan for the brighton blvd site", "floor_plans", S(5), "d"),
    ("rec", en, 0, "the houston refinery floor plan", "floor_plans", NONE, "d"),
    ("rec", en, 0, "the team that handles perimeter cameras and site access", "team_details", T(6), "d"),
    ("rec", en, 0, "the chlorine alarm at springfield", "alert_details", A(8), "d"),
    ("rec", en, 0, "the info alert about routers on older firmware", "alert_details", A(12), "d"),
    ("rec", en, 0, "the 48.2 degree alarm", "alert_details", A(10), "d"),
    ("rec", en, 0, "the alarm about the outfall router dropping off", "alert_details", A(11), "d"),
    ("rec", en, 0, "erin's thermal camera job", "work_order_details", W(9), "d"),
    ("rec", en, 0, "leo's overdue lte job", "work_order_details", W(10), "d"),
    ("rec", en, 0, "hector's ticket", "work_order_details", W(7), "d"),
    ("rec", en, 0, "the ticket about replacing batteries below 60%", "work_order_details", W(11), "d"),
    ("rec", en, 0, "the north fence camera install that's finished", "work_order_details", W(12), "d"),
    ("rec", en, 0, "take me to work order number 2", "work_order_details", NONE, "d"),
    ("rec", en, 0, "the invoice for $1,382", "invoice_detail", I(12), "d"),
    ("rec", en, 0, "the bill from three months ago", "invoice_detail", I(10), "d"),
    ("rec", en, 0, "the older of our two unpaid invoices", "invoice_detail", I(11), "d"),
    ("rec", es, 0, "abre el router de la subestación de Denver", "device_details", D(52), "d"),
    ("rec", de, 0, "Benutzerseite von Irene Kowalski", "user_details", U(16), "d"),
    # bob
    ("rec", en, 0, "the co investigation i'm assigned to", "work_order_details", W(2), "b"),
    ("rec", en, 0, "the gateway upgrade i finished last week", "work_order_details", W(5), "b"),
    ("rec", en, 0, "the alarm i acked on the flare camera", "alert_details", A(6), "b"),
    ("rec", en, 0, "tom becker's user page", "user_details", U(4), "b"),
    ("rec", en, 0, "config page for the solvent store detector", "device_configuration", D(5), "b"),
    ("rec", en, 1, "loading dock x-am readigns", "device_telemetry", D(4), "b"),
    ("rec", en, 0, "details for gx-5011", "device_details", NONE, "b"),
    ("rec", en, 0, "the maintenance crew page", "team_details", T(2), "b"),
    # carol
    ("rec", en, 0, "open okafor's user page", "user_details", U(5), "c"),
    ("rec", en, 0, "the x-am 5600 model spec sheet", "product_details", P(2), "c"),
    ("rec", en, 0, "calibration of the jetty 1 detector", "device_calibration", D(15), "c"),
    ("rec", en, 0, "hydrotreater readings", "device_telemetry", D(12), "c"),
    ("rec", en, 0, "the safety and compliance team", "team_details", T(3), "c"),
    ("rec", en, 0, "hector alvarez's page", "user_details", NONE, "c"),
    ("rec", en, 1, "the sensor with 58% battrey", "device_details", D(16), "c"),
    ("rec", fr, 0, "la fiche de Sofia Marchetti", "user_details", U(9), "c"),
]

# ---------------------------------------------------------------------------------------
# questions about what exists / is going on
# ---------------------------------------------------------------------------------------
QUESTIONS = [
    # alice: filtered lists
    ("q", en, 0, "how many sensors do we have at rotterdam", "device_list", S(3), "a"),
    ("q", en, 0, "what's offline in houston right now?", "device_list", S(2), "a"),
    ("q", en, 0, "anything down at the lyon plant?", "device_list", S(1), "a"),
    ("q", en, 0, "which detectors are in maintenance mode at the moment", "device_list", _, "a"),
    ("q", en, 0, "how many devices went dark today", "device_list", _, "a"),
    ("q", en, 0, "how many thermometers are at houston", "device_list", S(2), "a"),
    ("q", en, 0, "what tickets does priya have", "work_orders", U(6), "a"),
    ("q", en, 0, "anything assigned to tom becker?", "work_orders", U(4), "a"),
    ("q", en, 0, "open work orders for hiroshi?", "work_orders", U(7), "a"),
    ("q", en, 0, "how many urgent jobs are open", "work_orders", _, "a"),
    ("q", en, 0, "which tickets are in progress right now", "work_orders", _, "a"),
    ("q", en, 0, "how many open tickets do we have overall", "work_orders", _, "a"),
    ("q", en, 0, "how many critical alarms are open", "alerts_inbox", _, "a"),
    ("q", en, 0, "any warning-level alerts at the moment?", "alerts_inbox", _, "a"),
    ("q", en, 1, "any alarms at rotterdam rigth now?", "site_details", S(3), "a"),
    ("q", en, 0, "open work orders at the houston refinery?", "site_details", S(2), "a"),
    ("q", en, 0, "does the lyon plant have any open alerts", "site_details", S(1), "a"),
    ("q", en, 0, "who's in the maintenance team", "user_list", T(2), "a"),
    ("q", en, 0, "who are our admins?", "user_list", _, "a"),
    ("q", en, 0, "which users still haven't accepted their invite", "user_list", _, "a"),
    ("q", en, 0, "which honeywell models do we use", "product_catalog", M(1), "a"),
    # alice: one record's page
    ("q", en, 0, "how many bw ultras are deployed", "product_details", P(1), "a"),
    ("q", en, 0, "how many polytron units do we have in total", "product_details", P(3), "a"),
    ("q", en, 0, "what timezone is the rotterdam site in", "site_details", S(3), "a"),
    ("q", en, 0, "what firmware is the rotterdam gateway on", "device_details", D(30), "a"),
    ("q", en, 0, "battery level of the shift lead's portable?", "device_details", D(7), "a"),
    ("q", en, 0, "is the flare stack camera back online yet", "device_details", D(26), "a"),
    ("q", en, 0, "who is the flare camera ticket assigned to", "work_order_details", W(4), "a"),
    ("q", en, 0, "what's tom okafor's phone number", "user_details", U(5), "a"),
    ("q", en, 0, "what's the latest reading from the solvent store", "device_telemetry", D(5), "a"),
    ("q", en, 0, "when is the bump test job due", "work_order_details", W(3), "a"),
    ("q", en, 0, "which site is the hydrotreater detector at", "device_details", D(12), "a"),
    ("q", en, 0, "who makes the polytron", "product_details", P(3), "a"),
    ("q", en, 0, "what's advantech's website", "manufacturer_details", M(4), "a"),
    ("q", en, 1, "what's the co levle at tank farm north right now", "device_telemetry", D(9), "a"),
    ("q", en, 0, "is GS-1004 still offline", "device_details", D(4), "a"),
    ("q", en, 0, "what's the signal strength on the houston gateway", "device_telemetry", D(29), "a"),
    ("q", en, 0, "is last month's invoice paid yet", "invoice_detail", I(6), "a"),
    ("q", en, 0, "who leads the control room team", "team_details", T(1), "a"),
    # alice: screens that hold the answer
    ("q", en, 0, "who's on call this weekend", "on_call_schedule", _, "a"),
    ("q", en, 0, "what happens if nobody acks a critical alarm for 15 min", "escalation_policies", _, "a"),
    ("q", en, 0, "which site burned the most electricity last month", "energy_usage_analytics", _, "a"),
    ("q", en, 1, "do we have spare sensor cells for the polytrons in stock", "spare_parts_inventory", _, "a"),
    ("q", en, 0, "which detectors are overdue for a bump test", "compliance_reports", _, "a"),
    ("q", en, 0, "who deleted a device yesterday", "audit_log", _, "a"),
    ("q", en, 0, "are we close to our API quota this month", "api_usage", _, "a"),
    ("q", en, 0, "what plan are we on", "organization_billing", _, "a"),
    ("q", en, 0, "any unpaid invoices?", "organization_billing", _, "a"),
    ("q", en, 0, "what caused the last gas leak incident", "incident_history", _, "a"),
    ("q", en, 0, "what maintenance is planned for next week", "maintenance_schedule", _, "a"),
    ("q", en, 0, "is the acme console down for everyone or just me", "system_status", _, "a"),
    ("q", en, 0, "what's new in the latest console release", "release_notes", _, "a"),
    ("q", en, 0, "which reports get emailed every monday", "scheduled_reports", _, "a"),
    ("q", en, 0, "how long do we keep raw telemetry", "data_retention_settings", _, "a"),
    ("q", en, 0, "is slack hooked up to our alarms", "integrations", _, "a"),
    ("q", en, 0, "did any webhook deliveries fail last night", "webhooks", _, "a"),
    ("q", en, 0, "is single sign-on enforced for everyone", "sso_settings", _, "a"),
    ("q", en, 0, "how much would the next plan up cost us", "subscription_plans", _, "a"),
    ("q", en, 0, "can operators delete devices", "roles_permissions", _, "a"),
    ("q", en, 0, "how many teams do we have", "teams", _, "a"),
    ("q", en, 0, "which vendors do we buy from", "manufacturers", _, "a"),
    ("q", en, 0, "what product categories exist", "product_categories", _, "a"),
    ("q", en, 0, "how many facilities does acme have", "site_list", _, "a"),
    ("q", en, 1, "is there a firmware campaing running", "firmware_updates", _, "a"),
    ("q", en, 0, "when does my api token expire", "api_tokens", _, "a"),
    ("q", en, 0, "which devices are in the portable detectors group", "device_groups", _, "a"),
    ("q", en, 0, "which of our alarm rules are disabled", "alert_rules", _, "a"),
    ("q", en, 0, "did i get any notifications about the tank farm", "notifications", _, "a"),
    # alice: other languages
    ("q", fr, 0, "combien de capteurs sont hors ligne à Lyon ?", "device_list", S(1), "a"),
    ("q", fr, 0, "qui est d'astreinte ce soir ?", "on_call_schedule", _, "a"),
    ("q", de, 0, "Welche Aufträge hat Tom Becker offen?", "work_orders", U(4), "a"),
    ("q", de, 0, "Wie viele kritische Alarme sind gerade offen?", "alerts_inbox", _, "a"),
    ("q", es, 0, "¿cuántos dispositivos tenemos en Róterdam?", "device_list", S(3), "a"),
    ("q", es, 0, "¿quién está en el equipo de mantenimiento?", "user_list", T(2), "a"),
    ("q", nl, 0, "welke sensoren zijn offline in Houston?", "device_list", S(2), "a"),
    ("q", nl, 0, "wat is het adres van de vestiging in Lyon?", "site_details", S(1), "a"),
    ("q", it, 0, "quali ordini di lavoro sono assegnati a Priya?", "work_orders", U(6), "a"),
    ("q", pt, 0, "qual é a bateria do detector da equipe de resgate?", "device_details", D(14), "a"),
    # dave
    ("q", en, 0, "which devices are at the leeds station", "device_list", S(6), "d"),
    ("q", en, 0, "anything offline at springfield?", "device_list", S(4), "d"),
    ("q", en, 0, "what's installed at denver", "device_list", S(5), "d"),
    ("q", en, 0, "what jobs is erin working on", "work_orders", U(12), "d"),
    ("q", en, 0, "which alarms have been acknowledged so far", "alerts_inbox", _, "d"),
    ("q", en, 0, "members of security operations", "user_list", T(6), "d"),
    ("q", en, 0, "how many viewers do we have", "user_list", _, "d"),
    ("q", en, 0, "what do we buy from teltonika", "product_catalog", M(8), "d"),
    ("q", en, 0, "how many turret cameras do we have", "product_details", P(14), "d"),
    ("q", en, 0, "what's the sf6 level in bay 3 now", "device_telemetry", D(45), "d"),
    ("q", en, 0, "what role does irene have", "user_details", U(16), "d"),
    ("q", en, 0, "is the leeds outfall router still down", "device_details", D(59), "d"),
    ("q", en, 0, "who makes the rut955", "product_details", P(15), "d"),
    ("q", en, 0, "which globex invites are still pending", "pending_invitations", _, "d"),
    ("q", en, 1, "who's on call for denver tonite", "on_call_schedule", _, "d"),
    ("q", en, 0, "any open work orders at leeds", "site_details", S(6), "d"),
    ("q", en, 0, "how many invoices are still open", "organization_billing", _, "d"),
    # bob
    ("q", en, 0, "what's on my plate ticket-wise", "work_orders", U(2), "b"),
    ("q", en, 0, "any critical alarms at houston", "site_details", S(2), "b"),
    ("q", en, 0, "what's the battery on the rescue team portable", "device_details", D(14), "b"),
    ("q", en, 0, "are spare batteries running low at rotterdam", "spare_parts_inventory", _, "b"),
    ("q", en, 0, "how many x-am units do we run", "product_details", P(2), "b"),
    # carol
    ("q", en, 0, "who else is in safety & compliance with me", "user_list", T(3), "c"),
    ("q", en, 0, "is anything alarming at houston", "site_details", S(2), "c"),
    ("q", en, 0, "which detectors fail compliance right now", "compliance_reports", _, "c"),
    ("q", en, 0, "what's the temperature in the cold room", "device_telemetry", D(21), "c"),
    ("q", en, 0, "when is GS-1020 due for calibration", "device_calibration", D(20), "c"),
    ("q", en, 0, "which plants are we monitoring", "site_list", _, "c"),
    ("q", it, 0, "quali report sono disponibili?", "reports", _, "c"),
]

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (denied)
# ---------------------------------------------------------------------------------------
DENIED = [
    # carol (viewer)
    ("den", en, 0, "i'd like to add a new detector to the fleet", "onboard_device", _, "c"),
    ("den", en, 0, "i have a spreadsheet of 40 devices to load in", "bulk_device_import", _, "c"),
    ("den", en, 0, "where do i change the sample rate on gs-1012", "device_configuration", D(12), "c"),
    ("den", en, 0, "start a firmware rollout for the x-ams", "firmware_updates", _, "c"),
    ("den", en, 0, "where's the page to decommission the vapour recovery detector", "decommission_device", D(17), "c"),
    ("den", en, 0, "add a new product model to our catalog", "register_product", _, "c"),
    ("den", en, 0, "set up a new site for the antwerp warehouse", "create_site", _, "c"),
    ("den", en, 0, "make a new alarm rule", "create_alert_rule", _, "c"),
    ("den", en, 0, "i need to raise a maintenance job, where's the form", "create_work_order", _, "c"),
    ("den", en, 0, "build my own report with custom columns", "custom_report_builder", _, "c"),
    ("den", en, 0, "download all readings as csv for last quarter", "data_export", _, "c"),
    ("den", en, 0, "open last month's invoice pdf", "invoice_detail", I(6), "c"),
    ("den", en, 1, "compare the subscripton tiers", "subscription_plans", _, "c"),
    ("den", en, 0, "who changed the alarm settings yesterday", "audit_log", _, "c"),
    ("den", en, 0, "how long is telemetry kept before it's deleted", "data_retention_settings", _, "c"),
    ("den", en, 0, "is sso with azure ad set up", "sso_settings", _, "c"),
    ("den", en, 0, "connect our teams channel for alarm messages", "integrations", _, "c"),
    ("den", en, 1, "show the webhok endpoints", "webhooks", _, "c"),
    ("den", en, 0, "invite a colleague from quality", "invite_user", _, "c"),
    ("den", en, 0, "edit tom okafor's phone in the directory", "edit_user_details", U(5), "c"),
    ("den", en, 0, "what can each role do", "roles_permissions", _, "c"),
    ("den", en, 0, "which invitations are still out", "pending_invitations", _, "c"),
    ("den", en, 0, "change the brand colours", "branding_settings", _, "c"),
    ("den", en, 0, "how many api calls did we make this month", "api_usage", _, "c"),
    ("den", en, 0, "where do i change the org's timezone", "manage_organization", _, "c"),
    ("den", fr, 0, "je voudrais ajouter un nouvel appareil", "onboard_device", _, "c"),
    ("den", de, 0, "Rechnungen unserer Firma anzeigen", "organization_billing", _, "c"),
    # bob (operator)
    ("den", en, 0, "where do i change the company's name", "manage_organization", _, "b"),
    ("den", en, 0, "what card do we pay with", "organization_billing", _, "b"),
    ("den", en, 0, "the invoice from two months ago", "invoice_detail", I(5), "b"),
    ("den", en, 0, "upgrade us to the next plan", "subscription_plans", _, "b"),
    ("den", en, 0, "change the login page logo", "branding_settings", _, "b"),
    ("den", en, 0, "who edited GS-1009's config last", "audit_log", _, "b"),
    ("den", en, 0, "keep alarm history longer", "data_retention_settings", _, "b"),
    ("den", en, 0, "okta sso config", "sso_settings", _, "b"),
    ("den", en, 0, "hook up pagerduty", "integrations", _, "b"),
    ("den", en, 0, "add a webhook endpoint", "webhooks", _, "b"),
    ("den", en, 1, "api qouta usage", "api_usage", _, "b"),
    ("den", en, 0, "edit tom becker's user details", "edit_user_details", U(4), "b"),
    ("den", en, 0, "invite a new technician", "invite_user", _, "b"),
    ("den", en, 0, "what's each role allowed to do", "roles_permissions", _, "b"),
    ("den", en, 0, "change what operators can do", "edit_role", _, "b"),
    ("den", en, 0, "resend emma's invitation", "pending_invitations", _, "b"),
    ("den", en, 0, "decommission page for the flare camera", "decommission_device", D(26), "b"),
    ("den", es, 0, "quiero ver la factura del mes pasado", "invoice_detail", I(6), "b"),
    ("den", nl, 0, "het auditlogboek bekijken", "audit_log", _, "b"),
]

# ---------------------------------------------------------------------------------------
# unclear: vague, bare, out of scope, small talk, gibberish
# ---------------------------------------------------------------------------------------
UNCLEAR = [
    ("unc", en, 0, "can you do something about it", _, _, "a"),
    ("unc", en, 0, "the usual please", _, _, "a"),
    ("unc", en, 0, "hmm not sure what i need actually", _, _, "a"),
    ("unc", en, 0, "what's the euro to dollar rate today", _, _, "a"),
    ("unc", en, 0, "translate gas leak into japanese", _, _, "a"),
    ("unc", en, 0, "write me a poem about the houston refinery", _, _, "a"),
    ("unc", en, 0, "who won the champions league final", _, _, "a"),
    ("unc", en, 0, "remind me to buy milk on the way home", _, _, "a"),
    ("unc", en, 0, "order new safety boots for tom becker", _, _, "a"),
    ("unc", en, 0, "call priya on her mobile for me", _, _, "a"),
    ("unc", en, 0, "asdf jkl; qwe", _, _, "a"),
    ("unc", en, 0, "thanks, that's all for now", _, _, "a"),
    ("unc", en, 0, "good morning, how are you today", _, _, "a"),
    ("unc", en, 0, "are you a real person", _, _, "a"),
    ("unc", en, 0, "what's 15 percent of 5237", _, _, "a"),
    ("unc", en, 0, "play some lo-fi music", _, _, "a"),
    ("unc", en, 0, "set an alarm on my phone for 6am tomorrow", _, _, "a"),
    ("unc", en, 0, "book a dentist appointment for thursday", _, _, "a"),
    ("unc", en, 0, "email my wife that i'll be late tonight", _, _, "a"),
    ("unc", en, 0, "find me a hotel near the rotterdam terminal", _, _, "a"),
    ("unc", en, 0, "how do i make a decent espresso", _, _, "a"),
    ("unc", en, 0, "the thing from before", _, _, "a"),
    ("unc", en, 1, "its broekn again", _, _, "a"),
    ("unc", en, 0, "do that again but better", _, _, "a"),
    ("unc", en, 0, "what should i do", _, _, "a"),
    ("unc", en, 0, "zzzzzz", _, _, "a"),
    ("unc", fr, 0, "je sais pas trop, aide-moi", _, _, "a"),
    ("unc", de, 0, "wie spät ist es gerade in Tokio", _, _, "a"),
    ("unc", es, 0, "cuéntame algo gracioso", _, _, "a"),
    ("unc", it, 0, "che tempo fa a Lione domani", _, _, "a"),
    ("unc", nl, 0, "doe maar iets", _, _, "a"),
    ("unc", pt, 0, "bom dia, tudo bem contigo?", _, _, "a"),
    ("unc", en, 0, "what's the weather forecast for denver tomorrow", _, _, "d"),
    ("unc", en, 0, "tell hector to call me back", _, _, "d"),
    ("unc", en, 0, "rent a truck for the leeds crew", _, _, "d"),
    ("unc", en, 0, "what time does the canteen at lyon open", _, _, "b"),
    ("unc", en, 0, "ugh, this again", _, _, "b"),
    ("unc", en, 0, "hello? anyone there", _, _, "c"),
]

# ---------------------------------------------------------------------------------------
# plain navigation to screens without records
# ---------------------------------------------------------------------------------------
PLAIN = [
    ("plain", en, 0, "back to the home dashboard", "main_dashboard", _, "a"),
    ("plain", en, 0, "open my notification inbox", "notifications", _, "a"),
    ("plain", en, 0, "i want to search the whole console for a serial", "global_search", _, "a"),
    ("plain", en, 0, "help articles on setting up gateways", "help_center", _, "a"),
    ("plain", en, 0, "where's the changelog", "release_notes", _, "a"),
    ("plain", en, 0, "need a new password, the old one leaked", "change_password", _, "a"),
    ("plain", en, 0, "where are my alert email settings", "notification_preferences", _, "a"),
    ("plain", en, 1, "set up an authenticator app for my logn", "two_factor_setup", _, "a"),
    ("plain", en, 0, "where am i logged in right now", "active_sessions", _, "a"),
    ("plain", en, 0, "show every device on a map", "device_map", _, "a"),
    ("plain", en, 0, "take me to the list of our sites", "site_list", _, "a"),
    ("plain", en, 0, "the whole product catalog please", "product_catalog", _, "a"),
    ("plain", en, 0, "open the report library", "reports", _, "a"),
    ("plain", en, 0, "i want to build a report from scratch", "custom_report_builder", _, "a"),
    ("plain", en, 0, "the preventive maintenance calendar", "maintenance_schedule", _, "a"),
    ("plain", en, 0, "past incidents and how they were resolved", "incident_history", _, "a"),
    ("plain", en, 1, "escalation polcies for alarms", "escalation_policies", _, "a"),
    ("plain", en, 0, "energy consumption charts by site", "energy_usage_analytics", _, "a"),
    ("plain", en, 0, "the compliance report for the auditors", "compliance_reports", _, "a"),
    ("plain", en, 0, "export work orders to parquet", "data_export", _, "a"),
    ("plain", en, 0, "import a csv of new devices", "bulk_device_import", _, "a"),
    ("plain", en, 0, "start the wizard to onboard a sensor", "onboard_device", _, "a"),
    ("plain", en, 0, "i need to add a site", "create_site", _, "a"),
    ("plain", en, 0, "open an empty work order form", "create_work_order", _, "a"),
    ("plain", en, 0, "set up a new alarm threshold rule", "create_alert_rule", _, "a"),
    ("plain", en, 0, "add a new device model to the catalog", "register_product", _, "a"),
    ("plain", en, 0, "i want to invite somebody new", "invite_user", _, "a"),
    ("plain", en, 0, "edit the permissions of the viewer role", "edit_role", _, "a"),
    ("plain", en, 0, "white-label settings for our domain", "branding_settings", _, "a"),
    ("plain", en, 0, "organization settings", "manage_organization", _, "a"),
    ("plain", en, 0, "full device inventory", "device_list", _, "a"),
    ("plain", en, 0, "all the alarms that are active", "alerts_inbox", _, "a"),
    ("plain", en, 0, "the people directory", "user_list", _, "a"),
    ("plain", en, 0, "my own profile page", "profile", _, "a"),
    ("plain", fr, 0, "ouvre le calendrier de maintenance", "maintenance_schedule", _, "a"),
    ("plain", de, 0, "zur Liste der Hersteller", "manufacturers", _, "a"),
    ("plain", es, 0, "llévame al registro de auditoría", "audit_log", _, "a"),
    ("plain", nl, 0, "naar het overzicht van alle teams", "teams", _, "a"),
    ("plain", pt, 0, "abrir as categorias de produtos", "product_categories", _, "a"),
    ("plain", it, 0, "vai alla pagina dei gruppi di dispositivi", "device_groups", _, "a"),
    ("plain", en, 0, "the globex work order list", "work_orders", _, "d"),
    ("plain", en, 0, "our integrations page", "integrations", _, "d"),
    ("plain", en, 0, "where do i set up a new team member invite", "invite_user", _, "d"),
    ("plain", en, 0, "the alert rules page", "alert_rules", _, "b"),
    ("plain", en, 0, "open the spare parts stock", "spare_parts_inventory", _, "b"),
    ("plain", en, 0, "my scheduled report emails", "scheduled_reports", _, "c"),
    ("plain", en, 0, "the platform status page", "system_status", _, "c"),
    ("plain", en, 0, "the help centre please", "help_center", _, "c"),
]

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values: their screen
# ---------------------------------------------------------------------------------------
NOTOOL = [
    ("notool", en, 0, "keep raw telemetry for 90 days instead of a year", "data_retention_settings", _, "a"),
    ("notool", en, 0, "turn off sms for warning alarms, email is enough", "notification_preferences", _, "a"),
    ("notool", en, 0, "revoke the api token called grafana", "api_tokens", _, "a"),
    ("notool", en, 0, "sign me out of the chrome session on the old laptop", "active_sessions", _, "a"),
    ("notool", en, 0, "change our org timezone to Europe/Amsterdam", "manage_organization", _, "a"),
    ("notool", en, 0, "switch us to the annual enterprise plus plan", "subscription_plans", _, "a"),
    ("notool", en, 0, "make the primary colour #ff6600", "branding_settings", _, "a"),
    ("notool", en, 0, "enforce okta sso for everybody", "sso_settings", _, "a"),
    ("notool", en, 0, "post critical alarms to the #ops-alerts slack channel", "integrations", _, "a"),
    ("notool", en, 0, "add a webhook to https://hooks.example.com/acme for device offline events", "webhooks", _, "a"),
    ("notool", en, 0, "let viewers export data too", "edit_role", _, "a"),
    ("notool", en, 0, "add priya to the maintenance team", "team_details", T(2), "a"),
    ("notool", en, 0, "take lukas off the maintenance team", "team_details", T(2), "a"),
    ("notool", en, 0, "resend sofia's invitation, it expired", "pending_invitations", _, "a"),
    ("notool", en, 0, "put GS-1007 and GS-1014 into a group called portables", "device_groups", _, "a"),
    ("notool", en, 1, "roll out firmware 3.4.0 to the polytrons still on 3.3.2", "firmware_updates", _, "a"),
    ("notool", en, 0, "enable the bearing overheating rule again", "alert_rules", _, "a"),
    ("notool", en, 0, "rename the gas sensors category to gas detectors", "product_categories", _, "a"),
    ("notool", en, 0, "email the monthly uptime report to priya every 1st at 8am", "scheduled_reports", _, "a"),
    ("notool", en, 0, "reassign the flare camera job to tom becker", "work_order_details", W(4), "a"),
    ("notool", en, 0, "mark work order 3 as done", "work_order_details", W(3), "a"),
    ("notool", en, 0, "close out the co alarm at tank farm north, the leak is fixed", "alert_details", A(1), "a"),
    ("notool", en, 1, "log a pased bump test for GS-1016 today", "device_calibration", D(16), "a"),
    ("notool", en, 0, "put tom okafor on call next sunday", "on_call_schedule", _, "a"),
    ("notool", en, 0, "escalate unacked critical alarms to the control room after 5 minutes", "escalation_policies", _, "a"),
    ("notool", en, 0, "change our billing address to 18 rue de gerland", "organization_billing", _, "a"),
    ("notool", en, 0, "set my job title to shift supervisor", "edit_profile", _, "a"),
    ("notool", en, 0, "add 20 calibration gas bottles to the houston stock", "spare_parts_inventory", _, "a"),
    ("notool", en, 0, "comment on the h2s alarm that the crew is on the way", "alert_details", A(2), "a"),
    ("notool", fr, 0, "passe la durée de conservation des journaux d'audit à deux ans", "data_retention_settings", _, "a"),
    ("notool", de, 0, "die Benachrichtigungen per SMS für Warnungen ausschalten", "notification_preferences", _, "a"),
    ("notool", en, 0, "move leo into the grid operations team", "team_details", T(5), "d"),
    ("notool", en, 0, "set globex's locale to en-GB", "manage_organization", _, "d"),
    ("notool", en, 0, "disable the sf6 leak rule during the bay 2 repair", "alert_rules", _, "d"),
    ("notool", en, 0, "cancel maya patel's invitation", "pending_invitations", _, "d"),
    ("notool", en, 0, "add GS-1012 to the fixed detectors group", "device_groups", _, "b"),
    ("notool", en, 0, "mark my tank farm ticket as in progress", "work_order_details", W(2), "b"),
    ("notool", en, 0, "mute alarm emails between 10pm and 6am", "notification_preferences", _, "c"),
    ("notool", en, 0, "add a photo to my profile", "edit_profile", _, "c"),
]

# ---------------------------------------------------------------------------------------
# execution: changes with all their values, by users whose role may make them
# ---------------------------------------------------------------------------------------
EXEC = [
    ("exec", en, 0, "rename GS-1006 to 'Lab fume hood east'", "x:update_device", _, "a"),
    ("exec", en, 0, "move TH-2001 over to the houston refinery", "x:update_device", _, "a"),
    ("exec", en, 0, "set the reporting interval of the cold room thermometer to 120 s", "x:update_device", _, "a"),
    ("exec", en, 0, "put GS-1011 back to active, the sensor head was swapped", "x:update_device", _, "a"),
    ("exec", en, 0, "set GW-4003's name to Rotterdam LoRa gateway", "x:update_device", _, "a"),
    ("exec", en, 0, "acknowledge the h2s alarm on the crude unit", "x:acknowledge_alert", _, "a"),
    ("exec", en, 1, "ack the batery alarm for the rescue team portable", "x:acknowledge_alert", _, "a"),
    ("exec", en, 0, "acknowledge the calibration reminder for GS-1020", "x:acknowledge_alert", _, "a"),
    ("exec", en, 0, "create a work order to replace the battery in GS-1004, high priority, due friday, assign tom becker", "x:create_work_order", _, "a"),
    ("exec", en, 0, "new work order: inspect the CAM-3003 lens, low priority, due in two weeks", "x:create_work_order", _, "a"),
    ("exec", en, 0, "decommission GS-1017, it's being replaced", "x:decommission_device", _, "a"),
    ("exec", en, 0, "retire CAM-3002 for good, the housing cracked", "x:decommission_device", _, "a"),
    ("exec", en, 0, "change tom okafor's department to Safety", "x:update_user", _, "a"),
    ("exec", en, 0, "make priya raman an admin", "x:update_user", _, "a"),
    ("exec", en, 0, "emma's phone is now +33 6 12 34 56 78", "x:update_user", _, "a"),
    ("exec", en, 0, "disable hiroshi tanaka's account, he left the company", "x:deactivate_user", _, "a"),
    ("exec", en, 0, "add a site called Antwerp depot at Haven 1227, 2030 Antwerpen, timezone Europe/Brussels", "x:create_site", _, "a"),
    ("exec", en, 0, "onboard a new X-am 5600 with serial GS-1021 at the rotterdam terminal", "x:onboard_device", _, "a"),
    ("exec", en, 0, "register product Pac 8000 from Dräger in gas sensors", "x:register_product", _, "a"),
    ("exec", en, 0, "alert rule: critical when lel_pct on Polytron 8700 goes above 20", "x:create_alert_rule", _, "a"),
    ("exec", en, 0, "invite marco.rossi@acme.example as a viewer on the safety & compliance team", "x:invite_user", _, "a"),
    ("exec", en, 0, "update the description of WISE-2410 to 'LoRaWAN vibration and temperature node'", "x:update_product", _, "a"),
    ("exec", fr, 0, "renomme le capteur GS-1002 en « Hall réacteur A nord »", "x:update_device", _, "a"),
    ("exec", de, 0, "Alarm zum CO-Wert an GS-1009 bestätigen", "x:acknowledge_alert", _, "a"),
    ("exec", es, 0, "invita a lucia.gomez@acme.example como operadora", "x:invite_user", _, "a"),
    ("exec", nl, 0, "zet GS-1019 op onderhoud", "x:update_device", _, "a"),
    ("exec", it, 0, "crea un ordine di lavoro per pulire la telecamera CAM-3001, priorità bassa, scadenza venerdì", "x:create_work_order", _, "a"),
    ("exec", pt, 0, "desativar a conta da Sofia Marchetti", "x:deactivate_user", _, "a"),
    # dave
    ("exec", en, 0, "ack the chlorine alarm at springfield", "x:acknowledge_alert", _, "d"),
    ("exec", en, 0, "acknowledge the sf6 alert on bay 2", "x:acknowledge_alert", _, "d"),
    ("exec", en, 0, "rename GXW-8002 to Springfield backup router", "x:update_device", _, "d"),
    ("exec", en, 0, "set GXT-6006 back to active", "x:update_device", _, "d"),
    ("exec", en, 0, "decommission GXW-8004, we're replacing it with a newer router", "x:decommission_device", _, "d"),
    ("exec", en, 0, "invite nora.jensen@globex.example as an operator in field service", "x:invite_user", _, "d"),
    ("exec", en, 0, "change leo fischer's phone to +44 113 496 0999", "x:update_user", _, "d"),
    ("exec", en, 0, "deactivate jamal wright, he took another job", "x:deactivate_user", _, "d"),
    ("exec", en, 0, "create site Tulsa booster station, 1500 S Elgin Ave, Tulsa OK, America/Chicago", "x:create_site", _, "d"),
    ("exec", en, 0, "onboard GX-5013, a GasGuard Cl2, at leeds pumping station", "x:onboard_device", _, "d"),
    ("exec", en, 0, "register a Siemens thermometer product called Sitrans TH420", "x:register_product", _, "d"),
    ("exec", en, 0, "rule on TempLink T100: warning when battery drops below 25", "x:create_alert_rule", _, "d"),
    ("exec", en, 1, "open a work order to replace the antena on GXW-8004, urgent, assign leo, due tomorrow", "x:create_work_order", _, "d"),
    ("exec", en, 0, "change the RUT955 description to 'LTE router for remote pump stations'", "x:update_product", _, "d"),
    ("exec", en, 0, "retire GX-5003, the filter gallery detector is dead", "x:decommission_device", _, "d"),
    ("exec", en, 0, "make grace liu an operator", "x:update_user", _, "d"),
    # bob
    ("exec", en, 0, "rename GS-1005 to Solvent store east", "x:update_device", _, "b"),
    ("exec", en, 0, "set the sample interval of GS-1012 to 10 seconds", "x:update_device", _, "b"),
    ("exec", en, 0, "ack the co alarm at the tank farm", "x:acknowledge_alert", _, "b"),
    ("exec", en, 0, "new ticket: check the GS-1019 inlet filter, medium priority, due next monday", "x:create_work_order", _, "b"),
    ("exec", en, 0, "onboard TH-2005, a WISE-2410, at the lyon plant", "x:onboard_device", _, "b"),
    ("exec", en, 0, "add a site named Le Havre tank depot, 12 quai de Saône, Le Havre, Europe/Paris", "x:create_site", _, "b"),
    ("exec", en, 1, "create a rule: warning when temprature on WISE-2410 is above 70", "x:create_alert_rule", _, "b"),
    ("exec", en, 0, "register the Honeywell BW Flex as a gas sensor product", "x:register_product", _, "b"),
]

DRAFT = RECORDS + QUESTIONS + DENIED + UNCLEAR + PLAIN + NOTOOL + EXEC

# colliding wording -> new wording (after the first check); the typo flag is kept unless
# the new wording is listed in TYPO_NOW
REWORDED: dict[str, str] = {
    # execution
    "acknowledge the h2s alarm on the crude unit": "ack the crude unit h2s alarm, we're on it",
    "add a site called Antwerp depot at Haven 1227, 2030 Antwerpen, timezone Europe/Brussels":
        "add a site named Zeebrugge LNG jetty, Kustweg 2, 8380 Zeebrugge, timezone Europe/Brussels",
    "create a work order to replace the battery in GS-1004, high priority, due friday, assign tom becker":
        "raise a high-priority job for Tom Becker to swap the battery on the loading dock x-am, due this friday",
    "decommission GS-1017, it's being replaced":
        "take GS-1017 out of service permanently, the vapour recovery unit has a replacement now",
    "make priya raman an admin": "priya raman should have admin rights from today",
    "change leo fischer's phone to +44 113 496 0999":
        "leo fischer got a new work phone, +44 7700 900412, put that on his record",
    "move TH-2001 over to the houston refinery": "TH-2001 is being relocated: asign it to the houston refinery site",
    "onboard GX-5013, a GasGuard Cl2, at leeds pumping station":
        "add the new chlorine detector GX-5013 (GasGuard Cl2) to leeds pumping station",
    "rename GS-1005 to Solvent store east": "GS-1005 should be called 'Solvent store east bay' from now on",
    "set the sample interval of GS-1012 to 10 seconds":
        "change GS-1012's sampling interval to 10s, we need finer data on the hydrotreater",
    "set GXT-6006 back to active": "pump motor M2's thermometer is repaired, switch GXT-6006 from maintenance to active",
    "zet GS-1019 op onderhoud": "zet de sensor in tankput 4 (GS-1019) in onderhoudsmodus",
    "ack the chlorine alarm at springfield": "acknowledge the chlorination room alarm, hector is heading over",
    # questions
    "combien de capteurs sont hors ligne à Lyon ?": "il y a des détecteurs déconnectés sur le site de Lyon en ce moment ?",
    "qui est d'astreinte ce soir ?": "c'est qui de garde cette nuit pour les alarmes ?",
    "¿quién está en el equipo de mantenimiento?": "¿qué personas forman parte del equipo de Maintenance?",
    "when is GS-1020 due for calibration": "the jetty 3 h2s detector, when's its next calibration due",
    "what's the sf6 level in bay 3 now": "current sf6 ppm on gis bay 3?",
    "what's the co levle at tank farm north right now": "latest co levle on the north tank farm sensor",
    "are we close to our API quota this month":
        "we keep getting throttled by the api, how much of the monthly quota is used up",
    # records
    "apri la scheda di Lukas Meyer": "fammi vedere l'utente disattivato del reparto manutenzione",
    "il rilevatore del magazzino solventi": "apri il sensore che misura 2,6 % LEL",
    "Kalibrierprotokoll für GS-1019": "Kalibrierungen vom Detektor in Tankgrube 4 anzeigen",
    "open de pagina van de gateway in rotterdam": "de gateway die nog op firmware 2.3.8 draait",
    "calibraton certificate of gs-1013": "calibraton certs for the houston control room x-am",
    # denied
    "show the webhok endpoints": "where are the webhok urls we send events to",
    "api qouta usage": "how close are we to the api qouta, the scripts keep failing",
    "edit tom becker's user details": "open tom becker's record in edit mode, his department is wrong",
    "resend emma's invitation": "emma laurent never got her invite email, can i send it again",
    "the invoice from two months ago": "pull up the invoice for 5,189",
    "change what operators can do": "i want operators to be allowed to decommission, where's that permission edited",
    # unclear
    "cuéntame algo gracioso": "¿me recomiendas una serie para el fin de semana?",
    "doe maar iets": "geen idee wat ik zoek eigenlijk",
    "hello? anyone there": "is this thing even listening",
    "its broekn again": "it's broekn agian, same as last time",
    "translate gas leak into japanese": "what's the japanese word for gas leak",
    "who won the champions league final": "did ajax win on saturday",
    "what's the euro to dollar rate today": "convert 300 euros to dollars for me",
    # plain navigation
    "abrir as categorias de produtos": "quero ver em que categorias os nossos produtos estão divididos",
    "set up an authenticator app for my logn": "i want 2fa on my acount, we're told to use google authenticator now",
    "open the spare parts stock": "how do i get to the spare parts page",
    "the platform status page": "is there an acme-wide outage page i can check",
    # changes no tool makes
    "log a pased bump test for GS-1016 today": "GS-1016 pased its bump test this morning, record it",
    "move leo into the grid operations team": "leo fischer should also be a member of grid operations",
    "rename the gas sensors category to gas detectors": "our 'Cameras' category should be called 'CCTV & thermal'",
    "set my job title to shift supervisor": "my title on my profile should say Process Safety Lead",
}
# rewordings made on a review, although the row did not collide
REVIEWED: dict[str, str] = {}
# typos put into rows that did not collide (old wording -> wording with a typo)
TYPOS_ADDED: dict[str, str] = {
    "the gateway with the weakest signal": "the gateway with the weakest signl",
    "the quality person who hasn't joined yet": "the qualty person who hasn't joined yet",
    "the chinese vendor": "the chinese vender",
    "what's offline in houston right now?": "whats ofline in houston right now?",
    "which detectors are overdue for a bump test": "which detectors are overdeu for a bump test",
    "help articles on setting up gateways": "help artciles on setting up gateways",
    "set up a new site for the antwerp warehouse": "set up a new site for the antwerp warehosue",
    "hook up pagerduty": "hook up pagerduty for our on-call, were do i do that",
    "revoke the api token called grafana": "revoke the api tokn called grafana",
    "remind me to buy milk on the way home": "remind me to by milk on the way home",
}
TYPO_NOW = {"TH-2001 is being relocated: asign it to the houston refinery site",
            "i want 2fa on my acount, we're told to use google authenticator now"} | set(TYPOS_ADDED.values())
# colliding wordings that were dropped
DROPPED: set[str] = {
    "rename GS-1006 to 'Lab fume hood east'",
    "acknowledge the calibration reminder for GS-1020",
    "any unpaid invoices?", "anything down at the lyon plant?", "battery level of the shift lead's portable?",
    "how long do we keep raw telemetry", "how many critical alarms are open", "how many teams do we have",
    "is GS-1004 still offline", "is the flare stack camera back online yet",
    "what maintenance is planned for next week", "what tickets does priya have",
    "what timezone is the rotterdam site in", "what's advantech's website", "what's tom okafor's phone number",
    "when does my api token expire", "which honeywell models do we use", "which vendors do we buy from",
    "who are our admins?", "who deleted a device yesterday", "who's in the maintenance team",
    "who's on call this weekend",
    "calibration history for the boiler room co detector", "hector's ticket",
    "my own account page, alice@acme.example", "open the hamburg depot site", "priya's bump test ticket",
    "priya's contact details", "the site on maasvlakteweg", "tom becker's page",
    "i'd like to add a new detector to the fleet", "how many api calls did we make this month",
    "invite a colleague from quality", "who changed the alarm settings yesterday",
    "add a webhook endpoint", "invite a new technician",
    "are you a real person", "hmm not sure what i need actually", "thanks, that's all for now",
    "the thing from before", "the usual please",
    "add a new device model to the catalog", "edit the permissions of the viewer role", "open the report library",
    "organization settings", "the compliance report for the auditors", "the people directory",
    "the preventive maintenance calendar", "where am i logged in right now",
    "add a webhook to https://hooks.example.com/acme for device offline events",
    "change our org timezone to Europe/Amsterdam", "enable the bearing overheating rule again",
    "enforce okta sso for everybody", "post critical alarms to the #ops-alerts slack channel",
    "put GS-1007 and GS-1014 into a group called portables", "switch us to the annual enterprise plus plan",
    "take lukas off the maintenance team",
}
# non-colliding wordings dropped toward the size and the mix
TRIMMED: set[str] = {
    # alice's records
    "cold room temps from last night", "show me the hydrotreater gas detector", "the thermal cam that saw 611 degrees",
    "the detector in tank pit 4", "calibration records of the rescue team portable",
    "readings from the crude unit detector", "the gas detector with 95% battery",
    "telemetry for the rotterdam gateway", "the thermometer at 4.2 degrees", "config of the camera at the main gate",
    "open the page for GX-5007", "the polytron that's in maintenance", "the dräger detector in houston's control room",
    "the gateway with 9 devices connected", "the sensor in the lab fume hood, open it please",
    "open bob operator's user page", "which tom is in maintenance? open him", "i want to edit our IT admin's user record",
    "who is emma.laurent@acme.example", "look up tom becker in the directory", "open marie dupont's account",
    "open the american manufacturer", "every model the swedish brand makes for us",
    "the product for rtd and thermocouple inputs", "the thermal camera product", "houston's floor layout",
    "the team for calibrations and bump tests", "open the calibration-due notice for jetty 3",
    "the resolved lel alarm from the terminal", "the alert about h2s at the crude unit",
    "the work order for moving gw-4002 to 2.4.1", "the video stream alarm",
    "the portable our shift lead carries around lyon", "cam3003 page", "the sensor that hasn't reported in 6 hours",
    "the maker of our dome cameras", "the bill from four months back", "can you bring up gs1017",
    "the tikcet about the PoE switch", "settings for gw 4003", "product page of the lorawan gateway model",
    "change emma's details",
    # dave's records
    "the router with a -109 dbm signal", "the relay cabinet thermometer at 48 degrees",
    "high-lift pump 2 temperature trend", "the transformer t2 camera", "the wet well chlorine sensor at leeds",
    "control kiosk thermometer at leeds", "gis bay 2 calibration records", "hector's page", "edit jamal's record",
    "the active colleague with a 303 number", "the german maker's page", "the bi-spectrum camera model",
    "the head-mounted temperature transmitter product", "the houston refinery floor plan",
    "the info alert about routers on older firmware", "the alarm about the outfall router dropping off",
    "leo's overdue lte job", "the invoice for $1,382", "my profile, dave@globex.example",
    "lab fridge temperature history", "pump motor m2 configuration", "floor plan for the brighton blvd site",
    "the north fence camera install that's finished", "the bill from three months ago",
    "calibration records of the clearwell vent detector",
    # bob's and carol's records
    "the maintenance crew page", "hydrotreater readings", "the x-am 5600 model spec sheet",
    # questions
    "how many devices went dark today", "how many thermometers are at houston",
    "which tickets are in progress right now", "how many open tickets do we have overall",
    "does the lyon plant have any open alerts", "how many polytron units do we have in total",
    "when is the bump test job due", "what's the signal strength on the houston gateway",
    "what product categories exist", "how many facilities does acme have",
    "which reports get emailed every monday",
    "which site is the hydrotreater detector at", "any warning-level alerts at the moment?",
    "how many viewers do we have", "what's installed at denver", "who makes the rut955",
    # refusals
    "change the brand colours", "okta sso config",
    # unclear
    "zzzzzz",
    # plain navigation
    "the whole product catalog please", "full device inventory", "all the alarms that are active",
    "my own profile page", "take me to the list of our sites",
    # changes no tool makes
    "add 20 calibration gas bottles to the houston stock", "comment on the h2s alarm that the crew is on the way",
    # execution
    "set GW-4003's name to Rotterdam LoRa gateway", "new work order: inspect the CAM-3003 lens, low priority, due in two weeks",
    "emma's phone is now +33 6 12 34 56 78", "invite marco.rossi@acme.example as a viewer on the safety & compliance team",
    "make grace liu an operator", "retire GX-5003, the filter gallery detector is dead",
}


def catalog_roles() -> dict[str, list[str]]:
    cat = json.loads(CATALOG.read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def rows_final():
    roles = catalog_roles()
    out = []
    seen = set()
    drafted = {d[3] for d in DRAFT}
    for name, group in (("REWORDED", REWORDED), ("TYPOS_ADDED", TYPOS_ADDED), ("DROPPED", DROPPED), ("TRIMMED", TRIMMED)):
        unknown = set(group) - drafted
        if unknown:
            raise SystemExit(f"{name} names wordings that were not drafted: {sorted(unknown)}")
    for kind, lang, typo, query, target, record, user in DRAFT:
        if query in seen:
            raise SystemExit(f"drafted twice: {query}")
        seen.add(query)
        if query in DROPPED or query in TRIMMED:
            continue
        if query in REWORDED and query in TYPOS_ADDED:
            raise SystemExit(f"reworded and typo-added: {query}")
        query = REWORDED.get(query) or TYPOS_ADDED.get(query) or query
        if query in TYPO_NOW:
            typo = True
        row = {"query": query}
        if kind == "unc":
            row["route"] = "unclear"
        elif target.startswith("x:"):
            row["route"] = "execution"
            row["tool"] = target[2:]
        else:
            row["route"] = "navigation"
            row["screen"] = target
            if record is not None:
                row["record"] = record
        if USERS[user]:
            row["user"] = USERS[user]
        if row["route"] == "navigation":
            refused = ROLE[user] not in roles[target]
            if refused != (kind == "den"):
                raise SystemExit(f"kind {kind} but refused={refused}: {query}")
            if refused:
                row["denied"] = True
        out.append((row, {"kind": kind, "lang": lang, "typo": bool(typo), "user": user}))
    random.Random(SEED).shuffle(out)
    rows, meta = [], {}
    for n, (row, m) in enumerate(out, 1):
        rid = f"{PREFIX}{n:03d}"
        rows.append({"id": rid, **row})
        meta[rid] = m
    return rows, meta


def counts(rows, meta):
    c = collections.Counter
    kinds = c(m["kind"] for m in meta.values())
    print("rows", len(rows))
    print("kinds", dict(kinds))
    print("routes", dict(c(r["route"] for r in rows)), "denied", sum(1 for r in rows if r.get("denied")))
    print("users", dict(c(m["user"] for m in meta.values())))
    print("kind x user", dict(c((m["kind"], m["user"]) for m in meta.values())))
    langs = c(m["lang"] for m in meta.values())
    print("langs", dict(langs), "non-en", len(rows) - langs["en"], f"{(len(rows) - langs['en']) / len(rows):.1%}")
    typos = sum(m["typo"] for m in meta.values())
    print("typos", typos, f"{typos / len(rows):.1%}")
    recs = [r.get("record") for r in rows if "record" in r]
    print("records", len(recs), "ids", sum(isinstance(x, dict) for x in recs), "none", recs.count("none"), "several", recs.count("several"))
    print("tools", dict(c(r["tool"] for r in rows if r["route"] == "execution")))


def main():
    rows, meta = rows_final()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    META.write_text(json.dumps(meta, indent=0))
    if "--counts" in sys.argv:
        counts(rows, meta)
    else:
        print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
