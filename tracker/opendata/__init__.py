"""Open event-data formats (StatsBomb open data): pure conversions to and from the core."""
