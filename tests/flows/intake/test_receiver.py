"""`toolwatch receive`: the real OpenTelemetry exporter on loopback, auth, limits, back-pressure, the spool."""

from __future__ import annotations

import gzip
import http.client
import json
from pathlib import Path

import pytest

from toolwatch.flows.intake.hook import run
from toolwatch.flows.intake.receiver import (
    ReceiverOptions,
    ReceiverRefused,
    start_receiver,
    stop_receiver,
)
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import ingest_spool_step


@pytest.fixture
def receiver(tmp_path):
    servers = []

    def start(**options):
        server, thread = start_receiver(ReceiverOptions(spool=tmp_path / "spool", port=0, **options))
        servers.append((server, thread))
        return server

    yield start
    for server, thread in servers:
        stop_receiver(server, thread)


def post(server, path, body, headers):
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        conn.request("POST", path, body, headers)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def test_real_opentelemetry_exporter_spans_ingest_with_tool_model_and_class(tmp_path, receiver):
    from opentelemetry.exporter.otlp.proto.http import Compression
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor
    from opentelemetry.trace import Status, StatusCode

    from toolwatch import warehouse

    server = receiver()
    exporter = OTLPSpanExporter(endpoint=f"http://127.0.0.1:{server.port}/v1/traces", compression=Compression.Gzip)
    provider = TracerProvider(resource=Resource.create({"service.name": "my-harness", "service.version": "3.2.1"}))
    provider.add_span_processor(BatchSpanProcessor(exporter))  # one export for the whole trace, as deployed
    tracer = provider.get_tracer("my-harness")
    agent = {"gen_ai.operation.name": "invoke_agent", "gen_ai.request.model": "gpt-5.1",
             "gen_ai.provider.name": "openai", "gen_ai.conversation.id": "conv-7"}
    tool = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "read_file",
            "gen_ai.tool.call.id": "call-1", "error.type": "FileNotFoundError"}
    with (tracer.start_as_current_span("invoke_agent coder", attributes=agent),
          tracer.start_as_current_span("execute_tool read_file", attributes=tool) as span):
        span.set_status(Status(StatusCode.ERROR, "ENOENT: no such file or directory, open 'src/missing.ts'"))
    provider.shutdown()
    assert (server.accepted, server.rejected) == (2, 0)

    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        report = ingest_spool_step(wh, load_settings(db_path=tmp_path / "w.duckdb", environ={}), str(tmp_path / "spool"))
        row = wh.con.execute("SELECT tool, model, provider, session_id, harness_version, status, error_class "
                             "FROM tool_calls").fetchall()
    assert (report.accepted, report.done) == (1, 1)
    assert row == [("read_file", "gpt-5.1", "openai", "conv-7", "3.2.1", "error", "UnexpectedEnvironment")]


def test_hook_events_posted_to_the_receiver_reach_the_spool(tmp_path, receiver):
    server = receiver()
    payload = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "shell", "model": "gpt-5.1-codex",
                          "session_id": "s", "tool_use_id": "c1", "tool_input": {}, "tool_response": {"exit_code": 0}})
    assert run(["codex", "--spool", str(tmp_path / "local"), "--url", f"http://127.0.0.1:{server.port}"],
               payload.encode(), {}) == "posted"
    (written,) = (tmp_path / "spool" / ".open").glob("events-*.jsonl")  # the receiver's open file
    assert json.loads(written.read_text())["call_id"] == "c1"


def test_unreachable_receiver_keeps_events_and_resends_them_later(tmp_path, receiver):
    payload = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "shell", "model": "m", "session_id": "s",
                          "tool_use_id": "c", "tool_input": {}, "tool_response": {}})
    server = receiver()
    port = server.port
    local = tmp_path / "local"
    argv = ["codex", "--spool", str(local), "--url", "http://127.0.0.1:9"]  # discard port: nothing listens
    assert run(argv, payload.replace('"c"', '"c1"').encode(), {}) == "pending"
    assert run(argv, payload.replace('"c"', '"c2"').encode(), {}) == "pending"
    argv[-1] = f"http://127.0.0.1:{port}"
    assert run(argv, payload.replace('"c"', '"c3"').encode(), {}) == "posted"
    received = [json.loads(line)["call_id"] for p in (tmp_path / "spool").glob("**/events-*.jsonl")
                for line in p.read_text().splitlines()]
    assert sorted(received) == ["c1", "c2", "c3"]
    assert not list(local.glob("pending-*"))


@pytest.mark.parametrize(("options", "headers", "body", "status"), [
    ({"token": "s3cret"}, {}, b"{}", 401),
    ({"token": "s3cret"}, {"Authorization": "Bearer wrong"}, b"{}", 401),
    ({"max_body_bytes": 10}, {}, b'{"resourceSpans": []}', 413),
    ({"min_free_bytes": 1 << 62}, {}, b"{}", 429),
    ({}, {"Content-Type": "application/x-protobuf"}, b"\x0a\xff", 400),
    ({}, {"Content-Type": "text/plain"}, b"{}", 415),
    ({}, {"Content-Encoding": "gzip"}, b"not gzip", 400),
], ids=["no-token", "wrong-token", "too-big", "disk-full", "bad-protobuf", "bad-type", "bad-gzip"])
def test_refusals_follow_the_otlp_status_codes(receiver, options, headers, body, status):
    server = receiver(**options)
    status_got, reply_headers, _ = post(server, "/v1/traces", body, {"Content-Type": "application/json", **headers})
    assert status_got == status
    if status == 429:
        assert reply_headers["Retry-After"] == "30"


