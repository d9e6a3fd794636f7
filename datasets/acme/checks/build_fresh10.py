"""The annotator's working file for routing-fresh10.jsonl.

Each drafted row carries its kind, language and typo flag (for the counts of
routing-fresh10.md only; they are not written to the jsonl). `REWORDED` maps a colliding
wording to its new one and `DROPPED` lists the wordings dropped (colliding, or trimmed
toward the size and mix); both are applied before the fixed shuffle and the numbering.
`denied` is set from the catalog's roles and must agree with the row's kind.

    PYTHONPATH=src .venv/bin/python datasets/acme/checks/build_fresh10.py [--counts]
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "datasets" / "acme" / "routing-fresh10.jsonl"
SEED = 20261207

USER = {None: None, "b": "bob@acme.example", "c": "carol@acme.example", "d": "dave@globex.example"}
ROLE = {None: "admin", "b": "operator", "c": "viewer", "d": "admin"}
PARAM = {"D": "device_id", "U": "user_id", "S": "site_id", "T": "team_id", "P": "product_id",
         "M": "manufacturer_id", "A": "alert_id", "W": "work_order_id", "I": "invoice_id"}

ROWS: list[dict] = []


def _add(kind, query, route, target=None, rec=None, u=None, l="en", t=0):
    ROWS.append(dict(kind=kind, query=query, route=route, target=target, rec=rec, u=u,
                     lang=l, typo=bool(t)))


def rec(q, screen, r=None, u=None, l="en", t=0):
    _add("records", q, "navigation", screen, r, u, l, t)


def ask(q, screen, r=None, u=None, l="en", t=0):
    _add("questions", q, "navigation", screen, r, u, l, t)


def deny(q, screen, r=None, u=None, l="en", t=0):
    _add("denied", q, "navigation", screen, r, u, l, t)


def plain(q, screen, u=None, l="en", t=0):
    _add("plain", q, "navigation", screen, None, u, l, t)


def notool(q, screen, r=None, u=None, l="en", t=0):
    _add("notool", q, "navigation", screen, r, u, l, t)


def ex(q, tool, u=None, l="en", t=0):
    _add("execution", q, "execution", tool, None, u, l, t)


def un(q, u=None, l="en", t=0):
    _add("unclear", q, "unclear", None, None, u, l, t)


# ---------------------------------------------------------------- records (alice) ----
rec("pull up the boiler room co monitor", "device_details", "D1")
rec("gs1006, open its page", "device_details", "D6")
rec("the solvent stroe detector at lyon", "device_details", "D5", t=1)
rec("show me the hydrotreater gas detector", "device_details", "D12")
rec("the portable the lyon shift lead carries around", "device_details", "D7")
rec("thermometer in the cold room, the overview page", "device_details", "D21")
rec("open the temp/vibration sensor on the p-101 bearing", "device_details", "D22")
rec("gw 4003 overview please", "device_details", "D30")
rec("telemetry of cam3001 over the last day", "device_telemetry", "D25")
rec("graph the h2s on jetty three for the past 24h", "device_telemetry", "D20")
rec("temperature curve of the crude heater outlet this week", "device_telemetry", "D23")
rec("calibraton certificates for gs-1015", "device_calibration", "D15", t=1)
rec("when did the tank farm south unit last get bump tested", "device_calibration", "D10")
rec("i need to change some settings on the vapour recovery detector", "device_configuration", "D17")
rec("the lab fume hood sensor is being replaced, where do i retire it", "decommission_device", "D6")
rec("priya's user page", "user_details", "U6")
rec("look up hiroshi for me", "user_details", "U7")
rec("who is lukas.meyer@acme.example", "user_details", "U8")
rec("open emma laurent in the user directory", "user_details", "U10")
rec("sofia marchetti's account details", "user_details", "U9")
rec("edit becker's user record", "edit_user_details", "U4")
rec("the phone number on tom okafor's record is wrong, let me fix it", "edit_user_details", "U5")
rec("my own account page, alice@acme.example", "profile")
rec("the rotterdam site page", "site_details", "S3")
rec("the site on maasvlakteweg", "site_details", "S3")
rec("houston refinery floor layout with the sensor pins", "floor_plans", "S2")
rec("floorplan of the lyon plant", "floor_plans", "S1")
rec("honeywell's vendor page", "manufacturer_details", "M1")
rec("the taiwanese gateway maker", "manufacturer_details", "M4")
rec("open the polytron 8700 product page", "product_details", "P3")
rec("specs of the smartline temprature transmitter", "product_details", "P4", t=1)
rec("the outdoor dome camera model we use", "product_details", "P7")
rec("maintenance team page pls", "team_details", "T2")
rec("the team that monitors all three sites around the clock", "team_details", "T1")
rec("the co alarm at tank farm north", "alert_details", "A1")
rec("open the h2s alert on the crude unit", "alert_details", "A2")
rec("the battery warning for the rescue team portable", "alert_details", "A3")
rec("the alarm saying jetty 3 needs calibrating soon", "alert_details", "A5")
rec("the lost video strem alarm", "alert_details", "A6", t=1)
rec("the critical one on gs-1017 from a couple of days back", "alert_details", "A7")
rec("the sensor head swap job on the flare stack", "work_order_details", "W1")
rec("priya's bump test ticket", "work_order_details", "W3")
rec("the houston gateway upgrade ticket that got finished", "work_order_details", "W5")
rec("the overdue camra ticket", "work_order_details", "W4", t=1)
rec("hiroshi's job", "work_order_details", "W4")
rec("the camera relocation job that got scrapped", "work_order_details", "W6")
rec("the one bill we still owe", "invoice_detail", "I6")
rec("the invoice before the latest one", "invoice_detail", "I5")
rec("the maintenance tom's page", "user_details", "U4")
rec("the operator we invited who hasn't joined yet", "user_details", "U10")
rec("our IT admin's profile", "user_details", "U7")
rec("the guy whose account got deactivated", "user_details", "U8")
rec("the quality department person's page", "user_details", "several")
rec("the x-am at lyon", "device_details", "several")
rec("the polytron in houston", "device_details", "several")
rec("the axis camera", "device_details", "several")
rec("readings from the honeywell thermometer", "device_telemetry", "several")
rec("the advantech temperature sensor", "device_details", "several")
rec("the offline camera at houston", "device_details", "D26")
rec("the rescue portable in houston", "device_details", "D14")
rec("gx-5005 please", "device_details", "none")
rec("the denver substation", "site_details", "none")
rec("grace liu's page", "user_details", "none")
rec("bosch vendor page", "manufacturer_details", "none")
rec("open ticket 10", "work_order_details", "none")
rec("alarm number 9", "alert_details", "none")
rec("gs-1050 details", "device_details", "none")
rec("the antwerp site", "site_details", "none")
rec("pierre martin's profile", "user_details", "none")
rec("open alice admin's page", "profile")
rec("whose mobile is +33 6 55 01 22 47", "user_details", "U10")
rec("the pump house detector in rotterdam", "device_details", "D18")
rec("tank 4 product temperature readings", "device_telemetry", "D24")
rec("the rotterdam gatway config", "device_configuration", "D30", t=1)
rec("the x-am confined-space monitor model", "product_details", "P2")
rec("the wise gateway product", "product_details", "P8")
rec("the thermal camera product from axis", "product_details", "P6")
rec("the safety and compliance team", "team_details", "T3")
rec("bob's tank farm investigation ticket", "work_order_details", "W2")
# records in other languages (alice)
rec("ouvre la fiche du capteur GS-1012", "device_details", "D12", l="fr")
rec("montre-moi le profil de Priya Raman", "user_details", "U6", l="fr")
rec("la caméra de la porte principale à Lyon", "device_details", "D25", l="fr")
rec("Öffne das Gerät GS-1018", "device_details", "D18", l="de")
rec("Messwerte vom Kühlraum-Thermometer in Lyon", "device_telemetry", "D21", l="de")
rec("Kalibrierprotokolle für den Detektor im Kesselraum", "device_calibration", "D1", l="de")
rec("abre la ficha de la cámara del muelle en Rotterdam", "device_details", "D27", l="es")
rec("¿quién es Hiroshi Tanaka?", "user_details", "U7", l="es")
rec("open de pagina van de gateway in Rotterdam", "device_details", "D30", l="nl")
rec("kalibratiegegevens van GS-1019", "device_calibration", "D19", l="nl")
rec("abre o perfil do Tom Okafor", "user_details", "U5", l="pt")
rec("detalhes do alarme de bateria fraca do portátil da equipe de resgate", "alert_details", "A3", l="pt")
rec("apri la scheda del sito di Houston", "site_details", "S2", l="it")
rec("mostrami il produttore Axis", "manufacturer_details", "M3", l="it")
rec("apri il profilo di Tom", "user_details", "several", l="it")
# ---------------------------------------------------------------- records (dave) -----
rec("the dosing pump skid detector", "device_details", "D34", u="d")
rec("gx5003 page", "device_details", "D33", u="d")
rec("clearwell vent sensor details", "device_details", "D35", u="d")
rec("readings of the lab fridge thermomter at springfield", "device_telemetry", "D38", u="d", t=1)
rec("sf6 trend on gis bay 3", "device_telemetry", "D45", u="d")
rec("north fence cam", "device_details", "D40", u="d")
rec("the substation yard camera", "device_details", "D51", u="d")
rec("denver router signal history", "device_telemetry", "D52", u="d")
rec("calibration log for the hypochlorite tank detector", "device_calibration", "D53", u="d")
rec("reconfigure the wet well sensor", "device_configuration", "D54", u="d")
rec("the t1 thermal camera on the transformer", "device_details", "D49", u="d")
rec("erin walsh's profile page", "user_details", "U12", u="d")
rec("frank's user page", "user_details", "U13", u="d")
rec("who's irene.kowalski@globex.example", "user_details", "U16", u="d")
rec("edit jamal wright's record", "edit_user_details", "U19", u="d")
rec("the water treatment operator", "user_details", "U15", u="d")
rec("feild service team page", "team_details", "T4", u="d", t=1)
rec("our security ops team", "team_details", "T6", u="d")
rec("siemens page", "manufacturer_details", "M5", u="d")
rec("the hikvison vendor info", "manufacturer_details", "M7", u="d", t=1)
rec("the rut955 model page", "product_details", "P15", u="d")
rec("the leaksense sf6 product", "product_details", "P10", u="d")
rec("springfield water works site page", "site_details", "S4", u="d")
rec("leeds pumping station floor plan", "floor_plans", "S6", u="d")
rec("the chlorination room alarm", "alert_details", "A8", u="d")
rec("the sf6 alarm in bay 2", "alert_details", "A9", u="d")
rec("the relay cabinet r3 overtemp alert", "alert_details", "A10", u="d")
rec("the filter gallery alert erin acked", "alert_details", "A13", u="d")
rec("the urgent chlorine job", "work_order_details", "W7", u="d")
rec("the lte link ticket at leeds", "work_order_details", "W10", u="d")
rec("frank's job", "work_order_details", "W8", u="d")
rec("the fence camera install ticket", "work_order_details", "W12", u="d")
rec("the gis bay detector", "device_details", "several", u="d")
rec("the hikvision turret cam at springfield", "device_details", "several", u="d")
rec("the leeds camera", "device_details", "D58", u="d")
rec("our most recent bill", "invoice_detail", "I12", u="d")
rec("gs-1002", "device_details", "none", u="d")
rec("tom becker's profile", "user_details", "none", u="d")
rec("lyon plant floor plan", "floor_plans", "none", u="d")
rec("dräger's page", "manufacturer_details", "none", u="d")
rec("work order 3", "work_order_details", "none", u="d")
rec("dave@globex.example account page", "profile", u="d")
rec("ouvre le capteur du sous-sol des câbles", "device_details", "D46", u="d", l="fr")
rec("Zeig mir den Router in Denver", "device_details", "D52", u="d", l="de")
rec("the chlorine detecter in the outfall chamber", "device_details", "D55", u="d", t=1)
# ---------------------------------------------------------------- records (bob, carol)
rec("the tank farm job they gave me", "work_order_details", "W2", u="b")
rec("gs 1016 battery", "device_details", "D16", u="b")
rec("flare stack thermal camera readings", "device_telemetry", "D26", u="b")
rec("tom becker's phone number", "user_details", "U4", u="b")
rec("gx-5011", "device_details", "none", u="b")
rec("the alarm i acknowledged", "alert_details", "A6", u="b")
rec("config page of the rotterdam gateway", "device_configuration", "D30", u="b")
rec("open priya raman's page", "user_details", "U6", u="c")
rec("show me the crude unit h2s detector", "device_details", "D8", u="c")
rec("calibration history gs-1013", "device_calibration", "D13", u="c")
rec("the bump test job for the rescue team", "work_order_details", "W3", u="c")
rec("compliance team page", "team_details", "T3", u="c")
rec("erin walsh", "user_details", "none", u="c")
rec("the jetty overview camera's stats over the last day", "device_telemetry", "D27", u="c")
rec("la fiche de Carol Viewer", "profile", u="c", l="fr")

# ---------------------------------------------------------------- questions ----------
ask("which lyon sensors are down right now", "device_list", "S1")
ask("anything in maintenance mode at houston?", "device_list", "S2")
ask("list every device at the rotterdam terminal", "device_list", "S3")
ask("how many units have gone dark", "device_list")
ask("critical alarms still open?", "alerts_inbox")
ask("show warnings nobody has acked yet", "alerts_inbox")
ask("which alarms were cleared this week", "alerts_inbox")
ask("any urgent jobs waiting", "work_orders")
ask("what's tom becker working on", "work_orders", "U4")
ask("anything on my plate in the work orders?", "work_orders", "U1")
ask("list the maintenance crew", "user_list", "T2")
ask("who's been deactivated", "user_list")
ask("which products do we buy from dräger", "product_catalog", "M2")
ask("axis models in our catalog", "product_catalog", "M3")
ask("do we owe anything on our invoices", "organization_billing")
ask("which alert rules are set to critical", "alert_rules")
ask("what jobs got finsihed lately", "work_orders", t=1)
ask("did any tickets get cancelled", "work_orders")
ask("jobs currently in progress", "work_orders")
ask("members of the control room team", "user_list", "T1")
ask("who are our read-only users", "user_list")
ask("what sites do we run", "site_list")
ask("list all our device models", "product_catalog")
ask("which vendors do we buy from", "manufacturers")
ask("what teams exist", "teams")
ask("which product categories are there", "product_categories")
ask("what firmware is gs-1004 on", "device_details", "D4")
ask("battery level of the houston portable", "device_details", "D14")
ask("is the rotterdam gateway online", "device_details", "D30")
ask("current lel reading on the solvent store detector", "device_telemetry", "D5")
ask("what timezone is the houston refinery in", "site_details", "S2")
ask("who's assigned to the flare camera job", "work_order_details", "W4")
ask("when is gs-1020's next calibration due", "device_calibration", "D20")
ask("what role does tom okafor have", "user_details", "U5")
ask("how many bw ultras are installed", "product_details", "P1")
ask("open alarms at the houston site", "site_details", "S2")
ask("any work orders open at rotterdam", "site_details", "S3")
ask("which site is the pump house sensor at", "device_details", "D18")
ask("what gases does the x-am 5600 measure", "product_details", "P2")
ask("which products does advantech make for us", "product_catalog", "M4")
ask("who's on call this weekned", "on_call_schedule", t=1)
ask("how long before an unacked critical alarm pages the manager", "escalation_policies")
ask("what maintenance is planned next week at lyon", "maintenance_schedule")
ask("how many spare sensro cells do we have left", "spare_parts_inventory", t=1)
ask("which site burned the most kwh last month", "energy_usage_analytics")
ask("which detectors failed their bump test", "compliance_reports")
ask("who deleted a device yesterday", "audit_log")
ask("are we close to our api quota", "api_usage")
ask("what changed in the latest console release", "release_notes")
ask("are the console servers having an outage", "system_status")
ask("what happened during last year's h2s leak", "incident_history")
ask("how many devices are we billed for", "organization_billing")
ask("which subscripton tier are we on", "organization_billing", t=1)
ask("which devices are in maintenence", "device_list", t=1)
ask("open critcal alarms", "alerts_inbox", t=1)
ask("wich tickets are high priority", "work_orders", t=1)
ask("who has admin rights in our org", "user_list")
ask("street address for our lyon facility", "site_details", "S1")
ask("which tickets does bob have", "work_orders", "U2")
ask("quels capteurs sont hors ligne à Lyon ?", "device_list", "S1", l="fr")
ask("Welche Alarme sind gerade kritisch?", "alerts_inbox", l="de")
ask("¿qué órdenes de trabajo tiene asignadas Priya?", "work_orders", "U6", l="es")
ask("welke locaties hebben we?", "site_list", l="nl")
ask("quem está de plantão hoje à noite?", "on_call_schedule", l="pt")
ask("quali prodotti abbiamo di Honeywell?", "product_catalog", "M1", l="it")
ask("Wie viel Strom hat Houston letzten Monat verbraucht?", "energy_usage_analytics", l="de")
ask("combien de détecteurs sont en maintenance ?", "device_list", l="fr")
# dave
ask("which springfeild sensors are offline", "device_list", "S4", u="d", t=1)
ask("devices at the denver substation", "device_list", "S5", u="d")
ask("do we have anything critical going off", "alerts_inbox", u="d")
ask("what's leo fischer assigned to", "work_orders", "U17", u="d")
ask("who's on the grid operations team", "user_list", "T5", u="d")
ask("which products come from teltonika", "product_catalog", "M8", u="d")
ask("any open alarms at leeds", "site_details", "S6", u="d")
ask("what firmware is gxw-8005 running", "device_details", "D60", u="d")
ask("what's the sf6 level in gis bay 2 right now", "device_telemetry", "D44", u="d")
ask("who still hasn't accepted their globex invite", "pending_invitations", u="d")
ask("high priority tickets at globex", "work_orders", u="d")
ask("how many templink units have we deployed", "product_details", "P12", u="d")
ask("¿cuántos dispositivos hay en mantenimiento?", "device_list", u="d", l="es")
ask("wat zijn de openstaande werkorders van Erin?", "work_orders", "U12", u="d", l="nl")
# bob, carol
ask("what's on my work order list", "work_orders", "U2", u="b")
ask("any devices under maintenance", "device_list", u="b")
ask("what's down at rotterdam", "device_list", "S3", u="b")
ask("who works with me on the maintenance team", "user_list", "T2", u="b")
ask("any gas detectors behind on calibration", "compliance_reports", u="c")
ask("what alarms are active", "alerts_inbox", u="c")
ask("who's in safety and compliance", "user_list", "T3", u="c")
ask("which site is cam-3003 at", "device_details", "D27", u="c")
ask("tickets assigned to tom okafor", "work_orders", "U5", u="c")
ask("quais alarmes estão abertos agora?", "alerts_inbox", u="c", l="pt")

# ---------------------------------------------------------------- denied (carol) -----
deny("i need to see what we pay each month", "organization_billing", u="c")
deny("the invoice we haven't paid yet", "invoice_detail", "I6", u="c")
deny("compare the subscription plans", "subscription_plans", u="c")
deny("change the console's colours", "branding_settings", u="c")
deny("who edited the lyon gateway config yesterday", "audit_log", u="c")
deny("how long do we keep telemtry", "data_retention_settings", u="c", t=1)
deny("sso setup page", "sso_settings", u="c")
deny("hook our alarms into slack", "integrations", u="c")
deny("webhook deliveries that failed", "webhooks", u="c")
deny("how many api calls did we make this month", "api_usage", u="c")
deny("edit tom okafor's phone", "edit_user_details", "U5", u="c")
deny("invite a new colleague to the console", "invite_user", u="c")
deny("what are operators allowed to do", "roles_permissions", u="c")
deny("adjust what viewers can see", "edit_role", u="c")
deny("add a new sensor to the fleet", "onboard_device", u="c")
deny("upload a csv of devices", "bulk_device_import", u="c")
deny("change the reporting interval on gs-1001", "device_configuration", "D1", u="c")
deny("roll out the new firmwear", "firmware_updates", u="c", t=1)
deny("take me to the decommission page for the loading dock sensor", "decommission_device", "D4", u="c")
deny("i want an alarm when the boiler room co goes high, where do i set that up", "create_alert_rule", u="c")
deny("open a ticket for the broken jetty camera", "create_work_order", u="c")
deny("design my own report", "custom_report_builder", u="c")
deny("organisation timezone settings", "manage_organization", u="c")
deny("new product model form", "register_product", u="c")
deny("add a site for our new warehouse", "create_site", u="c")
deny("je veux voir nos factures", "organization_billing", u="c", l="fr")
deny("invitar a un nuevo usuario", "invite_user", u="c", l="es")
deny("exporteer alle meetwaarden naar csv", "data_export", u="c", l="nl")
deny("list of invitatons still outstanding", "pending_invitations", u="c", t=1)
# ---------------------------------------------------------------- denied (bob) -------
deny("billing overview", "organization_billing", u="b")
deny("the latest invoice", "invoice_detail", "I6", u="b")
deny("upgrade our plan", "subscription_plans", u="b")
deny("change the logo on the login page", "branding_settings", u="b")
deny("audit trail of who changed gs-1009", "audit_log", u="b")
deny("retention period for raw telemetry", "data_retention_settings", u="b")
deny("okta sso config", "sso_settings", u="b")
deny("connect pagerduty", "integrations", u="b")
deny("rotate the webhook signing secret", "webhooks", u="b")
deny("our api quota", "api_usage", u="b")
deny("edit lukas meyer's user record", "edit_user_details", "U8", u="b")
deny("invite a new techncian", "invite_user", u="b", t=1)
deny("roles and what they can do", "roles_permissions", u="b")
deny("change operator permissions", "edit_role", u="b")
deny("resend the invite to emma laurent", "pending_invitations", u="b")
deny("decomission page for gs-1017", "decommission_device", "D17", u="b", t=1)
deny("change the org's default units to imperial", "manage_organization", u="b")
deny("Rechnung vom letzten Monat", "invoice_detail", "I6", u="b", l="de")
deny("impostazioni SSO dell'organizzazione", "sso_settings", u="b", l="it")

# ---------------------------------------------------------------- unclear ------------
un("hmm")
un("do it")
un("the usual please")
un("fix the sensor")
un("check on things")
un("reports?")
un("more")
un("what's the weather like at the houston refinery today")
un("translate this email into german")
un("remind me to call tom at 3pm")
un("book a meeting room at the lyon plant")
un("what's 15% of 4890")
un("asdfgh jkl")
un("thanks, that's all")
un("good morning navex")
un("who won the match last night")
un("can you write me a sql query")
un("order new batteries from amazon")
un("sensor")
un("the other one")
un("same as before but for houston")
un("qwe zxc")
un("what's the traffic like to the denver substation", u="d")
un("hmm no", u="d")
un("ok cool", u="d")
un("play some music in the workshop", u="b")
un("can you sort it out", u="b")
un("hello?", u="c")
un("quel temps fait-il à Lyon demain ?", l="fr")
un("erzähl mir einen Witz", l="de")
un("gracias", l="es")
un("wat is de hoofdstad van frankrijk", l="nl")
un("pede uma pizza para a equipe", l="pt")
un("boh, non so", l="it")
un("whats teh meaning of life", t=1)
un("updat", t=1)

# ---------------------------------------------------------------- plain navigation ---
plain("back to the home screen please", "main_dashboard")
plain("my notification inbox", "notifications")
plain("search box for everything", "global_search")
plain("help docs", "help_center")
plain("what's new in the console page", "release_notes")
plain("platform status page", "system_status")
plain("my profile", "profile")
plain("edit my own profile", "edit_profile")
plain("i want to change my pasword", "change_password", t=1)
plain("notification settings", "notification_preferences")
plain("manage my api tokens", "api_tokens")
plain("set up 2fa on my account", "two_factor_setup")
plain("where am i logged in right now", "active_sessions")
plain("show the fleet on a map", "device_map")
plain("device groups", "device_groups")
plain("the manufacturers list", "manufacturers")
plain("site list", "site_list")
plain("alert rules page", "alert_rules")
plain("incident history", "incident_history")
plain("on call rota", "on_call_schedule")
plain("escalation policy setings", "escalation_policies", t=1)
plain("maintnance calendar", "maintenance_schedule", t=1)
plain("work order list", "work_orders")
plain("spare parts stock", "spare_parts_inventory")
plain("report library", "reports")
plain("schedueld reports", "scheduled_reports", t=1)
plain("energy analytics", "energy_usage_analytics")
plain("compliance reports page", "compliance_reports")
plain("bulk import devices from a spreadsheet", "bulk_device_import")
plain("start the device onboarding wizard", "onboard_device")
plain("firmware campaigns", "firmware_updates")
plain("i want to register a new device model", "register_product")
plain("new site form", "create_site")
plain("create an alert rule", "create_alert_rule")
plain("raise a new work order", "create_work_order")
plain("invite somebody to our org", "invite_user")
plain("user directory", "user_list")
plain("build a custom report", "custom_report_builder")
plain("org settings", "manage_organization")
plain("billing page", "organization_billing")
plain("audit log", "audit_log")
plain("single sign-on settings", "sso_settings")
plain("api usage charts", "api_usage")
plain("pending invitations", "pending_invitations")
plain("white label settings", "branding_settings")
plain("data export page", "data_export")
plain("la page des équipes", "teams", l="fr")
plain("Geräteliste öffnen", "device_list", l="de")
plain("llévame al centro de ayuda", "help_center", l="es")
plain("ga naar de productcategorieën", "product_categories", l="nl")
plain("abrir a lista de alarmes", "alerts_inbox", l="pt")
plain("apri il registro di controllo", "audit_log", l="it")
plain("roles and permisions", "roles_permissions", t=1)
plain("take me to the webhooks", "webhooks", u="d")
plain("integrations page", "integrations", u="d")
plain("data retention", "data_retention_settings", u="d")
plain("where's the search page", "global_search", u="b")
plain("the product catalog", "product_catalog", u="b")
plain("dashboard", "main_dashboard", u="c")
plain("teams overview", "teams", u="c")
plain("my notifcations", "notifications", u="c", t=1)

# ---------------------------------------------------------------- no-tool changes ----
notool("send alarm notifications by sms only for critical ones", "notification_preferences")
notool("mute all notificatons between 10pm and 6am", "notification_preferences", t=1)
notool("revoke the api token called ci-runner", "api_tokens")
notool("create a token named grafana-export", "api_tokens")
notool("sign out my session on the ipad", "active_sessions")
notool("change my password to Spring2027!", "change_password")
notool("switch our default timezone to UTC", "manage_organization")
notool("use fahrenheit everywhere in the org", "manage_organization")
notool("switch our brand colour to #ff6600", "branding_settings")
notool("enforce sso for every user", "sso_settings")
notool("keep raw telemetry for 90 days only", "data_retention_settings")
notool("add a webhook to https://hooks.acme.example/alerts for device offline events", "webhooks")
notool("post critical alarms to the #ops-alarms slack channel", "integrations")
notool("give operators the right to delete devices", "edit_role")
notool("put priya on the maintenance team", "team_details", "T2")
notool("take lukas off the maintenance team", "team_details", "T2")
notool("resend sofia's invitation", "pending_invitations")
notool("cancel emma laurent's invite", "pending_invitations")
notool("make a device group called jetty detectors with gs-1015, gs-1016 and gs-1020", "device_groups")
notool("push firmware 5.2.1 to gs-1004", "firmware_updates")
notool("turn of the co high rule", "alert_rules", t=1)
notool("switch the bearing temp rule back on", "alert_rules")
notool("rename the gateways category to network gateways", "product_categories")
notool("email the weekly uptime report to tom every monday at 8", "scheduled_reports")
notool("mark ticket 3 as done", "work_order_details", "W3")
notool("reassign the flare camera job to bob", "work_order_details", "W4")
notool("close alarm 5, calibration is booked", "alert_details", "A5")
notool("log a passed bump test on gs-1007 from this morning", "device_calibration", "D7")
notool("update the credit card to the visa ending 4421", "organization_billing")
notool("change my job title to shift supervisor", "edit_profile")
notool("passe mon interface en français", "edit_profile", l="fr")
notool("add leo to grid operations", "team_details", "T5", u="d")
notool("page me if an alarm sits unacknowledged for 10 minutes", "escalation_policies", u="d")
notool("put erin on call this saturday", "on_call_schedule", u="d")
notool("disable the low battery rule", "alert_rules", u="b")
notool("add gw-4001 to the gateways group", "device_groups", u="b")
notool("text me for critical alarms instead of emailing", "notification_preferences", u="c")
notool("revoke my old api key named test", "api_tokens", u="c")
notool("Schalte die Regel für Batterie schwach ab", "alert_rules", l="de")

# ---------------------------------------------------------------- execution ----------
ex("rename gs-1006 to Lab fume hood 2", "update_device")
ex("set the sample interval of gs-1013 to 10 seconds", "update_device")
ex("move th-2001 over to the houston refinery", "update_device")
ex("put gs-1011 back to active, the new head is in", "update_device")
ex("acknowledge the co alarm on tank farm north", "acknowledge_alert")
ex("ack alert 3", "acknowledge_alert")
ex("decommission gs-1004, it's dead", "decommission_device")
ex("retire th-2003 permanently", "decommission_device")
ex("invite marc.dubois@acme.example as a viewer, name Marc Dubois", "invite_user")
ex("invite jana novak, jana.novak@acme.example, operator on the maintenance team", "invite_user")
ex("change priya raman's phone to +1 713 555 0199", "update_user")
ex("make tom okafor an operator", "update_user")
ex("move emma laurent to the Maintenance department", "update_user")
ex("deactivate sofia marchetti's account", "deactivate_user")
ex("create a site called Antwerp depot at Haven 27, 2030 Antwerpen, timezone Europe/Brussels", "create_site")
ex("onboard a new bw ultra, serial GS-1021, at the rotterdam terminal, name it Jetty 4", "onboard_device")
ex("register product Pac 8000 from Dräger in the gas sensors category", "register_product")
ex("update the q1961-te description to 'thermal camera for flares and furnaces'", "update_product")
ex("create a critical rule: h2s above 15 ppm on the bw ultra", "create_alert_rule")
ex("open a high priority work order to replace the battery on gs-1014, due friday, assign priya", "create_work_order")
ex("set tom becker's email to thomas.becker@acme.example", "update_user")
ex("decomission gs-1017 its been offline for days", "decommission_device", t=1)
ex("acquitte l'alarme 2", "acknowledge_alert", l="fr")
ex("benenne GS-1018 in Pumpenhaus Ost um", "update_device", l="de")
ex("da de baja el detector GS-1003, está roto", "decommission_device", l="es")
ex("zet GS-1005 in onderhoud", "update_device", l="nl")
ex("crea un ordine di lavoro urgente 'controllo perdita CO' per GS-1009, scadenza domani", "create_work_order", l="it")
# dave
ex("acknowledge the sf6 alarm on gis bay 2", "acknowledge_alert", u="d")
ex("decommission gxw-8004", "decommission_device", u="d")
ex("rename gxt-6003 to Lab fridge A", "update_device", u="d")
ex("set gx-5002 to maintenance while hector swaps the cell", "update_device", u="d")
ex("invite olivia brooks, olivia.brooks@globex.example, as operator in field service", "invite_user", u="d")
ex("deactivte jamal wright", "deactivate_user", u="d", t=1)
ex("change grace liu's departmnet to Procurement", "update_user", u="d", t=1)
ex("new site: Austin pump plant, 500 E Cesar Chavez St, Austin TX 78701, America/Chicago", "create_site", u="d")
ex("onboard GX-5013, a GasGuard Cl2, at the leeds pumping station", "onboard_device", u="d")
ex("register the Siemens Sitrans TH420 as a thermometer", "register_product", u="d")
ex("alert rule: temperature above 60 C on sitrans th320 units, warning", "create_alert_rule", u="d")
ex("work order for gxc-7005 to clean the lens, low priority, due in two weeks", "create_work_order", u="d")
ex("change the templink t100 description to 'wireless cabinet thermometer, 10-year battery'", "update_product", u="d")
ex("acknowlege the router offline alarm at leeds", "acknowledge_alert", u="d", t=1)
ex("reconheça o alarme do cloro na sala de cloração", "acknowledge_alert", u="d", l="pt")
# bob
ex("ack the battery warning on the rescue portable", "acknowledge_alert", u="b")
ex("set the reporting interval of gw-4003 to 60 s", "update_device", u="b")
ex("rename cam-3003 to Jetty overview west", "update_device", u="b")
ex("create work order: recalibrate gs-1019, medium, due next monday, assign to me", "create_work_order", u="b")
ex("onboard gs-1022, an x-am 5600, at the lyon plant", "onboard_device", u="b")
ex("add site Le Havre depot, 10 Quai de Southampton, 76600 Le Havre, Europe/Paris", "create_site", u="b")
ex("rule on polytron 8700: lel_pct >= 5, warning", "create_alert_rule", u="b")
ex("register product Honeywell BW Clip4 in gas sensors", "register_product", u="b")

# ---------------------------------------------------------------- edits after the check
# Colliding wordings -> new wordings (value: the new query, or (query, typo flag) when
# the new wording carries a typo or loses one).
REWORDED: dict[str, str | tuple[str, bool]] = {
    # questions
    "which lyon sensors are down right now": "the lyon plant: anything not reporting at the moment?",
    "what's tom becker working on": "what tickets is becker juggling at the moment",
    "which alert rules are set to critical": "show me only the rules that fire at critical severity",
    "what firmware is gs-1004 on": "is the loading dock detector still on old firmware?",
    "how many bw ultras are installed": ("count of honeywell bw ultra units we have out in the feild", True),
    "open alarms at the houston site": "is anything alarming at the refinery in houston?",
    "who's on call this weekned": ("who do i phone if a gas alarm goes off saturday nite", True),
    "what maintenance is planned next week at lyon": "any service visits booked for lyon in the coming days",
    "quels capteurs sont hors ligne à Lyon ?": "à Lyon, il y a des capteurs qui ne remontent plus rien ?",
    "Welche Alarme sind gerade kritisch?": "Haben wir gerade irgendwo einen kritischen Alarm am Laufen?",  # 2nd wording
    "¿qué órdenes de trabajo tiene asignadas Priya?": "¿en qué tickets está trabajando Priya esta semana?",
    "quali prodotti abbiamo di Honeywell?": "che modelli Honeywell usiamo nel catalogo?",
    "any open alarms at leeds": "anything going off at the leeds pumping station right now",
    "what's the sf6 level in gis bay 2 right now": "how high is the sf6 concentration at bay 2 of the substation",
    # denied (bob)
    "billing overview": "how much is acme paying for the console these days",
    "upgrade our plan": "we need more device slots, bump us up to a bigger tier",
    "connect pagerduty": "hook the alarms up to pagerduty so the night shift gets paged",
    "rotate the webhook signing secret": "our webhook secret leaked in a log, where do i swap it",
    "invite a new techncian": ("get the new techncian from the agency an account", True),
    "roles and what they can do": "what exactly is an operator allowed to touch compared with an admin",
    "resend the invite to emma laurent": "emma says the invitation mail went to spam, can i re-send it",  # 2nd wording
    "impostazioni SSO dell'organizzazione": "configurazione del login aziendale con Azure AD",
    # unclear
    "hmm": "hmmm not sure what i need tbh",
    "do it": "yeah go ahead and do that thing",
    "the usual please": "can you just do the usual monday stuff",
    "fix the sensor": "something's off with one of the sensors, sort it",
    "translate this email into german": "translate the supplier's email below into german for me",
    "what's 15% of 4890": "quick maths: 4890 euros minus 15 percent",
    "asdfgh jkl": "jjjjjjkkkk ;;",
    "thanks, that's all": "cheers, that's everything for today",
    "who won the match last night": "did lyon win their football game on sunday",
    "ok cool": "ok cool, nvm then",
    "can you sort it out": "can u sort this mess out for me mate",
    "hello?": "yo, you awake in there?",  # 2nd wording
    "quel temps fait-il à Lyon demain ?": "il va pleuvoir à Lyon ce week-end ?",
    "erzähl mir einen Witz": "kannst du mir ein Gedicht über Gaswarner schreiben",
    "gracias": "muchas gracias, eso es todo por hoy",
    "whats teh meaning of life": ("whats teh best pizza place near the rotterdam terminal", True),
    "updat": ("updaet pls", True),
    # plain navigation
    "my notification inbox": "any new messages in my bell icon inbox",
    "search box for everything": "one search bar for devices, people and sites at once, where is it",  # 2nd wording
    "set up 2fa on my account": ("turn on authenticator app login for my acount", True),
    "the manufacturers list": ("list of the hardware manufacturers we deal wiht", True),
    "report library": "where are the ready-made reports kept",
    "my profile": "jump to my own user profile",
    "i want to change my pasword": ("need a new pasword for my login", True),
    "incident history": "open the log of past incidents and how they were fixed",
    "maintnance calendar": ("the planned maintnance calendar for this month", True),
    "build a custom report": "i'd like to put together my own report with custom columns",
    "integrations page": "which third-party integrations have we switched on",
    "teams overview": "all the teams in the company please",
    "my notifcations": ("did i get any notifcations today", True),
    # no-tool changes (bob)
    "disable the low battery rule": "switch off the low-battery alerting for portables for now",
    "add gw-4001 to the gateways group": "put the lyon gateway into the gateways device group",
    # execution
    "rename gs-1006 to Lab fume hood 2": "gs-1006 should be called 'Fume hood - QC lab' from now on",
    "change priya raman's phone to +1 713 555 0199": ("priya has a new mobile, +1 713 555 0199, updte her record", True),
    "deactivate sofia marchetti's account": "deactivate sofia marchetti, quality hired someone else",  # reviewed
    "create a site called Antwerp depot at Haven 27, 2030 Antwerpen, timezone Europe/Brussels":
        "add the Antwerp depot as a site: Haven 27, 2030 Antwerpen, Europe/Brussels time",
    "open a high priority work order to replace the battery on gs-1014, due friday, assign priya":
        "raise a job for gs-1014's battery pack swap, high priority, due friday, give it to priya",
    "acquitte l'alarme 2": "acquitte l'alarme H2S du GS-1008, on s'en occupe",
    "benenne GS-1018 in Pumpenhaus Ost um": "GS-1018 soll ab jetzt 'Pumpenhaus Ost' heißen",
    "zet GS-1005 in onderhoud": "zet de status van GS-1005 op onderhoud, er wordt aan gewerkt",
    "acknowledge the sf6 alarm on gis bay 2": "frank's on the sf6 leak, acknowledge that bay 2 alarm",
    "deactivte jamal wright": ("deactivte jamal wright, the security contract fell through", True),  # reviewed
    "onboard GX-5013, a GasGuard Cl2, at the leeds pumping station":
        "new chlorine detector GX-5013 (GasGuard Cl2) going in at leeds, onboard it",
    "set the reporting interval of gw-4003 to 60 s": "make gw-4003 report once a minute instead",
    "onboard gs-1022, an x-am 5600, at the lyon plant": "got a new x-am 5600 here, serial GS-1022, add it under lyon plant",
    # records
    "tom becker's profile": "i need the user page for priya raman",
    "calibration history gs-1013": "was the control room detector in houston calibrated since january",  # 2nd wording
}

# Reworded on a last review although they did not collide: wordings too close to an example
# of the annotation rule or to a wording quoted in an older protocol file, and one bare word.
REVIEWED: dict[str, str | tuple[str, bool]] = {
    "push firmware 5.2.1 to gs-1004": "start an ota campaign moving the tank farm detectors to firmware 3.0.0",
    "change my password to Spring2027!": "my password should be Spring2027! from now on",
    "which subscripton tier are we on": ("remind me which plan acme is subscibed to", True),
    "dashboard": "bring up the overview with the fleet kpis",
    "who still hasn't accepted their globex invite": "which globex invitations are still sitting unanswered",
}

# Typos put in on purpose, afterwards, into rows that did not collide.
TYPOS_ADDED: dict[str, str] = {
    "the advantech temperature sensor": "the advantec temperature sensor",
    "the relay cabinet r3 overtemp alert": "the relay cabinat r3 overtemp alert",
    "show me the crude unit h2s detector": "show me the crude unit h2s dectector",
    "tom becker's phone number": "tom becker's phone numbr",
}

DROPPED: set[str] = {
    # colliding, dropped
    "members of the control room team", "what sites do we run", "which vendors do we buy from",
    "what role does tom okafor have", "what gases does the x-am 5600 measure",
    "which detectors failed their bump test", "who deleted a device yesterday",
    "are we close to our api quota", "what changed in the latest console release",
    "how many devices are we billed for", "which devices are in maintenence",
    "what firmware is gxw-8005 running", "who's been deactivated",
    "which products do we buy from dräger",
    "compare the subscription plans", "how long do we keep telemtry",
    "how many api calls did we make this month", "invite a new colleague to the console",
    "what are operators allowed to do", "change the reporting interval on gs-1001",
    "open a ticket for the broken jetty camera",
    "reports?", "more",
    "platform status page", "notification settings", "where am i logged in right now",
    "device groups", "on call rota", "work order list", "spare parts stock",
    "schedueld reports", "energy analytics", "bulk import devices from a spreadsheet",
    "firmware campaigns", "new site form", "create an alert rule", "user directory",
    "org settings", "billing page", "audit log", "pending invitations",
    "white label settings", "roles and permisions", "data retention", "where's the search page",
    "revoke the api token called ci-runner", "keep raw telemetry for 90 days only",
    "add a webhook to https://hooks.acme.example/alerts for device offline events",
    "post critical alarms to the #ops-alarms slack channel", "resend sofia's invitation",
    "rename the gateways category to network gateways", "mark ticket 3 as done",
    "change my job title to shift supervisor",
    "set the sample interval of gs-1013 to 10 seconds", "move th-2001 over to the houston refinery",
    "acknowledge the co alarm on tank farm north", "ack alert 3", "make tom okafor an operator",
    "decommission gxw-8004",
    "pull up the boiler room co monitor", "the portable the lyon shift lead carries around",
    "calibraton certificates for gs-1015", "floorplan of the lyon plant",
    "honeywell's vendor page", "maintenance team page pls", "the co alarm at tank farm north",
    "open the h2s alert on the crude unit", "the sensor head swap job on the flare stack",
    "the offline camera at houston", "montre-moi le profil de Priya Raman",
    "springfield water works site page", "gs-1002", "work order 3",
    "dave@globex.example account page", "open priya raman's page",
    "the bump test job for the rescue team",
    # trimmed toward the size and the mix (did not collide)
    "the rotterdam site page", "open emma laurent in the user directory", "look up hiroshi for me",
    "hiroshi's job", "the x-am confined-space monitor model", "the thermal camera product from axis",
    "open the polytron 8700 product page", "the safety and compliance team",
    "the pump house detector in rotterdam", "the denver substation", "bosch vendor page",
    "thermometer in the cold room, the overview page", "show me the hydrotreater gas detector",
    "the battery warning for the rescue team portable", "the rescue portable in houston",
    "telemetry of cam3001 over the last day", "the alarm saying jetty 3 needs calibrating soon",
    "priya's user page", "the polytron in houston", "tank 4 product temperature readings",
    "the critical one on gs-1017 from a couple of days back",
    "siemens page", "frank's user page", "the substation yard camera",
    "clearwell vent sensor details", "the leaksense sf6 product", "the fence camera install ticket",
    "list all our device models",
    "okta sso config", "change the logo on the login page", "our api quota",
    "help docs", "manage my api tokens", "alert rules page", "compliance reports page",
    "jobs currently in progress", "who has admin rights in our org", "critical alarms still open?",
    "check on things", "sensor",
    "switch our default timezone to UTC", "send alarm notifications by sms only for critical ones",
}


def final_rows() -> list[dict]:
    known = {row["query"] for row in ROWS}
    for q in [*REWORDED, *REVIEWED, *TYPOS_ADDED, *DROPPED]:
        assert q in known, q
    assert not set(REWORDED) & DROPPED and not set(TYPOS_ADDED) & DROPPED
    rows = []
    for row in ROWS:
        if row["query"] in DROPPED:
            continue
        row = dict(row)
        q = row["query"]
        if q in REWORDED or q in REVIEWED:
            new = REWORDED.get(q) or REVIEWED[q]
            if isinstance(new, tuple):
                new, row["typo"] = new
            else:
                row["typo"] = False
            row["query"] = new
        elif q in TYPOS_ADDED:
            row["query"], row["typo"] = TYPOS_ADDED[q], True
        rows.append(row)
    return rows


def to_json(row: dict, n: int, roles: dict[str, list[str]]) -> dict:
    out = {"id": f"f10-{n:03d}", "query": row["query"], "route": row["route"]}
    if row["route"] == "navigation":
        out["screen"] = row["target"]
        rec = row["rec"]
        if rec in ("none", "several"):
            out["record"] = rec
        elif rec:
            out["record"] = {PARAM[rec[0]]: int(rec[1:])}
    elif row["route"] == "execution":
        out["tool"] = row["target"]
    if row["u"]:
        out["user"] = USER[row["u"]]
    if row["route"] == "navigation" and ROLE[row["u"]] not in roles[row["target"]]:
        out["denied"] = True
    assert ("denied" in out) == (row["kind"] == "denied"), row["query"]
    return out


def main() -> None:
    catalog = json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())
    roles = {s["screen_name"]: s["roles"] for s in catalog["screens"]}
    rows = final_rows()
    random.Random(SEED).shuffle(rows)
    lines = [json.dumps(to_json(r, n, roles), ensure_ascii=False) for n, r in enumerate(rows, 1)]
    OUT.write_text("\n".join(lines) + "\n")
    if "--counts" in sys.argv:
        counts(rows)


def counts(rows: list[dict]) -> None:
    who = lambda r: {None: "alice", "b": "bob", "c": "carol", "d": "dave"}[r["u"]]  # noqa: E731
    print("rows", len(rows))
    print("kind", Counter(r["kind"] for r in rows))
    print("route", Counter(r["route"] for r in rows))
    print("user", Counter(who(r) for r in rows))
    print("lang", Counter(r["lang"] for r in rows))
    print("typos", sum(r["typo"] for r in rows), Counter(r["kind"] for r in rows if r["typo"]),
          Counter(who(r) for r in rows if r["typo"]))
    for kind in ("records", "questions", "denied", "unclear", "plain", "notool", "execution"):
        print(kind, Counter(who(r) for r in rows if r["kind"] == kind))
    print("non-en by kind", Counter(r["kind"] for r in rows if r["lang"] != "en"))
    print("non-en by user", Counter(who(r) for r in rows if r["lang"] != "en"))
    print("tools", Counter(r["target"] for r in rows if r["route"] == "execution"))
    print("exec by user", Counter(who(r) for r in rows if r["route"] == "execution"))
    print("bob tools", Counter(r["target"] for r in rows if r["route"] == "execution" and r["u"] == "b"))
    print("screens", Counter(r["target"] for r in rows if r["route"] == "navigation").most_common(12))
    recs = [r for r in rows if r["rec"]]
    print("record rows", len(recs), Counter("none" if r["rec"] == "none" else "several" if r["rec"] == "several" else "id" for r in recs))
    print("record by kind", Counter(r["kind"] for r in recs))
    filt = [r for r in recs if r["target"] in ("device_list", "work_orders", "user_list", "product_catalog") and r["rec"] not in ("none", "several")]
    print("filter records", Counter((r["target"], PARAM[r["rec"][0]]) for r in filt))
    print("none", [(who(r), r["query"]) for r in recs if r["rec"] == "none"])
    print("several", [(who(r), r["query"]) for r in recs if r["rec"] == "several"])


if __name__ == "__main__":
    main()
