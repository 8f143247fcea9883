"""Outbox delivery to Slack (or the local sink): one message per alert, kept current, never twice.

The lifecycle (``alerts/policy.py``) writes ``outbox`` rows with ``sink='slack'``
in the same transaction as the alert change. :func:`deliver_outbox` reads the
undelivered ones in ``outbox_id`` order and:

- ``opened`` → posts a message; alerts on one tool opened by one evaluation
  (same ``evaluation_id``, same channel) share one grouped message;
- ``renotified`` → re-renders the message with the new numbers, replies in its thread (also sent to the channel);
- ``reopened`` → the same, for a condition back soon after it resolved ("back after 40 min"): no new message;
- ``widened`` → the same, for a per-model alert that became its tool's tool-wide alert;
- ``new_fingerprint`` → the same: a new bug behind the open unknown-threshold alert, paged in its thread
  (sent to the channel) with the fingerprint, its count, a sample and ``toolwatch show``;
- ``resolved`` / ``adopted`` / ``merged`` → edits the message to show how it ended, replies in its thread.

Order and retries: rows of one alert go strictly in order. A transient error
(429, 5xx, network) stops the run — the destination is struggling, the rest
would fail too — and the row waits ``next_attempt_at`` (exponential backoff, or
``Retry-After``); later rows of the same alert wait behind it. After
``max_attempts`` transient failures, or on a permanent error for that row, the
row is given up (``result.failed``; ``toolwatch deliver --retry-failed``
re-queues). A refused token stops the run and keeps everything pending.

No second top-level message after a crash: before posting, an intent row is
committed in ``slack_posts``; after, the ``ts``. An intent without a ``ts``
means "maybe posted": the next attempt looks for the message by the
``post_key`` it carries in its metadata and adopts it instead of re-posting.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from toolwatch.alerts.actions import with_handled
from toolwatch.alerts.sink import MessageGone, Posted, Sink, SinkRefused
from toolwatch.alerts.slack_blocks import Links, Rendered, render_message, render_reply
from toolwatch.detectors.redact import redact_secrets, safe_slack
from toolwatch.warehouse.errors import PermanentDeliveryError, TransientDeliveryError

REQUIRED_KEYS = ("event", "alert_id", "kind", "tool", "error_class")
EVENTS = ("opened", "renotified", "reopened", "widened", "new_fingerprint", "resolved", "adopted", "merged")
# Events after which an alert's message shows it ended (never ✅ for adopted or merged).
ENDED = ("resolved", "adopted", "merged")
# Look-ups after a crash search this far back before the recorded intent (clock skew).
LOOKUP_SLACK = timedelta(minutes=5)


@dataclass(frozen=True)
class Routing:
    """Which channel a tool's alerts go to (``alerts.slack.routes``, ``alerts.slack.default_channel``)."""

    default_channel: str = "#tool-errors"
    routes: dict[str, str] = field(default_factory=dict)

    def channel_for(self, tool: str) -> str:
        return self.routes.get(tool, self.default_channel)


@dataclass
class DeliveryReport:
    """What one delivery run did; ``stopped`` says why it ended early, if it did."""

    sink: str
    delivered: int = 0        # outbox rows marked delivered (including silenced ones)
    posted: int = 0           # top-level messages
    replies: int = 0          # thread replies
    updated: int = 0          # chat.update edits
    charts: int = 0
    adopted: int = 0          # posts found by look-up after an interrupted run, not re-posted
    silenced: int = 0
    retrying: int = 0         # rows that failed transiently and wait for their next attempt
    waiting: int = 0          # rows not tried this run: not due yet, or behind an earlier row of their alert
    failed: int = 0           # rows given up
    stopped: str | None = None
    refused: bool = False     # the sink refused the credentials: nothing goes until a person fixes them
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class _Entry:
    outbox_id: int
    payload: dict[str, Any]
    attempts: int
    next_attempt_at: datetime | None

    @property
    def alert_id(self) -> int:
        return int(self.payload["alert_id"])


