"""The match window's parts: the match document and its undo commands, the pitch, line-ups,
event log, clock, scoreboard, quick entry, key stats, the docks they sit in, the live check,
the author name and the actions on a player; the event entry that turns the window's
gestures into undo commands, the questions it asks first, and the status line it speaks on.

May import tracker.services, tracker.core, Qt and tracker.ui.common; no other part of the
window, nor the main window and its menus (an import-linter contract).
"""
