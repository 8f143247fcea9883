"""Slack rendering of alerts: the Block Kit message kept current per alert, and thread replies.

One top-level message shows one alert, or a burst of alerts on one tool from
one evaluation. It is re-rendered from the latest outbox payload of each alert
it shows whenever one of them changes (``chat.update``), so it always reads as
the current state; re-notifications and resolutions also go in its thread.

Text that came from logs (tool and model names, templates, sample messages,
keys) is untrusted: it goes through :mod:`toolwatch.detectors.redact` — secrets
redacted, ``& < >`` escaped, formatting neutralised in code spans, truncated
to Slack's limits. Blocks are built with ``slack_sdk.models.blocks``, whose
``to_dict()`` validates lengths and shapes, so a malformed block fails in
tests instead of as ``invalid_blocks`` in production.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from slack_sdk.models.blocks import (
    ActionsBlock,
    Block,
    ButtonElement,
    ContextBlock,
    DividerBlock,
    HeaderBlock,
    MarkdownTextObject,
    PlainTextObject,
    SectionBlock,
)

from toolwatch.detectors.redact import safe_slack, slack_code, truncate

# Slack's documented limits (Block Kit reference).
HEADER_LIMIT = 150
SECTION_LIMIT = 3000
FIELD_LIMIT = 2000
MAX_BLOCKS = 50
# Ours: enough to act on, short enough to read on a phone.
TOP_FINGERPRINTS = 3
SAMPLE_LIMIT = 400
TEMPLATE_LIMIT = 200
MAX_ALERTS_DETAILED = 8


@dataclass(frozen=True)
class Links:
    """Links shown on every alert (from ``alerts.slack.runbook_url`` / ``dashboard_url``)."""

    runbook_url: str = ""
    dashboard_url: str = ""
    # The web UI (``ui.base_url``): each alert links to its page there.
    ui_base_url: str = ""
    # Acknowledge / Silence 24 h / Create ticket buttons (``alerts.slack.buttons``); they need the
    # UI's /slack/actions as the Slack app's interactivity URL.
    buttons: bool = False

    def alert_url(self, alert_id: Any) -> str:
        """The alert's page in the UI, or "" without ``ui_base_url``."""
        if not self.ui_base_url or not isinstance(alert_id, int):
            return ""
        return f"{self.ui_base_url.rstrip('/')}/alerts/{alert_id}"


# action_id of each button; the UI's /slack/actions dispatches on them.
ACTION_ACK = "toolwatch_ack"
ACTION_SILENCE = "toolwatch_silence_24h"
ACTION_TICKET = "toolwatch_ticket"
_SLACK_USER = re.compile(r"^[UW][A-Z0-9]{2,20}$")


@dataclass(frozen=True)
class Rendered:
    """A message ready for ``chat.postMessage`` / ``chat.update``: fallback text and blocks."""

    text: str
    blocks: list[dict[str, Any]] = field(default_factory=list)


def _class_description(error_class: str) -> str:
    from toolwatch.detectors.taxonomy import ErrorClass

    try:
        return ErrorClass(error_class).description
    except ValueError:
        return ""


def parse_time(value: str | None) -> datetime | None:
    """A payload timestamp (ISO 8601, ``Z`` or naive = UTC) as an aware datetime."""
    if not value:
        return None
    parsed = datetime.fromisoformat(value)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def format_duration(seconds: float) -> str:
    """``1h 25m`` style; the two largest units.

    >>> format_duration(5100), format_duration(42), format_duration(90061)
    ('1h 25m', '42s', '1d 1h')
    """
    seconds = int(max(0, seconds))
    parts: list[str] = []
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        if seconds >= size or (unit == "s" and not parts):
            parts.append(f"{seconds // size}{unit}")
            seconds %= size
    return " ".join(parts[:2])


