"""A database URL as it may be shown: its passwords found, masked or taken out.

May import SQLAlchemy's URL parser only: :mod:`tracker.store.db` and
:mod:`tracker.store.match.live` both use it.
"""

from __future__ import annotations

import re

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

#: Passwords at least this long are masked wherever they appear in an error message.
_MASKED_LENGTH = 4


#: ``scheme://user:password@`` in a URL SQLAlchemy could not parse (for hiding the password).
_CREDENTIALS = re.compile(r"(://[^:/@]*):[^@]*@")


#: A query parameter that carries a password (libpq's ``password``, ``sslpassword``).
_QUERY_SECRET = re.compile(r"([?&][^=&#]*password=)[^&#]*", re.IGNORECASE)


def shown_url(url: str) -> str:
    """``url`` as it may be shown, logged or stored: every password, whether before the
    host (``user:pw@``) or a query parameter (``?password=``), replaced by ``***``.

    The one way a database's location is shown to people: messages, status lines,
    log lines and remembered settings all go through it.
    """
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):  # ValueError: a port that is not a number
        text = _CREDENTIALS.sub(r"\1:***@", url)
    else:
        text = parsed.render_as_string(hide_password=True)
    return _QUERY_SECRET.sub(r"\1***", text)


def url_secrets(url: str) -> list[str]:
    """The passwords written in ``url`` (before the host, or as query parameters)."""
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        found = _CREDENTIALS.search(url)
        secrets = [found.group(0)[len(found.group(1)) + 1 : -1]] if found else []
        return secrets + [m.group(0).split("=", 1)[1] for m in _QUERY_SECRET.finditer(url)]
    secrets = [parsed.password] if parsed.password else []
    for key, value in parsed.query.items():
        if "password" in key.lower():
            secrets.extend([value] if isinstance(value, str) else value)
    return [str(s) for s in secrets if s]


def without_secrets(url: URL) -> URL:
    """``url`` with every password taken out (as it may be remembered or stored)."""
    secret_keys = [key for key in url.query if "password" in key.lower()]
    plain = url.difference_update_query(secret_keys)
    # URL.set() cannot take a part away: the URL is built again without it.
    return URL.create(
        plain.drivername,
        username=plain.username,
        host=plain.host,
        port=plain.port,
        database=plain.database,
        query=plain.query,
    )


def hide_secrets(url: str, text: str) -> str:
    """``text`` (a message that may quote ``url`` or a driver's words) with every
    password of ``url`` masked. A password too short to tell from ordinary words is
    left where it is not part of the URL, since masking it would garble the message."""
    text = text.replace(url, shown_url(url))
    for secret in url_secrets(url):
        if len(secret) >= _MASKED_LENGTH:
            text = text.replace(secret, "***")
    return text


__all__ = ["hide_secrets", "shown_url", "url_secrets", "without_secrets"]
