"""Data flows one way: warehouse -> detectors -> alerts | skills -> flows, and one way inside flows.

Every import of our own code is ``toolwatch.<layer>…``: the five folders are
one import package, never top-level names of their own.
"""

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
# Inside flows/: settings -> wiring -> steps -> prefect_flows -> demo -> cli.
# The CLI only parses and prints; nothing imports it. Steps never import commands.
FLOWS_ALLOWED = {
    "setting_checks": set(),
    "settings": {"setting_checks"},
    # The hook runs on every tool call: it may not even load the settings table.
    "intake": set(),
    "wiring": {"settings", "intake"},
    "sim": {"settings"},
    "partitions": {"settings"},
    "steps": {"settings", "wiring", "intake"},
    "setup_check": {"settings", "wiring", "intake"},
    "backtest": {"settings", "wiring", "steps"},
    "prefect_flows": {"settings", "wiring", "steps", "partitions", "intake"},
    "demo": {"settings", "wiring", "steps", "prefect_flows", "sim"},
    "ui": {"settings", "wiring", "steps"},
    "cli": {"settings", "wiring", "steps", "backtest", "prefect_flows", "demo", "sim", "partitions", "intake",
            "setup_check", "ui"},
}
BARE = set(ALLOWED)


def _imports(path: Path) -> set[str]:
    """Dotted names this file imports (``from a.b import c`` gives ``a.b.c`` and ``a.b``)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _sources(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def _layer_of(dotted: str) -> tuple[str, str] | None:
    """``toolwatch.flows.cli.ingest`` -> (``flows``, ``cli``)."""
    parts = dotted.split(".")
    if parts[0] != "toolwatch" or len(parts) < 2 or parts[1] not in ALLOWED:
        return None
    return parts[1], (parts[2] if len(parts) > 2 else "")


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_imports_flow_one_way(package):
    wrong: list[str] = []
    for path in _sources(package):
        for imported in _imports(path):
            layer = _layer_of(imported)
            if layer and layer[0] != package and layer[0] not in ALLOWED[package]:
                wrong.append(f"{path.relative_to(ROOT)} imports {imported}")
    assert not wrong, "wrong-way imports:\n" + "\n".join(wrong)


@pytest.mark.parametrize("folder", ["warehouse", "detectors", "alerts", "skills", "flows", "tests", "bench"])
def test_our_code_is_imported_through_the_toolwatch_package(folder):
    bare = [f"{path.relative_to(ROOT)} imports {name}" for path in _sources(folder)
            for name in _imports(path) if name.split(".")[0] in BARE]
    assert not bare, "import toolwatch.<package>, not the folder's own name:\n" + "\n".join(bare)


def _flows_part(path: Path) -> str:
    rel = path.relative_to(ROOT / "flows")
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


def test_flows_layers_point_one_way():
    wrong: list[str] = []
    for path in _sources("flows"):
        part = _flows_part(path)
        if part == "__init__":
            continue
        assert part in FLOWS_ALLOWED, f"{path.relative_to(ROOT)}: new part of flows/, add it to FLOWS_ALLOWED"
        for imported in _imports(path):
            layer = _layer_of(imported)
            if not layer or layer[0] != "flows" or not layer[1] or layer[1] == part:
                continue
            if layer[1] not in FLOWS_ALLOWED[part]:
                wrong.append(f"{path.relative_to(ROOT)} ({part}) imports {imported}")
    assert not wrong, "wrong-way imports inside flows/:\n" + "\n".join(wrong)


def test_nothing_outside_the_cli_imports_the_cli():
    users = [f"{path.relative_to(ROOT)} imports {name}"
             for folder in ("warehouse", "detectors", "alerts", "skills", "flows", "bench")
             for path in _sources(folder) if "cli" not in path.relative_to(ROOT).parts
             for name in _imports(path) if name.startswith("toolwatch.flows.cli")]
    assert not users, "only the command line imports the command line:\n" + "\n".join(users)


@pytest.mark.parametrize(("importer", "imported", "expected"), [
    ("steps", "toolwatch.flows.cli.ingest", False),
    ("wiring", "toolwatch.flows.steps", False),
    ("cli", "toolwatch.flows.steps", True),
    ("prefect_flows", "toolwatch.flows.demo", False),
], ids=["steps-to-cli", "wiring-to-steps", "cli-to-steps", "prefect-to-demo"])
def test_the_layer_table_judges_the_arrows_it_should(importer, imported, expected):
    layer = _layer_of(imported)
    assert layer is not None
    assert (layer[1] in FLOWS_ALLOWED[importer]) is expected
