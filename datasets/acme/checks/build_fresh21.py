"""Build routing-fresh21.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language, typo flag, target, record and the
record's anchor (a word the seed record holds: a serial, a name, an e-mail, a title, an
amount), followed by what happened to it: `REWORDED` (a wording that collided with another
text -> its new wording), `REWORDED_TWICE` (a rewording that collided again -> its second
rewording), `DROPPED` (colliding, dropped), `TRIMMED` (not colliding, dropped toward the
size and the mix) and `REVIEWED` (not colliding, reworded on the last review). The kept
rows are shuffled with a fixed seed (`random.Random(20270114)`) and numbered f21-001...
afterwards.

`denied` is set from the catalog's roles and must agree with the row's kind ("den"). Every
record id is checked against the seed (numbered by datasets/acme/checks/seedindex.py): it
must be a record of the asking user's org whose label holds the row's anchor, else the
build fails (so a wrong id cannot be written).

Run it from the repository's root (PYTHONPATH=src .venv/bin/python -B
datasets/acme/checks/build_fresh21.py [--counts], or /tmp/fresh21/build_fresh21.py): it
rewrites the jsonl (in datasets/acme/ when the script sits in datasets/acme/checks/, else
beside the script) and fresh21-meta.json (beside the script); `--counts` prints the mix.
Importing it (as check_set.py fresh21 --draft does) writes nothing.

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
    raise SystemExit("run build_fresh21.py from the repository's root or from datasets/acme/checks")
sys.dont_write_bytecode = True
for extra in (ROOT / "src", ROOT / "datasets" / "acme" / "checks"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))
import seedindex  # noqa: E402

OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh21.jsonl"
META = HERE / "fresh21-meta.json"
SEED = 20270114
PREFIX = "f21-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}
ORG = {"a": "acme", "b": "acme", "c": "acme", "d": "globex"}

DRAFT: list[tuple] = []


def R(kind, user, lang, typo, query, target, record=None, anchor=None):
    DRAFT.append((kind, user, lang, bool(typo), query, target, record, anchor))


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
# alice: devices by serial written loosely
R("rec", "a", "en", 0, "gs1016, the second jetty detector, open it", "n:device_details", {D: 16}, "GS-1016")
R("rec", "a", "en", 0, "can u pull up Gs 1008 real quick", "n:device_details", {D: 8}, "GS-1008")
R("rec", "a", "en", 0, "cam_3003 please, the overview one", "n:device_details", {D: 27}, "CAM-3003")
R("rec", "a", "en", 0, "TH2003 is acting up again, bring up its page", "n:device_details", {D: 23}, "TH-2003")
R("rec", "a", "en", 0, "get me gw 4001 on screen", "n:device_details", {D: 28}, "GW-4001")
R("rec", "a", "en", 1, "opne gs-1018 for me", "n:device_details", {D: 18}, "GS-1018")
R("rec", "a", "en", 0, "device gs.1006, what does its page say", "n:device_details", {D: 6}, "GS-1006")
R("rec", "a", "en", 0, "the unit with serial number ending 1010", "n:device_details", {D: 10}, "GS-1010")
# alice: devices by name, place, what they watch
R("rec", "a", "en", 0, "the co monitor down in lyon's boiler room", "n:device_details", {D: 1}, "Boiler room CO")
R("rec", "a", "en", 0, "the bearing sensor strapped to pump P-101", "n:device_details", {D: 22}, "Pump P-101")
R("rec", "a", "en", 0, "that detector that sits in reactor hall A", "n:device_details", {D: 2}, "Reactor hall A")
R("rec", "a", "en", 0, "houston control room gas monitor", "n:device_details", {D: 13}, "Control room")
R("rec", "a", "en", 0, "the H2S monitor on the crude unit", "n:device_details", {D: 8}, "Crude unit H2S")
R("rec", "a", "en", 0, "the detector over at tank farm south", "n:device_details", {D: 10}, "Tank farm south")
R("rec", "a", "en", 0, "vapour recovery detector at the terminal", "n:device_details", {D: 17}, "Vapour recovery")
R("rec", "a", "en", 0, "the probe inside lyon's cold room", "n:device_details", {D: 21}, "Cold room 1")
R("rec", "a", "en", 0, "the dome cam watching the lyon gate", "n:device_details", {D: 25}, "Main gate")
R("rec", "a", "en", 0, "our houston lorawan gateway", "n:device_details", {D: 29}, "Houston gateway")
R("rec", "a", "en", 0, "the product temperature transmitter on tank 4", "n:device_details", {D: 24}, "Tank 4 product")
R("rec", "a", "en", 0, "the pump house polytron in rotterdam", "n:device_details", {D: 18}, "Pump house")
R("rec", "a", "en", 0, "the X-am that lives in the lab fume hood", "n:device_details", {D: 6}, "Lab fume hood")
R("rec", "a", "en", 0, "tank pit four's portable detector", "n:device_details", {D: 19}, "Tank pit 4")
R("rec", "a", "en", 0, "the h2s unit out on jetty three", "n:device_details", {D: 20}, "Jetty 3 H2S")
R("rec", "a", "en", 1, "the hydrotreater gas detecter", "n:device_details", {D: 12}, "Hydrotreater")
R("rec", "a", "en", 1, "solvant store sensor in lyon", "n:device_details", {D: 5}, "Solvent store")
R("rec", "a", "en", 0, "the fixed detector watching the flare at houston", "n:device_details", {D: 11}, "Flare stack")
R("rec", "a", "en", 0, "the handheld our lyon shift lead clips on", "n:device_details", {D: 7}, "shift lead")
# alice: devices by state, reading, firmware, battery, storage, connections
R("rec", "a", "en", 0, "whichever lyon unit stopped reporting", "n:device_details", {D: 4}, "GS-1004")
R("rec", "a", "en", 0, "the camera that's gone offline", "n:device_details", {D: 26}, "CAM-3002")
R("rec", "a", "en", 0, "the temp transmitter flagged for maintenance", "n:device_details", {D: 23}, "TH-2003")
R("rec", "a", "en", 0, "the portable that's down to 14 percent", "n:device_details", {D: 14}, "GS-1014")
R("rec", "a", "en", 0, "the sensor with 58% battery left", "n:device_details", {D: 16}, "GS-1016")
R("rec", "a", "en", 0, "the detector sitting at 87% charge", "n:device_details", "several")
R("rec", "a", "en", 0, "the one reading 12.4 ppm of h2s", "n:device_details", {D: 8}, "GS-1008")
R("rec", "a", "en", 0, "the thermometer showing 61 degrees", "n:device_details", {D: 22}, "TH-2002")
R("rec", "a", "en", 0, "the fixed detector at 3.4% LEL", "n:device_details", {D: 12}, "GS-1012")
R("rec", "a", "en", 0, "the detector still stuck on firmware 5.1.7", "n:device_details", {D: 4}, "GS-1004")
R("rec", "a", "en", 0, "the only portable running 2.8.0", "n:device_details", {D: 14}, "GS-1014")
R("rec", "a", "en", 0, "the thermometer that's on fw 10.3", "n:device_details", {D: 24}, "TH-2004")
R("rec", "a", "en", 0, "the cameras still on 11.9.60", "n:device_details", "several")
R("rec", "a", "en", 0, "the gateway with 9 sensors hooked up to it", "n:device_details", {D: 28}, "GW-4001")
R("rec", "a", "en", 0, "the cam whose storage is at 48%", "n:device_details", {D: 27}, "CAM-3003")
R("rec", "a", "en", 0, "the thermal camera that logged 611 degrees", "n:device_details", {D: 26}, "CAM-3002")
R("rec", "a", "en", 0, "the gateway sitting at -77 dBm", "n:device_details", {D: 30}, "GW-4003")
R("rec", "a", "en", 0, "both reactor hall gas monitors", "n:device_details", "several")
# alice: device sub-pages
R("rec", "a", "en", 0, "gs1009 co trend over the last 24h", "n:device_telemetry", {D: 9}, "GS-1009")
R("rec", "a", "en", 0, "live numbers from the hydrotreater detector", "n:device_telemetry", {D: 12}, "Hydrotreater")
R("rec", "a", "en", 0, "plot the vibration on the P-101 bearing sensor", "n:device_telemetry", {D: 22}, "P-101")
R("rec", "a", "en", 0, "calibration certificates for the jetty 1 detector", "n:device_calibration", {D: 15}, "Jetty 1")
R("rec", "a", "en", 0, "bump test log of gs 1007", "n:device_calibration", {D: 7}, "GS-1007")
R("rec", "a", "en", 0, "open the settings screen for gw-4003", "n:device_configuration", {D: 30}, "GW-4003")
R("rec", "a", "en", 0, "i want to tweak the config of the tank pit 4 portable", "n:device_configuration", {D: 19}, "Tank pit 4")
R("rec", "a", "en", 0, "the retire screen for GS-1004", "n:decommission_device", {D: 4}, "GS-1004")
R("rec", "a", "en", 0, "where on the lyon floor plan is the solvent store sensor", "n:floor_plans", {S: 1}, "Lyon plant")
R("rec", "a", "en", 0, "houston refinery building layout", "n:floor_plans", {S: 2}, "Houston refinery")
# alice: people
R("rec", "a", "en", 0, "tom okafor, the safety guy", "n:user_details", {U: 5}, "Tom Okafor")
R("rec", "a", "en", 0, "open priya's user page", "n:user_details", {U: 6}, "Priya Raman")
R("rec", "a", "en", 0, "hiroshi from IT", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("rec", "a", "en", 0, "lukas meyer's account, the deactivated one", "n:user_details", {U: 8}, "Lukas Meyer")
R("rec", "a", "en", 0, "sofia in quality who never accepted her invite", "n:user_details", {U: 9}, "Sofia Marchetti")
R("rec", "a", "en", 0, "emma laurent, our new operator", "n:user_details", {U: 10}, "Emma Laurent")
R("rec", "a", "en", 0, "tom becker over in maintenance", "n:user_details", {U: 4}, "Tom Becker")
R("rec", "a", "en", 0, "bob operator's user record", "n:user_details", {U: 2}, "Bob Operator")
R("rec", "a", "en", 0, "carol's account details", "n:user_details", {U: 3}, "Carol Viewer")
R("rec", "a", "en", 0, "whose number is +31 10 555 0193", "n:user_details", {U: 8}, "0193")
R("rec", "a", "en", 0, "the person whose phone ends in 0141", "n:user_details", {U: 4}, "0141")
R("rec", "a", "en", 0, "our process engineer", "n:user_details", {U: 6}, "Process Engineering")
R("rec", "a", "en", 0, "the two people in quality", "n:user_details", "several")
R("rec", "a", "en", 0, "the colleague with the dutch mobile", "n:user_details", "several")
R("rec", "a", "en", 0, "the person on +1 713 555 0142", "n:user_details", {U: 5}, "0142")
R("rec", "a", "en", 0, "pull up the account tied to tom.becker@acme.example", "n:user_details", {U: 4}, "tom.becker@acme.example")
R("rec", "a", "en", 0, "whose is sofia.marchetti@acme.example", "n:user_details", {U: 9}, "sofia.marchetti@acme.example")
R("rec", "a", "en", 0, "this is me, alice@acme.example, my page", "n:profile", None)
R("rec", "a", "en", 0, "grace liu's page", "n:user_details", "none")
R("rec", "a", "en", 0, "open the edit screen for priya raman", "n:edit_user_details", {U: 6}, "Priya Raman")
R("rec", "a", "en", 0, "i need to edit lukas meyer's user record", "n:edit_user_details", {U: 8}, "Lukas Meyer")
R("rec", "a", "en", 1, "hiroshi tanakas acount", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("rec", "a", "en", 1, "emma laurnet's page", "n:user_details", {U: 10}, "Emma Laurent")
R("rec", "a", "en", 0, "the user with no phone number on file", "n:user_details", {U: 9}, "Sofia Marchetti")
# alice: sites
R("rec", "a", "en", 0, "the site at 18 rue de gerland", "n:site_details", {S: 1}, "Gerland")
R("rec", "a", "en", 0, "our texas refinery", "n:site_details", {S: 2}, "TX")
R("rec", "a", "en", 0, "the terminal on maasvlakteweg", "n:site_details", {S: 3}, "Maasvlakteweg")
R("rec", "a", "en", 0, "the site in zip 77029", "n:site_details", {S: 2}, "77029")
R("rec", "a", "en", 0, "denver substation page", "n:site_details", "none")
R("rec", "a", "en", 1, "roterdam terminal details", "n:site_details", {S: 3}, "Rotterdam terminal")
# alice: products, manufacturers, teams
R("rec", "a", "en", 0, "x-am 5600 specs", "n:product_details", {P: 2}, "X-am 5600")
R("rec", "a", "en", 0, "the STT850 transmitter model", "n:product_details", {P: 4}, "STT850")
R("rec", "a", "en", 0, "the outdoor dome camera model with IR", "n:product_details", {P: 7}, "dome camera")
R("rec", "a", "en", 0, "the detector model with the 24 hour runtime", "n:product_details", {P: 1}, "24-hour runtime")
R("rec", "a", "en", 0, "the model we use for confined space entry", "n:product_details", {P: 2}, "confined-space")
R("rec", "a", "en", 0, "the wise 2410 product page", "n:product_details", {P: 5}, "WISE-2410")
R("rec", "a", "en", 0, "dräger's vendor page", "n:manufacturer_details", {M: 2}, "Dräger")
R("rec", "a", "en", 0, "axis communications supplier info", "n:manufacturer_details", {M: 3}, "Axis Communications")
R("rec", "a", "en", 0, "the american manufacturer", "n:manufacturer_details", {M: 1}, "Honeywell")
R("rec", "a", "en", 0, "our german supplier", "n:manufacturer_details", {M: 2}, "Dräger")
R("rec", "a", "en", 0, "the safety and compliance team page", "n:team_details", {T: 3}, "Safety & Compliance")
R("rec", "a", "en", 0, "the team doing 24/7 monitoring", "n:team_details", {T: 1}, "Control Room")
R("rec", "a", "en", 0, "the crew that does calibrations and sensor repairs", "n:team_details", {T: 2}, "Maintenance")
# alice: alerts
R("rec", "a", "en", 0, "the low battery alarm on the rescue portable", "n:alert_details", {A: 3}, "Battery at 14%")
R("rec", "a", "en", 0, "the loading dock not-reporting alert", "n:alert_details", {A: 4}, "Loading dock")
R("rec", "a", "en", 0, "the alarm about jetty 3 needing calibration", "n:alert_details", {A: 5}, "Jetty 3")
R("rec", "a", "en", 0, "the lost video stream alarm", "n:alert_details", {A: 6}, "Video stream lost")
R("rec", "a", "en", 0, "the resolved LEL alarm at vapour recovery", "n:alert_details", {A: 7}, "LEL at 12%")
R("rec", "a", "en", 0, "the 42 ppm co alarm", "n:alert_details", {A: 1}, "42 ppm")
R("rec", "a", "en", 0, "the h2s alert from the crude unit", "n:alert_details", {A: 2}, "Crude unit H2S")
# alice: work orders
R("rec", "a", "en", 0, "the ticket to get the flare camera video back", "n:work_order_details", {W: 4}, "Restore video")
R("rec", "a", "en", 0, "the finished houston gateway firmware job", "n:work_order_details", {W: 5}, "Upgrade Houston gateway firmware")
R("rec", "a", "en", 0, "tank farm north investigation work order", "n:work_order_details", {W: 2}, "tank farm north")
R("rec", "a", "en", 0, "the ticket for swapping the GS-1011 sensor head", "n:work_order_details", {W: 1}, "GS-1011")
R("rec", "a", "en", 0, "the gate camera relocation job", "n:work_order_details", {W: 6}, "Relocate main gate camera")
R("rec", "a", "en", 0, "bob's urgent ticket", "n:work_order_details", {W: 2}, "bob@acme.example")
R("rec", "a", "en", 0, "hiroshi's overdue job", "n:work_order_details", {W: 4}, "hiroshi.tanaka")
R("rec", "a", "en", 0, "the chlorine cell replacement job", "n:work_order_details", "none")
R("rec", "a", "en", 1, "the bump tset ticket for the rescue team", "n:work_order_details", {W: 3}, "Bump test")
# alice: invoices
R("rec", "a", "en", 0, "the invoice from three months back", "n:invoice_detail", {I: 4}, "3 month(s)")
R("rec", "a", "en", 0, "the 5,124 invoice", "n:invoice_detail", "several")
R("rec", "a", "en", 0, "the €5237 bill", "n:invoice_detail", {I: 6}, "5237.00")
R("rec", "a", "en", 0, "the second oldest invoice", "n:invoice_detail", {I: 2}, "5 month(s)")
R("rec", "a", "en", 0, "the most recent invoice we've paid", "n:invoice_detail", {I: 5}, "5189.00")
# alice: other languages
R("rec", "a", "fr", 0, "affiche le détecteur du quai de chargement", "n:device_details", {D: 4}, "Loading dock")
R("rec", "a", "fr", 0, "la fiche de Tom Okafor", "n:user_details", {U: 5}, "Tom Okafor")
R("rec", "a", "fr", 0, "l'alarme de batterie faible du GS-1014", "n:alert_details", {A: 3}, "GS-1014")
R("rec", "a", "fr", 0, "la facture de 5 189 €", "n:invoice_detail", {I: 5}, "5189.00")
R("rec", "a", "de", 0, "öffne GS 1002 bitte", "n:device_details", {D: 2}, "GS-1002")
R("rec", "a", "de", 0, "Priya Ramans Benutzerseite", "n:user_details", {U: 6}, "Priya Raman")
R("rec", "a", "de", 0, "das Terminal in Rotterdam", "n:site_details", {S: 3}, "Rotterdam terminal")
R("rec", "a", "de", 0, "der Arbeitsauftrag zur Flare-Kamera", "n:work_order_details", {W: 4}, "flare stack camera")
R("rec", "a", "es", 0, "muéstrame el termómetro de la cámara fría", "n:device_details", {D: 21}, "Cold room 1")
R("rec", "a", "es", 0, "la página de Emma Laurent", "n:user_details", {U: 10}, "Emma Laurent")
R("rec", "a", "es", 0, "el fabricante sueco", "n:manufacturer_details", {M: 3}, "Sweden")
R("rec", "a", "es", 0, "la alarma de H2S de la unidad de crudo", "n:alert_details", {A: 2}, "H2S at 12.4 ppm")
R("rec", "a", "it", 0, "apri il sensore gs1015", "n:device_details", {D: 15}, "GS-1015")
R("rec", "a", "it", 0, "la pagina di Tom Becker", "n:user_details", {U: 4}, "Tom Becker")
R("rec", "a", "it", 0, "il sito di Lione", "n:site_details", {S: 1}, "Lyon plant")
R("rec", "a", "it", 0, "l'ordine di lavoro annullato", "n:work_order_details", {W: 6}, "cancelled")
R("rec", "a", "nl", 0, "open de detector bij het pomphuis", "n:device_details", {D: 18}, "Pump house")
R("rec", "a", "nl", 0, "het profiel van Hiroshi Tanaka", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("rec", "a", "nl", 0, "de gateway in Rotterdam", "n:device_details", {D: 30}, "Rotterdam gateway")
R("rec", "a", "nl", 0, "de oudste factuur", "n:invoice_detail", {I: 1}, "6 month(s)")
R("rec", "a", "pt", 0, "abre a câmera do portão principal", "n:device_details", {D: 25}, "Main gate")
R("rec", "a", "pt", 0, "a página do Lukas Meyer", "n:user_details", {U: 8}, "Lukas Meyer")
R("rec", "a", "pt", 0, "o sensor do reator B", "n:device_details", {D: 3}, "Reactor hall B")
R("rec", "a", "pt", 0, "o fabricante de Taiwan", "n:manufacturer_details", {M: 4}, "Taiwan")

# dave (Globex): devices
R("rec", "d", "en", 0, "open GX 5007, the bay 2 sf6 sensor", "n:device_details", {D: 44}, "GX-5007")
R("rec", "d", "en", 0, "chlorination room chlorine detector", "n:device_details", {D: 32}, "Chlorination room")
R("rec", "d", "en", 0, "the filter gallery sensor that went dark", "n:device_details", {D: 33}, "Filter gallery")
R("rec", "d", "en", 0, "the dosing skid cl2 monitor", "n:device_details", {D: 34}, "Dosing pump skid")
R("rec", "d", "en", 0, "the clearwell vent detector", "n:device_details", {D: 35}, "Clearwell vent")
R("rec", "d", "en", 0, "the temp sensor on high-lift pump 2", "n:device_details", {D: 37}, "High-lift pump 2")
R("rec", "d", "en", 0, "the fridge thermometer in the springfield lab", "n:device_details", {D: 38}, "Lab refrigerator")
R("rec", "d", "en", 0, "the camera over springfield's main entrance", "n:device_details", {D: 39}, "Main entrance")
R("rec", "d", "en", 0, "north fence cam please", "n:device_details", {D: 40}, "North fence")
R("rec", "d", "en", 0, "router A at the water works", "n:device_details", {D: 41}, "Springfield router A")
R("rec", "d", "en", 0, "the TRB245 at springfield", "n:device_details", {D: 42}, "GXW-8002")
R("rec", "d", "en", 0, "gis bay 1 leak detector", "n:device_details", {D: 43}, "GIS bay 1")
R("rec", "d", "en", 0, "the sf6 sensor down in the cable basement", "n:device_details", {D: 46}, "Cable basement")
R("rec", "d", "en", 0, "relay cabinet r1 thermometer", "n:device_details", {D: 47}, "Relay cabinet R1")
R("rec", "d", "en", 0, "the T1 transformer thermal cam", "n:device_details", {D: 49}, "Transformer T1")
R("rec", "d", "en", 0, "the substation yard camera", "n:device_details", {D: 51}, "Substation yard")
R("rec", "d", "en", 0, "the router out at denver", "n:device_details", {D: 52}, "Denver router")
R("rec", "d", "en", 0, "hypochlorite tank sensor in leeds", "n:device_details", {D: 53}, "Hypochlorite tank")
R("rec", "d", "en", 0, "the wet well detector at leeds", "n:device_details", {D: 54}, "Wet well")
R("rec", "d", "en", 0, "leeds outfall chamber cl2 sensor", "n:device_details", {D: 55}, "Outfall chamber")
R("rec", "d", "en", 0, "pump motor m2's thermometer", "n:device_details", {D: 56}, "Pump motor M2")
R("rec", "d", "en", 0, "the thermometer in the leeds control kiosk", "n:device_details", {D: 57}, "Control kiosk")
R("rec", "d", "en", 0, "the gate camera at the leeds station", "n:device_details", {D: 58}, "Station gate")
R("rec", "d", "en", 0, "the outfall router that dropped offline", "n:device_details", {D: 59}, "GXW-8004")
R("rec", "d", "en", 0, "the sensor showing 1350 ppm sf6", "n:device_details", {D: 44}, "GX-5007")
R("rec", "d", "en", 0, "the cabinet thermometer reading 48 degrees", "n:device_details", {D: 48}, "GXT-6005")
R("rec", "d", "en", 0, "the chlorine sensor still on 3.9.9", "n:device_details", {D: 33}, "GX-5003")
R("rec", "d", "en", 0, "the sf6 detector on firmware 1.7.3", "n:device_details", {D: 46}, "GX-5009")
R("rec", "d", "en", 0, "the leeds routers on 7.05", "n:device_details", "several")
R("rec", "d", "en", 0, "the camera whose disk is 80% full", "n:device_details", {D: 58}, "GXC-7006")
R("rec", "d", "en", 0, "the thermometer with 92% battery", "n:device_details", {D: 57}, "GXT-6007")
R("rec", "d", "en", 1, "the chlorne store detector", "n:device_details", {D: 31}, "Chlorine store")
R("rec", "d", "en", 1, "gxt6001 hi-lift pump one", "n:device_details", {D: 36}, "GXT-6001")
R("rec", "d", "en", 0, "sf6 trend for gis bay 2", "n:device_telemetry", {D: 44}, "GIS bay 2")
R("rec", "d", "en", 0, "chlorine readings from the chlorination room over the weekend", "n:device_telemetry", {D: 32}, "Chlorination room")
R("rec", "d", "en", 0, "bump test history of the wet well cl2 detector", "n:device_calibration", {D: 54}, "Wet well")
R("rec", "d", "en", 0, "config page for gxw-8005", "n:device_configuration", {D: 60}, "GXW-8005")
R("rec", "d", "en", 0, "decommission screen for the north fence camera", "n:decommission_device", {D: 40}, "North fence")
R("rec", "d", "en", 0, "show me gs-1009", "n:device_details", "none")
R("rec", "d", "en", 0, "the lyon plant overview", "n:site_details", "none")
# dave: people
R("rec", "d", "en", 0, "erin walsh's page", "n:user_details", {U: 12}, "Erin Walsh")
R("rec", "d", "en", 0, "frank castillo's account", "n:user_details", {U: 13}, "Frank Castillo")
R("rec", "d", "en", 0, "grace from finance", "n:user_details", {U: 14}, "Grace Liu")
R("rec", "d", "en", 0, "hector alvarez in water treatment", "n:user_details", {U: 15}, "Hector Alvarez")
R("rec", "d", "en", 0, "irene kowalski's user page", "n:user_details", {U: 16}, "Irene Kowalski")
R("rec", "d", "en", 0, "leo, the field tech with the uk number", "n:user_details", {U: 17}, "Leo Fischer")
R("rec", "d", "en", 0, "kim larsen who got deactivated", "n:user_details", {U: 18}, "Kim Larsen")
R("rec", "d", "en", 0, "jamal wright from security", "n:user_details", {U: 19}, "Jamal Wright")
R("rec", "d", "en", 0, "maya patel in compliance", "n:user_details", {U: 20}, "Maya Patel")
R("rec", "d", "en", 0, "the person with a 303 number", "n:user_details", "several")
R("rec", "d", "en", 0, "the other globex admin besides me", "n:user_details", {U: 16}, "Irene Kowalski")
R("rec", "d", "en", 0, "dave@globex.example, that's my account", "n:profile", None)
R("rec", "d", "en", 0, "edit hector's user record", "n:edit_user_details", {U: 15}, "Hector Alvarez")
R("rec", "d", "en", 1, "frnak castillo", "n:user_details", {U: 13}, "Frank Castillo")
R("rec", "d", "en", 0, "priya raman's profile", "n:user_details", "none")
R("rec", "d", "en", 0, "the substations guy", "n:user_details", {U: 13}, "Substations")
R("rec", "d", "en", 0, "whoever has the phone ending 0147", "n:user_details", {U: 15}, "0147")
# dave: sites, products, makers, teams
R("rec", "d", "en", 0, "springfield water works site", "n:site_details", {S: 4}, "Springfield water works")
R("rec", "d", "en", 0, "the substation on brighton blvd", "n:site_details", {S: 5}, "Brighton Blvd")
R("rec", "d", "en", 0, "our uk site", "n:site_details", {S: 6}, "United Kingdom")
R("rec", "d", "en", 0, "leeds station floor plan", "n:floor_plans", {S: 6}, "Leeds pumping station")
R("rec", "d", "en", 0, "floor plan for the denver substation", "n:floor_plans", {S: 5}, "Denver substation")
R("rec", "d", "en", 0, "the gasguard cl2 model", "n:product_details", {P: 9}, "GasGuard Cl2")
R("rec", "d", "en", 0, "leaksense sf6 product page", "n:product_details", {P: 10}, "LeakSense SF6")
R("rec", "d", "en", 0, "sitrans th320 spec sheet", "n:product_details", {P: 11}, "Sitrans TH320")
R("rec", "d", "en", 0, "the bi-spectrum thermal camera model", "n:product_details", {P: 13}, "Bi-spectrum")
R("rec", "d", "en", 0, "our 8mp turret cam model", "n:product_details", {P: 14}, "8 MP turret")
R("rec", "d", "en", 0, "the compact modbus lte gateway", "n:product_details", {P: 16}, "TRB245")
R("rec", "d", "en", 1, "templink t100 prodcut page", "n:product_details", {P: 12}, "TempLink T100")
R("rec", "d", "en", 0, "bosch's vendor page", "n:manufacturer_details", {M: 6}, "Bosch")
R("rec", "d", "en", 0, "the chinese camera maker", "n:manufacturer_details", {M: 7}, "Hikvision")
R("rec", "d", "en", 0, "our lithuanian supplier", "n:manufacturer_details", {M: 8}, "Teltonika")
R("rec", "d", "en", 0, "our german vendor", "n:manufacturer_details", "several")
R("rec", "d", "en", 0, "field service team page", "n:team_details", {T: 4}, "Field Service")
R("rec", "d", "en", 0, "take me to my own team's page", "n:team_details", {T: 5}, "Grid Operations")
R("rec", "d", "en", 0, "the security ops team", "n:team_details", {T: 6}, "Security Operations")
# dave: alerts, work orders, invoices
R("rec", "d", "en", 0, "the chlorine alarm in the chlorination room", "n:alert_details", {A: 8}, "Chlorine at 1.8 ppm")
R("rec", "d", "en", 0, "the sf6 over 1000 ppm alert", "n:alert_details", {A: 9}, "SF6 at 1350 ppm")
R("rec", "d", "en", 0, "the relay cabinet r3 temperature alarm", "n:alert_details", {A: 10}, "Relay cabinet R3")
R("rec", "d", "en", 0, "the alert about the leeds outfall router", "n:alert_details", {A: 11}, "Leeds outfall router")
R("rec", "d", "en", 0, "the firmware 7.06 notice", "n:alert_details", {A: 12}, "Firmware 7.06")
R("rec", "d", "en", 0, "the alarm erin acknowledged", "n:alert_details", {A: 13}, "erin.walsh")
R("rec", "d", "en", 0, "the transformer hot spot alarm i resolved", "n:alert_details", {A: 14}, "Hot spot")
R("rec", "d", "en", 0, "hector's chlorine cell job", "n:work_order_details", {W: 7}, "hector.alvarez")
R("rec", "d", "en", 0, "the sf6 leak hunt in bay 2", "n:work_order_details", {W: 8}, "SF6 leak")
R("rec", "d", "en", 0, "erin's camera realignment ticket", "n:work_order_details", {W: 9}, "Re-align")
R("rec", "d", "en", 0, "leo's LTE link job", "n:work_order_details", {W: 10}, "LTE link")
R("rec", "d", "en", 0, "the unassigned relay cabinet check", "n:work_order_details", {W: 11}, "relay cabinet")
R("rec", "d", "en", 0, "the north fence camera install ticket", "n:work_order_details", {W: 12}, "north fence")
R("rec", "d", "en", 0, "the $1,382 invoice", "n:invoice_detail", {I: 12}, "1382.00")
R("rec", "d", "en", 0, "the invoice from 3 months ago", "n:invoice_detail", {I: 10}, "3 month(s)")
R("rec", "d", "en", 0, "the $1,299 invoice", "n:invoice_detail", "several")
R("rec", "d", "en", 0, "the older of the two open invoices", "n:invoice_detail", {I: 11}, "2 month(s)")
R("rec", "d", "de", 0, "zeig mir den Chlorsensor im Chlorlager", "n:device_details", {D: 31}, "Chlorine store")
R("rec", "d", "es", 0, "la cámara térmica del transformador T1", "n:device_details", {D: 49}, "Transformer T1")
R("rec", "d", "fr", 0, "le routeur de Denver", "n:device_details", {D: 52}, "Denver router")

# bob
R("rec", "b", "en", 0, "gs1014, the rescue team portable", "n:device_details", {D: 14}, "GS-1014")
R("rec", "b", "en", 0, "my urgent tank farm ticket", "n:work_order_details", {W: 2}, "tank farm north")
R("rec", "b", "en", 0, "the houston gateway job i closed out", "n:work_order_details", {W: 5}, "Houston gateway")
R("rec", "b", "en", 0, "tom becker's user page", "n:user_details", {U: 4}, "Tom Becker")
R("rec", "b", "en", 0, "the camera alarm i acked", "n:alert_details", {A: 6}, "bob@acme.example")
R("rec", "b", "en", 0, "my team's page", "n:team_details", {T: 2}, "Maintenance")
R("rec", "b", "en", 0, "the jetty 2 detector", "n:device_details", {D: 16}, "Jetty 2")
R("rec", "b", "en", 0, "pull up gx-5001", "n:device_details", "none")
R("rec", "b", "en", 1, "the flare stak detector", "n:device_details", {D: 11}, "Flare stack")
R("rec", "b", "en", 0, "bob@acme.example, my own profile", "n:profile", None)
R("rec", "b", "de", 0, "zeig mir das Gateway in Houston", "n:device_details", {D: 29}, "Houston gateway")
R("rec", "b", "en", 0, "calibration records for gs-1019", "n:device_calibration", {D: 19}, "GS-1019")

# carol
R("rec", "c", "en", 0, "priya raman's contact info", "n:user_details", {U: 6}, "Priya Raman")
R("rec", "c", "en", 0, "the flare stack thermal camera", "n:device_details", {D: 26}, "Flare stack thermal")
R("rec", "c", "en", 0, "the page of my team", "n:team_details", {T: 3}, "Safety & Compliance")
R("rec", "c", "en", 0, "houston refinery site page", "n:site_details", {S: 2}, "Houston refinery")
R("rec", "c", "en", 0, "carol@acme.example is me, show it", "n:profile", None)
R("rec", "c", "en", 0, "the springfield site", "n:site_details", "none")
R("rec", "c", "en", 1, "tom okafors page", "n:user_details", {U: 5}, "Tom Okafor")
R("rec", "c", "fr", 0, "la page de Sofia Marchetti", "n:user_details", {U: 9}, "Sofia Marchetti")
R("rec", "c", "en", 0, "the co alarm at tank farm north", "n:alert_details", {A: 1}, "Tank farm north")
R("rec", "c", "en", 0, "readings of the cold room thermometer", "n:device_telemetry", {D: 21}, "Cold room 1")

# ---------------------------------------------------------------------------------------
# questions about what exists or is going on (q)
# ---------------------------------------------------------------------------------------
# alice: lists filtered by a record
R("q", "a", "en", 0, "which sensors have we got installed at rotterdam?", "n:device_list", {S: 3}, "Rotterdam terminal")
R("q", "a", "en", 0, "how many units are deployed at the houston refinery", "n:device_list", {S: 2}, "Houston refinery")
R("q", "a", "en", 0, "is anything offline over at lyon right now?", "n:device_list", {S: 1}, "Lyon plant")
R("q", "a", "en", 0, "how many thermometers do we run in houston", "n:device_list", {S: 2}, "Houston refinery")
R("q", "a", "en", 0, "what tickets does tom becker have on his plate", "n:work_orders", {U: 4}, "Tom Becker")
R("q", "a", "en", 0, "anything assigned to priya at the moment?", "n:work_orders", {U: 6}, "Priya Raman")
R("q", "a", "en", 0, "do i have any work orders assigned to me", "n:work_orders", {U: 1}, "Alice Admin")
R("q", "a", "en", 0, "which jobs is bob working on", "n:work_orders", {U: 2}, "Bob Operator")
R("q", "a", "en", 0, "who all is on the maintenance team?", "n:user_list", {T: 2}, "Maintenance")
R("q", "a", "en", 0, "who sits in the control room team", "n:user_list", {T: 1}, "Control Room")
R("q", "a", "en", 0, "who belongs to safety & compliance", "n:user_list", {T: 3}, "Safety & Compliance")
R("q", "a", "en", 0, "which products do we source from honeywell?", "n:product_catalog", {M: 1}, "Honeywell")
R("q", "a", "en", 0, "what axis models are in our catalog", "n:product_catalog", {M: 3}, "Axis Communications")
R("q", "a", "en", 0, "what do we buy from advantech", "n:product_catalog", {M: 4}, "Advantech")
R("q", "a", "en", 1, "how many devises are there in lyon", "n:device_list", {S: 1}, "Lyon plant")
R("q", "a", "en", 1, "wich work orders does hiroshi have", "n:work_orders", {U: 7}, "Hiroshi Tanaka")
# alice: lists filtered by a value or unfiltered
R("q", "a", "en", 0, "how many critical alarms are still open?", "n:alerts_inbox", None)
R("q", "a", "en", 0, "are there alarms someone acknowledged but nobody resolved yet", "n:alerts_inbox", None)
R("q", "a", "en", 0, "do we have any urgent tickets open", "n:work_orders", None)
R("q", "a", "en", 0, "are any devices sitting in maintenance mode?", "n:device_list", None)
R("q", "a", "en", 0, "how many gateways do we own in total", "n:device_list", None)
R("q", "a", "en", 0, "which accounts have been deactivated", "n:user_list", None)
R("q", "a", "en", 0, "who are the admins in our org", "n:user_list", None)
R("q", "a", "en", 0, "what work orders got cancelled", "n:work_orders", None)
R("q", "a", "en", 0, "which devices have been retired so far", "n:device_list", None)
R("q", "a", "en", 1, "how many warnign alerts are there", "n:alerts_inbox", None)
# alice: one record's page for one attribute or for what is going on there
R("q", "a", "en", 0, "what's the battery level on gs-1007 at the moment?", "n:device_details", {D: 7}, "GS-1007")
R("q", "a", "en", 0, "which firmware is the rotterdam gateway running", "n:device_details", {D: 30}, "Rotterdam gateway")
R("q", "a", "en", 0, "what's the street address of the rotterdam terminal", "n:site_details", {S: 3}, "Rotterdam terminal")
R("q", "a", "en", 0, "what's gs-1001 reading for co right now", "n:device_telemetry", {D: 1}, "GS-1001")
R("q", "a", "en", 0, "who has ticket 3", "n:work_order_details", {W: 3}, "Bump test")
R("q", "a", "en", 0, "when is the flare camera job due", "n:work_order_details", {W: 4}, "flare stack camera")
R("q", "a", "en", 0, "what role does emma laurent have", "n:user_details", {U: 10}, "Emma Laurent")
R("q", "a", "en", 0, "what department is tom okafor in", "n:user_details", {U: 5}, "Tom Okafor")
R("q", "a", "en", 0, "what's happening at the houston refinery today", "n:site_details", {S: 2}, "Houston refinery")
R("q", "a", "en", 0, "any open alarms at the rotterdam terminal?", "n:site_details", {S: 3}, "Rotterdam terminal")
R("q", "a", "en", 0, "who acknowledged the camera stream alarm", "n:alert_details", {A: 6}, "Video stream lost")
R("q", "a", "en", 0, "which manufacturer makes the polytron 8700", "n:product_details", {P: 3}, "Polytron 8700")
R("q", "a", "en", 0, "how many BW Ultras have we got deployed", "n:product_details", {P: 1}, "BW Ultra")
R("q", "a", "en", 0, "which time zone is the lyon plant in", "n:site_details", {S: 1}, "Lyon plant")
R("q", "a", "en", 0, "is gs-1017 still offline?", "n:device_details", {D: 17}, "GS-1017")
R("q", "a", "en", 0, "how strong is gw-4002's signal", "n:device_telemetry", {D: 29}, "GW-4002")
R("q", "a", "en", 0, "what's the temperature in the lyon cold room right now", "n:device_telemetry", {D: 21}, "Cold room 1")
R("q", "a", "en", 0, "when is gs-1020 due for its next calibration", "n:device_calibration", {D: 20}, "GS-1020")
R("q", "a", "en", 0, "what's hiroshi's phone number", "n:user_details", {U: 7}, "Hiroshi Tanaka")
R("q", "a", "en", 0, "what status is the gate camera relocation in", "n:work_order_details", {W: 6}, "Relocate main gate camera")
R("q", "a", "en", 1, "whats the ip rating of the x-am 5600", "n:product_details", {P: 2}, "X-am 5600")
# alice: screens that hold the answer
R("q", "a", "en", 0, "who's on call this weekend?", "n:on_call_schedule", None)
R("q", "a", "en", 0, "how much electricity did houston burn through last month", "n:energy_usage_analytics", None)
R("q", "a", "en", 0, "have we got spare h2s sensor cells in stock", "n:spare_parts_inventory", None)
R("q", "a", "en", 0, "which detectors fail compliance at the moment", "n:compliance_reports", None)
R("q", "a", "en", 0, "who deleted a device yesterday?", "n:audit_log", None)
R("q", "a", "en", 0, "how close are we to our monthly api quota", "n:api_usage", None)
R("q", "a", "en", 0, "which plan are we on right now and how many devices does it bill", "n:organization_billing", None)
R("q", "a", "en", 0, "what maintenance is planned at lyon next week", "n:maintenance_schedule", None)
R("q", "a", "en", 0, "what changed in the latest console release", "n:release_notes", None)
R("q", "a", "en", 0, "is the acme platform having an outage?", "n:system_status", None)
R("q", "a", "en", 0, "after how many minutes does an unacked critical alarm go to the next person", "n:escalation_policies", None)
R("q", "a", "en", 0, "have we had gas leaks in the past? show past incidents", "n:incident_history", None)
R("q", "a", "en", 0, "which reports go out by email every monday", "n:scheduled_reports", None)
R("q", "a", "en", 0, "which invitations are still waiting to be accepted", "n:pending_invitations", None)
R("q", "a", "en", 0, "what's an operator allowed to do that a viewer can't", "n:roles_permissions", None)
R("q", "a", "en", 0, "which devices are in the portable detectors group", "n:device_groups", None)
R("q", "a", "en", 0, "what alert rules do we have for h2s", "n:alert_rules", None)
R("q", "a", "en", 0, "is a firmware rollout running at the moment", "n:firmware_updates", None)
R("q", "a", "en", 0, "is slack hooked up to the console?", "n:integrations", None)
R("q", "a", "en", 0, "did our webhook deliveries fail last night", "n:webhooks", None)
R("q", "a", "en", 0, "which sites use the most power", "n:energy_usage_analytics", None)
R("q", "a", "en", 0, "how long are we keeping raw telemetry at the moment", "n:data_retention_settings", None)
R("q", "a", "en", 0, "what categories of products do we have", "n:product_categories", None)
R("q", "a", "en", 0, "are there any unread notifications for me", "n:notifications", None)
R("q", "a", "en", 1, "who is on cal tonight for houston", "n:on_call_schedule", None)
R("q", "a", "en", 1, "how many calibrashun gas cylinders are left", "n:spare_parts_inventory", None)
R("q", "a", "en", 1, "what does the enterprize plan cost compared to ours", "n:subscription_plans", None)
# alice: other languages
R("q", "a", "fr", 0, "combien de capteurs avons-nous à Houston ?", "n:device_list", {S: 2}, "Houston refinery")
R("q", "a", "fr", 0, "qui fait partie de l'équipe maintenance ?", "n:user_list", {T: 2}, "Maintenance")
R("q", "a", "de", 0, "welche Alarme sind gerade kritisch?", "n:alerts_inbox", None)
R("q", "a", "de", 0, "wie hoch ist der Akkustand von GS-1015?", "n:device_details", {D: 15}, "GS-1015")
R("q", "a", "es", 0, "¿quién está de guardia esta noche?", "n:on_call_schedule", None)
R("q", "a", "es", 0, "¿qué órdenes de trabajo tiene Tom Okafor?", "n:work_orders", {U: 5}, "Tom Okafor")
R("q", "a", "it", 0, "quanti dispositivi sono offline a Rotterdam?", "n:device_list", {S: 3}, "Rotterdam terminal")
R("q", "a", "it", 0, "quali prodotti compriamo da Dräger?", "n:product_catalog", {M: 2}, "Dräger")
R("q", "a", "nl", 0, "welke rapporten worden wekelijks gemaild?", "n:scheduled_reports", None)
R("q", "a", "nl", 0, "wat is het adres van de fabriek in Lyon?", "n:site_details", {S: 1}, "Lyon plant")
R("q", "a", "pt", 0, "quantos alarmes críticos estão abertos?", "n:alerts_inbox", None)
R("q", "a", "pt", 0, "que peças de reposição temos em estoque?", "n:spare_parts_inventory", None)

# dave
R("q", "d", "en", 0, "how many sensors are at the denver substation", "n:device_list", {S: 5}, "Denver substation")
R("q", "d", "en", 0, "anything offline in leeds?", "n:device_list", {S: 6}, "Leeds pumping station")
R("q", "d", "en", 0, "what does erin have assigned right now", "n:work_orders", {U: 12}, "Erin Walsh")
R("q", "d", "en", 0, "who is in field service?", "n:user_list", {T: 4}, "Field Service")
R("q", "d", "en", 0, "which hikvision models do we carry", "n:product_catalog", {M: 7}, "Hikvision")
R("q", "d", "en", 0, "what's the chlorine level at gx-5002 right now", "n:device_telemetry", {D: 32}, "GX-5002")
R("q", "d", "en", 0, "who's handling the sf6 leak job", "n:work_order_details", {W: 8}, "SF6 leak")
R("q", "d", "en", 0, "what's leo fischer's phone number", "n:user_details", {U: 17}, "Leo Fischer")
R("q", "d", "en", 0, "what's the address of the leeds pumping station", "n:site_details", {S: 6}, "Leeds pumping station")
R("q", "d", "en", 0, "is the denver router online", "n:device_details", {D: 52}, "Denver router")
R("q", "d", "en", 0, "how many templink thermometers do we run", "n:product_details", {P: 12}, "TempLink T100")
R("q", "d", "en", 0, "who's on call at the substation tonight", "n:on_call_schedule", None)
R("q", "d", "en", 0, "how much power does the leeds station draw", "n:energy_usage_analytics", None)
R("q", "d", "en", 0, "do we have chlorine sensor cells on the shelf", "n:spare_parts_inventory", None)
R("q", "d", "en", 0, "which of our invoices are still unpaid", "n:organization_billing", None)
R("q", "d", "en", 0, "is sso enforced for everyone at globex", "n:sso_settings", None)
R("q", "d", "en", 0, "any critical alarms open at springfield?", "n:site_details", {S: 4}, "Springfield water works")
R("q", "d", "en", 0, "which work orders are in progress", "n:work_orders", None)
R("q", "d", "en", 1, "how many camaras do we have at denver", "n:device_list", {S: 5}, "Denver substation")
R("q", "d", "en", 1, "whats the firmwre on the wet well sensor", "n:device_details", {D: 54}, "Wet well")
R("q", "d", "en", 0, "who changed the chlorine leak rule last week", "n:audit_log", None)
R("q", "d", "de", 0, "wer ist bei Grid Operations dabei?", "n:user_list", {T: 5}, "Grid Operations")
R("q", "d", "es", 0, "¿cuántos dispositivos hay en Springfield?", "n:device_list", {S: 4}, "Springfield water works")

# bob
R("q", "b", "en", 0, "what work orders are on my name", "n:work_orders", {U: 2}, "Bob Operator")
R("q", "b", "en", 0, "who else is on my team", "n:user_list", {T: 2}, "Maintenance")
R("q", "b", "en", 0, "do we have spare batteries for the bw ultras", "n:spare_parts_inventory", None)
R("q", "b", "en", 0, "which devices at houston are offline", "n:device_list", {S: 2}, "Houston refinery")
R("q", "b", "en", 0, "what's the lel reading on the solvent store detector", "n:device_telemetry", {D: 5}, "Solvent store")
R("q", "b", "en", 1, "whos on call tommorow night", "n:on_call_schedule", None)
R("q", "b", "it", 0, "quali allarmi sono ancora aperti?", "n:alerts_inbox", None)

# carol
R("q", "c", "en", 0, "which devices are installed in lyon", "n:device_list", {S: 1}, "Lyon plant")
R("q", "c", "en", 0, "which sites have failed bump tests this month", "n:compliance_reports", None)
R("q", "c", "en", 0, "what's scheduled for maintenance tomorrow", "n:maintenance_schedule", None)
R("q", "c", "en", 0, "is there a platform outage going on", "n:system_status", None)
R("q", "c", "en", 0, "who leads the safety and compliance team?", "n:team_details", {T: 3}, "Safety & Compliance")
R("q", "c", "en", 0, "when was the jetty 1 detector last calibrated", "n:device_calibration", {D: 15}, "Jetty 1")
R("q", "c", "en", 1, "what alrams are open right now", "n:alerts_inbox", None)
R("q", "c", "de", 0, "wann wurde GS-1008 zuletzt kalibriert?", "n:device_calibration", {D: 8}, "GS-1008")

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den)
# ---------------------------------------------------------------------------------------
# carol (viewer)
R("den", "c", "en", 0, "i'd like to open a work order for the broken gate camera", "n:create_work_order", None)
R("den", "c", "en", 0, "take me to the onboarding wizard, a new detector just arrived", "n:onboard_device", None)
R("den", "c", "en", 0, "can i upload a spreadsheet of devices somewhere", "n:bulk_device_import", None)
R("den", "c", "en", 0, "the configuration page of gs-1005", "n:device_configuration", {D: 5}, "GS-1005")
R("den", "c", "en", 0, "what firmware campaigns are scheduled for next week", "n:firmware_updates", None)
R("den", "c", "en", 0, "where do i add a new model to the product catalog", "n:register_product", None)
R("den", "c", "en", 0, "i need the form for adding a site", "n:create_site", None)
R("den", "c", "en", 0, "let me set up a new alarm condition", "n:create_alert_rule", None)
R("den", "c", "en", 0, "i want to build my own report of alarms per site", "n:custom_report_builder", None)
R("den", "c", "en", 0, "export last month's readings as csv", "n:data_export", None)
R("den", "c", "en", 0, "our organization's general settings", "n:manage_organization", None)
R("den", "c", "en", 0, "show me what we pay for the console", "n:organization_billing", None)
R("den", "c", "en", 0, "open the latest invoice", "n:invoice_detail", {I: 6}, "1 month(s)")
R("den", "c", "en", 0, "which plan would let us add more devices", "n:subscription_plans", None)
R("den", "c", "en", 0, "the page where the login logo and colours are set", "n:branding_settings", None)
R("den", "c", "en", 0, "who changed the co alarm threshold yesterday", "n:audit_log", None)
R("den", "c", "en", 0, "how long do we keep old telemetry before it's purged", "n:data_retention_settings", None)
R("den", "c", "en", 0, "where's the single sign-on setup", "n:sso_settings", None)
R("den", "c", "en", 0, "how do we connect the console to microsoft teams", "n:integrations", None)
R("den", "c", "en", 0, "show me the outgoing webhook endpoints", "n:webhooks", None)
R("den", "c", "en", 0, "how many api calls did our scripts make this month", "n:api_usage", None)
R("den", "c", "en", 0, "edit tom okafor's details", "n:edit_user_details", {U: 5}, "Tom Okafor")
R("den", "c", "en", 0, "i want to invite a new coworker to the console", "n:invite_user", None)
R("den", "c", "en", 0, "what permissions does each role get", "n:roles_permissions", None)
R("den", "c", "en", 0, "change what the viewer role is allowed to see", "n:edit_role", None)
R("den", "c", "en", 0, "the list of invites nobody has accepted", "n:pending_invitations", None)
R("den", "c", "en", 0, "the page to retire the loading dock detector", "n:decommission_device", {D: 4}, "Loading dock")
R("den", "c", "en", 1, "i need to raise a maintanance ticket", "n:create_work_order", None)
R("den", "c", "en", 1, "where are the organisation setings", "n:manage_organization", None)
R("den", "c", "fr", 0, "je voudrais voir nos factures", "n:organization_billing", None)
R("den", "c", "es", 0, "quiero ajustar la configuración del GS-1012", "n:device_configuration", {D: 12}, "GS-1012")
R("den", "c", "it", 0, "voglio esportare i dati dei sensori", "n:data_export", None)
# bob (operator)
R("den", "b", "en", 0, "company settings, where the time zone is", "n:manage_organization", None)
R("den", "b", "en", 0, "the billing page for our org", "n:organization_billing", None)
R("den", "b", "en", 0, "the invoice from two months ago", "n:invoice_detail", {I: 5}, "2 month(s)")
R("den", "b", "en", 0, "i think we should upgrade to a bigger plan, where do i do that", "n:subscription_plans", None)
R("den", "b", "en", 0, "the email template branding", "n:branding_settings", None)
R("den", "b", "en", 0, "who changed the settings on gs-1011, check the audit trail", "n:audit_log", None)
R("den", "b", "en", 0, "the page with retention periods for alarm history", "n:data_retention_settings", None)
R("den", "b", "en", 0, "okta sso configuration", "n:sso_settings", None)
R("den", "b", "en", 0, "set up pagerduty paging for alarms", "n:integrations", None)
R("den", "b", "en", 0, "did the webhook to our ticketing system fail?", "n:webhooks", None)
R("den", "b", "en", 0, "am i hitting the api rate limit with my scripts", "n:api_usage", None)
R("den", "b", "en", 0, "edit lukas meyer's user", "n:edit_user_details", {U: 8}, "Lukas Meyer")
R("den", "b", "en", 0, "i want to invite a contractor to the console", "n:invite_user", None)
R("den", "b", "en", 0, "the roles and permissions matrix", "n:roles_permissions", None)
R("den", "b", "en", 0, "change what operators are allowed to do", "n:edit_role", None)
R("den", "b", "en", 0, "which invitations are still outstanding", "n:pending_invitations", None)
R("den", "b", "en", 0, "open the decommissioning page for gs-1004", "n:decommission_device", {D: 4}, "GS-1004")
R("den", "b", "en", 1, "our subscripton and invoices", "n:organization_billing", None)
R("den", "b", "en", 1, "the audit log for last weeek", "n:audit_log", None)
R("den", "b", "de", 0, "wo sind die Einstellungen für Single Sign-On?", "n:sso_settings", None)
R("den", "b", "nl", 0, "ik wil iemand nieuw uitnodigen", "n:invite_user", None)

# ---------------------------------------------------------------------------------------
# unclear: vague, out of scope, small talk, gibberish (unc)
# ---------------------------------------------------------------------------------------
R("unc", "a", "en", 0, "can you recommend a good podcast for my commute", "u")
R("unc", "a", "en", 0, "what's 17% of 2,340", "u")
R("unc", "a", "en", 0, "remind me to call the dentist at 3", "u")
R("unc", "a", "en", 0, "what's the euro to dollar rate today", "u")
R("unc", "a", "en", 0, "how many calories are in a croissant", "u")
R("unc", "a", "en", 0, "who won the champions league final last year", "u")
R("unc", "a", "en", 0, "draft an email to my landlord about the broken heating", "u")
R("unc", "a", "en", 0, "what should i name my new puppy", "u")
R("unc", "a", "en", 0, "book the big meeting room for 10 people tomorrow morning", "u")
R("unc", "a", "en", 0, "how do i make a pivot table in excel", "u")
R("unc", "a", "en", 0, "translate thank you very much into japanese", "u")
R("unc", "a", "en", 0, "what time is it in tokyo right now", "u")
R("unc", "a", "en", 0, "order new toner for the printer on the second floor", "u")
R("unc", "a", "en", 0, "get me a taxi from the rotterdam terminal to the airport", "u")
R("unc", "a", "en", 0, "any good hiking trails near lyon for saturday", "u")
R("unc", "a", "en", 0, "what does tom okafor like for lunch", "u")
R("unc", "a", "en", 0, "tell me something interesting", "u")
R("unc", "a", "en", 0, "are you a real person", "u")
R("unc", "a", "en", 0, "asdf jkl; qwer", "u")
R("unc", "a", "en", 0, "can you sort this out for me", "u")
R("unc", "a", "en", 0, "same as yesterday please", "u")
R("unc", "a", "en", 0, "hmm not sure what i need", "u")
R("unc", "a", "en", 0, "check that thing from earlier", "u")
R("unc", "a", "en", 0, "something is wrong", "u")
R("unc", "a", "en", 0, "whatever you think is best", "u")
R("unc", "a", "en", 0, "do it again", "u")
R("unc", "a", "en", 0, "how do i get a refund on my train ticket to houston", "u")
R("unc", "a", "en", 0, "write a python script that sorts a list", "u")
R("unc", "a", "en", 0, "is coffee bad for your heart", "u")
R("unc", "a", "en", 0, "what's the capital of canada", "u")
R("unc", "a", "en", 0, "can you sing me a song", "u")
R("unc", "a", "en", 0, "when does daylight saving time end this year", "u")
R("unc", "a", "en", 0, "hello there", "u")
R("unc", "a", "en", 1, "pleese just hanlde it", "u")
R("unc", "a", "en", 1, "waht can you do", "u")
R("unc", "a", "en", 1, "is honeywel stock a good buy", "u")
R("unc", "a", "fr", 0, "quel temps fera-t-il demain à Lyon ?", "u")
R("unc", "a", "de", 0, "kannst du mir ein gutes Restaurant in der Nähe empfehlen?", "u")
R("unc", "a", "es", 0, "cuéntame un chiste de ingenieros", "u")
R("unc", "a", "it", 0, "quanto fa 12 per 15?", "u")
R("unc", "a", "nl", 0, "wat is de hoofdstad van Australië?", "u")
R("unc", "a", "pt", 0, "qual é o melhor time de futebol do Brasil?", "u")
R("unc", "d", "en", 0, "is it going to snow in denver this weekend", "u")
R("unc", "d", "en", 0, "can you help my kid with fractions homework", "u")
R("unc", "d", "en", 0, "ugh", "u")
R("unc", "d", "en", 0, "do the usual", "u")
R("unc", "d", "es", 0, "¿qué tal el fin de semana?", "u")
R("unc", "b", "en", 0, "where can i get a decent coffee around here", "u")
R("unc", "b", "en", 0, "wanna hear a joke?", "u")
R("unc", "b", "en", 1, "thingy broke agian", "u")
R("unc", "c", "en", 0, "how do i apply for parental leave", "u")
R("unc", "c", "en", 0, "what's for lunch in the canteen today", "u")
R("unc", "c", "fr", 0, "bonjour, ça va ?", "u")

# ---------------------------------------------------------------------------------------
# plain navigation to screens without records (nav)
# ---------------------------------------------------------------------------------------
R("nav", "a", "en", 0, "just got back from leave, take me to the home overview", "n:main_dashboard", None)
R("nav", "a", "en", 0, "the big picture of the whole fleet, kpis and all", "n:main_dashboard", None)
R("nav", "a", "en", 0, "my notification inbox please", "n:notifications", None)
R("nav", "a", "en", 0, "i want to search across devices and people at once", "n:global_search", None)
R("nav", "a", "en", 0, "where are the how-to guides for this console", "n:help_center", None)
R("nav", "a", "en", 0, "the changelog of the console", "n:release_notes", None)
R("nav", "a", "en", 0, "the page with the platform's uptime", "n:system_status", None)
R("nav", "a", "en", 0, "i need a new password", "n:change_password", None)
R("nav", "a", "en", 0, "set up an authenticator app for my login", "n:two_factor_setup", None)
R("nav", "a", "en", 0, "my personal access keys", "n:api_tokens", None)
R("nav", "a", "en", 0, "the list of places i'm signed in", "n:active_sessions", None)
R("nav", "a", "en", 0, "our company settings page", "n:manage_organization", None)
R("nav", "a", "en", 0, "the plans comparison page", "n:subscription_plans", None)
R("nav", "a", "en", 0, "white-label settings for our console", "n:branding_settings", None)
R("nav", "a", "en", 0, "the who-did-what log for our org", "n:audit_log", None)
R("nav", "a", "en", 0, "the saml configuration screen", "n:sso_settings", None)
R("nav", "a", "en", 0, "our connected apps like slack and jira", "n:integrations", None)
R("nav", "a", "en", 0, "the charts of our api traffic", "n:api_usage", None)
R("nav", "a", "en", 0, "the people directory for our org", "n:user_list", None)
R("nav", "a", "en", 0, "i want to send an invite to a new colleague", "n:invite_user", None)
R("nav", "a", "en", 0, "list every team we have", "n:teams", None)
R("nav", "a", "en", 0, "the whole fleet inventory", "n:device_list", None)
R("nav", "a", "en", 0, "i've got a brand new sensor to register, start the wizard", "n:onboard_device", None)
R("nav", "a", "en", 0, "i have a csv with 40 detectors to load", "n:bulk_device_import", None)
R("nav", "a", "en", 0, "over-the-air update campaigns", "n:firmware_updates", None)
R("nav", "a", "en", 0, "our groups of devices", "n:device_groups", None)
R("nav", "a", "en", 0, "show everything on a map", "n:device_map", None)
R("nav", "a", "en", 0, "the list of device models we use", "n:product_catalog", None)
R("nav", "a", "en", 0, "i want to add a new device model", "n:register_product", None)
R("nav", "a", "en", 0, "the list of vendors", "n:manufacturers", None)
R("nav", "a", "en", 0, "the product category list", "n:product_categories", None)
R("nav", "a", "en", 0, "all our facilities", "n:site_list", None)
R("nav", "a", "en", 0, "i'd like to register a new facility", "n:create_site", None)
R("nav", "a", "en", 0, "the list of live alarms across the fleet", "n:alerts_inbox", None)
R("nav", "a", "en", 0, "the thresholds that trigger our alarms", "n:alert_rules", None)
R("nav", "a", "en", 0, "i want to define a new alarm", "n:create_alert_rule", None)
R("nav", "a", "en", 0, "the archive of past incidents", "n:incident_history", None)
R("nav", "a", "en", 0, "the rota of who's on duty", "n:on_call_schedule", None)
R("nav", "a", "en", 0, "how our alarms escalate, the policy page", "n:escalation_policies", None)
R("nav", "a", "en", 0, "the preventive maintenance calendar", "n:maintenance_schedule", None)
R("nav", "a", "en", 0, "all maintenance tickets", "n:work_orders", None)
R("nav", "a", "en", 0, "i need to log a new maintenance job", "n:create_work_order", None)
R("nav", "a", "en", 0, "the stock of spare parts", "n:spare_parts_inventory", None)
R("nav", "a", "en", 0, "the library of ready-made reports", "n:reports", None)
R("nav", "a", "en", 0, "i want to build a report from scratch", "n:custom_report_builder", None)
R("nav", "a", "en", 0, "the energy consumption charts", "n:energy_usage_analytics", None)
R("nav", "a", "en", 0, "the gas detection compliance page", "n:compliance_reports", None)
R("nav", "a", "en", 0, "i need to download a bulk export of readings", "n:data_export", None)
R("nav", "a", "en", 0, "my own profile page", "n:profile", None)
R("nav", "a", "en", 0, "where do i change my display name", "n:edit_profile", None)
R("nav", "a", "en", 0, "which emails and texts i get, the settings for that", "n:notification_preferences", None)
R("nav", "a", "en", 0, "where we set how long data is kept", "n:data_retention_settings", None)
R("nav", "a", "en", 0, "the outgoing webhooks page", "n:webhooks", None)
R("nav", "a", "en", 0, "the page with invites that are still open", "n:pending_invitations", None)
R("nav", "a", "en", 1, "take me to the biling overveiw", "n:organization_billing", None)
R("nav", "a", "en", 1, "the roles and permisions page", "n:roles_permissions", None)
R("nav", "a", "en", 1, "schedueld reports list", "n:scheduled_reports", None)
R("nav", "a", "fr", 0, "ouvre le tableau de bord principal", "n:main_dashboard", None)
R("nav", "a", "de", 0, "zur Karte mit allen Geräten", "n:device_map", None)
R("nav", "a", "es", 0, "llévame a la lista de sitios", "n:site_list", None)
R("nav", "a", "it", 0, "apri il calendario della manutenzione", "n:maintenance_schedule", None)
R("nav", "a", "nl", 0, "naar de rapportenbibliotheek", "n:reports", None)
R("nav", "a", "pt", 0, "quero criar uma nova ordem de serviço", "n:create_work_order", None)
R("nav", "d", "en", 0, "take me to the list of makers", "n:manufacturers", None)
R("nav", "d", "en", 0, "i want to onboard a new sensor at one of our stations", "n:onboard_device", None)
R("nav", "d", "en", 0, "the console's help articles", "n:help_center", None)
R("nav", "b", "en", 0, "start a new work order form", "n:create_work_order", None)
R("nav", "b", "en", 0, "the list of our sites", "n:site_list", None)
R("nav", "c", "en", 0, "the main dashboard, please", "n:main_dashboard", None)
R("nav", "c", "en", 0, "where can i read what's new in the console", "n:release_notes", None)
R("nav", "c", "en", 0, "teams overview", "n:teams", None)

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values (chg)
# ---------------------------------------------------------------------------------------
R("chg", "a", "en", 0, "switch my alarm notifications to sms only", "n:notification_preferences", None)
R("chg", "a", "en", 0, "revoke the token called grafana-sync", "n:api_tokens", None)
R("chg", "a", "en", 0, "log me out of the laptop i left at the hotel", "n:active_sessions", None)
R("chg", "a", "en", 0, "change our company's default time zone to Europe/Amsterdam", "n:manage_organization", None)
R("chg", "a", "en", 0, "rename the organization to Acme Industrial Group", "n:manage_organization", None)
R("chg", "a", "en", 0, "put the new visa ending 4421 on file for billing", "n:organization_billing", None)
R("chg", "a", "en", 0, "our billing address is now 20 rue de gerland, 69007 lyon", "n:organization_billing", None)
R("chg", "a", "en", 0, "move us up to the enterprise plus tier", "n:subscription_plans", None)
R("chg", "a", "en", 0, "make the console header dark green, #0b6e4f", "n:branding_settings", None)
R("chg", "a", "en", 0, "require sso for everyone through our okta tenant", "n:sso_settings", None)
R("chg", "a", "en", 0, "keep raw telemetry for 18 months only", "n:data_retention_settings", None)
R("chg", "a", "en", 0, "send alarm messages to the #ops-alerts slack channel", "n:integrations", None)
R("chg", "a", "en", 0, "post new-alert events to https://hooks.acme.example/alerts", "n:webhooks", None)
R("chg", "a", "en", 0, "give the viewer role permission to download reports", "n:edit_role", None)
R("chg", "a", "en", 0, "add tom becker to the control room team", "n:team_details", {T: 1}, "Control Room")
R("chg", "a", "en", 0, "take priya off the control room team", "n:team_details", {T: 1}, "Control Room")
R("chg", "a", "en", 0, "resend emma's invitation, she lost the email", "n:pending_invitations", None)
R("chg", "a", "en", 0, "cancel the invite we sent sofia", "n:pending_invitations", None)
R("chg", "a", "en", 0, "put gs-1015 and gs-1016 in a group called jetty detectors", "n:device_groups", None)
R("chg", "a", "en", 0, "roll firmware 2.4.1 out to gw-4003", "n:firmware_updates", None)
R("chg", "a", "en", 0, "switch the bearing overheating rule back on", "n:alert_rules", None)
R("chg", "a", "en", 0, "lower the threshold of the CO high rule to 30 ppm", "n:alert_rules", None)
R("chg", "a", "en", 0, "rename the gateways category to network gateways", "n:product_categories", None)
R("chg", "a", "en", 0, "email the weekly uptime report to carol as well", "n:scheduled_reports", None)
R("chg", "a", "en", 0, "set my job title to operations lead", "n:edit_profile", None)
R("chg", "a", "en", 0, "close work order 2, the leak check is finished", "n:work_order_details", {W: 2}, "tank farm north")
R("chg", "a", "en", 0, "hand the flare camera job over to tom becker", "n:work_order_details", {W: 4}, "flare stack camera")
R("chg", "a", "en", 0, "resolve the loading dock alert, the sensor is back", "n:alert_details", {A: 4}, "Loading dock")
R("chg", "a", "en", 0, "add a note to the h2s alarm: valve closed at 14:10", "n:alert_details", {A: 2}, "H2S at 12.4 ppm")
R("chg", "a", "en", 0, "log a passed bump test for gs-1019 today", "n:device_calibration", {D: 19}, "GS-1019")
R("chg", "a", "en", 0, "escalate unacked critical alarms to hiroshi after 10 minutes", "n:escalation_policies", None)
R("chg", "a", "en", 0, "swap my on-call shift on friday with priya", "n:on_call_schedule", None)
R("chg", "a", "en", 0, "plan a calibration visit at rotterdam on the 14th", "n:maintenance_schedule", None)
R("chg", "a", "en", 0, "reorder 20 co sensor cells for lyon", "n:spare_parts_inventory", None)
R("chg", "a", "en", 0, "change my password to Summer2024!", "n:change_password", None)
R("chg", "a", "en", 0, "mute push notifications on weekends", "n:notification_preferences", None)
R("chg", "a", "en", 0, "make the uptime report go out daily instead of weekly", "n:scheduled_reports", None)
R("chg", "a", "en", 0, "use a yubikey as my second factor", "n:two_factor_setup", None)
R("chg", "a", "en", 1, "delet my old api token for jenkins", "n:api_tokens", None)
R("chg", "a", "en", 1, "change the logo to the new blue one we uploded", "n:branding_settings", None)
R("chg", "a", "en", 1, "sign out all my other sesions", "n:active_sessions", None)
R("chg", "a", "fr", 0, "passe notre fuseau horaire en Europe/Paris", "n:manage_organization", None)
R("chg", "a", "de", 0, "schalte die Regel für Lagerüberhitzung wieder ein", "n:alert_rules", None)
R("chg", "a", "es", 0, "añade a Hiroshi al equipo de mantenimiento", "n:team_details", {T: 2}, "Maintenance")
R("chg", "a", "it", 0, "conserva i log di audit per 3 anni", "n:data_retention_settings", None)
R("chg", "d", "en", 0, "set the globex time zone to america/denver", "n:manage_organization", None)
R("chg", "d", "en", 0, "add leo fischer to grid operations", "n:team_details", {T: 5}, "Grid Operations")
R("chg", "d", "en", 0, "turn off the weak lte signal rule for now", "n:alert_rules", None)
R("chg", "d", "en", 0, "revoke jamal's invitation, he's not joining", "n:pending_invitations", None)
R("chg", "d", "en", 0, "mark hector's chlorine cell ticket as done", "n:work_order_details", {W: 7}, "chlorine sensor cell")
R("chg", "d", "en", 0, "downgrade globex to the starter plan", "n:subscription_plans", None)
R("chg", "b", "en", 0, "add a comment on ticket 2: leak found at the T-12 flange", "n:work_order_details", {W: 2}, "T-12")
R("chg", "b", "en", 0, "text me for critical alarms instead of email", "n:notification_preferences", None)
R("chg", "b", "en", 0, "put the new bw ultra firmware on gs-1019", "n:firmware_updates", None)
R("chg", "c", "en", 0, "unsubscribe me from the daily digest email", "n:notification_preferences", None)
R("chg", "c", "en", 0, "set my profile language to french", "n:edit_profile", None)

# ---------------------------------------------------------------------------------------
# execution: changes with all their values (exec)
# ---------------------------------------------------------------------------------------
# alice
R("exec", "a", "en", 0, "set the sampling interval of gs-1012 to 20 seconds", "x:update_device")
R("exec", "a", "en", 0, "TH-2001 is moving to the houston refinery, change its site", "x:update_device")
R("exec", "a", "en", 0, "rename CAM-3003 to Jetty 1-3 overview", "x:update_device")
R("exec", "a", "en", 0, "GS-1011 is repaired, set its status back to active", "x:update_device")
R("exec", "a", "en", 0, "raise the co alarm set point on gs-1001 to 50 ppm", "x:update_device")
R("exec", "a", "en", 0, "call gw-4003 Rotterdam LoRa gateway from now on", "x:update_device")
R("exec", "a", "en", 0, "change priya raman's phone to +1 713 555 0199", "x:update_user")
R("exec", "a", "en", 0, "make tom okafor an operator", "x:update_user")
R("exec", "a", "en", 0, "tom becker moved to process engineering, update his department", "x:update_user")
R("exec", "a", "en", 0, "hiroshi's email is now h.tanaka@acme.example", "x:update_user")
R("exec", "a", "en", 0, "ack the loading dock alert, i'm on it", "x:acknowledge_alert")
R("exec", "a", "en", 0, "acknowledge the h2s alarm on gs-1008", "x:acknowledge_alert")
R("exec", "a", "en", 0, "mark the jetty 3 calibration alert as acknowledged", "x:acknowledge_alert")
R("exec", "a", "en", 0, "create a high priority work order to replace the battery in GS-1004, due friday, assign bob", "x:create_work_order")
R("exec", "a", "en", 0, "open a ticket for cam-3003: clean the lens, low priority, due in two weeks", "x:create_work_order")
R("exec", "a", "en", 0, "deactivate tom okafor's account, he's left the company", "x:deactivate_user")
R("exec", "a", "en", 0, "priya raman is leaving today, disable her login", "x:deactivate_user")
R("exec", "a", "en", 0, "onboard a new x-am 5600 with serial GS-1021 at the lyon plant", "x:onboard_device")
R("exec", "a", "en", 0, "add camera CAM-3004, model P3265-LVE, to the rotterdam terminal", "x:onboard_device")
R("exec", "a", "en", 0, "create a site called Antwerp depot at Haven 1025, 2030 Antwerpen, timezone Europe/Brussels", "x:create_site")
R("exec", "a", "en", 0, "raise a critical alert when o2 drops below 19.5% on BW Ultra detectors", "x:create_alert_rule")
R("exec", "a", "en", 0, "add the Pac 8500 from Dräger to the catalog, category gas sensors", "x:register_product")
R("exec", "a", "en", 0, "decommission GS-1004, it's beyond repair", "x:decommission_device")
R("exec", "a", "en", 0, "retire CAM-3002 for good", "x:decommission_device")
R("exec", "a", "en", 0, "invite jonas.weber@acme.example as a viewer, his name is Jonas Weber", "x:invite_user")
R("exec", "a", "en", 0, "change the WISE-6610 description to LoRaWAN gateway with LTE backhaul for 1000 sensors", "x:update_product")
R("exec", "a", "en", 1, "acknowlege the battery warning on gs-1014", "x:acknowledge_alert")
R("exec", "a", "en", 1, "chnage gs-1006's name to Lab hood 2", "x:update_device")
R("exec", "a", "en", 1, "decomission th-2003 please", "x:decommission_device")
R("exec", "a", "fr", 0, "change l'intervalle de mesure du GS-1002 à 10 secondes", "x:update_device")
R("exec", "a", "de", 0, "bestätige den Alarm am GS-1009", "x:acknowledge_alert")
R("exec", "a", "es", 0, "invita a lucia.gomez@acme.example como operadora, se llama Lucía Gómez", "x:invite_user")
R("exec", "a", "it", 0, "disattiva l'account di Tom Becker", "x:deactivate_user")
R("exec", "a", "nl", 0, "zet de afdeling van Emma Laurent op Maintenance", "x:update_user")
# dave
R("exec", "d", "en", 0, "set gx-5002's sample interval to 10 s", "x:update_device")
R("exec", "d", "en", 0, "rename gxw-8002 to Springfield backup router", "x:update_device")
R("exec", "d", "en", 0, "GXT-6003 was moved to the leeds pumping station, update it", "x:update_device")
R("exec", "d", "en", 0, "frank castillo's department is now Grid Operations", "x:update_user")
R("exec", "d", "en", 0, "give erin walsh the admin role", "x:update_user")
R("exec", "d", "en", 0, "ack the sf6 alert on gis bay 2", "x:acknowledge_alert")
R("exec", "d", "en", 0, "work order for GX-5003: restore power after service, urgent, due tomorrow, assign hector", "x:create_work_order")
R("exec", "d", "en", 0, "deactivate irene kowalski, she's moved on", "x:deactivate_user")
R("exec", "d", "en", 0, "add a new GasGuard Cl2, serial GX-5013, at the denver substation", "x:onboard_device")
R("exec", "d", "en", 0, "new site: Aurora reservoir, 15000 E Quincy Ave, Aurora CO 80015, America/Denver", "x:create_site")
R("exec", "d", "en", 0, "warning alert when a TempLink T100 battery goes under 20%", "x:create_alert_rule")
R("exec", "d", "en", 0, "register the RUTX11 router by Teltonika under gateways", "x:register_product")
R("exec", "d", "en", 0, "decommission GX-5003, it's been replaced", "x:decommission_device")
R("exec", "d", "en", 0, "invite nora.kim@globex.example as an operator, Nora Kim, field service team", "x:invite_user")
R("exec", "d", "en", 0, "update the RUT955 description to industrial LTE router with dual SIM", "x:update_product")
R("exec", "d", "en", 0, "leo fischer's new mobile is +44 113 496 0999", "x:update_user")
R("exec", "d", "en", 1, "acknowlege the cabinet temprature alarm on gxt-6005", "x:acknowledge_alert")
R("exec", "d", "de", 0, "setze GXC-7004 wieder auf aktiv", "x:update_device")
# bob
R("exec", "b", "en", 0, "change gs-1019's reporting interval to 30 s", "x:update_device")
R("exec", "b", "en", 0, "rename TH-2002 to P-101 bearing DE side", "x:update_device")
R("exec", "b", "en", 0, "ack the battery alert on the rescue team portable", "x:acknowledge_alert")
R("exec", "b", "en", 0, "new work order: replace the co cell on gs-1009, urgent, due tomorrow", "x:create_work_order")
R("exec", "b", "en", 0, "onboard GS-1022, a BW Ultra, at the houston refinery", "x:onboard_device")
R("exec", "b", "en", 0, "create a site: Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris", "x:create_site")
R("exec", "b", "en", 0, "add a warning rule for WISE-2410: vibration above 7 mm/s", "x:create_alert_rule")
R("exec", "b", "en", 0, "register product Polytron 5100 from Dräger, category gas sensors", "x:register_product")
R("exec", "b", "en", 0, "set the X-am 5600 category to portable gas detectors", "x:update_product")
R("exec", "b", "en", 1, "move gs-1016 to the lyon plant, it was shiped back", "x:update_device")
R("exec", "b", "pt", 0, "reconhece o alarme de CO do GS-1009", "x:acknowledge_alert")


# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (the row keeps its kind, user, language, typo flag,
# route, target and record unless a (wording, record, anchor) triple is given)
REWORDED: dict[str, object] = {
    # records
    "the hydrotreater gas detecter": "pls open the hydrotreater unit's gas detecter in houston",
    "the cam whose storage is at 48%": "the camera that has used 48 percent of its storage",
    "open the settings screen for gw-4003": "i want to change a few settings on the rotterdam gateway gw-4003, open its config",
    "grace liu's page": "bring up grace liu from finance",
    "roterdam terminal details": "the roterdam terminal site with its adress",
    "the loading dock not-reporting alert": "the alarm we got when the loading dock sensor went quiet",
    "the resolved LEL alarm at vapour recovery": "that LEL alarm at the vapour recovery unit that i closed",
    "bob's urgent ticket": "bob's ticket, the urgent one at the tank farm",
    "the invoice from three months back": "open the invoice issued three months ago",
    "the 5,124 invoice": "show me the invoice for 5124 euros",
    "the €5237 bill": "pull up the bill of 5 237 euros",
    "affiche le détecteur du quai de chargement": "montre-moi le capteur GS-1004 du quai de chargement",
    "la fiche de Tom Okafor": "ouvre le compte utilisateur de Tom Okafor",
    "apri il sensore gs1015": "fammi vedere il rilevatore del pontile 1 a Rotterdam",
    "de gateway in Rotterdam": "laat de gateway van de terminal in Rotterdam zien",
    "abre a câmera do portão principal": "quero ver a câmera do portão principal de Lyon",
    "show me gs-1009": "gs-1009 at the houston tank farm, open it",
    "our uk site": ("the site that's on kirkstall road", {S: 6}, "Kirkstall Road"),
    "the alarm erin acknowledged": "the filter gallery alert that erin acked",
    "the $1,299 invoice": "show the invoice for $1299",
    "la cámara térmica del transformador T1": "abre la cámara del transformador T1 en Denver",
    "le routeur de Denver": "ouvre la fiche du routeur GXW-8003",
    "gs1014, the rescue team portable": "open gs1014 for me, the portable the rescue crew carries",
    "tom becker's user page": "show me tom becker's contact page",
    "the camera alarm i acked": "that camera alarm i acknowledged earlier",
    "my team's page": "open the page of the team i'm in",
    "calibration records for gs-1019": "bump tests done on gs-1019 so far",
    "the flare stack thermal camera": "the thermal cam pointed at the houston flare",
    "tom okafors page": "tom okafors user detials",
    "the co alarm at tank farm north": "that carbon monoxide alarm on tank farm north",
    "readings of the cold room thermometer": "temperature history from the lyon cold room probe",
    # questions
    "what role does emma laurent have": "is emma laurent an operator or a viewer?",
    "who acknowledged the camera stream alarm": "who was it that acked the flare camera video alarm",
    "when is gs-1020 due for its next calibration": "is gs-1020's calibration coming due soon",
    "how much electricity did houston burn through last month": "did the houston site use more kwh this month than last",
    "who deleted a device yesterday?": "somebody removed a sensor last night, who was it",
    "welche Alarme sind gerade kritisch?": "gibt es gerade kritische Alarme, die noch offen sind?",
    "¿qué órdenes de trabajo tiene Tom Okafor?": "¿tiene Tom Okafor algún trabajo asignado ahora mismo?",
    "quanti dispositivi sono offline a Rotterdam?": "a Rotterdam ci sono sensori che non trasmettono?",
    "welke rapporten worden wekelijks gemaild?": "welke rapporten gaan er elke week automatisch per mail uit?",
    "anything offline in leeds?": "has any device at the leeds pumping station dropped off?",
    "who is in field service?": "which technicians are in field service",
    "who else is on my team": "which colleagues share my team",
    "do we have spare batteries for the bw ultras": "are there replacement battery packs for the bw ultra portables in stock",
    "what alrams are open right now": "any alrams still unacknowledged at the moment?",
    "wann wurde GS-1008 zuletzt kalibriert?": "wann hatte GS-1008 den letzten Bump-Test?",
    # refused screens
    "the configuration page of gs-1005": "i need to adjust the solvent store detector's settings",
    "export last month's readings as csv": "i'd like to pull last month's sensor data into a spreadsheet file",
    "open the latest invoice": "what did the last invoice come to",
    "edit tom okafor's details": "i want to fix the spelling of tom okafor's name in his user record",
    "je voudrais voir nos factures": "où sont les factures de notre abonnement ?",
    "the invoice from two months ago": "the invoice before the current one",
    "change what operators are allowed to do": "i'd like to give operators permission to delete devices",
    "open the decommissioning page for gs-1004": ("take me to where i'd retire the pump house detector", {D: 18}, "Pump house"),
    "the audit log for last weeek": "who changed what last weeek, the audit trail",
    # unclear
    "waht can you do": "waht kind of stuff are you able to help with",
    "is honeywel stock a good buy": "should i buy honeywel shares this year",
    "cuéntame un chiste de ingenieros": "¿me cuentas algo gracioso para animar la reunión?",
    "bonjour, ça va ?": "salut, tu passes une bonne journée ?",
    "how do i apply for parental leave": "how do i claim back my train fare from the audit trip",
    "what's for lunch in the canteen today": "is the canteen doing fish on friday",
    "something is wrong": "something's off but i can't say what",
    "same as yesterday please": "could you do what you did for me yesterday",
    "asdf jkl; qwer": "kjhg lkjh poiu",
    # plain navigation
    "i need a new password": "i forgot what my password is, let me set another one",
    "apri il calendario della manutenzione": "mostrami il piano degli interventi di manutenzione",
    "the energy consumption charts": "show me the kwh charts per building",
    "take me to the biling overveiw": "get me to the biling page for our acount",
    "ouvre le tableau de bord principal": "emmène-moi à l'accueil avec la vue d'ensemble du parc",
    "teams overview": "show me all the teams in the company",
    # changes no tool makes
    "put gs-1015 and gs-1016 in a group called jetty detectors": "group the two jetty detectors, gs-1015 and gs-1016, together as 'Jetty gas'",
    "rename the gateways category to network gateways": "the category 'Gateways' should be called 'Network gateways'",
    "set my job title to operations lead": "put 'Head of Operations' as my job title",
    "log a passed bump test for gs-1019 today": "record today's bump test on gs-1019 as passed",
    "change my password to Summer2024!": "i want my password to be Lyon-2024-blue",
    "add leo fischer to grid operations": "put leo fischer in the grid operations team as well",
    "downgrade globex to the starter plan": "switch our subscription to the cheaper starter tier",
    "text me for critical alarms instead of email": "i only want sms, not email, when something critical fires",
    "unsubscribe me from the daily digest email": "stop sending me the daily summary email",
    # execution
    "change priya raman's phone to +1 713 555 0199": "priya's got a new number: +1 713 555 0199, please update it",
    "make tom okafor an operator": "promote tom okafor from viewer to operator",
    "onboard a new x-am 5600 with serial GS-1021 at the lyon plant": "we got a new X-am 5600, serial GS-1021; set it up at the lyon plant",
    "create a site called Antwerp depot at Haven 1025, 2030 Antwerpen, timezone Europe/Brussels": "add our Antwerp depot as a site: Haven 1025, 2030 Antwerpen, Belgium, time zone Europe/Brussels",
    "invite jonas.weber@acme.example as a viewer, his name is Jonas Weber": "send jonas.weber@acme.example an invite, name Jonas Weber, role viewer",
    "acknowlege the battery warning on gs-1014": "plz acknowlege the low batery alert for gs-1014",
    "rename gxw-8002 to Springfield backup router": "gxw-8002 should be named 'Springfield backup router'",
    "decommission GX-5003, it's been replaced": "take GX-5003 out of service permanently, we swapped it for a new unit",
    "invite nora.kim@globex.example as an operator, Nora Kim, field service team": "please invite Nora Kim (nora.kim@globex.example) as an operator in field service",
    "change gs-1019's reporting interval to 30 s": "gs-1019 should report every 30 seconds instead",
    "create a site: Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris": "set up a new site called Marseille depot at 12 Quai d'Arenc, 13002 Marseille, time zone Europe/Paris",
}
REWORDED_TWICE: dict[str, object] = {
    "ouvre le compte utilisateur de Tom Okafor": "je cherche Tom Okafor, le responsable hygiène et sécurité",
    "the filter gallery alert that erin acked": "the info alert about GX-5003 not reporting since its service",
    "open the page of the team i'm in": "bring up the maintenance crew's page, that's my lot",
    "that carbon monoxide alarm on tank farm north": "the alarm raised on gs-1009 for high co",
    "où sont les factures de notre abonnement ?": "je dois consulter la facturation de l'entreprise",
    "put leo fischer in the grid operations team as well": "leo fischer should also be a member of grid operations",
    "promote tom okafor from viewer to operator": "tom okafor needs operator rights from today, change his role",
}
# a second rewording that collided again -> dropped
DROPPED_AFTER_REWORDING: set[str] = set([
    "leo fischer should also be a member of grid operations",
    "tom okafor needs operator rights from today, change his role",
])
# colliding, dropped
DROPPED: set[str] = set([
    # records
    "the H2S monitor on the crude unit",
    "whose number is +31 10 555 0193",
    "the person whose phone ends in 0141",
    "our process engineer",
    "denver substation page",
    "x-am 5600 specs",
    "the outdoor dome camera model with IR",
    "our german supplier",
    "the safety and compliance team page",
    "the crew that does calibrations and sensor repairs",
    "the low battery alarm on the rescue portable",
    "the lost video stream alarm",
    "the 42 ppm co alarm",
    "the second oldest invoice",
    "relay cabinet r1 thermometer",
    "the gate camera at the leeds station",
    "the camera whose disk is 80% full",
    "erin walsh's page",
    "grace from finance",
    "kim larsen who got deactivated",
    "priya raman's profile",
    "springfield water works site",
    "the substation on brighton blvd",
    "floor plan for the denver substation",
    "leaksense sf6 product page",
    "the chinese camera maker",
    "field service team page",
    "the chlorine alarm in the chlorination room",
    "the firmware 7.06 notice",
    "the transformer hot spot alarm i resolved",
    "the sf6 leak hunt in bay 2",
    "the invoice from 3 months ago",
    # questions
    "who sits in the control room team",
    "who belongs to safety & compliance",
    "which products do we source from honeywell?",
    "what do we buy from advantech",
    "how many critical alarms are still open?",
    "do we have any urgent tickets open",
    "which accounts have been deactivated",
    "who are the admins in our org",
    "what's the street address of the rotterdam terminal",
    "what department is tom okafor in",
    "which time zone is the lyon plant in",
    "is gs-1017 still offline?",
    "how strong is gw-4002's signal",
    "what's hiroshi's phone number",
    "who's on call this weekend?",
    "how close are we to our monthly api quota",
    "what maintenance is planned at lyon next week",
    "what changed in the latest console release",
    "is the acme platform having an outage?",
    "which reports go out by email every monday",
    "which invitations are still waiting to be accepted",
    "which devices are in the portable detectors group",
    "is a firmware rollout running at the moment",
    "is slack hooked up to the console?",
    "did our webhook deliveries fail last night",
    "which sites use the most power",
    "what's the address of the leeds pumping station",
    "who's on call at the substation tonight",
    "which of our invoices are still unpaid",
    "which work orders are in progress",
    # refused screens
    "who changed the co alarm threshold yesterday",
    "how long do we keep old telemetry before it's purged",
    "how many api calls did our scripts make this month",
    "the roles and permissions matrix",
    # unclear
    "remind me to call the dentist at 3",
    "what's the euro to dollar rate today",
    "how many calories are in a croissant",
    "who won the champions league final last year",
    "how do i make a pivot table in excel",
    "are you a real person",
    "can you sort this out for me",
    "hmm not sure what i need",
    "whatever you think is best",
    "do it again",
    "write a python script that sorts a list",
    "hello there",
    "do the usual",
    # plain navigation
    "where are the how-to guides for this console",
    "set up an authenticator app for my login",
    "my personal access keys",
    "over-the-air update campaigns",
    "the list of device models we use",
    "i want to add a new device model",
    "the product category list",
    "all our facilities",
    "the preventive maintenance calendar",
    "the library of ready-made reports",
    "i want to build a report from scratch",
    "the gas detection compliance page",
    "the outgoing webhooks page",
    # changes no tool makes
    "revoke the token called grafana-sync",
    "keep raw telemetry for 18 months only",
    "cancel the invite we sent sofia",
    "switch the bearing overheating rule back on",
    "hand the flare camera job over to tom becker",
    "mute push notifications on weekends",
    # execution
    "set the sampling interval of gs-1012 to 20 seconds",
    "GS-1011 is repaired, set its status back to active",
    "acknowledge the h2s alarm on gs-1008",
    "deactivate tom okafor's account, he's left the company",
    "decommission GS-1004, it's beyond repair",
    "rename TH-2002 to P-101 bearing DE side",
    "ack the battery alert on the rescue team portable",
])
# not colliding (or a kept rewording), dropped toward the size and the mix
TRIMMED: set[str] = set([
    # records, alice: other languages
    "das Terminal in Rotterdam",
    "el fabricante sueco",
    "il sito di Lione",
    "laat de gateway van de terminal in Rotterdam zien",
    "o sensor do reator B",
    "öffne GS 1002 bitte",
    "la página de Emma Laurent",
    "a página do Lukas Meyer",
    # records, alice: English
    "cam_3003 please, the overview one",
    "get me gw 4001 on screen",
    "device gs.1006, what does its page say",
    "the unit with serial number ending 1010",
    "that detector that sits in reactor hall A",
    "houston control room gas monitor",
    "the detector over at tank farm south",
    "the probe inside lyon's cold room",
    "our houston lorawan gateway",
    "the pump house polytron in rotterdam",
    "the X-am that lives in the lab fume hood",
    "the h2s unit out on jetty three",
    "solvant store sensor in lyon",
    "the fixed detector watching the flare at houston",
    "the product temperature transmitter on tank 4",
    "the handheld our lyon shift lead clips on",
    "the camera that's gone offline",
    "the sensor with 58% battery left",
    "the one reading 12.4 ppm of h2s",
    "the fixed detector at 3.4% LEL",
    "the only portable running 2.8.0",
    "the thermometer that's on fw 10.3",
    "the thermal camera that logged 611 degrees",
    "the cameras still on 11.9.60",
    "both reactor hall gas monitors",
    "the gateway sitting at -77 dBm",
    "the thermometer showing 61 degrees",
    "live numbers from the hydrotreater detector",
    "bump test log of gs 1007",
    "i want to tweak the config of the tank pit 4 portable",
    "houston refinery building layout",
    "plot the vibration on the P-101 bearing sensor",
    "open priya's user page",
    "emma laurent, our new operator",
    "tom becker over in maintenance",
    "carol's account details",
    "the colleague with the dutch mobile",
    "whose is sofia.marchetti@acme.example",
    "i need to edit lukas meyer's user record",
    "emma laurnet's page",
    "bob operator's user record",
    "the person on +1 713 555 0142",
    "lukas meyer's account, the deactivated one",
    "our texas refinery",
    "the terminal on maasvlakteweg",
    "the site in zip 77029",
    "the detector model with the 24 hour runtime",
    "the wise 2410 product page",
    "the STT850 transmitter model",
    "axis communications supplier info",
    "dräger's vendor page",
    "the alarm about jetty 3 needing calibration",
    "the h2s alert from the crude unit",
    "tank farm north investigation work order",
    "the ticket for swapping the GS-1011 sensor head",
    "bob's ticket, the urgent one at the tank farm",
    "the finished houston gateway firmware job",
    "the gate camera relocation job",
    # records, dave
    "ouvre la fiche du routeur GXW-8003",
    "chlorination room chlorine detector",
    "the dosing skid cl2 monitor",
    "the clearwell vent detector",
    "the temp sensor on high-lift pump 2",
    "the camera over springfield's main entrance",
    "north fence cam please",
    "router A at the water works",
    "gis bay 1 leak detector",
    "the sf6 sensor down in the cable basement",
    "the T1 transformer thermal cam",
    "the substation yard camera",
    "the router out at denver",
    "hypochlorite tank sensor in leeds",
    "the wet well detector at leeds",
    "leeds outfall chamber cl2 sensor",
    "pump motor m2's thermometer",
    "the thermometer in the leeds control kiosk",
    "the sensor showing 1350 ppm sf6",
    "the chlorine sensor still on 3.9.9",
    "the sf6 detector on firmware 1.7.3",
    "the leeds routers on 7.05",
    "chlorine readings from the chlorination room over the weekend",
    "config page for gxw-8005",
    "frank castillo's account",
    "irene kowalski's user page",
    "jamal wright from security",
    "maya patel in compliance",
    "hector alvarez in water treatment",
    "edit hector's user record",
    "the substations guy",
    "whoever has the phone ending 0147",
    "the gasguard cl2 model",
    "sitrans th320 spec sheet",
    "our 8mp turret cam model",
    "bosch's vendor page",
    "our lithuanian supplier",
    "the security ops team",
    "the sf6 over 1000 ppm alert",
    "the alert about the leeds outfall router",
    "hector's chlorine cell job",
    "leo's LTE link job",
    "the north fence camera install ticket",
    "the $1,382 invoice",
    # records, bob and carol
    "the houston gateway job i closed out",
    "the jetty 2 detector",
    "bob@acme.example, my own profile",
    "show me tom becker's contact page",
    "priya raman's contact info",
    "the page of my team",
    "houston refinery site page",
    "temperature history from the lyon cold room probe",
    # questions
    "combien de capteurs avons-nous à Houston ?",
    "wie hoch ist der Akkustand von GS-1015?",
    "¿quién está de guardia esta noche?",
    "que peças de reposição temos em estoque?",
    "wat is het adres van de fabriek in Lyon?",
    "¿cuántos dispositivos hay en Springfield?",
    "how many units are deployed at the houston refinery",
    "which jobs is bob working on",
    "how many gateways do we own in total",
    "what work orders got cancelled",
    "when is the flare camera job due",
    "what status is the gate camera relocation in",
    "what's the temperature in the lyon cold room right now",
    "how long are we keeping raw telemetry at the moment",
    "what alert rules do we have for h2s",
    "how many warnign alerts are there",
    "how much power does the leeds station draw",
    "do we have chlorine sensor cells on the shelf",
    "is the denver router online",
    "how many templink thermometers do we run",
    "which devices at houston are offline",
    "are there replacement battery packs for the bw ultra portables in stock",
    "what's scheduled for maintenance tomorrow",
    "is there a platform outage going on",
    # refused screens
    "the billing page for our org",
    "okta sso configuration",
    "the email template branding",
    "which invitations are still outstanding",
    "voglio esportare i dati dei sensori",
    "our organization's general settings",
    "show me what we pay for the console",
    "which plan would let us add more devices",
    "show me the outgoing webhook endpoints",
    "i want to invite a new coworker to the console",
    "the list of invites nobody has accepted",
    # unclear
    "wat is de hoofdstad van Australië?",
    "¿qué tal el fin de semana?",
    "what's the capital of canada",
    "is coffee bad for your heart",
    "when does daylight saving time end this year",
    "wanna hear a joke?",
    "is the canteen doing fish on friday",
    # plain navigation
    "the big picture of the whole fleet, kpis and all",
    "my notification inbox please",
    "the changelog of the console",
    "our company settings page",
    "the plans comparison page",
    "white-label settings for our console",
    "the who-did-what log for our org",
    "the saml configuration screen",
    "our connected apps like slack and jira",
    "the people directory for our org",
    "list every team we have",
    "the whole fleet inventory",
    "i've got a brand new sensor to register, start the wizard",
    "our groups of devices",
    "the list of vendors",
    "the thresholds that trigger our alarms",
    "the rota of who's on duty",
    "all maintenance tickets",
    "i need to log a new maintenance job",
    "the stock of spare parts",
    "where we set how long data is kept",
    "the page with invites that are still open",
    "i want to onboard a new sensor at one of our stations",
    # changes no tool makes
    "passe notre fuseau horaire en Europe/Paris",
    "rename the organization to Acme Industrial Group",
    "our billing address is now 20 rue de gerland, 69007 lyon",
    "make the console header dark green, #0b6e4f",
    "send alarm messages to the #ops-alerts slack channel",
    "give the viewer role permission to download reports",
    "take priya off the control room team",
    "roll firmware 2.4.1 out to gw-4003",
    "the category 'Gateways' should be called 'Network gateways'",
    "email the weekly uptime report to carol as well",
    "resolve the loading dock alert, the sensor is back",
    "escalate unacked critical alarms to hiroshi after 10 minutes",
    "plan a calibration visit at rotterdam on the 14th",
    "reorder 20 co sensor cells for lyon",
    "i want my password to be Lyon-2024-blue",
    "make the uptime report go out daily instead of weekly",
    "set the globex time zone to america/denver",
    "put the new bw ultra firmware on gs-1019",
    "set my profile language to french",
    "put 'Head of Operations' as my job title",
    # execution
    "zet de afdeling van Emma Laurent op Maintenance",
    "bestätige den Alarm am GS-1009",
    "rename CAM-3003 to Jetty 1-3 overview",
    "call gw-4003 Rotterdam LoRa gateway from now on",
    "hiroshi's email is now h.tanaka@acme.example",
    "open a ticket for cam-3003: clean the lens, low priority, due in two weeks",
    "add camera CAM-3004, model P3265-LVE, to the rotterdam terminal",
    "GXT-6003 was moved to the leeds pumping station, update it",
    "give erin walsh the admin role",
    "leo fischer's new mobile is +44 113 496 0999",
    "ack the sf6 alert on gis bay 2",
    "set the X-am 5600 category to portable gas detectors",
])
# not colliding, reworded on the last review -> new wording (or (wording, record, anchor))
REVIEWED: dict[str, object] = {
    # the same record as another row of the set: another record named instead
    "the page to retire the loading dock detector": ("i'd like the page where the rotterdam vapour recovery unit gets retired", {D: 17}, "Vapour recovery"),
    "zeig mir den Chlorsensor im Chlorlager": ("zeig mir den Chlorsensor an der Dosierpumpe", {D: 34}, "Dosing pump skid"),
    "bump tests done on gs-1019 so far": ("bump tests done on gs-1013 so far", {D: 13}, "GS-1013"),
    "which devices are installed in lyon": ("which detectors are installed at the houston refinery", {S: 2}, "Houston refinery"),
    # near translations of another row of the set
    "quantos alarmes críticos estão abertos?": "quantos alarmes de aviso chegaram hoje?",
    "quali allarmi sono ancora aperti?": "ci sono allarmi di livello info da guardare?",
    "the list of our sites": "where's the overview of every plant and terminal we run",
    "quero criar uma nova ordem de serviço": "preciso abrir um chamado de manutenção para um detector com defeito",
}


def _catalog_roles() -> dict[str, list[str]]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def _apply(query: str, record, anchor, mapping: dict) -> tuple[str, object, object]:
    new = mapping[query]
    if isinstance(new, tuple):
        return new[0], new[1], new[2]
    return new, record, anchor


def _check_record(query: str, user: str, record, anchor) -> None:
    """A record id must be a record of the asking user's org whose label holds the anchor."""
    if not isinstance(record, dict):
        assert anchor is None, f"{query!r}: an anchor without a record id"
        return
    ((param, rec_id),) = record.items()
    org = seedindex.org_of(param, rec_id)
    assert org == ORG[user], f"{query!r}: {param} {rec_id} is a record of {org}, not {ORG[user]}"
    assert anchor, f"{query!r}: record id without an anchor"
    label = seedindex.label(param, rec_id)
    assert anchor in label, f"{query!r}: {param} {rec_id} ({label}) does not hold {anchor!r}"


