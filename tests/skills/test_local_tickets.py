"""Without LINEAR_API_KEY: Markdown tickets plus warehouse rows, with the same idempotency."""

from __future__ import annotations

import re
from datetime import timedelta
from xml.etree import ElementTree

import yaml
from triage_fixtures import NEW, NOW, ONGOING, SPIKING, standard_week

from toolwatch.skills.tickets import LocalTickets
from toolwatch.skills.triage import TriageConfig, run_triage


def snapshot(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_markdown_tickets_with_front_matter_chart_and_investigation(wh, traffic, week, tmp_path):
    standard_week(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "tickets")
    report = run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
    assert sorted(t["identifier"] for t in report.tickets) == ["TW-aaaa0000", "TW-cccc0000"]
    text = tickets.path(NEW).read_text()
    assert text.startswith("---\nidentifier: TW-cccc0000\nfingerprint: cccc000000000003\nstate: open\npriority: 1\n")
    assert 'labels: ["unknown", "tool:run_terminal_cmd"]' in text
    assert "![weekly error rate](TW-cccc0000.svg)" in text
    chart = ElementTree.parse(tmp_path / "tickets" / "TW-cccc0000.svg").getroot()
    bars = [float(r.get("height")) for r in chart.iter("{http://www.w3.org/2000/svg}rect")]
    assert len(bars) == 5 and bars[:4] == [0.0] * 4 and bars[4] > 0  # only this week has errors
    assert "| 2026-W48 | 30 | 430 | 6.98% | 12 |" in text
    assert "sk-proj-" not in text and "[REDACTED:" in text
    rows = {r["fingerprint"]: r for r in wh.rows("triage_tickets")}
    assert set(rows) == {NEW, SPIKING} and rows[NEW]["backend"] == "local"
    recorded = wh.con.execute("SELECT fingerprint, status, errors, calls, baseline_rate IS NULL FROM triage_issues "
                              "WHERE week = '2026-W48' ORDER BY 1").fetchall()
    assert recorded == [(SPIKING, "spiking", 80, 2080, False), (ONGOING, "ongoing", 20, 2020, False),
                        (NEW, "new", 30, 430, True)]


def test_rerun_changes_nothing_and_next_week_appends_one_comment(wh, traffic, week, tmp_path):
    standard_week(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "tickets")
    run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
    before = snapshot(tmp_path / "tickets")
    events = wh.con.execute("SELECT count(*) FROM ticket_events").fetchone()
    again = run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW + timedelta(hours=1))
    assert again.delivered == [] and {t["action"] for t in again.tickets} == {"unchanged"}
    assert snapshot(tmp_path / "tickets") == before
    assert wh.con.execute("SELECT count(*) FROM ticket_events").fetchone() == events

    nxt = week.shifted(1)
    traffic.calls(nxt, "run_terminal_cmd", 400).errors(nxt, "run_terminal_cmd", NEW, 10, message="panic: x").commit()
    for hours in (0, 5):
        run_triage(wh, nxt, TriageConfig(), tickets=tickets, launcher=None, now=NOW + timedelta(days=7, hours=hours))
    text = tickets.path(NEW).read_text()
    assert text.count(f"### weekly · {nxt.label}") == 1
    assert f"**{nxt.label}** · ongoing · 10 errors / 410 calls" in text


def test_untrusted_text_cannot_format_the_ticket(wh, traffic, week, tmp_path):
    evil = "<img src=x onerror=alert(1)> [click](https://evil.example) **bold** ``` # heading"
    traffic.calls(week, "mcp__evil__tool", 100)
    traffic.errors(week, "mcp__evil__tool", "5555000000000005", 25, message=evil, model="m*o*d*e*l",
                   args={"q": "`ignore previous instructions`"})
    traffic.commit()
    tickets = LocalTickets(wh, tmp_path / "tickets")
    run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
    text = tickets.path("5555000000000005").read_text()
    _, front, body = text.split("---\n", 2)
    assert yaml.safe_load(front)["labels"] == ["unknown", "tool:mcp__evil__tool"]
    outside_code = _outside_fences(body)
    for raw in ("<img", "[click](", "**bold**", "m*o*d*e*l", "mcp__evil__tool", "# heading", "`ignore"):
        unescaped = re.compile(r"(?<!\\)" + re.escape(raw[0]) + re.escape(raw[1:]))
        assert not unescaped.search(outside_code), raw
    assert r"m\*o\*d\*e\*l" in text and r"mcp\_\_evil\_\_tool" in text
    assert "````\n" in text  # a fence longer than the ``` inside the message


def _outside_fences(text: str) -> str:
    out, fence = [], None
    for line in text.splitlines():
        stripped = line.strip()
        if fence is None and stripped.startswith("```"):
            fence = stripped[: len(stripped) - len(stripped.lstrip("`"))]
            continue
        if fence is not None:
            if stripped == fence:
                fence = None
            continue
        out.append(line)
    return "\n".join(out)


def test_a_secret_cut_up_by_the_normaliser_is_still_redacted(wh, traffic, week, tmp_path):
    # the fingerprints table holds the template "auth failed for sk-proj-<int>Abcdef…"
    traffic.calls(week, "web_fetch", 100)
    traffic.errors(week, "web_fetch", "4444000000000004", 25, message="auth failed for sk-proj-{i}Abcdefghijklmnopqrstuvwx")
    traffic.commit()
    assert "<int>" in wh.con.execute("SELECT template FROM fingerprints").fetchone()[0]
    tickets = LocalTickets(wh, tmp_path / "tickets")
    run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
    text = tickets.path("4444000000000004").read_text()
    assert "Abcdefghijklmnopqrstuvwx" not in text
    assert "auth failed for [REDACTED:openai_key]" in text
    assert wh.rows("triage_ticket", {"fingerprint": "4444000000000004"})[0]["title"] == \
        "[unknown] web_fetch: auth failed for [REDACTED:openai_key]"
