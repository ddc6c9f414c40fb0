"""A knockout match's two-legged tie, as the match needs it: the first leg a second leg
logged live goes on from, and the aggregate its sheet states.

A match belongs to the edition its competition's name gives ("Copa Test 2030"). One
set up with a name that carries no season ("English Championship") is counted in the
one edition of that competition whose season its day falls in; where none or several
do, its tie is not known here (nothing is guessed).
"""

from __future__ import annotations

from tracker.core.i18n import translator
from tracker.core.match.model import fold
from tracker.core.records.played import PlayedMatch
from tracker.core.results.competitions import canonical_name, season_holds
from tracker.core.results.rounds import decided_on_aggregate, split_leg
from tracker.core.results.ties import FirstLeg, standing_line
from tracker.services.leagues import LeagueService
from tracker.store.db import Database
from tracker.store.results import catalogue


def first_leg(db: Database, match: PlayedMatch) -> FirstLeg | None:
    """The played first leg of the tie ``match`` ends, from the library (see
    :meth:`LeagueService.first_leg`); None for a match that is no knockout tie's
    later leg, or when the library holds no first leg played, or more than one it
    could be."""
    # A second leg set up over an imported fixture keeps the file's round, which may
    # name no leg ("Finals, Semi-final"): a knockout round's, not a first leg's.
    if match.stage is None or not match.stage.is_knockout or split_leg(match.round)[1] == 1:
        return None
    placed = placed_edition(db, match)
    if placed is None:
        return None
    return LeagueService(db).first_leg(match.id, placed[0], guest=placed[1])


def tie_lines(db: Database, match: PlayedMatch, language: str | None = None) -> list[str]:
    """The aggregate of the two-legged tie ``match`` ends and who went through, for its
    sheet (see :meth:`LeagueService.tie_lines`): a league season's knockout round, or a
    cup's second leg ("Semi-final, second leg"); during a second leg, the tie as it
    stands so far, its first leg known; none for any other."""
    if match.stage is None or not match.stage.is_knockout:
        return []
    if match.in_play:  # the tie as it stands, never as final
        return _so_far(db, match, language)
    placed = placed_edition(db, match)
    if placed is None:
        return []
    leagues = LeagueService(db)
    # A cup's second leg, logged or imported, names its leg: a league's rounds may not.
    if not decided_on_aggregate(match.round) and not leagues.is_league(placed[0]):
        return []
    return leagues.tie_lines(match.id, placed[0], language, guest=placed[1])


def _so_far(db: Database, match: PlayedMatch, language: str | None) -> list[str]:
    """The tie of a second leg being played as it stands, its first leg known (see
    :func:`~tracker.core.results.ties.standing_line`); none otherwise."""
    found = first_leg(db, match)
    if found is None:
        return []
    standing = found.standing(match.home_goals, match.away_goals)
    return [standing_line(standing, match.home, match.away, translator(language or "en"))]


def placed_edition(db: Database, match: PlayedMatch) -> tuple[int, bool] | None:
    """The edition ``match`` is counted in, and whether it is a guest there (stored in
    none: its competition's name carries no season); None where that is not clear."""
    if match.edition_id is not None:
        return match.edition_id, False
    if match.date is None or not match.competition.strip():
        return None
    wanted = fold(canonical_name(match.competition))
    with db.reading() as session:
        held = catalogue.editions(session)
    found = [
        e.id for e in held if fold(e.competition) == wanted and season_holds(e.season, match.date)
    ]
    return (found[0], True) if len(found) == 1 else None


__all__ = ["first_leg", "placed_edition", "tie_lines"]
