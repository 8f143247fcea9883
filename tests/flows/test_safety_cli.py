"""Honest mistakes with paths, flags and settings: a clear error, the exit code, and nothing written.

Each case is a reproduction from issue 12 ("The user's own data and accounts",
"Settings", and the future ``detect --at``).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import duckdb
import pytest

from toolwatch.flows.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- settings ----------------------------------------------------------------------------

SETTING_CASES = [
    ("threshold-5", "[detect]\nunknown_rate_threshold = 5\n",
     "setting detect.unknown_rate_threshold = 5.0 must be a number above 0 and at most 1"),
    ("threshold-negative", "[detect]\nunknown_rate_threshold = -0.1\n",
     "setting detect.unknown_rate_threshold = -0.1 must be a number above 0 and at most 1"),
    ("threshold-nan", "[detect]\nunknown_rate_threshold = nan\n",
     "setting detect.unknown_rate_threshold = nan must be a finite number"),
    ("min-effect-nan", "[detect]\nmin_effect = nan\n", "setting detect.min_effect = nan must be a finite number"),
    ("max-field-chars-0", "[ingest]\nmax_field_chars = 0\n",
     "setting ingest.max_field_chars = 0 must be a number of at least 64"),
    ("memory-lots", '[warehouse]\nmemory_limit = "lots"\n',
     "setting warehouse.memory_limit = 'lots' must be a size such as 512MB, 1GB or 4GiB"),
    ("timezone-typo", '[triage]\ntimezone = "Europe/Pariss"\n',
     "setting triage.timezone = 'Europe/Pariss' is not a time zone name such as UTC or Europe/Paris"),
    ("huge-duration", '[detect]\nresolve_dwell = "99999999d"\n',
     "setting detect.resolve_dwell = '99999999d' must be between 1s and 3650d"),
    ("route-not-a-channel", "[alerts.slack]\nroutes = {web_search = 5}\n",
     'setting alerts.slack.routes.web_search = 5 must be a channel name such as "#search-oncall"'),
    ("per-tool-string", '[detect.tools.web_search]\nunknown_rate_threshold = "0.02"\n',
     "setting detect.tools.web_search.unknown_rate_threshold must be a number, got str '0.02'"),
    ("per-tool-out-of-range", "[detect.tools.web_search]\nunknown_rate_threshold = 2\n",
     "setting detect.tools.web_search.unknown_rate_threshold = 2 must be a number above 0 and at most 1"),
    ("per-tool-typo", "[detect.tools.web_search]\nunknown_rate_treshold = 0.02\n",
     "[detect.tools.web_search] has unknown keys ['unknown_rate_treshold']; allowed: unknown_rate_threshold"),
    ("unknown-section", '[detekt]\nbucket = "5m"\n',
     "unknown section [detekt] in toolwatch.toml (setting 'detekt.bucket'); known sections: alerts, classify, "
     "dask, detect, ingest"),
    ("launcher-choice", '[triage.agents]\nlauncher = "devin"\n',
     "setting triage.agents.launcher = 'devin' must be one of cursor, linear_delegate, command"),
    ("runner-choice", '[triage]\nrunner = "llm"\n',
     "setting triage.runner = 'llm' must be one of deterministic, agent"),
    ("agent-command-unclosed-quote", '[triage]\nagent_command = "claude -p \\"x"\n',
     "setting triage.agent_command = 'claude -p \"x' is not a command line (No closing quotation)"),
    ("nul-in-a-string", '[alerts.slack]\ndefault_channel = "#a\\u0000b"\n',
     "setting alerts.slack.default_channel contains a control character"),
]


@pytest.mark.parametrize("command", [["alerts"], ["ingest", "nothing.jsonl"], ["triage", "--dry-run"],
                                     ["classify", "boom"]], ids=lambda c: c[0])
@pytest.mark.parametrize(("config", "message"), [c[1:] for c in SETTING_CASES], ids=[c[0] for c in SETTING_CASES])
def test_a_bad_setting_is_named_by_every_command_and_nothing_is_written(tmp_path, capsys, command, config, message):
    (tmp_path / "toolwatch.toml").write_text(config)
    code, out, err = run(capsys, *command)
    assert code == 2
    assert message in err
    assert out == ""
    assert not (tmp_path / "toolwatch.duckdb").exists()


def test_a_command_template_with_braces_loads_and_keeps_them(tmp_path, capsys):
    from toolwatch.flows.settings import load_settings
    from toolwatch.skills.agents import fill_placeholders

    (tmp_path / "toolwatch.toml").write_text("[triage.agents]\ncommand = \"sh -c \\\"awk '{print}' {prompt_file}\\\"\"\n")
    settings = load_settings()
    assert fill_placeholders(settings["triage.agents.command"], prompt_file="p.md") == \
        "sh -c \"awk '{print}' p.md\""


def test_a_nul_in_a_rules_tool_list_is_refused_naming_the_rule(tmp_path, capsys):
    (tmp_path / "toolwatch.toml").write_text(
        '[[classify.rules]]\nid = "r1"\nclass = "Timeout"\nreason = "slow"\ntool = ["run\\u0000cmd"]\n')
    code, _, err = run(capsys, "classify", "boom", "--tool", "run_terminal_cmd")
    assert code == 2
    assert "(id 'r1'): 'tool' holds a control character" in err


def test_a_catastrophic_user_regex_runs_on_re2_and_classifies(tmp_path, capsys):
    # The learned fallback is off: this is about the rule engine alone.
    (tmp_path / "toolwatch.toml").write_text(
        '[classify]\nlearned = false\n\n'
        '[[classify.rules]]\nid = "nested"\nclass = "Timeout"\nreason = "slow"\nmessage = "(a+)+b"\n')
    (tmp_path / "in.jsonl").write_text(
        json.dumps({"tool": "t", "status": "error", "error_message": "a" * 29 + "c"}) + "\n"
        + json.dumps({"tool": "t", "status": "error", "error_message": "aaab"}) + "\n")
    code, out, _ = run(capsys, "classify", "--input", "in.jsonl", "--json")
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [(r["error_class"], r["rule"]) for r in rows] == [("unknown", "fallback"), ("Timeout", "nested")]
    from toolwatch.detectors.rules import load_ruleset

    compiled = load_ruleset(None, [{"id": "n", "class": "Timeout", "reason": "x", "message": "(a+)+b"}]).rule("n")
    assert type(compiled._compiled["message"]).__module__.startswith("re2")


# -- warehouse files ---------------------------------------------------------------------

READ_COMMANDS = [["alerts"], ["issues"], ["show", "0ba07294"], ["slack", "outbox"], ["ticket", "list"],
                 ["agent", "list"], ["silence", "anomaly|t|*|Timeout", "--for", "1h", "--reason", "r"],
                 ["unsilence", "anomaly|t|*|Timeout"], ["triage", "--dry-run"], ["deliver"], ["retention"]]


@pytest.mark.parametrize("command", READ_COMMANDS, ids=lambda c: "-".join(c[:2]).replace("|", ""))
def test_a_missing_warehouse_is_reported_and_not_created(tmp_path, capsys, command):
    code, _, err = run(capsys, *command, "--db", "typo.duckdb")
    assert code == 2
    assert "no warehouse at typo.duckdb" in err and "nothing was created" in err
    assert not (tmp_path / "typo.duckdb").exists()


def _sqlite(path: Path) -> None:
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE x (a)")
    con.commit()
    con.close()


def _foreign_duckdb(path: Path) -> None:
    con = duckdb.connect(str(path))
    con.execute("CREATE TABLE orders (id INTEGER)")
    con.close()


FILE_CASES = [
    ("sqlite", _sqlite, "is a SQLite database, not a toolwatch warehouse (DuckDB); it was left unchanged"),
    ("corrupt", lambda p: p.write_bytes(b"\x00garbage" * 600), "is not a DuckDB file"),
    ("empty", lambda p: p.write_bytes(b""), "is an empty file: corrupt, or another format; it was left unchanged"),
    ("foreign-duckdb", _foreign_duckdb,
     "is a DuckDB database but not a toolwatch warehouse (tables: orders); it was left unchanged"),
]


@pytest.mark.parametrize("command", [["alerts"], ["ingest", "events.jsonl"], ["detect"]], ids=lambda c: c[0])
@pytest.mark.parametrize(("make", "message"), [c[1:] for c in FILE_CASES], ids=[c[0] for c in FILE_CASES])
def test_a_file_that_is_not_a_warehouse_is_named_and_left_unchanged(tmp_path, capsys, command, make, message):
    (tmp_path / "events.jsonl").write_text('{"ts": "2026-11-30T10:00:00Z", "tool": "t", "status": "ok"}\n')
    path = tmp_path / "other.db"
    make(path)
    before = digest(path)
    code, _, err = run(capsys, *command, "--db", str(path))
    assert code == 2
    assert message in err
    assert digest(path) == before
    assert not Path(str(path) + ".wal").exists()


# -- detect --at -------------------------------------------------------------------------


def test_detect_at_a_future_time_is_refused_and_evaluates_nothing(tmp_path, capsys, wh):
    wh.close()
    db = str(tmp_path / "test.duckdb")
    code, _, err = run(capsys, "detect", "--db", db, "--at", "2030-01-01T00:00Z")
    assert code == 2
    assert "cannot evaluate up to 2030-01-01 00:00Z: it is in the future" in err
    assert "nothing was evaluated" in err
    with duckdb.connect(db, read_only=True) as con:
        assert con.execute("SELECT count(*) FROM meta WHERE key = 'detect.last_bucket'").fetchone() == (0,)
    code, _, err = run(capsys, "detect", "--db", str(tmp_path / "new.duckdb"), "--at", "2030-01-01T00:00Z")
    assert code == 2 and not (tmp_path / "new.duckdb").exists()


# -- silences and show -------------------------------------------------------------------


def test_silence_warns_on_a_key_that_matches_nothing_and_unsilence_ends_it(tmp_path, capsys, wh):
    wh.con.execute("INSERT INTO rollup_calls VALUES ('2026-11-30 10:00', 'web_search', 'gpt-5', 10, 1)")
    wh.close()
    db = str(tmp_path / "test.duckdb")
    code, _, err = run(capsys, "silence", "anomaly|web_serch|*|ProviderError", "--for", "2h", "--reason", "x", "--db", db)
    assert code == 0
    assert "warning: no alert and no calls match 'anomaly|web_serch|*|ProviderError' (a typo?)" in err
    code, _, err = run(capsys, "silence", "anomaly|web_search|*|ProviderError", "--for", "2h", "--reason", "x", "--db", db)
    assert code == 0 and err == ""
    code, out, _ = run(capsys, "unsilence", "anomaly|web_search|*|ProviderError", "--db", db, "--json")
    assert code == 0 and len(json.loads(out)["ended"]) == 1
    code, out, _ = run(capsys, "alerts", "--db", db, "--json")
    assert [s["alert_key"] for s in json.loads(out)["silences"]] == ["anomaly|web_serch|*|ProviderError"]
    code, _, err = run(capsys, "unsilence", "anomaly|web_search|*|ProviderError", "--db", db)
    assert code == 1 and "no silence of 'anomaly|web_search|*|ProviderError' is in force; nothing changed" in err


def _fingerprint(wh, fp: str) -> None:
    wh.con.execute("INSERT INTO fingerprints (fingerprint, tool, error_class, reason, template, first_seen, last_seen, "
                   "errors) VALUES ($fp, 't', 'unknown', 'unmatched', 'boom', now()::TIMESTAMP, now()::TIMESTAMP, 1)",
                   {"fp": fp})


@pytest.mark.parametrize(("typed", "expected"), [
    ("0ba07294", "0ba072946b9fca14"),
    ("0BA0729", "0ba072946b9fca14"),
    ("TW-0ba07294", "0ba072946b9fca14"),
    ("0ba072946b9fca14", "0ba072946b9fca14"),
], ids=["prefix", "prefix-any-case", "ticket-id", "whole"])
def test_an_issue_is_named_by_prefix_or_ticket_id(wh, typed, expected):
    from toolwatch.skills.lookup import resolve_fingerprint

    _fingerprint(wh, "0ba072946b9fca14")
    _fingerprint(wh, "1cc0000000000000")
    wh.con.execute("INSERT INTO tickets (fingerprint, backend, identifier, title, state, priority, opened_at, updated_at)"
                   " VALUES ('0ba072946b9fca14', 'local', 'TW-0ba07294', 't', 'open', 2, now()::TIMESTAMP,"
                   " now()::TIMESTAMP)")
    assert resolve_fingerprint(wh, typed) == expected


@pytest.mark.parametrize(("typed", "message"), [
    ("1cc", "too short: give at least 4 characters"),
    ("1cc0", "matches several fingerprints (1cc0000000000000, 1cc0000000000001); give more characters"),
    ("ffff", "no fingerprint or ticket matches 'ffff'"),
], ids=["short", "ambiguous", "none"])
def test_a_name_that_is_not_one_issue_says_why(wh, typed, message):
    from toolwatch.skills.lookup import resolve_fingerprint
    from toolwatch.warehouse.errors import ConfigError

    _fingerprint(wh, "1cc0000000000000")
    _fingerprint(wh, "1cc0000000000001")
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        resolve_fingerprint(wh, typed)


# -- demo --------------------------------------------------------------------------------


def test_demo_refuses_a_folder_it_did_not_make_and_deletes_nothing(tmp_path, capsys):
    out = tmp_path / "mine"
    (out / "logs").mkdir(parents=True)
    (out / "logs" / "production.jsonl").write_text("precious\n")
    code, _, err = run(capsys, "demo", "--out", str(out), "--days", "1", "--no-prefect")
    assert code == 2
    assert "is not empty and was not made by `toolwatch demo`; nothing was deleted" in err
    assert (out / "logs" / "production.jsonl").read_text() == "precious\n"


def test_demo_keeps_its_fake_incidents_local_even_with_tokens_and_reruns_in_its_own_folder(tmp_path, capsys, monkeypatch):
    # Tokens that would be used if the demo read them: an unreachable API means any use would fail the run.
    monkeypatch.setenv("SLACK_BOT_TOKEN", "xoxb-real-looking-token")
    monkeypatch.setenv("SLACK_API_URL", "http://127.0.0.1:9/api/")
    monkeypatch.setenv("LINEAR_API_KEY", "lin_api_real_looking_key")
    monkeypatch.setenv("LINEAR_API_URL", "http://127.0.0.1:9/graphql")
    out = tmp_path / "demo"
    for _ in range(2):
        code, stdout, _ = run(capsys, "demo", "--out", str(out), "--days", "2", "--scale", "0.05",
                              "--no-prefect", "--json")
        assert code == 0
        result = json.loads(stdout)
        assert result["stages"]["delivery"].get("sink") == "local"
        assert (out / ".toolwatch-demo").exists()
    assert 'sink = "local"' in (out / "toolwatch-demo.toml").read_text()
    assert 'tickets = "local"' in (out / "toolwatch-demo.toml").read_text()
