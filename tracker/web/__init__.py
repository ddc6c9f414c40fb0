"""The read-only web site: the library and the live match for anyone with a browser.

Owns the pages (the matchday, a match, an edition, a team, a player), the JSON API
under ``/api/v1/``, the live updates (Server-Sent Events) and the server that runs
them (``match-tracker serve``, the window's Publish live…):

- :mod:`app`: the routes and the safety rules (reads only, plain errors);
- :mod:`server`: :class:`~tracker.web.server.WebServer`, uvicorn in a thread;
- :mod:`site`: what every request shares, parameters, the reader's language;
- :mod:`pages`, :mod:`records`: the HTML pages (Jinja2 templates in ``templates/``);
- :mod:`api`: the JSON API;
- :mod:`live`: the one watcher of the database and the streams;
- :mod:`views`: a match as plain values, for the pages, the API and the streams.

May import :mod:`tracker.services` (the reading is :mod:`tracker.services.viewing`),
:mod:`tracker.sheet` and :mod:`tracker.core`; never the store (it reads through the
services) nor the window (import-linter contracts in ``pyproject.toml``).
"""
