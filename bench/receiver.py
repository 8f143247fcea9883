"""Receiver throughput and spool → warehouse lag.

1. Spans/s accepted: protobuf ``ExportTraceServiceRequest`` batches of 512 spans
   (an ``invoke_agent`` span and 511 ``execute_tool`` children), as the
   OpenTelemetry SDK's BatchSpanProcessor sends them, POSTed back to back over
   one keep-alive connection to ``toolwatch receive`` on loopback.
2. Spool → warehouse lag: the time ``ingest_spool_step`` takes to load what the
   receiver wrote (the detect run's share; add up to one detect period of
   waiting, 5 min by default).

``--agent-later``: each request carries the ``invoke_agent`` span of the previous
request's tool spans instead of their own (as the BatchSpanProcessor sends a
long agent turn), so every tool span gets its model from another export
(:mod:`toolwatch.flows.intake.traces`); a last request carries the last agent span.

    .venv/bin/python bench/receiver.py [--batches 40] [--agent-later]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import tempfile
import time
from pathlib import Path

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from toolwatch import warehouse
from toolwatch.flows.intake.receiver import ReceiverOptions, start_receiver, stop_receiver
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import ingest_spool_step

BATCH = 512


def batch(n: int) -> bytes:
    return batches(1, n, agent_later=False)[0]


def batches(count: int, n: int, agent_later: bool) -> list[bytes]:
    """``count`` requests of ``n`` spans: an agent span and its ``n - 1`` tool spans, or with
    ``agent_later`` the previous request's agent span and ``n - 1`` tool spans of a new one."""
    requests = [ExportTraceServiceRequest() for _ in range(count + agent_later)]
    for k in range(count):
        trace = os.urandom(16)
        agent_span_id = os.urandom(8)
        now = time.time_ns()
        home = requests[k + 1] if agent_later else requests[k]
        spans = home.resource_spans.add().scope_spans.add().spans
        agent = spans.add(trace_id=trace, span_id=agent_span_id, name="invoke_agent coder",
                          start_time_unix_nano=now - 10**9, end_time_unix_nano=now)
        for key, value in (("gen_ai.operation.name", "invoke_agent"), ("gen_ai.request.model", "gpt-5.1")):
            agent.attributes.add(key=key).value.string_value = value
        _tools(requests[k].resource_spans.add().scope_spans.add().spans, trace, agent_span_id, now, n - 1)
    return [r.SerializeToString() for r in requests]


def _tools(spans, trace: bytes, parent: bytes, now: int, n: int) -> None:
    for i in range(n):
        span = spans.add(trace_id=trace, span_id=os.urandom(8), parent_span_id=parent,
                         name="execute_tool read_file", start_time_unix_nano=now - 10**6, end_time_unix_nano=now)
        for key, value in (("gen_ai.operation.name", "execute_tool"), ("gen_ai.tool.name", "read_file"),
                           ("gen_ai.tool.call.id", f"{trace.hex()}-{i}")):
            span.attributes.add(key=key).value.string_value = value
        if i % 50 == 0:
            span.status.code, span.status.message = 2, "ENOENT: no such file or directory"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--batches", type=int, default=40)
    parser.add_argument("--agent-later", action="store_true")
    args = parser.parse_args()
    bodies = batches(args.batches, BATCH, args.agent_later)
    with tempfile.TemporaryDirectory(prefix="tw-receiver-bench-") as tmp:
        spool = Path(tmp) / "spool"
        server, thread = start_receiver(ReceiverOptions(spool=spool, port=0))
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        start = time.perf_counter()
        for body in bodies:
            conn.request("POST", "/v1/traces", body, {"Content-Type": "application/x-protobuf"})
            response = conn.getresponse()
            response.read()
            assert response.status == 200, response.status
        elapsed = time.perf_counter() - start
        conn.close()
        stop_receiver(server, thread)
        spans = server.accepted
        settings = load_settings(db_path=Path(tmp) / "w.duckdb", environ={})
        with warehouse.connect(Path(tmp) / "w.duckdb") as wh:
            start = time.perf_counter()
            report = ingest_spool_step(wh, settings, str(spool))
            lag = time.perf_counter() - start
            models = wh.con.execute("SELECT count(*) FROM tool_calls WHERE model = 'gpt-5.1'").fetchone()[0]
    result = {"batches": args.batches, "agent_later": args.agent_later, "batch_spans": BATCH, "spans_accepted": spans,
              "spans_per_s": round(spans / elapsed), "mb_per_s": round(sum(map(len, bodies)) / elapsed / 1e6, 1),
              "spool_files": report.files, "rows_loaded": report.accepted,
              "spool_to_warehouse_s": round(lag, 2), "rows_per_s_loaded": round(report.accepted / lag),
              "rows_with_model": models}
    print(f"receiver: {result['spans_per_s']:,} spans/s ({result['mb_per_s']} MB/s protobuf) in batches of {BATCH}")
    print(f"spool → warehouse: {report.files} files, {report.accepted:,} tool calls in {lag:.2f} s")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
