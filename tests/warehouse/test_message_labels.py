"""The rules' labels a warehouse keeps per distinct message (message_labels, migration 018).

A small file classifies its distinct messages in Python; a message the warehouse has labelled
under the same ruleset version is read back instead of normalised and matched again. These
tests prove a kept label is read (by altering one and seeing it come back), that another
ruleset version's labels are neither read nor kept, that people's verdicts still win, that
the rows are the same with and without kept labels, and that the table stays bounded.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from toolwatch import warehouse
from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.reclassify import reclassify
from toolwatch.detectors.rules import load_ruleset
from toolwatch.detectors.verdicts import record_verdicts, verdict_for_fingerprint
from toolwatch.warehouse import ingest as ingest_module
from toolwatch.warehouse.ingest import ingest_paths

NOW = datetime(2026, 11, 30, 12, 0, 0)
CORPUS = Path(__file__).resolve().parents[1] / "data" / "error_corpus.jsonl"
CLASSIFIER = compile_classifier(load_ruleset(None, []))
LABELS = "SELECT call_id, error_class, reason, rule_id, template, fingerprint, ruleset_version, confidence FROM tool_calls"


def messages(count: int = 60) -> list[dict]:
    """Error events of the corpus (rules of every class, and messages no rule matches)."""
    rows = [json.loads(line) for line in CORPUS.read_text().splitlines()][:count]
    return [{k: r[k] for k in ("tool", "status", "error_type", "error_message") if r.get(k) is not None} for r in rows]


def write(path: Path, events: list[dict], tag: str) -> Path:
    """``events`` as a JSONL file of calls ``{tag}-{i}`` (another tag: the same messages, other calls)."""
    lines = [json.dumps({"ts": f"2026-11-29T10:{i // 60 % 60:02d}:{i % 60:02d}Z", "model": "gpt-5",
                         "session_id": "s-1", "call_id": f"{tag}-{i}", **e}) for i, e in enumerate(events)]
    path.write_text("\n".join(lines) + "\n")
    return path


def ingest(wh, path: Path, classifier=CLASSIFIER):
    report = ingest_paths(wh, [str(path)], classifier=classifier, now=NOW)
    assert report.accepted == report.lines_read > 0
    return report


def kept(wh) -> list[tuple]:
    return wh.con.execute("SELECT ruleset_version, count(*) FROM message_labels GROUP BY ALL ORDER BY ALL").fetchall()


def test_a_file_keeps_the_rules_labels_of_its_distinct_messages(tmp_path):
    events = messages()
    distinct = {tuple(sorted(e.items())) for e in events}
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        ingest(wh, write(tmp_path / "a.jsonl", events + events[:10], "a"))
        assert kept(wh) == [(CLASSIFIER.ruleset_version, len(distinct))]
        stored = wh.con.execute("SELECT DISTINCT error_class, reason, rule_id, template, fingerprint FROM tool_calls "
                                "WHERE rule_id NOT IN ('label', 'learned')").fetchall()
        labels = wh.con.execute("SELECT DISTINCT error_class, reason, rule_id, template, fingerprint "
                                "FROM message_labels").fetchall()
        assert sorted(stored) == sorted(labels)


def test_a_seen_message_is_labelled_from_the_warehouse(tmp_path):
    events = messages()
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        ingest(wh, write(tmp_path / "a.jsonl", events, "a"))
        # A label the rules would never give: seen on the next file's rows only if it was read.
        wh.con.execute("UPDATE message_labels SET reason = 'kept_label' WHERE rule_id NOT IN ('fallback')")
        altered = wh.con.execute("SELECT count(*) FROM message_labels WHERE reason = 'kept_label'").fetchone()[0]
        assert altered > 10
        fresh = [{**events[0], "error_message": "a message this warehouse has never seen: ENOENT /tmp/x"}]
        ingest(wh, write(tmp_path / "b.jsonl", events + fresh, "b"))
        reasons = dict(wh.con.execute("SELECT call_id, reason FROM tool_calls WHERE call_id LIKE 'b-%'").fetchall())
        assert sum(r == "kept_label" for r in reasons.values()) >= altered
        assert reasons[f"b-{len(events)}"] != "kept_label"  # the new message went to the rules
        assert kept(wh) == [(CLASSIFIER.ruleset_version, altered + wh.con.execute(
            "SELECT count(*) FROM message_labels WHERE reason <> 'kept_label'").fetchone()[0])]


def test_rows_are_the_same_with_and_without_kept_labels(tmp_path):
    events = messages()
    seen, unseen = tmp_path / "seen.duckdb", tmp_path / "unseen.duckdb"
    with warehouse.connect(seen) as wh:
        ingest(wh, write(tmp_path / "a.jsonl", events, "a"))
        ingest(wh, write(tmp_path / "b.jsonl", events, "b"))
        with_labels = wh.con.execute(LABELS + " WHERE call_id LIKE 'b-%' ORDER BY call_id").fetchall()
        fingerprints = wh.con.execute("SELECT fingerprint, tool, error_class, reason, template FROM fingerprints "
                                      "ORDER BY ALL").fetchall()
    with warehouse.connect(unseen) as wh:
        ingest(wh, write(tmp_path / "b.jsonl", events, "b"))
        assert wh.con.execute("SELECT count(*) FROM message_labels").fetchone()[0] > 0
        without = wh.con.execute(LABELS + " WHERE call_id LIKE 'b-%' ORDER BY call_id").fetchall()
        assert fingerprints == wh.con.execute("SELECT fingerprint, tool, error_class, reason, template FROM "
                                              "fingerprints ORDER BY ALL").fetchall()
    assert len(with_labels) == len(events)
    assert with_labels == without


def test_labels_of_another_ruleset_version_are_neither_read_nor_kept(tmp_path):
    events = messages()
    ours = compile_classifier(load_ruleset(None, [{"id": "ours", "class": "Timeout", "reason": "ours", "message": "."}]))
    assert ours.ruleset_version != CLASSIFIER.ruleset_version
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        ingest(wh, write(tmp_path / "a.jsonl", events, "a"), ours)
        assert kept(wh) == [(ours.ruleset_version, len(events))]
        ingest(wh, write(tmp_path / "b.jsonl", events, "b"))
        rules = dict(wh.con.execute("SELECT call_id, rule_id FROM tool_calls").fetchall())
        assert {rules[f"a-{i}"] for i in range(len(events))} == {"ours"}
        assert "ours" not in {rules[f"b-{i}"] for i in range(len(events))}
        assert kept(wh) == [(CLASSIFIER.ruleset_version, len(events))]


def test_after_reclassify_a_file_is_labelled_by_the_rules_in_force(tmp_path):
    events = messages()
    ours = compile_classifier(load_ruleset(None, [{"id": "ours", "class": "Timeout", "reason": "ours", "message": "."}]))
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        ingest(wh, write(tmp_path / "a.jsonl", events, "a"))
        reclassify(wh, ours)
        assert {r for (r,) in wh.con.execute("SELECT DISTINCT rule_id FROM tool_calls").fetchall()} == {"ours"}
        ingest(wh, write(tmp_path / "b.jsonl", events, "b"), ours)
        assert {r for (r,) in wh.con.execute("SELECT DISTINCT rule_id FROM tool_calls").fetchall()} == {"ours"}
        assert kept(wh) == [(ours.ruleset_version, len(events))]


def test_a_verdict_wins_over_a_kept_label(tmp_path):
    events = messages()
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        ingest(wh, write(tmp_path / "a.jsonl", events, "a"))
        call, fp, tool, template = wh.con.execute(
            "SELECT call_id, fingerprint, tool, template FROM tool_calls WHERE rule_id NOT IN ('fallback', 'learned') "
            "AND error_class <> 'ProviderError' ORDER BY call_id LIMIT 1").fetchone()
        verdict = verdict_for_fingerprint(wh, fp, "ProviderError", "ours", source="cli", now=NOW)
        record_verdicts(wh, [verdict])
        ingest(wh, write(tmp_path / "b.jsonl", events, "b"))
        b_call = "b-" + call.split("-")[1]
        assert wh.con.execute("SELECT error_class, reason, rule_id FROM tool_calls WHERE call_id = $c",
                              {"c": b_call}).fetchone() == ("ProviderError", "ours", "label")
        # The kept label is still the rules' own: the verdict revised the file's rows, not it.
        assert wh.con.execute("SELECT count(*) FROM message_labels WHERE rule_id = 'label' OR reason = 'ours'"
                              ).fetchone()[0] == 0
        assert (tool, template) == wh.con.execute("SELECT tool, template FROM tool_calls WHERE call_id = $c",
                                                  {"c": b_call}).fetchone()


def test_kept_labels_are_bounded_to_the_newest(tmp_path, monkeypatch):
    monkeypatch.setattr(ingest_module, "MESSAGE_LABELS_KEPT", 3)
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        for n in range(3):
            batch = [{"tool": "t", "status": "error", "error_message": f"widget {n}-{i} exploded"} for i in range(5)]
            ingest(wh, write(tmp_path / f"{n}.jsonl", batch, f"f{n}"))
        # Every label of the last file (one transaction, one time), none of the files before it.
        keys = {n: {wh.con.execute("SELECT md5(to_json(['t', 'error', NULL, $m]))", {"m": f"widget {n}-{i} exploded"}
                                   ).fetchone()[0] for i in range(5)} for n in range(3)}
        stored = {k for (k,) in wh.con.execute("SELECT message_key FROM message_labels").fetchall()}
        assert stored == keys[2]


def test_a_message_seen_in_the_same_run_is_not_stored_twice(tmp_path):
    events = messages(20)
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        report = ingest_paths(wh, [str(write(tmp_path / "a.jsonl", events, "a")),
                                   str(write(tmp_path / "b.jsonl", events, "b"))], classifier=CLASSIFIER, now=NOW)
        assert report.accepted == 2 * len(events)
        assert kept(wh) == [(CLASSIFIER.ruleset_version, len(events))]


def test_the_bound_holds_whether_or_not_a_file_crosses_it(tmp_path, monkeypatch):
    # The prune runs only when the table would exceed its bound or holds another version's labels
    # (staging_messages counts both); at and under the bound nothing is deleted, over it the files
    # older than the newest MESSAGE_LABELS_KEPT labels' are, whole (a file's labels share one time).
    monkeypatch.setattr(ingest_module, "MESSAGE_LABELS_KEPT", 10)
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        def stored_per_file() -> dict[str, int]:
            rows = wh.con.execute("SELECT stored_at, count(*) FROM message_labels GROUP BY ALL ORDER BY ALL").fetchall()
            return {f"f{n}": count for n, (_, count) in zip(live, rows, strict=True)}

        live: list[int] = []
        for n, size in enumerate((5, 5, 1, 5)):
            batch = [{"tool": "t", "status": "error", "error_message": f"gizmo {n}-{i} melted"} for i in range(size)]
            ingest(wh, write(tmp_path / f"{n}.jsonl", batch, f"f{n}"))
            live.append(n)
            if n == 3:
                live.remove(0)  # 11 + 5 labels: the newest 10 reach back to f1's, so f0's go
            assert stored_per_file() == {f"f{k}": (5, 5, 1, 5)[k] for k in live}, n
