"""This week's issues: one per fingerprint, marked new, spiking, regressed or ongoing.

A fingerprint is judged by its *rate* (errors / calls of its tool), never its
count: a tool that gets twice the traffic makes twice the errors and is still
"ongoing". Spiking means the week's rate is both ``spike_ratio`` times the
previous weeks' rate and improbable under it (a one-sided Poisson test).
Every ``unknown`` fingerprint is a harness bug: with at least ``min_bug_errors``
in the week it needs a ticket whatever its status (see ``is_bug``).
Regressed means its ticket was closed and it came back from a harness version
that should have the fix: versions that already reported it before the close
(or older than ``fixed_in_version``) are old clients, not a regression.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from toolwatch.detectors.redact import redact_secrets
from toolwatch.skills.impact import Impact, ImpactPolicy, impact_score, priority_for, week_impact
from toolwatch.warehouse.errors import ConfigError

STATUSES = ("regressed", "new", "spiking", "ongoing")
ACTIONABLE = ("regressed", "new", "spiking")


@dataclass(frozen=True)
class Week:
    """An ISO week; ``start``/``end`` are naive UTC bounds of it in the triage time zone."""

    label: str
    start: datetime
    end: datetime

    def shifted(self, weeks: int) -> Week:
        year, num, _ = (self.start + timedelta(days=3 + 7 * weeks)).isocalendar()
        return _week(year, num, self._tz)

    _tz: str = "UTC"


def _week(year: int, num: int, tz: str) -> Week:
    try:
        zone = ZoneInfo(tz)
    except (KeyError, ValueError) as exc:
        raise ConfigError(f"triage.timezone {tz!r} is not a known time zone") from exc
    monday = datetime.combine(date.fromisocalendar(year, num, 1), datetime.min.time(), zone)
    utc = ZoneInfo("UTC")
    start = monday.astimezone(utc).replace(tzinfo=None)
    end = (monday + timedelta(days=7)).astimezone(utc).replace(tzinfo=None)
    return Week(f"{year}-W{num:02d}", start, end, tz)


def parse_week(text: str, tz: str = "UTC") -> Week:
    """``2026-W48`` → that ISO week.

    >>> w = parse_week("2026-W48"); (w.start.isoformat(), w.end.isoformat())
    ('2026-11-23T00:00:00', '2026-11-30T00:00:00')
    """
    try:
        year_text, num_text = text.strip().upper().split("-W")
        return _week(int(year_text), int(num_text), tz)
    except ValueError:
        raise ConfigError(f"week {text!r} must look like 2026-W48 (ISO year and week)") from None


def last_complete_week(now: datetime, tz: str = "UTC") -> Week:
    """The ISO week before the one containing ``now``: what a Monday-morning triage reviews."""
    local = now.astimezone(ZoneInfo(tz)) if now.tzinfo else now
    year, num, _ = (local - timedelta(days=7)).isocalendar()
    return _week(year, num, tz)


@dataclass(frozen=True)
class TriagePolicy:
    """The thresholds of the weekly triage (``triage.*`` settings)."""

    min_new_errors: int = 20
    min_bug_errors: int = 5
    spike_ratio: float = 2.0
    spike_p_value: float = 0.001
    spike_min_errors: int = 10
    regress_min_errors: int = 3
    history_weeks: int = 4
    priority_sessions: int = 20
    stuck_repeats: int = 3
    derail_minutes: int = 10

    @property
    def impact(self) -> ImpactPolicy:
        return ImpactPolicy(self.stuck_repeats, self.derail_minutes, self.priority_sessions)


@dataclass
class WeekCount:
    week: str
    errors: int
    calls: int
    sessions: int

    @property
    def rate(self) -> float | None:
        return self.errors / self.calls if self.calls else None


@dataclass
class Issue:
    fingerprint: str
    tool: str
    error_class: str
    reason: str
    template: str
    sample_message: str | None
    status: str
    errors: int
    calls: int
    sessions: int
    models: int
    rate: float | None
    baseline_rate: float | None
    p_value: float | None
    first_seen: datetime
    last_seen: datetime
    priority: int
    history: list[WeekCount] = field(default_factory=list)
    ticket: dict[str, Any] | None = None
    why: str = ""
    impact: Impact = field(default_factory=Impact)
    score: float = 0.0
    baseline_weeks: int = 0  # previous weeks with calls of the tool: what baseline_rate is over
    week: str = ""

    def is_bug(self, policy: TriagePolicy) -> bool:
        """An unknown error with real volume: a harness bug that must have a ticket."""
        return self.error_class == "unknown" and self.errors >= policy.min_bug_errors

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["history"] = [dict(asdict(h), rate=h.rate) for h in self.history]
        return data


def poisson_sf(k: int, mu: float) -> float:
    """P(X >= k) for X ~ Poisson(mu): how surprising k errors are when mu were expected.

    >>> round(poisson_sf(10, 2.0), 6), poisson_sf(0, 5.0), poisson_sf(5000, 10.0)
    (4.6e-05, 1.0, 0.0)
    """
    if k <= 0:
        return 1.0
    if mu <= 0:
        return 0.0
    # 1 - P(X <= k-1), summed in log space so large mu does not overflow.
    log_terms = [i * math.log(mu) - mu - math.lgamma(i + 1) for i in range(k)]
    top = max(log_terms)
    below = math.exp(top) * sum(math.exp(t - top) for t in log_terms)
    if below < 0.5:
        return 1.0 - below
    # Near 1 the subtraction loses precision: sum the upper tail instead.
    tail, i = 0.0, k
    while True:
        term = math.exp(i * math.log(mu) - mu - math.lgamma(i + 1))
        tail += term
        # Past the mode the terms only shrink: stop when they no longer count (or underflow to
        # 0, which far in the tail they do: then the tail is 0 too, and the loop must not spin).
        if i > mu and term <= tail * 1e-12:
            return min(tail, 1.0)
        i += 1




def redact_template(template: str) -> str:
    """Redact secrets in a normalised template (``redact_secrets`` sees through placeholders).

    >>> redact_template("auth failed for sk-proj-<int>Abcdefghijklmnopqrstuvwx at <path>")
    'auth failed for [REDACTED:openai_key] at <path>'
    """
    return redact_secrets(template)


def version_key(version: str) -> tuple:
    """Order harness versions numerically where they are numbers: 1.10.0 > 1.9.2."""
    parts = version.replace("-", ".").replace("+", ".").split(".")
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts)


def regression_errors(by_version: list[dict[str, Any]], fixed_in_version: str | None) -> int:
    """Errors after a ticket closed that prove the fix did not hold.

    With ``fixed_in_version`` only versions at or above it count. Without it,
    versions that already reported the fingerprint before the close are the
    known-broken ones, so only versions newer than all of them count. Events
    with no harness version cannot be told apart and all count.
    """
    after = [r for r in by_version if r["errors_after"]]
    if fixed_in_version:
        floor = version_key(fixed_in_version)
        return sum(r["errors_after"] for r in after
                   if r["harness_version"] is None or version_key(r["harness_version"]) >= floor)
    broken = [version_key(r["harness_version"]) for r in by_version
              if r["errors_before"] and r["harness_version"] is not None]
    newest_broken = max(broken) if broken else None
    return sum(r["errors_after"] for r in after
               if r["harness_version"] is None or newest_broken is None
               or version_key(r["harness_version"]) > newest_broken)


def weekly_issues(wh, week: Week, policy: TriagePolicy = TriagePolicy()) -> list[Issue]:
    """Every fingerprint with errors in ``week``, with its status, ranked by impact.

    Ranking: by impact score (``toolwatch.skills.impact``), then errors.
    """
    history_start = week.shifted(-policy.history_weeks).start
    bounds = {"history_start": history_start, "week_end": week.end}
    current = policy.history_weeks
    calls: dict[tuple[str, int], int] = {
        (r["tool"], r["week_index"]): int(r["calls"]) for r in wh.rows("triage_tool_calls_weeks", bounds)
    }
    per_fp: dict[str, dict[int, dict[str, Any]]] = {}
    for row in wh.rows("triage_fingerprint_weeks", bounds):
        per_fp.setdefault(row["fingerprint"], {})[row["week_index"]] = row
    info = {r["fingerprint"]: r for r in wh.rows("triage_fingerprint_info",
                                                 {"week_start": week.start, "week_end": week.end})}
    tickets = {t["fingerprint"]: t for t in wh.rows("triage_tickets")}
    impacts = week_impact(wh, week, policy.impact)
    labels = [week.shifted(i - current).label for i in range(current + 1)]

    issues = []
    for fp, weeks in per_fp.items():
        this = weeks.get(current)
        if this is None:
            continue
        tool = this["tool"]
        history = [
            WeekCount(labels[i], int(weeks[i]["errors"]) if i in weeks else 0,
                      calls.get((tool, i), 0), int(weeks[i]["sessions"]) if i in weeks else 0)
            for i in range(current + 1)
        ]
        issue = _judge(wh, week, policy, fp, this, history, info[fp], tickets.get(fp))
        issue.impact = impacts.get(fp, Impact())
        issue.score = impact_score(issue.error_class, issue.sessions, issue.impact)
        issue.priority = priority_for(issue.score, policy.priority_sessions)
        if issue.status == "ongoing" and issue.is_bug(policy):
            issue.why = (f"unknown error with {issue.errors} errors (>= triage.min_bug_errors, "
                         f"{policy.min_bug_errors}): a harness bug; {issue.why}")
        issues.append(issue)
    issues.sort(key=lambda i: (-i.score, -i.errors, i.fingerprint))
    return issues


def _judge(wh, week, policy, fp, this, history, info, ticket) -> Issue:
    now_week = history[-1]
    prev_errors = sum(h.errors for h in history[:-1])
    prev_calls = sum(h.calls for h in history[:-1])
    # Only weeks with traffic say anything: "the previous 4 weeks" over one week of data misleads.
    data_weeks = sum(1 for h in history[:-1] if h.calls)
    over = f"the previous {data_weeks} week{'s' if data_weeks != 1 else ''} with data"
    # Jeffreys-style +0.5 keeps a quiet past from making every later error "infinitely" worse.
    baseline = (prev_errors + 0.5) / prev_calls if prev_calls else None
    p_value = None
    if baseline is not None and now_week.calls:
        p_value = poisson_sf(now_week.errors, now_week.calls * baseline)
    rate = now_week.rate
    status, why = "ongoing", "seen before this week at a similar rate"
    if ticket and ticket["state"] == "closed":
        by_version = wh.rows("triage_errors_by_version", {
            "fingerprint": fp, "closed_at": ticket["closed_at"],
            "week_start": week.start, "week_end": week.end})
        back = regression_errors(by_version, ticket["fixed_in_version"])
        if back >= policy.regress_min_errors:
            status, why = "regressed", f"{back} errors after {ticket['identifier']} was closed, from harness versions that should have the fix"
        elif back or any(r["errors_after"] for r in by_version):
            why = "errors after the ticket was closed come only from harness versions that predate the fix"
    if status == "ongoing" and info["first_seen"] >= week.start:
        if now_week.errors >= policy.min_new_errors:
            status, why = "new", f"first seen {info['first_seen']:%Y-%m-%d %H:%M} UTC"
        else:
            why = f"new this week but below triage.min_new_errors ({policy.min_new_errors})"
    elif status == "ongoing" and rate is not None and baseline is not None and p_value is not None:
        if (now_week.errors >= policy.spike_min_errors and rate >= policy.spike_ratio * baseline
                and p_value < policy.spike_p_value):
            status = "spiking"
            why = f"rate {rate:.3%} vs {baseline:.3%} over {over} (p={p_value:.1e})"
        elif now_week.errors > prev_errors / max(1, data_weeks) * policy.spike_ratio and not (
                ticket and ticket["state"] == "closed"):
            why = f"more errors, but the rate {rate:.3%} is within its usual range ({baseline:.3%} over {over}): more traffic"
    return Issue(
        fingerprint=fp, tool=this["tool"], error_class=this["error_class"], reason=this["reason"] or "",
        template=redact_template(info["template"]), sample_message=info["sample_message"], status=status,
        errors=now_week.errors, calls=now_week.calls, sessions=now_week.sessions,
        models=int(this["models"]), rate=rate, baseline_rate=baseline, p_value=p_value,
        first_seen=info["first_seen"], last_seen=info["last_seen"],
        priority=4, history=history, ticket=ticket, why=why, baseline_weeks=data_weeks, week=week.label,
    )
