"""OpenTelemetry GenAI traces (OTLP JSON) → one ``fields`` row per ``execute_tool`` span.

Accepted files: an OTLP/JSON ``ExportTraceServiceRequest`` (``{"resourceSpans":
[...]}``), or one such document per line (what the collector's file exporter
writes). Field names may be lowerCamelCase (the OTLP/JSON mapping) or
snake_case.

Mapping (semantic conventions for GenAI, ``execute_tool`` operation):

| toolwatch | from |
|---|---|
| tool | ``gen_ai.tool.name`` (else the span name after ``execute_tool ``) |
| ts | ``endTimeUnixNano`` |
| status | span status ``ERROR`` (code 2) → error, else ok |
| error_type | ``error.type`` |
| error_message | span status message, else the ``exception`` event's ``exception.message`` |
| call_id | ``gen_ai.tool.call.id`` |
| session_id | ``gen_ai.conversation.id`` of the span or its nearest ancestor |
| model | ``gen_ai.response.model`` / ``gen_ai.request.model`` of the nearest ancestor span that has one (the inference or ``invoke_agent`` span), else of the latest inference span of the same trace that ended before the tool started |
| provider | ``gen_ai.provider.name`` (or the older ``gen_ai.system``) of the same span |
| args | ``gen_ai.tool.call.arguments`` |

Each ``execute_tool`` span is one input "line" for accounting (its ordinal in
the file); a line of a JSONL export that is not valid JSON is one rejected
line. Spans that are not tool executions are context, not input events.
"""

from __future__ import annotations

import bisect
import gzip
import io
import json
import zlib
from collections.abc import Iterable
from typing import IO, Any
from urllib.parse import urlsplit

import pyarrow as pa

from toolwatch.warehouse.errors import IngestError
from toolwatch.warehouse.remote import is_remote

FIELD_COLUMNS = (
    "ordinal", "raw", "pre_reject", "ts_text", "tool_text", "status_text", "hook_event",
    "is_interrupt", "failure_type", "model", "error_type", "error_message", "call_id",
    "session_id", "provider", "harness_version", "client_os", "duration_ms", "args",
)
_STATUS_ERROR = {2, "2", "STATUS_CODE_ERROR", "ERROR"}


# An export is parsed whole in memory (a JSON document has no streaming parser in
# the standard library): one document, or one line of a JSON Lines export, may
# hold at most this much text (a 400 KB .json.gz that inflates to 1.4 GB is refused
# after reading 64 MiB of it, not inflated whole).
MAX_DOCUMENT_BYTES = 64 * 1024 * 1024


def otlp_fields_table(path: str, data: bytes | None = None) -> pa.Table:
    """Flatten an OTLP JSON export into the ``fields`` columns (all text).

    ``data`` is the export's bytes when they were fetched already (an object-store URL).
    Spans of the wrong shape (a string where an object belongs, a timestamp that is
    not a number) are rejected one by one; the rest of the export still loads.
    """
    rows: list[dict[str, Any]] = []
    for document, bad_line in _documents(path, data):
        if bad_line is not None:
            rows.append({"pre_reject": "malformed JSON", "raw": bad_line[:2000]})
            continue
        rows.extend(_tool_rows(document))
    for ordinal, row in enumerate(rows, start=1):
        row["ordinal"] = ordinal
    columns = {
        name: pa.array([row.get(name) for row in rows], type=pa.int64() if name == "ordinal" else pa.string())
        for name in FIELD_COLUMNS
    }
    return pa.table(columns)


def _open(path: str, data: bytes | None) -> IO[bytes] | gzip.GzipFile:
    gz = (urlsplit(path).path if is_remote(path) else path).lower().endswith(".gz")
    if data is not None:
        return gzip.GzipFile(fileobj=io.BytesIO(data)) if gz else io.BytesIO(data)
    return gzip.open(path, "rb") if gz else open(path, "rb")  # noqa: SIM115


def _documents(path: str, data: bytes | None):
    """One document, or one per line; text is read in bounded pieces, never inflated whole."""
    too_big = (f"{path}: an OTLP document or line longer than {MAX_DOCUMENT_BYTES >> 20} MiB "
               "(inflated); split the export")
    try:
        with _open(path, data) as fh:
            first = fh.readline(MAX_DOCUMENT_BYTES + 1)
            if len(first) > MAX_DOCUMENT_BYTES:
                raise IngestError(too_big)
            try:
                document = json.loads(first) if first.strip() else None
            except json.JSONDecodeError:
                document = None
            if document is None:
                # A pretty-printed document spans lines: read it whole, bounded.
                rest = fh.read(MAX_DOCUMENT_BYTES + 1 - len(first))
                text = first + rest
                if len(text) > MAX_DOCUMENT_BYTES:
                    raise IngestError(too_big)
                try:
                    yield json.loads(text), None
                    return
                except json.JSONDecodeError:
                    lines: Iterable[bytes] = text.splitlines()
            else:
                yield document, None
                lines = _bounded_lines(fh, too_big)
            for line in lines:
                if not line.strip():
                    continue
                try:
                    yield json.loads(line), None
                except json.JSONDecodeError:
                    yield None, line.decode("utf-8", errors="replace")
    except (OSError, EOFError, zlib.error) as exc:
        raise IngestError(f"{path}: cannot read: {exc}") from exc


