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
  of birth is known). When older matches lack scorers, no first is stated (a first
  "in the matches with known scorers since 2014" reads as a first: Klose's 15th
  World Cup goal). Starts, substitutes' goals and assists count only in
  matches with line-ups (logged); a claim about them needs every match it counts
  over to be logged.
- **Firsts only over the whole history.** A "first" ("the first meeting of A and
  B", "their 1st final won", "their first final lost", "first win over B") and an n-th
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
from tracker.core.match.scoreline import score_words
from tracker.core.records.books import (
    Outcome,
    PlayedMatch,
    PlayerLine,
    Record,
    head_to_head,
    last_win,
    next_match,
    scoring_streak,
    stage_record,
)
from tracker.core.records.teamnames import as_then, names_met
from tracker.core.records.wording import STAGE_WORDS, Words, english_ordinal
from tracker.core.results.rounds import Stage, round_words

#: The round a knockout round's winner goes on to.
_NEXT = {
    Stage.ROUND_OF_32: Stage.ROUND_OF_16,
    Stage.ROUND_OF_16: Stage.QUARTER_FINAL,
    Stage.QUARTER_FINAL: Stage.SEMI_FINAL,
    Stage.SEMI_FINAL: Stage.FINAL,
}

#: A round as a sentence names it: (singular, plural).
_NOUNS = {stage: (forms[0], forms[1]) for stage, forms in STAGE_WORDS.items()}

#: A player could not play in a senior competition before this age.
YOUNGEST = 15


def could_play_from(born: dt.date | None) -> dt.date | None:
    """The first day a player born on ``born`` could play a senior match (see
    :data:`YOUNGEST`); None when his date of birth is not known."""
    if born is None:
        return None
    return dt.date(born.year + YOUNGEST, born.month, min(born.day, 28))


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
        """The sentence and its scope in brackets; a sentence that ends in a note of its
        own ("… (no points deduction or award recorded)") takes the scope into that
        bracket, so that two brackets do not follow one another."""
        if not self.scope:
            return self.text
        head, opened, note = self.text.rpartition(" (")
        # A note is words in the sentence's last bracket, not a name's tag ("(ENG)").
        if opened and note.endswith(")") and " " in note and "(" not in note:
            return f"{head} ({note[:-1]}; {self.scope})"
        return f"{self.text} ({self.scope})"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    return english_ordinal(n)


def match_label(match: PlayedMatch, words: Words | None = None) -> str:
    """A past match as a sentence names it: "the 1986 quarter-final" (German after
    "seit": "dem Viertelfinale 1986", Spanish "los cuartos de final de 1986")."""
    w = words or Words()
    year = match.season or (str(match.date.year) if match.date else "")
    noun = match.round or w.t("match")
    if match.stage is not None:  # without a year: "the final"
        return w.say(STAGE_WORDS[match.stage][4 if year else 2], year=year)
    if year:
        return w.say("the {year} {round}", year=year, round=noun)
    return w.say("the {round}", round=noun)


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


def key_stats(match: PlayedMatch, library: Library, language: str = "en") -> list[KeyStat]:
    """The key stats of ``match`` as of that match (see the module's rules), written in
    ``language`` (``en``, ``de`` or ``es``; the figures are the same in each)."""
    if not match.played or match.competition_id is None:
        return []
    w = Words(language)
    same = [m for m in library.matches if m.competition_id == match.competition_id]
    before = [m for m in same if m.played and m.before(match) and m.id != match.id]
    upto = [*before, match]
    scope = w.say(
        "{competition} matches on record since {since}",
        competition=match.competition,
        since=library.since,
    )
    stats: list[KeyStat] = []
    # A walkover before the match is a round reached (and won) with no match played.
    walkovers = [m for m in same if m.cancelled and m.before(match)]
    stats += _stage_stats(match, [*upto, *walkovers], scope, library.history, w)
    stats += _head_to_head_stats(match, before, scope, library.history, w)
    stats += _player_stats(match, before, library, scope, w)
    stats += _next_stats(match, same, w)
    return stats


def _stage_stats(
    match: PlayedMatch, upto: list[PlayedMatch], scope: str, whole: bool, w: Words
) -> list[KeyStat]:
    """The rounds reached and lost; over part of the history, as lower bounds only.
    None while the match is being played: a title is won at the final whistle."""
    stage = match.stage
    winner = match.winner()
    if stage is None or not stage.is_knockout or winner is None or match.in_play:
        return []
    loser = match.opponent(winner)
    if stage is Stage.FINAL:
        return _final_stats(match.competition, upto, (winner, loser), scope, whole, w)
    following = _NEXT.get(stage)
    if following is None:
        return []
    return _round_stats(
        match.competition, upto, (winner, loser), (stage, following), scope, whole, w
    )


def _final_stats(
    comp: str,
    upto: list[PlayedMatch],
    teams: tuple[str, str],
    scope: str,
    whole: bool,
    w: Words,
) -> list[KeyStat]:
    """A final won for the winner and lost final for the loser.

    Finals won are counted, not titles: an edition may have been decided without a
    final (the World Cup of 1950, by a final round group), so the n-th final won is
    not the n-th title. Over part of the history, finals won are a lower bound of the
    titles, and so said.
    """
    winner, loser = teams
    out: list[KeyStat] = []
    won = stage_record(upto, winner, Stage.FINAL).through
    if whole:
        text = w.say(
            "{team} win their {nth} {competition} final", team=winner, competition=comp,
            **w.nth(won),
        )  # fmt: skip
        out.append(KeyStat(text, "stage", winner, scope))
    elif won > 1:
        text = w.say(
            "{team} win the {competition} for at least the {nth} time",
            team=winner, competition=comp, **w.nth(won),
        )  # fmt: skip
        out.append(KeyStat(text, "stage", winner, scope))
    lost = stage_record(upto, loser, Stage.FINAL)
    if whole:
        if lost.reached == 1:
            text = w.say(
                "{team} lose their first {competition} final", team=loser, competition=comp
            )
        elif lost.out == lost.reached == 2:
            text = w.say(
                "{team} lose both their {competition} finals", team=loser, competition=comp
            )
        elif lost.out == lost.reached:
            text = w.say(
                "{team} lose all {reached} of their {competition} finals",
                team=loser, reached=lost.reached, competition=comp,
            )  # fmt: skip
        else:
            text = w.say(
                "{team} lose {lost} of their {reached} {competition} finals",
                team=loser, lost=lost.out, reached=lost.reached, competition=comp,
            )  # fmt: skip
        out.append(KeyStat(text, "stage", loser, scope))
    elif lost.out > 1:
        text = w.say(
            "{team} have lost at least {lost} {competition} finals",
            team=loser, lost=lost.out, competition=comp,
        )  # fmt: skip
        out.append(KeyStat(text, "stage", loser, scope))
    return out


def _round_stats(
    comp: str,
    upto: list[PlayedMatch],
    teams: tuple[str, str],
    stages: tuple[Stage, Stage],
    scope: str,
    whole: bool,
    w: Words,
) -> list[KeyStat]:
    """The round the winner reaches and the round the loser goes out in."""
    (winner, loser), (stage, following) = teams, stages
    out: list[KeyStat] = []
    reached = stage_record(upto, winner, following).reached + 1
    round_words = {"round": w.stage(following, 0), "the_round": w.stage(following, 2)}
    if whole:
        text = w.say(
            "{team} reach their {nth} {competition} {round}",
            team=winner, competition=comp, **round_words, **w.nth(reached),
        )  # fmt: skip
        out.append(KeyStat(text, "stage", winner, scope))
    elif reached > 1:
        text = w.say(
            "{team} reach a {competition} {round} for at least the {nth} time",
            team=winner, competition=comp, **round_words, **w.nth(reached),
        )  # fmt: skip
        out.append(KeyStat(text, "stage", winner, scope))
    record = stage_record(upto, loser, stage)
    rounds = w.stage(stage, 1)
    if whole and record.reached > 1:
        text = _out_text(loser, record.out, record.reached, comp, rounds, w)
        out.append(KeyStat(text, "stage", loser, scope))
    elif not whole and record.out > 1:
        text = w.say(
            "{team} eliminated in at least {out} {competition} {rounds}",
            team=loser, out=record.out, competition=comp, rounds=rounds,
        )  # fmt: skip
        out.append(KeyStat(text, "stage", loser, scope))
    return out


def _out_text(team: str, lost: int, reached: int, comp: str, rounds: str, w: Words) -> str:
    """How often a team went out in a round it reached more than once; every time said
    as such ("eliminated in both", "in all 3"), as the finals lost are, not "2 of 2"."""
    if lost == reached == 2:
        return w.say(
            "{team} eliminated in both their {competition} {rounds}",
            team=team, competition=comp, rounds=rounds,
        )  # fmt: skip
    if lost == reached:
        return w.say(
            "{team} eliminated in all {reached} of their {competition} {rounds}",
            team=team, reached=reached, competition=comp, rounds=rounds,
        )  # fmt: skip
    return w.say(
        "{team} eliminated in {out} of their {reached} {competition} {rounds}",
        team=team, out=lost, reached=reached, competition=comp, rounds=rounds,
    )  # fmt: skip


def _tally(record: Record, home: str, away: str, w: Words) -> str:
    """ "A won 1, B won 3 (1 by award), 1 drawn": ``home``'s ``record`` against
    ``away``; a side that won none is left out, and a clean sweep said as such ("B won
    both", "all 3 drawn", "a win for A", "a draw"). Wins and draws by award are said so
    (a single meeting's award is said with its count)."""
    played, drawn = record.played, record.drawn
    wins = ((home, record.won, record.won_awarded), (away, record.lost, record.lost_awarded))
    if played == 1:
        winner = next((team for team, won, _ in wins if won), None)
        return w.say("a win for {team}", team=winner) if winner else w.t("a draw")
    for team, won, by_award in wins:
        if won == played:
            if played == 2:
                return w.say("{team} won both", team=team) + w.by_award(by_award)
            return w.say("{team} won all {n}", team=team, n=played) + w.by_award(by_award)
    draws = w.by_award(record.drawn_awarded)
    if drawn == played:
        return (w.t("both drawn") if played == 2 else w.say("all {n} drawn", n=played)) + draws
    parts = [
        w.say("{team} won {n}", team=team, n=won) + w.by_award(by_award)
        for team, won, by_award in wins
        if won
    ]
    if drawn:
        parts.append((w.t("1 drawn") if drawn == 1 else w.say("{n} drawn", n=drawn)) + draws)
    return ", ".join(parts)


def possessive(name: str) -> str:
    """ "Argentina's", "Netherlands'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _as_then(team: str, meetings: Sequence[PlayedMatch], w: Words) -> str:
    """``team`` with the predecessors' names it met under, when it did: "Czech Republic
    (as Czechoslovakia)", "Germany (as West Germany in 3)"; a mere spelling is not said."""
    return as_then(team, names_met(meetings, team), len(meetings), w)


def _head_to_head_stats(
    match: PlayedMatch, before: list[PlayedMatch], scope: str, whole: bool, w: Words
) -> list[KeyStat]:
    """The teams' earlier meetings; over part of the history, how many at least. A team
    that met the other under a predecessor's name (FIFA counts the two as one) is said
    to have done so."""
    home, away = match.home, match.away
    meetings = sorted((m for m in before if m.has(home) and m.has(away)), key=lambda m: m.order)
    comp = match.competition
    out: list[KeyStat] = []
    home_then, away_then = _as_then(home, meetings, w), _as_then(away, meetings, w)
    awarded = w.awarded_of(sum(m.awarded for m in meetings), len(meetings))
    if meetings and not whole:
        text = w.say(
            "{home} and {away} had met at least {times} in {competition} matches",
            home=home_then, away=away_then, competition=comp,
            times=w.times(len(meetings)) + awarded,
        )  # fmt: skip
        out.append(KeyStat(text, "head_to_head", home, scope))
        return out  # who won the meetings not held, and so the last win, is not known
    if meetings:
        record = head_to_head(meetings, home, away)
        text = w.say(
            "{home} and {away} had met {times} in {competition} matches: {tally}",
            home=home_then, away=away_then, competition=comp,
            times=w.times(record.played) + awarded,
            tally=_tally(record, home, away, w),
        )  # fmt: skip
        out.append(KeyStat(text, "head_to_head", home, scope))
    elif whole:
        text = w.say(
            "The first {competition} meeting of {home} and {away}",
            competition=comp, home=home, away=away,
        )  # fmt: skip
        out.append(KeyStat(text, "head_to_head", home, scope))
    winner = home if match.outcome(home) is Outcome.WON else None
    winner = away if match.outcome(away) is Outcome.WON else winner
    if winner is None or not meetings or match.in_play:  # a win once it ends
        return out
    text = _last_win_text(match, meetings, winner, w)
    out.append(KeyStat(text, "last_win", winner, scope))
    return out


def _last_win_text(match: PlayedMatch, meetings: list[PlayedMatch], winner: str, w: Words) -> str:
    """The winner's first win over the other since when, or its run of wins over it."""
    loser = match.opponent(winner)
    last = last_win(meetings, winner, loser)
    names = {
        "team": winner,
        "team_s": possessive(winner),
        "loser": loser,
        "competition": match.competition,
    }
    if last is None:
        return w.say("{team_s} first {competition} win over {loser}", **names)
    if last.id == meetings[-1].id:
        run = [match]
        for m in reversed(meetings):
            if m.outcome(winner) is not Outcome.WON:
                break
            run.append(m)
        text = w.say(
            "{team_s} {nth} {competition} win in a row over {loser}", **names, **w.nth(len(run))
        )
        return text + w.by_award(sum(m.awarded for m in run))
    return w.say(
        "{team_s} first {competition} win over {loser} since {last} ({score})",
        **names, last=match_label(last, w), score=score_words(last.score_text(winner), w.t),
    )  # fmt: skip


def _player_stats(
    match: PlayedMatch, before: list[PlayedMatch], library: Library, scope: str, w: Words
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
            out += _goal_stats(match, line, team_before, own, library, scope, w)
        streak_matches = [*team_before, match]
        mine = [*own, line]
        # A run counted over part of the history may skip a match not held.
        scored = scoring_streak(streak_matches, mine) if library.history else 0
        either = scoring_streak(streak_matches, mine, assists=True) if library.history else 0
        names = {"player": line.person, "competition": match.competition}
        if scored >= STREAK:
            text = w.say(
                "{player} has scored in {n} {competition} matches in a row", **names, n=scored
            )
            out.append(KeyStat(text, "streak", line.person, scope))
        elif either >= STREAK:
            text = w.say(
                "{player} has scored or assisted in {n} {competition} matches in a row",
                **names, n=either,
            )  # fmt: skip
            out.append(KeyStat(text, "streak", line.person, scope))
    return out


#: A player's goals in this edition: (one goal, several), each as a fact and as at least.
_EDITION_GOALS = {
    (True, False): "{player}: {nth} goal of this {competition}",
    (False, False): "{player}: {n} goals of this {competition}",
    (True, True): "{player}: at least his {nth} goal of this {competition}",
    (False, True): "{player}: at least {n} goals of this {competition}",
}

#: A player's first goal(s) in the competition (one, or more in the match).
_FIRST_GOALS = {
    False: "{player}: first {competition} goal",
    True: "{player}: first {competition} goals",
}


def _goal_stats(
    match: PlayedMatch,
    line: PlayerLine,
    team_before: list[PlayedMatch],
    own: list[PlayerLine],
    library: Library,
    scope: str,
    w: Words,
) -> list[KeyStat]:
    comp = match.competition
    names = {"player": line.person, "competition": comp}
    out: list[KeyStat] = []
    edition = [m for m in team_before if m.edition_id == match.edition_id]
    edition_ids = {m.id for m in edition}
    in_edition = [x for x in own if x.match_id in edition_ids]
    edition_goals = sum(x.goals for x in in_edition) + line.goals
    known = all(m.scorers_known for m in edition)
    if known and edition_goals > line.goals:  # he had scored earlier in the edition
        # A match not held may hold more: then it is at least.
        lower = not (library.history or library.edition)
        template = _EDITION_GOALS[(line.goals == 1, lower)]
        text = w.say(template, **names, n=edition_goals, **w.nth(edition_goals))
        logged = {m.id for m in edition if m.lineups_known}
        if line.sub_goals and all(x.match_id in logged for x in in_edition if x.goals):
            subs = sum(x.sub_goals for x in in_edition) + line.sub_goals
            text = w.say("{text}, his {nth} as a substitute", text=text, **w.nth(subs))
        out.append(KeyStat(text, "edition_goals", line.person, scope))
    career = sum(x.goals for x in own)
    window = _window(team_before, library.born.get(line.person_id))
    if not library.history:
        # Matches not held may hold earlier goals: no first, and a total is a lower bound.
        if career > 0 and window == "" and career + line.goals > edition_goals:
            text = w.say(
                "{player}: at least {n} {competition} goals", **names, n=career + line.goals
            )
            out.append(KeyStat(text, "competition_goals", line.person, scope))
        return out
    if career == 0 and window == "":
        # Only when every match he could have scored in has its scorers: "his first goal
        # in the matches with known scorers since 2014" read as a first for Klose's 15th.
        text = w.say(_FIRST_GOALS[line.goals > 1], **names)
        out.append(KeyStat(text, "first_goal", line.person, scope))
    elif career > 0 and window == "" and career + line.goals > edition_goals:
        total = career + line.goals
        text = w.say("{player}: {n} {competition} goals", **names, n=total)
        out.append(KeyStat(text, "competition_goals", line.person, scope))
    return out


def _window(team_before: Iterable[PlayedMatch], born: dt.date | None) -> str | None:
    """Over which earlier matches a player's goals are settled.

    Returns:
        "" when every earlier match of his team he could have played in has its
        scorers known; else the first season of the run of matches with known
        scorers that leads up to the match ("2014"), or None if there is none.
    """
    earliest = could_play_from(born)
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


def _next_stats(match: PlayedMatch, same: list[PlayedMatch], w: Words) -> list[KeyStat]:
    out: list[KeyStat] = []
    for team in (match.home, match.away):
        upcoming = next_match(same, team, match)
        if upcoming is None or upcoming.date is None:
            continue
        opponent = upcoming.opponent(team)
        if upcoming.round.endswith(" replay"):
            # A drawn tie played again ("Quarter-final replay"): not the round to come.
            noun, in_noun = w.say("the replay"), w.say("in the replay")
        elif upcoming.stage in (Stage.GROUP, None) and upcoming.round:
            # "Matchday 2" and "Group A" in the sentence's language ("2. Spieltag").
            said = round_words(upcoming.round, w.t)
            noun = w.say("their next {round} match", round=said)
            in_noun = w.say("in their next {round} match", round=said)
        elif upcoming.stage is not None:
            noun, in_noun = w.stage(upcoming.stage, 2), w.stage(upcoming.stage, 3)
        else:
            noun = in_noun = ""
        names = {
            "team": team,
            "opponent": opponent,
            "round": noun,
            "in_round": in_noun,
            "place": place_of(upcoming.venue),
            "day": day_text(upcoming.date, w.language),
        }
        face = _known_by(opponent, upcoming, match, same)
        out.append(KeyStat(w.say(_NEXT_TEXT[(face, bool(upcoming.venue))], **names),
                           "next_match", team))  # fmt: skip
    return out


#: The next fixture: (opponent known, ground known).
_NEXT_TEXT = {
    (True, True): "{team} will face {opponent} in {round} in {place} on {day}",
    (True, False): "{team} will face {opponent} in {round} on {day}",
    (False, True): "{team} will play {round} in {place} on {day}",
    (False, False): "{team} will play {round} on {day}",
}


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
    "could_play_from",
    "day_text",
    "key_stats",
    "match_label",
    "ordinal",
    "place_of",
]
