"""The Slack Web API as a :class:`toolwatch.alerts.sink.Sink`: a ``slack_sdk.WebClient`` passed in, errors translated.

Retries happen at two levels. Inside one call, slack-sdk's retry handlers
absorb short trouble: ``RateLimitErrorRetryHandler`` sleeps ``Retry-After`` on
429, ``ServerErrorRetryHandler`` and ``ConnectionErrorRetryHandler`` back off
on 500/503 and dropped connections. Those two re-send the request blindly, so
they are restricted to idempotent methods: a ``chat.postMessage`` whose
connection dropped may well have been posted, and re-sending it is how
duplicates happen. Such a failure surfaces as ``TransientDeliveryError``;
delivery retries later and looks the message up by its ``post_key`` first.

The token lives only inside the WebClient (sent as an ``Authorization``
header, which slack-sdk redacts in its debug log); no message, exception or
repr from here contains it.
"""

from __future__ import annotations

import http.client
import random
import re
from datetime import UTC, datetime
from typing import Any
from urllib.error import URLError
from urllib.parse import urlsplit

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError, SlackClientError
from slack_sdk.http_retry import BackoffRetryIntervalCalculator, Jitter
from slack_sdk.http_retry.builtin_handlers import (
    ConnectionErrorRetryHandler,
    RateLimitErrorRetryHandler,
    ServerErrorRetryHandler,
)

from toolwatch.alerts.sink import MessageGone, Posted, SinkRefused
from toolwatch.alerts.slack_blocks import Rendered
from toolwatch.detectors.redact import redact_secrets
from toolwatch.warehouse.errors import PermanentDeliveryError, TransientDeliveryError

DEFAULT_API_URL = "https://slack.com/api/"
METADATA_EVENT = "toolwatch_alert"
# Safe to re-send after a 5xx or a dropped connection: reading, or overwriting with the same content.
IDEMPOTENT_METHODS = frozenset(
    {"chat.update", "conversations.history", "conversations.replies", "conversations.list",
     "auth.test", "files.getUploadURLExternal"}
)
AUTH_ERRORS = frozenset(
    {"invalid_auth", "not_authed", "account_inactive", "token_revoked", "token_expired",
     "no_permission", "org_login_required", "ekm_access_denied", "not_allowed_token_type"}
)
TRANSIENT_ERRORS = frozenset(
    {"ratelimited", "internal_error", "fatal_error", "service_unavailable", "request_timeout"}
)
GONE_ERRORS = frozenset({"message_not_found", "cant_update_message", "edit_window_closed"})
_CHANNEL_ID = re.compile(r"^[CGD][A-Z0-9]{6,}$")


def _method_of(url: str) -> str:
    return urlsplit(url).path.rstrip("/").rsplit("/", 1)[-1]


class _IdempotentServerErrorRetry(ServerErrorRetryHandler):
    def _can_retry(self, *, state, request, response=None, error=None) -> bool:
        return _method_of(request.url) in IDEMPOTENT_METHODS and super()._can_retry(
            state=state, request=request, response=response, error=error
        )


class _IdempotentConnectionErrorRetry(ConnectionErrorRetryHandler):
    def _can_retry(self, *, state, request, response=None, error=None) -> bool:
        return _method_of(request.url) in IDEMPOTENT_METHODS and super()._can_retry(
            state=state, request=request, response=response, error=error
        )


class _ProportionalJitter(Jitter):
    # slack-sdk's RandomJitter adds up to a whole second whatever the backoff; scale it instead.
    def recalculate(self, duration: float) -> float:
        return duration * (1 + random.random())


def slack_client(token: str, base_url: str | None = None, *, retries: int = 2, backoff: float = 0.5, timeout: int = 15) -> WebClient:
    """A WebClient for ``token`` (``SLACK_BOT_TOKEN``) at ``base_url`` (``SLACK_API_URL``) with bounded retries."""
    url = (base_url or DEFAULT_API_URL).rstrip("/") + "/"
    interval = BackoffRetryIntervalCalculator(backoff_factor=backoff, jitter=_ProportionalJitter())
    return WebClient(
        token=token,
        base_url=url,
        timeout=timeout,
        retry_handlers=[
            RateLimitErrorRetryHandler(max_retry_count=1),
            _IdempotentServerErrorRetry(max_retry_count=retries, interval_calculator=interval),
            _IdempotentConnectionErrorRetry(max_retry_count=retries, interval_calculator=interval),
        ],
    )


