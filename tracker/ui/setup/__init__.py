"""Setting a match up in the window: new-match wizard, squads, line-ups, formations."""
