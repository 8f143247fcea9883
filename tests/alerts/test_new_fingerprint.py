"""A new bug behind an open unknown-threshold alert pages in that alert's thread (alerts/new_errors.py).

Real warehouse, real detector and lifecycle: the rollups of one tool are written bucket by bucket
(as the other detection tests do), with a steady "false" unknown fingerprint that keeps an alert
open on the tool, and a new bug fingerprint on top of it.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import timedelta

import pyarrow as pa
from detect_rollups import START, at_bucket_end, past_warmup

from toolwatch.alerts.delivery import deliver_outbox
from toolwatch.alerts.local_sink import LocalSink
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config

TOOL = "edit_file"
KEY = f"unknown_threshold|{TOOL}|*|unknown"
CALLS = 200  # per 5-minute bucket: 600 in the 15-minute window, over the 200-call gate
FALSE_FP, BUG_FP = "false-phrasing", "new-bug"
SECRET = "Bearer " + "Z" * 32


def bucket(t: int):
    return START + timedelta(minutes=5 * t)


def write(wh, last: int, errors: dict[str, dict[int, int]], templates: dict[str, tuple[str, str]] | None = None) -> None:
    """Buckets 0..last of ``TOOL``: CALLS calls each, and ``errors[fingerprint][t]`` unknown errors."""
    calls = {"bucket": [], "tool": [], "model": [], "calls": [], "errors": []}
    rows = {"bucket": [], "tool": [], "model": [], "error_class": [], "fingerprint": [], "errors": []}
    for t in range(last + 1):
        total = 0
        for fp, counts in errors.items():
            if counts.get(t):
                total += counts[t]
                for k, v in (("bucket", bucket(t)), ("tool", TOOL), ("model", "model-a"), ("error_class", "unknown"),
                             ("fingerprint", fp), ("errors", counts[t])):
                    rows[k].append(v)
        for k, v in (("bucket", bucket(t)), ("tool", TOOL), ("model", "model-a"), ("calls", CALLS), ("errors", total)):
            calls[k].append(v)
    wh.con.from_arrow(pa.table(calls)).insert_into("rollup_calls")
    wh.con.from_arrow(pa.table(rows)).insert_into("rollup_errors")
    templates = templates or {}
    for fp, counts in errors.items():
        seen = sorted(t for t, k in counts.items() if k)
        template, sample = templates.get(fp, (f"TypeError in {fp} at <path>", f"TypeError in {fp} at /src/a.ts"))
        wh.con.execute("INSERT INTO fingerprints VALUES (?, ?, 'unknown', 'unmatched', ?, ?, ?, ?, ?)",
                       [fp, TOOL, template, sample, bucket(seen[0]), bucket(seen[-1]), sum(counts.values())])


def steady(first: int, last: int, per_bucket: int) -> dict[int, int]:
    return {t: per_bucket for t in range(first, last + 1)}


def detect(wh, last: int, **lifecycle):
    settings = past_warmup(load_settings())
    config = replace(lifecycle_config(settings), **lifecycle)
    return run_detection(wh, detect_config(settings, 300), config, at_bucket_end(last)).events


def pages(events) -> list:
    return [e for e in events if e.event == "new_fingerprint"]


def outbox(wh) -> list[dict]:
    return [{"dedupe_key": d, **json.loads(p)}
            for d, p in wh.con.execute("SELECT dedupe_key, payload FROM outbox ORDER BY outbox_id").fetchall()]


def test_a_new_bug_pages_in_the_open_alerts_thread(wh, tmp_path):
    # 1 % false unknowns keep the alert open; a bug at 3 % starts at bucket 60 and lasts 40 minutes.
    write(wh, 100, {FALSE_FP: steady(0, 100, 2), BUG_FP: steady(60, 67, 6)})
    events = detect(wh, 100)
    opened = [e for e in events if e.event == "opened"]
    assert [e.alert_key for e in opened] == [KEY] and opened[0].at <= at_bucket_end(3)
    [page] = pages(events)
    assert page.alert_id == opened[0].alert_id and page.alert_key == KEY
    assert at_bucket_end(60) <= page.at <= at_bucket_end(61)  # the bug's first bucket passes the rule
    new = page.details["new_fingerprint"]
    assert new["fingerprint"] == BUG_FP and new["window"] == "15m" and new["errors"] >= 6
    assert new["calls"] == 3 * CALLS and new["p_value"] < 0.1 and new["threshold"] == 0.005
    assert new["sample_message"] == f"TypeError in {BUG_FP} at /src/a.ts"
    row = [r for r in outbox(wh) if r["event"] == "new_fingerprint"][0]
    assert row["dedupe_key"].startswith(f"alert:{page.alert_id}:new_fingerprint:")
    assert row["new_fingerprint"] == new and row["evidence"]["top_fingerprints"][0]["fingerprint"] == FALSE_FP
    # The alert itself is not re-notified or changed: only a page in its thread.
    assert [e.event for e in events if e.alert_id == page.alert_id] == ["opened", "new_fingerprint"]

    sink = LocalSink(tmp_path / "alerts")
    report = deliver_outbox(wh, sink, charts=False)
    assert report.failed == 0 and report.posted == 1 and report.replies == 1
    posts = [r for r in sink.records() if r["method"] == "chat.postMessage"]
    top, reply = posts
    assert top["thread_ts"] is None and reply["thread_ts"] == top["ts"] and reply["broadcast"] is True
    text = json.dumps(reply["blocks"])
    assert "New unknown error on" in reply["text"] and f"toolwatch show {BUG_FP}" in text and "6 of 600" in text


def test_the_same_fingerprint_pages_once_per_alert_also_across_runs(wh):
    # The bug lasts four hours, far past the cooldown; detect runs twice, as live runs would.
    write(wh, 200, {FALSE_FP: steady(0, 200, 2), BUG_FP: steady(60, 108, 6)})
    first = detect(wh, 80)
    second = detect(wh, 200)
    assert [p.details["new_fingerprint"]["fingerprint"] for p in pages(first)] == [BUG_FP]
    assert pages(second) == []
    named = wh.con.execute("SELECT fingerprint, event FROM alert_fingerprints ORDER BY named_at, fingerprint").fetchall()
    assert named == [(FALSE_FP, "opened"), (BUG_FP, "new_fingerprint")]


def test_a_fingerprint_seen_in_the_week_before_does_not_page(wh):
    # The same bug had a few errors 8 hours before (outside the 6 h window, inside the week before).
    errors = steady(60 + 96, 67 + 96, 6) | {60: 2, 61: 1}
    write(wh, 200, {FALSE_FP: steady(0, 200, 2), BUG_FP: errors})
    events = detect(wh, 200)
    assert [e.event for e in events if e.event == "opened"] == ["opened"]
    assert pages(events) == []


def test_a_new_fingerprint_below_the_unknown_rule_does_not_page(wh):
    # Two errors every 15 minutes for two hours: 0.33 % of the calls, under the 0.5 % threshold alone.
    write(wh, 140, {FALSE_FP: steady(0, 140, 2), BUG_FP: {t: 1 for t in range(60, 84, 3)} | {t: 1 for t in range(61, 84, 3)}})
    events = detect(wh, 140)
    assert any(e.event == "opened" for e in events)
    assert pages(events) == []


def test_the_cooldown_spaces_an_alerts_new_error_pages(wh):
    second_fp = "another-bug"
    errors = {FALSE_FP: steady(0, 160, 2), BUG_FP: steady(60, 100, 6), second_fp: steady(62, 100, 6)}
    write(wh, 160, errors)
    spaced = pages(detect(wh, 160, new_error_cooldown=3600))
    assert [p.details["new_fingerprint"]["fingerprint"] for p in spaced] == [BUG_FP, second_fp]
    assert spaced[1].at - spaced[0].at >= timedelta(hours=1)


def test_without_a_cooldown_the_second_bug_pages_at_once(wh):
    second_fp = "another-bug"
    write(wh, 160, {FALSE_FP: steady(0, 160, 2), BUG_FP: steady(60, 100, 6), second_fp: steady(62, 100, 6)})
    quick = pages(detect(wh, 160, new_error_cooldown=0))
    assert [p.details["new_fingerprint"]["fingerprint"] for p in quick] == [BUG_FP, second_fp]
    assert quick[1].at - quick[0].at <= timedelta(minutes=10)


def test_switched_off_no_new_error_page(wh):
    write(wh, 100, {FALSE_FP: steady(0, 100, 2), BUG_FP: steady(60, 67, 6)})
    assert pages(detect(wh, 100, page_new_fingerprints=False)) == []


def test_hostile_text_is_redacted_and_escaped(wh, tmp_path):
    hostile = ("<!channel> `rm -rf ~` <https://evil.example|click> *bold*", f"Authorization: {SECRET} <!here> & ```")
    write(wh, 100, {FALSE_FP: steady(0, 100, 2), BUG_FP: steady(60, 67, 6)}, templates={BUG_FP: hostile})
    [page] = pages(detect(wh, 100))
    new = page.details["new_fingerprint"]
    assert SECRET not in json.dumps(new) and "Z" * 32 not in json.dumps(outbox(wh))
    sink = LocalSink(tmp_path / "alerts")
    deliver_outbox(wh, sink, charts=False)
    reply = [r for r in sink.records() if r["method"] == "chat.postMessage"][-1]
    sent = reply["text"] + json.dumps(reply["blocks"])
    assert "<!channel>" not in sent and "<!here>" not in sent and "<https://evil" not in sent
    assert "&lt;!channel&gt;" in sent and "Z" * 32 not in sent


def test_backtest_events_list_the_page(wh):
    from toolwatch.flows.backtest import replay

    write(wh, 100, {FALSE_FP: steady(0, 100, 2), BUG_FP: steady(60, 67, 6)})
    result = replay(wh, past_warmup(load_settings()))
    [line] = [e for e in result.lifecycle if e["event"] == "new_fingerprint"]
    assert line["alert_key"] == KEY and line["at"] == at_bucket_end(60).isoformat() + "Z"
    assert line["new_fingerprint"]["fingerprint"] == BUG_FP and line["new_fingerprint"]["errors"] == 6
    json.dumps(line)  # what `backtest --json --events` prints


def test_the_page_reaches_slack_as_a_broadcast_thread_reply(wh, slack, slack_sink):
    from toolwatch.alerts.delivery import Routing
    from toolwatch.alerts.slack_text import blocks_to_text

    write(wh, 100, {FALSE_FP: steady(0, 100, 2), BUG_FP: steady(60, 67, 6)})
    detect(wh, 100)
    report = deliver_outbox(wh, slack_sink, routing=Routing(default_channel="#tool-errors"), charts=False)
    assert (report.posted, report.replies, report.failed) == (1, 1, 0)
    [top] = slack.top_level("C0ALERTS01")
    [reply] = slack.thread("C0ALERTS01", top["ts"])
    assert reply["reply_broadcast"] is True
    text = blocks_to_text(reply["blocks"])
    assert "New unknown error on" in text and f"toolwatch show {BUG_FP}" in text and f"TypeError in {BUG_FP}" in text
