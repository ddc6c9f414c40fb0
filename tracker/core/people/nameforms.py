"""Forms of one player's name: whether two spellings can be the same man, and why.

Results files, squad lists and logged matches write one player many ways: "Kane" and
"Harry Kane", "R. Lukaku" and "Romelu Lukaku", "Kai Havertz" and "Kai Lukas Havertz",
"Müller" and "Mueller", "Đorđe" and "Djordje", "Neymar" and "Neymar Jr". This module
says whether two names are forms of one name (:func:`form_rule`) and whether they
are two different men for sure (:func:`conflicts`: "Eden Hazard" and "Thorgan
Hazard"). It knows nothing of teams or editions: the store's linker adds those.
"""

from __future__ import annotations

import re
from enum import Enum
from functools import lru_cache

from tracker.core.match.model import fold

#: Transliterations folded to one skeleton: Mueller/Muller, Djordje/Dorde, Aa/A.
_DIGRAPHS = (("ue", "u"), ("oe", "o"), ("ae", "a"), ("dj", "d"), ("aa", "a"))
#: Tokens that are not part of the name proper ("Neymar Jr", "Vinícius Júnior").
_SUFFIXES = frozenset({"jr", "junior", "jnr", "sr", "snr", "ii", "iii"})
#: What separates a name's parts. Not an apostrophe: "O'Reilly", "N'Golo", "D'Alessandro"
#: are one part each (the skeleton drops it, so "O’Reilly" and "OReilly" are the same);
#: split, "O" was an initial and "Reilly" the surname of another man.
_SPLIT = re.compile(r"[\s\-‐‑–_]+")


class Rule(str, Enum):
    """Why two names are forms of one name, most certain first."""

    SAME = "same name"
    SPELLING = "same name spelt otherwise"
    TRANSLITERATION = "surname transliterated with a vowel more or less"
    FIRST_LAST = "first and last name of a longer name"
    INITIALS = "initials and surname"
    SURNAME = "surname only"


@lru_cache(maxsize=65536)
def skeleton(token: str) -> str:
    """A name part folded for comparing spellings: no case, accents or transliteration."""
    plain = "".join(ch for ch in fold(token) if ch.isalnum())
    for digraph, letter in _DIGRAPHS:
        plain = plain.replace(digraph, letter)
    return plain


@lru_cache(maxsize=65536)
def parts(name: str) -> tuple[str, ...]:
    """A name's parts as skeletons, without suffixes such as "Jr"; an initial is one letter."""
    out = []
    for raw in _SPLIT.split(name.strip()):
        for piece in raw.split("."):  # "J.Quintero", "R." → initials and surname
            token = skeleton(piece)
            if token:
                out.append(token)
    while len(out) > 1 and out[-1] in _SUFFIXES:
        out.pop()
    return tuple(out)


def _initial(token: str) -> bool:
    return len(token) == 1


def _is_subsequence(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    it = iter(long)
    return all(token in it for token in short)


@lru_cache(maxsize=262144)
def form_rule(a: str, b: str) -> Rule | None:
    """Why ``a`` and ``b`` are forms of one name, or None when they are not."""
    pa, pb = parts(a), parts(b)
    if not pa or not pb:
        return None
    if pa == pb:
        return Rule.SAME if _plain(a) == _plain(b) else Rule.SPELLING
    if len(pa) == len(pb) >= 2 and pa[:-1] == pb[:-1] and _vowels_apart(pa[-1], pb[-1]):
        return Rule.TRANSLITERATION
    short, long = _short_long(pa, pb)
    if short is None or long is None:
        return None
    given = tuple(t for t in short if _initial(t))
    rest = short[len(given) :]
    if not rest or any(_initial(t) for t in rest):
        return None
    if long[-len(rest) :] != rest:
        # First and last of a longer legal name: "Kai Havertz", "Kai Lukas Havertz".
        if len(short) >= 2 and not given and short[0] == long[0] and short[-1] == long[-1]:
            return Rule.FIRST_LAST if _is_subsequence(short, long) else None
        return None
    before = long[: -len(rest)]
    if given:
        # "R. Lukaku", "Romelu Lukaku": the initials are the first given names'.
        if len(given) > len(before) or any(i != t[0] for i, t in zip(given, before, strict=False)):
            return None
        return Rule.INITIALS
    # A surname alone, or a compound one: "Kane", "Di María", "Mac Allister".
    return Rule.SURNAME


#: The letters a transliteration writes or leaves out ("Dawsari", "Dawasari").
_VOWELS = frozenset("aeiou")
_DOUBLED = re.compile(r"(.)\1+")


def _vowels_apart(one: str, other: str) -> bool:
    """Whether two surnames (skeletons) differ only by vowels written or left out, or a
    letter written twice: "dawsari" and "dawasari", "hasan" and "hassan". Never a
    letter for another ("maric" and "moric" are two names), nor a short surname."""
    one, other = _DOUBLED.sub(r"\1", one), _DOUBLED.sub(r"\1", other)
    if one == other:
        return min(len(one), len(other)) >= 4
    short, long = sorted((one, other), key=len)
    if len(short) < 4 or short[0] != long[0]:
        return False
    it = iter(long)
    if not all(letter in it for letter in short):
        return False  # not the longer with letters left out
    left_out = list(long)
    for letter in short:
        left_out.remove(letter)
    return all(letter in _VOWELS for letter in left_out)


def last_key(token: str) -> str:
    """The key a surname (a skeleton) is looked up by: its first letter, then its other
    letters but vowels, a doubled letter once. Every surname :func:`form_rule` may take
    for this one shares it ("dawsari" and "dawasari": "dwsr")."""
    collapsed = _DOUBLED.sub(r"\1", token)
    return collapsed[:1] + "".join(ch for ch in collapsed[1:] if ch not in _VOWELS)


def _short_long(
    pa: tuple[str, ...], pb: tuple[str, ...]
) -> tuple[tuple[str, ...] | None, tuple[str, ...] | None]:
    """The name saying less first: the one with initials, else the one with fewer parts."""
    ia, ib = any(map(_initial, pa)), any(map(_initial, pb))
    if ia and ib:
        return None, None  # "E. Hazard" and "T. Hazard": no full name to compare with
    if ia or ib:
        with_initials, other = (pa, pb) if ia else (pb, pa)
        if len(other) < len(with_initials):  # "Lukaku" and "R. Lukaku": a surname alone
            return other, with_initials
        return with_initials, other
    if len(pa) == len(pb):
        return None, None
    return (pa, pb) if len(pa) < len(pb) else (pb, pa)


def conflicts(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are two men for sure: one surname, other given names.

    "Eden Hazard" and "Thorgan Hazard", "E. Hazard" and "T. Hazard". A surname alone
    conflicts with nobody.
    """
    pa, pb = parts(a), parts(b)
    if len(pa) < 2 or len(pb) < 2 or pa[-1] != pb[-1]:
        return False
    return form_rule(a, b) is None


def _plain(name: str) -> str:
    return fold(" ".join(name.split()))


def specificity(name: str) -> int:
    """How much a name says: full given names count most, an initial less, a surname least.

    Linking the fullest names first names a person "Harry Kane", not "Kane".
    """
    tokens = parts(name)
    return sum(1 if _initial(t) else 2 for t in tokens)


__all__ = ["Rule", "conflicts", "form_rule", "parts", "skeleton", "specificity"]
