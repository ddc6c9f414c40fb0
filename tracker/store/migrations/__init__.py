"""Alembic migrations of the Match Tracker schema."""
