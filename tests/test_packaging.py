"""The distribution as a user gets it: one ``toolwatch`` package that works installed.

The wheel is built with ``python -m build`` (hatchling rewrites the five top-level
folders under ``toolwatch/``), installed with its dependencies into a fresh venv,
and run from a directory outside the repository, so nothing can come from the
checkout. A second check reads the code: every third-party module the shipped
packages import is a declared run-time dependency.
"""

from __future__ import annotations

import ast
import importlib.metadata
import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from toolwatch.warehouse.template import template_file

REPO = Path(__file__).resolve().parents[1]
LAYERS = ("warehouse", "detectors", "alerts", "skills", "flows")
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())
VERSION = PYPROJECT["project"]["version"]

# Data files the code opens at run time: if one is missing from the wheel, an
# installed toolwatch fails where the checkout works.
RUNTIME_DATA = [
    ("named queries", "toolwatch/warehouse/queries/core.sql"),
    ("first migration", "toolwatch/warehouse/migrations/001_core.sql"),
    ("default rules", "toolwatch/detectors/rules/default.toml"),
    ("investigation template", "toolwatch/skills/templates/investigation.md.j2"),
    ("learned examples", "toolwatch/detectors/data/learned_examples.jsonl"),
    ("learned weights", "toolwatch/detectors/data/learned_linear.npz"),
    # Built by make install (git ignores it): the wheel must still carry the one of its migrations.
    ("empty warehouse template", f"toolwatch/warehouse/data/{template_file().name}"),
    ("simulator catalogue", "toolwatch/flows/sim/messages.json"),
    ("simulator rewordings", "toolwatch/flows/sim/rewordings.json"),
    ("simulator SQL", "toolwatch/flows/sim/write.sql"),
    ("triage skill", "toolwatch/skills/tool-error-triage/SKILL.md"),
]


def _uv() -> str:
    import uv

    return uv.find_uv_bin()


def _run(
    cmd: list[str | Path], cwd: Path, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run(
        [str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, f"{cmd} failed:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    _run(
        [sys.executable, "-m", "build", "--wheel", "--installer", "uv", "--outdir", out, REPO],
        cwd=out,
    )
    (built,) = out.glob("toolwatch-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel and its dependencies; returns its bin/ folder."""
    venv = tmp_path_factory.mktemp("venv")
    _run([sys.executable, "-m", "venv", "--without-pip", venv], cwd=venv)
    _run([_uv(), "pip", "install", "--quiet", "--python", venv / "bin" / "python", wheel], cwd=venv)
    return venv / "bin"


def _repository_files() -> set[str]:
    """What the wheel should hold: every file of the five layers, under toolwatch/."""
    files = {"toolwatch/__init__.py"}
    for layer in LAYERS:
        for path in (REPO / layer).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                files.add(f"toolwatch/{path.relative_to(REPO).as_posix()}")
    return files


def test_the_wheel_holds_one_toolwatch_package_and_nothing_else(wheel):
    names = [n for n in zipfile.ZipFile(wheel).namelist() if not n.endswith("/")]
    dist_info = f"toolwatch-{VERSION}.dist-info/"
    outside = [n for n in names if not n.startswith(("toolwatch/", dist_info))]
    assert outside == []
    shipped = {n for n in names if n.startswith("toolwatch/")}
    expected = _repository_files()
    assert sorted(expected - shipped) == [], "missing from the wheel"
    assert sorted(shipped - expected) == [], "in the wheel but not in the repository's layers"


@pytest.mark.parametrize(("what", "path"), RUNTIME_DATA, ids=[w for w, _ in RUNTIME_DATA])
def test_the_wheel_ships_the_data_the_code_opens(wheel, what, path):
    assert path in zipfile.ZipFile(wheel).namelist(), f"{what} is not in the wheel"


def test_the_installed_wheel_classifies_from_outside_the_repository(installed, tmp_path):
    done = _run(
        [installed / "toolwatch", "classify", "ENOENT: no such file", "--json"], cwd=tmp_path
    )
    assert '"error_class": "UnexpectedEnvironment"' in done.stdout
    assert '"reason": "file_not_found"' in done.stdout


WALK_IMPORTS = """
import importlib, pkgutil, toolwatch
names = [m.name for m in pkgutil.walk_packages(toolwatch.__path__, "toolwatch.")
         if not m.name.endswith(".__main__")]  # scripts: importing one runs it
for name in names:
    importlib.import_module(name)
print(toolwatch.__file__)
print(len(names))
"""


def test_every_shipped_module_imports_in_the_fresh_venv(installed, tmp_path):
    """Every module imports with only the declared dependencies, from the venv, not the checkout."""
    done = _run([installed / "python", "-c", WALK_IMPORTS], cwd=tmp_path)
    location, count = done.stdout.split()
    assert Path(location).is_relative_to(installed.parent)
    modules = [
        n for n in _repository_files() if n.endswith(".py") and not n.endswith("__main__.py")
    ]
    assert int(count) == len(modules) - 1  # toolwatch/__init__.py is the root, not walked


def _third_party_imports() -> dict[str, set[str]]:
    """Top-level module -> files importing it, over the shipped packages (stdlib and ours left out)."""
    found: dict[str, set[str]] = {}
    for layer in LAYERS:
        for path in sorted((REPO / layer).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
                if isinstance(node, ast.Import):
                    modules = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    modules = [node.module]
                else:
                    continue
                for module in modules:
                    top = module.split(".")[0]
                    if top not in sys.stdlib_module_names and top != "toolwatch":
                        found.setdefault(top, set()).add(path.relative_to(REPO).as_posix())
    return found


def test_every_third_party_import_is_a_declared_dependency():
    declared = {
        canonicalize_name(Requirement(r).name) for r in PYPROJECT["project"]["dependencies"]
    }
    providers = importlib.metadata.packages_distributions()
    # Python 3.11 infers top-level names from .py files only: add top-level extension modules
    # (duckdb ships its engine as _duckdb.*.so, which toolwatch.warehouse.engine imports).
    for dist in importlib.metadata.distributions():
        for file in dist.files or []:
            if len(file.parts) == 1 and file.suffix in (".so", ".pyd"):
                providers.setdefault(file.name.split(".")[0], []).append(dist.metadata["Name"])
    undeclared = []
    for module, files in sorted(_third_party_imports().items()):
        dists = {canonicalize_name(d) for d in providers.get(module, [module])}
        if not dists & declared:
            undeclared.append(f"{module} ({', '.join(sorted(dists))}) imported by {sorted(files)}")
    assert undeclared == [], "imported but not in [project].dependencies:\n" + "\n".join(undeclared)
