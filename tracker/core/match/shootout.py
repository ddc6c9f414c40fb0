"""Law 10 as the log checks it: the penalty shootout.

The teams kick alternately, the team that took the first kick first in every round;
a team with more players leaves the extra ones out; nobody kicks twice before each
team-mate who may kick has kicked once; the shootout ends only once it is decided;
during it only a goalkeeper who cannot go on is replaced. :mod:`tracker.core.match.rules`
applies a kick; the checks here refuse what breaks these, each with a reason.

A stored log is replayed without the checks that came after it was stored: the replay
notes a kick out of turn (:func:`note_out_of_turn`) rather than refusing it, so the
match still opens, and a correction or a log brought in whole is refused by what was
noted (:func:`check_shootout_takers`).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from tracker.core.i18n import gettext as _
from tracker.core.match.describe import player_name
from tracker.core.match.events import Event, PeriodEnd, ShootoutKick, Substitution
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Side
from tracker.core.match.state import MatchState, RuleError


def check_entry(state: MatchState, event: Event) -> None:
    """What Law 10 asks of a shootout, refused for an event logged now (``state`` is
    the match just before it): the shootout ends only once it is decided, the team
    that took its first kick takes the first of every round, no team uses more
    kickers than the team with fewer players has, and nobody takes a second kick
    before each team-mate who may kick has taken one.

    Like :func:`check_new`, kept out of the replay of stored logs (which only notes a
    kick out of turn): a match stored before these checks still opens.
    """
    if state.period is not Period.SHOOTOUT or not state.running:
        return
    if isinstance(event, PeriodEnd) and event.period is Period.SHOOTOUT:
        undecided = _undecided(state)
        if undecided is not None:
            template = _(
                "the shootout is not decided yet ({home}-{away} after {kicks} kicks): "
                "the kicks go on until one team leads with as many kicks taken"
            )
            raise RuleError(template.format(**undecided))
    elif isinstance(event, ShootoutKick):
        _check_turn(state, event, state.kicks())


def check_kick_after_end(state: MatchState, event: Event) -> None:
    """Refuse a new kick once the shootout's end is logged (``state``: the whole match
    as logged). The kick would be filed before that whistle, and the rules about
    who kicks next would speak of a shootout that is over."""
    if isinstance(event, ShootoutKick) and Period.SHOOTOUT in state.period_ends:
        raise RuleError(_("the shootout has ended: no more kicks are taken"))


def check_shootout_ended(state: MatchState, *, whole_log: bool = False) -> None:
    """Refuse a correction that leaves an ended shootout undecided (a kick edited from
    scored to missed, or deleted, after the shootout's end was logged); with
    ``whole_log``, a log brought in whole whose shootout ended undecided."""
    undecided = _undecided(state) if Period.SHOOTOUT in state.period_ends else None
    if undecided is None:
        return
    if whole_log:
        template = _(
            "the shootout ends undecided ({home}-{away} after {kicks} kicks): the kicks go "
            "on until one team leads with as many kicks taken"
        )
    else:
        template = _(
            "the shootout has ended: this would leave it undecided ({home}-{away} after "
            "{kicks} kicks)"
        )
    raise RuleError(template.format(**undecided))


def shootout_decided(state: MatchState) -> bool:
    """True when the shootout's kicks decide it (Law 10: one team leads with as many
    kicks taken as the other could still take); False with none, or while open."""
    return bool(state.kicks()) and _undecided(state) is None


def _undecided(state: MatchState) -> dict[str, int] | None:
    """The shootout's score and kicks taken while it is not decided; None once it is."""
    taken = kicks_taken(state.kicks())
    if decided(state.shootout, taken):
        return None
    home, away = state.shootout[Side.HOME], state.shootout[Side.AWAY]
    return {"home": home, "away": away, "kicks": sum(taken.values())}


def check_shootout_takers(state: MatchState) -> None:
    """Refuse a log (corrected, or brought in whole) with a kick out of turn: a team
    kicking first in a round when the other took the shootout's first kick, a player
    his team leaves out, or one kicking again before a team-mate who may kick has
    (see :func:`check_entry`).

    Its replay noted them, each as the match stood when the kick was taken."""
    if state.kick_faults:
        raise RuleError(state.kick_faults[0])


