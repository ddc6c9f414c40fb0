"""A database's error is read from its code (SQLite's result code, PostgreSQL's
SQLSTATE), not from its message (issue 20, item 5)."""

from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path

import pytest

from tracker.store.errors import Failure, failure


def _raised(call: object) -> BaseException:
    try:
        call()  # type: ignore[operator]
    except Exception as exc:
        return exc
    raise AssertionError("no error")


@pytest.mark.skipif(sys.version_info < (3, 11), reason="sqlite3 errors carry codes from 3.11")
def test_sqlite_errors_are_read_from_their_codes(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is no database at all" * 100)
    with sqlite3.connect(junk) as connection:
        error = _raised(lambda: connection.execute("SELECT * FROM sqlite_master"))
    connection.close()
    assert getattr(error, "sqlite_errorname", None) == "SQLITE_NOTADB"
    assert failure(error) is Failure.NOT_A_DATABASE

    path = tmp_path / "ok.sqlite3"
    sqlite3.connect(path).close()
    reader = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    error = _raised(lambda: reader.execute("CREATE TABLE t (x)"))
    reader.close()
    assert failure(error) is Failure.READ_ONLY


class _Coded(Exception):
    """An error with a code and a message that says something else."""

    def __init__(self, message: str, *, code: int | None = None, state: str | None = None):
        super().__init__(message)
        if code is not None:
            self.sqlite_errorcode = code
        if state is not None:
            self.sqlstate = state


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        # The message would mislead a text match: the code decides.
        (_Coded("the disk is full of locked readonly things", code=11), Failure.DAMAGED),
        (_Coded("busy", code=517), Failure.LOCKED),  # SQLITE_BUSY_SNAPSHOT: extended
        (_Coded("database is locked", code=1), None),
        (_Coded("cannot execute UPDATE", state="25006"), Failure.READ_ONLY),
        (_Coded("could not extend file: No space left", state="53100"), Failure.DISK_FULL),
        (_Coded("read-only", state="23505"), None),
    ],
)
def test_the_code_decides_not_the_message(error: Exception, kind: Failure | None) -> None:
    assert failure(error) is kind


def test_an_error_wrapped_by_sqlalchemy_is_read_from_the_driver_s() -> None:
    from sqlalchemy.exc import OperationalError

    wrapped = OperationalError("UPDATE x", {}, _Coded("anything", state="55P03"))
    assert failure(wrapped) is Failure.LOCKED


def test_python_3_10_errors_without_a_code_fall_back_to_sqlite_s_words() -> None:
    assert failure(sqlite3.OperationalError("database is locked")) is Failure.LOCKED
    assert failure(ValueError("database is locked")) is None


@pytest.mark.skipif(not os.environ.get("TRACKER_TEST_PG"), reason="no PostgreSQL server")
def test_postgresql_errors_are_read_from_their_sqlstate() -> None:
    from sqlalchemy import create_engine, text

    engine = create_engine(os.environ["TRACKER_TEST_PG"])
    try:
        with engine.connect() as connection:
            connection.execute(text("SET TRANSACTION READ ONLY"))
            error = _raised(lambda: connection.execute(text("CREATE TEMP TABLE t (x int)")))
    finally:
        engine.dispose()
    assert failure(error) is Failure.READ_ONLY
