"""Installed like an app: ``install-desktop`` and ``match-tracker FILE``."""

from __future__ import annotations

import configparser
from pathlib import Path

import pytest

import tracker.app
from tracker.cli import main
from tracker.cli.command import _files_to_open, build_parser
from tracker.cli.desktop import DESKTOP_FILE, desktop_entry

SIZES = ("16x16", "22x22", "24x24", "32x32", "48x48", "64x64", "128x128", "256x256")


def test_install_desktop_puts_the_entry_and_every_icon_size_into_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["install-desktop"]) == 0
    entry = tmp_path / "applications" / DESKTOP_FILE
    parsed = configparser.ConfigParser(interpolation=None)
    parsed.optionxform = str  # type: ignore[assignment,method-assign]
    parsed.read(entry, encoding="utf-8")
    section = parsed["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Icon"] == "match-tracker"
    assert section["Exec"].endswith("match-tracker-gui %f")
    assert "application/json" in section["MimeType"]
    for size in SIZES:
        png = tmp_path / "icons" / "hicolor" / size / "apps" / "match-tracker.png"
        assert png.read_bytes().startswith(b"\x89PNG"), size
    assert (tmp_path / "icons/hicolor/scalable/apps/match-tracker.svg").is_file()
    assert str(tmp_path) in capsys.readouterr().out

    assert main(["install-desktop", "--uninstall"]) == 0
    assert not entry.exists()
    assert not list(tmp_path.rglob("match-tracker.*"))


def test_the_desktop_entry_runs_the_command_it_is_given_quoted_when_it_has_a_space() -> None:
    text = desktop_entry("/opt/my apps/bin/match-tracker-gui")
    assert 'Exec="/opt/my apps/bin/match-tracker-gui" %f' in text
    assert "TryExec=/opt/my apps/bin/match-tracker-gui" in text


@pytest.mark.parametrize(
    ("argv", "files"),
    [
        (["list"], None),
        (["--db", "x.sqlite3", "list"], None),
        (["match.json"], ["match.json"]),
        (["--db", "x.sqlite3", "--user", "Ann", "match.json"], ["match.json"]),
        (
            ["--db=x.sqlite3", "events/1.json", "lineups/1.json"],
            ["events/1.json", "lineups/1.json"],
        ),
        (["--", "list.json"], ["list.json"]),
        (["lsit"], None),  # a mistyped command stays a usage mistake
        (["--version"], None),
    ],
)
def test_a_file_in_place_of_a_command_is_told_apart(
    argv: list[str], files: list[str] | None
) -> None:
    assert _files_to_open(build_parser(), argv) == files


def test_match_tracker_file_opens_the_window_on_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_file = tmp_path / "semifinal.json"
    match_file.write_text("{}", "utf-8")
    calls: list[dict[str, object]] = []
    monkeypatch.setattr(tracker.app, "run_gui", lambda **kw: calls.append(kw) or 0)
    assert main(["--db", str(tmp_path / "m.sqlite3"), str(match_file)]) == 0
    assert calls == [{"db": str(tmp_path / "m.sqlite3"), "user": None, "files": [str(match_file)]}]


def test_a_missing_file_is_said_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(tracker.app, "run_gui", lambda **kw: pytest.fail("no window"))
    assert main([str(tmp_path / "gone.json")]) == 1
    assert "no such file" in capsys.readouterr().err


def test_a_mistyped_command_is_still_a_usage_mistake(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["lsit"])
    assert exit_.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
