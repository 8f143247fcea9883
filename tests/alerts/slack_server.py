"""A local Slack Web API on 127.0.0.1 for tests: the methods toolwatch calls, recorded, with scripted failures.

It answers the way Slack does (HTTP 200 with ``{"ok": false, "error": ...}``
for API errors, 429 with ``Retry-After``, message ``ts`` strings, threads,
message metadata returned by ``include_all_metadata``, the three-step file
upload) so the real ``slack_sdk.WebClient`` runs unmodified against it.

Scripted failures, consumed in order per method::

    server.fail("chat.postMessage", "500", "drop", "drop_after", "429", "invalid_auth")

- ``"429"`` — 429 with ``Retry-After: 1`` (``"429:3"`` for 3 s), nothing processed
- ``"500"`` / ``"503"`` — that status with an HTML body, nothing processed
- ``"drop"`` — connection closed without a response, nothing processed
- ``"drop_after"`` — the request IS processed, then the connection is closed (a crash
  between "sent" and "acknowledged")
- ``"pass"`` — answer normally (to script a failure on a later call)
- anything else — ``{"ok": false, "error": <it>}``
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections import defaultdict, deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass
class Recorded:
    method: str
    params: dict[str, Any]
    raw: bytes
    authorization: str | None
    outcome: str  # "ok", an error code, or the scripted failure


@dataclass
class SlackState:
    token: str
    channels: dict[str, str]  # id -> name
    messages: dict[str, list[dict[str, Any]]] = field(default_factory=lambda: defaultdict(list))
    uploads: dict[str, bytes] = field(default_factory=dict)
    files: list[dict[str, Any]] = field(default_factory=list)
    requests: list[Recorded] = field(default_factory=list)
    failures: dict[str, deque[str]] = field(default_factory=lambda: defaultdict(deque))


class SlackServer:
    def __init__(self, token: str = "xoxb-test-token", channels: dict[str, str] | None = None) -> None:
        self.state = SlackState(token=token, channels=channels or {"C0ALERTS01": "tool-errors", "C0SEARCH01": "search-oncall"})
        self.lock = threading.Lock()
        self._ts = itertools.count(1)
        self._file_ids = itertools.count(1)
        handler = type("Handler", (_Handler,), {"server_ref": self})
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._serve_thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def api_url(self) -> str:
        return self.url + "/api/"

    def __enter__(self) -> SlackServer:
        self._serve_thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self._serve_thread.join(timeout=5)

    # --- test helpers --------------------------------------------------------------------------
    def fail(self, method: str, *kinds: str) -> None:
        with self.lock:
            self.state.failures[method].extend(kinds)

    def calls(self, method: str | None = None) -> list[Recorded]:
        with self.lock:
            return [r for r in self.state.requests if method is None or r.method == method]

    def top_level(self, channel_id: str) -> list[dict[str, Any]]:
        """Messages shown in the channel itself (not thread-only replies), oldest first."""
        with self.lock:
            return [m for m in self.state.messages[channel_id] if m.get("thread_ts") in (None, m["ts"])]

    def thread(self, channel_id: str, ts: str) -> list[dict[str, Any]]:
        with self.lock:
            return [m for m in self.state.messages[channel_id] if m.get("thread_ts") == ts and m["ts"] != ts]

    def raw_traffic(self) -> bytes:
        with self.lock:
            return b"\n".join(r.raw for r in self.state.requests)

    # --- Slack methods ---------------------------------------------------------------------------
    def next_ts(self) -> str:
        return f"{int(time.time())}.{next(self._ts):06d}"

    def channel_id(self, channel: str) -> str | None:
        if channel in self.state.channels:
            return channel
        name = channel.lstrip("#")
        return next((cid for cid, n in self.state.channels.items() if n == name), None)

    def handle(self, method: str, p: dict[str, Any]) -> dict[str, Any]:
        st = self.state
        if method == "auth.test":
            return {"ok": True, "user_id": "UBOT", "team": "toolwatch-test"}
        if method == "chat.postMessage":
            cid = self.channel_id(str(p.get("channel", "")))
            if cid is None:
                return {"ok": False, "error": "channel_not_found"}
            thread_ts = p.get("thread_ts")
            if thread_ts and not any(m["ts"] == thread_ts for m in st.messages[cid]):
                return {"ok": False, "error": "thread_not_found"}
            msg = {"ts": self.next_ts(), "text": p.get("text"), "blocks": p.get("blocks"), "thread_ts": thread_ts,
                   "reply_broadcast": bool(p.get("reply_broadcast")), "metadata": p.get("metadata"), "edits": 0}
            st.messages[cid].append(msg)
            return {"ok": True, "channel": cid, "ts": msg["ts"], "message": {"text": msg["text"]}}
        if method == "chat.update":
            cid = self.channel_id(str(p.get("channel", "")))
            msg = next((m for m in st.messages.get(cid or "", []) if m["ts"] == p.get("ts")), None)
            if msg is None:
                return {"ok": False, "error": "message_not_found"}
            msg.update(text=p.get("text"), blocks=p.get("blocks"), edits=msg["edits"] + 1)
            return {"ok": True, "channel": cid, "ts": msg["ts"]}
        if method in ("conversations.history", "conversations.replies"):
            cid = str(p.get("channel", ""))
            if cid not in st.channels:
                return {"ok": False, "error": "channel_not_found"}
            oldest = float(p.get("oldest") or 0)
            if method == "conversations.history":
                found = [m for m in st.messages[cid] if m.get("thread_ts") in (None, m["ts"]) or m["reply_broadcast"]]
            else:
                found = [m for m in st.messages[cid] if m["ts"] == p.get("ts") or m.get("thread_ts") == p.get("ts")]
            found = [m for m in found if float(m["ts"]) >= oldest]
            if method == "conversations.history":
                found.reverse()  # newest first, like Slack
            with_meta = str(p.get("include_all_metadata")).lower() in ("1", "true")
            start = int(p.get("cursor") or 0)
            limit = int(p.get("limit") or 100)
            page = [{k: v for k, v in m.items() if k != "metadata" or with_meta} for m in found[start : start + limit]]
            more = start + limit < len(found)
            return {"ok": True, "messages": page, "has_more": more,
                    "response_metadata": {"next_cursor": str(start + limit) if more else ""}}
        if method == "conversations.list":
            return {"ok": True, "channels": [{"id": c, "name": n} for c, n in st.channels.items()],
                    "response_metadata": {"next_cursor": ""}}
        if method == "files.getUploadURLExternal":
            file_id = f"F{next(self._file_ids):08d}"
            return {"ok": True, "file_id": file_id, "upload_url": f"{self.url}/upload/{file_id}"}
        if method == "files.completeUploadExternal":
            files = p.get("files")
            files = json.loads(files) if isinstance(files, str) else files
            cid = self.channel_id(str(p.get("channel_id", "")))
            for f in files or []:
                if f["id"] not in st.uploads:
                    return {"ok": False, "error": "file_not_found"}
                st.files.append({"id": f["id"], "title": f.get("title"), "channel": cid,
                                 "thread_ts": p.get("thread_ts"), "bytes": st.uploads[f["id"]]})
            return {"ok": True, "files": [{"id": f["id"], "title": f.get("title")} for f in files or []]}
        return {"ok": False, "error": "unknown_method"}


class _Handler(BaseHTTPRequestHandler):
    server_ref: SlackServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # keep test output clean
        pass

    def _params(self, raw: bytes) -> dict[str, Any]:
        params: dict[str, Any] = {k: v[0] for k, v in parse_qs(urlsplit(self.path).query).items()}
        ctype = self.headers.get("Content-Type", "")
        if raw and "json" in ctype:
            params.update(json.loads(raw))
        elif raw and "x-www-form-urlencoded" in ctype:
            params.update({k: v[0] for k, v in parse_qs(raw.decode()).items()})
        return params

    def _send(self, status: int, body: bytes, ctype: str = "application/json", headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def _handle(self) -> None:
        srv = self.server_ref
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        path = urlsplit(self.path).path
        if path.startswith("/upload/"):
            with srv.lock:
                srv.state.uploads[path.rsplit("/", 1)[-1]] = raw
                srv.state.requests.append(Recorded("upload", {}, raw, None, "ok"))
            self._send(200, f"OK - {len(raw)}".encode(), "text/plain")
            return
        method = path.rsplit("/", 1)[-1]
        params = self._params(raw)
        auth = self.headers.get("Authorization")
        with srv.lock:
            queue = srv.state.failures.get(method)
            failure = queue.popleft() if queue else None
            failure = None if failure == "pass" else failure
            outcome = failure or "ok"
            response: dict[str, Any] | None = None
            if failure is None or failure == "drop_after":
                if auth != f"Bearer {srv.state.token}":
                    response = {"ok": False, "error": "invalid_auth"}
                else:
                    response = srv.handle(method, params)
                if failure is None:
                    outcome = "ok" if response.get("ok") else str(response.get("error"))
            srv.state.requests.append(Recorded(method, params, raw, auth, outcome))
        if failure in ("drop", "drop_after"):
            self.close_connection = True
            return
        if failure and failure.startswith("429"):
            retry_after = failure.partition(":")[2] or "1"
            self._send(429, b'{"ok": false, "error": "ratelimited"}', headers={"Retry-After": retry_after})
        elif failure in ("500", "503"):
            self._send(int(failure), b"<html><body>Internal Server Error</body></html>", "text/html")
        elif failure == "missing_scope":
            body = {"ok": False, "error": failure, "needed": "channels:history", "provided": "chat:write"}
            self._send(200, json.dumps(body).encode())
        elif failure:
            self._send(200, json.dumps({"ok": False, "error": failure}).encode())
        else:
            assert response is not None
            self._send(200, json.dumps(response).encode())

    do_GET = _handle
    do_POST = _handle