def format_rate(rate: float | None) -> str:
    """A rate as a percentage with enough digits to tell small rates apart.

    >>> format_rate(0.075), format_rate(0.0042), format_rate(None)
    ('7.5%', '0.42%', 'n/a')
    """
    if rate is None:
        return "n/a"
    pct = rate * 100
    return f"{pct:.1f}%" if pct >= 1 else f"{pct:.2g}%"


def _slack_date(moment: datetime | None) -> str:
    # Slack shows this in the reader's time zone; the fallback is UTC.
    if moment is None:
        return "unknown"
    fallback = moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return f"<!date^{int(moment.timestamp())}^{{date_short_pretty}} {{time}}|{fallback}>"


def _title(payload: dict[str, Any]) -> str:
    tool, cls = payload.get("tool", "?"), payload.get("error_class", "?")
    if payload.get("kind") == "no_data":
        return "No tool calls arriving at all" if tool == "*" else f"No calls from {tool}"
    if payload.get("kind") == "unknown_threshold":
        return f"Unknown errors on {tool}"
    return f"{cls} spike on {tool}"


def _class_mrkdwn(error_class: Any) -> str:
    # The six class names are plain words; anything else in the payload is untrusted.
    from toolwatch.detectors.taxonomy import ErrorClass

    return str(error_class) if error_class in {c.value for c in ErrorClass} else slack_code(str(error_class), 100)


def _title_mrkdwn(payload: dict[str, Any]) -> str:
    """The title for mrkdwn: the tool in a code span, so its characters cannot format or ping."""
    tool = slack_code(str(payload.get("tool", "?")), 200)
    if payload.get("kind") == "no_data":
        return "*No tool calls arriving at all*" if payload.get("tool") == "*" else f"*No calls from* {tool}"
    if payload.get("kind") == "unknown_threshold":
        return f"*Unknown errors on* {tool}"
    return f"*{_class_mrkdwn(payload.get('error_class'))} spike on* {tool}"


# How an alert can end; only ``resolved`` (the rate came back) ever shows ✅.
ENDED = {"resolved": "✅", "adopted": "🟡", "merged": "↪️"}


def _ended(payload: dict[str, Any]) -> bool:
    return payload.get("event") in ENDED


def _emoji(payload: dict[str, Any]) -> str:
    if _ended(payload):
        return ENDED[str(payload.get("event"))]
    return "🔴" if payload.get("kind") in ("unknown_threshold", "no_data") else "🟠"


def _model_text(payload: dict[str, Any]) -> str:
    model = payload.get("model")
    return slack_code(model, 200) if model else "all models"


def window_words(window: Any) -> str:
    """``'15m'`` → ``'15 min'``, ``'1h'`` → ``'1 h'``: the window as it was measured, in words.

    >>> window_words("15m"), window_words("6h"), window_words(None)
    ('15 min', '6 h', '?')
    """
    text = str(window or "?")
    units = {"m": " min", "h": " h", "s": " s", "d": " d"}
    if len(text) > 1 and text[:-1].isdigit() and text[-1] in units:
        return text[:-1] + units[text[-1]]
    return safe_slack(text, 20)


def _lead_line(payload: dict[str, Any]) -> str:
    """Plain words first: how many calls failed, of how many, over which window, against what usual."""
    ev = payload.get("evidence") or {}
    if payload.get("kind") == "no_data" or not isinstance(ev.get("calls"), int):
        return _rate_line(payload)
    prefix = "Last seen firing: " if _ended(payload) else ""
    observed, baseline, threshold = ev.get("observed_rate"), ev.get("baseline_rate"), ev.get("threshold")
    tool = slack_code(payload.get("tool"), 200)
    what = "unknown errors" if payload.get("kind") == "unknown_threshold" else _class_mrkdwn(payload.get("error_class"))
    line = (f"{prefix}*{ev.get('errors')} of {ev.get('calls')}* {tool} calls failed with {what} "
            f"in {window_words(ev.get('window'))}: {format_rate(observed)}")
    if payload.get("kind") == "unknown_threshold" and observed is not None and threshold:
        line += f", *{observed / threshold:.1f}×* the {format_rate(threshold)} threshold"
    elif observed is not None and baseline:
        line += f", *{observed / baseline:.1f}×* the usual {format_rate(baseline)}"
    if isinstance(ev.get("sessions"), int) and ev["sessions"]:
        line += f", in {ev['sessions']} session{'s' if ev['sessions'] != 1 else ''}"
        stuck = stuck_sessions(ev)
        if stuck:
            line += f" ({min(stuck, ev['sessions'])} stuck retrying the same call)"
    return line + "."


