"""Issue 12 reproductions in the weekly triage: a hostile message never stops it; no secret, overlong
label or terminal escape reaches Linear, local tickets, agent prompts or the CLI."""

from __future__ import annotations

import json

import pytest
import yaml
from triage_fixtures import NOW, WEEK
from triage_servers import API_KEY, LinearServer

from toolwatch.flows.cli import main
from toolwatch.skills.investigation import investigate
from toolwatch.skills.issues import weekly_issues
from toolwatch.skills.linear import LinearClient
from toolwatch.skills.linear_tickets import LinearTickets
from toolwatch.skills.tickets import LocalTickets
from toolwatch.skills.triage import TriageConfig, agent_prompt, run_triage

GHP = "gh" + "p_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
ESCAPES = "\x1b[2J\x1b]8;;https://evil.example\x07click\x1b]8;;\x07\x9b31m"
CLASSPATH = "java -cp " + ":".join(f"lib/dep{i}.jar" for i in range(600))
FP = "7777000000000007"
BASE = "https://toolwatch.example/fingerprints"

# (name, tool, message, the label Linear and the local ticket get)
CASES = [
    ("secret_in_tool_name", "mcp__x__" + GHP, "boom GH_TOKEN_" + GHP, "tool:mcp__x__[REDACTED:github_token]"),
    ("five_thousand_char_tool", "t" * 5000, "a=" * 500, "tool:" + "t" * 74 + "…"),
    ("escapes_in_tool_name", "run" + ESCAPES, CLASSPATH + ESCAPES,
     "tool:run\\x1b[2J\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07\\x9b31m"),
]


def _raw_controls(text: str) -> list[str]:
    return [c for c in text if (ord(c) < 32 and c not in "\n\t") or 0x7F <= ord(c) < 0xA0]


def _week_with(traffic, week, tool: str, message: str):
    traffic.calls(week, tool, 100)
    traffic.errors(week, tool, FP, 25, message=message.replace("{", "{{").replace("}", "}}"),
                   args={"command": "echo\n" + GHP, "env": {"GH_TOKEN": GHP}})
    return traffic.commit()


@pytest.mark.parametrize(("tool", "message", "label"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_linear_gets_capped_redacted_labels_and_no_secret(wh, traffic, week, tool, message, label):
    _week_with(traffic, week, tool, message)
    with LinearServer() as linear:
        tickets = LinearTickets(LinearClient(API_KEY, linear.url + "/graphql", sleep=lambda s: None), "HAR", BASE)
        report = run_triage(wh, week, TriageConfig(attachment_base=BASE), tickets=tickets, launcher=None, now=NOW)
        assert report.ticket_failures == [] and [t["fingerprint"] for t in report.tickets] == [FP]
        [issue] = linear.issues.values()
        names = {lbl["id"]: lbl["name"] for lbl in linear.labels}
        assert sorted(names[i] for i in issue["labelIds"]) == sorted(["unknown", label])
        assert all(len(name) <= 80 for name in names.values())
        sent = json.dumps([linear.issues, linear.attachments, linear.comments, linear.labels], default=str, ensure_ascii=False)
    assert GHP not in sent and GHP[4:20] not in sent and _raw_controls(sent) == []


@pytest.mark.parametrize(("tool", "message", "label"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_local_ticket_and_agent_prompt_hold_no_secret_or_escape(wh, traffic, week, tmp_path, tool, message, label):
    _week_with(traffic, week, tool, message)
    tickets = LocalTickets(wh, tmp_path / "tickets")
    run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
    text = tickets.path(FP).read_text()
    _, front, _ = text.split("---\n", 2)
    assert yaml.safe_load(front)["labels"] == ["unknown", label]
    svg = (tmp_path / "tickets" / f"TW-{FP[:8]}.svg").read_text()
    [issue] = [i for i in weekly_issues(wh, week, TriageConfig().policy) if i.fingerprint == FP]
    prompt = agent_prompt(issue, investigate(wh, issue, week), None)
    for out in (text, svg, prompt):
        assert GHP not in out and GHP[4:20] not in out and _raw_controls(out) == []


@pytest.fixture
def hostile_db(tmp_path, monkeypatch):
    from triage_fixtures import Traffic

    from toolwatch import warehouse
    from toolwatch.skills.issues import parse_week

    monkeypatch.chdir(tmp_path)
    path = tmp_path / "tw.duckdb"
    with warehouse.connect(path) as wh:
        _week_with(Traffic(wh), parse_week(WEEK), "mcp__x__" + GHP + ESCAPES, "a=" * 500 + ESCAPES + " token " + GHP)
    return str(path)


@pytest.mark.parametrize("argv", [["issues", "--week", WEEK], ["issues", "--week", WEEK, "--json"],
                                  ["show", FP, "--week", WEEK], ["show", FP, "--week", WEEK, "--json"],
                                  ["triage", "--week", WEEK, "--dry-run"]],
                         ids=["issues", "issues_json", "show", "show_json", "triage_dry_run"])
def test_cli_output_holds_no_secret_or_terminal_escape(hostile_db, capsys, argv):
    assert main([*argv, "--db", hostile_db]) == 0
    out = capsys.readouterr().out
    assert GHP not in out and GHP[4:20] not in out
    assert _raw_controls(out) == []
    if "--json" in argv or argv[0] == "show":  # tables fold long cells across lines
        assert "[REDACTED:github_token]" in out
