"""What the benchmark scripts share: best-of timing and a process's own peak memory."""

from __future__ import annotations

import time
from collections.abc import Callable

from toolwatch.warehouse.partitions import peak_rss_bytes  # noqa: F401  (one definition, shared with Dask workers)


def best_of(repeat: int, fn: Callable[[], object]) -> float:
    """The fastest of ``repeat`` runs of ``fn``, in seconds (the least disturbed by the machine)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)
