"""The window's layout memory: geometry and docks in QSettings; panels only around a match."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget


def settle() -> None:
    """Lay out now what was added to or changed in the windows shown, as the next turn of
    the event loop would: their next frame then draws it where it stays."""
    for _ in range(_LAYOUT_PASSES):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


#: A dock in a main window is laid out in two passes (the window's, then the dock's).
_LAYOUT_PASSES = 2


def fit_height(window: QWidget) -> None:
    """Make ``window`` as tall as its layout needs at its width, if it is shorter: a
    wrapped message shown in it takes lines the window's minimum size does not count,
    and the fields above it would be squeezed until their text is cut off."""
    layout = window.layout()
    if layout is None:
        return
    layout.activate()
    needed = layout.totalHeightForWidth(window.width())
    if needed > window.height():
        window.resize(window.width(), needed)


class WindowLayout:
    """Restores and saves a main window's layout, and hides its match panels on the start page."""

    def __init__(
        self,
        window: QMainWindow,
        settings: QSettings,
        docks: dict[str, QDockWidget],
        bars: Sequence[QWidget],
    ) -> None:
        self.window = window
        self.settings = settings
        self.docks = docks
        self.bars = bars
        #: The user's layout while the start page has the panels hidden.
        self._parked: QByteArray | None = None

    def restore(self) -> None:
        """Geometry and docks as the user left them (first run: a 1280 × 800 window)."""
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if geometry is not None:
            self.window.restoreGeometry(geometry)
        else:
            self.window.resize(1280, 800)
        if state is not None:
            self.window.restoreState(state)
        elif self.window.isVisible():
            # Docks added to a window already shown (built after its first paint) take
            # sizes only once laid out: lay them out first, so that no frame shows them
            # at another size (the database may keep the next frame waiting).
            settle()
            self.size_docks(self.window.width())
        else:
            self.size_docks(self.window.width())

    def size_docks(self, width: int) -> None:
        """Give the line-up panels a fair share of a window ``width`` pixels wide."""
        side = max(250, min(380, width // 4))
        panels = [self.docks["homeDock"], self.docks["awayDock"]]
        self.window.resizeDocks(panels, [side, side], Qt.Orientation.Horizontal)
        self.window.resizeDocks([self.docks["logDock"]], [200], Qt.Orientation.Vertical)

    def show_match_chrome(self, shown: bool) -> None:
        """Panels and match tool bars only around a match; the start page stands alone."""
        if shown and self._parked is not None:
            self.window.restoreState(self._parked)
            self._parked = None
        elif not shown and self._parked is None:
            self._parked = self.window.saveState()
            for widget in (*self.docks.values(), *self.bars):
                widget.hide()

    def save(self) -> None:
        """Remember the geometry and the docks for next time."""
        self.settings.setValue("window/geometry", self.window.saveGeometry())
        # On the start page the panels are hidden for the moment: keep the user's layout.
        layout = self._parked if self._parked is not None else self.window.saveState()
        self.settings.setValue("window/state", layout)
        self.settings.sync()
