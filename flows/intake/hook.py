"""``toolwatch hook HARNESS``: one hook payload on stdin → one input-contract event.

A hook runs on every tool call of every developer, so it must never harm the
harness: it always exits 0, prints nothing on stdout (harnesses show or parse
it), gives up after :data:`TIME_BOUND_S`, and writes its own errors only to
``hook-errors.log`` in the spool folder. It imports the standard library and
:mod:`toolwatch.detectors.redact`, nothing else; it reads its options from the
command line and the environment (``TOOLWATCH_SPOOL``, ``TOOLWATCH_URL``,
``TOOLWATCH_TOKEN``), not from the settings table, which costs a TOML parse.
Paths are strings handled with :mod:`os.path`: pathlib (with the urllib.parse and
ipaddress it imports) would add a few milliseconds to every tool call.

Only tool-completion events become events, successes included (they are the
denominator of every rate): Cursor ``postToolUse`` / ``postToolUseFailure``,
Claude Code ``PostToolUse`` / ``PostToolUseFailure``, Codex ``PostToolUse``.
Claude Code's ``SessionStart`` only feeds the model cache. The mapping of each
payload is in ``docs/ingest.md``.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time

from toolwatch.detectors.redact import redact_secrets, truncate
from toolwatch.flows.intake.spool import (
    PENDING_PREFIX,
    append_line,
    default_spool_folder,
    hour_stamp,
)

# typing is not imported at run time: every tool call would pay for it (see spool.py).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    StrPath = str | os.PathLike[str]

HARNESSES = ("cursor", "claude-code", "codex")
TIME_BOUND_S = 3.0  # the whole hook, stdin to exit
POST_TIMEOUT_S = 1.0  # the receiver, before falling back to the spool
MAX_STDIN_BYTES = 32 << 20
MAX_ARGS_CHARS = 2048
MAX_MESSAGE_CHARS = 4096
TRANSCRIPT_TAIL_BYTES = 256 << 10
MAX_PENDING_BYTES = 64 << 20
MAX_RESEND_BYTES = 4 << 20
ERROR_LOG = "hook-errors.log"
MAX_ERROR_LOG_BYTES = 1 << 20


class _OutOfTime(BaseException):
    """Raised by the interval timer: the hook gives up, the harness goes on."""


# -- payload -> event ----------------------------------------------------------------------


def _iso(epoch: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(epoch)) + f".{int(epoch * 1000) % 1000:03d}Z"


def _text(value: Any) -> str | None:
    if value is None or value == "":
        return None
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _safe_message(value: Any) -> str | None:
    text = _text(value)
    return truncate(redact_secrets(text), MAX_MESSAGE_CHARS) if text else None


def _safe_args(value: Any) -> Any:
    """The tool input with secrets redacted, as an object when it fits, else as bounded text."""
    text = _text(value)
    if not text:
        return None
    text = redact_secrets(text)
    if len(text) > MAX_ARGS_CHARS:
        return truncate(text, MAX_ARGS_CHARS)
    try:
        return json.loads(text)
    except ValueError:
        return text


def _cursor(payload: Mapping[str, Any]) -> dict[str, Any] | None:
    event = payload.get("hook_event_name")
    if event not in ("postToolUse", "postToolUseFailure"):
        return None
    out: dict[str, Any] = {
        "tool": payload.get("tool_name"),
        "status": "ok",
        "model": payload.get("model"),
        "call_id": payload.get("tool_use_id") or payload.get("tool_call_id"),
        "session_id": payload.get("conversation_id") or payload.get("session_id"),
        "harness_version": payload.get("cursor_version"),
        "duration_ms": payload.get("duration"),
        "args": _safe_args(payload.get("tool_input")),
    }
    if event == "postToolUseFailure":
        failure = payload.get("failure_type")
        if payload.get("is_interrupt") is True:
            out["status"] = "cancelled"
        elif failure == "timeout":
            out["status"] = "timeout"
        else:
            out["status"] = "error"
        if failure not in (None, "", "error", "timeout"):
            out["error_type"] = failure
        out["error_message"] = _safe_message(payload.get("error_message") or payload.get("error"))
    return out


def _claude_code(payload: Mapping[str, Any], state: StrPath | None) -> dict[str, Any] | None:
    event = payload.get("hook_event_name")
    session = payload.get("session_id")
    if event == "SessionStart":
        if payload.get("model") and state is not None and session:
            _cache_model(state, session, {"model": payload["model"]})
        return None
    if event not in ("PostToolUse", "PostToolUseFailure"):
        return None
    model, version = claude_model(payload, state)
    out: dict[str, Any] = {
        "tool": payload.get("tool_name"),
        "status": "ok",
        "model": model,
        "provider": "anthropic",
        "call_id": payload.get("tool_use_id"),
        "session_id": session,
        "harness_version": version,
        "args": _safe_args(payload.get("tool_input")),
    }
    if event == "PostToolUseFailure":
        out["status"] = "cancelled" if payload.get("is_interrupt") is True else "error"
        out["error_message"] = _safe_message(payload.get("error"))
    return out


_EXIT_CODE = re.compile(r"\A\s*(?:exit code|exit_code|exited with code)\s*[:=]?\s*(-?\d+)", re.IGNORECASE)


def _codex_outcome(response: Any) -> tuple[str, str | None, str | None]:
    """(status, error_type, message) read from a Codex ``tool_response``, which has no fixed shape."""
    if isinstance(response, str):
        match = _EXIT_CODE.match(response)
        if match and int(match.group(1)) != 0:
            return "error", None, response
        return "ok", None, None
    if not isinstance(response, dict):
        return "ok", None, None
    code = response.get("exit_code", response.get("exitCode"))
    failed = (
        response.get("isError") is True
        or response.get("is_error") is True
        or response.get("success") is False
        or (isinstance(code, int) and not isinstance(code, bool) and code != 0)
        or bool(response.get("error"))
    )
    if not failed:
        return "ok", None, None
    content = response.get("content")
    if isinstance(content, list):  # MCP: [{"type": "text", "text": ...}, ...]
        content = "\n".join(c["text"] for c in content if isinstance(c, dict) and isinstance(c.get("text"), str))
    message = response.get("error") or response.get("stderr") or response.get("output") or content or response
    return "error", None, _text(message)


def _codex(payload: Mapping[str, Any]) -> dict[str, Any] | None:
    if payload.get("hook_event_name") != "PostToolUse":
        return None
    status, error_type, message = _codex_outcome(payload.get("tool_response"))
    out: dict[str, Any] = {
        "tool": payload.get("tool_name"),
        "status": status,
        "model": payload.get("model"),
        "call_id": payload.get("tool_use_id"),
        "session_id": payload.get("session_id"),
        "args": _safe_args(payload.get("tool_input")),
    }
    if status != "ok":
        out["error_type"] = error_type
        out["error_message"] = _safe_message(message)
    return out


def event_from_payload(
    harness: str, payload: Mapping[str, Any], *, now: float, state: StrPath | None = None
) -> dict[str, Any] | None:
    """The input-contract event for one hook payload, or None when it is not a tool completion."""
    if harness == "cursor":
        event = _cursor(payload)
    elif harness == "claude-code":
        event = _claude_code(payload, state)
    elif harness == "codex":
        event = _codex(payload)
    else:
        raise ValueError(f"unknown harness {harness!r}; expected one of {', '.join(HARNESSES)}")
    if event is None:
        return None
    event["ts"] = _iso(now)
    event["harness"] = harness
    event["client_os"] = sys.platform
    return {k: v for k, v in event.items() if v is not None}


# -- Claude Code's model: the session transcript, cached per session ----------------------

_SESSION_NAME = re.compile(r"[^A-Za-z0-9_.-]")


def _cache_path(state: StrPath, session: str) -> str:
    return os.path.join(state, "sessions", _SESSION_NAME.sub("_", session)[:128] + ".json")


def _cache_model(state: StrPath, session: str, entry: dict[str, Any]) -> None:
    path = _cache_path(state, session)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = f"{path[:-len('.json')]}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(entry))
    os.replace(tmp, path)


def _tail_model(transcript: str) -> tuple[str | None, str | None]:
    """Model and Claude Code version of the newest assistant message in the transcript's tail."""
    try:
        with open(transcript, "rb") as fh:
            size = fh.seek(0, os.SEEK_END)
            fh.seek(max(0, size - TRANSCRIPT_TAIL_BYTES))
            tail = fh.read()
    except OSError:
        return None, None
    for line in reversed(tail.split(b"\n")):
        if b'"assistant"' not in line or b'"model"' not in line:
            continue
        try:
            entry = json.loads(line)
        except ValueError:
            continue  # the first, partial line of the tail
        message = entry.get("message") if isinstance(entry, dict) else None
        if entry.get("type") == "assistant" and isinstance(message, dict):
            model = message.get("model")
            if isinstance(model, str) and model and not model.startswith("<"):  # "<synthetic>"
                return model, entry.get("version")
    return None, None


