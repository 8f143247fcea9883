"""`toolwatch label` (verdicts, export/import) and `toolwatch rules suggest` end to end on real warehouses."""

from __future__ import annotations

import json
import re
from pathlib import Path

import duckdb
import pytest

from toolwatch import warehouse
from toolwatch.detectors.normalize import normalize
from toolwatch.detectors.rules import load_ruleset
from toolwatch.detectors.suggest import regex_from_template
from toolwatch.flows.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"
BUG_LIKE = "zork plugh xyzzy: frobnicator state 4411"  # like nothing in the corpus: the model abstains


def _write_events(path: Path, messages: list[tuple[str, str]], start: int = 0) -> Path:
    lines = [json.dumps({"ts": f"2026-01-01T00:{start + i:02d}:00Z", "tool": tool, "status": "error",
                         "error_message": message, "call_id": f"{path.stem}-{i}"})
             for i, (tool, message) in enumerate(messages)]
    path.write_text("\n".join(lines) + "\n")
    return path


def _rows(db: Path, sql: str) -> list[tuple]:
    con = duckdb.connect(str(db), read_only=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def _json(capsys) -> dict:
    return json.loads(capsys.readouterr().out)


def test_label_relabels_history_and_rollups_wins_on_later_ingest_and_round_trips(tmp_path, capsys):
    db = tmp_path / "a.duckdb"
    events = [("jobs", BUG_LIKE), ("jobs", BUG_LIKE.replace("4411", "4412")), ("read_file", "File not found: /a.py")]
    assert main(["ingest", "--db", str(db), str(_write_events(tmp_path / "one.jsonl", events))]) == 0
    capsys.readouterr()
    before = _rows(db, "SELECT DISTINCT fingerprint, error_class FROM tool_calls WHERE tool = 'jobs'")
    assert len(before) == 1 and before[0][1] == "unknown"

    assert main(["label", "--db", str(db), "--json", before[0][0], "ProviderError", "--reason", "upstream_5xx",
                 "--by", "ana"]) == 0
    report = _json(capsys)
    assert (report["verdicts"], report["rows_relabelled"]) == (1, 2)
    new_fp = report["fingerprints"][0]["to"]
    assert _rows(db, "SELECT DISTINCT error_class, reason, rule_id, confidence, fingerprint FROM tool_calls "
                     "WHERE tool = 'jobs'") == [("ProviderError", "upstream_5xx", "label", 1.0, new_fp)]
    assert _rows(db, "SELECT error_class, sum(errors) FROM rollup_errors WHERE tool = 'jobs' GROUP BY 1") == [
        ("ProviderError", 2)]
    assert _rows(db, "SELECT error_class FROM fingerprints WHERE tool = 'jobs'") == [("ProviderError",)]

    # New rows of the template take the verdict at ingest.
    later = _write_events(tmp_path / "two.jsonl", [("jobs", BUG_LIKE.replace("4411", "9"))], start=30)
    assert main(["ingest", "--db", str(db), str(later)]) == 0
    assert _rows(db, "SELECT DISTINCT rule_id, error_class FROM tool_calls WHERE tool = 'jobs'") == [
        ("label", "ProviderError")]

    # Export, import into another warehouse: its history follows too.
    capsys.readouterr()
    shared = tmp_path / "verdicts.jsonl"
    assert main(["label", "--db", str(db), "--export", str(shared)]) == 0
    exported = [json.loads(line) for line in shared.read_text().splitlines()]
    assert [(v["tool"], v["class"], v["reason"], v["labelled_by"]) for v in exported] == [
        ("jobs", "ProviderError", "upstream_5xx", "ana")]
    other = tmp_path / "b.duckdb"
    assert main(["ingest", "--db", str(other), str(_write_events(tmp_path / "three.jsonl", events[:1]))]) == 0
    capsys.readouterr()
    assert main(["label", "--db", str(other), "--json", "--import", str(shared)]) == 0
    assert _json(capsys)["rows_relabelled"] == 1
    assert _rows(other, "SELECT rule_id, error_class, fingerprint FROM tool_calls") == [("label", "ProviderError", new_fp)]
    assert _rows(other, "SELECT source FROM verdicts") == [("import",)]


LABEL_ERRORS = [
    ("unknown_fingerprint", ["0123456789abcdef", "Timeout"], "no stored error has fingerprint"),
    ("bad_class", None, "is not an error class"),
    ("bad_reason", None, "snake_case"),
    ("nothing_given", [], "give FINGERPRINT CLASS"),
]


@pytest.mark.parametrize(("name", "argv", "message"), LABEL_ERRORS, ids=[e[0] for e in LABEL_ERRORS])
def test_label_refuses_what_it_cannot_record(tmp_path, capsys, name, argv, message):
    db = tmp_path / "a.duckdb"
    assert main(["ingest", "--db", str(db), str(_write_events(tmp_path / "e.jsonl", [("jobs", BUG_LIKE)]))]) == 0
    (fp,), = _rows(db, "SELECT fingerprint FROM tool_calls")
    if argv is None:
        argv = [fp, "Timeouts"] if name == "bad_class" else [fp, "Timeout", "--reason", "Bad Reason"]
    capsys.readouterr()
    assert main(["label", "--db", str(db), *argv]) == 2
    assert message in capsys.readouterr().err


def _corpus_messages() -> list[str]:
    files = [DATA / "error_corpus.jsonl", *sorted((DATA / "corpus").glob("batch_*.jsonl"))]
    rows = [json.loads(line) for f in files for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r["error_message"] for r in rows if r.get("error_message")]


def test_drafted_regexes_mean_the_same_in_python_and_re2_and_match_their_messages():
    messages = _corpus_messages()
    drafts = {m: regex_from_template(normalize(m)) for m in messages}
    pairs = [(m, d) for m, d in drafts.items() if d is not None]
    assert len(pairs) > 0.95 * len(drafts)
    con = duckdb.connect()
    for message, draft in pairs:
        assert re.search(draft, message, re.ASCII), (draft, message)
    # Each draft against its own message and its neighbour's: both engines agree on every pair.
    checks = [(d, m) for i, (_, d) in enumerate(pairs) for m in (pairs[i][0], pairs[i - 1][0])]
    python = [re.search(d, m, re.ASCII) is not None for d, m in checks]
    con.execute("CREATE TABLE c AS SELECT unnest($d) AS d, unnest($m) AS m", {"d": [d for d, _ in checks],
                                                                            "m": [m for _, m in checks]})
    re2 = [row[0] for row in con.execute("SELECT regexp_matches(m, d) FROM c ORDER BY rowid").fetchall()]
    assert python == re2


TEMPLATES = [
    ("placeholders", "File not found: <path> (code <int>)", r"File[ \t\r\n]+not[ \t\r\n]+found:[ \t\r\n]+.*[ \t\r\n]+\(code[ \t\r\n]+.*\)"),
    ("only_placeholders", "<path> <int>", None),
    ("every_placeholder_of_the_normaliser", "is <bool> since <date> <time> on <host>",
     r"is[ \t\r\n]+.*[ \t\r\n]+since[ \t\r\n]+.*[ \t\r\n]+.*[ \t\r\n]+on[ \t\r\n]+"),
    ("specials_escaped", "a+b? [x] {y} ^$|", r"a\+b\?[ \t\r\n]+\[x\][ \t\r\n]+\{y\}[ \t\r\n]+\^\$\|"),
]


@pytest.mark.parametrize(("name", "template", "expected"), TEMPLATES, ids=[t[0] for t in TEMPLATES])
def test_regex_from_template(name, template, expected):
    assert regex_from_template(template) == expected


def test_rules_suggest_lists_top_templates_and_writes_loadable_rules(tmp_path, capsys):
    db = tmp_path / "a.duckdb"
    missing = "The requested file is missing on disk: /srv/app/{}.go"
    events = [("read_file", missing.format(n)) for n in ("a", "b", "c")] + [("jobs", BUG_LIKE)]
    assert main(["ingest", "--db", str(db), str(_write_events(tmp_path / "e.jsonl", events))]) == 0
    capsys.readouterr()
    rules_file = tmp_path / "ours.toml"
    assert main(["rules", "suggest", "--db", str(db), "--json", "--write", str(rules_file)]) == 0
    result = _json(capsys)
    top = result["suggestions"][0]
    assert (top["tool"], top["errors"], top["rule"], top["proposed_class"]) == (
        "read_file", 3, "learned", "UnexpectedEnvironment")
    assert top["draft_rule"] and result["written"] == [top["draft_rule"]["id"]]
    assert [s["draft_rule"] for s in result["suggestions"] if s["tool"] == "jobs"] == [None]
    ruleset = load_ruleset(rules_file)
    rule = ruleset.rule(top["draft_rule"]["id"])
    assert rule.matches(tool="read_file", status="error", error_type=None, error_message=missing.format("zz"))
    # Written rules classify with the SQL path after reclassify; re-running writes nothing twice.
    config = tmp_path / "toolwatch.toml"
    config.write_text(f'[classify]\nrules_file = "{rules_file.name}"\n')
    assert main(["reclassify", "--db", str(db), "--config", str(config), "--json"]) == 0
    capsys.readouterr()
    assert _rows(db, "SELECT DISTINCT rule_id FROM tool_calls WHERE tool = 'read_file'") == [(rule.id,)]
    assert main(["rules", "suggest", "--db", str(db), "--json", "--write", str(rules_file)]) == 0
    assert _json(capsys)["written"] == []


def test_learned_verdict_examples_reach_the_model_at_ingest(tmp_path, capsys):
    """A verdict teaches the model: a differently numbered, slightly reworded message follows it."""
    db = tmp_path / "a.duckdb"
    assert main(["ingest", "--db", str(db), str(_write_events(tmp_path / "a.jsonl", [("jobs", BUG_LIKE)]))]) == 0
    (fp,), = _rows(db, "SELECT fingerprint FROM tool_calls")
    assert main(["label", "--db", str(db), fp, "ProviderError", "--reason", "upstream_5xx"]) == 0
    reworded = "zork plugh xyzzy: the frobnicator state 77"
    assert main(["ingest", "--db", str(db), str(_write_events(tmp_path / "b.jsonl", [("jobs", reworded)], 30))]) == 0
    assert _rows(db, f"SELECT rule_id, error_class, reason FROM tool_calls WHERE error_message = '{reworded}'") == [
        ("learned", "ProviderError", "upstream_5xx")]
    with warehouse.connect(db) as wh:
        assert wh.rows("verdicts_for_learning")[0]["message"] == BUG_LIKE
