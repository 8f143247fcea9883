"""Classification rules as ordered, versioned data.

A rule names a class, a reason and what it matches; every condition it has must
hold (AND); the first rule that matches an error wins; an error no rule matches
is ``unknown`` / ``unmatched`` (nothing is guessed: an unexplained error is a
harness bug until someone writes a rule). Rules run in this order:

1. inline rules from the ``classify.rules`` setting,
2. rules from the file named by ``classify.rules_file``,
3. the shipped defaults, ``detectors/rules/default.toml``.

The shipped file is read from its JSON twin, ``default.json`` (what parsing the TOML gives,
with the TOML's sha256), while that twin is current: ~0.3 ms instead of tomllib's ~6 ms at
every start. ``python -m toolwatch.detectors.rules`` (``make rules-twin``) rebuilds it;
an edited ``default.toml`` is read as TOML until then, and a test fails while the twin is stale.

A rules file is TOML: ``version = "..."`` and ``[[rule]]`` tables with

    id                unique name, recorded on every row it classifies
    class             one of the six ErrorClass names
    reason            snake_case, finer than the class (file_not_found, rate_limited, ...)
    status            list of statuses (error, cancelled, timeout) the rule applies to
    tool              list of exact tool names
    tool_regex        regex searched in the tool name
    error_type        list of harness codes, compared case-insensitively (ENOENT, invalid_tool_params, -32602)
    error_type_regex  regex searched in error_type
    message           regex searched in error_message
    note              why the rule exists (not used for matching)

Regexes must mean the same in Python and RE2 (DuckDB): no look-around, no
back-references, no ``$`` (Python lets it match before a final newline, RE2
does not), no ``\\Z``, no ``\\s``/``\\S`` (Python's includes ``\\v``, RE2's
does not), flags only as one group at the start, e.g. ``(?i)``. Python
matches them with RE2 too (the ``google-re2`` binding), so a rule costs time
linear in the message on both paths: a user's ``(a+)+b`` cannot stall
``classify`` the way a backtracking engine would.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolwatch.detectors import normalize
from toolwatch.detectors.taxonomy import ErrorClass
from toolwatch.warehouse.errors import RulesError

if TYPE_CHECKING:
    from toolwatch.detectors.prefilter import (
        Literals,  # imported where used: a file of seen messages needs none
    )

DEFAULT_RULES_FILE = Path(__file__).parent / "rules" / "default.toml"
SHIPPED_RULES_TWIN = DEFAULT_RULES_FILE.with_suffix(".json")  # see the module docstring
SHIPPED_LITERALS = DEFAULT_RULES_FILE.with_name("default.literals.json")  # the rules' required literals (Rule.matches)
SHIPPED_ORIGIN = "default"  # the origin of the rules read from DEFAULT_RULES_FILE
STATUSES = ("error", "cancelled", "timeout")
_MATCHERS = ("status", "tool", "tool_regex", "error_type", "error_type_regex", "message")
_KEYS = {"id", "class", "reason", "note", *_MATCHERS}
_REASON = re.compile(r"^[a-z][a-z0-9_]*$")
_RULE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]*$")
_PYTHON_ONLY = ("(?=", "(?!", "(?<=", "(?<!", "(?P=", "(?>", "*+", "++", "?+", "}+")
_SCOPED_FLAGS = re.compile(r"\(\?[a-zA-Z-]+:")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# A regex cut to this many different sets of alternatives is compiled whole for the texts after
# (a large batch of varied messages would otherwise compile more than the whole regex).
_PARTS_BEFORE_WHOLE = 8


@functools.cache
def _re2() -> tuple[Any, Any]:
    """The ``re2`` module and the options every rule compiles with, imported at the first compile:
    a file whose messages the warehouse has labelled before (``message_labels``) compiles none,
    and ``import re2`` costs ~8 M instructions (~2 ms; docs/performance.md, seventh round)."""
    import re2

    options = re2.Options()
    options.log_errors = False  # the error is raised to the caller, with the rule named
    return re2, options



@dataclass(frozen=True)
class Rule:
    id: str
    error_class: ErrorClass
    reason: str
    status: tuple[str, ...] = ()
    tool: tuple[str, ...] = ()
    tool_regex: str | None = None
    error_type: tuple[str, ...] = ()
    error_type_regex: str | None = None
    message: str | None = None
    note: str = ""
    origin: str = SHIPPED_ORIGIN
    # Compiled regexes by name, and cut to some alternatives by (name, their indices) (Rule._pattern_for).
    _compiled: dict[str | tuple[str, tuple[int, ...]], Any] = field(default_factory=dict, repr=False, compare=False)
    # Per regex, strings one of which its every match contains (detectors/prefilter.py): a text
    # holding none is not a match, and the regex is neither compiled nor run for it.
    _literals: Mapping[str, Literals] = field(default_factory=dict, repr=False, compare=False)

    def matches(self, *, tool: str, status: str, error_type: str | None, error_message: str | None) -> bool:
        """Whether every condition of the rule holds (the Python twin of the SQL predicate)."""
        if self.status and status not in self.status:
            return False
        if self.tool and tool not in self.tool:
            return False
        if self.error_type and (error_type is None or error_type.lower() not in self.error_type):
            return False
        checks = (("tool_regex", tool), ("error_type_regex", error_type), ("message", error_message))
        for name, value in checks:
            source = getattr(self, name)
            if source is None:
                continue
            text = value or ""
            literals = self._literals.get(name)
            if literals is None:
                pattern = self.pattern(name)
            else:
                folded = literals.fold(text)
                if not literals.held_by(folded):
                    return False  # none of the strings every match holds: no match, nothing compiled
                pattern = self._pattern_for(name, literals, folded)
                if pattern is None:
                    return False
            if pattern.match(text) is None:
                return False
        return True

    def _pattern_for(self, name: str, literals: Literals, folded: str) -> Any:
        """The pattern to decide ``name`` on a text (``folded`` as ``literals`` compare it): the
        alternatives of the regex the text can match, when it is an alternation and the whole
        is not compiled yet (RE2's compile grows with the regex: ue-policy's 31 alternatives
        compile for a message that holds two of their literals); None when it can match none.
        A rule that has needed :data:`_PARTS_BEFORE_WHOLE` such cuts is compiled whole."""
        whole = self._compiled.get(name)
        if whole is not None or not literals.alternatives:
            return whole if whole is not None else self.pattern(name)
        chosen = literals.chosen(folded)
        if not chosen:
            return None
        pattern = self._compiled.get((name, chosen))
        if pattern is None:
            if len(chosen) == len(literals.alternatives) or sum(
                    isinstance(key, tuple) and key[0] == name for key in list(self._compiled)) >= _PARTS_BEFORE_WHOLE:
                return self.pattern(name)
            pattern = self._compiled[(name, chosen)] = _from_start(literals.regex_for(getattr(self, name), chosen))
        return pattern

    def pattern(self, name: str) -> Any:
        """The regex ``name`` (``tool_regex``, ``error_type_regex``, ``message``) as an RE2 pattern
        whose ``match`` says whether the regex occurs anywhere in a text (:func:`_from_start`).

        A user's rules are compiled as they load (a bad one must fail there, named); the
        shipped ones, which the test suite compiles, at their first use: a small batch
        reaches few of the ~80 (two threads may both compile one: the same pattern either way).
        """
        pattern = self._compiled.get(name)
        if pattern is None:
            pattern = self._compiled[name] = _from_start(getattr(self, name))
        return pattern

    def regexes(self) -> dict[str, str]:
        return {name: getattr(self, name) for name in ("tool_regex", "error_type_regex", "message") if getattr(self, name)}


@dataclass(frozen=True)
class Ruleset:
    """The ordered rules in force and the version recorded on every row they classify."""

    rules: tuple[Rule, ...]
    version: str

    def __len__(self) -> int:
        return len(self.rules)

    def rule(self, rule_id: str) -> Rule:
        for rule in self.rules:
            if rule.id == rule_id:
                return rule
        raise KeyError(rule_id)


def _from_start(regex: str) -> Any:
    """``regex`` compiled to be matched from the start of a text after any prefix (``(?s:.*?)``):
    ``match`` finds it wherever ``search`` would, by one forward pass. RE2's ``search`` runs
    the regex backwards too, to find where the match starts, and compiles that reverse
    program at the first search: ~0.4 M instructions a rule, 38 M of a small ingest's
    1.1 G (docs/performance.md, seventh round); nothing here needs the start.
    The regex keeps its meaning inside the group: ``check_regex`` refuses ``$``, scoped
    flags and back-references, a flag group such as ``(?i)`` ends with the group, and
    ``^`` (no ``(?m)``) still means the text's start, where a zero-length prefix leaves it."""
    re2, options = _re2()
    return re2.compile(f"(?s:.*?)(?:{regex})", options=options)


