"""Settings → package objects: the one place that turns configuration into things that run.

Every caller (the CLI, the Prefect flows, the demo, backtest, benchmarks) builds
its classifier, object store, Slack sink, ticket backend, fix-agent launcher and
detect / lifecycle / triage configurations here, so a setting means the same
everywhere. Nothing here runs a pipeline step: that is :mod:`toolwatch.flows.steps`.
Heavy libraries are imported inside the builders so ``toolwatch --help`` stays fast.
"""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path
from typing import Any

from toolwatch.flows.settings import Settings, parse_duration
from toolwatch.warehouse.errors import ConfigError


def open_warehouse(settings: Settings, *, read_only: bool = False, must_exist: bool = False,
                   threads: int | None = None):
    """The configured warehouse (``--db`` / ``TOOLWATCH_DB``), migrated and with its memory cap.

    Commands that only read or change existing records pass ``must_exist``: a
    typo in ``--db`` then says so instead of creating an empty warehouse.
    """
    from toolwatch import warehouse

    return warehouse.connect(settings.db_path, read_only=read_only, must_exist=must_exist,
                             memory_limit=settings["warehouse.memory_limit"],
                             lock_wait=parse_duration(settings["warehouse.lock_wait"]), threads=threads)


# -- classification and ingest ---------------------------------------------------------


def ruleset_from(settings: Settings):
    """The rules in force: ``classify.rules``, then ``classify.rules_file`` (relative to the config file), then defaults."""
    from toolwatch.detectors.rules import load_ruleset

    rules_file = settings["classify.rules_file"] or None
    if rules_file and settings.config_path and not Path(rules_file).is_absolute():
        rules_file = str(Path(settings.config_path).parent / rules_file)
    return load_ruleset(rules_file, settings["classify.rules"])


def learned_fallback_from(settings: Settings) -> Any:
    """The learned fallback over the shipped examples, or None when ``classify.learned`` is off."""
    if not settings["classify.learned"]:
        return None
    from toolwatch.detectors.learned import shipped_fallback

    return shipped_fallback()


def build_classifier(settings: Settings) -> Any:
    """The compiled classifier for the configured rules and the learned fallback (shared by ingest, detect, backtest)."""
    from toolwatch.detectors.classify import compile_classifier

    return compile_classifier(ruleset_from(settings), learned_fallback_from(settings))


def object_store_from(settings: Settings, credentials: bool = True) -> Any:
    """How s3:// URLs are reached: ``[ingest.s3]``, plus the AWS credentials from the environment
    unless ``credentials`` is false (what is shipped to Dask workers, which use their own)."""
    from dataclasses import replace

    from toolwatch.warehouse.remote import ObjectStore

    store = ObjectStore(
        endpoint=settings["ingest.s3.endpoint"],
        region=settings["ingest.s3.region"],
        url_style=settings["ingest.s3.url_style"],
        use_ssl=settings["ingest.s3.use_ssl"],
        key_id=settings.secrets.aws_access_key_id,
        secret=settings.secrets.aws_secret_access_key,
        session_token=settings.secrets.aws_session_token,
    )
    return store if credentials else replace(store, key_id=None, secret=None, session_token=None)


# -- detection ---------------------------------------------------------------------------

DEFAULT_BUCKET_SECONDS = 300


def bucket_seconds_of(wh, settings: Settings) -> int:
    """The rollup width: ``meta['bucket_seconds']`` when ingest wrote it, else ``detect.bucket``."""
    stored = wh.meta_get("bucket_seconds")
    return int(stored) if stored else parse_duration(settings["detect.bucket"])


