"""A ticket agrees with itself: its sentences, tables and samples state the same numbers.

The data is generated with known answers: 7 models and 3 OSes share one
fingerprint's 42 errors in 3 sessions; only one earlier week has traffic.
"""

from __future__ import annotations

import re

from triage_fixtures import NOW

from toolwatch.skills.investigation import investigate, render_investigation
from toolwatch.skills.issues import weekly_issues
from toolwatch.skills.tickets import LocalTickets
from toolwatch.skills.triage import TriageConfig, run_triage

FP = "abcd000000000009"
MODELS = [f"model-{m}" for m in "abcdefg"]
OSES = ["linux", "darwin", "win32"]


def generated(traffic, week):
    traffic.calls(week.shifted(-1), "edit_file", 600)
    traffic.errors(week.shifted(-1), "edit_file", FP, 3, message="TypeError: same", sessions=3)
    for n, model in enumerate(MODELS):
        traffic.calls(week, "edit_file", 100, model=model, client_os=OSES[n % 3])
        # every model sends the same message 6 times in the same 3 sessions: one sample, 7 models, 3 OSes
        traffic.errors(week, "edit_file", FP, 6, model=model, client_os=OSES[n % 3], message="TypeError: same",
                       sessions=3)
    traffic.commit()


def test_sentences_tables_and_samples_state_the_same_numbers(wh, traffic, week):
    generated(traffic, week)
    issue = next(i for i in weekly_issues(wh, week) if i.fingerprint == FP)
    inv = investigate(wh, issue, week)
    text = render_investigation(inv)
    # known answers
    assert (inv.totals.errors, inv.totals.calls, inv.totals.sessions, inv.totals.models, inv.totals.oses) == (42, 742, 3, 7, 3)
    assert (issue.errors, issue.sessions, issue.models) == (42, 3, 7)  # the issue list agrees with the ticket
    assert "42 errors in 742 calls of edit\\_file in 2026-W48 (5.66%), across 3 sessions and 7 models." in text
    # "previous N weeks" counts only weeks with data: one here, not four
    assert "Previous rate: 0.50% over the 1 earlier week with data" in text
    assert "over the previous 1 week with data" in issue.why or issue.status == "spiking"
    # the model table shows 5 rows and says what it left out; its rows add up to the sentence
    model_table = text.split("**By model** (7 values)")[1].split("**By")[0]
    rows = [r for r in model_table.splitlines() if r.startswith("| model\\-")]
    more = re.search(r"^\| \+(\d+) more \| (\d+) \|", model_table, re.M)
    assert len(rows) == 5 and more and int(more.group(1)) == 2
    assert sum(int(r.split("|")[2]) for r in rows) + int(more.group(2)) == 42
    # the sample says how many models and OSes its count spans: never "42x · model-g" alone
    assert inv.samples[0]["errors"] == 42
    assert "1. 42× from 7 models, 3 OSs, 1 harness version · latest: model" in text
    # the trend's current week is the sentence's week
    assert "| 2026-W48 | 42 | 742 | 5.66% | 3 |" in text


def test_the_created_ticket_file_carries_the_same_numbers(wh, traffic, week, tmp_path):
    generated(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "t")
    run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
    text = tickets.path(FP).read_text()
    assert "42 errors in 742 calls" in text and "| 2026-W48 | 42 | 742 |" in text and "+2 more" in text
