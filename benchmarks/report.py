"""Rows of the benchmark table: samples, their p50 and p99, the target and the verdict.

A row compares a subject with a baseline measured interleaved in the same run. Its
target is either a ratio of the two p50s, or an absolute bound on the subject's p50
or p99 (the ratio is printed beside it all the same).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile (``fraction`` 0.5 for the median, 0.99 for p99)."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


@dataclass(frozen=True)
class Target:
    """What a row must achieve: ``kind`` is "ratio", "p50" or "p99"; ``limit`` its bound."""

    kind: str
    limit: float
    #: "<" or "≤": whether the limit itself passes.
    strict: bool = False
    #: What the limit counts: "s" (seconds) or "n" (a number of things).
    unit: str = "s"

    def met(self, row: Row) -> bool:
        """True if the row's figures meet the target."""
        value = {"ratio": row.ratio, "p50": row.p50, "p99": row.p99}[self.kind]
        return value < self.limit if self.strict else value <= self.limit

    def __str__(self) -> str:
        sign = "<" if self.strict else "≤"
        if self.kind == "ratio":
            return f"{sign} {self.limit:g}×"
        shown = f"{self.limit:,.0f}" if self.unit == "n" else _seconds(self.limit)
        return f"{self.kind} {sign} {shown}"


def ratio(limit: float) -> Target:
    """Subject p50 / baseline p50 at most ``limit``."""
    return Target("ratio", limit)


def below(kind: str, seconds: float, *, strict: bool = True, unit: str = "s") -> Target:
    """The subject's ``kind`` ("p50" or "p99") under ``seconds`` (or a count, ``unit`` "n")."""
    return Target(kind, seconds, strict, unit)


@dataclass
class Row:
    """One line of the table: a subject against its baseline, with the target."""

    measure: str
    baseline: str
    subject: list[float]
    base: list[float]
    target: Target | None
    #: Show p99 beside p50 (for latencies measured many times).
    latency: bool = False
    #: "s" for durations, "MB" for memory, "n" for a count, "/s" for a rate.
    unit: str = "s"
    note: str = ""

    @property
    def p50(self) -> float:
        """The subject's median."""
        return percentile(self.subject, 0.5)

    @property
    def p99(self) -> float:
        """The subject's 99th percentile."""
        return percentile(self.subject, 0.99)

    @property
    def ratio(self) -> float:
        """Subject p50 over baseline p50 (NaN over a baseline of 0)."""
        base = percentile(self.base, 0.5)
        return self.p50 / base if base else math.nan

    @property
    def verdict(self) -> str:
        """The word for the target: meets, falls short, or — for a row without one."""
        if self.target is None:
            return "—"
        return "meets" if self.target.met(self) else "falls short"

    def cells(self) -> list[str]:
        """The row as table cells."""
        return [
            self.measure,
            self._figures(self.subject),
            f"{self.baseline}: {self._figures(self.base)}",
            "—" if math.isnan(self.ratio) else f"{self.ratio:.2f}×",
            str(self.target) if self.target is not None else "—",
            f"**{self.verdict}**" if self.verdict != "—" else "—",
            f"{self.note} (n={len(self.subject)})".strip(),
        ]

    def _figures(self, values: list[float]) -> str:
        show = {"MB": _megabytes, "n": _count, "/s": _rate}.get(self.unit, _seconds)
        p50 = show(percentile(values, 0.5))
        if not self.latency:
            return p50
        return f"p50 {p50}, p99 {show(percentile(values, 0.99))}"


HEADER = ["measure", "subject", "baseline", "ratio (p50)", "target", "verdict", "notes"]


def table(rows: Sequence[Row]) -> str:
    """The rows as a Markdown table."""
    lines = [_line(HEADER), _line(["---"] * len(HEADER))]
    lines.extend(_line(row.cells()) for row in rows)
    return "\n".join(lines)


def _line(cells: Sequence[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def _seconds(value: float) -> str:
    if math.isnan(value):
        return "—"
    if value >= 1:
        return f"{value:.2f} s"
    if value >= 0.01:
        return f"{value * 1000:.0f} ms"
    return f"{value * 1000:.2f} ms"


def _megabytes(value: float) -> str:
    return f"{value / 2**20:.0f} MB"


def _count(value: float) -> str:
    return "—" if math.isnan(value) else f"{value:,.0f}"


def _rate(value: float) -> str:
    return "—" if math.isnan(value) else f"{value:,.0f}/s"
