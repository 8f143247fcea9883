"""A rule's required literals (detectors/prefilter.py) skip only rules that cannot match.

The prefilter may say "maybe" wrongly (the regex then runs and says no) but never "no" to a
text the regex matches: every shipped rule against every message of the corpus and the
simulator's catalogue, user rules with syntax the prefilter must not misread, and case folding.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest
import re2

from toolwatch.detectors.classify import classify_one
from toolwatch.detectors.normalize import strip_wrappers
from toolwatch.detectors.prefilter import Literals, required_literals
from toolwatch.detectors.rules import (
    DEFAULT_RULES_FILE,
    Ruleset,
    load_ruleset,
    parse_rule,
    rule_literals,
    shipped_literals,
    write_shipped_twin,
)
from toolwatch.flows.sim.messages import CATALOGUE_PATH

DATA = Path(__file__).parents[1] / "data"
CORPUS = [json.loads(line) for line in (DATA / "error_corpus.jsonl").read_text().splitlines()]
CATALOGUE = [entry for entries in json.loads(CATALOGUE_PATH.read_text()).values() for entry in entries]


def _texts() -> dict[str, list[str]]:
    """What each kind of regex reads, from the corpus and the simulator's message catalogue."""
    messages = [strip_wrappers(c["error_message"]) or "" for c in CORPUS]
    messages += [strip_wrappers(e["message"]) or "" for e in CATALOGUE]
    tools = sorted({c["tool"] for c in CORPUS} | {e["tool"] for e in CATALOGUE})
    types = sorted({c["error_type"] or "" for c in CORPUS} | {e["error_type"] or "" for e in CATALOGUE})
    return {"message": messages, "tool_regex": tools, "error_type_regex": types}


def test_no_shipped_rule_is_skipped_for_a_text_it_matches():
    texts = _texts()
    pairs = skipped = 0
    for rule in load_ruleset().rules:
        for key, literals in rule._literals.items():
            pattern = re2.compile(getattr(rule, key))
            for text in texts[key]:
                found = literals.found_in(text)
                assert found or pattern.search(text) is None, (rule.id, key, text[:200])
                pairs += 1
                skipped += not found
    assert len(texts["message"]) > 450
    # The prefilter has to skip something to be worth having: most rules miss most messages.
    assert pairs > 30_000 and skipped > 0.8 * pairs


def test_the_corpus_is_classified_the_same_without_the_prefilter():
    with_literals = load_ruleset()
    without = Ruleset(tuple(dataclasses.replace(rule, _literals={}, _compiled={}) for rule in with_literals.rules),
                      with_literals.version)
    assert sum(bool(rule._literals) for rule in with_literals.rules) > 80

    def labels(ruleset: Ruleset, case: dict) -> tuple:
        got = classify_one(ruleset, tool=case["tool"], status=case["status"], error_type=case["error_type"],
                           error_message=case["error_message"])
        return got.error_class, got.reason, got.rule_id, got.fingerprint

    cases = CORPUS + [{"tool": e["tool"], "status": "error", "error_type": e["error_type"], "error_message": e["message"]}
                      for e in CATALOGUE]
    assert [labels(with_literals, c) for c in cases] == [labels(without, c) for c in cases]


def test_a_message_no_rule_matches_compiles_only_the_rules_whose_literals_it_holds():
    ruleset = load_ruleset()
    message = "the flux capacitor could not reach 88 mph"
    got = classify_one(ruleset, tool="drive", status="error", error_message=message)
    assert got.rule_id == "fallback"
    compiled = {rule.id for rule in ruleset.rules if rule._compiled}
    # Every rule with a message regex and no literal in this message is skipped uncompiled.
    maybe = {rule.id for rule in ruleset.rules if rule.message and not rule.tool_regex and not rule.error_type_regex
             and (rule.id not in {r.id for r in ruleset.rules if r._literals.get("message")}
                  or rule._literals["message"].found_in(message))}
    assert compiled == maybe
    assert 0 < len(compiled) < 15 < sum(bool(rule.message) for rule in ruleset.rules)


# (regex, None or the literals): syntax Python's parser could read otherwise than RE2 gives none.
LITERAL_CASES = [
    ("connection refused", ("connection refused",)),
    ("(?i)Connection (REFUSED|reset)", ("connection ",)),
    ("(?i)(econnrefused|socket hang up)", ("econnrefused", "socket hang up")),
    ("^ENOENT\\b", ("ENOENT",)),
    ("timed ?out", ("timed out", "timedout")),
    ("(the )?file not found", ("file not found",)),
    ("exit (code|status) \\d+", ("exit code ", "exit status ")), ("a|b.*", ("a", "b")),
    ("[0-9]+", None), ("(x)?", None), (".{0,80}", None), ("\\bfoo|", None),
    ("a{,3}bar", None),  # x{,n} is a repeat in Python, the text "{,3}" in RE2
    ("[[:alpha:]]oops", None), ("\\pLfoo", None), ("\\Qa.b\\E", None), ("\\x{41}bc", None),
    ("[[a]bc", None),  # a FutureWarning in Python: ambiguous, skipped
    ("(?i)straße", ("stra",)),  # a cased non-ASCII letter under (?i) ends the literal: its folding is not modelled
    ("(?i)ä", None),
    ("(?i)配额", ("配额",)),  # no case: used as is
    ("(?i)x[ _-]?key", ("x key", "x-key", "x_key", "xkey")),
]


