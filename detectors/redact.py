"""Defuse untrusted text before it leaves the machine: redact secrets, escape, truncate.

Error messages, arguments and tool names come from models and users. Before
any of it reaches Slack or Linear it goes through, in this order:

1. :func:`redact_secrets` — API keys and tokens of common providers,
   ``Authorization`` / bearer headers, PEM private key blocks, passwords in
   URLs and ``.env``-style ``KEY=value`` secrets become ``[REDACTED:kind]``.
   Redaction runs first so that escaping can never split a secret into pieces
   the patterns no longer see.
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

# Key names whose values are secrets in ``KEY=value``, ``key: value`` and JSON.
# The name must END with one of these words, so ``password_reset_url`` and
# ``max_tokens`` are not secrets while ``DB_PASSWORD`` and ``OPENAI_API_KEY`` are.
_SECRET_KEY_WORDS = (
    r"api[_-]?key|apikey|secret[_-]?access[_-]?key|access[_-]?key(?:[_-]?id)?|secret[_-]?key"
    r"|client[_-]?secret|secret|token|password|passwd|[_-]pwd|private[_-]?key|credentials?"
)

# (kind, pattern). Applied in order; each match becomes [REDACTED:kind] except
# where the pattern keeps a prefix group (see _replace).
_PATTERNS: list[tuple[str, str]] = [
    # A PEM private key block, or its start when the text was truncated mid-key.
    (
        "private_key",
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|.*\Z)",
    ),
    # Authorization / Proxy-Authorization headers: keep the header name, drop scheme + credentials.
    (
        "authorization",
        r"(?P<keep>\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?)"
        r"(?:(?:bearer|basic|token|bot|digest)\s+)?[^\s\"',;]+",
    ),
    # A bare bearer token in prose or a curl command line; short words ("Bearer token") survive.
    ("bearer", r"(?P<keep>\bbearer\s+)[A-Za-z0-9._~+/=-]{16,}"),
    # user:password@ in any URL (postgres://, https://, redis://, amqp://...): keep the user.
    ("url_password", r"(?P<keep>\b[a-z][a-z0-9+.-]*://[^\s:/@]*:)[^\s@/]+(?=@)"),
    # Anthropic: sk-ant-api03-..., sk-ant-admin01-...
    ("anthropic_key", r"\bsk-ant-[A-Za-z0-9_-]{20,}"),
    # OpenAI: sk-proj-..., sk-svcacct-..., sk-admin-..., legacy sk-<48>. "sk-" in prose is too short.
    ("openai_key", r"\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}"),
    # Stripe secret / restricted / publishable keys and webhook secrets.
    ("stripe_key", r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}|\bwhsec_[A-Za-z0-9]{20,}"),
    # GitHub: classic (ghp_, gho_, ghu_, ghs_, ghr_) and fine-grained tokens.
    ("github_token", r"\bgh[pousr]_[A-Za-z0-9]{30,}|\bgithub_pat_[A-Za-z0-9_]{22,}"),
    # GitLab personal access tokens.
    ("gitlab_token", r"\bglpat-[A-Za-z0-9_-]{20,}"),
    # Slack bot/user/app tokens and incoming-webhook URLs.
    ("slack_token", r"\bxox[abposre]-[A-Za-z0-9-]{10,}|\bxapp-[A-Za-z0-9-]{10,}"),
    ("slack_webhook", r"https://hooks\.slack\.com/services/[A-Za-z0-9/_-]+"),
    # AWS access key ids (the secret key is caught by its key name below).
    ("aws_access_key", r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b"),
    # Google API keys.
    ("google_api_key", r"\bAIza[0-9A-Za-z_-]{35}"),
    # Hugging Face, Linear, npm, PyPI tokens.
    ("huggingface_token", r"\bhf_[A-Za-z0-9]{30,}"),
    ("linear_key", r"\blin_(?:api|oauth)_[A-Za-z0-9]{32,}"),
    ("npm_token", r"\bnpm_[A-Za-z0-9]{36}"),
    ("pypi_token", r"\bpypi-[A-Za-z0-9_-]{50,}"),
    # JSON Web Tokens: three base64url parts, the first two JSON objects ("eyJ").
    ("jwt", r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
    # .env / YAML / JSON / CLI flags: KEY=value, key: value, "key": "value", --password=value.
    # Any key is matched; _replace keeps the ones whose name does not end in a secret word.
    (
        "secret_value",
        r"(?P<keep>(?<![A-Za-z0-9_.-])(?P<q>[\"']?)(?P<key>[A-Za-z0-9_.-]++)(?P=q)[ \t]*[:=][ \t]*)"
        r"(?P<value>\"[^\"\n]+\"|'[^'\n]+'|(?!\[REDACTED)[^\s\"',;&}]+)",
    ),
]
_SECRET_KEY = re.compile(r"(?:" + _SECRET_KEY_WORDS + r")$", re.IGNORECASE)

# A substring (lower case) every match of a pattern contains: a pattern whose hints are
# all absent from the text is skipped, which keeps redaction cheap on ordinary messages.
_HINTS: dict[str, tuple[str, ...]] = {
    "private_key": ("private key",),
    "authorization": ("authorization",),
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
    "secret_value": ("=", ":"),
}

# Provider prefixes are case-sensitive in reality ("AKIA…", "sk-…"); headers, URLs,
# PEM markers and key names are not.
_CASE_SENSITIVE = {
    "anthropic_key", "openai_key", "stripe_key", "github_token", "gitlab_token", "slack_token",
    "aws_access_key", "google_api_key", "huggingface_token", "linear_key", "npm_token",
    "pypi_token", "jwt",
}
_COMPILED = [
    (kind, re.compile(pattern, re.DOTALL if kind in _CASE_SENSITIVE else re.DOTALL | re.IGNORECASE))
    for kind, pattern in _PATTERNS
]


def _replace(kind: str):
    placeholder = REDACTED.format(kind)

    def sub(match: re.Match[str]) -> str:
        groups = match.groupdict()
        if groups.get("key") is not None and not _SECRET_KEY.search(groups["key"]):
            # An ordinary key=value; its value may still hold one (url=https://x/?api_key=...).
            return (match.group("keep") or "") + match.re.sub(sub, match.group("value"))
        keep = groups.get("keep") or ""
        value = groups.get("value")
        if value and value[0] in "\"'":  # keep the quotes so JSON stays JSON
            return f"{keep}{value[0]}{placeholder}{value[0]}"
        return keep + placeholder

    return sub


_REPLACERS = {kind: _replace(kind) for kind, _ in _PATTERNS}


def redact_secrets(text: str) -> str:
    """``text`` with every recognised secret replaced by ``[REDACTED:kind]``.

    >>> redact_secrets("curl -H 'Authorization: Bearer abcdef0123456789xyz' https://api")
    "curl -H 'Authorization: [REDACTED:authorization]' https://api"
    >>> redact_secrets("DB_PASSWORD=hunter2 see password_reset_url")
    'DB_PASSWORD=[REDACTED:secret_value] see password_reset_url'
    >>> redact_secrets("auth failed for sk-proj-<int>Abcdefghijklmnopqrstuvwx at <path>")
    'auth failed for [REDACTED:openai_key] at <path>'
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
    for kind, pattern in _COMPILED:
        if any(hint in lowered for hint in _HINTS[kind]):
            text = pattern.sub(_REPLACERS[kind], text)
    return text


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
    """Untrusted text ready for a Slack mrkdwn field: redacted, escaped, truncated."""
    return truncate(escape_slack(redact_secrets(text or "")), limit)