def stuck_sessions(evidence: dict[str, Any]) -> int:
    """Sessions stuck on the alert's errors: the same fingerprint at least three times in one session with
    unchanged arguments (``stuck_sessions`` of each top fingerprint). Summed over the fingerprints shown, so a
    session stuck on two of them counts twice: an upper bound, capped by the caller at the sessions affected.

    >>> stuck_sessions({"top_fingerprints": [{"stuck_sessions": 2}, {"stuck_sessions": 1}, {}]})
    3
    """
    total = 0
    for fp in evidence.get("top_fingerprints") or []:
        value = fp.get("stuck_sessions") if isinstance(fp, dict) else None
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            total += value
    return total


_DIMENSION_WORDS = {"model": "model", "harness_version": "harness", "client_os": "OS"}


def _where_text(payload: dict[str, Any]) -> str | None:
    """Where the errors concentrate (model, harness version, OS), when the evidence says."""
    ev = payload.get("evidence") or {}
    if "concentration" not in ev:
        return None
    spots = ev.get("concentration") or []
    if not spots:
        return "*Where* spread out: no model, harness version or OS holds most of the errors"
    parts = [f"{_DIMENSION_WORDS.get(str(c.get('dimension')), 'dimension')} {slack_code(c.get('value'), 80)}: "
             f"{round(100 * float(c.get('errors_share') or 0))}% of the errors ({round(100 * float(c.get('calls_share') or 0))}% of calls)"
             for c in spots]
    return "*Where* " + "; ".join(parts)


def _commands_text(payload: dict[str, Any]) -> str:
    """What to type: dig into the top fingerprint, or silence the key (quoted, so it pastes safely into a shell)."""
    import shlex

    top = ((payload.get("evidence") or {}).get("top_fingerprints") or [])
    bits = []
    if top and top[0].get("fingerprint"):
        bits.append(f"*Dig in* {slack_code('toolwatch show ' + shlex.quote(str(top[0]['fingerprint'])), 200)}")
    key = shlex.quote(str(payload.get("alert_key") or "?"))
    bits.append(f"*Silence* {slack_code(f'toolwatch silence {key} --for 24h --reason ' + shlex.quote('looking into it'), 400)}")
    return "\n".join(bits)


def _rate_line(payload: dict[str, Any]) -> str:
    ev = payload.get("evidence") or {}
    observed, baseline = ev.get("observed_rate"), ev.get("baseline_rate")
    # A resolution carries the evidence of the last evaluation that still found the problem.
    prefix = "Last seen firing: " if _ended(payload) else ""
    if payload.get("kind") == "no_data":
        window = safe_slack(str(ev.get("window") or "?"), 20)
        expected = ev.get("expected_calls")
        return (f"{prefix}*No calls* in {window}, where at least {expected:.0f} arrived at this hour on each of the "
                "last days: check the logging hooks, the receiver and ingest" if isinstance(expected, int | float)
                else f"{prefix}*No calls* in {window}")
    line = f"{prefix}*{format_rate(observed)}* of calls failed"
    if payload.get("kind") == "unknown_threshold":
        line += f" with unknown errors (threshold {format_rate(ev.get('threshold'))})"
    else:
        line += f" with {slack_code(payload.get('error_class'), 100)}"
        if observed is not None and baseline:
            line += f", *{observed / baseline:.1f}×* the baseline of {format_rate(baseline)}"
        else:
            line += f" (baseline {format_rate(baseline)})"
    return line


