"""The quick-entry line: typed commands such as ``55 goal Gordon assist Rogers``.

A command is an optional minute, a verb and one or two players::

    55 goal Gordon assist Rogers     90+2 header Lautaro a Messi     og 61 Romero
    72 sub Gordon Konsa              72 sub Konsa for Gordon         34 yellow 10
    72 sub Gordon Konsa concussion   (an additional permanent concussion substitute)

Players are found ignoring case and accents, by full name, known-as name, any
name token, a prefix of one, or shirt number. The current match state narrows the
candidates (a scorer is on the pitch, a substitute on the bench); a name that still
fits several players comes back as :class:`Ambiguous` so the caller can ask which
one and call :func:`parse` again with the answer in ``chosen``.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass

from tracker.core.i18n import gettext as _
from tracker.core.i18n import language as user_language
from tracker.core.i18n import normalise
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MatchEnd,
    MissedPenalty,
    PeriodEnd,
    PeriodStart,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, MatchTimeError, Period, the_period
from tracker.core.match.model import Match, Player, Side, fold
from tracker.core.match.replay import MatchState


class QuickEntryError(ValueError):
    """A command that cannot be read; the message is one line for the user."""


@dataclass(frozen=True)
class Ambiguous:
    """A name that fits several players: ask the user which ``role`` player was meant."""

    role: str
    text: str
    candidates: tuple[int, ...]


_GOAL_VERBS = {
    "goal": GoalKind.OPEN_PLAY,
    "g": GoalKind.OPEN_PLAY,
    "header": GoalKind.HEADER,
    "h": GoalKind.HEADER,
    "pen": GoalKind.PENALTY,
    "penalty": GoalKind.PENALTY,
    "p": GoalKind.PENALTY,
    "fk": GoalKind.FREE_KICK,
    "freekick": GoalKind.FREE_KICK,
    "og": GoalKind.OWN_GOAL,
    "owngoal": GoalKind.OWN_GOAL,
}
_CARD_VERBS = {
    "yellow": CardKind.YELLOW,
    "y": CardKind.YELLOW,
    "yc": CardKind.YELLOW,
    "booked": CardKind.YELLOW,
    "2y": CardKind.SECOND_YELLOW,
    "secondyellow": CardKind.SECOND_YELLOW,
    "red": CardKind.RED,
    "r": CardKind.RED,
    "rc": CardKind.RED,
}
_SUB_VERBS = {"sub", "s", "substitution", "subst"}
#: A penalty missed in play (saved or wide), or a missed kick in the shootout.
_MISS_VERBS = {"miss": False, "missed": False, "saved": True}
_ASSIST_WORDS = {"assist", "a", "ast", "from"}
_PHRASES = (("own goal", "og"), ("free kick", "fk"), ("second yellow", "2y"))
#: Command words offered by :func:`suggest`, in the order a user reaches for them.
_VERB_WORDS = (
    "goal",
    "header",
    "penalty",
    "fk",
    "og",
    "yellow",
    "red",
    "2y",
    "sub",
    "missed",
    "saved",
)
#: The word that makes a substitution a concussion substitute.
_CONCUSSION = "concussion"
_CONNECTORS = ("assist", "for", _CONCUSSION)
_VERBS = {*_GOAL_VERBS, *_CARD_VERBS, *_SUB_VERBS, *_MISS_VERBS}
#: Every word :func:`suggest` may offer besides player names.
KEYWORDS = (*_VERB_WORDS, *_CONNECTORS)
_TIME = re.compile(r"^\d{1,3}'?(\+\d{1,2}'?)?$")

#: The command words of German and Spanish, folded, as the English word they stand for
#: ("" drops the word: ``aus Gordon ein Konsa`` is ``sub Gordon Konsa``). English words
#: are always understood too; these are added for the user's language.
ALIASES: Mapping[str, Mapping[str, str]] = {
    "de": {
        "tor": "goal",
        "kopfball": "header",
        "elfmeter": "pen",
        "freistoss": "fk",
        "freistosstor": "fk",
        "kopfballtor": "header",
        "eigentor": "og",
        "gelb": "yellow",
        "gelbrot": "2y",
        "rot": "red",
        "wechsel": "sub",
        "auswechslung": "sub",
        "aus": "sub",
        "ein": "",
        "vorlage": "assist",
        "fur": "for",
        "verschossen": "missed",
        "gehalten": "saved",
        "gehirnerschutterung": "concussion",
    },
    "es": {
        "gol": "goal",
        "cabezazo": "header",
        "penalti": "pen",
        "penal": "pen",
        # "Falta" alone is a foul, not a goal: "gol de falta" is (a phrase, below).
        "autogol": "og",
        "amarilla": "yellow",
        "dobleamarilla": "2y",
        "roja": "red",
        "cambio": "sub",
        "sustitucion": "sub",
        "asistencia": "assist",
        "por": "for",
        "fallado": "missed",
        "parado": "saved",
        "conmocion": "concussion",
    },
}
#: Phrases of several words for one command word, longest first, folded.
_ALIAS_PHRASES = {
    "de": (
        ("gelb-rote karte", "2y"),
        ("gelbrote karte", "2y"),
        ("gelb-rot", "2y"),
        ("gelb rot", "2y"),
        ("gelbe karte", "yellow"),
        ("rote karte", "red"),
        ("elfmeter verschossen", "missed"),
        ("elfmeter gehalten", "saved"),
        ("tor per elfmeter", "pen"),
        ("tor per kopfball", "header"),
        ("tor per freistoss", "fk"),
    ),
    "es": (
        ("gol en propia puerta", "og"),
        ("propia puerta", "og"),
        ("doble amarilla", "2y"),
        ("segunda amarilla", "2y"),
        ("tarjeta amarilla", "yellow"),
        ("tarjeta roja", "red"),
        ("roja directa", "red"),
        ("penalti fallado", "missed"),
        ("penalti parado", "saved"),
        ("gol de penalti", "pen"),
        ("gol de penal", "pen"),
        ("gol de cabeza", "header"),
        ("gol de falta", "fk"),
        ("gol de tiro libre", "fk"),
    ),
}


def keywords(language: str | None = None) -> tuple[str, ...]:
    """The command words offered in ``language`` (the user's by default), then English."""
    aliases = ALIASES.get(normalise(language) or user_language(), {})
    return (*(word for word, english in aliases.items() if english), *_VERB_WORDS)


def _shootout_words(words: list[str]) -> tuple[MatchTime, list[str]]:
    """A shootout kick's time and its words: kicks have no minute, the clock's minute
    typed before one (``120 pen Kane``) is ignored."""
    time = MatchTime.shootout()
    if _TIME.match(words[0]):
        words = words[1:]
    if not words:
        raise QuickEntryError(_("in the shootout, type: pen Messi or missed Kane"))
    return time, words


def parse(
    text: str,
    match: Match,
    *,
    period: Period | None,
    state: MatchState | None = None,
    default_time: MatchTime | None = None,
    chosen: Mapping[str, int] | None = None,
    language: str | None = None,
    extra_time: bool = True,
    aggregate: bool = False,
) -> Event | Ambiguous:
    """Read one command into an event, or the first ambiguous name.

    ``period`` is the period being played (a typed ``92`` in the second half is
    ``90'+2``); ``default_time`` is used when no minute is typed; ``chosen`` maps a
    role ("scorer", "assist", "off", "on", "player") to the pid the user picked.
    ``language`` adds its command words (``55 tor Gordon``) to the English ones; the
    user's language by default. ``extra_time``: whether the round may have extra time
    after a level second half; ``aggregate``: whether a tie's aggregate, not the day's
    score, says so (a second leg; see :func:`interval_time`). Raises
    :class:`QuickEntryError` with a one-line message.
    """
    words = _words(text, language)
    if not words:
        raise QuickEntryError(_("type a command such as: 55 goal Gordon assist Rogers"))
    shootout = period is Period.SHOOTOUT and not _dated_in_play(words, state)
    if shootout:
        time, words = _shootout_words(words)
    else:
        interval = state is not None and in_interval(state)
        time, words = _take_time(words, period, default_time, interval)
    verb, rest = words[0], words[1:]
    resolver = _Resolver(match, state, dict(chosen or {}))
    if shootout and (verb in _GOAL_VERBS or verb in _MISS_VERBS):
        return _kick(verb in _GOAL_VERBS, rest, resolver)
    if verb in _MISS_VERBS:
        return _missed(time, _MISS_VERBS[verb], rest, resolver)
    if verb in _GOAL_VERBS:
        return _goal(time, _GOAL_VERBS[verb], rest, resolver)
    if verb in _CARD_VERBS:
        return _card(time, _CARD_VERBS[verb], rest, resolver)
    if verb in _SUB_VERBS:
        if state is not None and typed_minute(text) is None:
            time = interval_time(state, time, extra_time=extra_time, aggregate=aggregate)
        return _substitution(time, rest, resolver)
    template = _(
        "unknown command {verb}: start with goal, header, pen, og, yellow, red, sub or missed"
    )
    raise QuickEntryError(template.format(verb=repr(verb)))


def suggest(text: str, match: Match, limit: int = 12) -> list[str]:
    """Whole-line completions of the last word typed: a command word, then player names."""
    head, _, last = text.rpartition(" ")
    partial = fold(last)
    if not partial or _TIME.match(last):
        return []
    has_verb = any(w in _VERBS for w in _words(head))
    words = (*_player_words(match), *_CONNECTORS) if has_verb else keywords()
    prefix = f"{head} " if head else ""
    found: list[str] = []
    for word in words:
        if fold(word).startswith(partial) and fold(word) != partial and word not in found:
            found.append(word)
    if has_verb:
        # A surname several players share also offers their full names ("marti" → the
        # three Martínez), so the right one can be picked while typing.
        by_surname: dict[str, list[str]] = {}
        for player in (*match.home.squad, *match.away.squad):
            for word in fold(player.name).split()[1:]:
                if word.startswith(partial):
                    by_surname.setdefault(word, []).append(player.name)
        for names in by_surname.values():
            if len(names) > 1:
                found.extend(n for n in names if n not in found)
    return [prefix + word for word in found[:limit]]


def _player_words(match: Match) -> Iterable[str]:
    for player in (*match.home.squad, *match.away.squad):
        yield player.short
        yield player.name


def _words(text: str, language: str | None = None) -> list[str]:
    folded = " ".join(fold(text).replace(",", " ").split())
    # Added time typed with spaces ("90 + 3", "45' +2") is the minute 90+3.
    folded = re.sub(r"(\d'?) ?\+ ?(\d)", r"\1+\2", folded)
    code = normalise(language) or user_language()
    for phrase, word in _PHRASES:
        folded = folded.replace(phrase, word)
    for phrase, word in _ALIAS_PHRASES.get(code, ()):
        folded = f" {folded} ".replace(f" {phrase} ", f" {word} ").strip()
    aliases = ALIASES.get(code, {})
    return [w for w in (aliases.get(word, word) for word in folded.split()) if w]


def _time_index(words: list[str]) -> int | None:
    """Where the minute stands among a command's words (first, or after the verb)."""
    if _TIME.match(words[0]):
        return 0
    if len(words) > 2 and _TIME.match(words[1]):
        return 1
    return None


def _dated_in_play(words: list[str], state: MatchState | None) -> bool:
    """In (or after) the shootout: whether the minute typed dates the event in play.

    A card or a substitution keeps its minute (``30 yellow Messi``: a card of the first
    half logged after the fact). A goal or a missed penalty keeps it when it is before
    the end of play (``12 goal Di María``); the clock's minute at the end of play or
    after it (``120 pen Kane``) is typed out of habit before a kick, which has none.
    """
    index = _time_index(words)
    if index is None or len(words) < 2:
        return False
    verb = words[1] if index == 0 else words[0]
    time = read_time(words[index], None)
    if verb not in _GOAL_VERBS and verb not in _MISS_VERBS:
        return True
    ends = state.period_ends if state is not None else {}
    played = [period for period in ends if period is not Period.SHOOTOUT]
    last = ends[max(played)] if played else MatchTime(Period.EXTRA_SECOND, Period.EXTRA_SECOND.end)
    return (time.period, time.minute) < (last.period, last.minute)


def _take_time(
    words: list[str], period: Period | None, default: MatchTime | None, interval: bool
) -> tuple[MatchTime, list[str]]:
    index = _time_index(words)
    if index is None:
        if default is None:
            raise QuickEntryError(_("give the minute first, as in: 55 goal Gordon"))
        return default, words
    rest = words[:index] + words[index + 1 :]
    if not rest:
        raise QuickEntryError(_("after the minute, say what happened: goal, yellow, sub…"))
    return read_time(words[index], period, interval=interval), rest


def in_interval(state: MatchState) -> bool:
    """True between two periods of a match: half-time, the breaks around extra time."""
    return state.started and not state.running and not state.over


def interval_time(
    state: MatchState, time: MatchTime, *, extra_time: bool = True, aggregate: bool = False
) -> MatchTime:
    """Where a substitution given the clock's minute ``time`` is filed.

    In a break before a later period of play (half-time, the breaks before and during
    extra time) the clock's minute is the whistle that ended the period; a change made
    in the break belongs to the next period's start, written 46', 91' or 106' as
    football writes it. Otherwise ``time`` itself.

    After the second half only if extra time follows: ``extra_time`` says the round may
    have it (a knockout match) and the score is level, or ``aggregate`` says that the
    tie's aggregate decides, not the day's score (a second leg: the log does not hold
    the first leg, and a second leg that decides the tie ends at its final whistle, with
    no break after it). A change filed in an extra time that is never played would
    stand in the way of the final whistle.
    """
    period = state.period
    if (
        in_interval(state)
        and period in (Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST)
        and time == state.period_ends.get(period)
    ):
        if period is Period.SECOND_HALF and not (extra_time and (aggregate or _level(state))):
            return time
        following = Period(period + 1)
        return MatchTime(following, following.start)
    return time


def _level(state: MatchState) -> bool:
    return state.score[Side.HOME] == state.score[Side.AWAY]


def typed_minute(text: str) -> str | None:
    """The minute typed in a command (``50`` in ``50 goal Pogba``), if one was."""
    words = _words(text)
    if words and _TIME.match(words[0]):
        return words[0]
    if len(words) > 2 and _TIME.match(words[1]):
        return words[1]
    return None


def _plain_minute(text: str) -> int | None:
    """The minute of ``50`` or ``50'`` (no added time written), else None.

    ``45+0`` is ``45``: football writes no added time of nothing, and read as added
    time 45+0 would be the second half's start (46') where 45 is the first half's 45'.
    """
    found = re.match(r"^\s*(\d{1,3})\s*'?\s*(?:\+\s*0{1,2}\s*'?\s*)?$", text)
    return int(found.group(1)) if found is not None else None


def added_time_word(typed: str, time: MatchTime) -> str:
    """What to tell the user when a plain minute typed past the period's end was read
    as added time (``50`` in the first half is ``45'+5``); "" when it was not."""
    minute = _plain_minute(typed)
    if minute is None or not time.added or minute != time.minute + time.added:
        return ""
    template = _(
        "{minute}' is past the end of {period} ({end}'), so it is written as added time: {time}"
    )
    return template.format(
        minute=minute, period=the_period(time.period), end=time.minute, time=time
    )


#: More added time than a plain typed minute is read as without a question: a period
#: rarely runs 15 minutes over, and 61 typed in the first half (45'+16) is far more
#: likely a second-half minute typed before the half-time whistle was logged.
LONG_ADDED = 15


def long_added_time(typed: str, time: MatchTime) -> bool:
    """Whether a plain minute typed past the period's end was read as more than
    :data:`LONG_ADDED` minutes of added time (``61`` in the first half: ``45'+16``)."""
    return bool(added_time_word(typed, time)) and time.added > LONG_ADDED


def read_time(text: str, period: Period | None, *, interval: bool = False) -> MatchTime:
    """A typed minute, read in the current period, else in the period it belongs to.

    ``interval`` says that ``period`` has ended and the next has not started (half-time,
    the break before extra time): the next period's first minute (46, 91, 106) is then
    the interval itself, filed at that period's start as football writes a change made
    in it, not as added time of the period that has ended.
    """
    minute = _plain_minute(text)
    if minute is not None:
        text = str(minute)  # 45+0 is 45
    if interval and period is not None and period < Period.EXTRA_SECOND:
        following = Period(period + 1)
        if minute == following.start + 1:
            return MatchTime(following, following.start)
        if minute is not None and period.end + LONG_ADDED < minute <= following.end:
            # Far past the ended period's end (70 at half-time): a minute of the period
            # to come, not 25 minutes of added time of the one that has ended.
            return MatchTime(following, minute)
    if period is not None and period is not Period.SHOOTOUT:
        if minute is not None and period is not Period.FIRST_HALF and minute == period.start:
            # 45 typed in the second half is the first half's 45th minute (after the
            # fact), never the second half's start, which football writes 46'.
            return MatchTime(Period(period - 1), minute)
        try:
            return MatchTime.parse(text, period)
        except MatchTimeError:
            pass
    try:
        return MatchTime.parse(text)
    except MatchTimeError as exc:
        raise QuickEntryError(str(exc)) from None


#: The half that follows each first half, after its interval.
_SECOND_HALF_OF = {
    Period.FIRST_HALF: Period.SECOND_HALF,
    Period.EXTRA_FIRST: Period.EXTRA_SECOND,
}


def in_break(event: Event) -> bool:
    """Whether ``event`` is a change made in a break (a substitution, a card): filed at
    the start of the period that follows it, written 46' (91', 106'). The whistle that
    starts that period is at its start too, and is no change."""
    time = event.time
    return (
        not isinstance(event, PeriodStart | PeriodEnd | MatchEnd)
        and time.period in (Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND)
        and time.minute == time.period.start
        and not time.added
    )


def correction_entry(event: Event) -> str:
    """The minute a correction of ``event`` starts from, as the log writes it: 46 for a
    change made at half-time (see :func:`read_correction_time`)."""
    return str(event.time.minute + 1) if in_break(event) else event.time.entry()


def read_correction_time(
    text: str, event: Event, played: Collection[Period] = frozenset()
) -> MatchTime:
    """The minute typed to correct ``event``, read in its period (a kick keeps its own).

    A change made in a break stays there when given its minute as the log writes it
    (46); a first half's event moved to 50 is the second half's 50th minute, not 45'+5
    of a half that has ended (added time is typed 45+5). Likewise a minute of a later
    period that was ``played`` (100 when extra time was played) is that period's, not
    added time of the event's own (90'+10); where that period was not played (a league
    match has no extra time) the minute is added time of the last half played that it
    follows (93 for a first half's goal: 90'+3), never a period the match does not have.
    """
    time = event.time
    if time.period is Period.SHOOTOUT:
        return time
    minute = _plain_minute(text)
    if minute is not None and time.period.end < minute <= Period.EXTRA_SECOND.end:
        later = MatchTime.parse(str(minute)).period
        if later in played:
            return MatchTime(later, minute)
    if in_break(event):
        before = Period(time.period - 1)
        read = read_time(text, before, interval=True)
        if read.period is not before:
            return read
    following = _SECOND_HALF_OF.get(time.period)
    if minute is not None and following is not None and minute > time.period.end:
        if minute <= following.end:
            return MatchTime(following, minute)
        # Past the half that follows too (95 for a first-half event), in a period not
        # played (found above otherwise): added time of the last half played.
        return read_time(text, _last_played(following, played))
    return read_time(text, time.period)


def _last_played(following: Period, played: Collection[Period]) -> Period:
    """The last period of play ``played`` from ``following`` on (``following`` itself
    if none is): a minute past it is that period's added time."""
    return max((p for p in played if following <= p <= Period.EXTRA_SECOND), default=following)


def _split_assist(words: list[str]) -> tuple[list[str], list[str] | None]:
    for i, word in enumerate(words):
        if word in _ASSIST_WORDS and i > 0:
            return words[:i], words[i + 1 :]
    return words, None


def _goal(time: MatchTime, how: GoalKind, words: list[str], r: _Resolver) -> Event | Ambiguous:
    scorer_words, assist_words = _split_assist(words)
    if assist_words is not None and how is GoalKind.PENALTY:
        raise QuickEntryError(
            _("a penalty has no assist: the kick is taken from the spot (type: pen Varane)")
        )
    team = r.team_named(scorer_words) if "scorer" not in r.chosen else None
    scorer: Player | Ambiguous | None = None
    if team is not None:
        if how is GoalKind.OWN_GOAL:
            template = _(
                "an own goal names the player who put it in; for a goal whose scorer is not "
                "known, type: goal {team}"
            )
            raise QuickEntryError(template.format(team=r.match.team(team.other).name))
        side = team  # the scorer is not known, only the team the goal is for
    else:
        scorer = r.resolve("scorer", scorer_words, r.on_pitch(None))
        if not isinstance(scorer, Player):
            return scorer
        side = r.side(scorer)
    assist_pid: int | None = None
    if assist_words is not None:
        if how is GoalKind.OWN_GOAL:
            raise QuickEntryError(_("an own goal has no assist"))
        assist = r.resolve("assist", assist_words, r.on_pitch(side), side=side)
        if not isinstance(assist, Player):
            return assist
        assist_pid = assist.pid
    pid = scorer.pid if isinstance(scorer, Player) else None
    return Goal(time=time, side=side, scorer=pid, assist=assist_pid, how=how)


def _kick(scored: bool, words: list[str], r: _Resolver) -> Event | Ambiguous:
    taker = r.resolve("player", words, r.on_pitch(None))
    if not isinstance(taker, Player):
        return taker
    return ShootoutKick(
        time=MatchTime.shootout(), side=r.side(taker), player=taker.pid, scored=scored
    )


def _missed(time: MatchTime, saved: bool, words: list[str], r: _Resolver) -> Event | Ambiguous:
    taker = r.resolve("player", words, r.on_pitch(None))
    if not isinstance(taker, Player):
        return taker
    return MissedPenalty(time=time, side=r.side(taker), player=taker.pid, saved=saved)


def _card(time: MatchTime, card: CardKind, words: list[str], r: _Resolver) -> Event | Ambiguous:
    player = r.resolve("player", words, r.not_sent_off())
    if not isinstance(player, Player):
        return player
    return Card(time=time, side=r.side(player), player=player.pid, card=card)


def _substitution(time: MatchTime, words: list[str], r: _Resolver) -> Event | Ambiguous:
    # "72 sub Gordon Konsa concussion": an additional permanent concussion substitute.
    concussion = _CONCUSSION in words
    words = [w for w in words if w != _CONCUSSION]
    off_words, on_words = _sub_parts(words, r)
    off = r.resolve("off", off_words, r.on_pitch(None))
    if not isinstance(off, Player):
        return off
    side = r.side(off)
    on = r.resolve("on", on_words, r.bench(side), side=side)
    if not isinstance(on, Player):
        return on
    return Substitution(time=time, side=side, off=off.pid, on=on.pid, concussion=concussion)


def _sub_parts(words: list[str], r: _Resolver) -> tuple[list[str], list[str]]:
    """Split ``Gordon Konsa``, ``off Gordon on Konsa`` or ``Konsa for Gordon``."""
    if "for" in words[1:-1]:
        i = words.index("for", 1)
        return words[i + 1 :], words[:i]
    if words[:1] == ["off"] and "on" in words[2:-1]:
        i = words.index("on", 2)
        return words[1:i], words[i + 1 :]
    if len(words) < 2:
        raise QuickEntryError(_("a substitution names the player off, then the player on"))
    for i in range(1, len(words)):
        if r.matches(words[:i]) and r.matches(words[i:]):
            return words[:i], words[i:]
    return words[:1], words[1:]


class _Resolver:
    """Finds players by name, narrowed by what the state allows for each role."""

    def __init__(self, match: Match, state: MatchState | None, chosen: dict[str, int]) -> None:
        self.match = match
        self.state = state
        self.chosen = chosen
        self.squad = (*match.home.squad, *match.away.squad)

    def side(self, player: Player) -> Side:
        side = self.match.side_of(player.pid)
        assert side is not None
        return side

    def on_pitch(self, side: Side | None) -> Callable[[Player], bool]:
        if self.state is None:
            return lambda p: True
        state = self.state
        return lambda p: any(
            p.pid in state.sides[s].on_pitch for s in Side if side is None or s is side
        )

    def bench(self, side: Side) -> Callable[[Player], bool]:
        if self.state is None:
            return lambda p: True
        bench = self.state.sides[side].bench
        return lambda p: p.pid in bench

    def not_sent_off(self) -> Callable[[Player], bool]:
        if self.state is None:
            return lambda p: True
        state = self.state
        return lambda p: all(p.pid not in state.sides[s].sent_off for s in Side)

    def matches(self, words: list[str]) -> bool:
        return bool(_find(self.squad, words))

    def team_named(self, words: list[str]) -> Side | None:
        """The side whose team name (or short name) is exactly ``words``, if any."""
        said = " ".join(words)
        for side in Side:
            team = self.match.team(side)
            if said and said in {fold(team.name), fold(team.short_name)}:
                return side
        return None

    def resolve(
        self,
        role: str,
        words: list[str] | None,
        eligible: Callable[[Player], bool],
        side: Side | None = None,
    ) -> Player | Ambiguous:
        if role in self.chosen:
            return self.match.player(self.chosen[role])
        if not words:
            raise QuickEntryError(_("name the {role}").format(role=_(_ROLE_WORDS[role])))
        pool = [p for p in self.squad if side is None or self.match.side_of(p.pid) is side]
        found = _find(pool, words)
        if not found:
            said = " ".join(_as_typed(words))
            said = repr(said if len(said) <= 40 else said[:39] + "…")
            hint = _did_you_mean(pool, words)
            if side is None:
                raise QuickEntryError(_("no player called {said}").format(said=said) + hint)
            team = self.match.team(side).name
            template = _("no player of {team} called {said}")
            raise QuickEntryError(template.format(team=team, said=said) + hint)
        narrowed = [p for p in found if eligible(p)] or found
        if len(narrowed) == 1:
            return narrowed[0]
        return Ambiguous(role, " ".join(words), tuple(p.pid for p in narrowed))


def _as_typed(words: list[str]) -> list[str]:
    """Command words read as English (``missed``) put back in the user's language
    (``verschossen``), so that a refusal quotes what was typed."""
    aliases = ALIASES.get(user_language(), {})
    back = {english: word for word, english in reversed(list(aliases.items())) if english}
    return [back.get(word, word) for word in words]


_ROLE_WORDS = {
    "scorer": "scorer",
    "assist": "player who assisted",
    "off": "player going off",
    "on": "player coming on",
    "player": "player",
}


def _did_you_mean(pool: Iterable[Player], words: list[str]) -> str:
    """`` — did you mean Gordon?``: the squad's names closest to a name typed wrong, or ""."""
    typed = " ".join(_tokens(" ".join(words)))
    if not typed or typed.isdecimal():
        return ""
    by_word: dict[str, str] = {}
    for player in pool:
        for word in (" ".join(_tokens(player.name)), *_tokens(player.name)):
            by_word.setdefault(word, player.name)
    close = difflib.get_close_matches(typed, list(by_word), n=3, cutoff=0.6)
    names = list(dict.fromkeys(by_word[c] for c in close))
    if not names:
        return ""
    return _(" — did you mean {names}?").format(names=_(" or ").join(names))


def _tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s.\-']+", fold(text)) if t]


def _find(pool: Iterable[Player], words: list[str]) -> list[Player]:
    """Players fitting ``words``: exact names or number first, then tokens, then prefixes."""
    phrase = " ".join(words)
    pool = list(pool)
    if phrase.isdecimal():
        # Not isdigit(): it also takes "²" and "፩", which int() refuses; and int() refuses
        # over 4,300 digits, where no shirt number has more than three.
        number = int(phrase) if len(phrase) <= 9 else None
        return [p for p in pool if p.number is not None and p.number == number]
    wanted = _tokens(phrase)
    exact = [p for p in pool if wanted and wanted == _tokens(p.name)]
    if exact:
        return exact
    tiers: tuple[Callable[[str, list[str]], bool], ...] = (
        lambda w, names: w in names,
        lambda w, names: any(n.startswith(w) for n in names),
    )
    for fits in tiers:
        found = [
            p
            for p in pool
            if wanted and all(fits(w, _tokens(p.name) + _tokens(p.known_as)) for w in wanted)
        ]
        if found:
            return found
    return []
