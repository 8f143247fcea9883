"""Helpers for Slack delivery tests: outbox payloads and rows as the lifecycle writes them, and the fixtures
conftest.py exposes (a local Slack API, a SlackSink with a real WebClient). A unique module name, not
``conftest``, so other test folders' conftest modules never shadow it."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from slack_server import SlackServer

TOKEN = "xoxb-1111111111-2222222222-" + "LocalTestTokenValue1234"
OPENED_AT = datetime(2026, 11, 30, 10, 5, tzinfo=UTC)


def iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def make_payload(
    alert_id: int,
    event: str = "opened",
    *,
    tool: str = "edit_file",
    kind: str = "anomaly",
    model: str | None = None,
    error_class: str = "InvalidArguments",
    evaluation_id: str = "ev-20261130T1005",
    observed_rate: float = 0.075,
    baseline_rate: float | None = 0.012,
    calls: int = 120,
    errors: int = 9,
    sample_message: str = "old_string not found in /src/app.py",
    template: str = "old_string not found in <path>",
    opened_at: datetime = OPENED_AT,
    resolved_at: datetime | None = None,
    series_points: int = 0,
    **extra: Any,
) -> dict[str, Any]:
    """An outbox payload exactly as docs/DEVELOPING.md ("Outbox") specifies it."""
    model_key = model or "*"
    series = []
    for i in range(series_points):
        bucket = opened_at - timedelta(minutes=5 * (series_points - 1 - i))
        burst = i >= series_points - 3
        series.append({"bucket": iso(bucket), "calls": 100, "errors": 8 if burst else 1, "baseline_rate": baseline_rate})
    payload = {
        "event": event,
        "alert_id": alert_id,
        "alert_key": f"{kind}|{tool}|{model_key}|{error_class}",
        "kind": kind,
        "tool": tool,
        "model": model,
        "error_class": error_class,
        "opened_at": iso(opened_at),
        "resolved_at": iso(resolved_at),
        "evidence": {
            "window": "15m",
            "window_start": iso(opened_at - timedelta(minutes=15)),
            "window_end": iso(opened_at),
            "calls": calls,
            "errors": errors,
            "observed_rate": observed_rate,
            "baseline_rate": baseline_rate,
            "threshold": 0.005 if kind == "unknown_threshold" else None,
            "p_value": 1.2e-6,
            "score": 8.3,
            "top_fingerprints": [
                {"fingerprint": "a1b2c3d4e5f60718", "template": template, "errors": errors - 2, "sample_message": sample_message},
                {"fingerprint": "0f1e2d3c4b5a6978", "template": "old_string matches 2 places", "errors": 2,
                 "sample_message": "old_string matches 2 places in README.md"},
            ],
        },
        "series": series,
        "evaluation_id": evaluation_id,
    }
    payload.update(extra)
    return payload


def enqueue(wh, payload: dict[str, Any], seq: int = 0, created_at: datetime | None = None) -> int:
    """Write one outbox row the way alerts/policy.py does; returns its outbox_id."""
    key = f"alert:{payload['alert_id']}:{payload['event']}:{seq}"
    return wh.con.execute(
        "INSERT INTO outbox (sink, dedupe_key, payload, created_at) VALUES ('slack', $key, $payload, $at) RETURNING outbox_id",
        {"key": key, "payload": json.dumps(payload), "at": (created_at or OPENED_AT).replace(tzinfo=None)},
    ).fetchone()[0]


def outbox(wh) -> list[dict[str, Any]]:
    cur = wh.con.execute(
        "SELECT outbox_id, attempts, next_attempt_at, delivered_at, result, last_error FROM outbox ORDER BY outbox_id"
    )
    cols = [d[0] for d in cur.description]
    rows = [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]
    for row in rows:
        row["result"] = json.loads(row["result"]) if row["result"] else None
    return rows


@pytest.fixture
def slack():
    with SlackServer(token=TOKEN) as server:
        yield server


@pytest.fixture
def slack_sink(slack):
    from toolwatch.alerts.slack_sink import SlackSink, slack_client

    return SlackSink(slack_client(TOKEN, slack.api_url, backoff=0.01))
