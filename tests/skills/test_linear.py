"""Tickets in Linear through a real gql client against a local server executing Linear's schema."""

from __future__ import annotations

from datetime import timedelta

import pytest
from graphql import parse, print_ast, validate
from triage_fixtures import NEW, NOW, SPIKING, Traffic, standard_week
from triage_servers import API_KEY, LinearServer, linear_schema

from toolwatch.skills.issues import TriagePolicy
from toolwatch.skills.linear import DOCUMENTS, LinearClient
from toolwatch.skills.linear_tickets import LinearTickets
from toolwatch.skills.triage import TriageConfig, run_triage
from toolwatch.warehouse.errors import PermanentDeliveryError, TransientDeliveryError

BASE = "https://toolwatch.example/fingerprints"


@pytest.fixture
def linear():
    with LinearServer() as server:
        yield server


def backend(server, slept=None, key=API_KEY, retries=2):
    client = LinearClient(key, server.url + "/graphql", max_retries=retries,
                          sleep=(slept.append if slept is not None else lambda s: None))
    return LinearTickets(client, "HAR", BASE)


CONFIG = TriageConfig(attachment_base=BASE)


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_every_document_validates_against_linears_published_schema(name):
    document = parse(DOCUMENTS[name])
    assert validate(linear_schema(), document) == []
    assert document.definitions[0].name.value == name  # the server and the tests find them by name


def test_documents_sent_in_a_full_run_are_exactly_the_known_ones(wh, traffic, week, linear):
    standard_week(traffic, week)
    run_triage(wh, week, CONFIG, tickets=backend(linear), launcher=None, now=NOW)
    assert linear.operations, "the run talked to Linear"
    assert set(linear.operations) <= set(DOCUMENTS)
    known = {print_ast(parse(d)) for d in DOCUMENTS.values()}
    for sent in linear.documents:
        assert print_ast(parse(sent)) in known
        assert validate(linear_schema(), parse(sent)) == []


def test_create_with_team_labels_priority_and_fingerprint_attachment(wh, traffic, week, linear):
    standard_week(traffic, week)
    report = run_triage(wh, week, CONFIG, tickets=backend(linear), launcher=None, now=NOW)
    assert {t["fingerprint"] for t in report.tickets} == {NEW, SPIKING}
    assert len(linear.issues) == 2
    by_url = {a["url"]: a["issue"] for a in linear.attachments}
    new_issue = by_url[f"{BASE}/{NEW}"]
    assert new_issue["title"].startswith("[unknown] run_terminal_cmd: panic")
    label_names = {lbl["id"]: lbl["name"] for lbl in linear.labels}
    assert {label_names[i] for i in new_issue["labelIds"]} == {"unknown", "tool:run_terminal_cmd"}
    assert new_issue["priority"] == 1.0  # unknown, 12 sessions, 6 stuck and 12 derailed: score 132 >= 4 x 20, urgent
    assert "sk-proj-" not in new_issue["description"] and "[REDACTED" in new_issue["description"]
    row = wh.rows("triage_ticket", {"fingerprint": NEW})[0]
    assert (row["backend"], row["identifier"], row["issue_id"]) == ("linear", new_issue["identifier"], new_issue["id"])


def test_rerunning_the_week_creates_nothing_new(wh, traffic, week, linear):
    standard_week(traffic, week)
    tickets = backend(linear)
    run_triage(wh, week, CONFIG, tickets=tickets, launcher=None, now=NOW)
    state = (len(linear.issues), len(linear.attachments), len(linear.comments), len(linear.labels))
    again = run_triage(wh, week, CONFIG, tickets=tickets, launcher=None, now=NOW + timedelta(hours=1))
    assert again.delivered == [] and again.ticket_failures == []
    assert (len(linear.issues), len(linear.attachments), len(linear.comments), len(linear.labels)) == state


