"""Messages to templates: variable parts become named placeholders.

Modelled on Sentry's ``grouping/parameterization.py``: an ordered list of
named, commented patterns, each replaced by a placeholder such as ``<path>``
or ``<int>``. Unlike Sentry we apply them one after another (not as one joined
alternation) because the same chain must run inside DuckDB as nested
``regexp_replace`` calls: :func:`template_sql` builds that expression and a
test proves it yields byte-identical templates to :func:`normalize`.

The patterns are written in the subset of regex syntax where Python's ``re``
(with ``re.ASCII``) and RE2 agree: no look-around, no back-references in
patterns, ``\\1`` only in replacements, whitespace spelled ``[ \\t\\r\\n]``,
no ``$`` (Python also matches it before a final newline). The one spelling
that differs is the end of the text: ``\\Z`` here, ``\\z`` in RE2
(:func:`re2_regex` translates).

>>> normalize("ENOENT: no such file or directory, open '/home/ann/app/src/main.py'")
"ENOENT: no such file or directory, open '<path>'"
>>> normalize("Command timed out after 120000ms: npm test")
'Command timed out after <duration>: npm test'
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from toolwatch.detectors.prefilter import Literals

# Bound the regex work per message; the template is cut again after normalising.
MESSAGE_PREFIX_CHARS = 2000
TEMPLATE_MAX_CHARS = 300

_EXT = (
    "py|pyi|ipynb|js|jsx|mjs|cjs|ts|tsx|json|jsonl|ya?ml|toml|md|mdx|txt|rs|go|java|kt|rb|php|"
    "c|h|cc|cpp|hpp|cs|swift|sh|bash|zsh|ps1|html?|css|scss|sql|lock|cfg|ini|conf|xml|csv|"
    "env|gd|vue|svelte|dart|lua|ex|exs|scala|gradle|log|pdf|png|jpe?g|gif|svg|zip|gz|tar|wasm|so|dll|exe"
)


class Pattern(NamedTuple):  # not a frozen dataclass: ~0.5-1 ms less at every start
    name: str
    regex: str
    replacement: str
    why: str


# Building blocks of the date and address patterns (plain strings, so the
# table below stays one readable regex per row once they are substituted).
_WEEKDAY = r"(?:Mon(?:day)?|Tue(?:sday)?|Wed(?:nesday)?|Thu(?:rsday)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)"
_MONTH = r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
_CLOCK = r"\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?: ?(?:[AaPp][Mm]\b|[ap]\.m\.))?"
_ZONE = r"(?:(?:UTC|GMT|[A-Z]{1,4}T)\b(?:[+-]\d{2}:?\d{2})?|[+-]\d{2}:?\d{2})(?: \([A-Za-z ]+\))?"
_AT_CLOCK = rf"(?:,? (?:at )?{_CLOCK}(?: {_ZONE})?)"
_H16 = r"[0-9A-Fa-f]{1,4}"
# The last group of a compressed IPv6 address must hold a digit, so Rust
# paths like ``Foo::bar`` and ``a::b`` are not addresses.
_IPV6 = (rf"(?:(?:{_H16}:){{7}}{_H16}\b"
         rf"|(?:{_H16}(?::{_H16}){{0,6}})?::(?:{_H16}:){{0,6}}(?:\d{{1,3}}(?:\.\d{{1,3}}){{3}}|[0-9A-Fa-f]{{0,3}}[0-9][0-9A-Fa-f]{{0,3}})\b"
         rf"|{_H16}(?::{_H16}){{1,6}}::)")
_URL_CHARS = r"[^ \t\r\n'\"`<>()\[\]{}]"
_URL_END = r"[^ \t\r\n'\"`<>()\[\]{}.,;:!?]"
# Top-level domains seen in agent errors. Not 'test', 'in' or 'me': they are
# attribute names too (self.test); file extensions such as .rs or .sh are
# taken by <path> first.
_TLD = (r"(?:com|net|org|io|dev|ai|co|app|cloud|edu|gov|info|biz|xyz|uk|de|fr|jp|cn|eu|ca|au|nl"
        r"|local|localdomain|localhost|internal|lan|corp|home|example|invalid|svc)")
_HOST = rf"\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+{_TLD}(?::\d{{1,5}})?"
# HTTP status codes are meaning (a 403 is not a 404): the three patterns below
# glue this marker to them so that no number pattern sees a word boundary
# before the digits, and ``unmark`` removes it again.
_KEEP = "_tw_keep_"
_STATUS_PHRASE = (r"[Bb]ad [Rr]equest|[Uu]nauthorized|[Pp]ayment [Rr]equired|[Ff]orbidden|[Nn]ot [Ff]ound"
                  r"|[Mm]ethod [Nn]ot [Aa]llowed|[Nn]ot [Aa]cceptable|[Rr]equest [Tt]imeout|[Cc]onflict|[Gg]one"
                  r"|[Pp]ayload [Tt]oo [Ll]arge|[Rr]equest [Ee]ntity [Tt]oo [Ll]arge|[Uu]nprocessable [Ee]ntity"
                  r"|[Tt]oo [Mm]any [Rr]equests|[Ii]nternal [Ss]erver [Ee]rror|[Nn]ot [Ii]mplemented|[Bb]ad [Gg]ateway"
                  r"|[Ss]ervice [Uu]navailable|[Gg]ateway [Tt]ime-?out|[Ss]tatus|[Ee]rror")

# Order matters: earlier patterns consume text that later ones would mangle
# (a payload holds anything, a URL contains a host and a path, a date contains
# clock times and integers, a UUID contains hex).
PATTERNS: tuple[Pattern, ...] = (
    Pattern("payload", r"(?s)((?:^|[.!?\n])[ \t\r\n]*(?:String|old_string|old_str|new_string|new_str)[ \t]*:).+",
            r"\1 <str>",
            "the code an edit tool echoes after a fixed label (Claude Code's 'String: ...'); it runs to the end"),
    Pattern("url", rf"\b[A-Za-z][A-Za-z0-9+.-]*://(?:\[[0-9A-Fa-f:.]+(?:%[0-9A-Za-z]+)?\](?:{_URL_CHARS}*{_URL_END})?"
                   rf"|{_URL_CHARS}*{_URL_END})", "<url>",
            "fetched and API URLs differ per call; before emails, so user:token@host is inside one <url>, "
            "and before paths, which they contain; [IPv6] hosts included"),
    Pattern("email", r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", "<email>",
            "addresses identify people, never bugs"),
    Pattern("uuid", r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b", "<uuid>",
            "request, session and tool-call ids"),
    Pattern("date", rf"\b(?:{_WEEKDAY},? )?(?:\d{{1,2}}(?:st|nd|rd|th)?[ -]{_MONTH}\b[ -]\d{{2}}(?:\d{{2}})?\b{_AT_CLOCK}?"
                    rf"|{_MONTH}\b {{1,2}}\d{{1,2}}(?:st|nd|rd|th)?\b(?:,? \d{{4}}\b{_AT_CLOCK}?|{_AT_CLOCK}(?: \d{{4}}\b)?))",
            "<date>",
            "dates with month names: RFC 1123/822/850 (HTTP), asctime, JavaScript Date, 'Jan 18, 2019', "
            "'18 January 2019', with their clock time and zone; a whole date is one placeholder"),
    Pattern("ts", r"\b(?:\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?"
                  r"|\d{8}T\d{4}(?:\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)\b", "<ts>",
            "ISO 8601 dates and times, extended (2024-02-20T11:55:33Z) and basic (20240220T115533Z)"),
    Pattern("ipv6", rf"(^|[^0-9A-Za-z_:.])(?:\[{_IPV6}(?:%[0-9A-Za-z]+)?\](?::\d{{1,5}})?|{_IPV6}(?:%[0-9A-Za-z]+)?)",
            r"\1<ip>",
            "IPv6 addresses, and [2001:db8::1]:8080 the way they carry a port; must start a token; "
            "before clock times and integers"),
    Pattern("ip", r"\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b", "<ip>",
            "IPv4 addresses with an optional port; before integers"),
    Pattern("time", r"(^|[^0-9A-Za-z_:.])(?:\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)? ?(?:[AaPp][Mm]\b|[ap]\.m\.)"
                    r"|\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b)", r"\1<time>",
            "clock times (10:04 PM, 23:59:07.5); must start a token so path:line:column survives"),
    Pattern("windows_path", r"\b[A-Za-z]:\\(?:[^ \t\r\n'\"`<>|]*[^ \t\r\n'\"`<>|.,;:])?", "<path>",
            "C:\\Users\\... paths from Windows harnesses"),
    Pattern("abs_path", r"(^|[ \t\r\n'\"`(\[{=:,])(?:~|\.{1,2})?(?:/[A-Za-z0-9_.@+-]*[A-Za-z0-9_@+-])+/?", r"\1<path>",
            "POSIX paths; must start a token so 'and/or' and 'HTTP/1.1' survive"),
    Pattern("rel_path", rf"\b(?:[A-Za-z0-9_.@-]+/)*[A-Za-z0-9_@-][A-Za-z0-9_.@-]*\.(?:{_EXT})\b", "<path>",
            "relative paths and bare file names with a known extension"),
    Pattern("bare_url", rf"{_HOST}/(?:{_URL_CHARS}*{_URL_END})?", "<url>",
            "github.com/org/repo: a host and a path without a scheme"),
    # RE2 has no look-ahead: the character after the host is consumed and put
    # back, so java.net.SocketTimeoutException stays a class name. \Z is the
    # end of the text in Python; template_sql spells it \z for RE2.
    Pattern("hostname", rf"{_HOST}(\.?(?:[^A-Za-z0-9_.@/-]|\Z))", r"<host>\1",
            "api.example.com, db-3.internal, with an optional port"),
    Pattern("prefixed_id", r"\b(?:req|toolu|call|msg|chatcmpl|run|sess|ses|resp|srvtoolu|fc)_[A-Za-z0-9]{6,}\b", "<id>",
            "provider ids like toolu_01A..., req_011C..., call_abc..."),
    Pattern("status_code", rf"(\bHTTP(?:/\d(?:\.\d)?)?[ :]+(?:(?:[Ee]rror|[Ss]tatus)[ :]+)?"
                           r"|\b[Ss]tatus(?:[ _-]?[Cc]ode)?[\"']?[ :=]+|\breturned (?:an? )?(?:error|status)(?: code)?:? )"
                           rf"([1-5]\d\d)\b|\b([1-5]\d\d (?:{_STATUS_PHRASE})\b|[1-5][xX][xX]\b)", rf"\1{_KEEP}\2\3",
            "HTTP 404, status code 503, statusCode: 429, returned error: 403, 503 Service Unavailable, "
            "4xx keep their code"),
    Pattern("duration", r"\b\d+(?:\.\d+)? ?(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\b", "<duration>",
            "timeouts and elapsed times; before integers"),
    Pattern("hex", r"\b(?:0[xX][0-9a-fA-F]+"
                   r"|[0-9a-f]{2,}(?:[0-9][a-f]|[a-f][0-9])[0-9a-f]*|[0-9a-f](?:[0-9][a-f]|[a-f][0-9])[0-9a-f]+"
                   r"|(?:[0-9][a-f]|[a-f][0-9])[0-9a-f]{2,}|[a-f]{7,}"
                   r"|[A-F][0-9A-F]{6,}|[0-9]{3,}[A-F][0-9A-F]*|[0-9]{2}[A-F][0-9A-F]+|[0-9][A-F][0-9A-F]{2,}|[0-9]{12,})\b",
            "<hex>",
            "hashes, commit ids, addresses: 0x-prefixed; lower case, 4+ characters mixing digits and a-f (9af8) "
            "or 7+ letters; upper case, 7+ starting with a letter or 4+ starting with a digit, so lint and "
            "compiler codes (E501, F821, E0502) stay; digits alone are <int> up to 11 digits and <hex> from 12 "
            "(no count gets there, and a 12-hex container id or 16-hex span id can be all digits)"),
    Pattern("bool", r"\b(?:true|false|True|False)\b", "<bool>", "flag values echoed back"),
    Pattern("float", r"\b\d+\.\d+", "<float>", "sizes, scores, version parts; units may follow (54.2MB)"),
    Pattern("int", r"\b\d+", "<int>", "line numbers, counts, sizes, codes; units may follow (54MB)"),
    # A quoted value becomes <str>, except one that is exactly a placeholder
    # already ('<path>' stays readable); RE2 has no look-ahead, hence the
    # three alternatives: starts with a non-'<', placeholder then more, or no '>'.
    Pattern("single_quoted", r"(^|[^A-Za-z0-9_])'(?:[^'\r\n<][^'\r\n]*|<[^'\r\n>]*>[^'\r\n]+|<[^'\r\n>]*)?'", r"\1<str>",
            "quoted values; an apostrophe inside a word (doesn't) never opens one"),
    Pattern("double_quoted", r"\"(?:[^\"\r\n<][^\"\r\n]*|<[^\"\r\n>]*>[^\"\r\n]+|<[^\"\r\n>]*)?\"", "<str>",
            "quoted values and JSON strings"),
    Pattern("backquoted", r"`(?:[^`\r\n<][^`\r\n]*|<[^`\r\n>]*>[^`\r\n]+|<[^`\r\n>]*)?`", "<str>",
            "Markdown-quoted values (old_str, commands)"),
    Pattern("unmark", _KEEP, "", "kept status codes read as written again"),
    Pattern("whitespace", r"[ \t\r\n]+", " ", "stack traces and indentation collapse to one line"),
)


@functools.cache
def _compiled(index: int) -> re.Pattern[str]:
    """``PATTERNS[index]`` compiled by Python's ``re``, at the first text it can change
    (:func:`_needs`): a process that normalises in SQL (:func:`template_sql`) or not at all
    never pays for it (~5 ms for the 27), and a small file's messages skip the patterns whose
    literals none of them holds (the date's month names: 1.2 ms of it)."""
    return re.compile(PATTERNS[index].regex, re.ASCII)


LITERALS_FILE = Path(__file__).parent / "rules" / "normalize.literals.json"


@functools.cache
def _needs() -> tuple[Literals | None, ...]:
    """Per pattern, strings one of which a text must hold for the pattern to match it
    (:mod:`prefilter`), from :data:`LITERALS_FILE` where its entry is for the pattern as it is
    now (else None: the pattern always runs). ``make rules-twin`` writes the file."""
    from toolwatch.detectors.prefilter import Literals

    try:
        entries = {(name, regex): found for name, regex, found in json.loads(LITERALS_FILE.read_bytes())["patterns"]}
    except (OSError, ValueError, KeyError, TypeError):
        entries = {}
    found = [entries.get((p.name, p.regex)) for p in PATTERNS]
    return tuple(None if entry is None else Literals.from_json(entry) for entry in found)


def write_literals(path: Path = LITERALS_FILE) -> Path:
    """Write each pattern's required literals (:func:`_needs`), one pattern a line."""
    from toolwatch.detectors.prefilter import required_literals

    rows = []
    for p in PATTERNS:
        found = required_literals(p.regex, alternation=False)
        rows.append(json.dumps([p.name, p.regex, None if found is None else found.to_json()], ensure_ascii=False))
    path.write_text('{"patterns": [\n' + ",\n".join(rows) + "\n]}\n", encoding="utf-8")
    return path

# Every placeholder name a template can hold, read off the table so that code
# turning templates back into regexes (rules suggest) never lags behind it.
PLACEHOLDERS: tuple[str, ...] = tuple(sorted({name for p in PATTERNS
                                              for name in re.findall(r"<([a-z0-9]+)>", p.replacement)}))


def normalize(message: str | None) -> str:
    """The template of ``message``: placeholders for variable parts, one line, at most 300 characters."""
    text = (message or "")[:MESSAGE_PREFIX_CHARS]
    for index, needs in enumerate(_needs()):
        if needs is None or needs.found_in(text):  # else the pattern cannot match: the text stays
            text = _compiled(index).sub(PATTERNS[index].replacement, text)
    return text[:TEMPLATE_MAX_CHARS]


# What makes the last pattern change a text: a run of two or more white-space characters, or one that is not a space.
_WHITESPACE_CHANGES = r"[ \t\r\n]{2,}|[\t\r\n]"


def re2_options() -> Any:
    """RE2's options for the sets and patterns here: errors not logged, a 64 MB budget for the DFA."""
    import re2

    options = re2.Options()
    options.log_errors = False
    options.max_mem = 64 << 20
    return options


def re2_search_set(regexes: Iterable[str]) -> tuple[Any, Any]:
    """An RE2 set that finds which of ``regexes`` occur in a text in one pass, and the options it was
    built with (errors not logged; a 64 MB budget for the DFA, allocated as it grows: room for the
    states of a few kB of text). Whether it works is for the caller to probe."""
    import re2

    options = re2_options()
    found = re2.Set.SearchSet(options)
    for regex in regexes:
        found.Add(regex)
    found.Compile()
    return found, options


@functools.cache
def _changes_re2() -> Any | None:
    """An RE2 set of what each pattern changes (:data:`PATTERNS`, the last one as
    :data:`_WHITESPACE_CHANGES`), to find in one pass whether any would change a text
    (None when the set fails its probe: :func:`renormalize` then always normalises)."""
    changes, _ = re2_search_set(re2_regex(_WHITESPACE_CHANGES if p.name == "whitespace" else p.regex)
                                for p in PATTERNS)
    if changes.Match("<str> at <path> (<int>)") is not None or changes.Match("took 5 ms") is None:
        return None
    return changes


def renormalize(text: str) -> str:
    """:func:`normalize` of ``text``, found without running the patterns when none would change it.

    For the learned fallback, which featurises templates, i.e. what :func:`normalize`
    (or its SQL twin) already returned. Normalising is not idempotent: a placeholder
    can close a quote a later pattern reads (``'<path><str>content'`` becomes
    ``<str>``), and a status code kept by ``unmark`` is an ``<int>`` the next time
    (12 of ``bench/learned_cost.py``'s 420 templates change again), so the second pass
    cannot simply be skipped. Instead one RE2 pass over an ASCII text of at most
    :data:`TEMPLATE_MAX_CHARS` characters tells whether any pattern matches it; when
    none does, each substitution leaves the text as it is, and so does the cut.
    The patterns are written where RE2 and Python's ``re`` (ASCII) agree (the SQL
    chain's test), and tests/detectors/test_normalize.py compares the two answers
    on the corpus, its templates and generated text. Other text is normalised.
    """
    if len(text) <= TEMPLATE_MAX_CHARS and text.isascii():
        changes = _changes_re2()
        if changes is not None and changes.Match(text) is None:
            return text
    return normalize(text)


def sql_literal(text: str) -> str:
    """A DuckDB string literal for ``text`` (standard SQL: only the quote is doubled)."""
    return "'" + text.replace("'", "''") + "'"


def re2_regex(regex: str) -> str:
    """``regex`` as RE2 spells it: Python's end of text ``\\Z`` is RE2's ``\\z`` (RE2 has no ``\\Z``)."""
    return regex.replace("\\Z", "\\z")


def template_sql(message_expr: str) -> str:
    """The DuckDB expression computing :func:`normalize` of the SQL expression ``message_expr``."""
    expr = f"substring(coalesce({message_expr}, ''), 1, {MESSAGE_PREFIX_CHARS})"
    for p in PATTERNS:
        expr = f"regexp_replace({expr}, {sql_literal(re2_regex(p.regex))}, {sql_literal(p.replacement)}, 'g')"
    return f"substring({expr}, 1, {TEMPLATE_MAX_CHARS})"


# Harness wrappers around a tool's own error text (Claude Code's
# ``<tool_use_error>``, Cline's "The tool execution failed with the following
# error: <error>…</error>", ``Error:``/``Tool call failed:`` prefixes). They
# carry no class, and they hide the text's start from anchored rules and make
# one tool error several templates (one per harness that wraps it), so the
# rules, the templates and the learned model all read the text inside.
# One pattern, applied up to WRAPPER_LAYERS times, outermost first: either a
# whole-message tag (it must close at the end of the text), or a prefix
# followed by some text (the first character after it is captured and put
# back, so a bare "Error:" stays as it is). Written in the subset where Python
# ``re`` (Unicode mode, like RE2's case folding) and RE2 agree; ``\Z`` is
# spelled ``\z`` for RE2 by :func:`re2_regex`.
WRAPPER = Pattern(
    "wrapper",
    r"(?is)^[ \t\r\n]*(?:(?:the tool execution failed with the following error:[ \t\r\n]*)?"
    r"<(tool_use_error|error)>[ \t\r\n]*(.*?)[ \t\r\n]*</(?:tool_use_error|error)>[ \t\r\n]*\Z"
    r"|(?:error|tool call failed|tool execution failed|tool error)[ \t]*:[ \t\r\n]*([^ \t\r\n]))",
    r"\2\3",
    "harness wrappers carry no class and split one error into one template per harness",
)
WRAPPER_LAYERS = 4
# Python runs WRAPPER in three linear steps rather than as one pattern: the
# lazy tag content between white-space runs backtracks quadratically in
# Python's engine on a long run of spaces (RE2 is linear). Same result: a test
# compares them with the SQL on the corpus and on stitched hostile text.
_TAG_OPEN = re.compile(r"(?i)[ \t\r\n]*(?:the tool execution failed with the following error:[ \t\r\n]*)?"
                       r"<(?:tool_use_error|error)>")
_TAG_CLOSE = re.compile(r"(?i)</(?:tool_use_error|error)>[ \t\r\n]*\Z")
_PREFIX = re.compile(r"(?i)[ \t\r\n]*(?:error|tool call failed|tool execution failed|tool error)[ \t]*:[ \t\r\n]*")
_BLANK = " \t\r\n"


def strip_wrappers(message: str | None) -> str:
    """``message`` without the harness wrappers around it (outermost first, a few layers at most).

    >>> strip_wrappers("<tool_use_error>Error: Not connected</tool_use_error>")
    'Not connected'
    >>> strip_wrappers("Error: ")
    'Error: '
    """
    text = message or ""
    for _ in range(WRAPPER_LAYERS):
        opened = _TAG_OPEN.match(text)
        closed = _TAG_CLOSE.search(text, opened.end()) if opened is not None else None
        if opened is not None and closed is not None:
            text = text[opened.end():closed.start()].strip(_BLANK)
            continue
        prefix = _PREFIX.match(text)
        if prefix is None or prefix.end() == len(text):
            break
        text = text[prefix.end():]
    return text


def unwrapped_sql(message_expr: str) -> str:
    """The DuckDB expression computing :func:`strip_wrappers` of ``message_expr`` (NULL stays NULL)."""
    expr = message_expr
    for _ in range(WRAPPER_LAYERS):
        expr = f"regexp_replace({expr}, {sql_literal(re2_regex(WRAPPER.regex))}, {sql_literal(WRAPPER.replacement)})"
    return expr
