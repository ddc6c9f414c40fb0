"""The football domain: match, teams, line-ups, events, match time and the rules.

Owns the values every other layer passes around, and the rules that judge them:

- a logged match: :mod:`model` (the set-up), :mod:`events`, :mod:`matchtime`,
  :mod:`rules` (the laws as the log checks them), :mod:`state` (replaying the events,
  checking each), which builds :mod:`matchstate` (the state at a moment: score, who
  is on the pitch), :mod:`summary` and :mod:`scoreline` (the figures lists show),
  :mod:`quickentry`, :mod:`describe`, :mod:`matchfile`;
- results and competitions: :mod:`results` (results and fixtures as records) and
  :mod:`resultcheck` (where a logged match and a results file disagree),
  :mod:`rounds`, :mod:`competitions`, :mod:`standings`, :mod:`league`, :mod:`ties`,
  :mod:`squadlist`;
- records and people: :mod:`records`, :mod:`played`, :mod:`appearances`,
  :mod:`keystats`, :mod:`leaguestats`, :mod:`coverage`, :mod:`nameforms`,
  :mod:`suspensions`.

May import nothing of Match Tracker's other layers, and neither Qt nor the database:
pure Python (an import-linter contract in ``pyproject.toml``).
"""
