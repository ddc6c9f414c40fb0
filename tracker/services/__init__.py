"""Use cases shared by the window and the command line: one transaction per user action."""

from tracker.services.matches import Change, MatchService, ServiceError

__all__ = ["Change", "MatchService", "ServiceError"]
