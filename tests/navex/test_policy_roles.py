"""The tool policy file's `approval:` section: which argument values need the user's
approval, parsed and checked by RolePolicy (no database, no Acme)."""

import re
from pathlib import Path
from typing import Any

import pytest
from fastmcp import Client

from acme.tools import create_tool_server
from navex.config import NavexSettings
from navex.policy import RolePolicy

BASE: dict[str, Any] = {
    "roles": ["admin", "operator"],
    "tools": {"update_user": ["admin"], "update_device": ["admin", "operator"]},
}


def policy_with(approval: Any) -> RolePolicy:
    return RolePolicy.model_validate({**BASE, "approval": approval})


@pytest.fixture(scope="module")
def acme_policy() -> RolePolicy:
    return RolePolicy.load(NavexSettings().tool_policy_path)


def test_acmes_changes_to_rights_and_sign_in_need_approval(acme_policy: RolePolicy) -> None:
    assert acme_policy.approval == {"update_user": {"role": "any", "status": "any", "email": "any"}}
    reasons = acme_policy.approval_reasons
    assert reasons("update_user", {"user": "Tom Becker", "role": "viewer"}) == ["role"]
    assert reasons("update_user", {"user": "Tom", "status": "active"}) == ["status"]
    assert reasons("update_user", {"user": "Tom", "email": "t@acme.example"}) == ["email"]
    assert reasons(
        "update_user", {"email": "t@acme.example", "role": "admin", "status": "active"}
    ) == ["role", "status", "email"]  # the file's order
    # other fields, values not given (null) and other tools need none
    assert reasons("update_user", {"user": "Tom", "phone": "+33 6", "department": "QA"}) == []
    assert reasons("update_user", {"user": "Tom", "role": None, "email": None}) == []
    assert reasons("update_device", {"device": "GS-1020", "status": "maintenance"}) == []
    assert reasons("no_such_tool", {"role": "admin"}) == []


def test_a_list_names_the_values_that_need_approval() -> None:
    policy = policy_with({"update_device": {"status": ["decommissioned"], "config": "any"}})
    assert policy.approval_reasons("update_device", {"status": "decommissioned"}) == ["status"]
    assert policy.approval_reasons("update_device", {"status": "maintenance"}) == []
    assert policy.approval_reasons(
        "update_device", {"status": "decommissioned", "config": {"a": 1}}
    ) == ["status", "config"]
    # the same value of another kind is not the listed one
    flags = policy_with({"update_device": {"enabled": [True], "level": [1], "code": ["7"]}})
    assert flags.approval_reasons("update_device", {"enabled": 1, "level": True, "code": 7}) == []
    assert flags.approval_reasons("update_device", {"enabled": True, "level": 1, "code": "7"}) == [
        "enabled",
        "level",
        "code",
    ]


@pytest.mark.parametrize("approval", [None, {}], ids=["empty", "none"])
def test_an_empty_or_missing_section_means_none(approval: Any) -> None:
    assert policy_with(approval).approval == {}
    assert RolePolicy.model_validate(BASE).approval == {}
    assert policy_with(approval).approval_reasons("update_user", {"role": "admin"}) == []


@pytest.mark.parametrize(
    ("approval", "message"),
    [
        ({"update_user": {"role": "all"}}, "approval.update_user.role: expected 'any'"),
        ({"update_user": {"role": []}}, "approval.update_user.role: expected 'any' or a non-empty"),
        ({"update_user": {"role": "ANY"}}, "approval.update_user.role"),
        ({"update_user": {"role": {"admin": True}}}, "approval.update_user.role"),
        ({"update_user": {"role": [["admin"]]}}, "approval.update_user.role: list values"),
        ({"update_user": None}, "approval.update_user: expected argument"),
        ({"update_user": {}}, "approval.update_user: expected argument"),
        ({"update_user": ["role"]}, "approval.update_user: expected argument"),
        ({"update_user": {7: "any"}}, "approval.update_user: argument names must be strings"),
        ({"delete_everything": {"id": "any"}}, "not under `tools:`: ['delete_everything']"),
        (["update_user"], "approval: expected a mapping"),
    ],
)
def test_a_malformed_entry_is_named(approval: Any, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        policy_with(approval)


def test_a_bad_file_is_named_with_its_entry(tmp_path: Path) -> None:
    path = tmp_path / "tool_policy.yaml"
    path.write_text(
        "roles: [admin]\ntools:\n  update_user: [admin]\n"
        "approval:\n  update_user:\n    role: everything\n",
        encoding="utf-8",
    )
    with pytest.raises(ValueError) as raised:
        RolePolicy.load(path)
    text = str(raised.value)
    assert str(path) in text and "approval.update_user.role" in text and "everything" in text


async def test_approval_arguments_are_the_tools_real_arguments(acme_policy: RolePolicy) -> None:
    async with Client(create_tool_server("http://127.0.0.1:1")) as client:
        schemas = {tool.name: tool.input_schema for tool in await client.list_tools()}
    assert acme_policy.approval and set(acme_policy.approval) <= set(schemas)
    assert acme_policy.unknown_approval_arguments(schemas) == []
    misspelt = RolePolicy.model_validate(
        {
            "roles": ["admin"],
            "tools": {"update_user": ["admin"], "find_screen": ["admin"]},
            "approval": {"update_user": {"roles": "any"}, "find_screen": {"query": "any"}},
        }
    )
    # find_screen is navex's own tool: no MCP schema here, so it is not judged
    assert misspelt.unknown_approval_arguments(schemas) == ["update_user.roles"]
