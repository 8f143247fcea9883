"""Page loads never hold up a writer: an ingest in another process runs to the end while pages load
and the UI re-copies the warehouse as often as it can; the pages then show what it loaded."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import httpx


def test_ingest_in_another_process_completes_while_pages_load(built, private_copy, tmp_path, serve):
    from toolwatch.flows.ui.app import create_app

    config = built.config  # ui.refresh = 1s: the UI tries to re-copy every second while pages load
    app = create_app(built.settings(db=private_copy), snapshot_dir=tmp_path / "snap")
    site = serve(app)
    lines = [json.dumps({"ts": f"2026-11-29T23:{i % 60:02d}:00Z", "tool": "concurrency_probe", "status": "ok",
                         "call_id": f"probe-{i}"}) for i in range(20_000)]
    (tmp_path / "more.jsonl").write_text("\n".join(lines) + "\n")
    ingest = subprocess.Popen(
        [sys.executable, "-m", "toolwatch", "ingest", str(tmp_path / "more.jsonl"), "--db", str(private_copy),
         "--config", str(config), "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    statuses: list[int] = []
    done = threading.Event()

    def load() -> None:
        with httpx.Client(base_url=site.url, timeout=120) as client:
            while not done.is_set():
                for path in ("/", "/alerts", f"/alerts/{built.hostile_alert}", "/tools/edit_file"):
                    statuses.append(client.get(path).status_code)

    readers = [threading.Thread(target=load) for _ in range(4)]
    for r in readers:
        r.start()
    out, err = ingest.communicate(timeout=240)
    done.set()
    for r in readers:
        r.join(timeout=120)
    assert ingest.returncode == 0, err
    assert json.loads(out)["accepted"] == 20_000
    assert statuses and set(statuses) == {200}
    assert app.state.snapshot.refresh()  # the writer is gone: the copy catches up
    with httpx.Client(base_url=site.url, timeout=60) as client:
        assert "concurrency_probe" in client.get("/tools/concurrency_probe").text
