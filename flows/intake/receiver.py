"""``toolwatch receive``: OTLP/HTTP traces and hook events over HTTP → spool files.

Endpoints (POST only):

- ``/v1/traces``: an OTLP ``ExportTraceServiceRequest``, protobuf
  (``application/x-protobuf``) or JSON (``application/json``), optionally
  ``Content-Encoding: gzip``, as the official exporters send it. The reply is
  an ``ExportTraceServiceResponse`` in the request's encoding; spans without a
  trace or span id are counted in ``partial_success.rejected_spans``, the rest
  are written. Malformed bodies get 400 (not retryable), a full disk 429 with
  ``Retry-After`` (retryable), as the OTLP specification says.
- ``/v1/events``: input-contract events as JSON lines (what ``toolwatch hook
  --url`` sends); lines that are not JSON objects are counted as rejected.

Every accepted request becomes one line appended to the receiver's open spool
file of its kind and fsynced before the reply (:mod:`.rolling`): a load claims
the open file whenever it runs, and a crash never leaves half a request for
ingest to read. A write that fails (disk full) gets 503 with ``Retry-After``. With a
token, requests need ``Authorization: Bearer <token>`` (compared in constant
time); without one the receiver binds to loopback only.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
import shutil
import socket
import threading
import zlib
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from toolwatch.flows.intake.otlp_proto import (
    ProtobufError,
    decode_trace_request,
    encode_trace_response,
)
from toolwatch.flows.intake.rolling import MAX_FILE_BYTES, RollingWriter

RETRY_AFTER_S = 30


class ReceiverRefused(ValueError):
    """The receiver's options are unsafe (a public address without a token)."""


@dataclass(frozen=True)
class ReceiverOptions:
    spool: Path
    host: str = "127.0.0.1"
    port: int = 4318
    token: str | None = None
    max_body_bytes: int = 16 << 20  # as sent (compressed)
    max_decoded_bytes: int = 64 << 20  # after gunzip
    min_free_bytes: int = 256 << 20  # below this on the spool's disk: 429
    max_file_bytes: int = MAX_FILE_BYTES  # an open spool file this big is moved into the spool


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_options(options: ReceiverOptions) -> None:
    if not options.token and not is_loopback(options.host):
        raise ReceiverRefused(
            f"refusing to listen on {options.host} without a token: set TOOLWATCH_TOKEN, "
            "or listen on 127.0.0.1"
        )


class _Reply(Exception):
    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers or {}


def _count_spans(document: dict[str, Any]) -> tuple[int, int]:
    """(spans, spans without a trace or span id)."""
    total = rejected = 0
    for resource_spans in document.get("resourceSpans") or document.get("resource_spans") or []:
        for scope_spans in resource_spans.get("scopeSpans") or resource_spans.get("scope_spans") or []:
            for span in scope_spans.get("spans") or []:
                total += 1
                if not (span.get("traceId") or span.get("trace_id")) or not (span.get("spanId") or span.get("span_id")):
                    rejected += 1
    return total, rejected


