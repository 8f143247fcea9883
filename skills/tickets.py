"""Tickets keyed by fingerprint: drafts, the outbox, and the local Markdown backend.

A weekly run turns each issue worth a ticket into a :class:`TicketDraft`,
enqueued in ``outbox`` (``sink='linear'``, one row per fingerprint and week, so
re-running a week adds nothing). :func:`deliver_tickets` hands pending rows to
a backend — :class:`LocalTickets` (Markdown files + the ``tickets`` table, the
default with no ``LINEAR_API_KEY``) or ``toolwatch.skills.linear_tickets.LinearTickets``.
A backend saves each finished step (issue created, attachment linked, comment
posted) in the row's ``result`` as it goes, so a run that dies halfway is
completed, not repeated, by the next one.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

from toolwatch.detectors.redact import safe_text, truncate
from toolwatch.warehouse.errors import PermanentDeliveryError, TransientDeliveryError

SINK = "linear"
# Label names are short in Linear; a tool name in a label is cut to this (a 5,005-character one was created).
LABEL_LIMIT = 80


@dataclass
class TicketDraft:
    """Everything a backend needs to create or update one fingerprint's ticket for one week."""

    fingerprint: str
    week: str
    status: str
    tool: str
    error_class: str
    title: str
    description: str
    comment: str
    labels: list[str]
    priority: int
    reopen: bool
    attachment_url: str
    chart: dict[str, Any] = field(default_factory=dict)

    @property
    def dedupe_key(self) -> str:
        return f"ticket:{self.fingerprint}:{self.week}"

    @classmethod
    def from_payload(cls, payload: dict[str, Any]) -> TicketDraft:
        return cls(**payload)


@dataclass
class TicketResult:
    backend: str
    identifier: str
    url: str | None
    issue_id: str | None = None
    created: bool = False
    reopened: bool = False
    closed: bool = False
    comment_id: str | None = None


class TicketBackend(Protocol):
    name: str

    def upsert(self, draft: TicketDraft, progress: dict[str, Any],
               save: Callable[[dict[str, Any]], None]) -> TicketResult: ...

    def publish(self, fingerprint: str, draft: TicketDraft | None) -> None: ...


def attachment_url(base: str, fingerprint: str) -> str:
    """The URL that identifies a fingerprint's ticket (Linear ``attachmentsForURL`` finds it)."""
    return f"{base.rstrip('/')}/{fingerprint}"


def ticket_title(tool: str, error_class: str, template: str, limit: int = 120) -> str:
    """Plain-text title: redacted (before it is cut), one line, no control characters, bounded.

    >>> ticket_title("edit_file", "unknown", "TypeError:  x is\\n undefined\\x1b[2J")
    '[unknown] edit_file: TypeError: x is undefined\\\\x1b[2J'
    """
    return truncate(re.sub(r"\s+", " ", safe_text(f"[{error_class}] {tool}: {template}")).strip(), limit)


def enqueue(wh, drafts: list[TicketDraft], now: datetime) -> int:
    """Put drafts in the outbox; a (fingerprint, week) already there is left alone."""
    added = 0
    for draft in drafts:
        cur = wh.run("triage_outbox_enqueue", {"sink": SINK, "dedupe_key": draft.dedupe_key,
                                               "payload": json.dumps(asdict(draft)), "now": now})
        added += cur.fetchone()[0]  # DuckDB answers an INSERT with the number of rows inserted
    return added


@dataclass
class DeliveryReport:
    delivered: list[dict[str, Any]] = field(default_factory=list)
    failed: list[dict[str, Any]] = field(default_factory=list)
    stopped: str | None = None  # why the run stopped early (a transient error)


def backoff(attempts: int, retry_after: float | None) -> timedelta:
    """Wait before retrying a row: the server's hint, else 1, 2, 4 … minutes, at most 6 hours."""
    seconds = retry_after if retry_after else 60.0 * 2 ** min(attempts, 9)
    return timedelta(seconds=min(seconds, 6 * 3600))


def deliver_tickets(wh, backend: TicketBackend, now: datetime) -> DeliveryReport:
    """Flush pending ticket rows through ``backend`` in order.

    A transient error (rate limit, 5xx, network) stops the run: the rest waits
    for the next one. A permanent error parks that row and moves on.
    """
    report = DeliveryReport()
    for row in wh.rows("triage_outbox_pending", {"sink": SINK, "now": now}):
        draft = TicketDraft.from_payload(json.loads(row["payload"]))
        progress = json.loads(row["result"]) if row["result"] else {}

        def save(state: dict[str, Any], outbox_id: int = row["outbox_id"]) -> None:
            wh.run("triage_outbox_progress", {"outbox_id": outbox_id, "result": json.dumps(state)})

        try:
            result = backend.upsert(draft, progress, save)
            record(wh, draft, result, now)
            backend.publish(draft.fingerprint, draft)
        except TransientDeliveryError as exc:
            wh.run("triage_outbox_failed", {"outbox_id": row["outbox_id"], "error": str(exc),
                                            "next_attempt_at": now + backoff(row["attempts"], exc.retry_after)})
            report.failed.append({"fingerprint": draft.fingerprint, "error": str(exc), "transient": True})
            report.stopped = str(exc)
            break
        except PermanentDeliveryError as exc:
            wh.run("triage_outbox_failed", {"outbox_id": row["outbox_id"], "error": str(exc),
                                            "next_attempt_at": now + timedelta(days=1)})
            report.failed.append({"fingerprint": draft.fingerprint, "error": str(exc), "transient": False})
            continue
        wh.run("triage_outbox_delivered", {"outbox_id": row["outbox_id"], "now": now,
                                           "result": json.dumps(asdict(result))})
        report.delivered.append({"fingerprint": draft.fingerprint, **asdict(result)})
    return report


