"""DuckDB's engine, imported without the start-up of its Python package.

``import duckdb`` costs about twice ``import _duckdb``: the package's own Python modules
read its version through ``importlib.metadata`` (which imports ``email.*``, ``zipfile``,
``socket``…) and build the DB-API type objects, ~35 ms of a 1,000-line ingest's start-up
(docs/performance.md). Every name toolwatch uses (``connect``, ``DuckDBPyConnection``,
the exception classes) is defined by the extension module ``_duckdb``, which the package
re-exports as the same objects (``tests/warehouse/test_engine.py`` holds that), so the
warehouse imports the engine directly: ``from toolwatch.warehouse.engine import duckdb``.
Code that imports ``duckdb`` itself (tests, bench) gets the same classes.

Should a DuckDB release stop shipping ``_duckdb`` under that name, the package is used.
"""

from __future__ import annotations

try:
    import _duckdb as duckdb
except ImportError:  # pragma: no cover - DuckDB's layout since 1.4; kept working if it changes
    import duckdb  # type: ignore[no-redef]

__all__ = ["duckdb"]
