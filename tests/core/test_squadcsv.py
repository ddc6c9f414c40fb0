"""Reading squads from CSV files and pasted spreadsheet rows."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tracker.core.files.squadcsv import parse_squad
from tracker.core.match.model import Position


def test_a_file_with_a_header_in_any_column_order() -> None:
    text = "name,number,position,known_as\nEmiliano Martínez,23,GK,Dibu\nLionel Messi,10,FW,\n"
    result = parse_squad(text)
    assert result.header
    assert [(r.number, r.name, r.known_as, r.position) for r in result.rows] == [
        (23, "Emiliano Martínez", "Dibu", Position.GK),
        (10, "Lionel Messi", "", Position.FW),
    ]
    assert not result.bad


def test_pasted_spreadsheet_rows_without_a_header() -> None:
    text = "1\tJordan Pickford\tPickford\tGoalkeeper\n9\tHarry Kane\t\tforward\n"
    result = parse_squad(text)
    assert not result.header
    assert [r.position for r in result.good] == [Position.GK, Position.FW]
    assert result.rows[0].known_as == "Pickford"


def test_semicolons_and_a_byte_order_mark() -> None:
    result = parse_squad("\ufeffnumber;name\n4;Declan Rice\n")
    assert result.good[0].name == "Declan Rice"


def test_each_wrong_row_says_why_and_keeps_its_line() -> None:
    text = (
        "number,name,known_as,position\n"
        "1,Jordan Pickford,,GK\n"
        "x,Kyle Walker,,DF\n"
        "5,,,DF\n"
        "1,John Stones,,DF\n"
        "6,Harry Maguire,,CB\n"
        "7,Bukayo Saka,,MF\n"
    )
    result = parse_squad(text)
    reasons = {r.line: r.error for r in result.bad}
    assert reasons == {
        3: "shirt number 'x' is not a whole number",
        4: "the name is missing",
        5: "shirt number 1 is also worn by Jordan Pickford",
        6: "position 'CB' is not GK, DF, MF or FW",
    }
    assert [r.name for r in result.good] == ["Jordan Pickford", "Bukayo Saka"]


def test_numbers_already_in_the_squad_clash() -> None:
    result = parse_squad("10,Lionel Messi\n", taken=[10])
    assert result.bad[0].error == "shirt number 10 is also worn by a player already in the squad"
    named = parse_squad("10,Lionel Messi\n", taken={10: "Diego Maradona"})
    assert named.bad[0].error == "shirt number 10 is also worn by Diego Maradona"


def test_blank_lines_are_skipped_and_extra_columns_refused() -> None:
    result = parse_squad("\n3,A Player,,DF,oops\n\n")
    assert len(result.rows) == 1
    assert "expected at most 4" in result.rows[0].error


@given(st.text(max_size=200))
def test_any_text_gives_rows_and_never_raises(text: str) -> None:
    result = parse_squad(text)
    for row in result.rows:
        assert row.ok or row.error
        if row.ok:
            assert row.name


def test_a_header_with_columns_of_its_own_reads_ours_and_leaves_the_rest() -> None:
    result = parse_squad(
        "Number,Name,Known as,Position,Date of birth,\n"
        "1,Ann Keeper,,GK,1999-01-01,\n"
        "2,Bea Back,Bea,DF,2000-02-02,\n"
    )
    assert result.header and result.ignored == ("Date of birth",)
    assert [(r.number, r.name, r.known_as, r.error) for r in result.rows] == [
        (1, "Ann Keeper", "", ""),
        (2, "Bea Back", "Bea", ""),
    ]


def test_a_player_already_in_the_squad_is_not_his_own_clash() -> None:
    result = parse_squad(
        "1,Hugo LLORIS,,GK\n10,Kylian Mbappé\n10,Kylian Mbappe\n", {1: "Hugo Lloris"}
    )
    assert [r.error for r in result.rows] == [
        "Hugo LLORIS is already in the squad (shirt number 1)",
        "",
        "Kylian Mbappe is listed twice (shirt number 10)",
    ]


# Issue 20, item 5: the delimiter was guessed by counting, so a quoted comma split every row.
def test_semicolons_with_a_quoted_comma() -> None:
    result = parse_squad('9;"Kane, Harry"\n10;"Bellingham, Jude"\n')
    assert [(r.number, r.name) for r in result.rows] == [
        (9, "Kane, Harry"),
        (10, "Bellingham, Jude"),
    ]
    assert not result.bad


def test_a_header_without_the_name_column_is_refused_not_read_as_players() -> None:
    """Regression: ``number,position`` over ``9,FW`` gave a player named "FW"."""
    result = parse_squad("number,position\n9,FW\n1,GK\n")
    assert not result.good
    assert [r.error for r in result.rows] == [
        "the header row names no name column (its columns: number, position); "
        "name one: number, name, known_as, position"
    ]


def test_an_unclosed_quote_is_said_not_read_as_one_long_name() -> None:
    """Regression: ``9,"Kane`` swallowed the next lines into the name."""
    result = parse_squad('9,"Kane\n1,Pickford\n4,Rice\n')
    assert not result.good
    assert "runs over several lines" in result.rows[0].error
    assert "unclosed quote" in result.rows[0].error


def test_a_list_of_names_one_a_line_is_read_as_names() -> None:
    """Regression: "Lionel Messi" on a line of its own was read as a shirt number
    ("shirt number 'Lionel Messi' is not a whole number")."""
    found = parse_squad("Lionel Messi\nKylian Mbappé\n\n")
    assert [(r.number, r.name, r.error) for r in found.rows] == [
        (None, "Lionel Messi", ""),
        (None, "Kylian Mbappé", ""),
    ]
    # A number alone on a line is no name: still read (and refused) as before.
    mixed = parse_squad("Lionel Messi\n10\n")
    assert mixed.rows[0].error


def test_a_german_or_spanish_spreadsheet_header_and_positions_are_read() -> None:
    # A club's own sheet, headed in its language: numbers and positions are not lost.
    german = parse_squad(
        "Nr.;Spieler;Rufname;Position\n1;Manuel Neuer;Neuer;TW\n13;Thomas Müller;Müller;ST\n"
    )
    assert german.header and not german.bad and not german.ignored
    assert [(r.number, r.known_as, r.position) for r in german.rows] == [
        (1, "Neuer", Position.GK),
        (13, "Müller", Position.FW),
    ]
    spanish = parse_squad(
        "Dorsal,Jugador,Posición\n23,Emiliano Martínez,Portero\n"
        "10,Lionel Messi,DEL\n5,Leandro Paredes,MED\n"
    )
    assert spanish.header and not spanish.bad
    assert [(r.number, r.name, r.position) for r in spanish.rows] == [
        (23, "Emiliano Martínez", Position.GK),
        (10, "Lionel Messi", Position.FW),
        (5, "Leandro Paredes", Position.MF),
    ]
