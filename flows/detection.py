"""Composition of one detection run: settings -> evaluator -> alert lifecycle.

``detect`` and ``backtest`` both call :func:`run_detection`; the only
difference is the warehouse (the live one, or a throwaway one filled from the
given files) and how far the walk goes. Plain functions, so the Prefect flow,
the CLI and the benchmarks share them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from toolwatch.flows.settings import Settings, parse_duration
from toolwatch.warehouse.errors import ConfigError

DEFAULT_BUCKET_SECONDS = 300


@dataclass
class DetectReport:
    first_bucket: datetime | None
    last_bucket: datetime | None
    buckets: int
    events: list = field(default_factory=list)  # toolwatch.alerts.policy.LifecycleEvent


def bucket_seconds_of(wh, settings: Settings) -> int:
    """The rollup width: ``meta['bucket_seconds']`` when ingest wrote it, else ``detect.bucket``."""
    stored = wh.meta_get("bucket_seconds")
    return int(stored) if stored else parse_duration(settings["detect.bucket"])


def detect_config(settings: Settings, bucket_seconds: int):
    from toolwatch.detectors.baselines import BaselineParams
    from toolwatch.detectors.evaluate import DetectConfig

    def buckets(name: str) -> int:
        return max(1, parse_duration(settings[name]) // bucket_seconds)

    windows = settings["detect.windows"]
    if not windows or not all(isinstance(w, str) for w in windows):
        raise ConfigError("detect.windows must be a non-empty list of durations such as [\"15m\", \"1h\", \"6h\"]")
    fdr = settings["detect.fdr"]
    if not 0 < fdr < 1:
        raise ConfigError(f"detect.fdr must be between 0 and 1, got {fdr}")
    return DetectConfig(
        bucket_seconds=bucket_seconds,
        unknown_rate_threshold=settings["detect.unknown_rate_threshold"],
        unknown_min_calls=settings["detect.unknown_min_calls"],
        unknown_min_errors=settings["detect.unknown_min_errors"],
        unknown_window=parse_duration(settings["detect.unknown_window"]),
        windows=tuple(sorted(parse_duration(w) for w in windows)),
        min_effect=settings["detect.min_effect"],
        min_errors=settings["detect.min_errors"],
        fdr=fdr,
        baseline=BaselineParams(
            halflife_buckets=float(buckets("detect.baseline_halflife")),
            grace_buckets=buckets("detect.grace"),
            grace_calls=float(settings["detect.grace_calls"]),
            adapt_buckets=buckets("detect.adapt_after"),
        ),
        tools=settings["detect.tools"],
    )


def lifecycle_config(settings: Settings):
    from toolwatch.alerts.policy import LifecycleConfig

    return LifecycleConfig(
        renotify_cooldown=parse_duration(settings["detect.renotify_cooldown"]),
        resolve_dwell=parse_duration(settings["detect.resolve_dwell"]),
        renotify_factor=settings["detect.renotify_factor"],
        min_errors=settings["detect.min_errors"],
        unknown_min_errors=settings["detect.unknown_min_errors"],
    )


def default_at(wh, bucket_seconds: int, now: datetime | None = None) -> datetime:
    """Now, or, when the data is historical, the end of the newest bucket with data.

    Live data: the bucket holding the newest event is still filling, and it is
    evaluated once ``now`` passes its end. Historical data (the newest event is
    older than one bucket): its last bucket is complete, so it is evaluated too.
    """
    from datetime import timedelta

    from toolwatch.detectors.findings import bucket_floor

    now = now or datetime.now(UTC).replace(tzinfo=None)
    row = wh.run("detect_bucket_range").fetchone()
    last = row[1] if row else None
    if last is None:
        return now
    return min(now, bucket_floor(last, bucket_seconds) + timedelta(seconds=bucket_seconds))


def run_detection(wh, config, lifecycle, at: datetime, progress=None) -> DetectReport:
    """Evaluate every bucket not yet evaluated that ends at or before ``at``."""
    from toolwatch.alerts.policy import AlertLifecycle
    from toolwatch.detectors.evaluate import Evaluator

    evaluator = Evaluator(wh, config)
    pending = evaluator.pending(at)
    if pending is None:
        return DetectReport(None, None, 0)
    policy = AlertLifecycle(wh, lifecycle)

    def handle(result) -> None:
        policy.apply(result)
        if progress is not None:
            progress(result)

    buckets = evaluator.run(*pending, handle, policy.flush)
    return DetectReport(pending[0], pending[1], buckets, policy.events)


def parse_time(text: str, option: str) -> datetime:
    """An ISO 8601 time from the command line as naive UTC (``Z`` or an offset allowed)."""
    try:
        value = datetime.fromisoformat(text.strip().replace("z", "Z").replace("Z", "+00:00"))
    except ValueError:
        raise ConfigError(f"{option} {text!r} is not an ISO 8601 time such as 2026-11-30T12:00Z") from None
    return value.astimezone(UTC).replace(tzinfo=None) if value.tzinfo else value
