"""The agent skill can't rot: every command in SKILL.md runs against a fixture warehouse."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest
import yaml
from triage_fixtures import NEW, SPIKING, Traffic, standard_week

from toolwatch.flows.cli import main
from toolwatch.skills.issues import parse_week

SKILL = Path(__file__).resolve().parents[2] / "skills" / "tool-error-triage" / "SKILL.md"


def _front_matter_and_body() -> tuple[dict, str]:
    text = SKILL.read_text()
    match = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.DOTALL)
    assert match, "SKILL.md must open with YAML front matter between --- lines"
    return yaml.safe_load(match.group(1)), match.group(2)


def _shell_lines() -> list[str]:
    _, body = _front_matter_and_body()
    blocks = re.findall(r"```bash\n(.*?)```", body, re.DOTALL)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def test_front_matter_follows_the_agent_skills_format():
    meta, body = _front_matter_and_body()
    assert meta["name"] == SKILL.parent.name
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", meta["name"]) and len(meta["name"]) <= 64
    assert 50 < len(meta["description"]) <= 1024
    assert body.lstrip().startswith("# ")


@pytest.fixture
def fixture_db(tmp_path, monkeypatch):
    from toolwatch import warehouse

    path = tmp_path / "skill.duckdb"
    with warehouse.connect(path) as wh:
        standard_week(Traffic(wh), parse_week("2026-W48"))
    monkeypatch.setenv("TOOLWATCH_DB", str(path))
    return path


def test_every_command_in_the_skill_runs(fixture_db, tmp_path, capsys):
    (tmp_path / "investigation.md").write_text(
        "Nil map write in run_terminal_cmd since harness 1.8.0.\n\n```\npanic: nil map write\n```\n")
    variables: dict[str, str] = {}
    ran: list[str] = []
    outputs: dict[str, object] = {}
    for line in _shell_lines():
        assignment = re.fullmatch(r"([A-Z_]+)=(.+)", line)
        if assignment:
            name, value = assignment.groups()
            # A <placeholder> is what the reader picks from the previous answer: the top issue.
            variables[name] = outputs["issues"]["issues"][0]["fingerprint"] if value.startswith("<") else value
            continue
        argv = shlex.split(re.sub(r"\$(\w+)", lambda m: variables[m.group(1)], line))
        assert argv[0] == "toolwatch", f"SKILL.md shows a non-toolwatch command: {line}"
        try:
            code = main(argv[1:])
        except SystemExit as exc:  # argparse: unknown command or option
            pytest.fail(f"SKILL.md command does not parse: {line} ({exc})")
        out = capsys.readouterr().out
        assert code == 0, f"{line} exited {code}: {out}"
        if "--json" in argv:
            outputs[argv[1]] = json.loads(out)
        ran.append(argv[1] + (" " + argv[2] if argv[1] in ("ticket", "agent") else ""))
    assert {"issues", "show", "ticket upsert", "agent launch", "ticket list", "agent list", "triage",
            "ticket close"} <= set(ran)
    assert variables["FINGERPRINT"] == NEW  # the unknown bug ranks first
    assert outputs["ticket"]["ticket"]["state"] == "closed"  # the last ticket command closes it


def test_the_issue_fields_the_skill_promises_exist(fixture_db, capsys):
    _, body = _front_matter_and_body()
    promised = re.search(r"Each issue has:(.*?)\n\n", body, re.DOTALL).group(1)
    fields = re.findall(r"`(\w+)`", promised)
    assert main(["issues", "--week", "2026-W48", "--json"]) == 0
    issue = json.loads(capsys.readouterr().out)["issues"][0]
    assert fields and set(fields) <= set(issue)


def test_skill_upsert_uses_the_agents_investigation_and_stays_idempotent(fixture_db, tmp_path, capsys):
    (tmp_path / "mine.md").write_text("My own findings. Key was sk-ant-api03-" + "x" * 30 + "\n")
    argv = ["ticket", "upsert", SPIKING, "--week", "2026-W48", "--description-file", "mine.md", "--json"]
    assert main(argv) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(argv) == 0
    second = json.loads(capsys.readouterr().out)
    assert first["queued"] and first["delivered"][0]["created"]
    assert not second["queued"] and second["delivered"] == []
    text = Path(first["ticket"]["url"]).read_text()
    assert "My own findings." in text and "sk-ant-api03" not in text and "[REDACTED:anthropic_key]" in text
