"""Every layer, the window included, passes mypy strict (settings in pyproject.toml)."""

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
    "tracker/ui",
    "tracker/web",
    "tracker/app.py",
)


def test_every_layer_passes_mypy_strict(tmp_path: Path) -> None:
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
