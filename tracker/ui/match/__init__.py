"""The match window's parts: the match document and its undo commands, the pitch, line-ups,
event log, clock, scoreboard, quick entry, key stats, live checks and the match actions.

May import tracker.services, tracker.core, tracker.ui.common and Qt; not records, library or files.
"""
