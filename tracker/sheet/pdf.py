"""The printed match sheet: laid out by Qt, written as PDF or sent to a printer.

The same :func:`paint_sheet` draws every page for :class:`QPdfWriter` (the PDF
export) and for :class:`QPrinter` (File > Print), so print and PDF look alike.
The text is a ``QTextDocument`` in the embedded DejaVu Sans; the formations and the
timeline are vector SVG drawn by ``QSvgRenderer`` inside the text flow.

DejaVu Sans has no Chinese, Japanese or Korean letters: Qt draws them in a font of the
system that has them (its font fallback), embedded in the PDF like DejaVu. A computer
with no such font would print empty boxes; :func:`unprintable` finds the names it
would, and the PDF's warning says so (the command line says it after the command).
"""

from __future__ import annotations

import logging
import os
import sys
import unicodedata
from collections.abc import Sequence
from importlib import resources
from typing import Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QLineF,
    QMarginsF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPyTextObject,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextLayout,
)
from PySide6.QtSvg import QSvgRenderer

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.sheet.content import (
    Sheet,
    build_sheet,
    key_stats_option,
    language_option,
    minute_style,
)
from tracker.sheet.printhtml import PITCH, TIMELINE, sheet_rich_text
from tracker.sheet.svg import MUTED, pitch_svg, timeline_svg

FAMILY = "DejaVu Sans"
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGINS_MM = QMarginsF(14, 12, 14, 12)
#: The text is laid out at this many units an inch, then scaled to the device.
LAYOUT_DPI = 96
_FOOTER_PT = 7.0
_SVG_OBJECT = QTextFormat.ObjectTypes.UserObject + 1
_SVG_INDEX = QTextFormat.Property.UserProperty + 1
_app: QGuiApplication | None = None  # kept alive for the rest of the process
_fonts_loaded = False
_log = logging.getLogger(__name__)
#: A glyph index no font gives a letter it has: the font's "missing" glyph, a box.
_NO_GLYPH = 0
#: Where a drawing sits in the text: drawn, not a letter.
_OBJECT = "\ufffc"


def ensure_app(widgets: bool = True) -> None:
    """Create the Qt application painting needs, offscreen when there is no display.

    It is a ``QApplication`` (a ``QGuiApplication`` that also allows widgets), so that
    a window or a test opened later in the same process can still use it. A process
    that only draws sheets and then ends (the ``export`` command) says
    ``widgets=False``: a bare ``QGuiApplication`` starts without loading Qt Widgets.
    """
    global _app
    existing = QGuiApplication.instance()
    if existing is not None:
        if not isinstance(existing, QGuiApplication):
            raise ValueError("the match sheet needs Qt's GUI application to draw the PDF")
        return
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if headless and sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    name = [sys.argv[0] if sys.argv else "match-tracker"]
    if not widgets:
        _app = QGuiApplication(name)
        return
    from PySide6.QtWidgets import QApplication

    _app = QApplication(name)


def load_fonts() -> str:
    """Register the shipped DejaVu Sans once; the family the sheet is set in."""
    global _fonts_loaded
    if not _fonts_loaded:
        folder = resources.files("tracker.resources").joinpath("fonts")
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
            data = folder.joinpath(name).read_bytes()
            QFontDatabase.addApplicationFontFromData(QByteArray(data))
        _fonts_loaded = True
    return FAMILY


def prepare(widgets: bool = True) -> None:
    """Load what drawing a sheet needs before it draws: Qt's application (see
    :func:`ensure_app`) and the sheet's fonts. Drawing does it anyway; a process may do
    it while it waits for what the sheet shows."""
    ensure_app(widgets)
    load_fonts()


def page_layout(paper: str = "a4") -> QPageLayout:
    """Portrait A4 or US Letter with the sheet's margins."""
    if paper not in PAPERS:
        raise ValueError(f"option paper={paper} is not one of: {', '.join(PAPERS)}")
    return QPageLayout(
        QPageSize(PAPERS[paper]),
        QPageLayout.Orientation.Portrait,
        MARGINS_MM,
        QPageLayout.Unit.Millimeter,
    )


