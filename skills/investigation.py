"""The investigation of one issue: what fails, the trend, where it concentrates, samples.

Data is gathered with named SQL, judged here (concentration, the harness
version it started with, a suggested next step) and rendered by jinja2
templates in ``skills/templates``. Every string that came from a log (messages,
arguments, tool and model names) goes through ``toolwatch.detectors.redact`` on its way
into Markdown: the templates only see it through the ``md`` and ``code``
filters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from toolwatch.detectors.redact import (
    markdown_code_block,
    redact_secrets,
    safe_label,
    safe_markdown,
)
from toolwatch.skills.impact import tokens_text
from toolwatch.skills.issues import Issue, Week, WeekCount, version_key

TEMPLATES_DIR = Path(__file__).parent / "templates"
DIMENSIONS = ("model", "harness_version", "client_os", "provider")
# A value is called out when it holds most of a fingerprint's errors and clearly
# more than its share of the tool's traffic (else it is just the big value):
# (share of errors, minimum share of errors / share of calls), either rule.
CONCENTRATION_RULES = ((0.8, 1.25), (0.5, 3.0))
MIN_VERSION_CALLS = 20
TABLE_ROWS = 5  # rows per breakdown table; the rest is summed up as "+N more"
SPARK = "▁▂▃▄▅▆▇█"


@dataclass
class Share:
    value: str
    errors: int
    sessions: int
    calls: int
    error_share: float
    call_share: float


@dataclass
class Totals:
    """The week's figures of one ticket, from the same statement as its tables."""

    errors: int = 0
    calls: int = 0
    sessions: int = 0
    models: int = 0
    oses: int = 0
    first_ts: Any = None
    last_ts: Any = None

    @property
    def rate(self) -> float | None:
        return self.errors / self.calls if self.calls else None


@dataclass
class Investigation:
    issue: Issue
    week: Week
    totals: Totals = field(default_factory=Totals)
    trend: list[WeekCount] = field(default_factory=list)
    breakdowns: dict[str, list[Share]] = field(default_factory=dict)
    concentrations: list[str] = field(default_factory=list)
    started_with: str | None = None
    samples: list[dict[str, Any]] = field(default_factory=list)
    related_alerts: list[dict[str, Any]] = field(default_factory=list)
    next_step: str = ""

    @property
    def previous(self) -> tuple[float | None, int]:
        """The rate over the previous weeks that had calls, and how many such weeks there were."""
        earlier = [w for w in self.trend[:-1] if w.calls]
        calls = sum(w.calls for w in earlier)
        return (sum(w.errors for w in earlier) / calls if calls else None), len(earlier)

    def to_dict(self) -> dict[str, Any]:
        """JSON for people and agents: every text from a log is secret-redacted (not escaped)."""
        issue = self.issue.to_dict()
        for key in ("tool", "template", "sample_message"):
            if issue.get(key) is not None:
                issue[key] = redact_secrets(issue[key])
        return {
            "issue": issue,
            "week": self.week.label,
            "totals": dict(self.totals.__dict__, rate=self.totals.rate),
            "trend": [dict(w.__dict__, rate=w.rate) for w in self.trend],
            "breakdowns": {d: [dict(s.__dict__, value=redact_secrets(str(s.value))) for s in v]
                           for d, v in self.breakdowns.items()},
            "concentrations": [redact_secrets(c) for c in self.concentrations],
            "started_with": self.started_with,
            "samples": [_redacted_sample(s) for s in self.samples],
            "related_alerts": [dict(a, alert_key=redact_secrets(str(a.get("alert_key")))) for a in self.related_alerts],
            "next_step": self.next_step,
        }


def _redacted_sample(sample: dict[str, Any]) -> dict[str, Any]:
    out = dict(sample)
    for key in ("error_message", "args"):
        if out.get(key) is not None:
            out[key] = redact_secrets(out[key])
    return out