def safe_markdown(text: str | None, limit: int = 65000) -> str:
    """Untrusted text ready for Markdown (Linear): redacted, escaped, truncated."""
    return truncate(escape_markdown(redact_secrets(text or "")), limit)


# Slack has no escape for a backtick inside a code span; a look-alike keeps it readable.
_BACKTICK_LOOKALIKE = "\u02cb"


def slack_code(text: str | None, limit: int = 3000, *, block: bool = False) -> str:
    """Untrusted text as a Slack code span (or ``block``), where ``*_~`` are not formatting.

    Slack still parses ``<...>`` and ``&`` inside code, so the text is escaped too.

    >>> slack_code("*bold* <!here> `x`")
    '`*bold* &lt;!here&gt; ˋxˋ`'
    """
    fence = "```" if block else "`"
    body = escape_slack(redact_secrets(text or "")).replace("`", _BACKTICK_LOOKALIKE)
    if block:
        body = body.strip("\n") or " "
    body = truncate(body, max(1, limit - 2 * len(fence)))
    return f"{fence}{body}{fence}"


def markdown_code_block(text: str | None, limit: int = 65000) -> str:
    """Untrusted text as a fenced Markdown code block whose fence the text cannot close.

    >>> markdown_code_block("a ``` b")
    '````\\na ``` b\\n````'
    """
    body = truncate(redact_secrets(text or ""), limit)
    longest = max((len(run) for run in re.findall(r"`+", body)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{body}\n{fence}"