def _bounded_lines(fh: IO[bytes] | gzip.GzipFile, too_big: str):
    while line := fh.readline(MAX_DOCUMENT_BYTES + 1):
        if len(line) > MAX_DOCUMENT_BYTES:
            raise IngestError(too_big)
        yield line


def _get(obj: dict[str, Any], camel: str, snake: str) -> Any:
    return obj.get(camel, obj.get(snake))


def _objects(value: Any) -> list[dict[str, Any]]:
    """The objects of a list field; anything else (null, a string, an object) holds none."""
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _attr_value(value: Any) -> Any:
    if not isinstance(value, dict):
        return None
    for key in ("stringValue", "string_value", "boolValue", "bool_value", "intValue", "int_value",
                "doubleValue", "double_value"):
        if key in value:
            return value[key]
    array = value.get("arrayValue") or value.get("array_value")
    if isinstance(array, dict):
        return [_attr_value(v) for v in array.get("values") or [] if isinstance(v, dict)]
    return None


def _attributes(obj: Any) -> dict[str, Any]:
    if not isinstance(obj, dict):
        return {}
    return {a["key"]: _attr_value(a.get("value")) for a in _objects(obj.get("attributes"))
            if isinstance(a.get("key"), str)}


def _text(value: Any) -> str | None:
    """An attribute as text: a name or an id must be a string (or a number), not a structure."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool | int | float):
        return str(value)
    return json.dumps(value)


def _spans(document: Any):
    """(resource attributes, span) for each span; a span that is not an object is yielded as None."""
    if not isinstance(document, dict):
        yield {}, None
        return
    for resource_spans in _objects(_get(document, "resourceSpans", "resource_spans")):
        resource = _attributes(resource_spans.get("resource"))
        for scope_spans in _objects(_get(resource_spans, "scopeSpans", "scope_spans")):
            spans = scope_spans.get("spans")
            for span in spans if isinstance(spans, list) else []:
                yield resource, span if isinstance(span, dict) else None


def _model_of(attrs: dict[str, Any]) -> str | None:
    return _text(attrs.get("gen_ai.response.model") or attrs.get("gen_ai.request.model"))


def _nanos(value: Any) -> int | None:
    """A ``*UnixNano`` field as an int, None when absent or not a number."""
    if isinstance(value, bool):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


class _Trace:
    """The spans of one document, indexed so that each tool span finds its context in O(log n)."""

    def __init__(self, spans: list[tuple[dict, dict, dict]]) -> None:
        self.by_id = {(_get(s, "traceId", "trace_id"), _get(s, "spanId", "span_id")): (s, a) for _, s, a in spans}
        # Per trace, inference spans sorted by end time: the latest one ending before a tool starts.
        ends: dict[Any, list[tuple[int, int, dict]]] = {}
        for i, (_, span, attrs) in enumerate(spans):
            if _model_of(attrs):
                end = _nanos(_get(span, "endTimeUnixNano", "end_time_unix_nano")) or 0
                ends.setdefault(_get(span, "traceId", "trace_id"), []).append((end, i, attrs))
        self.inference = {trace: sorted(items, key=lambda item: item[:2]) for trace, items in ends.items()}
        self.inference_ends = {trace: [item[0] for item in items] for trace, items in self.inference.items()}
        self._cache: dict[tuple[Any, Any], tuple[dict | None, str | None]] = {}

    def nearest(self, span: dict, trace_id: Any) -> tuple[dict | None, str | None]:
        """The attributes of the nearest ancestor with a model, and the nearest ancestor's conversation id.

        Memoised per span: each span's answer is its own attributes merged over its
        parent's answer, so a trace of n spans costs O(n) however deep it nests.
        """
        path: list[tuple[Any, Any]] = []
        seen: set[Any] = set()
        parent_id = _get(span, "parentSpanId", "parent_span_id")
        above: tuple[dict | None, str | None] = (None, None)
        while parent_id and (trace_id, parent_id) in self.by_id and parent_id not in seen:
            key = (trace_id, parent_id)
            if key in self._cache:
                above = self._cache[key]
                break
            seen.add(parent_id)
            path.append(key)
            parent_id = _get(self.by_id[key][0], "parentSpanId", "parent_span_id")
        for key in reversed(path):
            attrs = self.by_id[key][1]
            own = (attrs if _model_of(attrs) else None, _text(attrs.get("gen_ai.conversation.id")))
            above = _merge(own, above)
            self._cache[key] = above
        return above

    def latest_inference_before(self, trace_id: Any, start: int) -> dict | None:
        ends = self.inference_ends.get(trace_id)
        if not ends:
            return None
        i = bisect.bisect_right(ends, start)
        return self.inference[trace_id][i - 1][2] if i else None


def _merge(a: tuple[dict | None, str | None], b: tuple[dict | None, str | None]) -> tuple[dict | None, str | None]:
    return (a[0] if a[0] is not None else b[0], a[1] if a[1] is not None else b[1])


def _tool_rows(document: Any) -> list[dict[str, Any]]:
    spans = []
    rows: list[dict[str, Any]] = []
    for resource, span in _spans(document):
        if span is None:
            rows.append({"pre_reject": "malformed OTLP span: not a JSON object"})
            continue
        spans.append((resource, span, _attributes(span)))
    trace = _Trace(spans)
    for resource, span, attrs in spans:
        name = span.get("name") if isinstance(span.get("name"), str) else ""
        if attrs.get("gen_ai.operation.name") != "execute_tool" and not name.startswith("execute_tool"):
            continue
        rows.append(_tool_row(resource, span, attrs, name, trace))
    return rows


def _tool_row(resource, span, attrs, name: str, trace: _Trace) -> dict[str, Any]:
    trace_id = _get(span, "traceId", "trace_id")
    model, provider, conversation = _inference_context(span, trace_id, trace)
    status = span.get("status")
    if isinstance(status, dict):
        code = status.get("code")
        message = status.get("message")
    else:
        code, message = status, None  # a bare "ERROR" or 2 where the status object belongs
    is_error = isinstance(code, str | int) and not isinstance(code, bool) and code in _STATUS_ERROR
    message = (_text(message) or _exception_message(span)) if is_error else None
    end_raw = _get(span, "endTimeUnixNano", "end_time_unix_nano")
    end_ns = _nanos(end_raw)
    start_ns = _nanos(_get(span, "startTimeUnixNano", "start_time_unix_nano"))
    tool = _text(attrs.get("gen_ai.tool.name")) or name.removeprefix("execute_tool").strip()
    arguments = attrs.get("gen_ai.tool.call.arguments")
    if end_ns is not None:
        ts_text: str | None = str(end_ns // 1000)  # microseconds: the magnitude rule reads them as µs
    else:
        ts_text = None if end_raw is None else _text(end_raw)  # rejected as an unparseable timestamp
    return {
        "raw": None,
        "pre_reject": None,
        "ts_text": ts_text,
        "tool_text": tool or None,
        "status_text": "error" if is_error else "ok",
        "model": model,
        "error_type": _text(attrs.get("error.type")),
        "error_message": message,
        "call_id": _text(attrs.get("gen_ai.tool.call.id")),
        "session_id": _text(attrs.get("gen_ai.conversation.id")) or conversation,
        "provider": provider or _text(attrs.get("gen_ai.provider.name") or attrs.get("gen_ai.system")),
        "harness_version": _text(resource.get("service.version")),
        "client_os": _text(resource.get("os.type")),
        "duration_ms": str((end_ns - start_ns) / 1e6) if end_ns and start_ns else None,
        "args": arguments if isinstance(arguments, str) or arguments is None else json.dumps(arguments),
    }


def _exception_message(span: dict[str, Any]) -> str | None:
    for event in _objects(span.get("events")):
        if event.get("name") == "exception":
            return _text(_attributes(event).get("exception.message"))
    return None


def _inference_context(span, trace_id, trace: _Trace) -> tuple[str | None, str | None, str | None]:
    """Model and provider of the inference that asked for this tool call, and the conversation id."""
    ancestor, conversation = trace.nearest(span, trace_id)
    if ancestor is not None:
        return _model_of(ancestor), _provider(ancestor), conversation
    # Sibling inference spans: the latest one that ended before the tool started.
    start = _nanos(_get(span, "startTimeUnixNano", "start_time_unix_nano")) or 0
    best = trace.latest_inference_before(trace_id, start)
    if best is not None:
        return _model_of(best), _provider(best), conversation
    return None, None, conversation


def _provider(attrs: dict[str, Any]) -> str | None:
    return _text(attrs.get("gen_ai.provider.name") or attrs.get("gen_ai.system"))