def record(wh, draft: TicketDraft, result: TicketResult, now: datetime) -> None:
    """The warehouse's memory of a delivered ticket change (same for every backend)."""
    wh.run("triage_ticket_insert", {
        "fingerprint": draft.fingerprint, "backend": result.backend, "issue_id": result.issue_id,
        "identifier": result.identifier, "url": result.url, "title": draft.title,
        "priority": draft.priority, "now": now, "week": draft.week})
    if result.reopened:
        set_state(wh, draft.fingerprint, "open", now)
    elif result.closed:
        set_state(wh, draft.fingerprint, "closed", now)
    wh.run("triage_ticket_touch", {"fingerprint": draft.fingerprint, "priority": draft.priority,
                                   "now": now, "week": draft.week, "title": None})
    if result.created:
        event(wh, f"created:{draft.fingerprint}", draft, "created", draft.description, None, now)
    elif (result.comment_id or result.backend == "local") and not result.closed:
        event(wh, f"week:{draft.fingerprint}:{draft.week}", draft, "reopened" if result.reopened else "weekly",
              draft.comment, result.comment_id, now)


def event(wh, key: str, draft: TicketDraft, kind: str, body: str, external_id: str | None, now: datetime) -> None:
    wh.run("triage_ticket_event_insert", {"dedupe_key": key, "fingerprint": draft.fingerprint, "kind": kind,
                                          "week": draft.week, "body": body, "external_id": external_id, "now": now})


def set_state(wh, fingerprint: str, state: str, now: datetime, *, closed_at: datetime | None = None,
              fixed_in_version: str | None = None) -> None:
    wh.run("triage_ticket_set_state", {"fingerprint": fingerprint, "state": state, "now": now,
                                       "closed_at": closed_at, "fixed_in_version": fixed_in_version})


def local_identifier(fingerprint: str) -> str:
    return f"TW-{fingerprint[:8]}"


class LocalTickets:
    """Tickets as Markdown files in ``local_dir``, re-rendered from the warehouse each time."""

    name = "local"

    def __init__(self, wh, local_dir: str | Path) -> None:
        self.wh = wh
        self.dir = Path(local_dir)

    def path(self, fingerprint: str) -> Path:
        return self.dir / f"{local_identifier(fingerprint)}.md"

    def upsert(self, draft, progress, save) -> TicketResult:
        rows = self.wh.rows("triage_ticket", {"fingerprint": draft.fingerprint})
        ticket = rows[0] if rows else None
        identifier = local_identifier(draft.fingerprint)
        if ticket is None or ticket["backend"] != self.name or progress.get("created"):
            # Remembered in the row: a retry after a failed write finishes the creation, not a weekly update.
            save({**progress, "created": True})
            return TicketResult(self.name, identifier, str(self.path(draft.fingerprint)), created=True)
        closed = ticket["state"] == "closed"
        return TicketResult(self.name, ticket["identifier"], ticket["url"],
                            reopened=closed and draft.reopen, closed=closed and not draft.reopen)

    def publish(self, fingerprint: str, draft: TicketDraft | None) -> None:
        from toolwatch.skills.investigation import render, write_chart

        ticket = self.wh.rows("triage_ticket", {"fingerprint": fingerprint})[0]
        events = self.wh.rows("triage_ticket_events", {"fingerprint": fingerprint})
        created = next((e for e in events if e["kind"] == "created"), None)
        labels = draft.labels if draft else []
        text = render("local_ticket.md.j2", ticket=ticket, labels=labels,
                      description=created["body"] if created else "",
                      events=[e for e in events if e["kind"] != "created"])
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            self.path(fingerprint).write_text(text)
            if draft and draft.chart:
                write_chart(draft.chart["weeks"], draft.chart["rates"], draft.chart["title"],
                            self.dir / f"{local_identifier(fingerprint)}.svg")
        except OSError as exc:
            # Like a Linear outage: the row stays pending and the next run writes the file.
            raise TransientDeliveryError(f"cannot write the local ticket in {self.dir}: {exc}") from exc

    def close(self, ticket: dict[str, Any]) -> None:
        """Local tickets have no remote state: the warehouse row is the ticket."""

    def link(self, ticket: dict[str, Any], url: str | None, body: str) -> None:
        """The agent event recorded in the warehouse shows up when the file is re-rendered."""

    def refresh(self, ticket: dict[str, Any]) -> dict[str, Any] | None:
        return None