def detect_config(settings: Settings, bucket_seconds: int):
    from toolwatch.detectors.baselines import BaselineParams
    from toolwatch.detectors.config import DetectConfig

    def buckets(name: str) -> int:
        return max(1, parse_duration(settings[name]) // bucket_seconds)

    windows = settings["detect.windows"]
    if not windows or not all(isinstance(w, str) for w in windows):
        raise ConfigError("detect.windows must be a non-empty list of durations such as [\"15m\", \"1h\", \"6h\"]")
    fdr = settings["detect.fdr"]
    if not 0 < fdr < 1:
        raise ConfigError(f"detect.fdr must be between 0 and 1, got {fdr}")
    return DetectConfig(
        bucket_seconds=bucket_seconds,
        unknown_rate_threshold=settings["detect.unknown_rate_threshold"],
        unknown_min_calls=settings["detect.unknown_min_calls"],
        unknown_min_errors=settings["detect.unknown_min_errors"],
        unknown_window=parse_duration(settings["detect.unknown_window"]),
        no_data_window=parse_duration(settings["detect.no_data_window"]),
        windows=tuple(sorted(parse_duration(w) for w in windows)),
        min_effect=settings["detect.min_effect"],
        min_errors=settings["detect.min_errors"],
        fdr=fdr,
        drift_days=settings["detect.drift_days"],
        baseline=BaselineParams(
            halflife_buckets=float(buckets("detect.baseline_halflife")),
            grace_buckets=buckets("detect.grace"),
            grace_calls=float(settings["detect.grace_calls"]),
            adapt_buckets=buckets("detect.adapt_after"),
            warmup_buckets=buckets("detect.warmup"),
            warmup_calls=float(settings["detect.warmup_calls"]),
        ),
        tools=settings["detect.tools"],
    )


def lifecycle_config(settings: Settings):
    from toolwatch.alerts.policy import LifecycleConfig

    return LifecycleConfig(
        renotify_cooldown=parse_duration(settings["detect.renotify_cooldown"]),
        resolve_dwell=parse_duration(settings["detect.resolve_dwell"]),
        reopen_window=parse_duration(settings["detect.reopen_window"]),
        new_error_cooldown=parse_duration(settings["detect.new_error_cooldown"]),
        renotify_factor=settings["detect.renotify_factor"],
        min_errors=settings["detect.min_errors"],
        min_effect=settings["detect.min_effect"],
        unknown_min_errors=settings["detect.unknown_min_errors"],
    )


# -- alert delivery ----------------------------------------------------------------------


def build_sink(settings: Settings, out: Any = None):
    """The sink the settings ask for (``alerts.sink``): Slack with a token, else the local directory
    (printing to ``out``)."""
    secrets = settings.secrets
    kind = settings["alerts.sink"]
    if kind == "slack" and not secrets.slack_bot_token:
        raise ConfigError("alerts.sink = \"slack\" needs SLACK_BOT_TOKEN in the environment")
    if kind != "local" and secrets.slack_bot_token:
        from toolwatch.alerts.slack_sink import SlackSink, slack_client

        return SlackSink(slack_client(secrets.slack_bot_token, secrets.slack_api_url))
    from toolwatch.alerts.local_sink import LocalSink

    return LocalSink(settings["alerts.local_dir"], out)


def routing_links(settings: Settings):
    """Where each tool's alerts go and the links every alert carries."""
    from toolwatch.alerts.delivery import Routing
    from toolwatch.alerts.slack_blocks import Links

    routing = Routing(default_channel=settings["alerts.slack.default_channel"], routes=dict(settings["alerts.slack.routes"]))
    links = Links(runbook_url=settings["alerts.slack.runbook_url"], dashboard_url=settings["alerts.slack.dashboard_url"],
                  ui_base_url=settings["ui.base_url"], buttons=settings["alerts.slack.buttons"])
    return routing, links


# -- weekly triage -----------------------------------------------------------------------


def triage_config(settings: Settings):
    from toolwatch.skills.agents import AgentConfig
    from toolwatch.skills.issues import TriagePolicy
    from toolwatch.skills.triage import TriageConfig

    policy = TriagePolicy(
        min_new_errors=settings["triage.min_new_errors"], spike_ratio=settings["triage.spike_ratio"],
        spike_p_value=settings["triage.spike_p_value"], spike_min_errors=settings["triage.spike_min_errors"],
        regress_min_errors=settings["triage.regress_min_errors"], history_weeks=settings["triage.history_weeks"],
        priority_sessions=settings["triage.priority_sessions"], min_bug_errors=settings["triage.min_bug_errors"],
        stuck_repeats=settings["triage.stuck_repeats"], derail_minutes=settings["triage.derail_minutes"])
    agents = AgentConfig(
        enabled=settings["triage.agents.enabled"], launcher=settings["triage.agents.launcher"],
        weekly_budget=settings["triage.agents.weekly_budget"], min_sessions=settings["triage.agents.min_sessions"],
        eligible_classes=tuple(settings["triage.agents.eligible_classes"]),
        eligible_statuses=tuple(settings["triage.agents.eligible_statuses"]),
        cooldown=timedelta(seconds=parse_duration(settings["triage.agents.cooldown"])))
    return TriageConfig(policy=policy, agents=agents, attachment_base=settings["triage.linear.attachment_base_url"],
                        ui_base_url=settings["ui.base_url"], max_new_tickets=settings["triage.max_new_tickets"])


def build_tickets(wh: Any, settings: Settings):
    """Linear when LINEAR_API_KEY is set (and ``triage.tickets`` allows it), else local Markdown tickets."""
    secrets = settings.secrets
    kind = settings["triage.tickets"]
    if kind == "linear" and not secrets.linear_api_key:
        raise ConfigError("triage.tickets = \"linear\" needs LINEAR_API_KEY in the environment")
    if kind != "local" and secrets.linear_api_key:
        from toolwatch.skills.linear import LinearClient
        from toolwatch.skills.linear_tickets import LinearTickets

        client = LinearClient(secrets.linear_api_key, secrets.linear_api_url)
        return LinearTickets(client, settings["triage.linear.team_key"], settings["triage.linear.attachment_base_url"])
    from toolwatch.skills.tickets import LocalTickets

    return LocalTickets(wh, settings["triage.local_dir"])


def build_launcher(settings: Settings, tickets: Any):
    """The configured launcher, or None (dry-run) when it lacks what it needs to run."""
    kind = settings["triage.agents.launcher"]
    if kind == "cursor":
        from toolwatch.skills.agents import CursorLauncher

        key = settings.secrets.cursor_api_key
        if not key:
            return None
        return CursorLauncher(key, settings["triage.agents.repository"], settings["triage.agents.ref"],
                              base_url=settings.secrets.cursor_api_url,
                              webhook_url=settings["triage.agents.webhook_url"] or None)
    if kind == "linear_delegate":
        from toolwatch.skills.agents import LinearDelegateLauncher

        if tickets.name != "linear":
            return None
        return LinearDelegateLauncher(tickets.client, settings["triage.agents.delegate_id"])
    if kind == "command":
        from toolwatch.skills.agents import CommandLauncher

        return CommandLauncher(settings["triage.agents.command"], settings["triage.agents.repository"] or ".",
                               settings["triage.agents.ref"], settings["triage.agents.worktrees_dir"])
    raise ConfigError(f"triage.agents.launcher {kind!r} must be cursor, linear_delegate or command")


def triage_agent_config(settings: Settings):
    """``runner = "agent"``: the command (a preset or a template) and its time, turn and cost bounds."""
    from toolwatch.skills.triage_agent import AgentRunConfig

    return AgentRunConfig(command=settings["triage.agent_command"],
                          timeout_s=float(parse_duration(settings["triage.agent_timeout"])),
                          max_turns=settings["triage.agent_max_turns"],
                          max_budget_usd=settings["triage.agent_max_budget_usd"],
                          workdir=settings["triage.agent_workdir"])


AGENT_RUN_MARKER = "TOOLWATCH_TRIAGE_AGENT_RUN"  # set for the agent: its `toolwatch triage` must not start another


def triage_agent_environment(settings: Settings, workdir: Path) -> dict[str, str]:
    """The agent's environment: ours (secrets included: ``toolwatch ticket upsert`` needs
    LINEAR_API_KEY) plus the warehouse, a copy of the settings with absolute paths (the agent
    works in ``workdir``, so ``triage.local_dir`` must not move with it) and the ``toolwatch``
    of this installation first on PATH."""
    import sys

    from toolwatch.flows.settings import child_environment, resolved_config_toml

    config = workdir / "toolwatch.toml"
    config.write_text(resolved_config_toml(settings, Path.cwd()))
    env = child_environment({"TOOLWATCH_DB": str(Path(settings.db_path).resolve()), "TOOLWATCH_CONFIG": str(config),
                             AGENT_RUN_MARKER: "1"})
    scripts = Path(sys.executable).parent
    if (scripts / "toolwatch").exists():
        env["PATH"] = os.pathsep.join([str(scripts), env.get("PATH", "")])
    return env


# -- intake ---------------------------------------------------------------------------------


def spool_dir_of(settings: Settings) -> Path:
    """``serve.spool_dir`` (``TOOLWATCH_SPOOL``), else the folder the hooks write to by default."""
    from toolwatch.flows.intake.spool import default_spool_dir

    configured = settings["serve.spool_dir"]
    return Path(configured).expanduser() if configured else default_spool_dir()


def receiver_options(settings: Settings, host: str | None = None, port: int | None = None,
                     spool: str | None = None):
    """The receiver's options from settings, with the command line's overrides."""
    from toolwatch.flows.intake.receiver import ReceiverOptions

    return ReceiverOptions(
        spool=Path(spool).expanduser() if spool else spool_dir_of(settings),
        host=host or settings["receive.host"],
        port=settings["receive.port"] if port is None else port,
        token=settings.secrets.receiver_token,
        max_body_bytes=settings["receive.max_body_bytes"],
        min_free_bytes=settings["receive.min_free_bytes"],
    )
