"""The match sheet's content as plain values: what every renderer lays out.

Built by :func:`tracker.sheet.content.build_sheet`; every minute is already written in
the chosen style, so renderers never format a time themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from tracker.core.bidi import isolate
from tracker.core.i18n import translator
from tracker.core.match.model import Side

#: A point on the timeline: minutes of play from kick-off, and its label.
Mark = tuple[float, str]
#: A whistle in a list of events: minutes of play from kick-off, its minute and its words
#: (``(47.0, "45'+2", "Half-time")``).
Whistle = tuple[float, str, str]


class Replacement(NamedTuple):
    """A player who came on into a starter's place: his name, the minute, and the
    minute he was sent off ("" if he was not)."""

    name: str
    minute: str
    sent_off: str = ""
    #: He came on as a concussion substitute (an additional one, under Law 3).
    concussion: bool = False


@dataclass(frozen=True)
class LineupEntry:
    """A starting player's place in his formation row, and who took it over."""

    pid: int
    name: str
    short: str
    number: int | None
    captain: bool
    #: Each player who came on into this place, in order.
    replaced_by: tuple[Replacement, ...] = ()
    #: The minute the starter himself was sent off (on the pitch, or from the bench
    #: after he was replaced), or "".
    sent_off: str = ""
    #: The minute the last player in this place left the pitch with nobody coming on
    #: for him (his team played on a man short), or "".
    left: str = ""


@dataclass(frozen=True)
class PlayerLine:
    """One player who took part, with his minutes and contributions."""

    pid: int
    name: str
    number: int | None
    started: bool
    came_on: str
    went_off: str
    minutes: int
    goals: int
    assists: int
    yellow: bool
    #: The minute he was sent off, or "".
    sent_off: str

    @property
    def note(self) -> str:
        """``on 64'``, ``off 72'``, ``sent off 70'``: how his minutes began and ended."""
        return self.note_in("en")

    def note_in(self, language: str) -> str:
        """:attr:`note` in ``language`` (``eingewechselt 64'``)."""
        t = translator(language)
        notes = (("on", self.came_on), ("off", self.went_off), ("sent off", self.sent_off))
        return ", ".join(f"{t(label)} {minute}" for label, minute in notes if minute)


@dataclass(frozen=True)
class TeamContent:
    """One team on the sheet."""

    side: Side
    name: str
    short_name: str
    colour: str
    keeper_colour: str
    manager: str
    formation: str
    score: int
    rows: tuple[tuple[LineupEntry, ...], ...]
    unused: tuple[str, ...]
    players: tuple[PlayerLine, ...]
    #: The unused substitutes sent off from the bench: (name, minute), in bench order.
    bench_sent_off: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class GoalLine:
    """A goal as the sheet lists it."""

    minute: str
    at: float
    side: Side
    team: str
    scorer: str
    assist: str
    kind: str
    score: str
    #: False for a goal whose scorer is not known: ``scorer`` then names the team
    #: ("Blues (scorer unknown)").
    scorer_known: bool = True
    #: The team named in ``scorer`` when the scorer is not known: his team, which for an
    #: own goal is not ``team``.
    scorer_team: str = ""

    @property
    def shown_scorer(self) -> str:
        """``scorer`` as a page shows it, a name written right to left isolated
        (:func:`tracker.core.bidi.isolate`). When the scorer is not known only the team's
        name is: isolated with it, "(scorer unknown)" would be laid out right to left
        too and read before the name ("(scorer unknown) الوداد")."""
        if self.scorer_known or not self.scorer.startswith(self.scorer_team):
            return isolate(self.scorer)
        return isolate(self.scorer_team) + self.scorer[len(self.scorer_team) :]


@dataclass(frozen=True)
class CardLine:
    """A card as the sheet lists it; ``colour`` is ``yellow`` or ``red``."""

    minute: str
    at: float
    side: Side
    team: str
    who: str
    label: str
    colour: str


@dataclass(frozen=True)
class SubLine:
    """A substitution as the sheet lists it."""

    minute: str
    at: float
    side: Side
    team: str
    on: str
    off: str
    concussion: bool


@dataclass(frozen=True)
class MissLine:
    """A penalty in play that was saved or missed."""

    minute: str
    at: float
    side: Side
    team: str
    player: str
    saved: bool


@dataclass(frozen=True)
class LeaveLine:
    """A player who left the pitch and was not replaced (his team plays on short)."""

    minute: str
    at: float
    side: Side
    team: str
    player: str


