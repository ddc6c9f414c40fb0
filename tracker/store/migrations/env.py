"""Alembic environment: runs on the connection the application hands over."""

from __future__ import annotations

from alembic import context
from sqlmodel import SQLModel

import tracker.store.tables  # noqa: F401  (registers the tables on the metadata)

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only for the alembic command line
    from sqlalchemy import create_engine

    engine = create_engine(context.config.get_main_option("sqlalchemy.url") or "sqlite://")
    connection = engine.connect()

context.configure(
    connection=connection,
    target_metadata=SQLModel.metadata,
    render_as_batch=True,
)
with context.begin_transaction():
    context.run_migrations()
