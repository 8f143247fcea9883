"""The contract between outbox delivery and a place messages go (Slack, or a local directory).

Delivery (:mod:`toolwatch.alerts.delivery`) decides what to post, update and upload and
keeps the books; a sink only talks to its destination. Both sinks implement
:class:`Sink`; tests and flows pass one in, so delivery never knows which.

Errors a sink raises, all from ``toolwatch.warehouse.errors``:

- ``TransientDeliveryError`` — try again later (429, 5xx, network); ``retry_after`` when known.
- ``PermanentDeliveryError`` — this message will never go as is (``channel_not_found``, ``invalid_blocks``).
  - :class:`MessageGone` — the message to edit no longer exists; delivery posts a new one.
  - :class:`SinkRefused` — the sink refuses everything (bad token, missing scope on posting);
    delivery stops and keeps every row pending for when a person fixes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from toolwatch.alerts.slack_blocks import Rendered
from toolwatch.warehouse.errors import PermanentDeliveryError


class SinkRefused(PermanentDeliveryError):
    """The sink refuses every request (e.g. ``invalid_auth``): nothing can go until it is fixed."""


class MessageGone(PermanentDeliveryError):
    """The message to edit was deleted or cannot be edited any more."""


@dataclass(frozen=True)
class Posted:
    """Where a message landed: the channel ID and the message ``ts`` that addresses it."""

    channel_id: str
    ts: str


class Sink(Protocol):
    kind: str  # "slack" | "local": keys the per-sink delivery state

    def post(
        self, channel: str, message: Rendered, *, post_key: str, thread_ts: str | None = None, broadcast: bool = False
    ) -> Posted:
        """Post a message (a thread reply when ``thread_ts``), tagged with ``post_key`` for look-up."""
        ...

    def update(self, channel_id: str, ts: str, message: Rendered) -> None:
        """Replace the content of the message at ``ts``."""
        ...

    def find_post(self, channel: str, post_key: str, *, thread_ts: str | None, since: datetime) -> Posted | None:
        """The message tagged ``post_key`` posted since ``since``, if it exists."""
        ...

    def upload_png(self, channel_id: str, thread_ts: str, png: bytes, *, filename: str, title: str) -> None:
        """Attach an image in the thread of ``thread_ts``."""
        ...
