"""Child processes: the launcher, the command line, and an X server for the xcb rows."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def child_env(home: Path, platform: str = "offscreen", display: str = "") -> dict[str, str]:
    """The environment of a child: its own settings and data, Qt on ``platform``.

    HOME and the cache stay the user's, so that font caches are not rebuilt per run.
    """
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM=platform,
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_STATE_HOME=str(home / "state"),
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")])),
    )
    env.pop("TRACKER_DB", None)
    # As on a user's machine, where pip compiled the modules at install: a setting that
    # keeps Python from caching bytecode would time the compiler at every start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if display:
        env["DISPLAY"] = display
    return env


def launch(kind: str, db: Path | None, what: str, env: Mapping[str, str]) -> dict[str, float]:
    """Run the launcher; returns ``spawned``, ``exited`` and each word it printed -> time."""
    command = [sys.executable, "-m", "benchmarks.launcher", kind, str(db or "-"), what]
    spawned = time.time()
    done = subprocess.run(
        command, env=dict(env), cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    exited = time.time()
    if done.returncode:
        raise RuntimeError(f"{' '.join(command)} failed: {done.stderr[-2000:]}")
    out = {"spawned": spawned, "exited": exited}
    for line in done.stdout.splitlines():
        word, _, value = line.partition(" ")
        out[word] = float(value)
    return out


def match_shown_after(db: Path | None, env: Mapping[str, str]) -> float:
    """Seconds from spawning the app to the frame that shows the match it opens."""
    times = launch("app", db, "match", env)
    return times["match"] - times["spawned"]


def ready_after(db: Path | None, env: Mapping[str, str]) -> float:
    """Seconds from spawning the app to the window working on its database (takes input)."""
    times = launch("app", db, "ready", env)
    return times["ready"] - times["spawned"]


def painted_after(kind: str, db: Path | None, env: Mapping[str, str]) -> float:
    """Seconds from spawning the launcher to the main window's first frame."""
    times = launch(kind, db, "paint", env)
    return times["painted"] - times["spawned"]


def command_line() -> list[str]:
    """How to run ``match-tracker`` from this interpreter."""
    script = Path(sys.executable).with_name("match-tracker")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "tracker"]


def run_seconds(command: Sequence[str], env: Mapping[str, str]) -> float:
    """Seconds one whole process takes, output discarded; a failure raises."""
    start = time.perf_counter()
    done = subprocess.run(
        list(command),
        env=dict(env),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        timeout=1200,
    )
    seconds = time.perf_counter() - start
    if done.returncode:
        raise RuntimeError(f"{' '.join(command)} failed: {done.stderr[-2000:]}")
    return seconds


@contextlib.contextmanager
def xvfb() -> Iterator[str | None]:
    """An X server for the run (its DISPLAY), or None when Xvfb is not installed."""
    binary = shutil.which("Xvfb")
    if binary is None:
        yield None
        return
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    server = subprocess.Popen(
        [binary, f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if server.poll() is not None or time.monotonic() > deadline:
                yield None
                return
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
