"""Outbox → Slack: content, threading, edits, routing, grouping, against a real WebClient and a local Slack API."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from slack_fixtures import OPENED_AT, enqueue, make_payload, outbox

from toolwatch.alerts.delivery import Routing, deliver_outbox
from toolwatch.alerts.slack_blocks import Links
from toolwatch.alerts.slack_text import blocks_to_text

ROUTING = Routing(default_channel="#tool-errors", routes={"web_search": "#search-oncall"})
NOW = datetime(2026, 11, 30, 10, 6, tzinfo=UTC)


def _text(message) -> str:
    return blocks_to_text(message["blocks"])


def test_opened_alert_posts_one_message_with_what_on_call_needs(wh, slack, slack_sink):
    enqueue(wh, make_payload(1, series_points=288))
    links = Links(runbook_url="https://runbook.example/toolwatch", dashboard_url="https://dash.example/edit_file")

    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, links=links)

    assert (report.delivered, report.posted, report.charts, report.failed) == (1, 1, 1, 0)
    [message] = slack.top_level("C0ALERTS01")
    text = _text(message)
    assert text.startswith("# 🟠 InvalidArguments spike on edit_file")
    # Plain words first, the window named as measured; p-value and score only in the context line.
    assert "*9 of 120* `edit_file` calls failed with InvalidArguments in 15 min: 7.5%, *6.2×* the usual 1.2%" in text
    assert "all models" in text
    assert "bad or missing parameters" in text  # the class's one-line description
    assert "15 min to <!date^" in text and ": 9 errors / 120 calls" in text
    assert "`toolwatch show a1b2c3d4e5f60718`" in text
    assert "`toolwatch silence 'anomaly|edit_file|*|InvalidArguments' --for 24h" in text
    assert "<!date^" + str(int(OPENED_AT.timestamp())) in text  # "since", in the reader's time zone
    assert "old_string not found in &lt;path&gt;" in text and "old_string not found in /src/app.py" in text
    assert "[Runbook](https://runbook.example/toolwatch)" in text and "[Dashboard](https://dash.example/edit_file)" in text
    # The outbox row is marked with Slack's ts, and the chart sits in the message's thread.
    [row] = outbox(wh)
    assert row["delivered_at"] is not None and row["result"] == {"channel": "C0ALERTS01", "ts": message["ts"]}
    [chart] = slack.state.files
    assert chart["thread_ts"] == message["ts"] and chart["channel"] == "C0ALERTS01"
    assert chart["bytes"].startswith(b"\x89PNG\r\n\x1a\n")


def test_renotify_threads_and_resolve_edits_the_right_message(wh, slack, slack_sink):
    enqueue(wh, make_payload(1, tool="edit_file"))
    enqueue(wh, make_payload(2, tool="read_file", error_class="UnexpectedEnvironment", evaluation_id="ev-2"))
    deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    first, second = slack.top_level("C0ALERTS01")
    assert "edit_file" in first["blocks"][0]["text"]["text"] and "read_file" in second["blocks"][0]["text"]["text"]

    enqueue(wh, make_payload(1, "renotified", observed_rate=0.12, errors=15), seq=1)
    report = deliver_outbox(wh, slack_sink, now=NOW + timedelta(hours=1), routing=ROUTING, charts=False)
    assert (report.replies, report.updated, report.posted) == (1, 1, 0)
    [reply] = slack.thread("C0ALERTS01", first["ts"])
    assert reply["reply_broadcast"] is True
    assert "Still firing and worse" in _text(reply) and "*15 of 120*" in _text(reply) and "12.0%" in _text(reply)
    assert "*15 of 120*" in _text(first)  # the parent shows the current numbers too

    resolved_at = OPENED_AT + timedelta(hours=1, minutes=25)
    enqueue(wh, make_payload(1, "resolved", resolved_at=resolved_at, observed_rate=0.011), seq=2)
    report = deliver_outbox(wh, slack_sink, now=NOW + timedelta(hours=2), routing=ROUTING, charts=False)
    assert (report.updated, report.replies, report.posted) == (1, 1, 0)
    updates = slack.calls("chat.update")
    assert [u.params["ts"] for u in updates] == [first["ts"], first["ts"]]
    assert first["blocks"][0]["text"]["text"] == "✅ Resolved: InvalidArguments spike on edit_file"
    assert "after 1h 25m" in _text(first)
    assert second["edits"] == 0 and "Resolved" not in _text(second)
    resolved_reply = slack.thread("C0ALERTS01", first["ts"])[-1]
    assert resolved_reply["reply_broadcast"] is False and "after 1h 25m" in _text(resolved_reply)
    assert len(slack.top_level("C0ALERTS01")) == 2


def test_routes_send_a_tool_to_its_channel(wh, slack, slack_sink):
    enqueue(wh, make_payload(1, tool="web_search", error_class="ProviderError"))
    enqueue(wh, make_payload(2, tool="grep", evaluation_id="ev-other"))
    deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert [m["blocks"][0]["text"]["text"] for m in slack.top_level("C0SEARCH01")] == ["🟠 ProviderError spike on web_search"]
    assert len(slack.top_level("C0ALERTS01")) == 1
    assert outbox(wh)[0]["result"]["channel"] == "C0SEARCH01"


def test_burst_on_one_tool_from_one_evaluation_is_one_message(wh, slack, slack_sink):
    for alert_id, model in ((1, "gpt-5"), (2, "claude-sonnet-4"), (3, None)):
        enqueue(wh, make_payload(alert_id, model=model, evaluation_id="ev-burst"))
    enqueue(wh, make_payload(4, tool="read_file", evaluation_id="ev-burst"))  # another tool: its own message
    enqueue(wh, make_payload(5, tool="edit_file", evaluation_id="ev-later"))  # another evaluation: its own message

    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)

    assert (report.delivered, report.posted) == (5, 3)
    grouped, read_file, later = slack.top_level("C0ALERTS01")
    assert grouped["blocks"][0]["text"]["text"] == "🔴 3 alerts on edit_file (3 open)"
    text = _text(grouped)
    assert text.index("`gpt-5`") < text.index("`claude-sonnet-4`") < text.index("all models")
    assert {r["result"]["ts"] for r in outbox(wh)[:3]} == {grouped["ts"]}

    # Resolving one alert of the burst edits the grouped message and keeps the others open.
    enqueue(wh, make_payload(2, "resolved", model="claude-sonnet-4", evaluation_id="ev-x",
                             resolved_at=OPENED_AT + timedelta(minutes=40)), seq=1)
    deliver_outbox(wh, slack_sink, now=NOW + timedelta(hours=1), routing=ROUTING, charts=False)
    assert grouped["blocks"][0]["text"]["text"] == "🔴 3 alerts on edit_file (2 open)"
    assert _text(grouped).count("Resolved ") == 1 and "after 40m" in _text(grouped)
    assert len(slack.thread("C0ALERTS01", grouped["ts"])) == 1


def test_silenced_payload_is_marked_but_not_sent(wh, slack, slack_sink):
    enqueue(wh, make_payload(1, silenced=True))
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING)
    assert (report.silenced, report.delivered, report.posted) == (1, 1, 0)
    assert slack.calls("chat.postMessage") == []
    assert outbox(wh)[0]["result"] == {"skipped": "silenced"}


def test_followup_for_an_alert_never_posted_posts_it(wh, slack, slack_sink):
    # The opening went to another sink (or was given up): the resolution must still reach people.
    enqueue(wh, make_payload(7, "resolved", resolved_at=OPENED_AT + timedelta(minutes=30)), seq=3)
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert (report.delivered, report.posted) == (1, 1)
    [message] = slack.top_level("C0ALERTS01")
    assert message["blocks"][0]["text"]["text"].startswith("✅ Resolved:")


def test_deleted_message_is_reposted_on_resolve(wh, slack, slack_sink):
    enqueue(wh, make_payload(1))
    deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    with slack.lock:
        slack.state.messages["C0ALERTS01"].clear()  # someone deleted the alert message in Slack
    enqueue(wh, make_payload(1, "resolved", resolved_at=OPENED_AT + timedelta(minutes=30)), seq=1)
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING, charts=False)
    assert (report.delivered, report.posted, report.failed) == (1, 1, 0)
    assert any("is gone" in w for w in report.warnings)
    [message] = slack.top_level("C0ALERTS01")
    assert message["blocks"][0]["text"]["text"].startswith("✅ Resolved:")
