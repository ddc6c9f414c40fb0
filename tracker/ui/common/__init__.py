"""What every part of the window shares: dialogs, error reporting and texts, icons, layout, the
background worker, access checks, first paint and the narrow host protocol the actions use.

May import tracker.services, tracker.core and Qt; no other part of tracker.ui.
"""
