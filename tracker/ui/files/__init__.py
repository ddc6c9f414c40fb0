"""Moving matches in and out: import, export and print, send to another database, backups, the
File menu's actions and the database-problem dialog.

May import tracker.services, tracker.core, tracker.sheet, tracker.opendata, tracker.ui.common and Qt.
"""
