"""The logging hook: real payloads of the three harnesses → spool → warehouse, with the right class."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from toolwatch.flows.intake.hook import event_from_payload, run
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import ingest_spool_step

ROOT = Path(__file__).resolve().parents[3]
HOOKS = ROOT / "tests" / "data" / "hooks"
TRANSCRIPT = HOOKS / "claude-code-transcript.jsonl"


def payloads(harness: str, transcript: Path | str = TRANSCRIPT) -> list[bytes]:
    text = (HOOKS / f"{harness}.jsonl").read_text().replace('"TRANSCRIPT"', json.dumps(str(transcript)))
    return [line.encode() for line in text.splitlines() if line.strip()]


def spool_all(harness: str, spool: Path, transcript: Path | str = TRANSCRIPT) -> list[str]:
    return [run([harness, "--spool", str(spool)], p, {}, now=1_795_000_000.0 + i)
            for i, p in enumerate(payloads(harness, transcript))]


def rows(wh) -> dict[str, tuple]:
    return {r[0]: r[1:] for r in wh.con.execute(
        "SELECT call_id, tool, model, status, error_class, harness_version FROM tool_calls").fetchall()}


# (harness, call_id, (tool, model, status, class, harness version))
CASES = [
    ("cursor", "toolu_cur_01", ("Read", "claude-4.5-sonnet", "ok", None, "2.1.46")),
    ("cursor", "toolu_cur_02", ("Shell", "claude-4.5-sonnet", "timeout", "Timeout", "2.1.46")),
    ("cursor", "toolu_cur_03", ("Shell", "gpt-5.1-codex", "error", "UnexpectedEnvironment", "2.1.46")),
    ("cursor", "toolu_cur_04", ("Edit", "gpt-5.1-codex", "cancelled", "UserAborted", "2.1.46")),
    # Claude Code's model is the newest assistant message of the transcript (the session switched to Opus).
    ("claude-code", "toolu_01HbX3kQ2m9Yd7rTzq1WcA5e", ("Bash", "claude-opus-4-1-20250805", "ok", None, "2.0.37")),
    ("claude-code", "toolu_01Jq8vN4c2LpR6sWm3Xe9YtB",
     ("Edit", "claude-opus-4-1-20250805", "error", "InvalidArguments", "2.0.37")),
    ("claude-code", "toolu_01Kc5tG7h1MnB2vQx8Zr4PdS", ("Bash", "claude-opus-4-1-20250805", "cancelled", "UserAborted", "2.0.37")),
    ("codex", "call_Qm3xR8vT2pLk9Wd4", ("shell", "gpt-5.1-codex", "ok", None, None)),
    ("codex", "call_Zt7bN1cX5hGe2Ys6", ("shell", "gpt-5.1-codex", "error", "UnexpectedEnvironment", None)),
    ("codex", "call_Hy2vK9mP4sJd8Lq1", ("mcp__github__get_issue", "gpt-5.1-codex", "error", "ProviderError", None)),
]


@pytest.fixture(scope="module")
def ingested(tmp_path_factory):
    """Every fixture payload through the hook into one spool, then drained into a real warehouse."""
    from toolwatch import warehouse

    tmp = tmp_path_factory.mktemp("hooks")
    spool = tmp / "spool"
    outcomes = {h: spool_all(h, spool) for h in ("cursor", "claude-code", "codex")}
    settings = load_settings(db_path=tmp / "w.duckdb", environ={})
    with warehouse.connect(tmp / "w.duckdb") as wh:
        report = ingest_spool_step(wh, settings, str(spool))
        yield outcomes, report, rows(wh), spool


@pytest.mark.parametrize(("harness", "call_id", "expected"), CASES, ids=[f"{c[0]}-{c[2][2]}-{c[1][-4:]}" for c in CASES])
def test_fixture_payloads_ingest_with_tool_model_status_and_class(ingested, harness, call_id, expected):
    assert ingested[2][call_id] == expected


def test_only_tool_completions_become_events_and_the_spool_is_drained(ingested):
    outcomes, report, _, spool = ingested
    assert outcomes == {
        "cursor": ["spooled"] * 4 + ["ignored"],  # beforeShellExecution
        "claude-code": ["ignored"] + ["spooled"] * 3 + ["ignored"],  # SessionStart, PreToolUse
        "codex": ["spooled"] * 3 + ["ignored"],  # PreToolUse
    }
    assert (report.accepted, report.rejected, report.done, report.problems) == (10, 0, 1, [])
    assert [p.name.startswith("hook-") for p in (spool / "done").iterdir()] == [True]
    assert not list((spool / "ingesting").iterdir())


def test_secrets_in_tool_input_never_reach_the_spool(tmp_path):
    spool_all("cursor", tmp_path)
    written = b"".join(p.read_bytes() for p in tmp_path.glob("hook-*.jsonl"))
    assert b"sk_live_4eC39HqLyjWDarjtT1zdp7dc" not in written
    assert b"[REDACTED:" in written


def test_claude_code_model_comes_from_session_start_when_the_transcript_is_gone(tmp_path):
    spool_all("claude-code", tmp_path, transcript=tmp_path / "deleted.jsonl")
    events = [json.loads(line) for p in tmp_path.glob("hook-*.jsonl") for line in p.read_text().splitlines()]
    assert {e["model"] for e in events} == {"claude-sonnet-4-5-20250929"}


@pytest.mark.parametrize(("response", "expected"), [
    ({"exit_code": 0, "output": "ok"}, ("ok", None)),
    ({"exit_code": 2, "stderr": "grep: x: No such file"}, ("error", "grep: x: No such file")),
    ({"content": [{"type": "text", "text": "boom"}], "isError": True}, ("error", "boom")),
    ("Exit code: 1\nWall time: 0.2 seconds\nOutput:\nfatal: not a git repository", ("error", None)),
    ("Exit code: 0\nOutput:\nfine", ("ok", None)),
    ({"success": False, "error": "patch did not apply"}, ("error", "patch did not apply")),
], ids=["exit-0", "exit-2", "mcp-is-error", "text-exit-1", "text-exit-0", "success-false"])
def test_codex_outcome_is_read_from_the_tool_response(response, expected):
    payload = {"hook_event_name": "PostToolUse", "tool_name": "shell", "model": "gpt-5.1-codex",
               "session_id": "s", "tool_use_id": "c", "tool_input": {}, "tool_response": response}
    event = event_from_payload("codex", payload, now=0)
    assert event["status"] == expected[0]
    if expected[1]:
        assert event["error_message"] == expected[1]


def test_the_command_exits_0_prints_nothing_and_logs_its_errors(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "TOOLWATCH_SPOOL": str(tmp_path)}
    good = subprocess.run([sys.executable, "-m", "toolwatch", "hook", "cursor"], input=payloads("cursor")[1],
                          capture_output=True, env=env, cwd=tmp_path)
    bad = subprocess.run([sys.executable, "-m", "toolwatch", "hook", "cursor"], input=b"{not json",
                         capture_output=True, env=env, cwd=tmp_path)
    for result in (good, bad):
        assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")
    assert len([line for p in tmp_path.glob("hook-*.jsonl") for line in p.read_text().splitlines()]) == 1
    assert "JSONDecodeError" in (tmp_path / "hook-errors.log").read_text()


def test_the_hook_path_imports_nothing_heavy(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "TOOLWATCH_SPOOL": str(tmp_path)}
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "toolwatch", "hook", "claude-code"],
                            input=payloads("claude-code")[1], capture_output=True, env=env, cwd=tmp_path)
    imported = {line.split("|")[-1].strip().split(".")[0] for line in result.stderr.decode().splitlines()
                if line.startswith("import time:")}
    assert "toolwatch" in imported
    assert not imported & {"duckdb", "prefect", "pyarrow", "numpy", "rich", "argparse", "ssl"}


def test_many_concurrent_hooks_lose_no_line(tmp_path):
    procs = [subprocess.Popen([sys.executable, "-m", "toolwatch", "hook", "codex", "--spool", str(tmp_path)],
                              stdin=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)})
             for _ in range(12)]
    for proc in procs:
        proc.communicate(payloads("codex")[0])
    lines = [json.loads(line) for p in tmp_path.glob("hook-*.jsonl") for line in p.read_text().splitlines()]
    assert len(lines) == 12
