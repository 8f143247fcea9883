"""Settings: one typed, frozen object, declared as a table of (name, default, help).

Sources, later wins: the defaults below, ``toolwatch.toml`` (``--config`` /
``TOOLWATCH_CONFIG``), then the environment for the few things that come from
it (``TOOLWATCH_DB``, ``TOOLWATCH_SPOOL``, ``TOOLWATCH_UI_TOKEN``, the secrets and AWS's own variables). This is the only
module that reads the environment, with one exception: the hook (:mod:`toolwatch.flows.intake.hook`)
runs on every tool call and reads its three variables itself rather than pay for this table.

A dotted name maps to a TOML table: ``detect.unknown_rate_threshold`` is
``[detect] unknown_rate_threshold``. Tables that hold per-name entries
(``detect.tools``, ``alerts.slack.routes``) are kept as dicts.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from toolwatch.flows.setting_checks import check_setting, parse_duration
from toolwatch.warehouse.errors import ConfigError

__all__ = ["SETTINGS", "Secrets", "Setting", "Settings", "load_settings", "parse_duration", "parse_time"]


@dataclass(frozen=True)
class Setting:
    name: str
    default: Any
    help: str


SETTINGS: tuple[Setting, ...] = (
    # warehouse
    Setting("warehouse.memory_limit", "1GB", "DuckDB memory cap; bigger loads spill to disk next to the warehouse"),
    Setting("warehouse.lock_wait", "30s", "how long a command waits for another process (a writer, the UI's snapshot copy) to let go of the warehouse"),
    # ingest
    Setting("ingest.max_field_chars", 8192, "error_message and args longer than this are truncated and flagged"),
    Setting("ingest.max_name_chars", 256, "tool, model, provider, ids and versions longer than this are cut (ending in '…' and a hash) and flagged"),
    Setting("ingest.future_tolerance", "1d", "events stamped further in the future than this are rejected"),
    Setting("ingest.past_tolerance", "400d", "events stamped further in the past than this are rejected (a ts of 0 is 1970)"),
    Setting("ingest.retention", "90d", "raw tool_calls older than this are dropped by `toolwatch retention`"),
    Setting("ingest.export_dir", "", "when set, retention exports dropped rows to Parquet here first"),
    Setting("ingest.s3.endpoint", "", "host[:port] of an S3-compatible store for s3:// URLs (MinIO, R2, GCS interoperability); empty = AWS"),
    Setting("ingest.s3.region", "us-east-1", "region of s3:// URLs (AWS_REGION overrides the default)"),
    Setting("ingest.s3.url_style", "vhost", "vhost (AWS) or path (MinIO and most self-hosted stores)"),
    Setting("ingest.s3.use_ssl", True, "false to reach the endpoint over plain http"),
    # classification
    Setting("classify.rules_file", "", "a TOML rules file whose rules run before the shipped defaults"),
    Setting("classify.rules", [], "inline rules (same shape as the rules file) that run before all others"),
    Setting("classify.learned", True, "templates no rule matches go to the learned fallback, which assigns a class only when confident"),
    # detection
    Setting("detect.bucket", "5m", "rollup bucket width; detection runs once per bucket"),
    Setting("detect.unknown_rate_threshold", 0.005, "per tool: unknown errors / calls above this alerts at once"),
    Setting("detect.unknown_min_calls", 200, "evidence gate: calls in the window before the unknown threshold may fire"),
    Setting("detect.unknown_min_errors", 5, "evidence gate: unknown errors in the window before it may fire"),
    Setting("detect.unknown_window", "15m", "window over which the unknown-error rate is measured"),
    Setting("detect.windows", ["15m", "30m", "1h", "2h", "6h"], "windows over which expected-class rates are tested"),
    Setting("detect.min_effect", 2.0, "an anomaly needs observed rate >= this multiple of the baseline"),
    Setting("detect.min_errors", 8, "an anomaly needs at least this many errors in the window"),
    Setting("detect.fdr", 0.01, "false-discovery budget (Benjamini-Hochberg) across all series x windows tested in one evaluation"),
    Setting("detect.no_data_window", "30m", "a tool, or all tools, with no calls this long while every recent day had traffic at this hour opens a no_data alert"),
    Setting("detect.ingest_every", "", "when set (e.g. 15m), a no_data alert opens if ingest has not run for this long plus one bucket"),
    Setting("detect.renotify_cooldown", "24h", "an open alert re-notifies at most this often, and only if worse"),
    Setting("detect.resolve_dwell", "2h", "a rate shown below the bar (95% upper bound) must hold this long on enough calls to resolve"),
    Setting("detect.reopen_window", "6h", "a condition back within this long of its resolution re-opens the same alert and Slack thread"),
    Setting("detect.new_error_cooldown", "1h", "while an unknown-threshold alert is open, a new unknown fingerprint of its tool that passes the unknown rule alone pages in its thread (once per fingerprint); its new-error pages are at least this far apart"),
    Setting("detect.renotify_factor", 1.5, "a renotification needs a score at least this multiple of the last notified one"),
    Setting("detect.baseline_halflife", "3d", "baseline memory: weight of a learned bucket halves after this much learning"),
    Setting("detect.grace", "1h", "a series is not scored before it has learned this much time with calls"),
    Setting("detect.grace_calls", 200, "... and this many calls (cold start; new models borrow the tool rate)"),
    Setting("detect.warmup", "1d", "warm-up: an expected-class series pages only once its baseline has learned this much time with calls (a full daily cycle; unknown thresholds need no baseline and are not affected)"),
    Setting("detect.warmup_calls", 1000, "... and this many calls"),
    Setting("detect.drift_days", 7, "days of history whose variation measures each series' day-to-day drift, which widens its test (0: a fixed allowance of 4,000 calls)"),
    Setting("detect.adapt_after", "24h", "a rate held out as anomalous this long in a row becomes the new baseline"),
    Setting("detect.tools", {}, "per-tool overrides, e.g. [detect.tools.web_search] unknown_rate_threshold = 0.02"),
    # alerts
    Setting("alerts.slack.default_channel", "#tool-errors", "channel for alerts without a route"),
    Setting("alerts.slack.routes", {}, "tool name -> channel"),
    Setting("alerts.slack.runbook_url", "", "link shown on every alert"),
    Setting("alerts.slack.dashboard_url", "", "link shown on every alert"),
    Setting("alerts.slack.buttons", False, "Acknowledge / Silence 24 h / Create ticket buttons on alerts (needs the UI at ui.base_url as the Slack app's interactivity URL)"),
    Setting("alerts.local_dir", "toolwatch-out/alerts", "where alerts go when SLACK_BOT_TOKEN is not set"),
    Setting("alerts.sink", "auto", "auto (Slack when SLACK_BOT_TOKEN is set, else local files) | slack | local"),
    # triage
    Setting("triage.linear.team_key", "HAR", "Linear team that receives tickets"),
    Setting("triage.min_new_errors", 20, "a fingerprint first seen this week needs this many errors to be 'new'"),
    Setting("triage.min_bug_errors", 5, "an unknown fingerprint with this many errors in a week is a bug and gets a ticket, whatever its status"),
    Setting("triage.max_new_tickets", 25, "at most this many tickets created per run (a first run's backlog); the rest wait for the next run"),
    Setting("triage.stuck_repeats", 3, "a session that repeats a fingerprint this many times with the same arguments is stuck"),
    Setting("triage.derail_minutes", 10, "a session with no call this long after an error stopped there (derailed)"),
    Setting("triage.local_dir", "toolwatch-out/tickets", "where tickets go when LINEAR_API_KEY is not set"),
    Setting("triage.tickets", "auto", "auto (Linear when LINEAR_API_KEY is set, else local Markdown) | linear | local"),
    Setting("triage.runner", "deterministic", "who runs the weekly triage: deterministic (no LLM) | agent (a coding agent follows the skill, then the deterministic triage runs as a safety net)"),
    Setting("triage.agent_command", "claude", "runner = agent: a preset (claude, codex) or a command template; {prompt}, {prompt_file}, {workdir}, {week}, {db}, {config}, {warehouse_dir}, {max_turns}, {max_budget_usd} are filled in"),
    Setting("triage.agent_timeout", "30m", "runner = agent: the agent's process group is killed after this long"),
    Setting("triage.agent_max_turns", 60, "runner = agent: turn cap passed to the agent ({max_turns})"),
    Setting("triage.agent_max_budget_usd", 5.0, "runner = agent: spending cap in US dollars passed to the agent ({max_budget_usd})"),
    Setting("triage.agent_workdir", "toolwatch-out/triage-agent", "runner = agent: each run gets a fresh folder here (skill, prompt, agent.log)"),
    Setting("triage.agents.enabled", False, "launch fix agents for real (otherwise dry-run)"),
    Setting("triage.agents.launcher", "cursor", "cursor | linear_delegate | command"),
    Setting("triage.agents.weekly_budget", 3, "at most this many fix agents a week"),
    Setting("triage.agents.min_sessions", 5, "an issue needs this many affected sessions for a fix agent"),
    Setting("triage.agents.repository", "", "repository the fix agent works on (Cursor source.repository)"),
    Setting("triage.agents.ref", "main", "branch the fix agent starts from"),
    Setting("triage.agents.command", "", "command template for the local launcher; {prompt_file} and {worktree} are filled in"),
    Setting("triage.agents.delegate_id", "", "Linear user id of the agent the issue is delegated to"),
    Setting("triage.timezone", "UTC", "time zone of the weekly triage schedule and of ISO weeks"),
    Setting("triage.history_weeks", 4, "previous weeks a fingerprint's rate is compared with"),
    Setting("triage.spike_ratio", 2.0, "spiking needs this week's rate >= this multiple of the previous weeks' rate"),
    Setting("triage.spike_p_value", 0.001, "spiking needs this week's errors to be this improbable under the previous rate"),
    Setting("triage.spike_min_errors", 10, "spiking needs at least this many errors this week"),
    Setting("triage.regress_min_errors", 3, "errors from fixed harness versions after a close that reopen a ticket"),
    Setting("triage.priority_sessions", 20, "sessions affected that make an issue high (urgent when unknown)"),
    Setting("triage.linear.attachment_base_url", "https://toolwatch.invalid/fingerprints", "base of the per-fingerprint URL that keys each ticket"),
    Setting("triage.agents.eligible_classes", ["unknown"], "issues of these classes may get a fix agent"),
    Setting("triage.agents.eligible_statuses", ["spiking", "regressed"], "issues with these statuses may get a fix agent, whatever the class"),
    Setting("triage.agents.cooldown", "14d", "no second agent for a fingerprint within this time of the last launch"),
    Setting("triage.agents.webhook_url", "", "Cursor agent status webhook"),
    Setting("triage.agents.worktrees_dir", "toolwatch-out/worktrees", "where the command launcher creates git worktrees"),
    # web UI
    Setting("ui.enabled", False, "`toolwatch serve` also serves the web UI (and /slack/actions)"),
    Setting("ui.host", "127.0.0.1", "address the UI binds to; anything but loopback needs ui.token"),
    Setting("ui.port", 8787, "port of the UI"),
    Setting("ui.base_url", "", "public URL of the UI: Slack alerts and Linear tickets link to their pages there"),
    Setting("ui.token", "", "when set, pages need it (Authorization: Bearer, or ?token= once, kept in a cookie); allows binding beyond loopback; TOOLWATCH_UI_TOKEN in the environment wins, so the secret need not sit in this file"),
    Setting("ui.refresh", "30s", "the UI reads a copy of the warehouse, refreshed at most this often when it changed; a rendered page is kept at most this long"),
    Setting("ui.snapshot_dir", "", "where the UI keeps its copy (default: a temporary folder)"),
    Setting("ui.max_renders", 2, "pages rendered at the same time (more loads wait their turn): however many visitors, the UI's share of the CPU stays this many low-priority threads"),
    # orchestration
    Setting("serve.detect_cron", "*/5 * * * *", "schedule of the detect deployment"),
    Setting("serve.triage_cron", "0 9 * * 1", "schedule of the weekly triage deployment"),
    Setting("serve.watch_dir", "", "when set, new files here (a folder, or an s3:// prefix) are ingested on every detect run"),
    Setting("serve.spool_dir", "", "the spool hooks and the receiver write to, ingested on every detect run; empty = TOOLWATCH_SPOOL, else toolwatch/spool in the user's data folder"),
    # receiver
    Setting("receive.enabled", False, "`toolwatch serve` also runs the OTLP / hook-event receiver"),
    Setting("receive.host", "127.0.0.1", "receiver address; anything but loopback needs TOOLWATCH_TOKEN"),
    Setting("receive.port", 4318, "receiver port (4318 is OTLP/HTTP's)"),
    Setting("receive.max_body_bytes", 16777216, "larger request bodies (as sent, compressed) get 413"),
    Setting("receive.min_free_bytes", 268435456, "below this much free disk under the spool, requests get 429 + Retry-After"),
    Setting("receive.model_wait", "15m", "an OTLP tool span whose model is in no span received yet (its agent span ends later) waits this long in the spool's held/ for it, then loads with model unknown"),
    Setting("dask.address", "", "scheduler address of an existing Dask cluster; empty = local cluster"),
    Setting("dask.workers", 2, "workers of the local Dask cluster"),
)

_DEFAULTS = {s.name: s.default for s in SETTINGS}
_DICT_TABLES = {s.name for s in SETTINGS if isinstance(s.default, dict)}


@dataclass(frozen=True)
class Secrets:
    """Tokens and endpoints from the environment. ``repr`` never shows a token."""

    slack_bot_token: str | None = field(default=None, repr=False)
    slack_api_url: str | None = None
    slack_signing_secret: str | None = field(default=None, repr=False)
    linear_api_key: str | None = field(default=None, repr=False)
    linear_api_url: str | None = None
    cursor_api_key: str | None = field(default=None, repr=False)
    cursor_api_url: str | None = None
    receiver_token: str | None = field(default=None, repr=False)
    aws_access_key_id: str | None = field(default=None, repr=False)
    aws_secret_access_key: str | None = field(default=None, repr=False)
    aws_session_token: str | None = field(default=None, repr=False)


@dataclass(frozen=True)
class Settings:
    db_path: str
    config_path: str | None
    values: dict[str, Any] = field(repr=False)  # ui.token may be in it
    secrets: Secrets
    inside_triage_agent: bool = False  # TOOLWATCH_TRIAGE_AGENT_RUN: a command run by the weekly triage agent

    def __getitem__(self, name: str) -> Any:
        try:
            return self.values[name]
        except KeyError:
            raise KeyError(f"unknown setting {name!r}") from None

    def tool_setting(self, tool: str, name: str) -> Any:
        """``detect.tools.<tool>.<name>`` when set, else ``detect.<name>``."""
        override = self.values["detect.tools"].get(tool, {})
        return override.get(name, self.values[f"detect.{name}"])


def _flatten(table: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and name not in _DICT_TABLES:
            flat.update(_flatten(value, name + "."))
        else:
            flat[name] = value
    return flat


def _check_type(name: str, value: Any) -> Any:
    default = _DEFAULTS[name]
    if isinstance(default, bool):
        ok = isinstance(value, bool)
    elif isinstance(default, float):
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        value = float(value) if ok else value
    elif isinstance(default, int):
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, type(default))
    if not ok:
        raise ConfigError(
            f"setting {name} must be {type(default).__name__}, got {type(value).__name__} {value!r}"
        )
    return value


def _unknown_setting(name: str, path: str | Path) -> str:
    section = name.split(".")[0]
    same = sorted(n for n in _DEFAULTS if n.split(".")[0] == section)
    if same:
        return f"unknown setting {name!r} in {path}; known in [{section}]: {', '.join(same)}"
    sections = sorted({n.split(".")[0] for n in _DEFAULTS})
    return f"unknown section [{section}] in {path} (setting {name!r}); known sections: {', '.join(sections)}"


def load_settings(
    config_path: str | Path | None = None,
    db_path: str | Path | None = None,
    environ: dict[str, str] | None = None,
) -> Settings:
    """Build the settings from defaults, the TOML file and the environment.

    ``config_path`` falls back to ``TOOLWATCH_CONFIG``, then ``./toolwatch.toml``
    when it exists. ``db_path`` falls back to ``TOOLWATCH_DB``, then
    ``./toolwatch.duckdb``.
    """
    env = os.environ if environ is None else environ
    path = config_path or env.get("TOOLWATCH_CONFIG") or None
    if path is None and Path("toolwatch.toml").exists():
        path = "toolwatch.toml"
    values = dict(_DEFAULTS)
    if path is not None:
        import tomllib  # only with a config file: ~3 ms of a small ingest's start-up otherwise

        try:
            raw = tomllib.loads(Path(path).read_text())
        except FileNotFoundError:
            raise ConfigError(f"config file {path} does not exist") from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"config file {path} is not valid TOML: {exc}") from exc
        for name, value in _flatten(raw).items():
            if name not in _DEFAULTS:
                raise ConfigError(_unknown_setting(name, path))
            values[name] = check_setting(name, _DEFAULTS[name], _check_type(name, value))
    secrets = Secrets(
        slack_bot_token=env.get("SLACK_BOT_TOKEN") or None,
        slack_api_url=env.get("SLACK_API_URL") or None,
        slack_signing_secret=env.get("SLACK_SIGNING_SECRET") or None,
        linear_api_key=env.get("LINEAR_API_KEY") or None,
        linear_api_url=env.get("LINEAR_API_URL") or None,
        cursor_api_key=env.get("CURSOR_API_KEY") or None,
        cursor_api_url=env.get("CURSOR_API_URL") or None,
        receiver_token=env.get("TOOLWATCH_TOKEN") or None,
        **aws_credentials(env),
    )
    region = env.get("AWS_REGION") or env.get("AWS_DEFAULT_REGION")
    if region and values["ingest.s3.region"] == _DEFAULTS["ingest.s3.region"]:
        # The usual AWS variable, unless the config names a region.
        values["ingest.s3.region"] = region
    if env.get("TOOLWATCH_UI_TOKEN"):
        values["ui.token"] = env["TOOLWATCH_UI_TOKEN"]  # a secret: the environment wins over the file
    if env.get("TOOLWATCH_SPOOL") and not values["serve.spool_dir"]:
        values["serve.spool_dir"] = env["TOOLWATCH_SPOOL"]  # where the hooks write, unless the config says
    db = str(db_path or env.get("TOOLWATCH_DB") or "toolwatch.duckdb")
    return Settings(db_path=db, config_path=str(path) if path else None, values=values, secrets=secrets,
                    inside_triage_agent=bool(env.get("TOOLWATCH_TRIAGE_AGENT_RUN")))


def aws_credentials(environ: Mapping[str, str] | None = None) -> dict[str, str | None]:
    """The AWS keys of this process's environment (Dask workers read their own, never the flow's)."""
    env = os.environ if environ is None else environ
    return {
        "aws_access_key_id": env.get("AWS_ACCESS_KEY_ID") or None,
        "aws_secret_access_key": env.get("AWS_SECRET_ACCESS_KEY") or None,
        "aws_session_token": env.get("AWS_SESSION_TOKEN") or None,
    }


def settings_markdown() -> str:
    """The configuration reference table for the README (kept in sync by a test)."""
    lines = ["| setting | default | meaning |", "|---|---|---|"]
    for s in SETTINGS:
        section, _, key = s.name.rpartition(".")
        default = "(none)" if s.default in ("", [], {}) else f"`{s.default!r}`".replace("'", '"')
        meaning = s.help.replace("|", "\\|")
        lines.append(f"| `[{section}] {key}` | {default} | {meaning} |")
    return "\n".join(lines)


def parse_time(text: str, option: str) -> datetime:
    """An ISO 8601 time from the command line as naive UTC (``Z`` or an offset allowed)."""
    try:
        value = datetime.fromisoformat(text.strip().replace("z", "Z").replace("Z", "+00:00"))
    except ValueError:
        raise ConfigError(f"{option} {text!r} is not an ISO 8601 time such as 2026-11-30T12:00Z") from None
    return value.astimezone(UTC).replace(tzinfo=None) if value.tzinfo else value


# Settings that name local files or folders: relative ones are resolved before a child process
# that runs elsewhere (the triage agent) gets them (classify.rules_file against the config's folder).
PATH_SETTINGS = ("alerts.local_dir", "triage.local_dir", "triage.agents.worktrees_dir", "triage.agent_workdir",
                 "ingest.export_dir", "classify.rules_file", "serve.watch_dir", "serve.spool_dir", "ui.snapshot_dir")


def resolved_config_toml(settings: Settings, cwd: Path) -> str:
    """The settings that differ from the defaults, with relative paths made absolute, as TOML
    (dotted keys): what a child process in another folder loads to mean the same thing."""
    lines = ["# Written by toolwatch for one triage-agent run: the operator's settings with absolute paths."]
    for s in SETTINGS:
        value = settings.values[s.name]
        if s.name in PATH_SETTINGS and value and "://" not in value and not Path(value).is_absolute():
            base = Path(settings.config_path).resolve().parent if s.name == "classify.rules_file" and settings.config_path else cwd
            value = str((base / value).resolve())
        if value != s.default:
            lines.append(f"{s.name} = {_toml_value(value)}")
    return "\n".join(lines) + "\n"


def _toml_value(value: Any) -> str:
    import json

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value)  # a JSON string is a TOML basic string
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(str(k))} = {_toml_value(v)}" for k, v in value.items()) + "}"
    raise ConfigError(f"cannot write {type(value).__name__} {value!r} as TOML")


def child_environment(overrides: Mapping[str, str]) -> dict[str, str]:
    """This process's environment with ``overrides``: what a child process (the triage agent) gets."""
    return {**os.environ, **overrides}


def write_readme_table(readme: Path) -> None:
    """Replace the generated block between ``<!-- settings:begin -->`` and ``<!-- settings:end -->``."""
    text = readme.read_text()
    head, rest = text.split("<!-- settings:begin -->", 1)
    _, tail = rest.split("<!-- settings:end -->", 1)
    readme.write_text(f"{head}<!-- settings:begin -->\n{settings_markdown()}\n<!-- settings:end -->{tail}")


if __name__ == "__main__":
    import sys

    if sys.argv[1:2] == ["--write-readme"]:
        write_readme_table(Path(sys.argv[2] if len(sys.argv) > 2 else "README.md"))
    else:
        print(settings_markdown())
