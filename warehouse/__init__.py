"""The DuckDB warehouse: schema migrations, named SQL and the connection.

Everything else reads and writes the warehouse through :func:`connect` and
:func:`query`; no other package opens DuckDB files on its own. The names are
loaded lazily so that ``from toolwatch.warehouse.errors import …`` does not import
DuckDB (``toolwatch --help`` and ``classify`` stay fast).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolwatch.warehouse.errors import WarehouseError

if TYPE_CHECKING:
    from toolwatch.warehouse.db import Warehouse, connect, query

__all__ = ["Warehouse", "WarehouseError", "connect", "query"]


def __getattr__(name: str) -> Any:
    if name in ("Warehouse", "connect", "query"):
        from toolwatch.warehouse import db

        return getattr(db, name)
    raise AttributeError(f"module 'warehouse' has no attribute {name!r}")
