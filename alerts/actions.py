"""What a person did to an alert from Slack: acknowledge it, silence it for 24 h, file its ticket.

The buttons (``alerts.slack.buttons``, rendered by :mod:`toolwatch.alerts.slack_blocks`)
come back as Slack ``block_actions`` payloads. :func:`parse_actions` turns one
into :class:`SlackAction` values, each with an idempotency key built from what
Slack sends again on a retry (the action's ``action_ts``, the user, the
button); :func:`apply_action` records the key in ``slack_actions`` first and
applies the action only when the key is new, in one transaction. Filing a
ticket needs the weekly triage (``skills/``), which this package may not import:
the composition root does it and records the outcome with :func:`record_ticket`.

Verifying that a request came from Slack (its signature) is the web app's job,
before anything here runs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from toolwatch.alerts.policy import add_silence
from toolwatch.alerts.slack_blocks import ACTION_ACK, ACTION_SILENCE, ACTION_TICKET

ACTIONS = {ACTION_ACK: "ack", ACTION_SILENCE: "silence", ACTION_TICKET: "ticket"}
SILENCE_SECONDS = 24 * 3600


@dataclass(frozen=True)
class SlackAction:
    action: str  # ack | silence | ticket
    alert_id: int
    user_id: str
    user_name: str | None
    key: str  # the same for Slack's retries of one click, different for every click
    channel_id: str | None = None
    message_ts: str | None = None


def parse_actions(payload: dict[str, Any]) -> list[SlackAction]:
    """Our button presses in a ``block_actions`` payload; anything else in it is ignored."""
    if payload.get("type") != "block_actions":
        return []
    user = payload.get("user") or {}
    container = payload.get("container") or {}
    channel = (payload.get("channel") or {}).get("id") or container.get("channel_id")
    found = []
    for act in payload.get("actions") or []:
        kind = ACTIONS.get(str(act.get("action_id")))
        value = str(act.get("value") or "")
        if kind is None or not value.isdigit() or not user.get("id"):
            continue
        key = f"{act.get('action_id')}:{value}:{user['id']}:{act.get('action_ts')}:{container.get('message_ts')}"
        found.append(SlackAction(kind, int(value), str(user["id"]), user.get("username") or user.get("name"),
                                 key[:500], channel, container.get("message_ts")))
    return found


def apply_action(wh, action: SlackAction, now: datetime) -> dict[str, Any] | None:
    """Apply an acknowledgement or a silence once; None when this key was applied before.

    A ticket action is only recorded here (``{"pending": true}``); :func:`record_ticket` completes it.
    """
    alert = wh.rows("ui_alert_row", {"alert_id": action.alert_id})
    with wh.transaction():
        result: dict[str, Any]
        if not alert:
            result = {"error": f"no alert #{action.alert_id} in this warehouse"}
        elif action.action == "ack":
            wh.run("alert_ack", {"alert_id": action.alert_id, "user_id": action.user_id,
                                 "user_name": action.user_name, "at": now})
            ack = wh.rows("alert_ack_get", {"alert_id": action.alert_id})[0]
            result = {"acked_by": ack["user_id"], "acked_at": ack["acked_at"].isoformat() + "Z"}
        elif action.action == "silence":
            silence = add_silence(wh, alert[0]["alert_key"], SILENCE_SECONDS,
                                  f"silenced from Slack by {action.user_id} for 24 h", now)
            result = {"silenced_until": silence["expires_at"].isoformat() + "Z"}
        else:
            result = {"pending": True}
        inserted = wh.run("slack_action_record", {
            "action_key": action.key, "action": action.action, "alert_id": action.alert_id,
            "user_id": action.user_id, "at": now, "result": json.dumps(result)}).fetchone()[0]
        if not inserted:
            # Slack sent this click again: undo nothing, apply nothing (the transaction rolls back).
            raise _Repeated
    return result


class _Repeated(Exception):
    pass


def apply_once(wh, action: SlackAction, now: datetime) -> dict[str, Any] | None:
    """:func:`apply_action`, None for a click already applied (Slack's retry, a replayed request)."""
    try:
        return apply_action(wh, action, now)
    except _Repeated:
        return None


def record_ticket(wh, action: SlackAction, result: dict[str, Any]) -> None:
    """The outcome of filing the alert's ticket (identifier and URL, or why it failed)."""
    wh.con.execute("UPDATE slack_actions SET result = $result::JSON WHERE action_key = $key",
                   {"result": json.dumps(result), "key": action.key})


def top_fingerprint(wh, alert_id: int) -> str | None:
    """The fingerprint carrying most of the alert's errors: the one its ticket is about."""
    rows = wh.rows("ui_alert_row", {"alert_id": alert_id})
    if not rows:
        return None
    top = (json.loads(rows[0]["evidence"]) or {}).get("top_fingerprints") or []
    return top[0].get("fingerprint") if top else None


def handled(wh, alert_id: int, alert_key: str, now: datetime) -> dict[str, Any]:
    """What people did to an alert, for its message and page: ack, silence in force, ticket."""
    out: dict[str, Any] = {}
    ack = wh.rows("alert_ack_get", {"alert_id": alert_id})
    if ack:
        out.update(acked_by=ack[0]["user_id"], acked_at=ack[0]["acked_at"].isoformat() + "Z")
    silences = wh.rows("ui_alert_silences", {"alert_key": alert_key, "from": now})
    if silences:
        out["silenced_until"] = max(s["expires_at"] for s in silences).isoformat() + "Z"
    for row in wh.rows("ui_alert_actions", {"alert_id": alert_id}):
        result = json.loads(row["result"]) if row["result"] else {}
        if row["action"] == "ticket" and result.get("identifier"):
            out["ticket"] = result["identifier"]
    return out


def with_handled(wh, payload: dict[str, Any], now: datetime) -> dict[str, Any]:
    """``payload`` plus ``handled`` (see :func:`handled`) when anyone acted on the alert."""
    alert_id = payload.get("alert_id")
    if not isinstance(alert_id, int):
        return payload
    state = handled(wh, alert_id, str(payload.get("alert_key")), now)
    return {**payload, "handled": state} if state else payload
