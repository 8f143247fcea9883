"""One contract for every ticket backend (``toolwatch.skills.tickets.TicketBackend``), river-style:
the outbox delivery (``deliver_tickets``) gets the same behaviour from each.

- ``linear``: ``LinearTickets`` with a real gql client against the local Linear server;
- ``local``: ``LocalTickets``, Markdown files beside the warehouse's ``tickets`` table.

Each backend comes with a way to read back the tickets a person sees and to break its
destination for a while (Linear: the attachment mutation answers 500; local: the tickets
folder cannot be written).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from triage_servers import API_KEY, LinearServer

from toolwatch.skills.tickets import TicketBackend, TicketDraft, deliver_tickets, enqueue

NOW = datetime(2026, 12, 1, 9, 0)
BASE = "https://toolwatch.example/fingerprints"
FP = "cccc000000000003"
DRAFT = TicketDraft(
    fingerprint=FP, week="2026-W48", status="new", tool="run_terminal_cmd", error_class="unknown",
    title="[unknown] run_terminal_cmd: panic: nil map write", description="## What fails\n\npanic",
    comment="**2026-W48** · new · 30 errors / 430 calls", labels=["unknown", "tool:run_terminal_cmd"],
    priority=2, reopen=False, attachment_url=f"{BASE}/{FP}",
)
NEXT_WEEK = replace(DRAFT, week="2026-W49", status="ongoing", comment="**2026-W49** · ongoing · 10 errors")


@dataclass
class BackendUnderTest:
    backend: TicketBackend
    tickets: Callable[[], list[str]]  # identifiers of the tickets a person sees
    comments: Callable[[str], int]  # weekly comments on one of them
    break_destination: Callable[[], None]
    heal: Callable[[], None]


def _linear(wh, tmp_path: Path) -> Iterator[BackendUnderTest]:
    from toolwatch.skills.linear import LinearClient
    from toolwatch.skills.linear_tickets import LinearTickets

    with LinearServer() as linear:
        client = LinearClient(API_KEY, linear.url + "/graphql", max_retries=0, sleep=lambda s: None)

        def comments(identifier: str) -> int:
            issue = next(i for i in linear.issues.values() if i["identifier"] == identifier)
            return len(linear.comments_on(issue["id"]))

        yield BackendUnderTest(
            LinearTickets(client, "HAR", BASE),
            lambda: sorted(i["identifier"] for i in linear.issues.values()),
            comments,
            lambda: linear.fail("AttachmentCreate", "500"),
            lambda: None,
        )


def _local(wh, tmp_path: Path) -> Iterator[BackendUnderTest]:
    from toolwatch.skills.tickets import LocalTickets

    folder = tmp_path / "tickets"

    def tickets() -> list[str]:
        return sorted(p.stem for p in folder.glob("*.md")) if folder.is_dir() else []

    def break_destination() -> None:
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_text("a file where the folder should be")

    yield BackendUnderTest(
        LocalTickets(wh, folder), tickets,
        lambda identifier: (folder / f"{identifier}.md").read_text().count("### weekly · "),
        break_destination, lambda: folder.unlink(),
    )


BACKENDS = {"linear": _linear, "local": _local}


@pytest.fixture(params=sorted(BACKENDS))
def under_test(request, wh, tmp_path) -> Iterator[BackendUnderTest]:
    yield from BACKENDS[request.param](wh, tmp_path)


def _pending(wh) -> int:
    return wh.con.execute("SELECT count(*) FROM outbox WHERE sink = 'linear' AND delivered_at IS NULL").fetchone()[0]


def _events(wh) -> list[tuple[str, str]]:
    return [(e["kind"], e["week"]) for e in wh.rows("triage_ticket_events", {"fingerprint": FP})]


def test_a_draft_becomes_one_ticket_the_warehouse_remembers(wh, under_test):
    assert enqueue(wh, [DRAFT], NOW) == 1
    report = deliver_tickets(wh, under_test.backend, NOW)
    [delivered] = report.delivered
    assert delivered["created"] and delivered["backend"] == under_test.backend.name
    assert under_test.tickets() == [delivered["identifier"]]
    [ticket] = wh.rows("triage_tickets")
    assert (ticket["fingerprint"], ticket["backend"], ticket["identifier"], ticket["state"]) == (
        FP, under_test.backend.name, delivered["identifier"], "open")
    assert _events(wh) == [("created", "2026-W48")] and _pending(wh) == 0


def test_the_same_week_twice_changes_nothing(wh, under_test):
    enqueue(wh, [DRAFT], NOW)
    deliver_tickets(wh, under_test.backend, NOW)
    assert enqueue(wh, [DRAFT], NOW + timedelta(hours=1)) == 0
    again = deliver_tickets(wh, under_test.backend, NOW + timedelta(hours=1))
    assert again.delivered == [] and again.failed == []
    assert len(under_test.tickets()) == 1 and _events(wh) == [("created", "2026-W48")]


def test_the_next_week_adds_one_comment_to_the_same_ticket(wh, under_test):
    enqueue(wh, [DRAFT], NOW)
    [first] = deliver_tickets(wh, under_test.backend, NOW).delivered
    enqueue(wh, [NEXT_WEEK], NOW + timedelta(days=7))
    [second] = deliver_tickets(wh, under_test.backend, NOW + timedelta(days=7)).delivered
    assert not second["created"] and second["identifier"] == first["identifier"]
    assert under_test.tickets() == [first["identifier"]]
    assert under_test.comments(first["identifier"]) == 1
    assert _events(wh) == [("created", "2026-W48"), ("weekly", "2026-W49")]


def test_an_outage_keeps_the_row_pending_and_the_next_run_finishes_it_once(wh, under_test):
    enqueue(wh, [DRAFT], NOW)
    under_test.break_destination()
    first = deliver_tickets(wh, under_test.backend, NOW)
    assert first.delivered == [] and first.stopped and [f["transient"] for f in first.failed] == [True]
    assert _pending(wh) == 1
    under_test.heal()

    early = deliver_tickets(wh, under_test.backend, NOW + timedelta(seconds=1))
    assert early.delivered == []  # the row waits its backoff
    later = deliver_tickets(wh, under_test.backend, NOW + timedelta(hours=1))
    [delivered] = later.delivered
    assert delivered["created"]
    assert under_test.tickets() == [delivered["identifier"]]
    assert under_test.comments(delivered["identifier"]) == 0
    assert _events(wh) == [("created", "2026-W48")] and _pending(wh) == 0
