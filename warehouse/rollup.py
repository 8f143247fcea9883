"""Re-derive rollups and the fingerprints table from ``tool_calls``.

Ingest maintains both incrementally; these rebuilds are for after a rules
change (``toolwatch reclassify``) or a repair. Each runs in one transaction (joining the caller's, if any).
"""

from __future__ import annotations

from toolwatch.warehouse.db import Warehouse
from toolwatch.warehouse.ingest import DEFAULT_BUCKET_SECONDS


def bucket_seconds(wh: Warehouse) -> int:
    """The rollup bucket width this warehouse was built with."""
    return int(wh.meta_get("bucket_seconds", str(DEFAULT_BUCKET_SECONDS)) or DEFAULT_BUCKET_SECONDS)


def rebuild_rollups(wh: Warehouse) -> None:
    params = {"bucket_seconds": bucket_seconds(wh)}
    with wh.transaction():
        wh.con.execute("DELETE FROM rollup_calls")
        wh.con.execute("DELETE FROM rollup_errors")
        wh.con.execute("DELETE FROM rollup_fingerprint_sessions")
        wh.run("rebuild_rollup_calls", params)
        wh.run("rebuild_rollup_errors", params)
        wh.run("rebuild_rollup_fingerprint_sessions", {"day": None})


def rebuild_fingerprints(wh: Warehouse) -> None:
    with wh.transaction():
        wh.con.execute("DELETE FROM fingerprints")
        wh.run("rebuild_fingerprints")