class _SvgObject(QPyTextObject):
    """Draws an SVG drawing placed in the text flow, as vectors, at its laid-out size."""

    def __init__(self, drawings: list[tuple[bytes, QSizeF]]) -> None:
        super().__init__()
        self._drawings = drawings

    def intrinsicSize(self, doc: QTextDocument, pos: int, fmt: QTextFormat) -> QSizeF:
        """The size the drawing takes in the text."""
        return self._drawings[fmt.intProperty(_SVG_INDEX)][1]

    def drawObject(
        self,
        painter: QPainter,
        rect: QRectF | QRect,
        doc: QTextDocument,
        pos: int,
        fmt: QTextFormat,
    ) -> None:
        """Render the SVG into the rectangle the layout gave it."""
        data = self._drawings[fmt.intProperty(_SVG_INDEX)][0]
        QSvgRenderer(QByteArray(data)).render(painter, QRectF(rect))


class SheetDocument:
    """The sheet laid out on pages of one size; draw it with :meth:`paint`."""

    def __init__(self, sheet: Sheet, layout: QPageLayout) -> None:
        ensure_app()
        family = load_fonts()
        self.sheet = sheet
        self.layout = layout
        rect = layout.paintRect(QPageLayout.Unit.Inch)
        self.width = rect.width() * LAYOUT_DPI
        self.footer = _FOOTER_PT / 72 * LAYOUT_DPI * 2.4
        self.body = rect.height() * LAYOUT_DPI - self.footer
        # A fixed-resolution layout device keeps the pagination the same on every screen.
        self._device = QImage(1, 1, QImage.Format.Format_RGB32)
        self._device.setDotsPerMeterX(round(LAYOUT_DPI / 0.0254))
        self._device.setDotsPerMeterY(round(LAYOUT_DPI / 0.0254))
        self.doc = QTextDocument()
        self.doc.documentLayout().setPaintDevice(self._device)
        self.doc.setUseDesignMetrics(True)
        self.doc.setDocumentMargin(0)
        font = QFont(family)
        font.setPointSizeF(9)
        # No "ff"/"fi" ligatures: text copied or searched in the PDF must read "off".
        font.setFeature(QFont.Tag("liga"), 0)
        self.doc.setDefaultFont(font)
        self.doc.setHtml(sheet_rich_text(sheet))
        self._place_drawings()
        self.doc.setPageSize(QSizeF(self.width, self.body))
        self._keep_headings_with_next()

    def _keep_headings_with_next(self) -> None:
        """Move a heading left alone at the foot of a page over to the next page, and a
        short section (a heading and a table of under half a page) that would run onto
        the next page over with it; a longer table repeats its header row there."""
        layout = self.doc.documentLayout()
        for _attempt in range(8):
            moved = False
            block = self.doc.begin()
            while block.isValid():
                following = block.next()
                if block.blockFormat().headingLevel() and following.isValid():
                    here = layout.blockBoundingRect(block)
                    there = layout.blockBoundingRect(following)
                    table = QTextCursor(following).currentTable()
                    if table is not None and block.blockFormat().headingLevel() == 2:
                        end = layout.blockBoundingRect(table.lastCursorPosition().block())
                        if end.bottom() - here.top() < self.body / 2:
                            there = end
                    if int(here.top() // self.body) != int(there.bottom() // self.body):
                        cursor = QTextCursor(block)
                        fmt = block.blockFormat()
                        fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                        cursor.setBlockFormat(fmt)
                        # Lay the whole document out again: after a change of one block's
                        # format Qt can leave a later heading unlaid (no lines, not drawn).
                        self.doc.markContentsDirty(0, self.doc.characterCount())
                        moved = True
                        break
                block = following
            if not moved:
                return

    def _place_drawings(self) -> None:
        drawings = [
            (PITCH, pitch_svg(self.sheet), 0.78),
            (TIMELINE, timeline_svg(self.sheet), 1.0),
        ]
        sized: list[tuple[bytes, QSizeF]] = []
        self._handler = _SvgObject(sized)
        layout: QAbstractTextDocumentLayout = self.doc.documentLayout()
        layout.registerHandler(_SVG_OBJECT, self._handler)
        for marker, svg, share in drawings:
            data = svg.encode("utf-8")
            natural = QSvgRenderer(QByteArray(data)).defaultSize()
            width = self.width * share
            height = width * natural.height() / max(1, natural.width())
            sized.append((data, QSizeF(width, height)))
            cursor = self.doc.find(marker)
            if cursor.isNull():
                continue
            fmt = QTextCharFormat()
            fmt.setObjectType(_SVG_OBJECT)
            fmt.setProperty(_SVG_INDEX, len(sized) - 1)
            cursor.insertText("\ufffc", fmt)

    @property
    def unprintable(self) -> list[str]:
        """The names (teams, people, the venue…) the sheet prints with empty boxes in
        them, for a warning (see :func:`missing_letters`)."""
        sheet = self.sheet
        names = [sheet.competition, sheet.stage, sheet.venue]
        names += [name for _role, name in sheet.officials]
        names += [text for team in sheet.teams for text in (team.name, team.manager)]
        names += [name for name, _short in sheet.short_names]
        return unprintable(missing_letters(self.doc), names)

    @property
    def page_count(self) -> int:
        """How many pages the sheet takes."""
        return self.doc.pageCount()

    def paint(self, device: QPagedPaintDevice) -> None:
        """Draw every page onto a PDF writer or printer whose page layout is already set."""
        painter = QPainter()
        if not painter.begin(device):
            raise OSError("cannot paint the match sheet on this device")
        try:
            scale = device.logicalDpiY() / LAYOUT_DPI
            painter.scale(device.logicalDpiX() / LAYOUT_DPI, scale)
            pages = self.page_count
            for page in range(pages):
                if page:
                    device.newPage()
                self._paint_page(painter, page, pages)
        finally:
            painter.end()

    def page_image(self, page: int, dpi: float = 96) -> QImage:
        """One whole page (margins included) as an image, as it will print."""
        full = self.layout.fullRect(QPageLayout.Unit.Inch)
        paint = self.layout.paintRect(QPageLayout.Unit.Inch)
        image = QImage(
            max(1, round(full.width() * dpi)),
            max(1, round(full.height() * dpi)),
            QImage.Format.Format_RGB32,
        )
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(paint.left() * dpi, paint.top() * dpi)
        painter.scale(dpi / LAYOUT_DPI, dpi / LAYOUT_DPI)
        self._paint_page(painter, page, self.page_count)
        painter.end()
        return image

    def _paint_page(self, painter: QPainter, page: int, pages: int) -> None:
        painter.save()
        painter.translate(0, -page * self.body)
        self.doc.drawContents(painter, QRectF(0, page * self.body, self.width, self.body))
        painter.restore()
        font = QFont(FAMILY)
        # Pixels of the layout: the painter is already scaled to the device.
        font.setPixelSize(round(_FOOTER_PT / 72 * LAYOUT_DPI))
        painter.setFont(font)
        painter.setPen(QPen(QColor(MUTED)))
        top = self.body + self.footer * 0.25
        painter.drawLine(QLineF(0, top, self.width, top))
        box = QRectF(0, top + 2, self.width, self.footer * 0.7)
        number = self.sheet.t("Page {page} of {pages}").format(page=page + 1, pages=pages)
        metrics = QFontMetricsF(font, self._device)
        room = self.width - metrics.horizontalAdvance(number) - 24
        left = " · ".join(p for p in (self.sheet.result, self.sheet.competition) if p)
        left = metrics.elidedText(left, Qt.TextElideMode.ElideRight, room)
        middle = Qt.AlignmentFlag.AlignVCenter
        # The footer reads left to right whatever its first letter: a line that starts
        # with an Arabic team's name (isolated in the result) is not turned around.
        ltr = Qt.TextFlag.TextForceLeftToRight
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | middle | ltr, left)
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | middle, number)