def investigate(wh, issue: Issue, week: Week, *, history_weeks: int = 4, samples: int = 5) -> Investigation:
    """Gather and judge everything the ticket says about ``issue`` in ``week``.

    Every figure comes from one statement (``triage_ticket_facts``), so the
    ticket's sentences, tables and samples describe the same rows.
    """
    inv = Investigation(issue=issue, week=week)
    history_start = week.shifted(-history_weeks).start
    rows = wh.rows("triage_ticket_facts", {
        "fingerprint": issue.fingerprint, "tool": issue.tool, "history_start": history_start,
        "week_start": week.start, "week_end": week.end, "samples": samples})
    by_section: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        by_section.setdefault(r["section"], []).append(r)
    total = by_section["total"][0]
    inv.totals = Totals(int(total["errors"]), int(total["calls"]), int(total["sessions"]), int(total["models"] or 0),
                        int(total["oses"] or 0), total["first_ts"], total["last_ts"])
    weeks = {int(r["value"]): r for r in by_section.get("week", [])}
    inv.trend = [WeekCount(week.shifted(i - history_weeks).label, int(weeks[i]["errors"]) if i in weeks else 0,
                           int(weeks[i]["calls"]) if i in weeks else 0, int(weeks[i]["sessions"]) if i in weeks else 0)
                 for i in range(history_weeks + 1)]
    breakdown = by_section.get("breakdown", [])
    for dim in DIMENSIONS:
        dim_rows = [r for r in breakdown if r["dimension"] == dim]
        errors = sum(r["errors"] for r in dim_rows) or 1
        calls = sum(r["calls"] for r in dim_rows) or 1
        inv.breakdowns[dim] = [
            Share(r["value"], r["errors"], r["sessions"], r["calls"], r["errors"] / errors, r["calls"] / calls)
            for r in dim_rows if r["errors"]
        ]
        inv.concentrations.extend(_concentration(dim, inv.breakdowns[dim], dim_rows))
    inv.started_with = started_with([{"harness_version": r["value"], "calls": r["calls"], "errors": r["errors"]}
                                     for r in by_section.get("version", [])])
    inv.samples = [{"error_message": r["value"], "args": r["args"], "errors": r["errors"], "last_ts": r["last_ts"],
                    "models": r["models"], "oses": r["oses"], "versions": r["versions"], "model": r["model"],
                    "harness_version": r["harness_version"], "client_os": r["client_os"]}
                   for r in by_section.get("sample", [])]
    inv.related_alerts = related_alerts(wh, issue, week)
    inv.next_step = next_step(inv)
    return inv


def _concentration(dim: str, shares: list[Share], all_rows: list[dict[str, Any]]) -> list[str]:
    reported = [r for r in all_rows if r["value"] != "(not reported)" and r["calls"]]
    if len(reported) < 2 or not shares:
        return []  # one value for the whole tool says nothing about this fingerprint
    top = shares[0]
    if top.value == "(not reported)":
        return []
    if not any(top.error_share >= share and top.error_share >= top.call_share * lift
               for share, lift in CONCENTRATION_RULES):
        return []
    label = {"model": "on", "harness_version": "on harness", "client_os": "on", "provider": "via"}[dim]
    return [f"{top.error_share:.0%} {label} {top.value} (which made {top.call_share:.0%} of {dim} calls)"]


def started_with(history: list[dict[str, Any]]) -> str | None:
    """The harness version the errors started with, when older versions with traffic had none.

    >>> started_with([{"harness_version": "1.7.9", "calls": 500, "errors": 0},
    ...               {"harness_version": "1.8.0", "calls": 400, "errors": 37},
    ...               {"harness_version": "1.8.1", "calls": 90, "errors": 8}])
    '1.8.0'
    """
    busy = sorted((r for r in history if r["calls"] >= MIN_VERSION_CALLS),
                  key=lambda r: version_key(r["harness_version"]))
    first = next((i for i, r in enumerate(busy) if r["errors"]), None)
    if not first:  # None (no errors) or 0 (the oldest busy version already had them)
        return None
    if all(r["errors"] for r in busy[first:]):
        return busy[first]["harness_version"]
    return None


def related_alerts(wh, issue: Issue, week: Week) -> list[dict[str, Any]]:
    """Alerts of the week that fired on this fingerprint, or on its tool and class (detectors' ``alerts``).

    Each carries ``on_fingerprint`` and, when Slack showed it, a ``permalink``.
    """
    if not wh.rows("triage_alerts_table_exists")[0]["n"]:
        return []
    rows = wh.rows("triage_related_alerts", {"fingerprint": issue.fingerprint, "tool": issue.tool,
                                             "error_class": issue.error_class,
                                             "week_start": week.start, "week_end": week.end})
    for r in rows:
        r["permalink"] = slack_permalink(r["channel"], r["ts"]) if r["sink"] == "slack" else None
    return rows


def slack_permalink(channel: str | None, ts: str | None) -> str | None:
    """Slack's message link form (``/archives/<channel>/p<ts without the dot>``).

    >>> slack_permalink("C0123", "1712345678.000200")
    'https://slack.com/archives/C0123/p1712345678000200'
    """
    if not channel or not ts or not channel.isalnum():
        return None
    return f"https://slack.com/archives/{channel}/p{ts.replace('.', '')}"