def _status_text(payload: dict[str, Any]) -> str:
    opened = parse_time(payload.get("opened_at"))
    resolved = parse_time(payload.get("resolved_at"))
    event = payload.get("event")
    if event == "resolved" and opened and resolved:
        return f"Resolved {_slack_date(resolved)} after {format_duration((resolved - opened).total_seconds())}"
    if event == "adopted":
        return f"New normal since {_slack_date(parse_time(payload.get('shift_started_at')) or opened)}, adopted {_slack_date(resolved)}"
    if event == "merged":
        return f"Merged into alert #{safe_slack(str(payload.get('merged_into', '?')), 20)} {_slack_date(resolved)}"
    if payload.get("reopened"):
        return f"Open since {_slack_date(opened)} (re-opened {payload['reopened']}×)"
    return f"Open since {_slack_date(opened)}"


def _window_text(payload: dict[str, Any]) -> str:
    ev = payload.get("evidence") or {}
    end = parse_time(ev.get("window_end")) if isinstance(ev.get("window_end"), str) else None
    until = f" to {_slack_date(end)}" if end else ""
    return f"{window_words(ev.get('window'))}{until}: {ev.get('errors', '?')} errors / {ev.get('calls', '?')} calls"


def _fingerprints_text(payload: dict[str, Any], limit: int) -> str | None:
    top = ((payload.get("evidence") or {}).get("top_fingerprints") or [])[:limit]
    if not top:
        return None
    lines = ["*Top fingerprints*"]
    for fp in top:
        stuck = stuck_sessions({"top_fingerprints": [fp]})
        lines.append(
            f"• {fp.get('errors', '?')} × {slack_code(fp.get('template'), TEMPLATE_LIMIT)}"
            f"  {slack_code(fp.get('fingerprint'), 40)}"
            + (f" · *{stuck} session{'s' if stuck != 1 else ''} stuck* retrying it unchanged" if stuck else "")
        )
        if fp.get("sample_message"):
            lines.append(slack_code(fp.get("sample_message"), SAMPLE_LIMIT, block=True))
    text = "\n".join(lines)
    # Each piece is already bounded; the sum fits unless limits change.
    return text if len(text) <= SECTION_LIMIT else text[: SECTION_LIMIT - 1] + "…"


def _context_text(payload: dict[str, Any]) -> str:
    ev = payload.get("evidence") or {}
    bits = [f"alert #{safe_slack(str(payload.get('alert_id', '?')), 20)}", slack_code(payload.get("alert_key"), 300)]
    if isinstance(ev.get("p_value"), int | float):
        bits.append(f"p = {ev['p_value']:.2g}")
    if isinstance(ev.get("score"), int | float):
        bits.append(f"score {ev['score']:.1f}")
    if payload.get("evaluation_id"):
        bits.append(f"evaluation {slack_code(payload.get('evaluation_id'), 80)}")
    return " · ".join(bits)


def _handled_text(payload: dict[str, Any]) -> str | None:
    """Who acknowledged, the silence in force, the ticket filed: what people did from Slack (``handled``)."""
    handled = payload.get("handled") or {}
    bits = []
    if handled.get("acked_by"):
        user = str(handled["acked_by"])
        who = f"<@{user}>" if _SLACK_USER.match(user) else slack_code(user, 80)
        bits.append(f"👀 Acknowledged by {who} {_slack_date(parse_time(handled.get('acked_at')))}")
    if handled.get("silenced_until"):
        bits.append(f"🔕 Silenced until {_slack_date(parse_time(handled['silenced_until']))}")
    if handled.get("ticket"):
        bits.append(f"🎫 Ticket {slack_code(str(handled['ticket']), 80)}")
    return " · ".join(bits) or None