def missing_letters(doc: QTextDocument) -> str:
    """The letters of the laid-out ``doc`` that no font here has (each is drawn as an
    empty box), each once, in the order they come.

    Qt picks the font of every letter (its fallback included) as it lays the text out,
    so the glyphs it chose say what will print, on any system.
    """
    found: dict[str, None] = {}
    every = QTextLayout.GlyphRunRetrievalFlag.RetrieveAll
    doc.size()  # lays the text out, if it is not yet
    block = doc.begin()
    while block.isValid():
        # Qt counts in UTF-16: a letter beyond the first 65,536 takes two places.
        text = [c for c in block.text() for _unit in range(1 + (ord(c) > 0xFFFF))]
        for run in block.layout().glyphRuns(0, len(text), every) if text else []:
            for glyph, at in zip(run.glyphIndexes(), run.stringIndexes(), strict=False):
                if glyph == _NO_GLYPH and _drawn(text[at]):
                    found[text[at]] = None
        block = block.next()
    return "".join(found)


def _drawn(char: str) -> bool:
    """Whether ``char`` is drawn: not a space, a control, a directional mark or a drawing."""
    kind = unicodedata.category(char)
    return char != _OBJECT and kind not in ("Cc", "Cf") and not kind.startswith("Z")


def unprintable(letters: str, names: Sequence[str]) -> list[str]:
    """The ``names`` (each once, in order) holding one of the ``letters`` no font has,
    and any of those letters that none of them holds."""
    shown = list(dict.fromkeys(n for n in names if n and any(c in n for c in letters)))
    return shown + [c for c in letters if not any(c in n for n in shown)]


