"""A triager changing the class label on a Linear ticket: the next triage run takes it as a verdict (issue 13)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from test_linear import BASE, CONFIG, backend
from triage_fixtures import NEW, NOW, SPIKING, standard_week
from triage_servers import LinearServer

from toolwatch.skills.triage import run_triage


@pytest.fixture
def linear():
    with LinearServer() as server:
        yield server


def _with_templates(wh) -> None:
    # The fixture rows carry no template; ingest would have stored one.
    wh.con.execute("UPDATE tool_calls SET template = regexp_replace(error_message, '[0-9]+', '<int>', 'g') "
                   "WHERE is_error")


def _issue(linear, fingerprint):
    return next(a["issue"] for a in linear.attachments if a["url"] == f"{BASE}/{fingerprint}")


def test_a_changed_class_label_relabels_history_once(wh, traffic, week, linear):
    standard_week(traffic, week)
    _with_templates(wh)
    tickets = backend(linear)
    first = run_triage(wh, week, CONFIG, tickets=tickets, launcher=None, now=NOW)
    assert first.verdicts == []  # labels as created: nothing said yet

    issue = _issue(linear, NEW)
    linear.set_labels(issue["id"], ["ProviderError", "tool:run_terminal_cmd"])  # the triager's change
    second = run_triage(wh, week, CONFIG, tickets=tickets, launcher=None, now=NOW + timedelta(hours=1))
    assert [(v["from"], v["class"], v["reason"]) for v in second.verdicts] == [(NEW, "ProviderError", "labelled_by_person")]
    assert wh.con.execute("SELECT source, error_class, labelled_by FROM verdicts").fetchall() == [
        ("linear", "ProviderError", issue["identifier"])]
    assert wh.con.execute("SELECT DISTINCT error_class, rule_id FROM tool_calls WHERE tool = 'run_terminal_cmd' "
                          "AND is_error").fetchall() == [("ProviderError", "label")]

    third = run_triage(wh, week, CONFIG, tickets=tickets, launcher=None, now=NOW + timedelta(hours=2))
    assert third.verdicts == []  # already taken: the label agrees with the class now


CASES = [
    ("labels_unchanged", ["InvalidArguments", "tool:edit_file"], []),
    ("class_label_removed", ["tool:edit_file"], []),
    ("two_new_classes_is_ambiguous", ["Timeout", "UserAborted"], []),
    ("old_and_new_class", ["InvalidArguments", "UnexpectedEnvironment"], ["UnexpectedEnvironment"]),
]


def test_what_counts_as_a_verdict(wh, traffic, week, linear):
    standard_week(traffic, week)
    _with_templates(wh)
    tickets = backend(linear)
    run_triage(wh, week, CONFIG, tickets=tickets, launcher=None, now=NOW)
    issue = _issue(linear, SPIKING)
    seen = []
    for i, (name, labels, _) in enumerate(CASES):
        linear.set_labels(issue["id"], labels)
        report = run_triage(wh, week, CONFIG, tickets=tickets, launcher=None, now=NOW + timedelta(hours=i + 1))
        seen.append((name, [v["class"] for v in report.verdicts]))
    assert seen == [(name, expected) for name, _, expected in CASES]
