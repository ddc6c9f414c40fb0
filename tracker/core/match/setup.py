"""Checks of a match set-up: squads and line-ups."""

from __future__ import annotations

import unicodedata

from tracker.core.i18n import gettext as _
from tracker.core.match.model import (
    Lineup,
    Match,
    Position,
    RulesPreset,
    SetupError,
    TeamSheet,
    fold,
    formation_of,
    formation_rows,
)

#: Bidirectional embeddings, overrides and isolates: in a name they would reverse the text
#: that follows it on the screen and on the sheet.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
#: The longest name or other set-up text (the longest real names are under 100).
MAX_TEXT = 500


def check_text(what: str, text: str) -> None:
    """Refuse control characters (tab, escape…), bidirectional overrides, lone surrogates
    and text longer than :data:`MAX_TEXT` characters."""
    if len(text) > MAX_TEXT:
        template = _("{what} is {length:,} characters long (at most {most})")
        raise SetupError(template.format(what=what, length=len(text), most=MAX_TEXT))
    for char in text:
        if unicodedata.category(char) == "Cs":
            # Half of a UTF-16 pair, left alone by a broken program: no file or database
            # can store it as UTF-8.
            template = _("{what} contains U+{code:04X}, which is not a character; retype it")
            raise SetupError(template.format(what=what, code=ord(char)))
        if unicodedata.category(char) == "Cc" or char in _BIDI_CONTROLS:
            template = _("{what} contains an invisible control character (U+{code:04X}); retype it")
            raise SetupError(template.format(what=what, code=ord(char)))


def check_team(team: TeamSheet) -> None:
    """Refuse a team whose names hold control characters, or whose squad is not sound."""
    check_text(_("the team's name"), team.name)
    _check_team_texts(team)
    check_squad(team)


def check_texts(match: Match) -> None:
    """Refuse names and other set-up text holding control characters (see :func:`check_text`)."""
    check_details(match)
    for what, team in (
        (_("the home team's name"), match.home),
        (_("the away team's name"), match.away),
    ):
        check_text(what, team.name)
        _check_team_texts(team)


def check_details(match: Match) -> None:
    """Refuse the details a stored match may be corrected in (competition, stage, venue,
    officials, managers) holding what a new match is refused for (see :func:`check_text`):
    a correction must not store a name that reverses the sheet's text."""
    for what, text in (
        (_("the competition"), match.competition),
        (_("the stage"), match.stage),
        (_("the venue"), match.venue),
        *((_official(role), name) for role, name in match.officials.named()),
        *(
            (_("{team}: the manager's name").format(team=team.name), team.manager)
            for team in (match.home, match.away)
        ),
    ):
        check_text(what, text)


def _official(role: str) -> str:
    """An official's role as a refusal names it ("the referee")."""
    return {
        "Referee": _("the referee"),
        "Assistant referee": _("the assistant referee"),
        "Fourth official": _("the fourth official"),
        "VAR": _("the VAR"),
    }.get(role, role)


def _check_team_texts(team: TeamSheet) -> None:
    check_text(_("{team}: the short name").format(team=team.name), team.short_name)
    check_text(_("{team}: the manager's name").format(team=team.name), team.manager)
    for index, player in enumerate(team.squad, start=1):
        who = _("{team}: the name of squad player {index}").format(team=team.name, index=index)
        check_text(who, player.name)
        check_text(who, player.known_as)


def check_squad(team: TeamSheet) -> None:
    """Refuse a squad with a shirt number twice or a player twice."""
    numbers: dict[int, str] = {}
    pids: set[int] = set()
    for player in team.squad:
        if not player.name.strip():
            raise SetupError(_("{team}: a player has no name").format(team=team.name))
        if player.pid in pids:
            template = _("{team}: player id {pid} is used twice")
            raise SetupError(template.format(team=team.name, pid=player.pid))
        pids.add(player.pid)
        if player.number is None:
            continue
        if not 0 <= player.number <= 999:
            template = _("{team}: shirt number {number} is out of range")
            raise SetupError(template.format(team=team.name, number=player.number))
        if player.number in numbers and fold(numbers[player.number]) == fold(player.name):
            # Not "worn by both Hugo Lloris and Hugo Lloris": the same player twice.
            template = _("{team}: {name} is in the squad twice (shirt number {number})")
            raise SetupError(
                template.format(team=team.name, name=player.name, number=player.number)
            )
        if player.number in numbers:
            template = _("{team}: shirt number {number} is worn by both {first} and {second}")
            raise SetupError(
                template.format(
                    team=team.name,
                    number=player.number,
                    first=numbers[player.number],
                    second=player.name,
                )
            )
        numbers[player.number] = player.name