def claude_model(payload: Mapping[str, Any], state: StrPath | None) -> tuple[str | None, str | None]:
    """(model, version) for a Claude Code payload: the transcript first, then the session's cache."""
    session = payload.get("session_id")
    transcript = payload.get("transcript_path")
    model, version = _tail_model(transcript) if isinstance(transcript, str) else (None, None)
    cached: dict[str, Any] = {}
    if state is not None and isinstance(session, str) and session:
        try:
            with open(_cache_path(state, session), encoding="utf-8") as fh:
                cached = json.loads(fh.read())
        except (OSError, ValueError):
            cached = {}
        if model and (cached.get("model"), cached.get("version")) != (model, version):
            _cache_model(state, session, {"model": model, "version": version})
    return model or cached.get("model"), version or cached.get("version")


# -- destinations ------------------------------------------------------------------------


def _events_url(url: str) -> str:
    return url if url.rstrip("/").endswith("/v1/events") else url.rstrip("/") + "/v1/events"


def post(url: str, body: bytes, token: str | None, timeout: float = POST_TIMEOUT_S) -> int:
    """POST JSON lines to a receiver's ``/v1/events``; returns the HTTP status.

    Plain ``http://`` goes over a bare socket: ``http.client`` imports ``ssl``
    and ``email``, which would cost every tool call several milliseconds.
    """
    from urllib.parse import urlsplit

    parts = urlsplit(_events_url(url))
    headers = {"Content-Type": "application/x-ndjson", "Content-Length": str(len(body))}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    if parts.scheme == "https":
        import http.client

        conn = http.client.HTTPSConnection(parts.hostname or "", parts.port or 443, timeout=timeout)
        try:
            conn.request("POST", path, body, headers)
            return conn.getresponse().status
        finally:
            conn.close()
    if parts.scheme != "http":
        raise OSError(f"unsupported URL scheme {parts.scheme!r}")
    import socket

    host = parts.hostname or "127.0.0.1"
    head = f"POST {path} HTTP/1.1\r\nHost: {parts.netloc}\r\nConnection: close\r\n"
    head += "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
    with socket.create_connection((host, parts.port or 80), timeout=timeout) as sock:
        sock.sendall(head.encode("latin-1") + body)
        reply = sock.recv(64)
    try:
        return int(reply.split(b" ", 2)[1])
    except (IndexError, ValueError):
        raise OSError(f"not an HTTP reply from {url}: {reply[:40]!r}") from None