@dataclass(frozen=True)
class FormationLine:
    """A team's change of formation during the match (``4-4-1`` after a man left)."""

    minute: str
    at: float
    side: Side
    team: str
    formation: str


@dataclass(frozen=True)
class KickLine:
    """One shootout kick, with the shootout score after it."""

    number: int
    side: Side
    team: str
    player: str
    scored: bool
    tally: str


@dataclass(frozen=True)
class Sheet:
    """Everything a match sheet shows, as text and numbers ready to lay out."""

    title: str
    competition: str
    stage: str
    date: str
    kickoff: str
    venue: str
    attendance: str
    officials: tuple[tuple[str, str], ...]
    status: str
    home: TeamContent
    away: TeamContent
    half_time: str
    extra_time: bool
    shootout: str
    winner: str
    goals: tuple[GoalLine, ...]
    cards: tuple[CardLine, ...]
    subs: tuple[SubLine, ...]
    misses: tuple[MissLine, ...]
    kicks: tuple[KickLine, ...]
    #: Minutes of play the timeline shows, (clock, label) of each period's end, and
    #: (clock, label) of the quarter-hour ticks.
    duration: float
    period_marks: tuple[Mark, ...]
    ticks: tuple[Mark, ...]
    facts: tuple[str, ...]
    plain_minutes: bool
    #: Each squad player's full name and the short name drawings use.
    short_names: tuple[tuple[str, str], ...] = ()
    #: Key stats across the library, as of the match, each with its scope.
    key_stats: tuple[str, ...] = ()
    #: The score as every list writes it: ``3-3 aet (4-2 pens)``
    #: (:mod:`tracker.core.match.scoreline`).
    score_line: str = ""
    #: The language the sheet is written in: ``en``, ``de`` or ``es``.
    language: str = "en"
    #: True once the final whistle has gone (the status is "Full time" in any language).
    over: bool = False
    #: True once the match was abandoned: nothing more is played, and its score is no
    #: result (the status says when and why).
    abandoned: bool = False
    #: Each played period's whistle, in order.
    whistles: tuple[Whistle, ...] = ()
    #: The players who left the pitch and were not replaced.
    leaves: tuple[LeaveLine, ...] = ()
    #: Each change of formation during the match, in order.
    formations: tuple[FormationLine, ...] = ()
    #: (clock, label) of each period's regulation end, also among :attr:`ticks`: 45' and
    #: 90', or where a shorter half ended (35'). Its added time is drawn after it.
    regulation_ends: tuple[Mark, ...] = ()
    #: False until kick-off: the sheet then has no result, timeline or minutes played.
    started: bool = True
    #: The team that won the shootout, once the match is over ("" without one).
    shootout_winner: str = ""
    #: (clock, label) of the moment an abandoned match stopped: its timeline ends there.
    stopped: Mark | None = None

    def t(self, text: str) -> str:
        """``text`` (an English heading or word) in the sheet's language."""
        return translator(self.language)(text)

    @property
    def bench_label(self) -> str:
        """What the substitutes who have not come on are called, once the match is over or not."""
        return self.t("Unused substitutes" if self.over or self.abandoned else "Substitutes")

    def short(self, name: str) -> str:
        """The short name of the player called ``name`` (the name itself if unknown)."""
        return dict(self.short_names).get(name, name)

    def team(self, side: Side) -> TeamContent:
        """The team on ``side``."""
        return self.home if side is Side.HOME else self.away

    @property
    def teams(self) -> tuple[TeamContent, TeamContent]:
        """Home then away."""
        return (self.home, self.away)

    @property
    def score(self) -> str:
        """``2-1``."""
        return f"{self.home.score}-{self.away.score}"

    @property
    def result(self) -> str:
        """``Argentina 2-1 England``; ``Argentina 3-3 aet (4-2 pens) France``; before
        kick-off ``Argentina v France``, as a fixture is written.

        A name written right to left is isolated (:func:`tracker.core.bidi.isolate`), so
        the score stays between the teams in their order on any screen or page.
        """
        home, away = isolate(self.home.name), isolate(self.away.name)
        if not self.started:
            return f"{home} v {away}"
        return f"{home} {self.score_line or self.score} {away}"

    @property
    def score_box(self) -> str:
        """What the sheet's score box shows: ``2 – 1``, or before kick-off its time
        (``20:00``) as a list of fixtures gives it, else ``v``."""
        if not self.started:
            return self.kickoff or "v"
        return f"{self.home.score} – {self.away.score}"
