"""A way out that a refusal names, kept as a command's arguments, not a finished string.

An error found in the store or a service ("the database is damaged", "the match is
confirmed") often names what to do: restore a backup, reopen the match. Written there
as ``match-tracker restore`` it names the default library, not the ``--db`` the user
gave: copied, it acts on another database. So the error keeps the command as its
arguments (:class:`Hint`) and its message with the place the hint goes
(:class:`Hinted`); each front end writes the hint its own way: the command line with
the database it was given (``tracker.cli.common.command_line``), the window as its
menu item. The error's own text (``str``) is the window's way.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

#: The program as a user types it.
PROG = "match-tracker"

#: Where the hint goes in a message while it is being formatted (no text holds it).
_PLACE = "\x00hint\x00"


@dataclass(frozen=True)
class Hint:
    """A command the user may run next, and the window's way to do the same."""

    #: The command after ``match-tracker [--db DB]``: ``("reopen", "12")``.
    args: tuple[str, ...]
    #: The window's way to it ("File > Restore from backup"), "" where it has none.
    menu: str = ""
    #: The database the command is for when it is not the one in use (a copy's
    #: target); "" for the one in use, which each front end names its own way.
    db: str = ""

    def command(self) -> str:
        """The command's words, quoted as a shell needs them (``people link 2 'Ann Ash'``)."""
        return shlex.join(self.args)

    def written(self) -> str:
        """The command as typed when no database in use is to be named: the one it is
        for, if it is another (its name quoted), else none."""
        database = f"--db {shlex.quote(self.db)} " if self.db else ""
        return f"{PROG} {database}{self.command()}"


#: How a front end writes a hint: the command line's way, or the window's.
Writer = Callable[[Hint], str]


def in_window(hint: Hint) -> str:
    """The window's way: its menu item, else the command (as the window has none)."""
    return hint.menu or hint.written()


@dataclass(frozen=True)
class Hinted:
    """A message with the way out it names kept apart: ``before`` + hint + ``after``."""

    before: str
    hint: Hint
    after: str = ""

    def said(self, write: Writer = in_window) -> str:
        """The message with the hint written by ``write`` (the window's way by default)."""
        return f"{self.before}{write(self.hint)}{self.after}"

    def __str__(self) -> str:
        """The message as the window says it."""
        return self.said()


def hinted(template: str, hint: Hint, **values: object) -> Hinted:
    """``template`` (``{hint}`` where the way out goes) with ``values`` put in, the hint
    kept apart: values are put in once, so braces in a name or a path stay as they are."""
    before, _, after = template.format(hint=_PLACE, **values).partition(_PLACE)
    return Hinted(before, hint, after)


def placed(template: str, key: str, part: str | Hinted, **values: object) -> str | Hinted:
    """``template`` with ``part`` (a sentence that may name a way out) put in at
    ``{key}`` and ``values`` put in, the way out kept apart."""
    before, _, after = template.format(**{key: _PLACE}, **values).partition(_PLACE)
    return joined(before, part, after)


def joined(*parts: str | Hinted) -> str | Hinted:
    """The parts as one message; the way out the first :class:`Hinted` names kept apart."""
    for i, part in enumerate(parts):
        if isinstance(part, Hinted):
            before = "".join(str(p) for p in parts[:i])
            after = "".join(str(p) for p in parts[i + 1 :])
            return Hinted(before + part.before, part.hint, part.after + after)
    return "".join(str(p) for p in parts)


_E = TypeVar("_E", bound="HintedError")


class HintedError(Exception):
    """An error whose message may name a way out: given as :class:`Hinted`, its text is
    the window's and :attr:`hinted` lets the command line write it its own way."""

    def __init__(self, message: str | Hinted = "") -> None:
        """Keep the way out apart, if the message names one."""
        super().__init__(str(message))
        #: The message with its way out kept apart; None when it names none.
        self.hinted = message if isinstance(message, Hinted) else None

    @classmethod
    def of(cls: type[_E], exc: BaseException) -> _E:
        """This kind of error, saying what ``exc`` said, its way out kept."""
        return cls(getattr(exc, "hinted", None) or str(exc))


__all__ = [
    "PROG",
    "Hint",
    "Hinted",
    "HintedError",
    "Writer",
    "hinted",
    "in_window",
    "joined",
    "placed",
]
