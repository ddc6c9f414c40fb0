"""The services' error, importable without loading the database libraries."""


class ServiceError(ValueError):
    """A user action that was refused; the message is for the user."""


# The window takes the store's error from here: widgets never import the store.
from tracker.store.errors import DatabaseError  # noqa: E402

__all__ = ["DatabaseError", "ServiceError"]
