"""The library archive: a zip of match files, the teams, and a manifest with versions.

Layout (documented in ``docs/league.md``)::

    manifest.json          what wrote it: format, versions, counts
    teams.json             the teams with their standing squads
    adjustments.json       league points adjustments, if any (tracker.services.archive)
    languages.json         each competition's sheet language, if any (tracker.services.archive)
    competitions.json      each competition's kind and rules, by name (tracker.services.carried)
    matches/<uuid>.json    one match file per match (see docs/match-file.md)

This module reads and writes the manifest and the teams; the match files are
:mod:`tracker.core.files.matchfile`'s. Everything read is checked, and a problem is
reported with the member of the archive it is in.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from dataclasses import dataclass
from typing import Any

from tracker.core.files import matchfile
from tracker.core.i18n import gettext as _
from tracker.core.match.model import Player

FORMAT = "match-tracker-archive"
VERSION = 1
MANIFEST = "manifest.json"
TEAMS = "teams.json"
MATCHES = "matches/"
#: A member larger than this is refused unread (a match file is tens of kilobytes).
MAX_MEMBER_BYTES = 64 * 1024 * 1024
#: The namespace of the identity given to a match file that has none (from its text),
#: so that loading the same archive again finds the match it loaded the first time.
_NAMESPACE = uuid.UUID("0f5c2a9e-6d1b-4c7e-8a3f-2b9d4e6f1a07")


class ArchiveError(ValueError):
    """An archive that cannot be loaded; the message names the member at fault."""


@dataclass(frozen=True)
class Team:
    """A team with its colours, usual manager and standing squad, as archived."""

    name: str
    short_name: str = ""
    manager: str = ""
    colour: str = "#d22"
    keeper_colour: str = "#2a2"
    squad: tuple[Player, ...] = ()


def manifest(
    *, app_version: str, schema: str, matches: int, teams: int, now: dt.datetime | None = None
) -> dict[str, Any]:
    """The manifest of an archive written now."""
    written = now or dt.datetime.now(dt.timezone.utc)
    return {
        "format": FORMAT,
        "version": VERSION,
        "written_by": f"match-tracker {app_version}",
        "written_at": written.isoformat(timespec="seconds"),
        "match_file_version": matchfile.VERSION,
        "database_schema": schema,
        "matches": matches,
        "teams": teams,
    }


def check_manifest(text: bytes) -> dict[str, Any]:
    """The manifest read and checked: our format, a version this program reads."""
    data = _json(MANIFEST, text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ArchiveError(
            _("{member}: not a Match Tracker archive's manifest").format(member=MANIFEST)
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ArchiveError(
            _("{member}: version {version!r} is not an archive version").format(
                member=MANIFEST, version=version
            )
        )
    if version > VERSION:
        raise ArchiveError(
            _(
                "{member}: the archive is version {version}, written by a newer Match Tracker "
                "(this one reads version {newest}); update Match Tracker to load it"
            ).format(member=MANIFEST, version=version, newest=VERSION)
        )
    files = data.get("match_file_version")
    if isinstance(files, int) and not isinstance(files, bool) and files > matchfile.VERSION:
        raise ArchiveError(
            _(
                "{member}: its match files are version {version}, written by a newer Match "
                "Tracker (this one reads version {newest}); update Match Tracker"
            ).format(member=MANIFEST, version=files, newest=matchfile.VERSION)
        )
    count = data.get("matches")
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise ArchiveError(
            _("{member}: 'matches' should be the number of match files").format(member=MANIFEST)
        )
    return data


def teams_text(teams: list[Team]) -> str:
    """``teams.json``: the teams in order, each with its squad."""
    return json.dumps([_team_dict(team) for team in teams], indent=2, ensure_ascii=False) + "\n"


def _team_dict(team: Team) -> dict[str, Any]:
    return {
        "name": team.name,
        "short_name": team.short_name,
        "manager": team.manager,
        "colour": team.colour,
        "keeper_colour": team.keeper_colour,
        "squad": [
            {
                "name": p.name,
                "known_as": p.known_as,
                "number": p.number,
                "position": p.position.value if p.position else None,
            }
            for p in team.squad
        ],
    }


def read_teams(text: bytes) -> list[Team]:
    """The teams of ``teams.json``, each checked as a match file's team is (one standard)."""
    data = _json(TEAMS, text)
    if not isinstance(data, list):
        raise ArchiveError(_("{member}: a list of teams was expected").format(member=TEAMS))
    return [_team(f"{TEAMS}[{index}]", item) for index, item in enumerate(data)]


def _team(where: str, data: Any) -> Team:
    if not isinstance(data, dict):
        raise ArchiveError(_("{where}: a team was expected").format(where=where))
    squad = data.get("squad", [])
    if not isinstance(squad, list) or not all(isinstance(p, dict) for p in squad):
        raise ArchiveError(_("{where}.squad: a list of players was expected").format(where=where))
    # A match file's team: players numbered 1, 2, … (the archive keeps squad order),
    # no line-up; colours left empty are the defaults.
    as_file = {key: value for key, value in data.items() if value != "" or "colour" not in key}
    as_file["squad"] = [
        {"id": index, **{k: v for k, v in player.items() if v is not None or k != "position"}}
        for index, player in enumerate(squad, start=1)
    ]
    as_file.setdefault("name", "")
    try:
        team = matchfile.team_from_dict(as_file, where)
    except matchfile.MatchFileError as exc:
        raise ArchiveError(str(exc)) from None
    if not team.name.strip():
        raise ArchiveError(_("{where}.name: a team needs a name").format(where=where))
    return Team(
        name=team.name.strip(),
        short_name=team.short_name,
        manager=team.manager,
        colour=team.colour,
        keeper_colour=team.keeper_colour,
        squad=team.squad,
    )


#: More digits than any number of an archive can have (Python refuses over 4,300).
_MAX_DIGITS = 30


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > _MAX_DIGITS:
        raise ArchiveError(
            _("a number of {digits} digits is far too large").format(digits=len(digits))
        )
    return int(digits)


def _json(member: str, text: bytes) -> Any:
    try:
        return json.loads(text.decode("utf-8"), parse_int=_parse_int)
    except ArchiveError as exc:
        raise ArchiveError(f"{member}: {exc}") from None
    except UnicodeDecodeError:
        raise ArchiveError(_("{member}: not UTF-8 text").format(member=member)) from None
    except json.JSONDecodeError as exc:
        raise ArchiveError(
            _("{member}: not valid JSON: {message} (line {line}, column {column})").format(
                member=member, message=exc.msg, line=exc.lineno, column=exc.colno
            )
        ) from None
    except RecursionError:
        raise ArchiveError(
            _("{member}: not valid JSON: nested too deeply").format(member=member)
        ) from None


def identity_of(text: str) -> str:
    """The identity given to a match file that has none: the same for the same text."""
    return str(uuid.uuid5(_NAMESPACE, text))


__all__ = [
    "FORMAT",
    "MANIFEST",
    "MATCHES",
    "MAX_MEMBER_BYTES",
    "TEAMS",
    "VERSION",
    "ArchiveError",
    "Team",
    "check_manifest",
    "identity_of",
    "manifest",
    "read_teams",
    "teams_text",
]
