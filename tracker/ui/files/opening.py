"""Files given to the window: on the command line, dropped onto it, or from File › Open Recent.

A Match Tracker match file opens at once (its stored copy if the database has it, else
imported). StatsBomb open data and openfootball files open the Import dialog filled in,
so the user sees what will be imported before anything is stored. Every file opened this
way joins File › Open Recent (:class:`RecentFiles`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings

from tracker.services.errors import DatabaseError, ServiceError
from tracker.services.filekinds import kind_of

if TYPE_CHECKING:
    from tracker.ui.common.host import WindowHost
    from tracker.ui.files.importing import ImportDialog

#: The QSettings key of File › Open Recent, and how many files it keeps.
RECENT_KEY = "files/recent"
RECENT_MAX = 10


def open_paths(host: WindowHost, paths: Sequence[str], settings: QSettings | None = None) -> bool:
    """Open or import the files ``paths``; False (and a notice) if there is nothing to do."""
    files = [str(Path(p).expanduser()) for p in paths]
    missing = [p for p in files if not Path(p).is_file()]
    if missing:
        host.notify(
            QCoreApplication.translate("FileOpening", "No such file: {0}").format(missing[0])
        )
        return False
    empty = [p for p in files if _is_empty(p)]
    if empty:  # said as such: not "not a file Match Tracker reads"
        host.notify(
            QCoreApplication.translate(
                "FileOpening", "{0} is empty (0 bytes): there is nothing in it to open"
            ).format(Path(empty[0]).name)
        )
        return False
    kinds = [kind_of(p) for p in files]
    if settings is not None:
        RecentFiles(settings).add_all(files)
    if kinds == ["json"]:
        return _open_match_file(host, files[0])
    if set(kinds) <= {"events", "lineups", "matches"}:
        first = {kind: path for path, kind in reversed(list(zip(files, kinds, strict=True)))}
        return _ask_import(host, lambda dialog: dialog.fill_statsbomb(**first))
    if set(kinds) == {"openfootball"} or set(kinds) == {"squads"}:
        return _ask_import(host, lambda dialog: dialog.fill(kinds[0], files))
    unknown = next((p for p, k in zip(files, kinds, strict=True) if not k), files[0])
    host.notify(
        QCoreApplication.translate(
            "FileOpening",
            "{0} is not a file Match Tracker reads (a match file, StatsBomb events and "
            "lineups, or openfootball results or squads); drop such files one kind at a time",
        ).format(Path(unknown).name)
    )
    return False


def _is_empty(path: str) -> bool:
    """True for a file of 0 bytes (one gone meanwhile is said when it is read)."""
    try:
        return Path(path).stat().st_size == 0
    except OSError:
        return False


def _open_match_file(host: WindowHost, path: str) -> bool:
    """Open the stored copy of a match file's match, importing it the first time."""
    from tracker.services.inputs import read_text
    from tracker.services.matchfiles import check_text
    from tracker.services.stored import says_the_same

    try:
        # As the command line reads it (a byte-order mark, another encoding said in words).
        text = read_text(path)
        check_text(text)  # a damaged file is said as such, where, before it is looked for
        match_id, imported = host.document.service.find_or_import(text)
        same = imported or says_the_same(host.document.service, match_id, text)
    except (ServiceError, DatabaseError, OSError, ValueError) as exc:
        host.notify(
            QCoreApplication.translate("FileOpening", "Cannot open {0}: {1}").format(
                Path(path).name, exc
            )
        )
        return False
    host.open_match(match_id)
    if imported:
        said = QCoreApplication.translate("FileOpening", "Imported {0} into the database.")
        warning = same_names_said(host, match_id)
        host.notify(" ".join(filter(None, [said.format(Path(path).name), warning])))
    elif same:
        host.notify(
            QCoreApplication.translate(
                "FileOpening", "{0} is already in the database: opened it."
            ).format(Path(path).name)
        )
    else:
        host.notify(
            QCoreApplication.translate(
                "FileOpening",
                "{0} is already in the database and differs from the stored match: opened "
                "the stored match; the file was not imported (a match stored twice counts "
                "twice in the records)",
            ).format(Path(path).name)
        )
    return True


def same_names_said(host: WindowHost, match_id: int) -> str:
    """A warning for the names in both squads of the match just imported and opened, or
    "": a typo or a player copied into the wrong team gives his goals and cards to either
    side, as the new-match wizard asks; brothers and namesakes do play on opposite sides,
    so the match is stored and only told of, once."""
    from tracker.core.match.setup import names_in_both_squads

    match = host.document.match
    if match is None or host.document.match_id != match_id:
        return ""  # not opened: the library shows it as any other
    names = names_in_both_squads(match.home, match.away)
    if not names:
        return ""
    return QCoreApplication.translate(
        "FileOpening",
        "In the squads of both {home} and {away}: {names}. A typo, or a player copied "
        "into the wrong squad? Players of the same name can play on opposite sides "
        "(brothers, namesakes).",
    ).format(home=match.home.name, away=match.away.name, names=", ".join(names))


def _ask_import(host: WindowHost, fill: Callable[[ImportDialog], None]) -> bool:
    """The Import dialog filled in by ``fill``: the user reads what it will do, then imports."""
    from tracker.ui.files.importing import ImportDialog

    dialog = ImportDialog(host.document.service, host.window())
    try:
        fill(dialog)
        dialog.exec()
        match_id = dialog.match_id
    finally:
        dialog.deleteLater()
    if match_id is not None:
        host.open_match(match_id)
    return True


class RecentFiles:
    """File › Open Recent: the last files opened, newest first, at most :data:`RECENT_MAX`."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings

    def paths(self) -> list[str]:
        """The files still there (those gone are dropped from the list)."""
        value = self.settings.value(RECENT_KEY, [])
        if isinstance(value, str):
            stored = [value]
        elif isinstance(value, (list, tuple)):
            stored = [str(v) for v in value]
        else:
            stored = []
        present = [p for p in stored if Path(p).is_file()]
        if present != stored:
            self._store(present)
        return present

    def add_all(self, paths: Sequence[str]) -> None:
        """Put ``paths`` first in the list."""
        fresh = [str(Path(p).resolve()) for p in paths]
        kept = [p for p in self.paths() if p not in fresh]
        self._store((fresh + kept)[:RECENT_MAX])

    def clear(self) -> None:
        """Forget every file."""
        self._store([])

    def _store(self, paths: list[str]) -> None:
        self.settings.setValue(RECENT_KEY, paths)
