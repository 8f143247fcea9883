"""Defuse untrusted text before it leaves the machine: redact secrets, escape, truncate.

Error messages, arguments and tool names come from models and users. Before
any of it reaches Slack or Linear it goes through, in this order:

1. :func:`redact_secrets` — API keys and tokens of common providers,
   ``Authorization`` / bearer headers, PEM private key blocks, passwords in
   URLs and ``.env``-style ``KEY=value`` secrets become ``[REDACTED:kind]``.
   Redaction runs first so that escaping can never split a secret into pieces
   the patterns no longer see. It is linear in the text length, finds tokens
   after ``_`` and after JSON escapes (``\\nghp_…``), and at the end of a text
   also the part of a token a cut left (a template cut to 300 characters).
   Then :func:`printable` shows control characters as escapes (``\\x1b``), so
   log text cannot drive a terminal; :func:`safe_text` does both, for terminals
   and plain-text files, and :func:`safe_label` makes a short one-line name.
2. :func:`escape_slack` (``&``, ``<``, ``>`` — the only characters Slack's
   mrkdwn treats as control characters: ``<!channel>``, ``<@U123>`` and
   ``<https://evil|click>`` become plain text) or :func:`escape_markdown`.
3. :func:`truncate` to the destination's limit, without cutting an escape
   entity in half.

:func:`safe_slack` and :func:`safe_markdown` do all three. Slack mrkdwn has
no way to escape ``*``, ``_``, ``~`` or backticks, so text that must not be
formatted at all goes in a code span or block: :func:`slack_code` and
:func:`markdown_code_block`.

The patterns follow Sentry's parameterisation style: an ordered list of named,
commented regexes. Order matters: whole blocks and headers before the tokens
inside them, specific prefixes (``sk-ant-``) before general ones (``sk-``).
"""

from __future__ import annotations

import re

REDACTED = "[REDACTED:{}]"

# Where a token may start: not inside a longer word, yet right after an underscore
# (``GH_TOKEN_ghp_…``, ``mcp__x__ghp_…``) or a backslash escape (``\nghp_…`` in JSON
# text, ``\x1b``, ``\u0022``), two places where ``\b`` does not match.
_EDGE = r"(?:(?<![A-Za-z0-9])|(?<=\\[A-Za-z])|(?<=\\x[0-9A-Fa-f]{2})|(?<=\\u[0-9A-Fa-f]{4}))"
# The end of a text that may have been cut (at ingest, in a template, for a title):
# the rest of a token is gone there, so its known prefix and a few characters suffice.
_CUT_END = r"(?=(?:…|\.\.\.)?\Z)"
# A cut token is redacted once this many of its characters survive.
_CUT_MIN_CHARS = 8

# Key names whose values are secrets in ``KEY=value``, ``key: value`` and JSON.
# The name must END with one of these words, so ``password_reset_url`` and
# ``max_tokens`` are not secrets while ``DB_PASSWORD`` and ``OPENAI_API_KEY`` are.
_SECRET_KEY_WORDS = (
    r"api[_-]?key|apikey|secret[_-]?access[_-]?key|access[_-]?key(?:[_-]?id)?|secret[_-]?key"
    r"|client[_-]?secret|secret|token|password|passwd|[_-]pwd|private[_-]?key|credentials?"
    r"|cookie|session|sessionid|sessid|session[_-]?key|(?:^|[_.-])sid"
)

