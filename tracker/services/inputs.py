"""Reading a file given to import: a regular file of a sane size, as UTF-8 text.

The counterpart of :mod:`tracker.services.outputs`. ``import`` reads match files,
openfootball and StatsBomb files through here, as ``load`` reads its archive
(:func:`tracker.services.archive._open_archive`): the file is opened without blocking
and looked at before anything is read, so a named pipe (which would wait for a
writer forever) or a device such as ``/dev/zero`` (which never ends) is refused in
one line, and no more than :data:`MAX_INPUT_BYTES` is ever read. Text that is not
UTF-8 is named for what it is (UTF-16, a zip archive, Latin-1…); a UTF-8 byte order
mark is UTF-8 text and is read as such. Imports nothing heavy.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import IO

from tracker.core.i18n import gettext as _
from tracker.services.errors import ServiceError

#: The largest file an import reads: the limit ``load`` puts on a match file in an
#: archive (a match file is tens of kilobytes, a StatsBomb events file a few megabytes).
MAX_INPUT_BYTES = 64 * 1024 * 1024
#: What a path is, when it is not a regular file.
_NOT_A_FILE = {
    stat.S_IFDIR: "a folder",
    stat.S_IFIFO: "a named pipe",
    stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device",
    stat.S_IFSOCK: "a socket",
}
#: Files that are plainly not text, by their first bytes, and what each is (said by
#: :func:`_not_text`).
_MAGIC = (
    (b"PK\x03\x04", "zip"),
    (b"PK\x05\x06", "zip"),
    (b"SQLite format 3\x00", "database"),
    (b"\x1f\x8b", "gzip"),
    (b"%PDF", "pdf"),
)
_UTF8_BOM = b"\xef\xbb\xbf"
_UTF32_BOMS = (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
#: Control bytes that no text file holds (tab, line feed, form feed and return aside).
_CONTROL = bytes(b for b in range(32) if b not in (9, 10, 12, 13))


def what_is(path: str | Path) -> str:
    """What ``path`` is when it is not a regular file ("a folder", "a named pipe",
    "a device", "a socket"), "" when it is one, or when it is not there."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return ""
    return _what(mode)


def _what(mode: int) -> str:
    return "" if stat.S_ISREG(mode) else _NOT_A_FILE.get(stat.S_IFMT(mode), "not a file")


