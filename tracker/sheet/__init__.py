"""Match-sheet renderers: text, HTML, PDF, CSV and JSON.

Owns what a sheet says (:mod:`sheetmodel`, :mod:`content`, :mod:`facts`) and how
each format writes it (:mod:`text`, :mod:`html`, :mod:`printhtml`, :mod:`pdf`,
:mod:`svg`, :mod:`tables`), the sheet of a result only (:mod:`resultsheet`,
:mod:`resultcontent`) and the export formats (:mod:`base`, :mod:`formats`).

May import :mod:`tracker.core` only (Qt's text layout for the PDF); not the store,
the services or the window.
"""