def _buttons_block(payload: dict[str, Any]) -> ActionsBlock:
    value = str(payload.get("alert_id"))
    return ActionsBlock(block_id=f"toolwatch_actions_{value}"[:255], elements=[
        ButtonElement(text=PlainTextObject(text="Acknowledge"), action_id=ACTION_ACK, value=value, style="primary"),
        ButtonElement(text=PlainTextObject(text="Silence 24 h"), action_id=ACTION_SILENCE, value=value),
        ButtonElement(text=PlainTextObject(text="Create ticket"), action_id=ACTION_TICKET, value=value),
    ])


def _alert_blocks(payload: dict[str, Any], *, grouped: bool, links: Links | None = None) -> list[Block]:
    blocks: list[Block] = []
    if grouped:
        head = f"{_emoji(payload)} {_title_mrkdwn(payload)} · {_model_text(payload)}"
        blocks.append(SectionBlock(text=MarkdownTextObject(text=head)))
    description = _class_description(str(payload.get("error_class")))
    cls = slack_code(payload.get("error_class"), 100) + (f" — {description}" if description else "")
    fields = [
        f"*Tool*\n{slack_code(payload.get('tool'), 200)}",
        f"*Model*\n{_model_text(payload)}",
        f"*Window*\n{_window_text(payload)}",
        f"*Status*\n{_status_text(payload)}",
    ]
    if not grouped:
        fields.insert(2, f"*Class*\n{cls}")
    blocks.append(
        SectionBlock(
            text=MarkdownTextObject(text=truncate(_lead_line(payload), SECTION_LIMIT)),
            fields=[MarkdownTextObject(text=f[:FIELD_LIMIT]) for f in fields],
        )
    )
    for extra in (_where_text(payload), _models_text(payload)):
        if extra:
            blocks.append(SectionBlock(text=MarkdownTextObject(text=truncate(extra, SECTION_LIMIT))))
    fingerprints = _fingerprints_text(payload, 2 if grouped else TOP_FINGERPRINTS)
    if fingerprints:
        blocks.append(SectionBlock(text=MarkdownTextObject(text=fingerprints)))
    if not _ended(payload):
        blocks.append(SectionBlock(text=MarkdownTextObject(text=truncate(_commands_text(payload), SECTION_LIMIT))))
    context = _context_text(payload)
    url = (links or Links()).alert_url(payload.get("alert_id"))
    if url:
        context = f"<{url}|Open in toolwatch> · {context}"
    blocks.append(ContextBlock(elements=[MarkdownTextObject(text=context)]))
    handled = _handled_text(payload)
    if handled:
        blocks.append(ContextBlock(elements=[MarkdownTextObject(text=handled)]))
    if links is not None and links.buttons and payload.get("event") not in ("resolved", "adopted", "merged"):
        blocks.append(_buttons_block(payload))
    return blocks


def _models_text(payload: dict[str, Any], limit: int = 5) -> str | None:
    """The per-model breakdown of a tool-wide alert, most excess errors first."""
    models = ((payload.get("evidence") or {}).get("models") or [])
    if not models:
        return None
    parts = [f"{slack_code(m.get('model'), 60)} {m.get('errors', '?')}/{m.get('calls', '?')} "
             f"({format_rate(m['errors'] / m['calls'] if m.get('calls') else None)} vs {format_rate(m.get('baseline_rate'))})"
             for m in models[:limit]]
    more = f" · …{len(models) - limit} more" if len(models) > limit else ""
    return truncate("*By model* " + " · ".join(parts) + more, SECTION_LIMIT)


def _links_block(links: Links) -> ActionsBlock | None:
    buttons = [
        ButtonElement(text=PlainTextObject(text=label), url=url, action_id=f"toolwatch_{key}")
        for key, label, url in (("runbook", "Runbook", links.runbook_url), ("dashboard", "Dashboard", links.dashboard_url))
        if url
    ]
    return ActionsBlock(elements=buttons) if buttons else None


