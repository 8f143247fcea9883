"""The local sink shows what Slack would: same blocks, same threads and edits, same chart."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta

from rich.console import Console
from slack_fixtures import OPENED_AT, enqueue, make_payload

from toolwatch import warehouse
from toolwatch.alerts.delivery import Routing, deliver_outbox
from toolwatch.alerts.local_sink import LocalSink

NOW = datetime(2026, 11, 30, 10, 6, tzinfo=UTC)
ROUTING = Routing(default_channel="#tool-errors")


def _fill(wh) -> None:
    enqueue(wh, make_payload(1, series_points=24, sample_message="boom [bold red]rich markup[/] <!here>"))
    enqueue(wh, make_payload(2, tool="read_file", evaluation_id="ev-2"))
    enqueue(wh, make_payload(1, "renotified", observed_rate=0.2), seq=1)
    enqueue(wh, make_payload(1, "resolved", resolved_at=OPENED_AT + timedelta(hours=2)), seq=2)


def test_local_sink_receives_the_same_content_as_slack(tmp_path, slack, slack_sink):
    with warehouse.connect(tmp_path / "slack.duckdb") as wh:
        _fill(wh)
        deliver_outbox(wh, slack_sink, now=NOW, routing=ROUTING)
    out = io.StringIO()
    local = LocalSink(tmp_path / "alerts", Console(file=out, width=200, color_system=None))
    with warehouse.connect(tmp_path / "local.duckdb") as wh:
        _fill(wh)
        report = deliver_outbox(wh, local, now=NOW, routing=ROUTING)
    assert (report.delivered, report.posted, report.replies, report.updated, report.charts) == (4, 2, 2, 2, 1)

    records = local.records()
    slack_calls = [c for c in slack.calls() if c.method in ("chat.postMessage", "chat.update")]
    local_calls = [r for r in records if r["method"] in ("chat.postMessage", "chat.update")]
    assert [c.method for c in slack_calls] == [r["method"] for r in local_calls]
    assert [c.params["blocks"] for c in slack_calls] == [r["blocks"] for r in local_calls]
    assert [c.params["text"] for c in slack_calls] == [r["text"] for r in local_calls]

    # Same threading: the replies and the edits address the first message.
    first = local_calls[0]["ts"]
    assert [r["thread_ts"] for r in local_calls if r["method"] == "chat.postMessage"] == [None, None, first, first]
    assert [r["ts"] for r in local_calls if r["method"] == "chat.update"] == [first, first]

    # Same chart bytes format, in the thread of the first message.
    [chart] = [r for r in records if r["method"] == "files.uploadV2"]
    assert chart["thread_ts"] == first
    assert (tmp_path / "alerts" / "charts").joinpath(chart["file"].rsplit("/", 1)[-1]).read_bytes().startswith(b"\x89PNG")
    assert slack.state.files[0]["bytes"].startswith(b"\x89PNG")

    # People read it on the console and in alerts.txt: readable dates, untrusted markup printed as text.
    console = out.getvalue()
    text = (tmp_path / "alerts" / "alerts.txt").read_text()
    for shown in (console, text):
        assert "InvalidArguments spike on edit_file" in shown
        assert "Open since 2026-11-30 10:05 UTC" in shown
        assert "[bold red]rich markup[/]" in shown
        assert "after 2h" in shown


def test_local_sink_recovers_from_an_interrupted_post_without_duplicating(tmp_path):
    local = LocalSink(tmp_path / "alerts")
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        enqueue(wh, make_payload(1))
        deliver_outbox(wh, local, now=NOW, routing=ROUTING, charts=False)
        # Forget that it was acknowledged: the state an interrupted run leaves behind.
        wh.con.execute("UPDATE slack_posts SET ts = NULL, channel_id = NULL")
        wh.con.execute("UPDATE outbox SET delivered_at = NULL, result = NULL")
        report = deliver_outbox(wh, local, now=NOW, routing=ROUTING, charts=False)
    assert (report.adopted, report.posted, report.delivered) == (1, 0, 1)
    assert len([r for r in local.records() if r["method"] == "chat.postMessage"]) == 1
