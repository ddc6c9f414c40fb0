"""``install-desktop``: the desktop entry and the icons, into the user's data folder.

Installs ``applications/match-tracker.desktop`` and the hicolor icons under
``$XDG_DATA_HOME`` (``~/.local/share``), so the desktop's menu lists Match Tracker with
its icon and offers it for match files; ``--uninstall`` removes exactly those files.
Needs no window and no database.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from tracker.cli.common import UserError

if TYPE_CHECKING:
    from importlib.abc import Traversable  # importlib.resources.abc from Python 3.11

DESKTOP_FILE = "match-tracker.desktop"
ICON_NAME = "match-tracker"
GUI_SCRIPT = "match-tracker-gui"


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``install-desktop`` to the command's sub-parsers."""
    cmd = sub.add_parser(
        "install-desktop",
        help="add Match Tracker to the desktop's menu, with its icon (in ~/.local/share)",
    )
    cmd.add_argument(
        "--uninstall", action="store_true", help="remove the desktop entry and the icons again"
    )


def data_home(environ: os._Environ[str] | dict[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME`` if set to an absolute path, else ``~/.local/share``."""
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def _shipped() -> Traversable:
    from importlib import resources  # loaded by this command only, not by every command

    return resources.files("tracker.resources")


def icon_files() -> list[tuple[str, Traversable]]:
    """The shipped icons: (path under the data folder, file)."""
    found: list[tuple[str, Traversable]] = []
    hicolor = _shipped() / "icons" / "hicolor"
    for size in sorted(hicolor.iterdir(), key=lambda d: d.name):
        png = size / "apps" / f"{ICON_NAME}.png"
        if png.is_file():
            found.append((f"icons/hicolor/{size.name}/apps/{ICON_NAME}.png", png))
    svg = _shipped() / "icons" / f"{ICON_NAME}.svg"
    found.append((f"icons/hicolor/scalable/apps/{ICON_NAME}.svg", svg))
    return found


def gui_command() -> str:
    """The window's command as the desktop should run it: the installed script's full
    path when it sits beside this Python (a virtual environment is not on the menu's PATH)."""
    beside = Path(sys.executable).parent / GUI_SCRIPT
    if beside.is_file():
        return str(beside)
    return shutil.which(GUI_SCRIPT) or GUI_SCRIPT


def desktop_entry(command: str) -> str:
    """The shipped desktop entry with its Exec and TryExec running ``command``."""
    text = (_shipped() / "desktop" / DESKTOP_FILE).read_text("utf-8")
    quoted = f'"{command}"' if " " in command else command
    lines = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            line = f"Exec={quoted} %f"
        elif line.startswith("TryExec="):
            line = f"TryExec={command}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def install(target: Path, command: str) -> list[Path]:
    """Write the desktop entry and the icons under ``target``; returns the files written."""
    written = []
    for relative, source in icon_files():
        path = target / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(source.read_bytes())
        written.append(path)
    entry = target / "applications" / DESKTOP_FILE
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(command), "utf-8")
    written.append(entry)
    return written


def uninstall(target: Path) -> list[Path]:
    """Remove what :func:`install` wrote under ``target``; returns the files removed."""
    removed = []
    for relative in [r for r, _ in icon_files()] + [f"applications/{DESKTOP_FILE}"]:
        path = target / relative
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed


def _refresh(target: Path) -> None:
    """Tell the desktop's menu of the entry, where its tool exists (it notices by itself
    otherwise). No icon cache is written: a stale one in the user's folder hides icons."""
    applications = target / "applications"
    if shutil.which("update-desktop-database") and applications.is_dir():
        import subprocess  # loaded by this command only, not by every command

        subprocess.run(["update-desktop-database", "-q", str(applications)], check=False)


def cmd_install_desktop(args: argparse.Namespace) -> int:
    """Install (or ``--uninstall``) the desktop entry and icons."""
    target = data_home()
    try:
        if args.uninstall:
            removed = uninstall(target)
            print(f"removed {len(removed)} files from {target}")
        else:
            written = install(target, gui_command())
            print(f"installed the desktop entry and {len(written) - 1} icons into {target}")
        _refresh(target)
    except OSError as exc:
        raise UserError(f"cannot write into {target}: {exc.strerror or exc}") from exc
    return 0


COMMANDS = {"install-desktop": cmd_install_desktop}
