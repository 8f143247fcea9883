"""The CLI: `toolwatch deliver` and `toolwatch slack test|outbox|preview`, with the sink chosen from the environment."""

from __future__ import annotations

import json

from slack_fixtures import TOKEN, enqueue, make_payload, outbox

from toolwatch import warehouse
from toolwatch.flows.cli import main


def _db(tmp_path, *payloads, name="cli.duckdb"):
    path = tmp_path / name
    with warehouse.connect(path) as wh:
        for seq, payload in enumerate(payloads):
            enqueue(wh, payload, seq=seq)
    return str(path)


def test_deliver_without_token_uses_the_local_sink(tmp_path, capsys):
    db = _db(tmp_path, make_payload(1), make_payload(2, tool="read_file", evaluation_id="ev-2"))
    assert main(["deliver", "--db", db, "--json", "--no-charts"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["sink"], report["delivered"], report["posted"]) == ("local", 2, 2)
    records = [json.loads(line) for line in (tmp_path / "toolwatch-out/alerts/messages.jsonl").read_text().splitlines()]
    assert [r["channel"] for r in records] == ["#tool-errors", "#tool-errors"]
    # Readable output for people.
    db2 = _db(tmp_path, make_payload(3), name="second.duckdb")
    assert main(["deliver", "--db", db2, "--no-charts"]) == 0
    assert "delivered 1 to the local sink: 1 new messages" in capsys.readouterr().out


def test_deliver_to_slack_from_the_environment_with_routes(tmp_path, slack, monkeypatch, capsys):
    monkeypatch.setenv("SLACK_BOT_TOKEN", TOKEN)
    monkeypatch.setenv("SLACK_API_URL", slack.api_url)
    config = tmp_path / "toolwatch.toml"
    config.write_text('[alerts.slack]\ndefault_channel = "#tool-errors"\nroutes = { web_search = "#search-oncall" }\n'
                      'runbook_url = "https://runbook.example/tw"\n')
    db = _db(tmp_path, make_payload(1, tool="web_search"), make_payload(2, evaluation_id="ev-2"))
    assert main(["deliver", "--db", db, "--config", str(config), "--json", "--no-charts"]) == 0
    assert json.loads(capsys.readouterr().out)["posted"] == 2
    [search] = slack.top_level("C0SEARCH01")
    assert search["blocks"][-1]["elements"][0]["url"] == "https://runbook.example/tw"
    assert len(slack.top_level("C0ALERTS01")) == 1


def test_deliver_with_a_refused_token_exits_2_and_keeps_the_rows(tmp_path, slack, monkeypatch, capsys):
    wrong = "xoxb-0000000000-" + "NotTheRightOne42"
    monkeypatch.setenv("SLACK_BOT_TOKEN", wrong)
    monkeypatch.setenv("SLACK_API_URL", slack.api_url)
    db = _db(tmp_path, make_payload(1))
    assert main(["deliver", "--db", db, "--no-charts"]) == 2
    captured = capsys.readouterr()
    assert "invalid_auth" in captured.err and "SLACK_BOT_TOKEN" in captured.err and "1 notifications are kept" in captured.err
    assert wrong not in captured.err + captured.out
    with warehouse.connect(db) as wh:
        assert outbox(wh)[0]["delivered_at"] is None


def test_deliver_exits_1_while_rows_wait_for_a_retry(tmp_path, slack, monkeypatch, capsys):
    monkeypatch.setenv("SLACK_BOT_TOKEN", TOKEN)
    monkeypatch.setenv("SLACK_API_URL", slack.api_url)
    slack.fail("chat.postMessage", "500")
    db = _db(tmp_path, make_payload(1))
    assert main(["deliver", "--db", db, "--no-charts"]) == 1
    out = capsys.readouterr().out
    assert "1 to retry" in out and "stopped early" in out
    assert main(["slack", "outbox", "--db", db, "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert listing["status"]["pending"] == 1 and listing["undelivered"][0]["attempts"] == 1
    assert "server error" in listing["undelivered"][0]["last_error"]


def test_slack_test_posts_edits_and_replies(tmp_path, slack, monkeypatch, capsys):
    monkeypatch.setenv("SLACK_BOT_TOKEN", TOKEN)
    monkeypatch.setenv("SLACK_API_URL", slack.api_url)
    assert main(["slack", "test", "--channel", "#search-oncall", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] and result["channel_id"] == "C0SEARCH01"
    [message] = slack.top_level("C0SEARCH01")
    assert message["ts"] == result["ts"] and message["edits"] == 1
    assert message["blocks"][0]["text"]["text"].startswith("✅ Resolved:")
    assert "after 25m" in json.dumps(message["blocks"])
    assert [r["ts"] for r in slack.thread("C0SEARCH01", message["ts"])] == [result["reply_ts"]]
    assert slack.state.files[0]["thread_ts"] == message["ts"]
    assert result["lookup"] == "ok"


def test_slack_test_reports_a_missing_history_scope(tmp_path, slack, monkeypatch, capsys):
    monkeypatch.setenv("SLACK_BOT_TOKEN", TOKEN)
    monkeypatch.setenv("SLACK_API_URL", slack.api_url)
    slack.fail("conversations.history", "missing_scope")
    assert main(["slack", "test"]) == 1
    out = capsys.readouterr().out
    assert "look-up by metadata failed" in out and "channels:history" in out


def test_slack_preview_renders_without_sending(tmp_path, capsys):
    db = _db(tmp_path, make_payload(1, sample_message="<!channel> hi"))
    assert main(["slack", "preview", "--db", db, "--outbox-id", "1", "--json"]) == 0
    preview = json.loads(capsys.readouterr().out)
    assert preview["channel"] == "#tool-errors" and "&lt;!channel&gt; hi" in json.dumps(preview["blocks"])
    assert main(["slack", "preview", "--db", db, "--outbox-id", "99"]) == 2
    assert "no Slack outbox row 99" in capsys.readouterr().err
    assert not (tmp_path / "toolwatch-out").exists()
