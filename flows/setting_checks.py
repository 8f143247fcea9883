"""What each setting may hold: checked once, when the settings load, by every command.

A check takes (name, value) and returns the value (possibly normalised) or
raises :class:`ConfigError` naming the key and what is allowed. Settings
without an entry in :data:`CHECKS` still get the generic checks: their type
(from the default), finite numbers, no NUL or control characters in strings,
and durations that parse and stay within ten years.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from toolwatch.warehouse.errors import ConfigError

Check = Callable[[str, Any], Any]

MAX_DURATION_S = 3650 * 86400
_DURATION = re.compile(r"^\d+[smhdw]$")
_MEMORY = re.compile(r"^\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KIB|MIB|GIB|TIB)$", re.IGNORECASE)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def looks_like_duration(value: Any) -> bool:
    return isinstance(value, str) and bool(_DURATION.match(value.strip()))


def parse_duration(text: str) -> int:
    """Seconds in a duration like ``90s``, ``5m``, ``1h``, ``2d``, ``1w``.

    >>> parse_duration("5m"), parse_duration("1h"), parse_duration("2d")
    (300, 3600, 172800)
    """
    units = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
    text = text.strip()
    if not _DURATION.match(text):
        raise ConfigError(f"duration {text!r} must look like 30s, 5m, 1h, 2d or 1w")
    return int(text[:-1]) * units[text[-1]]


def duration_seconds(name: str, value: str) -> int:
    """A duration setting in seconds, between one second and ten years."""
    if not looks_like_duration(value):
        raise ConfigError(f"setting {name} = {value!r} must be a duration such as 30s, 5m, 1h, 2d or 1w")
    seconds = parse_duration(value)
    if not 0 < seconds <= MAX_DURATION_S:
        raise ConfigError(f"setting {name} = {value!r} must be between 1s and 3650d")
    return seconds


def fraction(*, allow_one: bool = True) -> Check:
    """A rate in (0, 1] (or (0, 1))."""
    def check(name: str, value: Any) -> Any:
        upper_ok = value <= 1 if allow_one else value < 1
        if not (math.isfinite(value) and value > 0 and upper_ok):
            bound = "at most 1" if allow_one else "below 1"
            raise ConfigError(f"setting {name} = {value!r} must be a number above 0 and {bound}")
        return value
    return check


def at_least(low: float) -> Check:
    def check(name: str, value: Any) -> Any:
        if not (math.isfinite(value) and value >= low):
            raise ConfigError(f"setting {name} = {value!r} must be a number of at least {low:g}")
        return value
    return check


def choice(*allowed: str) -> Check:
    def check(name: str, value: Any) -> Any:
        if value not in allowed:
            raise ConfigError(f"setting {name} = {value!r} must be one of {', '.join(allowed)}")
        return value
    return check


def memory(name: str, value: Any) -> Any:
    if not _MEMORY.match(value.strip()):
        raise ConfigError(f"setting {name} = {value!r} must be a size such as 512MB, 1GB or 4GiB")
    return value


def timezone(name: str, value: Any) -> Any:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        ZoneInfo(value)
    except (ZoneInfoNotFoundError, ValueError):
        raise ConfigError(f"setting {name} = {value!r} is not a time zone name such as UTC or Europe/Paris") from None
    return value


def durations(name: str, value: Any) -> Any:
    if not value or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"setting {name} must be a non-empty list of durations such as [\"15m\", \"1h\", \"6h\"]")
    for v in value:
        duration_seconds(name, v)
    return value


def strings(name: str, value: Any) -> Any:
    bad = [v for v in value if not isinstance(v, str)]
    if bad:
        raise ConfigError(f"setting {name} must be a list of strings, got {bad[0]!r}")
    for v in value:
        no_control(name, v)
    return value


def channel_map(name: str, value: Any) -> Any:
    for tool, channel in value.items():
        if not isinstance(channel, str) or not channel.strip():
            raise ConfigError(f"setting {name}.{tool} = {channel!r} must be a channel name such as \"#search-oncall\"")
        no_control(f"{name}.{tool}", channel)
    return value


def base_url(name: str, value: Any) -> Any:
    if value and not re.match(r"^https?://[^\s/?#]+(/[^\s?#]*)?$", value):
        raise ConfigError(f"setting {name} = {value!r} must be an http(s) URL such as \"https://toolwatch.example.com\"")
    return value


def port(name: str, value: Any) -> Any:
    if not 1 <= value <= 65535:
        raise ConfigError(f"setting {name} = {value!r} must be a TCP port between 1 and 65535")
    return value


def cron(name: str, value: Any) -> Any:
    if len(value.split()) != 5:
        raise ConfigError(f"setting {name} = {value!r} must be a cron expression of 5 fields, e.g. \"*/5 * * * *\"")
    return value


def command_line(name: str, value: Any) -> Any:
    """A command template: a preset name or words a shell would split (no unclosed quote)."""
    import shlex

    try:
        words = shlex.split(value)
    except ValueError as exc:
        raise ConfigError(f"setting {name} = {value!r} is not a command line ({exc}); "
                          "use a preset (claude, codex) or a template such as \"my-agent -p {prompt}\"") from None
    if not words:
        raise ConfigError(f"setting {name} is empty; use a preset (claude, codex) or a command template")
    return value


def no_control(name: str, value: str) -> str:
    if _CONTROL.search(value):
        raise ConfigError(f"setting {name} contains a control character (NUL, escape…): {value!r}")
    return value


def tool_overrides(name: str, value: Any, global_checks: dict[str, Check]) -> Any:
    """``[detect.tools.<tool>]`` tables: known keys only, each held to the global setting's check."""
    from toolwatch.detectors.config import TUNABLE_PER_TOOL

    for tool, overrides in value.items():
        if not isinstance(overrides, dict):
            raise ConfigError(f"setting {name}.{tool} must be a table such as [{name}.{tool}]")
        unknown = sorted(set(overrides) - set(TUNABLE_PER_TOOL))
        if unknown:
            raise ConfigError(f"[{name}.{tool}] has unknown keys {unknown}; allowed: {', '.join(TUNABLE_PER_TOOL)}")
        for key, v in overrides.items():
            full = f"{name}.{tool}.{key}"
            if isinstance(v, bool) or not isinstance(v, int | float):
                raise ConfigError(f"setting {full} must be a number, got {type(v).__name__} {v!r}")
            check = global_checks.get(f"detect.{key}")
            if check is not None:
                check(full, v)
    return value


