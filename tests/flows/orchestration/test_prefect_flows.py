"""The Prefect flows under one session-scoped test server: artifacts, retries, no double work.

Deployment schedules are inspected on the objects ``toolwatch serve`` builds,
without waiting for a clock.
"""

from __future__ import annotations

import json
import logging
import re
import subprocess
import sys
import textwrap
import threading
from datetime import timedelta
from pathlib import Path

import pytest
from orchestration_data import T0, write_events

from toolwatch import warehouse
from toolwatch.warehouse.run_lock import acquire, release

# The first test also starts Prefect's test server (the session fixture), which took over
# 5 minutes with both cores busy and other suites running: give it room, the tests wait on events.
pytestmark = pytest.mark.timeout(900)


def _task_runs(flow_run_id) -> list:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId

    with get_client(sync_client=True) as client:
        return client.read_task_runs(flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[flow_run_id])))


def _latest_artifact(key: str):
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey

    with get_client(sync_client=True) as client:
        found = client.read_latest_artifacts(artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=[key])))
    assert found, f"no artifact {key}"
    return found[0]


def _rendered(markdown: str) -> str:
    """What a Markdown viewer shows for backslash-escaped punctuation."""
    return re.sub(r"\\([\\`*_{}\[\]()#+\-.!|<>~])", r"\1", markdown)


def _artifacts(key: str) -> list:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey

    with get_client(sync_client=True) as client:
        return client.read_artifacts(artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=[key])))


# -- deployments built by serve ---------------------------------------------------------------

def _config(tmp_path: Path, body: str) -> str:
    path = tmp_path / "toolwatch.toml"
    path.write_text(textwrap.dedent(body))
    return str(path)


def test_serve_deployments_carry_the_configured_schedules(tmp_path):
    from prefect.client.schemas.objects import ConcurrencyLimitStrategy

    from toolwatch.flows.prefect_flows.deployments import build_deployments
    from toolwatch.flows.settings import load_settings

    (tmp_path / "inbox").mkdir()
    config = _config(tmp_path, """
        [serve]
        detect_cron = "*/10 * * * *"
        triage_cron = "30 8 * * 1"
        watch_dir = "inbox"
        spool_dir = "spool"
        [triage]
        timezone = "Europe/Berlin"
    """)
    settings = load_settings(config_path=config, db_path="wh.duckdb")
    by_name = {d.name: d for d in build_deployments(settings)}
    assert set(by_name) == {"toolwatch-detect", "toolwatch-weekly-triage", "toolwatch-retention", "toolwatch-ingest"}

    def schedules(name):
        return [(s.schedule.cron, s.schedule.timezone) for s in by_name[name].schedules or []]

    assert schedules("toolwatch-detect") == [("*/10 * * * *", "Europe/Berlin")]
    assert schedules("toolwatch-weekly-triage") == [("30 8 * * 1", "Europe/Berlin")]
    assert schedules("toolwatch-retention") == [("17 3 * * *", "Europe/Berlin")]
    assert schedules("toolwatch-ingest") == []
    detect = by_name["toolwatch-detect"]
    assert detect.concurrency_limit == 1
    assert detect.concurrency_options.collision_strategy == ConcurrencyLimitStrategy.CANCEL_NEW
    assert detect.parameters == {"db": str(tmp_path / "wh.duckdb"), "config": config,
                                 "watch_dir": str(tmp_path / "inbox"), "spool": str(tmp_path / "spool")}
    # An s3:// prefix is watched as given (listed by each run, never resolved as a local path).
    config = _config(tmp_path, '[serve]\nwatch_dir = "s3://logs/agents/"\n')
    (detect,) = [d for d in build_deployments(load_settings(config_path=config)) if d.name == "toolwatch-detect"]
    assert detect.parameters["watch_dir"] == "s3://logs/agents/"
    # Runs start in fresh processes wherever serve was started: flows load by module path.
    assert detect.entrypoint == "toolwatch.flows.prefect_flows.pipeline.detect"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('[serve]\ndetect_cron = "every five minutes"\n', "serve.detect_cron"),
        ('[triage]\ntimezone = "Mars/Olympus"\n', "Mars/Olympus"),
        ('[serve]\nwatch_dir = "missing"\n', "serve.watch_dir"),
    ],
    ids=["bad-cron", "bad-timezone", "missing-watch-dir"],
)
def test_serve_refuses_bad_schedules_before_starting_anything(tmp_path, capsys, body, message):
    from toolwatch.flows.cli import main

    assert main(["serve", "--check", "--json", "--config", _config(tmp_path, body)]) == 2
    assert message in json.loads(capsys.readouterr().out)["error"]


