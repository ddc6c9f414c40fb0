"""Records and people: the records window, its tables and pages, suspensions, adjustments,
and the people dialogs with their links and review.

May import tracker.services, tracker.core, Qt and tracker.ui.common; no other part of the
window, nor the main window and its menus (an import-linter contract).
"""
