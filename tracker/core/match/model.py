"""The match as set up before play: teams, squads, line-ups, officials and rules."""

from __future__ import annotations

import datetime as dt
import enum
import unicodedata
from dataclasses import dataclass, field, replace
from functools import lru_cache

from tracker.core.i18n import gettext as _


class Side(enum.Enum):
    """Home or away."""

    HOME = "home"
    AWAY = "away"

    @property
    def other(self) -> Side:
        """The opponent's side."""
        return Side.AWAY if self is Side.HOME else Side.HOME


class Position(enum.Enum):
    """A player's broad position, as squad lists give it."""

    GK = "GK"
    DF = "DF"
    MF = "MF"
    FW = "FW"


class SetupError(ValueError):
    """A squad, line-up or match set-up that cannot be played."""


#: Words that belong to the surname they come before ("Di María", "van der Sar").
SURNAME_PARTICLES = frozenset(
    {
        "al", "bin", "da", "das", "de", "del", "della", "den", "der", "di", "do", "dos",
        "du", "el", "la", "le", "mac", "mc", "st", "st.", "ten", "ter", "van", "von",
    }
)  # fmt: skip


def surname(name: str) -> str:
    """The surname of ``name`` as a report shortens it: its last word, with the
    particles before it ("De Jong" alone stays whole)."""
    parts = name.split()
    if not parts:
        return name
    start = len(parts) - 1
    while start > 0 and parts[start - 1].casefold() in SURNAME_PARTICLES:
        start -= 1
    return " ".join(parts[start:])


@dataclass(frozen=True)
class Player:
    """A player in a team's squad for one match.

    ``pid`` is unique within the match (both squads), so an event can name a player
    by it alone. ``known_as`` is the short name a report uses ("Martínez").
    ``legal_name`` is his full legal name where a source gives it beside the name he
    plays under ("Lionel Andrés Messi Cuccittini" for "Lionel Messi"): it becomes a
    name of his person, is never printed, and is not kept in the match file.
    """

    pid: int
    name: str
    known_as: str = ""
    number: int | None = None
    position: Position | None = None
    legal_name: str = ""

    @property
    def short(self) -> str:
        """The name to print where space is short: ``known_as``, else the surname.

        The surname is the last word with the particles before it ("Ángel Di María" is
        "Di María", "Alexis Mac Allister" "Mac Allister", "Edwin van der Sar" "van der
        Sar"); a name of one or two words ends in its surname ("Lionel Messi": "Messi").
        """
        if self.known_as:
            return self.known_as
        return surname(self.name)


@dataclass(frozen=True)
class Lineup:
    """A starting line-up in formation rows, and the bench.

    ``rows[0]`` is the goalkeeper alone; then each line from defence to attack, each
    in the order an English match report lists it, the right-sided player first.
    """

    formation: str
    rows: tuple[tuple[int, ...], ...]
    bench: tuple[int, ...] = ()
    captain: int | None = None

    @property
    def goalkeeper(self) -> int:
        """The starting goalkeeper's pid."""
        return self.rows[0][0]

    @property
    def starters(self) -> tuple[int, ...]:
        """The starting players, goalkeeper first, row by row."""
        return tuple(pid for row in self.rows for pid in row)


def formation_rows(formation: str) -> tuple[int, ...]:
    """Outfield line sizes of a formation: ``"4-2-3-1"`` gives ``(4, 2, 3, 1)``."""
    try:
        sizes = tuple(int(part) for part in formation.strip().split("-"))
    except ValueError:
        raise SetupError(
            _("formation {formation!r} is not like 4-4-2").format(formation=formation)
        ) from None
    if not sizes or any(size < 1 for size in sizes):
        raise SetupError(_("formation {formation!r} is not like 4-4-2").format(formation=formation))
    return sizes


def formation_of(rows: tuple[tuple[int, ...], ...]) -> str:
    """The formation written by the outfield rows of a line-up."""
    return "-".join(str(len(row)) for row in rows[1:])


class SubstitutionScheme(enum.Enum):
    """How substitutions are limited."""

    LIMITED = "limited"
    ROLLING = "rolling"


@dataclass(frozen=True)
class RulesPreset:
    """Competition rules that the log is checked against (IFAB Law 3)."""

    key: str = "standard"
    name: str = "5 substitutes, 3 windows"
    team_size: int = 11
    max_subs: int | None = 5
    max_windows: int | None = 3
    extra_time_bonus: bool = True
    scheme: SubstitutionScheme = SubstitutionScheme.LIMITED
    concussion_subs: bool = True

    @property
    def rolling(self) -> bool:
        """True where substituted players may come back on."""
        return self.scheme is SubstitutionScheme.ROLLING

    @property
    def fewest_players(self) -> int | None:
        """Law 3: the fewest players a side may continue with, seven in an 11-a-side
        match; None for a smaller side, whose minimum each competition sets."""
        return 7 if self.team_size == 11 else None


