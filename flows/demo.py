"""``toolwatch demo``: the whole pipeline on simulated data, with local sinks.

simulate 14 days → ingest → detect (catching up bucket by bucket over the
history, as a live deployment would have) → deliver alerts → weekly triage →
a summary of what was found and where the outputs are. By default the stages
run as the Prefect flows that ``toolwatch serve`` schedules (on Prefect's
temporary local server); ``prefect=False`` runs the same plain steps directly.
Alerts and tickets are files under the output folder, whatever tokens the
environment holds: the demo's incidents are fake, and only ``live=True``
(``toolwatch demo --live``) sends them to the Slack and Linear the tokens name.

The output folder is the demo's own: it carries a marker file, and a re-run
replaces only what the demo wrote there. A folder that is not empty and has no
marker is refused, never cleared.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

MARKER = ".toolwatch-demo"
DEMO_OUTPUTS = ("logs", "alerts", "tickets", "demo.duckdb", "demo.duckdb.wal", "toolwatch-demo.toml", MARKER)

DEMO_CONFIG = """\
# Written by `toolwatch demo`: local sinks under this folder.
[alerts]
local_dir = "{out}/alerts"
sink = "{sink}"

[triage]
local_dir = "{out}/tickets"
tickets = "{tickets}"
"""


@dataclass
class DemoResult:
    out_dir: Path
    db_path: Path
    config_path: Path
    simulated: dict[str, Any]
    stages: dict[str, dict[str, Any]] = field(default_factory=dict)
    summary: dict[str, Any] = field(default_factory=dict)
    used_prefect: bool = False
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "out_dir": str(self.out_dir), "db": str(self.db_path), "config": str(self.config_path),
            "used_prefect": self.used_prefect, "simulated": self.simulated, "stages": self.stages,
            "summary": self.summary, "notes": self.notes,
        }


def run_demo(
    out_dir: Path,
    *,
    days: float = 14,
    seed: int = 7,
    scale: float = 0.3,
    prefect: bool = True,
    live: bool = False,
    say: Callable[[str], None] = lambda _: None,
) -> DemoResult:
    from toolwatch.flows.sim import simulate

    out_dir = out_dir.resolve()
    claim_output_folder(out_dir)
    logs = out_dir / "logs"
    db_path = out_dir / "demo.duckdb"
    config_path = out_dir / "toolwatch-demo.toml"
    sinks = {"sink": "auto", "tickets": "auto"} if live else {"sink": "local", "tickets": "local"}
    config_path.write_text(DEMO_CONFIG.format(out=out_dir.as_posix(), **sinks))

    say(f"simulating {days:g} days of tool calls (seed {seed}) …")
    # Up to this minute, not the hour: data that stopped half an hour ago is what the live
    # no-data check (`detect`) exists to report, and the demo's data has not stopped.
    sim = simulate(logs, days=days, seed=seed, scale=scale, dirty=0.0005,
                   end=datetime.now(UTC).replace(second=0, microsecond=0))
    simulated = {"events": sim.events, "files": len(sim.paths), "dirty_lines": sim.dirty_lines,
                 "incidents": len(sim.incidents), "ground_truth": str(sim.ground_truth_path),
                 "start": sim.start, "end": sim.end}
    result = DemoResult(out_dir, db_path, config_path, simulated)
    stages = _run_stages(result, [str(p) for p in sim.paths], prefect, say)
    result.stages = stages
    result.summary = summarize(db_path, config_path)
    result.summary["score"] = score_against_truth(result.summary["alert_list"], sim.incidents)
    return result


def claim_output_folder(out_dir: Path) -> None:
    """Make ``out_dir`` the demo's: new or empty (then marked), or marked by an earlier demo (then
    only the demo's own outputs are removed). Anything else is refused and left untouched."""
    from toolwatch.warehouse.errors import ConfigError

    if out_dir.exists() and not out_dir.is_dir():
        raise ConfigError(f"--out {out_dir} is a file; the demo needs a folder of its own")
    if out_dir.is_dir() and any(out_dir.iterdir()) and not (out_dir / MARKER).exists():
        raise ConfigError(f"--out {out_dir} is not empty and was not made by `toolwatch demo`; "
                          "nothing was deleted: choose a new or empty folder")
    for name in DEMO_OUTPUTS:
        stale = out_dir / name
        if stale.is_dir():
            shutil.rmtree(stale)
        else:
            stale.unlink(missing_ok=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / MARKER).write_text("This folder was made by `toolwatch demo`; a re-run replaces its contents.\n")


