"""The window's modules import one another without circles."""

from __future__ import annotations

import grimp


def _cycles(graph: grimp.ImportGraph, modules: set[str]) -> list[list[str]]:
    """The groups of two or more modules that reach one another (Tarjan's components)."""
    edges = {
        module: sorted(graph.find_modules_directly_imported_by(module) & modules)
        for module in modules
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:
        # Iterative, so that a long chain of imports cannot exhaust the recursion limit.
        work = [(start, iter(edges[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            module, targets = work[-1]
            target = next(targets, None)
            if target is None:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[module])
                if low[module] == index[module]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == module:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
            elif target not in index:
                index[target] = low[target] = len(index)
                stack.append(target)
                on_stack.add(target)
                work.append((target, iter(edges[target])))
            elif target in on_stack:
                low[module] = min(low[module], index[target])

    for module in sorted(modules):
        if module not in index:
            visit(module)
    return found


def test_cycle_finder_finds_a_circle_and_nothing_else() -> None:
    graph = grimp.ImportGraph()
    for module in ("a", "b", "c", "d"):
        graph.add_module(module)
    graph.add_import(importer="a", imported="b")
    graph.add_import(importer="b", imported="c")
    graph.add_import(importer="c", imported="a")
    graph.add_import(importer="c", imported="d")
    assert _cycles(graph, {"a", "b", "c", "d"}) == [["a", "b", "c"]]
    graph.remove_import(importer="c", imported="a")
    assert _cycles(graph, {"a", "b", "c", "d"}) == []


def test_no_import_circles_in_the_window() -> None:
    # Imports under TYPE_CHECKING and inside functions count too: a circle through them
    # still ties the modules together for a reader and for the type checker.
    graph = grimp.build_graph("tracker")
    ui = {module for module in graph.modules if module.startswith("tracker.ui")}
    assert len(ui) > 60  # the window's modules were found
    assert _cycles(graph, ui) == []