def next_step(inv: Investigation) -> str:
    """One suggested action, in Markdown (the tool name is escaped: it came from a log)."""
    issue = inv.issue
    tool = safe_markdown(issue.tool, 100)
    if issue.status == "regressed":
        fixed = (issue.ticket or {}).get("fixed_in_version")
        since = f" since harness {safe_markdown(fixed, 50)}" if fixed else ""
        return f"The fix did not hold{since}: diff the code paths of {tool} changed after the ticket was closed."
    if inv.started_with:
        return f"Errors start with harness {safe_markdown(inv.started_with, 50)}: review what changed in {tool} in that release."
    if issue.error_class == "unknown":
        return ("No rule explains this error: if it is an expected failure, add a classification rule for it; "
                f"otherwise it is a harness bug in {tool}, reproduce it from the samples below.")
    model = next((s for s in inv.concentrations if " on " in s), None)
    if issue.error_class == "InvalidArguments":
        hint = f" ({model})" if model else ""
        return f"The model calls {tool} wrongly{safe_markdown(hint, 300)}: tighten the tool's description, schema or error message."
    if issue.error_class == "ProviderError":
        return "A service behind the tool is failing: check its status and the retry/backoff policy."
    if issue.error_class == "Timeout":
        return "Calls run past their deadline: check the tool's timeout and what it waits on."
    if issue.error_class == "UserAborted":
        return "People refuse or interrupt these calls: check whether the tool asks for approval too often."
    return "The workspace differs from what the model assumed: check the tool's preconditions and error message."


def sparkline(values: list[float | None]) -> str:
    """Rates as a one-line chart for sinks that can't show images.

    >>> sparkline([0.0, 0.01, 0.02, None, 0.04])
    '▁▂▄ █'
    """
    known = [v for v in values if v is not None]
    top = max(known, default=0.0) or 1.0
    return "".join(" " if v is None else SPARK[min(len(SPARK) - 1, int(v / top * (len(SPARK) - 1)))] for v in values)


@cache
def environment():
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES_DIR),
        undefined=jinja2.StrictUndefined,
        autoescape=False,  # Markdown, not HTML: untrusted text goes through the md/code filters
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["md"] = lambda text, limit=500: safe_markdown(None if text is None else str(text), limit)
    env.filters["code"] = lambda text, limit=2000: markdown_code_block(None if text is None else str(text), limit)
    env.filters["pct"] = lambda x: "–" if x is None else f"{x:.2%}"
    env.filters["num"] = lambda x: f"{x:,}"
    env.filters["ts"] = lambda x: "–" if x is None else f"{x:%Y-%m-%d %H:%M} UTC"
    env.filters["tokens"] = tokens_text
    env.filters["plural"] = lambda n, word: f"{n:,} {word}{'' if n == 1 else 's'}"
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)


def render_investigation(inv: Investigation, *, chart_path: str | None = None, page_url: str | None = None) -> str:
    """The ticket description in Markdown; ``chart_path`` embeds an image where the sink has one,
    ``page_url`` links the fingerprint's page in the web UI (``ui.base_url``)."""
    rates = [w.rate for w in inv.trend]
    previous, previous_weeks = inv.previous
    return render("investigation.md.j2", inv=inv, issue=inv.issue, totals=inv.totals, spark=sparkline(rates),
                  chart_path=chart_path, page_url=page_url, previous=previous, previous_weeks=previous_weeks,
                  table_rows=TABLE_ROWS)


def write_chart(weeks: list[str], rates: list[float | None], title: str, path: Path) -> Path:
    """A small SVG bar chart of the weekly error rate, for sinks that show images (local tickets).

    Hand-written SVG: a dozen elements need no plotting library, and the title
    (it holds a tool name from the logs) is XML-escaped.
    """
    from html import escape

    width, height, top, bottom, left = 60 * len(weeks) + 40, 150, 28, 24, 30
    peak = max((r for r in rates if r is not None), default=0.0) or 1.0
    plot = height - top - bottom
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="10">',
             f'<text x="{left}" y="14">{escape(safe_label(title, 80))}</text>',
             f'<text x="2" y="{top + 8}">{peak:.1%}</text>',
             f'<line x1="{left}" y1="{height - bottom}" x2="{width - 5}" y2="{height - bottom}" stroke="#888"/>']
    for i, (week, rate) in enumerate(zip(weeks, rates, strict=True)):
        x = left + 10 + 60 * i
        bar = plot * (rate or 0.0) / peak
        parts.append(f'<rect x="{x}" y="{height - bottom - bar:.1f}" width="40" height="{bar:.1f}" fill="#d9534f"/>')
        label = "–" if rate is None else f"{rate:.2%}"
        parts.append(f'<text x="{x}" y="{height - bottom - bar - 3:.1f}">{label}</text>')
        parts.append(f'<text x="{x}" y="{height - 8}">{escape(week[-3:])}</text>')
    parts.append("</svg>\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(parts))
    return path
