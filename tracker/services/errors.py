"""The services' error, importable without loading the database libraries."""


class ServiceError(ValueError):
    """A user action that was refused; the message is for the user."""
