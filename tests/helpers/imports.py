"""What a fresh interpreter has imported after running some code: for the lazy imports."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def modules_after(code: str, **env: str) -> set[str]:
    """The top-level and dotted names in ``sys.modules`` once ``code`` has run in a new process."""
    script = f"{code}\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return set(json.loads(result.stdout.splitlines()[-1]))


def loaded(modules: set[str], package: str) -> list[str]:
    """The modules of ``package`` (itself or below it) among ``modules``."""
    return sorted(m for m in modules if m == package or m.startswith(package + "."))
