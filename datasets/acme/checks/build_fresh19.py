"""Build routing-fresh19.jsonl (rule v2.1): the annotator's working file.

Every drafted row is here with its kind, user, language, typo flag and, for a row that
names one record, the record as (parameter, id, anchor): the anchor is a word or phrase
that the seed record's label (datasets/acme/checks/seedindex.py) holds, so that a wrong id
fails here and in check_set.py fresh19 even when it belongs to the right org. Then what
happened to the drafted rows: `REWORDED` (a wording that collided with another text -> its
new wording), `REWORDED_TWICE` (a rewording that collided again -> its second rewording),
`DROPPED` (colliding, dropped), `TRIMMED` (not colliding, dropped toward the size and the
mix) and `REVIEWED` (not colliding, reworded on the last review; the record is set anew
where the new wording carries one). The kept rows are shuffled with a fixed seed
(`random.Random(20270119)`) and numbered f19-001... afterwards.

`denied` is set from the catalog's roles and must agree with the row's kind ("den").

Run it from the repository's root (PYTHONPATH=src .venv/bin/python -B
datasets/acme/checks/build_fresh19.py [--counts], or /tmp/fresh19/build_fresh19.py): it
rewrites the jsonl (in datasets/acme/ when the script sits in datasets/acme/checks/, else
beside the script) and fresh19-meta.json (beside the script). `--counts` prints the mix.

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
    raise SystemExit("run build_fresh19.py from the repository's root or from datasets/acme/checks")
sys.dont_write_bytecode = True  # write nothing in the repository
sys.path.insert(0, str(ROOT / "datasets" / "acme" / "checks"))
import seedindex  # noqa: E402

OUT = (HERE.parent if IN_REPO else HERE) / "routing-fresh19.jsonl"
META = HERE / "fresh19-meta.json"
SEED = 20270119
PREFIX = "f19-"

EMAIL = {"a": None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {"a": "admin", "b": "operator", "c": "viewer", "d": "admin"}
ORG = {"a": "acme", "b": "acme", "c": "acme", "d": "globex"}

DRAFT: list[tuple] = []


def R(kind, user, lang, typo, query, target, record=None):
    """record: None, "none", "several", or (parameter, id, anchor)."""
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

# ---------------------------------------------------------------------------------------
# records named the way people name them (rec)
# ---------------------------------------------------------------------------------------
# alice: devices by serial, without or with odd punctuation
R("rec", "a", "en", 0, "gs 1016 details", "n:device_details", (D, 16, "GS-1016"))
R("rec", "a", "en", 0, "find th2003 for me", "n:device_details", (D, 23, "TH-2003"))
R("rec", "a", "en", 0, "cam 3003 quick look", "n:device_details", (D, 27, "CAM-3003"))
R("rec", "a", "en", 0, "jump to gw_4001", "n:device_details", (D, 28, "GW-4001"))
R("rec", "a", "en", 0, "Gs-1019 please", "n:device_details", (D, 19, "GS-1019"))
R("rec", "a", "en", 0, "device gs.1006", "n:device_details", (D, 6, "GS-1006"))
R("rec", "a", "en", 0, "GS1020 status page", "n:device_details", (D, 20, "GS-1020"))
R("rec", "a", "en", 0, "need the page for sensor 1002 (the GS one)", "n:device_details", (D, 2, "GS-1002"))
R("rec", "a", "en", 1, "pul up gs1010", "n:device_details", (D, 10, "GS-1010"))
R("rec", "a", "en", 0, "TH 2001 in lyon", "n:device_details", (D, 21, "TH-2001"))
# alice: devices by name, partial name, place, what they watch
R("rec", "a", "en", 0, "the crude unit h2s monitor", "n:device_details", (D, 8, "Crude unit H2S"))
R("rec", "a", "en", 0, "the bearing sensor on pump p-101", "n:device_details", (D, 22, "Pump P-101 bearing"))
R("rec", "a", "en", 0, "heater outlet thermometer at the refinery", "n:device_details", (D, 23, "Crude heater outlet"))
R("rec", "a", "en", 0, "the vapour recovery detector out at the terminal", "n:device_details", (D, 17, "Vapour recovery"))
R("rec", "a", "en", 0, "tank 4 temperature probe", "n:device_details", (D, 24, "Tank 4 product"))
R("rec", "a", "en", 0, "our gateway in lyon", "n:device_details", (D, 28, "Lyon gateway"))
R("rec", "a", "en", 0, "jetty 3 h2s unit", "n:device_details", (D, 20, "Jetty 3 H2S"))
R("rec", "a", "en", 0, "the portable carried by the lyon shift lead", "n:device_details", (D, 7, "Portable - shift lead"))
R("rec", "a", "en", 0, "the control room detector in houston, not the lyon one", "n:device_details", (D, 13, "Control room"))
R("rec", "a", "en", 0, "the north tank farm sensor", "n:device_details", (D, 9, "Tank farm north"))
R("rec", "a", "en", 1, "the hydrotreater detecter", "n:device_details", (D, 12, "Hydrotreater"))
R("rec", "a", "en", 0, "the camera watching the jetties in rotterdam", "n:device_details", (D, 27, "Jetty overview"))
R("rec", "a", "en", 0, "that reactor hall sensor", "n:device_details", "several")
R("rec", "a", "en", 0, "the houston device that's in maintenance", "n:device_details", "several")
# alice: devices by how they stand, a reading, firmware, battery, storage, signal
R("rec", "a", "en", 0, "the offline camera in houston", "n:device_details", (D, 26, "CAM-3002"))
R("rec", "a", "en", 0, "the detector showing 12% LEL", "n:device_details", (D, 17, "GS-1017"))
R("rec", "a", "en", 0, "the thermometer sitting at about 61 degrees", "n:device_details", (D, 22, "TH-2002"))
R("rec", "a", "en", 0, "whichever detector has the flattest battery", "n:device_details", (D, 4, "GS-1004"))
R("rec", "a", "en", 0, "the gateway with the poorest reception", "n:device_details", (D, 29, "GW-4002"))
R("rec", "a", "en", 0, "the gateway that has the most sensors hanging off it", "n:device_details", (D, 29, "GW-4002"))
R("rec", "a", "en", 0, "the jetty camera that's at 48% storage", "n:device_details", (D, 27, "CAM-3003"))
R("rec", "a", "en", 0, "the one detector still running firmware 2.8.0", "n:device_details", (D, 14, "GS-1014"))
R("rec", "a", "en", 0, "the x-am on 5.1.7", "n:device_details", (D, 4, "GS-1004"))
R("rec", "a", "en", 0, "the thermometer on firmware 10.2", "n:device_details", (D, 23, "TH-2003"))
R("rec", "a", "en", 0, "the gas sensor reading 3.4% LEL", "n:device_details", (D, 12, "GS-1012"))
R("rec", "a", "en", 1, "the polytron thats offline in rotterdam", "n:device_details", (D, 17, "GS-1017"))
R("rec", "a", "en", 0, "the camera on 10.12.199", "n:device_details", (D, 26, "CAM-3002"))
# alice: device sub-pages
R("rec", "a", "en", 0, "readings from the cold room thermometer", "n:device_telemetry", (D, 21, "Cold room 1"))
R("rec", "a", "en", 0, "h2s trend for gs-1008 over the last day", "n:device_telemetry", (D, 8, "GS-1008"))
R("rec", "a", "en", 0, "signal history of the rotterdam gateway", "n:device_telemetry", (D, 30, "Rotterdam gateway"))
R("rec", "a", "en", 0, "bump test log for the jetty 2 detector", "n:device_calibration", (D, 16, "Jetty 2"))
R("rec", "a", "en", 0, "settings of the solvent store sensor", "n:device_configuration", (D, 5, "Solvent store"))
R("rec", "a", "en", 1, "take me to decomissioning for gs 1004", "n:decommission_device", (D, 4, "GS-1004"))
R("rec", "a", "en", 0, "the edit form for Tom Okafor's user", "n:edit_user_details", (U, 5, "Tom Okafor"))
R("rec", "a", "en", 0, "vibration chart for the pump bearing thermometer", "n:device_telemetry", (D, 22, "TH-2002"))
# alice: people by name, e-mail, possessive, department, status, phone
R("rec", "a", "en", 0, "priya's user page", "n:user_details", (U, 6, "Priya Raman"))
R("rec", "a", "en", 0, "details for lukas.meyer@acme.example", "n:user_details", (U, 8, "lukas.meyer@acme.example"))
R("rec", "a", "en", 0, "who is hiroshi tanaka exactly", "n:user_details", (U, 7, "Hiroshi Tanaka"))
R("rec", "a", "en", 0, "the Tom from health and safety", "n:user_details", (U, 5, "Tom Okafor"))
R("rec", "a", "en", 0, "the Tom who works in maintenance", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "a", "en", 0, "our IT admin's account", "n:user_details", (U, 7, "Hiroshi Tanaka"))
R("rec", "a", "en", 0, "the process engineer on the control room team", "n:user_details", (U, 6, "Priya Raman"))
R("rec", "a", "en", 0, "the colleague with a rotterdam phone number", "n:user_details", "several")
R("rec", "a", "en", 0, "whose mobile ends with 0193", "n:user_details", (U, 8, "0193"))
R("rec", "a", "en", 0, "the quality viewer who hasn't accepted her invite yet", "n:user_details", (U, 9, "Sofia Marchetti"))
R("rec", "a", "en", 0, "the operator we invited but who never signed in", "n:user_details", (U, 10, "Emma Laurent"))
R("rec", "a", "en", 0, "Sofia's account page", "n:user_details", (U, 9, "Sofia Marchetti"))
R("rec", "a", "en", 0, "emma laurent please", "n:user_details", (U, 10, "Emma Laurent"))
R("rec", "a", "en", 0, "bob's profile", "n:user_details", (U, 2, "Bob Operator"))
R("rec", "a", "en", 0, "carol viewer's user details", "n:user_details", (U, 3, "Carol Viewer"))
R("rec", "a", "en", 0, "the only deactivated account we have", "n:user_details", (U, 8, "deactivated"))
R("rec", "a", "en", 0, "my own page, the alice@acme.example one", "n:profile")
R("rec", "a", "en", 0, "open Tom's account", "n:user_details", "several")
R("rec", "a", "en", 0, "mr tanaka", "n:user_details", (U, 7, "Hiroshi Tanaka"))
R("rec", "a", "en", 1, "ms ramans detials", "n:user_details", (U, 6, "Priya Raman"))
R("rec", "a", "en", 1, "emma laurant's acount", "n:user_details", (U, 10, "Emma Laurent"))
R("rec", "a", "en", 0, "the colleague with a houston 713 number in process engineering", "n:user_details", (U, 6, "Priya Raman"))
# alice: sites
R("rec", "a", "en", 0, "our site in texas", "n:site_details", (S, 2, "Houston refinery"))
R("rec", "a", "en", 0, "the dutch terminal", "n:site_details", (S, 3, "Rotterdam terminal"))
R("rec", "a", "en", 0, "the facility at 18 rue de gerland", "n:site_details", (S, 1, "Rue de Gerland"))
R("rec", "a", "en", 0, "the place on maasvlakteweg", "n:site_details", (S, 3, "Maasvlakteweg"))
R("rec", "a", "en", 0, "the lyon plant site page", "n:site_details", (S, 1, "Lyon plant"))
R("rec", "a", "en", 0, "floor plan of the lyon plant", "n:floor_plans", (S, 1, "Lyon plant"))
R("rec", "a", "en", 0, "where the sensors sit on the houston layout", "n:floor_plans", (S, 2, "Houston refinery"))
R("rec", "a", "en", 1, "houstn refinery", "n:site_details", (S, 2, "Houston refinery"))
# alice: products, manufacturers, teams
R("rec", "a", "en", 0, "the polytron 8700 page", "n:product_details", (P, 3, "Polytron 8700"))
R("rec", "a", "en", 0, "stt850 specs", "n:product_details", (P, 4, "SmartLine STT850"))
R("rec", "a", "en", 0, "the dome camera model with IR illumination", "n:product_details", (P, 7, "P3265-LVE"))
R("rec", "a", "en", 0, "the confined-space monitor we buy", "n:product_details", (P, 2, "X-am 5600"))
R("rec", "a", "en", 0, "our portable four-gas detector model", "n:product_details", (P, 1, "BW Ultra"))
R("rec", "a", "en", 0, "the gateway model rated for 500 sensors", "n:product_details", (P, 8, "WISE-6610"))
R("rec", "a", "en", 0, "wise 2410 product", "n:product_details", (P, 5, "WISE-2410"))
R("rec", "a", "en", 0, "axis comms", "n:manufacturer_details", (M, 3, "Axis Communications"))
R("rec", "a", "en", 0, "the dräger vendor page", "n:manufacturer_details", (M, 2, "Dräger"))
R("rec", "a", "en", 0, "our american supplier", "n:manufacturer_details", (M, 1, "Honeywell"))
R("rec", "a", "en", 0, "advantech, the maker", "n:manufacturer_details", (M, 4, "Advantech"))
R("rec", "a", "en", 1, "honeywel", "n:manufacturer_details", (M, 1, "Honeywell"))
R("rec", "a", "en", 0, "the safety and compliance group", "n:team_details", (T, 3, "Safety & Compliance"))
R("rec", "a", "en", 0, "the team that does the bump tests and repairs", "n:team_details", (T, 2, "Maintenance"))
R("rec", "a", "en", 0, "the round-the-clock monitoring crew", "n:team_details", (T, 1, "Control Room"))
# alice: alerts
R("rec", "a", "en", 0, "the battery warning on the rescue team portable", "n:alert_details", (A, 3, "GS-1014"))
R("rec", "a", "en", 0, "the alarm about the loading dock not reporting", "n:alert_details", (A, 4, "Loading dock"))
R("rec", "a", "en", 0, "the lost video stream alert", "n:alert_details", (A, 6, "Video stream lost"))
R("rec", "a", "en", 0, "the critical LEL alarm at vapour recovery", "n:alert_details", (A, 7, "LEL at 12%"))
R("rec", "a", "en", 0, "the crude unit h2s alarm", "n:alert_details", (A, 2, "H2S at 12.4 ppm"))
R("rec", "a", "en", 0, "the info alert saying jetty 3 needs calibrating", "n:alert_details", (A, 5, "due for calibration"))
R("rec", "a", "en", 1, "the co alram at tank farm north", "n:alert_details", (A, 1, "CO at 42 ppm"))
# alice: work orders
R("rec", "a", "en", 0, "the leak investigation ticket at tank farm north", "n:work_order_details", (W, 2, "Investigate CO reading"))
R("rec", "a", "en", 0, "the job about re-zeroing the flare stack transmitter", "n:work_order_details", (W, 1, "re-zero the transmitter"))
R("rec", "a", "en", 0, "hiroshi's ticket", "n:work_order_details", (W, 4, "hiroshi.tanaka"))
R("rec", "a", "en", 0, "the houston gateway firmware job", "n:work_order_details", (W, 5, "Upgrade Houston gateway firmware"))
R("rec", "a", "en", 0, "the urgent work order", "n:work_order_details", (W, 2, "urgent"))
R("rec", "a", "en", 0, "bob's ticket", "n:work_order_details", "several")
R("rec", "a", "en", 0, "work order #2", "n:work_order_details", (W, 2, "Investigate CO reading"))
R("rec", "a", "en", 0, "the job that was superseded by the gatehouse project", "n:work_order_details", (W, 6, "gatehouse"))
R("rec", "a", "en", 1, "the overdeu flare camera ticket", "n:work_order_details", (W, 4, "Restore video on flare stack camera"))
# alice: invoices (by age, amount, state, position)
R("rec", "a", "en", 0, "the invoice that's still open", "n:invoice_detail", (I, 6, "5237.00, open"))
R("rec", "a", "en", 0, "the invoice from three months back", "n:invoice_detail", (I, 4, "3 month(s)"))
R("rec", "a", "en", 0, "the 5124 euro invoices", "n:invoice_detail", "several")
R("rec", "a", "en", 0, "the 5.189 € invoice", "n:invoice_detail", (I, 5, "5189.00"))
R("rec", "a", "en", 0, "the second invoice we ever received", "n:invoice_detail", (I, 2, "5 month(s)"))
R("rec", "a", "en", 0, "last month's bill", "n:invoice_detail", (I, 6, "1 month(s)"))
# alice: the other tenant's records and records that do not exist
R("rec", "a", "en", 0, "GX-5007 page", "n:device_details", "none")
R("rec", "a", "en", 0, "grace liu's user page", "n:user_details", "none")
R("rec", "a", "en", 0, "the denver substation", "n:site_details", "none")
R("rec", "a", "en", 0, "sensor GS-1055", "n:device_details", "none")
R("rec", "a", "en", 0, "the teltonika vendor page", "n:manufacturer_details", "none")
# alice: other languages
R("rec", "a", "fr", 0, "montre-moi le capteur de la salle des chaudières", "n:device_details", (D, 1, "Boiler room CO"))
R("rec", "a", "fr", 0, "la fiche de Lukas Meyer", "n:user_details", (U, 8, "Lukas Meyer"))
R("rec", "a", "fr", 0, "le site de Rotterdam", "n:site_details", (S, 3, "Rotterdam terminal"))
R("rec", "a", "fr", 0, "la facture de 5 189 €", "n:invoice_detail", (I, 5, "5189.00"))
R("rec", "a", "fr", 0, "l'équipe de la salle de contrôle", "n:team_details", (T, 1, "Control Room"))
R("rec", "a", "de", 0, "zeig mir die Wärmebildkamera an der Fackel", "n:device_details", (D, 26, "Flare stack thermal"))
R("rec", "a", "de", 0, "das Benutzerkonto von Priya Raman", "n:user_details", (U, 6, "Priya Raman"))
R("rec", "a", "de", 0, "der Auftrag zum Sensorkopf an GS-1011", "n:work_order_details", (W, 1, "Replace sensor head"))
R("rec", "a", "de", 0, "der Hersteller aus Taiwan", "n:manufacturer_details", (M, 4, "Advantech"))
R("rec", "a", "es", 0, "abre el sensor del almacén de disolventes", "n:device_details", (D, 5, "Solvent store"))
R("rec", "a", "es", 0, "el perfil de Tom Becker", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "a", "es", 0, "la refinería de Houston", "n:site_details", (S, 2, "Houston refinery"))
R("rec", "a", "es", 0, "la alarma de batería del GS-1014", "n:alert_details", (A, 3, "Battery at 14%"))
R("rec", "a", "it", 0, "apri il termometro della cella frigorifera", "n:device_details", (D, 21, "Cold room 1"))
R("rec", "a", "it", 0, "la pagina di Hiroshi Tanaka", "n:user_details", (U, 7, "Hiroshi Tanaka"))
R("rec", "a", "it", 0, "la fattura non ancora pagata", "n:invoice_detail", (I, 6, "open"))
R("rec", "a", "pt", 0, "abre a câmera do portão principal", "n:device_details", (D, 25, "Main gate"))
R("rec", "a", "pt", 0, "o perfil da Sofia Marchetti", "n:user_details", (U, 9, "Sofia Marchetti"))
R("rec", "a", "pt", 0, "a ordem de serviço cancelada", "n:work_order_details", (W, 6, "cancelled"))
R("rec", "a", "nl", 0, "open de gateway in Houston", "n:device_details", (D, 29, "Houston gateway"))
R("rec", "a", "nl", 0, "de pagina van Emma Laurent", "n:user_details", (U, 10, "Emma Laurent"))
R("rec", "a", "nl", 0, "de werkorder van Hiroshi", "n:work_order_details", (W, 4, "hiroshi.tanaka"))
# bob
R("rec", "b", "en", 0, "the tank farm north investigation i'm on", "n:work_order_details", (W, 2, "Investigate CO reading at tank farm north"))
R("rec", "b", "en", 0, "gs1004 loading dock", "n:device_details", (D, 4, "GS-1004"))
R("rec", "b", "en", 0, "tom becker's details", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "b", "en", 0, "the page of the team i belong to", "n:team_details", (T, 2, "Maintenance"))
R("rec", "b", "en", 0, "the camera alarm I acked", "n:alert_details", (A, 6, "bob@acme.example"))
R("rec", "b", "en", 0, "bob@acme.example, my own account", "n:profile")
R("rec", "b", "en", 0, "gx 5001", "n:device_details", "none")
R("rec", "b", "en", 0, "the houston gateway", "n:device_details", (D, 29, "Houston gateway"))
R("rec", "b", "en", 1, "priyas bump test job", "n:work_order_details", (W, 3, "Bump test rescue team"))
R("rec", "b", "de", 0, "zeig mir den Detektor GS 1018", "n:device_details", (D, 18, "GS-1018"))
R("rec", "b", "en", 0, "calibration records of the jetty 1 sensor", "n:device_calibration", (D, 15, "Jetty 1"))
# carol
R("rec", "c", "en", 0, "the safety team page", "n:team_details", (T, 3, "Safety & Compliance"))
R("rec", "c", "en", 0, "tom becker's info", "n:user_details", (U, 4, "Tom Becker"))
R("rec", "c", "en", 0, "the offline sensor at the loading dock", "n:device_details", (D, 4, "Loading dock"))
R("rec", "c", "en", 0, "work order three", "n:work_order_details", (W, 3, "Bump test rescue team"))
R("rec", "c", "en", 0, "the sf6 detector in denver", "n:device_details", "none")
R("rec", "c", "en", 0, "carol@acme.example, that's me", "n:profile")
R("rec", "c", "en", 0, "the polytron product page", "n:product_details", (P, 3, "Polytron 8700"))
R("rec", "c", "en", 1, "sofia marchettis page", "n:user_details", (U, 9, "Sofia Marchetti"))
R("rec", "c", "fr", 0, "l'alerte de calibration du GS-1020", "n:alert_details", (A, 5, "GS-1020"))
R("rec", "c", "en", 0, "readings from gs1013", "n:device_telemetry", (D, 13, "GS-1013"))
# dave
R("rec", "d", "en", 0, "gx5001 please", "n:device_details", (D, 31, "GX-5001"))
R("rec", "d", "en", 0, "GXT 6003", "n:device_details", (D, 38, "GXT-6003"))
R("rec", "d", "en", 0, "open gxc-7001 for me", "n:device_details", (D, 39, "GXC-7001"))
R("rec", "d", "en", 0, "GXW8005 overview", "n:device_details", (D, 60, "GXW-8005"))
R("rec", "d", "en", 0, "gx_5012", "n:device_details", (D, 55, "GX-5012"))
R("rec", "d", "en", 0, "the filter gallery sensor", "n:device_details", (D, 33, "Filter gallery"))
R("rec", "d", "en", 0, "dosing pump skid detector", "n:device_details", (D, 34, "Dosing pump skid"))
R("rec", "d", "en", 0, "the wet well chlorine sensor at leeds", "n:device_details", (D, 54, "Wet well"))
R("rec", "d", "en", 0, "hypochlorite tank monitor", "n:device_details", (D, 53, "Hypochlorite tank"))
R("rec", "d", "en", 0, "the north fence camera", "n:device_details", (D, 40, "North fence"))
R("rec", "d", "en", 0, "substation yard cam", "n:device_details", (D, 51, "Substation yard"))
R("rec", "d", "en", 0, "the T1 thermal camera in denver", "n:device_details", (D, 49, "Transformer T1 thermal"))
R("rec", "d", "en", 0, "relay cabinet r1 thermometer", "n:device_details", (D, 47, "Relay cabinet R1"))
R("rec", "d", "en", 0, "the control kiosk thermometer", "n:device_details", (D, 57, "Control kiosk"))
R("rec", "d", "en", 0, "pump motor m2 at leeds", "n:device_details", (D, 56, "Pump motor M2"))
R("rec", "d", "en", 0, "our only offline chlorine sensor", "n:device_details", (D, 33, "GX-5003"))
R("rec", "d", "en", 0, "the detector reading 1.8 ppm chlorine", "n:device_details", (D, 32, "GX-5002"))
R("rec", "d", "en", 0, "the camera using the least storage", "n:device_details", (D, 40, "GXC-7002"))
R("rec", "d", "en", 0, "the leeds router on 7.05 that's still online", "n:device_details", (D, 60, "GXW-8005"))
R("rec", "d", "en", 0, "the routers still on 7.05", "n:device_details", "several")
R("rec", "d", "en", 0, "the sf6 sensor on firmware 1.7.3", "n:device_details", (D, 46, "GX-5009"))
R("rec", "d", "en", 0, "the thermometer running hot at 48 degrees", "n:device_details", (D, 48, "GXT-6005"))
R("rec", "d", "en", 0, "high lift pump two thermometer", "n:device_details", (D, 37, "High-lift pump 2"))
R("rec", "d", "en", 0, "the springfield router", "n:device_details", "several")
R("rec", "d", "en", 1, "the outfal chamber detector", "n:device_details", (D, 55, "Outfall chamber"))
R("rec", "d", "en", 1, "the clorine store sensor at springfield", "n:device_details", (D, 31, "Chlorine store"))
R("rec", "d", "en", 0, "cl2 trend for the chlorine store", "n:device_telemetry", (D, 31, "Chlorine store"))
R("rec", "d", "en", 0, "calibration history of GX-5006", "n:device_calibration", (D, 43, "GX-5006"))
R("rec", "d", "en", 0, "config page of the north fence camera", "n:device_configuration", (D, 40, "North fence"))
R("rec", "d", "en", 0, "decommission screen for GXC-7005", "n:decommission_device", (D, 51, "GXC-7005"))
R("rec", "d", "en", 0, "edit frank castillo's record", "n:edit_user_details", (U, 13, "Frank Castillo"))
R("rec", "d", "en", 0, "grace liu", "n:user_details", (U, 14, "Grace Liu"))
R("rec", "d", "en", 0, "irene's account", "n:user_details", (U, 16, "Irene Kowalski"))
R("rec", "d", "en", 0, "maya.patel@globex.example", "n:user_details", (U, 20, "maya.patel@globex.example"))
R("rec", "d", "en", 0, "the operator whose account we switched off", "n:user_details", (U, 18, "Kim Larsen"))
R("rec", "d", "en", 0, "our compliance viewer", "n:user_details", (U, 20, "Compliance"))
R("rec", "d", "en", 0, "the water treatment guy", "n:user_details", (U, 15, "Hector Alvarez"))
R("rec", "d", "en", 0, "leo's user page", "n:user_details", (U, 17, "Leo Fischer"))
R("rec", "d", "en", 0, "the people with denver 303 numbers", "n:user_details", "several")
R("rec", "d", "en", 0, "Erin's profile", "n:user_details", (U, 12, "Erin Walsh"))
R("rec", "d", "en", 0, "dave@globex.example, my page", "n:profile")
R("rec", "d", "en", 0, "the other IT admin besides me", "n:user_details", (U, 16, "IT"))
R("rec", "d", "en", 1, "hector alvarezs acount", "n:user_details", (U, 15, "Hector Alvarez"))
R("rec", "d", "en", 0, "the leeds site", "n:site_details", (S, 6, "Leeds pumping station"))
R("rec", "d", "en", 0, "our illinois facility", "n:site_details", (S, 4, "Springfield water works"))
R("rec", "d", "en", 0, "the site on kirkstall road", "n:site_details", (S, 6, "Kirkstall Road"))
R("rec", "d", "en", 0, "the colorado site", "n:site_details", (S, 5, "Denver substation"))
R("rec", "d", "en", 0, "denver floor plan", "n:floor_plans", (S, 5, "Denver substation"))
R("rec", "d", "en", 0, "the RUT955 model page", "n:product_details", (P, 15, "RUT955"))
R("rec", "d", "en", 0, "trb 245", "n:product_details", (P, 16, "TRB245"))
R("rec", "d", "en", 0, "our chlorine detector model", "n:product_details", (P, 9, "GasGuard Cl2"))
R("rec", "d", "en", 0, "the bi-spectrum camera product", "n:product_details", (P, 13, "DS-2TD2617-10"))
R("rec", "d", "en", 0, "sitrans th320", "n:product_details", (P, 11, "Sitrans TH320"))
R("rec", "d", "en", 0, "the battery thermometer model for relay cabinets", "n:product_details", (P, 12, "TempLink T100"))
R("rec", "d", "en", 0, "hikvision", "n:manufacturer_details", (M, 7, "Hikvision"))
R("rec", "d", "en", 0, "the chinese camera maker", "n:manufacturer_details", (M, 7, "China"))
R("rec", "d", "en", 0, "bosch vendor page", "n:manufacturer_details", (M, 6, "Bosch"))
R("rec", "d", "en", 0, "the german vendors", "n:manufacturer_details", "several")
R("rec", "d", "en", 0, "security operations team", "n:team_details", (T, 6, "Security Operations"))
R("rec", "d", "en", 0, "grid ops", "n:team_details", (T, 5, "Grid Operations"))
R("rec", "d", "en", 0, "the crew of technicians that visits the stations", "n:team_details", (T, 4, "Field Service"))
R("rec", "d", "en", 0, "the cabinet temperature alarm", "n:alert_details", (A, 10, "Cabinet temperature"))
R("rec", "d", "en", 0, "the alert about the leeds outfall router being offline", "n:alert_details", (A, 11, "GXW-8004"))
R("rec", "d", "en", 0, "the filter gallery not-reporting alert", "n:alert_details", (A, 13, "Filter gallery"))
R("rec", "d", "en", 0, "the transformer hot spot alarm", "n:alert_details", (A, 14, "Hot spot"))
R("rec", "d", "en", 0, "the 1350 ppm sf6 alarm", "n:alert_details", (A, 9, "SF6 at 1350 ppm"))
R("rec", "d", "en", 0, "the sf6 leak hunt in bay 2", "n:work_order_details", (W, 8, "Locate SF6 leak"))
R("rec", "d", "en", 0, "frank's ticket", "n:work_order_details", (W, 8, "frank.castillo"))
R("rec", "d", "en", 0, "erin's work order", "n:work_order_details", "several")
R("rec", "d", "en", 0, "the lte link job at leeds", "n:work_order_details", (W, 10, "Restore LTE link"))
R("rec", "d", "en", 0, "relay cabinet quarterly check", "n:work_order_details", (W, 11, "Quarterly check"))
R("rec", "d", "en", 0, "the north fence camera install job", "n:work_order_details", (W, 12, "Install perimeter camera"))
R("rec", "d", "en", 0, "the urgent ticket on the chlorination room", "n:work_order_details", (W, 7, "Replace chlorine sensor cell"))
R("rec", "d", "en", 0, "the storm damaged camera realign job", "n:work_order_details", (W, 9, "Re-align thermal camera"))
R("rec", "d", "en", 0, "our newest bill", "n:invoice_detail", (I, 12, "1382.00"))
R("rec", "d", "en", 0, "the 1299 dollar invoices", "n:invoice_detail", "several")
R("rec", "d", "en", 0, "the older of our two unpaid invoices", "n:invoice_detail", (I, 11, "2 month(s) before seeding, 1345.00, open"))
R("rec", "d", "en", 0, "the invoice from four months ago", "n:invoice_detail", (I, 9, "4 month(s)"))
R("rec", "d", "en", 0, "the first invoice billed at 1,345", "n:invoice_detail", (I, 10, "3 month(s) before seeding, 1345.00"))
R("rec", "d", "en", 0, "gs-1009 page", "n:device_details", "none")
R("rec", "d", "en", 0, "tom becker", "n:user_details", "none")
R("rec", "d", "en", 0, "the houston gateway device", "n:device_details", "none")
R("rec", "d", "en", 0, "the lyon plant site", "n:site_details", "none")
R("rec", "d", "fr", 0, "la caméra de l'entrée principale à Springfield", "n:device_details", (D, 39, "Main entrance"))
R("rec", "d", "es", 0, "el perfil de Leo Fischer", "n:user_details", (U, 17, "Leo Fischer"))
R("rec", "d", "de", 0, "die Pumpstation in Leeds", "n:site_details", (S, 6, "Leeds pumping station"))
R("rec", "d", "nl", 0, "de router met het zwakste signaal", "n:device_details", (D, 59, "GXW-8004"))
R("rec", "d", "it", 0, "il sensore SF6 della baia 3", "n:device_details", (D, 45, "GIS bay 3"))

# ---------------------------------------------------------------------------------------
# questions about what exists / is going on (q)
# ---------------------------------------------------------------------------------------
# alice: lists filtered by a record
R("q", "a", "en", 0, "how many sensors have gone offline at the rotterdam terminal?", "n:device_list", (S, 3, "Rotterdam terminal"))
R("q", "a", "en", 0, "what have we got installed in lyon?", "n:device_list", (S, 1, "Lyon plant"))
R("q", "a", "en", 0, "count of cameras and gateways at the houston refinery", "n:device_list", (S, 2, "Houston refinery"))
R("q", "a", "en", 0, "what's still open for priya?", "n:work_orders", (U, 6, "Priya Raman"))
R("q", "a", "en", 0, "which jobs does tom becker have on his plate", "n:work_orders", (U, 4, "Tom Becker"))
R("q", "a", "en", 0, "anything assigned to me right now?", "n:work_orders", (U, 1, "Alice Admin"))
R("q", "a", "en", 0, "who's in the maintenance team?", "n:user_list", (T, 2, "Maintenance"))
R("q", "a", "en", 0, "how many people sit in the control room team", "n:user_list", (T, 1, "Control Room"))
R("q", "a", "en", 0, "which products do we get from dräger?", "n:product_catalog", (M, 2, "Dräger"))
R("q", "a", "en", 0, "what honeywell models are in use here", "n:product_catalog", (M, 1, "Honeywell"))
R("q", "a", "en", 1, "any devices down in houstan?", "n:device_list", (S, 2, "Houston refinery"))
R("q", "a", "en", 0, "is anything in maintenance at lyon plant", "n:device_list", (S, 1, "Lyon plant"))
# alice: lists filtered by a value only, or unfiltered
R("q", "a", "en", 0, "are any devices in maintenance mode at the moment?", "n:device_list")
R("q", "a", "en", 0, "which of our gas detectors aren't reporting?", "n:device_list")
R("q", "a", "en", 0, "which tickets are overdue", "n:work_orders")
R("q", "a", "en", 0, "do we have any urgent jobs open?", "n:work_orders")
R("q", "a", "en", 0, "do we have any deactivated accounts lying around", "n:user_list")
R("q", "a", "en", 0, "how many critical alarms are open right now?", "n:alerts_inbox")
R("q", "a", "en", 0, "anything alarming that nobody has acknowledged?", "n:alerts_inbox")
R("q", "a", "en", 1, "how many warnigns came in today", "n:alerts_inbox")
R("q", "a", "en", 0, "who are our admins?", "n:user_list")
R("q", "a", "en", 0, "which work orders got finished this month", "n:work_orders")
# alice: record pages for one attribute or for what is going on at one site or device
R("q", "a", "en", 0, "what's going on at the houston refinery today?", "n:site_details", (S, 2, "Houston refinery"))
R("q", "a", "en", 0, "any open alarms at the lyon plant?", "n:site_details", (S, 1, "Lyon plant"))
R("q", "a", "en", 0, "how much battery is left on gs-1016?", "n:device_details", (D, 16, "GS-1016"))
R("q", "a", "en", 0, "which firmware is the houston gateway running", "n:device_details", (D, 29, "GW-4002"))
R("q", "a", "en", 0, "is cam-3003 online?", "n:device_details", (D, 27, "CAM-3003"))
R("q", "a", "en", 0, "what is gs-1012 measuring right now", "n:device_telemetry", (D, 12, "GS-1012"))
R("q", "a", "en", 0, "how strong is gw-4001's signal?", "n:device_telemetry", (D, 28, "GW-4001"))
R("q", "a", "en", 0, "when is the tank pit 4 detector due for its next calibration", "n:device_calibration", (D, 19, "Tank pit 4"))
R("q", "a", "en", 0, "what's tom okafor's phone number?", "n:user_details", (U, 5, "Tom Okafor"))
R("q", "a", "en", 0, "which team is priya on?", "n:user_details", (U, 6, "Priya Raman"))
R("q", "a", "en", 0, "what's the street address of the rotterdam terminal", "n:site_details", (S, 3, "Rotterdam terminal"))
R("q", "a", "en", 0, "who's working work order 1?", "n:work_order_details", (W, 1, "tom.becker"))
R("q", "a", "en", 0, "how many units of the x-am 5600 do we run", "n:product_details", (P, 2, "X-am 5600"))
R("q", "a", "en", 0, "how many open alerts does gs-1009 have", "n:device_details", (D, 9, "GS-1009"))
R("q", "a", "en", 0, "what's happening with the flare stack camera?", "n:device_details", (D, 26, "Flare stack thermal"))
R("q", "a", "en", 1, "whats the temprature in cold room 1", "n:device_telemetry", (D, 21, "Cold room 1"))
R("q", "a", "en", 0, "when is the camera relocation job due", "n:work_order_details", (W, 6, "Relocate main gate camera"))
R("q", "a", "en", 0, "what's lukas meyer's status, still active?", "n:user_details", (U, 8, "Lukas Meyer"))
# alice: screens that hold the answer
R("q", "a", "en", 0, "which locations are set up in the console?", "n:site_list")
R("q", "a", "en", 0, "who's on duty for alarms this weekend?", "n:on_call_schedule")
R("q", "a", "en", 0, "what maintenance is planned for next week?", "n:maintenance_schedule")
R("q", "a", "en", 0, "how many kWh did the houston site burn last month", "n:energy_usage_analytics")
R("q", "a", "en", 0, "are we running low on calibration gas cylinders?", "n:spare_parts_inventory")
R("q", "a", "en", 0, "which detectors failed their last bump test?", "n:compliance_reports")
R("q", "a", "en", 0, "who removed a device from the fleet yesterday?", "n:audit_log")
R("q", "a", "en", 0, "how close are we to the monthly api quota?", "n:api_usage")
R("q", "a", "en", 0, "what plan are we paying for at the moment", "n:organization_billing")
R("q", "a", "en", 0, "which rules trigger on hydrogen sulphide?", "n:alert_rules")
R("q", "a", "en", 0, "are any of our alert rules switched off?", "n:alert_rules")
R("q", "a", "en", 0, "what caused the last gas leak incident and how was it closed", "n:incident_history")
R("q", "a", "en", 0, "is the acme platform having an outage?", "n:system_status")
R("q", "a", "en", 0, "what changed in the latest console release?", "n:release_notes")
R("q", "a", "en", 0, "do i have any unread notifications", "n:notifications")
R("q", "a", "en", 0, "after how many minutes does a critical alarm get escalated?", "n:escalation_policies")
R("q", "a", "en", 0, "which reports go out by email every monday?", "n:scheduled_reports")
R("q", "a", "en", 0, "how many device groups have we defined?", "n:device_groups")
R("q", "a", "en", 0, "what product categories exist?", "n:product_categories")
R("q", "a", "en", 0, "which brands do we buy our kit from?", "n:manufacturers")
R("q", "a", "en", 0, "how many teams does the org have", "n:teams")
R("q", "a", "en", 0, "which invites are still waiting to be accepted?", "n:pending_invitations")
R("q", "a", "en", 0, "is slack connected to the console?", "n:integrations")
R("q", "a", "en", 0, "is single sign-on switched on for us?", "n:sso_settings")
R("q", "a", "en", 0, "how long do we keep raw telemetry?", "n:data_retention_settings")
R("q", "a", "en", 0, "what timezone is our org configured with", "n:manage_organization")
R("q", "a", "en", 0, "did any webhook deliveries fail overnight?", "n:webhooks")
R("q", "a", "en", 0, "what can an operator do that a viewer can't?", "n:roles_permissions")
R("q", "a", "en", 1, "wich plan would give us more devices", "n:subscription_plans")
R("q", "a", "en", 1, "how many devices do we have in totl", "n:device_list")
R("q", "a", "en", 0, "where do our rotterdam devices sit on the map?", "n:device_map")
# alice: other languages
R("q", "a", "fr", 0, "combien de capteurs sont hors ligne à Lyon ?", "n:device_list", (S, 1, "Lyon plant"))
R("q", "a", "fr", 0, "qui est d'astreinte ce soir ?", "n:on_call_schedule")
R("q", "a", "fr", 0, "quelle est l'adresse du site de Houston ?", "n:site_details", (S, 2, "Houston refinery"))
R("q", "a", "de", 0, "wie viele kritische Alarme sind gerade offen?", "n:alerts_inbox")
R("q", "a", "de", 0, "wer ist im Wartungsteam?", "n:user_list", (T, 2, "Maintenance"))
R("q", "a", "de", 0, "welche Detektoren sind bei der Kalibrierung überfällig?", "n:compliance_reports")
R("q", "a", "es", 0, "¿qué órdenes de trabajo tiene Priya?", "n:work_orders", (U, 6, "Priya Raman"))
R("q", "a", "es", 0, "¿cuánta batería le queda al GS-1007?", "n:device_details", (D, 7, "GS-1007"))
R("q", "a", "it", 0, "quanti dispositivi abbiamo a Rotterdam?", "n:device_list", (S, 3, "Rotterdam terminal"))
R("q", "a", "it", 0, "quanta energia ha consumato Lione il mese scorso?", "n:energy_usage_analytics")
R("q", "a", "pt", 0, "quais produtos da Axis usamos?", "n:product_catalog", (M, 3, "Axis Communications"))
R("q", "a", "nl", 0, "welke alarmen zijn nog niet bevestigd?", "n:alerts_inbox")
R("q", "a", "nl", 0, "hoeveel reserveaccu's hebben we nog op voorraad?", "n:spare_parts_inventory")
# bob
R("q", "b", "en", 0, "what's on my plate today", "n:work_orders", (U, 2, "Bob Operator"))
R("q", "b", "en", 0, "how many devices are down in houston right now", "n:device_list", (S, 2, "Houston refinery"))
R("q", "b", "en", 0, "what's the co reading on gs-1009 at the moment", "n:device_telemetry", (D, 9, "GS-1009"))
R("q", "b", "en", 0, "do we have spare batteries for the bw ultra?", "n:spare_parts_inventory")
R("q", "b", "en", 0, "which alarms are critical?", "n:alerts_inbox")
R("q", "b", "en", 1, "whos on call tonite", "n:on_call_schedule")
R("q", "b", "en", 0, "is reactor hall A's detector up and running?", "n:device_details", (D, 2, "Reactor hall A"))
# carol
R("q", "c", "en", 0, "who else is in my team?", "n:user_list", (T, 3, "Safety & Compliance"))
R("q", "c", "en", 0, "is anything offline in lyon?", "n:device_list", (S, 1, "Lyon plant"))
R("q", "c", "en", 0, "which calibrations are overdue across the sites?", "n:compliance_reports")
R("q", "c", "en", 0, "what's the status of work order 4?", "n:work_order_details", (W, 4, "Restore video"))
R("q", "c", "en", 0, "battery level of the lyon shift lead's portable?", "n:device_details", (D, 7, "GS-1007"))
R("q", "c", "en", 1, "any critcal alarms right now", "n:alerts_inbox")
R("q", "c", "de", 0, "welche Berichte werden jede Woche verschickt?", "n:scheduled_reports")
# dave
R("q", "d", "en", 0, "how many sensors do we run at leeds?", "n:device_list", (S, 6, "Leeds pumping station"))
R("q", "d", "en", 0, "anything offline at springfield?", "n:device_list", (S, 4, "Springfield water works"))
R("q", "d", "en", 0, "what's erin working on this week", "n:work_orders", (U, 12, "Erin Walsh"))
R("q", "d", "en", 0, "who is in field service?", "n:user_list", (T, 4, "Field Service"))
R("q", "d", "en", 0, "which hikvision products do we use?", "n:product_catalog", (M, 7, "Hikvision"))
R("q", "d", "en", 0, "what's the chlorine level in the chlorination room now", "n:device_telemetry", (D, 32, "Chlorination room"))
R("q", "d", "en", 0, "what firmware is the denver router on?", "n:device_details", (D, 52, "Denver router"))
R("q", "d", "en", 0, "what's happening at the denver substation right now", "n:site_details", (S, 5, "Denver substation"))
R("q", "d", "en", 0, "which department is grace in?", "n:user_details", (U, 14, "Grace Liu"))
R("q", "d", "en", 0, "who is the leeds lte job assigned to", "n:work_order_details", (W, 10, "leo.fischer"))
R("q", "d", "en", 0, "how many warnings are still open?", "n:alerts_inbox")
R("q", "d", "en", 0, "how many units run on the TRB245?", "n:product_details", (P, 16, "TRB245"))
R("q", "d", "en", 0, "which high priority tickets are open", "n:work_orders")
R("q", "d", "en", 1, "who is on cal for leeds this weekend", "n:on_call_schedule")
R("q", "d", "en", 0, "how much did last month's invoice come to?", "n:invoice_detail", (I, 12, "1 month(s)"))
R("q", "d", "en", 0, "what's the time zone of the leeds site", "n:site_details", (S, 6, "Leeds pumping station"))
R("q", "d", "es", 0, "¿cuántos usuarios invitados no se han unido todavía?", "n:user_list")
R("q", "d", "de", 0, "welche Geräte sind in Denver offline?", "n:device_list", (S, 5, "Denver substation"))

# ---------------------------------------------------------------------------------------
# screens the asking user's role cannot open (den)
# ---------------------------------------------------------------------------------------
# carol (viewer): admin screens and the forms a viewer may not fill
R("den", "c", "en", 0, "take me to our billing overview", "n:organization_billing")
R("den", "c", "en", 0, "the invoice we still owe", "n:invoice_detail", (I, 6, "5237.00, open"))
R("den", "c", "en", 0, "let me compare the subscription tiers", "n:subscription_plans")
R("den", "c", "en", 0, "organization settings page", "n:manage_organization")
R("den", "c", "en", 0, "where are the white-label branding options", "n:branding_settings")
R("den", "c", "en", 0, "show me last week's audit trail", "n:audit_log")
R("den", "c", "en", 0, "the data retention page", "n:data_retention_settings")
R("den", "c", "en", 0, "open the saml sign-on setup", "n:sso_settings")
R("den", "c", "en", 0, "the slack and pagerduty integrations", "n:integrations")
R("den", "c", "en", 0, "list our outgoing webhooks", "n:webhooks")
R("den", "c", "en", 0, "how many api calls did we make this month", "n:api_usage")
R("den", "c", "en", 0, "open the edit page for priya raman", "n:edit_user_details", (U, 6, "Priya Raman"))
R("den", "c", "en", 0, "i want to invite a new colleague", "n:invite_user")
R("den", "c", "en", 0, "the permissions matrix for each role", "n:roles_permissions")
R("den", "c", "en", 0, "edit what the operator role is allowed to do", "n:edit_role")
R("den", "c", "en", 0, "invitations nobody has accepted yet", "n:pending_invitations")
R("den", "c", "en", 0, "the retire page for gs-1011", "n:decommission_device", (D, 11, "GS-1011"))
R("den", "c", "en", 0, "onboard a new gas sensor", "n:onboard_device")
R("den", "c", "en", 0, "csv upload for a batch of devices", "n:bulk_device_import")
R("den", "c", "en", 0, "configure the lyon gateway", "n:device_configuration", (D, 28, "Lyon gateway"))
R("den", "c", "en", 0, "the firmware rollout campaigns", "n:firmware_updates")
R("den", "c", "en", 0, "add a new product model to the catalog", "n:register_product")
R("den", "c", "en", 0, "the form to add a site", "n:create_site")
R("den", "c", "en", 0, "start a new alarm rule", "n:create_alert_rule")
R("den", "c", "en", 0, "open a ticket for the loading dock sensor", "n:create_work_order")
R("den", "c", "en", 0, "i'd like to build my own report", "n:custom_report_builder")
R("den", "c", "en", 0, "export last month's readings to csv", "n:data_export")
R("den", "c", "en", 1, "biling page", "n:organization_billing")
R("den", "c", "en", 1, "the audit lgo", "n:audit_log")
R("den", "c", "en", 1, "setup a new alret rule", "n:create_alert_rule")
R("den", "c", "fr", 0, "je veux voir les factures", "n:organization_billing")
R("den", "c", "es", 0, "quiero exportar los datos de los sensores", "n:data_export")
R("den", "c", "it", 0, "apri la configurazione del GS-1005", "n:device_configuration", (D, 5, "GS-1005"))
# bob (operator): admin screens
R("den", "b", "en", 0, "our invoices and payment card", "n:organization_billing")
R("den", "b", "en", 0, "the invoice from two months before the latest", "n:invoice_detail", (I, 4, "3 month(s)"))
R("den", "b", "en", 0, "which plan tiers can we move to", "n:subscription_plans")
R("den", "b", "en", 0, "company settings like the default locale", "n:manage_organization")
R("den", "b", "en", 0, "the email template branding", "n:branding_settings")
R("den", "b", "en", 0, "who changed the config on gs-1018? check the audit log", "n:audit_log")
R("den", "b", "en", 0, "how long is alert history retained", "n:data_retention_settings")
R("den", "b", "en", 0, "the okta single sign-on config", "n:sso_settings")
R("den", "b", "en", 0, "is pagerduty hooked up", "n:integrations")
R("den", "b", "en", 0, "our webhook endpoints", "n:webhooks")
R("den", "b", "en", 0, "api call volume by token", "n:api_usage")
R("den", "b", "en", 0, "edit lukas meyer's user record", "n:edit_user_details", (U, 8, "Lukas Meyer"))
R("den", "b", "en", 0, "send an invite to a new technician", "n:invite_user")
R("den", "b", "en", 0, "the roles and what they can do", "n:roles_permissions")
R("den", "b", "en", 0, "change the viewer role's permissions", "n:edit_role")
R("den", "b", "en", 0, "outstanding invitations", "n:pending_invitations")
R("den", "b", "en", 0, "decommission page for the vapour recovery sensor", "n:decommission_device", (D, 17, "Vapour recovery"))
R("den", "b", "en", 1, "the orginization settings", "n:manage_organization")
R("den", "b", "en", 1, "retire gs-1004 screen pls, its dead", "n:decommission_device", (D, 4, "GS-1004"))
R("den", "b", "de", 0, "zeig mir die offenen Einladungen", "n:pending_invitations")
R("den", "b", "pt", 0, "quero ver a fatura mais recente", "n:invoice_detail", (I, 6, "1 month(s)"))

# ---------------------------------------------------------------------------------------
# unclear: vague, out of scope, small talk, gibberish (unc)
# ---------------------------------------------------------------------------------------
R("unc", "a", "en", 0, "will it rain in rotterdam tomorrow?", "u")
R("unc", "a", "en", 0, "got any good jokes about engineers", "u")
R("unc", "a", "en", 0, "book a table for four near the lyon plant on friday", "u")
R("unc", "a", "en", 0, "what's 15 percent of 240", "u")
R("unc", "a", "en", 0, "how do you say gas leak in japanese", "u")
R("unc", "a", "en", 0, "who won the champions league last year", "u")
R("unc", "a", "en", 0, "write me a short poem about sensors", "u")
R("unc", "a", "en", 0, "what time is it in tokyo right now", "u")
R("unc", "a", "en", 0, "remind me to call the dentist at 3", "u")
R("unc", "a", "en", 0, "play some music while i work", "u")
R("unc", "a", "en", 0, "send flowers to tom becker for his birthday", "u")
R("unc", "a", "en", 0, "how many vacation days do i have left this year", "u")
R("unc", "a", "en", 0, "what's for lunch in the canteen", "u")
R("unc", "a", "en", 0, "qwpoe zxmv lkj", "u")
R("unc", "a", "en", 0, "hmm ok so", "u")
R("unc", "a", "en", 0, "do that thing again", "u")
R("unc", "a", "en", 0, "sort it out please", "u")
R("unc", "a", "en", 0, "the usual, thanks", "u")
R("unc", "a", "en", 0, "and the other one?", "u")
R("unc", "a", "en", 0, "can you handle this for me", "u")
R("unc", "a", "en", 0, "stuff", "u")
R("unc", "a", "en", 0, "numbers?", "u")
R("unc", "a", "en", 0, "is honeywell stock a good buy?", "u")
R("unc", "a", "en", 0, "recommend a good hotel in houston near the refinery", "u")
R("unc", "a", "en", 0, "what's the boiling point of hydrogen sulfide", "u")
R("unc", "a", "en", 0, "my laptop keeps freezing, can you fix it", "u")
R("unc", "a", "en", 0, "draft an email to my manager saying i'm sick", "u")
R("unc", "a", "en", 0, "convert 30 fahrenheit to celsius", "u")
R("unc", "a", "en", 1, "whats teh weather like in lyon", "u")
R("unc", "a", "en", 1, "tel me somthing funny", "u")
R("unc", "a", "en", 1, "thnks bye", "u")
R("unc", "a", "en", 0, "good morning! how are you today?", "u")
R("unc", "a", "en", 0, "are you a real person?", "u")
R("unc", "a", "fr", 0, "quel temps fait-il à Lyon demain ?", "u")
R("unc", "a", "de", 0, "erzähl mir einen Witz über Ingenieure", "u")
R("unc", "a", "es", 0, "¿qué hora es en Houston?", "u")
R("unc", "a", "it", 0, "dove posso mangiare una pizza a Rotterdam?", "u")
R("unc", "a", "nl", 0, "hoe laat gaat de kantine dicht?", "u")
R("unc", "a", "pt", 0, "me conta uma piada", "u")
R("unc", "b", "en", 0, "order me a coffee", "u")
R("unc", "b", "en", 0, "do the thing with the thing", "u")
R("unc", "b", "en", 1, "whats the trafic like to houston", "u")
R("unc", "c", "en", 0, "when is my next payday", "u")
R("unc", "c", "en", 0, "blah", "u")
R("unc", "c", "fr", 0, "aide-moi avec ça", "u")
R("unc", "d", "en", 0, "what's the forecast for denver this weekend", "u")
R("unc", "d", "en", 0, "find me a cheap flight to leeds", "u")
R("unc", "d", "en", 0, "who is the mayor of springfield", "u")
R("unc", "d", "en", 1, "hellloooo anyone there", "u")
R("unc", "d", "de", 0, "was kostet ein Bier in Leeds?", "u")

# ---------------------------------------------------------------------------------------
# plain navigation to screens without records (nav)
# ---------------------------------------------------------------------------------------
R("nav", "a", "en", 0, "back to the home screen", "n:main_dashboard")
R("nav", "a", "en", 0, "open my notification inbox", "n:notifications")
R("nav", "a", "en", 0, "i want to search the whole console", "n:global_search")
R("nav", "a", "en", 0, "where's the product documentation", "n:help_center")
R("nav", "a", "en", 0, "show me the changelog", "n:release_notes")
R("nav", "a", "en", 0, "platform health page", "n:system_status")
R("nav", "a", "en", 0, "i need to pick a new password", "n:change_password")
R("nav", "a", "en", 0, "set up an authenticator app for my login", "n:two_factor_setup")
R("nav", "a", "en", 0, "my personal api keys", "n:api_tokens")
R("nav", "a", "en", 0, "where am i currently logged in", "n:active_sessions")
R("nav", "a", "en", 0, "put all the devices on a map", "n:device_map")
R("nav", "a", "en", 0, "the people directory", "n:user_list")
R("nav", "a", "en", 0, "all our facilities", "n:site_list")
R("nav", "a", "en", 0, "vendor list", "n:manufacturers")
R("nav", "a", "en", 0, "the models in our product catalog", "n:product_catalog")
R("nav", "a", "en", 0, "alarm inbox", "n:alerts_inbox")
R("nav", "a", "en", 0, "past incidents and how they were resolved", "n:incident_history")
R("nav", "a", "en", 0, "the maintenance calendar", "n:maintenance_schedule")
R("nav", "a", "en", 0, "all maintenance tickets", "n:work_orders")
R("nav", "a", "en", 0, "the report library", "n:reports")
R("nav", "a", "en", 0, "the power consumption charts", "n:energy_usage_analytics")
R("nav", "a", "en", 0, "add a new sensor to the fleet", "n:onboard_device")
R("nav", "a", "en", 0, "import devices from a spreadsheet", "n:bulk_device_import")
R("nav", "a", "en", 0, "i want to open a new maintenance job", "n:create_work_order")
R("nav", "a", "en", 0, "new product registration form", "n:register_product")
R("nav", "a", "en", 0, "create a threshold rule", "n:create_alert_rule")
R("nav", "a", "en", 0, "bring up the invite form", "n:invite_user")
R("nav", "a", "en", 0, "let me edit my profile details", "n:edit_profile")
R("nav", "a", "en", 0, "my account page", "n:profile")
R("nav", "a", "en", 0, "the page for registering a new facility", "n:create_site")
R("nav", "a", "en", 0, "the list of teams", "n:teams")
R("nav", "a", "en", 0, "device categories", "n:product_categories")
R("nav", "a", "en", 1, "the dashbaord", "n:main_dashboard")
R("nav", "a", "en", 1, "scheduled reprots", "n:scheduled_reports")
R("nav", "a", "en", 1, "complience reports page", "n:compliance_reports")
R("nav", "a", "en", 1, "spare parts stok", "n:spare_parts_inventory")
R("nav", "a", "fr", 0, "ouvre le tableau de bord", "n:main_dashboard")
R("nav", "a", "de", 0, "Eskalationsrichtlinien öffnen", "n:escalation_policies")
R("nav", "a", "es", 0, "llévame a las reglas de alerta", "n:alert_rules")
R("nav", "a", "it", 0, "apri il centro assistenza", "n:help_center")
R("nav", "a", "nl", 0, "toon de apparatenlijst", "n:device_list")
R("nav", "a", "pt", 0, "abre o construtor de relatórios", "n:custom_report_builder")
R("nav", "b", "en", 0, "the on-call rota", "n:on_call_schedule")
R("nav", "b", "en", 0, "device groups please", "n:device_groups")
R("nav", "b", "en", 1, "firmware updaets", "n:firmware_updates")
R("nav", "c", "en", 0, "take me to the reports", "n:reports")
R("nav", "c", "en", 0, "my notification settings", "n:notification_preferences")
R("nav", "d", "en", 0, "open the billing section", "n:organization_billing")
R("nav", "d", "en", 0, "the data export page", "n:data_export")
R("nav", "d", "en", 0, "sso settings", "n:sso_settings")
R("nav", "d", "en", 0, "open the branding settings", "n:branding_settings")

# ---------------------------------------------------------------------------------------
# changes no tool makes, given with values (chg)
# ---------------------------------------------------------------------------------------
R("chg", "a", "en", 0, "stop texting me about warning-level alarms, email is enough", "n:notification_preferences")
R("chg", "a", "en", 0, "revoke my token named ci-runner", "n:api_tokens")
R("chg", "a", "en", 0, "sign me out of the chrome session on my old laptop", "n:active_sessions")
R("chg", "a", "en", 0, "switch the org's default timezone to UTC", "n:manage_organization")
R("chg", "a", "en", 0, "move us up to the enterprise plus plan", "n:subscription_plans")
R("chg", "a", "en", 0, "replace the card on file with the new company visa", "n:organization_billing")
R("chg", "a", "en", 0, "make the console's primary colour dark green #0b6e4f", "n:branding_settings")
R("chg", "a", "en", 0, "keep raw sensor data for 90 days only", "n:data_retention_settings")
R("chg", "a", "en", 0, "force everyone to log in through okta", "n:sso_settings")
R("chg", "a", "en", 0, "post critical alarms to the #plant-ops slack channel", "n:integrations")
R("chg", "a", "en", 0, "let operators decommission devices too", "n:edit_role")
R("chg", "a", "en", 0, "put tom okafor in the maintenance team", "n:team_details", (T, 2, "Maintenance"))
R("chg", "a", "en", 0, "take lukas out of the maintenance crew", "n:team_details", (T, 2, "Maintenance"))
R("chg", "a", "en", 0, "resend emma's invitation email", "n:pending_invitations")
R("chg", "a", "en", 0, "cancel the invite we sent sofia marchetti", "n:pending_invitations")
R("chg", "a", "en", 0, "group gs-1015 and gs-1016 together as 'jetty detectors'", "n:device_groups")
R("chg", "a", "en", 0, "push firmware 5.2.1 to gs-1004", "n:firmware_updates")
R("chg", "a", "en", 0, "turn the bearing overheating rule back on", "n:alert_rules")
R("chg", "a", "en", 0, "rename the gateways category to network equipment", "n:product_categories")
R("chg", "a", "en", 0, "add tom becker to the recipients of the weekly uptime report", "n:scheduled_reports")
R("chg", "a", "en", 0, "mark work order 3 as completed", "n:work_order_details", (W, 3, "Bump test rescue team"))
R("chg", "a", "en", 0, "hand hiroshi's flare camera ticket over to tom becker", "n:work_order_details", (W, 4, "Restore video on flare stack camera"))
R("chg", "a", "en", 0, "resolve the battery alert on gs-1014, pack replaced", "n:alert_details", (A, 3, "GS-1014"))
R("chg", "a", "en", 0, "comment on the tank farm north CO alarm: crew dispatched", "n:alert_details", (A, 1, "GS-1009"))
R("chg", "a", "en", 0, "change my job title to shift supervisor", "n:edit_profile")
R("chg", "a", "en", 0, "set my password to Gerland#2025", "n:change_password")
R("chg", "a", "en", 0, "if a critical alarm sits unacked 15 minutes, page hiroshi", "n:escalation_policies")
R("chg", "a", "en", 0, "swap my friday on-call shift with priya", "n:on_call_schedule")
R("chg", "a", "en", 0, "record a passed bump test for gs-1007 today", "n:device_calibration", (D, 7, "GS-1007"))
R("chg", "a", "en", 0, "add 20 spare CO sensor cells to the lyon stock", "n:spare_parts_inventory")
R("chg", "a", "en", 0, "push the gs-1011 inspection on the maintenance calendar to next tuesday", "n:maintenance_schedule")
R("chg", "a", "en", 0, "send webhook events to https://hooks.acme.example/alerts from now on", "n:webhooks")
R("chg", "a", "en", 1, "turn of sms notifcations at night", "n:notification_preferences")
R("chg", "a", "en", 0, "disable the low battery rule for the portables for now", "n:alert_rules")
R("chg", "a", "en", 1, "close the gatway firmware ticket, its done", "n:work_order_details", (W, 5, "Upgrade Houston gateway firmware"))
R("chg", "a", "fr", 0, "désactive la règle sur le roulement qui surchauffe", "n:alert_rules")
R("chg", "a", "de", 0, "ändere die Sprache der Organisation auf Deutsch", "n:manage_organization")
R("chg", "a", "es", 0, "cambia nuestro plan al profesional", "n:subscription_plans")
R("chg", "a", "it", 0, "aggiungi Priya al team Manutenzione", "n:team_details", (T, 2, "Maintenance"))
R("chg", "a", "nl", 0, "zet mijn functietitel op ploegleider", "n:edit_profile")
R("chg", "b", "en", 0, "close my tank farm ticket, the leak is fixed", "n:work_order_details", (W, 2, "Investigate CO reading at tank farm north"))
R("chg", "b", "en", 0, "mute push notifications between 10pm and 6am", "n:notification_preferences")
R("chg", "b", "en", 0, "roll gw-4003 up to firmware 2.4.1", "n:firmware_updates")
R("chg", "b", "en", 0, "mark the lost video alarm as resolved, stream is back", "n:alert_details", (A, 6, "Video stream lost"))
R("chg", "c", "en", 0, "change my password to Tulip-Quality-7", "n:change_password")
R("chg", "c", "en", 0, "only email me for critical alarms", "n:notification_preferences")
R("chg", "d", "en", 0, "cancel jamal wright's invitation", "n:pending_invitations")
R("chg", "d", "en", 0, "mark the relay cabinet check as in progress", "n:work_order_details", (W, 11, "Quarterly check"))
R("chg", "d", "en", 0, "add leo fischer to grid operations", "n:team_details", (T, 5, "Grid Operations"))
R("chg", "d", "en", 0, "rotate the signing secret on our webhook", "n:webhooks")
R("chg", "d", "en", 0, "keep alarm history for three years", "n:data_retention_settings")
R("chg", "d", "en", 1, "reasign the leeds lte ticket to erin", "n:work_order_details", (W, 10, "Restore LTE link"))

# ---------------------------------------------------------------------------------------
# execution: changes with all their values (exec)
# ---------------------------------------------------------------------------------------
# alice
R("exec", "a", "en", 0, "rename gs-1006 to Lab fume hood east", "x:update_device")
R("exec", "a", "en", 0, "move th-2001 over to the houston refinery", "x:update_device")
R("exec", "a", "en", 0, "put gs-1011 back to active, the head swap is done", "x:update_device")
R("exec", "a", "en", 0, "set the sampling interval of gs-1005 to 10 seconds", "x:update_device")
R("exec", "a", "en", 0, "onboard a BW Ultra, serial GS-1021, at the rotterdam terminal", "x:onboard_device")
R("exec", "a", "en", 0, "add TH-2005, a SmartLine STT850, to lyon plant and call it Boiler feed", "x:onboard_device")
R("exec", "a", "en", 0, "decommission gs 1004, it's beyond repair", "x:decommission_device")
R("exec", "a", "en", 0, "retire CAM-3002 permanently", "x:decommission_device")
R("exec", "a", "en", 0, "invite Marc Dubois, marc.dubois@acme.example, as a viewer", "x:invite_user")
R("exec", "a", "en", 0, "invite julia.novak@acme.example (Julia Novak) as an operator on the maintenance team", "x:invite_user")
R("exec", "a", "en", 0, "change priya's phone number to +1 713 555 0199", "x:update_user")
R("exec", "a", "en", 0, "promote tom okafor to operator", "x:update_user")
R("exec", "a", "en", 0, "move sofia marchetti into the Health & Safety department", "x:update_user")
R("exec", "a", "en", 0, "deactivate bob operator's account, he's moved to another company", "x:deactivate_user")
R("exec", "a", "en", 0, "create a site called Antwerp depot, Haven 1200, 2030 Antwerpen, timezone Europe/Brussels", "x:create_site")
R("exec", "a", "en", 0, "new site: Baytown tank farm, 5000 Bayway Dr, Baytown TX 77520, central time", "x:create_site")
R("exec", "a", "en", 0, "alert rule for the X-am 5600: CO above 50 ppm, critical", "x:create_alert_rule")
R("exec", "a", "en", 0, "make a warning rule when a WISE-2410 goes over 70 °C", "x:create_alert_rule")
R("exec", "a", "en", 0, "ack the H2S alarm on gs-1008", "x:acknowledge_alert")
R("exec", "a", "en", 0, "acknowledge the low battery warning for GS-1014", "x:acknowledge_alert")
R("exec", "a", "en", 0, "urgent work order to replace gs-1004's battery, due tomorrow", "x:create_work_order")
R("exec", "a", "en", 0, "open a high-priority job for tom becker to check the CAM-3001 mount, due friday", "x:create_work_order")
R("exec", "a", "en", 0, "register the Dräger Pac 8000, a single-gas H2S monitor, under gas sensors", "x:register_product")
R("exec", "a", "en", 0, "add a product Axis Q1656, cameras category, made by Axis Communications", "x:register_product")
R("exec", "a", "en", 0, "update the X-am 5600 description to 'four-gas monitor for confined spaces'", "x:update_product")
R("exec", "a", "en", 1, "acknowlege the co alarm on gs-1009", "x:acknowledge_alert")
R("exec", "a", "en", 1, "renmae gw-4003 to Rotterdam main gateway", "x:update_device")
R("exec", "a", "en", 1, "deactivte lukas meyer's login", "x:deactivate_user")
R("exec", "a", "fr", 0, "renomme le GS-1013 en Salle de contrôle Houston", "x:update_device")
R("exec", "a", "de", 0, "lade anna.schmidt@acme.example als Betrachterin ein, Name Anna Schmidt", "x:invite_user")
R("exec", "a", "es", 0, "crea una orden de trabajo de prioridad alta para revisar el GS-1002, vence el lunes", "x:create_work_order")
R("exec", "a", "it", 0, "conferma l'allarme H2S del GS-1008", "x:acknowledge_alert")
R("exec", "a", "nl", 0, "wijzig de afdeling van Tom Becker naar Operations", "x:update_user")
R("exec", "a", "pt", 0, "muda o nome do TH-2004 para Tanque 4 produto", "x:update_device")
# bob (operator tools only)
R("exec", "b", "en", 0, "change gs-1018's reporting interval to 15 s", "x:update_device")
R("exec", "b", "en", 0, "set th-2003 back to active", "x:update_device")
R("exec", "b", "en", 0, "ack the loading dock offline alert", "x:acknowledge_alert")
R("exec", "b", "en", 0, "new work order: recalibrate gs-1015, medium priority, due next monday", "x:create_work_order")
R("exec", "b", "en", 0, "onboard CAM-3004, a P3265-LVE, at the rotterdam terminal", "x:onboard_device")
R("exec", "b", "en", 0, "create a site Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris", "x:create_site")
R("exec", "b", "en", 0, "rule on the Polytron 8700: LEL at or above 20%, critical", "x:create_alert_rule")
R("exec", "b", "en", 0, "register product Honeywell Sensepoint XCD, gas sensors", "x:register_product")
R("exec", "b", "en", 1, "chnage the BW Ultra description to 'portable 4-gas detector, 24 h battery'", "x:update_product")
# dave (every write tool)
R("exec", "d", "en", 0, "rename GXT-6007 to Leeds kiosk thermometer", "x:update_device")
R("exec", "d", "en", 0, "move GXC-7005 to the leeds pumping station", "x:update_device")
R("exec", "d", "en", 0, "onboard GX-5013, a GasGuard Cl2, at leeds pumping station", "x:onboard_device")
R("exec", "d", "en", 0, "decommission gxw-8004, we're replacing it", "x:decommission_device")
R("exec", "d", "en", 0, "invite Nora Kim nora.kim@globex.example as a viewer", "x:invite_user")
R("exec", "d", "en", 0, "change erin walsh's department to Substations", "x:update_user")
R("exec", "d", "en", 0, "deactivate leo fischer's account", "x:deactivate_user")
R("exec", "d", "en", 0, "create a site: Peoria booster station, 300 SW Adams St, Peoria IL 61602, America/Chicago", "x:create_site")
R("exec", "d", "en", 0, "new critical rule: SF6 above 1500 ppm on the LeakSense SF6", "x:create_alert_rule")
R("exec", "d", "en", 0, "acknowledge the chlorine alarm on gx-5002", "x:acknowledge_alert")
R("exec", "d", "en", 0, "work order: swap the battery in GXT-6004, low priority, due in two weeks, assign hector", "x:create_work_order")
R("exec", "d", "en", 0, "register the Siemens Sitrans TS500 in thermometers", "x:register_product")
R("exec", "d", "en", 0, "update the TRB245 description to 'compact LTE gateway, DIN rail'", "x:update_product")
R("exec", "d", "en", 1, "set GX-5003 status to maintanence", "x:update_device")
R("exec", "d", "es", 0, "desactiva la cuenta de Hector Alvarez", "x:deactivate_user")

# ---------------------------------------------------------------------------------------
# what happened to the drafted rows
# ---------------------------------------------------------------------------------------
# colliding wording -> new wording (the row keeps its kind, user, language, typo flag,
# route, target and record unless a (wording, record) pair is given)
REWORDED: dict[str, object] = {
    # records
    "houstn refinery": "pull up the houstn refinery, the site itself",
    "the co alram at tank farm north": "the co alram raised on gs-1009 this morning",
    "abre el sensor del almacén de disolventes": "quiero ver el detector que vigila el almacén de disolventes en Lyon",
    "el perfil de Tom Becker": "enséñame la ficha de usuario de Tom Becker, el de mantenimiento",
    "la pagina di Hiroshi Tanaka": "fammi vedere i dati di Hiroshi Tanaka, quello dell'IT",
    "abre a câmera do portão principal": "quero ver a câmera que filma o portão principal em Lyon",
    "o perfil da Sofia Marchetti": "mostra os dados da Sofia Marchetti, a convidada da qualidade",
    "the houston device that's in maintenance": "whichever houston unit is flagged as under maintenance",
    "the colleague with a rotterdam phone number": "the person whose phone starts with +31 10",
    "the gateway with the poorest reception": "the gateway whose dBm is lowest",
    "the denver substation": "open the denver substation facility",
    "the camera alarm I acked": "the video alarm that I acknowledged on the flare cam",
    "hector alvarezs acount": "pull up hector alvarezs user acount",
    "the springfield router": "one of the springfield routers",
    "the german vendors": "our vendors based in germany",
    "erin's work order": "the work order with erin's name on it",
    "the older of our two unpaid invoices": "of the two open invoices, the older one",
    "tom becker": "show me tom becker's account",
    # questions
    "combien de capteurs sont hors ligne à Lyon ?": "à Lyon, combien d'appareils ne remontent plus de données ?",
    "qui est d'astreinte ce soir ?": "c'est qui l'astreinte de nuit aujourd'hui ?",
    "wie viele kritische Alarme sind gerade offen?": "gibt es im Moment kritische Alarme, die noch niemand bestätigt hat?",
    "quanta energia ha consumato Lione il mese scorso?": "quanti kWh ha usato lo stabilimento di Lione a marzo?",
    "how many devices do we have in totl": "how many devices do we own in totl across all sites",
    "who else is in my team?": "who are my teammates in safety and compliance?",
    "what's the status of work order 4?": "has anyone started on work order 4 yet?",
    "battery level of the lyon shift lead's portable?": "how charged is the shift lead's portable detector in lyon?",
    "any critcal alarms right now": "are there any critcal alarms going off at the moment",
    "do we have spare batteries for the bw ultra?": "how many bw ultra battery packs are left in stock?",
    "whos on call tonite": "whos covering the alarm rota tonite",
    "anything offline at springfield?": "is any springfield device not reporting?",
    "which hikvision products do we use?": "what do we run from hikvision?",
    "welche Geräte sind in Denver offline?": "welche Geräte im Umspannwerk Denver melden sich nicht mehr?",
    # refused screens
    "biling page": "open the biling and invoices section",
    "setup a new alret rule": "i want to setup a new alret rule for the jetties",
    "je veux voir les factures": "montre-moi la page de facturation de l'entreprise",
    "edit what the operator role is allowed to do": "tweak the permissions of the operator role",
    "export last month's readings to csv": "download all of march's gas readings as a parquet file",
    "add a new product model to the catalog": "i need to register a new detector model in the product list",
    "the retire page for gs-1011": "take me to where gs-1011 gets taken out of service",
    "the data retention page": "where do we set how long telemetry is stored",
    "invitations nobody has accepted yet": "the invitations that are still waiting on people",
    "the permissions matrix for each role": "a grid of what each role may and may not do",
    "organization settings page": "the page with our company name, logo and locale",
    "how many api calls did we make this month": "show the api request volume chart for this month",
    "decommission page for the vapour recovery sensor": "the page to retire the vapour recovery detector",
    "edit lukas meyer's user record": "open lukas meyer's edit user form",
    "outstanding invitations": "list of invitations still pending, with expiry dates",
    # unclear
    "tel me somthing funny": "tel me somthing funny about pumps",
    "quel temps fait-il à Lyon demain ?": "il va pleuvoir à Lyon ce week-end ?",
    "hoe laat gaat de kantine dicht?": "wat eten we vandaag in de kantine?",
    "me conta uma piada": "me conta uma piada sobre engenheiros químicos",
    "send flowers to tom becker for his birthday": "order a bouquet for tom becker's birthday",
    "remind me to call the dentist at 3": "set a reminder to phone the dentist at 3pm",
    "who won the champions league last year": "which team won the 2018 world cup",
    # plain navigation
    "scheduled reprots": "the list of scheduled reprots that get emailed",
    "spare parts stok": "spare parts stok levels per site",
    "ouvre le tableau de bord": "retour à l'accueil de la console",
    "set up an authenticator app for my login": "turn on 2fa with google authenticator for my account",
    "i want to search the whole console": "open the search box so i can look something up",
    "show me the changelog": "what's new page, the console changelog",
    "the maintenance calendar": "open the preventive maintenance planner",
    "the report library": "browse the ready-made reports",
    "the on-call rota": "open the on-call rota for this month",
    "firmware updaets": "the firmware updaets page for OTA campaigns",
    "take me to the reports": "bring me to the reports section please",
    "my notification settings": "where do i choose which alarms notify me",
    "open the branding settings": "the white label settings for globex",
    # execution
    "acknowlege the co alarm on gs-1009": "acknowlege the 42 ppm co alarm at tank farm north",
    "update the X-am 5600 description to 'four-gas monitor for confined spaces'": "set the product description of the X-am 5600 to: compact confined-space gas monitor with IR LEL",
    "invite Marc Dubois, marc.dubois@acme.example, as a viewer": "send Marc Dubois an invite at marc.dubois@acme.example, viewer role",
    "promote tom okafor to operator": "tom okafor should be an operator from now on, please change his role",
    "new work order: recalibrate gs-1015, medium priority, due next monday": "raise a medium-priority job to recalibrate the jetty 1 detector GS-1015, due next monday",
    "create a site Marseille depot, 12 Quai d'Arenc, 13002 Marseille, Europe/Paris": "add the Marseille depot as a site: 12 Quai d'Arenc, 13002 Marseille, timezone Europe/Paris",
    "chnage the BW Ultra description to 'portable 4-gas detector, 24 h battery'": "chnage the BW Ultra product description to say it runs 24 h on one charge",
    "onboard GX-5013, a GasGuard Cl2, at leeds pumping station": "we installed a new GasGuard Cl2 at leeds pumping station, serial GX-5013, please onboard it",
    "create a site: Peoria booster station, 300 SW Adams St, Peoria IL 61602, America/Chicago": "set up Peoria booster station as a new site at 300 SW Adams St, Peoria IL 61602 (central time)",
    "acknowledge the chlorine alarm on gx-5002": "i'm on the chlorination room alarm, acknowledge it",
    "update the TRB245 description to 'compact LTE gateway, DIN rail'": "change the TRB245's description to: compact LTE gateway for DIN rail mounting",
}
# a rewording that collided again -> its second rewording
REWORDED_TWICE: dict[str, object] = {
    "show me tom becker's account": "open the user page of tom becker from maintenance",
    "who are my teammates in safety and compliance?": "list the people who share my team with me",
    "tweak the permissions of the operator role": "i'd like to adjust which rights operators get",
    "il va pleuvoir à Lyon ce week-end ?": "tu sais s'il fera beau à Lyon samedi ?",
    "browse the ready-made reports": "i want to look through the standard reports",
    "add the Marseille depot as a site: 12 Quai d'Arenc, 13002 Marseille, timezone Europe/Paris": "please create our Marseille depot site, address 12 Quai d'Arenc, 13002 Marseille, Paris time",
}
# colliding, dropped
DROPPED: set[str] = {
    # records
    "the crude unit h2s monitor",
    "the vapour recovery detector out at the terminal",
    "the lyon plant site page",
    "floor plan of the lyon plant",
    "wise 2410 product",
    "the battery warning on the rescue team portable",
    "the alarm about the loading dock not reporting",
    "the lost video stream alert",
    "hiroshi's ticket",
    "bob's ticket",
    "work order #2",
    "the job that was superseded by the gatehouse project",
    "the invoice from three months back",
    "the second invoice we ever received",
    "GX-5007 page",
    "the teltonika vendor page",
    "gx5001 please",
    "dosing pump skid detector",
    "the north fence camera",
    "relay cabinet r1 thermometer",
    "calibration history of GX-5006",
    "decommission screen for GXC-7005",
    "maya.patel@globex.example",
    "Erin's profile",
    "the site on kirkstall road",
    "the RUT955 model page",
    "the chinese camera maker",
    "security operations team",
    "the 1350 ppm sf6 alarm",
    "the invoice from four months ago",
    # questions
    "who's in the maintenance team?",
    "how many people sit in the control room team",
    "which products do we get from dräger?",
    "who are our admins?",
    "what's going on at the houston refinery today?",
    "any open alarms at the lyon plant?",
    "which firmware is the houston gateway running",
    "what's tom okafor's phone number?",
    "what's the street address of the rotterdam terminal",
    "who's on duty for alarms this weekend?",
    "what maintenance is planned for next week?",
    "are we running low on calibration gas cylinders?",
    "which detectors failed their last bump test?",
    "how close are we to the monthly api quota?",
    "is the acme platform having an outage?",
    "what changed in the latest console release?",
    "which reports go out by email every monday?",
    "what product categories exist?",
    "which invites are still waiting to be accepted?",
    "how long do we keep raw telemetry?",
    "what can an operator do that a viewer can't?",
    "who is in field service?",
    "what firmware is the denver router on?",
    # refused screens
    "take me to our billing overview",
    "the roles and what they can do",
    "change the viewer role's permissions",
    # unclear
    "got any good jokes about engineers",
    "how do you say gas leak in japanese",
    "sort it out please",
    "the usual, thanks",
    "stuff",
    "numbers?",
    "what's the boiling point of hydrogen sulfide",
    "convert 30 fahrenheit to celsius",
    "good morning! how are you today?",
    "are you a real person?",
    # plain navigation
    "back to the home screen",
    "open my notification inbox",
    "the people directory",
    "all our facilities",
    "vendor list",
    "alarm inbox",
    "past incidents and how they were resolved",
    "add a new sensor to the fleet",
    "import devices from a spreadsheet",
    "create a threshold rule",
    "my account page",
    "sso settings",
    # no-tool changes
    "sign me out of the chrome session on my old laptop",
    "let operators decommission devices too",
    "turn the bearing overheating rule back on",
    "change my job title to shift supervisor",
    "mute push notifications between 10pm and 6am",
    "only email me for critical alarms",
    "cancel jamal wright's invitation",
    "add leo fischer to grid operations",
    # execution
    "move th-2001 over to the houston refinery",
    "set the sampling interval of gs-1005 to 10 seconds",
    "invite julia.novak@acme.example (Julia Novak) as an operator on the maintenance team",
    "change priya's phone number to +1 713 555 0199",
    "create a site called Antwerp depot, Haven 1200, 2030 Antwerpen, timezone Europe/Brussels",
    "ack the H2S alarm on gs-1008",
    "acknowledge the low battery warning for GS-1014",
    "move GXC-7005 to the leeds pumping station",
}
# not colliding, dropped toward the size and the mix
TRIMMED: set[str] = {
    # records
    "find th2003 for me",
    "cam 3003 quick look",
    "Gs-1019 please",
    "GS1020 status page",
    "TH 2001 in lyon",
    "heater outlet thermometer at the refinery",
    "our gateway in lyon",
    "jetty 3 h2s unit",
    "the north tank farm sensor",
    "the camera watching the jetties in rotterdam",
    "the control room detector in houston, not the lyon one",
    
    
    "the thermometer on firmware 10.2",
    "the gas sensor reading 3.4% LEL",
    "the polytron thats offline in rotterdam",
    "the camera on 10.12.199",
    "h2s trend for gs-1008 over the last day",
    "the edit form for Tom Okafor's user",
    "vibration chart for the pump bearing thermometer",
    "priya's user page",
    "who is hiroshi tanaka exactly",
    "the Tom who works in maintenance",
    "the process engineer on the control room team",
    "the operator we invited but who never signed in",
    "Sofia's account page",
    "emma laurent please",
    "carol viewer's user details",
    
    "mr tanaka",
    "ms ramans detials",
    "the colleague with a houston 713 number in process engineering",
    "bob's profile",
    "the dutch terminal",
    "the facility at 18 rue de gerland",
    "pull up the houstn refinery, the site itself",
    "the polytron 8700 page",
    "stt850 specs",
    "the confined-space monitor we buy",
    "our portable four-gas detector model",
    "axis comms",
    "the dräger vendor page",
    "advantech, the maker",
    "the safety and compliance group",
    "the critical LEL alarm at vapour recovery",
    "the crude unit h2s alarm",
    "the leak investigation ticket at tank farm north",
    "the houston gateway firmware job",
    "last month's bill",
    "open the denver substation facility",
    "la fiche de Lukas Meyer",
    "le site de Rotterdam",
    "l'équipe de la salle de contrôle",
    "das Benutzerkonto von Priya Raman",
    "der Auftrag zum Sensorkopf an GS-1011",
    "enséñame la ficha de usuario de Tom Becker, el de mantenimiento",
    "la refinería de Houston",
    "apri il termometro della cella frigorifera",
    "mostra os dados da Sofia Marchetti, a convidada da qualidade",
    "open de gateway in Houston",
    "la facture de 5 189 €",
    "de werkorder van Hiroshi",
    "GXT 6003",
    "open gxc-7001 for me",
    "hypochlorite tank monitor",
    "substation yard cam",
    "the control kiosk thermometer",
    "pump motor m2 at leeds",
    "the sf6 sensor on firmware 1.7.3",
    "high lift pump two thermometer",
    "one of the springfield routers",
    "the clorine store sensor at springfield",
    "grace liu",
    "irene's account",
    "the water treatment guy",
    "leo's user page",
    "the other IT admin besides me",
    "the leeds site",
    "our illinois facility",
    "the wet well chlorine sensor at leeds",
    "trb 245",
    "our chlorine detector model",
    "the bi-spectrum camera product",
    "sitrans th320",
    "hikvision",
    "bosch vendor page",
    "grid ops",
    "the cabinet temperature alarm",
    "the filter gallery not-reporting alert",
    "the sf6 leak hunt in bay 2",
    "the lte link job at leeds",
    "relay cabinet quarterly check",
    "the north fence camera install job",
    "the urgent ticket on the chlorination room",
    "the storm damaged camera realign job",
    "our newest bill",
    "the first invoice billed at 1,345",
    "open the user page of tom becker from maintenance",
    "the houston gateway device",
    "la caméra de l'entrée principale à Springfield",
    "el perfil de Leo Fischer",
    "die Pumpstation in Leeds",
    "the houston gateway",
    "tom becker's details",
    "calibration records of the jetty 1 sensor",
    "gs1004 loading dock",
    "tom becker's info",
    "the polytron product page",
    "honeywel",
    # questions
    "count of cameras and gateways at the houston refinery",
    "is anything in maintenance at lyon plant",
    "which of our gas detectors aren't reporting?",
    "which tickets are overdue",
    "anything alarming that nobody has acknowledged?",
    "which work orders got finished this month",
    "is cam-3003 online?",
    "who's working work order 1?",
    "how many open alerts does gs-1009 have",
    "when is the camera relocation job due",
    "how many kWh did the houston site burn last month",
    "how many teams does the org have",
    "how many devices do we own in totl across all sites",
    "quelle est l'adresse du site de Houston ?",
    "welche Detektoren sind bei der Kalibrierung überfällig?",
    "quanti kWh ha usato lo stabilimento di Lione a marzo?",
    "welke alarmen zijn nog niet bevestigd?",
    "¿cuánta batería le queda al GS-1007?",
    "what's the time zone of the leeds site",
    "how many warnings are still open?",
    "which alarms are critical?",
    "is reactor hall A's detector up and running?",
    "is anything offline in lyon?",
    # refused screens
    "let me compare the subscription tiers",
    "where are the white-label branding options",
    "open the saml sign-on setup",
    "list our outgoing webhooks",
    "the slack and pagerduty integrations",
    "the form to add a site",
    "the firmware rollout campaigns",
    "i'd like to build my own report",
    "show me last week's audit trail",
    "where do we set how long telemetry is stored",
    "company settings like the default locale",
    "is pagerduty hooked up",
    "the email template branding",
    # unclear
    "thnks bye",
    "what time is it in tokyo right now",
    "¿qué hora es en Houston?",
    "who is the mayor of springfield",
    "order me a coffee",
    "do the thing with the thing",
    "blah",
    # plain navigation
    "the models in our product catalog",
    "all maintenance tickets",
    "i need to pick a new password",
    "device groups please",
    # no-tool changes
    "switch the org's default timezone to UTC",
    "replace the card on file with the new company visa",
    "make the console's primary colour dark green #0b6e4f",
    "force everyone to log in through okta",
    "take lukas out of the maintenance crew",
    "cancel the invite we sent sofia marchetti",
    "rename the gateways category to network equipment",
    "comment on the tank farm north CO alarm: crew dispatched",
    "set my password to Gerland#2025",
    "swap my friday on-call shift with priya",
    "add 20 spare CO sensor cells to the lyon stock",
    "send webhook events to https://hooks.acme.example/alerts from now on",
    "désactive la règle sur le roulement qui surchauffe",
    "cambia nuestro plan al profesional",
    "mark work order 3 as completed",
    # execution
    "add TH-2005, a SmartLine STT850, to lyon plant and call it Boiler feed",
    "retire CAM-3002 permanently",
    "make a warning rule when a WISE-2410 goes over 70 °C",
    "add a product Axis Q1656, cameras category, made by Axis Communications",
    "renomme le GS-1013 en Salle de contrôle Houston",
    "set th-2003 back to active",
    "deactivate leo fischer's account",
}
# not colliding, reworded on the last review -> new wording (or (wording, record))
REVIEWED: dict[str, object] = {
    # a deactivation of a user whose account is already deactivated: an active user instead
    "deactivte lukas meyer's login": "deactivte priya raman's login, she left on friday",
}


def _catalog_roles() -> dict[str, list[str]]:
    cat = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    return {s["screen_name"]: s["roles"] for s in cat["screens"]}


def _apply(query: str, record, mapping: dict) -> tuple[str, object]:
    new = mapping[query]
    if isinstance(new, tuple):
        return new[0], new[1]
    return new, record


def _check_record(query: str, user: str, record) -> None:
    """A record id must be of the asking user's org and fit its anchor (a wrong id fails)."""
    if record is None or record in ("none", "several"):
        return
    param, rec_id, anchor = record
    assert seedindex.org_of(param, rec_id) == ORG[user], f"{query!r}: {param} {rec_id} is not {ORG[user]}'s"
    assert anchor and anchor in seedindex.label(param, rec_id), (
        f"{query!r}: {param} {rec_id} ({seedindex.label(param, rec_id)}) does not hold {anchor!r}"
    )


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
        _check_record(query, user, record)
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
        _check_record(query, user, record)
        out.append((kind, user, lang, typo, query, target, record))
    return out


