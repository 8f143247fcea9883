"""Data flows one way: warehouse -> detectors -> alerts | skills -> flows."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ALLOWED = {
    "warehouse": set(),
    "detectors": {"warehouse"},
    "alerts": {"warehouse", "detectors"},
    "skills": {"warehouse", "detectors"},
    "flows": {"warehouse", "detectors", "alerts", "skills"},
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_imports_flow_one_way(package):
    wrong: list[str] = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for imported in _imports(path) & set(ALLOWED):
            if imported != package and imported not in ALLOWED[package]:
                wrong.append(f"{path.relative_to(ROOT)} imports {imported}")
    assert not wrong, "wrong-way imports:\n" + "\n".join(wrong)
