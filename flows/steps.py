"""Each pipeline step as a plain function of (warehouse, settings) returning a typed report.

The CLI (:mod:`toolwatch.flows.cli`) and the Prefect flows
(:mod:`toolwatch.flows.prefect_flows`) both call these; tests and benchmarks
call them directly. A step takes its objects from :mod:`toolwatch.flows.wiring`
and sequences the other packages' functions: the logic stays in ``warehouse/``,
``detectors/``, ``alerts/`` and ``skills/``. Every report has ``to_dict()``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from toolwatch.flows import wiring
from toolwatch.flows.settings import Settings, parse_duration
from toolwatch.warehouse.errors import ConfigError

# A detect run that takes longer than this is presumed dead and its lock taken over.
DETECT_LOCK_TTL = timedelta(minutes=30)
DELIVER_LOCK_TTL = timedelta(minutes=30)
INGEST_RAN_META = "ingest.last_run_at"


def _utcnow() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


@dataclass
class Skipped:
    """A step that did not run because another run holds its lock (that run does the same work)."""

    skipped: str

    def to_dict(self) -> dict[str, Any]:
        return {"skipped": self.skipped}


# -- ingest ------------------------------------------------------------------------------


def ingest_step(wh, paths: list[str], settings: Settings, progress: Any = None, classifier: Any = None):
    """Load ``paths`` (files, folders, globs, URLs) with the configured rules and limits; returns an IngestReport."""
    from toolwatch.warehouse.ingest import ingest_paths

    report = ingest_paths(
        wh,
        paths,
        classifier=classifier or wiring.build_classifier(settings),
        max_field_chars=settings["ingest.max_field_chars"],
        max_name_chars=settings["ingest.max_name_chars"],
        future_tolerance_s=parse_duration(settings["ingest.future_tolerance"]),
        past_tolerance_s=parse_duration(settings["ingest.past_tolerance"]),
        bucket_seconds=parse_duration(settings["detect.bucket"]),
        progress=progress,
        object_store=wiring.object_store_from(settings),
        # The dead man's switch of the pipeline itself (detect.ingest_every) reads when ingest last ran.
        ran_at_key=INGEST_RAN_META,
    )
    return report


# -- detect ------------------------------------------------------------------------------


@dataclass
class DetectReport:
    """One detection run: the buckets it walked and the lifecycle events it produced."""

    first_bucket: datetime | None
    last_bucket: datetime | None
    buckets: int
    events: list = field(default_factory=list)  # toolwatch.alerts.policy.LifecycleEvent
    at: datetime | None = None

    def counts(self) -> dict[str, int]:
        counts: dict[str, int] = {"opened": 0, "renotified": 0, "resolved": 0}  # the rest when they happen
        for event in self.events:
            counts[event.event] = counts.get(event.event, 0) + 1
        return counts

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at, "first_bucket": self.first_bucket, "last_bucket": self.last_bucket,
                "buckets": self.buckets, **self.counts()}


def default_at(wh, bucket_seconds: int, now: datetime | None = None) -> datetime:
    """Now, or, when the data is historical, the end of the newest bucket with data.

    Live data: the bucket holding the newest event is still filling, and it is
    evaluated once ``now`` passes its end. Historical data (the newest event is
    older than one bucket): its last bucket is complete, so it is evaluated too.
    """
    from toolwatch.detectors.findings import bucket_floor

    now = now or _utcnow()
    row = wh.run("detect_bucket_range").fetchone()
    last = row[1] if row else None
    if last is None:
        return now
    return min(now, bucket_floor(last, bucket_seconds) + timedelta(seconds=bucket_seconds))


def run_detection(wh, config, lifecycle, at: datetime, progress=None) -> DetectReport:
    """Evaluate every bucket not yet evaluated that ends at or before ``at``."""
    from toolwatch.alerts.new_errors import NewErrorWatch
    from toolwatch.alerts.policy import AlertLifecycle
    from toolwatch.detectors.evaluate import Evaluator

    evaluator = Evaluator(wh, config)
    pending = evaluator.pending(at)
    if pending is None:
        return DetectReport(None, None, 0, at=at)
    policy = AlertLifecycle(wh, lifecycle, NewErrorWatch(wh, config, lifecycle.new_error_cooldown))

    def handle(result) -> None:
        policy.apply(result)
        if progress is not None:
            progress(result)

    buckets = evaluator.run(*pending, handle, policy.flush, known=policy.open_conditions)
    return DetectReport(pending[0], pending[1], buckets, policy.events, at=at)


def refuse_future(at: datetime, bucket_seconds: int) -> None:
    """Evaluating past now + one bucket would mark empty future buckets evaluated, and real data
    arriving later would never be evaluated: refuse it."""
    latest = _utcnow() + timedelta(seconds=bucket_seconds)
    if at > latest:
        raise ConfigError(f"cannot evaluate up to {at:%Y-%m-%d %H:%M}Z: it is in the future "
                          f"(latest allowed {latest:%Y-%m-%d %H:%M}Z, now + one bucket); nothing was evaluated")


def detect_step(wh, settings: Settings, at: datetime | None = None, now: datetime | None = None) -> DetectReport:
    """One evaluation of every complete bucket not yet evaluated, under the ``detect`` run lock, then the
    live no-data checks at wall-clock ``now`` (:func:`watch_pipeline`).

    Raises :class:`toolwatch.warehouse.run_lock.RunLocked` when another detect run holds it.
    """
    from toolwatch.warehouse.run_lock import run_lock

    width = wiring.bucket_seconds_of(wh, settings)
    if at is not None:
        refuse_future(at, width)
    with run_lock(wh, "detect", DETECT_LOCK_TTL):
        at = at or default_at(wh, width)
        config, lifecycle = wiring.detect_config(settings, width), wiring.lifecycle_config(settings)
        report = run_detection(wh, config, lifecycle, at)
        report.events += watch_pipeline(wh, settings, config, lifecycle, now or _utcnow())
        return report


def watch_pipeline(wh, settings: Settings, config, lifecycle, now: datetime) -> list:
    """The checks a bucket walk cannot make, because with no data it does not advance.

    * ``no_data|*|*|ingest``: ingest has not run for ``detect.ingest_every`` plus one bucket (when set);
    * ``no_data|*|*|calls``: the newest call is older than ``detect.no_data_window`` while each recent
      day had enough calls in that window that silence is improbable (:mod:`toolwatch.detectors.no_data`);
      the bucket walk resolves it once calls arrive again.
    """
    import numpy as np

    from toolwatch.alerts.policy import AlertLifecycle
    from toolwatch.detectors import no_data
    from toolwatch.detectors.findings import NO_DATA_CLASS, alert_key

    bucket = timedelta(seconds=config.bucket_seconds)
    window = timedelta(seconds=config.no_data_window)
    events = []
    with wh.transaction():
        policy = AlertLifecycle(wh, lifecycle)
        if settings["detect.ingest_every"]:
            every = timedelta(seconds=parse_duration(settings["detect.ingest_every"])) + bucket
            text = wh.meta_get(INGEST_RAN_META)
            last = datetime.fromisoformat(text) if text else None
            stale = last is None or now - last > every
            finding = _silence_finding("ingest", now, last or now - every, 0.0, 0.0) if stale else None
            events += policy.watch(alert_key("no_data", "*", None, "ingest"), finding, now, config.bucket_seconds)
        row = wh.run("detect_bucket_range").fetchone()
        first, newest = (row[0], row[1]) if row and row[1] is not None else (now, now)
        if now - (newest + bucket) >= window:
            days = [wh.run("detect_calls_between", {"from": now - window - timedelta(days=d), "to": now - timedelta(days=d)}
                           ).fetchone()[0] for d in range(1, no_data.HISTORY_DAYS + 1)
                    if now - window - timedelta(days=d) >= first]
            expected = min(days) if len(days) >= no_data.MIN_HISTORY_DAYS else 0.0
            p = float(no_data.silence_p(np.array([expected]))[0])
            if p <= no_data.NO_DATA_P:
                finding = _silence_finding(NO_DATA_CLASS, now, newest + bucket, float(expected), p)
                events += policy.watch(alert_key("no_data", "*", None, NO_DATA_CLASS), finding, now,
                                       config.bucket_seconds, resolve=False)
        policy.flush()
    return events


def _silence_finding(what: str, now: datetime, since: datetime, expected: float, p: float):
    from toolwatch.detectors.findings import Finding

    return Finding(kind="no_data", tool="*", model=None, error_class=what,
                   window_seconds=int((now - since).total_seconds()), window_start=since, window_end=now,
                   last_bucket=now, calls=0, errors=0, observed_rate=0.0, baseline_rate=0.0, threshold=None,
                   p_value=p, score=expected, expected_calls=expected if what != "ingest" else None)


# -- deliver -----------------------------------------------------------------------------


def deliver(wh, settings: Settings, *, now: datetime | None = None, out: Any = None, max_attempts: int = 8,
            charts: bool = True):
    """Deliver the Slack outbox with the configured sink, routes and links; returns the DeliveryReport.

    Holds the ``deliver`` run lock: two deliverers could both post a row before
    either marks it. Raises RunLocked if another deliverer holds it.
    """
    from toolwatch.alerts.delivery import deliver_outbox
    from toolwatch.warehouse.run_lock import run_lock

    routing, links = wiring.routing_links(settings)
    with run_lock(wh, "deliver", DELIVER_LOCK_TTL):
        return deliver_outbox(wh, wiring.build_sink(settings, out), now=now, routing=routing, links=links,
                              max_attempts=max_attempts, charts=charts)


def deliver_step(wh, settings: Settings, now: datetime | None = None):
    """Flush the Slack outbox; a :class:`Skipped` when another deliverer holds the lock
    (that run is delivering the same rows; the outbox keeps its own backoff)."""
    from toolwatch.warehouse.run_lock import RunLocked

    try:
        return deliver(wh, settings, now=now)
    except RunLocked as exc:
        return Skipped(str(exc))


# -- triage ------------------------------------------------------------------------------


def triage_week(settings: Settings, text: str | None, now: datetime):
    """The ISO week named by ``text``, else the last complete one in ``triage.timezone``."""
    from toolwatch.skills.issues import last_complete_week, parse_week

    tz = settings["triage.timezone"]
    return parse_week(text, tz) if text else last_complete_week(now.replace(tzinfo=UTC), tz)


def triage_step(wh, settings: Settings, week: str | None = None, now: datetime | None = None,
                dry_run: bool = False):
    """The weekly triage with every ``triage.*`` setting and the configured backends and launcher.

    ``now`` may be naive UTC or aware. Returns a ``toolwatch.skills.triage.TriageReport``.
    """
    from toolwatch.skills.triage import run_triage

    if now is not None and now.tzinfo is not None:
        now = now.astimezone(UTC).replace(tzinfo=None)
    now = now or _utcnow()
    config = wiring.triage_config(settings)
    tickets = wiring.build_tickets(wh, settings)
    launcher = wiring.build_launcher(settings, tickets) if config.agents.enabled and not dry_run else None
    return run_triage(wh, triage_week(settings, week, now), config, tickets=tickets, launcher=launcher,
                      now=now, dry_run=dry_run)


def weekly_triage_step(settings: Settings, week: str | None = None, now: datetime | None = None,
                       dry_run: bool = False, *, must_exist: bool = True):
    """The weekly triage as ``[triage] runner`` says: deterministic, or a coding agent followed by
    the deterministic triage as its safety net. Opens the warehouse itself (the agent's own
    ``toolwatch`` commands need it closed while the agent runs). Returns a TriageReport."""
    if settings["triage.runner"] == "agent" and not dry_run:
        if settings.inside_triage_agent:
            raise ConfigError("the triage agent must not start another triage run; `toolwatch triage --dry-run` "
                              "shows what the safety net will do after it")
        return agent_triage_step(settings, week, now, must_exist=must_exist)
    with wiring.open_warehouse(settings, must_exist=must_exist) as wh:
        report = triage_step(wh, settings, week=week, now=now, dry_run=dry_run)
    if settings["triage.runner"] == "agent":
        report.warnings.append("runner = agent: a dry run does not start the agent; this is what the safety net "
                               "would do if the agent filed nothing")
    return report


def agent_triage_step(settings: Settings, week: str | None = None, now: datetime | None = None, *,
                      must_exist: bool = True):
    """``runner = "agent"``: snapshot the records, run the agent with the warehouse closed, read
    what it did, then the deterministic triage as the safety net. The agent failing, timing out or
    not starting at all is reported, never raised: the net still files every ticket."""
    from toolwatch.skills import triage_agent as ta

    if now is not None and now.tzinfo is not None:
        now = now.astimezone(UTC).replace(tzinfo=None)
    now = now or _utcnow()
    label = triage_week(settings, week, now).label
    config = wiring.triage_agent_config(settings)
    with wiring.open_warehouse(settings, must_exist=must_exist) as wh:
        before = ta.snapshot(wh)
    workdir = ta.prepare_workdir(config.workdir, label, now)
    env = wiring.triage_agent_environment(settings, workdir)
    prompt = ta.prompt_text(label, db=env["TOOLWATCH_DB"], config=env["TOOLWATCH_CONFIG"], max_turns=config.max_turns)
    ta.write_prompt(workdir, prompt)
    try:
        argv = ta.agent_argv(config, prompt=prompt, workdir=workdir, db=env["TOOLWATCH_DB"],
                             config_path=env["TOOLWATCH_CONFIG"], week=label)
    except ConfigError as exc:
        outcome = ta.AgentOutcome(status="not_started", command=[], workdir=str(workdir), log="", error=str(exc))
    else:
        outcome = ta.run_agent(argv, workdir=workdir, env=env, timeout_s=config.timeout_s)
    with wiring.open_warehouse(settings, must_exist=True) as wh:
        actions = ta.agent_actions(wh, before)
        report = triage_step(wh, settings, week=label, now=now + timedelta(seconds=outcome.duration_s))
    report.runner = "agent"
    report.agent_run = ta.AgentRun(outcome, actions, ta.net_caught(report.tickets)).to_dict()
    if outcome.error:
        report.warnings.append(outcome.error + "; the safety net filed what it left")
    return report


# -- retention ---------------------------------------------------------------------------


def retention_step(wh, settings: Settings, older_than: str | None = None, export_dir: str | None = None,
                   now: datetime | None = None, dry_run: bool = False):
    """Drop (or export, then drop) raw rows older than ``ingest.retention``, under the ``retention`` lock."""
    from toolwatch.warehouse.retention import apply_retention
    from toolwatch.warehouse.run_lock import run_lock

    age = parse_duration(older_than or settings["ingest.retention"])
    with run_lock(wh, "retention", timedelta(hours=2)):
        return apply_retention(wh, age, export_dir=export_dir or settings["ingest.export_dir"] or None,
                               now=now, dry_run=dry_run)


# -- spool ------------------------------------------------------------------------------


@dataclass
class SpoolReport:
    """One drain of the spool: what was loaded and moved to ``done/``, and what stays for the next run."""

    spool: str
    files: int = 0
    done: int = 0
    lines_read: int = 0
    accepted: int = 0
    rejected: int = 0
    duplicates: int = 0
    held: int = 0  # OTLP tool spans waiting in held/ for the span that carries their model
    released: int = 0  # tool spans that waited and were loaded in this run
    problems: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"spool": self.spool, "files": self.files, "done": self.done, "lines_read": self.lines_read,
                "accepted": self.accepted, "rejected": self.rejected, "duplicates": self.duplicates,
                "held": self.held, "released": self.released, "problems": self.problems}


def ingest_spool_step(wh, settings: Settings, spool: str | None = None, now: datetime | None = None) -> SpoolReport:
    """Claim the spool's files, load each in its own transaction, move each committed one to ``done/``.

    OTLP tool spans whose model came in another export get it from the spool's
    remembered trace context first, or wait in ``held/`` (:mod:`toolwatch.flows.intake.held`).
    A file whose load fails stays in ``ingesting/`` and is tried again next run;
    one that was committed before a crash is recognised by its bytes and moved on.
    """
    from pathlib import Path

    from toolwatch.flows.intake.held import HELD, prepare
    from toolwatch.flows.intake.spool import claim, mark_done
    from toolwatch.warehouse.errors import IngestError

    folder = Path(spool) if spool else wiring.spool_dir_of(settings)
    report = SpoolReport(spool=str(folder))
    claimed = claim(folder)
    if not claimed and not any((folder / HELD).glob("*.json")):
        return report
    wait = parse_duration(settings["receive.model_wait"])
    prepared = prepare(folder, claimed, wait_s=wait, context_ttl_s=max(2 * 3600, 4 * wait),
                       now=now.replace(tzinfo=UTC).timestamp() if now else None)
    report.held, report.released = prepared.held, prepared.released
    claimed = prepared.load
    if not claimed:
        return report
    report.files = len(claimed)
    classifier = wiring.build_classifier(settings)
    # One call for the whole batch (per-call overhead dominates small files); each file
    # is still its own transaction, so after a failure the batch is retried file by file.
    batches = [claimed]
    try:
        _add_loaded(report, ingest_step(wh, [str(p) for p in claimed], settings, classifier=classifier))
    except IngestError:
        batches = [[p] for p in claimed]
    else:
        for path in claimed:
            mark_done(folder, path)
        report.done = len(claimed)
        return report
    for (path,) in batches:
        try:
            loaded = ingest_step(wh, [str(path)], settings, classifier=classifier)
        except IngestError as exc:
            report.problems.append(str(exc))
            continue
        if not loaded.files[0].skipped:
            _add_loaded(report, loaded)
        mark_done(folder, path)
        report.done += 1
    return report


def _add_loaded(report: SpoolReport, loaded) -> None:
    report.lines_read += loaded.lines_read
    report.accepted += loaded.accepted
    report.rejected += loaded.rejected
    report.duplicates += loaded.duplicates


# -- Slack interactivity (the UI's /slack/actions) --------------------------------------------

# A Slack action waits this long at most for an ingest or detect run to release the warehouse.
ACTION_LOCK_WAIT = 300.0


def ticket_now_step(wh, settings: Settings, fingerprint: str, at: datetime, now: datetime | None = None) -> dict[str, Any]:
    """File one fingerprint's ticket now (the alert's *Create ticket* button), from the week the
    fingerprint was last seen in, up to ``at`` (an alert stays open after its errors stop, so the
    alert's own last evaluation can fall in a later week with none of them)."""
    from toolwatch.skills.issues import parse_week
    from toolwatch.skills.triage import file_ticket_now

    now = now or _utcnow()
    seen = wh.run("fingerprint_last_seen", {"fingerprint": fingerprint}).fetchone()
    when = min(at, seen[0]) if seen and seen[0] else at
    week = parse_week(when.strftime("%G-W%V"), settings["triage.timezone"])
    return file_ticket_now(wh, fingerprint, week, wiring.triage_config(settings),
                           tickets=wiring.build_tickets(wh, settings), now=now)


def slack_action_step(settings: Settings, action, now: datetime | None = None):
    """Apply one Slack button press once; returns (result, message) where result is None for a
    press already applied and message is (channel, ts, rendered) of the alert's Slack message to edit."""
    from toolwatch import warehouse
    from toolwatch.alerts.actions import apply_once, record_ticket, top_fingerprint, with_handled
    from toolwatch.alerts.slack_blocks import render_message

    now = now or _utcnow()
    with warehouse.connect(settings.db_path, must_exist=True, memory_limit=settings["warehouse.memory_limit"],
                           lock_wait=max(ACTION_LOCK_WAIT, parse_duration(settings["warehouse.lock_wait"]))) as wh:
        result = apply_once(wh, action, now)
        if result is None:
            return None, None
        if action.action == "ticket" and "error" not in result:
            fingerprint = top_fingerprint(wh, action.alert_id)
            seen = wh.rows("ui_alert_row", {"alert_id": action.alert_id})[0]["last_seen_at"]
            result = (ticket_now_step(wh, settings, fingerprint, seen, now) if fingerprint
                      else {"error": "the alert names no fingerprint to file a ticket for"})
            record_ticket(wh, action, result)
        sink = "slack" if settings.secrets.slack_bot_token and settings["alerts.sink"] != "local" else "local"
        found = wh.rows("slack_message_get", {"sink": sink, "alert_id": action.alert_id})
        if not found:
            return result, None
        group = wh.rows("slack_message_group", {"sink": sink, "group_key": found[0]["group_key"]})
        payloads = [with_handled(wh, json.loads(g["payload"]), now) for g in group]
    _, links = wiring.routing_links(settings)
    return result, (found[0]["channel"], found[0]["ts"], render_message(payloads, links=links))


def update_alert_message(settings: Settings, channel: str, ts: str, rendered) -> None:
    """Edit an alert's message in place through the configured sink."""
    wiring.build_sink(settings).update(channel, ts, rendered)
