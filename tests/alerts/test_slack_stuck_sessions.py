"""Stuck sessions reach the on-call message: raw tool calls -> ingest -> detect -> outbox -> local Slack API.

A session is stuck when it hits the same fingerprint at least three times with unchanged arguments
(the agent retrying without changing anything; issue 15). The alert's evidence counts them per top
fingerprint; the Slack message must say so, in the lead line and next to the fingerprint.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from slack_fixtures import make_payload

from toolwatch.alerts.delivery import Routing, deliver_outbox
from toolwatch.alerts.slack_blocks import render_message, render_reply
from toolwatch.alerts.slack_text import blocks_to_text
from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import detect_step
from toolwatch.warehouse.ingest import ingest_paths

START = datetime(2026, 11, 30, 10, 0)
BUG = "TypeError: Cannot read properties of undefined (reading 'encoding')"


def _events(stuck: int, retries: int) -> list[dict]:
    """15 minutes of apply_patch: 300 good calls, and unknown errors from ``stuck`` sessions retrying the same call
    ``retries`` times plus four sessions that fail once each with different arguments."""
    events = []
    for i in range(300):
        events.append({"ts": (START + timedelta(seconds=3 * i)).isoformat() + "Z", "tool": "apply_patch", "model": "gpt-5",
                       "status": "ok", "call_id": f"ok-{i}", "session_id": f"s-ok-{i % 40}", "args": {"patch": f"p{i}"}})
    failing = [(f"s-stuck-{s}", {"patch": "same"}) for s in range(stuck) for _ in range(retries)]
    failing += [(f"s-once-{s}", {"patch": f"different-{s}"}) for s in range(4)]
    for n, (session, args) in enumerate(failing):
        events.append({"ts": (START + timedelta(minutes=5, seconds=10 * n)).isoformat() + "Z", "tool": "apply_patch",
                       "model": "gpt-5", "status": "error", "error_type": "unknown", "error_message": BUG,
                       "call_id": f"err-{n}", "session_id": session, "args": args})
    return events


def _slack_text(message: dict) -> str:
    return blocks_to_text(message["blocks"])


@pytest.mark.parametrize(("name", "stuck", "retries", "expected"), [
    ("two sessions retry unchanged", 2, 3, "in 6 sessions (2 stuck retrying the same call)"),
    ("retried twice is not stuck", 2, 2, "in 6 sessions."),
], ids=lambda v: v if isinstance(v, str) else None)
def test_an_alert_on_real_rows_shows_its_stuck_sessions_in_slack(wh, tmp_path, slack, slack_sink, name, stuck, retries,
                                                                 expected):
    logs = tmp_path / "calls.jsonl"
    logs.write_text("\n".join(json.dumps(e) for e in _events(stuck, retries)) + "\n")
    ingest_paths(wh, [str(logs)], classifier=compile_classifier(load_ruleset(None, [])), now=START + timedelta(hours=1))
    detect_step(wh, load_settings(), at=START + timedelta(minutes=15), now=START + timedelta(minutes=15))
    [alert] = wh.rows("alerts_open")
    assert alert["alert_key"] == "unknown_threshold|apply_patch|*|unknown"
    [top] = json.loads(alert["evidence"])["top_fingerprints"]
    assert top["stuck_sessions"] == (stuck if retries >= 3 else 0)

    deliver_outbox(wh, slack_sink, now=START.replace(tzinfo=UTC) + timedelta(minutes=16),
                   routing=Routing(default_channel="#tool-errors"), charts=False)

    [message] = slack.top_level("C0ALERTS01")
    text = _slack_text(message)
    assert expected in text
    assert ("stuck* retrying it unchanged" in text) is (retries >= 3)


def _with_stuck(payload: dict, counts: list[int], sessions: int | None = 11) -> dict:
    for fp, count in zip(payload["evidence"]["top_fingerprints"], counts, strict=True):
        fp["stuck_sessions"] = count
    if sessions is not None:
        payload["evidence"]["sessions"] = sessions
    return payload


@pytest.mark.parametrize(("name", "counts", "sessions", "lead", "per_fingerprint"), [
    ("one fingerprint stuck", [3, 0], 11, "in 11 sessions (3 stuck retrying the same call)",
     ["*3 sessions stuck* retrying it unchanged"]),
    ("one session", [1, 0], 11, "(1 stuck retrying the same call)", ["*1 session stuck* retrying it unchanged"]),
    ("both fingerprints", [2, 1], 11, "(3 stuck retrying the same call)",
     ["*2 sessions stuck*", "*1 session stuck*"]),
    ("never more stuck than affected", [4, 4], 5, "in 5 sessions (5 stuck retrying the same call)",
     ["*4 sessions stuck*"]),
    ("none stuck says nothing", [0, 0], 11, "in 11 sessions.", []),
    ("no session count, per fingerprint only", [2, 0], None, "7.5%, *6.2×* the usual 1.2%.",
     ["*2 sessions stuck*"]),
], ids=lambda v: v if isinstance(v, str) else None)
def test_stuck_sessions_are_rendered_in_the_message(name, counts, sessions, lead, per_fingerprint):
    text = blocks_to_text(render_message([_with_stuck(make_payload(7), counts, sessions)]).blocks)
    assert lead in text
    for part in per_fingerprint:
        assert part in text
    assert ("stuck" in text) is bool(per_fingerprint)


def test_a_renotification_shows_the_stuck_sessions_too():
    payload = _with_stuck(make_payload(7, "renotified", observed_rate=0.14, errors=17), [5, 0], sessions=20)
    text = blocks_to_text(render_reply(payload).blocks)
    assert "in 20 sessions (5 stuck retrying the same call)" in text and "*5 sessions stuck*" in text


@pytest.mark.parametrize(("name", "value"), [
    ("a string", "3; rm -rf ~"),
    ("a boolean", True),
    ("negative", -2),
], ids=lambda v: v if isinstance(v, str) else None)
def test_a_malformed_stuck_count_is_ignored(name, value):
    payload = make_payload(7)
    payload["evidence"]["top_fingerprints"][0]["stuck_sessions"] = value
    text = blocks_to_text(render_message([payload]).blocks)
    assert "stuck" not in text and "rm -rf" not in text
