"""Acme's REST API as the calling user: one bearer token per tool call, Acme's problem+json
errors turned into ToolErrors a model can read, and names resolved to records."""

import asyncio
import logging
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

import httpx
import jwt
from fastmcp.exceptions import ToolError


class Refusal(ToolError):
    """An expected "no" (role, unknown or ambiguous name, invalid value): feedback for the
    model, logged at INFO rather than as a server error."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message, log_level=logging.INFO)
        self.status = status  # Acme's HTTP status, when Acme said no


# kind (as the model says it) -> URL path under /api
KIND_PATHS: dict[str, str] = {
    "devices": "devices",
    "users": "users",
    "products": "products",
    "sites": "sites",
    "alerts": "alerts",
    "work_orders": "work-orders",
    "manufacturers": "manufacturers",
    "categories": "categories",
    "teams": "teams",
    "alert_rules": "alert-rules",
}
# the fields a person names a record by, per kind (first one is the display name)
NAME_FIELDS: dict[str, tuple[str, ...]] = {
    "devices": ("serial_number", "name"),
    "users": ("full_name", "email"),
    "products": ("name",),
    "sites": ("name",),
    "alerts": ("message",),
    "work_orders": ("title",),
    "manufacturers": ("name",),
    "categories": ("name",),
    "teams": ("name",),
    "alert_rules": ("name",),
}
SINGULAR: dict[str, str] = {
    "devices": "device",
    "users": "user",
    "products": "product",
    "sites": "site",
    "alerts": "alert",
    "work_orders": "work order",
    "manufacturers": "manufacturer",
    "categories": "category",
    "teams": "team",
    "alert_rules": "alert rule",
}
_MAX_CANDIDATES = 8
_PAGE = 200  # Acme's largest page
_MAX_ID = 2_147_483_647
RATE_RETRIES = 2  # a call answered 429 is tried again at most this many times
LONGEST_RATE_WAIT_S = 2.0  # a longer Retry-After is the user's to wait, not a tool call's


def bearer_token(authorization: str | None) -> str:
    """The token of an `Authorization: Bearer <token>` header, or a ToolError."""
    scheme, _, token = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Refusal(
            "No bearer token: this tool acts as the signed-in user, and this call carried "
            "no 'Authorization: Bearer <token>' header. Nothing was done."
        )
    return token.strip()


def token_email(token: str) -> str | None:
    """The `email` claim, read without verification and only for the audit trail:
    Acme verifies the token on every call."""
    try:
        claims = jwt.decode(token, options={"verify_signature": False})
    except jwt.PyJWTError:
        return None
    email = claims.get("email")
    return email if isinstance(email, str) else None


def _short_retry_after(response: httpx.Response) -> float | None:
    """The wait a 429 asks for when it is short enough to wait out inside one tool call
    (a burst over the per-second rate); None for any other answer or a longer wait."""
    if response.status_code != 429:
        return None
    try:
        wait = float(response.headers.get("retry-after", ""))
    except ValueError:
        return None
    return wait if 0 <= wait <= LONGEST_RATE_WAIT_S else None


def describe(kind: str, record: dict[str, Any]) -> str:
    """How a record is named in messages: 'Tom Becker <tom.becker@acme.example>'."""
    if kind == "users":
        return f"{record.get('full_name')} <{record.get('email')}>"
    if kind == "devices":
        name = record.get("name")
        return f"{record.get('serial_number')} ({name})" if name else str(record["serial_number"])
    if kind == "alerts":
        return f"alert {record.get('id')}: {record.get('message')}"
    field = NAME_FIELDS[kind][0]
    return f"{record.get(field)} (id {record.get('id')})"


def _normalized(text: str) -> str:
    """Case, accents, punctuation and a plural 's' ignored: 'Drager gas-sensor' ==
    'Dräger Gas sensors'."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    words = re.findall(r"[a-z0-9]+", plain)
    return " ".join(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words)


def _candidates(kind: str, records: list[dict[str, Any]], total: int | None = None) -> str:
    shown = ", ".join(describe(kind, r) for r in records[:_MAX_CANDIDATES])
    more = (total or len(records)) - min(len(records), _MAX_CANDIDATES)
    return shown + (f" and {more} more" if more > 0 else "")


