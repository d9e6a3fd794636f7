"""Build routing-fresh23.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language, typo flag and, for a row whose
`record` is an id, its anchor (a piece of the record's seed label that the wording names,
so that a wrong id fails: the build checks it against seedindex.py, as check_set.py does).
What happened to the drafted rows follows: `REWORDED` (a wording that collided with another
text -> its new wording, or (wording, record, anchor)), `REWORDED_TWICE` (a rewording that
collided again -> its second rewording), `DROPPED` (colliding, dropped), `TRIMMED` (not
colliding, dropped toward the size and the mix) and `REVIEWED` (not colliding, reworded on
the last review). The kept rows are shuffled with a fixed seed (`random.Random(20270123)`)
and numbered f23-001... afterwards.

`denied` is set from the catalog's roles and must agree with the row's kind ("den"); a
record id must be a record of the asking user's org whose seed label holds the row's anchor
(the build stops with an error otherwise).

Run it from the repository's root (PYTHONPATH=src .venv/bin/python -B
datasets/acme/checks/build_fresh23.py [--counts]): it rewrites
datasets/acme/routing-fresh23.jsonl and datasets/acme/checks/fresh23-meta.json. `--counts`
prints the mix. `all_wordings()` gives every wording (drafted, reworded, kept or not) to
`check_set.py fresh23 --draft`.

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
    raise SystemExit("run build_fresh23.py from the repository's root or from datasets/acme/checks")
OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh23.jsonl"
META = HERE / "fresh23-meta.json"
SEED = 20270123
PREFIX = "f23-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}
ORG = {"a": "acme", "b": "acme", "c": "acme", "d": "globex"}

DRAFT: list[tuple] = []


def R(kind, user, lang, typo, query, target, record=None, anchor=None):
    DRAFT.append((kind, user, lang, bool(typo), query, target, record, anchor))


D = "device_id"
U = "user_id"
S = "site_id"
T = "team_id"
P = "product_id"
M = "manufacturer_id"
A = "alert_id"
W = "work_order_id"
I = "invoice_id"

# ---------------------------------------------------------------------------------------
# records named the way people name them (rec)
# ---------------------------------------------------------------------------------------
# alice: devices by serial, without or with odd punctuation
R("rec", "a", "en", 0, "gs1005 real quick", "n:device_details", {D: 5}, "GS-1005")
R("rec", "a", "en", 0, "can you open GS 1018 for me", "n:device_details", {D: 18}, "GS-1018")
R("rec", "a", "en", 0, "TH2003, the refinery one", "n:device_details", {D: 23}, "TH-2003")
R("rec", "a", "en", 0, "show me cam_3003 please", "n:device_details", {D: 27}, "CAM-3003")
R("rec", "a", "en", 0, "the gw-4001 overview", "n:device_details", {D: 28}, "GW-4001")
R("rec", "a", "en", 0, "gs.1016 status page", "n:device_details", {D: 16}, "GS-1016")
R("rec", "a", "en", 0, "Gs-1002 in reactor hall a", "n:device_details", {D: 2}, "GS-1002")
R("rec", "a", "en", 0, "open up th-2001 for me", "n:device_details", {D: 21}, "TH-2001")
R("rec", "a", "en", 1, "pull up gs-10013", "n:device_details", {D: 13}, "GS-1013")
# alice: devices by name, partial name, place
R("rec", "a", "en", 0, "the cold room thermometer over in lyon", "n:device_details", {D: 21}, "Cold room 1")
R("rec", "a", "en", 0, "vapour recovery detector at the terminal", "n:device_details", {D: 17}, "Vapour recovery")
R("rec", "a", "en", 0, "the crude unit h2s monitor", "n:device_details", {D: 8}, "Crude unit H2S")
R("rec", "a", "en", 0, "pump P-101 bearing sensor", "n:device_details", {D: 22}, "Pump P-101 bearing")
R("rec", "a", "en", 0, "the transmitter on tank 4 product", "n:device_details", {D: 24}, "Tank 4 product")
R("rec", "a", "en", 0, "that polytron on the hydrotreater", "n:device_details", {D: 12}, "Hydrotreater")
R("rec", "a", "en", 0, "the detector down at tank farm south", "n:device_details", {D: 10}, "Tank farm south")
R("rec", "a", "en", 0, "the x-am in the houston control room", "n:device_details", {D: 13}, "Control room")
R("rec", "a", "en", 0, "boiler room carbon monoxide sensor", "n:device_details", {D: 1}, "Boiler room CO")
R("rec", "a", "en", 1, "the solvant store detector", "n:device_details", {D: 5}, "Solvent store")
R("rec", "a", "en", 1, "the crude heatr outlet thermometer", "n:device_details", {D: 23}, "Crude heater outlet")
# alice: devices by state, reading, firmware, battery, storage, connections
R("rec", "a", "en", 0, "the only camera we have that's offline", "n:device_details", {D: 26}, "CAM-3002")
R("rec", "a", "en", 0, "the houston thermometer sitting in maintenance", "n:device_details", {D: 23}, "TH-2003")
R("rec", "a", "en", 0, "the detector that hasn't checked in for six hours", "n:device_details", {D: 4}, "GS-1004")
R("rec", "a", "en", 0, "the gas sensor showing 12% LEL", "n:device_details", {D: 17}, "GS-1017")
R("rec", "a", "en", 0, "whichever unit is reading 12.4 ppm h2s", "n:device_details", {D: 8}, "GS-1008")
R("rec", "a", "en", 0, "the thermometer that reads about 61 degrees", "n:device_details", {D: 22}, "TH-2002")
R("rec", "a", "en", 0, "the gateway with the weakest signal of the three", "n:device_details", {D: 29}, "GW-4002")
R("rec", "a", "en", 0, "the portable that's down to 14% battery", "n:device_details", {D: 14}, "GS-1014")
R("rec", "a", "en", 0, "the camera whose disk is 48% full", "n:device_details", {D: 27}, "CAM-3003")
R("rec", "a", "en", 0, "the gateway with just 8 devices hanging off it", "n:device_details", {D: 30}, "GW-4003")
R("rec", "a", "en", 0, "the x-am still running firmware 5.1.7", "n:device_details", {D: 4}, "GS-1004")
R("rec", "a", "en", 0, "the bw ultra stuck on 2.8.0", "n:device_details", {D: 14}, "GS-1014")
R("rec", "a", "en", 0, "the polytron that's in maintenance mode", "n:device_details", {D: 11}, "GS-1011")
R("rec", "a", "en", 0, "the polytron at the lyon plant", "n:device_details", "several")
R("rec", "a", "en", 0, "the lyon detector on firmware 5.2.1", "n:device_details", "several")
R("rec", "a", "en", 0, "the thermometer at the houston site", "n:device_details", "several")
R("rec", "a", "en", 0, "the jetty detector in rotterdam", "n:device_details", "several")
R("rec", "a", "en", 0, "bring up GS-1027", "n:device_details", "none")
R("rec", "a", "en", 0, "the chlorine detector at springfield", "n:device_details", "none")
R("rec", "a", "en", 0, "GXC-7002 page please", "n:device_details", "none")
# alice: device sub-pages
R("rec", "a", "en", 0, "gs-1010 readings over the last day", "n:device_telemetry", {D: 10}, "GS-1010")
R("rec", "a", "en", 0, "signal strength history of the rotterdam gateway", "n:device_telemetry", {D: 30}, "Rotterdam gateway")
R("rec", "a", "en", 0, "bump test log for the rescue team portable", "n:device_calibration", {D: 14}, "rescue team")
R("rec", "a", "en", 0, "config page of the pump house detector", "n:device_configuration", {D: 18}, "Pump house")
R("rec", "a", "en", 0, "the retire screen for the loading dock detector", "n:decommission_device", {D: 4}, "Loading dock")
R("rec", "a", "en", 0, "calibration certificates of GS-1003", "n:device_calibration", {D: 3}, "GS-1003")
# alice: people by e-mail, name, possessive, department, status, phone
R("rec", "a", "en", 0, "pull up tom becker from maintenance", "n:user_details", {U: 4}, "Tom Becker")
R("rec", "a", "en", 0, "open hiroshi.tanaka@acme.example", "n:user_details", {U: 7}, "hiroshi.tanaka@acme.example")
R("rec", "a", "en", 0, "sofia.marchetti@acme.example's account", "n:user_details", {U: 9}, "sofia.marchetti@acme.example")
R("rec", "a", "en", 0, "find emma laurent in the directory", "n:user_details", {U: 10}, "Emma Laurent")
R("rec", "a", "en", 0, "Lukas's user record", "n:user_details", {U: 8}, "Lukas Meyer")
R("rec", "a", "en", 0, "the process engineer, priya something", "n:user_details", {U: 6}, "Process Engineering")
R("rec", "a", "en", 0, "the quality person who hasn't accepted her invite", "n:user_details", {U: 9}, "Sofia Marchetti")
R("rec", "a", "en", 0, "the maintenance operator we deactivated", "n:user_details", {U: 8}, "Lukas Meyer")
R("rec", "a", "en", 0, "our IT admin's page", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("rec", "a", "en", 0, "the colleague whose number ends 0141", "n:user_details", {U: 4}, "0141")
R("rec", "a", "en", 0, "whoever has +31 10 555 0193", "n:user_details", {U: 8}, "+31 10 555 0193")
R("rec", "a", "en", 0, "the health and safety tom", "n:user_details", {U: 5}, "Tom Okafor")
R("rec", "a", "en", 0, "tom, the one in maintenance", "n:user_details", {U: 4}, "Tom Becker")
R("rec", "a", "en", 0, "tom's user page", "n:user_details", "several")
R("rec", "a", "en", 0, "the guy with a dutch phone number", "n:user_details", "several")
R("rec", "a", "en", 0, "the colleague whose phone starts +1 713", "n:user_details", "several")
R("rec", "a", "en", 0, "Emma's edit page", "n:edit_user_details", {U: 10}, "Emma Laurent")
R("rec", "a", "en", 0, "edit form for hiroshi tanaka", "n:edit_user_details", {U: 7}, "Hiroshi Tanaka")
R("rec", "a", "en", 0, "alice@acme.example, i mean my own page", "n:profile")
R("rec", "a", "en", 0, "edit my own account details, alice admin", "n:edit_profile")
R("rec", "a", "en", 0, "Grace Liu's page", "n:user_details", "none")
R("rec", "a", "en", 0, "kim.larsen@globex.example", "n:user_details", "none")
R("rec", "a", "en", 1, "priya ramans acount", "n:user_details", {U: 6}, "Priya Raman")
R("rec", "a", "en", 1, "hiroshis user pgae", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("rec", "a", "en", 1, "sofia marchettis profle", "n:user_details", {U: 9}, "Sofia Marchetti")
# alice: sites
R("rec", "a", "en", 0, "the site on rue de gerland", "n:site_details", {S: 1}, "Rue de Gerland")
R("rec", "a", "en", 0, "the one on maasvlakteweg", "n:site_details", {S: 3}, "Maasvlakteweg")
R("rec", "a", "en", 0, "our texas refinery", "n:site_details", {S: 2}, "Houston refinery")
R("rec", "a", "en", 0, "our only site in the US", "n:site_details", {S: 2}, "United States")
R("rec", "a", "en", 0, "our european site", "n:site_details", "several")
R("rec", "a", "en", 0, "lyon plant building layouts", "n:floor_plans", {S: 1}, "Lyon plant")
R("rec", "a", "en", 0, "where the sensors sit on the houston floor plan", "n:floor_plans", {S: 2}, "Houston refinery")
R("rec", "a", "en", 0, "leeds pumping station details", "n:site_details", "none")
R("rec", "a", "en", 1, "the roterdam terminal page", "n:site_details", {S: 3}, "Rotterdam terminal")
# alice: products, manufacturers, teams
R("rec", "a", "en", 0, "the P3265-LVE model", "n:product_details", {P: 7}, "P3265-LVE")
R("rec", "a", "en", 0, "smartline stt850 spec sheet", "n:product_details", {P: 4}, "SmartLine STT850")
R("rec", "a", "en", 0, "the outdoor dome camera model", "n:product_details", {P: 7}, "dome camera")
R("rec", "a", "en", 0, "the transmitter model for RTD and thermocouple inputs", "n:product_details", {P: 4}, "RTD and thermocouple")
R("rec", "a", "en", 0, "our confined-space gas monitor model", "n:product_details", {P: 2}, "confined-space")
R("rec", "a", "en", 0, "the fixed IR hydrocarbon detector model", "n:product_details", {P: 3}, "flammable hydrocarbons")
R("rec", "a", "en", 0, "the advantech WISE model", "n:product_details", "several")
R("rec", "a", "en", 0, "the axis camera model page", "n:product_details", "several")
R("rec", "a", "en", 0, "the TRB245 product page", "n:product_details", "none")
R("rec", "a", "en", 0, "axis comms vendor page", "n:manufacturer_details", {M: 3}, "Axis Communications")
R("rec", "a", "en", 0, "the german supplier we use", "n:manufacturer_details", {M: 2}, "Germany")
R("rec", "a", "en", 0, "our american manufacturer", "n:manufacturer_details", {M: 1}, "United States")
R("rec", "a", "en", 0, "hikvision as a vendor", "n:manufacturer_details", "none")
R("rec", "a", "en", 0, "safety and compliance team page", "n:team_details", {T: 3}, "Safety & Compliance")
R("rec", "a", "en", 0, "the crew doing calibration and bump tests", "n:team_details", {T: 2}, "Maintenance")
R("rec", "a", "en", 0, "the team that watches all three sites around the clock", "n:team_details", {T: 1}, "Control Room")
R("rec", "a", "en", 0, "priya's team", "n:team_details", {T: 1}, "Control Room")
# alice: alerts
R("rec", "a", "en", 0, "the tank farm north co alarm", "n:alert_details", {A: 1}, "GS-1009")
R("rec", "a", "en", 0, "alert number 3", "n:alert_details", {A: 3}, "GS-1014")
R("rec", "a", "en", 0, "the not-reporting alert on the loading dock sensor", "n:alert_details", {A: 4}, "GS-1004")
R("rec", "a", "en", 0, "the video loss alarm on the flare camera", "n:alert_details", {A: 6}, "Video stream lost")
R("rec", "a", "en", 0, "the LEL alarm at vapour recovery that's closed now", "n:alert_details", {A: 7}, "GS-1017")
R("rec", "a", "en", 0, "that info alert about the jetty 3 calibration", "n:alert_details", {A: 5}, "GS-1020")
R("rec", "a", "en", 0, "the critical alarm that's open", "n:alert_details", "several")
# alice: work orders
R("rec", "a", "en", 0, "the gateway firmware upgrade ticket", "n:work_order_details", {W: 5}, "Upgrade Houston gateway firmware")
R("rec", "a", "en", 0, "the gatehouse camera relocation job", "n:work_order_details", {W: 6}, "Relocate main gate camera")
R("rec", "a", "en", 0, "the job about tanks T-12 and T-14", "n:work_order_details", {W: 2}, "T-12 and T-14")
R("rec", "a", "en", 0, "hiroshi's overdue ticket", "n:work_order_details", {W: 4}, "hiroshi.tanaka")
R("rec", "a", "en", 0, "the in-progress job on GS-1011", "n:work_order_details", {W: 1}, "GS-1011")
R("rec", "a", "en", 0, "priya's work order", "n:work_order_details", {W: 3}, "priya.raman")
R("rec", "a", "en", 0, "bob's work order", "n:work_order_details", "several")
R("rec", "a", "en", 0, "the one job we cancelled", "n:work_order_details", {W: 6}, "cancelled")
R("rec", "a", "en", 0, "work order 11", "n:work_order_details", "none")
R("rec", "a", "en", 1, "the bmup test ticket for the rescue detectors", "n:work_order_details", {W: 3}, "Bump test rescue team")
# alice: invoices
R("rec", "a", "en", 0, "the invoice from three months back", "n:invoice_detail", {I: 4}, "3 month(s)")
R("rec", "a", "en", 0, "the 5237 invoice", "n:invoice_detail", {I: 6}, "5237.00")
R("rec", "a", "en", 0, "our one open invoice", "n:invoice_detail", {I: 6}, "open")
R("rec", "a", "en", 0, "the €5,124 invoice", "n:invoice_detail", "several")
R("rec", "a", "en", 0, "the second invoice we ever received", "n:invoice_detail", {I: 2}, "5 month(s)")
R("rec", "a", "en", 0, "the invoice right before the 5189 one", "n:invoice_detail", {I: 4}, "3 month(s)")
R("rec", "a", "en", 0, "the most recent invoice we've paid", "n:invoice_detail", {I: 5}, "2 month(s)")
R("rec", "a", "en", 0, "the invoice for 1382", "n:invoice_detail", "none")
# alice: other languages
R("rec", "a", "fr", 0, "ouvre GS-1013 s'il te plaît", "n:device_details", {D: 13}, "GS-1013")
R("rec", "a", "fr", 0, "la fiche utilisateur de Lukas Meyer", "n:user_details", {U: 8}, "Lukas Meyer")
R("rec", "a", "fr", 0, "le terminal de Rotterdam", "n:site_details", {S: 3}, "Rotterdam terminal")
R("rec", "a", "fr", 0, "la facture qu'on n'a pas encore réglée", "n:invoice_detail", {I: 6}, "open")
R("rec", "a", "fr", 0, "la caméra thermique de la torchère", "n:device_details", {D: 26}, "Flare stack thermal")
R("rec", "a", "de", 0, "öffne den Melder an der Verladerampe", "n:device_details", {D: 4}, "Loading dock")
R("rec", "a", "de", 0, "Priya Ramans Benutzerseite anzeigen", "n:user_details", {U: 6}, "Priya Raman")
R("rec", "a", "de", 0, "die Produktseite vom BW Ultra", "n:product_details", {P: 1}, "BW Ultra")
R("rec", "a", "de", 0, "die allererste Rechnung", "n:invoice_detail", {I: 1}, "6 month(s)")
R("rec", "a", "de", 0, "unser Werk in Lyon", "n:site_details", {S: 1}, "Lyon plant")
R("rec", "a", "es", 0, "muéstrame el sensor GS 1019", "n:device_details", {D: 19}, "GS-1019")
R("rec", "a", "es", 0, "el perfil de Tom Becker, el de mantenimiento", "n:user_details", {U: 4}, "Tom Becker")
R("rec", "a", "es", 0, "la planta de Lyon", "n:site_details", {S: 1}, "Lyon plant")
R("rec", "a", "es", 0, "el equipo de seguridad y cumplimiento", "n:team_details", {T: 3}, "Safety & Compliance")
R("rec", "a", "es", 0, "la cámara de la entrada principal", "n:device_details", {D: 25}, "Main gate")
R("rec", "a", "it", 0, "apri il termometro della cella frigorifera", "n:device_details", {D: 21}, "Cold room 1")
R("rec", "a", "it", 0, "la pagina utente di Priya", "n:user_details", {U: 6}, "Priya Raman")
R("rec", "a", "it", 0, "la raffineria di Houston", "n:site_details", {S: 2}, "Houston refinery")
R("rec", "a", "it", 0, "la fattura più recente", "n:invoice_detail", {I: 6}, "1 month(s)")
R("rec", "a", "nl", 0, "open de gassensor in het pomphuis", "n:device_details", {D: 18}, "Pump house")
R("rec", "a", "nl", 0, "de gebruikerspagina van Hiroshi Tanaka", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("rec", "a", "nl", 0, "onze thermische camera", "n:device_details", {D: 26}, "Q1961-TE")
R("rec", "a", "nl", 0, "het onderhoudsteam", "n:team_details", {T: 2}, "Maintenance")
R("rec", "a", "pt", 0, "abre o detector do tanque norte", "n:device_details", {D: 9}, "Tank farm north")
R("rec", "a", "pt", 0, "a página do Lukas Meyer", "n:user_details", {U: 8}, "Lukas Meyer")
R("rec", "a", "pt", 0, "o terminal de Roterdão", "n:site_details", {S: 3}, "Rotterdam terminal")
R("rec", "a", "pt", 0, "a fatura de 5.189 euros", "n:invoice_detail", {I: 5}, "5189.00")
# bob
R("rec", "b", "en", 0, "the CO leak ticket i'm supposed to check", "n:work_order_details", {W: 2}, "Investigate CO reading")
R("rec", "b", "en", 0, "my finished gateway firmware job", "n:work_order_details", {W: 5}, "Upgrade Houston gateway firmware")
R("rec", "b", "en", 0, "bob@acme.example, that's my account", "n:profile")
R("rec", "b", "en", 0, "the maintenance team page, the one i'm in", "n:team_details", {T: 2}, "Maintenance")
R("rec", "b", "en", 0, "open the flare stack GS-1011", "n:device_details", {D: 11}, "GS-1011")
R("rec", "b", "en", 0, "tom becker's user details", "n:user_details", {U: 4}, "Tom Becker")
R("rec", "b", "en", 0, "gxc-7004 thermal camera", "n:device_details", "none")
R("rec", "b", "en", 0, "the polytron in the pump house", "n:device_details", {D: 18}, "Pump house")
R("rec", "b", "en", 0, "tom's page in the directory", "n:user_details", "several")
R("rec", "b", "en", 1, "the rotterdam gatway", "n:device_details", {D: 30}, "Rotterdam gateway")
R("rec", "b", "fr", 0, "le détecteur de la fosse du bac 4", "n:device_details", {D: 19}, "Tank pit 4")
R("rec", "b", "de", 0, "mein Ticket zur Tankfarm Nord", "n:work_order_details", {W: 2}, "tank farm north")
# carol
R("rec", "c", "en", 0, "the page of the team i belong to", "n:team_details", {T: 3}, "Safety & Compliance")
R("rec", "c", "en", 0, "hiroshi tanaka's details", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("rec", "c", "en", 0, "the main gate cam at lyon", "n:device_details", {D: 25}, "Main gate")
R("rec", "c", "en", 0, "the resolved vapour recovery alarm", "n:alert_details", {A: 7}, "Vapour recovery")
R("rec", "c", "en", 0, "erin walsh from field service", "n:user_details", "none")
R("rec", "c", "en", 0, "the restore video ticket", "n:work_order_details", {W: 4}, "Restore video")
R("rec", "c", "en", 0, "carol@acme.example - me", "n:profile")
R("rec", "c", "en", 1, "the solvnet store sensor", "n:device_details", {D: 5}, "Solvent store")
R("rec", "c", "it", 0, "la scheda di Lukas Meyer", "n:user_details", {U: 8}, "Lukas Meyer")
R("rec", "c", "es", 0, "el sensor del muelle 2", "n:device_details", {D: 16}, "Jetty 2")
# dave: devices
R("rec", "d", "en", 0, "gx5004 page", "n:device_details", {D: 34}, "GX-5004")
R("rec", "d", "en", 0, "GXT 6002 please", "n:device_details", {D: 37}, "GXT-6002")
R("rec", "d", "en", 0, "open gxc_7001", "n:device_details", {D: 39}, "GXC-7001")
R("rec", "d", "en", 0, "the chlorine store detector", "n:device_details", {D: 31}, "Chlorine store")
R("rec", "d", "en", 0, "the sensor on the dosing skid", "n:device_details", {D: 34}, "Dosing pump skid")
R("rec", "d", "en", 0, "the wet well cl2 detector", "n:device_details", {D: 54}, "Wet well")
R("rec", "d", "en", 0, "the detector in the outfall chamber", "n:device_details", {D: 55}, "Outfall chamber")
R("rec", "d", "en", 0, "hypochlorite tank sensor at leeds", "n:device_details", {D: 53}, "Hypochlorite tank")
R("rec", "d", "en", 0, "the north fence camera", "n:device_details", {D: 40}, "North fence")
R("rec", "d", "en", 0, "transformer T1's thermal cam", "n:device_details", {D: 49}, "Transformer T1 thermal")
R("rec", "d", "en", 0, "the camera covering the substation yard", "n:device_details", {D: 51}, "Substation yard")
R("rec", "d", "en", 0, "leeds station router", "n:device_details", {D: 60}, "Leeds station router")
R("rec", "d", "en", 0, "springfield router A", "n:device_details", {D: 41}, "Springfield router A")
R("rec", "d", "en", 0, "the control kiosk thermometer in leeds", "n:device_details", {D: 57}, "Control kiosk")
R("rec", "d", "en", 0, "pump motor m2 temperature sensor", "n:device_details", {D: 56}, "Pump motor M2")
R("rec", "d", "en", 0, "the filter gallery detector that went offline", "n:device_details", {D: 33}, "Filter gallery")
R("rec", "d", "en", 0, "the camera that's in maintenance", "n:device_details", {D: 50}, "GXC-7004")
R("rec", "d", "en", 0, "the router sitting at -109 dBm", "n:device_details", {D: 59}, "GXW-8004")
R("rec", "d", "en", 0, "the sf6 sensor showing 95 ppm", "n:device_details", {D: 45}, "GX-5008")
R("rec", "d", "en", 0, "the cl2 detector reading 1.8 ppm", "n:device_details", {D: 32}, "GX-5002")
R("rec", "d", "en", 0, "the only camera at leeds", "n:device_details", {D: 58}, "GXC-7006")
R("rec", "d", "en", 0, "the thermometer on firmware 2.0.4", "n:device_details", {D: 56}, "GXT-6006")
R("rec", "d", "en", 0, "the cl2 detector still on 3.9.9", "n:device_details", {D: 33}, "GX-5003")
R("rec", "d", "en", 0, "springfield lab refrigerator temp probe", "n:device_details", {D: 38}, "Lab refrigerator")
R("rec", "d", "en", 0, "the GIS bay sensor", "n:device_details", "several")
R("rec", "d", "en", 0, "the springfield router", "n:device_details", "several")
R("rec", "d", "en", 0, "the camera at the main gate in lyon", "n:device_details", "none")
R("rec", "d", "en", 0, "TH-2002 details", "n:device_details", "none")
R("rec", "d", "en", 1, "the clearwel vent detector", "n:device_details", {D: 35}, "Clearwell vent")
R("rec", "d", "en", 1, "the cable basment sf6 sensor", "n:device_details", {D: 46}, "Cable basement")
# dave: device sub-pages
R("rec", "d", "en", 0, "GX-5009 telemetry chart", "n:device_telemetry", {D: 46}, "GX-5009")
R("rec", "d", "en", 0, "bump tests on the wet well detector", "n:device_calibration", {D: 54}, "Wet well")
R("rec", "d", "en", 0, "configure the leeds station router", "n:device_configuration", {D: 60}, "Leeds station router")
R("rec", "d", "en", 0, "decommission page for the dead outfall router", "n:decommission_device", {D: 59}, "Leeds outfall router")
# dave: people
R("rec", "d", "en", 0, "hector alvarez's account", "n:user_details", {U: 15}, "Hector Alvarez")
R("rec", "d", "en", 0, "irene.kowalski@globex.example", "n:user_details", {U: 16}, "irene.kowalski@globex.example")
R("rec", "d", "en", 0, "kim larsen, the deactivated one", "n:user_details", {U: 18}, "Kim Larsen")
R("rec", "d", "en", 0, "our water treatment operator", "n:user_details", {U: 15}, "Water Treatment")
R("rec", "d", "en", 0, "the finance viewer", "n:user_details", {U: 14}, "Finance")
R("rec", "d", "en", 0, "the compliance person who never joined", "n:user_details", {U: 20}, "Compliance")
R("rec", "d", "en", 0, "the one with the leeds phone number", "n:user_details", {U: 17}, "+44")
R("rec", "d", "en", 0, "frank from substations", "n:user_details", {U: 13}, "Frank Castillo")
R("rec", "d", "en", 0, "the active guy with a 303 number", "n:user_details", {U: 13}, "+1 303")
R("rec", "d", "en", 0, "the colleague with a 217 number", "n:user_details", "several")
R("rec", "d", "en", 0, "erin's user record", "n:user_details", {U: 12}, "Erin Walsh")
R("rec", "d", "en", 0, "maya patel's edit page", "n:edit_user_details", {U: 20}, "Maya Patel")
R("rec", "d", "en", 0, "edit leo fischer", "n:edit_user_details", {U: 17}, "Leo Fischer")
R("rec", "d", "en", 0, "the other admin in our org besides me", "n:user_details", {U: 16}, "Irene Kowalski")
R("rec", "d", "en", 0, "dave@globex.example, that's me", "n:profile")
R("rec", "d", "en", 0, "tom becker's profile", "n:user_details", "none")
R("rec", "d", "en", 1, "jamal wrights acount", "n:user_details", {U: 19}, "Jamal Wright")
# dave: sites, teams, makers, products
R("rec", "d", "en", 0, "springfield water works page", "n:site_details", {S: 4}, "Springfield water works")
R("rec", "d", "en", 0, "our site in illinois", "n:site_details", {S: 4}, "IL 62702")
R("rec", "d", "en", 0, "the site on kirkstall road", "n:site_details", {S: 6}, "Kirkstall Road")
R("rec", "d", "en", 0, "denver floor plan", "n:floor_plans", {S: 5}, "Denver substation")
R("rec", "d", "en", 0, "leeds pumping station layout drawings", "n:floor_plans", {S: 6}, "Leeds pumping station")
R("rec", "d", "en", 0, "our colorado substation", "n:site_details", {S: 5}, "CO 80216")
R("rec", "d", "en", 0, "our american site", "n:site_details", "several")
R("rec", "d", "en", 0, "the lyon plant", "n:site_details", "none")
R("rec", "d", "en", 0, "security operations team", "n:team_details", {T: 6}, "Security Operations")
R("rec", "d", "en", 0, "grid ops team page", "n:team_details", {T: 5}, "Grid Operations")
R("rec", "d", "en", 0, "hector's crew", "n:team_details", {T: 4}, "Field Service")
R("rec", "d", "en", 0, "hikvision's page", "n:manufacturer_details", {M: 7}, "Hikvision")
R("rec", "d", "en", 0, "the chinese camera maker", "n:manufacturer_details", {M: 7}, "China")
R("rec", "d", "en", 0, "teltonika vendor details", "n:manufacturer_details", {M: 8}, "Teltonika")
R("rec", "d", "en", 0, "our german vendor", "n:manufacturer_details", "several")
R("rec", "d", "en", 0, "sitrans th320 product", "n:product_details", {P: 11}, "Sitrans TH320")
R("rec", "d", "en", 0, "templink t100 model page", "n:product_details", {P: 12}, "TempLink T100")
R("rec", "d", "en", 0, "the bi-spectrum thermal camera model", "n:product_details", {P: 13}, "Bi-spectrum")
R("rec", "d", "en", 0, "the industrial LTE router model with RS485", "n:product_details", {P: 15}, "RS485")
R("rec", "d", "en", 0, "leaksense sf6 specs", "n:product_details", {P: 10}, "LeakSense SF6")
R("rec", "d", "en", 0, "the teltonika model", "n:product_details", "several")
R("rec", "d", "en", 0, "the polytron 8700 product", "n:product_details", "none")
# dave: alerts, work orders, invoices
R("rec", "d", "en", 0, "the cabinet temperature alarm", "n:alert_details", {A: 10}, "Cabinet temperature")
R("rec", "d", "en", 0, "the router offline alert at leeds", "n:alert_details", {A: 11}, "GXW-8004")
R("rec", "d", "en", 0, "the firmware available notice", "n:alert_details", {A: 12}, "Firmware 7.06")
R("rec", "d", "en", 0, "the filter gallery alert that erin acked", "n:alert_details", {A: 13}, "GX-5003")
R("rec", "d", "en", 0, "the transformer hot spot alarm", "n:alert_details", {A: 14}, "Hot spot")
R("rec", "d", "en", 0, "the 1350 ppm sf6 alert", "n:alert_details", {A: 9}, "1350 ppm")
R("rec", "d", "en", 0, "the warning alarm at denver", "n:alert_details", "several")
R("rec", "d", "en", 0, "frank's sf6 leak job", "n:work_order_details", {W: 8}, "Locate SF6 leak")
R("rec", "d", "en", 0, "the ticket to re-aim the T2 camera", "n:work_order_details", {W: 9}, "Re-align thermal camera")
R("rec", "d", "en", 0, "the north fence camera install job", "n:work_order_details", {W: 12}, "north fence")
R("rec", "d", "en", 0, "erin's job", "n:work_order_details", "several")
R("rec", "d", "en", 0, "the unassigned relay cabinet check", "n:work_order_details", {W: 11}, "relay cabinet")
R("rec", "d", "en", 0, "the chlorine cell replacement ticket", "n:work_order_details", {W: 7}, "chlorine sensor cell")
R("rec", "d", "en", 0, "leo's overdue LTE job", "n:work_order_details", {W: 10}, "Restore LTE link")
R("rec", "d", "en", 0, "the tank farm north investigation", "n:work_order_details", "none")
R("rec", "d", "en", 0, "the 1,299 dollar invoice", "n:invoice_detail", "several")
R("rec", "d", "en", 0, "our oldest invoice on record", "n:invoice_detail", {I: 7}, "6 month(s)")
R("rec", "d", "en", 0, "the invoice from 4 months ago", "n:invoice_detail", {I: 9}, "4 month(s)")
R("rec", "d", "en", 0, "the latest bill, the one we still owe", "n:invoice_detail", {I: 12}, "1 month(s)")
R("rec", "d", "en", 0, "the 1345 invoice that's still open", "n:invoice_detail", {I: 11}, "1345.00, open")
R("rec", "d", "en", 0, "the open invoice", "n:invoice_detail", "several")
R("rec", "d", "en", 1, "the invoce from five months ago", "n:invoice_detail", {I: 8}, "5 month(s)")
# dave: other languages
R("rec", "d", "de", 0, "zeig mir den Router in Denver", "n:device_details", {D: 52}, "Denver router")
R("rec", "d", "es", 0, "la ficha de Erin Walsh", "n:user_details", {U: 12}, "Erin Walsh")
R("rec", "d", "fr", 0, "le site de Leeds", "n:site_details", {S: 6}, "Leeds pumping station")
R("rec", "d", "nl", 0, "de camera bij het noordhek", "n:device_details", {D: 40}, "North fence")
R("rec", "d", "it", 0, "la fattura più vecchia", "n:invoice_detail", {I: 7}, "6 month(s)")
R("rec", "d", "pt", 0, "o detector da sala de cloração", "n:device_details", {D: 32}, "Chlorination room")

# ---------------------------------------------------------------------------------------
# questions about what exists / is going on (q)
# ---------------------------------------------------------------------------------------
# alice: lists narrowed by a record
R("q", "a", "en", 0, "which devices at the lyon plant are offline right now", "n:device_list", {S: 1}, "Lyon plant")
R("q", "a", "en", 0, "list everything we have installed at the houston refinery", "n:device_list", {S: 2}, "Houston refinery")
R("q", "a", "en", 0, "how many gas detectors are at the rotterdam terminal", "n:device_list", {S: 3}, "Rotterdam terminal")
R("q", "a", "en", 0, "who's in the control room team", "n:user_list", {T: 1}, "Control Room")
R("q", "a", "en", 0, "list the members of the maintenance crew", "n:user_list", {T: 2}, "Maintenance")
R("q", "a", "en", 0, "what's been assigned to priya", "n:work_orders", {U: 6}, "Priya Raman")
R("q", "a", "en", 0, "which tickets does hiroshi have at the moment", "n:work_orders", {U: 7}, "Hiroshi Tanaka")
R("q", "a", "en", 0, "do i have any work orders on my name", "n:work_orders", {U: 1}, "Alice Admin")
R("q", "a", "en", 0, "which axis products are in our catalog", "n:product_catalog", {M: 3}, "Axis Communications")
R("q", "a", "en", 0, "which honeywell models do we use", "n:product_catalog", {M: 1}, "Honeywell")
# alice: lists by a value, or unfiltered
R("q", "a", "en", 0, "how many cameras do we run altogether", "n:device_list")
R("q", "a", "en", 0, "have we decommissioned any devices yet", "n:device_list")
R("q", "a", "en", 0, "are there any urgent tickets still open", "n:work_orders")
R("q", "a", "en", 0, "which work orders got cancelled", "n:work_orders")
R("q", "a", "en", 0, "how many of our users are viewers", "n:user_list")
R("q", "a", "en", 0, "which alarms has nobody acknowledged", "n:alerts_inbox")
R("q", "a", "en", 0, "are there any invoices we still owe", "n:organization_billing")
# alice: one record, one attribute, or what is going on there
R("q", "a", "en", 0, "are there critical alerts at rotterdam right now", "n:site_details", {S: 3}, "Rotterdam terminal")
R("q", "a", "en", 0, "what's happening at the lyon plant today", "n:site_details", {S: 1}, "Lyon plant")
R("q", "a", "en", 0, "how much battery does GS-1016 have left", "n:device_details", {D: 16}, "GS-1016")
R("q", "a", "en", 0, "what firmware is CAM-3001 running", "n:device_details", {D: 25}, "CAM-3001")
R("q", "a", "en", 0, "is the rotterdam gateway online at the moment", "n:device_details", {D: 30}, "Rotterdam gateway")
R("q", "a", "en", 0, "what temperature is TH-2004 showing now", "n:device_telemetry", {D: 24}, "TH-2004")
R("q", "a", "en", 0, "co level at GS-1001 right now?", "n:device_telemetry", {D: 1}, "GS-1001")
R("q", "a", "en", 0, "how's the signal on the lyon gateway these days", "n:device_telemetry", {D: 28}, "Lyon gateway")
R("q", "a", "en", 0, "when's the next calibration due on GS-1012", "n:device_calibration", {D: 12}, "GS-1012")
R("q", "a", "en", 0, "did GS-1019 pass its last bump test", "n:device_calibration", {D: 19}, "GS-1019")
R("q", "a", "en", 0, "who's working on the sensor head replacement", "n:work_order_details", {W: 1}, "Replace sensor head")
R("q", "a", "en", 0, "when is the CO leak investigation due", "n:work_order_details", {W: 2}, "Investigate CO reading")
R("q", "a", "en", 0, "has anyone acknowledged the camera stream alert yet", "n:alert_details", {A: 6}, "Video stream lost")
R("q", "a", "en", 0, "what set off the h2s alarm at the crude unit", "n:alert_details", {A: 2}, "H2S at 12.4 ppm")
R("q", "a", "en", 0, "what's hiroshi's phone number", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("q", "a", "en", 0, "what role does emma laurent have", "n:user_details", {U: 10}, "Emma Laurent")
R("q", "a", "en", 0, "is lukas meyer's account still active", "n:user_details", {U: 8}, "Lukas Meyer")
R("q", "a", "en", 0, "which team is sofia marchetti in", "n:user_details", {U: 9}, "Sofia Marchetti")
R("q", "a", "en", 0, "how many P3265-LVE units are installed", "n:product_details", {P: 7}, "P3265-LVE")
R("q", "a", "en", 0, "which of our devices are BW Ultras", "n:product_details", {P: 1}, "BW Ultra")
R("q", "a", "en", 0, "what gases does the X-am 5600 measure", "n:product_details", {P: 2}, "X-am 5600")
R("q", "a", "en", 0, "who makes the WISE-2410", "n:product_details", {P: 5}, "WISE-2410")
R("q", "a", "en", 0, "what timezone is the rotterdam site set to", "n:site_details", {S: 3}, "Rotterdam terminal")
R("q", "a", "en", 0, "what's the postal address of the lyon plant", "n:site_details", {S: 1}, "Lyon plant")
R("q", "a", "en", 0, "who's the support contact at axis", "n:manufacturer_details", {M: 3}, "Axis Communications")
# alice: screens that hold the answer
R("q", "a", "en", 0, "how many detectors failed a bump test this month", "n:compliance_reports")
R("q", "a", "en", 0, "who's covering alarms tonight", "n:on_call_schedule")
R("q", "a", "en", 0, "how long before an unacked critical alarm goes to a manager", "n:escalation_policies")
R("q", "a", "en", 0, "which site used the most kwh last month", "n:energy_usage_analytics")
R("q", "a", "en", 0, "how many replacement filters do we have left", "n:spare_parts_inventory")
R("q", "a", "en", 0, "who changed the retention settings last week", "n:audit_log")
R("q", "a", "en", 0, "are we close to hitting the api rate limit", "n:api_usage")
R("q", "a", "en", 0, "how many devices are we being billed for", "n:organization_billing")
R("q", "a", "en", 0, "how much would the enterprise tier cost us", "n:subscription_plans")
R("q", "a", "en", 0, "which inspections are planned at rotterdam next month", "n:maintenance_schedule")
R("q", "a", "en", 0, "which reports land in my inbox every monday", "n:scheduled_reports")
R("q", "a", "en", 0, "which of our alert rules are critical", "n:alert_rules")
R("q", "a", "en", 0, "have we had an h2s incident at houston before", "n:incident_history")
R("q", "a", "en", 0, "what device groups have been set up", "n:device_groups")
R("q", "a", "en", 0, "is the acme cloud down for everyone or just me", "n:system_status")
R("q", "a", "en", 0, "what came out in the latest release", "n:release_notes")
R("q", "a", "en", 0, "is our slack workspace connected", "n:integrations")
R("q", "a", "en", 0, "did any webhook calls fail today", "n:webhooks")
R("q", "a", "en", 0, "on which browsers am i logged in right now", "n:active_sessions")
R("q", "a", "en", 0, "is two-step login enabled on my account", "n:two_factor_setup")
R("q", "a", "en", 0, "which api keys have i created", "n:api_tokens")
R("q", "a", "en", 0, "what's our org's default timezone", "n:manage_organization")
R("q", "a", "en", 0, "which identity provider do we use for sso", "n:sso_settings")
R("q", "a", "en", 0, "what's an operator allowed to do", "n:roles_permissions")
R("q", "a", "en", 0, "how many people are in each team", "n:teams")
R("q", "a", "en", 0, "which of our sites have open alerts", "n:site_list")
R("q", "a", "en", 0, "how many products sit in the gateways category", "n:product_categories")
R("q", "a", "en", 0, "which vendors do we buy hardware from", "n:manufacturers")
R("q", "a", "en", 0, "how many unread notifications do i have", "n:notifications")
R("q", "a", "en", 0, "when does emma's invitation expire", "n:pending_invitations")
# alice: typos
R("q", "a", "en", 1, "wich detectors at houston are in maintanence", "n:device_list", {S: 2}, "Houston refinery")
R("q", "a", "en", 1, "whos got the most overdue tickts", "n:work_orders")
R("q", "a", "en", 1, "wat is the battery on gs-1007", "n:device_details", {D: 7}, "GS-1007")
R("q", "a", "en", 1, "hows the singal on gw-4003", "n:device_telemetry", {D: 30}, "GW-4003")
R("q", "a", "en", 1, "any critcal alarms open atm", "n:alerts_inbox")
R("q", "a", "en", 1, "who's on call this wekend for the refinary", "n:on_call_schedule")
# alice: other languages
R("q", "a", "fr", 0, "quels appareils sont en maintenance à Houston ?", "n:device_list", {S: 2}, "Houston refinery")
R("q", "a", "fr", 0, "qui fait partie de l'équipe Control Room ?", "n:user_list", {T: 1}, "Control Room")
R("q", "a", "de", 0, "welche Tickets sind Hiroshi zugewiesen?", "n:work_orders", {U: 7}, "Hiroshi Tanaka")
R("q", "a", "de", 0, "wie gut ist der Empfang vom Gateway in Lyon", "n:device_telemetry", {D: 28}, "Lyon gateway")
R("q", "a", "es", 0, "¿qué modelos de Dräger tenemos?", "n:product_catalog", {M: 2}, "Dräger")
R("q", "a", "es", 0, "¿cuánta batería le queda al GS-1016?", "n:device_details", {D: 16}, "GS-1016")
R("q", "a", "it", 0, "quali allarmi sono aperti a Rotterdam?", "n:site_details", {S: 3}, "Rotterdam terminal")
R("q", "a", "it", 0, "chi è reperibile stanotte?", "n:on_call_schedule")
R("q", "a", "nl", 0, "welke werkorders zijn over hun deadline?", "n:work_orders")
R("q", "a", "nl", 0, "wie zitten er in het team Safety & Compliance?", "n:user_list", {T: 3}, "Safety & Compliance")
R("q", "a", "pt", 0, "quantos sensores temos em Houston?", "n:device_list", {S: 2}, "Houston refinery")
R("q", "a", "pt", 0, "qual é o firmware do GW-4001?", "n:device_details", {D: 28}, "GW-4001")
# bob
R("q", "b", "en", 0, "which jobs are on my plate this week", "n:work_orders", {U: 2}, "Bob Operator")
R("q", "b", "en", 0, "are there any open alarms at lyon", "n:site_details", {S: 1}, "Lyon plant")
R("q", "b", "en", 0, "what's GS-1009 reading right now", "n:device_telemetry", {D: 9}, "GS-1009")
R("q", "b", "en", 0, "how many bw ultra batteries are in stock", "n:spare_parts_inventory")
R("q", "b", "en", 0, "who else is on the maintenance team", "n:user_list", {T: 2}, "Maintenance")
R("q", "b", "en", 0, "when does GS-1020 need calibrating", "n:device_calibration", {D: 20}, "GS-1020")
R("q", "b", "en", 0, "what's on the maintenance calendar for friday", "n:maintenance_schedule")
R("q", "b", "en", 1, "is the houstn gateway reporting", "n:device_details", {D: 29}, "Houston gateway")
# carol
R("q", "c", "en", 0, "which sites are out of compliance on gas detection", "n:compliance_reports")
R("q", "c", "en", 0, "what's the status of the bump test ticket", "n:work_order_details", {W: 3}, "Bump test")
R("q", "c", "en", 0, "which devices are offline at rotterdam", "n:device_list", {S: 3}, "Rotterdam terminal")
R("q", "c", "en", 0, "what max temperature did the flare camera last see", "n:device_telemetry", {D: 26}, "CAM-3002")
R("q", "c", "en", 0, "who else is in my team", "n:user_list", {T: 3}, "Safety & Compliance")
R("q", "c", "en", 0, "which alert rules are turned off", "n:alert_rules")
R("q", "c", "en", 0, "were there any incidents at the refinery last year", "n:incident_history")
R("q", "c", "en", 1, "whats the batery on the jetty 2 sensor", "n:device_details", {D: 16}, "Jetty 2")
R("q", "c", "fr", 0, "quand le GS-1015 a-t-il été calibré pour la dernière fois ?", "n:device_calibration", {D: 15}, "GS-1015")
# dave
R("q", "d", "en", 0, "which devices at denver are in maintenance", "n:device_list", {S: 5}, "Denver substation")
R("q", "d", "en", 0, "list the leeds sensors that are offline", "n:device_list", {S: 6}, "Leeds pumping station")
R("q", "d", "en", 0, "who's in security operations", "n:user_list", {T: 6}, "Security Operations")
R("q", "d", "en", 0, "what's hector got assigned", "n:work_orders", {U: 15}, "Hector Alvarez")
R("q", "d", "en", 0, "what do we buy from hikvision", "n:product_catalog", {M: 7}, "Hikvision")
R("q", "d", "en", 0, "what's the sf6 reading on bay 1", "n:device_telemetry", {D: 43}, "GIS bay 1")
R("q", "d", "en", 0, "is the T2 thermal camera back online yet", "n:device_details", {D: 50}, "Transformer T2 thermal")
R("q", "d", "en", 0, "what's the chlorine level in the wet well", "n:device_telemetry", {D: 54}, "Wet well")
R("q", "d", "en", 0, "when was the hypochlorite tank detector last bump tested", "n:device_calibration", {D: 53}, "Hypochlorite tank")
R("q", "d", "en", 0, "who's on the storm camera job", "n:work_order_details", {W: 9}, "storm")
R("q", "d", "en", 0, "what department is grace liu in", "n:user_details", {U: 14}, "Grace Liu")
R("q", "d", "en", 0, "how much do we still owe on our subscription", "n:organization_billing")
R("q", "d", "en", 0, "what's going on at springfield", "n:site_details", {S: 4}, "Springfield water works")
R("q", "d", "en", 0, "which alarms are open at leeds", "n:site_details", {S: 6}, "Leeds pumping station")
R("q", "d", "en", 0, "which of our users are deactivated", "n:user_list")
R("q", "d", "en", 1, "how many tikets are in progres", "n:work_orders")
R("q", "d", "de", 0, "welche Geräte in Springfield sind offline?", "n:device_list", {S: 4}, "Springfield water works")
R("q", "d", "nl", 0, "wie heeft er vannacht dienst?", "n:on_call_schedule")

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den)
# ---------------------------------------------------------------------------------------
R("den", "c", "en", 0, "which credit card are we paying with", "n:organization_billing")
R("den", "c", "en", 0, "show me the invoice from last month", "n:invoice_detail", {I: 6}, "1 month(s)")
R("den", "c", "en", 0, "who signed in last night, according to the audit log", "n:audit_log")
R("den", "c", "en", 0, "invite my new coworker to the console", "n:invite_user")
R("den", "c", "en", 0, "start a ticket for a broken detector", "n:create_work_order")
R("den", "c", "en", 0, "onboard the new thermometer that arrived today", "n:onboard_device")
R("den", "c", "en", 0, "open the configuration of GS-1013", "n:device_configuration", {D: 13}, "GS-1013")
R("den", "c", "en", 0, "export last month's readings to a spreadsheet", "n:data_export")
R("den", "c", "en", 0, "put together a report of alarms by site myself", "n:custom_report_builder")
R("den", "c", "en", 0, "schedule a firmware rollout for the gateways", "n:firmware_updates")
R("den", "c", "en", 0, "add an alarm rule for the jetty sensors", "n:create_alert_rule")
R("den", "c", "en", 0, "add our new warehouse as a site", "n:create_site")
R("den", "c", "en", 0, "add the crowcon detector model to the products", "n:register_product")
R("den", "c", "en", 0, "import our device spreadsheet in one go", "n:bulk_device_import")
R("den", "c", "en", 0, "which permissions does each role get", "n:roles_permissions")
R("den", "c", "en", 0, "azure ad single sign-on setup", "n:sso_settings")
R("den", "c", "en", 0, "how many api calls have we made today", "n:api_usage")
R("den", "c", "en", 0, "change the org's date format", "n:manage_organization")
R("den", "c", "en", 0, "update sofia's user record", "n:edit_user_details", {U: 9}, "Sofia Marchetti")
R("den", "c", "en", 0, "open the decommission page for GS-1004", "n:decommission_device", {D: 4}, "GS-1004")
R("den", "c", "en", 0, "which webhooks do we have configured", "n:webhooks")
R("den", "c", "en", 0, "the list of invitations we sent out", "n:pending_invitations")
R("den", "c", "en", 0, "how does our plan compare with the others", "n:subscription_plans")
R("den", "c", "en", 0, "change the logo on the login page", "n:branding_settings")
R("den", "c", "en", 0, "how long do we keep alert history", "n:data_retention_settings")
R("den", "c", "en", 0, "is jira hooked up to the console", "n:integrations")
R("den", "c", "en", 0, "change what the viewer role can see", "n:edit_role")
R("den", "c", "en", 1, "show me the biling page", "n:organization_billing")
R("den", "c", "en", 1, "open the adit log", "n:audit_log")
R("den", "c", "fr", 0, "je voudrais exporter les alarmes du mois", "n:data_export")
R("den", "c", "es", 0, "quiero crear una orden de trabajo", "n:create_work_order")
R("den", "c", "de", 0, "Rechnungen der Firma ansehen", "n:organization_billing")
R("den", "b", "en", 0, "last month's invoice please", "n:invoice_detail", {I: 6}, "1 month(s)")
R("den", "b", "en", 0, "what payment method do we have on file", "n:organization_billing")
R("den", "b", "en", 0, "who edited the jetty 1 sensor yesterday, check the audit trail", "n:audit_log")
R("den", "b", "en", 0, "invite a contractor to the console", "n:invite_user")
R("den", "b", "en", 0, "fix tom becker's phone number on his user record", "n:edit_user_details", {U: 4}, "Tom Becker")
R("den", "b", "en", 0, "open the retire page for GS-1017", "n:decommission_device", {D: 17}, "GS-1017")
R("den", "b", "en", 0, "org-wide timezone setting", "n:manage_organization")
R("den", "b", "en", 0, "where are our brand colours set", "n:branding_settings")
R("den", "b", "en", 0, "set up okta sign-in for the org", "n:sso_settings")
R("den", "b", "en", 0, "the matrix of what each role may do", "n:roles_permissions")
R("den", "b", "en", 0, "which invites are still waiting", "n:pending_invitations")
R("den", "b", "en", 0, "api quota consumption", "n:api_usage")
R("den", "b", "en", 0, "retention policy for sensor data", "n:data_retention_settings")
R("den", "b", "en", 0, "let's look at upgrading to enterprise", "n:subscription_plans")
R("den", "b", "en", 0, "pagerduty integration settings", "n:integrations")
R("den", "b", "en", 0, "any webhook failures this week", "n:webhooks")
R("den", "b", "en", 0, "edit what operators are allowed to do", "n:edit_role")
R("den", "b", "en", 1, "show the audti log", "n:audit_log")
R("den", "b", "de", 0, "Abrechnung und Zahlungsmethode öffnen", "n:organization_billing")
R("den", "b", "it", 0, "invita un nuovo tecnico nella console", "n:invite_user")
R("den", "b", "pt", 0, "ver os convites pendentes", "n:pending_invitations")

# ---------------------------------------------------------------------------------------
# unclear: vague, out of scope, small talk, gibberish (unc)
# ---------------------------------------------------------------------------------------
R("unc", "a", "en", 0, "what's the weather like in rotterdam this weekend", "u")
R("unc", "a", "en", 0, "tell me something funny", "u")
R("unc", "a", "en", 0, "book a taxi to the houston refinery for 8am", "u")
R("unc", "a", "en", 0, "how many holidays do i have left this year", "u")
R("unc", "a", "en", 0, "when do we get our bonus", "u")
R("unc", "a", "en", 0, "my monitor keeps flickering", "u")
R("unc", "a", "en", 0, "how do i make a pivot table", "u")
R("unc", "a", "en", 0, "what's the tallest building in the world", "u")
R("unc", "a", "en", 0, "should i invest in dräger stock", "u")
R("unc", "a", "en", 0, "any good restaurants near the lyon plant", "u")
R("unc", "a", "en", 0, "order a cake for hiroshi's farewell", "u")
R("unc", "a", "en", 0, "how do i submit my mileage claim", "u")
R("unc", "a", "en", 0, "what's the lower explosive limit of methane", "u")
R("unc", "a", "en", 0, "suggest a good book for the flight", "u")
R("unc", "a", "en", 0, "translate 'sensor' into japanese", "u")
R("unc", "a", "en", 0, "who won the champions league", "u")
R("unc", "a", "en", 0, "write a haiku about gateways", "u")
R("unc", "a", "en", 0, "my vpn keeps dropping out", "u")
R("unc", "a", "en", 0, "set a reminder to call the dentist", "u")
R("unc", "a", "en", 0, "where can visitors park at the rotterdam terminal", "u")
R("unc", "a", "en", 0, "what's the company policy on working from home", "u")
R("unc", "a", "en", 0, "how old is tom becker", "u")
R("unc", "a", "en", 0, "is priya married", "u")
R("unc", "a", "en", 0, "qwertyuiop", "u")
R("unc", "a", "en", 0, "hey there, how are you", "u")
R("unc", "a", "en", 0, "hmm not sure", "u")
R("unc", "a", "en", 0, "whatever you think is best", "u")
R("unc", "a", "en", 0, "check that thing for me", "u")
R("unc", "a", "en", 0, "fix it please", "u")
R("unc", "a", "en", 0, "help me with the issue from this morning", "u")
R("unc", "a", "en", 0, "what time is it in houston", "u")
R("unc", "a", "en", 0, "how do i change my desktop wallpaper", "u")
R("unc", "a", "en", 0, "euro to dollar exchange rate today", "u")
R("unc", "a", "en", 0, "order new safety boots in size 42", "u")
R("unc", "a", "en", 0, "is monday a public holiday in france", "u")
R("unc", "a", "en", 1, "whats the wheather in lyon on friday", "u")
R("unc", "a", "en", 1, "can u book a restarant for friday night", "u")
R("unc", "a", "fr", 0, "réserve-moi un taxi pour l'aéroport", "u")
R("unc", "a", "de", 0, "wie wird das Wetter morgen in Rotterdam", "u")
R("unc", "a", "es", 0, "cuéntame un chiste de ingenieros", "u")
R("unc", "a", "it", 0, "quanti giorni di ferie mi restano?", "u")
R("unc", "a", "pt", 0, "qual é a capital da Austrália?", "u")
R("unc", "a", "nl", 0, "kun je pizza bestellen voor het team", "u")
R("unc", "b", "en", 0, "where do i get a new hard hat", "u")
R("unc", "b", "en", 0, "what's on the canteen menu today", "u")
R("unc", "c", "en", 0, "write my performance review for me", "u")
R("unc", "c", "en", 0, "is it going to snow in lyon", "u")
R("unc", "d", "en", 0, "what's the weather doing in denver", "u")
R("unc", "d", "en", 0, "when's the next team lunch", "u")
R("unc", "d", "en", 0, "how do i claim overtime pay", "u")
R("unc", "d", "en", 0, "anything", "u")
R("unc", "d", "es", 0, "¿qué tal el partido de ayer?", "u")

# ---------------------------------------------------------------------------------------
# plain navigation to screens without records (nav)
# ---------------------------------------------------------------------------------------
R("nav", "a", "en", 0, "take me back to the main dashboard", "n:main_dashboard")
R("nav", "a", "en", 0, "go to my notifications", "n:notifications")
R("nav", "a", "en", 0, "i want to search across the whole console", "n:global_search")
R("nav", "a", "en", 0, "where's the documentation for this console", "n:help_center")
R("nav", "a", "en", 0, "the what's new page", "n:release_notes")
R("nav", "a", "en", 0, "acme platform status page", "n:system_status")
R("nav", "a", "en", 0, "i want to change my login password", "n:change_password")
R("nav", "a", "en", 0, "let me edit my profile picture", "n:edit_profile")
R("nav", "a", "en", 0, "open my own profile", "n:profile")
R("nav", "a", "en", 0, "where do i set how alerts reach me", "n:notification_preferences")
R("nav", "a", "en", 0, "my personal api tokens page", "n:api_tokens")
R("nav", "a", "en", 0, "set up multi-factor auth for me", "n:two_factor_setup")
R("nav", "a", "en", 0, "show the devices i'm signed in on", "n:active_sessions")
R("nav", "a", "en", 0, "open the organization settings", "n:manage_organization")
R("nav", "a", "en", 0, "white-label and branding page", "n:branding_settings")
R("nav", "a", "en", 0, "open the audit trail", "n:audit_log")
R("nav", "a", "en", 0, "single sign-on configuration page", "n:sso_settings")
R("nav", "a", "en", 0, "take me to the webhook endpoints", "n:webhooks")
R("nav", "a", "en", 0, "user directory", "n:user_list")
R("nav", "a", "en", 0, "i want to invite somebody new", "n:invite_user")
R("nav", "a", "en", 0, "roles and permissions overview", "n:roles_permissions")
R("nav", "a", "en", 0, "show all our teams", "n:teams")
R("nav", "a", "en", 0, "open the device inventory", "n:device_list")
R("nav", "a", "en", 0, "start the device onboarding wizard", "n:onboard_device")
R("nav", "a", "en", 0, "upload a csv of new devices", "n:bulk_device_import")
R("nav", "a", "en", 0, "over-the-air update campaigns", "n:firmware_updates")
R("nav", "a", "en", 0, "where are our devices on a map", "n:device_map")
R("nav", "a", "en", 0, "the product catalog page", "n:product_catalog")
R("nav", "a", "en", 0, "add a new product model", "n:register_product")
R("nav", "a", "en", 0, "list of manufacturers", "n:manufacturers")
R("nav", "a", "en", 0, "open the site list", "n:site_list")
R("nav", "a", "en", 0, "create a new site", "n:create_site")
R("nav", "a", "en", 0, "alarm rules page", "n:alert_rules")
R("nav", "a", "en", 0, "set up a new alert rule", "n:create_alert_rule")
R("nav", "a", "en", 0, "the on-call calendar", "n:on_call_schedule")
R("nav", "a", "en", 0, "create a maintenance ticket", "n:create_work_order")
R("nav", "a", "en", 0, "open the report library", "n:reports")
R("nav", "a", "en", 0, "i want to design a custom report", "n:custom_report_builder")
R("nav", "a", "en", 0, "energy dashboards", "n:energy_usage_analytics")
R("nav", "a", "en", 0, "export data as parquet", "n:data_export")
R("nav", "a", "en", 1, "teh alerts inbox", "n:alerts_inbox")
R("nav", "a", "en", 1, "maintenence schedule page", "n:maintenance_schedule")
R("nav", "a", "en", 1, "compliance reprots", "n:compliance_reports")
R("nav", "a", "fr", 0, "ouvre la liste des sites", "n:site_list")
R("nav", "a", "de", 0, "zur Startseite bitte", "n:main_dashboard")
R("nav", "a", "es", 0, "llévame al historial de incidentes", "n:incident_history")
R("nav", "a", "it", 0, "apri l'elenco degli ordini di lavoro", "n:work_orders")
R("nav", "a", "pt", 0, "quero ver os grupos de dispositivos", "n:device_groups")
R("nav", "a", "nl", 0, "open de lijst met productcategorieën", "n:product_categories")
R("nav", "d", "en", 0, "globex dashboard home", "n:main_dashboard")
R("nav", "d", "en", 0, "integrations page for our org", "n:integrations")
R("nav", "d", "en", 0, "data retention settings page", "n:data_retention_settings")
R("nav", "b", "en", 0, "open the work order form", "n:create_work_order")
R("nav", "b", "en", 0, "spare parts stock page", "n:spare_parts_inventory")
R("nav", "b", "en", 1, "firmwre update campaigns", "n:firmware_updates")
R("nav", "c", "en", 0, "help center articles on alarms", "n:help_center")
R("nav", "c", "en", 0, "my notification preferences", "n:notification_preferences")
R("nav", "c", "en", 0, "show me the escalation policies", "n:escalation_policies")
R("nav", "c", "en", 1, "the devise map", "n:device_map")

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values (chg)
# ---------------------------------------------------------------------------------------
R("chg", "a", "en", 0, "set quiet hours from 10pm to 7am on my phone", "n:notification_preferences")
R("chg", "a", "en", 0, "switch off the co high rule", "n:alert_rules")
R("chg", "a", "en", 0, "lower the h2s high threshold to 8 ppm", "n:alert_rules")
R("chg", "a", "en", 0, "add priya raman to the maintenance team", "n:team_details", {T: 2}, "Maintenance")
R("chg", "a", "en", 0, "remove emma laurent from the control room team", "n:team_details", {T: 1}, "Control Room")
R("chg", "a", "en", 0, "mark the bump test job as completed", "n:work_order_details", {W: 3}, "Bump test")
R("chg", "a", "en", 0, "reassign the PoE switch job to tom becker", "n:work_order_details", {W: 4}, "PoE switch")
R("chg", "a", "en", 0, "comment on the tank farm north alarm that the area was evacuated", "n:alert_details", {A: 1}, "Tank farm north")
R("chg", "a", "en", 0, "resolve the loading dock alert, the detector is back", "n:alert_details", {A: 4}, "Loading dock")
R("chg", "a", "en", 0, "resend the invitation to emma laurent", "n:pending_invitations")
R("chg", "a", "en", 0, "revoke my token named grafana-sync", "n:api_tokens")
R("chg", "a", "en", 0, "downgrade us to the starter plan", "n:subscription_plans")
R("chg", "a", "en", 0, "change the org timezone to europe/paris", "n:manage_organization")
R("chg", "a", "en", 0, "use #0055aa as our brand colour", "n:branding_settings")
R("chg", "a", "en", 0, "keep audit logs for two years", "n:data_retention_settings")
R("chg", "a", "en", 0, "enforce azure ad sso for everyone", "n:sso_settings")
R("chg", "a", "en", 0, "connect pagerduty to our critical alarms", "n:integrations")
R("chg", "a", "en", 0, "add a webhook to https://ops.example.org/hooks/acme for offline devices", "n:webhooks")
R("chg", "a", "en", 0, "put priya on call next sunday", "n:on_call_schedule")
R("chg", "a", "en", 0, "escalate to hiroshi if nobody acks within 15 minutes", "n:escalation_policies")
R("chg", "a", "en", 0, "swap our credit card for the amex ending 4421", "n:organization_billing")
R("chg", "a", "en", 0, "change my display name to Alice M.", "n:edit_profile")
R("chg", "a", "en", 0, "my new password should be Tank!farm77", "n:change_password")
R("chg", "a", "en", 0, "sign out my session on the chrome laptop", "n:active_sessions")
R("chg", "a", "en", 0, "give viewers permission to export data", "n:edit_role")
R("chg", "a", "en", 0, "rename the gateways category to Network gear", "n:product_categories")
R("chg", "a", "en", 0, "send the compliance report to tom okafor every friday", "n:scheduled_reports")
R("chg", "a", "en", 0, "schedule firmware 2.4.1 for GW-4003 tonight", "n:firmware_updates")
R("chg", "a", "en", 0, "make a device group called lab & boiler with GS-1001 and GS-1006", "n:device_groups")
R("chg", "a", "en", 0, "book a calibration visit at rotterdam for the 14th", "n:maintenance_schedule")
R("chg", "a", "en", 0, "reorder 10 batteries for the bw ultras", "n:spare_parts_inventory")
R("chg", "a", "en", 0, "mark all my notifications as read", "n:notifications")
R("chg", "a", "en", 1, "turn of the bearing overheting rule", "n:alert_rules")
R("chg", "a", "en", 1, "cancle sofia's invite", "n:pending_invitations")
R("chg", "a", "fr", 0, "active l'authentification à deux facteurs avec mon téléphone", "n:two_factor_setup")
R("chg", "a", "de", 0, "füge Tom Okafor dem Team Maintenance hinzu", "n:team_details", {T: 2}, "Maintenance")
R("chg", "a", "it", 0, "passa al piano enterprise", "n:subscription_plans")
R("chg", "a", "nl", 0, "zet mijn meldingen voor waarschuwingen op alleen e-mail", "n:notification_preferences")
R("chg", "d", "en", 0, "add hector to grid operations", "n:team_details", {T: 5}, "Grid Operations")
R("chg", "d", "en", 0, "disable the weak lte signal rule", "n:alert_rules")
R("chg", "d", "en", 0, "close work order 9, the camera is realigned", "n:work_order_details", {W: 9}, "Re-align thermal camera")
R("chg", "d", "en", 0, "comment on the chlorine alarm that hector is on site", "n:alert_details", {A: 8}, "Chlorine")
R("chg", "d", "en", 0, "revoke jamal's pending invite", "n:pending_invitations")
R("chg", "d", "en", 0, "keep raw telemetry for 180 days", "n:data_retention_settings")
R("chg", "b", "en", 0, "set the tank farm investigation to in progress", "n:work_order_details", {W: 2}, "tank farm north")
R("chg", "b", "en", 0, "no more sms for warnings please, push only", "n:notification_preferences")
R("chg", "b", "en", 0, "note on the jetty 3 calibration alert that it's booked for tuesday", "n:alert_details", {A: 5}, "Jetty 3")
R("chg", "c", "en", 0, "mute alarm emails on weekends", "n:notification_preferences")
R("chg", "c", "en", 0, "change my phone on my profile to +33 6 12 34 56 78", "n:edit_profile")

# ---------------------------------------------------------------------------------------
# execution: changes with all their values (exec)
# ---------------------------------------------------------------------------------------
R("exec", "a", "en", 0, "rename TH-2002 to Pump P-101 drive end", "x:update_device")
R("exec", "a", "en", 0, "move GS-1007 over to the rotterdam terminal", "x:update_device")
R("exec", "a", "en", 0, "GS-1011's repair is done, set it to active", "x:update_device")
R("exec", "a", "en", 0, "change the reporting interval of GW-4003 to 60 seconds", "x:update_device")
R("exec", "a", "en", 0, "put CAM-3003 into maintenance", "x:update_device")
R("exec", "a", "en", 0, "change hiroshi tanaka's phone to +33 4 72 10 20 99", "x:update_user")
R("exec", "a", "en", 0, "make tom okafor an operator", "x:update_user")
R("exec", "a", "en", 0, "move priya raman to the Operations department", "x:update_user")
R("exec", "a", "en", 0, "update sofia marchetti's email to s.marchetti@acme.example", "x:update_user")
R("exec", "a", "en", 0, "acknowledge the loading dock not-reporting alert", "x:acknowledge_alert")
R("exec", "a", "en", 0, "acknowledge the h2s alarm at the crude unit", "x:acknowledge_alert")
R("exec", "a", "en", 0, "i'm handling the tank farm north co alarm, ack it", "x:acknowledge_alert")
R("exec", "a", "en", 0, "create a work order to recalibrate GS-1003, medium priority, due in two weeks, assign priya", "x:create_work_order")
R("exec", "a", "en", 0, "open an urgent job to reconnect GS-1004 at the loading dock, due today, for bob", "x:create_work_order")
R("exec", "a", "en", 0, "add site Hamburg tank storage, Kattwykstraße 12, 21107 Hamburg, timezone Europe/Berlin", "x:create_site")
R("exec", "a", "en", 0, "decommission GS-1004, a new unit replaced it", "x:decommission_device")
R("exec", "a", "en", 0, "retire CAM-3002 permanently", "x:decommission_device")
R("exec", "a", "en", 0, "onboard a new BW Ultra with serial GS-1022 at the houston refinery", "x:onboard_device")
R("exec", "a", "en", 0, "add device TH-2005, a WISE-2410, at the lyon plant, name it Cold room 2", "x:onboard_device")
R("exec", "a", "en", 0, "add the Dräger Polytron 7000 to our products under gas sensors", "x:register_product")
R("exec", "a", "en", 0, "update the BW Ultra description to 'Portable 4-gas detector, 24 h runtime, IP68'", "x:update_product")
R("exec", "a", "en", 0, "rename product P3265-LVE to P3265-LVE Mk II", "x:update_product")
R("exec", "a", "en", 0, "create a warning rule for the SmartLine STT850 when temperature goes over 350 C", "x:create_alert_rule")
R("exec", "a", "en", 0, "critical alert if H2S on the BW Ultra goes above 15 ppm", "x:create_alert_rule")
R("exec", "a", "en", 0, "invite jan.devries@acme.example as an operator, Jan de Vries, maintenance team", "x:invite_user")
R("exec", "a", "en", 0, "deactivate priya raman, her contract has ended", "x:deactivate_user")
R("exec", "a", "en", 1, "acknowldge the gs-1014 battery alert", "x:acknowledge_alert")
R("exec", "a", "en", 1, "renam GS-1005 to Solvent store east", "x:update_device")
R("exec", "a", "en", 1, "deactvate hiroshi tanaka's login, he left", "x:deactivate_user")
R("exec", "a", "fr", 0, "acquitte l'alarme H2S du GS-1008", "x:acknowledge_alert")
R("exec", "a", "de", 0, "benenne TH-2001 in Kühlraum 1 um", "x:update_device")
R("exec", "a", "es", 0, "crea una orden urgente para revisar la cámara CAM-3002, asignada a Hiroshi, para mañana", "x:create_work_order")
R("exec", "a", "it", 0, "sposta GS-1016 al sito di Lione", "x:update_device")
R("exec", "a", "nl", 0, "geef Tom Becker de rol viewer", "x:update_user")
R("exec", "a", "pt", 0, "registra o produto Crowcon Gas-Pro, fabricante Crowcon, categoria sensores de gás", "x:register_product")
R("exec", "d", "en", 0, "rename GXT-6007 to Leeds control kiosk", "x:update_device")
R("exec", "d", "en", 0, "set GXW-8004 to maintenance", "x:update_device")
R("exec", "d", "en", 0, "move GXC-7002 to the denver substation", "x:update_device")
R("exec", "d", "en", 0, "change erin walsh's role to admin", "x:update_user")
R("exec", "d", "en", 0, "set hector's phone number to +1 217 555 0199", "x:update_user")
R("exec", "d", "en", 0, "acknowledge the cabinet temperature alarm on GXT-6005", "x:acknowledge_alert")
R("exec", "d", "en", 0, "ack the leeds router offline alert", "x:acknowledge_alert")
R("exec", "d", "en", 0, "new job: replace the battery in GXT-6004, low priority, due next month, assign erin", "x:create_work_order")
R("exec", "d", "en", 0, "create site Peoria booster station, 2200 W Main St, Peoria IL 61605, America/Chicago", "x:create_site")
R("exec", "d", "en", 0, "decommission GXW-8004 for good", "x:decommission_device")
R("exec", "d", "en", 0, "onboard GXC-7007, a DS-2CD2386G2-IU, at the leeds pumping station", "x:onboard_device")
R("exec", "d", "en", 0, "register the DS-2CD2T47G2 as a hikvision camera", "x:register_product")
R("exec", "d", "en", 0, "set the description of the RUT955 to 'Industrial LTE router, dual SIM'", "x:update_product")
R("exec", "d", "en", 0, "critical alert when sf6 on the LeakSense goes over 2000 ppm", "x:create_alert_rule")
R("exec", "d", "en", 0, "invite owen.price@globex.example, Owen Price, as a viewer", "x:invite_user")
R("exec", "d", "en", 0, "deactivate leo fischer's account", "x:deactivate_user")
R("exec", "d", "en", 1, "acknowlege the sf6 alarm on GX-5007", "x:acknowledge_alert")
R("exec", "d", "de", 0, "quittiere den Chlor-Alarm auf GX-5002", "x:acknowledge_alert")
R("exec", "b", "en", 0, "rename GS-1013 to Control room Houston", "x:update_device")
R("exec", "b", "en", 0, "set TH-2003 back to active", "x:update_device")
R("exec", "b", "en", 0, "acknowledge the jetty 3 calibration alert", "x:acknowledge_alert")
R("exec", "b", "en", 0, "create a high priority work order to swap the battery on GS-1014, due thursday, assign it to me", "x:create_work_order")
R("exec", "b", "en", 0, "onboard serial GS-1023, X-am 5600, rotterdam terminal", "x:onboard_device")
R("exec", "b", "en", 0, "add site Le Havre depot, 5 Quai de Southampton, 76600 Le Havre, Europe/Paris", "x:create_site")
R("exec", "b", "en", 0, "create an info rule for the WISE-6610 when signal drops under -100 dBm", "x:create_alert_rule")
R("exec", "b", "en", 0, "register product Gasmaster 4 by Crowcon in gas sensors", "x:register_product")
R("exec", "b", "en", 0, "change the X-am 5600 description to 'Compact 6-gas monitor'", "x:update_product")
R("exec", "b", "en", 0, "set the reporting interval on TH-2004 to 120 seconds", "x:update_device")
R("exec", "b", "en", 1, "ackowledge the battery alert on the rescue portable", "x:acknowledge_alert")
R("exec", "b", "fr", 0, "renomme GS-1018 en Pump house ouest", "x:update_device")

# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (the row keeps its kind, user, language, typo flag,
# route, target, record and anchor unless a (wording, record, anchor) triple is given)
REWORDED: dict[str, object] = {
    # records (typos and other languages kept)
    "pull up gs-10013": "can u pull up GS-1013, the one in the houston contol room",
    "the solvant store detector": "the polytron by the solvant store in lyon",
    "the crude heatr outlet thermometer": "temp transmitter on the crude heatr outlet, houston",
    "priya ramans acount": "need priya ramans user acount, process engineering",
    "the rotterdam gatway": "the lorawan gatway out at rotterdam terminal",
    "the solvnet store sensor": "i'm looking for the solvnet store gas detector in lyon",
    "the clearwel vent detector": "springfield clearwel vent cl2 detector",
    "the invoce from five months ago": "open the invoce we got five months back",
    "la fiche utilisateur de Lukas Meyer": "montre-moi le compte de Lukas Meyer, celui qui a été désactivé",
    "la fattura più recente": "apri l'ultima fattura che ci è arrivata",
    "open de gassensor in het pomphuis": "laat de Polytron in het pomphuis in Rotterdam zien",
    "la scheda di Lukas Meyer": "vorrei vedere il profilo di Lukas, quello della manutenzione",
    "zeig mir den Router in Denver": "öffne bitte den Mobilfunkrouter im Umspannwerk Denver",
    # questions
    "any critcal alarms open atm": "are there critcal alarms nobody has picked up yet",
    "qui fait partie de l'équipe Control Room ?": "quels collègues sont dans l'équipe de la salle de contrôle ?",
    "qual é o firmware do GW-4001?": "que versão de firmware está no gateway de Lyon?",
    "welche Geräte in Springfield sind offline?": "gibt es in den Springfield Wasserwerken Geräte, die nicht mehr melden?",
    # refused screens
    "open the adit log": "i need the adit trail of who changed what",
    "quiero crear una orden de trabajo": "necesito abrir un ticket de mantenimiento para un sensor roto",
    # unclear
    "cuéntame un chiste de ingenieros": "¿me recomiendas una serie para el fin de semana?",
    "qual é a capital da Austrália?": "quanto custa um voo de Lisboa para Houston?",
    # plain navigation
    "compliance reprots": "take me to the gas detection compliance reprots",
    "firmwre update campaigns": "where do i manage firmwre rollouts to the gateways",
    "ouvre la liste des sites": "montre-moi toutes nos usines et installations",
    "i want to search across the whole console": "find anything mentioning 'pump house' across the console",
    "acme platform status page": "show me the uptime page for the acme service itself",
    "open the report library": "browse the ready-made reports on uptime and alarms",
    "energy dashboards": "open the kWh consumption charts per site",
    # changes no tool makes
    "füge Tom Okafor dem Team Maintenance hinzu": "nimm Tom Okafor ins Wartungsteam auf",
    "add hector to grid operations": "hector alvarez should also be in the grid operations team",
    # execution
    "renam GS-1005 to Solvent store east": "pls renam GS-1005 as 'Solvent store - east bay'",
    "acknowlege the sf6 alarm on GX-5007": "acknowlege the bay 2 sf6 leak warning, we're on it",
    "ackowledge the battery alert on the rescue portable": "ackowledge alert 3 about the rescue team portable's low battery",
    "acquitte l'alarme H2S du GS-1008": "je prends en charge l'alarme H2S de l'unité de brut, acquitte-la",
    "benenne TH-2001 in Kühlraum 1 um": "gib TH-2001 den neuen Namen Kühlraum Nord",
    "move GS-1007 over to the rotterdam terminal": "GS-1007 is going with the shift lead to rotterdam, change its site to the rotterdam terminal",
    "change the reporting interval of GW-4003 to 60 seconds": "have GW-4003 report every 60 s instead",
    "put CAM-3003 into maintenance": "CAM-3003 is getting a new lens, switch its status to maintenance",
    "change hiroshi tanaka's phone to +33 4 72 10 20 99": "hiroshi's desk number is now +33 4 72 10 20 99, update his user",
    "make tom okafor an operator": "promote tom okafor from viewer to operator",
    "move priya raman to the Operations department": "priya is joining Operations, set that as her department",
    "acknowledge the h2s alarm at the crude unit": "the crude unit H2S alarm is being handled by me, acknowledge it",
    "onboard a new BW Ultra with serial GS-1022 at the houston refinery": "we received a BW Ultra, serial GS-1022, set it up at the houston refinery",
    "update the BW Ultra description to 'Portable 4-gas detector, 24 h runtime, IP68'": "the BW Ultra's description should read 'Portable 4-gas detector, IP68, 24 h runtime'",
    "rename product P3265-LVE to P3265-LVE Mk II": "change the product name P3265-LVE to 'P3265-LVE dome (gen 2)'",
    "set GXW-8004 to maintenance": "GXW-8004 is being serviced, mark its status as maintenance",
    "change erin walsh's role to admin": "erin walsh needs admin rights, change her role",
    "acknowledge the cabinet temperature alarm on GXT-6005": "relay cabinet R3 temperature warning: acknowledge it, hector's looking",
    "ack the leeds router offline alert": "acknowledge the alert about the outfall router being offline",
    "create site Peoria booster station, 2200 W Main St, Peoria IL 61605, America/Chicago": "new site for us: Peoria booster station at 2200 W Main St, Peoria IL 61605, time zone America/Chicago",
    "rename GS-1013 to Control room Houston": "call GS-1013 'Houston CR detector' from now on",
    "add site Le Havre depot, 5 Quai de Southampton, 76600 Le Havre, Europe/Paris": "please create the Le Havre depot site: 5 Quai de Southampton, 76600 Le Havre, Europe/Paris time",
}
# a rewording that collided again -> its second rewording
REWORDED_TWICE: dict[str, object] = {
    "necesito abrir un ticket de mantenimiento para un sensor roto": "tengo que dar de alta una orden de trabajo para el detector averiado del almacén",
    "¿me recomiendas una serie para el fin de semana?": "¿sabes si mañana hay huelga de metro en Madrid?",
    "quanto custa um voo de Lisboa para Houston?": "preciso marcar consulta no dentista para quinta-feira",
    "promote tom okafor from viewer to operator": "tom okafor should get the operator role instead of viewer",
}
# colliding, dropped
DROPPED: set[str] = {
    'GXT 6002 please',
    "Grace Liu's page",
    'TH-2002 details',
    'add a new product model',
    'add priya raman to the maintenance team',
    'alert number 3',
    "bob's work order",
    'book a calibration visit at rotterdam for the 14th',
    'book a taxi to the houston refinery for 8am',
    'calibration certificates of GS-1003',
    'change the logo on the login page',
    'change the org timezone to europe/paris',
    'data retention settings page',
    'denver floor plan',
    'did GS-1019 pass its last bump test',
    'disable the weak lte signal rule',
    'do i have any work orders on my name',
    'downgrade us to the starter plan',
    'edit leo fischer',
    'export data as parquet',
    'frank from substations',
    "frank's sf6 leak job",
    'give viewers permission to export data',
    'gx5004 page',
    "hector alvarez's account",
    'hmm not sure',
    'how long before an unacked critical alarm goes to a manager',
    'how many devices are we being billed for',
    'how many products sit in the gateways category',
    'how old is tom becker',
    'hypochlorite tank sensor at leeds',
    'i want to change my login password',
    'i want to invite somebody new',
    'irene.kowalski@globex.example',
    'is the acme cloud down for everyone or just me',
    'keep audit logs for two years',
    'keep raw telemetry for 180 days',
    'list of manufacturers',
    'lower the h2s high threshold to 8 ppm',
    'mark all my notifications as read',
    'my notification preferences',
    'open hiroshi.tanaka@acme.example',
    'open the audit trail',
    'open the decommission page for GS-1004',
    'open the organization settings',
    'open the retire page for GS-1017',
    'our american manufacturer',
    'our german vendor',
    'our water treatment operator',
    'over-the-air update campaigns',
    "priya's work order",
    'put priya on call next sunday',
    'qwertyuiop',
    'rename the gateways category to Network gear',
    'resend the invitation to emma laurent',
    'revoke my token named grafana-sync',
    'security operations team',
    'set up a new alert rule',
    'show all our teams',
    'single sign-on configuration page',
    'springfield router A',
    'springfield water works page',
    'start the device onboarding wizard',
    'take me back to the main dashboard',
    'tell me something funny',
    'the 1,299 dollar invoice',
    "the 1345 invoice that's still open",
    'the 1350 ppm sf6 alert',
    'the TRB245 product page',
    'the bi-spectrum thermal camera model',
    "the camera that's in maintenance",
    'the camera whose disk is 48% full',
    'the chinese camera maker',
    'the chlorine cell replacement ticket',
    'the chlorine store detector',
    'the crew doing calibration and bump tests',
    "the critical alarm that's open",
    'the crude unit h2s monitor',
    'the filter gallery alert that erin acked',
    'the filter gallery detector that went offline',
    'the fixed IR hydrocarbon detector model',
    'the health and safety tom',
    'the invoice from 4 months ago',
    'the invoice from three months back',
    'the invoice right before the 5189 one',
    'the job about tanks T-12 and T-14',
    'the lyon plant',
    "the most recent invoice we've paid",
    'the north fence camera',
    'the on-call calendar',
    'the page of the team i belong to',
    "the quality person who hasn't accepted her invite",
    'the router offline alert at leeds',
    'the second invoice we ever received',
    'the site on kirkstall road',
    'the springfield router',
    'the tank farm north co alarm',
    'the tank farm north investigation',
    'the team that watches all three sites around the clock',
    'the transformer hot spot alarm',
    'the unassigned relay cabinet check',
    'the video loss alarm on the flare camera',
    'the €5,124 invoice',
    "tom becker's profile",
    "tom becker's user details",
    "tom's page in the directory",
    "tom's user page",
    "translate 'sensor' into japanese",
    'upload a csv of new devices',
    'user directory',
    'vapour recovery detector at the terminal',
    'what do we buy from hikvision',
    'what firmware is CAM-3001 running',
    'what gases does the X-am 5600 measure',
    'what role does emma laurent have',
    'what time is it in houston',
    'what timezone is the rotterdam site set to',
    "what's GS-1009 reading right now",
    "what's an operator allowed to do",
    "what's been assigned to priya",
    "what's hiroshi's phone number",
    "what's our org's default timezone",
    "what's the chlorine level in the wet well",
    "what's the lower explosive limit of methane",
    "what's the postal address of the lyon plant",
    "what's the tallest building in the world",
    'whatever you think is best',
    "when's the next calibration due on GS-1012",
    "where's the documentation for this console",
    'which honeywell models do we use',
    'which identity provider do we use for sso',
    'which of our alert rules are critical',
    'which permissions does each role get',
    'which site used the most kwh last month',
    'who else is in my team',
    'who else is on the maintenance team',
    'who won the champions league',
    "who's covering alarms tonight",
    "who's in the control room team",
    'work order 11',
}
# not colliding, dropped toward the size and the mix (drafted wordings or rewordings)
TRIMMED: set[str] = {
    'escalate to hiroshi if nobody acks within 15 minutes',
    'passa al piano enterprise',
    'remove emma laurent from the control room team',
    'sign out my session on the chrome laptop',
    'zet mijn meldingen voor waarschuwingen op alleen e-mail',
    'no more sms for warnings please, push only',
    "fix tom becker's phone number on his user record",
    "last month's invoice please",
    'org-wide timezone setting',
    'ver os convites pendentes',
    'Rechnungen der Firma ansehen',
    'how long do we keep alert history',
    'how many api calls have we made today',
    'show me the invoice from last month',
    'start a ticket for a broken detector',
    'tengo que dar de alta una orden de trabajo para el detector averiado del almacén',
    "update sofia's user record",
    'GS-1007 is going with the shift lead to rotterdam, change its site to the rotterdam terminal',
    "GS-1011's repair is done, set it to active",
    'add device TH-2005, a WISE-2410, at the lyon plant, name it Cold room 2',
    'add site Hamburg tank storage, Kattwykstraße 12, 21107 Hamburg, timezone Europe/Berlin',
    'add the Dräger Polytron 7000 to our products under gas sensors',
    "change the product name P3265-LVE to 'P3265-LVE dome (gen 2)'",
    'decommission GS-1004, a new unit replaced it',
    "hiroshi's desk number is now +33 4 72 10 20 99, update his user",
    'open an urgent job to reconnect GS-1004 at the loading dock, due today, for bob',
    'registra o produto Crowcon Gas-Pro, fabricante Crowcon, categoria sensores de gás',
    "the BW Ultra's description should read 'Portable 4-gas detector, IP68, 24 h runtime'",
    'tom okafor should get the operator role instead of viewer',
    'we received a BW Ultra, serial GS-1022, set it up at the houston refinery',
    'acknowledge the jetty 3 calibration alert',
    "call GS-1013 'Houston CR detector' from now on",
    'create a high priority work order to swap the battery on GS-1014, due thursday, assign it to me',
    'set TH-2003 back to active',
    'GXW-8004 is being serviced, mark its status as maintenance',
    'acknowledge the alert about the outfall router being offline',
    'erin walsh needs admin rights, change her role',
    "relay cabinet R3 temperature warning: acknowledge it, hector's looking",
    'rename GXT-6007 to Leeds control kiosk',
    "apri l'elenco degli ordini di lavoro",
    'llévame al historial de incidentes',
    'roles and permissions overview',
    'zur Startseite bitte',
    'spare parts stock page',
    'are we close to hitting the api rate limit',
    'how many gas detectors are at the rotterdam terminal',
    'how many of our users are viewers',
    'how many unread notifications do i have',
    'how much battery does GS-1016 have left',
    "how's the signal on the lyon gateway these days",
    "is lukas meyer's account still active",
    'is the rotterdam gateway online at the moment',
    'list everything we have installed at the houston refinery',
    'list the members of the maintenance crew',
    "quels collègues sont dans l'équipe de la salle de contrôle ?",
    'what temperature is TH-2004 showing now',
    "what's happening at the lyon plant today",
    "when does emma's invitation expire",
    'which api keys have i created',
    'which devices at the lyon plant are offline right now',
    'which of our devices are BW Ultras',
    'which reports land in my inbox every monday',
    'which tickets does hiroshi have at the moment',
    'which work orders got cancelled',
    'who changed the retention settings last week',
    'who makes the WISE-2410',
    "who's working on the sensor head replacement",
    'wie gut ist der Empfang vom Gateway in Lyon',
    "what's the status of the bump test ticket",
    'gibt es in den Springfield Wasserwerken Geräte, die nicht mehr melden?',
    'how much do we still owe on our subscription',
    "who's in security operations",
    "Lukas's user record",
    'alice@acme.example, i mean my own page',
    'apri il termometro della cella frigorifera',
    'axis comms vendor page',
    'boiler room carbon monoxide sensor',
    'can you open GS 1018 for me',
    'config page of the pump house detector',
    'de gebruikerspagina van Hiroshi Tanaka',
    'edit form for hiroshi tanaka',
    'edit my own account details, alice admin',
    'el equipo de seguridad y cumplimiento',
    'find emma laurent in the directory',
    'gs.1016 status page',
    'gs1005 real quick',
    'het onderhoudsteam',
    'la caméra thermique de la torchère',
    'la cámara de la entrada principal',
    "la facture qu'on n'a pas encore réglée",
    'la raffineria di Houston',
    'leeds pumping station details',
    'lyon plant building layouts',
    'open up th-2001 for me',
    "our IT admin's page",
    'our confined-space gas monitor model',
    'our only site in the US',
    "ouvre GS-1013 s'il te plaît",
    "priya's team",
    'pump P-101 bearing sensor',
    'safety and compliance team page',
    'show me cam_3003 please',
    'smartline stt850 spec sheet',
    "sofia.marchetti@acme.example's account",
    'that polytron on the hydrotreater',
    'the advantech WISE model',
    'the bw ultra stuck on 2.8.0',
    'the cold room thermometer over in lyon',
    'the colleague whose phone starts +1 713',
    'the detector down at tank farm south',
    'the gas sensor showing 12% LEL',
    'the gatehouse camera relocation job',
    'the gateway with just 8 devices hanging off it',
    'the gateway with the weakest signal of the three',
    'the german supplier we use',
    'the gw-4001 overview',
    'the houston thermometer sitting in maintenance',
    'the in-progress job on GS-1011',
    'the invoice for 1382',
    'the not-reporting alert on the loading dock sensor',
    "the only camera we have that's offline",
    "the polytron that's in maintenance mode",
    "the portable that's down to 14% battery",
    'the process engineer, priya something',
    'the site on rue de gerland',
    'the x-am in the houston control room',
    'tom, the one in maintenance',
    'unser Werk in Lyon',
    'whichever unit is reading 12.4 ppm h2s',
    'öffne den Melder an der Verladerampe',
    'le détecteur de la fosse du bac 4',
    'mein Ticket zur Tankfarm Nord',
    "the maintenance team page, the one i'm in",
    'carol@acme.example - me',
    "hiroshi tanaka's details",
    'the restore video ticket',
    'vorrei vedere il profilo di Lukas, quello della manutenzione',
    'GX-5009 telemetry chart',
    'bump tests on the wet well detector',
    'decommission page for the dead outfall router',
    "erin's job",
    "erin's user record",
    'grid ops team page',
    'kim larsen, the deactivated one',
    "leo's overdue LTE job",
    "maya patel's edit page",
    'o detector da sala de cloração',
    'open gxc_7001',
    'our colorado substation',
    'our site in illinois',
    'pump motor m2 temperature sensor',
    'sitrans th320 product',
    'springfield lab refrigerator temp probe',
    'the active guy with a 303 number',
    'the camera covering the substation yard',
    'the cl2 detector still on 3.9.9',
    'the colleague with a 217 number',
    'the compliance person who never joined',
    'the finance viewer',
    'the firmware available notice',
    'the latest bill, the one we still owe',
    'the open invoice',
    'the other admin in our org besides me',
    'the router sitting at -109 dBm',
    'the sf6 sensor showing 95 ppm',
    'the teltonika model',
    'the ticket to re-aim the T2 camera',
    'hey there, how are you',
    'how do i submit my mileage claim',
    'kun je pizza bestellen voor het team',
    'order new safety boots in size 42',
    "réserve-moi un taxi pour l'aéroport",
    "what's the weather like in rotterdam this weekend",
    'how do i claim overtime pay',
    "what's the weather doing in denver",
}
# not colliding, reworded on the last review -> new wording (or (wording, record, anchor))
REVIEWED: dict[str, object] = {
    # rows in other languages that were translations of, or too close to, another row of the set
    "la pagina utente di Priya": ("fammi vedere la scheda di Tom Okafor, quello di salute e sicurezza", {U: 5}, "Tom Okafor"),
    "a página do Lukas Meyer": ("a página da Emma Laurent, a que ainda não aceitou o convite", {U: 10}, "Emma Laurent"),
    "o terminal de Roterdão": ("mostra o site de Gerland em Lyon", {S: 1}, "Rue de Gerland"),
    "la fattura più vecchia": ("la fattura di quattro mesi fa", {I: 9}, "4 month(s)"),
    "¿cuánta batería le queda al GS-1016?": ("¿cuánta batería le queda al detector portátil del equipo de rescate?", {D: 14}, "rescue team"),
    "quels appareils sont en maintenance à Houston ?": ("combien de caméras avons-nous sur le site de Rotterdam ?", {S: 3}, "Rotterdam terminal"),
    "quali allarmi sono aperti a Rotterdam?": ("ci sono allarmi aperti alla raffineria di Houston?", {S: 2}, "Houston refinery"),
    "wie heeft er vannacht dienst?": "wie staat deze week ingepland voor de storingsdienst?",
    "laat de Polytron in het pomphuis in Rotterdam zien": ("open de detector in reactorhal B", {D: 3}, "Reactor hall B"),
    "je prends en charge l'alarme H2S de l'unité de brut, acquitte-la": "acquitte l'alerte de calibration du GS-1020 à la jetée 3",
    "active l'authentification à deux facteurs avec mon téléphone": "désactive les SMS pour les alertes d'information, l'e-mail suffit",
    "preciso marcar consulta no dentista para quinta-feira": "qual é o horário do próximo ônibus para o aeroporto?",
    "quanti giorni di ferie mi restano?": "come si prepara un buon tiramisù?",
}


def _catalog_roles() -> dict[str, list[str]]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def _apply(query: str, record, anchor, mapping: dict) -> tuple[str, object, object]:
    new = mapping[query]
    if isinstance(new, tuple):
        return new[0], new[1], new[2]
    return new, record, anchor


def _new_wording(value) -> str:
    return value[0] if isinstance(value, tuple) else value


def all_wordings() -> list[tuple[str, str]]:
    """Every wording of this file, kept or not: (stage, wording), for check_set.py --draft."""
    out = [("drafted", r[4]) for r in DRAFT]
    out += [("reworded", _new_wording(v)) for v in REWORDED.values()]
    out += [("reworded twice", _new_wording(v)) for v in REWORDED_TWICE.values()]
    out += [("reviewed", _new_wording(v)) for v in REVIEWED.values()]
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
    reworded = {_new_wording(v) for v in REWORDED.values()}
    unknown = [q for q in REWORDED_TWICE if q not in reworded]
    assert not unknown, f"REWORDED_TWICE names wordings that are not rewordings: {unknown}"
    wordings = set(drafted) | reworded | {_new_wording(v) for v in REWORDED_TWICE.values()}
    for name, mapping in (("TRIMMED", TRIMMED), ("REVIEWED", REVIEWED)):
        unknown = [q for q in mapping if q not in wordings]
        assert not unknown, f"{name} names rows that are not wordings of this file: {unknown}"
    out = []
    for kind, user, lang, typo, query, target, record, anchor in DRAFT:
        if query in DROPPED:
            continue
        if query in REWORDED:
            query, record, anchor = _apply(query, record, anchor, REWORDED)
            if query in REWORDED_TWICE:
                query, record, anchor = _apply(query, record, anchor, REWORDED_TWICE)
        if query in TRIMMED:
            continue
        if query in REVIEWED:
            query, record, anchor = _apply(query, record, anchor, REVIEWED)
        out.append((kind, user, lang, typo, query, target, record, anchor))
    return out


def _check_record(query: str, user: str, record, anchor) -> None:
    """A record id must be a record of the asking user's org whose seed label holds the anchor."""
    sys.path.insert(0, str(ROOT / "datasets" / "acme" / "checks"))
    import seedindex  # noqa: PLC0415  (needs PYTHONPATH=src for acme.api.seed)

    if record is None or record in ("none", "several"):
        if anchor is not None:
            raise SystemExit(f"build_fresh23: {query!r}: an anchor without a record id")
        return
    if not isinstance(record, dict) or len(record) != 1:
        raise SystemExit(f"build_fresh23: {query!r}: bad record {record!r}")
    ((param, rec_id),) = record.items()
    org = seedindex.org_of(param, rec_id)
    if org != ORG[user]:
        raise SystemExit(
            f"build_fresh23: WRONG RECORD for {query!r}: {param} {rec_id} is a record of "
            f"{org or 'no org'}, the asking user's org is {ORG[user]}"
        )
    label = seedindex.label(param, rec_id)
    if not anchor or anchor not in label:
        raise SystemExit(
            f"build_fresh23: WRONG RECORD for {query!r}: {param} {rec_id} ({label}) "
            f"does not hold the anchor {anchor!r}"
        )


