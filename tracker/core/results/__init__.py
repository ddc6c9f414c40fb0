"""Results and fixtures of competitions: what happened, without a log.

Owns :mod:`values` (results, fixtures and editions as values), :mod:`disagreements`
(where a logged match and a results file disagree), :mod:`rounds`, :mod:`ties`,
:mod:`legs` (which matches are one tie's legs, however their rounds are written) and
:mod:`competitions` (competitions and editions read from free text).

May import :mod:`tracker.core.match` and :mod:`tracker.core.people`.
"""
