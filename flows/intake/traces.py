"""The model of a tool span whose inference or agent span came in another export.

The OpenTelemetry SDK's ``BatchSpanProcessor`` exports a span when it ends: an
``execute_tool`` span usually leaves before the ``invoke_agent`` span it runs
under (which ends with the agent's turn, minutes later), and the ``chat`` span
that asked for it may have left in the export before. The loader
(:mod:`toolwatch.warehouse.otlp`) finds a tool span's model inside its own
document only: the nearest ancestor with a model, else the latest inference span
of the trace that ended before the tool started. This module applies the same
rules across exports:

- :class:`TraceContext` remembers every span that can give context (any span
  that is not a tool execution, and any that carries a model or a conversation
  id) in ``traces/context.json`` under the spool: trace id → span id → parent,
  end time, model, provider, conversation id; a trace is forgotten some time
  after it was last seen;
- :func:`decide` says whether remembered spans give a tool span its model (they
  are then added to its document as context spans, named ``toolwatch.context``,
  which make no rows), whether every ancestor is known and none has one (no use
  waiting), or whether one is still missing (wait: :mod:`.held`).

Limit: tool spans themselves are not remembered (they are the bulk of a trace),
so a tool span under another tool span from an earlier export (a sub-agent run
as a tool) finds its model through its own trace's inference spans, or waits.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from toolwatch.flows.intake.spool import write_atomically
from toolwatch.warehouse.otlp import (  # the loader's own reading of spans, so both agree
    _attributes,
    _get,
    _model_of,
    _nanos,
    _objects,
    _provider,
    _text,
)

CONTEXT_DIR = "traces"
CONTEXT_FILE = "context.json"
CONTEXT_NAME = "toolwatch.context"
_CONVERSATION = "gen_ai.conversation.id"

# [parent span id, end time (ns), model, provider, conversation id]
Record = list[Any]


def is_tool_span(span: dict[str, Any], attrs: dict[str, Any]) -> bool:
    name = span.get("name")
    return attrs.get("gen_ai.operation.name") == "execute_tool" or (isinstance(name, str) and name.startswith("execute_tool"))


def span_ids(span: dict[str, Any]) -> tuple[str | None, str | None, str | None]:
    """(trace id, span id, parent span id), None for each that is missing or not text."""
    trace = span.get("traceId", span.get("trace_id"))
    span_id = span.get("spanId", span.get("span_id"))
    parent = span.get("parentSpanId", span.get("parent_span_id"))
    return (trace if isinstance(trace, str) and trace else None,
            span_id if isinstance(span_id, str) and span_id else None,
            parent if isinstance(parent, str) and parent else None)


def spans_of(document: Any):
    """Every span object of a document, in order."""
    if not isinstance(document, dict):
        return
    for resource_spans in _objects(_get(document, "resourceSpans", "resource_spans")):
        for scope_spans in _objects(_get(resource_spans, "scopeSpans", "scope_spans")):
            yield from _objects(scope_spans.get("spans"))


class TraceContext:
    """The remembered context spans of recent traces (see the module's docstring)."""

    def __init__(self, traces: dict[str, dict[str, Any]] | None = None) -> None:
        self.traces = traces or {}
        self._latest: dict[str, list[tuple[int, str]]] = {}

    @classmethod
    def load(cls, spool: Path) -> TraceContext:
        path = spool / CONTEXT_DIR / CONTEXT_FILE
        try:
            data = json.loads(path.read_bytes())
        except FileNotFoundError:
            return cls()
        except ValueError:
            return cls()  # written atomically, so only a hand edit gets here; context is an optimisation
        return cls(data.get("traces") if isinstance(data, dict) and isinstance(data.get("traces"), dict) else {})

    def save(self, spool: Path) -> None:
        data = json.dumps({"version": 1, "traces": self.traces}, separators=(",", ":")).encode()
        (spool / CONTEXT_DIR).mkdir(parents=True, exist_ok=True)
        write_atomically(spool / CONTEXT_DIR, CONTEXT_FILE, data)

    def learn(self, document: Any, now: float) -> None:
        Document(document, learn_into=self, now=now)

    def remember(self, trace: str, span_id: str, parent: str | None, span: dict[str, Any],
                 attrs: dict[str, Any], model: str | None, tool: bool, now: float) -> None:
        conversation = _text(attrs.get(_CONVERSATION))
        entry = self.traces.setdefault(trace, {"seen": now, "spans": {}})
        entry["seen"] = max(entry["seen"], now)
        if tool and not model and not conversation:
            return
        end = _nanos(_get(span, "endTimeUnixNano", "end_time_unix_nano"))
        entry["spans"][span_id] = [parent, end, model, _provider(attrs) if model else None, conversation]
        self._latest.pop(trace, None)

    def touch(self, trace: str, now: float) -> None:
        if trace in self.traces:
            self.traces[trace]["seen"] = max(self.traces[trace]["seen"], now)

    def prune(self, now: float, ttl_s: float) -> None:
        for trace in [t for t, entry in self.traces.items() if now - entry["seen"] > ttl_s]:
            del self.traces[trace]
            self._latest.pop(trace, None)

    def span(self, trace: str, span_id: str) -> Record | None:
        entry = self.traces.get(trace)
        return entry["spans"].get(span_id) if entry else None

    def inference_before(self, trace: str, start: int) -> str | None:
        """The span id of the trace's latest model-bearing span that ended by ``start``."""
        if trace not in self._latest:
            spans = self.traces.get(trace, {}).get("spans", {})
            self._latest[trace] = sorted((rec[1] or 0, sid) for sid, rec in spans.items() if rec[2])
        best = None
        for end, sid in self._latest[trace]:
            if end > start:
                break
            best = sid
        return best

    def context_span(self, trace: str, span_id: str) -> dict[str, Any]:
        """A remembered span as a span object the loader reads: ids, end time, model, provider, conversation."""
        parent, end, model, provider, conversation = self.traces[trace]["spans"][span_id]
        attributes = [{"key": key, "value": {"stringValue": value}} for key, value in (
            ("gen_ai.request.model", model), ("gen_ai.provider.name", provider), (_CONVERSATION, conversation))
            if value is not None]
        span: dict[str, Any] = {"traceId": trace, "spanId": span_id, "name": CONTEXT_NAME, "attributes": attributes}
        if parent:
            span["parentSpanId"] = parent
        if end is not None:
            span["endTimeUnixNano"] = str(end)
        return span


class Document:
    """One document's spans, indexed for the loader's rules: nearest ancestor with a model,
    else the latest inference span of the trace that ended before the tool started."""

    def __init__(self, document: Any, learn_into: TraceContext | None = None, now: float = 0.0) -> None:
        self.spans: dict[tuple[str, str], tuple[str | None, bool]] = {}
        self.first_inference_end: dict[str, int] = {}
        self.tools: list[dict[str, Any]] = []  # its tool spans, in order
        for span in spans_of(document):  # one pass, each span's attributes read once
            attrs = _attributes(span)
            tool = is_tool_span(span, attrs)
            if tool:
                self.tools.append(span)
            trace, span_id, parent = span_ids(span)
            if trace is None or span_id is None:
                continue
            model_text = _model_of(attrs)
            if learn_into is not None:
                learn_into.remember(trace, span_id, parent, span, attrs, model_text, tool, now)
            model = bool(model_text)
            self.spans[(trace, span_id)] = (parent, model)
            if model:
                end = _nanos(_get(span, "endTimeUnixNano", "end_time_unix_nano")) or 0
                self.first_inference_end[trace] = min(end, self.first_inference_end.get(trace, end))

    def resolves(self, span: dict[str, Any]) -> bool:
        trace, _, parent = span_ids(span)
        if trace is None:
            return True  # rejected by the loader whatever the context
        seen: set[str] = set()
        while parent and (trace, parent) in self.spans and parent not in seen:
            seen.add(parent)
            parent, model = self.spans[(trace, parent)]
            if model:
                return True
        first = self.first_inference_end.get(trace)
        return first is not None and first <= (_nanos(_get(span, "startTimeUnixNano", "start_time_unix_nano")) or 0)


def decide(span: dict[str, Any], doc: Document, context: TraceContext) -> tuple[str, list[str]]:
    """``("context", ids)`` when the remembered spans ``ids`` give the model; ``("root", ids)``
    when every ancestor is known and none has one; ``("wait", ids)`` when some are missing."""
    trace, _, parent = span_ids(span)
    assert trace is not None
    add: list[str] = []
    seen: set[str] = set()
    while parent and parent not in seen:
        seen.add(parent)
        if (trace, parent) in doc.spans:
            parent = doc.spans[(trace, parent)][0]
            continue
        record = context.span(trace, parent)
        if record is None:
            break
        add.append(parent)
        if record[2]:
            return "context", add
        parent = record[0]
    reached_root = not parent
    start = _nanos(_get(span, "startTimeUnixNano", "start_time_unix_nano")) or 0
    sibling = context.inference_before(trace, start)
    if sibling is not None:
        return "context", add + [sibling]
    return ("root" if reached_root else "wait"), add
