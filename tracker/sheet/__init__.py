"""Match-sheet renderers: text, HTML, PDF, CSV and JSON."""