def check_lineup(team: TeamSheet, lineup: Lineup, rules: RulesPreset) -> None:
    """Refuse a line-up that does not fit its formation, squad or team size."""
    name = team.name
    sizes = formation_rows(lineup.formation)
    if not lineup.rows or len(lineup.rows[0]) != 1:
        template = _("{team}: the first row of the line-up is the goalkeeper alone")
        raise SetupError(template.format(team=name))
    if formation_of(lineup.rows) != "-".join(map(str, sizes)):
        template = _("{team}: the rows ({rows}) do not match the formation {formation}")
        raise SetupError(
            template.format(team=name, rows=formation_of(lineup.rows), formation=lineup.formation)
        )
    starters = lineup.starters
    if len(starters) != rules.team_size:
        template = _("{team}: {count} starters, but a side has {size} players")
        raise SetupError(template.format(team=name, count=len(starters), size=rules.team_size))
    seen: set[int] = set()
    for pid in (*starters, *lineup.bench):
        player = team.player(pid)
        if player is None:
            template = _("{team}: player id {pid} is not in the squad")
            raise SetupError(template.format(team=name, pid=pid))
        if pid in seen:
            template = _("{team}: {name} is in the line-up twice")
            raise SetupError(template.format(team=name, name=player.name))
        seen.add(pid)
    _check_keepers(team, starters)
    if lineup.captain is not None and lineup.captain not in starters:
        template = _("{team}: the captain must be one of the starters")
        raise SetupError(template.format(team=name))


def _check_keepers(team: TeamSheet, starters: tuple[int, ...]) -> None:
    """Refuse a goalkeeper (by his squad position) among the outfield starters, saying
    whether another goalkeeper or an outfield player stands in goal."""
    outfield = [team.player(pid) for pid in starters[1:]]
    keeper = next((p for p in outfield if p is not None and p.position is Position.GK), None)
    if keeper is None:
        return
    in_goal = team.player(starters[0])
    if in_goal is not None and in_goal.position is Position.GK:
        template = _(
            "{team}: only one goalkeeper starts; {name} is also a goalkeeper: put {name} on "
            "the bench, or give {name} another position in the squad"
        )
    else:
        template = _(
            "{team}: {name}, a goalkeeper, is placed outfield and {keeper} in goal: swap "
            "them, or give {name} another position in the squad"
        )
    keeper_name = in_goal.name if in_goal is not None else ""
    raise SetupError(template.format(team=team.name, name=keeper.name, keeper=keeper_name))


def check_two_teams(match: Match) -> None:
    """Refuse a new match of a team against itself (its two names the same, once
    folded). Kept out of :func:`check_match`, which also reads back what is stored: a
    match stored before this check still opens."""
    home, away = fold(match.home.name.strip()), fold(match.away.name.strip())
    if home and home == away:
        template = _("{team!r} cannot play itself: the teams must differ")
        raise SetupError(template.format(team=match.home.name))


def check_match(match: Match) -> None:
    """Check the names, both squads and line-ups, and that no player is in both squads."""
    check_texts(match)
    for team in (match.home, match.away):
        check_squad(team)
        if team.lineup is not None:
            check_lineup(team, team.lineup, match.rules)
    home = {p.pid for p in match.home.squad}
    both = home & {p.pid for p in match.away.squad}
    if both:
        raise SetupError(_("player id {pid} is in both squads").format(pid=min(both)))


def names_in_both_squads(home: TeamSheet, away: TeamSheet) -> tuple[str, ...]:
    """The names (ignoring case and accents) in both squads, as the home squad writes
    them: a typo or a player copied into the wrong team, to ask about. Not refused:
    brothers and namesakes do play on opposite sides."""
    away_names = {fold(p.name.strip()) for p in away.squad}
    shared = (p.name.strip() for p in home.squad if fold(p.name.strip()) in away_names)
    return tuple(dict.fromkeys(shared))
