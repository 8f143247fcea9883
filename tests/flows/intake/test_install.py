"""`toolwatch hook install`: merge into real-looking existing configs, idempotent, reversible."""

from __future__ import annotations

import copy
import json

import pytest

from toolwatch.flows.cli import main
from toolwatch.flows.intake.install import config_path, hook_command, install, uninstall

EXISTING = {
    "cursor": {
        "version": 1,
        "hooks": {
            "beforeShellExecution": [{"command": "./hooks/block-force-push.sh"}],
            "postToolUse": [{"command": "bun run hooks/format.ts"}],
        },
    },
    "claude-code": {
        "$schema": "https://json.schemastore.org/claude-code-settings.json",
        "permissions": {"allow": ["Bash(npm run test:*)"], "deny": ["Read(./.env)"]},
        "model": "opus",
        "hooks": {
            "PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "npx prettier --write \"$CLAUDE_FILE_PATHS\""}]}],
            "Stop": [{"hooks": [{"type": "command", "command": "say done"}]}],
        },
    },
    "codex": {
        "hooks": {
            "PreToolUse": [{"matcher": "^shell$", "hooks": [{"type": "command", "command": "~/.codex/guard.py", "timeout": 10}]}],
        },
    },
}
EVENTS = {"cursor": ["postToolUse", "postToolUseFailure"],
          "claude-code": ["PostToolUse", "PostToolUseFailure", "SessionStart"],
          "codex": ["PostToolUse"]}
FILES = {"cursor": ".cursor/hooks.json", "claude-code": ".claude/settings.json", "codex": ".codex/hooks.json"}


def _commands(data, event):
    found = []
    for entry in data["hooks"].get(event, []):
        found += [entry["command"]] if "command" in entry else [h["command"] for h in entry["hooks"]]
    return found


@pytest.mark.parametrize("harness", sorted(EXISTING))
def test_install_keeps_everything_and_uninstall_restores_the_file(tmp_path, harness):
    path = config_path(harness, tmp_path)
    assert path == tmp_path / FILES[harness]
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(EXISTING[harness], indent=2))
    command = hook_command(harness, spool=str(tmp_path / "spool"))

    report = install(harness, path, command)
    data = json.loads(path.read_text())
    assert report.changes == [f"added {e}" for e in EVENTS[harness]]
    for event in EVENTS[harness]:
        assert _commands(data, event).count(command) == 1
    for event, entries in EXISTING[harness]["hooks"].items():  # nobody else's hook is lost
        for other in _commands({"hooks": {event: entries}}, event):
            assert other in _commands(data, event)
    assert {k: v for k, v in data.items() if k != "hooks"} == {k: v for k, v in EXISTING[harness].items() if k != "hooks"}

    assert install(harness, path, command).changes == []  # twice: no duplicate
    moved = hook_command(harness, url="http://toolwatch.internal:4318")
    assert install(harness, path, moved).changes == [f"updated {e}" for e in EVENTS[harness]]

    assert sorted(uninstall(harness, path).changes) == sorted(f"removed {e}" for e in EVENTS[harness])
    assert json.loads(path.read_text()) == EXISTING[harness]


def test_install_creates_a_missing_file_and_refuses_a_broken_one(tmp_path, capsys):
    assert main(["hook", "install", "claude-code", "--project", str(tmp_path)]) == 0
    assert "added PostToolUseFailure" in capsys.readouterr().out
    data = json.loads((tmp_path / ".claude/settings.json").read_text())
    assert data["hooks"]["PostToolUse"][0]["hooks"][0]["command"].endswith("-m toolwatch hook claude-code")
    broken = tmp_path / ".cursor" / "hooks.json"
    broken.parent.mkdir()
    broken.write_text('{"version": 1, "hooks": {')
    before = broken.read_text()
    assert main(["hook", "install", "cursor", "--project", str(tmp_path)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert broken.read_text() == before


def test_user_install_follows_codex_home(tmp_path):
    assert config_path("codex", None, {"HOME": "/home/u", "CODEX_HOME": str(tmp_path)}) == tmp_path / "hooks.json"
    assert str(config_path("cursor", None, {"HOME": "/home/u"})) == "/home/u/.cursor/hooks.json"


def test_uninstall_of_nothing_changes_nothing(tmp_path):
    path = tmp_path / "hooks.json"
    path.write_text(json.dumps(EXISTING["codex"]))
    assert uninstall("codex", path).changes == []
    assert json.loads(path.read_text()) == copy.deepcopy(EXISTING["codex"])
