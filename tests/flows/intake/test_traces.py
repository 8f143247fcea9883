"""A tool span's model when the span carrying it comes in another export: the real OpenTelemetry
SDK exports to the receiver on loopback, and the spool is ingested between the exports."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from toolwatch import warehouse
from toolwatch.flows.intake.receiver import ReceiverOptions, start_receiver, stop_receiver
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import ingest_spool_step

AGENT = {"gen_ai.operation.name": "invoke_agent", "gen_ai.request.model": "gpt-5.1",
         "gen_ai.provider.name": "openai", "gen_ai.conversation.id": "conv-7"}
CHAT = {"gen_ai.operation.name": "chat", "gen_ai.request.model": "claude-sonnet-4.5",
        "gen_ai.provider.name": "anthropic"}


class Harness:
    """An instrumented agent harness: the OTel SDK with a BatchSpanProcessor exporting to the receiver.

    ``export()`` is what the processor does on its schedule: whatever spans have
    ended go out in one request, those still open wait for a later one. The
    receiver can be restarted in between (same spool, new process state).
    """

    def __init__(self, tmp_path) -> None:
        from opentelemetry.sdk.trace import TracerProvider

        self.tmp_path, self.spool = tmp_path, tmp_path / "spool"
        self.server, self.thread = start_receiver(ReceiverOptions(spool=self.spool, port=0))
        self.provider = TracerProvider()
        self.processor = self._processor()
        self.provider.add_span_processor(self.processor)
        self.tracer = self.provider.get_tracer("my-harness")
        self.settings = load_settings(db_path=tmp_path / "w.duckdb", environ={})

    def _processor(self):
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        self.exporter = OTLPSpanExporter(endpoint=f"http://127.0.0.1:{self.server.port}/v1/traces")
        return BatchSpanProcessor(self.exporter, schedule_delay_millis=3_600_000)  # only when told

    def export(self) -> None:
        assert self.processor.force_flush(10_000)

    def restart_receiver(self) -> None:
        stop_receiver(self.server, self.thread)
        self.server, self.thread = start_receiver(ReceiverOptions(spool=self.spool, port=self.server.port))

    def ingest(self, after: timedelta = timedelta(0)):
        with warehouse.connect(self.tmp_path / "w.duckdb") as wh:
            at = datetime.now(UTC).replace(tzinfo=None) + after
            return ingest_spool_step(wh, self.settings, str(self.spool), now=at)

    def rows(self) -> list[tuple]:
        with warehouse.connect(self.tmp_path / "w.duckdb") as wh:
            return wh.con.execute("SELECT tool, model, provider, session_id FROM tool_calls ORDER BY tool").fetchall()

    def close(self) -> None:
        self.provider.shutdown()
        stop_receiver(self.server, self.thread)


@pytest.fixture
def harness(tmp_path):
    h = Harness(tmp_path)
    yield h
    h.close()


def tool(name: str) -> dict[str, str]:
    return {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": name, "gen_ai.tool.call.id": f"call-{name}"}


def test_a_long_agent_span_ending_after_its_tool_was_exported_and_ingested_gives_the_model(harness):
    with harness.tracer.start_as_current_span("invoke_agent coder", attributes=AGENT):
        with harness.tracer.start_as_current_span("execute_tool read_file", attributes=tool("read_file")):
            pass
        harness.export()  # the tool span leaves; its agent's turn goes on
        first = harness.ingest()  # a detect run between the two exports
        assert (first.accepted, first.held) == (0, 1)
        harness.restart_receiver()  # nothing of the wait lives in the receiver
    harness.export()
    second = harness.ingest()
    assert (second.accepted, second.released, second.held) == (1, 1, 0)
    assert harness.rows() == [("read_file", "gpt-5.1", "openai", "conv-7")]
    assert harness.ingest().files == 0  # nothing left to read twice


CASES = [  # (name, what happens in order, the row's model, provider, session)
    ("agent-later-same-run", ["tool", "agent"], ("gpt-5.1", "openai", "conv-7")),
    ("chat-in-earlier-run", ["chat", "ingest", "tool", "ingest"], ("claude-sonnet-4.5", "anthropic", None)),
    ("chat-in-earlier-export", ["chat", "tool"], ("claude-sonnet-4.5", "anthropic", None)),
]


@pytest.mark.parametrize(("exports", "expected"), [pytest.param(e, x, id=n) for n, e, x in CASES])
def test_the_model_comes_from_another_export(harness, exports, expected):
    """An agent span with no model of its own over a chat span and a tool span (GenAI semantic
    conventions), or an agent span with the model; each exported as the steps say."""
    agent_attrs = AGENT if "agent" in exports else {"gen_ai.operation.name": "invoke_agent"}
    agent = harness.tracer.start_span("invoke_agent coder", attributes=agent_attrs)
    from opentelemetry import trace

    with trace.use_span(agent, end_on_exit=False):
        if "chat" in exports:
            harness.tracer.start_span("chat", attributes=CHAT).end()
        for step in exports:
            if step == "tool":
                harness.tracer.start_span("execute_tool grep", attributes=tool("grep")).end()
                harness.export()
            elif step == "chat":
                harness.export()
            elif step == "ingest":
                assert harness.ingest().held == 0
    if "agent" in exports:
        agent.end()
        harness.export()
    assert harness.ingest().held == 0
    assert harness.rows() == [("grep", *expected)]


def test_a_parent_that_never_arrives_leaves_model_unknown_after_the_wait_and_loses_nothing(harness):
    agent = harness.tracer.start_span("invoke_agent coder", attributes=AGENT)  # never ends: the harness died
    from opentelemetry import trace

    with trace.use_span(agent, end_on_exit=False):
        with harness.tracer.start_as_current_span("execute_tool edit", attributes=tool("edit")) as span:
            span.set_status(trace.Status(trace.StatusCode.ERROR, "old_string not found in file"))
        harness.tracer.start_span("execute_tool ls", attributes=tool("ls")).end()
    harness.export()
    waiting = harness.ingest(after=timedelta(minutes=14))
    assert (waiting.accepted, waiting.held) == (0, 2)
    later = harness.ingest(after=timedelta(minutes=16))  # receive.model_wait is 15m
    assert (later.lines_read, later.accepted, later.rejected, later.released, later.held) == (2, 2, 0, 2, 0)
    assert harness.rows() == [("edit", "unknown", None, None), ("ls", "unknown", None, None)]


def test_a_tool_span_whose_ancestors_all_arrived_without_a_model_does_not_wait(harness):
    with harness.tracer.start_as_current_span("handle request"):  # the root, no model anywhere
        harness.tracer.start_span("execute_tool ls", attributes=tool("ls")).end()
        harness.export()
        assert harness.ingest().held == 1
    harness.export()
    report = harness.ingest()
    assert (report.accepted, report.held) == (1, 0)
    assert harness.rows() == [("ls", "unknown", None, None)]


def test_the_context_of_past_exports_is_kept_in_the_spool(harness):
    with harness.tracer.start_as_current_span("invoke_agent coder", attributes=AGENT):
        harness.tracer.start_span("execute_tool ls", attributes=tool("ls")).end()
        harness.export()
        harness.ingest()
    harness.export()
    harness.ingest()
    saved = json.loads((harness.spool / "traces" / "context.json").read_text())
    (trace_entry,) = saved["traces"].values()
    assert [record[2] for record in trace_entry["spans"].values()] == ["gpt-5.1"]  # the agent span; tool spans are not kept
    assert not list((harness.spool / "held").glob("*.json"))


def test_a_split_repeated_after_a_crash_loads_each_span_once(harness):
    import shutil

    with harness.tracer.start_as_current_span("invoke_agent coder", attributes=AGENT):
        harness.tracer.start_span("execute_tool ls", attributes=tool("ls")).end()
        harness.export()
        assert harness.ingest().held == 1
        # The run died after splitting the file into held/ and before moving it to done/.
        (original,) = (harness.spool / "done").iterdir()
        shutil.copy2(original, harness.spool / "ingesting" / original.name)
    harness.export()
    report = harness.ingest()
    assert (report.lines_read, report.accepted, report.duplicates, report.held) == (1, 1, 0, 0)
    assert harness.rows() == [("ls", "gpt-5.1", "openai", "conv-7")]
