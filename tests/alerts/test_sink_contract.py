"""One contract for every :class:`toolwatch.alerts.sink.Sink`, river-style: each implementation runs the
same checks, so delivery can never tell which sink it talks to.

- ``slack``: ``SlackSink`` with a real ``slack_sdk.WebClient`` against the local Slack API;
- ``local``: ``LocalSink`` writing to a directory.

Each sink comes with a way to read back what reached its destination and to break it for one
post: the post is written, then the acknowledgement is lost (Slack: the connection drops after
the message is stored; local: the readable copy cannot be written after the record is).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from slack_fixtures import OPENED_AT, TOKEN, enqueue, make_payload, outbox
from slack_server import SlackServer

from toolwatch.alerts.delivery import Routing, deliver_outbox
from toolwatch.alerts.sink import MessageGone, Posted, Sink
from toolwatch.alerts.slack_blocks import Rendered
from toolwatch.warehouse.errors import TransientDeliveryError

NOW = datetime(2026, 11, 30, 10, 6, tzinfo=UTC)
ROUTING = Routing(default_channel="#tool-errors")
MESSAGE = Rendered(text="edit_file is failing", blocks=[{"type": "section", "text": {"type": "mrkdwn", "text": "*edit_file*"}}])
EDITED = Rendered(text="edit_file recovered", blocks=[{"type": "section", "text": {"type": "mrkdwn", "text": "✅"}}])


@dataclass
class SinkUnderTest:
    sink: Sink
    posts: Callable[[], list[dict[str, Any]]]  # what a reader sees, oldest first: ts, thread_ts, text
    lose_next_ack: Callable[[], None]  # the next post lands but its acknowledgement is lost
    heal: Callable[[], None]


def _slack(tmp_path: Path) -> Iterator[SinkUnderTest]:
    from toolwatch.alerts.slack_sink import SlackSink, slack_client

    with SlackServer(token=TOKEN) as server:
        def posts() -> list[dict[str, Any]]:
            with server.lock:
                return [{"ts": m["ts"], "thread_ts": m["thread_ts"], "text": m["text"]}
                        for messages in server.state.messages.values() for m in messages]

        sink = SlackSink(slack_client(TOKEN, server.api_url, backoff=0.01))
        yield SinkUnderTest(sink, posts, lambda: server.fail("chat.postMessage", "drop_after"), lambda: None)


def _local(tmp_path: Path) -> Iterator[SinkUnderTest]:
    from toolwatch.alerts.local_sink import LocalSink

    sink = LocalSink(tmp_path / "alerts")
    blocker = tmp_path / "alerts" / "alerts.txt"

    def posts() -> list[dict[str, Any]]:
        shown: dict[str, dict[str, Any]] = {}  # by ts, in posting order; an edit replaces the text
        for r in sink.records():
            if r["method"] == "chat.postMessage":
                shown[r["ts"]] = {"ts": r["ts"], "thread_ts": r["thread_ts"], "text": r["text"]}
            elif r["method"] == "chat.update":
                shown[r["ts"]]["text"] = r["text"]
        return list(shown.values())

    def lose_next_ack() -> None:
        blocker.unlink(missing_ok=True)
        blocker.mkdir()  # messages.jsonl takes the record, the readable copy fails

    yield SinkUnderTest(sink, posts, lose_next_ack, blocker.rmdir)


SINKS = {"slack": _slack, "local": _local}


@pytest.fixture(params=sorted(SINKS))
def under_test(request, tmp_path) -> Iterator[SinkUnderTest]:
    yield from SINKS[request.param](tmp_path)


def test_a_post_can_be_found_threaded_and_edited(under_test):
    sink = under_test.sink
    since = datetime.now(UTC) - timedelta(minutes=1)
    posted = sink.post("#tool-errors", MESSAGE, post_key="alert:1")
    assert isinstance(posted, Posted) and posted.channel_id and posted.ts
    assert sink.find_post("#tool-errors", "alert:1", thread_ts=None, since=since) == posted
    assert sink.find_post("#tool-errors", "alert:2", thread_ts=None, since=since) is None

    reply = sink.post("#tool-errors", MESSAGE, post_key="alert:1:reply", thread_ts=posted.ts, broadcast=True)
    assert reply.ts != posted.ts
    sink.update(posted.channel_id, posted.ts, EDITED)
    sink.upload_png(posted.channel_id, posted.ts, b"\x89PNG\r\n\x1a\n", filename="chart.png", title="rate")
    assert [(p["thread_ts"], p["text"]) for p in under_test.posts()] == [
        (None, EDITED.text), (posted.ts, MESSAGE.text)]


def test_editing_a_message_that_does_not_exist_raises_message_gone(under_test):
    posted = under_test.sink.post("#tool-errors", MESSAGE, post_key="alert:1")
    with pytest.raises(MessageGone):
        under_test.sink.update(posted.channel_id, "1700000000.999999", EDITED)


def test_delivering_the_same_outbox_twice_posts_each_message_once(wh, under_test):
    enqueue(wh, make_payload(1))
    enqueue(wh, make_payload(2, tool="read_file", evaluation_id="ev-2"))
    enqueue(wh, make_payload(1, "resolved", resolved_at=OPENED_AT + timedelta(hours=1)), seq=1)
    first = deliver_outbox(wh, under_test.sink, now=NOW, routing=ROUTING, charts=False)
    again = deliver_outbox(wh, under_test.sink, now=NOW + timedelta(hours=2), routing=ROUTING, charts=False)
    assert (first.delivered, first.posted, first.replies, first.updated) == (3, 2, 1, 1)
    assert (again.delivered, again.posted, again.replies) == (0, 0, 0)
    posts = under_test.posts()
    assert len(posts) == 3 and [p["thread_ts"] for p in posts].count(None) == 2
    assert all(row["delivered_at"] is not None for row in outbox(wh))


def test_a_lost_acknowledgement_is_retried_and_adopted_not_posted_twice(wh, under_test):
    enqueue(wh, make_payload(1))
    under_test.lose_next_ack()
    first = deliver_outbox(wh, under_test.sink, now=NOW, routing=ROUTING, charts=False)
    assert (first.delivered, first.retrying) == (0, 1) and first.stopped
    [row] = outbox(wh)
    assert row["delivered_at"] is None and row["next_attempt_at"] is not None
    under_test.heal()

    later = deliver_outbox(wh, under_test.sink, now=NOW + timedelta(hours=1), routing=ROUTING, charts=False)
    assert (later.delivered, later.adopted, later.posted) == (1, 1, 0)
    [post] = under_test.posts()
    assert outbox(wh)[0]["result"]["ts"] == post["ts"]


def test_a_failing_destination_raises_a_transient_error(under_test):
    under_test.lose_next_ack()
    with pytest.raises(TransientDeliveryError):
        under_test.sink.post("#tool-errors", MESSAGE, post_key="alert:1")