def score_against_truth(alert_rows: list[dict[str, Any]], incidents: list[dict[str, Any]]) -> dict[str, Any]:
    """The demo's own score: the alerts it opened against the simulator's ground truth."""
    from toolwatch.flows.sim.score import score

    alerts = [{"fired_at": a["opened_at"], "tool": a["tool"], "error_class": a["error_class"],
               "model": None if a["model"] == "all models" else a["model"], "kind": a["kind"]} for a in alert_rows]
    return score(alerts, incidents)


def _run_stages(result: DemoResult, paths: list[str], prefect: bool, say: Callable[[str], None]) -> dict:
    db, config = str(result.db_path), str(result.config_path)
    if prefect:
        # The temporary server would try to send usage telemetry; there is no one to send it to.
        os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
        try:
            from toolwatch.flows.prefect_flows.pipeline import detect, ingest, weekly_triage

            say("ingest flow …")
            stages = {"ingest": ingest(paths, db=db, config=config)}
            say("detect flow (catching up over the simulated history) …")
            stages["detect"] = detect(db=db, config=config)
            say("weekly-triage flow …")
            stages["triage"] = weekly_triage(db=db, config=config)
            result.used_prefect = True
            return {name: _counts(value) for name, value in stages.items()}
        except Exception as exc:  # noqa: BLE001 - the demo must reach the end; say why it fell back
            result.notes.append(f"Prefect flows unavailable ({type(exc).__name__}: {exc}); ran the steps directly")
            say(result.notes[-1])
            for suffix in ("", ".wal"):
                Path(db + suffix).unlink(missing_ok=True)
    return _run_plain(result, paths, say)


def _run_plain(result: DemoResult, paths: list[str], say: Callable[[str], None]) -> dict:
    from toolwatch import warehouse
    from toolwatch.flows.settings import load_settings
    from toolwatch.flows.steps import deliver_step, detect_step, ingest_step, triage_step

    settings = load_settings(config_path=result.config_path, db_path=result.db_path)
    with warehouse.connect(settings.db_path, memory_limit=settings["warehouse.memory_limit"]) as wh:
        say("ingest …")
        report = ingest_step(wh, paths, settings)
        stages: dict[str, dict[str, Any]] = {"ingest": {
            "lines_read": report.lines_read, "accepted": report.accepted,
            "rejected": report.rejected, "duplicates": report.duplicates}}
        say("detect (catching up over the simulated history) …")
        stages["detect"] = _counts(detect_step(wh, settings).to_dict())
        stages["delivery"] = _counts(deliver_step(wh, settings).to_dict())
        say("weekly triage …")
        stages["triage"] = _counts(triage_step(wh, settings).to_dict())
    return stages


def _counts(value: dict[str, Any]) -> dict[str, Any]:
    return {k: (len(v) if isinstance(v, list) else v) for k, v in value.items()
            if not isinstance(v, dict) and k != "open_alerts"}


def summarize(db_path: Path, config_path: Path) -> dict[str, Any]:
    """What the demo found, read back from the warehouse."""
    from toolwatch import warehouse
    from toolwatch.flows.settings import load_settings

    settings = load_settings(config_path=config_path, db_path=db_path)
    with warehouse.connect(db_path) as wh:
        summary = wh.rows("demo_summary")[0]
        summary["top_fingerprints"] = wh.rows("demo_top_fingerprints")
        summary["alert_list"] = wh.rows("demo_alerts")
        summary["ticket_list"] = wh.rows("demo_tickets")
    summary["alerts_dir"] = settings["alerts.local_dir"]
    summary["tickets_dir"] = settings["triage.local_dir"]
    return summary