def render_message(payloads: list[dict[str, Any]], *, links: Links | None = None) -> Rendered:
    """The top-level message for one alert, or for a burst of alerts on one tool.

    ``payloads`` are the latest outbox payloads of the alerts shown, in order;
    an alert whose latest event is ``resolved`` is shown resolved.
    """
    if not payloads:
        raise ValueError("render_message needs at least one alert payload")
    links = links or Links()
    grouped = len(payloads) > 1
    open_count = sum(not _ended(p) for p in payloads)
    if grouped:
        tool = payloads[0].get("tool", "?")
        all_back = all(p.get("event") == "resolved" for p in payloads)
        emoji = "🔴" if open_count else ("✅" if all_back else "🟡")
        state = f"{open_count} open" if open_count else ("resolved" if all_back else "ended")
        title = f"{emoji} {len(payloads)} alerts on {tool} ({state})"
    else:
        prefix = {"resolved": "Resolved: ", "adopted": "New normal: ", "merged": "Merged: "}.get(str(payloads[0].get("event")), "")
        title = f"{_emoji(payloads[0])} {prefix}{_title(payloads[0])}"
    blocks: list[Block] = [HeaderBlock(text=PlainTextObject(text=safe_slack(title, HEADER_LIMIT), emoji=True))]
    for i, payload in enumerate(payloads[:MAX_ALERTS_DETAILED]):
        if grouped and i:
            blocks.append(DividerBlock())
        blocks.extend(_alert_blocks(payload, grouped=grouped, links=links))
    hidden = len(payloads) - MAX_ALERTS_DETAILED
    if hidden > 0:
        blocks.append(ContextBlock(elements=[MarkdownTextObject(text=f"…and {hidden} more alerts on this tool")]))
    actions = _links_block(links)
    if actions:
        blocks.append(actions)
    if len(blocks) > MAX_BLOCKS:  # cannot happen with the caps above; fail loudly if they change
        raise ValueError(f"rendered {len(blocks)} blocks, Slack allows {MAX_BLOCKS}")
    return Rendered(text=_fallback_text(payloads), blocks=[b.to_dict() for b in blocks])


def _fallback_text(payloads: list[dict[str, Any]]) -> str:
    # Shown in notifications and by clients that cannot render blocks.
    first = payloads[0]
    if len(payloads) > 1:
        classes = ", ".join(_class_mrkdwn(p.get("error_class")) for p in payloads[:MAX_ALERTS_DETAILED])
        text = f"{len(payloads)} alerts on {slack_code(str(first.get('tool')), 100)}: {classes}"
    else:
        ev = first.get("evidence") or {}
        if first.get("kind") == "no_data":
            text = f"{_title_mrkdwn(first)}: no calls in {window_words(ev.get('window'))}"
        else:
            text = (f"{_title_mrkdwn(first)} ({_model_text(first)}): {ev.get('errors', '?')} of {ev.get('calls', '?')} "
                    f"calls failed in {window_words(ev.get('window'))}, {format_rate(ev.get('observed_rate'))}")
        if _ended(first):
            text = {"resolved": "Resolved: ", "adopted": "New normal: ", "merged": "Merged: "}[str(first["event"])] + text
    return truncate(text, 600)


def _changed_text(payload: dict[str, Any]) -> str:
    """What changed since the last notification, for a re-notification."""
    prev = payload.get("previous") or {}
    now = (payload.get("evidence") or {}).get("observed_rate")
    if not prev.get("at"):
        return ""
    return f" Since {_slack_date(parse_time(prev.get('at')))}: {format_rate(prev.get('observed_rate'))} → {format_rate(now)}."


