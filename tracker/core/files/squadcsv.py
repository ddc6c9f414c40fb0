"""Reading a squad from a CSV file or from rows pasted out of a spreadsheet.

The columns are ``number, name, known_as, position`` in that order, or in any order
when the first row names them (a header row). Rows pasted from a spreadsheet are
tab-separated; files may use commas or semicolons. ``position`` is GK, DF, MF or FW
(or goalkeeper, defender, midfielder, forward); ``number`` and ``known_as`` may be
empty; ``name`` may not. Every row is reported with what is wrong with it, so a
preview can show the user before anything is imported.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tracker.core.i18n import gettext as _
from tracker.core.match.model import Position, fold

COLUMNS = ("number", "name", "known_as", "position")

_HEADER_NAMES = {
    "number": "number",
    "no": "number",
    "no.": "number",
    "#": "number",
    "shirt": "number",
    "shirt number": "number",
    "name": "name",
    "full name": "name",
    "player": "name",
    "known_as": "known_as",
    "known as": "known_as",
    "short name": "known_as",
    "position": "position",
    "pos": "position",
    "pos.": "position",
    # The same columns as a German or a Spanish club's spreadsheet heads them (folded:
    # "Rückennummer" is "ruckennummer", "Posición" "posicion").
    "nr": "number",
    "nr.": "number",
    "nummer": "number",
    "ruckennummer": "number",
    "trikotnummer": "number",
    "dorsal": "number",
    "numero": "number",
    "n.o": "number",
    "spieler": "name",
    "vollstandiger name": "name",
    "jugador": "name",
    "nombre": "name",
    "nombre completo": "name",
    "rufname": "known_as",
    "kurzname": "known_as",
    "bekannt als": "known_as",
    "nombre corto": "known_as",
    "conocido como": "known_as",
    "posicion": "position",
    "demarcacion": "position",
}

_POSITIONS = {
    "gk": Position.GK,
    "g": Position.GK,
    "goalkeeper": Position.GK,
    "keeper": Position.GK,
    "df": Position.DF,
    "d": Position.DF,
    "defender": Position.DF,
    "mf": Position.MF,
    "m": Position.MF,
    "midfielder": Position.MF,
    "fw": Position.FW,
    "f": Position.FW,
    "forward": Position.FW,
    "striker": Position.FW,
    # German: Torwart, Abwehr, Mittelfeld, Sturm (TW, AB, MF, ST).
    "tw": Position.GK,
    "torwart": Position.GK,
    "torhuter": Position.GK,
    "ab": Position.DF,
    "abwehr": Position.DF,
    "verteidiger": Position.DF,
    "verteidigung": Position.DF,
    "mittelfeld": Position.MF,
    "mittelfeldspieler": Position.MF,
    "st": Position.FW,
    "sturm": Position.FW,
    "sturmer": Position.FW,
    "angriff": Position.FW,
    # Spanish: portero, defensa, centrocampista, delantero (POR, DEF, MED, DEL).
    "por": Position.GK,
    "portero": Position.GK,
    "arquero": Position.GK,
    "def": Position.DF,
    "defensa": Position.DF,
    "defensor": Position.DF,
    "med": Position.MF,
    "centrocampista": Position.MF,
    "mediocampista": Position.MF,
    "del": Position.FW,
    "delantero": Position.FW,
}


@dataclass(frozen=True)
class SquadRow:
    """One row read from the source: its fields, and the reason it is wrong if it is."""

    line: int
    number: int | None
    name: str
    known_as: str
    position: Position | None
    error: str = ""

    @property
    def ok(self) -> bool:
        """True when the row can be imported."""
        return not self.error


@dataclass(frozen=True)
class SquadImport:
    """Everything read from one file or paste."""

    rows: tuple[SquadRow, ...]
    header: bool
    #: Columns named in the header row that are not ours (date of birth, club…): left out.
    ignored: tuple[str, ...] = ()

    @property
    def good(self) -> tuple[SquadRow, ...]:
        """The rows that can be imported."""
        return tuple(row for row in self.rows if row.ok)

    @property
    def bad(self) -> tuple[SquadRow, ...]:
        """The rows that are wrong."""
        return tuple(row for row in self.rows if not row.ok)


def parse_position(text: str) -> Position | None:
    """A position from ``GK``/``goalkeeper`` and the like; None for empty text.

    Raises ValueError for text that names no position.
    """
    key = fold(text).strip()
    if not key:
        return None
    try:
        return _POSITIONS[key]
    except KeyError:
        raise ValueError(
            _("position {position!r} is not GK, DF, MF or FW").format(position=text.strip())
        ) from None


def _dialect(text: str) -> type[csv.Dialect] | str:
    """The CSV dialect of ``text`` as :class:`csv.Sniffer` finds it, else a delimiter.

    The sniffer knows quoting (``9;"Kane, Harry"`` is two fields); one name per line
    gives it nothing to go on, so the first line's separators decide then.
    """
    sample = "\n".join(text.splitlines()[:50])
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        pass
    first = next((line for line in text.splitlines() if line.strip()), "")
    if "\t" in first:
        return "\t"
    if first.count(";") > first.count(","):
        return ";"
    return ","


def _header(fields: list[str]) -> list[str] | None:
    """Our column for each field of a header row ("" for a column of its own), or None.

    A row naming the name column is a header: a spreadsheet kept by a club has columns
    of its own (date of birth, club), which are left out rather than refused.
    """
    names = [_HEADER_NAMES.get(fold(f).strip()) for f in fields]
    if "name" in names:
        return [n or "" for n in names]
    return None


def _nameless_header(fields: list[str]) -> list[str]:
    """Our columns a first row names when it names some but not the name column (a
    header that cannot be read); empty otherwise."""
    names = [_HEADER_NAMES.get(fold(f).strip()) for f in fields]
    if "name" in names:
        return []
    return [n for n in names if n]


def parse_squad(text: str, taken: Mapping[int, str] | Iterable[int] = ()) -> SquadImport:
    """Read squad rows from CSV or pasted text.

    ``taken`` are the shirt numbers already worn in the squad, with the wearers' names
    when known, so a clash can name who wears the number.
    """
    text = text.lstrip("\ufeff")
    found = _dialect(text)
    stream = io.StringIO(text, newline="")
    if isinstance(found, str):
        reader = csv.reader(stream, delimiter=found)
    else:
        reader = csv.reader(stream, dialect=found)
    records: list[tuple[int, list[str]]] = []
    try:
        for fields in reader:
            if any(f.strip() for f in fields):
                records.append((reader.line_num, fields))
    except csv.Error as exc:
        why = _("cannot be read as CSV: {error}").format(error=exc)
        broken = SquadRow(reader.line_num, None, "", "", None, why)
        return SquadImport((broken,), False)
    columns = list(COLUMNS)
    header = False
    ignored: tuple[str, ...] = ()
    if records and (nameless := _nameless_header(records[0][1])):
        # Read as data, "number,position" over "9,FW" would give a player named "FW".
        why = _(
            "the header row names no name column (its columns: {named}); name one: {columns}"
        ).format(named=", ".join(nameless), columns=", ".join(COLUMNS))
        return SquadImport((SquadRow(records[0][0], None, "", "", None, why),), True)
    if records and (named := _header(records[0][1])) is not None:
        ignored = tuple(
            f.strip() for f, n in zip(records[0][1], named, strict=True) if not n and f.strip()
        )
        columns, header = named, True
        records = records[1:]
    if not header and records and all(_one_name(fields) for _line, fields in records):
        # A list of names, one a line (pasted from a report): each line is a name.
        columns = ["name"]
    if isinstance(taken, Mapping):
        numbers = dict(taken)
    else:
        numbers = dict.fromkeys(taken, _("a player already in the squad"))
    squad = frozenset(numbers)
    rows = [_row(line, fields, columns, numbers, squad) for line, fields in records]
    return SquadImport(tuple(rows), header, ignored)


def _one_name(fields: list[str]) -> bool:
    """Whether a line holds one field alone, and it is no shirt number: a name."""
    filled = [f.strip() for f in fields if f.strip()]
    return len(filled) == 1 and fields[0].strip() == filled[0] and not filled[0].isdigit()


def _row(
    line: int, fields: list[str], columns: list[str], numbers: dict[int, str], squad: frozenset[int]
) -> SquadRow:
    values = dict.fromkeys(COLUMNS, "")
    extra = [f for f in fields[len(columns) :] if f.strip()]
    for column, value in zip(columns, fields, strict=False):
        if column:
            values[column] = value.strip()
    name, known_as = values["name"], values["known_as"]
    error = ""
    position: Position | None = None
    try:
        position = parse_position(values["position"])
    except ValueError as exc:
        error = str(exc)
    number, error = _shirt_number(values["number"], error)
    if not name:
        if error:
            error = _("the name is missing ({error})").format(error=error)
        else:
            error = _("the name is missing")
    elif any("\n" in value or "\r" in value for value in values.values()):
        error = _("a field runs over several lines (an unclosed quote?)")
    if extra and not error:
        error = _("{count} columns, expected at most {most}: {columns}").format(
            count=len(fields), most=len(columns), columns=", ".join(COLUMNS)
        )
    if number is not None and not error:
        error = _number_clash(number, name, numbers, squad)
    return SquadRow(line, number, name, known_as, position, error)


def _shirt_number(written: str, error: str) -> tuple[int | None, str]:
    """The shirt number (None if none or unreadable), and the row's first error."""
    raw_number = written.lstrip("#")
    if raw_number:
        if not raw_number.isdecimal():
            return None, error or _("shirt number {number!r} is not a whole number").format(
                number=written
            )
        if len(raw_number.lstrip("0")) > 3:  # and int() refuses over 4,300 digits
            return None, error or _("shirt number {number}… is out of range (0 to 999)").format(
                number=raw_number[:6]
            )
        if not 0 <= int(raw_number) <= 999:
            return None, error or _("shirt number {number} is out of range").format(
                number=raw_number
            )
        return int(raw_number), error
    return None, error


def _number_clash(number: int, name: str, numbers: dict[int, str], squad: frozenset[int]) -> str:
    """Why ``number`` cannot be ``name``'s ("" if it is free: it is then taken)."""
    if number not in numbers:
        numbers[number] = name
        return ""
    if fold(numbers[number]) == fold(name):
        # The wearer is this very player: a clash would name him as his own rival.
        if number in squad:
            template = _("{name} is already in the squad (shirt number {number})")
        else:
            template = _("{name} is listed twice (shirt number {number})")
        return template.format(name=name, number=number)
    return _("shirt number {number} is also worn by {name}").format(
        number=number, name=numbers[number]
    )
