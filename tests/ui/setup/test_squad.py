"""The squad editor and the CSV / pasted-rows import with its preview."""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtCore import Qt

from tests.ui.setup.driving import LEFT, import_csv, tick, type_player, when_modal
from tracker.core.match.model import Player, Position
from tracker.ui.setup.csvimport import SquadImportDialog
from tracker.ui.setup.squad import SquadEditor


def editor_with(qtbot, players: list[Player] | None = None) -> SquadEditor:  # type: ignore[no-untyped-def]
    """A shown squad editor."""
    editor = SquadEditor(itertools.count(1).__next__)
    qtbot.addWidget(editor)
    editor.show()
    if players:
        editor.set_players(players)
    return editor


def test_typing_players_and_fixing_them_in_the_table(qtbot, qtmodeltester) -> None:
    editor = editor_with(qtbot)
    assert editor.objectName() == "squadEditor"
    type_player(qtbot, editor, 1, "Mary Earps", "GK")
    type_player(qtbot, editor, 4, "Keira Walsh", "MF")
    assert editor.number.value() == 5  # the next free number is offered
    model = editor.model
    assert [(p.number, p.name, p.position) for p in model.players] == [
        (1, "Mary Earps", Position.GK),
        (4, "Keira Walsh", Position.MF),
    ]
    # Editing a number into one already worn is refused with the clash named.
    assert not model.setData(model.index(1, 0), "1", Qt.ItemDataRole.EditRole)
    assert editor.message.text() == "Shirt number 1 is worn by both Mary Earps and Keira Walsh."
    assert model.players[1].number == 4
    assert not model.setData(model.index(1, 1), "  ", Qt.ItemDataRole.EditRole)
    assert editor.message.text() == "A player needs a name."
    assert model.setData(model.index(1, 2), "Walsh", Qt.ItemDataRole.EditRole)
    assert editor.message.text() == ""
    assert model.setData(model.index(1, 3), "DF", Qt.ItemDataRole.EditRole)
    assert model.players[1].known_as == "Walsh" and model.players[1].position is Position.DF
    qtmodeltester.check(model)


def test_an_empty_name_is_not_added(qtbot) -> None:
    editor = editor_with(qtbot)
    qtbot.mouseClick(editor.add_button, LEFT)
    assert editor.message.text() == "Type the player's name, then Add."
    assert editor.players() == ()


def test_reorder_and_remove(qtbot) -> None:
    editor = editor_with(qtbot, [Player(0, n) for n in ("Ann", "Bea", "Cat")])
    editor.table.selectRow(2)
    qtbot.mouseClick(editor.up_button, LEFT)
    assert [p.name for p in editor.players()] == ["Ann", "Cat", "Bea"]
    qtbot.mouseClick(editor.up_button, LEFT)
    qtbot.mouseClick(editor.down_button, LEFT)
    qtbot.mouseClick(editor.down_button, LEFT)
    assert [p.name for p in editor.players()] == ["Ann", "Bea", "Cat"]
    editor.table.selectRow(0)
    qtbot.mouseClick(editor.remove_button, LEFT)
    assert [p.name for p in editor.players()] == ["Bea", "Cat"]
    editor.table.selectRow(1)
    qtbot.keyClick(editor.name, Qt.Key.Key_Delete)  # typing in a field removes nobody
    assert len(editor.players()) == 2
    editor.table.setFocus()
    qtbot.keyClick(editor.table, Qt.Key.Key_Delete)
    assert [p.name for p in editor.players()] == ["Bea"]
    assert [p.pid for p in editor.players()] == [2]  # pids are not reused