CHECKS: dict[str, Check] = {
    "warehouse.memory_limit": memory,
    "ingest.max_field_chars": at_least(64),
    "ingest.max_name_chars": at_least(32),  # room for the "…" and hash that end a cut name
    "ingest.s3.url_style": choice("vhost", "path"),
    "detect.unknown_rate_threshold": fraction(),
    "detect.unknown_min_calls": at_least(1),
    "detect.unknown_min_errors": at_least(1),
    "detect.windows": durations,
    "detect.min_effect": at_least(1),
    "detect.min_errors": at_least(1),
    "detect.fdr": fraction(allow_one=False),
    "detect.renotify_factor": at_least(1),
    "detect.grace_calls": at_least(0),
    "detect.warmup_calls": at_least(0),
    "detect.drift_days": at_least(0),
    "alerts.slack.routes": channel_map,
    "alerts.sink": choice("auto", "slack", "local"),
    "triage.tickets": choice("auto", "linear", "local"),
    "triage.min_new_errors": at_least(1),
    "triage.runner": choice("deterministic", "agent"),
    "triage.agent_command": command_line,
    "triage.agent_max_turns": at_least(1),
    "triage.agent_max_budget_usd": at_least(0),
    "triage.agents.launcher": choice("cursor", "linear_delegate", "command"),
    "triage.agents.weekly_budget": at_least(0),
    "triage.agents.min_sessions": at_least(0),
    "triage.timezone": timezone,
    "triage.history_weeks": at_least(1),
    "triage.spike_ratio": at_least(1),
    "triage.spike_p_value": fraction(allow_one=False),
    "triage.spike_min_errors": at_least(1),
    "triage.regress_min_errors": at_least(1),
    "triage.priority_sessions": at_least(1),
    "triage.agents.eligible_classes": strings,
    "triage.agents.eligible_statuses": strings,
    "serve.detect_cron": cron,
    "serve.triage_cron": cron,
    "dask.workers": at_least(1),
    "ui.port": port,
    "ui.base_url": base_url,
    "ui.max_renders": at_least(1),
}


def check_setting(name: str, default: Any, value: Any) -> Any:
    """The generic checks, then the setting's own (``value`` already has the default's type)."""
    if isinstance(value, float) and not math.isfinite(value):
        raise ConfigError(f"setting {name} = {value!r} must be a finite number")
    if isinstance(value, str):
        no_control(name, value)
        if looks_like_duration(default):
            duration_seconds(name, value)
    if name == "detect.tools":
        return tool_overrides(name, value, CHECKS)
    check = CHECKS.get(name)
    return check(name, value) if check else value
