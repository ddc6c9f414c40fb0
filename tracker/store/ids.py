"""Ids for rows written in bulk: taken where the database numbers rows, never guessed.

Every path that chooses ids itself (bulk inserts, results and people imports) takes
them here. On PostgreSQL they come from the table's own sequence, so rows stored later
the usual way (and another client's, meanwhile) never collide with them; on SQLite the
writer holds the file (``BEGIN IMMEDIATE``): they follow the highest id, and the highest
ever given out where ids are never reused (AUTOINCREMENT).

:func:`follow_sequences` puts PostgreSQL's sequences past the highest stored id, for a
database written before every path took its ids here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from sqlalchemy import Table, func, select, text
from sqlalchemy.engine import Connection
from sqlmodel import Session

_FROM_SEQUENCE = text(
    "SELECT nextval(pg_get_serial_sequence(:table, 'id')) FROM generate_series(1, :count)"
)
_SQLITE_SEQUENCE = text("SELECT seq FROM sqlite_sequence WHERE name = :table")
#: Ids a :class:`IdSource` takes from a PostgreSQL sequence at most at once.
_MOST = 1024


def new_ids(session: Session | Connection, table: Table, count: int) -> Iterator[int]:
    """``count`` ids for new rows of ``table``, in increasing order (see the module)."""
    if count <= 0:
        return iter(())
    if _dialect(session) == "postgresql":
        taken = session.execute(_FROM_SEQUENCE, {"table": f'"{table.name}"', "count": count})
        return iter(sorted(int(value) for value in taken.scalars()))
    current = _highest(session, table)
    return iter(range(current + 1, current + 1 + count))


class IdSource:
    """Ids for new rows of one table, one at a time, when their number is not known ahead.

    On PostgreSQL they are taken from the sequence in growing blocks (a few unused ones
    at the end are skipped, never reused); on SQLite they count up from the highest.
    """

    def __init__(self, session: Session | Connection, table: Table) -> None:
        self._session = session
        self._table = table
        self._block = 16
        self._pool: Iterator[int] = iter(())
        self._last: int | None = None

    def __next__(self) -> int:
        """The next id."""
        if _dialect(self._session) != "postgresql":
            if self._last is None:
                self._last = _highest(self._session, self._table)
            self._last += 1
            return self._last
        found = next(self._pool, None)
        if found is None:
            self._pool = new_ids(self._session, self._table, self._block)
            self._block = min(self._block * 2, _MOST)
            found = next(self._pool)
        return found


def follow_sequences(connection: Session | Connection, tables: Iterable[Table]) -> None:
    """On PostgreSQL, set each table's id sequence past its highest stored id.

    A sequence ahead of the rows is left where it is (ids are never given twice).
    """
    if _dialect(connection) != "postgresql":
        return
    for table in tables:
        if "id" not in table.c:
            continue
        sequence = connection.execute(
            text("SELECT pg_get_serial_sequence(:table, 'id')"), {"table": f'"{table.name}"'}
        ).scalar()
        highest = connection.execute(select(func.max(table.c.id))).scalar()
        if sequence is None or highest is None:
            continue
        # The name comes from the server, quoted where it needs to be.
        last, called = connection.execute(
            text(f"SELECT last_value, is_called FROM {sequence}")
        ).one()
        if int(highest) > (int(last) if called else int(last) - 1):
            connection.execute(
                text("SELECT setval(:seq, :value)"), {"seq": sequence, "value": highest}
            )


def _highest(session: Session | Connection, table: Table) -> int:
    current = int(session.execute(select(func.max(table.c.id))).scalar() or 0)
    if table.dialect_options["sqlite"].get("autoincrement"):
        given = session.execute(_SQLITE_SEQUENCE, {"table": table.name}).scalar()
        current = max(current, int(given or 0))
    return current


def _dialect(session: Session | Connection) -> str:
    bind = session.get_bind() if isinstance(session, Session) else session
    return str(bind.dialect.name)
