"""``toolwatch serve --check``: verify the whole setup in a few seconds and say what is missing.

Each check is ``ok``, ``warn`` (works, but not as a production setup would:
local sinks, no recent logs) or ``fail`` (serve would not work). Network
checks go through the same clients the sinks use, with short timeouts.
"""

from __future__ import annotations

import socket
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from toolwatch.flows import wiring
from toolwatch.flows.settings import Settings

RECENT_S = 24 * 3600


@dataclass(frozen=True)
class Check:
    name: str
    status: str  # ok | warn | fail
    detail: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _warehouse(settings: Settings) -> Check:
    try:
        with wiring.open_warehouse(settings) as wh:
            calls = wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0]
    except Exception as exc:  # noqa: BLE001 — any failure to open is the finding
        return Check("warehouse", "fail", f"{settings.db_path}: {exc}")
    return Check("warehouse", "ok", f"{settings.db_path} opens ({calls:,} tool calls)")


def _slack(settings: Settings) -> list[Check]:
    token = settings.secrets.slack_bot_token
    if not token:
        return [Check("slack", "warn", f"SLACK_BOT_TOKEN is not set: alerts go to {settings['alerts.local_dir']}")]
    from toolwatch.alerts.slack_sink import SlackSink, slack_client

    client = slack_client(token, settings.secrets.slack_api_url, retries=0, timeout=5)
    try:
        who = client.auth_test()
    except Exception as exc:  # noqa: BLE001
        return [Check("slack", "fail", f"auth.test failed: {type(exc).__name__}: {exc}")]
    checks = [Check("slack", "ok", f"auth.test: bot {who.get('user')} in team {who.get('team')}")]
    sink = SlackSink(client)
    channels = [settings["alerts.slack.default_channel"], *settings["alerts.slack.routes"].values()]
    for channel in dict.fromkeys(channels):
        try:
            sink.channel_id(channel)
        except Exception as exc:  # noqa: BLE001
            checks.append(Check(f"slack {channel}", "fail", f"cannot use the channel: {exc}"))
        else:
            checks.append(Check(f"slack {channel}", "ok", "the bot can see the channel"))
    return checks


def _linear(settings: Settings) -> Check:
    key = settings.secrets.linear_api_key
    if not key:
        return Check("linear", "warn", f"LINEAR_API_KEY is not set: tickets go to {settings['triage.local_dir']}")
    from toolwatch.skills.linear import LinearClient

    client = LinearClient(key, settings.secrets.linear_api_url, timeout=5, max_retries=0)
    team_key = settings["triage.linear.team_key"]
    try:
        team = client.team(team_key)
    except Exception as exc:  # noqa: BLE001
        return Check("linear", "fail", f"team {team_key}: {exc}")
    finally:
        client.close()
    return Check("linear", "ok", f"team {team_key} ({team.get('name', team.get('id'))})")


def _cursor(settings: Settings) -> Check | None:
    if not settings["triage.agents.enabled"] or settings["triage.agents.launcher"] != "cursor":
        return None
    if not settings.secrets.cursor_api_key:
        return Check("cursor", "fail", "triage.agents.enabled with the cursor launcher needs CURSOR_API_KEY")
    return Check("cursor", "ok", "CURSOR_API_KEY is set")


def _triage_agent(settings: Settings) -> Check | None:
    """``runner = "agent"``: the agent's command must be installed where the weekly run looks."""
    if settings["triage.runner"] != "agent":
        return None
    import shlex
    import shutil

    config = wiring.triage_agent_config(settings)
    program = shlex.split(config.template())[0]
    found = shutil.which(program)
    if found is None:
        return Check("triage agent", "fail", f"{program!r} (triage.agent_command) is not on PATH: the weekly run would "
                     "fall back to the deterministic triage alone")
    return Check("triage agent", "ok", f"{found}; timeout {settings['triage.agent_timeout']}, "
                 f"{config.max_turns} turns, ${config.max_budget_usd:g}")


def _recent(folder: Path, what: str) -> Check:
    from toolwatch.flows.intake.spool import recent_files

    if not folder.is_dir():
        return Check(what, "warn", f"{folder} does not exist yet: install a hook (`toolwatch hook install`) "
                                   "or start the receiver, or nothing reaches the warehouse")
    recent = recent_files(folder, RECENT_S)
    if not recent:
        return Check(what, "warn", f"{folder}: no file written in the last 24 h")
    newest = max(p.stat().st_mtime for p in recent)
    return Check(what, "ok", f"{folder}: {len(recent)} files in the last 24 h, newest {time.time() - newest:.0f} s ago")


def _watch_dir(settings: Settings) -> Check | None:
    from toolwatch.warehouse.remote import is_remote

    watch = settings["serve.watch_dir"]
    if not watch:
        return None
    if is_remote(watch):
        return Check("watch_dir", "ok", f"{watch} (an object-store prefix, listed by each detect run)")
    path = Path(watch)
    if not path.is_dir():
        return Check("watch_dir", "fail", f"{watch} is not a directory")
    newest = max((p.stat().st_mtime for p in path.rglob("*") if p.is_file()), default=None)
    if newest is None or time.time() - newest > RECENT_S:
        return Check("watch_dir", "warn", f"{watch}: no file written in the last 24 h")
    return Check("watch_dir", "ok", f"{watch}: newest file {time.time() - newest:.0f} s old")


def _receiver(settings: Settings) -> Check | None:
    if not settings["receive.enabled"]:
        return None
    from toolwatch.flows.intake.receiver import ReceiverRefused, check_options

    options = wiring.receiver_options(settings)
    try:
        check_options(options)
    except ReceiverRefused as exc:
        return Check("receiver", "fail", str(exc))
    family = socket.AF_INET6 if ":" in options.host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        try:
            sock.bind((options.host, options.port))
        except OSError as exc:
            return Check("receiver", "fail", f"{options.host}:{options.port} is not free: {exc}")
    auth = "bearer token" if options.token else "no token (loopback only)"
    return Check("receiver", "ok", f"{options.host}:{options.port} is free; auth: {auth}")


def check_setup(settings: Settings) -> list[Check]:
    """Every check, in the order an operator sets things up: logs in, warehouse, sinks."""
    checks: list[Check | None] = [
        _recent(wiring.spool_dir_of(settings), "spool"),
        _watch_dir(settings),
        _receiver(settings),
        _warehouse(settings),
        *_slack(settings),
        _linear(settings),
        _cursor(settings),
        _triage_agent(settings),
    ]
    return [c for c in checks if c is not None]