def translate_error(method: str, exc: Exception) -> Exception:
    """Our exception for a slack-sdk / network failure of ``method``, with an actionable message."""
    if isinstance(exc, SlackApiError):
        status = exc.response.status_code
        data = exc.response.data if isinstance(exc.response.data, dict) else {}
        code = str(data.get("error") or f"HTTP {status}")[:120]
        if status == 429 or code == "ratelimited":
            header = exc.response.headers.get("Retry-After") or exc.response.headers.get("retry-after")
            retry_after = float(header) if header and str(header).isdigit() else None
            return TransientDeliveryError(f"Slack {method}: rate limited, retry after {retry_after or '?'} s", retry_after)
        if status >= 500 or code in TRANSIENT_ERRORS:
            return TransientDeliveryError(f"Slack {method}: server error {code}")
        if code in AUTH_ERRORS:
            return SinkRefused(f"Slack {method}: {code}: the bot token was refused; check SLACK_BOT_TOKEN")
        if code == "missing_scope":
            needed = redact_secrets(str(data.get("needed", "?")))
            return PermanentDeliveryError(f"Slack {method}: missing_scope: add the {needed} scope to the Slack app")
        if code in GONE_ERRORS:
            return MessageGone(f"Slack {method}: {code}")
        if code in ("channel_not_found", "not_in_channel", "is_archived"):
            return PermanentDeliveryError(
                f"Slack {method}: {code}: check the channel in alerts.slack (routes, default_channel) "
                "and invite the bot to it"
            )
        return PermanentDeliveryError(f"Slack {method}: {redact_secrets(code)}")
    if isinstance(exc, URLError | OSError | http.client.HTTPException | SlackClientError):
        # The exception text can carry the URL but never the token (it travels in a header).
        return TransientDeliveryError(f"Slack {method}: cannot reach the API ({type(exc).__name__}: {redact_secrets(str(exc))[:200]})")
    return exc


class SlackSink:
    """Posts, edits, looks up and uploads through a ``slack_sdk.WebClient``."""

    kind = "slack"

    def __init__(self, client: WebClient) -> None:
        self._client = client
        self._channel_ids: dict[str, str] = {}

    def __repr__(self) -> str:
        return f"SlackSink(base_url={self._client.base_url!r})"

    def _call(self, method: str, fn, **kwargs: Any):
        try:
            return fn(**kwargs)
        except Exception as exc:  # translated below; anything unknown re-raises unchanged
            translated = translate_error(method, exc)
            if translated is exc:
                raise
            raise translated from None  # `from None`: the slack-sdk error holds the full request

    def post(self, channel: str, message: Rendered, *, post_key: str, thread_ts: str | None = None, broadcast: bool = False) -> Posted:
        response = self._call(
            "chat.postMessage",
            self._client.chat_postMessage,
            channel=channel,
            text=message.text,
            blocks=message.blocks,
            thread_ts=thread_ts,
            reply_broadcast=True if broadcast and thread_ts else None,
            unfurl_links=False,
            unfurl_media=False,
            metadata={"event_type": METADATA_EVENT, "event_payload": {"post_key": post_key}},
        )
        self._channel_ids[channel] = response["channel"]
        return Posted(channel_id=response["channel"], ts=response["ts"])

    def update(self, channel_id: str, ts: str, message: Rendered) -> None:
        self._call("chat.update", self._client.chat_update, channel=channel_id, ts=ts, text=message.text, blocks=message.blocks)

    def channel_id(self, channel: str) -> str:
        """The ID of ``channel`` (``#name`` or an ID); look-ups need IDs, routes may use names."""
        if _CHANNEL_ID.match(channel):
            return channel
        if channel in self._channel_ids:
            return self._channel_ids[channel]
        name = channel.lstrip("#")
        cursor = None
        while True:
            page = self._call(
                "conversations.list", self._client.conversations_list,
                types="public_channel,private_channel", exclude_archived=True, limit=1000, cursor=cursor,
            )
            for conv in page.get("channels", []):
                if conv.get("name") == name:
                    self._channel_ids[channel] = conv["id"]
                    return conv["id"]
            cursor = (page.get("response_metadata") or {}).get("next_cursor")
            if not cursor:
                raise PermanentDeliveryError(f"Slack channel {redact_secrets(channel)} not found (or the bot cannot see it)")

    def find_post(self, channel: str, post_key: str, *, thread_ts: str | None, since: datetime) -> Posted | None:
        channel_id = self.channel_id(channel)
        oldest = f"{since.replace(tzinfo=since.tzinfo or UTC).timestamp():.6f}"
        cursor = None
        while True:
            if thread_ts:
                page = self._call(
                    "conversations.replies", self._client.conversations_replies, channel=channel_id, ts=thread_ts,
                    oldest=oldest, include_all_metadata=True, limit=200, cursor=cursor,
                )
            else:
                page = self._call(
                    "conversations.history", self._client.conversations_history, channel=channel_id,
                    oldest=oldest, include_all_metadata=True, limit=200, cursor=cursor,
                )
            for msg in page.get("messages", []):
                meta = msg.get("metadata") or {}
                if meta.get("event_type") == METADATA_EVENT and (meta.get("event_payload") or {}).get("post_key") == post_key:
                    return Posted(channel_id=channel_id, ts=msg["ts"])
            cursor = (page.get("response_metadata") or {}).get("next_cursor")
            if not cursor:
                return None

    def upload_png(self, channel_id: str, thread_ts: str, png: bytes, *, filename: str, title: str) -> None:
        self._call(
            "files.uploadV2", self._client.files_upload_v2,
            channel=channel_id, thread_ts=thread_ts, file=png, filename=filename, title=title,
        )
