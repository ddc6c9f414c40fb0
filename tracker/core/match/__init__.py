"""A logged match: its set-up, events, match time, the laws, and replaying the log.

Owns :mod:`model` (the set-up), :mod:`setup` (checks of it), :mod:`formations`,
:mod:`events`, :mod:`matchtime`, :mod:`rules` (the laws as the log checks them),
:mod:`replay` (replaying the events into a state, checking each), :mod:`state` (the
state at a moment: score, who is on the pitch), :mod:`kickoff` (when the running
period kicked off, as logged), :mod:`checkpoints`, :mod:`delta`,
:mod:`summary` and :mod:`scoreline` (the figures lists show), :mod:`describe`,
:mod:`quickentry` and :mod:`starters` (a starter typed by mistake, put right).

The base of the domain: imports nothing else of Match Tracker (an import-linter contract).
"""
