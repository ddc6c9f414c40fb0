"""Which matches of an edition are the legs of one tie, however their rounds are written.

A tie's legs may be named differently: its first leg imported as the results file
names the round ("Finals, Semi-final", a league's play-offs), its second set up by hand
("Semi-final, second leg", "Semi-finals – Second leg"). Legs are of one round when
their rounds name the same round in the same phase, the leg and the spelling left out.
A leg whose round names no phase joins a phase's round of the same name only where it
completes a tie waiting there (the same two teams' one leg, home and away the other way
round), in one phase only: two ties of the same teams in one season (the Apertura's and
the Clausura's quarter-finals) are never mixed, and where it is not clear which tie a
leg completes it joins none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tracker.core.results.rounds import RoundError, fold_round, read_round, split_leg
from tracker.core.results.ties import Leg

#: A round as its legs are matched: (phase, round), folded, no leg ("", "semifinal").
RoundKey = tuple[str, str]


def round_key(name: str) -> RoundKey:
    """The round ``name`` (stored or as typed) is, as legs are matched: its phase and
    its round, each folded to letters and digits, the round under our name where we
    read it ("Finals, Semifinals" and "Finals, Semi-final, first leg" give
    ``("finals", "semifinal")``; "Play-offs, second leg" gives ``("", "playoffs")``)."""
    words, _leg = split_leg(name)
    ours = _our_name(words)
    if ours is not None:
        return "", ours
    phase, _comma, last = words.rpartition(", ")
    ours = _our_name(last) if phase else None
    return (_squeezed(phase), ours) if ours is not None else ("", _squeezed(words))


def _our_name(words: str) -> str | None:
    try:
        return _squeezed(fold_round(read_round(words).name))
    except RoundError:
        return None


def _squeezed(words: str) -> str:
    return "".join(ch for ch in words if ch.isalnum())


def join_legs(rounds: Mapping[RoundKey, Sequence[Leg]]) -> dict[RoundKey, list[Leg]]:
    """``rounds`` with each leg of a round that names no phase moved into the one round
    of the same name in a phase whose tie it completes (see the module); a round left
    with no leg is dropped."""
    out = {key: list(legs) for key, legs in rounds.items()}
    for key, legs in rounds.items():
        if key[0]:
            continue
        for leg in legs:
            if len(_of_pair(legs, leg)) != 1:
                continue  # its tie is in its own round
            homes = [
                other
                for other, held in out.items()
                if other[0] and other[1] == key[1] and _waiting(held, leg)
            ]
            if len(homes) == 1:
                out[key].remove(leg)
                out[homes[0]].append(leg)
    return {key: legs for key, legs in out.items() if legs}


def _of_pair(legs: Sequence[Leg], leg: Leg) -> list[Leg]:
    """The legs between the same two teams as ``leg``."""
    return [x for x in legs if {x.home, x.away} == {leg.home, leg.away}]


def _waiting(legs: Sequence[Leg], leg: Leg) -> bool:
    """Whether ``legs`` hold the one other leg of ``leg``'s tie: its teams' only match
    there, with home and away the other way round."""
    pair = _of_pair(legs, leg)
    return len(pair) == 1 and (pair[0].home, pair[0].away) == (leg.away, leg.home)


__all__ = ["RoundKey", "join_legs", "round_key"]
