"""The football domain: match, teams, line-ups, events, match time and the rules.

Pure Python: nothing here imports Qt or the database.
"""
