"""``bench/classify_accuracy.py``: beside the bugs kept ``unknown`` it reports the bugs kept among those whose
text can tell (no ``worded_as``), in the table and in ``--json``; run on a synthetic corpus, never on a blind split."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from bench_scripts import load_bench


@pytest.fixture(scope="module")
def bench():
    return load_bench("classify_accuracy")


def row(n: int, message: str, expected: str, worded_as: str | None = None) -> dict:
    case = {"id": f"s-{n}", "tool": "Bash", "status": "error", "error_type": None, "error_message": message,
            "expected_class": expected, "expected_reason": "internal_exception" if expected == "unknown" else "x",
            "source": "synthetic", "harness": f"h{n}", "batch": 99, "split": "synthetic"}
    if worded_as:
        case["worded_as"] = worded_as
    return case


# Four bugs, two of them worded as expected errors, and two expected errors.
ROWS = [
    row(1, "TypeError: x is not a function", "unknown"),
    row(2, "KeyError: 'vivtex'", "unknown"),
    row(3, "Unknown tool: status", "unknown", worded_as="unknown_tool"),
    row(4, "ssh: connect to host h port 22: Connection timed out", "unknown", worded_as="deadline_exceeded"),
    row(5, "npm ERR! code E404", "UnexpectedEnvironment"),
    row(6, "timeout of 5000ms exceeded", "Timeout"),
]


@pytest.mark.parametrize(("kept", "bugs_kept", "text_tells_kept"), [
    ({"s-1", "s-3"}, 2, 1),          # one telling bug and one worded_as bug kept
    ({"s-1", "s-2"}, 2, 2),          # the same bugs kept overall, every telling one among them
    ({"s-3", "s-4"}, 2, 0),          # only the bugs no text can tell
    ({"s-1", "s-2", "s-3", "s-4", "s-5"}, 4, 2),
])
def test_bugs_kept_among_those_whose_text_can_tell(bench, kept, bugs_kept, text_tells_kept):
    got = {case["id"]: "unknown" if case["id"] in kept else "Timeout" for case in ROWS}
    score = bench._score(ROWS, got)
    assert (score["bugs"], score["bugs_kept"], score["bugs_text_tells"]) == (4, bugs_kept, 2)
    assert score["bugs_text_tells_kept"] == text_tells_kept
    assert score["bugs_kept_share"] == bugs_kept / 4
    assert score["bugs_text_tells_kept_share"] == text_tells_kept / 2
    assert score["expected_left_unknown"] == ("s-5" in kept) / 2


def test_a_split_without_marks_or_bugs_counts_what_it_has(bench):
    plain = [case for case in ROWS if not case.get("worded_as")]
    score = bench._score(plain, {case["id"]: "unknown" for case in plain})
    assert score["bugs_text_tells"] == score["bugs"] == 2 and score["bugs_text_tells_kept_share"] == 1.0
    expected_only = bench._score(ROWS[4:], {case["id"]: case["expected_class"] for case in ROWS[4:]})
    assert expected_only["bugs_text_tells"] == 0 and math.isnan(expected_only["bugs_text_tells_kept_share"])


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("corpus")
    (folder / "batch_99.jsonl").write_text("".join(json.dumps(case) + "\n" for case in ROWS), encoding="utf-8")
    return folder


def _agrees(score: dict) -> None:
    """The figures of one classifier hold together: its text-tells share is over the unmarked bugs only."""
    assert score["bugs"] == 4 and score["bugs_text_tells"] == 2
    assert 0 <= score["bugs_text_tells_kept"] <= min(score["bugs_kept"], 2)
    assert score["bugs_kept"] - score["bugs_text_tells_kept"] <= 2  # at most the two worded_as bugs
    assert score["bugs_text_tells_kept_share"] == score["bugs_text_tells_kept"] / 2


def test_json_reports_the_text_tells_figure_per_classifier(bench, corpus, capsys):
    bench.main(["--no-timing", "--json", "--corpus", str(corpus), "--split", "synthetic", "--split", "absent"])
    figures = json.loads(capsys.readouterr().out)
    assert figures["splits"]["absent"] is None
    split = figures["splits"]["synthetic"]
    assert split["cases"] == 6 and split["per_class_cases"]["unknown"] == 4
    assert set(split["classifiers"]) == {"rules alone", "rules + kNN (before)", "rules + learned"}
    for score in split["classifiers"].values():
        _agrees(score)
        # Classes with no row in the split are null, not NaN, so any JSON reader takes the output.
        assert score["per_class"]["UserAborted"] is None


def test_table_prints_the_text_tells_column_with_the_json_figures(bench, corpus, capsys):
    bench.main(["--no-timing", "--json", "--corpus", str(corpus), "--split", "synthetic"])
    scores = json.loads(capsys.readouterr().out)["splits"]["synthetic"]["classifiers"]
    bench.main(["--no-timing", "--corpus", str(corpus), "--split", "synthetic"])
    table = capsys.readouterr().out
    assert "text tells: of the 2 without worded_as" in table
    header = next(line for line in table.splitlines() if "bugs kept" in line and "text tells" in line
                  and "exp->unk" in line)
    assert header.split()[-5:] == ["bugs", "kept", "text", "tells", "exp->unk"]
    for name, score in scores.items():
        line = next(line for line in table.splitlines() if line.startswith(name))
        assert line.split()[-3:] == [f"{score['bugs_kept_share']:.1%}", f"{score['bugs_text_tells_kept_share']:.1%}",
                                     f"{score['expected_left_unknown']:.1%}"]