def _check_turn(state: MatchState, event: ShootoutKick, kicks: list[ShootoutKick]) -> None:
    """Law 10's order for a kick about to be taken after ``kicks``: the team that
    took the first kick takes the first of every round, and each team's kickers, no
    more than the team with fewer players has, take one kick each before anyone takes
    a second."""
    _check_round(state, event, kicks)
    _check_taker(state, event, [k.player for k in kicks if k.side is event.side])


def _check_round(state: MatchState, event: ShootoutKick, kicks: list[ShootoutKick]) -> None:
    """At level kicks, the team that took the shootout's first kick kicks next (with
    one team a kick ahead the other does: the replay refuses that in every log)."""
    taken = kicks_taken(kicks)
    if not kicks or taken[Side.HOME] != taken[Side.AWAY] or event.side is kicks[0].side:
        return
    template = _(
        "the kicks alternate and {other} kicked first, so they kick first in every round: "
        "{other} take the next kick, not {team}"
    )
    team, other = state.match.team(event.side).name, state.match.team(event.side.other).name
    raise RuleError(template.format(other=other, team=team))


def _kickers_allowed(state: MatchState) -> int:
    """Law 10: how many different kickers each team may use. The team with more
    players leaves the extra ones out, so as many as the team with fewer has: those
    on the pitch at the end of play, less any sent off since."""
    return min(len(state.sides[side].on_pitch) for side in Side)


def _check_taker(state: MatchState, event: ShootoutKick, kickers: list[int | None]) -> None:
    """A first kick by one of the kickers his team may use; a second once each of
    them has kicked (``kickers``: his team's takers so far)."""
    taker = event.player
    eligible = state.sides[event.side].on_pitch
    if taker is None or taker not in eligible or None in kickers:
        return  # a taker not known cannot be told; one off the pitch, the handler refuses
    # A goalkeeper's kicks count as his replacement's; a kicker sent off during the
    # kicks no longer counts (each team-mate left takes one).
    stand_ins = _keepers_replaced(state, event.side)
    kicked = (stand_ins.get(pid, pid) for pid in kickers if pid is not None)
    taken = Counter(pid for pid in kicked if pid in eligible)
    may_kick = _kickers_allowed(state)
    if taken[taker]:
        keeper = None if taker in kickers else _replaced_by(stand_ins, taker)
        _check_second_kick(state, taker, taken, may_kick, keeper)
    elif len(taken) >= may_kick:
        template = _(
            "{name} cannot take a kick: {team} have used {used} different kickers of the "
            "{may_kick} they may use (as many as the team with fewer players has: the "
            "extra players are left out)"
        )
        team = state.match.team(event.side).name
        name = player_name(state.match, taker)
        raise RuleError(template.format(name=name, team=team, used=len(taken), may_kick=may_kick))


def _keepers_replaced(state: MatchState, side: Side) -> dict[int, int]:
    """The goalkeepers replaced during the kicks, each with who is in goal for him now.

    Law 10: if the goalkeeper has taken a kick, his replacement takes none until the
    next round of kicks, so the goalkeeper's kicks count as his replacement's."""
    stand_ins: dict[int, int] = {}
    for change in state.substitutions(side):
        if change.time.period is Period.SHOOTOUT:
            for keeper, now in stand_ins.items():
                if now == change.off:
                    stand_ins[keeper] = change.on
            stand_ins[change.off] = change.on
    return stand_ins


def _replaced_by(stand_ins: dict[int, int], pid: int) -> int | None:
    """The goalkeeper ``pid`` came on for during the kicks, if he did."""
    return next((keeper for keeper, now in stand_ins.items() if now == pid), None)