# Provider tokens: (kind, left edge, prefix, length of the shortest prefix, body, its quantifier).
# Prefixes that never occur in prose need no left edge (a token glued to a word is still
# one); ``sk-`` and Stripe's ``sk_live_`` occur inside words (``flask-…``, ``risk_test_…``).
_TOKENS: list[tuple[str, str, str, int, str, str]] = [
    # Anthropic: sk-ant-api03-..., sk-ant-admin01-...
    ("anthropic_key", "", r"sk-ant-", 7, r"[A-Za-z0-9_-]", "{20,}"),
    # OpenAI: sk-proj-..., sk-svcacct-..., sk-admin-..., legacy sk-<48>. "sk-" in prose is too short.
    ("openai_key", "", r"sk-(?:proj|svcacct|admin|None)-", 8, r"[A-Za-z0-9_-]", "{20,}"),
    ("openai_key", _EDGE, r"sk-", 3, r"[A-Za-z0-9_-]", "{20,}"),
    # Stripe secret / restricted / publishable keys and webhook secrets.
    ("stripe_key", _EDGE, r"(?:sk|rk|pk)_(?:live|test)_", 8, r"[A-Za-z0-9]", "{10,}"),
    ("stripe_key", "", r"whsec_", 6, r"[A-Za-z0-9]", "{20,}"),
    # GitHub: classic (ghp_, gho_, ghu_, ghs_, ghr_) and fine-grained tokens.
    ("github_token", "", r"gh[pousr]_", 4, r"[A-Za-z0-9]", "{30,}"),
    ("github_token", "", r"github_pat_", 11, r"[A-Za-z0-9_]", "{22,}"),
    # GitLab personal access tokens.
    ("gitlab_token", "", r"glpat-", 6, r"[A-Za-z0-9_-]", "{20,}"),
    # Slack bot/user/app tokens.
    ("slack_token", "", r"xox[abposre]-|xapp-", 5, r"[A-Za-z0-9-]", "{10,}"),
    # AWS access key ids (the secret key is caught by its key name).
    ("aws_access_key", r"(?:(?<![0-9A-Z])|(?<=\\x[0-9A-Fa-f]{2})|(?<=\\u[0-9A-Fa-f]{4}))", r"AKIA|ASIA|AGPA|AIDA|AROA|ANPA", 4, r"[0-9A-Z]", "{16}(?![0-9A-Z])"),
    # Google API keys.
    ("google_api_key", "", r"AIza", 4, r"[0-9A-Za-z_-]", "{35}"),
    # Hugging Face, Linear, npm, PyPI tokens.
    ("huggingface_token", "", r"hf_", 3, r"[A-Za-z0-9]", "{30,}"),
    ("linear_key", "", r"lin_(?:api|oauth)_", 8, r"[A-Za-z0-9]", "{32,}"),
    ("npm_token", "", r"npm_", 4, r"[A-Za-z0-9]", "{36}"),
    ("pypi_token", "", r"pypi-", 5, r"[A-Za-z0-9_-]", "{50,}"),
]


def _token_pattern(edge: str, prefix: str, prefix_len: int, body: str, quantifier: str) -> str:
    # The whole token, or (at a cut end) what is left of it once 8 characters survive.
    cut = max(1, _CUT_MIN_CHARS - prefix_len)
    return f"{edge}(?:{prefix})(?:{body}{quantifier}|{body}{{{cut},}}+{_CUT_END})"


# A run of base64url characters up to its first "eyJ" (kept: the JWT starts there).
# Only a run's start is tried, so "eyJeyJeyJ…" is scanned once, not once per "eyJ".
_JWT_LEAD = r"(?<![A-Za-z0-9_-])(?P<keep>(?:(?!eyJ)[A-Za-z0-9_-])*+)eyJ"