def _utc_naive(moment: datetime | None) -> datetime:
    moment = moment or datetime.now(UTC)
    return moment.astimezone(UTC).replace(tzinfo=None) if moment.tzinfo else moment


def _parse_payload(raw: Any) -> dict[str, Any]:
    payload = json.loads(raw) if isinstance(raw, str) else raw
    if not isinstance(payload, dict):
        raise PermanentDeliveryError("payload is not a JSON object")
    missing = [k for k in REQUIRED_KEYS if payload.get(k) in (None, "")]
    if missing:
        raise PermanentDeliveryError(f"payload lacks {', '.join(missing)}")
    if payload["event"] not in EVENTS:
        raise PermanentDeliveryError(f"unknown event {payload['event']!r}; expected one of {', '.join(EVENTS)}")
    if not isinstance(payload["alert_id"], int):
        raise PermanentDeliveryError(f"alert_id {payload['alert_id']!r} is not an integer")
    return payload


class _Delivery:
    def __init__(self, wh, sink: Sink, report: DeliveryReport, *, now: datetime, routing: Routing,
                 links: Links, charts: bool, max_attempts: int, backoff: timedelta, backoff_max: timedelta) -> None:
        self.wh, self.sink, self.report = wh, sink, report
        self.now, self.routing, self.links, self.charts = now, routing, links, charts
        self.max_attempts, self.backoff, self.backoff_max = max_attempts, backoff, backoff_max
        # Posts acknowledged but not yet written back: recorded with the outbox mark, in one commit.
        self.acked: list[tuple[str, Posted]] = []

    # --- bookkeeping -------------------------------------------------------------------------
    def _mark_delivered(self, entries: list[_Entry], result: dict[str, Any], messages: list[tuple[int, int, Posted, str, str]]) -> None:
        """One transaction: the message rows and the outbox rows, so they never disagree."""
        con = self.wh.con
        con.execute("BEGIN TRANSACTION")
        try:
            self.flush_acks()
            for alert_id, position, posted, group_key, state in messages:
                payload = next(e.payload for e in entries if e.alert_id == alert_id)
                self.wh.run("slack_message_upsert", {
                    "sink": self.sink.kind, "alert_id": alert_id, "group_key": group_key, "position": position,
                    "channel": posted.channel_id, "ts": posted.ts, "state": state,
                    "payload": json.dumps(payload), "now": self.now,
                })
            for entry in entries:
                self.wh.run("slack_outbox_mark_delivered", {"outbox_id": entry.outbox_id, "now": self.now, "result": json.dumps(result)})
            con.execute("COMMIT")
        except Exception:
            con.execute("ROLLBACK")
            raise
        self.report.delivered += len(entries)

    def flush_acks(self) -> None:
        for post_key, posted in self.acked:
            self._complete(post_key, posted)
        self.acked.clear()

    def _mark_failed(self, entries: list[_Entry], error: str, why: str) -> None:
        for entry in entries:
            self.wh.run("slack_outbox_mark_failed", {
                "outbox_id": entry.outbox_id, "error": error, "result": json.dumps({"failed": why, "error": error}),
            })
        self.report.failed += len(entries)
        self.report.errors.append(f"outbox {', '.join(str(e.outbox_id) for e in entries)}: {error}")

    def _mark_retry(self, entries: list[_Entry], error: str, retry_after: float | None) -> None:
        for entry in entries:
            if entry.attempts + 1 >= self.max_attempts:
                self._mark_failed([entry], error, f"gave up after {entry.attempts + 1} attempts")
                continue
            delay = min(self.backoff * (2 ** entry.attempts), self.backoff_max)
            if retry_after:
                delay = max(delay, timedelta(seconds=retry_after))
            self.wh.run("slack_outbox_mark_retry", {"outbox_id": entry.outbox_id, "next_attempt_at": self.now + delay, "error": error})
            self.report.retrying += 1

    # --- posting with an intent ----------------------------------------------------------------
    def _post(self, channel: str, message: Rendered, *, post_key: str, thread_ts: str | None = None, broadcast: bool = False) -> Posted:
        kind = self.sink.kind
        rows = self.wh.rows("slack_post_get", {"sink": kind, "post_key": post_key})
        if rows and rows[0]["ts"]:
            return Posted(rows[0]["channel_id"], rows[0]["ts"])
        if rows:
            intent = rows[0]
            try:
                found = self.sink.find_post(intent["channel"], post_key, thread_ts=thread_ts, since=intent["intended_at"] - LOOKUP_SLACK)
            except (SinkRefused, TransientDeliveryError):
                raise
            except PermanentDeliveryError as exc:
                found = None
                self.report.warnings.append(f"{post_key}: could not check whether it was already posted ({exc}); posting again")
            if found:
                self.acked.append((post_key, found))
                self.report.adopted += 1
                return found
            channel = intent["channel"]
        else:
            self.wh.run("slack_post_intend", {
                "sink": kind, "post_key": post_key, "channel": channel, "thread_ts": thread_ts, "intended_at": _utc_naive(None),
            })
        posted = self.sink.post(channel, message, post_key=post_key, thread_ts=thread_ts, broadcast=broadcast)
        self.acked.append((post_key, posted))
        if thread_ts:
            self.report.replies += 1
        else:
            self.report.posted += 1
        return posted

    def _complete(self, post_key: str, posted: Posted) -> None:
        self.wh.run("slack_post_complete", {
            "sink": self.sink.kind, "post_key": post_key, "channel_id": posted.channel_id, "ts": posted.ts,
            "completed_at": _utc_naive(None),
        })

    def _chart(self, posted: Posted, payloads: list[dict[str, Any]], post_key: str) -> None:
        """At most once, best effort: a missing chart never holds back an alert."""
        key = post_key + ":chart"
        if self.wh.rows("slack_post_get", {"sink": self.sink.kind, "post_key": key}):
            return
        self.wh.run("slack_post_intend", {
            "sink": self.sink.kind, "post_key": key, "channel": posted.channel_id, "thread_ts": posted.ts, "intended_at": _utc_naive(None),
        })
        try:
            from toolwatch.alerts.chart import render_chart

            png = render_chart(payloads)
            if png is None:
                return
            title = f"Last 24 h: {payloads[0].get('tool')}"
            self.sink.upload_png(posted.channel_id, posted.ts, png, filename="toolwatch-alert.png", title=safe_slack(title, 200))
            self._complete(key, posted)
            self.report.charts += 1
        except Exception as exc:  # any failure (Slack, matplotlib) only costs the picture
            self.report.warnings.append(f"{key}: chart not attached: {redact_secrets(str(exc))[:200]}")

    # --- events --------------------------------------------------------------------------------
    def opened(self, entries: list[_Entry]) -> None:
        payloads = [e.payload for e in entries]
        channel = self.routing.channel_for(str(payloads[0]["tool"]))
        post_key = f"toolwatch:outbox:{entries[0].outbox_id}"
        posted = self._post(channel, render_message(payloads, links=self.links), post_key=post_key)
        state = lambda p: p["event"] if p["event"] in ENDED else "open"  # noqa: E731
        messages = [(e.alert_id, i, posted, post_key, state(e.payload)) for i, e in enumerate(entries)]
        self._mark_delivered(entries, {"channel": posted.channel_id, "ts": posted.ts}, messages)
        if self.charts:
            self._chart(posted, payloads, post_key)

    def followup(self, entry: _Entry) -> None:
        """A re-notification or resolution: edit the alert's message, reply in its thread."""
        found = self.wh.rows("slack_message_get", {"sink": self.sink.kind, "alert_id": entry.alert_id})
        if not found:  # its opening never reached this sink: post it now, nothing is lost
            return self.opened([entry])
        message = found[0]
        state = entry.payload["event"] if entry.payload["event"] in ENDED else "open"
        group = self.wh.rows("slack_message_group", {"sink": self.sink.kind, "group_key": message["group_key"]})
        payloads = [entry.payload if g["alert_id"] == entry.alert_id else json.loads(g["payload"]) for g in group]
        # Acknowledgements, silences and tickets from Slack's buttons stay on the message.
        payloads = [with_handled(self.wh, p, self.now) for p in payloads]
        try:
            self.sink.update(message["channel"], message["ts"], render_message(payloads, links=self.links))
            self.report.updated += 1
        except MessageGone:
            self.report.warnings.append(f"alert {entry.alert_id}: its message {message['ts']} is gone; posting a new one")
            return self.opened([entry])
        reply = self._post(message["channel"], render_reply(entry.payload), post_key=f"toolwatch:outbox:{entry.outbox_id}:reply",
                           thread_ts=message["ts"], broadcast=state == "open")
        posted = Posted(message["channel"], message["ts"])
        self._mark_delivered([entry], {"channel": posted.channel_id, "ts": posted.ts, "reply_ts": reply.ts},
                             [(entry.alert_id, message["position"], posted, message["group_key"], state)])


