"""``toolwatch hook install``: merge the logging hook into a harness's own configuration.

| harness | project file | user file | events |
|---|---|---|---|
| cursor | ``.cursor/hooks.json`` | ``~/.cursor/hooks.json`` | ``postToolUse``, ``postToolUseFailure`` |
| claude-code | ``.claude/settings.json`` | ``~/.claude/settings.json`` | ``PostToolUse``, ``PostToolUseFailure``, ``SessionStart`` |
| codex | ``.codex/hooks.json`` | ``$CODEX_HOME/hooks.json`` (``~/.codex``) | ``PostToolUse`` |

Everything else in the file is kept as it was (other hooks, other settings,
key order). Our entry is recognised by its command (``… toolwatch hook
HARNESS …``), so installing twice changes nothing, installing with new options
replaces our entry in place, and ``--uninstall`` removes only ours (and the
groups and events it leaves empty). The file is replaced atomically.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HOOK_TIMEOUT_S = 5  # the harness's own limit on our hook; ours is shorter (hook.TIME_BOUND_S)

EVENTS = {
    "cursor": ("postToolUse", "postToolUseFailure"),
    "claude-code": ("PostToolUse", "PostToolUseFailure", "SessionStart"),
    "codex": ("PostToolUse",),
}


@dataclass
class InstallReport:
    harness: str
    path: Path
    command: str
    changes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"harness": self.harness, "path": str(self.path), "command": self.command, "changes": self.changes}


def config_path(harness: str, project: Path | None, environ: Mapping[str, str] | None = None) -> Path:
    """The file to edit: under ``project`` when given, else the user's."""
    env = os.environ if environ is None else environ
    if harness not in EVENTS:
        raise ValueError(f"unknown harness {harness!r}; expected one of {', '.join(EVENTS)}")
    if project is not None:
        folder = {"cursor": ".cursor", "claude-code": ".claude", "codex": ".codex"}[harness]
        return project / folder / ("settings.json" if harness == "claude-code" else "hooks.json")
    home = Path(env.get("HOME") or Path.home())
    if harness == "cursor":
        return home / ".cursor" / "hooks.json"
    if harness == "claude-code":
        return home / ".claude" / "settings.json"
    return Path(env["CODEX_HOME"]) / "hooks.json" if env.get("CODEX_HOME") else home / ".codex" / "hooks.json"


def hook_command(harness: str, spool: str | None = None, url: str | None = None,
                 python: str | None = None) -> str:
    """The command line the harness runs: this interpreter, so it works whatever PATH the harness has."""
    parts = [python or sys.executable, "-m", "toolwatch", "hook", harness]
    if spool:
        parts += ["--spool", str(Path(spool).expanduser().resolve())]
    if url:
        parts += ["--url", url]
    return shlex.join(parts)


def _is_ours(command: Any, harness: str) -> bool:
    return isinstance(command, str) and re.search(rf"\btoolwatch\b.*\bhook\s+{re.escape(harness)}(\s|$)", command) is not None


def _entry(harness: str, command: str) -> dict[str, Any]:
    if harness == "cursor":
        return {"command": command}
    return {"type": "command", "command": command, "timeout": HOOK_TIMEOUT_S}


def _load(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    if not text.strip():
        return {}
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"{path} is not valid JSON ({exc}); fix it by hand, nothing was changed") from exc
    if not isinstance(data, dict):
        raise ValueError(f"{path} does not hold a JSON object; nothing was changed")
    return data


def _save(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.toolwatch-{os.getpid()}")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def _handlers(harness: str, groups: list[Any]) -> list[tuple[list[Any], int]]:
    """(list, index) of every handler in an event's list, for both shapes."""
    found = []
    if harness == "cursor":
        found = [(groups, i) for i in range(len(groups))]
    else:
        for group in groups:
            if isinstance(group, dict) and isinstance(group.get("hooks"), list):
                found += [(group["hooks"], i) for i in range(len(group["hooks"]))]
    return found


def install(harness: str, path: Path, command: str) -> InstallReport:
    """Add (or update) our hook for each event of ``harness`` in ``path``."""
    report = InstallReport(harness, path, command)
    data = _load(path)
    if harness == "cursor":
        data.setdefault("version", 1)
    hooks = data.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise ValueError(f"{path}: \"hooks\" is not an object; nothing was changed")
    for event in EVENTS[harness]:
        groups = hooks.setdefault(event, [])
        if not isinstance(groups, list):
            raise ValueError(f"{path}: hooks.{event} is not a list; nothing was changed")
        ours = [(lst, i) for lst, i in _handlers(harness, groups)
                if isinstance(lst[i], dict) and _is_ours(lst[i].get("command"), harness)]
        if ours:
            first_list, first = ours[0]
            if first_list[first].get("command") != command:
                first_list[first] = _entry(harness, command)
                report.changes.append(f"updated {event}")
            for lst, i in reversed(ours[1:]):  # a duplicate left by hand
                del lst[i]
                report.changes.append(f"removed a duplicate {event} hook")
            continue
        groups.append(_entry(harness, command) if harness == "cursor" else {"hooks": [_entry(harness, command)]})
        report.changes.append(f"added {event}")
    if report.changes:
        _save(path, data)
    return report


def uninstall(harness: str, path: Path) -> InstallReport:
    """Remove our hook (only ours) from ``path``."""
    report = InstallReport(harness, path, "")
    data = _load(path)
    hooks = data.get("hooks")
    if not isinstance(hooks, dict):
        return report
    for event in list(hooks):
        groups = hooks[event]
        if not isinstance(groups, list):
            continue
        for lst, i in reversed(_handlers(harness, groups)):
            if isinstance(lst[i], dict) and _is_ours(lst[i].get("command"), harness):
                del lst[i]
                report.changes.append(f"removed {event}")
        if harness != "cursor":
            groups[:] = [g for g in groups if not (isinstance(g, dict) and g.get("hooks") == [])]
        if not groups:
            del hooks[event]
    if report.changes:
        _save(path, data)
    return report