@pytest.mark.parametrize(("regex", "expected"), LITERAL_CASES, ids=[c[0] for c in LITERAL_CASES])
def test_required_literals(regex, expected):
    got = required_literals(regex)
    assert (None if got is None else got.strings) == expected


# (regex, text) pairs RE2 matches: each must pass the prefilter (case folding, classes, repeats).
MATCHING = [
    ("(?i)kill", "process \u212aILLED"),  # the Kelvin sign folds to k in RE2
    ("(?i)sigterm", "got \u017fIGTERM"),  # the long s folds to s
    ("(?i)timeout", "TIMEOUT"), ("(?i)TimeOut", "timeout"), ("(?is)a.b", "A\nB"),
    ("(the )?file (is )?missing", "file is missing"), ("x[ab]y", "xby"), ("(ab){2}", "abab"), ("(ab)+c", "ababc"),
    ("(?i)exit (code|status)[ :=]*12[0-35-9]", "EXIT STATUS: 125"), ("\\bdenied\\b", "access denied."),
    ("a\\.b", "a.b"), ("[)]x", ")x"), ("é+", "café"), ("(?i)配额", "超出配额"),
]


@pytest.mark.parametrize(("regex", "text"), MATCHING, ids=[f"{r!r}~{t!r}" for r, t in MATCHING])
def test_a_text_the_regex_matches_passes_its_prefilter(regex, text):
    assert re2.compile(regex).search(text) is not None
    literals = required_literals(regex)
    assert literals is not None and literals.found_in(text)
    rule = parse_rule({"id": "r", "class": "Timeout", "reason": "x", "message": regex}, "rule r", "file")
    assert rule._literals["message"] == literals
    assert rule.matches(tool="t", status="error", error_type=None, error_message=text)


def test_a_user_rule_is_skipped_without_its_literals_and_matches_with_them():
    ruleset = load_ruleset(None, [{"id": "ours", "class": "ProviderError", "reason": "flaky_proxy",
                                   "message": "(?i)proxy (said|returned) 5\\d\\d"}])
    ours = ruleset.rule("ours")
    assert ours._literals["message"] == Literals(("proxy returned 5", "proxy said 5"), True)
    got = classify_one(ruleset, tool="fetch", status="error", error_message="Proxy SAID 502 upstream")
    assert got.rule_id == "ours"
    assert classify_one(ruleset, tool="fetch", status="error", error_message="proxy: 502").rule_id != "ours"


