"""The Qt window: the main window and its menus (the shell, here), and its parts below.

``match`` logs a live match, ``setup`` sets one up, ``library`` lists the stored matches,
``records`` shows records and people, ``files`` moves matches in and out, ``common`` is what
they share. The window may import tracker.services, tracker.core, tracker.sheet and Qt,
never tracker.store: errors and types come through the services (an import-linter
contract, as are the boundaries between the parts).
"""
