"""The model of a tool span whose inference or agent span came in another export.

The OpenTelemetry SDK's ``BatchSpanProcessor`` exports a span when it ends: an
``execute_tool`` span usually leaves before the ``invoke_agent`` span it runs
under (which ends with the agent's turn, minutes later), and the ``chat`` span
that asked for it may have left in the export before. The loader
(:mod:`toolwatch.warehouse.otlp`) finds a tool span's model inside its own
document only, so before the spool's OTLP files are loaded:

1. every span that can give context (any span that is not a tool execution, and
   any that carries a model or a conversation id) is remembered in
   ``traces/context.json`` under the spool: trace id → span id → parent, end
   time, model, provider, conversation id; a trace is forgotten
   ``context_ttl`` after it was last seen;
2. a tool span whose own document has no model for it, but the remembered spans
   have, is loaded with those spans added to its document as context spans
   (named ``toolwatch.context``: they make no rows), as if the trace had come in
   one export;
3. a tool span that nothing gives a model yet waits in ``held/`` until its
   context arrives, or ``wait`` has passed since the receiver got it, or its
   ancestors are all known up to the trace's root with no model among them.
   Then it is loaded with what there is (``model`` unknown at worst): nothing is
   lost, and each span is loaded once.

Files: a claimed ``otlp-…`` file whose tool spans all find their model in
their own documents is loaded as it is. Any other is split into
``ingesting/ready-<name>`` (what can be loaded now, with its context spans) and
``held/<received ms>-<name>`` (what waits), and then moved to ``done/``. The
context is saved before anything is split, and the split files' names follow
from the original's, so a crash half-way only repeats the split.

Limit: tool spans themselves are not remembered (they are the bulk of a trace),
so a tool span under another tool span from an earlier export (a sub-agent run
as a tool) finds its model through its own trace's inference spans, or waits.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolwatch.flows.intake.spool import INGESTING, mark_done, write_atomically
from toolwatch.warehouse.otlp import (  # the loader's own reading of spans, so both agree
    _attributes,
    _get,
    _model_of,
    _nanos,
    _objects,
    _provider,
    _text,
)

HELD = "held"
CONTEXT_DIR = "traces"
CONTEXT_FILE = "context.json"
READY_PREFIX = "ready-"
CONTEXT_NAME = "toolwatch.context"
_CONVERSATION = "gen_ai.conversation.id"

# [parent span id, end time (ns), model, provider, conversation id]
Record = list[Any]


def is_tool_span(span: dict[str, Any], attrs: dict[str, Any]) -> bool:
    name = span.get("name")
    return attrs.get("gen_ai.operation.name") == "execute_tool" or (isinstance(name, str) and name.startswith("execute_tool"))


def _ids(span: dict[str, Any]) -> tuple[str | None, str | None, str | None]:
    """(trace id, span id, parent span id), None for each that is missing or not text."""
    trace = span.get("traceId", span.get("trace_id"))
    span_id = span.get("spanId", span.get("span_id"))
    parent = span.get("parentSpanId", span.get("parent_span_id"))
    return (trace if isinstance(trace, str) and trace else None,
            span_id if isinstance(span_id, str) and span_id else None,
            parent if isinstance(parent, str) and parent else None)


def _spans(document: Any):
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
        _Document(document, learn_into=self, now=now)

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


class _Document:
    """One document's spans, indexed for the loader's rules: nearest ancestor with a model,
    else the latest inference span of the trace that ended before the tool started."""

    def __init__(self, document: Any, learn_into: TraceContext | None = None, now: float = 0.0) -> None:
        self.spans: dict[tuple[str, str], tuple[str | None, bool]] = {}
        self.first_inference_end: dict[str, int] = {}
        self.tools: list[dict[str, Any]] = []  # its tool spans, in order
        for span in _spans(document):  # one pass, each span's attributes read once
            attrs = _attributes(span)
            tool = is_tool_span(span, attrs)
            if tool:
                self.tools.append(span)
            trace, span_id, parent = _ids(span)
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
        trace, _, parent = _ids(span)
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


def _decide(span: dict[str, Any], doc: _Document, context: TraceContext) -> tuple[str, list[str]]:
    """``("context", ids)`` when the remembered spans ``ids`` give the model; ``("root", ids)``
    when every ancestor is known and none has one; ``("wait", ids)`` when some are missing."""
    trace, _, parent = _ids(span)
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


@dataclass
class Prepared:
    """What one pass over the spool's OTLP files decided."""

    load: list[Path] = field(default_factory=list)  # files to load now, in ingesting/
    held: int = 0  # tool spans waiting in held/ for their model
    released: int = 0  # tool spans that waited and are loaded now
    split: int = 0  # claimed files split into ready/held parts (moved to done/)


