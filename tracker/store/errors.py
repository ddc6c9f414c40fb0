"""The store's error, importable without loading the database libraries."""


class DatabaseError(RuntimeError):
    """A database that cannot be opened or written; the message is for the user."""