def test_serve_check_lists_the_deployments(tmp_path, capsys, monkeypatch):
    from toolwatch.flows.cli import main

    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    assert main(["serve", "--check", "--json", "--db", str(tmp_path / "x.duckdb")]) == 0
    out = json.loads(capsys.readouterr().out)
    crons = {d["deployment"]: [s["cron"] for s in d["schedules"]] for d in out["deployments"]}
    assert crons["detect/toolwatch-detect"] == ["*/5 * * * *"]
    assert crons["weekly-triage/toolwatch-weekly-triage"] == ["0 9 * * 1"]


# -- retries: transient yes, bad input no ----------------------------------------------------

_HOLDER = """
import sys, duckdb
con = duckdb.connect(sys.argv[1])
print("holding", flush=True)
sys.stdin.read()  # until the test closes our stdin
con.close()
"""


class RetryScheduled(logging.Handler):
    """Set when Prefect schedules a task retry (its "Retry 1/N will start" log line): the event the
    outage tests wait for before ending the outage, instead of guessing how long an attempt takes."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        # A formatter and a public class name make it a "user handler" to Prefect's setup_logging,
        # which then leaves the root logger's handlers alone instead of replacing them.
        self.setFormatter(logging.Formatter("%(message)s"))
        self.event = threading.Event()

    def emit(self, record: logging.LogRecord) -> None:
        if " - Retry " in record.getMessage():
            self.event.set()


@pytest.fixture
def first_retry():
    # On the root logger, where Prefect's records propagate: Prefect's own loggers are
    # reconfigured (their handlers dropped) whenever it sets up logging.
    handler = RetryScheduled()
    logging.getLogger().addHandler(handler)
    try:
        yield handler.event
    finally:
        logging.getLogger().removeHandler(handler)


def _in_thread(fn) -> tuple[threading.Thread, list]:
    result: list = []
    thread = threading.Thread(target=lambda: result.append(fn()))
    thread.start()
    return thread, result


def test_ingest_retries_while_another_process_holds_the_warehouse(prefect_harness, tmp_path, first_retry):
    from toolwatch.flows.prefect_flows.pipeline import ingest

    db = tmp_path / "busy.duckdb"
    warehouse.connect(db).close()
    write_events(tmp_path / "e.jsonl", T0, 10, 3)
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(db)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "holding"
        run, result = _in_thread(lambda: ingest([str(tmp_path / "e.jsonl")], db=str(db), return_state=True))
        # Held until an attempt has met the held file and a retry is scheduled, then let go.
        assert first_retry.wait(timeout=120), "no retry was scheduled"
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)
        holder.stdout.close()
    run.join(timeout=120)
    (state,) = result
    assert state.is_completed(), state.message
    assert state.result()["accepted"] == 30
    (task_run,) = _task_runs(state.state_details.flow_run_id)
    assert task_run.run_count >= 2, "the first attempt met the held file and must have been retried"


def test_an_object_store_outage_delays_the_ingest_and_loses_nothing(prefect_harness, tmp_path, monkeypatch,
                                                                     first_retry):
    """The store is down when the flow starts and comes up, already filled, during the retry waits."""
    import s3_server

    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "test-key-id")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "test-secret-key")
    from toolwatch.flows.prefect_flows.pipeline import ingest

    store = s3_server.start()
    entrance = s3_server.Forwarder(s3_server.free_port(), store.endpoint)  # refuses connections until opened
    config = _config(tmp_path, f"""
        [ingest.s3]
        endpoint = "127.0.0.1:{entrance.port}"
        url_style = "path"
        use_ssl = false
    """)
    write_events(tmp_path / "e.jsonl", T0, 10, 3)
    s3_client = store.client()
    s3_client.create_bucket(Bucket="inbox")
    s3_client.put_object(Bucket="inbox", Key="agents/e.jsonl", Body=(tmp_path / "e.jsonl").read_bytes())
    try:
        run, result = _in_thread(lambda: ingest(
            ["s3://inbox/agents/"], db=str(tmp_path / "w.duckdb"), config=config, return_state=True))
        assert first_retry.wait(timeout=120), "no retry was scheduled"
        entrance.open()  # the outage ends: the store is reachable, with everything in it
        run.join(timeout=120)
    finally:
        entrance.close()
        store.process.terminate()
        store.process.wait(timeout=10)
    (state,) = result
    assert state.is_completed(), state.message
    assert state.result()["accepted"] == 30
    (task_run,) = _task_runs(state.state_details.flow_run_id)
    assert task_run.run_count >= 2, "the first attempt met the store down and must have been retried"


def test_a_bad_file_is_quarantined_at_once_without_retries_and_the_rest_loads(prefect_harness, tmp_path):
    from toolwatch.flows.prefect_flows.pipeline import ingest

    bad = tmp_path / "broken.parquet"
    bad.write_bytes(b"PAR1 this is not a parquet file")
    write_events(tmp_path / "e.jsonl", T0, 10, 3)
    state = ingest([str(bad), str(tmp_path / "e.jsonl")], db=str(tmp_path / "w.duckdb"), return_state=True)
    assert state.is_completed(), state.message
    assert (state.result()["quarantined_files"], state.result()["accepted"]) == (1, 30)
    (run,) = _task_runs(state.state_details.flow_run_id)
    assert run.run_count == 1


def test_detect_runs_when_the_watched_folder_holds_a_corrupt_file(prefect_harness, tmp_path):
    from toolwatch.flows.prefect_flows.pipeline import detect

    watch = tmp_path / "watch"
    watch.mkdir()
    (watch / "a.parquet").write_bytes(b"PAR1 this is not a parquet file")
    write_events(watch / "b.jsonl", T0, 90, 20, unknown_from_minute=60, unknown_per_minute=2)
    result = detect(db=str(tmp_path / "w.duckdb"), watch_dir=str(watch))
    assert result["buckets"] > 0 and result["opened"] >= 1


# -- detect: the run lock, two runs at once, artifacts ---------------------------------------

def test_two_detect_runs_at_once_open_and_send_each_alert_once(prefect_harness, tmp_path):
    from toolwatch.flows.prefect_flows.pipeline import detect, ingest

    db = str(tmp_path / "wh.duckdb")
    # Artifacts are per Prefect server: count only this test's detect summaries.
    earlier = {a.id for a in _artifacts("toolwatch-detect")}
    write_events(tmp_path / "e.jsonl", T0, 90, 20, unknown_from_minute=60, unknown_per_minute=2)
    assert ingest([str(tmp_path / "e.jsonl")], db=db)["accepted"] == 1800

    # A run that finds the lock held stands down and changes nothing.
    with warehouse.connect(db) as wh:
        assert acquire(wh, "detect", "someone-else", timedelta(minutes=5))
    skipped = detect(db=db)
    assert "someone-else" in skipped["skipped"]
    with warehouse.connect(db) as wh:
        assert wh.rows("alerts_open") == []
        release(wh, "detect", "someone-else")

    results: list = []
    runs = [threading.Thread(target=lambda: results.append(detect(db=db))) for _ in range(2)]
    for t in runs:
        t.start()
    for t in runs:
        t.join(timeout=300)
    assert len(results) == 2
    assert sum(r.get("opened", 0) for r in results) == 1
    with warehouse.connect(db) as wh:
        alerts = wh.con.execute("SELECT alert_key, count(*) FROM alerts GROUP BY 1").fetchall()
        assert alerts == [("unknown_threshold|edit_file|*|unknown", 1)]
        outbox = wh.con.execute("SELECT count(*), count(DISTINCT dedupe_key) FROM outbox WHERE sink = 'slack'").fetchone()
        assert outbox == (1, 1)
    log = tmp_path / "toolwatch-out" / "alerts" / "messages.jsonl"
    posts = [json.loads(line) for line in log.read_text().splitlines()]
    top_level = [p for p in posts if p["method"] == "chat.postMessage" and not p["thread_ts"]]
    assert len(top_level) == 1

    table = _latest_artifact("toolwatch-open-alerts")
    assert [(row["tool"], row["error_class"]) for row in json.loads(table.data)] == [("edit_file", "unknown")]
    # Three detect runs published a summary (one skipped); together they opened one alert.
    opened = [int(n) for a in _artifacts("toolwatch-detect") if a.id not in earlier
              for n in re.findall(r"\| opened \| (\d+) \|", _rendered(a.data))]
    assert sum(opened) == 1


def test_weekly_triage_and_retention_flows_publish_their_summaries(prefect_harness, tmp_path):
    from toolwatch.flows.prefect_flows.pipeline import retention, weekly_triage
    from toolwatch.flows.settings import load_settings
    from toolwatch.flows.steps import ingest_step

    db = str(tmp_path / "wh.duckdb")
    write_events(tmp_path / "e.jsonl", T0, 60, 10, unknown_from_minute=30, unknown_per_minute=3)
    with warehouse.connect(db) as wh:
        ingest_step(wh, [str(tmp_path / "e.jsonl")], load_settings(db_path=db))
        rollups = wh.con.execute("SELECT * FROM rollup_calls ORDER BY ALL").fetchall()

    triage = weekly_triage(db=db, week="2026-W45", dry_run=True)
    assert triage["week"] == "2026-W45"
    assert triage["issues"] >= 1, "90 unknown errors of one fingerprint in the week are a new issue"
    assert "| week | 2026-W45 |" in _rendered(_latest_artifact("toolwatch-weekly-triage").data)

    removed = retention(db=db, older_than="7d")
    assert removed["rows_removed"] == 600
    with warehouse.connect(db) as wh:
        assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone() == (0,)
        assert wh.con.execute("SELECT * FROM rollup_calls ORDER BY ALL").fetchall() == rollups
    assert "| rows_removed | 600 |" in _rendered(_latest_artifact("toolwatch-retention").data)
