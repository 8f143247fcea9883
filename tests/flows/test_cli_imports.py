"""Start-up: each command imports only what it needs, so the hook and a small ingest start fast.

A hook runs on every tool call and an hourly ingest of a small file is mostly start-up:
the heavy libraries (DuckDB, numpy, Prefect, pyarrow, the web and Slack stacks) load
only on the paths that use them. Each case runs the real command in a fresh interpreter
and reads ``sys.modules`` as it exits; timings are in bench/ (hook_latency.py, ingest.py).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CURSOR_PAYLOAD = (ROOT / "tests" / "data" / "hooks" / "cursor.jsonl").read_text().splitlines()[1]

# Runs `python -m toolwatch ARGS…` and writes the names in sys.modules at exit (a package's
# top-level name is there whenever one of its modules is).
PROBE = """
import atexit, os, runpy, sys

def report():
    with open(os.environ["TW_MODULES_OUT"], "w") as fh:
        fh.write("\\n".join(sorted(sys.modules)))

atexit.register(report)
sys.argv[0] = "toolwatch"
runpy.run_module("toolwatch", run_name="__main__", alter_sys=True)
"""

HEAVY = {"duckdb", "numpy", "scipy", "pyarrow", "prefect", "pandas", "river", "jinja2", "starlette", "uvicorn",
         "httpx", "gql", "slack_sdk", "matplotlib", "rich", "re2"}

# What a small ingest whose messages all match rules must not import (the hourly / per-hook file).
# gzip only for a .gz file; tomllib only for a config file or a user's rules file (the shipped
# rules are read from their JSON twin, detectors/rules.py); shutil (with bz2 and lzma) neither for
# argparse's terminal width (flows/cli/__init__.py) nor to copy a new warehouse's template.
SMALL_INGEST_ABSENT = HEAVY - {"re2"} | {"email", "zipfile", "socket", "threading", "logging", "concurrent",
                                        "subprocess", "tempfile", "gzip", "tomllib", "shutil", "bz2", "lzma"}

EVENT = {"ts": "2026-11-30T10:00:00Z", "tool": "read_file", "model": "m", "status": "error"}
MATCHED = [
    {**EVENT, "call_id": "c1", "error_message": "ENOENT: no such file or directory, open '/app/src/x.py'"},
    {**EVENT, "call_id": "c2", "status": "ok"},
    {**EVENT, "call_id": "c3", "status": "cancelled"},
]
UNMATCHED = [{**EVENT, "call_id": "u1", "error_message": "the frobnicator gave up on widget 7 in a way nobody wrote down"}]


# Runs `python -m toolwatch ARGS…` and writes how often normalisation's regexes were compiled.
NORMALIZE_PROBE = """
import atexit, os, runpy, sys

def report():
    normalize = sys.modules.get("toolwatch.detectors.normalize")
    with open(os.environ["TW_MODULES_OUT"], "w") as fh:
        fh.write(str(normalize._compiled.cache_info().misses) if normalize else "not imported")