def build() -> tuple[list[dict], dict]:
    roles = _catalog_roles()
    rows = kept_rows()
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, (kind, user, lang, typo, query, target, record, anchor) in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        row: dict = {"id": rid, "query": query}
        if target == "u":
            assert record is None and kind == "unc", f"{query!r}: unclear row with {record!r}"
            row["route"] = "unclear"
        elif target.startswith("x:"):
            assert record is None and kind == "exec", f"{query!r}: execution row with {record!r}"
            row["route"] = "execution"
            row["tool"] = target[2:]
        else:
            screen = target[2:]
            assert screen in roles, f"{query!r}: unknown screen {screen}"
            row["route"] = "navigation"
            row["screen"] = screen
            if record is not None:
                row["record"] = record
        _check_record(query, user, record, anchor)
        if EMAIL[user]:
            row["user"] = EMAIL[user]
        if target.startswith("n:"):
            refused = ROLE[user] not in roles[target[2:]]
            assert refused == (kind == "den"), f"{query!r}: kind {kind} but refused={refused}"
            if refused:
                row["denied"] = True
        lines.append(row)
        meta[rid] = {"kind": kind, "lang": lang, "typo": typo, "user": user}
        if isinstance(record, dict):
            meta[rid]["anchor"] = anchor
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
    print("records:", len(recs), "ids", sum(isinstance(x, dict) for x in recs),
          f"(list filters {lists})", "none", recs.count("none"), "several", recs.count("several"))
    print("tools:", dict(collections.Counter(r["tool"] for r in lines if "tool" in r).most_common()))
    screens = collections.Counter(r["screen"] for r in lines if "screen" in r)
    print("screens:", len(screens), "most used:", screens.most_common(8))


def main() -> None:
    lines, meta = build()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines))
    META.write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")
    if "--counts" in sys.argv:
        counts(lines, meta)


if __name__ == "__main__":
    main()
