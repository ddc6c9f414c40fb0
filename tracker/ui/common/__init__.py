"""What every part of the window shares: dialogs, error reporting and texts, icons, layout,
the background worker and the reads done as the user types (``latestread``), access
checks, first paint, the library's change stamp watch, the settings kept for each
database (the match last worked on, a running clock), and the narrow host protocol
through which the action modules use the main window, and the window's language (the
translators installed at start-up, dates through QLocale), and what PySide6 reads of the
modules imported after it (kept out of memory).

May import tracker.services, tracker.core and Qt; no other part of tracker.ui (an
import-linter contract).
"""
