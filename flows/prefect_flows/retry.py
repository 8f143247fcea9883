"""Which failures a task retries: transient ones only, never bad data.

A retry helps when the world was briefly unavailable — the warehouse file held
by another process, a 5xx or 429 from Slack, Linear or an object store, a
dropped connection.
It never helps with a malformed file, a wrong setting or a bug, and retrying
those only delays the error a person has to read.
"""

from __future__ import annotations

from typing import Any

from toolwatch.warehouse.errors import TransientDeliveryError, TransientIngestError, WarehouseBusy

# Attempts after the first, and the waits between them (seconds).
RETRY_DELAYS: list[float] = [1, 5, 30]


def is_transient(exc: BaseException | None) -> bool:
    """True for errors worth retrying: contention, network, rate limits, 5xx."""
    if exc is None:
        return False
    if isinstance(
        exc, TransientDeliveryError | TransientIngestError | WarehouseBusy | ConnectionError | TimeoutError
    ):
        return True
    try:
        import httpx
    except ImportError:  # pragma: no cover - httpx is a dependency
        return False
    return isinstance(exc, httpx.TransportError)


def retry_on_transient(task: Any, task_run: Any, state: Any) -> bool:
    """Prefect ``retry_condition_fn``: retry only when the failure is transient."""
    exc = state.result(raise_on_failure=False)
    return is_transient(exc if isinstance(exc, BaseException) else None)