def check_regex(pattern: str, where: str) -> Any:
    """Compile ``pattern`` with RE2 (as DuckDB does), refusing syntax the SQL path would read differently."""
    if not isinstance(pattern, str) or not pattern:
        raise RulesError(f"{where}: a regex must be a non-empty string")
    if _SCOPED_FLAGS.search(pattern):
        raise RulesError(f"{where}: scoped flags like (?i:...) are not allowed; put one flag group such as (?i) at the start of {pattern!r}")
    for token in _PYTHON_ONLY:
        if token in pattern:
            raise RulesError(f"{where}: {token!r} is not supported by RE2 (DuckDB); rewrite {pattern!r} without it")
    escaped = in_class = False
    for char in pattern:
        if escaped:
            if char.isdigit() and char != "0" or char in "Zz":
                raise RulesError(f"{where}: back-references and \\{char} are not portable between Python and RE2 in {pattern!r}")
            if char in "sS":
                raise RulesError(f"{where}: \\{char} differs (Python's includes \\v, RE2's does not); "
                                 f"spell it [ \\t\\r\\n] or [^ \\t\\r\\n] in {pattern!r}")
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == "[":
            in_class = True
        elif char == "]":
            in_class = False
        elif char == "$" and not in_class:
            raise RulesError(f"{where}: '$' matches differently in Python and RE2; drop it or match the text explicitly in {pattern!r}")
    re2, options = _re2()
    try:
        return re2.compile(pattern, options=options)
    except re2.error as exc:
        detail = exc.args[0].decode() if exc.args and isinstance(exc.args[0], bytes) else str(exc)
        raise RulesError(f"{where}: RE2 (DuckDB) rejects {pattern!r}: {detail}") from exc


