"""Every command's help: what it does in one line, examples, and the environment.

The command modules say each argument; this module says each command as a whole, so
that ``match-tracker COMMAND --help`` reads the same way for every command: a line
saying what it does, its arguments, then examples a newcomer can copy.
"""

from __future__ import annotations

import argparse

#: The environment variables the command line reads (grep ``os.environ``).
ENVIRONMENT = """\
environment:
  TRACKER_DB       the database file or SQLAlchemy URL (as --db; default: the user data folder)
  TRACKER_USER     who logs and changes events (as --user; default: your login name)
  TRACKER_BACKUPS  automatic backups kept of a database file (default 10; 0: none)
  TRACKER_LISTEN_DB  another URL for the window's listening connection to a PostgreSQL
                   server (a session past a pooler: see docs/postgresql.md)

examples:
  match-tracker                          open the window
  match-tracker demo                     load the reference match
  match-tracker list --competition "World Cup"
  match-tracker show 1 --json
  match-tracker COMMAND --help           what COMMAND does, with examples
  eval "$(match-tracker completion bash)"  complete commands and options in bash"""

#: What each command does, said whole (``help`` is the short form in the command list).
DESCRIPTIONS = {
    "gui": "Open the window, on MATCH if given (the same as no command at all).",
    "import": "Import match files (JSON), a StatsBomb match, or openfootball results and squads.",
    "export": "Write a match as a match file (JSON) or as its match sheet (text, HTML, PDF, CSV…).",
    "list": "List the matches in the database, newest first, a page at a time.",
    "check": "Compare each match's stored score and status with a replay of its event log.",
    "demo": "Load the reference match, Argentina v England (FIFA World Cup 2026 semi-final).",
    "confirm": "Confirm a match: its log is final and locked against changes.",
    "reopen": "Reopen a confirmed match for logging: its log can be changed again.",
    "show": "Print a match's score, status and event log (or an imported result's lines).",
    "push": "Send a match to another database, such as the league's shared server.",
    "copy": "Copy the whole library to another database (a file or a server). Not "
    "copied: the trash, suspension decisions and appeals, and people linked, merged or "
    "split by hand (the target links players again by name).",
    "dump": "Write the library's logged matches, its teams, points adjustments and each "
    "competition's kind, rules and language to a portable archive (a zip file). Not "
    "written: imported results and fixtures (use copy), the trash, suspension decisions "
    "and appeals, and people linked, merged or split by hand (loading links players "
    "again by name).",
    "load": "Load an archive written by 'dump' into the database.",
    "restore": "List the automatic backups of the database file, or restore one of them.",
    "standings": "Print an edition's group tables, or a league season's table and ties.",
    "stats": "Print the top scorers, or one player's or one team's record.",
    "facts": "Print a match's key stats across the library (his 3rd goal of the Cup…).",
    "people": "With no ACTION, list people (players across matches, --search to find one); "
    "an ACTION shows, merges, splits or links their records.",
    "people show": "Show a person's names, teams and matches, and why each was linked.",
    "people merge": "Merge DUPLICATE into PERSON: one person with both records.",
    "people split": "Move a person's squad entries and goals in some matches to another person.",
    "people link": "Say who a name left unlinked in a match is (a name several people fit).",
    "people review": "Answer the names several people fit: list the open questions, or "
    "say who one is.",
    "people unlink": "Undo an automatic link: that name becomes a person of his own, kept apart.",
    "suspensions": "List the bans of a competition edition; record a decision or an appeal "
    "(PERSON: the person's id, see 'people --search NAME'; MATCH: the match id, see 'list').",
    "completion": "Print a shell completion script for bash, zsh or tcsh.",
    "install-desktop": "Add Match Tracker to the desktop's menu, with its icon, or remove it.",
    "serve": "Show the library and its live matches on a read-only web site (a browser on "
    "this computer, or on the network with --host).",
}

