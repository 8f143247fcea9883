"""The simulator's rewording pass (``simulate(reword=SEED)``, ``--reword``): only expected messages change.

A plain and a reworded run of the same seed are compared line by line: every
column but ``error_type``/``error_message`` is equal, bug messages are
untouched, each expected message is its template's rewording, and the ground
truth is the same. The blind phrasings are checked to be absent from the
corpus, the learned model's examples and the rules.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from toolwatch import warehouse
from toolwatch.flows.cli import main
from toolwatch.flows.settings import load_settings
from toolwatch.flows.sim import incidents, messages, reword, simulate
from toolwatch.flows.sim.workload import CLASSES, TOOLS
from toolwatch.flows.wiring import build_classifier
from toolwatch.warehouse.errors import ConfigError
from toolwatch.warehouse.ingest import ingest_paths

REPO = Path(__file__).resolve().parents[2]
END = "2026-11-30T00:00Z"
_SLOT = re.compile(r"\{(?:path|n|cmd|url|id)\}")


def pattern(template: str) -> re.Pattern[str]:
    """A template's placeholders as wildcards: matches every message rendered from it."""
    parts = _SLOT.split(template)
    return re.compile(".+?".join(re.escape(p) for p in parts), re.DOTALL)


def lines(result) -> list[dict]:
    return [json.loads(line) for path in result.paths for line in path.read_text().splitlines()]


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """One day of 30,000 events: plain, tuned rewording (seed 1), blind rewording (seed 1)."""
    root = tmp_path_factory.mktemp("reword")
    common = {"days": 1, "seed": 4, "end": END, "events": 30_000, "split": "none"}
    plain = simulate(root / "plain", **common)
    tuned = simulate(root / "tuned", reword=1, reword_split="tuned", **common)
    blind = simulate(root / "blind", reword=1, reword_split="blind", **common)
    return {"plain": (plain, lines(plain)), "tuned": (tuned, lines(tuned)), "blind": (blind, lines(blind))}


def _catalogue_template(message: str) -> messages.Template:
    """The template ``message`` was rendered from: a catalogue entry or an injected bug's."""
    bugs = [messages.Template("unknown", "", None, m, "bug") for m in incidents.BUG_MESSAGES.values()]
    hits = [t for t in (*messages.catalogue(), *bugs) if pattern(t.message).fullmatch(message)]
    assert hits, message
    return max(hits, key=lambda t: len(_SLOT.sub("", t.message)))  # the most specific template


@pytest.mark.parametrize("split", ["tuned", "blind"])
def test_only_expected_messages_change_and_each_is_its_templates_rewording(runs, split):
    _, plain = runs["plain"]
    result, other = runs[split]
    applied = {(r["error_class"], r["original"]): r for r in result.rewording["templates"]}
    assert len(plain) == len(other)
    changed = bugs = 0
    for a, b in zip(plain, other, strict=True):
        assert {**a, "error_message": None, "error_type": None} == {**b, "error_message": None, "error_type": None}
        if a.get("error_message") is None:
            assert b.get("error_message") is None
            continue
        template = _catalogue_template(a["error_message"])
        if template.error_class == "unknown" or template.message not in {k[1] for k in applied}:
            assert (a["error_message"], a["error_type"]) == (b["error_message"], b["error_type"]), "a bug was reworded"
            bugs += 1
            continue
        rewording = applied[(template.error_class, template.message)]
        assert pattern(rewording["message"]).fullmatch(b["error_message"]), (rewording["message"], b["error_message"])
        assert b["error_type"] == rewording["error_type"] and b["error_message"] != a["error_message"]
        assert rewording["split"] == split
        changed += 1
    assert changed > 500 and bugs > 0


@pytest.mark.parametrize("split", ["tuned", "blind"])
def test_the_ground_truth_is_unchanged(runs, split):
    plain = json.loads(runs["plain"][0].ground_truth_path.read_text())
    other = json.loads(runs[split][0].ground_truth_path.read_text())
    record = other.pop("rewording")
    assert other == plain
    assert record["seed"] == 1 and record["split"] == split


def test_same_seed_same_bytes_another_seed_other_phrasings(tmp_path, runs):
    again = simulate(tmp_path / "again", days=1, seed=4, end=END, events=30_000, split="none", reword=1)
    assert again.paths[0].read_bytes() == runs["tuned"][0].paths[0].read_bytes()
    picks = {seed: [r.message for r in reword.plan_rewording(seed, "all").values()] for seed in range(4)}
    assert picks[0] == [r.message for r in reword.plan_rewording(0, "all").values()]
    assert len({tuple(p) for p in picks.values()}) == 4


def test_every_expected_template_the_simulator_emits_has_tuned_and_blind_phrasings():
    data = reword.load()
    emitted = {(cls, t.message) for tool in TOOLS for cls in CLASSES if cls != "unknown"
               for t in messages.templates_for(tool.name, cls)}
    catalogue = {(t.error_class, t.message) for t in messages.catalogue()}
    for split in ("tuned", "blind"):
        covered = {(p.error_class, p.original) for p in data.phrasings if p.split == split}
        assert emitted <= covered, emitted - covered
    assert {(p.error_class, p.original) for p in data.phrasings} <= catalogue


