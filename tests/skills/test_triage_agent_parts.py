"""The pieces of the triage-agent runner: presets, the run folder, the process group, the settings copy."""

from __future__ import annotations

import os
import shlex
import sys

import pytest
from test_skill import _shell_lines
from test_triage_agent import WEEK, _alive
from triage_fixtures import NOW

from toolwatch.flows.settings import PATH_SETTINGS, load_settings, resolved_config_toml
from toolwatch.skills.triage_agent import (
    ALLOWED_COMMANDS,
    SKILL_DIR,
    AgentRunConfig,
    agent_argv,
    prepare_workdir,
    prompt_text,
    run_agent,
    write_prompt,
)

PRESET_CASES = [
    ("claude", "claude", ["claude", "-p", "<prompt>", "--allowedTools", "Bash(toolwatch:*)", "Read", "Write", "Skill",
                          "--max-turns", "12", "--max-budget-usd", "2.5", "--output-format", "text"]),
    ("codex", "codex", ["codex", "exec", "--skip-git-repo-check", "--ephemeral", "--cd", "<workdir>", "--sandbox",
                        "workspace-write", "--add-dir", "<warehouse_dir>", "-c",
                        "sandbox_workspace_write.network_access=true", "<prompt>"]),
    ("template with a file and braces left alone", "my-agent --in {prompt_file} --awk '{print}' --week {week}",
     ["my-agent", "--in", "<workdir>/prompt.md", "--awk", "{print}", "--week", WEEK]),
]


@pytest.mark.parametrize(("name", "command", "expected"), PRESET_CASES, ids=[c[0] for c in PRESET_CASES])
def test_presets_and_templates_become_one_argument_each(name, command, expected, tmp_path):
    prompt = 'Triage "this" week; $(rm -rf /) stays text'
    workdir = tmp_path / "run"
    argv = agent_argv(AgentRunConfig(command=command, max_turns=12, max_budget_usd=2.5), prompt=prompt,
                      workdir=workdir, db=str(tmp_path / "w.duckdb"), config_path=None, week=WEEK)
    values = {"<prompt>": prompt, "<workdir>": str(workdir), "<warehouse_dir>": str(tmp_path.resolve())}
    assert argv == [values.get(a, a.replace("<workdir>", str(workdir))) for a in expected]


def test_the_run_folder_has_the_skill_where_agents_look_and_a_prompt_naming_the_week(tmp_path):
    prompt = prompt_text(WEEK, db="/data/tw.duckdb", config="/run/toolwatch.toml", max_turns=40)
    first = prepare_workdir(tmp_path, WEEK, NOW)
    second = prepare_workdir(tmp_path, WEEK, NOW)  # a retry in the same second gets its own folder
    write_prompt(first, prompt)
    assert first != second and first.name == "2026-W48-20261201T090000"
    skill = (SKILL_DIR / "SKILL.md").read_text()
    for where in (".claude/skills", ".agents/skills"):
        assert (first / where / "tool-error-triage" / "SKILL.md").read_text() == skill
    assert "tool-error-triage" in (first / "AGENTS.md").read_text() and (first / "CLAUDE.md").exists()
    text = (first / "prompt.md").read_text()
    for needle in (f"ISO week {WEEK}", "/data/tw.duckdb", "/run/toolwatch.toml", "at most 40 turns", "--dry-run"):
        assert needle in text


def test_every_command_the_prompt_allows_is_one_the_skill_shows_and_tests():
    lines = [shlex.split(line) for line in _shell_lines()]
    for command in ALLOWED_COMMANDS:
        words = command.split()
        assert any(line[:len(words) - 1] == words[:-1] and words[-1] in line for line in lines), (
            f"{command} is allowed to the agent but not in SKILL.md")


def test_a_timeout_kills_the_whole_process_group(tmp_path):
    script = tmp_path / "sleeper.py"
    script.write_text("import subprocess, sys, threading, pathlib\n"
                      "c = subprocess.Popen([sys.executable, '-c', 'import threading; threading.Event().wait()'])\n"
                      "pathlib.Path('child').write_text(str(c.pid))\n"
                      "print('started', flush=True)\n"
                      "threading.Event().wait()\n")
    outcome = run_agent([sys.executable, str(script)], workdir=tmp_path, env=dict(os.environ), timeout_s=2,
                        grace_s=1)
    assert outcome.status == "timeout" and outcome.exit_code is not None
    assert "started" in outcome.log_tail
    assert not _alive(int((tmp_path / "child").read_text()))


def test_a_secret_in_the_agents_output_is_redacted_in_the_report(tmp_path):
    outcome = run_agent([sys.executable, "-c", "print('key sk-ant-api03-' + 'x' * 40); raise SystemExit(4)"],
                        workdir=tmp_path, env=dict(os.environ), timeout_s=60)
    assert (outcome.status, outcome.exit_code) == ("failed", 4)
    assert "sk-ant-api03" not in outcome.log_tail and "[REDACTED" in outcome.log_tail


def test_the_agents_settings_mean_the_same_from_its_own_folder(tmp_path):
    (tmp_path / "rules.toml").write_text("")
    config = tmp_path / "toolwatch.toml"
    config.write_text('[triage]\nlocal_dir = "out/tickets"\nrunner = "agent"\n[classify]\nrules_file = "rules.toml"\n'
                      '[detect.tools.web_search]\nunknown_rate_threshold = 0.02\n'
                      '[alerts.slack]\nroutes = { web_search = "#search" }\n')
    settings = load_settings(config_path=config, db_path=tmp_path / "w.duckdb", environ={})
    copy = tmp_path / "elsewhere" / "toolwatch.toml"
    copy.parent.mkdir()
    copy.write_text(resolved_config_toml(settings, tmp_path))
    again = load_settings(config_path=copy, db_path=tmp_path / "w.duckdb", environ={})
    assert again["triage.local_dir"] == str(tmp_path / "out" / "tickets")
    assert again["classify.rules_file"] == str(tmp_path / "rules.toml")
    assert again["alerts.local_dir"] == str(tmp_path / "toolwatch-out" / "alerts")  # defaults are paths too
    same = {k: v for k, v in settings.values.items() if k not in PATH_SETTINGS}
    assert {k: again.values[k] for k in same} == same