def test_a_lost_warehouse_still_finds_the_ticket_by_its_attachment(tmp_path, traffic, week, linear):
    from toolwatch import warehouse

    standard_week(traffic, week)
    run_triage(traffic.wh, week, CONFIG, tickets=backend(linear), launcher=None, now=NOW)
    with warehouse.connect(tmp_path / "fresh.duckdb") as fresh:  # no tickets table memory at all
        standard_week(Traffic(fresh), week)
        report = run_triage(fresh, week, CONFIG, tickets=backend(linear), launcher=None, now=NOW)
    assert len(linear.issues) == 2
    assert all(not t["created"] for t in report.delivered)
    assert all(t["comment_id"] for t in report.delivered)  # the weekly comment instead of a new issue


def test_failure_mid_run_is_completed_by_the_next_run_without_duplicates(wh, traffic, week, linear):
    standard_week(traffic, week)
    linear.fail("AttachmentCreate", "500", times=3)  # the first issue gets created, its attachment fails
    first = run_triage(wh, week, CONFIG, tickets=backend(linear, retries=2), launcher=None, now=NOW)
    assert first.delivered == [] and first.ticket_failures[0]["transient"]
    assert len(linear.issues) == 1 and linear.attachments == []
    pending = wh.con.execute("SELECT count(*) FROM outbox WHERE sink = 'linear' AND delivered_at IS NULL").fetchone()
    assert pending == (2,)

    second = run_triage(wh, week, CONFIG, tickets=backend(linear), launcher=None, now=NOW + timedelta(hours=1))
    assert sorted(t["fingerprint"] for t in second.delivered) == sorted([NEW, SPIKING])
    assert len(linear.issues) == 2
    assert sorted(a["url"] for a in linear.attachments) == sorted(f"{BASE}/{fp}" for fp in (NEW, SPIKING))
    assert len({a["issue"]["id"] for a in linear.attachments}) == 2


def test_ratelimited_requests_back_off_and_succeed(wh, traffic, week, linear):
    standard_week(traffic, week)
    linear.fail("IssueByAttachmentUrl", "ratelimit", times=2)
    slept: list[float] = []
    report = run_triage(wh, week, CONFIG, tickets=backend(linear, slept=slept, retries=3), launcher=None, now=NOW)
    assert len(report.delivered) == 2
    assert len(slept) == 2 and all(0 <= s <= 60 for s in slept)


def test_ratelimit_that_persists_leaves_the_rest_for_the_next_run(wh, traffic, week, linear):
    standard_week(traffic, week)
    linear.fail("IssueByAttachmentUrl", "ratelimit", times=10)
    first = run_triage(wh, week, CONFIG, tickets=backend(linear, retries=1), launcher=None, now=NOW)
    assert first.delivered == [] and "rate limit" in first.ticket_failures[0]["error"]
    row = wh.con.execute("SELECT attempts, next_attempt_at FROM outbox WHERE sink = 'linear' AND last_error IS NOT NULL").fetchone()
    assert row[0] == 1 and row[1] > NOW
    linear.failures.clear()
    early = run_triage(wh, week, CONFIG, tickets=backend(linear), launcher=None, now=NOW + timedelta(seconds=1))
    assert [t["fingerprint"] for t in early.delivered] == [SPIKING]  # the rate-limited row waits its backoff
    later = run_triage(wh, week, CONFIG, tickets=backend(linear), launcher=None, now=NOW + timedelta(hours=7))
    assert [t["fingerprint"] for t in later.delivered] == [NEW]
    assert len(linear.issues) == 2


def test_wrong_key_is_a_permanent_error_that_names_the_setting(linear):
    client = LinearClient("lin_api_wrong", linear.url + "/graphql", sleep=lambda s: None)
    with pytest.raises(PermanentDeliveryError, match="LINEAR_API_KEY"):
        client.team("HAR")


def test_unreachable_linear_is_transient(linear):
    client = LinearClient(API_KEY, "http://127.0.0.1:9/graphql", max_retries=0, sleep=lambda s: None)
    with pytest.raises(TransientDeliveryError, match="unreachable"):
        client.team("HAR")


