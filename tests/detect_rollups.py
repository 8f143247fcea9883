"""Test support for the detection area: write rollup rows straight into a real warehouse.

Detectors read only ``rollup_calls`` / ``rollup_errors``, so their contract
tests describe workloads as per-bucket calls and error rates and insert them
here, with seeded binomial noise, instead of going through raw events.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np
import pyarrow as pa

from toolwatch import warehouse
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config
from toolwatch.warehouse.db import copy

START = datetime(2026, 11, 2)  # a Monday
BUCKET = timedelta(minutes=5)


@dataclass
class Series:
    tool: str
    model: str
    calls: Callable[[int], float]  # bucket index -> expected calls
    rates: dict[str, Callable[[int], float]]  # class -> (bucket index -> rate)


def constant(value: float) -> Callable[[int], float]:
    return lambda _t: value


def step(before: float, after: float, at: int, until: int | None = None) -> Callable[[int], float]:
    return lambda t: after if at <= t < (until if until is not None else 1 << 62) else before


def write(wh, series: list[Series], first: int, last: int, seed: int = 7) -> None:
    """Insert buckets ``first..last`` (inclusive) of every series; the same seed gives the same counts."""
    rows_c: dict[str, list] = {"bucket": [], "tool": [], "model": [], "calls": [], "errors": []}
    rows_e: dict[str, list] = {"bucket": [], "tool": [], "model": [], "error_class": [], "fingerprint": [], "errors": []}
    for si, s in enumerate(series):
        for t in range(first, last + 1):
            rng = np.random.default_rng([seed, si, t])
            n = int(rng.poisson(s.calls(t)))
            if n == 0:
                continue
            total = 0
            for cls, rate in sorted(s.rates.items()):
                k = int(rng.binomial(n, min(1.0, rate(t))))
                if k:
                    total += k
                    for key, value in (("bucket", START + BUCKET * t), ("tool", s.tool), ("model", s.model),
                                       ("error_class", cls), ("fingerprint", f"{s.tool[:6]}-{cls[:6]}"), ("errors", k)):
                        rows_e[key].append(value)
            for key, value in (("bucket", START + BUCKET * t), ("tool", s.tool), ("model", s.model),
                               ("calls", n), ("errors", min(total, n))):
                rows_c[key].append(value)
    if rows_c["bucket"]:
        wh.con.from_arrow(pa.table(rows_c)).insert_into("rollup_calls")
    if rows_e["bucket"]:
        wh.con.from_arrow(pa.table(rows_e)).insert_into("rollup_errors")


def at_bucket_end(t: int) -> datetime:
    """The time at which bucket ``t`` is complete."""
    return START + BUCKET * (t + 1)


def past_warmup(settings):
    """``settings`` without the fresh-install warm-up (``detect.warmup``, a day of each series' own history).

    These workloads begin with the warehouse and put their incident in its first hours to stay
    small; the warm-up itself is covered by tests/detectors/test_warmup.py.
    """
    settings.values.update({"detect.warmup": "5m", "detect.warmup_calls": 0})
    return settings


def replay_alerts(source: Path, tmp_path: Path, last: int, config: dict | None = None) -> list[dict]:
    """Replay a copy of the warehouse file ``source`` up to bucket ``last`` with the default settings past the
    warm-up, ``config`` overriding settings; returns the alerts opened."""
    path = tmp_path / "replay.duckdb"
    copy(source, path)  # the file and its write-ahead log
    settings = past_warmup(load_settings())
    settings.values.update(config or {})
    with warehouse.connect(path) as wh:
        run_detection(wh, detect_config(settings, 300), lifecycle_config(settings), at_bucket_end(last))
        return wh.rows("alerts_opened_between", {"from": START, "to": at_bucket_end(last + 1)})


def benchmark_sized_family() -> list[Series]:
    """A busy tool and 240 quiet series: some two thousand tests a bucket, a false-discovery family as large
    as the benchmark's, which is what an incident must stand out from."""
    busy = [Series("edit_file", m, constant(40.0), {"InvalidArguments": constant(0.03), "Timeout": constant(0.004)})
            for m in ("model-a", "model-b", "model-c")]
    quiet = [Series(f"tool_{i // 6}", f"model-{i % 6}", constant(3.0), {"Timeout": constant(0.01), "UserAborted": constant(0.002)})
             for i in range(240)]
    return busy + quiet


def warehouse_per_multiplier(tmp_path_factory, name: str, workload: Callable[[float], list[Series]], last: int,
                             multipliers: tuple[float, ...] = (1.0, 5.0)) -> dict[float, Path]:
    """One warehouse file per incident multiplier, buckets ``0..last`` of ``workload(multiplier)``, written once."""
    paths = {}
    for multiplier in multipliers:
        path = tmp_path_factory.mktemp(name) / f"x{multiplier:g}.duckdb"
        with warehouse.connect(path) as wh:
            write(wh, workload(multiplier), 0, last)
        paths[multiplier] = path
    return paths
