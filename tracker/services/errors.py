"""The services' error, importable without loading the database libraries, and the
close names an error about a name not found suggests."""

from __future__ import annotations

from collections.abc import Sequence

from tracker.core.hints import HintedError


class ServiceError(HintedError, ValueError):
    """A user action that was refused; the message is for the user (a way out it names
    given as :class:`tracker.core.hints.Hinted`, for each front end to write its way)."""


class Ambiguous(ServiceError):
    """A name that fits several records equally ("arg": Argentina and Argentinos
    Juniors): none was picked; the message names them, for the user to say which."""


def did_you_mean(text: str, names: Sequence[str], *, by_word: bool = False) -> str:
    """`` (did you mean Argentina?)``: the names closest to ``text`` typed wrong, or "".

    ``by_word``: a name is also found by one of its words typed wrong ("mesi" → Lionel
    Messi), as a person is searched for by any part of his name.
    """
    import difflib

    from tracker.core.match.model import fold

    by_fold = {fold(n): n for n in names}
    typed = fold(text)
    close = [by_fold[c] for c in difflib.get_close_matches(typed, list(by_fold), n=3, cutoff=0.7)]
    if by_word:
        # A word must be closer than a whole name: "fontaine" is not "Antoine Griezmann".
        by_words: dict[str, list[str]] = {}
        for name in names:
            for word in fold(name).split():
                by_words.setdefault(word, []).append(name)
        words = difflib.get_close_matches(typed, list(by_words), n=3, cutoff=0.75)
        # Every name of a word ("Korea": South Korea and North Korea), closest word first.
        close += [name for w in words for name in by_words[w]]
    found = list(dict.fromkeys(close))[:3]
    if not found:
        return ""
    from tracker.core.i18n import gettext as _

    return _(" (did you mean {names}?)").format(names=_(" or ").join(found))


# The window takes the store's error from here: widgets never import the store.
from tracker.store.errors import DatabaseError, ServerLost  # noqa: E402

__all__ = ["DatabaseError", "ServerLost", "ServiceError", "did_you_mean"]