def warn_unprintable(doc: QTextDocument, names: Sequence[str]) -> None:
    """Log a warning naming what of ``names`` the laid-out ``doc`` prints with empty
    boxes (the command line says it after the command); nothing if it all prints."""
    if missing := unprintable(missing_letters(doc), names):
        _log.warning(unprintable_warning(missing))


def unprintable_warning(words: Sequence[str]) -> str:
    """What to tell the user whose PDF prints ``words`` as empty boxes."""
    return _(
        "the PDF shows {words} as empty boxes: no font on this computer has their "
        "letters. Install one that has them (for Chinese, Japanese or Korean names: "
        "Noto Sans CJK) and export again"
    ).format(words=", ".join(words))


def paper_option(options: dict[str, Any]) -> str:
    """The ``paper`` option, checked: ``a4`` (default) or ``letter``."""
    paper = str(options.get("paper", "a4")).strip().lower() or "a4"
    page_layout(paper)
    return paper


def render_pdf(match: Match, events: Sequence[Event], options: dict[str, Any]) -> bytes:
    """The PDF sheet; options ``minutes=football|plain``, ``paper=a4|letter``, ``lang=en|de|es``."""
    sheet = build_sheet(
        match,
        events,
        plain=minute_style(options),
        key_stats=key_stats_option(options),
        language=language_option(options),
    )
    layout = page_layout(paper_option(options))
    ensure_app()
    document = SheetDocument(sheet, layout)
    if missing := document.unprintable:
        _log.warning(unprintable_warning(missing))  # as warn_unprintable, for a whole sheet
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(600)
    writer.setPageLayout(layout)
    writer.setTitle(sheet.result)
    writer.setCreator("Match Tracker")
    document.paint(writer)
    del writer  # finishes the file
    buffer.close()
    return bytes(buffer.data().data())
