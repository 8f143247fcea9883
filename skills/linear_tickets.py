"""Tickets in Linear: find by the fingerprint's attachment URL, create, comment, reopen.

The attachment URL is the idempotency key: before creating anything the
backend asks ``attachmentsForURL``. ``issueCreate`` carries an id chosen (and
saved in the outbox row's progress) before the request, so an issue created
whose answer was lost, or created but not yet linked (the run died in
between), is found by that id and linked instead of created twice.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any

from toolwatch.detectors.redact import safe_label
from toolwatch.skills.linear import CLOSED_STATE_TYPES, LinearClient
from toolwatch.skills.tickets import LABEL_LIMIT, TicketDraft, TicketResult, attachment_url
from toolwatch.warehouse.errors import PermanentDeliveryError

LABEL_COLORS = {
    "unknown": "#eb5757", "InvalidArguments": "#f2994a", "UnexpectedEnvironment": "#f2c94c",
    "ProviderError": "#9b51e0", "Timeout": "#2d9cdb", "UserAborted": "#95a2b3",
}
TOOL_LABEL_COLOR = "#4ea7fc"
LINK_NAMESPACE = uuid.UUID("6f1c2b1e-6a53-4a52-9a0e-2f1d8c1b7a10")  # ids of fix-agent link comments
# Where a reopened issue goes, most preferred first (Linear workflow state types).
REOPEN_STATE_TYPES = ("unstarted", "backlog", "triage", "started")


class LinearTickets:
    name = "linear"

    def __init__(self, client: LinearClient, team_key: str, attachment_base: str) -> None:
        self.client = client
        self.team_key = team_key
        self.attachment_base = attachment_base
        self._team: dict[str, Any] | None = None
        self._labels: dict[str, str] = {}
        self._class_labels: dict[str, str] = {}  # label id -> class name
        self._other_labels: set[str] = set()  # label ids known not to name a class

    @property
    def team(self) -> dict[str, Any]:
        if self._team is None:
            self._team = self.client.team(self.team_key)
        return self._team

    def state_of_type(self, types: tuple[str, ...]) -> str:
        states = sorted(self.team["states"]["nodes"], key=lambda s: s.get("position") or 0)
        for wanted in types:
            for state in states:
                if state["type"] == wanted:
                    return state["id"]
        raise PermanentDeliveryError(f"Linear team {self.team_key} has no workflow state of type {types}")

    def label_ids(self, names: list[str]) -> list[str]:
        # Drafts carry safe labels already; this is the last gate before Linear (older outbox rows).
        names = [safe_label(n, LABEL_LIMIT) for n in names]
        missing = [n for n in names if n not in self._labels]
        if missing:
            self._labels.update(self.client.labels(missing, self.team["id"]))
        for name in names:
            if name not in self._labels:
                color = LABEL_COLORS.get(name, TOOL_LABEL_COLOR)
                self._labels[name] = self.client.create_label(name, self.team["id"], color)
        return [self._labels[n] for n in names]

    def upsert(self, draft: TicketDraft, progress: dict[str, Any],
               save: Callable[[dict[str, Any]], None]) -> TicketResult:
        issue = None if progress.get("issue_id") else self.client.issue_by_url(draft.attachment_url)
        if issue is None and not progress.get("issue_id"):
            # The id is ours, saved before asking: if the answer is lost, the next attempt
            # finds the issue by it instead of creating a second one.
            pending = progress.get("pending_issue_id")
            created = self.client.issue_by_id(pending) if pending else None
            if created is None:
                pending = progress["pending_issue_id"] = pending or str(uuid.uuid4())
                save(progress)
                created = self.client.create_issue(
                    id=pending, teamId=self.team["id"], title=draft.title, description=draft.description,
                    labelIds=self.label_ids(draft.labels), priority=draft.priority)
            progress.update(issue_id=created["id"], identifier=created["identifier"], url=created["url"],
                            created=True)
            save(progress)
        if progress.get("created"):
            if not progress.get("attachment_id"):
                attachment = self.client.attach(
                    progress["issue_id"], draft.attachment_url, title=f"toolwatch fingerprint {draft.fingerprint}",
                    subtitle=safe_label(f"{draft.error_class} · {draft.tool}", 200),
                    metadata={"fingerprint": draft.fingerprint, "tool": safe_label(draft.tool, 200),
                              "error_class": draft.error_class})
                progress["attachment_id"] = attachment["id"]
                save(progress)
            return TicketResult(self.name, progress["identifier"], progress["url"], progress["issue_id"], created=True)
        assert issue is not None
        closed = issue["state"]["type"] in CLOSED_STATE_TYPES
        reopen = closed and draft.reopen
        changes: dict[str, Any] = {}
        if reopen:
            changes["stateId"] = self.state_of_type(REOPEN_STATE_TYPES)
        if not closed or reopen:
            current = int(issue.get("priority") or 0)
            if current == 0 or draft.priority < current:
                changes["priority"] = draft.priority
        if changes and not progress.get("updated"):
            self.client.update_issue(issue["id"], **changes)
            progress["updated"] = True
            save(progress)
        if (not closed or reopen) and not progress.get("comment_id"):
            # Like the issue, the comment's id is ours and saved first: a lost answer is found, not reposted.
            pending = progress["pending_comment_id"] = progress.get("pending_comment_id") or str(uuid.uuid4())
            save(progress)
            progress["comment_id"] = self.client.comment(issue["id"], draft.comment, comment_id=pending)["id"]
            save(progress)
        return TicketResult(self.name, issue["identifier"], issue["url"], issue["id"], reopened=reopen,
                            closed=closed and not reopen, comment_id=progress.get("comment_id"))

    def publish(self, fingerprint: str, draft: TicketDraft | None) -> None:
        """Linear shows the ticket itself; nothing to write locally."""

    def refresh(self, ticket: dict[str, Any]) -> dict[str, Any] | None:
        """The issue's current state in Linear, found by its fingerprint attachment."""
        issue = self.client.issue_by_url(attachment_url(self.attachment_base, ticket["fingerprint"]))
        if issue is None:
            return None
        closed = issue["state"]["type"] in CLOSED_STATE_TYPES
        when = issue.get("completedAt") or issue.get("canceledAt")
        return {"state": "closed" if closed else "open",
                "closed_at": datetime.fromisoformat(when.replace("Z", "+00:00")).replace(tzinfo=None) if when else None}

    def class_labels(self, ticket: dict[str, Any]) -> list[str] | None:
        """The class names among the issue's labels now (a triager may have changed them); None: no issue."""
        issue = self.client.issue_by_url(attachment_url(self.attachment_base, ticket["fingerprint"]))
        if issue is None:
            return None
        ids = issue.get("labelIds") or []
        if any(i not in self._class_labels and i not in self._other_labels for i in ids):
            # A label this backend has not seen: a triager may have created a class label since.
            found = self.client.labels(list(LABEL_COLORS), self.team["id"])
            self._class_labels = {label_id: name for name, label_id in found.items()}
            self._other_labels.update(i for i in ids if i not in self._class_labels)
        return [self._class_labels[i] for i in ids if i in self._class_labels]

    def close(self, ticket: dict[str, Any]) -> None:
        issue = self.client.issue_by_url(attachment_url(self.attachment_base, ticket["fingerprint"]))
        if issue and issue["state"]["type"] not in CLOSED_STATE_TYPES:
            self.client.update_issue(issue["id"], stateId=self.state_of_type(("completed",)))

    def link(self, ticket: dict[str, Any], url: str | None, body: str) -> None:
        """A comment saying what was launched, plus an attachment when the launch has a web page.

        The comment's id is derived from the issue and the text, so a retry after a crash between
        the two steps (or a lost answer) finds the comment instead of posting it again."""
        self.client.comment(ticket["issue_id"], body, comment_id=str(uuid.uuid5(LINK_NAMESPACE,
                                                                                f"{ticket['issue_id']}\n{body}")))
        if url and url.startswith("https://"):
            self.client.attach(ticket["issue_id"], url, title="Fix agent", subtitle=body[:200])
