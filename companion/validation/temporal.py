"""Relative and absolute time in facts and quotes (rule V8).

No fact may store an unresolved relative time ("last week"). Relative expressions in a quote are
resolved here against the source message's timestamp, which comes in as an argument (the
validator never reads a clock). Each expression resolves to one or more date ranges, because
speech is ambiguous ("last Friday" said on a Monday is three days ago to most people and ten days
ago to some); a candidate's `valid_from` agrees when it falls in any of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from typing import TYPE_CHECKING

from companion.validation.lexicon import FIXED_DAYS, MONTHS, WEEKDAYS
from companion.validation.lexicon.dates import (
    ABSOLUTE_DATE_PATTERN,
    BACKWARD_WORDS,
    COUNT_WORDS,
    DATE_ANCHOR_PATTERN,
    DAY_OFFSETS,
    FORWARD_WORDS,
    HABIT_WORDS,
    MONTH_NUMBERS,
    PERIOD_KEYS,
    RELATIVE_TIME_KEYS,
    RELATIVE_TIME_PATTERN,
    RELATIVE_TIME_TRIGGERS,
    RESOLVABLE_TIME_PATTERN,
    SOLO_TIME_WORDS,
    TIME_DIRECTIONS,
    VAGUE_COUNTS,
)
from companion.validation.normalize import canonicalize, word_key

if TYPE_CHECKING:
    from companion.validation.fact import FactShape

_WEEKDAY_SET = frozenset(WEEKDAYS)
_MONTH_SET = frozenset(MONTHS)

__all__ = [
    "Resolution",
    "has_date_anchor",
    "has_relative_time",
    "may_mention_time",
    "resolve",
    "unresolved_weekday",
]

# canonical keys (the fast path reads keys): "christmas" is keyed "christma", as a plural would be
_HOLIDAY_FIRST = frozenset(word_key(p[0]) for p in FIXED_DAYS)
_YEARS = frozenset(str(y) for y in range(1900, 2040))
_NUMERIC_DATE_RE = re.compile(r"\d[/-]\d")


def may_mention_time(keys: frozenset[str], text: str) -> bool:
    """V8 fast path: False when `resolve` cannot find anything (no date word, year, numeric date).

    `keys` are the canonical tokens of `text`. Conservative: True whenever unsure.
    """
    if keys & SOLO_TIME_WORDS or not keys.isdisjoint(_HOLIDAY_FIRST):
        return True
    if keys & PERIOD_KEYS and (
        keys & RELATIVE_TIME_KEYS or "in" in keys or ("from" in keys and "now" in keys)
    ):
        return True
    if not keys.isdisjoint(_YEARS):
        return True
    return _NUMERIC_DATE_RE.search(text) is not None


@dataclass(frozen=True, slots=True)
class Resolution:
    """One time expression of a quote and the date ranges it may mean (inclusive)."""

    phrase: str
    ranges: tuple[tuple[date, date], ...]
    relative: bool

    @property
    def start(self) -> date:
        return self.ranges[0][0]

    def admits(self, day: date) -> bool:
        return any(lo <= day <= hi for lo, hi in self.ranges)


def has_relative_time(text: str, keys: frozenset[str] | None = None, duration_ok: bool = False) -> bool:
    """V8: does this text contain a relative time expression?

    `keys` (the text's canonical tokens) allow a fast exit: every relative expression contains
    one of a few time words ("yesterday", "week", "Friday", "ago"...). With `duration_ok`,
    "in two years" is read as a duration ("hasn't smoked in two years").
    """
    if keys is not None and keys.isdisjoint(RELATIVE_TIME_TRIGGERS):
        return False
    for m in RELATIVE_TIME_PATTERN.finditer(text):
        # "hasn't smoked in two years": with a negation, "in <n> <units>" is how long, not when
        if duration_ok and m.group(0).lower().startswith("in "):
            continue
        return True
    return False


def unresolved_weekday(shape: FactShape) -> bool:
    """V8: a fact about a past event that names a weekday and no date ("User went to their first
    meeting on Saturday"): which Saturday is left to the reader. A weekday of a habit ("User has
    dialysis on Mondays") or next to a day of the month ("Thursday the 9th") is fine."""
    if not shape.past:
        return False
    keys = shape.canon.keys
    for i, key in enumerate(keys):
        if key in _WEEKDAY_SET and shape.canon.lows[i] == key and not (i > 0 and keys[i - 1] in HABIT_WORDS):
            near = keys[max(0, i - 3) : i + 4]
            if not any(k[:1].isdigit() for k in near) and not any(k in _MONTH_SET for k in near):
                return True
    return False


def has_date_anchor(text: str) -> bool:
    """V8: does this text contain an absolute date?"""
    return DATE_ANCHOR_PATTERN.search(text) is not None


def _month_range(year: int, month: int) -> tuple[date, date]:
    year += (month - 1) // 12
    month = (month - 1) % 12 + 1
    nxt = date(year + month // 12, month % 12 + 1, 1)
    return date(year, month, 1), nxt - timedelta(days=1)


def _week_range(day: date) -> tuple[date, date]:
    monday = day - timedelta(days=day.weekday())
    return monday, monday + timedelta(days=6)


def _qty(word: str) -> int | None:
    w = " ".join(word.lower().split())
    if w.isdigit():
        return int(w)
    if any(v in w for v in VAGUE_COUNTS):
        return None
    return COUNT_WORDS.get(w)


def _shift(day: date, unit: str, n: int) -> tuple[date, date]:
    unit = unit.lower().rstrip("s")
    if unit == "fortnight":
        d = day + timedelta(weeks=2 * n)
        return d, d
    if unit == "day":
        d = day + timedelta(days=n)
        return d, d
    if unit == "week":
        return _week_range(day + timedelta(weeks=n))
    if unit == "month":
        return _month_range(day.year, day.month + n)
    return date(day.year + n, 1, 1), date(day.year + n, 12, 31)


def _relative(m: re.Match[str], day: date) -> tuple[tuple[date, date], ...]:
    if simple := m.group("simple"):
        s = " ".join(simple.lower().split())
        s = s if s.startswith("the ") or not s.startswith("day ") else "the " + s
        d = day + timedelta(days=DAY_OFFSETS.get(s, 0))
        return ((d, d),)
    if gone := m.group("gone"):  # "tuesday just gone": the last one before today
        target = WEEKDAYS.index(gone.lower())
        recent = day - timedelta(days=(day.weekday() - target) % 7 or 7)
        return ((recent, recent),)
    if ahead := m.group("ahead"):  # "this saturday coming": the next one after today
        target = WEEKDAYS.index(ahead.lower())
        soon = day + timedelta(days=(target - day.weekday()) % 7 or 7)
        return ((soon, soon),)
    if rel := m.group("rel"):
        direction = TIME_DIRECTIONS.get(rel.lower(), 0)
        period = m.group("period").lower()
        if period in WEEKDAYS:
            target = WEEKDAYS.index(period)
            monday = day - timedelta(days=day.weekday())
            in_week = monday + timedelta(days=target)
            if direction < 0:
                recent = day - timedelta(days=(day.weekday() - target) % 7 or 7)
                prior_week = in_week - timedelta(weeks=1)
                return ((recent, recent), (prior_week, prior_week))
            if direction > 0:
                soon = day + timedelta(days=(target - day.weekday()) % 7 or 7)
                next_week = in_week + timedelta(weeks=1)
                return ((soon, soon), (next_week, next_week))
            return ((in_week, in_week),)
        if period == "weekend":
            saturday = day - timedelta(days=day.weekday()) + timedelta(days=5 + 7 * direction)
            return ((saturday, saturday + timedelta(days=1)),)
        return (_shift(day, period, direction),)
    if qty := m.group("qty"):
        n = _qty(qty)
        unit = m.group("unit")
        sign = -1 if m.group("dir").lower() == "ago" else 1
        if n is None:  # "a few days ago": anything from two to ten units back
            lo, hi = sorted((_shift(day, unit, sign * 2)[0], _shift(day, unit, sign * 10)[0]))
            return ((lo, hi),)
        shifted = _shift(day, unit, sign * n)
        if unit.lower().startswith("week"):  # "two weeks ago": that day, or that week
            exact = day + timedelta(weeks=sign * n)
            return ((exact, exact), shifted)
        return (shifted,)
    if inqty := m.group("inqty"):
        n = _qty(inqty)
        if n is None:
            return ((day, _shift(day, m.group("inunit"), 10)[1]),)
        return (_shift(day, m.group("inunit"), n),)
    month = MONTHS.index(m.group("inmonth").lower()) + 1
    this_year = _month_range(day.year, month)
    other = _month_range(day.year + (1 if month < day.month else -1), month)
    return (this_year, other)


def _absolute(m: re.Match[str], day: date) -> tuple[tuple[date, date], ...]:
    try:
        if m.group("iso"):
            d = date.fromisoformat(m.group("iso"))
            return ((d, d),)
        if m.group("year"):
            y = int(m.group("year"))
            return ((date(y, 1, 1), date(y, 12, 31)),)
        if m.group("n1"):
            a, b = int(m.group("n1")), int(m.group("n2"))
            y = int(m.group("ny")) if m.group("ny") else day.year
            y = y + 2000 if y < 100 else y
            out = [date(y, mo, dd) for mo, dd in ((a, b), (b, a)) if 1 <= mo <= 12 and 1 <= dd <= 31]
            return tuple((d, d) for d in out)
        mon = (m.group("m1") or m.group("m2")).lower()
        dd = int(m.group("d1") or m.group("d2"))
        y = int(m.group("y")) if m.group("y") else day.year
        d = date(y, MONTH_NUMBERS[mon], dd)
        return ((d, d),)
    except ValueError:  # "February 30": not a date, so it resolves to nothing
        return ()


def _holidays(text: str, day: date) -> list[Resolution]:
    """Days named instead of dated ("halloween", "last christmas", "new year's eve"), from
    `lexicon.FIXED_DAYS`: "last" is the latest one before `day`, "next" the first after it, and a
    bare name this year's or next year's."""
    lows = canonicalize(text).lows
    out: list[Resolution] = []
    for i in range(len(lows)):
        for size in (3, 2, 1):
            phrase = tuple(lows[i : i + size])
            if len(phrase) < size or phrase not in FIXED_DAYS:
                continue
            month, dom = FIXED_DAYS[phrase]
            try:
                this = date(day.year, month, dom)
                dates = [date(day.year - 1, month, dom), this, date(day.year + 1, month, dom)]
            except ValueError:
                break
            before = lows[i - 1] if i > 0 else ""
            if before in BACKWARD_WORDS:
                ranges = tuple((d, d) for d in dates if d < day)[-1:]
            elif before in FORWARD_WORDS:
                ranges = tuple((d, d) for d in dates if d > day)[:1]
            else:
                ranges = tuple((d, d) for d in dates[1:])
            if ranges:
                out.append(Resolution(" ".join(phrase), ranges, relative=before in TIME_DIRECTIONS))
            break
    return out


def resolve(text: str, day: date) -> tuple[Resolution, ...]:
    """V8: every time expression in `text`, resolved against the message's date `day`."""
    out: list[Resolution] = _holidays(text, day)
    for m in ABSOLUTE_DATE_PATTERN.finditer(text):
        ranges = _absolute(m, day)
        if ranges:
            out.append(Resolution(m.group(0), ranges, relative=False))
    for m in RESOLVABLE_TIME_PATTERN.finditer(text):
        out.append(Resolution(m.group(0), _relative(m, day), relative=True))
    return tuple(out)
