"""Law 10 and a competition's rules: a penalty shootout follows only a match not decided.

A single match goes to a shootout only level after extra time (or after ninety minutes,
where a competition plays no extra time); a second leg only when it leaves its tie level
on aggregate, and on away goals where they count. Where the tie's first leg is not known
here, a second leg's shootout is let stand, its aggregate unchecked, and the user is
told so (:func:`shootout_unchecked`).

Like :func:`~tracker.core.match.periods.check_periods`, the check is kept out of the
replay of stored logs, so that a match stored before it still opens; a change is refused
only when it brings the fault about (a goal logged after the fact, a deleted one).
"""

from __future__ import annotations

from tracker.core.i18n import gettext as _
from tracker.core.match.model import Side
from tracker.core.match.state import MatchState, RuleError
from tracker.core.results.rounds import decided_on_aggregate
from tracker.core.results.ties import FirstLeg


def shootout_refusal(state: MatchState, first_leg: FirstLeg | None = None) -> str | None:
    """Why the shootout of ``state``'s log may not follow the score it follows, naming
    that score; None where it may (or no shootout is logged). ``first_leg``: that of
    the tie the match ends, where known: the tie's aggregate decides, not the day's."""
    if not state.went_to_shootout:
        return None
    home, away = state.score[Side.HOME], state.score[Side.AWAY]
    match = state.match
    names = {"team": match.home.name, "team2": match.away.name, "home": home, "away": away}
    if first_leg is not None:
        if first_leg.level_with(home, away):
            return None
        totals = first_leg.aggregate(home, away)
        tie = {**names, "home": totals[0], "away": totals[1]}
        if totals[0] != totals[1]:
            template = _(
                "no penalty shootout: the tie stands {team} {home}-{away} {team2} on "
                "aggregate, so it is decided; a shootout follows a second leg only when "
                "the tie is level"
            )
        else:
            template = _(
                "no penalty shootout: the tie stands {team} {home}-{away} {team2} on "
                "aggregate and away goals decide it; a shootout follows a second leg only "
                "when the tie is level on away goals too"
            )
        return template.format(**tie)
    if home == away or decided_on_aggregate(match.stage):
        return None
    template = _(
        "no penalty shootout: the score is {team} {home}-{away} {team2}, so the match is "
        "decided; a shootout follows only a level match (or a second leg that leaves its "
        "tie level: name the round's second leg in the match's set-up)"
    )
    return template.format(**names)


def check_shootout_follows(
    after: MatchState, before: MatchState | None = None, first_leg: FirstLeg | None = None
) -> None:
    """Refuse the log ``after`` a change for a shootout after a decided match (see
    :func:`shootout_refusal`) that the log ``before`` it did not have (None: a whole log
    brought in, refused for any); raises :class:`RuleError`."""
    found = shootout_refusal(after, first_leg)
    if found is not None and (before is None or shootout_refusal(before, first_leg) is None):
        raise RuleError(found)


def shootout_unchecked(state: MatchState, first_leg: FirstLeg | None = None) -> str | None:
    """What to tell the user of a second leg's shootout whose tie could not be checked
    (its first leg not known here); None for any other log."""
    if first_leg is not None or not state.went_to_shootout:
        return None
    if not decided_on_aggregate(state.match.stage):
        return None
    return _(
        "the tie's first leg is not in the library, so whether the tie was level on "
        "aggregate before the shootout could not be checked"
    )


__all__ = ["check_shootout_follows", "shootout_refusal", "shootout_unchecked"]