class _Handler(BaseHTTPRequestHandler):
    server: ReceiverServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 — the base class's name
        pass  # one line per request would drown the serve log; counts are kept instead

    def do_POST(self) -> None:  # noqa: N802 — http.server's name
        try:
            if self.path.split("?", 1)[0] not in ("/v1/traces", "/v1/events"):
                raise _Reply(404, "not found: POST /v1/traces or /v1/events")
            self._authorize()
            body = self._body()
            self._check_disk()
            if self.path.startswith("/v1/traces"):
                self._traces(body)
            else:
                self._events(body)
        except _Reply as reply:
            self._send(reply.status, json.dumps({"error": reply.message}).encode(), "application/json",
                       reply.headers)

    def do_GET(self) -> None:  # noqa: N802
        if self.path == "/healthz":
            self._send(200, b'{"ok": true}', "application/json")
        else:
            self._send(405, b'{"error": "POST /v1/traces or /v1/events"}', "application/json")

    def _authorize(self) -> None:
        token = self.server.options.token
        if not token:
            return
        given = self.headers.get("Authorization", "")
        expected = f"Bearer {token}"
        if not hmac.compare_digest(given.encode(), expected.encode()):
            raise _Reply(401, "missing or wrong bearer token", {"WWW-Authenticate": "Bearer"})

    def _body(self) -> bytes:
        length = self.headers.get("Content-Length")
        if length is None or not length.isdigit():
            raise _Reply(411, "Content-Length is required")
        size = int(length)
        if size > self.server.options.max_body_bytes:
            self.close_connection = True  # the unread body would be taken for the next request
            raise _Reply(413, f"body of {size} bytes is over the limit of {self.server.options.max_body_bytes}")
        body = self.rfile.read(size)
        if self.headers.get("Content-Encoding", "").lower() == "gzip":
            limit = self.server.options.max_decoded_bytes
            try:
                inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
                body = inflater.decompress(body, limit + 1)
            except zlib.error as exc:
                raise _Reply(400, f"bad gzip body: {exc}") from exc
            if len(body) > limit:
                raise _Reply(413, f"decompressed body is over the limit of {limit} bytes")
        return body

    def _check_disk(self) -> None:
        free = shutil.disk_usage(self.server.options.spool).free
        if free < self.server.options.min_free_bytes:
            raise _Reply(429, f"spool disk nearly full ({free} bytes free)", {"Retry-After": str(RETRY_AFTER_S)})

    def _traces(self, body: bytes) -> None:
        content_type = self.headers.get("Content-Type", "").split(";", 1)[0].strip().lower()
        protobuf = content_type == "application/x-protobuf"
        if protobuf:
            try:
                document = decode_trace_request(body)
            except ProtobufError as exc:
                raise _Reply(400, f"not an ExportTraceServiceRequest: {exc}") from exc
        elif content_type == "application/json":
            try:
                document = json.loads(body)
            except ValueError as exc:
                raise _Reply(400, f"not JSON: {exc}") from exc
            if not isinstance(document, dict):
                raise _Reply(400, "not an ExportTraceServiceRequest object")
        else:
            raise _Reply(415, "Content-Type must be application/x-protobuf or application/json")
        spans, rejected = _count_spans(document)
        if spans:
            self._write(self.server.traces_file, json.dumps(document, separators=(",", ":")).encode() + b"\n")
        self.server.count(spans - rejected, rejected)
        message = f"{rejected} spans without a trace or span id" if rejected else ""
        if protobuf:
            self._send(200, encode_trace_response(rejected, message), "application/x-protobuf")
        else:
            reply: dict[str, Any] = {}
            if rejected:
                reply["partialSuccess"] = {"rejectedSpans": str(rejected), "errorMessage": message}
            self._send(200, json.dumps(reply).encode(), "application/json")

    def _events(self, body: bytes) -> None:
        good: list[bytes] = []
        rejected = 0
        for line in body.splitlines():
            if not line.strip():
                continue
            try:
                ok = isinstance(json.loads(line), dict)
            except ValueError:
                ok = False
            if ok:
                good.append(line.strip())
            else:
                rejected += 1
        if good:
            self._write(self.server.events_file, b"\n".join(good) + b"\n")
        self.server.count(len(good), rejected)
        self._send(200, json.dumps({"accepted": len(good), "rejected": rejected}).encode(), "application/json")

    def _write(self, writer: RollingWriter, data: bytes) -> None:
        try:
            writer.append(data)
        except OSError as exc:
            raise _Reply(503, f"cannot write to the spool: {exc}", {"Retry-After": str(RETRY_AFTER_S)}) from exc

    def _send(self, status: int, body: bytes, content_type: str, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


class ReceiverServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, options: ReceiverOptions):
        check_options(options)
        options.spool.mkdir(parents=True, exist_ok=True)
        self.options = options
        self.accepted = 0
        self.rejected = 0
        self._lock = threading.Lock()
        self.ready = threading.Event()
        self.traces_file = RollingWriter(options.spool, "otlp-", ".json", options.max_file_bytes)
        self.events_file = RollingWriter(options.spool, "events-", ".jsonl", options.max_file_bytes)
        if ":" in options.host:
            self.address_family = socket.AF_INET6
        super().__init__((options.host, options.port), _Handler)

    def count(self, accepted: int, rejected: int) -> None:
        with self._lock:
            self.accepted += accepted
            self.rejected += rejected

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the client went away (a hook reads the status line and hangs up)
        super().handle_error(request, client_address)

    @property
    def port(self) -> int:
        return self.server_address[1]

    def serve_forever(self, poll_interval: float = 0.5) -> None:
        self.ready.set()  # bound and listening since __init__; now also answering
        super().serve_forever(poll_interval)


def start_receiver(options: ReceiverOptions) -> tuple[ReceiverServer, threading.Thread]:
    """Bind and serve on a daemon thread; returns once the socket accepts connections."""
    server = ReceiverServer(options)
    thread = threading.Thread(target=server.serve_forever, name="toolwatch-receiver", daemon=True)
    thread.start()
    server.ready.wait()
    return server, thread


def stop_receiver(server: ReceiverServer, thread: threading.Thread) -> None:
    server.shutdown()
    server.server_close()
    thread.join()
    server.traces_file.close()
    server.events_file.close()

