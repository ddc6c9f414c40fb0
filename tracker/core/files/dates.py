"""Dates as a match sheet writes them, in English whatever the locale (the sheet is English)."""

from __future__ import annotations

import datetime as dt

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def day_text(day: dt.date) -> str:
    """A day as a fixture names it: "Sunday 19 July"."""
    return f"{DAYS[day.weekday()]} {day.day} {MONTHS[day.month - 1]}"


def long_date(day: dt.date) -> str:
    """``Wednesday 15 July 2026``."""
    return f"{day_text(day)} {day.year}"


__all__ = ["DAYS", "MONTHS", "day_text", "long_date"]
