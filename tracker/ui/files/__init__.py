"""Moving matches in and out: import, export and print, send to another database, backups,
the watch on the database file, the File menu's actions and the database-problem dialog.

May import tracker.services, tracker.core, tracker.sheet, Qt, tracker.ui.common, and the
setup and library dialogs the File menu opens; not the match window's parts, nor the main
window and its menus (an import-linter contract).
"""