def test_pasted_rows_are_previewed_and_imported_on_confirmation(qtbot, qtmodeltester) -> None:
    dialog = SquadImportDialog({9: "Alessia Russo"})
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.import_button.isEnabled()
    dialog.text.setFocus()
    dialog.text.setPlainText(
        "1\tMary Earps\tEarps\tGK\n9\tBeth Mead\t\tFW\n7\tLauren James\t\tFW\n"
    )
    model = dialog.model
    assert model.rowCount() == 3
    assert model.index(1, 5).data() == "shirt number 9 is also worn by Alessia Russo"
    assert model.index(1, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is None
    assert not dialog.import_button.isEnabled()
    assert "1 row in error" in dialog.summary.text()
    tick(qtbot, dialog.skip_bad)
    assert dialog.import_button.isEnabled()
    assert dialog.import_button.text().replace("&", "") == "Import 2 players"
    assert [r.name for r in dialog.rows()] == ["Mary Earps", "Lauren James"]
    qtmodeltester.check(model)


def test_a_bad_file_imports_nothing(qtbot, monkeypatch, tmp_path: Path) -> None:
    editor = editor_with(qtbot, [Player(0, "Ann", number=1)])
    bad = tmp_path / "bad.csv"
    bad.write_text("number,name\nseven,Bea\n,\n", encoding="utf-8")
    assert import_csv(qtbot, editor, monkeypatch, bad) == [
        "shirt number 'seven' is not a whole number"
    ]
    assert [p.name for p in editor.players()] == ["Ann"]


def test_cancelling_the_import_imports_nothing(qtbot, tmp_path: Path) -> None:
    editor = editor_with(qtbot)

    def cancel(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.text.setPlainText("1,Ann\n2,Bea\n")
        assert dialog.import_button.isEnabled()
        dialog.reject()

    when_modal(cancel)
    qtbot.mouseClick(editor.import_button, LEFT)
    assert editor.players() == ()


def test_a_spreadsheet_workbook_is_refused_in_plain_words(qtbot, tmp_path: Path) -> None:
    workbook = tmp_path / "squad.xlsx"
    workbook.write_bytes(b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00binary\x00rest")
    dialog = SquadImportDialog({})
    qtbot.addWidget(dialog)
    dialog.text.setPlainText("1,Ann\n")
    dialog.load_file(workbook)
    assert dialog.source.text() == (
        "squad.xlsx is not a CSV file (it looks like a spreadsheet workbook): save the "
        "sheet as CSV, or copy its rows and paste them below."
    )
    # What was there before stays; nothing of the workbook is read.
    assert [r.name for r in dialog.rows()] == ["Ann"]


def test_a_csv_from_excel_on_windows_reads_its_accents(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # Excel on Windows saves "CSV" in Windows-1252: "Müller" is the byte 0xFC.
    sheet = tmp_path / "kader.csv"
    sheet.write_bytes(
        "Nr;Name;Position\n13;Thomas Müller;FW\n4;Ömer Toprak – ß;DF\n".encode("cp1252")
    )
    dialog = SquadImportDialog({})
    qtbot.addWidget(dialog)
    dialog.load_file(sheet)
    assert [r.name for r in dialog.rows()] == ["Thomas Müller", "Ömer Toprak – ß"]
    assert dialog.source.text() == "kader.csv (read as Windows-1252 text, not UTF-8)"


def test_a_csv_from_old_excel_for_mac_reads_its_accents(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # Old Excel for Mac saves "CSV" in Mac Roman: "ü" is 0x9F, which Windows-1252 read as
    # "Ÿ" and the squad was imported as "Thomas MŸller", "José" as "JosŽ".
    sheet = tmp_path / "kader.csv"
    sheet.write_bytes(
        "Nr;Name;Position\n13;Thomas Müller;FW\n9;José Muñoz;FW\n".encode("mac_roman")
    )
    dialog = SquadImportDialog({})
    qtbot.addWidget(dialog)
    dialog.load_file(sheet)
    assert [r.name for r in dialog.rows()] == ["Thomas Müller", "José Muñoz"]
    assert dialog.source.text() == "kader.csv (read as Mac Roman text, not UTF-8)"


def test_a_csv_that_reads_as_names_in_windows_and_mac_encodings_is_refused(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path
) -> None:
    # "Götze" saved on a Mac is "Gštze" read as Windows-1252: either could be meant.
    sheet = tmp_path / "kader.csv"
    sheet.write_bytes("Nr;Name;Position\n19;Mario Götze;MF\n".encode("mac_roman"))
    dialog = SquadImportDialog({})
    qtbot.addWidget(dialog)
    dialog.text.setPlainText("1,Ann\n")
    dialog.load_file(sheet)
    assert dialog.source.text() == (
        "kader.csv may be Windows-1252 or Mac Roman text, and its accented letters read "
        "differently in each (byte 0x9A on line 2): nothing was read. Save the sheet as "
        "“CSV UTF-8”, or copy its rows and paste them below."
    )
    assert [r.name for r in dialog.rows()] == ["Ann"]


def test_excel_s_unicode_text_file_is_read_not_called_binary(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # Excel's "Unicode Text" is UTF-16 with a byte order mark: half its bytes are zero,
    # and it was refused as "not text" though it holds every name as typed.
    sheet = tmp_path / "kader.txt"
    sheet.write_bytes("Nr\tName\tPosition\r\n13\tThomas Müller\tFW\r\n".encode("utf-16"))
    dialog = SquadImportDialog({})
    qtbot.addWidget(dialog)
    dialog.load_file(sheet)
    assert [r.name for r in dialog.rows()] == ["Thomas Müller"]
    assert dialog.source.text() == "kader.txt"


def test_a_csv_in_neither_utf8_nor_windows_1252_is_refused_not_garbled(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    # "CSV (MS-DOS)" from Excel is code page 850: "ü" is 0x81, a byte Windows-1252
    # lacks. It was read with "�" in its place, and imported so.
    sheet = tmp_path / "kader.csv"
    sheet.write_bytes("Nr;Name;Position\n13;Thomas Müller;FW\n".encode("cp850"))
    dialog = SquadImportDialog({})
    qtbot.addWidget(dialog)
    dialog.text.setPlainText("1,Ann\n")
    dialog.load_file(sheet)
    assert dialog.source.text() == (
        "kader.csv is neither UTF-8 nor Windows-1252 text (byte 0x81 on line 2): nothing "
        "was read. Save the sheet as “CSV UTF-8”, or copy its rows and paste them below."
    )
    assert [r.name for r in dialog.rows()] == ["Ann"]
    assert "\ufffd" not in dialog.text.toPlainText()


def test_columns_of_the_clubs_own_are_named_as_left_out(qtbot) -> None:
    dialog = SquadImportDialog({})
    qtbot.addWidget(dialog)
    dialog.text.setPlainText("Name\tPosition\tClub\nAnn Keeper\tGK\tCity\nBea Back\tDF\tTown\n")
    assert dialog.summary.text() == "All 2 rows read correctly. Columns left out: Club."
    assert [(r.name, r.position.value) for r in dialog.rows()] == [
        ("Ann Keeper", "GK"),
        ("Bea Back", "DF"),
    ]


def test_a_shirt_number_of_digits_int_refuses(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Issue 11, item 6: isdigit() took "፩" and "²", and int() then failed with its own words.
    editor = editor_with(qtbot, [Player(0, "Ann", number=3)])
    model = editor.model
    for text in ("\u1369", "1\u00b2"):
        assert not model.setData(model.index(0, 0), text, Qt.ItemDataRole.EditRole)
        assert editor.message.text() == f"The shirt number {text!r} is not a whole number."
    assert not model.setData(model.index(0, 0), "9" * 4301, Qt.ItemDataRole.EditRole)
    assert editor.message.text() == "The shirt number 999999… is out of range (0 to 999)."
    assert model.setData(model.index(0, 0), "\u0661\u0660", Qt.ItemDataRole.EditRole)  # 10
    assert model.players[0].number == 10


def test_a_clash_names_the_other_player_never_the_player_himself(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    # The squad of a known team is loaded; the federation's list is then imported over it.
    editor = editor_with(qtbot)
    type_player(qtbot, editor, 1, "Hugo Lloris", "GK")
    (tmp_path / "france.csv").write_text(
        "1,Hugo Lloris,,GK\n1,Steve Mandanda,,GK\n16,Steve Mandanda,,GK\n"
        "16,Steve Mandanda,,GK\n23,Alphonse Areola,,GK\n",
        encoding="utf-8",
    )
    shown = import_csv(qtbot, editor, monkeypatch, tmp_path / "france.csv")
    assert shown == [
        "Hugo Lloris is already in the squad (shirt number 1)",
        "shirt number 1 is also worn by Hugo Lloris",
        "Steve Mandanda is listed twice (shirt number 16)",
    ]
    assert [p.name for p in editor.players()] == [
        "Hugo Lloris",
        "Steve Mandanda",
        "Alphonse Areola",
    ]


def test_a_player_typed_twice_is_not_named_as_his_own_rival(qtbot) -> None:
    editor = editor_with(qtbot)
    type_player(qtbot, editor, 1, "Hugo Lloris", "GK")
    type_player(qtbot, editor, 1, "Hugo Lloris", "GK")
    assert editor.message.text() == "Hugo Lloris is in the squad twice (shirt number 1)."
    assert len(editor.players()) == 1


def test_the_player_typed_after_a_goalkeeper_is_not_made_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Number, Tab, name, Enter: the player after the keeper was made a goalkeeper too,
    and refused later on the pitch as a second goalkeeper."""
    editor = editor_with(qtbot)
    type_player(qtbot, editor, 1, "Mary Earps", "GK")
    type_player(qtbot, editor, 2, "Lucy Bronze", "DF")
    for number, name in ((3, "Alex Greenwood"), (4, "Keira Walsh")):
        editor.number.setValue(number)
        editor.name.setText(name)
        qtbot.keyClick(editor.name, Qt.Key.Key_Return)
    editor.position.setCurrentText("GK")
    editor.number.setValue(13)
    editor.name.setText("Hannah Hampton")
    qtbot.keyClick(editor.name, Qt.Key.Key_Return)
    editor.number.setValue(14)
    editor.name.setText("Lotte Wubben-Moy")
    qtbot.keyClick(editor.name, Qt.Key.Key_Return)
    positions = [p.position for p in editor.players()]
    # A run of defenders keeps its position; the one after a goalkeeper has none yet.
    assert positions == [Position.GK, Position.DF, Position.DF, Position.DF, Position.GK, None]
