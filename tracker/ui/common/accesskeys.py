"""Access keys (the letter after ``&``) for menu entries whose text is made at run time."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QMenu

#: An access key already in a text: ``&`` before a letter, not the ``&&`` of a literal one.
_KEY = re.compile(r"(?<!&)(?:&&)*&([^&\s])")


def access_key(text: str) -> str | None:
    """The access key of ``text``, lower case, or None."""
    found = _KEY.search(text.split("\t", 1)[0])
    return found.group(1).casefold() if found else None


def with_access_key(text: str, taken: set[str]) -> str:
    """``text`` with an access key none of ``taken`` uses: the first free letter that
    starts a word, else the first free letter at all; unchanged when none is free.

    Only the part before a tab (where Qt writes the shortcut) is looked at; ``&&``
    stays a literal ampersand.
    """
    label, tab, keys = text.partition("\t")
    letters: list[int] = []  # the places of the letters, word starts first
    later: list[int] = []
    i = 0
    while i < len(label):
        if label[i] == "&":
            i += 2  # a literal "&&"
            continue
        if label[i].isalnum() and label[i].casefold() not in taken:
            starts_word = i == 0 or not label[i - 1].isalnum()
            (letters if starts_word else later).append(i)
        i += 1
    if not letters + later:
        return text
    at = (letters + later)[0]
    return f"{label[:at]}&{label[at:]}{tab}{keys}"


def give_access_keys(menu: QMenu) -> None:
    """Give each entry of ``menu`` without an access key one that no other entry uses.

    The dock toggles take the dock's title (a team's name, once a match is open) and the
    team entries of the Match menu are built from the teams' names, in each language:
    no fixed letter could be chosen for them. Run when the menu is about to show, after
    Qt or a refresh has set their texts afresh.
    """
    entries = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
    taken = {key for a in entries if (key := access_key(a.text())) is not None}
    for action in entries:
        if access_key(action.text()) is None:
            action.setText(with_access_key(action.text(), taken))
            if (key := access_key(action.text())) is not None:
                taken.add(key)
