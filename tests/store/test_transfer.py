"""The copy of a match between databases covers every table and column of the schema."""

from __future__ import annotations

from sqlmodel import SQLModel

import tracker.store.tables  # noqa: F401  (the tables register with the metadata)
from tracker.store.transfer import matchcopy as transfer


def test_every_table_is_copied_or_said_to_be_local() -> None:
    tables = set(SQLModel.metadata.tables) | {"alembic_version"}
    unknown = tables - transfer.COPIED_TABLES - transfer.LOCAL_TABLES
    assert not unknown, (
        f"new tables {sorted(unknown)}: make copy, push, dump and load carry them "
        "(tracker/store/transfer/matchcopy.py, tracker/services/copying.py and archive.py), "
        "then list "
        "them in transfer.COPIED_TABLES, or in LOCAL_TABLES if they describe one database only"
    )


def test_every_column_pointing_into_another_table_is_translated() -> None:
    for name, own in transfer.OWN_COLUMNS.items():
        table = SQLModel.metadata.tables[name]
        keys = {column.name for column in table.columns if column.foreign_keys}
        assert keys <= own, (
            f"{name}.{sorted(keys - own)} hold ids of another table, which differ from one "
            "database to another: translate them in transfer.write_match and list them in "
            "transfer.OWN_COLUMNS"
        )
        assert {column.name for column in table.primary_key} <= own
