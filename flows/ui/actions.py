"""``POST /slack/actions``: Slack's button presses, verified, answered at once, applied in the background.

Slack wants an answer within 3 seconds, and the warehouse may be held by an
ingest for longer. So the request is checked (signature and timestamp with
slack-sdk's :class:`~slack_sdk.signature.SignatureVerifier`: a request older
than five minutes, or whose body or signature was changed, is refused with
401), its actions are queued, and 200 goes back. One worker thread applies
the queue: it opens the warehouse for writing (waiting for a writer to finish),
records each action's idempotency key before applying it (a retried or
replayed request changes nothing), files a ticket when asked, then re-renders
the alert's Slack message so everyone sees who acknowledged it, the silence's
expiry, or the ticket.
"""

from __future__ import annotations

import json
import logging
import threading
from collections import deque
from typing import Any
from urllib.parse import parse_qs

from toolwatch.flows.settings import Settings

log = logging.getLogger("toolwatch.ui")


class SignatureRejected(Exception):
    pass


def verify(signing_secret: str, body: bytes, headers: Any) -> dict[str, Any]:
    """The interaction payload of a request Slack signed; :class:`SignatureRejected` otherwise."""
    from slack_sdk.signature import SignatureVerifier

    timestamp = headers.get("x-slack-request-timestamp")
    signature = headers.get("x-slack-signature")
    if not timestamp or not signature:
        raise SignatureRejected("missing X-Slack-Request-Timestamp or X-Slack-Signature")
    # is_valid checks the timestamp is within five minutes of now (replays of old requests) and the HMAC.
    if not SignatureVerifier(signing_secret).is_valid(body, timestamp, signature):
        raise SignatureRejected("signature or timestamp does not verify")
    form = parse_qs(body.decode("utf-8", "replace"))
    try:
        payload = json.loads(form.get("payload", [""])[0])
    except ValueError as exc:
        raise SignatureRejected("signed, but the body has no JSON payload") from exc
    if not isinstance(payload, dict):
        raise SignatureRejected("signed, but the payload is not an object")
    return payload


class ActionWorker:
    """Applies queued actions one at a time in a daemon thread; :meth:`wait_idle` is for tests and shutdown."""

    def __init__(self, settings: Settings, file_lock: threading.Lock, on_applied: Any = None) -> None:
        self.settings = settings
        self.file_lock = file_lock
        self.on_applied = on_applied
        self._queue: deque = deque()
        self._seen: set[str] = set()
        self._cond = threading.Condition()
        self._busy = 0
        self.results: list[dict[str, Any]] = []
        threading.Thread(target=self._run, name="toolwatch-slack-actions", daemon=True).start()

    def submit(self, actions: list) -> int:
        """Queue the actions not seen by this process yet; returns how many were queued."""
        queued = 0
        with self._cond:
            for action in actions:
                if action.key in self._seen:
                    continue
                self._seen.add(action.key)
                self._queue.append(action)
                self._busy += 1
                queued += 1
            self._cond.notify_all()
        return queued

    def wait_idle(self, timeout: float) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: self._busy == 0, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._queue))
                action = self._queue.popleft()
            try:
                result = self._apply(action)
            except Exception as exc:  # noqa: BLE001 - one bad action must not stop the worker
                log.exception("slack action %s failed", action.key)
                result = {"key": action.key, "error": str(exc)}
            with self._cond:
                self.results.append(result)
                self._busy -= 1
                self._cond.notify_all()

    def _apply(self, action) -> dict[str, Any]:
        from toolwatch.flows.steps import slack_action_step, update_alert_message

        with self.file_lock:
            result, message = slack_action_step(self.settings, action)
        if message is not None:
            try:
                update_alert_message(self.settings, *message)
            except Exception as exc:  # noqa: BLE001 - the action is recorded; the message catches up on its next update
                result = {**(result or {}), "message_error": str(exc)}
        if self.on_applied is not None:
            self.on_applied()
        return {"key": action.key, "action": action.action, "alert_id": action.alert_id,
                "applied": result is not None, **(result or {})}
