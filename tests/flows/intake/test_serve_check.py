"""`toolwatch serve --check` says what is missing, and fails when something would not work."""

from __future__ import annotations

import json
import socket

from toolwatch.flows.cli import main


def test_check_reports_logs_receiver_warehouse_and_local_sinks(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    spool = tmp_path / "spool"
    spool.mkdir()
    (spool / "hook-20261129T09.jsonl").write_text("{}\n")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        config = tmp_path / "toolwatch.toml"
        config.write_text(f'[serve]\nspool_dir = "{spool}"\n[receive]\nenabled = true\nport = {port}\n')
        code = main(["serve", "--check", "--json", "--config", str(config), "--db", str(tmp_path / "w.duckdb")])
    checks = {c["name"]: c["status"] for c in json.loads(capsys.readouterr().out)["checks"]}
    assert code == 1  # the receiver's port is taken
    assert checks == {"spool": "ok", "receiver": "fail", "warehouse": "ok", "slack": "warn", "linear": "warn"}


def test_check_finds_the_triage_agents_command_or_says_it_is_missing(tmp_path, capsys, monkeypatch):
    import shlex
    import sys

    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    found = {}
    for name, command in (("missing", "no-such-triage-agent -p {prompt}"), ("installed", f"{shlex.quote(sys.executable)} -c pass")):
        config = tmp_path / f"{name}.toml"
        config.write_text(f'[triage]\nrunner = "agent"\nagent_command = "{command}"\n')
        code = main(["serve", "--check", "--json", "--config", str(config), "--db", str(tmp_path / "w.duckdb")])
        found[name] = (code, {c["name"]: c for c in json.loads(capsys.readouterr().out)["checks"]}["triage agent"])
    assert found["missing"][0] == 1 and found["missing"][1]["status"] == "fail"
    assert "'no-such-triage-agent' (triage.agent_command) is not on PATH" in found["missing"][1]["detail"]
    assert found["installed"][1]["status"] == "ok" and "60 turns, $5" in found["installed"][1]["detail"]
