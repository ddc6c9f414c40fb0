"""The window opens on a real X display (Xvfb, Qt's xcb platform), logs a goal and closes.

The other window tests run offscreen, which needs none of the X11 libraries a user's
desktop needs; this one is what a user's launch does. It starts an Xvfb server of its
own: without the ``Xvfb`` binary it is skipped, saying why, and on CI (``CI`` set) it
fails, so a missing X server is never mistaken for a window that opens.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.matches import demo_setup
from tracker.app import x_reachable
from tracker.services.matches import MatchService
from tracker.store.db import open_database

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def x_display() -> Iterator[str]:
    """A fresh Xvfb server's display (``:N``), stopped after the test."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Xvfb is an X11 server for Linux")
    binary = shutil.which("Xvfb")
    if binary is None:
        reason = "Xvfb is not installed (apt-get install xvfb)"
        if os.environ.get("CI"):
            pytest.fail(f"the window test needs Xvfb on CI: {reason}", pytrace=False)
        pytest.skip(reason)
    read, write = os.pipe()
    # -displayfd: the server picks a free display and writes its number once it is ready.
    server = subprocess.Popen(
        [binary, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        ready, _, _ = select.select([read], [], [], 30)
        number = os.read(read, 16).decode().strip() if ready else ""
        if not number:
            pytest.fail("Xvfb did not start within 30 seconds", pytrace=False)
        yield f":{number}"
    finally:
        os.close(read)
        server.terminate()
        server.wait(timeout=30)


def test_the_window_opens_on_xcb_logs_a_goal_and_closes(x_display: str, tmp_path: Path) -> None:
    assert x_reachable(x_display)
    db = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(str(db)))
    match_id = service.create(demo_setup()).id
    service.db.close()
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": x_display}
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(
        [sys.executable, "-m", "tests.ui.xcbdriver", "--db", str(db), "gui", str(match_id)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert "problem" not in report, report["problem"]
    assert report["platform"] == "xcb"
    assert report["quick_error"] == ""
    assert report["stored"] == ["PeriodStart", "Goal"]
    assert report["goal"] == ["23'"]
    assert report["status"] == 0
