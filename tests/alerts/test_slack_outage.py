"""Slack trouble: rate limits, 5xx, dropped connections, a crash mid-post, a bad token.

Whatever happens, once Slack is healthy again every alert is shown exactly once.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta

import pytest
from slack_fixtures import TOKEN, enqueue, make_payload, outbox

from toolwatch import warehouse
from toolwatch.alerts.delivery import Routing, deliver_outbox
from toolwatch.alerts.slack_sink import SlackSink, slack_client

NOW = datetime(2026, 11, 30, 10, 6, tzinfo=UTC)
LATER = NOW + timedelta(days=1)  # past any backoff
ROUTING = Routing(default_channel="#tool-errors")


def _alert_ids_shown(slack) -> list[int]:
    """Alert ids of the top-level messages, read from what Slack holds (one entry per message)."""
    ids = []
    for message in slack.top_level("C0ALERTS01"):
        context = message["blocks"][-1]["elements"][0]["text"]
        ids.append(int(context.split("#", 1)[1].split(" ", 1)[0]))
    return ids


def test_outage_loses_nothing_and_duplicates_nothing(wh, slack, slack_sink):
    for alert_id in (1, 2, 3):
        enqueue(wh, make_payload(alert_id, evaluation_id=f"ev-{alert_id}"))
    # 1st run: a 500 on the first post. Posts are not re-sent blindly, so the run stops there.
    slack.fail("chat.postMessage", "500")
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert (report.delivered, report.retrying, report.waiting) == (0, 1, 2)
    assert "server error" in report.stopped
    first = outbox(wh)[0]
    assert first["attempts"] == 1 and first["next_attempt_at"] > NOW.replace(tzinfo=None)

    # A run before the backoff expires does not touch it (nor the rows behind it? they are other alerts: they go).
    report = deliver_outbox(wh, slack_sink, now=NOW + timedelta(seconds=1), routing=ROUTING, charts=False)
    assert report.waiting == 1 and report.delivered == 2

    # 3rd run: the post is processed by Slack but the connection drops before the answer.
    slack.fail("chat.postMessage", "drop_after")
    report = deliver_outbox(wh, slack_sink, now=LATER, routing=ROUTING, charts=False)
    assert report.delivered == 0 and "cannot reach" in report.stopped
    assert sorted(_alert_ids_shown(slack)) == [1, 2, 3]  # it is in Slack already...

    # 4th run: healthy. The intent is found by its metadata: adopted, not posted again.
    report = deliver_outbox(wh, slack_sink, now=LATER + timedelta(days=1), routing=ROUTING, charts=False)
    assert (report.delivered, report.adopted, report.posted) == (1, 1, 0)
    assert sorted(_alert_ids_shown(slack)) == [1, 2, 3]
    assert all(row["delivered_at"] is not None for row in outbox(wh))
    shown = {m["ts"] for m in slack.top_level("C0ALERTS01")}
    assert {row["result"]["ts"] for row in outbox(wh)} == shown


def test_crash_after_posting_in_a_fresh_process_does_not_post_twice(tmp_path, slack):
    """The process dies after Slack answered but before the outbox was marked; a new process takes over."""
    path = tmp_path / "crash.duckdb"
    with warehouse.connect(path) as wh:
        enqueue(wh, make_payload(1))
        # The response never arrives: from our side this is the same as dying right after sending.
        slack.fail("chat.postMessage", "drop_after")
        deliver_outbox(wh, SlackSink(slack_client(TOKEN, slack.api_url, backoff=0.01)), now=NOW, routing=ROUTING, charts=False)
        intent = wh.rows("slack_post_get", {"sink": "slack", "post_key": "toolwatch:outbox:1"})
        assert intent and intent[0]["ts"] is None
    with warehouse.connect(path) as wh:  # a new process: new connection, new client
        sink = SlackSink(slack_client(TOKEN, slack.api_url, backoff=0.01))
        report = deliver_outbox(wh, sink, now=LATER, routing=ROUTING, charts=False)
        assert (report.adopted, report.posted, report.delivered) == (1, 0, 1)
    assert len(slack.calls("chat.postMessage")) == 1
    assert len(slack.top_level("C0ALERTS01")) == 1
    # The look-up used the channel ID it resolved from the routed name.
    assert slack.calls("conversations.history")[0].params["channel"] == "C0ALERTS01"


def test_crash_after_a_thread_reply_does_not_reply_twice(wh, slack, slack_sink):
    enqueue(wh, make_payload(1))
    deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    enqueue(wh, make_payload(1, "renotified"), seq=1)
    slack.fail("chat.postMessage", "drop_after")
    deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    report = deliver_outbox(wh, slack_sink, now=LATER, routing=ROUTING, charts=False)
    assert (report.adopted, report.replies) == (1, 0)
    [parent] = slack.top_level("C0ALERTS01")
    assert len(slack.thread("C0ALERTS01", parent["ts"])) == 1
    assert slack.calls("conversations.replies")


def test_rate_limit_is_honoured_within_the_run(wh, slack, slack_sink):
    enqueue(wh, make_payload(1))
    slack.fail("chat.postMessage", "429:1")
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert (report.delivered, report.posted) == (1, 1)
    assert [c.outcome for c in slack.calls("chat.postMessage")] == ["429:1", "ok"]


def test_persistent_rate_limit_waits_retry_after(wh, slack, slack_sink):
    enqueue(wh, make_payload(1))
    slack.fail("chat.postMessage", "429:1", "429:7200")  # the handler retries once, then gives up for this run
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert report.retrying == 1 and "rate limited" in report.stopped
    # Retry-After (2 h) is longer than the backoff (30 s): it wins.
    assert outbox(wh)[0]["next_attempt_at"] >= (NOW + timedelta(seconds=7200)).replace(tzinfo=None)


def test_idempotent_calls_are_retried_inside_the_run(wh, slack, slack_sink):
    enqueue(wh, make_payload(1))
    deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    enqueue(wh, make_payload(1, "resolved", resolved_at=NOW), seq=1)
    slack.fail("chat.update", "503", "drop")
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert (report.delivered, report.updated, report.stopped) == (1, 1, None)
    assert [c.outcome for c in slack.calls("chat.update")] == ["503", "drop", "ok"]


def test_later_events_of_an_alert_wait_for_its_opening(wh, slack, slack_sink):
    enqueue(wh, make_payload(1))
    enqueue(wh, make_payload(1, "resolved", resolved_at=NOW), seq=1)
    slack.fail("chat.postMessage", "500")
    deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    report = deliver_outbox(wh, slack_sink, now=NOW + timedelta(seconds=1), routing=ROUTING, charts=False)
    assert report.waiting == 2 and slack.calls("chat.update") == []
    report = deliver_outbox(wh, slack_sink, now=LATER, routing=ROUTING, charts=False)
    assert (report.posted, report.updated, report.delivered) == (1, 1, 2)
    [message] = slack.top_level("C0ALERTS01")
    assert message["blocks"][0]["text"]["text"].startswith("✅ Resolved:")


def test_gives_up_after_max_attempts(wh, slack, slack_sink):
    enqueue(wh, make_payload(1))
    enqueue(wh, make_payload(2, evaluation_id="ev-2"))
    slack.fail("chat.postMessage", "500", "500")
    deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False, max_attempts=2)
    report = deliver_outbox(wh, slack_sink, now=LATER, routing=ROUTING, charts=False, max_attempts=2)
    assert (report.failed, report.delivered, report.waiting) == (1, 0, 1)  # still an outage: the run stops
    report = deliver_outbox(wh, slack_sink, now=LATER, routing=ROUTING, charts=False, max_attempts=2)
    assert report.delivered == 1
    row = outbox(wh)[0]
    assert row["delivered_at"] is None and row["result"]["failed"] == "gave up after 2 attempts"
    # Re-queued by a person, it goes.
    wh.run("slack_outbox_requeue_failed")
    report = deliver_outbox(wh, slack_sink, now=LATER, routing=ROUTING, charts=False)
    assert report.delivered == 1 and len(slack.top_level("C0ALERTS01")) == 2


def test_permanent_error_gives_up_that_row_and_continues(wh, slack, slack_sink):
    enqueue(wh, make_payload(1, tool="web_search"))
    enqueue(wh, make_payload(2, tool="grep", evaluation_id="ev-2"))
    routing = Routing(default_channel="#tool-errors", routes={"web_search": "#no-such-channel"})
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=routing, charts=False)
    assert (report.failed, report.delivered, report.stopped) == (1, 1, None)
    assert "channel_not_found" in report.errors[0]
    assert outbox(wh)[0]["result"]["failed"] == "permanent"


def test_invalid_token_stops_keeps_everything_and_never_shows_the_token(wh, slack, caplog):
    bad_token = "xoxb-9999999999-8888888888-" + "WrongTokenValue99"
    enqueue(wh, make_payload(1))
    enqueue(wh, make_payload(2, evaluation_id="ev-2"))
    caplog.set_level(logging.DEBUG)
    bad = SlackSink(slack_client(bad_token, slack.api_url, backoff=0.01))
    report = deliver_outbox(wh, bad, now=NOW, routing=ROUTING, charts=False)
    assert "invalid_auth" in report.stopped and "SLACK_BOT_TOKEN" in report.stopped and report.refused
    assert report.failed == 0 and all(r["delivered_at"] is None and r["result"] is None for r in outbox(wh))
    everything = " ".join([repr(bad), repr(report), caplog.text, *(str(r["last_error"]) for r in outbox(wh))])
    assert bad_token not in everything and "WrongTokenValue99" not in everything
    # Fixed token: everything goes, immediately (no backoff for a refused token).
    good = SlackSink(slack_client(TOKEN, slack.api_url, backoff=0.01))
    report = deliver_outbox(wh, good, now=NOW, routing=ROUTING, charts=False)
    assert report.delivered == 2 and TOKEN not in caplog.text


def test_chart_failure_does_not_hold_back_the_alert(wh, slack, slack_sink):
    enqueue(wh, make_payload(1, series_points=12))
    slack.fail("files.completeUploadExternal", "internal_error")
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING)
    assert (report.delivered, report.charts) == (1, 0)
    assert any("chart not attached" in w for w in report.warnings)
    # At most once: the next run does not retry the chart.
    report = deliver_outbox(wh, slack_sink, now=LATER, routing=ROUTING)
    assert report.charts == 0 and len(slack.calls("files.getUploadURLExternal")) == 1


@pytest.mark.parametrize("payload", ['"just a string"', '{"event": "opened"}', '{"event": "exploded", "alert_id": 1, "kind": "anomaly", "tool": "t", "error_class": "unknown"}'])
def test_unreadable_payload_is_given_up_with_a_clear_error(wh, slack, slack_sink, payload):
    wh.con.execute("INSERT INTO outbox (sink, dedupe_key, payload, created_at) VALUES ('slack', 'bad', $p, now())", {"p": payload})
    enqueue(wh, make_payload(1))
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert (report.failed, report.delivered) == (1, 1)
    assert "unreadable outbox payload" in report.errors[0]


def test_token_revoked_mid_run_keeps_the_rest_for_later(wh, slack, slack_sink):
    for alert_id in (1, 2, 3):
        enqueue(wh, make_payload(alert_id, evaluation_id=f"ev-{alert_id}"))
    slack.fail("chat.postMessage", "pass", "invalid_auth")
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert (report.delivered, report.retrying, report.waiting, report.failed) == (1, 1, 1, 0)
    assert "invalid_auth" in report.stopped
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)  # token fixed: due at once
    assert report.delivered == 2 and sorted(_alert_ids_shown(slack)) == [1, 2, 3]
