"""The match library: the list of stored matches, its model, the start page and the result view.

May import tracker.services, tracker.core, tracker.sheet, Qt, tracker.ui.common, and the
records pages, set-up details and export dialog it opens; not the match window's parts,
nor the main window and its menus (an import-linter contract).
"""