#: Examples for each command, as typed.
EXAMPLES = {
    "gui": ["match-tracker gui", "match-tracker gui 3"],
    "import": [
        "match-tracker import final.json",
        "match-tracker import --format statsbomb events/3869685.json lineups/3869685.json "
        "--match-info matches/43/106.json",
        "match-tracker import --format openfootball worldcup.json/2022/worldcup.json",
    ],
    "export": [
        "match-tracker export 1 --format pdf -o sheet.pdf",
        "match-tracker export 1 --format txt",
        "match-tracker export 1 --format json -o match.json",
    ],
    "list": [
        "match-tracker list",
        'match-tracker list --competition "World Cup" --season 2022',
        "match-tracker list --search atletico --all --json",
    ],
    "check": ["match-tracker check", "match-tracker check --repair"],
    "demo": ["match-tracker demo"],
    "confirm": ["match-tracker confirm 1"],
    "reopen": ["match-tracker reopen 1"],
    "show": ["match-tracker show 1", "match-tracker show 1 --json"],
    "push": ["match-tracker push 1 --to postgresql+psycopg://secretary@league.example/league"],
    "copy": [
        "match-tracker copy --to league.sqlite3",
        "match-tracker copy --from old.sqlite3 --to postgresql+psycopg://me@server/league",
    ],
    "dump": ["match-tracker dump library.zip"],
    "load": ["match-tracker load library.zip"],
    "restore": ["match-tracker restore", "match-tracker restore 2"],
    "standings": [
        'match-tracker standings "World Cup 2014" --group A',
        'match-tracker standings "Premier League 2023/24" --as-of 2024-01-01',
        'match-tracker standings "World Cup 2022" --json',
    ],
    "stats": [
        'match-tracker stats --competition "World Cup" --top 20',
        'match-tracker stats --player "lautaro martinez"',
        'match-tracker stats --team Argentina --edition "World Cup 2022" --json',
    ],
    "facts": ["match-tracker facts 1", "match-tracker facts 1 --json"],
    "adjust": [
        'match-tracker adjust "Premier League 2023/24"',
        'match-tracker adjust "Premier League 2023/24" Everton -8 --reason "financial rules"',
        'match-tracker adjust "Premier League 2023/24" --remove 3',
    ],
    "people": ["match-tracker people --search yildiz", "match-tracker people review"],
    "people show": ["match-tracker people show 12"],
    "people merge": ["match-tracker people merge 12 40"],
    "people split": ["match-tracker people split 12 --match 3 --match 7 --to 40"],
    "people link": ['match-tracker people link 3 "J. Álvarez" --to 12'],
    "people review": [
        "match-tracker people review",
        'match-tracker people review 3 "Álvarez" --to 12',
        'match-tracker people review 3 "Álvarez" --apart',
    ],
    "people unlink": ["match-tracker people unlink 5"],
    "suspensions": [
        'match-tracker suspensions "World Cup 2026"',
        'match-tracker suspensions "World Cup 2026" --decide 12 3 2',
        'match-tracker suspensions "World Cup 2026" --appeal 12 4 --reason "red card rescinded"',
    ],
    "rules": [
        'match-tracker rules "FIFA World Cup"',
        'match-tracker rules "Serie A" --kind league --rules \'{"preset": "league"}\'',
        'match-tracker rules "Regionalliga Nord" --language de',
    ],
    "completion": [
        'eval "$(match-tracker completion bash)"',
        "match-tracker completion zsh > ~/.zfunc/_match-tracker",
    ],
    "install-desktop": [
        "match-tracker install-desktop",
        "match-tracker install-desktop --uninstall",
    ],
    "serve": [
        "match-tracker serve                    http://127.0.0.1:8765/ on this computer",
        "match-tracker serve --match 1 --port 8080",
        "match-tracker serve --host 0.0.0.0     every network this computer is on",
        "TRACKER_DB=postgresql+psycopg://reporter@league/tracker match-tracker serve",
    ],
}


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Prose wrapped to the terminal, paragraph by paragraph; example lines kept as typed."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        parts = []
        for paragraph in text.split("\n\n"):
            lines = paragraph.splitlines()
            if len(lines) > 1 and all(line.startswith(" ") for line in lines[1:]):
                parts.append("\n".join(indent + line for line in lines))  # a block as typed
            else:
                parts.append(argparse.HelpFormatter._fill_text(self, paragraph, width, indent))
        return "\n\n".join(parts)


def finish(parser: argparse.ArgumentParser) -> None:
    """Give the parser and each command's parser their description, examples and format."""
    parser.formatter_class = HelpFormatter
    parser.epilog = ENVIRONMENT
    for name, command in _commands(parser):
        command.formatter_class = HelpFormatter
        described = DESCRIPTIONS.get(name)
        if described is not None:
            # The one line first; a description of the module's own says more below it.
            more = command.description
            command.description = described + (f"\n\n{more}" if more else "")
        examples = EXAMPLES.get(name)
        if examples:
            command.epilog = "examples:\n" + "\n".join(f"  {line}" for line in examples)


def _commands(
    parser: argparse.ArgumentParser, prefix: str = ""
) -> list[tuple[str, argparse.ArgumentParser]]:
    """Every command's parser with its name ("people merge" for an action), depth first."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, command in action.choices.items():
                full = f"{prefix}{name}"
                found.append((full, command))
                found.extend(_commands(command, f"{full} "))
    return found


def commands(parser: argparse.ArgumentParser) -> list[tuple[str, argparse.ArgumentParser]]:
    """Every command's parser with its name (the tests read each one's help)."""
    return _commands(parser)
