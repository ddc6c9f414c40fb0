"""Every layer but the window, and the window's common part, pass mypy strict (settings in
pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STRICT = (
    "tracker/core",
    "tracker/store",
    "tracker/services",
    "tracker/sheet",
    "tracker/opendata",
    "tracker/cli",
    "tracker/ui/common",
    "tracker/ui/library",
    "tracker/ui/records",
    "tracker/ui/files",
    "tracker/ui/match",
    "tracker/ui/setup",
)


def test_every_layer_but_the_window_passes_mypy_strict(tmp_path: Path) -> None:
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
