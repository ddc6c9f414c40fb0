"""Every layer, the window included, and the benchmarks pass mypy strict (settings in
pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STRICT = (
    "tracker/core",
    "tracker/store",
    "tracker/services",
    "tracker/sheet",
    "tracker/opendata",
    "tracker/cli",
    "tracker/ui",
    "tracker/web",
    "tracker/app.py",
    # The benchmarks drive the same layers: a call they make wrongly measures nothing.
    "benchmarks",
)


#: The libraries whose own type hints mypy's verdicts depend on. The code is typed against
#: their current releases; at the lowest versions pyproject allows (.ci/lowest) their
#: hints differ (SQLAlchemy 2.0's type Column and rows otherwise than 2.1's, PySide6
#: 6.8.3 wants a parent for every message box, anyascii
#: 0.3.2 ships no hints): some forty verdicts that say nothing about how the code runs.
TYPED_AGAINST = ("SQLAlchemy", "PySide6-Essentials", "anyascii")


def _lowest_pins() -> list[str]:
    """The libraries of :data:`TYPED_AGAINST` installed at the lowest version allowed."""
    pins = {}
    for line in (ROOT / ".ci" / "lowest-constraints.txt").read_text("utf-8").splitlines():
        name, _, pin = line.partition("==")
        if pin and not name.startswith("#"):
            pins[name.strip()] = pin.strip()
    return [f"{n} {pins[n]}" for n in TYPED_AGAINST if n in pins and version(n) == pins[n]]


def test_every_layer_passes_mypy_strict(tmp_path: Path) -> None:
    if lowest := _lowest_pins():
        pytest.skip(
            f"typed against the current releases' type hints; {', '.join(lowest)} hint "
            "differently (the run on the current versions checks the types)"
        )
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            # A cache of our own: nothing written into the checkout, no stale verdicts.
            "--cache-dir",
            str(tmp_path / "mypy-cache"),
            *STRICT,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