def all_wordings() -> list[tuple[str, str]]:
    """Every wording of the draft (drafted, reworded, reworded twice, reviewed), with its stage."""
    out = [("drafted", r[4]) for r in DRAFT]
    for stage, mapping in (("reworded", REWORDED), ("reworded twice", REWORDED_TWICE),
                           ("reviewed", REVIEWED)):
        out += [(stage, v[0] if isinstance(v, tuple) else v) for v in mapping.values()]
    return out


def kept_rows() -> list[tuple]:
    drafted = collections.Counter(r[4] for r in DRAFT)
    dupes = [q for q, n in drafted.items() if n > 1]
    assert not dupes, f"drafted twice: {dupes}"
    for name, mapping in (("REWORDED", REWORDED), ("DROPPED", DROPPED)):
        unknown = [q for q in mapping if q not in drafted]
        assert not unknown, f"{name} names rows that were not drafted: {unknown}"
    both = set(REWORDED) & DROPPED
    assert not both, f"both reworded and dropped: {both}"
    reworded = {v[0] if isinstance(v, tuple) else v for v in REWORDED.values()}
    unknown = [q for q in REWORDED_TWICE if q not in reworded]
    assert not unknown, f"REWORDED_TWICE names wordings that are not rewordings: {unknown}"
    wordings = set(drafted) | reworded
    wordings |= {v[0] if isinstance(v, tuple) else v for v in REWORDED_TWICE.values()}
    unknown = [q for q in DROPPED_AFTER_REWORDING if q not in wordings - set(drafted)]
    assert not unknown, f"DROPPED_AFTER_REWORDING names wordings that are not rewordings: {unknown}"
    for name, mapping in (("TRIMMED", TRIMMED), ("REVIEWED", REVIEWED)):
        unknown = [q for q in mapping if q not in wordings]
        assert not unknown, f"{name} names rows that are not kept wordings: {unknown}"
    out = []
    for kind, user, lang, typo, query, target, record, anchor in DRAFT:
        _check_record(query, user, record, anchor)
        if query in DROPPED:
            continue
        if query in REWORDED:
            query, record, anchor = _apply(query, record, anchor, REWORDED)
            if query in REWORDED_TWICE:
                query, record, anchor = _apply(query, record, anchor, REWORDED_TWICE)
            if query in DROPPED_AFTER_REWORDING:
                continue
        if query in TRIMMED:
            continue
        if query in REVIEWED:
            query, record, anchor = _apply(query, record, anchor, REVIEWED)
        _check_record(query, user, record, anchor)
        out.append((kind, user, lang, typo, query, target, record, anchor))
    return out


