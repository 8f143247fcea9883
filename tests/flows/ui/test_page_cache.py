"""Pages are rendered once per snapshot copy: kept bodies, one render for visitors arriving together,
at most ui.max_renders different pages at once, a bounded LRU, and a re-render as soon as a new copy holds new data. Also the fingerprint page's
single scan of raw rows against the numbers counted directly."""

from __future__ import annotations

import threading

import httpx
import pytest

from toolwatch.flows.ui.cache import Page, PageCache


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _renderer(status: int = 200):
    calls: list[str] = []

    def render(key: str):
        def draw() -> Page:
            calls.append(key)
            return Page(f"{key}#{len(calls)}".encode(), status)
        return draw
    return render, calls


@pytest.mark.parametrize(("name", "loads", "expected_renders"), [
    ("same-page-twice", ["a", "a"], ["a"]),
    ("two-pages", ["a", "b", "a", "b"], ["a", "b"]),
    # max_entries=2: "c" evicts the least recently used ("b", since "a" was loaded again)
    ("lru-eviction", ["a", "b", "a", "c", "a", "b"], ["a", "b", "c", "b"]),
    ("older-than-max-age", ["a", "tick", "a"], ["a", "a"]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_kept_pages_are_served_until_evicted_or_too_old(name, loads, expected_renders):
    clock = Clock()
    cache = PageCache(max_age=30, max_entries=2, clock=clock)
    render, calls = _renderer()
    for key in loads:
        if key == "tick":
            clock.now += 30
            continue
        cache.get(key, render(key))
    assert calls == expected_renders
    assert cache.hits == len([k for k in loads if k != "tick"]) - len(expected_renders)


SLOT_CASES = [("one_at_a_time", 1, 3), ("two_at_a_time", 2, 5)]


@pytest.mark.parametrize(("name", "max_renders", "pages"), SLOT_CASES, ids=[c[0] for c in SLOT_CASES])
def test_different_pages_render_at_most_max_renders_at_once(name, max_renders, pages):
    """Visitors of as many different pages: max_renders render, the others queue for a slot."""
    cache = PageCache(max_age=30, max_renders=max_renders)
    release = threading.Event()
    changed = threading.Condition()
    running = {"now": 0, "most": 0}

    def render(key: str):
        def draw() -> Page:
            with changed:
                running["now"] += 1
                running["most"] = max(running["most"], running["now"])
                changed.notify_all()
            release.wait()
            with changed:
                running["now"] -= 1
            return Page(key.encode(), 200)
        return draw

    threads = [threading.Thread(target=cache.get, args=(f"/p{i}", render(f"/p{i}"))) for i in range(pages)]
    for t in threads:
        t.start()
    with changed:
        assert changed.wait_for(lambda: running["now"] == max_renders, timeout=60)
    assert cache.wait_for_queued(pages - max_renders, timeout=60)  # the rest wait for a slot
    with changed:
        assert running["now"] == max_renders
    release.set()
    for t in threads:
        t.join(timeout=60)
    assert running["most"] == max_renders
    assert cache.renders == pages and cache.queued == 0


def test_the_byte_bound_evicts_too():
    cache = PageCache(max_age=30, max_bytes=10)
    render, calls = _renderer()
    for key in ("aaaa", "bbbb", "aaaa"):  # "aaaa#1" + "bbbb#2" = 12 bytes > 10: "aaaa" goes
        cache.get(key, render(key))
    assert calls == ["aaaa", "bbbb", "aaaa"] and len(cache) == 1


def test_only_200_answers_are_kept():
    cache = PageCache(max_age=30)
    render, calls = _renderer(status=404)
    assert cache.get("x", render("x")).status == 404
    cache.get("x", render("x"))
    assert calls == ["x", "x"] and len(cache) == 0


def test_visitors_arriving_during_a_render_wait_for_it_instead_of_rendering():
    cache = PageCache(max_age=30)
    visitors = 20
    renders: list[int] = []

    def draw() -> Page:
        renders.append(1)
        # Hold the render open until every other visitor is waiting on it.
        assert cache.wait_for_waiting(visitors - 1, timeout=60)
        return Page(b"page", 200)

    got: list[bytes] = []
    threads = [threading.Thread(target=lambda: got.append(cache.get("/", draw).body)) for _ in range(visitors)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert got == [b"page"] * visitors
    assert len(renders) == 1 and cache.renders == 1 and cache.hits == visitors - 1 and cache.waiting == 0


def test_a_failed_render_lets_the_next_visitor_render():
    cache = PageCache(max_age=30)

    def broken() -> Page:
        raise RuntimeError("the copy went away")

    with pytest.raises(RuntimeError):
        cache.get("/", broken)
    assert cache.get("/", lambda: Page(b"ok", 200)).body == b"ok"


def _ingest(db, config, path, settings_of) -> None:
    from toolwatch.flows.steps import ingest_step
    from toolwatch.flows.wiring import open_warehouse

    settings = settings_of(db=db, config=config)
    with open_warehouse(settings) as wh:
        ingest_step(wh, [str(path)], settings)


def test_a_kept_page_is_rendered_again_when_a_new_copy_holds_new_data(built, private_copy, tmp_path, serve):
    from toolwatch.flows.ui.app import create_app

    # A refresh period longer than the test: only a new copy (never the age) can make the page render again.
    config = tmp_path / "toolwatch.toml"
    config.write_text(built.config.read_text().replace('refresh = "1s"', 'refresh = "1h"'))
    app = create_app(built.settings(db=private_copy, config=config), snapshot_dir=tmp_path / "snap")
    pages, snapshot = app.state.pages, app.state.snapshot
    with httpx.Client(base_url=serve(app).url, timeout=60) as client:
        first = client.get("/").text
        assert client.get("/").text == first and (pages.renders, pages.hits) == (1, 1)
        assert "cache_probe" not in first

        (tmp_path / "more.jsonl").write_text(
            '{"ts": "2026-11-29T23:50:00Z", "tool": "cache_probe", "status": "ok", "call_id": "probe-1"}\n')
        _ingest(private_copy, config, tmp_path / "more.jsonl", built.settings)
        assert client.get("/").text == first  # the copy is still the old one: the kept page is right
        assert snapshot.refresh()  # the writer is done: a new copy, a new version

        again = client.get("/").text
        assert "cache_probe" in again and pages.renders == 2
        assert client.get("/").text == again and pages.renders == 2


def test_fingerprint_page_counts_match_the_raw_rows(built):
    from toolwatch import warehouse
    from toolwatch.flows.ui import data

    with warehouse.connect(built.db, read_only=True) as wh:
        fp = wh.con.execute("SELECT fingerprint FROM fingerprints ORDER BY errors DESC LIMIT 1").fetchone()[0]
        page = data.fingerprint_page(wh, fp, data.as_of(wh, 300))
        assert page is not None

        def direct(sql: str) -> list[tuple]:
            return wh.con.execute(sql, {"fp": fp, "since": page["since"]}).fetchall()

        assert direct("SELECT count(*), count(DISTINCT session_id), arg_max(rule_id, ts) FROM tool_calls "
                      "WHERE fingerprint = $fp AND ts >= $since") == [
            (page["counts"]["errors"], page["counts"]["sessions"], page["rule"]["rule_id"])]
        assert direct("SELECT model, count(*) FROM tool_calls WHERE fingerprint = $fp AND ts >= $since "
                      "GROUP BY model ORDER BY 2 DESC, 1") == [(r["value"], r["errors"]) for r in page["breakdown"]["model"]]
        assert direct("SELECT coalesce(client_os, '(not reported)'), count(*), count(DISTINCT session_id) "
                      "FROM tool_calls WHERE fingerprint = $fp AND ts >= $since GROUP BY 1 ORDER BY 2 DESC, 1") == [
            (r["value"], r["errors"], r["sessions"]) for r in page["breakdown"]["client_os"]]
        top = direct("SELECT session_id, count(*), arg_max(model, ts), arg_max(error_message, ts) FROM tool_calls "
                     "WHERE fingerprint = $fp AND ts >= $since AND session_id IS NOT NULL "
                     "GROUP BY session_id ORDER BY 2 DESC, max(ts) DESC, 1 LIMIT 10")
        assert [(s["session_id"], s["errors"], s["model"], s["error_message"]) for s in page["sessions"]] == top
        assert page["counts"]["errors"] > 10 and len(top) > 1  # a fingerprint with something to break down
