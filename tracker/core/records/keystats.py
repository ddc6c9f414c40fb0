"""Key stats of a match across the library, as of that match.

:func:`key_stats` turns a match, the teams' other matches in its competition and
its players' lines into the sentences a reporter adds under a result ("Argentina
reach their 7th FIFA World Cup final"). The rules:

- **As of the match.** Only matches played before it count (earlier date, or the
  same date and an earlier kick-off or match number): a sheet exported today or in
  a year says the same, whatever was stored since. The next fixture names an
  opponent only if that opponent's previous match was played by then.
- **Scope stated.** Each stat says what it counts over: the competition's matches
  on record, since the first edition the library holds ("FIFA World Cup matches on
  record since 1930"). The library may not hold every edition; the scope says so.
- **Nothing the data cannot settle.** A tally of goals is stated only when every
  match it counts over has its scorers known. A "first goal" is stated only when
  every earlier match of his team in the competition that he could have played in
  has its scorers known; he could not have played before he was 15 (when his date
  of birth is known). When older matches lack scorers, the claim is made in the
  scope the data covers ("in FIFA World Cup matches with known scorers since
  2014"), never wider. Starts, substitutes' goals and assists count only in
  matches with line-ups (logged); a claim about them needs every match it counts
  over to be logged.
- **Firsts only over the whole history.** A "first" ("the first meeting of A and
  B", "their 1st title", "their first final lost", "first win over B") and an n-th
  count are facts only when the library holds every earlier match of the
  competition (:attr:`Library.history`: every edition held whole, see
  :func:`tracker.core.results.competitions.history_held`). Otherwise a count is stated as
  the lower bound it is ("A reach a FIFA World Cup final for at least the 2nd
  time", "A and B had met at least twice in FIFA World Cup matches") and a first
  is not stated.
- A shootout counts as a draw in a head-to-head record; the shootout's winner goes
  through (a semi-final lost on penalties eliminates).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tracker.core.files.dates import day_text
from tracker.core.match.model import Side
from tracker.core.records.books import (
    Outcome,
    PlayedMatch,
    PlayerLine,
    head_to_head,
    last_win,
    next_match,
    scoring_streak,
    stage_record,
)
from tracker.core.results.rounds import Stage

#: The round a knockout round's winner goes on to.
_NEXT = {
    Stage.ROUND_OF_32: Stage.ROUND_OF_16,
    Stage.ROUND_OF_16: Stage.QUARTER_FINAL,
    Stage.QUARTER_FINAL: Stage.SEMI_FINAL,
    Stage.SEMI_FINAL: Stage.FINAL,
}

#: A round as a sentence names it: (singular, plural).
_NOUNS = {
    Stage.ROUND_OF_32: ("round of 32", "rounds of 32"),
    Stage.ROUND_OF_16: ("round of 16", "rounds of 16"),
    Stage.QUARTER_FINAL: ("quarter-final", "quarter-finals"),
    Stage.SEMI_FINAL: ("semi-final", "semi-finals"),
    Stage.THIRD_PLACE: ("match for third place", "matches for third place"),
    Stage.FINAL: ("final", "finals"),
    Stage.GROUP: ("group stage", "group stages"),
    Stage.GROUP_PLAYOFF: ("group play-off", "group play-offs"),
    Stage.PLAYOFF: ("play-off", "play-offs"),
    Stage.LEAGUE: ("league match", "league matches"),
}

#: A player could not play in a senior competition before this age.
YOUNGEST = 15

#: A run of matches scored in is a key stat from this length on.
STREAK = 3


@dataclass(frozen=True)
class KeyStat:
    """One key stat: the sentence, what kind it is, whom it is about, and its scope.

    Attributes:
        text: The sentence ("Argentina reach their 7th FIFA World Cup final").
        kind: ``stage``, ``head_to_head``, ``last_win``, ``edition_goals``,
            ``first_goal``, ``competition_goals``, ``streak`` or ``next_match``.
        subject: The team or player it is about.
        scope: What it counts over ("FIFA World Cup matches on record since 1930");
            empty for the next fixture.
    """

    text: str
    kind: str
    subject: str
    scope: str = ""

    def __str__(self) -> str:
        return f"{self.text} ({self.scope})" if self.scope else self.text


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def match_label(match: PlayedMatch) -> str:
    """A past match as a sentence names it: "the 1986 quarter-final"."""
    year = match.season or (str(match.date.year) if match.date else "")
    noun = _NOUNS[match.stage][0] if match.stage is not None else (match.round or "match")
    return f"the {year} {noun}".replace("  ", " ")


def place_of(venue: str) -> str:
    """The town of a ground: "New York/New Jersey (East Rutherford)" → "East Rutherford"."""
    venue = venue.strip()
    if venue.endswith(")") and "(" in venue:
        return venue[venue.rindex("(") + 1 : -1].strip()
    return venue


@dataclass(frozen=True)
class Library:
    """What the library holds around one match, for its key stats.

    Attributes:
        matches: The two teams' matches in the match's competition (any time; those
            after the match are ignored except for the next fixture), and every
            match of the match's edition (to tell whom a later fixture's opponent
            was known to be).
        lines: The lines of the match's players in the competition (this match
            included).
        born: Dates of birth by person id, where known.
        since: The first season of the competition the library holds ("1930").
        history: The library holds every match of the competition played before
            the match (its whole history up to it): firsts and n-th counts are facts.
        edition: The library holds every match of the match's edition (a tally of
            this edition is a fact; else a lower bound).
    """

    matches: Sequence[PlayedMatch]
    lines: Sequence[PlayerLine]
    born: Mapping[int, dt.date | None]
    since: str
    history: bool = False
    edition: bool = False


def key_stats(match: PlayedMatch, library: Library) -> list[KeyStat]:
    """The key stats of ``match`` as of that match (see the module's rules)."""
    if not match.played or match.competition_id is None:
        return []
    same = [m for m in library.matches if m.competition_id == match.competition_id]
    before = [m for m in same if m.played and m.before(match) and m.id != match.id]
    upto = [*before, match]
    scope = f"{match.competition} matches on record since {library.since}"
    stats: list[KeyStat] = []
    stats += _stage_stats(match, upto, scope, library.history)
    stats += _head_to_head_stats(match, before, scope, library.history)
    stats += _player_stats(match, before, library, scope)
    stats += _next_stats(match, same)
    return stats


def _stage_stats(
    match: PlayedMatch, upto: list[PlayedMatch], scope: str, whole: bool
) -> list[KeyStat]:
    """The rounds reached and lost; over part of the history, as lower bounds only."""
    stage = match.stage
    winner = match.winner()
    if stage is None or not stage.is_knockout or winner is None:
        return []
    loser = match.opponent(winner)
    if stage is Stage.FINAL:
        return _final_stats(match.competition, upto, winner, loser, scope, whole)
    following = _NEXT.get(stage)
    if following is None:
        return []
    return _round_stats(match.competition, upto, (winner, loser), (stage, following), scope, whole)


def _final_stats(
    comp: str, upto: list[PlayedMatch], winner: str, loser: str, scope: str, whole: bool
) -> list[KeyStat]:
    """A final's title for the winner and lost final for the loser."""
    out: list[KeyStat] = []
    titles = stage_record(upto, winner, Stage.FINAL).through
    if whole:
        text = f"{winner} win their {ordinal(titles)} {comp} title"
        out.append(KeyStat(text, "stage", winner, scope))
    elif titles > 1:
        text = f"{winner} win the {comp} for at least the {ordinal(titles)} time"
        out.append(KeyStat(text, "stage", winner, scope))
    lost = stage_record(upto, loser, Stage.FINAL)
    if whole:
        text = f"{loser} lose {lost.out} of their {lost.reached} {comp} finals"
        if lost.reached == 1:
            text = f"{loser} lose their first {comp} final"
        out.append(KeyStat(text, "stage", loser, scope))
    elif lost.out > 1:
        text = f"{loser} have lost at least {lost.out} {comp} finals"
        out.append(KeyStat(text, "stage", loser, scope))
    return out


def _round_stats(
    comp: str,
    upto: list[PlayedMatch],
    teams: tuple[str, str],
    stages: tuple[Stage, Stage],
    scope: str,
    whole: bool,
) -> list[KeyStat]:
    """The round the winner reaches and the round the loser goes out in."""
    (winner, loser), (stage, following) = teams, stages
    out: list[KeyStat] = []
    reached = stage_record(upto, winner, following).reached + 1
    noun = _NOUNS[following][0]
    if whole:
        text = f"{winner} reach their {ordinal(reached)} {comp} {noun}"
        out.append(KeyStat(text, "stage", winner, scope))
    elif reached > 1:
        text = f"{winner} reach a {comp} {noun} for at least the {ordinal(reached)} time"
        out.append(KeyStat(text, "stage", winner, scope))
    record = stage_record(upto, loser, stage)
    plural = _NOUNS[stage][1]
    if whole and record.reached > 1:
        text = f"{loser} eliminated in {record.out} of their {record.reached} {comp} {plural}"
        out.append(KeyStat(text, "stage", loser, scope))
    elif not whole and record.out > 1:
        text = f"{loser} eliminated in at least {record.out} {comp} {plural}"
        out.append(KeyStat(text, "stage", loser, scope))
    return out


def _tally(played: int, wins: Sequence[tuple[str, int]], drawn: int) -> str:
    """ "A won 1, B won 3, 1 drawn"; a side that won none is left out, and a clean
    sweep said as such ("B won both", "all 3 drawn", "a win for A", "a draw")."""
    if played == 1:
        winner = next((team for team, won in wins if won), None)
        return f"a win for {winner}" if winner else "a draw"
    every = "both" if played == 2 else f"all {played}"
    for team, won in wins:
        if won == played:
            return f"{team} won {every}"
    if drawn == played:
        return f"{every} drawn"
    parts = [f"{team} won {won}" for team, won in wins if won]
    if drawn:
        parts.append(f"{drawn} drawn")
    return ", ".join(parts)


def possessive(name: str) -> str:
    """ "Argentina's", "Netherlands'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _head_to_head_stats(
    match: PlayedMatch, before: list[PlayedMatch], scope: str, whole: bool
) -> list[KeyStat]:
    """The teams' earlier meetings; over part of the history, how many at least."""
    home, away = match.home, match.away
    meetings = sorted((m for m in before if m.has(home) and m.has(away)), key=lambda m: m.order)
    comp = match.competition
    out: list[KeyStat] = []
    if meetings and not whole:
        times = {1: "once", 2: "twice"}.get(len(meetings), f"{len(meetings)} times")
        text = f"{home} and {away} had met at least {times} in {comp} matches"
        out.append(KeyStat(text, "head_to_head", home, scope))
        return out  # who won the meetings not held, and so the last win, is not known
    if meetings:
        record = head_to_head(meetings, home, away)
        times = {1: "once", 2: "twice"}.get(record.played, f"{record.played} times")
        text = f"{home} and {away} had met {times} in {comp} matches: " + _tally(
            record.played, ((home, record.won), (away, record.lost)), record.drawn
        )
        out.append(KeyStat(text, "head_to_head", home, scope))
    elif whole:
        out.append(
            KeyStat(f"The first {comp} meeting of {home} and {away}", "head_to_head", home, scope)
        )
    winner = home if match.outcome(home) is Outcome.WON else None
    winner = away if match.outcome(away) is Outcome.WON else winner
    if winner is None or not meetings:
        return out
    loser = match.opponent(winner)
    last = last_win(meetings, winner, loser)
    if last is None:
        text = f"{possessive(winner)} first {comp} win over {loser}"
    elif last.id == meetings[-1].id:
        run = 0
        for m in reversed(meetings):
            if m.outcome(winner) is not Outcome.WON:
                break
            run += 1
        text = f"{possessive(winner)} {ordinal(run + 1)} {comp} win in a row over {loser}"
    else:
        text = (
            f"{possessive(winner)} first {comp} win over {loser} since {match_label(last)} "
            f"({last.score_text(winner)})"
        )
    out.append(KeyStat(text, "last_win", winner, scope))
    return out


def _player_stats(
    match: PlayedMatch, before: list[PlayedMatch], library: Library, scope: str
) -> list[KeyStat]:
    here = [line for line in library.lines if line.match_id == match.id]
    earlier_ids = {m.id for m in before}
    out: list[KeyStat] = []
    for line in sorted(here, key=lambda x: (x.side is not Side.HOME, x.person)):
        team = match.home if line.side.value == "home" else match.away
        team_before = [m for m in before if m.has(team)]
        own = [
            x for x in library.lines if x.person_id == line.person_id and x.match_id in earlier_ids
        ]
        if line.goals > 0:
            out += _goal_stats(match, line, team_before, own, library, scope)
        streak_matches = [*team_before, match]
        mine = [*own, line]
        # A run counted over part of the history may skip a match not held.
        scored = scoring_streak(streak_matches, mine) if library.history else 0
        either = scoring_streak(streak_matches, mine, assists=True) if library.history else 0
        if scored >= STREAK:
            text = f"{line.person} has scored in {scored} {match.competition} matches in a row"
            out.append(KeyStat(text, "streak", line.person, scope))
        elif either >= STREAK:
            text = (
                f"{line.person} has scored or assisted in {either} "
                f"{match.competition} matches in a row"
            )
            out.append(KeyStat(text, "streak", line.person, scope))
    return out


def _goal_stats(
    match: PlayedMatch,
    line: PlayerLine,
    team_before: list[PlayedMatch],
    own: list[PlayerLine],
    library: Library,
    scope: str,
) -> list[KeyStat]:
    comp = match.competition
    out: list[KeyStat] = []
    edition = [m for m in team_before if m.edition_id == match.edition_id]
    edition_ids = {m.id for m in edition}
    in_edition = [x for x in own if x.match_id in edition_ids]
    edition_goals = sum(x.goals for x in in_edition) + line.goals
    known = all(m.scorers_known for m in edition)
    if known and edition_goals > line.goals:  # he had scored earlier in the edition
        what = f"{ordinal(edition_goals)} goal" if line.goals == 1 else f"{edition_goals} goals"
        if not (library.history or library.edition):  # a match not held may hold more
            what = f"at least his {what}" if line.goals == 1 else f"at least {what}"
        text = f"{line.person}: {what} of this {comp}"
        logged = {m.id for m in edition if m.lineups_known}
        if line.sub_goals and all(x.match_id in logged for x in in_edition if x.goals):
            subs = sum(x.sub_goals for x in in_edition) + line.sub_goals
            text += f", his {ordinal(subs)} as a substitute"
        out.append(KeyStat(text, "edition_goals", line.person, scope))
    career = sum(x.goals for x in own)
    window = _window(team_before, library.born.get(line.person_id))
    if not library.history:
        # Matches not held may hold earlier goals: no first, and a total is a lower bound.
        if career > 0 and window == "" and career + line.goals > edition_goals:
            text = f"{line.person}: at least {career + line.goals} {comp} goals"
            out.append(KeyStat(text, "competition_goals", line.person, scope))
        return out
    if career == 0 and window is not None:
        wider = "" if window == "" else f"{comp} matches with known scorers since {window}"
        text = f"{line.person}: first {comp} goal" + ("s" if line.goals > 1 else "")
        if wider:  # older matches lack scorers: the sentence itself says so
            text += f" in the matches with known scorers since {window}"
        out.append(KeyStat(text, "first_goal", line.person, wider or scope))
    elif career > 0 and window == "" and career + line.goals > edition_goals:
        total = career + line.goals
        text = f"{line.person}: {total} {comp} goals"
        out.append(KeyStat(text, "competition_goals", line.person, scope))
    return out


def _window(team_before: Iterable[PlayedMatch], born: dt.date | None) -> str | None:
    """Over which earlier matches a player's goals are settled.

    Returns:
        "" when every earlier match of his team he could have played in has its
        scorers known; else the first season of the run of matches with known
        scorers that leads up to the match ("2014"), or None if there is none.
    """
    earliest = None
    if born is not None:
        earliest = dt.date(born.year + YOUNGEST, born.month, min(born.day, 28))
    ordered = sorted(team_before, key=lambda m: m.order)
    possible = [m for m in ordered if earliest is None or m.date is None or m.date >= earliest]
    unknown = [m for m in possible if not m.scorers_known]
    if not unknown:
        return ""
    after = [m for m in possible if unknown[-1].before(m)]
    if not after:
        return None
    first = after[0]
    return first.season or (str(first.date.year) if first.date else None)


def _next_stats(match: PlayedMatch, same: list[PlayedMatch]) -> list[KeyStat]:
    out: list[KeyStat] = []
    for team in (match.home, match.away):
        upcoming = next_match(same, team, match)
        if upcoming is None or upcoming.date is None:
            continue
        opponent = upcoming.opponent(team)
        noun = _NOUNS[upcoming.stage][0] if upcoming.stage is not None else upcoming.round
        if upcoming.stage in (Stage.GROUP, None) and upcoming.round:
            noun = f"their next {upcoming.round} match"
        else:
            noun = f"the {noun}"
        where = f" in {place_of(upcoming.venue)}" if upcoming.venue else ""
        when = f" on {day_text(upcoming.date)}"
        if _known_by(opponent, upcoming, match, same):
            text = f"{team} will face {opponent} in {noun}{where}{when}"
        else:
            text = f"{team} will play {noun}{where}{when}"
        out.append(KeyStat(text, "next_match", team))
    return out


def _known_by(
    team: str, upcoming: PlayedMatch, match: PlayedMatch, same: list[PlayedMatch]
) -> bool:
    """Whether ``team`` was known, as of ``match``, to play ``upcoming``."""
    previous = [
        m
        for m in same
        if m.has(team) and m.edition_id == upcoming.edition_id and m.before(upcoming)
    ]
    if not previous:
        return upcoming.stage in (Stage.GROUP, None)
    last = max(previous, key=lambda m: m.order)
    if upcoming.stage in (Stage.GROUP, None):
        return True
    return last.id == match.id or last.before(match)


__all__ = [
    "YOUNGEST",
    "KeyStat",
    "Library",
    "day_text",
    "key_stats",
    "match_label",
    "ordinal",
    "place_of",
]
