from __future__ import annotations

import duckdb
import pytest

from toolwatch import warehouse
from toolwatch.warehouse.db import migrations, query, query_names, query_needs


def test_migrations_apply_once_and_are_recorded(tmp_path):
    path = tmp_path / "w.duckdb"
    warehouse.connect(path).close()
    with warehouse.connect(path) as wh:  # second open must not re-apply
        versions = [r[0] for r in wh.con.execute("SELECT version FROM schema_migrations ORDER BY 1").fetchall()]
    assert versions == [m.version for m in migrations()]


@pytest.mark.parametrize("name", query_names())
def test_every_named_query_runs_on_an_empty_warehouse(wh, name):
    sql = query(name)
    if query_needs(name):
        # Run-time inputs (staging tables, files): parse here, executed by the job's own tests.
        assert wh.con.extract_statements(sql), name
        return
    # Bind every $param to NULL: the statement must parse, bind and run on empty tables.
    params = {p: None for p in _param_names(sql)}
    try:
        wh.con.execute("BEGIN TRANSACTION")
        wh.con.execute(sql, params)
    except duckdb.ConstraintException:
        pass  # NULL into a NOT NULL column proves the statement bound correctly
    finally:
        wh.con.execute("ROLLBACK")


def _param_names(sql: str) -> set[str]:
    import re

    return set(re.findall(r"\$([a-z_][a-z0-9_]*)", sql))


def test_unknown_named_query_is_a_clear_error():
    with pytest.raises(warehouse.WarehouseError, match="no named query 'nope'"):
        query("nope")
