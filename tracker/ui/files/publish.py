"""Match › Publish live…: the open match or the whole library on a web page.

The read-only web server (:class:`tracker.web.server.WebServer`) runs in the background
of the window. One :class:`Publisher` per window owns it: it starts the server on this
computer only or on the local network, says at which address, and stops it when asked,
when the window closes or when the application quits. The dialog
(:mod:`tracker.ui.files.publishdialog`, which Match › Publish live… opens) is its face.
"""

from __future__ import annotations

import ipaddress
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

if TYPE_CHECKING:
    from tracker.services.matches import MatchService
    from tracker.ui.common.host import WindowHost

_log = logging.getLogger(__name__)

#: The port tried first, so that an address opened once on a phone works again next
#: time; when another program holds it, any free port is taken instead.
PREFERRED_PORT = 8765


class LiveServer(Protocol):
    """What the publisher needs of the web server."""

    def start(self) -> None:
        """Listen; a taken port raises OSError."""

    @property
    def url(self) -> str:
        """The address it answers at, with its real port."""

    def stop(self) -> None:
        """Close every stream and stop listening."""


def web_server(database_url: str, host: str, port: int, match_id: str | None) -> LiveServer:
    """The real read-only web server (its modules load on first use)."""
    from tracker.web.server import WebServer

    return WebServer(database_url, host=host, port=port, match_id=match_id)


def _count_in_records(service: MatchService) -> None:
    """Count what this window stored in the record books before the site reads them:
    the site may only read, and shows an uncounted match as not yet counted. What is
    stored stays stored if this fails; the site then says what it has not counted."""
    from tracker.services.records import RecordsService

    problem = RecordsService(service.db).count_stored()
    if problem:
        _log.warning("the record books were not counted before publishing: %s", problem)


def lan_address() -> str:
    """This computer's address on the local network (IPv4, private range first), or ""."""
    found: list[ipaddress.IPv4Address] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        up = QNetworkInterface.InterfaceFlag.IsUp | QNetworkInterface.InterfaceFlag.IsRunning
        if (flags & up) != up or flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                address = ipaddress.IPv4Address(ip.toString())
                if not (address.is_loopback or address.is_link_local):
                    found.append(address)
    found.sort(key=lambda a: not a.is_private)  # a home or club network's address first
    return str(found[0]) if found else ""


@dataclass(frozen=True)
class Published:
    """What is published, and where."""

    #: The address to open, as shown (this computer's network address when shared).
    address: str
    #: The title of the published match, or "" for the whole library.
    match_title: str
    #: True when other devices on the network may open it.
    network: bool


class Publisher(QObject):
    """The window's published site: one server at most, stopped with the window."""

    #: Emitted when publishing starts or stops.
    changed = Signal()

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.window())
        self.setObjectName("publisher")
        self.host = host
        self._server: LiveServer | None = None
        self.published: Published | None = None
        # The window always closes when asked (everything is committed): stop with it.
        host.window().installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @classmethod
    def of(cls, host: WindowHost) -> Publisher:
        """The window's publisher (made on first use)."""
        found = host.window().findChild(Publisher, "publisher")
        return found if found is not None else cls(host)

    def start(self, *, whole_library: bool, network: bool) -> Published:
        """Publish the open match (or the library) here or on the network.

        Raises OSError when the server cannot listen, and ValueError when the network
        address of this computer cannot be found (no network).
        """
        self.stop()
        doc = self.host.document
        match = None if whole_library else doc.match
        if not whole_library and (match is None or doc.match_id is None):
            raise ValueError(
                QCoreApplication.translate("publish", "Open a match first, or publish the library.")
            )
        shown_host = lan_address() if network else "127.0.0.1"
        if not shown_host:
            raise ValueError(
                QCoreApplication.translate(
                    "publish",
                    "This computer has no address on a local network: connect it to one, "
                    "or publish on this computer only.",
                )
            )
        match_id = None if match is None else str(doc.match_id)
        _count_in_records(doc.service)
        server = self._listen(doc.service.db.url, "0.0.0.0" if network else "127.0.0.1", match_id)
        port = urlsplit(server.url).port
        self._server = server
        # A phone scanning the code for one match lands on that match's page.
        page = "" if match_id is None else f"matches/{match_id}"
        self.published = Published(
            f"http://{shown_host}:{port}/{page}", "" if match is None else match.title, network
        )
        self.changed.emit()
        return self.published

    def _listen(self, database_url: str, bind: str, match_id: str | None) -> LiveServer:
        """A listening server: on the preferred port, else on any free one."""
        try:
            server = web_server(database_url, bind, PREFERRED_PORT, match_id)
            server.start()
        except OSError:
            server = web_server(database_url, bind, 0, match_id)
            server.start()
        return server

    @property
    def running(self) -> bool:
        """True while a site is published."""
        return self._server is not None

    def stop(self) -> None:
        """Stop publishing (nothing happens when nothing is published)."""
        server, self._server = self._server, None
        if server is None:
            return
        self.published = None
        server.stop()
        self.changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window closing stops the server."""
        if event.type() == QEvent.Type.Close and watched is self.host.window():
            self.stop()
        return False
