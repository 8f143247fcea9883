"""The receiver's open spool files: whole requests only, claimable at any time, nothing lost."""

from __future__ import annotations

import json
import threading

import pytest

from toolwatch.flows.intake.rolling import RollingWriter
from toolwatch.flows.intake.spool import claim


def lines_in(paths) -> list[bytes]:
    return [line for path in paths for line in path.read_bytes().splitlines()]


def test_requests_share_one_open_file_and_a_claim_makes_the_writer_start_another(tmp_path):
    writer = RollingWriter(tmp_path, "otlp-", ".json")
    for n in range(3):
        writer.append(b'{"n": %d}\n' % n)
    assert len(list((tmp_path / ".open").iterdir())) == 1
    first = claim(tmp_path)
    writer.append(b'{"n": 3}\n')  # the old name is gone: a new open file
    second = [p for p in claim(tmp_path) if p not in first]
    assert lines_in(first) == [b'{"n": 0}', b'{"n": 1}', b'{"n": 2}']
    assert lines_in(second) == [b'{"n": 3}']


@pytest.mark.parametrize(("left", "claimed"), [
    pytest.param(b'{"a": 1}\n{"b": 2}\n', b'{"a": 1}\n{"b": 2}\n', id="whole-requests"),
    pytest.param(b'{"a": 1}\n{"b": ', b'{"a": 1}\n', id="died-mid-write"),
    pytest.param(b'{"b": ', None, id="died-in-its-first-write"),
])
def test_a_claim_cuts_off_what_a_dead_writer_left_unfinished(tmp_path, left, claimed):
    (tmp_path / ".open").mkdir()
    (tmp_path / ".open" / "otlp-20261201T030000-dead.json").write_bytes(left)
    got = claim(tmp_path)
    assert [p.read_bytes() for p in got] == ([claimed] if claimed else [])


def test_a_full_file_moves_into_the_spool(tmp_path):
    writer = RollingWriter(tmp_path, "events-", ".jsonl", max_bytes=10)
    for n in range(3):
        writer.append(b'{"call_id": "c%d"}\n' % n)
    assert not list((tmp_path / ".open").iterdir())
    assert sorted(lines_in(tmp_path.glob("events-*.jsonl"))) == [b'{"call_id": "c0"}', b'{"call_id": "c1"}',
                                                                 b'{"call_id": "c2"}']


def test_a_failed_write_leaves_no_part_of_its_request(tmp_path):
    import resource
    import signal

    writer = RollingWriter(tmp_path, "otlp-", ".json")
    writer.append(b'{"n": 0}\n')
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    previous = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of a signal
    resource.setrlimit(resource.RLIMIT_FSIZE, (20, hard))  # a disk that fills up mid-request
    try:
        with pytest.raises(OSError):
            writer.append(b'{"n": 1, "pad": "' + b"x" * 100 + b'"}\n')
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, previous)
    writer.append(b'{"n": 2}\n')
    assert lines_in(claim(tmp_path)) == [b'{"n": 0}', b'{"n": 2}']


def test_concurrent_requests_and_claims_lose_and_repeat_nothing(tmp_path):
    writer = RollingWriter(tmp_path, "events-", ".jsonl")
    stop = threading.Event()
    due = threading.Semaphore(0)  # a load runs every few requests, while others are being written
    claimed: set = set()

    def claimer() -> None:
        while not stop.is_set():
            if due.acquire(timeout=1):
                claimed.update(claim(tmp_path))

    def sender(k: int) -> None:
        for n in range(40):
            writer.append(json.dumps({"call_id": f"{k}-{n}"}).encode() + b"\n")
            if n % 7 == 0:
                due.release()

    loader = threading.Thread(target=claimer)
    loader.start()
    senders = [threading.Thread(target=sender, args=(k,)) for k in range(6)]
    for t in senders:
        t.start()
    for t in senders:
        t.join()
    stop.set()
    loader.join()
    writer.close()
    claimed.update(claim(tmp_path))
    ids = [json.loads(line)["call_id"] for line in lines_in(claimed)]
    assert sorted(ids) == sorted(f"{k}-{n}" for k in range(6) for n in range(40))
    assert len(claimed) > 1  # the claims did cut the stream into several files


def test_receiver_requests_load_as_one_spool_file(tmp_path):
    import http.client

    from toolwatch import warehouse
    from toolwatch.flows.intake.receiver import ReceiverOptions, start_receiver, stop_receiver
    from toolwatch.flows.settings import load_settings
    from toolwatch.flows.steps import ingest_spool_step

    server, thread = start_receiver(ReceiverOptions(spool=tmp_path / "spool", port=0))
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    for n in range(30):
        span = {"traceId": f"{n:032x}", "spanId": f"{n + 1:016x}", "name": "execute_tool grep",
                "endTimeUnixNano": "1795000000000000000", "attributes": [
                    {"key": "gen_ai.tool.call.id", "value": {"stringValue": f"c{n}"}}]}
        body = json.dumps({"resourceSpans": [{"scopeSpans": [{"spans": [span]}]}]}).encode()
        conn.request("POST", "/v1/traces", body, {"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        assert response.status == 200
    conn.close()
    with warehouse.connect(tmp_path / "w.duckdb") as wh:  # while the receiver still runs
        report = ingest_spool_step(wh, load_settings(db_path=tmp_path / "w.duckdb", environ={}), str(tmp_path / "spool"))
    stop_receiver(server, thread)
    assert (report.files, report.lines_read, report.accepted, report.done) == (1, 30, 30, 1)


def test_the_receiver_answers_503_when_the_spool_cannot_take_a_request(tmp_path):
    import http.client
    import resource
    import signal

    from toolwatch.flows.intake.receiver import ReceiverOptions, start_receiver, stop_receiver

    server, thread = start_receiver(ReceiverOptions(spool=tmp_path, port=0))

    def send(call_id: str, pad: int = 0) -> tuple[int, str | None]:
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        line = json.dumps({"ts": 1795000000, "tool": "t", "status": "ok", "call_id": call_id, "pad": "x" * pad})
        conn.request("POST", "/v1/events", line.encode(), {"Content-Type": "application/x-ndjson"})
        response = conn.getresponse()
        response.read()
        conn.close()
        return response.status, response.getheader("Retry-After")

    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    previous = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    try:
        assert send("c1") == (200, None)
        resource.setrlimit(resource.RLIMIT_FSIZE, (200, hard))  # the disk fills up
        assert send("c2", pad=1000) == (503, "30")
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, previous)
    assert send("c3") == (200, None)
    stop_receiver(server, thread)
    assert [json.loads(line)["call_id"] for line in lines_in(claim(tmp_path))] == ["c1", "c3"]