# (kind, pattern, case-sensitive). Applied in order; each match becomes [REDACTED:kind],
# after the ``keep`` group when the pattern has one. Patterns are written so that a
# failed attempt scans a bounded stretch or a stretch no later attempt scans again:
# redaction stays linear in the text length (hostile logs hold megabytes of "a=a=a=").
_PATTERNS: list[tuple[str, str, bool]] = [
    # A PEM private key block, or its start when the text was truncated mid-key.
    (
        "private_key",
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|.*\Z)",
        False,
    ),
    # Authorization / Proxy-Authorization headers: keep the header name, drop scheme + credentials.
    (
        "authorization",
        rf"(?P<keep>{_EDGE}(?:proxy-)?authorization\\*[\"']?\s*[:=]\s*\\*[\"']?)"
        r"(?:(?:bearer|basic|token|bot|digest)\s+)?(?:[^\s\"',;\\]|\\(?![nrt\"']))+",
        False,
    ),
    # Cookie / Set-Cookie headers: every name=value pair.
    (
        "cookie",
        rf"(?P<keep>{_EDGE}(?:set-)?cookie\\*[\"']?[ \t]*[:=][ \t]*\\*[\"']?)"
        r"(?:[^\s=;\"',\\]++=[^;\r\n\"'\\]*+;?[ \t]*)+",
        False,
    ),
    # A bare bearer token in prose or a curl command line; short words ("Bearer token") survive.
    (
        "bearer",
        rf"(?P<keep>{_EDGE}bearer\s+)(?:[A-Za-z0-9._~+/=-]{{16,}}|[A-Za-z0-9._~+/=-]{{{_CUT_MIN_CHARS},}}+{_CUT_END})",
        False,
    ),
    # user:password@ in any URL (postgres://, https://, redis://, amqp://...): keep the user.
    # The password runs to the authority's LAST "@" (passwords hold "@": u:p@ssw0rd@host); cut
    # before its "@", whatever follows "user:" is taken unless it is a port.
    (
        "url_password",
        r"(?P<keep>(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*+://[^\s:/@\"]*+:)"
        r"(?:[^\s/?#\"]+(?=@[^\s/?#\"'@]*(?:[\s/?#\"']|\Z))"
        rf"|(?=[^\s/?#\"@]*[^\s/?#\"@0-9])[^\s/?#\"@]++{_CUT_END})",
        False,
    ),
    *((kind, _token_pattern(edge, prefix, n, body, quantifier), True) for kind, edge, prefix, n, body, quantifier in _TOKENS),
    ("slack_webhook", r"https://hooks\.slack\.com/services/[A-Za-z0-9/_-]+", False),
    # JSON Web Tokens: three base64url parts, the first two JSON objects ("eyJ"); or a cut one.
    ("jwt", _JWT_LEAD + r"[A-Za-z0-9_-]{8,}+\.eyJ[A-Za-z0-9_-]{8,}+\.[A-Za-z0-9_-]{8,}+", True),
    ("jwt", _JWT_LEAD + rf"[A-Za-z0-9_-]{{5,}}+(?:\.[A-Za-z0-9_-]*+){{0,2}}{_CUT_END}", True),
]
_SECRET_KEY = re.compile(r"(?:" + _SECRET_KEY_WORDS + r")$", re.IGNORECASE)

# .env / YAML / JSON / CLI flags: KEY=value, key: value, "key": "value", \"key\": \"value\"
# (JSON inside JSON), --password=value. Every key is found; only a secret key's value is
# consumed, so a scan never re-reads an ordinary value ("a=a=a=…" is one pass, not nested).
_KEY = re.compile(
    r"(?<![A-Za-z0-9_.-])(?P<q>(?<!\\)\\*[\"']|)(?P<key>[A-Za-z0-9_.-]++)(?P=q)[ \t]*[:=][ \t]*"
)
_VALUE = re.compile(
    r"\"(?:[^\"\\\n]|\\.)++\"?"  # a JSON string, to its closing quote (or the end of a cut text)
    r"|'[^'\n]++'?"
    r"|\\+\"[^\"\n]*+\"?"  # an escaped string inside JSON text: \"hunter2\"
    r"|(?!\[REDACTED)(?:[^\s\"',;&}\\]|\\(?![nrt\"']))+"
)
_QUOTE = re.compile(r"\\*[\"']")

# A substring (lower case) every match of a pattern contains: a pattern whose hints are
# all absent from the text is skipped, which keeps redaction cheap on ordinary messages.
_HINTS: dict[str, tuple[str, ...]] = {
    "private_key": ("private key",),
    "authorization": ("authorization",),
    "cookie": ("cookie",),
    "bearer": ("bearer",),
    "url_password": ("://",),
    "anthropic_key": ("sk-ant-",),
    "openai_key": ("sk-",),
    "stripe_key": ("_live_", "_test_", "whsec_"),
    "github_token": ("gh", "github_pat_"),
    "gitlab_token": ("glpat-",),
    "slack_token": ("xox", "xapp-"),
    "slack_webhook": ("hooks.slack.com",),
    "aws_access_key": ("akia", "asia", "agpa", "aida", "aroa", "anpa"),
    "google_api_key": ("aiza",),
    "huggingface_token": ("hf_",),
    "linear_key": ("lin_",),
    "npm_token": ("npm_",),
    "pypi_token": ("pypi-",),
    "jwt": ("eyj",),
}
# Compiled on first use, once per process: compiling all of them costs ~10 ms of CPU
# (more on a loaded machine) and a hook, which runs on every tool call, needs one or two.
_COMPILED: list[re.Pattern[str] | None] = [None] * len(_PATTERNS)


def _compiled(index: int) -> re.Pattern[str]:
    pattern = _COMPILED[index]
    if pattern is None:  # two threads may both compile it: the same pattern either way
        _, source, case_sensitive = _PATTERNS[index]
        pattern = re.compile(source, re.DOTALL if case_sensitive else re.DOTALL | re.IGNORECASE)
        _COMPILED[index] = pattern
    return pattern


