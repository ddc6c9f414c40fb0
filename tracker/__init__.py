"""Match Tracker: log a football match live and produce its match sheet."""

__version__ = "0.1.0"