def _resend_pending(spool: StrPath, url: str, token: str | None) -> None:
    """After a POST went through, send one file of events that earlier calls could not."""
    from toolwatch.flows.intake.spool import claim_file

    try:
        names = sorted(n for n in os.listdir(spool) if n.startswith(PENDING_PREFIX) and n.endswith(".jsonl"))
    except FileNotFoundError:  # no spool yet: nothing was ever kept back
        return
    for name in names:
        path = os.path.join(spool, name)
        claimed = claim_file(path, f"{path[:-len('.jsonl')]}-{os.getpid()}.sending")
        if claimed is None:
            continue
        with open(claimed, "rb") as fh:
            body = fh.read()
        if len(body) <= MAX_RESEND_BYTES and 200 <= post(url, body, token) < 300:
            os.unlink(claimed)
        else:
            os.replace(claimed, claimed[:-len(".sending")] + ".jsonl")
        return


def deliver(line: bytes, *, spool: StrPath, url: str | None, token: str | None, now: float) -> str:
    """Send one event line to the receiver, or append it to the spool; says which happened."""
    if url:
        try:
            status = post(url, line, token)
        except OSError as exc:
            status, why = 0, str(exc)
        else:
            why = f"HTTP {status}"
        if 200 <= status < 300:
            _resend_pending(spool, url, token)
            return "posted"
        os.makedirs(spool, exist_ok=True)
        pending = os.path.join(spool, f"{PENDING_PREFIX}{hour_stamp(now)}.jsonl")
        if os.path.exists(pending) and os.stat(pending).st_size > MAX_PENDING_BYTES:
            raise OSError(f"receiver unreachable ({why}) and {pending} is full: event dropped")
        append_line(pending, line)
        log_error(spool, f"receiver {url} unreachable ({why}): event kept in {os.path.basename(pending)}")
        return "pending"
    os.makedirs(spool, exist_ok=True)
    append_line(os.path.join(spool, f"hook-{hour_stamp(now)}.jsonl"), line)
    return "spooled"