def _replace(kind: str):
    placeholder = REDACTED.format(kind)

    def sub(match: re.Match[str]) -> str:
        return (match.groupdict().get("keep") or "") + placeholder

    return sub


_REPLACERS = {kind: _replace(kind) for kind, _, _ in _PATTERNS}
_SECRET_VALUE = REDACTED.format("secret_value")


def redact_secrets(text: str) -> str:
    """``text`` with every recognised secret replaced by ``[REDACTED:kind]``.

    Linear in the length of ``text``. At its very end (where a cut may have left part
    of a token) a known token prefix with a few more characters is redacted too.

    >>> redact_secrets("curl -H 'Authorization: Bearer abcdef0123456789xyz' https://api")
    "curl -H 'Authorization: [REDACTED:authorization]' https://api"
    >>> redact_secrets("DB_PASSWORD=hunter2 see password_reset_url")
    'DB_PASSWORD=[REDACTED:secret_value] see password_reset_url'
    >>> redact_secrets("auth failed for sk-proj-<int>Abcdefghijklmnopqrstuvwx at <path>")
    'auth failed for [REDACTED:openai_key] at <path>'
    >>> redact_secrets("connect postgres://app:p@ss@db/prod; cut: ghp_A1b2C3d4")
    'connect postgres://app:[REDACTED:url_password]@db/prod; cut: [REDACTED:github_token]'
    """
    if "<" not in text:
        return _redact(text)
    # A fingerprint template's placeholders cut secrets in pieces (``sk-proj-<int>Abc…``):
    # redact with each placeholder swapped for an alphanumeric sentinel, then swap back.
    found: list[str] = []

    def hide(match: re.Match[str]) -> str:
        found.append(match.group(0))
        return f"QZX{len(found) - 1}XZQ"

    redacted = _redact(_PLACEHOLDER.sub(hide, text))
    return _SENTINEL.sub(lambda m: found[int(m.group(1))], redacted)


_PLACEHOLDER = re.compile(r"<[a-z][a-z_]*>")
_SENTINEL = re.compile(r"QZX(\d+)XZQ")


def _redact(text: str) -> str:
    lowered = text.lower()
    for index, (kind, _, _) in enumerate(_PATTERNS):
        if any(hint in lowered for hint in _HINTS[kind]):
            text = _compiled(index).sub(_REPLACERS[kind], text)
    if "=" in text or ":" in text:
        text = _redact_key_values(text)
    return text


def _redact_key_values(text: str) -> str:
    out: list[str] = []
    pos = 0
    while (key := _KEY.search(text, pos)) is not None:
        end = key.end()
        value = _VALUE.match(text, end) if _SECRET_KEY.search(key.group("key")) else None
        if value is None:
            # An ordinary key: its value is scanned on from here (url=https://x/?api_key=...).
            out.append(text[pos:end])
            pos = end
            continue
        out.append(text[pos:end])
        out.append(_masked(value.group()))
        pos = value.end()
    out.append(text[pos:])
    return "".join(out)


def _masked(value: str) -> str:
    """The placeholder for a secret value, inside the value's quotes so JSON stays JSON."""
    quote = _QUOTE.match(value)
    if quote is None:
        return _SECRET_VALUE
    q = quote.group()
    return f"{q}{_SECRET_VALUE}{q}" if len(value) > len(q) and value.endswith(q) else q + _SECRET_VALUE


