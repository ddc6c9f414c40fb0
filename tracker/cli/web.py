"""``serve``: the library and its live matches on a read-only web site.

Opens the database for reading only (see :mod:`tracker.store.reader`) and serves
:mod:`tracker.web` with uvicorn in the foreground until Ctrl+C. It binds to
127.0.0.1 unless ``--host`` says otherwise: a site for the network is asked for.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from tracker.cli.common import MATCH_HELP, PROG, UserError, record_id

#: The port ``serve`` listens on unless told.
DEFAULT_PORT = 8765


def _port(value: str) -> int:
    digits = value.strip()
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 5) or int(digits) > 65535:
        raise argparse.ArgumentTypeError(f"{value!r} is not a port (0 to 65535)")
    return int(digits)


def _host(value: str) -> str:
    host = value.strip()
    if not host or len(host) > 255 or any(c.isspace() for c in host):
        raise argparse.ArgumentTypeError(f"{value!r} is not a host name or address")
    return host


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``serve`` to the command's sub-parsers."""
    cmd = sub.add_parser(
        "serve",
        help="show the library and its live matches on a read-only web site",
        description="It never writes: the database is opened for reading only (a file "
        "read-only, a server in read-only transactions; give it the league's "
        "tracker_reporter role too). It listens on 127.0.0.1 only, unless --host says "
        "otherwise; put it behind a reverse proxy for HTTPS (see docs/web.md). "
        "TRACKER_DB names the database as --db does.",
    )
    cmd.add_argument(
        "--db",
        dest="serve_db",
        metavar="DATABASE",
        help="database file or SQLAlchemy URL (default: as the top-level --db, $TRACKER_DB, "
        "else the user data folder)",
    )
    cmd.add_argument(
        "--host",
        type=_host,
        default="127.0.0.1",
        metavar="HOST",
        help="the address to listen on (default 127.0.0.1: this computer only; "
        "0.0.0.0: every network it is on)",
    )
    cmd.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        metavar="PORT",
        help=f"the port (default {DEFAULT_PORT})",
    )
    cmd.add_argument(
        "--match", type=record_id, metavar="MATCH", help=f"show this match only: {MATCH_HELP}"
    )


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the library until interrupted."""
    from tracker.services.errors import ServiceError
    from tracker.web.server import WebServer

    location = args.serve_db or args.db
    match = None if args.match is None else str(args.match)
    try:
        server = WebServer(location, host=args.host, port=args.port, match_id=match)
    except ServiceError as exc:
        raise UserError.of(exc) from None

    def listening(url: str) -> None:
        every = " (every address of this computer)" if args.host in ("0.0.0.0", "::") else ""
        print(f"{PROG}: serving the library read-only at {url}{every}; Ctrl+C stops", flush=True)

    try:
        with _said_at_once():
            server.run(listening)
    except OSError as exc:
        said = exc.strerror or str(exc)
        raise UserError(f"cannot listen on {args.host}:{args.port}: {said}") from None
    return 0


@contextmanager
def _said_at_once() -> Iterator[None]:
    """The site's warnings and errors on stderr as they happen (a command's are held
    until it ends; a server's end is Ctrl+C)."""
    log = logging.getLogger("tracker.web")
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(f"{PROG}: %(levelname)s: %(message)s"))
    log.addHandler(handler)
    propagate, log.propagate = log.propagate, False
    try:
        yield
    finally:
        log.removeHandler(handler)
        log.propagate = propagate


COMMANDS = {"serve": cmd_serve}
