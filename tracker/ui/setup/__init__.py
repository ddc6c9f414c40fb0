"""Setting a match up in the window: new-match wizard, squads, line-ups, formations.

May import tracker.services, tracker.core, Qt, tracker.ui.common and the suspension notices
of tracker.ui.records; not the match window's parts, nor the main window and its menus (an
import-linter contract).
"""
