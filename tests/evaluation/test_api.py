from __future__ import annotations

import json

import pytest

from evaluation.models import Experiment, LabelledConversation

BASE = "/api/v1/evaluation"


def auth(token: str) -> dict:
    return {"HTTP_AUTHORIZATION": f"Bearer {token}"}


def post(client, url, body, token):
    return client.post(url, json.dumps(body), content_type="application/json", **auth(token))


@pytest.fixture
def ledger(shipped_dir) -> dict:
    return json.loads((shipped_dir / "ledger-lag.json").read_text())


def test_it_needs_a_token(client, db, ledger):
    response = client.post(f"{BASE}/conversations", json.dumps(ledger),
                           content_type="application/json")  # fmt: skip
    assert response.status_code == 401
    assert response.json()["code"] == "unauthorized"


def test_it_imports_a_labelled_conversation(client, alice, alice_token, ledger):
    response = post(client, f"{BASE}/conversations", ledger, alice_token)
    assert response.status_code == 201
    imported = response.json()["imported"]
    assert [c["id"] for c in imported] == ["ledger-lag"] and imported[0]["labels"] == 10
    conv = LabelledConversation.objects.get(owner=alice)
    again = client.get(f"{BASE}/conversations/{conv.pk}", **auth(alice_token)).json()
    assert again["document"]["labels"] == ledger["labels"]


def test_it_names_the_bad_field(client, alice_token, ledger):
    ledger["labels"][0]["kind"] = "rumour"
    response = post(client, f"{BASE}/conversations", ledger, alice_token)
    assert response.status_code == 422
    assert "labels[0].kind" in response.json()["message"]


def test_it_reports_a_conflict(client, alice_token, ledger):
    post(client, f"{BASE}/conversations", ledger, alice_token)
    response = post(client, f"{BASE}/conversations", ledger, alice_token)
    assert response.status_code == 409 and response.json()["code"] == "conflict"


def test_it_hides_other_users_conversations(client, alice_token, bob_token, ledger):
    pk = post(client, f"{BASE}/conversations", ledger, alice_token).json()["imported"][0]["pk"]
    response = client.get(f"{BASE}/conversations/{pk}", **auth(bob_token))
    assert response.status_code == 404 and response.json()["code"] == "not_found"


def test_it_runs_an_experiment_over_the_api(
    client, alice_token, ledger, django_capture_on_commit_callbacks
):
    conv = post(client, f"{BASE}/conversations", ledger, alice_token).json()["imported"][0]
    strategy = post(
        client,
        f"{BASE}/strategies",
        {"name": "s", "spec": "auto_compact:\n  threshold_tokens: 1500\n"},
        alice_token,
    ).json()
    with django_capture_on_commit_callbacks(execute=True):
        response = post(
            client,
            f"{BASE}/experiments",
            {"strategies": [strategy["id"]], "conversations": [conv["pk"]]},
            alice_token,
        )
    assert response.status_code == 202
    pk = response.json()["id"]
    assert Experiment.objects.get(pk=pk).status == Experiment.DONE
    results = client.get(f"{BASE}/experiments/{pk}/results", **auth(alice_token)).json()
    assert results["cells"][0]["labels_total"] == 10
    assert results["strategies"]["s"]["failed"] == 0


def test_it_names_a_bad_spec(client, alice_token):
    response = post(
        client, f"{BASE}/strategies", {"name": "s", "spec": {"auto_compact": {"x": 1}}}, alice_token
    )
    assert response.status_code == 422
    error = response.json()
    assert error["code"] == "invalid_spec"
    assert error["message"].startswith("spec.auto_compact.x: unknown key")


def test_it_derives_labels_from_public_data_when_asked(client, alice_token):
    from pathlib import Path

    tau = Path(__file__).resolve().parents[1] / "fixtures" / "formats" / "tau-airline.json"
    runs = json.loads(tau.read_text())
    plain = post(client, f"{BASE}/conversations", runs, alice_token).json()["imported"]
    assert [c["labels"] for c in plain] == [0, 0]
    derived = post(
        client, f"{BASE}/conversations?derive=true&replace=true", runs, alice_token
    ).json()["imported"]
    assert all(c["labels"] > 0 for c in derived)
    assert {c["source"] for c in derived} == {"tau-bench"}


def test_the_lab_operations_document_their_response_shapes(client):
    from evaluation import scoring

    doc = client.get("/api/v1/openapi.json").json()
    prefixes = (f"{BASE}/", "/api/v1/experiments", "/api/v1/sweeps")
    lab = {p: ops for p, ops in doc["paths"].items() if p.startswith(prefixes)}
    assert len(lab) >= 14
    for path, ops in lab.items():
        for method, op in ops.items():
            ok = [s for s in op["responses"] if s.startswith("2")]
            assert ok, (method, path)
            for status in ok:
                content = op["responses"][status].get("content")
                if status == "204":
                    continue
                if path.endswith(".csv"):
                    assert "text/csv" in content
                    continue
                assert "$ref" in content["application/json"]["schema"], (method, path, status)
    cell = doc["components"]["schemas"]["CellOut"]["properties"]
    assert set(scoring.SUMMARY_KEYS) <= set(cell)
    score = doc["components"]["schemas"]["StrategyScoreOut"]["properties"]
    assert {"section_accuracy", "context_recall", "by_kind", "tokens_per_task"} <= set(score)


def test_the_results_keep_every_figure_of_the_pooled_aggregate(
    client, alice, alice_token, ledger, django_capture_on_commit_callbacks
):
    from evaluation import experiments, results

    conv = post(client, f"{BASE}/conversations", ledger, alice_token).json()["imported"][0]
    strategy = post(client, f"{BASE}/strategies", {"name": "s", "spec": {}}, alice_token).json()
    assert set(strategy) == {"id", "name", "spec"}
    with django_capture_on_commit_callbacks(execute=True):
        created = post(client, f"{BASE}/experiments",
                       {"strategies": [strategy["id"]], "conversations": [conv["pk"]]},
                       alice_token).json()  # fmt: skip
    assert created["progress"]["total"] == 1 and created["created"]
    answer = client.get(f"{BASE}/experiments/{created['id']}/results", **auth(alice_token)).json()
    direct = results.results(experiments.get_experiment(alice, created["id"]))
    # Typed or not, no figure of the service's answer is lost on the way out.
    assert set(answer["strategies"]["s"]) == set(direct["strategies"]["s"])
    assert "snapshot_by_kind" in answer["strategies"]["s"]
    assert answer["cells"][0]["labels_total"] == direct["cells"][0]["labels_total"] == 10
