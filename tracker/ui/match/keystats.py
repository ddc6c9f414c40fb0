"""The open match's key stats across the library, in a panel beside the event log.

The sentences are the ones the match sheet prints (:meth:`RecordsService.key_stats`),
computed as of the match, off the GUI thread, and only while the panel can be seen:
a change to the match marks them out of date, and they are read again a moment
later (several quick changes, one reading). So does a change to what they count
over, made anywhere (a merge of two people in the People window or by another
program, an import, another match of the teams): a :class:`StampWatch` compares the
stamp of the matches they read once a second.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeAlias

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from tracker.ui.common.stampwatch import StampWatch

if TYPE_CHECKING:  # the record books load with the first key stats read, not with the window
    from tracker.core.records.keystats import KeyStat

#: How long after a change the key stats are read again (ms): a burst of logging
#: reads them once.
SETTLE_MS = 800

#: Runs ``work`` off the GUI thread, then ``done`` or ``failed`` on it.
Runner: TypeAlias = (
    "Callable[[Callable[[], list[KeyStat]], Callable[[list[KeyStat]], None], "
    "Callable[[Exception], None]], None]"
)


class KeyStatsView(QWidget):
    """A list of key stats; the scope each counts over is said beneath and on hover."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setObjectName("keyStatsList")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        # It shares the log's place: never the panel that keeps the window from shrinking.
        self.list.setMinimumHeight(24)
        self.note = QLabel()
        self.note.setObjectName("keyStatsNote")
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note.setStyleSheet("color: palette(placeholder-text);")
        #: A second leg's tie as it stands, the scoreboard's line (see :meth:`show_tie`).
        self.tie = QLabel()
        self.tie.setObjectName("keyStatsTie")
        self.tie.setTextFormat(Qt.TextFormat.PlainText)  # team names as typed
        self.tie.setWordWrap(True)
        self.tie.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tie)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.note)
        self.show_message(self.tr("No match is open"))

    def show_stats(self, stats: Sequence[KeyStat]) -> None:
        self.list.clear()
        if not stats:
            self.show_message(
                self.tr(
                    "No key stats: the library holds no earlier match of this competition that "
                    "settles one (import a competition's results with File › Import)"
                )
            )
            return
        for stat in stats:
            item = QListWidgetItem(stat.text)
            if stat.scope:
                item.setToolTip(self.tr("Counted over {scope}").format(scope=stat.scope))
            self.list.addItem(item)
        scopes = list(dict.fromkeys(s.scope for s in stats if s.scope))
        self.note.setText(
            self.tr("As of this match, later matches not counted. Counted over ")
            + "; ".join(scopes)
            + "."
            if scopes
            else self.tr("As of this match.")
        )
        self.list.show()

    def show_tie(self, text: str) -> None:
        """Show a second leg's tie as it stands above the key stats, the scoreboard's
        line ("Aggregate 3-2  ·  Rovers would go through"); "": no tie to show. It follows
        the match goal by goal, not the key stats' reading."""
        self.tie.setText(text)
        self.tie.setVisible(bool(text))

    def show_message(self, text: str) -> None:
        self.list.clear()
        self.list.hide()
        self.note.setText(text)

    def texts(self) -> list[str]:
        """The sentences shown, in order."""
        return [self.list.item(i).text() for i in range(self.list.count())]


class KeyStatsPanel:
    """Keeps a :class:`KeyStatsView` showing the open match's key stats.

    ``read(match_id)`` computes them (the records service); ``run`` runs it off the
    GUI thread; ``visible()`` says whether the panel can be seen now; ``stamp(match_id)``,
    if given, fingerprints what they count over (their library moved when it changes).
    """

    def __init__(
        self,
        view: KeyStatsView,
        read: Callable[[int], list[KeyStat]],
        run: Runner,
        visible: Callable[[], bool],
        stamp: Callable[[int], str] | None = None,
    ) -> None:
        self.view = view
        self._read = read
        self._run = run
        self._visible = visible
        self._match_id: int | None = None
        self._stale = False
        self._busy = False
        self._timer = QTimer(view)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SETTLE_MS)
        self._timer.timeout.connect(self.refresh)
        self._stamp = stamp
        #: Follows corrections made anywhere to what the key stats count over.
        self.watch = StampWatch(self._stamp_now, self.library_changed, self._following, view)

    def _stamp_now(self) -> str:
        match_id = self._match_id
        return "" if match_id is None or self._stamp is None else self._stamp(match_id)

    def _following(self) -> bool:
        return self._stamp is not None and self._match_id is not None and self._visible()

    def library_changed(self) -> None:
        """What the key stats count over changed (elsewhere too): read them again soon."""
        self.match_changed()

    def show_match(self, match_id: int | None) -> None:
        """Another match is open (None: none): read its stats now if the panel shows."""
        if match_id != self._match_id:
            self._match_id = match_id
            self.watch.forget()
            self.view.show_message(
                QCoreApplication.translate("KeyStatsPanel", "Reading the key stats…")
                if match_id
                else QCoreApplication.translate("KeyStatsPanel", "No match is open")
            )
        self._stale = True
        self._timer.stop()
        self.refresh()

    def show_waiting(self) -> None:
        """A match is shown whose key stats cannot be read yet (the window shows the
        match it opens with before the database is open): say they are on their way."""
        self.view.show_message(
            QCoreApplication.translate("KeyStatsPanel", "Reading the key stats…")
        )

    def match_changed(self) -> None:
        """The open match changed (an event logged, edited, deleted): read them again soon."""
        self._stale = True
        self._timer.start()

    def became_visible(self) -> None:
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        match_id = self._match_id
        if match_id is None or not self._stale or not self._visible():
            return
        if self._busy:  # read again once the reading under way is in
            self._timer.start()
            return
        self._stale = False
        self._busy = True
        if self._stamp is not None:
            self.watch.mark()  # what is read next is as of this stamp

        def done(stats: list[KeyStat]) -> None:
            self._busy = False
            if match_id == self._match_id:
                self.view.show_stats(stats)

        def failed(exc: Exception) -> None:
            self._busy = False
            if match_id == self._match_id:
                self.view.show_message(
                    QCoreApplication.translate(
                        "KeyStatsPanel", "Cannot read the key stats: {exc}"
                    ).format(exc=exc)
                )

        self._run(lambda: self._read(match_id), done, failed)


__all__ = ["KeyStatsPanel", "KeyStatsView"]
