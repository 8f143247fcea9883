"""Secret redaction and escaping: a table of real-looking secrets and near-misses.

Secrets are assembled from pieces so that this file itself does not look like
a leaked credential to repository scanners.
"""

from __future__ import annotations

import doctest
import re

import pytest

from toolwatch.detectors import redact
from toolwatch.detectors.redact import (
    escape_markdown,
    escape_slack,
    markdown_code_block,
    redact_secrets,
    safe_markdown,
    safe_slack,
    slack_code,
    truncate,
)

ALNUM = "aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY"  # 32 characters, mixed case and digits


def _s(*parts: str) -> str:
    return "".join(parts)


# (id, text, the secret that must disappear, the kind named in the placeholder)
SECRETS = [
    ("openai_legacy", _s("key is sk-", ALNUM, "abcdEFGH1234wxyz"), _s("sk-", ALNUM), "openai_key"),
    ("openai_project", _s("OPENAI sk-", "proj-", ALNUM, "_-", ALNUM), _s("proj-", ALNUM), "openai_key"),
    ("anthropic", _s("x-api-key sk-", "ant-api03-", ALNUM, ALNUM, "-AA"), _s("api03-", ALNUM), "anthropic_key"),
    ("github_classic", _s("token ghp", "_", ALNUM, "abcd"), _s("_", ALNUM), "github_token"),
    ("github_fine_grained", _s("github", "_pat_", "11ABCDEFG0", "_", ALNUM, ALNUM), _s("_pat_11ABCDEFG0"), "github_token"),
    ("slack_bot", _s("xox", "b-1234567890-0987654321-", ALNUM[:24]), _s("b-1234567890-0987654321"), "slack_token"),
    ("aws_key_id", _s("aws AKIA", "IOSFODNN7EXAMPLE here"), _s("AKIA", "IOSFODNN7EXAMPLE"), "aws_access_key"),
    (
        "aws_secret_env",
        _s("AWS_SECRET_ACCESS_KEY=", "wJalrXUtnFEMI/K7MDENG/bPxRfiCY", "EXAMPLEKEY"),
        "wJalrXUtnFEMI/K7MDENG",
        "secret_value",
    ),
    ("google", _s("https://maps.example/api?key=AIza", "SyD-", ALNUM[:31]), _s("SyD-", ALNUM[:31]), "google_api_key"),
    ("stripe_live", _s("charge failed for sk", "_live_", ALNUM), _s("_live_", ALNUM), "stripe_key"),
    ("stripe_restricted", _s("rk", "_test_", ALNUM), _s("_test_", ALNUM), "stripe_key"),
    (
        "jwt",
        _s("cookie session=eyJ", "hbGciOiJIUzI1NiJ9.eyJ", "zdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"),
        "zdWIiOiIxMjM0NTY3ODkwIn0",
        "jwt",
    ),
    ("authorization_bearer", _s("Authorization: Bearer ", "abc.def-", ALNUM), _s("abc.def-", ALNUM), "authorization"),
    ("authorization_basic", _s("authorization: Basic ", "dXNlcjpwYXNzd29yZA=="), "dXNlcjpwYXNzd29yZA", "authorization"),
    ("bare_bearer", _s("curl -H Bearer ", ALNUM, " https://x"), ALNUM, "bearer"),
    (
        "pem_block",
        _s("key:\n-----BEGIN RSA ", "PRIVATE KEY-----\nMIIEow", ALNUM, "\n", ALNUM, "\n-----END RSA PRIVATE KEY-----\nafter"),
        _s("MIIEow", ALNUM),
        "private_key",
    ),
    (
        "pem_truncated",
        _s("-----BEGIN OPENSSH ", "PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA", ALNUM),
        "b3BlbnNzaC1rZXktdjE",
        "private_key",
    ),
    ("postgres_url", _s("connect postgres://app:", "s3cr3t-Pa55", "@db.internal:5432/prod failed"), "s3cr3t-Pa55", "url_password"),
    ("https_userinfo", _s("GET https://bot:", "tok3nValue", "@git.example.com/repo"), "tok3nValue", "url_password"),
    ("env_api_key", _s("API_KEY=", "abc123def456"), "abc123def456", "secret_value"),
    ("env_password", _s("export PASSWORD=", "hunter2 && run"), "hunter2", "secret_value"),
    ("json_password", _s('{"user": "amy", "password": "', 'correct horse"}'), "correct horse", "secret_value"),
    ("yaml_client_secret", _s("client_secret: ", "Zm9vYmFyYmF6"), "Zm9vYmFyYmF6", "secret_value"),
    ("cli_flag", _s("mysql --password=", "Pa$$w0rd -h db"), "Pa$$w0rd", "secret_value"),
    ("secret_in_query_of_a_value", _s("redirect url=https://x.example/cb?api_key=", "abcdef123456&x=1"), "abcdef123456", "secret_value"),
    ("db_pwd", _s("DB_PWD=", "Tr0ub4dor"), "Tr0ub4dor", "secret_value"),
    ("hugging_face", _s("hf", "_", ALNUM, "ab"), _s("_", ALNUM), "huggingface_token"),
    ("slack_webhook", _s("https://hooks.slack.com/services/", "T000/B000/", ALNUM[:24]), "T000/B000", "slack_webhook"),
]