def render_reply(payload: dict[str, Any]) -> Rendered:
    """The thread reply for a re-notification, a re-open, or how the alert ended."""
    ev = payload.get("evidence") or {}
    event = payload.get("event")
    if event == "resolved":
        text = (f"✅ {_status_text(payload)}: the rate is back, shown below its bar on the calls since the last "
                f"finding; last seen firing at {format_rate(ev.get('observed_rate'))} ({_window_text(payload)}).")
        fallback = f"Resolved: {_title_mrkdwn(payload)}"
    elif event == "adopted":
        text = (f"🟡 New normal: {format_rate(payload.get('rate_before'))} → {format_rate(payload.get('rate_after'))} "
                f"since {_slack_date(parse_time(payload.get('shift_started_at')))}, adopted as baseline; "
                "this is a regression, not a recovery: see the weekly triage.")
        fallback = f"New normal: {_title_mrkdwn(payload)}"
    elif event == "merged":
        text = (f"↪️ Now part of the tool-wide alert #{safe_slack(str(payload.get('merged_into', '?')), 20)} "
                "(all models); follow it there.")
        fallback = f"Merged: {_title_mrkdwn(payload)}"
    elif event == "widened":
        text = (f"↔️ Now on every model, not only {slack_code(str(payload.get('widened_from', '?')).split('|')[2], 200)}. "
                f"{_lead_line(payload)}")
        fallback = f"Now on every model: {_title_mrkdwn(payload)}"
    elif event == "new_fingerprint":
        return _new_fingerprint_reply(payload)
    elif event == "reopened":
        gap = format_duration(float(payload.get("reopened_after_s") or 0))
        text = f"🔁 Back after {gap}. {_lead_line(payload)}"
        fallback = f"Back after {gap}: {_title_mrkdwn(payload)}"
    else:
        text = f"🔁 Still firing and worse.{_changed_text(payload)} {_lead_line(payload)}"
        fallback = f"Still firing: {_title_mrkdwn(payload)}"
    blocks: list[Block] = [SectionBlock(text=MarkdownTextObject(text=text))]
    if not _ended(payload):
        fingerprints = _fingerprints_text(payload, 1)
        if fingerprints:
            blocks.append(SectionBlock(text=MarkdownTextObject(text=fingerprints)))
    blocks.append(ContextBlock(elements=[MarkdownTextObject(text=_context_text(payload))]))
    return Rendered(text=truncate(fallback, 600), blocks=[b.to_dict() for b in blocks])


def _new_fingerprint_reply(payload: dict[str, Any]) -> Rendered:
    """A new bug behind the open alert (``alerts/new_errors.py``): named on its own, as its own page."""
    import shlex

    new = payload.get("new_fingerprint") or {}
    tool = slack_code(str(payload.get("tool", "?")), 200)
    errors, calls = safe_slack(str(new.get("errors", "?")), 20), safe_slack(str(new.get("calls", "?")), 20)
    text = (f"🆕 *New unknown error on* {tool} while this alert is open: *{errors} of {calls}* calls in "
            f"{window_words(new.get('window'))} failed with it ({format_rate(new.get('observed_rate'))}, over the "
            f"{format_rate(new.get('threshold'))} threshold on its own), and it was not seen in the week before. "
            "A bug of its own, not more of this alert.")
    lines = [f"• {errors} × {slack_code(new.get('template') or '?', TEMPLATE_LIMIT)}  {slack_code(new.get('fingerprint'), 40)}"]
    if new.get("sample_message"):
        lines.append(slack_code(new.get("sample_message"), SAMPLE_LIMIT, block=True))
    if new.get("fingerprint"):
        lines.append(f"*Dig in* {slack_code('toolwatch show ' + shlex.quote(str(new['fingerprint'])), 200)}")
    context = _context_text(payload)
    if isinstance(new.get("p_value"), int | float):
        context += f" · new fingerprint p = {new['p_value']:.2g}"
    blocks: list[Block] = [SectionBlock(text=MarkdownTextObject(text=text)),
                           SectionBlock(text=MarkdownTextObject(text=truncate("\n".join(lines), SECTION_LIMIT))),
                           ContextBlock(elements=[MarkdownTextObject(text=context)])]
    fallback = f"New unknown error on {tool}: {slack_code(new.get('template') or '?', TEMPLATE_LIMIT)}"
    return Rendered(text=truncate(fallback, 600), blocks=[b.to_dict() for b in blocks])