def build() -> tuple[list[dict], dict]:
    roles = _catalog_roles()
    rows = kept_rows()
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, (kind, user, lang, typo, query, target, record, anchor) in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        row: dict = {"id": rid, "query": query}
        if target == "u":
            assert kind == "unc", f"{query!r}: kind {kind} on an unclear row"
            row["route"] = "unclear"
        elif target.startswith("x:"):
            assert kind == "exec", f"{query!r}: kind {kind} on an execution row"
            row["route"] = "execution"
            row["tool"] = target[2:]
        else:
            screen = target[2:]
            assert screen in roles, f"{query!r}: unknown screen {screen}"
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
    print("  other languages by user:",
          dict(collections.Counter(m["user"] for m in meta.values() if m["lang"] != "en")))
    print("  typos by kind:", dict(collections.Counter(m["kind"] for m in meta.values() if m["typo"])))
    print("  typos by user:", dict(collections.Counter(m["user"] for m in meta.values() if m["typo"])))
    recs = [r["record"] for r in lines if "record" in r]
    print("records:", len(recs), "ids", sum(isinstance(x, dict) for x in recs),
          "none", recs.count("none"), "several", recs.count("several"))
    filters = collections.Counter(
        (r["screen"], next(iter(r["record"])))
        for r in lines
        if isinstance(r.get("record"), dict)
        and r["screen"] in ("device_list", "work_orders", "user_list", "product_catalog")
    )
    print("  list filters:", dict(filters), "total", sum(filters.values()))
    print("  records by kind:", dict(collections.Counter(
        meta[r["id"]]["kind"] for r in lines if "record" in r)))
    print("tools:", dict(collections.Counter(r["tool"] for r in lines if "tool" in r).most_common()))
    screens = collections.Counter(r["screen"] for r in lines if "screen" in r)
    print("screens:", len(screens), screens.most_common(12))


def main() -> None:
    lines, meta = build()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines))
    META.write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")
    if "--counts" in sys.argv:
        counts(lines, meta)


if __name__ == "__main__":
    main()