def prepare(spool: Path, claimed: list[Path], wait_s: float, context_ttl_s: float,
            now: float | None = None) -> Prepared:
    """Decide, for the claimed files and what waits in ``held/``, what to load now (see the module)."""
    now = time.time() if now is None else now
    context = TraceContext.load(spool)
    result = Prepared()
    to_split: list[Path] = []
    for path in claimed:
        if not path.name.startswith("otlp-"):
            result.load.append(path)  # hook and event files, and ready-… files split before a crash
            continue
        documents = _read(path)
        if documents is None:
            result.load.append(path)  # not one JSON document per line: the loader reports it as it is
            continue
        unresolved = False
        for document in documents:
            doc = _Document(document, learn_into=context, now=now)
            unresolved = unresolved or not all(doc.resolves(span) for span in doc.tools)
        (to_split if unresolved else result.load).append(path)
    held_files = sorted((spool / HELD).glob("*.json")) if (spool / HELD).is_dir() else []
    context.prune(now, context_ttl_s)
    context.save(spool)  # before any split: an original moved to done/ is never needed again
    split_again: set[str] = set()
    for path in to_split:
        received_ms = int(path.stat().st_mtime * 1000)
        ready, held = _partition(_read(path) or [], context, now, expired=now * 1000 >= received_ms + wait_s * 1000)
        ready_path = _write_part(spool / INGESTING, f"{READY_PREFIX}{path.stem}.json", ready)
        held_name = f"{received_ms}-{path.stem}.json"
        _write_part(spool / HELD, held_name, held)
        split_again.add(held_name)  # split before a crash, then not moved to done/: this split replaces that one
        if ready_path:
            result.load.append(ready_path)
        mark_done(spool, path)
        result.split += 1
    for path in held_files:
        if path.name in split_again:
            continue
        received_ms = int(path.name.split("-", 1)[0]) if path.name.split("-", 1)[0].isdigit() else 0
        documents = _read(path) or []
        ready, held = _partition(documents, context, now, expired=now * 1000 >= received_ms + wait_s * 1000)
        if not ready:
            continue
        digest = hashlib.sha256(b"\n".join(ready)).hexdigest()[:12]
        ready_path = _write_part(spool / INGESTING, f"{READY_PREFIX}{path.stem}-{digest}.json", ready)
        if ready_path:
            result.load.append(ready_path)
        result.released += _count_tool_spans(documents) - _count_tool_spans(map(json.loads, held))
        _write_part(spool / HELD, path.name, held)
    # A ready-… file left by a crashed run and written again by this one is loaded once.
    result.load = list(dict.fromkeys(result.load))
    if (spool / HELD).is_dir():
        result.held = sum(_count_tool_spans(_read(p) or []) for p in (spool / HELD).glob("*.json"))
    return result


def _partition(documents: list[Any], context: TraceContext, now: float,
               expired: bool) -> tuple[list[bytes], list[bytes]]:
    """Each document's lines: what loads now (with the context spans it needs), what waits."""
    ready: list[bytes] = []
    held: list[bytes] = []
    for document in documents:
        if not isinstance(document, dict):
            ready.append(json.dumps(document).encode())  # the loader rejects it, counted
            continue
        doc = _Document(document)
        add: dict[tuple[str, str], None] = {}
        waiting: set[int] = set()
        for span in doc.tools:
            if doc.resolves(span):
                continue
            trace = _ids(span)[0]
            assert trace is not None
            context.touch(trace, now)
            verdict, ids = _decide(span, doc, context)
            if verdict == "wait" and not expired:
                waiting.add(id(span))
                continue
            add.update(dict.fromkeys((trace, i) for i in ids if (trace, i) not in doc.spans))
        now_part = _filtered(document, waiting, False)
        if add:
            now_part["resourceSpans"].append({"resource": {"attributes": []}, "scopeSpans": [
                {"scope": {"name": CONTEXT_NAME}, "spans": [context.context_span(t, i) for t, i in add]}]})
        if any(True for _ in _spans(now_part)):
            ready.append(json.dumps(now_part, separators=(",", ":")).encode())
        if waiting:
            held.append(json.dumps(_filtered(document, waiting, True),
                                   separators=(",", ":")).encode())
    return ready, held


def _filtered(document: Any, waiting: set[int], held: bool) -> dict[str, Any]:
    """The document with only its waiting spans (``held``) or all but those; resources and scopes kept."""
    out: dict[str, Any] = {"resourceSpans": []}
    for resource_spans in _objects(_get(document, "resourceSpans", "resource_spans")):
        scopes = []
        for scope_spans in _objects(_get(resource_spans, "scopeSpans", "scope_spans")):
            spans = scope_spans.get("spans")
            kept = [s for s in spans if (id(s) in waiting) == held] if isinstance(spans, list) else []
            if kept:
                scopes.append({**scope_spans, "spans": kept})
        if scopes:
            out["resourceSpans"].append({key: value for key, value in resource_spans.items()
                                         if key not in ("scopeSpans", "scope_spans")} | {"scopeSpans": scopes})
    return out


def _read(path: Path) -> list[Any] | None:
    """One JSON document per line, or None when a line is not JSON."""
    documents = []
    with open(path, "rb") as fh:
        for line in fh:
            if not line.strip():
                continue
            try:
                documents.append(json.loads(line))
            except ValueError:
                return None
    return documents


def _write_part(folder: Path, name: str, lines: list[bytes]) -> Path | None:
    """Write ``lines`` as ``folder/name`` atomically; with none, remove what a crashed run left there."""
    folder.mkdir(parents=True, exist_ok=True)
    if not lines:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(folder / name)
        return None
    return write_atomically(folder, name, b"\n".join(lines) + b"\n")


def _count_tool_spans(documents) -> int:
    return sum(1 for document in documents for span in _spans(document) if is_tool_span(span, _attributes(span)))
