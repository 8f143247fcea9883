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

import gzip
import json
from pathlib import Path
from typing import Any
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


def otlp_fields_table(path: str, data: bytes | None = None) -> pa.Table:
    """Flatten an OTLP JSON export into the ``fields`` columns (all text).

    ``data`` is the export's bytes when they were fetched already (an object-store URL).
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


def _documents(path: str, data: bytes | None):
    try:
        if data is None:
            data = Path(path).read_bytes()
        if (urlsplit(path).path if is_remote(path) else path).lower().endswith(".gz"):
            data = gzip.decompress(data)
    except (OSError, EOFError) as exc:
        raise IngestError(f"{path}: cannot read: {exc}") from exc
    text = data.decode("utf-8", errors="replace")
    try:
        yield json.loads(text), None
        return
    except json.JSONDecodeError:
        pass
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            yield json.loads(line), None
        except json.JSONDecodeError:
            yield None, line


def _get(obj: dict[str, Any], camel: str, snake: str) -> Any:
    return obj.get(camel, obj.get(snake))


def _attr_value(value: dict[str, Any]) -> Any:
    for key in ("stringValue", "string_value", "boolValue", "bool_value", "intValue", "int_value",
                "doubleValue", "double_value"):
        if key in value:
            return value[key]
    array = value.get("arrayValue") or value.get("array_value")
    if array is not None:
        return [_attr_value(v) for v in array.get("values", [])]
    return None


def _attributes(obj: dict[str, Any]) -> dict[str, Any]:
    return {a["key"]: _attr_value(a.get("value", {})) for a in obj.get("attributes", []) if "key" in a}


def _spans(document: dict[str, Any]):
    for resource_spans in _get(document, "resourceSpans", "resource_spans") or []:
        resource = _attributes(resource_spans.get("resource", {}))
        for scope_spans in _get(resource_spans, "scopeSpans", "scope_spans") or []:
            for span in scope_spans.get("spans", []):
                yield resource, span


def _model_of(attrs: dict[str, Any]) -> str | None:
    return attrs.get("gen_ai.response.model") or attrs.get("gen_ai.request.model")


def _tool_rows(document: dict[str, Any]) -> list[dict[str, Any]]:
    spans = []
    for resource, span in _spans(document):
        attrs = _attributes(span)
        spans.append((resource, span, attrs))
    by_id = {(_get(s, "traceId", "trace_id"), _get(s, "spanId", "span_id")): (s, a) for _, s, a in spans}
    rows = []
    for resource, span, attrs in spans:
        name = span.get("name", "")
        if attrs.get("gen_ai.operation.name") != "execute_tool" and not name.startswith("execute_tool"):
            continue
        rows.append(_tool_row(resource, span, attrs, by_id, spans))
    return rows


def _tool_row(resource, span, attrs, by_id, spans) -> dict[str, Any]:
    trace_id = _get(span, "traceId", "trace_id")
    model, provider = _inference_context(span, trace_id, by_id, spans)
    status = span.get("status", {}) or {}
    is_error = status.get("code") in _STATUS_ERROR
    message = (status.get("message") or _exception_message(span)) if is_error else None
    end_ns = _get(span, "endTimeUnixNano", "end_time_unix_nano")
    start_ns = _get(span, "startTimeUnixNano", "start_time_unix_nano")
    tool = attrs.get("gen_ai.tool.name") or span.get("name", "").removeprefix("execute_tool").strip()
    arguments = attrs.get("gen_ai.tool.call.arguments")
    return {
        "raw": None,
        "pre_reject": None,
        # Microseconds: the magnitude rule reads them as µs.
        "ts_text": str(int(end_ns) // 1000) if end_ns is not None else None,
        "tool_text": tool or None,
        "status_text": "error" if is_error else "ok",
        "model": model,
        "error_type": attrs.get("error.type"),
        "error_message": message,
        "call_id": attrs.get("gen_ai.tool.call.id"),
        "session_id": attrs.get("gen_ai.conversation.id") or next(
            (a["gen_ai.conversation.id"] for a in _ancestors(span, trace_id, by_id) if "gen_ai.conversation.id" in a),
            None,
        ),
        "provider": provider or attrs.get("gen_ai.provider.name") or attrs.get("gen_ai.system"),
        "harness_version": resource.get("service.version"),
        "client_os": resource.get("os.type"),
        "duration_ms": str((int(end_ns) - int(start_ns)) / 1e6) if end_ns and start_ns else None,
        "args": arguments if isinstance(arguments, str) or arguments is None else json.dumps(arguments),
    }


def _exception_message(span: dict[str, Any]) -> str | None:
    for event in span.get("events", []):
        if event.get("name") == "exception":
            return _attributes(event).get("exception.message")
    return None


def _ancestors(span, trace_id, by_id):
    """Attributes of the parent, grandparent, … of ``span`` within its trace."""
    parent_id = _get(span, "parentSpanId", "parent_span_id")
    seen = set()
    while parent_id and (trace_id, parent_id) in by_id and parent_id not in seen:
        seen.add(parent_id)
        parent, attrs = by_id[(trace_id, parent_id)]
        yield attrs
        parent_id = _get(parent, "parentSpanId", "parent_span_id")


def _inference_context(span, trace_id, by_id, spans) -> tuple[str | None, str | None]:
    """Model and provider of the inference that asked for this tool call."""
    for attrs in _ancestors(span, trace_id, by_id):
        if _model_of(attrs):
            return _model_of(attrs), attrs.get("gen_ai.provider.name") or attrs.get("gen_ai.system")
    # Sibling inference spans: the latest one that ended before the tool started.
    start = int(_get(span, "startTimeUnixNano", "start_time_unix_nano") or 0)
    best = None
    for _, other, attrs in spans:
        if _get(other, "traceId", "trace_id") != trace_id or not _model_of(attrs):
            continue
        end = int(_get(other, "endTimeUnixNano", "end_time_unix_nano") or 0)
        if end <= start and (best is None or end > best[0]):
            best = (end, attrs)
    if best:
        return _model_of(best[1]), best[1].get("gen_ai.provider.name") or best[1].get("gen_ai.system")
    return None, None
