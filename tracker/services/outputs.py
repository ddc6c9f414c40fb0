"""Where an export, an archive or a sheet may be written: never over a database.

Every file a command or the window writes goes through :func:`refuse_database` first,
whatever its format: a path that is an SQLite database (the open one, a backup, any
other), or the ``-wal``, ``-shm`` or ``-journal`` file beside one, is refused before
anything is written. Imports nothing heavy: the window's export dialog uses it.
"""

from __future__ import annotations

from pathlib import Path

from tracker.core.i18n import gettext as _
from tracker.services.errors import ServiceError

#: The first bytes of an SQLite database file, and of its write-ahead log.
_MAGIC = (b"SQLite format 3\x00",)
_WAL_MAGIC = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
#: Files SQLite keeps beside a database, named after it.
_BESIDE = ("-wal", "-shm", "-journal")


def refuse_database(path: Path) -> None:
    """A ServiceError (one line, nothing written) if writing ``path`` would replace a
    database or a file SQLite keeps beside one."""
    why = database_in_the_way(path)
    if why:
        raise ServiceError(
            _("will not write over {path}: {why}; nothing was written").format(path=path, why=why)
        )


def database_in_the_way(path: Path) -> str:
    """Why ``path`` must not be written ("it is a database"), or "" if it may be."""
    if _is_database(path):
        return _("it is a database")
    for suffix in _BESIDE:
        if path.name.endswith(suffix) and len(path.name) > len(suffix):
            owner = path.with_name(path.name[: -len(suffix)])
            if _is_database(owner):
                return _("it belongs to the database {name}").format(name=owner.name)
    if _starts_with(path, _WAL_MAGIC):
        return _("it is a database's write-ahead log")
    return ""


def _is_database(path: Path) -> bool:
    return _starts_with(path, _MAGIC)


def _starts_with(path: Path, magics: tuple[bytes, ...]) -> bool:
    try:
        if not path.is_file():  # follows links; a FIFO or a device is not read
            return False
        with path.open("rb") as handle:
            head = handle.read(16)
    except OSError:
        return False  # the write itself will say why it cannot be done
    return any(head.startswith(magic) for magic in magics)
