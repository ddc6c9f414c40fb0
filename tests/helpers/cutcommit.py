"""A connection to the database server cut around a commit, faked on any backend.

:func:`cut_after_commit`: the commit reached the server and was stored, but the client
hears of it only as a connection lost (no confirmation came back). :func:`cut_at_commit`:
the connection went as the commit was being sent, and nothing was stored. Either way the
client is told it may have been stored or not; the first is the case a client can settle
by reading the database again. With ``then``, called as the connection is lost, the test
takes the server away with it (:meth:`tests.helpers.relay.Relay.cut`, or
:func:`out_of_reach`): reading it back fails too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager

from sqlalchemy import event
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session


def _lost(_session: Session) -> None:
    raise OperationalError(
        "COMMIT",
        None,
        Exception("server closed the connection unexpectedly"),
        connection_invalidated=True,
    )


@contextmanager
def _cut(when: str, then: Callable[[], object] | None = None) -> Iterator[None]:
    """The next commit of any session loses its connection at ``when`` (a session event),
    ``then`` called first."""
    fired = False

    def once(session: Session) -> None:
        nonlocal fired
        if not fired:
            fired = True
            if then is not None:
                then()
            _lost(session)

    event.listen(Session, when, once)
    try:
        yield
    finally:
        event.remove(Session, when, once)


@contextmanager
def cut_after_commit(then: Callable[[], object] | None = None) -> Iterator[None]:
    """The next commit is stored, then its connection is lost before it is confirmed."""
    with _cut("after_commit", then):
        yield


@contextmanager
def cut_at_commit(then: Callable[[], object] | None = None) -> Iterator[None]:
    """The next commit loses its connection as it is sent: nothing of it is stored."""
    with _cut("before_commit", then):
        yield


@contextmanager
def out_of_reach() -> Iterator[Callable[[], None]]:
    """A function that takes the server out of reach (every session begun after it is
    called loses its connection) until the block ends: for ``then`` above."""
    with ExitStack() as stack:

        def gone() -> None:
            event.listen(Session, "after_begin", _unreached)
            stack.callback(event.remove, Session, "after_begin", _unreached)

        yield gone


def _unreached(session: Session, _transaction: object, _connection: object) -> None:
    _lost(session)
