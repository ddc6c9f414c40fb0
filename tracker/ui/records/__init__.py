"""Records and people: the records window, its tables and pages, suspensions, adjustments, and the
people window with its links and review.

May import tracker.services, tracker.core, tracker.ui.common and Qt; not the match window's parts.
"""
