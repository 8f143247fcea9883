"""Messages to templates: variable parts become named placeholders.

Modelled on Sentry's ``grouping/parameterization.py``: an ordered list of
named, commented patterns, each replaced by a placeholder such as ``<path>``
or ``<int>``. Unlike Sentry we apply them one after another (not as one joined
alternation) because the same chain must run inside DuckDB as nested
``regexp_replace`` calls: :func:`template_sql` builds that expression and a
test proves it yields byte-identical templates to :func:`normalize`.

The patterns are written in the subset of regex syntax where Python's ``re``
(with ``re.ASCII``) and RE2 agree: no look-around, no back-references in
patterns, ``\\1`` only in replacements, whitespace spelled ``[ \\t\\r\\n]``.

>>> normalize("ENOENT: no such file or directory, open '/home/ann/app/src/main.py'")
"ENOENT: no such file or directory, open '<path>'"
>>> normalize("Command timed out after 120000ms: npm test")
'Command timed out after <duration>: npm test'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Bound the regex work per message; the template is cut again after normalising.
MESSAGE_PREFIX_CHARS = 2000
TEMPLATE_MAX_CHARS = 300

_EXT = (
    "py|pyi|ipynb|js|jsx|mjs|cjs|ts|tsx|json|jsonl|ya?ml|toml|md|mdx|txt|rs|go|java|kt|rb|php|"
    "c|h|cc|cpp|hpp|cs|swift|sh|bash|zsh|ps1|html?|css|scss|sql|lock|cfg|ini|conf|xml|csv|"
    "env|gd|vue|svelte|dart|lua|ex|exs|scala|gradle|log|pdf|png|jpe?g|gif|svg|zip|gz|tar|wasm|so|dll|exe"
)


@dataclass(frozen=True)
class Pattern:
    name: str
    regex: str
    replacement: str
    why: str


# Order matters: earlier patterns consume text that later ones would mangle
# (a URL contains a path, a timestamp contains integers, a UUID contains hex).
PATTERNS: tuple[Pattern, ...] = (
    Pattern("email", r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", "<email>",
            "addresses identify people, never bugs"),
    Pattern("url", r"\b[A-Za-z][A-Za-z0-9+.-]*://[^ \t\r\n'\"`<>()\[\]{}]*[^ \t\r\n'\"`<>()\[\]{}.,;:!?]", "<url>",
            "fetched and API URLs differ per call; before paths, which they contain"),
    Pattern("uuid", r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b", "<uuid>",
            "request, session and tool-call ids"),
    Pattern("ts", r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b", "<ts>",
            "ISO 8601 dates and times"),
    Pattern("ip", r"\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b", "<ip>",
            "IPv4 addresses with an optional port; before integers"),
    Pattern("windows_path", r"\b[A-Za-z]:\\(?:[^ \t\r\n'\"`<>|]*[^ \t\r\n'\"`<>|.,;:])?", "<path>",
            "C:\\Users\\... paths from Windows harnesses"),
    Pattern("abs_path", r"(^|[ \t\r\n'\"`(\[{=:,])(?:~|\.{1,2})?(?:/[A-Za-z0-9_.@+-]*[A-Za-z0-9_@+-])+/?", r"\1<path>",
            "POSIX paths; must start a token so 'and/or' and 'HTTP/1.1' survive"),
    Pattern("rel_path", rf"\b(?:[A-Za-z0-9_.@-]+/)*[A-Za-z0-9_@-][A-Za-z0-9_.@-]*\.(?:{_EXT})\b", "<path>",
            "relative paths and bare file names with a known extension"),
    Pattern("prefixed_id", r"\b(?:req|toolu|call|msg|chatcmpl|run|sess|ses|resp|srvtoolu|fc)_[A-Za-z0-9]{6,}\b", "<id>",
            "provider ids like toolu_01A..., req_011C..., call_abc..."),
    Pattern("duration", r"\b\d+(?:\.\d+)? ?(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\b", "<duration>",
            "timeouts and elapsed times; before integers"),
    Pattern("hex", r"\b(?:0[xX][0-9a-fA-F]+|[0-9a-f]{7,}|[0-9A-F]{7,})\b", "<hex>",
            "hashes, commit ids, addresses; pure digits are left to <int>"),
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
    Pattern("whitespace", r"[ \t\r\n]+", " ", "stack traces and indentation collapse to one line"),
)

_COMPILED = tuple((re.compile(p.regex, re.ASCII), p.replacement) for p in PATTERNS)


def normalize(message: str | None) -> str:
    """The template of ``message``: placeholders for variable parts, one line, at most 300 characters."""
    text = (message or "")[:MESSAGE_PREFIX_CHARS]
    for pattern, replacement in _COMPILED:
        text = pattern.sub(replacement, text)
    return text[:TEMPLATE_MAX_CHARS]


def sql_literal(text: str) -> str:
    """A DuckDB string literal for ``text`` (standard SQL: only the quote is doubled)."""
    return "'" + text.replace("'", "''") + "'"


def template_sql(message_expr: str) -> str:
    """The DuckDB expression computing :func:`normalize` of the SQL expression ``message_expr``."""
    expr = f"substring(coalesce({message_expr}, ''), 1, {MESSAGE_PREFIX_CHARS})"
    for p in PATTERNS:
        expr = f"regexp_replace({expr}, {sql_literal(p.regex)}, {sql_literal(p.replacement)}, 'g')"
    return f"substring({expr}, 1, {TEMPLATE_MAX_CHARS})"
