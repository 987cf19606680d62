"""Days that move with Easter ("over easter", "good friday", "pancake day"), dated by
python-dateutil's Gregorian Easter computation (the one module that imports it,
`tests/test_sdk_ownership.py`): a calendar rule is a library's knowledge, not a table of ours.
Pure: a name and a year in, a date out."""

from __future__ import annotations

from datetime import date, timedelta

from dateutil.easter import easter

from companion.validation.lexicon.grammar import MOVABLE_DAYS

__all__ = ["movable_day"]


def movable_day(name: tuple[str, ...], year: int) -> date | None:
    """The date of the day `name` (canonical words, "easter" / "good friday") in `year`, or None
    when `name` names no day that moves with Easter."""
    offset = MOVABLE_DAYS.get(name)
    return None if offset is None else easter(year) + timedelta(days=offset)
