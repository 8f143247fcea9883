"""Slack's buttons at /slack/actions: signature checks (valid, stale, tampered, replayed), each press
applied once, and the alert's Slack message edited to show it (real slack_sdk against loopback Slack)."""

from __future__ import annotations

import json
import time
from urllib.parse import urlencode

import httpx
import pytest
from slack_sdk.signature import SignatureVerifier
from ui_fixtures import SIGNING_SECRET

from toolwatch import warehouse
from toolwatch.flows.ui.app import create_app


def _payload(alert_id: int, action_id: str, *, action_ts: str = "1764550000.000100", user: str = "U0ONCALL1") -> dict:
    return {"type": "block_actions", "user": {"id": user, "username": "oncall"},
            "container": {"type": "message", "message_ts": "1.000001", "channel_id": "C0ALERTS01"},
            "channel": {"id": "C0ALERTS01"},
            "actions": [{"action_id": action_id, "value": str(alert_id), "action_ts": action_ts, "type": "button"}]}


def _signed(payload: dict, *, at: float | None = None, secret: str = SIGNING_SECRET) -> tuple[bytes, dict]:
    body = urlencode({"payload": json.dumps(payload)}).encode()
    stamp = str(int(at if at is not None else time.time()))
    signature = SignatureVerifier(secret).generate_signature(timestamp=stamp, body=body)
    return body, {"X-Slack-Request-Timestamp": stamp, "X-Slack-Signature": signature,
                  "Content-Type": "application/x-www-form-urlencoded"}


@pytest.fixture
def ui(built, private_copy, tmp_path, serve):
    app = create_app(built.settings(db=private_copy), snapshot_dir=tmp_path / "snap")
    with httpx.Client(base_url=serve(app).url, timeout=60) as client:
        yield client, app, private_copy


def _rows(db, sql: str) -> list:
    with warehouse.connect(db, read_only=True) as wh:
        return wh.con.execute(sql).fetchall()


def _post(client, app, body: bytes, headers: dict):
    response = client.post("/slack/actions", content=body, headers=headers)
    assert app.state.worker.wait_idle(120)
    return response


def test_acknowledge_is_recorded_shown_in_slack_and_on_the_page(ui, built):
    client, app, db = ui
    alert = built.hostile_alert
    edits_before = len(built.slack.calls("chat.update"))
    response = _post(client, app, *_signed(_payload(alert, "toolwatch_ack")))
    assert response.status_code == 200
    assert _rows(db, f"SELECT user_id FROM alert_acks WHERE alert_id = {alert}") == [("U0ONCALL1",)]
    update = built.slack.calls("chat.update")[edits_before:]
    assert len(update) == 1 and "Acknowledged by <@U0ONCALL1>" in json.dumps(update[0].params)
    assert "https://toolwatch.example.com/alerts/" in json.dumps(update[0].params)
    app.state.snapshot.refresh()
    assert "Acknowledged by" in client.get(f"/alerts/{alert}").text


@pytest.mark.parametrize(("name", "tamper", "expected"), [
    ("stale", lambda body, headers: _signed(json.loads(_form(body)), at=time.time() - 600), 401),
    ("tampered-body", lambda body, headers: (body.replace(b"toolwatch_ack", b"toolwatch_silence_24h"), headers), 401),
    ("wrong-secret", lambda body, headers: _signed(json.loads(_form(body)), secret="not-the-secret"), 401),
    ("unsigned", lambda body, headers: (body, {"Content-Type": headers["Content-Type"]}), 401),
    ("valid", lambda body, headers: (body, headers), 200),
], ids=lambda v: v if isinstance(v, str) else "")
def test_only_requests_slack_signed_just_now_are_applied(ui, built, name, tamper, expected):
    client, app, db = ui
    body, headers = tamper(*_signed(_payload(built.hostile_alert, "toolwatch_ack")))
    assert _post(client, app, body, headers).status_code == expected
    assert len(_rows(db, "SELECT * FROM alert_acks")) == (1 if expected == 200 else 0)


def _form(body: bytes) -> str:
    from urllib.parse import parse_qs

    return parse_qs(body.decode())["payload"][0]


def test_a_replayed_or_retried_press_changes_nothing_even_after_a_restart(ui, built, tmp_path, serve):
    client, app, db = ui
    request = _signed(_payload(built.hostile_alert, "toolwatch_silence_24h"))
    for _ in range(2):
        assert _post(client, app, *request).status_code == 200
    # A new process has none of the first one's memory: the warehouse's slack_actions row catches it.
    again = create_app(built.settings(db=db), snapshot_dir=tmp_path / "snap2")
    with httpx.Client(base_url=serve(again).url, timeout=60) as other:
        assert _post(other, again, *request).status_code == 200
    assert len(_rows(db, "SELECT * FROM silences")) == 1
    assert len(_rows(db, "SELECT * FROM slack_actions")) == 1
    # A second, distinct press (its own action_ts) is a new action.
    _post(client, app, *_signed(_payload(built.hostile_alert, "toolwatch_silence_24h", action_ts="1764550099.000200")))
    assert len(_rows(db, "SELECT * FROM slack_actions")) == 2


def test_silence_lasts_24_hours_and_the_message_says_until_when(ui, built):
    client, app, db = ui
    edits_before = len(built.slack.calls("chat.update"))
    _post(client, app, *_signed(_payload(built.hostile_alert, "toolwatch_silence_24h")))
    [(key, created, expires)] = _rows(db, "SELECT alert_key, created_at, expires_at FROM silences")
    assert key.startswith("unknown_threshold|edit_file|") and (expires - created).total_seconds() == 86400
    assert "Silenced until" in json.dumps(built.slack.calls("chat.update")[edits_before:][0].params)


def test_create_ticket_files_the_alerts_top_fingerprint_now(ui, built):
    client, app, db = ui
    edits_before = len(built.slack.calls("chat.update"))
    _post(client, app, *_signed(_payload(built.hostile_alert, "toolwatch_ticket")))
    [(fingerprint, identifier)] = _rows(db, "SELECT fingerprint, identifier FROM tickets")
    assert identifier == f"TW-{fingerprint[:8]}"
    assert f"Ticket `{identifier}`" in json.dumps(built.slack.calls("chat.update")[edits_before:][0].params)
    [(result,)] = _rows(db, "SELECT result FROM slack_actions")
    assert json.loads(result)["identifier"] == identifier


def test_without_a_signing_secret_the_endpoint_is_off(built, private_copy, tmp_path, serve):
    from toolwatch.flows.settings import load_settings

    settings = load_settings(config_path=built.config, db_path=private_copy, environ={})
    with httpx.Client(base_url=serve(create_app(settings, snapshot_dir=tmp_path / "s")).url) as client:
        body, headers = _signed(_payload(built.hostile_alert, "toolwatch_ack"))
        assert client.post("/slack/actions", content=body, headers=headers).status_code == 503
