"""The text of a CSV file saved by a spreadsheet: UTF-8, Windows-1252 or Mac Roman.

Excel on Windows saves "CSV" in Windows-1252 and old Excel for Mac in Mac Roman; both
give every byte a character, so either reading "succeeds" and only the names tell
which was meant: "Müller" saved on a Mac is ``M\\x9fller``, which Windows-1252 reads as
"MŸller". A reading is taken only when its accented letters sit in words as letters do
and the other reading's do not; when both read as plausible names ("Götze" saved on a
Mac is "Gštze" in Windows-1252) the file is refused with the line to look at, rather
than a name stored wrong.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The encodings a CSV file is read in, by the name :meth:`bytes.decode` knows.
UTF8 = "utf-8"
UTF16 = "utf-16"
WINDOWS = "cp1252"
MAC = "mac_roman"

#: The byte order marks that open UTF-16 text (Excel's "Unicode Text", little-endian).
_UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")

#: Characters that are not letters but stand next to letters in names and headers
#: ("O’Neil", "Nº").
_IN_WORDS = frozenset("’‘´ªº°")
#: Letters no one types: a typesetter's ligatures ("Weiß" from a Mac read as Windows-1252).
_NOT_TYPED = frozenset("ﬁﬂ")


@dataclass(frozen=True)
class CsvText:
    """A file's text and the encoding it was read in (one of :data:`UTF8`, :data:`UTF16`,
    :data:`WINDOWS`, :data:`MAC`)."""

    text: str
    encoding: str


class UnreadableCsv(ValueError):
    """The file is not text in one encoding that can be told: nothing of it is read.

    ``ambiguous``: it reads as names in both Windows-1252 and Mac Roman; else it is
    neither. ``byte`` and ``line`` (from 1) point at the first byte in question.
    """

    def __init__(self, byte: int, line: int, *, ambiguous: bool) -> None:
        super().__init__(f"byte 0x{byte:02X} on line {line}")
        self.byte = byte
        self.line = line
        self.ambiguous = ambiguous


def utf16(raw: bytes) -> bool:
    """Whether ``raw`` opens with UTF-16's byte order mark: text, though half its bytes
    are zero (Excel's "Unicode Text" file)."""
    return raw.startswith(_UTF16_MARKS)


def decode_csv(raw: bytes) -> CsvText:
    """``raw`` as text: UTF-16 after its byte order mark, UTF-8 (a byte order mark
    dropped), else whichever of Windows-1252 and Mac Roman reads its accented letters as
    letters.

    Raises:
        UnreadableCsv: neither reading fits, or both do, or UTF-16 is cut short.
    """
    if utf16(raw):
        try:
            return CsvText(raw.decode(UTF16), UTF16)
        except UnicodeDecodeError as exc:
            raise UnreadableCsv(raw[exc.start], _line(raw, exc.start), ambiguous=False) from None
    try:
        return CsvText(raw.decode("utf-8-sig"), UTF8)
    except UnicodeDecodeError:
        pass
    windows: str | None = None
    try:
        windows = raw.decode(WINDOWS)
    except UnicodeDecodeError as exc:  # five bytes Windows-1252 leaves undefined
        windows_wrong: int | None = exc.start
    else:
        windows_wrong = _first_misread(raw, windows)
    mac = raw.decode(MAC)  # every byte is a character in Mac Roman
    mac_wrong = _first_misread(raw, mac)
    if windows is not None and windows_wrong is None and mac_wrong is not None:
        return CsvText(windows, WINDOWS)
    if mac_wrong is None and windows_wrong is not None:
        return CsvText(mac, MAC)
    if windows_wrong is None:  # both read as names: which is meant cannot be told
        at = next(i for i, byte in enumerate(raw) if byte >= 0x80)
        raise UnreadableCsv(raw[at], _line(raw, at), ambiguous=True)
    raise UnreadableCsv(raw[windows_wrong], _line(raw, windows_wrong), ambiguous=False)


def _line(raw: bytes, at: int) -> int:
    """The line (from 1) of the byte at ``at``, lines ended as any spreadsheet ends them:
    CR LF on Windows, LF, or a lone CR (old Excel for Mac's "CSV (Macintosh)")."""
    before = raw[:at]
    return before.count(b"\n") + before.count(b"\r") - before.count(b"\r\n") + 1


def _first_misread(raw: bytes, text: str) -> int | None:
    """Where a byte above ASCII reads as no letter would in a name, or None.

    One byte is one character in both encodings, so a place in ``text`` is the same
    place in ``raw``.
    """
    for at, byte in enumerate(raw):
        if byte >= 0x80 and _misread(text, at):
            return at
    return None


def _misread(text: str, at: int) -> bool:
    """Whether ``text[at]`` is out of place: a sign glued to a letter ("Mu–oz"), a
    capital inside a word ("MŸller", "JosŽ"), or a small letter between capitals ("OíN")."""
    char = text[at]
    before = text[at - 1] if at > 0 else " "
    after = text[at + 1] if at + 1 < len(text) else " "
    if not _cased(char):
        return not (char.isspace() or char in _IN_WORDS) and (_cased(before) or _cased(after))
    if char.isupper():
        return before.islower() or (_cased(before) and after.islower())
    return before.isupper() and after.isupper() and _cased(after)


def _cased(char: str) -> bool:
    """A letter with a case, as names are written in (not "ª", "ˆ" or "ﬂ")."""
    return (char.isupper() or char.islower()) and char not in _NOT_TYPED


__all__ = ["MAC", "UTF8", "UTF16", "WINDOWS", "CsvText", "UnreadableCsv", "decode_csv", "utf16"]