def test_the_literals_file_is_current_and_a_stale_one_is_computed_instead(tmp_path):
    from toolwatch.detectors.rules import _ShippedLiterals

    ruleset = load_ruleset()
    table = shipped_literals()
    assert table, "the shipped literals file is stale or missing: run `make rules-twin`"
    assert {rule.id: dict(rule._literals) for rule in ruleset.rules if rule._literals} == table
    assert table == {rule.id: rule_literals(rule.regexes()) for rule in ruleset.rules if rule_literals(rule.regexes())}
    toml, twin, path = tmp_path / "default.toml", tmp_path / "default.json", tmp_path / "default.literals.json"
    toml.write_bytes(DEFAULT_RULES_FILE.read_bytes())
    write_shipped_twin(toml, twin)
    assert shipped_literals(toml, path) == table
    edited = tmp_path / "edited.toml"  # (shipped_literals is cached per path: read once a process)
    edited.write_text(toml.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert shipped_literals(edited, path) == {}  # stale: not read
    for rule in ruleset.rules:  # each rule then computes its own from its regexes
        assert dict(_ShippedLiterals(rule.id, rule.regexes(), lambda: shipped_literals(edited, path))) == (
            rule_literals(rule.regexes()))


def test_a_regex_cut_to_the_alternatives_a_text_holds_answers_as_the_whole():
    texts = _texts()
    cut = 0
    for rule in load_ruleset().rules:
        for key, literals in rule._literals.items():
            if not literals.alternatives:
                continue
            regex = getattr(rule, key)
            whole = re2.compile(regex)
            for text in texts[key]:
                chosen = literals.chosen(literals.fold(text))
                matched = whole.search(text) is not None
                if not chosen:
                    assert not matched, (rule.id, text[:200])
                    continue
                assert (re2.compile(literals.regex_for(regex, chosen)).search(text) is not None) == matched, (
                    rule.id, chosen, text[:200])
                cut += len(chosen) < len(literals.alternatives)
    assert cut > 300


# (regex, its alternatives as spans cut it, or None when it is not cut)
ALTERNATIONS = [
    ("(?i)(connection (refused|reset)|socket hang up)", ["connection (refused|reset)", "socket hang up"]),
    ("(?is)(?:abc|de.f)", ["abc", "de.f"]), ("abc|def", ["abc", "def"]), ("a[|]bc|def", ["a[|]bc", "def"]),
    ("ab\\|cd|ef", ["ab\\|cd", "ef"]), ("[]|]xy|zw", ["[]|]xy", "zw"]), ("(ab|cd)ef", None), ("(ab)|(cd)", ["(ab)", "(cd)"]),
    ("(?P<n>ab|cd)", None), ("abc", None), ("ab|", None), ("abc|[0-9]+", None),
]


@pytest.mark.parametrize(("regex", "expected"), ALTERNATIONS, ids=[a[0] for a in ALTERNATIONS])
def test_alternatives_are_cut_only_at_the_top_level(regex, expected):
    literals = required_literals(regex)
    got = [regex[a:b] for a, b, _ in literals.alternatives] if literals and literals.alternatives else None
    assert got == expected
    if got:
        assert literals.regex_for(regex, tuple(range(len(got)))) == literals.flags + "(?:" + "|".join(got) + ")"


def test_a_rule_cut_eight_ways_is_compiled_whole():
    # A shipped rule's (a user's is compiled whole as it loads, to check it).
    alternatives = [f"word{i}x" for i in range(10)]
    raw = {"id": "r", "class": "Timeout", "reason": "x", "message": "|".join(alternatives)}
    rule = dataclasses.replace(parse_rule(raw, "rule r", "default"), _literals=rule_literals(raw))
    assert not rule._compiled
    assert len(rule._literals["message"].alternatives) == 10
    for i, word in enumerate(alternatives):
        assert rule.matches(tool="t", status="error", error_type=None, error_message=f"a {word} b")
        assert not rule.matches(tool="t", status="error", error_type=None, error_message=f"a {word[:-1]} b")
        cuts = [key for key in rule._compiled if isinstance(key, tuple)]
        assert len(cuts) == min(i + 1, 8) and ("message" in rule._compiled) == (i >= 8)


# --- normalisation: a pattern runs only on a text that holds one of its literals ------------------


def _chain_texts() -> list[str]:
    """Every text a normalisation pattern sees over the corpus and the catalogue: each message
    after each pattern before it (the whole chain, no pattern skipped)."""
    from toolwatch.detectors.normalize import MESSAGE_PREFIX_CHARS, PATTERNS

    compiled = [(re.compile(p.regex, re.ASCII), p.replacement) for p in PATTERNS]
    seen = []
    for message in _texts()["message"]:
        text = message[:MESSAGE_PREFIX_CHARS]
        for pattern, replacement in compiled:
            seen.append(text)
            text = pattern.sub(replacement, text)
    return seen


def test_normalisation_skips_a_pattern_only_where_it_cannot_match():
    from toolwatch.detectors.normalize import PATTERNS, _needs

    needs = _needs()
    assert sum(n is not None for n in needs) > 15
    texts = _chain_texts()
    skipped = 0
    for index, (pattern, literals) in enumerate(zip(PATTERNS, needs, strict=True)):
        if literals is None:
            continue
        compiled = re.compile(pattern.regex, re.ASCII)
        for text in texts[index::len(PATTERNS)]:  # what this pattern sees in the chain
            found = literals.found_in(text)
            assert found or compiled.search(text) is None, (pattern.name, text[:200])
            skipped += not found
    assert skipped > 3000


def test_normalise_gives_the_templates_of_the_whole_chain():
    from toolwatch.detectors.normalize import (
        MESSAGE_PREFIX_CHARS,
        PATTERNS,
        TEMPLATE_MAX_CHARS,
        normalize,
    )

    compiled = [(re.compile(p.regex, re.ASCII), p.replacement) for p in PATTERNS]

    def whole_chain(message: str) -> str:
        text = message[:MESSAGE_PREFIX_CHARS]
        for pattern, replacement in compiled:
            text = pattern.sub(replacement, text)
        return text[:TEMPLATE_MAX_CHARS]

    messages = _texts()["message"]
    messages += ["Mar 3 10:04 PM at https://x.io/a b@c.de 'q' \"r\" `s` true C:\\a\\b req_abcdef12 String: x",
                 "old_str: a\nb", "Tue, 18 Jan 2019 10:04:05 GMT", "fe80::1%eth0 [::1]:8080 10.0.0.1:80 _tw_keep_"]
    assert [normalize(m) for m in messages] == [whole_chain(m) for m in messages]


def test_the_normalisation_literals_file_is_current():
    from toolwatch.detectors.normalize import LITERALS_FILE, PATTERNS, _needs

    assert _needs() == tuple(required_literals(p.regex, alternation=False) for p in PATTERNS), (
        f"{LITERALS_FILE.name} is stale: run `make rules-twin`")
