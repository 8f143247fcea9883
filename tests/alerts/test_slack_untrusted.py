"""Untrusted text (tool names, error messages, templates) never reaches Slack live or with a secret in it."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from slack_fixtures import enqueue, make_payload

from toolwatch.alerts.delivery import Routing, deliver_outbox

NOW = datetime(2026, 11, 30, 10, 6, tzinfo=UTC)

INJECTIONS = ["<!channel>", "<!here>", "<@U123>", "<#C42|general>", "<https://evil.example|click>"]
SECRETS = [
    "sk-" + "ant-api03-" + "Q" * 40,
    "xox" + "b-123456789012-" + "abcdefABCDEF123456",
    "AKIA" + "IOSFODNN7EXAMPLE",
    "gh" + "p_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8",
    "s3cr3t-" + "hunter2",
]


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def test_injections_and_secrets_never_reach_the_server(wh, slack, slack_sink):
    evil = " ".join(INJECTIONS) + " *bold* _it_ `code` ```block```"
    message = (
        f"{evil} Authorization: Bearer {SECRETS[1]} key={SECRETS[0]} {SECRETS[2]} {SECRETS[3]} "
        f"postgres://app:{SECRETS[4]}@db/prod"
    )
    payload = make_payload(
        1,
        tool="edit_file<!channel>",
        model="gpt-5 <@U123>",
        sample_message=message,
        template=evil,
        alert_key="anomaly|edit_file<!channel>|*|InvalidArguments",
        series_points=12,
    )
    enqueue(wh, payload)
    enqueue(wh, dict(payload, event="renotified"), seq=1)
    enqueue(wh, dict(payload, event="resolved", resolved_at="2026-11-30T11:00:00Z"), seq=2)

    report = deliver_outbox(wh, slack_sink, now=NOW, routing=Routing(), charts=True)
    assert (report.delivered, report.failed) == (3, 0)

    raw = slack.raw_traffic().decode("utf-8", "replace")
    decoded = " ".join(s for call in slack.calls() for s in _strings(call.params))
    for secret in SECRETS:
        assert secret not in raw and secret not in decoded
    for injection in INJECTIONS:
        assert injection not in raw and injection not in decoded
    assert "&lt;!channel&gt;" in decoded  # shown, as text
    # Formatting characters only ever appear inside code spans/blocks, where Slack does not format.
    [parent] = slack.top_level("C0ALERTS01")
    assert "[REDACTED:" in json.dumps(parent["blocks"])
    # Outside backticks (even-numbered fragments) the untrusted "*bold*" never appears;
    # the header is plain_text, which Slack does not format at all.
    outside_code = [frag for text in _strings(parent["blocks"][1:]) for i, frag in enumerate(text.split("`")) if i % 2 == 0]
    assert not any("*bold*" in frag for frag in outside_code)


def test_long_messages_fit_slack_limits(wh, slack, slack_sink):
    enqueue(wh, make_payload(1, tool="t" * 500, model="m" * 500, sample_message="x" * 50_000, template="y" * 10_000))
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=Routing(), charts=False)
    assert report.delivered == 1  # the server stored it; now check the limits Slack would enforce
    [message] = slack.top_level("C0ALERTS01")
    assert len(message["blocks"][0]["text"]["text"]) <= 150
    for block in message["blocks"]:
        if block["type"] == "section":
            assert len(block["text"]["text"]) <= 3000
            assert all(len(f["text"]) <= 2000 for f in block.get("fields", []))
    assert "…" in json.dumps(message["blocks"], ensure_ascii=False)
