"""Storage: SQLModel tables in SQLite (or another SQL database), engine and migrations."""