# C0 and C1 control characters (but newline and tab), DEL, and the Unicode controls that
# reorder or break lines: shown as escapes, so log text cannot clear a screen, retitle a
# window, plant an OSC 8 link or disguise itself (``\x1b[2J`` is printed as those 7 characters).
_CONTROLS = [
    *range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0),
    0x061C, 0x200E, 0x200F, 0x2028, 0x2029, *range(0x202A, 0x202F), *range(0x2066, 0x206A),
]
_VISIBLE = {c: (f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}") for c in _CONTROLS} | {0x0D: "\\r"}
_VISIBLE_ONE_LINE = _VISIBLE | {0x0A: "\\n", 0x09: "\\t"}


def printable(text: str, *, one_line: bool = False) -> str:
    """``text`` with control characters shown as escapes; newlines and tabs kept unless ``one_line``.

    >>> printable("ok\\x1b[2J\\x1b]8;;https://evil\\x07click\\x1b]8;;\\x07\\n\\x9b")
    'ok\\\\x1b[2J\\\\x1b]8;;https://evil\\\\x07click\\\\x1b]8;;\\\\x07\\n\\\\x9b'
    >>> printable("a\\nb\\tc", one_line=True)
    'a\\\\nb\\\\tc'
    """
    return text.translate(_VISIBLE_ONE_LINE if one_line else _VISIBLE)


def safe_text(text: str | None, *, one_line: bool = False) -> str:
    """Untrusted text for a terminal or a plain-text file: secrets redacted, controls made visible."""
    return printable(redact_secrets(text or ""), one_line=one_line)


def safe_label(text: str | None, limit: int = 80) -> str:
    """Untrusted text as a short one-line name (a Linear label, a chart title): redacted, bounded.

    >>> safe_label("tool:mcp__x__gh" + "p_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8")
    'tool:mcp__x__[REDACTED:github_token]'
    >>> len(safe_label("tool:" + "x" * 5000))
    80
    """
    return truncate(" ".join(safe_text(text).split()), limit)


_SLACK_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def escape_slack(text: str) -> str:
    """Escape Slack mrkdwn's control characters ``&``, ``<`` and ``>``.

    >>> escape_slack("<!channel> & <@U123>")
    '&lt;!channel&gt; &amp; &lt;@U123&gt;'
    """
    return text.translate(_SLACK_ESCAPES)


# Every ASCII punctuation character that CommonMark/GFM or Linear give a meaning
# to; CommonMark allows a backslash before any ASCII punctuation.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~&@$^=:/])")


def escape_markdown(text: str) -> str:
    """Backslash-escape Markdown punctuation so the text renders literally.

    >>> print(escape_markdown("*bold* [click](https://evil)"))
    \\*bold\\* \\[click\\]\\(https\\:\\/\\/evil\\)
    """
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


_PARTIAL_ENTITY = re.compile(r"&[a-z]{0,4}$")
_PARTIAL_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)*\\$")
ELLIPSIS = "…"


def truncate(text: str, limit: int) -> str:
    """At most ``limit`` characters; a cut ends with ``…`` and never splits ``&amp;`` or ``\\*``.

    >>> truncate("abcdef", 4), truncate("abc", 4)
    ('abc…', 'abc')
    >>> truncate("a &lt;b", 6)
    'a …'
    """
    if limit < 1:
        raise ValueError(f"truncate limit must be at least 1, got {limit}")
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    head = _PARTIAL_ENTITY.sub("", head)
    if _PARTIAL_ESCAPE.search(head):
        head = head[:-1]
    return head + ELLIPSIS


def safe_slack(text: str | None, limit: int = 3000) -> str:
    """Untrusted text ready for a Slack mrkdwn field: redacted, controls shown, escaped, truncated."""
    return truncate(escape_slack(safe_text(text)), limit)


def safe_markdown(text: str | None, limit: int = 65000) -> str:
    """Untrusted text ready for Markdown (Linear): redacted, controls shown, escaped, truncated."""
    return truncate(escape_markdown(safe_text(text)), limit)


# Slack has no escape for a backtick inside a code span; a look-alike keeps it readable.
_BACKTICK_LOOKALIKE = "\u02cb"


def slack_code(text: str | None, limit: int = 3000, *, block: bool = False) -> str:
    """Untrusted text as a Slack code span (or ``block``), where ``*_~`` are not formatting.

    Slack still parses ``<...>`` and ``&`` inside code, so the text is escaped too.

    >>> slack_code("*bold* <!here> `x`")
    '`*bold* &lt;!here&gt; ˋxˋ`'
    """
    fence = "```" if block else "`"
    body = escape_slack(safe_text(text)).replace("`", _BACKTICK_LOOKALIKE)
    if block:
        body = body.strip("\n") or " "
    body = truncate(body, max(1, limit - 2 * len(fence)))
    return f"{fence}{body}{fence}"


def markdown_code_block(text: str | None, limit: int = 65000) -> str:
    """Untrusted text as a fenced Markdown code block whose fence the text cannot close.

    >>> markdown_code_block("a ``` b")
    '````\\na ``` b\\n````'
    """
    body = truncate(safe_text(text), limit)
    longest = max((len(run) for run in re.findall(r"`+", body)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{body}\n{fence}"
