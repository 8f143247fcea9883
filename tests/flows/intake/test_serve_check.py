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
