"""Checks of a match set-up: squads and line-ups."""

from __future__ import annotations

import unicodedata

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
        raise SetupError(f"{what} is {len(text):,} characters long (at most {MAX_TEXT})")
    for char in text:
        if unicodedata.category(char) == "Cs":
            # Half of a UTF-16 pair, left alone by a broken program: no file or database
            # can store it as UTF-8.
            raise SetupError(
                f"{what} contains U+{ord(char):04X}, which is not a character; retype it"
            )
        if unicodedata.category(char) == "Cc" or char in _BIDI_CONTROLS:
            raise SetupError(
                f"{what} contains an invisible control character (U+{ord(char):04X}); retype it"
            )


def check_team(team: TeamSheet) -> None:
    """Refuse a team whose names hold control characters, or whose squad is not sound."""
    check_text("the team's name", team.name)
    _check_team_texts(team)
    check_squad(team)


def check_texts(match: Match) -> None:
    """Refuse names and other set-up text holding control characters (see :func:`check_text`)."""
    for what, text in (
        ("the competition", match.competition),
        ("the stage", match.stage),
        ("the venue", match.venue),
        *((f"the {role.lower()}", name) for role, name in match.officials.named()),
    ):
        check_text(what, text)
    for side, team in (("home", match.home), ("away", match.away)):
        check_text(f"the {side} team's name", team.name)
        _check_team_texts(team)


def _check_team_texts(team: TeamSheet) -> None:
    check_text(f"{team.name}: the short name", team.short_name)
    check_text(f"{team.name}: the manager's name", team.manager)
    for index, player in enumerate(team.squad, start=1):
        who = f"{team.name}: the name of squad player {index}"
        check_text(who, player.name)
        check_text(who, player.known_as)


def check_squad(team: TeamSheet) -> None:
    """Refuse a squad with a shirt number twice or a player twice."""
    numbers: dict[int, str] = {}
    pids: set[int] = set()
    for player in team.squad:
        if not player.name.strip():
            raise SetupError(f"{team.name}: a player has no name")
        if player.pid in pids:
            raise SetupError(f"{team.name}: player id {player.pid} is used twice")
        pids.add(player.pid)
        if player.number is None:
            continue
        if not 0 <= player.number <= 999:
            raise SetupError(f"{team.name}: shirt number {player.number} is out of range")
        if player.number in numbers and fold(numbers[player.number]) == fold(player.name):
            # Not "worn by both Hugo Lloris and Hugo Lloris": the same player twice.
            raise SetupError(
                f"{team.name}: {player.name} is in the squad twice (shirt number {player.number})"
            )
        if player.number in numbers:
            raise SetupError(
                f"{team.name}: shirt number {player.number} is worn by both "
                f"{numbers[player.number]} and {player.name}"
            )
        numbers[player.number] = player.name


def check_lineup(team: TeamSheet, lineup: Lineup, rules: RulesPreset) -> None:
    """Refuse a line-up that does not fit its formation, squad or team size."""
    name = team.name
    sizes = formation_rows(lineup.formation)
    if not lineup.rows or len(lineup.rows[0]) != 1:
        raise SetupError(f"{name}: the first row of the line-up is the goalkeeper alone")
    if formation_of(lineup.rows) != "-".join(map(str, sizes)):
        raise SetupError(
            f"{name}: the rows ({formation_of(lineup.rows)}) do not match "
            f"the formation {lineup.formation}"
        )
    starters = lineup.starters
    if len(starters) != rules.team_size:
        raise SetupError(
            f"{name}: {len(starters)} starters, but a side has {rules.team_size} players"
        )
    seen: set[int] = set()
    for pid in (*starters, *lineup.bench):
        player = team.player(pid)
        if player is None:
            raise SetupError(f"{name}: player id {pid} is not in the squad")
        if pid in seen:
            raise SetupError(f"{name}: {player.name} is in the line-up twice")
        seen.add(pid)
    keepers = [
        pid
        for pid in starters[1:]
        if (player := team.player(pid)) is not None and player.position is Position.GK
    ]
    if keepers:
        raise SetupError(
            f"{name}: only one goalkeeper starts; "
            f"{team.player(keepers[0]).name} is also a goalkeeper"  # type: ignore[union-attr]
        )
    if lineup.captain is not None and lineup.captain not in starters:
        raise SetupError(f"{name}: the captain must be one of the starters")


def check_two_teams(match: Match) -> None:
    """Refuse a new match of a team against itself (its two names the same, once
    folded). Kept out of :func:`check_match`, which also reads back what is stored: a
    match stored before this check still opens."""
    home, away = fold(match.home.name.strip()), fold(match.away.name.strip())
    if home and home == away:
        raise SetupError(f"{match.home.name!r} cannot play itself: the teams must differ")


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
        raise SetupError(f"player id {min(both)} is in both squads")