# Text that looks a bit like a secret but is not one: must survive untouched.
NEAR_MISSES = [
    ("git_sha", "fix landed in 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39"),
    ("uuid", "session 123e4567-e89b-12d3-a456-426614174000 ended"),
    ("sk_in_prose", "install sk-learn and sk-image first"),
    ("short_sk", "the key sk-test was rejected"),
    ("password_reset_url_key", "see password_reset_url for the form"),
    ("password_word", "the password field is required"),
    ("max_tokens", "max_tokens=4096 exceeded"),
    ("token_count", "token_count: 12000"),
    ("bearer_prose", "missing Bearer token in request"),
    ("url_without_password", "GET https://user@example.com/path?q=1"),
    ("path_with_colon", "cannot open C:/Users/amy/project/main.py:12"),
    ("akia_lowercase", "akiaiosfodnn7example is not a key id"),
    ("begin_public_key", "-----BEGIN PUBLIC KEY----- is fine to show"),
    ("pwd_is_a_directory", "PWD=/home/amy/project SHELL=/bin/zsh"),
    ("ordinary_key_values", "exit_code=1 path=/tmp/a.txt retries: 3"),
    ("ordinary_error", "ENOENT: no such file or directory, open '/tmp/x.txt'"),
]


@pytest.mark.parametrize(("text", "secret", "kind"), [s[1:] for s in SECRETS], ids=[s[0] for s in SECRETS])
def test_secret_is_redacted(text, secret, kind):
    out = redact_secrets(text)
    assert secret not in out
    assert f"[REDACTED:{kind}]" in out


@pytest.mark.parametrize("text", [n[1] for n in NEAR_MISSES], ids=[n[0] for n in NEAR_MISSES])
def test_near_miss_survives(text):
    assert redact_secrets(text) == text


def test_redaction_keeps_context_around_the_secret():
    text = _s("connect postgres://app:", "s3cr3t", "@db:5432/prod failed; DB_PASSWORD=", "x9", " retry")
    assert redact_secrets(text) == (
        "connect postgres://app:[REDACTED:url_password]@db:5432/prod failed; "
        "DB_PASSWORD=[REDACTED:secret_value] retry"
    )


def test_json_stays_json_after_redaction():
    import json

    text = json.dumps({"path": "a.txt", "api_key": "abcdef123456", "token": "zzz999"})
    assert json.loads(redact_secrets(text)) == {
        "path": "a.txt",
        "api_key": "[REDACTED:secret_value]",
        "token": "[REDACTED:secret_value]",
    }


def test_redaction_is_idempotent():
    once = redact_secrets(SECRETS[0][1] + " " + SECRETS[19][1])
    assert redact_secrets(once) == once


INJECTIONS = ["<!channel>", "<!here|here>", "<@U123>", "<#C42|general>", "<https://evil.example|click>"]


@pytest.mark.parametrize("text", INJECTIONS)
def test_slack_escaping_defuses_mentions_and_links(text):
    out = escape_slack(text)
    assert "<" not in out and ">" not in out
    assert out.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&") == text


def test_slack_escaping_escapes_ampersand_first():
    assert escape_slack("&lt;") == "&amp;lt;"


def test_slack_code_neutralises_formatting_and_backticks():
    out = slack_code("*bold* _it_ ~s~ `x` <!channel>")
    assert out.startswith("`") and out.endswith("`")
    inner = out[1:-1]
    assert "`" not in inner and "<" not in inner
    assert "*bold*" in inner


def test_slack_code_block_is_fenced_and_redacted():
    out = slack_code(_s("Bearer ", ALNUM), block=True)
    assert out.startswith("```") and out.endswith("```")
    assert ALNUM not in out


def test_markdown_escaping_renders_literally():
    out = escape_markdown("# title\n*bold* [x](https://evil) <img src=x> @amy")
    assert out.startswith("\\# title\n")
    # With every backslash pair removed, no Markdown punctuation is left unescaped.
    bare = re.sub(r"\\.", "", out)
    assert not set(bare) & set("#*[]()<>@:/=")
    # Every special character is escaped, nothing else changed: unescaping gives the input back.
    assert out.replace("\\", "") == "# title\n*bold* [x](https://evil) <img src=x> @amy"


def test_markdown_code_block_fence_cannot_be_closed_by_the_text():
    out = markdown_code_block("before ```` after")
    assert out.startswith("`````\n") and out.endswith("\n`````")


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("short", 10, "short"),
        ("exactly10!", 10, "exactly10!"),
        ("abcdefghijk", 5, "abcd…"),
        ("ab &amp; cd", 6, "ab …"),
        ("ab \\*x", 5, "ab …"),
    ],
)
def test_truncate(text, limit, expected):
    assert truncate(text, limit) == expected
    assert len(truncate(text, limit)) <= limit


def test_truncate_rejects_nonsense_limit():
    with pytest.raises(ValueError, match="at least 1"):
        truncate("x", 0)


def test_safe_slack_orders_redact_escape_truncate():
    secret = _s("sk-", "ant-api03-", ALNUM, ALNUM)
    out = safe_slack(f"<!channel> {secret} " + "x" * 5000, 200)
    assert len(out) == 200 and out.endswith("…")
    assert out.startswith("&lt;!channel&gt; [REDACTED:anthropic_key] x")
    assert safe_slack(None) == ""


def test_safe_markdown_redacts_then_escapes():
    out = safe_markdown(_s("API_KEY=", "abc123def456 *now*"))
    assert "abc123def456" not in out
    assert "\\*now\\*" in out


def test_doctests():
    failures, tried = doctest.testmod(redact)
    assert tried > 0 and failures == 0


def test_every_pattern_compiles_and_is_reached_through_its_hints():
    # Patterns compile at their first use (a hook needs one or two): each must compile,
    # and each kind's hints must hold for its own secrets or the pattern never runs.
    kinds = set()
    for index, (kind, _, _) in enumerate(redact._PATTERNS):
        assert redact._compiled(index) is redact._compiled(index)
        assert redact._HINTS[kind], kind
        kinds.add(kind)
    assert kinds == set(redact._HINTS)