def read_input(path: str, *, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of the file ``path``, at most ``limit`` of them; a ServiceError naming
    it if it is not a regular file, is larger, is empty, or cannot be read."""
    with _open_regular(path, limit) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:  # it grew since it was looked at
        template = _("{path}: more than {size} is far too large")
        raise ServiceError(template.format(path=path, size=_size(limit)))
    _refuse_empty(path, data)
    return data


def read_text(path: str, *, limit: int = MAX_INPUT_BYTES) -> str:
    """The text of the file ``path``, read as :func:`read_input` reads it and decoded
    as :func:`decode_text` does; errors name the file."""
    return _named_text(path, read_input(path, limit=limit))


def read_stdin(*, limit: int = MAX_INPUT_BYTES) -> str:
    """Standard input as text, as :func:`read_text` reads a file (what is piped in may
    never end: no more than ``limit`` bytes is read)."""
    data = sys.stdin.buffer.read(limit + 1)
    if len(data) > limit:
        # "standard input" stays English: the command line (the only reader of standard
        # input) tells a message naming what it read by its first words.
        template = _("{path}: more than {size} is far too large")
        raise ServiceError(template.format(path="standard input", size=_size(limit)))
    _refuse_empty("standard input", data)
    return _named_text("standard input", data)


def _refuse_empty(name: str, data: bytes) -> None:
    """Say that the file ``name`` is empty (or holds blank space only), rather than that
    it is not valid JSON at its first line."""
    if not data.removeprefix(_UTF8_BOM).strip():
        if not data:
            template = _("{name} is empty (0 bytes): there is nothing in it to import")
        else:
            template = _("{name} is empty (blank space only): there is nothing in it to import")
        raise ServiceError(template.format(name=name))


def _named_text(name: str, data: bytes) -> str:
    try:
        return decode_text(data)
    except ServiceError as exc:
        raise ServiceError(f"{name} {exc}") from None


def head_of(path: str, size: int) -> bytes:
    """The first ``size`` bytes of a regular file, without waiting: b"" for anything
    else (a folder, a pipe, a device) or a file that cannot be read."""
    try:
        with _open_regular(path, None) as handle:
            return handle.read(size)
    except (ServiceError, OSError):
        return b""


def decode_text(data: bytes) -> str:
    """``data`` as UTF-8 text (a byte order mark dropped); a ServiceError saying what
    it is instead ("is UTF-16 text; save it as UTF-8"), its message to follow a name."""
    if data.startswith(_UTF8_BOM):
        data = data[len(_UTF8_BOM) :]
    elif data.startswith(_UTF32_BOMS):
        raise ServiceError(_("is UTF-32 text; save it as UTF-8"))
    elif data.startswith(_UTF16_BOMS) or _utf16_without_bom(data):
        raise ServiceError(_("is UTF-16 text; save it as UTF-8"))
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            raise ServiceError(_not_text(kind))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ServiceError(_not_utf8(data, exc.start)) from None


def _not_text(kind: str) -> str:
    """What a file of one :data:`_MAGIC` ``kind`` is, said to follow its name."""
    if kind == "zip":
        return _("is a zip archive, not a JSON file (a library archive is read with 'load')")
    if kind == "database":
        return _("is a database, not a file to import (open it with --db)")
    if kind == "gzip":
        return _("is gzip-compressed: uncompress it first")
    return _("is a PDF document, not a JSON file")


def _utf16_without_bom(data: bytes) -> bool:
    """True for text that looks like UTF-16 without a byte order mark: JSON is mostly
    ASCII, so every other byte of its first characters is zero, and no byte between."""
    head = data[:512]
    if len(head) < 4:
        return False
    even, odd = head[0::2], head[1::2]
    return (even.count(0) == 0 and odd.count(0) >= len(odd) * 3 // 4) or (
        odd.count(0) == 0 and even.count(0) >= len(even) * 3 // 4
    )


def _not_utf8(data: bytes, at: int) -> str:
    """Why bytes that are not UTF-8 are refused: not text at all, or text in another
    encoding (the byte and its place given, to find it)."""
    if any(byte in _CONTROL for byte in data[:4096]):
        return _("is not a text file (expected UTF-8 JSON)")
    line = data.count(b"\n", 0, at) + 1
    column = at - (data.rfind(b"\n", 0, at) + 1) + 1
    template = _(
        "is not UTF-8 text: byte 0x{byte:02X} at line {line}, column {column} "
        "(Latin-1 or Windows-1252?); save it as UTF-8"
    )
    return template.format(byte=data[at], line=line, column=column)


def _open_regular(path: str, limit: int | None) -> IO[bytes]:
    """``path`` opened for reading once it is known to be a regular file (of at most
    ``limit`` bytes): opened without blocking, since opening a pipe with no writer
    would wait forever, and looked at before anything is read."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except IsADirectoryError:
        raise ServiceError(_("{path} is a folder, not a file").format(path=path)) from None
    except OSError as exc:
        raise ServiceError(f"{path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        what = _what(info.st_mode)
        if what:
            raise ServiceError(_not_a_file(path, what))
        if limit is not None and info.st_size > limit:
            template = _(
                "{path}: {size:,} bytes is far too large for a file to import (at most {limit})"
            )
            raise ServiceError(template.format(path=path, size=info.st_size, limit=_size(limit)))
        if hasattr(os, "O_NONBLOCK"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _not_a_file(path: str, what: str) -> str:
    """Why ``path``, which is ``what`` (as :func:`_what` says it), is refused."""
    if what == "a folder":
        template = _("{path} is a folder, not a file")
    elif what == "a named pipe":
        template = _(
            "{path} is a named pipe, not a file (to import what a program writes, pipe it "
            "into 'import -')"
        )
    elif what == "a device":
        template = _("{path} is a device, not a file")
    elif what == "a socket":
        template = _("{path} is a socket, not a file")
    else:
        template = _("{path} is not a regular file")
    return template.format(path=path)


def _size(limit: int) -> str:
    if limit >= 1024 * 1024:
        return f"{limit // (1024 * 1024)} MB"
    return _("{size:,} bytes").format(size=limit)


__all__ = [
    "MAX_INPUT_BYTES",
    "decode_text",
    "head_of",
    "read_input",
    "read_stdin",
    "read_text",
    "what_is",
]
