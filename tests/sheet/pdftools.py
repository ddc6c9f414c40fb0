"""Reading PDFs in tests with poppler's command-line tools (installed by CI)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

needs_poppler = pytest.mark.skipif(
    shutil.which("pdftotext") is None or shutil.which("pdftoppm") is None,
    reason="poppler-utils (pdftotext, pdftoppm) is not installed",
)


def pdf_text(path: Path) -> str:
    """The text of every page, column by column."""
    done = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(path), "-"],
        capture_output=True,
        check=True,
    )
    return done.stdout.decode("utf-8")


def pdf_info(path: Path) -> dict[str, str]:
    """``pdfinfo``'s fields (Pages, Page size, Title…)."""
    done = subprocess.run(["pdfinfo", str(path)], capture_output=True, check=True, text=True)
    pairs = (line.split(":", 1) for line in done.stdout.splitlines() if ":" in line)
    return {key.strip(): value.strip() for key, value in pairs}


def pdf_fonts(path: Path) -> str:
    """``pdffonts``'s table of the fonts used, and whether each is embedded."""
    done = subprocess.run(["pdffonts", str(path)], capture_output=True, check=True, text=True)
    return done.stdout


def ink_per_page(path: Path, folder: Path) -> list[float]:
    """For each page rendered in grey at 30 dpi, the share of pixels that are not white."""
    subprocess.run(["pdftoppm", "-gray", "-r", "30", str(path), str(folder / "page")], check=True)
    shares = []
    for page in sorted(folder.glob("page*.pgm")):
        data = page.read_bytes()
        # Binary PGM: "P5", width, height, maxval, then one byte a pixel.
        fields = data.split(maxsplit=4)
        width, height = int(fields[1]), int(fields[2])
        pixels = fields[4][-width * height :]
        shares.append(sum(1 for value in pixels if value < 200) / (width * height))
    return shares
