"""Telling the encoding of a spreadsheet's CSV file: a name is read right or not at all."""

from __future__ import annotations

import pytest

from tracker.core.files.csvtext import (
    MAC,
    UTF8,
    UTF16,
    WINDOWS,
    CsvText,
    UnreadableCsv,
    decode_csv,
)

SQUAD = "Nr;Name;Position\n13;Thomas Müller;FW\n9;José Muñoz;FW\n4;Ömer Toprak;DF\n"


def test_a_csv_from_old_excel_for_mac_reads_its_names_right() -> None:
    # Mac Roman: "ü" is 0x9F, "é" 0x8E, "ñ" 0x96 — "MŸller", "JosŽ", "Mu–oz" in Windows-1252.
    assert decode_csv(SQUAD.encode("mac_roman")) == CsvText(SQUAD, MAC)


@pytest.mark.parametrize(
    "text",
    [
        SQUAD,
        "Nº;Nombre\n7;Raúl González\n3;Gerard Piqué\n",
        "9;MÜLLER;FW\n10;ÖZIL;MF\n",
        "5;Weiß;DF\n",
    ],
)
def test_windows_and_mac_files_of_the_same_names_each_read_right(text: str) -> None:
    assert decode_csv(text.encode("cp1252")) == CsvText(text, WINDOWS)
    assert decode_csv(text.encode("mac_roman")) == CsvText(text, MAC)


def test_utf8_and_names_with_an_apostrophe_stay_as_they_were() -> None:
    assert decode_csv("\ufeff5;John O’Neil\n".encode()).encoding == UTF8
    assert decode_csv("5;John O’Neil\n".encode("cp1252")).text == "5;John O’Neil\n"


@pytest.mark.parametrize(
    ("data", "byte", "line"),
    [
        # "Götze" from a Mac is "Gštze" in Windows-1252; "Džeko" from Windows is "Dûeko"
        # on a Mac: both readings are names, so neither is taken.
        ("Nr;Name\n19;Mario Götze\n".encode("mac_roman"), 0x9A, 2),
        ("Nr;Name\n9;Edin Džeko\n".encode("cp1252"), 0x9E, 2),
    ],
)
def test_a_file_that_reads_as_names_in_both_is_refused_with_its_line(
    data: bytes, byte: int, line: int
) -> None:
    with pytest.raises(UnreadableCsv) as refused:
        decode_csv(data)
    assert (refused.value.byte, refused.value.line, refused.value.ambiguous) == (byte, line, True)


def test_a_dos_code_page_file_is_neither() -> None:
    with pytest.raises(UnreadableCsv) as refused:
        decode_csv("Nr;Name\n13;Thomas Müller\n".encode("cp850"))
    assert (refused.value.byte, refused.value.line, refused.value.ambiguous) == (0x81, 2, False)


@pytest.mark.parametrize("end", ["\r", "\n", "\r\n"])
def test_the_line_named_counts_the_lines_as_the_file_ends_them(end: str) -> None:
    # "CSV (Macintosh)" from old Excel for Mac ends its lines with a lone CR: every byte
    # was said to be on line 1.
    rows = end.join(["Nr;Name", "1;Ann", "13;Thomas Müller", ""])
    with pytest.raises(UnreadableCsv) as refused:
        decode_csv(rows.encode("cp850"))
    assert refused.value.line == 3


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_with_its_byte_order_mark_is_read(codec: str) -> None:
    data = "\ufeff13\tThomas Müller\tFW\r\n".encode(codec)
    assert decode_csv(data) == CsvText("13\tThomas Müller\tFW\r\n", UTF16)
