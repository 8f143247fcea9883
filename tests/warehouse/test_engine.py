"""The warehouse imports DuckDB's engine module, not its package: the names it uses must be the same objects,
so ``except duckdb.Error`` in a test or a caller catches what the warehouse raises."""

from __future__ import annotations

import ast
from pathlib import Path

import duckdb
import pytest

from toolwatch import warehouse
from toolwatch.warehouse.engine import duckdb as engine

ROOT = Path(__file__).resolve().parents[2]


def _names_used() -> set[str]:
    """Every ``duckdb.X`` in the packages that import the engine."""
    names = set()
    for folder in ("warehouse", "detectors", "alerts", "skills", "flows"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "duckdb":
                    names.add(node.attr)
    return names


@pytest.mark.parametrize("name", sorted(_names_used()))
def test_each_name_the_code_uses_is_the_packages_own(name):
    ours, theirs = getattr(engine, name), getattr(duckdb, name)
    if isinstance(theirs, str):  # __version__: the same text (the package reads its own)
        assert ours == theirs
    else:
        assert ours is theirs


def test_an_error_from_the_warehouse_is_a_duckdb_error(tmp_path):
    with warehouse.connect(tmp_path / "w.duckdb") as wh, pytest.raises(duckdb.CatalogException):
        wh.con.execute("SELECT * FROM no_such_table")