def all_wordings() -> list[tuple[str, str]]:
    """(stage, wording) of every drafted row and every rewording, for the collision check."""
    out = [("drafted", r[4]) for r in DRAFT]
    for stage, mapping in (("reworded", REWORDED), ("reworded twice", REWORDED_TWICE), ("reviewed", REVIEWED)):
        out += [(stage, v[0] if isinstance(v, tuple) else v) for v in mapping.values()]
    return out


def build() -> tuple[list[dict], dict]:
    roles = _catalog_roles()
    rows = kept_rows()
    random.Random(SEED).shuffle(rows)
    lines, meta = [], {}
    for n, (kind, user, lang, typo, query, target, record) in enumerate(rows, 1):
        rid = f"{PREFIX}{n:03d}"
        row: dict = {"id": rid, "query": query}
        entry = {"kind": kind, "lang": lang, "typo": typo, "user": user}
        if target == "u":
            row["route"] = "unclear"
            assert record is None
        elif target.startswith("x:"):
            row["route"] = "execution"
            row["tool"] = target[2:]
            assert record is None
        else:
            screen = target[2:]
            row["route"] = "navigation"
            row["screen"] = screen
            if isinstance(record, tuple):
                row["record"] = {record[0]: record[1]}
                entry["anchor"] = record[2]
            elif record is not None:
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
    rk = collections.Counter((meta[r["id"]]["kind"], "id" if isinstance(r["record"], dict) else r["record"])
                             for r in lines if "record" in r)
    print("  records by kind:", dict(sorted(rk.items())))
    print("tools:", dict(collections.Counter(r["tool"] for r in lines if "tool" in r).most_common()))
    print("screens used:", len({r["screen"] for r in lines if "screen" in r}))


def main() -> None:
    lines, meta = build()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines))
    META.write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")
    if "--counts" in sys.argv:
        counts(lines, meta)


if __name__ == "__main__":
    main()