@dataclass
class Api:
    """One tool call's view of Acme: the shared HTTP client plus the caller's token."""

    http: httpx.AsyncClient
    token: str

    @property
    def email(self) -> str | None:
        return token_email(self.token)

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: dict[str, Any] | None = None,
        json: dict[str, Any] | None = None,
        what: str = "",
    ) -> Any:
        response = await self._send(method, path, params, json)
        for _ in range(RATE_RETRIES):
            wait = _short_retry_after(response)
            if wait is None:
                break
            await asyncio.sleep(wait)  # 429 means nothing was done: safe for a write too
            response = await self._send(method, path, params, json)
        if response.is_success:
            return response.json() if response.content else None
        message = self._problem_message(response, what)
        if response.status_code >= 500:
            raise ToolError(message)
        raise Refusal(message, response.status_code)

    async def _send(
        self, method: str, path: str, params: dict[str, Any] | None, json: dict[str, Any] | None
    ) -> httpx.Response:
        try:
            return await self.http.request(
                method,
                path,
                params=params,
                json=json,
                headers={"Authorization": f"Bearer {self.token}"},
            )
        except httpx.HTTPError as exc:
            raise ToolError(f"Acme's API could not be reached ({exc.__class__.__name__}).") from exc

    @staticmethod
    def _problem_message(response: httpx.Response, what: str) -> str:
        detail = ""
        try:
            body = response.json()
            if isinstance(body, dict):
                detail = str(body.get("detail") or body.get("title") or "")
        except ValueError:
            pass
        detail = detail or response.reason_phrase or "no detail"
        status = response.status_code
        prefix = {
            401: "Acme rejected the sign-in (401)",
            403: "Not allowed (403)",
            404: "Not found (404)",
            409: "Conflict (409)",
            422: "Acme refused the values (422)",
        }.get(status, f"Acme answered {status}")
        action = f" while trying to {what}" if what else ""
        return f"{prefix}{action}: {detail}"

    # --- records ---------------------------------------------------------------------

    async def page(
        self, kind: str, q: str | None = None, limit: int = 50, offset: int = 0
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"limit": limit, "offset": offset}
        if q:
            params["q"] = q
        page: dict[str, Any] = await self.request(
            "GET", f"/api/{KIND_PATHS[kind]}", params=params, what=f"list {kind}"
        )
        return page

    async def all_records(self, kind: str) -> list[dict[str, Any]]:
        records: list[dict[str, Any]] = []
        while True:
            page = await self.page(kind, limit=_PAGE, offset=len(records))
            records.extend(page["items"])
            if not page["items"] or len(records) >= page["total"]:
                return records

    async def get(self, kind: str, ident: int) -> dict[str, Any]:
        record: dict[str, Any] = await self.request(
            "GET", f"/api/{KIND_PATHS[kind]}/{ident}", what=f"read {SINGULAR[kind]} {ident}"
        )
        return record

    async def create(self, kind: str, body: dict[str, Any]) -> dict[str, Any]:
        record: dict[str, Any] = await self.request(
            "POST", f"/api/{KIND_PATHS[kind]}", json=body, what=f"create the {SINGULAR[kind]}"
        )
        return record

    async def update(self, kind: str, ident: int, body: dict[str, Any]) -> dict[str, Any]:
        record: dict[str, Any] = await self.request(
            "PATCH",
            f"/api/{KIND_PATHS[kind]}/{ident}",
            json=body,
            what=f"update {SINGULAR[kind]} {ident}",
        )
        return record

    # --- names to records ------------------------------------------------------------

    async def resolve(self, kind: str, text: str) -> dict[str, Any]:
        """The one record of `kind` that `text` names (an id, a name, a serial, an email,
        ...), or a ToolError listing the candidates."""
        text = text.strip()
        label = SINGULAR[kind]
        if not text:
            raise Refusal(f"Say which {label}: the name was empty.")
        digits = text.lstrip("#")
        if digits.isdigit() and 0 < int(digits) <= _MAX_ID:
            try:
                return await self.get(kind, int(digits))
            except Refusal as exc:
                if exc.status != 404:
                    raise
                # not an id of this org: maybe a name made of digits
        page = await self.page(kind, q=text, limit=_PAGE)
        found = self.match(kind, text, page["items"])
        if found is not None:
            return found
        # nothing named so: list some of what exists, so the model can pick or ask
        sample = await self.page(kind, limit=_MAX_CANDIDATES)
        if not sample["items"]:
            raise Refusal(f"No {label} matches {text!r}, and there are no {kind} yet.")
        raise Refusal(
            f"No {label} matches {text!r}. Some {kind}: "
            f"{_candidates(kind, sample['items'], sample['total'])}. Use search_records to "
            "find the right one, or ask the user."
        )

    async def resolve_alert(self, text: str) -> dict[str, Any]:
        """The alert that `text` names: its id, or words of its message such as the serial
        of its device ("GS-1009", "the CO alert on GS-1009"), preferring open alerts; else
        a ToolError listing the candidates."""
        text = text.strip()
        digits = text.lstrip("#")
        if digits.isdigit() and 0 < int(digits) <= _MAX_ID:
            return await self.get("alerts", int(digits))
        # the whole text first, then each word that carries a digit (a serial, a number)
        words = [w for w in re.findall(r"[\w-]+", text) if any(c.isdigit() for c in w)]
        found: list[dict[str, Any]] = []
        for query in dict.fromkeys([text, *words]):
            found = (await self.page("alerts", q=query, limit=_PAGE))["items"]
            if found:
                break
        if not found:
            raise Refusal(
                f"No alert matches {text!r}. Use search_records with kind='alerts' to find "
                "it, or ask the user."
            )
        candidates = [a for a in found if a["status"] == "open"] or found
        if len(candidates) == 1:
            return candidates[0]
        raise Refusal(
            f"{len(candidates)} alerts match {text!r}: {_candidates('alerts', candidates)}. "
            "Call again with the id of the one meant, or ask the user."
        )

    def match(self, kind: str, text: str, records: list[dict[str, Any]]) -> dict[str, Any] | None:
        """Best match of `text` among `records`: exact (case-insensitive), then the same
        up to accents/punctuation/plural, then a unique substring. Several equally good
        matches are a ToolError that lists them; no match at all is None."""
        fields = NAME_FIELDS[kind]

        def values(record: dict[str, Any]) -> list[str]:
            return [str(record[f]) for f in fields if record.get(f)]

        wanted = text.casefold()
        tests = [
            lambda v: v.casefold() == wanted,
            lambda v: _normalized(v) == _normalized(text),
            lambda v: wanted in v.casefold(),
        ]
        for test in tests:
            hits = [r for r in records if any(test(v) for v in values(r))]
            if len(hits) == 1:
                return hits[0]
            if len(hits) > 1:
                raise Refusal(
                    f"{len(hits)} {kind} match {text!r}: {_candidates(kind, hits)}; say which "
                    f"(for example by its {' or '.join(f.replace('_', ' ') for f in fields)})."
                    " Nothing was changed."
                )
        return None

    async def find_or_create(self, kind: str, name: str) -> tuple[dict[str, Any], bool]:
        """The manufacturer/category called `name` (case, accents and plural ignored), or
        a new one. Returns (record, created)."""
        name = name.strip()
        if not name:
            raise Refusal(f"Say which {SINGULAR[kind]}: the name was empty.")
        records = await self.all_records(kind)
        exact = [r for r in records if str(r["name"]).casefold() == name.casefold()]
        if len(exact) == 1:
            return exact[0], False
        close = [r for r in records if _normalized(str(r["name"])) == _normalized(name)]
        if len(close) == 1:
            return close[0], False
        if len(close) > 1:
            raise Refusal(
                f"{len(close)} {kind} match {name!r}: {_candidates(kind, close)}; say which. "
                "Nothing was changed."
            )
        try:
            return await self.create(kind, {"name": name}), True
        except Refusal as exc:
            if exc.status != 409:
                raise
            # created meanwhile by someone else: use theirs
            again = [r for r in await self.all_records(kind) if r["name"] == name]
            if len(again) == 1:
                return again[0], False
            raise


def compact(kind: str, record: dict[str, Any]) -> dict[str, Any]:
    """A record without bookkeeping fields, for lists the model reads."""
    drop = {"created_at", "updated_at"}
    if kind == "devices":
        drop |= {"config", "last_reading", "firmware_version"}
    if kind == "products":
        drop |= {"config"}
    return {k: v for k, v in record.items() if k not in drop}
