"""The UI tests' shared parts (conftest.py exposes the fixtures): a warehouse built from the simulator, with a hostile unknown-error burst, shared by the UI tests.

Three simulated days are ingested, then 40 unknown errors whose message carries
``<script>`` and an API key; detection opens alerts (one on the burst) and
delivery posts them to the loopback Slack server, so Slack's buttons have real
messages to edit.
"""

from __future__ import annotations

import json
import socket
import threading
from dataclasses import dataclass
from pathlib import Path

import pytest
from slack_server import SlackServer

from toolwatch.warehouse.db import copy

TOKEN = "xoxb-test-token"
SIGNING_SECRET = "8f742231b10e8888abcd99yyyzzz85a5"
HOSTILE = 'TypeError: <script>alert("pwned")</script> in render key=sk-proj-Abcdefghijklmnopqrstuvwx0123456789'
CONFIG = """
[detect]
unknown_min_calls = 20

[alerts.slack]
buttons = true

[ui]
base_url = "https://toolwatch.example.com"
refresh = "1s"
"""


@dataclass
class Built:
    db: Path
    config: Path
    slack: SlackServer
    hostile_alert: int

    def env(self) -> dict[str, str]:
        return {"SLACK_BOT_TOKEN": TOKEN, "SLACK_API_URL": self.slack.api_url, "SLACK_SIGNING_SECRET": SIGNING_SECRET}

    def settings(self, db: Path | None = None, config: Path | None = None):
        from toolwatch.flows.settings import load_settings

        return load_settings(config_path=config or self.config, db_path=db or self.db, environ=self.env())


def _hostile_lines(path: Path) -> Path:
    rows = []
    for i in range(120):
        ts = f"2026-11-29T20:{i // 12:02d}:{(i * 5) % 60:02d}Z"
        row = {"ts": ts, "tool": "edit_file", "model": "gpt-5", "status": "ok", "session_id": f"s-{i % 7}",
               "harness_version": "1.4.2", "client_os": "linux"}
        if i % 3 == 0:
            row.update(status="error", error_message=HOSTILE)
        rows.append(json.dumps(row))
    path.write_text("\n".join(rows) + "\n")
    return path


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    from toolwatch.flows.sim import simulate
    from toolwatch.flows.steps import deliver, detect_step, ingest_step
    from toolwatch.flows.wiring import open_warehouse

    root = tmp_path_factory.mktemp("ui")
    sim = simulate(root / "logs", days=3, seed=7, scale=0.2, end="2026-11-30T00:00Z")
    config = root / "toolwatch.toml"
    config.write_text(CONFIG)
    with SlackServer(token=TOKEN) as slack:
        b = Built(root / "w.duckdb", config, slack, 0)
        settings = b.settings()
        with open_warehouse(settings) as wh:
            ingest_step(wh, [str(p) for p in sim.paths] + [str(_hostile_lines(root / "hostile.jsonl"))], settings)
            detect_step(wh, settings)
            deliver(wh, settings, charts=False)
            b.hostile_alert = wh.con.execute(
                "SELECT alert_id FROM alerts WHERE kind = 'unknown_threshold' AND tool = 'edit_file' "
                "ORDER BY alert_id LIMIT 1").fetchone()[0]
        yield b


@pytest.fixture
def private_copy(built, tmp_path):
    """The built warehouse copied for a test that changes it."""
    db = tmp_path / "copy.duckdb"
    copy(built.db, db)  # the file and its write-ahead log (closing leaves a small one: warehouse.db)
    return db


class Served:
    """The UI under uvicorn on a loopback port of its own, in a thread."""

    def __init__(self, app) -> None:
        import uvicorn

        self.app = app
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)  # connections queue here until uvicorn accepts them: no start-up race
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)
        self.sock.close()


@pytest.fixture
def serve():
    started: list[Served] = []

    def start(app) -> Served:
        started.append(Served(app))
        return started[-1]

    yield start
    for s in started:
        s.stop()
