"""The lab's pages: status codes, permissions, CSRF, escaping, forms without JavaScript."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from evaluation import conversations, experiments
from evaluation.models import Cell, Experiment, Label, LabelledConversation

XSS = "<script>alert('x')</script>"


def hostile_conversation(owner) -> LabelledConversation:
    doc = {
        "id": "hostile",
        "title": XSS,
        "messages": [
            {"role": "user", "content": [{"text": f"deploy {XSS} to prod-eu-7"}]},
            {"role": "model", "content": [{"text": "ok"}]},
        ],
        "labels": [
            {"id": "l1", "kind": "fact", "text": XSS, "evidence": ["prod-eu-7"], "message_index": 0}
        ],  # fmt: skip
    }
    return conversations.import_conversations(owner, doc)[0]


@pytest.fixture
def ran(alice, lab) -> Experiment:
    experiment = experiments.create_experiment(
        alice,
        XSS,
        [s.pk for s in lab["strategies"]],
        [c.pk for c in lab["conversations"]],
        start=False,
    )
    experiments.run_experiment(experiment.pk)
    experiment.refresh_from_db()
    return experiment


def test_it_requires_login(client, db):
    response = client.get(reverse("evaluation:index"))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_it_lists_only_my_conversations(client, alice, bob, lab):
    hostile_conversation(bob)
    client.force_login(alice)
    response = client.get(reverse("evaluation:index"))
    assert response.status_code == 200
    assert b"ledger-lag" in response.content
    assert b"hostile" not in response.content


def test_it_hides_another_users_conversation(client, alice, bob):
    conv = hostile_conversation(bob)
    client.force_login(alice)
    assert client.get(reverse("evaluation:conversation", args=[conv.pk])).status_code == 404
    label = conv.labels.get()
    assert client.post(reverse("evaluation:label_delete", args=[label.pk])).status_code == 404
    assert Label.objects.filter(pk=label.pk).exists()


def test_it_lets_staff_see_every_conversation(client, admin_user, bob):
    conv = hostile_conversation(bob)
    client.force_login(admin_user)
    assert client.get(reverse("evaluation:conversation", args=[conv.pk])).status_code == 200


def test_it_escapes_conversation_text(client, alice):
    conv = hostile_conversation(alice)
    client.force_login(alice)
    body = client.get(reverse("evaluation:conversation", args=[conv.pk])).content.decode()
    assert XSS not in body
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in body


def test_it_adds_a_label_from_the_form(client, alice):
    conv = hostile_conversation(alice)
    client.force_login(alice)
    response = client.post(
        reverse("evaluation:label_add", args=[conv.pk]),
        {"message_index": "0", "kind": "user_goal", "text": "deploy", "evidence": "prod-eu-7\n"},
    )
    assert response.status_code == 302
    label = conv.labels.get(kind="user_goal")
    assert label.evidence == ["prod-eu-7"] and label.message_index == 0
    assert label.label_id == "l2"


def test_it_refuses_evidence_not_said_by_that_message(client, alice):
    conv = hostile_conversation(alice)
    client.force_login(alice)
    response = client.post(
        reverse("evaluation:label_add", args=[conv.pk]),
        {"message_index": "0", "kind": "fact", "text": "", "evidence": "ok"},
    )
    assert response.status_code == 422
    assert b"does not occur in messages 0-0" in response.content
    assert conv.labels.count() == 1


def test_it_refuses_an_unknown_kind(client, alice):
    conv = hostile_conversation(alice)
    client.force_login(alice)
    response = client.post(
        reverse("evaluation:label_add", args=[conv.pk]),
        {"message_index": "0", "kind": "rumour", "evidence": "prod-eu-7"},
    )
    assert response.status_code == 422
    assert b"kind: expected one of" in response.content


def test_it_edits_and_deletes_a_label(client, alice):
    conv = hostile_conversation(alice)
    label = conv.labels.get()
    client.force_login(alice)
    url = reverse("evaluation:label_edit", args=[label.pk])
    assert client.get(url).status_code == 200
    response = client.post(
        url, {"message_index": "0", "kind": "reference", "text": "env", "evidence": "prod-eu-7"}
    )
    assert response.status_code == 302
    label.refresh_from_db()
    assert label.kind == "reference" and label.text == "env"
    response = client.post(reverse("evaluation:label_delete", args=[label.pk]))
    assert response.status_code == 302
    assert not conv.labels.exists()


def test_it_needs_a_csrf_token_to_change_labels(alice):
    conv = hostile_conversation(alice)
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    response = client.post(
        reverse("evaluation:label_add", args=[conv.pk]),
        {"message_index": "0", "kind": "fact", "evidence": "prod-eu-7"},
    )
    assert response.status_code == 403
    assert conv.labels.count() == 1


def test_it_imports_an_uploaded_file(client, alice, shipped_dir):
    client.force_login(alice)
    data = (shipped_dir / "vite-build-alias.json").read_bytes()
    upload = SimpleUploadedFile("vite.json", data, content_type="application/json")
    response = client.post(reverse("evaluation:upload"), {"file": upload})
    conv = LabelledConversation.objects.get(owner=alice, slug="vite-build-alias")
    assert response.status_code == 302
    assert response["Location"] == reverse("evaluation:conversation", args=[conv.pk])
    assert conv.labels.count() == 9


def test_it_names_the_problem_of_a_bad_upload(client, alice):
    client.force_login(alice)
    upload = SimpleUploadedFile("broken.json", b'{"messages": [', content_type="application/json")
    response = client.post(reverse("evaluation:upload"), {"file": upload})
    assert response.status_code == 422
    assert b"broken.json: not valid JSON" in response.content
    assert not LabelledConversation.objects.exists()


def test_it_saves_a_strategy_and_names_a_bad_key(client, alice):
    client.force_login(alice)
    ok = client.post(
        reverse("evaluation:strategy_create"),
        {"name": "low", "spec": "auto_compact:\n  threshold_tokens: 4000\n"},
    )
    assert ok.status_code == 302
    bad = client.post(
        reverse("evaluation:strategy_create"),
        {"name": "bad", "spec": "auto_compact:\n  treshold_tokens: 4000\n"},
    )
    assert bad.status_code == 422
    assert b"treshold_tokens" in bad.content


def test_it_starts_an_experiment_from_the_form(
    client, alice, lab, django_capture_on_commit_callbacks
):
    client.force_login(alice)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            reverse("evaluation:experiment_create"),
            {
                "name": "from the form",
                "strategies": [s.pk for s in lab["strategies"]],
                "conversations": [lab["conversations"][0].pk],
            },
        )
    experiment = Experiment.objects.get(name="from the form")
    assert response["Location"] == reverse("evaluation:experiment", args=[experiment.pk])
    experiment.refresh_from_db()
    assert experiment.status == Experiment.DONE
    assert experiment.cells.count() == 2


def test_it_shows_the_results_matrix_and_local_plotly(client, alice, ran):
    client.force_login(alice)
    response = client.get(reverse("evaluation:experiment", args=[ran.pk]), {"baseline": "window"})
    body = response.content.decode()
    assert response.status_code == 200
    assert 'data-testid="matrix"' in body
    assert "/static/vendor/plotly/plotly.min.js" in body and "cdn" not in body.lower()
    assert XSS not in body  # the experiment's name is escaped
    cell = ran.cells.get(strategy__name="extractive", conversation__slug="ledger-lag")
    assert f"section {cell.result['section_accuracy']:.3f}" in body
    assert f"context {cell.result['context_recall']:.2f}" in body
    # Stale values the summary covered are counted, leaked or not.
    covered, leaked = cell.result["stale_covered"], cell.result["stale_leaked"]
    assert covered > 0 and f"stale leaks {leaked}/{covered}" in body
    assert reverse("evaluation:cell", args=[ran.pk, cell.pk]) in body


def test_it_polls_progress_until_finished(client, alice, lab):
    experiment = experiments.create_experiment(
        alice, "slow", [lab["strategies"][0].pk], [lab["conversations"][0].pk], start=False
    )
    client.force_login(alice)
    url = reverse("evaluation:experiment_progress", args=[experiment.pk])
    running = client.get(url, headers={"HX-Request": "true"})
    assert b'hx-trigger="every 1s"' in running.content and b"0 / 1 cells" in running.content
    experiments.run_experiment(experiment.pk)
    done = client.get(url, headers={"HX-Request": "true"})
    assert b"every 1s" not in done.content and b"1 / 1 cells" in done.content
    assert done["HX-Refresh"] == "true"


def test_it_cancels_from_the_button(client, alice, lab):
    experiment = experiments.create_experiment(
        alice, "c", [lab["strategies"][0].pk], [lab["conversations"][0].pk], start=False
    )
    client.force_login(alice)
    response = client.post(reverse("evaluation:experiment_cancel", args=[experiment.pk]))
    assert response.status_code == 302
    experiment.refresh_from_db()
    assert experiment.cancel_requested and experiment.status == Experiment.CANCELLED


def test_it_drills_down_to_labels_and_contexts(client, alice, ran):
    cell = ran.cells.get(strategy__name="window", conversation__slug="ledger-lag")
    lost = [lb for lb in cell.result["labels"] if lb["place"] == "missing"]
    assert lost
    client.force_login(alice)
    body = client.get(reverse("evaluation:cell", args=[ran.pk, cell.pk])).content.decode()
    for label in cell.result["labels"]:
        assert f'data-label="{label["id"]}" data-place="{label["place"]}"' in body
    assert body.count('class="mark place-missing') == len(lost) + 1  # and the legend
    assert "Raw vs compacted" in body and "Final context" in body
    assert f"#{lost[0]['message_index']}" in body


def test_it_marks_each_labels_place_and_each_stale_leak_on_the_cell_page(
    client, alice, scripted_cell
):
    client.force_login(alice)
    url = reverse("evaluation:cell", args=[scripted_cell.experiment_id, scripted_cell.pk])
    body = client.get(url).content.decode()
    expected = {
        "goal": ("section", "right section"),
        "oom": ("section", "right section"),
        "restarts": ("missing", "missing"),
        "canary": ("other_section", "other section"),
        "zk": ("tail", "tail only"),
        "dba": ("tail", "tail only"),
    }
    for label_id, (place, mark) in expected.items():
        row = body.split(f'data-label="{label_id}" data-place="{place}"')[1].split("</tr>")[0]
        assert f'<span class="mark place-{place}' in row and f">{mark}</span>" in row, label_id
    canary = body.split('data-label="canary"')[1].split("</tr>")[0]
    assert "under Confirmed Facts; belongs in Pending Actions" in canary
    dba = body.split('data-label="dba"')[1].split("</tr>")[0]
    assert "not covered: established after the last summary" in dba
    assert 'data-place-count="section">right section: 4<' in body
    assert 'data-place-count="tail">tail only: 3<' in body
    leak = body.split('data-stale="restarts14" data-leaked="yes"')[1].split("</tr>")[0]
    assert '<span class="mark leaked">leaked</span>' in leak
    assert "<code>order-7f9c oomkilled 14 restarts</code>" in leak
    assert 'data-stale="pool20" data-leaked="no"' in body
    late = body.split('data-stale="late" data-leaked="no"')[1].split("</tr>")[0]
    assert "superseded after the last summary" in late
    figures = body.split('<dl class="figures">')[1].split("</dl>")[0]
    assert "0.571 <span" in figures and "4/7" in figures  # section accuracy
    assert "0.714 <span" in figures and "0.889 <span" in figures and "8/9" in figures
    assert "0.500 <span" in figures and "1/2" in figures  # stale leakage
    snapshots = body.split('id="snapshots"')[1].split("</section>")[0]
    assert "0.600" in snapshots and "pool20, restarts14" in snapshots


def test_it_shows_the_figures_in_the_matrix_and_the_tables(client, alice, scripted_cell):
    client.force_login(alice)
    body = client.get(
        reverse("evaluation:experiment", args=[scripted_cell.experiment_id])
    ).content.decode()
    matrix = body.split('data-testid="matrix"')[1].split("</table>")[0]
    assert "section 0.571" in matrix and "(4/7)" in matrix
    assert "summary 0.71" in matrix and "context 0.89" in matrix
    assert "stale leaks 1/2" in matrix
    aggregates = body.split('data-testid="aggregates"')[1].split("</table>")[0]
    assert "0.571" in aggregates and "0.714" in aggregates and "0.889" in aggregates
    by_kind = body.split('data-testid="by-kind"')[1].split("</table>")[0]
    assert "section 0.00" in by_kind  # the pending action filed under Confirmed Facts
    assert 'id="chart-sections"' in body and 'id="chart-kinds"' in body
    sections = json.loads(body.split('id="chart-sections" type="application/json">')[1]
                          .split("</script>")[0])  # fmt: skip
    [bars] = sections["data"]
    assert dict(zip(bars["x"], bars["y"], strict=True))["pending action"] == 0.0
    assert dict(zip(bars["x"], bars["text"], strict=True))["fact"] == "1/2"


def test_it_exports_every_figure_per_cell_and_per_kind(client, alice, scripted_cell):
    client.force_login(alice)
    pk = scripted_cell.experiment_id
    response = client.get(reverse("evaluation:experiment_export", args=[pk, "csv"]))
    [row] = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert float(row["section_accuracy"]) == pytest.approx(4 / 7)
    assert float(row["summary_recall"]) == pytest.approx(5 / 7)
    assert float(row["context_recall"]) == pytest.approx(8 / 9)
    assert float(row["stale_leakage"]) == 0.5
    assert (row["labels_covered"], row["labels_in_section"], row["stale_leaked"]) == ("7", "4", "1")
    assert int(row["max_summary_tokens"]) > 0
    assert float(row["section_accuracy_pending_action"]) == 0.0
    assert float(row["summary_recall_pending_action"]) == 1.0
    assert float(row["context_recall_fact"]) == 0.5
    assert "recall" not in row  # renamed: context_recall
    doc = json.loads(client.get(reverse("evaluation:experiment_export", args=[pk, "json"])).content)
    [cell] = doc["cells"]
    assert cell["places"]["canary"] == "other_section" and cell["leaked"] == ["restarts14"]
    assert cell["section_accuracy_decision"] == 1.0
    agg = doc["strategies"]["extractive"]
    assert agg["section_accuracy"] == pytest.approx(4 / 7)
    assert agg["by_kind"]["open_issue"]["summary_recall"] == 0.0


def test_it_hides_another_users_experiment(client, bob, ran):
    client.force_login(bob)
    assert client.get(reverse("evaluation:experiment", args=[ran.pk])).status_code == 404
    cell = ran.cells.first()
    assert client.get(reverse("evaluation:cell", args=[ran.pk, cell.pk])).status_code == 404
    url = reverse("evaluation:experiment_export", args=[ran.pk, "csv"])
    assert client.get(url).status_code == 404
    assert client.post(reverse("evaluation:experiment_cancel", args=[ran.pk])).status_code == 404


def test_it_exports_csv_and_json(client, alice, ran):
    client.force_login(alice)
    response = client.get(reverse("evaluation:experiment_export", args=[ran.pk, "csv"]))
    assert response["Content-Type"] == "text/csv"
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert {r["strategy"] for r in rows} == {"extractive", "window"}
    assert len(rows) == Cell.objects.filter(experiment=ran).count()
    response = client.get(reverse("evaluation:experiment_export", args=[ran.pk, "json"]))
    doc = json.loads(response.content)
    assert doc["experiment"]["name"] == XSS
    assert "NaN" not in response.content.decode()
    assert (
        client.get(reverse("evaluation:experiment_export", args=[ran.pk, "xml"])).status_code == 404
    )


def test_it_shows_optional_judge_scores_beside_the_exact_match(
    client, alice, lab, monkeypatch, settings
):
    import litellm

    settings.MEMORYLAB_ALLOWED_MODELS = ["gpt-4o-mini"]

    real = litellm.completion
    monkeypatch.setattr(
        litellm, "completion", lambda **kw: real(**kw, mock_response='{"supported": []}')
    )
    client.force_login(alice)
    response = client.post(
        reverse("evaluation:experiment_create"),
        {
            "name": "judged",
            "strategies": [lab["strategies"][0].pk],
            "conversations": [lab["conversations"][0].pk],
            "judge_model": "gpt-4o-mini",
        },
    )
    experiment = Experiment.objects.get(name="judged")
    assert experiment.options == {"judge_model": "gpt-4o-mini"}
    experiments.run_experiment(experiment.pk)
    body = client.get(response["Location"]).content.decode()
    assert "Optional scoring" in body and "judge: recall" in body


def test_it_names_a_bad_option_in_the_form(client, alice, lab):
    client.force_login(alice)
    response = client.post(
        reverse("evaluation:experiment_create"),
        {
            "strategies": [lab["strategies"][0].pk],
            "conversations": [lab["conversations"][0].pk],
            "semantic_threshold": "lots",
        },
    )
    assert response.status_code == 422
    assert b"options.semantic_threshold: expected a number" in response.content
    assert not Experiment.objects.exists()


def test_it_saves_a_baseline_strategy_from_the_form(client, alice):
    client.force_login(alice)
    response = client.post(
        reverse("evaluation:strategy_create"),
        {"name": "truncation", "spec": "type: baseline\nname: trim\noptions:\n  budget: 4000\n"},
    )
    assert response.status_code == 302
    body = client.get(reverse("evaluation:index")).content.decode()
    assert "baseline: trim" in body and "budget 4000 tokens" in body