def _check_second_kick(
    state: MatchState, taker: int, taken: Counter[int], may_kick: int, keeper: int | None
) -> None:
    """Law 10: every player who may kick takes one before anyone takes a second
    (``keeper``: the goalkeeper whose kicks count as the taker's, who has none)."""
    before = taken[taker]
    done = sum(1 for count in taken.values() if count >= before)
    if done >= may_kick:
        return
    name = player_name(state.match, taker)
    if keeper is None:
        template = _(
            "{name} has taken a kick: each of his team-mates takes one before anyone "
            "takes another ({done} of {may_kick} have)"
        )
        raise RuleError(template.format(name=name, done=done, may_kick=may_kick))
    template = _(
        "{name} came on for {keeper}, who has taken a kick: each of his team-mates takes "
        "one before anyone takes another ({done} of {may_kick} have)"
    )
    keeper_name = player_name(state.match, keeper)
    raise RuleError(template.format(name=name, keeper=keeper_name, done=done, may_kick=may_kick))


def check_keeper_replaced(state: MatchState, event: Substitution) -> None:
    """Law 10: during the kicks only a goalkeeper unable to go on is replaced, by a
    substitute the team has left (counted as any other)."""
    rows = state.sides[event.side].rows
    if rows and rows[0] and rows[0][0] == event.off:
        return
    template = _(
        "{name} is not the goalkeeper: during a penalty shootout only a goalkeeper who "
        "cannot go on is replaced"
    )
    raise RuleError(template.format(name=player_name(state.match, event.off)))


def note_out_of_turn(state: MatchState, event: ShootoutKick, kicks: list[ShootoutKick]) -> None:
    # Noted rather than refused: a log stored before Law 10's order was checked still
    # opens. A kick entered now is refused before it gets here (check_entry); a
    # correction or a log brought in whole, by what is noted (check_shootout_takers).
    try:
        _check_turn(state, event, kicks)
    except RuleError as exc:
        state.kick_faults.append(str(exc))


def kicks_taken(kicks: list[ShootoutKick]) -> dict[Side, int]:
    """How many kicks each side has taken."""
    taken = dict.fromkeys(Side, 0)
    for kick in kicks:
        taken[kick.side] += 1
    return taken


def decided(score: dict[Side, int], taken: dict[Side, int], rounds: int = 5) -> bool:
    home, away = score[Side.HOME], score[Side.AWAY]
    if taken[Side.HOME] < rounds or taken[Side.AWAY] < rounds:
        # Decided when one side could not catch up even by scoring every kick it has left.
        return home + rounds - taken[Side.HOME] < away or away + rounds - taken[Side.AWAY] < home
    return taken[Side.HOME] == taken[Side.AWAY] and home != away


def possible_result(home: int, away: int) -> bool:
    """Whether a shootout can end ``home``-``away``: never level; one goal apart after
    any number of rounds (sudden death); further apart only as its first five rounds
    can leave it, stopped once one side cannot catch up (3-0, 4-1, 5-3, never 4-0 or
    5-2)."""
    if home == away or min(home, away) < 0:
        return False
    if abs(home - away) == 1:
        return True
    finals = _ended_in_the_rounds()
    return (home, away) in finals or (away, home) in finals


@cache
def _ended_in_the_rounds(rounds: int = 5) -> frozenset[tuple[int, int]]:
    """Every score (the side kicking first, then the other) a shootout can be decided
    on within its first ``rounds`` rounds, the kicks taken in turn."""
    finals: set[tuple[int, int]] = set()

    def kick(first: int, second: int, taken_first: int, taken_second: int) -> None:
        score = {Side.HOME: first, Side.AWAY: second}
        taken = {Side.HOME: taken_first, Side.AWAY: taken_second}
        if decided(score, taken, rounds):
            finals.add((first, second))
        elif taken_second < rounds:  # level after the rounds: sudden death, one apart
            if taken_first == taken_second:
                kick(first + 1, second, taken_first + 1, taken_second)
                kick(first, second, taken_first + 1, taken_second)
            else:
                kick(first, second + 1, taken_first, taken_second + 1)
                kick(first, second, taken_first, taken_second + 1)

    kick(0, 0, 0, 0)
    return frozenset(finals)
