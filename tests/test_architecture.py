"""The layers stay apart (import-linter contracts in pyproject.toml), and no circles."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_hold() -> None:
    exe = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    result = subprocess.run(
        [exe, str(ROOT / "pyproject.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _cycles(graph: grimp.ImportGraph, modules: set[str]) -> Iterator[list[str]]:
    """Each set of ``modules`` that import one another in a circle (strongly connected)."""
    edges = {m: graph.find_modules_directly_imported_by(m) & modules for m in modules}
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for other in sorted(edges[module]):
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            circle = [stack.pop()]
            while circle[-1] != module:
                circle.append(stack.pop())
            if len(circle) > 1:
                found.append(sorted(circle))

    for module in sorted(modules):
        if module not in order:
            visit(module)
    yield from found


def test_no_module_imports_in_a_circle() -> None:
    graph = grimp.build_graph("tracker")
    circles = list(_cycles(graph, set(graph.modules)))
    assert circles == [], "modules that import one another: " + "; ".join(
        " <-> ".join(circle) for circle in circles
    )


def test_a_circle_is_found() -> None:
    graph = grimp.ImportGraph()
    for module in ("a", "a.one", "a.two", "a.three", "a.four"):
        graph.add_module(module)
    graph.add_import(importer="a.one", imported="a.two")
    graph.add_import(importer="a.two", imported="a.three")
    graph.add_import(importer="a.three", imported="a.one")
    graph.add_import(importer="a.three", imported="a.four")
    assert list(_cycles(graph, set(graph.modules))) == [["a.one", "a.three", "a.two"]]


def test_no_function_is_too_complex() -> None:
    exe = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    result = subprocess.run(
        [exe, "check", "--select", "C90", "--output-format", "concise", "tracker"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