def _group(entries: list[_Entry], routing: Routing) -> list[list[_Entry]]:
    """Work items in outbox order; openings of one tool from one evaluation to one channel share an item."""
    items: list[list[_Entry]] = []
    bursts: dict[tuple[str, str, str], list[_Entry]] = {}
    for entry in entries:
        p = entry.payload
        if p["event"] == "opened" and p.get("evaluation_id") and not p.get("silenced"):
            key = (str(p["evaluation_id"]), str(p["tool"]), routing.channel_for(str(p["tool"])))
            if key in bursts:
                bursts[key].append(entry)
                continue
            bursts[key] = [entry]
            items.append(bursts[key])
        else:
            items.append([entry])
    return items


def deliver_outbox(wh, sink: Sink, *, now: datetime | None = None, max_attempts: int = 8, routing: Routing | None = None,
                   links: Links | None = None, charts: bool = True, backoff: timedelta = timedelta(seconds=30),
                   backoff_max: timedelta = timedelta(hours=1)) -> DeliveryReport:
    """Deliver the undelivered ``sink='slack'`` outbox rows to ``sink``; see the module docstring."""
    report = DeliveryReport(sink=sink.kind)
    run = _Delivery(wh, sink, report, now=_utc_naive(now), routing=routing or Routing(), links=links or Links(),
                    charts=charts, max_attempts=max_attempts, backoff=backoff, backoff_max=backoff_max)
    entries: list[_Entry] = []
    for row in wh.rows("slack_outbox_pending"):
        partial = _Entry(row["outbox_id"], {}, row["attempts"], row["next_attempt_at"])
        try:
            partial.payload = _parse_payload(row["payload"])
        except (ValueError, PermanentDeliveryError) as exc:
            run._mark_failed([partial], f"unreadable outbox payload: {exc}", "bad payload")
            continue
        entries.append(partial)
    blocked: set[int] = set()
    for item in _group(entries, run.routing):
        alert_ids = {e.alert_id for e in item}
        if alert_ids & blocked or any(e.next_attempt_at and e.next_attempt_at > run.now for e in item):
            blocked |= alert_ids
            report.waiting += len(item)
            continue
        if report.stopped:
            report.waiting += len(item)
            continue
        try:
            run.acked.clear()
            if len(item) == 1 and item[0].payload.get("silenced"):
                run._mark_delivered(item, {"skipped": "silenced"}, [])
                report.silenced += 1
            elif item[0].payload["event"] == "opened":
                run.opened(item)
            else:
                run.followup(item[0])
        except SinkRefused as exc:
            run.flush_acks()
            # Not the rows' fault: keep them due, never give them up, until a person fixes the token.
            for entry in item:
                wh.run("slack_outbox_mark_retry", {"outbox_id": entry.outbox_id, "next_attempt_at": None, "error": str(exc)})
            report.retrying += len(item)
            report.stopped = str(exc)
            report.refused = True
        except TransientDeliveryError as exc:
            run.flush_acks()
            run._mark_retry(item, str(exc), exc.retry_after)
            blocked |= alert_ids
            report.stopped = str(exc)
        except PermanentDeliveryError as exc:
            run.flush_acks()
            run._mark_failed(item, str(exc), "permanent")
    return report
