"""The local sink: alerts to the console and a directory when there is no Slack token.

It receives exactly what Slack would (the same rendered blocks, the same
thread structure and edits, the same chart PNG) so the demo and a laptop show
the real alert. Files in ``directory``:

- ``messages.jsonl`` — one JSON object per post, update and upload, in order:
  ``method``, ``channel``, ``ts``, ``thread_ts``, ``post_key``, ``text``, ``blocks``.
  Also the look-up index that makes crash recovery work here as in Slack.
- ``alerts.txt`` — the same messages as readable text (what the console shows).
- ``charts/<ts>.png`` — the chart of each alert message.
"""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from toolwatch.alerts.sink import MessageGone, Posted
from toolwatch.alerts.slack_blocks import Rendered
from toolwatch.alerts.slack_text import blocks_to_text
from toolwatch.detectors.redact import printable
from toolwatch.warehouse.errors import DeliveryError, TransientDeliveryError


class LocalSink:
    """A :class:`toolwatch.alerts.sink.Sink` writing to ``directory`` and, when given, a rich console."""

    kind = "local"

    def __init__(self, directory: str | Path, console: Any = None) -> None:
        self.directory = Path(directory)
        self.console = console
        try:
            (self.directory / "charts").mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DeliveryError(f"cannot create the local alerts directory {self.directory}: {exc}") from exc
        self._last_ts = 0.0

    def __repr__(self) -> str:
        return f"LocalSink({str(self.directory)!r})"

    @property
    def log_path(self) -> Path:
        return self.directory / "messages.jsonl"

    def records(self) -> list[dict[str, Any]]:
        """Everything written so far, in order."""
        if not self.log_path.exists():
            return []
        return [json.loads(line) for line in self.log_path.read_text().splitlines() if line.strip()]

    def _next_ts(self) -> str:
        # Slack-style "seconds.micros", strictly increasing, also across processes sharing the directory.
        if not self._last_ts:
            self._last_ts = max((float(r["ts"]) for r in self.records()), default=0.0)
        now = max(time.time(), self._last_ts + 1e-6)
        self._last_ts = now
        return f"{now:.6f}"

    def _write(self, record: dict[str, Any], heading: str, body: str) -> None:
        # alerts.txt and the console are read in terminals: no control character from a log reaches one.
        heading, body = printable(heading, one_line=True), printable(body)
        try:
            with self.log_path.open("a") as log:
                log.write(json.dumps(record, ensure_ascii=False) + "\n")
            with (self.directory / "alerts.txt").open("a") as text:
                text.write(f"{heading}\n{body}\n\n")
        except OSError as exc:
            raise TransientDeliveryError(f"cannot write to {self.directory}: {exc}") from exc
        if self.console is not None:
            # markup=False: alert text is untrusted and must not be read as rich markup.
            self.console.rule(heading, style="dim")
            self.console.print(body, markup=False, highlight=False, soft_wrap=True)

    def post(self, channel: str, message: Rendered, *, post_key: str, thread_ts: str | None = None, broadcast: bool = False) -> Posted:
        ts = self._next_ts()
        record = {
            "method": "chat.postMessage", "channel": channel, "ts": ts, "thread_ts": thread_ts,
            "post_key": post_key, "broadcast": broadcast, "text": message.text, "blocks": message.blocks,
        }
        where = f"{channel} thread {thread_ts}" if thread_ts else channel
        self._write(record, f"{where} · new message {ts}", blocks_to_text(message.blocks, readable=True))
        return Posted(channel_id=channel, ts=ts)

    def update(self, channel_id: str, ts: str, message: Rendered) -> None:
        if not any(r["method"] == "chat.postMessage" and r["ts"] == ts for r in self.records()):
            raise MessageGone(f"local sink: no message {ts} in {self.directory}")
        record = {"method": "chat.update", "channel": channel_id, "ts": ts, "text": message.text, "blocks": message.blocks}
        self._write(record, f"{channel_id} · message {ts} edited", blocks_to_text(message.blocks, readable=True))

    def find_post(self, channel: str, post_key: str, *, thread_ts: str | None, since: datetime) -> Posted | None:
        for record in self.records():
            if record["method"] == "chat.postMessage" and record.get("post_key") == post_key:
                return Posted(channel_id=record["channel"], ts=record["ts"])
        return None

    def upload_png(self, channel_id: str, thread_ts: str, png: bytes, *, filename: str, title: str) -> None:
        path = self.directory / "charts" / f"{thread_ts}-{filename}"
        try:
            path.write_bytes(png)
        except OSError as exc:
            raise TransientDeliveryError(f"cannot write chart {path}: {exc}") from exc
        record = {"method": "files.uploadV2", "channel": channel_id, "ts": self._next_ts(), "thread_ts": thread_ts,
                  "title": title, "file": str(path)}
        self._write(record, f"{channel_id} thread {thread_ts} · chart", f"[chart: {title}] {path}")
