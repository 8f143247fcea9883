"""The DuckDB warehouse: schema migrations, named SQL and the connection.

Everything else reads and writes the warehouse through :func:`connect` and
:func:`query`; no other package opens DuckDB files on its own.
"""

from warehouse.db import Warehouse, WarehouseError, connect, query

__all__ = ["Warehouse", "WarehouseError", "connect", "query"]
