"""The match library: the list of stored matches, its model, the start page and the result view.

May import tracker.services, tracker.core, tracker.sheet, tracker.ui.common and Qt; not the match
window's parts.
"""
