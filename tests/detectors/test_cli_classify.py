"""`toolwatch classify` and `toolwatch reclassify` through the real CLI entry point and a real warehouse."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from toolwatch.flows.cli import main


def test_classify_one_message_readable(capsys):
    assert main(["classify", "ENOENT: no such file or directory, open '/a/b.py'", "--tool", "read_file"]) == 0
    out = capsys.readouterr().out
    assert "UnexpectedEnvironment / file_not_found" in out
    assert "ue-file-not-found [default rules]" in out
    assert "open '<path>'" in out


def test_classify_one_message_json(capsys):
    assert main(["classify", "--json", "Request failed with status code 404", "--tool", "web_fetch"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["error_class"], result["reason"], result["rule"]) == ("UnexpectedEnvironment", "http_client_error", "ue-http-4xx")
    assert result["template"] == "Request failed with status code 404"
    assert len(result["fingerprint"]) == 16 and result["ruleset_version"]


def test_classify_input_file_one_line_per_input_line_in_order(tmp_path, capsys):
    lines = [
        json.dumps({"tool": "read_file", "status": "failed", "error_message": "File not found: /a/b.py"}),
        "not json",
        "",
        json.dumps({"tool": "read_file", "status": "success"}),
        json.dumps(["a list"]),
        json.dumps({"tool": "t", "status": "exploded"}),
        json.dumps({"status": "error"}),
        json.dumps({"tool": "Bash", "status": "cancelled"}),
    ]
    path = tmp_path / "events.jsonl"
    path.write_text("\n".join(lines) + "\n")
    assert main(["classify", "--input", str(path), "--json"]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [o["line"] for o in out] == list(range(1, len(lines) + 1))
    assert out[0]["error_class"] == "UnexpectedEnvironment" and out[0]["template"] == "File not found: <path>"
    assert [("error" in o) for o in out] == [False, True, True, False, True, True, True, False]
    assert out[3]["error_class"] is None
    assert (out[7]["error_class"], out[7]["reason"]) == ("UserAborted", "status_cancelled")


def test_user_rules_from_config_apply(tmp_path, capsys):
    (tmp_path / "rules.toml").write_text(
        '[[rule]]\nid = "ours"\nclass = "ProviderError"\nreason = "vendor_down"\nmessage = "(?i)acme is down"\n')
    config = tmp_path / "toolwatch.toml"
    config.write_text('[classify]\nrules_file = "rules.toml"\n')
    assert main(["classify", "--config", str(config), "--json", "ACME is down again"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["error_class"], result["rule"], result["rule_origin"]) == ("ProviderError", "ours", "file")
    assert "+user." in result["ruleset_version"]


def test_bad_rules_file_is_a_clear_cli_error(tmp_path, capsys):
    (tmp_path / "rules.toml").write_text('[[rule]]\nid = "broken"\nclass = "Nope"\nreason = "x"\nmessage = "a"\n')
    config = tmp_path / "toolwatch.toml"
    config.write_text('[classify]\nrules_file = "rules.toml"\n')
    assert main(["classify", "--config", str(config), "x"]) == 2
    assert "id 'broken'" in capsys.readouterr().err


def test_classify_needs_a_message_or_input(capsys):
    assert main(["classify"]) == 2
    assert "MESSAGE" in capsys.readouterr().err


def _insert(wh, rows):
    for i, (tool, status, message, cls, reason, fp) in enumerate(rows):
        wh.con.execute(
            "INSERT INTO tool_calls (event_key, ts, tool, model, status, is_error, error_message, error_class, reason, "
            "rule_id, ruleset_version, fingerprint, template, ingested_at) "
            "VALUES ($k, $ts, $tool, 'm1', $status, $err, $msg, $cls, $reason, 'old', 'old-rules', $fp, $msg, $ts)",
            {"k": i + 1, "ts": datetime(2026, 11, 30, 10, i), "tool": tool, "status": status, "err": status != "ok",
             "msg": message, "cls": cls, "reason": reason, "fp": fp},
        )


@pytest.mark.parametrize("dry_run", [True, False], ids=["dry_run", "apply"])
def test_reclassify_rederives_history_and_rollups(tmp_path, capsys, dry_run):
    from toolwatch import warehouse

    db = tmp_path / "tw.duckdb"
    with warehouse.connect(db) as wh:
        _insert(wh, [
            ("read_file", "error", "ENOENT: no such file or directory, open '/a.py'", "unknown", "unmatched", "aaaa"),
            ("read_file", "error", "ENOENT: no such file or directory, open '/b.py'", "unknown", "unmatched", "bbbb"),
            ("web_search", "error", "429 Too Many Requests", "unknown", "unmatched", "cccc"),
            ("read_file", "ok", None, None, None, None),
        ])
    args = ["reclassify", "--db", str(db), "--json"] + (["--dry-run"] if dry_run else [])
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["error_rows"], report["class_changed"], report["applied"]) == (3, 3, not dry_run)
    assert report["by_class"] == {"UnexpectedEnvironment": 2, "ProviderError": 1}
    with warehouse.connect(db) as wh:
        rows = wh.con.execute("SELECT error_class, reason, fingerprint, ruleset_version FROM tool_calls "
                              "WHERE is_error ORDER BY event_key").fetchall()
        fingerprints = wh.con.execute("SELECT count(*), sum(errors) FROM fingerprints").fetchone()
        rollup = wh.con.execute("SELECT error_class, sum(errors) FROM rollup_errors GROUP BY 1 ORDER BY 1").fetchall()
    if dry_run:
        assert {r[0] for r in rows} == {"unknown"} and fingerprints == (0, None)
    else:
        assert [r[:2] for r in rows] == [("UnexpectedEnvironment", "file_not_found")] * 2 + [("ProviderError", "rate_limited")]
        assert rows[0][2] == rows[1][2] != "aaaa"  # same bug, different paths: one fingerprint now
        assert {r[3] for r in rows} == {report["ruleset_version"]}
        assert fingerprints == (2, 3)
        assert rollup == [("ProviderError", 1), ("UnexpectedEnvironment", 2)]