def log_error(spool: StrPath, message: str) -> None:
    try:
        os.makedirs(spool, exist_ok=True)
        path = os.path.join(spool, ERROR_LOG)
        if os.path.exists(path) and os.stat(path).st_size > MAX_ERROR_LOG_BYTES:
            os.replace(path, path + ".1")
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(f"{_iso(time.time())} {message}\n")
    except OSError:
        pass  # nowhere left to say it; the harness must not notice


# -- the command ----------------------------------------------------------------------------


def parse_options(argv: list[str], environ: Mapping[str, str]) -> tuple[str, str, str | None, str | None]:
    """(harness, spool, url, token) from ``HARNESS [--spool DIR] [--url URL]`` and the environment."""
    harness = argv[0] if argv else ""
    spool: str | None = None
    url = environ.get("TOOLWATCH_URL") or None
    rest = argv[1:]
    for i, arg in enumerate(rest):
        value = rest[i + 1] if i + 1 < len(rest) else None
        if arg == "--spool" and value:
            spool = value
        elif arg.startswith("--spool="):
            spool = arg.split("=", 1)[1]
        elif arg == "--url" and value:
            url = value
        elif arg.startswith("--url="):
            url = arg.split("=", 1)[1]
    folder = os.path.expanduser(spool) if spool else default_spool_folder(environ)
    return harness, folder, url, environ.get("TOOLWATCH_TOKEN") or None


def run(argv: list[str], stdin: bytes, environ: Mapping[str, str], now: float | None = None) -> str:
    """One hook call; returns what happened (``spooled``, ``posted``, ``pending``, ``ignored``)."""
    harness, spool, url, token = parse_options(argv, environ)
    if harness not in HARNESSES:
        raise ValueError(f"unknown harness {harness!r}; expected one of {', '.join(HARNESSES)}")
    payload = json.loads(stdin)
    if not isinstance(payload, dict):
        raise ValueError("the hook payload is not a JSON object")
    now = time.time() if now is None else now
    event = event_from_payload(harness, payload, now=now, state=spool)
    if event is None:
        return "ignored"
    line = (json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
    return deliver(line, spool=spool, url=url, token=token, now=now)


def main(argv: list[str]) -> int:
    """The ``toolwatch hook`` entry point: exit 0 whatever happens."""
    import signal

    def out_of_time(signum, frame):
        raise _OutOfTime()

    timer = hasattr(signal, "setitimer")
    if timer:
        signal.signal(signal.SIGALRM, out_of_time)
        signal.setitimer(signal.ITIMER_REAL, TIME_BOUND_S)
    spool: str | None = None
    try:
        spool = parse_options(argv, os.environ)[1]
        run(argv, sys.stdin.buffer.read(MAX_STDIN_BYTES), os.environ)
    except _OutOfTime:
        if spool is not None:
            log_error(spool, f"gave up after {TIME_BOUND_S:.0f} s (argv {argv!r})")
    except Exception as exc:  # noqa: BLE001 — the harness must never see a hook failure
        if spool is not None:
            log_error(spool, f"{type(exc).__name__}: {exc} (argv {argv!r})")
    finally:
        if timer:
            signal.setitimer(signal.ITIMER_REAL, 0)
    return 0
