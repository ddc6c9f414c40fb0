"""Edit › Preferences: your name, the language, the theme, backups, rules and the database.

Each choice is kept in the window's QSettings under the keys below (the name under the
key Match › Your name… already used). The theme, your name and the rules preset apply
at once; the language, the backups kept and the database location from the next start,
which the dialog says beside each of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QWidget

if TYPE_CHECKING:  # the dialog's widgets load with the dialog, not before the first paint
    from PySide6.QtWidgets import QComboBox, QLabel

#: The settings keys (the name is Match › Your name…'s key, the language i18n's).
AUTHOR_KEY = "user/name"
LANGUAGE_KEY = "language"
THEME_KEY = "appearance/theme"
BACKUPS_KEY = "backups/keep"
RULES_KEY = "setup/rules"
DATABASE_KEY = "database/path"

#: The languages offered: (setting, name in its own language); "" follows the system.
LANGUAGES = (("en", "English"), ("de", "Deutsch"), ("es", "Español"))
THEMES = ("", "light", "dark")
#: The automatic backups kept when nothing says otherwise (the store's default).
DEFAULT_BACKUPS = 10


#: The style and palette the application started with (what "System" goes back to).
_SYSTEM_LOOK: list[tuple[str, QPalette]] = []


def dark_palette() -> QPalette:
    """A dark palette whose text keeps a contrast of at least 4.5:1 on every background."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, "#202124"),
        (roles.WindowText, "#e8eaed"),
        (roles.Base, "#17181a"),
        (roles.AlternateBase, "#26282b"),
        (roles.ToolTipBase, "#303134"),
        (roles.ToolTipText, "#e8eaed"),
        (roles.PlaceholderText, "#a0a4a8"),
        (roles.Text, "#e8eaed"),
        (roles.Button, "#2d2f33"),
        (roles.ButtonText, "#e8eaed"),
        (roles.BrightText, "#ffffff"),
        (roles.Link, "#8ab4f8"),
        (roles.Highlight, "#8ab4f8"),
        (roles.HighlightedText, "#17181a"),
    ):
        palette.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#9aa0a6"))
    return palette


def apply_theme(theme: str, app: QApplication | None = None) -> None:
    """Follow the system's look (``""``), or use a ``"light"`` or ``"dark"`` one.

    The colour scheme is asked of the platform too, where it honours the request; the
    Fusion style with its own palette makes the choice hold everywhere else.
    """
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None:
        return
    scheme = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}
    if not _SYSTEM_LOOK:
        if theme not in scheme:
            # Nothing has changed the system's look yet: it stays, and is noted only when
            # another look replaces it (asking for the style before the first paint costs).
            return
        _SYSTEM_LOOK.append((app.style().name(), app.palette()))
    app.styleHints().setColorScheme(scheme.get(theme, Qt.ColorScheme.Unknown))
    if theme not in scheme:
        style, palette = _SYSTEM_LOOK[0]
        app.setStyle(style)
        app.setPalette(palette)
        return
    app.setStyle("Fusion")
    app.setPalette(dark_palette() if theme == "dark" else app.style().standardPalette())


def backups_kept(settings: QSettings) -> int | None:
    """The backups to keep as set in Preferences, or None (the store's default)."""
    value = settings.value(BACKUPS_KEY)
    try:
        return max(1, int(str(value))) if value not in (None, "") else None
    except (TypeError, ValueError):
        return None


def database_location(settings: QSettings) -> str | None:
    """The database file chosen in Preferences, or None (the default file)."""
    value = str(settings.value(DATABASE_KEY, "") or "").strip()
    return value or None


