"""The ruleset version stamped on every classified row moves whenever fingerprints can move (issue 11, point 5).

A fingerprint depends on the shipped rules (class and reason) and on the
normalisation table (the template). ``grouping_digest`` hashes both; the
table below pins each digest to the version it shipped under.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from toolwatch.detectors import normalize
from toolwatch.detectors.rules import DEFAULT_RULES_FILE, grouping_digest, load_ruleset

# Every (version in detectors/rules/default.toml, grouping digest) that shipped,
# oldest first. When this test fails after a change to the rules or to
# detectors/normalize.py: bump `version` in default.toml and append the new
# pair. Never edit a row that shipped: rows stamped with it would lie.
SHIPPED = [
    ("2026.11.30.6", "2dbe8256b10c0c0c"),
    ("2026.12.01.1", "d249a57bd0d85308"),  # dates, clock times, IPv6, hosts, short hex, payloads; status codes kept
    ("2026.12.02.1", "2e5669ed06012ea2"),  # phrasings from other harnesses, frameworks and CLIs (issue 13, train split)
    ("2026.12.03.1", "49e2f774dc5acd5f"),  # pe-provider-auth-tool: no 401/403 from a stack frame's path or identifier
    ("2026.12.04.1", "879e8d6e69f2a5a0"),  # wordings of expected-error families from the tuned rewordings (issue 13)
    ("2026.12.05.1", "a436e9fe0e3c37b4"),  # rules and templates read inside harness wrappers (<tool_use_error>, Cline's <error>, Error:)
    ("2026.12.06.1", "28ed82b7aeef5905"),  # a runtime error inside MCP -32603 / HTTP 500 stays unknown (issue 13, round 7)
    ("2026.12.07.1", "01dc81d6e2689f2a"),  # protocol breaks worded like argument errors, rejected credentials, CLI output (issue 13, round 8)
    ("2026.12.08.1", "a0ef4a3027330847"),  # paths outside allowed directories, Cobra/jq/SQLite usage, helm/conda/nix/… output, protocol validation (issue 13, round 9)
    ("2026.12.09.1", "e08a5e0aec827262"),  # bug markers before expected families, proxy 400s, edit/path/policy/401/patch conflicts (issue 13, round 10)
    ("2026.12.09.2", "7b0f800c9b88cd2c"),  # Claude Code's API Error: 400 around billing and context-length refusals keeps its class (round 10 review)
    ("2026.12.10.1", "b58a13dda30d46ab"),  # CLI families from blind9 and round 10's list: pinned runtimes, build files, tasks, bundlers, solvers, sops, flags, locks (round 11)
]


def test_a_grouping_change_ships_under_a_new_version():
    version, digest = load_ruleset().version, grouping_digest()
    shipped_version, shipped_digest = SHIPPED[-1]
    if digest != shipped_digest:
        assert version != shipped_version, (
            f"normalisation changed: bump the version in {DEFAULT_RULES_FILE.name} (still {version}), "
            f"then append (new version, {digest!r}) to SHIPPED in this file")
        pytest.fail(f"grouping changed under the new version {version}: append ({version!r}, {digest!r}) to SHIPPED")
    assert version == shipped_version, (
        f"version {version} is not the last shipped one ({shipped_version}): append ({version!r}, {digest!r}) to SHIPPED")


def test_no_version_is_pinned_twice():
    versions = [v for v, _ in SHIPPED]
    assert len(set(versions)) == len(versions)


def test_the_digest_sees_rules_and_patterns_but_not_notes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    text = DEFAULT_RULES_FILE.read_text(encoding="utf-8")
    base = grouping_digest(DEFAULT_RULES_FILE)

    def digest_of(edited: str) -> str:
        path = tmp_path / "rules.toml"
        path.write_text(edited, encoding="utf-8")
        return grouping_digest(path)

    assert digest_of(text.replace("# toolwatch shipped", "# reworded comment\n# toolwatch shipped", 1)) == base
    assert digest_of(text.replace('note = "', 'note = "reworded: ', 1)) == base
    assert digest_of(text.replace('reason = "labelled_by_harness"', 'reason = "given"', 1)) != base
    monkeypatch.setattr(normalize, "PATTERNS", normalize.PATTERNS[:-1])
    assert grouping_digest(DEFAULT_RULES_FILE) != base