def _literal_runs(text: str) -> list[str]:
    return [s.strip().lower() for s in _SLOT.split(text) if len(s.strip()) >= 24]


def test_blind_phrasings_are_nowhere_the_classifier_learns_from():
    """No corpus message or learned example is an instance of a blind phrasing or holds a blind
    wrapper's words, and no long run of a blind phrasing's words is copied into the rules."""
    texts = []
    for path in [*sorted((REPO / "tests/data/corpus").glob("*.jsonl")), REPO / "tests/data/error_corpus.jsonl",
                 REPO / "detectors/data/learned_examples.jsonl"]:
        for line in path.read_text().splitlines():
            row = json.loads(line)
            texts.append(str(row.get("error_message") or row.get("message") or ""))
    rules = "\n".join(p.read_text() for p in sorted((REPO / "detectors/rules").glob("*.toml"))).lower()
    rules = rules.replace("\\\\", "\\").replace("\\", "")
    data = reword.load()
    blind = [p.message for p in data.phrasings if p.split == "blind"]
    leaks = [(b, t) for b in blind for t in texts if re.compile(pattern(b).pattern, re.I | re.S).search(t)]
    assert not leaks
    # A wrapper as short as "error: " is formatting, not wording; longer ones must be unseen.
    words = [w.replace("{message}", "").strip().lower() for w in data.wrappers["blind"]]
    assert not [(w, t) for w in words if len(w) >= 12 for t in texts if w in t.lower()]
    assert not [b for b in blind for run in _literal_runs(b) if run in rules]


@pytest.mark.parametrize(("name", "text", "casing", "expected"), [
    ("as is", "File not found: {path}.", "as_is", "File not found: {path}."),
    ("lower keeps placeholders", "EACCES on {path}. Retry.", "lower", "eacces on {path}. retry"),
    ("lower first", "Found {n} matches", "lower_first", "found {n} matches"),
    ("lower first leaves a placeholder start", "{cmd}: took too long", "lower_first", "{cmd}: took too long"),
    ("strip period", "Overloaded.", "strip_period", "Overloaded"),
], ids=lambda v: v if isinstance(v, str) and " " in v else None)
def test_recase(name, text, casing, expected):
    assert reword.recase(text, casing) == expected


@pytest.mark.parametrize(("name", "kwargs", "fragment"), [
    ("bad split", {"reword": 0, "reword_split": "secret"}, "reword split"),
    ("negative seed", {"reword": -1}, "reword seed"),
], ids=lambda v: v if isinstance(v, str) and " " in v else None)
def test_bad_reword_arguments_raise_before_anything_is_written(tmp_path, name, kwargs, fragment):
    with pytest.raises(ConfigError, match=fragment):
        simulate(tmp_path / "x", days=1, end=END, events=100, **kwargs)
    assert not (tmp_path / "x").exists()


def test_cli_flag_reports_the_rewording(tmp_path, capsys):
    code = main(["simulate", "--out", str(tmp_path), "--days", "1", "--end", END, "--events", "3000",
                 "--reword", "--reword-split", "blind", "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rewording"]["seed"] == 0 and report["rewording"]["split"] == "blind"
    truth = json.loads(Path(report["ground_truth_path"]).read_text())
    assert truth["rewording"] == report["rewording"]


def test_a_reworded_day_ingests_and_bugs_and_implied_classes_keep_their_class(runs, tmp_path):
    """Through the real ingest and classifier: every line accepted, every error classified into one of
    the six classes; a bug's message and a status that implies its class are classified as without
    the rewording (which expected phrasings the classifier gets right is the benchmark's business:
    bench/reword_alerts.py)."""
    classifier = build_classifier(load_settings())
    classes = {}
    for name in ("plain", "blind"):
        result, _ = runs[name]
        with warehouse.connect(tmp_path / f"{name}.duckdb") as wh:
            report = ingest_paths(wh, [str(p) for p in result.paths], classifier=classifier)
            assert (report.accepted, report.rejected) == (result.events, 0)
            classes[name] = dict(wh.con.execute(
                "SELECT call_id, error_class FROM tool_calls WHERE is_error").fetchall())
    assert classes["plain"].keys() == classes["blind"].keys()
    assert set(classes["blind"].values()) <= set(CLASSES)
    _, plain = runs["plain"]
    kept = [e["call_id"] for e in plain if e["status"] in ("timeout", "cancelled")]
    kept += [e["call_id"] for e in plain if e.get("error_message")
             and _catalogue_template(e["error_message"]).error_class == "unknown"]
    assert len(kept) > 10
    assert [classes["blind"][c] for c in kept] == [classes["plain"][c] for c in kept]