PRESETS: dict[str, RulesPreset] = {
    preset.key: preset
    for preset in (
        RulesPreset(),
        RulesPreset(key="three", name="3 substitutes", max_subs=3, max_windows=None),
        RulesPreset(
            key="rolling",
            name="Rolling substitutions",
            max_subs=None,
            max_windows=None,
            extra_time_bonus=False,
            scheme=SubstitutionScheme.ROLLING,
            concussion_subs=False,
        ),
    )
}


def preset_for(key: str, team_size: int = 11) -> RulesPreset:
    """A named rules preset, for the given number of players a side."""
    if key not in PRESETS:
        raise SetupError(f"unknown rules preset {key!r} (known: {', '.join(PRESETS)})")
    if team_size not in (5, 7, 9, 11):
        raise SetupError(_("a side has 11, 9, 7 or 5 players, not {size}").format(size=team_size))
    return replace(PRESETS[key], team_size=team_size)


@dataclass(frozen=True)
class TeamSheet:
    """One team as it takes part in one match: squad, line-up, manager, colours."""

    name: str
    squad: tuple[Player, ...] = ()
    lineup: Lineup | None = None
    manager: str = ""
    short_name: str = ""
    colour: str = "#d22"
    keeper_colour: str = "#2a2"

    def player(self, pid: int) -> Player | None:
        """The squad player with this pid, if any."""
        for player in self.squad:
            if player.pid == pid:
                return player
        return None


@dataclass(frozen=True)
class Officials:
    """The match officials."""

    referee: str = ""
    assistant1: str = ""
    assistant2: str = ""
    fourth: str = ""
    var: str = ""

    def named(self) -> list[tuple[str, str]]:
        """(role, name) for each official with a name."""
        roles = (
            ("Referee", self.referee),
            ("Assistant referee", self.assistant1),
            ("Assistant referee", self.assistant2),
            ("Fourth official", self.fourth),
            ("VAR", self.var),
        )
        return [(role, name) for role, name in roles if name]


@dataclass(frozen=True)
class Match:
    """A match's set-up: metadata, both teams and the rules. Events are kept apart."""

    home: TeamSheet
    away: TeamSheet
    competition: str = ""
    stage: str = ""
    date: dt.date | None = None
    kickoff: dt.time | None = None
    venue: str = ""
    attendance: int | None = None
    officials: Officials = field(default_factory=Officials)
    rules: RulesPreset = field(default_factory=RulesPreset)
    confirmed: bool = False
    id: int | None = None
    #: The match's identity across databases and match files (a UUID), once it has one:
    #: a push, a copy or a load finds the same match by it.
    uuid: str | None = None

    def team(self, side: Side) -> TeamSheet:
        """The team playing on ``side``."""
        return self.home if side is Side.HOME else self.away

    def with_team(self, side: Side, team: TeamSheet) -> Match:
        """This match with ``team`` playing on ``side``."""
        if side is Side.HOME:
            return replace(self, home=team)
        return replace(self, away=team)

    def side_of(self, pid: int) -> Side | None:
        """Which side a player belongs to."""
        if self.home.player(pid) is not None:
            return Side.HOME
        if self.away.player(pid) is not None:
            return Side.AWAY
        return None

    def player(self, pid: int) -> Player:
        """A player of either squad; raises :class:`SetupError` if unknown."""
        player = self.home.player(pid) or self.away.player(pid)
        if player is None:
            raise SetupError(f"no player with id {pid} in this match")
        return player

    @property
    def title(self) -> str:
        """``Home v Away``."""
        return f"{self.home.name} v {self.away.name}"


def fold(text: str) -> str:
    """Text folded for matching names: lower case, plain letters (``Yıldız`` → ``yildiz``).

    The one folding of names, searches and keys: every letter is transliterated by
    anyascii (ı, ð, đ, þ, ø, ł, ß, æ, and other scripts: ``Мбаппе`` → ``mbappe``); a
    character it has no letters for is kept, so no name folds to nothing.
    """
    if text.isascii():
        return text.casefold()
    return "".join(_plain(ch) for ch in unicodedata.normalize("NFC", text)).casefold()


@lru_cache(maxsize=4096)
def _plain(char: str) -> str:
    if unicodedata.category(char)[0] == "N":
        # A digit of another script is not a shirt number ("\u1369" is not 1); "²" is 2.
        return unicodedata.normalize("NFKD", char)
    # Loaded with the first letter that is not plain ASCII (it loads importlib.resources).
    from anyascii import anyascii

    return anyascii(char) or char
