"""The memory tools: definitions for a model (OpenAI and genkit), and invocation with the
arguments the model produced."""

from __future__ import annotations

import json

import pytest

from .helpers import assert_error, model_text, tool_call, tool_result, user_text

pytestmark = pytest.mark.django_db


def test_it_lists_the_tools_in_both_formats(api):
    body = api.get("/tools").json()
    names = [t["function"]["name"] for t in body["openai"]]
    assert names == ["memory_compact", "memory_all_by_session_id"]
    for tool in body["openai"]:
        assert tool["type"] == "function"
        params = tool["function"]["parameters"]
        assert params["type"] == "object"
        assert params["required"] == ["session_id"]
        assert tool["function"]["description"]
    genkit = {t["name"]: t for t in body["genkit"]}
    assert set(genkit) == set(names)
    assert genkit["memory_compact"]["inputSchema"]["properties"]["instructions"]["type"] == "string"
    assert "items" in genkit["memory_all_by_session_id"]["outputSchema"]["properties"]


def test_it_lists_one_format(api):
    body = api.get("/tools", format="genkit").json()
    assert body["openai"] is None
    assert [t["name"] for t in body["genkit"]] == ["memory_compact", "memory_all_by_session_id"]
    assert_error(api.get("/tools", format="xml"), 422, "invalid_request")


def test_the_parameters_are_valid_json_schemas(api):
    jsonschema = pytest.importorskip("jsonschema")
    for tool in api.get("/tools", format="genkit").json()["genkit"]:
        jsonschema.Draft202012Validator.check_schema(tool["inputSchema"])
        jsonschema.Draft202012Validator.check_schema(tool["outputSchema"])
        validator = jsonschema.Draft202012Validator(tool["inputSchema"])
        assert validator.is_valid({"session_id": "s1"})
        assert not validator.is_valid({"session_id": "s1", "unknown": 1})
        assert not validator.is_valid({})


def fill(api):
    api.post("/sessions", {"id": "s"})
    sent = [user_text("Find why the nightly export failed.")]
    for i in range(5):
        sent += [
            tool_call("grep", f"g{i}", {"pattern": "ERROR", "file": f"export-{i}.log"}),
            tool_result("grep", f"g{i}", f"ERROR disk quota exceeded on /data/{i}\n" * 30),
        ]
    sent.append(model_text("The export failed because the /data quota was exceeded."))
    api.post("/sessions/s/messages", {"messages": sent})
    return sent


def test_it_invokes_memory_compact(api):
    fill(api)
    r = api.post("/tools/memory_compact", {"session_id": "s", "instructions": "keep the quota"})
    assert r.status_code == 200
    body = r.json()
    assert body["tool"] == "memory_compact"
    assert body["output"]["ok"] is True
    assert body["output"]["tokens_after"] < body["output"]["tokens_before"]


def test_it_reports_a_failed_compact_as_tool_output(api):
    api.post("/sessions", {"id": "empty"})
    output = api.post("/tools/memory_compact", {"session_id": "empty"}).json()["output"]
    assert output["ok"] is False
    assert "empty" in output["reason"]


def test_it_invokes_memory_all_by_session_id_with_pages(api):
    sent = fill(api)
    api.post("/tools/memory_compact", {"session_id": "s"})
    out = api.post("/tools/memory_all_by_session_id", {"session_id": "s"}).json()["output"]
    assert out == {"items": sent, "count": len(sent)}
    page = api.post(
        "/tools/memory_all_by_session_id", {"session_id": "s", "offset": 2, "limit": 3}
    ).json()["output"]
    assert page["items"] == sent[2:5]


def test_it_takes_the_arguments_string_a_model_produced(api):
    sent = fill(api)
    arguments = json.dumps({"session_id": "s", "limit": 1})  # tool_calls[].function.arguments
    r = api.post("/tools/memory_all_by_session_id", raw=arguments)
    assert r.json()["output"]["items"] == sent[:1]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        ({}, "session_id"),
        ({"session_id": 5}, "session_id"),
        ({"session_id": "s", "limit": "ten"}, "limit"),
        ({"session_id": "s", "limit": 0}, "limit"),
        ({"session_id": "s", "limit": True}, "limit"),
        ({"session_id": "s", "colour": "red"}, "colour"),
    ],
)
def test_it_rejects_bad_arguments_naming_them(api, args, needle):
    fill(api)
    body = assert_error(api.post("/tools/memory_all_by_session_id", args), 422, "invalid_arguments")
    assert needle in body["message"]


def test_it_rejects_arguments_that_are_not_an_object(api):
    assert_error(api.post("/tools/memory_compact", [1, 2]), 422, "invalid_request")
    assert_error(api.post("/tools/memory_compact", raw="{oops"), 400, "invalid_json")


def test_it_answers_404_for_an_unknown_tool(api):
    body = assert_error(
        api.post("/tools/memory_delete_all", {"session_id": "s"}), 404, "unknown_tool"
    )
    assert "memory_compact" in body["message"]


def test_the_tools_respect_ownership(api, bob_api):
    fill(api)
    assert_error(
        bob_api.post("/tools/memory_all_by_session_id", {"session_id": "s"}), 404, "not_found"
    )
    assert_error(bob_api.post("/tools/memory_compact", {"session_id": "s"}), 404, "not_found")
    assert_error(
        api.post("/tools/memory_compact", {"session_id": "../x"}), 400, "invalid_session_id"
    )
