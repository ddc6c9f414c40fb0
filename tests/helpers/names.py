"""Host names the test looks up itself: a server given by name (``league.test``) while
the machine's resolver is left alone, and a lookup that goes unanswered, as the
operating system's resolver waits (its timeouts, retries and name servers) on a network
gone silent. Patched into :func:`socket.getaddrinfo`; other names are looked up as ever.
"""

from __future__ import annotations

import socket
import threading
from typing import Any

import pytest

#: How long an unanswered lookup waits at most before it fails (a resolver's own limit).
RESOLVER_S = 30


class Names:
    """Answers the lookup of each name it holds with its address, or not at all while
    :meth:`silence` lasts."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, names: dict[str, str]) -> None:
        self._names = names
        self._answering = threading.Event()
        self._answering.set()
        #: How many lookups of its names were asked.
        self.asked = 0
        real = socket.getaddrinfo

        def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
            if host not in self._names:
                return real(host, port, *args, **kwargs)
            self.asked += 1
            if not self._answering.wait(RESOLVER_S):
                raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")
            address = (self._names[host], int(port))
            return [(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP, "", address)]

        monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)

    def silence(self) -> None:
        """Lookups go unanswered (for :data:`RESOLVER_S`, or until :meth:`restore`)."""
        self._answering.clear()

    def restore(self) -> None:
        """Lookups are answered again (those waiting too)."""
        self._answering.set()
