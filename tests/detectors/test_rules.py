"""Rules as data: loading order, user overrides, versions, and bad rules that name themselves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolwatch.detectors.classify import classify_one, compile_classifier
from toolwatch.detectors.rules import DEFAULT_RULES_FILE, load_ruleset
from toolwatch.warehouse.errors import RulesError

ENOENT = "ENOENT: no such file or directory, open '/app/x.py'"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "rules.toml"
    path.write_text(text)
    return path


def test_defaults_load_with_a_version_and_unique_ids():
    ruleset = load_ruleset()
    assert ruleset.version and "+user" not in ruleset.version
    assert len({r.id for r in ruleset.rules}) == len(ruleset.rules) > 50
    assert all(r.origin == "default" for r in ruleset.rules)


def test_user_file_rule_runs_before_defaults(tmp_path):
    path = _write(tmp_path, '''
version = "team-1"
[[rule]]
id = "ours-enoent-in-ci"
class = "ProviderError"
reason = "ci_cache_missing"
tool = ["read_file"]
message = "ENOENT"
''')
    ruleset = load_ruleset(str(path), [])
    hit = classify_one(ruleset, tool="read_file", status="error", error_message=ENOENT)
    assert (hit.error_class, hit.reason, hit.rule_id) == ("ProviderError", "ci_cache_missing", "ours-enoent-in-ci")
    # other tools still fall through to the shipped rule
    other = classify_one(ruleset, tool="write_file", status="error", error_message=ENOENT)
    assert (other.error_class, other.rule_id) == ("UnexpectedEnvironment", "ue-file-not-found")
    assert ruleset.version.startswith(load_ruleset().version + "+user.")


def test_inline_rules_run_before_the_rules_file(tmp_path):
    path = _write(tmp_path, '[[rule]]\nid = "file-rule"\nclass = "Timeout"\nreason = "x_file"\nmessage = "ENOENT"\n')
    inline = [{"id": "inline-rule", "class": "UserAborted", "reason": "x_inline", "message": "ENOENT"}]
    ruleset = load_ruleset(str(path), inline)
    assert [r.id for r in ruleset.rules[:2]] == ["inline-rule", "file-rule"]
    assert classify_one(ruleset, tool="t", status="error", error_message=ENOENT).rule_id == "inline-rule"


def test_version_changes_when_user_rules_change():
    a = load_ruleset(None, [{"id": "a", "class": "Timeout", "reason": "r", "message": "x"}])
    b = load_ruleset(None, [{"id": "a", "class": "Timeout", "reason": "r", "message": "y"}])
    assert a.version != b.version


BAD_RULES = [
    ("unknown_class", '[[rule]]\nid = "r1"\nclass = "Timeouts"\nreason = "x"\nmessage = "a"', r"rule #1 \(id 'r1'\).*not an error class"),
    ("missing_id", '[[rule]]\nclass = "Timeout"\nreason = "x"\nmessage = "a"', r"rule #1: 'id' is required"),
    ("bad_reason", '[[rule]]\nid = "r2"\nclass = "Timeout"\nreason = "Not Snake"\nmessage = "a"', r"id 'r2'.*snake_case"),
    ("no_matcher", '[[rule]]\nid = "r3"\nclass = "Timeout"\nreason = "x"', r"id 'r3'.*would match everything"),
    ("unknown_key", '[[rule]]\nid = "r4"\nclass = "Timeout"\nreason = "x"\nmesage = "a"', r"id 'r4'.*unknown key\(s\) mesage"),
    ("bad_status", '[[rule]]\nid = "r5"\nclass = "Timeout"\nreason = "x"\nstatus = ["ok"]', r"id 'r5'.*status"),
    ("invalid_regex", '[[rule]]\nid = "r6"\nclass = "Timeout"\nreason = "x"\nmessage = "(unclosed"', r"id 'r6'.*RE2 \(DuckDB\) rejects '\(unclosed'"),
    ("lookahead", '[[rule]]\nid = "r7"\nclass = "Timeout"\nreason = "x"\nmessage = "a(?=b)"', r"id 'r7'.*not supported by RE2"),
    ("backreference", "[[rule]]\nid = \"r8\"\nclass = \"Timeout\"\nreason = \"x\"\nmessage = '(a)\\1'", r"id 'r8'.*back-references"),
    ("whitespace_class", "[[rule]]\nid = \"r10\"\nclass = \"Timeout\"\nreason = \"x\"\nmessage = 'a\\sb'", r"id 'r10'.*\\s differs"),
    ("scoped_flags", '[[rule]]\nid = "r11"\nclass = "Timeout"\nreason = "x"\nmessage = "(?i:abc)"', r"id 'r11'.*scoped flags"),
    ("dollar", '[[rule]]\nid = "r9"\nclass = "Timeout"\nreason = "x"\nmessage = "done$"', r"id 'r9'.*'\$'"),
    ("duplicate_default_id", '[[rule]]\nid = "ue-file-not-found"\nclass = "Timeout"\nreason = "x"\nmessage = "a"', r"'ue-file-not-found' is used twice"),
    ("not_toml", "[[rule]\nid=", r"not valid TOML"),
    ("top_level_typo", 'versoin = "1"', r"unknown top-level key"),
]


@pytest.mark.parametrize(("text", "error"), [b[1:] for b in BAD_RULES], ids=[b[0] for b in BAD_RULES])
def test_bad_rules_file_names_the_rule(tmp_path, text, error):
    path = _write(tmp_path, text)
    with pytest.raises(RulesError, match=error):
        load_ruleset(str(path), [])


def test_missing_rules_file_is_a_clear_error(tmp_path):
    with pytest.raises(RulesError, match="does not exist"):
        load_ruleset(str(tmp_path / "nope.toml"), [])


def test_regex_python_accepts_but_re2_rejects_fails_at_load_naming_the_rule():
    with pytest.raises(RulesError, match=r"\(id 'too-many'\) message: RE2 \(DuckDB\) rejects 'a\{1001\}'"):
        load_ruleset(None, [{"id": "too-many", "class": "Timeout", "reason": "x", "message": "a{1001}"}])


def test_shipped_file_is_the_one_loaded():
    assert DEFAULT_RULES_FILE.name == "default.toml" and DEFAULT_RULES_FILE.exists()


def test_normalisation_patterns_use_only_portable_syntax():
    from toolwatch.detectors.normalize import PATTERNS
    from toolwatch.detectors.rules import check_regex

    for pattern in PATTERNS:
        # End of text is the one spelling that differs: \Z here, \z for RE2 (normalize.re2_regex).
        check_regex(pattern.regex.replace("\\Z", ""), f"pattern {pattern.name}")


def test_every_matcher_kind_means_the_same_in_sql_and_python():
    import duckdb

    inline = [
        {"id": "by-tool", "class": "ProviderError", "reason": "a", "tool": ["t_one"], "message": "boom"},
        {"id": "by-tool-regex", "class": "Timeout", "reason": "b", "tool_regex": "^mcp__x__", "message": "boom"},
        {"id": "by-code", "class": "UserAborted", "reason": "c", "error_type": ["E_Custom"]},
        {"id": "by-code-regex", "class": "InvalidArguments", "reason": "d", "error_type_regex": "(?i)^vendor-[0-9]+"},
        {"id": "by-status", "class": "UnexpectedEnvironment", "reason": "e", "status": ["timeout"], "message": "boom"},
    ]
    ruleset = load_ruleset(None, inline)
    events = [
        ("t_one", "error", None, "boom"), ("t_two", "error", None, "boom"),
        ("mcp__x__y", "error", None, "a boom"), ("mcp__z__y", "error", None, "boom"),
        ("t", "error", "e_custom", "whatever"), ("t", "error", None, "E_Custom"),
        ("t", "error", "VENDOR-42", "x"), ("t", "error", "vendor-x", "x"),
        ("t", "timeout", None, "boom"), ("t", "cancelled", None, "boom"), ("t", "ok", None, "boom"),
    ]
    classifier = compile_classifier(ruleset)
    con = duckdb.connect()
    con.execute("CREATE TABLE s (i INT, tool VARCHAR, status VARCHAR, error_type VARCHAR, error_message VARCHAR)")
    con.executemany("INSERT INTO s VALUES (?, ?, ?, ?, ?)", [(i, *e) for i, e in enumerate(events)])
    rows = con.execute(f"SELECT rule_id, fingerprint FROM ({classifier.select_sql('s')}) ORDER BY i", classifier.params).fetchall()
    python = [classify_one(ruleset, tool=t, status=st, error_type=et, error_message=m) for t, st, et, m in events]
    assert rows == [(p.rule_id, p.fingerprint) for p in python]
    assert [p.rule_id for p in python][:9] == [
        "by-tool", "fallback", "by-tool-regex", "fallback", "by-code", "fallback", "by-code-regex", "fallback", "by-status",
    ]



def test_shipped_rules_compile_in_duckdbs_re2():
    # compile_classifier leaves this check out at start-up for the shipped rules (~80 ms):
    # this test is their check, on the DuckDB the suite runs with.
    from toolwatch.detectors.classify import _check_in_duckdb

    checks = [(rule, key, pattern) for rule in load_ruleset().rules for key, pattern in rule.regexes().items()]
    assert len(checks) > 50
    _check_in_duckdb(checks)


def test_a_regex_duckdb_refuses_is_reported_with_its_rule():
    from toolwatch.detectors.classify import _check_in_duckdb

    rule = load_ruleset(None, [{"id": "mine", "class": "Timeout", "reason": "x", "message": "abc"}]).rules[0]
    good = (rule, "message", "abc")
    with pytest.raises(RulesError, match=r"rule 'mine' message: RE2 \(DuckDB\) rejects '\(unclosed'"):
        _check_in_duckdb([good, (rule, "message", "(unclosed")])


# -- shipped rules: checked here, compiled at first use ------------------------------------


def test_shipped_rules_pass_the_checks_their_load_leaves_to_this_suite():
    # load_ruleset no longer runs check_regex (portable syntax, RE2) on the shipped rules at
    # every start: this test is that check (test_shipped_rules_compile_in_duckdbs_re2 is DuckDB's).
    from toolwatch.detectors.rules import check_regex

    checked = 0
    for rule in load_ruleset().rules:
        for key, pattern in rule.regexes().items():
            check_regex(pattern, f"rule {rule.id!r} {key}")
            checked += 1
    assert checked > 50


def test_shipped_rules_compile_only_the_regexes_a_message_reaches():
    ruleset = load_ruleset()
    assert all(not rule._compiled for rule in ruleset.rules)
    got = classify_one(ruleset, tool="read_file", status="error", error_message=ENOENT)
    assert (got.error_class, got.reason) == ("UnexpectedEnvironment", "file_not_found")
    compiled = [rule.id for rule in ruleset.rules if rule._compiled]
    assert 0 < len(compiled) < len(ruleset.rules) // 2
    assert compiled[-1] == got.rule_id  # nothing after the rule that matched
    assert all(type(p).__module__.startswith("re2") for rule in ruleset.rules for p in rule._compiled.values())


def test_lazy_shipped_rules_classify_the_corpus_as_rules_compiled_at_load():
    import json
    import tomllib

    from toolwatch.detectors.rules import Ruleset, parse_rule

    data = Path(__file__).parents[1] / "data" / "error_corpus.jsonl"
    cases = [json.loads(line) for line in data.read_text().splitlines()]
    lazy = load_ruleset()
    # The same rules parsed the way a user's are: every regex checked and compiled as it loads.
    raws = tomllib.loads(DEFAULT_RULES_FILE.read_text())["rule"]
    eager = Ruleset(tuple(parse_rule(raw, f"rule #{i}", "file") for i, raw in enumerate(raws, 1)), lazy.version)
    assert all(rule._compiled for rule in eager.rules if rule.regexes())

    def labels(ruleset, case):
        got = classify_one(ruleset, tool=case["tool"], status=case["status"],
                           error_type=case["error_type"], error_message=case["error_message"])
        return got.error_class, got.reason, got.rule_id, got.fingerprint

    assert len(cases) > 250
    assert [labels(lazy, c) for c in cases] == [labels(eager, c) for c in cases]


# --- the shipped rules' JSON twin: read at start-up instead of parsing the TOML -------------------

def test_the_shipped_twin_is_current_and_holds_what_the_toml_does():
    import hashlib
    import tomllib

    from toolwatch.detectors.rules import SHIPPED_RULES_TWIN

    twin = json.loads(SHIPPED_RULES_TWIN.read_text(encoding="utf-8"))
    data = tomllib.loads(DEFAULT_RULES_FILE.read_text(encoding="utf-8"))
    assert twin["toml_sha256"] == hashlib.sha256(DEFAULT_RULES_FILE.read_bytes()).hexdigest(), (
        f"{DEFAULT_RULES_FILE.name} changed since its twin was written: run `make rules-twin`")
    assert (twin["version"], twin["rule"]) == (data["version"], data["rule"])


def test_the_twin_is_read_only_while_it_matches_the_toml(tmp_path):
    import tomllib

    from toolwatch.detectors.rules import read_shipped_rules, write_shipped_twin

    toml, twin = tmp_path / "default.toml", tmp_path / "default.json"
    toml.write_bytes(DEFAULT_RULES_FILE.read_bytes())
    write_shipped_twin(toml, twin)
    parsed = tomllib.loads(toml.read_text(encoding="utf-8"))
    assert read_shipped_rules(toml, twin) == (parsed["version"], parsed["rule"])
    # The twin is what is read while its digest matches: a twin cut to one rule gives one rule.
    cut = json.loads(twin.read_text(encoding="utf-8"))
    cut["rule"] = cut["rule"][:1]
    twin.write_text(json.dumps(cut), encoding="utf-8")
    assert read_shipped_rules(toml, twin) == (parsed["version"], parsed["rule"][:1])
    # The TOML edited after the twin was written: the twin is stale and the TOML is read.
    toml.write_text(toml.read_text(encoding="utf-8").replace(parsed["version"], "edited", 1), encoding="utf-8")
    assert read_shipped_rules(toml, twin) == ("edited", parsed["rule"])
    for damaged in ("{not json", "[]", '{"rule": []}'):
        twin.write_text(damaged, encoding="utf-8")
        assert read_shipped_rules(toml, twin) == ("edited", parsed["rule"])
    twin.unlink()
    assert read_shipped_rules(toml, twin) == ("edited", parsed["rule"])


# (regex, text): Rule.matches runs the regex from the text's start after any prefix, not as a
# search (rules._from_start); each answer must be RE2's search's and DuckDB's regexp_matches'.
FROM_START_CASES = [
    ("^ENOENT", "ENOENT: no such file"), ("^ENOENT", "open: ENOENT"), ("\\AENOENT", "open: ENOENT"),
    ("(?i)timed out", "Request TIMED OUT after 30s"), ("(?i)^timed", "x Timed"),
    ("\\bfoo\\b", "a foo b"), ("\\bfoo\\b", "afoob"), ("\\Bfoo", "afoo"),
    ("denied", "line one\nline two: permission denied"), ("^second", "first\nsecond"),
    ("(?m)^second", "first\nsecond"), ("a.b", "a\nb"), ("(?s)a.b", "a\nb"),
    ("x|^y", "zy"), ("x|^y", "yz"), ("a*", ""), ("é+", "café"), ("(a)(b)?c", "zzac"),
    ("[)]", "f(x)"), ("\\)", "f(x"),
]


@pytest.mark.parametrize(("regex", "text"), FROM_START_CASES, ids=[f"{r!r}~{t!r}" for r, t in FROM_START_CASES])
@pytest.mark.parametrize("origin", ["default", "file"])
def test_a_rule_matches_where_its_regex_occurs(regex, text, origin):
    import duckdb
    import re2

    from toolwatch.detectors.rules import parse_rule

    rule = parse_rule({"id": "r", "class": "Timeout", "reason": "x", "message": regex}, "rule r", origin)
    searched = re2.compile(regex).search(text) is not None
    sql = duckdb.connect().execute("SELECT regexp_matches($t, $r)", {"t": text, "r": regex}).fetchone()
    assert sql is not None and sql[0] == searched
    assert rule.matches(tool="t", status="error", error_type=None, error_message=text) is searched