def _string_list(value: Any, where: str, key: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value):
        raise RulesError(f"{where}: {key!r} must be a non-empty list of strings")
    for v in value:
        if _CONTROL.search(v):
            raise RulesError(f"{where}: {key!r} holds a control character (NUL, escape…): {v!r}")
    return tuple(value)


def parse_rule(raw: Mapping[str, Any], where: str, origin: str) -> Rule:
    """One validated rule; every error names the rule so a person can find it."""
    if not isinstance(raw, Mapping):
        raise RulesError(f"{where}: a rule must be a table, got {type(raw).__name__}")
    rule_id = raw.get("id")
    if isinstance(rule_id, str) and rule_id:
        where = f"{where} (id {rule_id!r})"
    if not isinstance(rule_id, str) or not _RULE_ID.match(rule_id):
        raise RulesError(f"{where}: 'id' is required: letters, digits, '_', '.', ':' or '-'")
    unknown = sorted(set(raw) - _KEYS)
    if unknown:
        raise RulesError(f"{where}: unknown key(s) {', '.join(unknown)}; allowed: {', '.join(sorted(_KEYS))}")
    try:
        error_class = ErrorClass.parse(raw.get("class", ""))
    except ValueError as exc:
        raise RulesError(f"{where}: {exc}") from None
    reason = raw.get("reason")
    if not isinstance(reason, str) or not _REASON.match(reason):
        raise RulesError(f"{where}: 'reason' is required and must be snake_case, got {reason!r}")
    if not any(key in raw for key in _MATCHERS):
        raise RulesError(f"{where}: a rule needs at least one of {', '.join(_MATCHERS)}, or it would match everything")
    status = _string_list(raw["status"], where, "status") if "status" in raw else ()
    bad = [s for s in status if s not in STATUSES]
    if bad:
        raise RulesError(f"{where}: status {bad} is not one of {', '.join(STATUSES)}")
    compiled: dict[str | tuple[str, tuple[int, ...]], Any] = {}
    for key in ("tool_regex", "error_type_regex", "message"):
        if key not in raw:
            continue
        if origin == SHIPPED_ORIGIN:
            # Checked by the test suite (tests/detectors/test_rules.py), compiled at first use (Rule.pattern).
            if not isinstance(raw[key], str) or not raw[key]:
                raise RulesError(f"{where} {key}: a regex must be a non-empty string")
        else:
            check_regex(raw[key], f"{where} {key}")
            compiled[key] = _from_start(raw[key])  # compiles whenever check_regex's plain compile did
    note = raw.get("note", "")
    if not isinstance(note, str):
        raise RulesError(f"{where}: 'note' must be a string")
    return Rule(
        id=rule_id,
        error_class=error_class,
        reason=reason,
        status=status,
        tool=_string_list(raw["tool"], where, "tool") if "tool" in raw else (),
        tool_regex=raw.get("tool_regex"),
        error_type=tuple(c.lower() for c in _string_list(raw["error_type"], where, "error_type")) if "error_type" in raw else (),
        error_type_regex=raw.get("error_type_regex"),
        message=raw.get("message"),
        note=note,
        origin=origin,
        _compiled=compiled,
        _literals=_ShippedLiterals(rule_id, raw) if origin == SHIPPED_ORIGIN else rule_literals(raw),
    )