atexit.register(report)
sys.argv[0] = "toolwatch"
runpy.run_module("toolwatch", run_name="__main__", alter_sys=True)
"""


def run_probe(tmp_path: Path, args: list[str], stdin: bytes = b"",
              probe: str = PROBE) -> tuple[subprocess.CompletedProcess, set[str]]:
    out = tmp_path / "modules.txt"
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("TOOLWATCH_")},
           "PYTHONPATH": str(ROOT), "TW_MODULES_OUT": str(out), "TOOLWATCH_SPOOL": str(tmp_path / "spool")}
    result = subprocess.run([sys.executable, "-c", probe, *args], input=stdin, capture_output=True, env=env,
                            cwd=tmp_path, timeout=120)
    return result, set(out.read_text().split())


def write_events(path: Path, events: list[dict]) -> str:
    path.write_text("".join(json.dumps(e) + "\n" for e in events))
    return str(path)


# (name, args, stdin, must not import, must import)
CASES = [
    # The hook: the standard library and redaction only; not even argparse, typing, pathlib, ssl or tomllib.
    ("hook_to_spool", ["hook", "cursor", "--spool", "{tmp}/spool"], CURSOR_PAYLOAD.encode(),
     HEAVY | {"argparse", "typing", "pathlib", "ssl", "tomllib", "sqlite3"}, {"toolwatch"}),
    ("hook_install_help", ["hook", "install", "--help"], b"", HEAVY, {"argparse"}),
    ("help", ["--help"], b"", HEAVY, {"argparse"}),
    ("ingest_help", ["ingest", "--help"], b"", HEAVY, {"argparse"}),
    # A small file whose errors all match rules never reaches the learned model: no numpy; and
    # DuckDB's engine without its Python package (toolwatch.warehouse.engine), whose version
    # lookup imports importlib.metadata and with it email, zipfile and socket.
    ("ingest_rules_only", ["ingest", "--db", "{tmp}/w.duckdb", "--json", "{matched}"], b"",
     SMALL_INGEST_ABSENT, {"_duckdb", "re2"}),
    # An unmatched message goes to the learned model, which answers a few templates in plain
    # Python (learned_plain), reading its weights then: no numpy (a larger batch loads it).
    ("ingest_unmatched", ["ingest", "--db", "{tmp}/w.duckdb", "--json", "{unmatched}"], b"",
     HEAVY - {"re2"}, {"_duckdb"}),
]


@pytest.mark.parametrize(("args", "stdin", "absent", "present"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_command_imports_only_what_it_needs(tmp_path, args, stdin, absent, present):
    files = {"tmp": str(tmp_path), "matched": write_events(tmp_path / "matched.jsonl", MATCHED),
             "unmatched": write_events(tmp_path / "unmatched.jsonl", UNMATCHED)}
    result, modules = run_probe(tmp_path, [a.format(**files) for a in args], stdin)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    assert not modules & absent, f"imported {sorted(modules & absent)}"
    assert present <= modules


def test_a_small_ingest_into_an_existing_warehouse_imports_no_more(tmp_path):
    # The hourly case: a warehouse already up to date, and a file with one message it has not seen.
    db = str(tmp_path / "w.duckdb")
    first, _ = run_probe(tmp_path, ["ingest", "--db", db, "--json", write_events(tmp_path / "a.jsonl", MATCHED)])
    assert first.returncode == 0, first.stderr.decode()[-2000:]
    later = [{**event, "call_id": event["call_id"] + "-later"} for event in MATCHED]
    later[0] = {**later[0], "error_message": str(later[0]["error_message"]) + " (again, later)"}
    result, modules = run_probe(tmp_path, ["ingest", "--db", db, "--json", write_events(tmp_path / "b.jsonl", later)])
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    assert json.loads(result.stdout)["accepted"] == len(later)
    assert not modules & SMALL_INGEST_ABSENT, f"imported {sorted(modules & SMALL_INGEST_ABSENT)}"
    assert {"_duckdb", "re2"} <= modules


def test_a_file_of_messages_the_warehouse_has_seen_compiles_no_regex(tmp_path):
    # Their rules' labels are kept (message_labels): no RE2 (not even its import), no normalisation.
    db = str(tmp_path / "w.duckdb")
    first, _ = run_probe(tmp_path, ["ingest", "--db", db, "--json", write_events(tmp_path / "a.jsonl", MATCHED)])
    assert first.returncode == 0, first.stderr.decode()[-2000:]
    later = [{**event, "call_id": event["call_id"] + "-later"} for event in MATCHED]
    result, modules = run_probe(tmp_path, ["ingest", "--db", db, "--json", write_events(tmp_path / "b.jsonl", later)])
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    assert json.loads(result.stdout)["accepted"] == len(later)
    assert "_duckdb" in modules and "re2" not in modules
    assert "toolwatch.detectors.prefilter" not in modules  # nor the rules' literals
    again = [{**event, "call_id": event["call_id"] + "-again"} for event in MATCHED]
    result, seen = run_probe(tmp_path, ["ingest", "--db", db, "--json", write_events(tmp_path / "c.jsonl", again)],
                             probe=NORMALIZE_PROBE)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    assert seen == {"0"}


OK_ONLY = [{**EVENT, "call_id": "o1", "status": "ok"}, {**EVENT, "call_id": "o2", "status": "ok"}]


@pytest.mark.parametrize(("events", "compiled"), [(OK_ONLY, (0, 0)), (MATCHED, (5, 20))], ids=["ok_only", "with_errors"])
def test_normalisation_compiles_its_regexes_only_for_a_file_with_error_messages(tmp_path, events, compiled):
    # A small file's error messages are normalised in Python (CompiledClassifier.classify_many),
    # which compiles each of the 27 patterns once, at the first text that holds one of its
    # literals (the ENOENT message: no URL, no e-mail, no month name...); a file without errors
    # never pays for them.
    result, seen = run_probe(tmp_path, ["ingest", "--db", str(tmp_path / "w.duckdb"), "--json",
                                        write_events(tmp_path / "e.jsonl", events)], probe=NORMALIZE_PROBE)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    assert json.loads(result.stdout)["accepted"] == len(events)
    assert len(seen) == 1 and compiled[0] <= int(seen.pop()) <= compiled[1]


def test_the_learned_model_still_classifies_after_loading_late(tmp_path):
    # Loading the weights at the first prediction (in plain Python here) changes when, not what:
    # the unmatched message is classified by the learned step as an eager load did.
    from toolwatch import warehouse
    from toolwatch.detectors.learned import shipped_fallback

    db = tmp_path / "w.duckdb"
    result, _ = run_probe(tmp_path, ["ingest", "--db", str(db), "--json", write_events(tmp_path / "u.jsonl", UNMATCHED)])
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    with warehouse.connect(db, read_only=True) as wh:
        rule_id, error_class, template = wh.con.execute(
            "SELECT rule_id, error_class, template FROM tool_calls WHERE call_id = 'u1'").fetchone()
    expected = shipped_fallback().predict_one("read_file", None, template)
    assert (rule_id, error_class) == (("learned", expected.error_class.value) if expected.assigned
                                      else ("fallback", "unknown"))


def test_the_command_table_lists_what_each_module_registers():
    import argparse
    import importlib

    from toolwatch.flows.cli import COMMANDS, _common_options

    for module, names in COMMANDS:
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(module).register(sub, _common_options(suppress=True))
        assert tuple(sub.choices) == names, module


# (name, command line, the command whose module alone is registered; None: all of them)
COMMAND_LINES = [
    ("plain", ["ingest", "x.jsonl"], "ingest"),
    ("json_first", ["--json", "ingest", "x.jsonl"], "ingest"),
    ("db_value_names_a_command", ["--db", "ingest", "detect"], "detect"),
    ("db_equals", ["--db=w.duckdb", "detect"], "detect"),
    ("abbreviated_option_with_value", ["--conf", "triage", "show", "abc"], "show"),
    ("subcommand_of_a_group", ["hook", "install", "cursor"], "hook"),
    ("help_after_the_command", ["ingest", "--help"], "ingest"),
    ("help_first", ["--help", "ingest"], None),
    ("mistyped", ["ingets", "x.jsonl"], None),
    ("nothing", [], None),
]


@pytest.mark.parametrize(("argv", "expected"), [c[1:] for c in COMMAND_LINES], ids=[c[0] for c in COMMAND_LINES])
def test_the_command_is_found_before_parsing(argv, expected):
    from toolwatch.flows.cli import COMMANDS, build_parser, command_of

    assert command_of(argv) == expected
    choices = build_parser(expected)._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    everything = [name for _, names in COMMANDS for name in names]
    assert list(choices) == (everything if expected is None else
                             next(list(names) for _, names in COMMANDS if expected in names))


@pytest.mark.parametrize("columns", ["100", "", "wide", "0", "-5", "30"])
def test_the_parser_formats_help_at_the_width_argparse_would(monkeypatch, columns):
    # The CLI's parser reads the terminal width without shutil; argparse's own formatter asks
    # shutil.get_terminal_size (COLUMNS, else the terminal, else 80) and keeps 2 columns less.
    import argparse
    import shutil

    from toolwatch.flows.cli import build_parser

    monkeypatch.setenv("COLUMNS", columns)
    parser = build_parser("ingest")
    assert type(parser) is not argparse.ArgumentParser
    assert parser._get_formatter()._width == argparse.HelpFormatter("toolwatch")._width
    assert parser._get_formatter()._width == shutil.get_terminal_size().columns - 2
    ingest = parser._subparsers._group_actions[0].choices["ingest"]
    assert type(ingest) is type(parser)  # subcommands' parsers read it the same way
    assert ingest.format_help().splitlines()[0].startswith("usage: toolwatch ingest")