class PreferencesDialog(QDialog):
    """The user's preferences; :meth:`save` writes them to the settings."""

    def __init__(
        self,
        settings: QSettings,
        presets: list[tuple[str, str]],
        default_database: str,
        parent: QWidget | None = None,
    ) -> None:
        from PySide6.QtWidgets import (
            QComboBox,
            QDialogButtonBox,
            QFormLayout,
            QHBoxLayout,
            QLabel,
            QLineEdit,
            QPushButton,
            QSpinBox,
            QVBoxLayout,
        )

        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.settings = settings
        self.default_database = default_database

        self.author = QLineEdit(self)
        self.author.setObjectName("authorName")
        self.author.setMaxLength(80)
        self.author.setPlaceholderText(self.tr("Your login name is used when empty"))
        self.author.setText(str(settings.value(AUTHOR_KEY, "") or ""))
        self.author.setToolTip(self.tr("Stored with each event you log or change"))

        self.language = QComboBox(self)
        self.language.setObjectName("language")
        self.language.addItem(self.tr("System"), "")
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self._select(self.language, str(settings.value(LANGUAGE_KEY, "") or ""))

        self.theme = QComboBox(self)
        self.theme.setObjectName("theme")
        for key, name in zip(
            THEMES, (self.tr("System"), self.tr("Light"), self.tr("Dark")), strict=True
        ):
            self.theme.addItem(name, key)
        self._select(self.theme, str(settings.value(THEME_KEY, "") or ""))

        self.backups = QSpinBox(self, minimum=1, maximum=999)
        self.backups.setObjectName("backupsKept")
        self.backups.setValue(backups_kept(settings) or DEFAULT_BACKUPS)
        self.backups.setSuffix(self.tr(" backups"))

        self.rules = QComboBox(self)
        self.rules.setObjectName("defaultRules")
        for key, name in presets:
            self.rules.addItem(name, key)
        self._select(self.rules, str(settings.value(RULES_KEY, "") or ""))

        self.database = QLineEdit(self)
        self.database.setObjectName("databaseLocation")
        self.database.setReadOnly(True)
        self.database.setText(database_location(settings) or default_database)
        # The whole path on hover: the field shows only what fits.
        self.database.textChanged.connect(self.database.setToolTip)
        self.database.setToolTip(self.database.text())
        self.choose_database = QPushButton(self.tr("C&hoose…"), self)
        self.choose_database.setObjectName("chooseDatabase")
        self.default_button = QPushButton(self.tr("De&fault"), self)
        self.default_button.setObjectName("defaultDatabase")
        self.choose_database.clicked.connect(self._on_choose_database_clicked)
        self.default_button.clicked.connect(self._on_default_button_clicked)
        where = QHBoxLayout()
        where.addWidget(self.database, 1)
        where.addWidget(self.choose_database)
        where.addWidget(self.default_button)

        form = QFormLayout()
        form.addRow(self.tr("Your &name:"), self.author)
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow("", self._note(self.tr("A new language applies when Match Tracker restarts.")))
        form.addRow(self.tr("&Theme:"), self.theme)
        form.addRow(self.tr("&Backups kept:"), self.backups)
        form.addRow("", self._note(self.tr("Automatic backups of the database file, newest kept; "
                                           "applies when Match Tracker restarts.")))  # fmt: skip
        form.addRow(self.tr("New matches' &rules:"), self.rules)
        database_label = QLabel(self.tr("&Database:"), self)
        database_label.setBuddy(self.database)
        form.addRow(database_label, where)
        form.addRow("", self._note(self.tr("Another database opens when Match Tracker restarts "
                                           "(--db and TRACKER_DB still come first).")))  # fmt: skip
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)

    def _note(self, text: str) -> QLabel:
        from PySide6.QtWidgets import QLabel

        return QLabel(text, self, wordWrap=True)

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        index = combo.findData(value)
        combo.setCurrentIndex(max(index, 0))

    def choose_file(self) -> str:
        """Ask for a database file (tests replace this)."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Database file"),
            self.database.text(),
            self.tr("Match Tracker databases (*.sqlite3 *.db);;All files (*)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        return path

    def _on_choose_database_clicked(self) -> None:
        path = self.choose_file()
        if path:
            self.database.setText(path)

    def _on_default_button_clicked(self) -> None:
        self.database.setText(self.default_database)

    def save(self) -> None:
        """Write the choices to the settings and apply the theme."""
        s = self.settings
        s.setValue(AUTHOR_KEY, self.author.text().strip())
        s.setValue(LANGUAGE_KEY, self.language.currentData())
        s.setValue(THEME_KEY, self.theme.currentData())
        s.setValue(BACKUPS_KEY, self.backups.value())
        s.setValue(RULES_KEY, self.rules.currentData())
        chosen = self.database.text().strip()
        s.setValue(DATABASE_KEY, "" if chosen == self.default_database else chosen)
        s.sync()
        apply_theme(self.theme.currentData())

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        settings: QSettings,
        presets: list[tuple[str, str]],
        default_database: str,
    ) -> bool:
        """Show the dialog modally and save on OK; True if saved."""
        dialog = cls(settings, presets, default_database, parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                dialog.save()
                return True
            return False
        finally:
            dialog.deleteLater()