def test_gzip_json_with_a_token_and_partial_success(tmp_path, receiver):
    server = receiver(token="s3cret")
    document = {"resourceSpans": [{"scopeSpans": [{"spans": [
        {"traceId": "0af7651916cd43dd8448eb211c80319c", "spanId": "b7ad6b7169203331", "name": "execute_tool x"},
        {"name": "execute_tool y"}]}]}]}
    status, _, body = post(server, "/v1/traces", gzip.compress(json.dumps(document).encode()), {
        "Content-Type": "application/json", "Content-Encoding": "gzip", "Authorization": "Bearer s3cret"})
    assert status == 200
    assert json.loads(body)["partialSuccess"]["rejectedSpans"] == "1"
    assert len(list((tmp_path / "spool" / ".open").glob("otlp-*.json"))) == 1


def test_a_public_address_without_a_token_is_refused(tmp_path):
    with pytest.raises(ReceiverRefused, match="without a token"):
        start_receiver(ReceiverOptions(spool=tmp_path, host="0.0.0.0", port=0))


def test_protobuf_decoder_agrees_with_the_reference_implementation():
    from google.protobuf.json_format import MessageToDict
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    from toolwatch.flows.intake.otlp_proto import decode_trace_request

    request = ExportTraceServiceRequest()
    rs = request.resource_spans.add()
    attr = rs.resource.attributes.add()
    attr.key, attr.value.string_value = "service.version", "1.0"
    span = rs.scope_spans.add().spans.add()
    span.trace_id, span.span_id, span.parent_span_id = bytes(range(16)), bytes(range(8)), bytes(range(1, 9))
    span.name, span.start_time_unix_nano, span.end_time_unix_nano = "execute_tool grep", 1, 2
    for key, setter in (("gen_ai.tool.name", lambda v: setattr(v, "string_value", "grep")),
                        ("n", lambda v: setattr(v, "int_value", -3)), ("ok", lambda v: setattr(v, "bool_value", True)),
                        ("f", lambda v: setattr(v, "double_value", 0.5))):
        a = span.attributes.add()
        a.key = key
        setter(a.value)
    span.status.code, span.status.message = 2, "boom"
    ours = decode_trace_request(request.SerializeToString())
    theirs = MessageToDict(request)
    ours_span, theirs_span = ours["resourceSpans"][0]["scopeSpans"][0]["spans"][0], theirs["resourceSpans"][0]["scopeSpans"][0]["spans"][0]
    assert ours_span["traceId"] == bytes(range(16)).hex()  # OTLP/JSON: hex, where protobuf's JSON says base64
    assert ours_span["attributes"] == theirs_span["attributes"]
    assert (ours_span["status"]["message"], ours_span["status"]["code"]) == ("boom", 2)
    assert (ours_span["startTimeUnixNano"], ours_span["endTimeUnixNano"]) == ("1", "2")
    assert ours["resourceSpans"][0]["resource"] == theirs["resourceSpans"][0]["resource"]


def test_spool_files_committed_before_a_crash_are_not_loaded_twice(tmp_path):
    from toolwatch import warehouse
    from toolwatch.flows.intake.spool import claim

    spool = tmp_path / "spool"
    spool.mkdir()
    (spool / "events-1.jsonl").write_text('{"ts": 1795000000, "tool": "t", "status": "ok", "call_id": "a"}\n')
    settings = load_settings(db_path=tmp_path / "w.duckdb", environ={})
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        (claimed,) = claim(spool)
        # A load that committed, then the process died before moving the file to done/.
        from toolwatch.flows.steps import ingest_step

        ingest_step(wh, [str(claimed)], settings)
        report = ingest_spool_step(wh, settings, str(spool))
        again = ingest_spool_step(wh, settings, str(spool))
        count = wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0]
    assert (report.files, report.done, report.accepted, count) == (1, 1, 0, 1)
    assert again.files == 0
    assert [p.name for p in (spool / "done").iterdir()] == [claimed.name]


def test_a_claim_waits_for_a_writer_and_later_lines_go_to_a_new_file(tmp_path):
    import fcntl
    import os
    import threading

    from toolwatch.flows.intake.spool import append_line, claim

    path = tmp_path / "hook-20261129T09.jsonl"
    append_line(path, b'{"n": 1}\n')
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    fcntl.flock(fd, fcntl.LOCK_EX)  # a hook in the middle of its write
    claimed: list[Path] = []
    worker = threading.Thread(target=lambda: claimed.extend(claim(tmp_path)))
    worker.start()
    worker.join(timeout=0.2)
    assert worker.is_alive()  # the claim waits for the writer's lock
    os.write(fd, b'{"n": 2}\n')
    os.close(fd)
    worker.join()
    append_line(path, b'{"n": 3}\n')  # after the claim: a fresh file under the old name
    assert claimed[0].read_text().splitlines() == ['{"n": 1}', '{"n": 2}']
    assert path.read_text() == '{"n": 3}\n'