def test_existing_workspace_label_is_reused_and_missing_ones_created_once(wh, traffic, week, linear):
    traffic.calls(week, "web_search", 500)
    traffic.errors(week, "web_search", "dddd000000000004", 40, error_class="Timeout", reason="deadline",
                   message="search timed out after 30s", sessions=25)
    traffic.errors(week, "web_search", "eeee000000000005", 40, error_class="Timeout", reason="deadline",
                   message="fetch timed out on {i}", sessions=25)
    traffic.commit()
    run_triage(wh, week, CONFIG, tickets=backend(linear), launcher=None, now=NOW)
    names = [lbl["name"] for lbl in linear.labels]
    assert names.count("Timeout") == 1 and names.count("tool:web_search") == 1
    assert all("lbl-ws-timeout" in i["labelIds"] for i in linear.issues.values())


def test_closed_issue_reopens_on_regression_from_a_fixed_harness_version(wh, traffic, week, linear):
    standard_week(traffic, week)
    tickets = backend(linear)
    run_triage(wh, week, CONFIG, tickets=tickets, launcher=None, now=NOW)
    issue = next(a["issue"] for a in linear.attachments if a["url"].endswith(NEW))
    linear.close_issue(issue["id"], NOW + timedelta(hours=2))

    nxt = week.shifted(1)
    traffic.calls(nxt, "run_terminal_cmd", 400)
    traffic.errors(nxt, "run_terminal_cmd", NEW, 15, message="panic: nil map write", harness="1.8.0")  # old clients
    traffic.commit()
    quiet = run_triage(wh, nxt, CONFIG, tickets=tickets, launcher=None, now=NOW + timedelta(days=7))
    assert next(i for i in quiet.issues if i["fingerprint"] == NEW)["status"] != "regressed"
    assert issue["state"]["type"] == "completed" and linear.comments_on(issue["id"]) == []
    assert quiet.refreshed == [{"fingerprint": NEW, "identifier": issue["identifier"], "state": "closed"}]

    later = week.shifted(2)
    traffic.calls(later, "run_terminal_cmd", 400)
    traffic.errors(later, "run_terminal_cmd", NEW, 15, message="panic: nil map write", harness="1.9.0")
    traffic.commit()
    report = run_triage(wh, later, CONFIG, tickets=tickets, launcher=None, now=NOW + timedelta(days=14))
    assert next(i for i in report.issues if i["fingerprint"] == NEW)["status"] == "regressed"
    assert issue["state"]["type"] == "unstarted"
    assert len(linear.comments_on(issue["id"])) == 1 and "Reopened" in linear.comments_on(issue["id"])[0]["body"]
    ticket = wh.rows("triage_ticket", {"fingerprint": NEW})[0]
    assert (ticket["state"], ticket["reopened"]) == ("open", 1)
    assert len(linear.issues) == 2


def test_open_ticket_gets_one_weekly_comment_and_a_raised_priority(wh, traffic, week, linear):
    standard_week(traffic, week)
    tickets = backend(linear)
    run_triage(wh, week, TriageConfig(policy=TriagePolicy(), attachment_base=BASE), tickets=tickets,
               launcher=None, now=NOW)
    issue = next(a["issue"] for a in linear.attachments if a["url"].endswith(NEW))
    nxt = week.shifted(1)
    traffic.calls(nxt, "run_terminal_cmd", 400)
    traffic.errors(nxt, "run_terminal_cmd", NEW, 60, message="panic: nil map write", sessions=40)
    traffic.commit()
    for hours in (0, 3):
        run_triage(wh, nxt, CONFIG, tickets=tickets, launcher=None, now=NOW + timedelta(days=7, hours=hours))
    comments = linear.comments_on(issue["id"])
    assert len(comments) == 1 and comments[0]["body"].startswith(f"**{nxt.label}**")
    assert issue["priority"] == 1.0  # unknown with 40 sessions is urgent now
