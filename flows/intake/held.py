"""Before a load: which of the spool's OTLP tool spans load now, and which wait in ``held/``.

A tool span whose model is in another export (:mod:`.traces`) either loads with
the remembered spans that give it, or waits in ``held/`` until they arrive, or
``wait`` has passed since the receiver got it, or its ancestors are all known up
to the trace's root with no model among them. Then it is loaded with what there
is (``model`` unknown at worst): nothing is lost, and each span is loaded once.

A claimed ``otlp-…`` file whose tool spans all find their model in their own
documents is loaded as it is. Any other is split into ``ingesting/ready-<name>``
(what can be loaded now, with its context spans) and ``held/<received ms>-<name>``
(what waits), and then moved to ``done/``. The context is saved before anything
is split, and the split files' names follow from the original's, so a crash
half-way only repeats the split.
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
from toolwatch.flows.intake.traces import (
    CONTEXT_NAME,
    Document,
    TraceContext,
    decide,
    span_ids,
    spans_of,
)
from toolwatch.warehouse.otlp import _get, _objects

HELD = "held"
READY_PREFIX = "ready-"
# The files to split are parsed once when they fit in this (file bytes; the objects take ~8x).
KEEP_PARSED_BYTES = 32 << 20


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
    kept: dict[Path, list[tuple[Any, Document]]] = {}  # parsed in the first pass, within KEEP_PARSED_BYTES
    budget = KEEP_PARSED_BYTES
    for path in claimed:
        if not path.name.startswith("otlp-"):
            result.load.append(path)  # hook and event files, and ready-… files split before a crash
            continue
        documents = _read(path)
        if documents is None:
            result.load.append(path)  # not one JSON document per line: the loader reports it as it is
            continue
        parsed = [(document, Document(document, learn_into=context, now=now)) for document in documents]
        if any(not doc.resolves(span) for _, doc in parsed for span in doc.tools):
            to_split.append(path)
            if (size := path.stat().st_size) <= budget:
                kept[path], budget = parsed, budget - size
        else:
            result.load.append(path)
    held_files = sorted((spool / HELD).glob("*.json")) if (spool / HELD).is_dir() else []
    context.prune(now, context_ttl_s)
    context.save(spool)  # before any split: an original moved to done/ is never needed again
    split_again: set[str] = set()
    for path in to_split:
        received_ms = int(path.stat().st_mtime * 1000)
        parsed = kept.pop(path, []) or [(d, Document(d)) for d in _read(path) or []]
        ready, held = _partition(parsed, context, now, expired=now * 1000 >= received_ms + wait_s * 1000)
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
        ready, held = _partition([(d, Document(d)) for d in documents], context, now, expired=now * 1000 >= received_ms + wait_s * 1000)
        if not ready:
            continue
        digest = hashlib.sha256(b"\n".join(ready)).hexdigest()[:12]
        ready_path = _write_part(spool / INGESTING, f"{READY_PREFIX}{path.stem}-{digest}.json", ready)
        if ready_path:
            result.load.append(ready_path)
        result.released += _count_tool_spans(documents) - _count_tool_spans(map(json.loads, held))
        _write_part(spool / HELD, path.name, held)
    context.save(spool)  # again: the traces of waiting spans were seen now, they stay remembered
    # A ready-… file left by a crashed run and written again by this one is loaded once.
    result.load = list(dict.fromkeys(result.load))
    if (spool / HELD).is_dir():
        result.held = sum(_count_tool_spans(_read(p) or []) for p in (spool / HELD).glob("*.json"))
    return result


def _partition(documents: list[tuple[Any, Document]], context: TraceContext, now: float,
               expired: bool) -> tuple[list[bytes], list[bytes]]:
    """Each document's lines: what loads now (with the context spans it needs), what waits."""
    ready: list[bytes] = []
    held: list[bytes] = []
    for document, doc in documents:
        if not isinstance(document, dict):
            ready.append(json.dumps(document).encode())  # the loader rejects it, counted
            continue
        add: dict[tuple[str, str], None] = {}
        waiting: set[int] = set()
        for span in doc.tools:
            if doc.resolves(span):
                continue
            trace = span_ids(span)[0]
            assert trace is not None
            context.touch(trace, now)
            verdict, ids = decide(span, doc, context)
            if verdict == "wait" and not expired:
                waiting.add(id(span))
                continue
            add.update(dict.fromkeys((trace, i) for i in ids if (trace, i) not in doc.spans))
        now_part = _filtered(document, waiting, False)
        if add:
            now_part["resourceSpans"].append({"resource": {"attributes": []}, "scopeSpans": [
                {"scope": {"name": CONTEXT_NAME}, "spans": [context.context_span(t, i) for t, i in add]}]})
        if any(True for _ in spans_of(now_part)):
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
    return sum(len(Document(document).tools) for document in documents)
