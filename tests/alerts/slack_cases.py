"""Representative alerts rendered for the snapshot and Block Kit validity tests."""

from __future__ import annotations

from datetime import timedelta

from slack_fixtures import OPENED_AT, make_payload

from toolwatch.alerts.slack_blocks import Links, render_message, render_reply

LINKS = Links(runbook_url="https://runbook.example/toolwatch", dashboard_url="https://grafana.example/d/tools")

RESOLVED_AT = OPENED_AT + timedelta(hours=1, minutes=25)


def with_impact(payload: dict, sessions: int, concentration: list[dict], window: str = "15m") -> dict:
    payload["evidence"].update(sessions=sessions, concentration=concentration, window=window)
    return payload


def with_stuck(payload: dict, counts: list[int]) -> dict:
    for fp, count in zip(payload["evidence"]["top_fingerprints"], counts, strict=True):
        fp["stuck_sessions"] = count
    return payload


CASES = {
    "anomaly_opened": lambda: render_message([make_payload(12)], links=LINKS),
    "unknown_threshold_opened": lambda: render_message(
        [make_payload(13, kind="unknown_threshold", tool="run_terminal_cmd", model="gpt-5", error_class="unknown",
                      observed_rate=0.031, baseline_rate=None, calls=640, errors=20,
                      template="spawn <path> EACCES: sandbox helper crashed (code <int>)",
                      sample_message="spawn /usr/bin/zsh EACCES: sandbox helper crashed (code 139)")],
        links=LINKS),
    "anomaly_resolved": lambda: render_message([make_payload(12, "resolved", resolved_at=RESOLVED_AT, observed_rate=0.09, errors=11)]),
    "burst_grouped": lambda: render_message(
        [make_payload(20, model="gpt-5"), make_payload(21, model="claude-sonnet-4", error_class="UnexpectedEnvironment"),
         make_payload(22, "resolved", model=None, resolved_at=RESOLVED_AT)],
        links=LINKS),
    "renotified_reply": lambda: render_reply(make_payload(12, "renotified", observed_rate=0.14, errors=17)),
    "resolved_reply": lambda: render_reply(make_payload(12, "resolved", resolved_at=RESOLVED_AT, observed_rate=0.09, errors=11)),
    "concentrated_message": lambda: render_message([with_impact(
        make_payload(14, tool="read_file", error_class="UnexpectedEnvironment", calls=85, errors=14,
                     template="ENOENT: no such file or directory, open <path>",
                     sample_message="ENOENT: no such file or directory, open '/repo/src/app.ts'",
                     observed_rate=14 / 85, baseline_rate=0.024, alert_key="anomaly|read_file|*|UnexpectedEnvironment"),
        sessions=11, concentration=[{"dimension": "harness_version", "value": "1.7.0", "errors_share": 0.89,
                                     "calls_share": 0.41}])],
        links=Links(ui_base_url="http://toolwatch.internal:8787")),
    "stuck_sessions_message": lambda: render_message([with_stuck(with_impact(
        make_payload(16, kind="unknown_threshold", tool="apply_patch", error_class="unknown", observed_rate=0.038,
                     baseline_rate=None, calls=312, errors=12,
                     template="TypeError: Cannot read properties of undefined (reading 'encoding')",
                     sample_message="TypeError: Cannot read properties of undefined (reading 'encoding')"),
        sessions=6, concentration=[]), [2, 0])], links=LINKS),
    "spread_unknown_message": lambda: render_message([with_impact(
        make_payload(15, kind="unknown_threshold", tool="it's_a_tool; rm -rf ~", error_class="unknown",
                     observed_rate=0.02, baseline_rate=0.0004, calls=300, errors=6),
        sessions=6, concentration=[], window="1h")]),
    "adopted_message": lambda: render_message([make_payload(
        12, "adopted", tool="run_terminal_cmd", error_class="Timeout", resolved_at=RESOLVED_AT + timedelta(days=1),
        observed_rate=0.045, baseline_rate=0.017, outcome="adopted", shift_started_at="2026-11-30T09:40:00Z",
        rate_before=0.017, rate_after=0.045)]),
    "adopted_reply": lambda: render_reply(make_payload(
        12, "adopted", tool="run_terminal_cmd", error_class="Timeout", resolved_at=RESOLVED_AT + timedelta(days=1),
        observed_rate=0.045, baseline_rate=0.017, outcome="adopted", shift_started_at="2026-11-30T09:40:00Z",
        rate_before=0.017, rate_after=0.045)),
    "reopened_reply": lambda: render_reply(make_payload(12, "reopened", reopened=1, reopened_after_s=2400)),
    "merged_reply": lambda: render_reply(make_payload(12, "merged", model="gpt-5", resolved_at=RESOLVED_AT,
                                                      outcome="merged", merged_into=15)),
    "new_fingerprint_reply": lambda: render_reply(make_payload(
        13, "new_fingerprint", kind="unknown_threshold", tool="read_file", error_class="unknown", observed_rate=0.012,
        baseline_rate=None, calls=900, errors=11, template="Path <path> does not exist", sample_message="Path /x does not exist",
        new_fingerprint={"fingerprint": "9c8b7a6f5e4d3c2b", "errors": 14, "calls": 905, "window": "15m",
                         "observed_rate": 14 / 905, "threshold": 0.005, "p_value": 3.1e-05,
                         "first_seen": "2026-11-30T09:52:00Z",
                         "template": "TypeError: Cannot read properties of undefined (reading <str>)",
                         "sample_message": "TypeError: Cannot read properties of undefined (reading 'split')"})),
    "new_fingerprint_untrusted": lambda: render_reply(make_payload(
        31, "new_fingerprint", kind="unknown_threshold", tool="mcp__evil__<!channel>", error_class="unknown",
        observed_rate=0.02, baseline_rate=None,
        new_fingerprint={"fingerprint": "`fp` <!here>", "errors": 9, "calls": 400, "window": "1h",
                         "observed_rate": 9 / 400, "threshold": 0.005, "p_value": 2e-4,
                         "template": "<https://evil.example|click here> for `free` <@U123>",
                         "sample_message": "```\n*ping* <!here> & done"})),
    "untrusted_text": lambda: render_message([make_payload(
        30, tool="mcp__evil__<!channel>", model="*bold* _model_",
        template="<https://evil.example|click here> for `free` <@U123>",
        sample_message="Authorization: Bearer " + "A" * 24 + " ```\n*ping* <!here> & done",
    )]),
}
