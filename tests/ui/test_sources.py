"""PySide6's import hook reads each new module's source: the window keeps none of it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

_PROBE = textwrap.dedent(
    """
    import json, linecache, sys, traceback
    sys.path.insert(0, sys.argv[1])
    import PySide6.QtCore
    from tracker.ui.common.sources import forget_read_sources

    done = forget_read_sources() if sys.argv[2] == "forget" else None
    import qtuser, plain
    feature = sys.modules["shibokensupport.feature"]
    kept = sorted(n for n in linecache.cache if n.endswith(("qtuser.py", "plain.py")))
    try:
        plain.fail()
    except ValueError:
        shown = traceback.format_exc()
    print(json.dumps({
        "done": done,
        "kept": kept,
        "uses": [feature.pyside_feature_dict.get(m) for m in ("qtuser", "plain")],
        "traceback": shown,
    }))
    """
)


def _run(tmp_path: Path, mode: str) -> dict[str, object]:
    (tmp_path / "qtuser.py").write_text("from PySide6 import QtCore\n", encoding="utf-8")
    (tmp_path / "plain.py").write_text(
        "def fail():\n    raise ValueError('the line a traceback shows')\n", encoding="utf-8"
    )
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(tmp_path), mode],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": "1"},
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return report


def test_pyside_keeps_every_imported_source_unless_told_not_to(tmp_path: Path) -> None:
    kept = _run(tmp_path, "keep")
    if not kept["kept"]:
        pytest.skip("this PySide6 does not keep the sources it reads")
    forgot = _run(tmp_path, "forget")
    assert forgot["done"] is True
    assert forgot["kept"] == []
    # PySide6 still tells a module that uses it from one that does not, as before.
    assert forgot["uses"] == kept["uses"] == [0, -1]
    # A traceback still shows the line: it is read again from the file.
    assert "raise ValueError('the line a traceback shows')" in str(forgot["traceback"])


def test_our_modules_and_the_standard_library_are_told_by_name(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import types

    from tracker.ui.common.sources import forget_read_sources

    read: list[str] = []

    def check(module: types.ModuleType) -> bool:
        read.append(module.__name__)
        return True

    feature = types.SimpleNamespace(_mod_uses_pyside=check)
    monkeypatch.setitem(sys.modules, "shibokensupport.feature", feature)
    assert forget_read_sources()
    told = feature._mod_uses_pyside
    assert told is not check
    assert told(types.ModuleType("tracker.ui.mainwindow")) is True
    assert told(types.ModuleType("tracker")) is True
    assert told(types.ModuleType("json.decoder")) is False
    assert told(types.ModuleType("sqlite3")) is False
    assert read == []
    # Any other module without a plain source file is still asked the hook's way.
    assert told(types.ModuleType("somepackage.widgets")) is True
    assert read == ["somepackage.widgets"]
    # Once is enough: a second call keeps the same function.
    assert forget_read_sources()
    assert feature._mod_uses_pyside is told


def test_a_pyside6_without_the_source_check_is_left_alone(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import types

    from tracker.ui.common.sources import forget_read_sources

    monkeypatch.setitem(sys.modules, "shibokensupport.feature", types.SimpleNamespace())
    assert forget_read_sources() is False
    monkeypatch.delitem(sys.modules, "shibokensupport.feature")
    assert forget_read_sources() is False
