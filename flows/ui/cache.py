"""Rendered pages kept per snapshot version, so many visitors cost one render each.

A page depends only on the snapshot copy it was read from (and, for "now" and the
ingest lag, on the clock), so its body is kept under (path, query string, snapshot
version) for at most ``max_age`` seconds — the UI's ``ui.refresh``, which already
bounds how stale a page may be. A new copy has a new version: the next load renders
again. Loads of a page that is being rendered wait for that render instead of starting
their own (one render however many visitors arrive at once), and at most ``max_renders``
different pages render at the same time (the others queue): however many visitors, the
UI's share of the CPU stays that many low-priority threads. The cache is a bounded LRU
(entries and bytes); only 200 answers are kept.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Page:
    body: bytes
    status: int
    media_type: str = "text/html"


@dataclass
class _Entry:
    page: Page
    stored_at: float


@dataclass
class _Render:
    """A render in progress: later loads of the same key wait on ``done`` and take ``page``."""

    done: threading.Event = field(default_factory=threading.Event)
    page: Page | None = None


class PageCache:
    def __init__(self, *, max_age: float, max_entries: int = 256, max_bytes: int = 64 << 20,
                 max_renders: int = 2, clock: Callable[[], float] = time.monotonic) -> None:
        self.max_age, self.max_entries, self.max_bytes, self.clock = max_age, max_entries, max_bytes, clock
        self._lock = threading.Lock()
        self._waiters_changed = threading.Condition(self._lock)
        self._render_slots = threading.BoundedSemaphore(max_renders)
        self.queued = 0  # renders waiting right now for a free slot
        self._entries: OrderedDict[Hashable, _Entry] = OrderedDict()
        self._rendering: dict[Hashable, _Render] = {}
        self._bytes = 0
        self.hits = 0
        self.renders = 0
        self.waiting = 0  # loads waiting right now for another load's render of the same page

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: Hashable, render: Callable[[], Page]) -> Page:
        """The page under ``key``: kept, being rendered by another load (waited for), or rendered now."""
        while True:
            with self._lock:
                entry = self._entries.get(key)
                if entry is not None and self.clock() - entry.stored_at < self.max_age:
                    self._entries.move_to_end(key)
                    self.hits += 1
                    return entry.page
                running = self._rendering.get(key)
                if running is None:
                    running = self._rendering[key] = _Render()
                    break
                self.waiting += 1
                self._waiters_changed.notify_all()
            running.done.wait()
            with self._lock:
                self.waiting -= 1
                if running.page is not None:  # None: that render failed; try it ourselves
                    self.hits += 1
                    return running.page
        try:
            page = self._render_in_a_slot(render)
            running.page = page
        finally:
            with self._lock:
                self.renders += 1
                del self._rendering[key]
                if running.page is not None and running.page.status == 200:
                    self._store(key, running.page)
            running.done.set()
        return page

    def _render_in_a_slot(self, render: Callable[[], Page]) -> Page:
        if not self._render_slots.acquire(blocking=False):
            with self._lock:
                self.queued += 1
                self._waiters_changed.notify_all()
            self._render_slots.acquire()
            with self._lock:
                self.queued -= 1
        try:
            return render()
        finally:
            self._render_slots.release()

    def wait_for_queued(self, count: int, timeout: float) -> bool:
        """Block until ``count`` renders wait for a slot (tests hold the running renders open until then)."""
        with self._lock:
            return self._waiters_changed.wait_for(lambda: self.queued >= count, timeout)

    def wait_for_waiting(self, count: int, timeout: float) -> bool:
        """Block until ``count`` loads wait on a render (tests use it to hold a render open until then)."""
        with self._lock:
            return self._waiters_changed.wait_for(lambda: self.waiting >= count, timeout)

    def _store(self, key: Hashable, page: Page) -> None:
        old = self._entries.pop(key, None)
        if old is not None:
            self._bytes -= len(old.page.body)
        self._entries[key] = _Entry(page, self.clock())
        self._bytes += len(page.body)
        while self._entries and (len(self._entries) > self.max_entries or self._bytes > self.max_bytes):
            _, evicted = self._entries.popitem(last=False)
            self._bytes -= len(evicted.page.body)