def rule_literals(raw: Mapping[str, Any]) -> dict[str, Literals]:
    """Each regex of the rule ``raw`` that has required literals, with them (:mod:`prefilter`)."""
    from toolwatch.detectors.prefilter import required_literals

    out = {}
    for key in ("tool_regex", "error_type_regex", "message"):
        found = required_literals(raw[key]) if isinstance(raw.get(key), str) else None
        if found is not None:
            out[key] = found
    return out


def _read_rules_file(path: Path) -> tuple[str, list[Any]]:
    import tomllib  # not for the shipped rules while their twin is current (read_shipped_rules)

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RulesError(f"rules file {path} does not exist") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RulesError(f"rules file {path} cannot be read: {exc}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"rules file {path} is not valid TOML: {exc}") from exc
    unknown = sorted(set(data) - {"version", "rule"})
    if unknown:
        raise RulesError(f"rules file {path}: unknown top-level key(s) {', '.join(unknown)}; expected 'version' and [[rule]] tables")
    rules = data.get("rule", [])
    if not isinstance(rules, list):
        raise RulesError(f"rules file {path}: 'rule' must be an array of tables ([[rule]])")
    return str(data.get("version", "")), rules


def read_shipped_rules(toml: Path = DEFAULT_RULES_FILE, twin: Path = SHIPPED_RULES_TWIN) -> tuple[str, list[Any]]:
    """The shipped rules as :func:`_read_rules_file` reads ``toml``, from ``twin`` when it is current."""
    try:
        data = json.loads(twin.read_bytes())
    except (OSError, ValueError):
        data = None
    if isinstance(data, dict) and data.get("toml_sha256") == hashlib.sha256(toml.read_bytes()).hexdigest():
        return data["version"], data["rule"]
    return _read_rules_file(toml)


def write_shipped_twin(toml: Path = DEFAULT_RULES_FILE, twin: Path = SHIPPED_RULES_TWIN) -> Path:
    """Write ``twin`` and the rules' literals beside it (``default.literals.json``) from ``toml``
    (after editing the shipped rules, or :mod:`prefilter`)."""
    literals = twin.with_name(twin.stem + ".literals.json")
    version, raws = _read_rules_file(toml)
    digest = hashlib.sha256(toml.read_bytes()).hexdigest()
    data = {"toml_sha256": digest, "version": version, "rule": raws}
    if json.loads(json.dumps(data)) != data:
        raise RulesError(f"{toml.name} holds a value JSON cannot carry (a TOML date?)")
    twin.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    # One rule a line: [id, {regex name: Literals.to_json()}], for the rules that have any.
    found = [(raw["id"], rule_literals(raw)) for raw in raws if isinstance(raw, Mapping)]
    rows = [json.dumps([rule_id, {key: value.to_json() for key, value in by_regex.items()}], ensure_ascii=False)
            for rule_id, by_regex in found if by_regex]
    literals.write_text(f'{{"toml_sha256": "{digest}", "rules": [\n' + ",\n".join(rows) + "\n]}\n", encoding="utf-8")
    return twin


@functools.cache
def shipped_literals(toml: Path = DEFAULT_RULES_FILE, path: Path = SHIPPED_LITERALS) -> dict[str, dict[str, Literals]]:
    """The shipped rules' required literals by rule id, from ``path`` while it was written from ``toml``
    as it is (else {}: each rule computes its own). Read at the first rule a message reaches: a file
    whose messages the warehouse has labelled reads none (~1.5 ms to parse)."""
    from toolwatch.detectors.prefilter import Literals

    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("toml_sha256") != hashlib.sha256(toml.read_bytes()).hexdigest():
        return {}
    return {rule_id: {key: Literals.from_json(value) for key, value in entry.items()} for rule_id, entry in data["rules"]}


class _ShippedLiterals(Mapping[str, "Literals"]):
    """A shipped rule's required literals, looked up in :func:`shipped_literals` at first use, or
    computed from its regexes when that file is stale (``default.toml`` edited since ``make rules-twin``)."""

    def __init__(self, rule_id: str, raw: Mapping[str, Any],
                 table: Callable[[], dict[str, dict[str, Literals]]] = shipped_literals) -> None:
        self._rule_id, self._raw, self._read = rule_id, raw, table

    @functools.cached_property
    def _table(self) -> dict[str, Literals]:
        table = self._read()
        if not table:
            return rule_literals(self._raw)  # the file is stale or missing
        return table.get(self._rule_id, {})  # a current file lists every rule that has literals

    def __getitem__(self, key: str) -> Literals:
        return self._table[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def __len__(self) -> int:
        return len(self._table)


def _parse_all(raws: Iterable[Any], source: str, origin: str) -> list[Rule]:
    return [parse_rule(raw, f"{source}: rule #{i}", origin) for i, raw in enumerate(raws, start=1)]


def read_ruleset(path: Path) -> Ruleset:
    """The rules of one rules file alone, under the file's own version, no shipped rule added: an earlier
    ruleset kept to measure against (``bench/classify_cv.py --forward``), not the rules in force."""
    version, raws = _read_rules_file(path)
    return Ruleset(rules=tuple(_parse_all(raws, path.name, "file")), version=version)


def load_ruleset(rules_file: str | Path | None = None, inline_rules: list[dict] | None = None) -> Ruleset:
    """The rules in force: inline rules, then the user's rules file, then the shipped defaults.

    The version is the shipped version, extended with a short hash of the
    user's rules when there are any, so a row records exactly which rules
    classified it.
    """
    default_version, default_raws = read_shipped_rules()
    user: list[Rule] = []
    if inline_rules:
        if not isinstance(inline_rules, list):
            raise RulesError("setting classify.rules must be a list of rule tables")
        user += _parse_all(inline_rules, "setting classify.rules", "inline")
    user_file_version = ""
    if rules_file:
        user_file_version, file_raws = _read_rules_file(Path(rules_file))
        user += _parse_all(file_raws, f"rules file {rules_file}", "file")
    rules = user + _parse_all(default_raws, f"shipped rules {DEFAULT_RULES_FILE.name}", SHIPPED_ORIGIN)
    seen: dict[str, Rule] = {}
    for rule in rules:
        if rule.id in seen:
            raise RulesError(f"rule id {rule.id!r} is used twice ({seen[rule.id].origin} and {rule.origin}); ids must be unique")
        seen[rule.id] = rule
    version = default_version
    if user:
        canonical = json.dumps([user_file_version, [repr(r) for r in user]], sort_keys=True, default=str)
        version += "+user." + hashlib.md5(canonical.encode()).hexdigest()[:8]
    return Ruleset(rules=tuple(rules), version=version)


def grouping_digest(rules_file: str | Path = DEFAULT_RULES_FILE) -> str:
    """16 hex of sha256 over what decides a fingerprint: the rules and the normalisation table.

    Covers every rule in order (what it matches and the class and reason it
    gives; not its ``note``), every normalisation pattern (name, regex,
    replacement) with the length limits, and the harness-wrapper stripping
    that runs before both. A test pins the digest of the shipped
    rules to their ``version``, so a change that moves fingerprints cannot ship
    under the version the old fingerprints were stamped with.
    """
    _, raws = _read_rules_file(Path(rules_file))
    rules = [{key: value for key, value in raw.items() if key != "note"} for raw in raws]
    table = [[p.name, p.regex, p.replacement] for p in normalize.PATTERNS]
    limits = [normalize.MESSAGE_PREFIX_CHARS, normalize.TEMPLATE_MAX_CHARS]
    wrapper = [normalize.WRAPPER.regex, normalize.WRAPPER.replacement, normalize.WRAPPER_LAYERS]
    canonical = json.dumps({"rules": rules, "patterns": table, "limits": limits, "wrapper": wrapper}, sort_keys=True)
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


if __name__ == "__main__":
    print(write_shipped_twin())
    print(normalize.write_literals())
