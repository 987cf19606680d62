"""Relative and absolute time in facts and quotes (rule V8).

No fact may store an unresolved relative time ("last week"). Relative expressions in a quote are
resolved here against the source message's timestamp, which comes in as an argument (the
validator never reads a clock). Each expression resolves to one or more date ranges, because
speech is ambiguous ("last Friday" said on a Monday is three days ago to most people and ten days
ago to some); a candidate's `valid_from` agrees when it falls in any of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import TYPE_CHECKING

from companion.validation.lexicon import FIXED_DAYS, MONTHS, WEEKDAYS
from companion.validation.lexicon.claims import MODAL_FORMS
from companion.validation.lexicon.dates import (
    ABSOLUTE_DATE_PATTERN,
    AFTER_PERFECT_BE,
    AGO_WORDS,
    BACKWARD_WORDS,
    BARE_WEEKDAY_PATTERN,
    BARE_WEEKEND_PATTERN,
    COUNT_WORDS,
    DATE_ANCHOR_PATTERN,
    DAY_MONTH_FILLERS,
    DAY_OFFSETS,
    EITHER_WAY_WORDS,
    FORWARD_WORDS,
    FUTURE_MARKERS,
    HABIT_WORDS,
    HAVE_FORMS,
    MONTH_NUMBERS,
    ONE_OFF_EVENTS,
    ORDINAL_PATTERN,
    PAST_FORMS,
    PERIOD_KEYS,
    PERIOD_PARTS,
    PERIOD_SHIFTS,
    PLURAL_SUBJECTS,
    PRESENT_BE,
    RELATIVE_TIME_KEYS,
    RELATIVE_TIME_PATTERN,
    RELATIVE_TIME_TRIGGERS,
    RESOLVABLE_TIME_PATTERN,
    SEASON_MONTHS,
    SINCE_WORDS,
    SOLO_TIME_WORDS,
    TIME_DIRECTIONS,
    VAGUE_COUNTS,
    WEEKDAY_MOVED_BEFORE,
    WEEKDAY_ORDINALS,
    WEEKDAY_TAKEN_AFTER,
    WEEKDAY_TAKEN_BEFORE,
)
from companion.validation.lexicon.feasts import movable_day
from companion.validation.lexicon.grammar import MOVABLE_DAYS
from companion.validation.lexicon.morphology import is_gerund, is_participle, is_past, lemmas, pos
from companion.validation.lexicon.numbers import ORDINAL_ENDINGS, number_value
from companion.validation.normalize import canonicalize, token_spans, word_key

if TYPE_CHECKING:
    from companion.validation.fact import FactShape

_WEEKDAY_SET = frozenset(WEEKDAYS)
_MONTH_SET = frozenset(MONTHS)

__all__ = [
    "Resolution",
    "dates_disagree",
    "has_date_anchor",
    "has_relative_time",
    "looks_back",
    "may_mention_time",
    "rarer_reading",
    "resolve",
    "unresolved_weekday",
    "unresolved_weekend",
    "weekday_ahead",
]

# canonical keys (the fast path reads keys): "christmas" is keyed "christma", as a plural would be
_HOLIDAY_FIRST = frozenset(word_key(p[0]) for p in [*FIXED_DAYS, *MOVABLE_DAYS])
_YEARS = frozenset(str(y) for y in range(1900, 2040))
_DAY_NUMBERS = frozenset(str(d) for d in range(1, 32))
_NUMERIC_DATE_RE = re.compile(r"\d[/-]\d")


_PART_KEYS = frozenset(word_key(w) for w in PERIOD_PARTS)


def may_mention_time(keys: frozenset[str], text: str) -> bool:
    """V8 fast path: False when `resolve` cannot find anything (no date word, year, numeric date).

    `keys` are the canonical tokens of `text`. Conservative: True whenever unsure.
    """
    if keys & SOLO_TIME_WORDS or not keys.isdisjoint(_HOLIDAY_FIRST):
        return True
    if keys & PERIOD_KEYS and (
        keys & RELATIVE_TIME_KEYS
        or "in" in keys
        or ("from" in keys and "now" in keys)
        or not keys.isdisjoint(_PART_KEYS)  # "at the end of the month"
    ):
        return True
    if not keys.isdisjoint(_YEARS):
        return True
    if "the" in keys and not keys.isdisjoint(_DAY_NUMBERS):
        return True  # "on the twentieth": a day of the month (`_monthless_days`)
    return _NUMERIC_DATE_RE.search(text) is not None


@dataclass(frozen=True, slots=True)
class Resolution:
    """One time expression of a quote and the date ranges it may mean (inclusive). `guess`: a
    weekday alone, dated from the tense ("on saturday"); it may also be a habit ("i play football
    on saturday"), so it backs a date the fact writes but never sets or refuses `valid_from`."""

    phrase: str
    ranges: tuple[tuple[date, date], ...]
    relative: bool
    guess: bool = False
    # how many of `ranges`, from the first, are what most speakers mean; the rest are a reading
    # of some ("last tuesday" said on a friday: this week's, to some the week before's)
    usual: int | None = None

    def usually_admits(self, day: date) -> bool:
        """`day` falls in a reading most speakers mean."""
        return any(lo <= day <= hi for lo, hi in self.ranges[: self.usual])

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
    start = 0
    while (m := RELATIVE_TIME_PATTERN.search(text, start)) is not None:
        # "hasn't smoked in two years": with a negation, "in <n> <units>" is how long, not when.
        # The "in" may also end a phrasal verb ("moved in a couple of weeks ago", "settled in two
        # months back"): the count after it is read again on its own, where "ago" dates it.
        if duration_ok and m.group(0).lower().startswith("in "):
            start = m.start() + len("in ")
            continue
        return True
    return False


def unresolved_weekday(shape: FactShape) -> bool:
    """V8: a fact about a past event that names a weekday and no date ("User went to their first
    meeting on Saturday"): which Saturday is left to the reader. A weekday of a habit ("User has
    dialysis on Mondays") or next to a day of the month ("Thursday the 9th") is fine."""
    return shape.past and _weekday_alone(shape)


def weekday_ahead(shape: FactShape) -> bool:
    """V8: a fact that looks ahead and names a weekday and no date ("User is flying to Rome on
    Monday", "User will see the GP on Friday"): which Monday is left to the reader too, though
    the user's own words said no more, so it is held, not rejected. In the present simple the
    weekday may be a habit said loosely ("User plays golf on Sunday"): left alone, unless its
    verb is an event that happens once (`ONE_OFF_EVENTS`: "User starts a new job on Monday")."""
    if shape.past or not _weekday_alone(shape):
        return False
    return _looks_ahead(shape.canon.lows) or _scheduled(shape)


def _scheduled(shape: FactShape) -> bool:
    """The fact's verb is an event that happens once, said in the present simple as timetabled
    ("User starts a new job on Monday", "User's daughter flies home on Friday"): no habit."""
    verb = shape.verb
    return verb is not None and not lemmas(shape.canon.lows[verb]).isdisjoint(ONE_OFF_EVENTS)


def _weekday_alone(shape: FactShape) -> bool:
    keys = shape.canon.keys
    for i, key in enumerate(keys):
        if key in _WEEKDAY_SET and shape.canon.lows[i] == key and not (i > 0 and keys[i - 1] in HABIT_WORDS):
            near = keys[max(0, i - 3) : i + 4]
            if not any(k[:1].isdigit() for k in near) and not any(k in _MONTH_SET for k in near):
                return True
    return False


def _looks_ahead(lows: Sequence[str]) -> bool:
    """Do a fact's words put it ahead of the message: a future marker ("will", "going", "plans")
    or a present progressive, the English future of an arrangement ("is flying", "are moving")?"""
    if not FUTURE_MARKERS.isdisjoint(lows):
        return True
    return any(lows[i - 1] in PRESENT_BE and is_gerund(w) for i, w in enumerate(lows) if i > 0)


def unresolved_weekend(shape: FactShape) -> bool:
    """V8: a fact about a past event that keeps "the weekend" alone ("User went to the coast at
    the weekend", "... over the weekend"): which weekend is left to the reader, though the fact
    may be all the user meant to keep (a hold, not a rejection)."""
    return shape.past and BARE_WEEKEND_PATTERN.search(" ".join(shape.canon.lows)) is not None


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
    """The number of a count ("two", "21", "twenty one"); None for a vague one ("a few")."""
    w = " ".join(word.lower().replace("-", " ").split())
    if w.isdigit():
        return int(w)
    if any(v in w for v in VAGUE_COUNTS):
        return None
    if w in COUNT_WORDS:
        return COUNT_WORDS[w]
    value = number_value(tuple(w.split()))
    return int(value) if value is not None else None


def _qty_range(word: str) -> tuple[int, int]:
    """The fewest and most units a vague count may mean ("a couple": two or three)."""
    w = word.lower()
    return next((span for v, span in VAGUE_COUNTS.items() if v in w), (2, 10))


def _counted(day: date, unit: str, qty: str, sign: int) -> tuple[tuple[date, date], ...]:
    """`qty` `unit`s before (sign -1) or after (+1) `day`: "two weeks ago" is that day or that
    week, "three months back" that month, "a few days ago" any day of two to six days back."""
    n = _qty(qty)
    if n is None:
        fewest, most = _qty_range(qty)
        lo, hi = sorted((_shift(day, unit, sign * fewest)[0], _shift(day, unit, sign * most)[1]))
        return ((lo, hi),)
    shifted = _shift(day, unit, sign * n)
    if unit.lower().startswith("week"):
        exact = day + timedelta(weeks=sign * n)
        return ((exact, exact), shifted)
    return (shifted,)


_SATURDAY = 5  # `date.weekday()` of a Saturday
_WEEKEND = "weekend"  # the unit of a Saturday and a Sunday


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
    if unit == _WEEKEND:  # the Saturday and Sunday of the week n weeks on ("the weekend after next")
        saturday = day - timedelta(days=day.weekday()) + timedelta(days=5, weeks=n)
        return saturday, saturday + timedelta(days=1)
    if unit == "month":
        return _month_range(day.year, day.month + n)
    return date(day.year + n, 1, 1), date(day.year + n, 12, 31)


def _last_weekday(day: date, name: str) -> date:
    """The last `name` (a weekday) before `day`: a week back when `day` is one."""
    target = WEEKDAYS.index(name.lower())
    return day - timedelta(days=(day.weekday() - target) % 7 or 7)


def _next_weekday(day: date, name: str) -> date:
    """The first `name` (a weekday) after `day`: a week on when `day` is one."""
    target = WEEKDAYS.index(name.lower())
    return day + timedelta(days=(target - day.weekday()) % 7 or 7)


def _season(day: date, name: str, direction: int, this: bool) -> tuple[tuple[date, date], ...]:
    """The dates of a season said with "last", "next" or "this": "last summer" is the latest one
    over before `day`, "next summer" the first to start after it, "this summer" the one under
    way, else the one just over and the coming one; in either hemisphere (`SEASON_MONTHS`)."""
    out: list[tuple[date, date]] = []
    for first, last in SEASON_MONTHS[name]:
        seasons = [
            (_month_range(y, first)[0], _month_range(y, last)[1]) for y in range(day.year - 3, day.year + 3)
        ]
        over = [s for s in seasons if s[1] < day]
        ahead = [s for s in seasons if s[0] > day]
        under_way = [s for s in seasons if s[0] <= day <= s[1]]
        if direction < 0:
            out.append(over[direction])  # "last last summer": the one before the last
        elif direction > 0:
            out.append(ahead[direction - 1])
        elif this and under_way:
            out.append(under_way[0])
        else:
            out += [over[-1], ahead[0]]
    return tuple(out)


def _nth_weekday(year: int, month: int, nth: str, weekday: str) -> date:
    """The `nth` ("first" ... "fourth", "last") `weekday` of a month."""
    first, last = _month_range(year, month)
    target = WEEKDAYS.index(weekday)
    index = WEEKDAY_ORDINALS[nth]
    if index < 0:
        return last - timedelta(days=(last.weekday() - target) % 7)
    return first + timedelta(days=(target - first.weekday()) % 7, weeks=index - 1)


def _relative(m: re.Match[str], day: date) -> tuple[tuple[date, date], ...]:
    if nth := m.group("nth"):  # "the first monday in april", "the last friday of the month"
        of = m.group("nthof").lower()
        weekday = m.group("nthwd").lower()
        if of.endswith("month"):  # "the month", "this month", "next month"
            first, _last = _shift(day, "month", 1 if of.startswith("next") else 0)
            years = [(first.year, first.month)]
        else:  # a month named without a year: this year's, or, once it has passed, either
            month = MONTHS.index(of) + 1
            years = [(day.year, month)] if month >= day.month else [(day.year, month), (day.year + 1, month)]
        return tuple((d, d) for d in (_nth_weekday(y, mo, nth.lower(), weekday) for y, mo in years))
    if moved := m.group("weekon") or m.group("wdweek") or m.group("wdnext"):
        # "a week on friday", "friday week", "friday after next": the coming one and a week
        d = _next_weekday(day, moved.lower()) + timedelta(weeks=1)
        return ((d, d),)
    if start := m.group("weekfrom"):  # "a week tomorrow", "a week today"
        d = day + timedelta(days=DAY_OFFSETS.get(start.lower(), 0), weeks=1)
        return ((d, d),)
    if period := m.group("pshift"):  # "the week after next", "the month before last"
        shift = PERIOD_SHIFTS[m.group("pway").lower()]
        unit = period.lower()
        if unit == _WEEKEND and shift > 0 and day.weekday() < _SATURDAY:
            # before this week's weekend, "next weekend" may be the coming one or the one after;
            # the one after it is either of the two after that
            return (_shift(day, unit, shift - 1), _shift(day, unit, shift))
        return (_shift(day, period.lower(), shift),)
    if simple := m.group("simple"):
        s = " ".join(simple.lower().split())
        s = s if s.startswith("the ") or not s.startswith("day ") else "the " + s
        d = day + timedelta(days=DAY_OFFSETS.get(s, 0))
        return ((d, d),)
    if gone := m.group("gone"):  # "tuesday just gone": the last one before today
        return ((_last_weekday(day, gone),) * 2,)
    if m.group("wkgone"):  # "the weekend just gone": the last whole weekend before today
        saturday = _last_weekday(day, "saturday")
        saturday = saturday if saturday + timedelta(days=1) < day else saturday - timedelta(weeks=1)
        return ((saturday, saturday + timedelta(days=1)),)
    if ahead := m.group("ahead") or m.group("come"):  # "this saturday coming", "come friday"
        return ((_next_weekday(day, ahead),) * 2,)
    if rel := m.group("rel"):
        direction = TIME_DIRECTIONS.get(rel.lower(), 0)
        again = m.group("again")
        if again and TIME_DIRECTIONS.get(again.strip().lower(), 0) == direction:
            direction *= 2  # "next next week", "last last year"
        period = m.group("period").lower()
        if period in WEEKDAYS:
            target = WEEKDAYS.index(period)
            monday = day - timedelta(days=day.weekday())
            in_week = monday + timedelta(days=target)
            if direction < 0:
                earlier = timedelta(weeks=-direction - 1)
                recent = _last_weekday(day, period) - earlier
                prior_week = in_week - timedelta(weeks=1) - earlier
                return ((recent, recent), (prior_week, prior_week))
            if direction > 0:
                later = timedelta(weeks=direction - 1)  # "next next friday": a week past "next friday"
                soon = _next_weekday(day, period) + later
                next_week = in_week + timedelta(weeks=1) + later
                return ((soon, soon), (next_week, next_week))
            if in_week < day:  # "this thursday" said on a friday: the coming one, or the one just past
                soon = _next_weekday(day, period)
                return ((in_week, in_week), (soon, soon))
            return ((in_week, in_week),)
        if period in SEASON_MONTHS:
            return _season(day, period, direction, rel.lower() == "this")
        if period == "weekend":
            saturday = day - timedelta(days=day.weekday()) + timedelta(days=5 + 7 * direction)
            return ((saturday, saturday + timedelta(days=1)),)
        return (_shift(day, period, direction),)
    if qty := m.group("qty"):
        way = m.group("dir").lower()
        if way in EITHER_WAY_WORDS:  # "a fortnight today": on, or (after "it's been") back
            return _counted(day, m.group("unit"), qty, 1) + _counted(day, m.group("unit"), qty, -1)
        return _counted(day, m.group("unit"), qty, -1 if way in AGO_WORDS else 1)
    if bqty := m.group("bqty"):  # "before three days": three days ago
        return _counted(day, m.group("bunit"), bqty, -1)
    if inqty := m.group("inqty"):
        # "in two weeks" is that day two weeks on, or that week, as "two weeks ago" is back;
        # "in a few days" any day of the span
        return _counted(day, m.group("inunit"), inqty, 1)
    if part := m.group("part"):
        # "the end of the month": a third of the period ("the" and "this" are the present one)
        shift = TIME_DIRECTIONS.get(m.group("prel").lower(), 0)
        start, end = _shift(day, m.group("pperiod").lower(), shift)
        third = (end - start) // 3
        index = PERIOD_PARTS[part.lower()]
        first = start + third * index
        return ((first, end if index == max(PERIOD_PARTS.values()) else first + third),)
    if early := m.group("early"):
        start, end = _shift(day, m.group("eperiod"), 0)
        if early.lower() == "earlier":
            return ((start, max(start, day - timedelta(days=1))),)
        return ((min(end, day + timedelta(days=1)), end),)
    if since := m.group("sincemonth"):
        # "since january" looks back: the latest January not after the message
        month = MONTHS.index(since.lower()) + 1
        return (_month_range(day.year if month <= day.month else day.year - 1, month),)
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


# the first word of every holiday's name as said (`_HOLIDAY_FIRST` holds their keys)
_HOLIDAY_FIRST_WORDS = frozenset(phrase[0] for phrase in [*FIXED_DAYS, *MOVABLE_DAYS])


def _holidays(text: str, day: date) -> list[Resolution]:
    """Days named instead of dated ("halloween", "last christmas", "new year's eve"), from
    `lexicon.FIXED_DAYS`: "last" is the latest one before `day`, "next" the first after it, a
    bare name in words of something done (`looks_back`) the latest one on or before `day`, and
    otherwise the first one on or after it (this year's once it has passed is not meant: "we move
    in on the fourth of july" said in December is next July)."""
    lows = canonicalize(text).lows
    out: list[Resolution] = []
    for i in range(len(lows)):
        if lows[i] not in _HOLIDAY_FIRST_WORDS:
            continue  # most words start no holiday's name: no phrase of any size to look up
        for size in (3, 2, 1):
            phrase = tuple(lows[i : i + size])
            if len(phrase) < size:
                continue
            years = (day.year - 1, day.year, day.year + 1)
            if phrase in FIXED_DAYS:
                month, dom = FIXED_DAYS[phrase]
                try:
                    dates = [date(y, month, dom) for y in years]
                except ValueError:
                    break
            elif phrase in MOVABLE_DAYS:  # "over easter", "good friday": a day that moves with Easter
                dates = [d for d in (movable_day(phrase, y) for y in years) if d is not None]
            else:
                continue
            before = lows[i - 1] if i > 0 else ""
            if before in BACKWARD_WORDS:
                ranges = tuple((d, d) for d in dates if d < day)[-1:]
            elif before in FORWARD_WORDS:
                ranges = tuple((d, d) for d in dates if d > day)[:1]
            elif before in SINCE_WORDS or looks_back(text):  # "since christmas"; "we had a barbecue
                # on the fourth of july": the last one
                ranges = tuple((d, d) for d in dates if d <= day)[-1:]
            else:  # the next one, as for a day of a month said without a year (_yearless_days)
                ranges = tuple((d, d) for d in dates if d >= day)[:1]
            if ranges:
                # without "last"/"next" the day is dated from the tense (`guess`): it backs the year
                # a fact writes but never sets valid_from ("dad's birthday is the fourth of july"
                # recurs; it is not a fact that starts next July)
                directed = before in TIME_DIRECTIONS
                out.append(Resolution(" ".join(phrase), ranges, relative=directed, guess=not directed))
            break
    return out


_WORD_RE = re.compile(r"[a-z]+(?:'[a-z]+)*")


def looks_back(text: str) -> bool:
    """V8: do the words of `text` tell of something done, so that a weekday alone in it ("on
    saturday") is the last one before the message, not the next one?

    Yes with a verb in the simple past ("went", "had", "we were"), a perfect ("i've finished",
    "she's had"), or the Irish English perfect ("i'm after finishing" = just finished); no when
    a word puts it ahead ("i'll", "gonna", "going to", "planning"), and no with neither: an
    appointment in the present ("i've got a scan on friday", "my interview is on monday").
    """
    words = _WORD_RE.findall(text.lower().replace("’", "'"))
    if not FUTURE_MARKERS.isdisjoint(words):
        return False
    for i, w in enumerate(words):
        before = words[i - 1] if i > 0 else ""
        if w == "got" and (before in HAVE_FORMS or before.endswith("'s")):
            continue  # "i've got an interview", "my team's got the final": a possession, not a past
        said_past = w in PAST_FORMS or (is_past(w) and w not in MODAL_FORMS)
        # "were" with no subject before it is "we're" written without its apostrophe
        if said_past and (w != "were" or before in PLURAL_SUBJECTS):
            return True
        if before in HAVE_FORMS and is_participle(w):
            return True
        if before == "after" and i > 1 and words[i - 2] in AFTER_PERFECT_BE and is_gerund(w):
            return True
    return False


def _yearless_days(text: str, day: date) -> list[Resolution]:
    """A day of a month said without a year ("the nineteenth of september", "march the fourth",
    "june 9th"), read from the canonical keys so spoken ordinals count: the year is the one the
    message's date implies. A speaker means the nearest such day in the direction of the tense
    (`looks_back`): the last one on or before `day` for something done, the next one on or after
    it otherwise ("we fly on the 5th of january" said in December is next January). A quote that
    says any year is left to the words."""
    keys = canonicalize(text).keys
    if not _MONTH_SET.intersection(keys) or not _YEARS.isdisjoint(keys):
        return []
    out: list[Resolution] = []
    back: bool | None = None
    for i, key in enumerate(keys):
        if key not in _MONTH_SET:
            continue
        after = [k for k in keys[i + 1 : i + 3] if k not in DAY_MONTH_FILLERS][:1]
        before = [k for k in reversed(keys[max(0, i - 3) : i]) if k not in DAY_MONTH_FILLERS][:1]
        for side in (after, before):
            if side and side[0].isdigit() and 1 <= int(side[0]) <= 31:
                number = int(side[0])
                break
        else:
            continue
        month = MONTHS.index(key) + 1
        try:
            this_year = date(day.year, month, number)
        except ValueError:
            continue  # "the thirtieth of february": no such day
        if back is None:
            back = looks_back(text)
        nearest: date | None = this_year
        if back and this_year > day:
            nearest = _same_day_in(day.year - 1, month, number)
        elif not back and this_year < day:
            nearest = _same_day_in(day.year + 1, month, number)
        if nearest is not None:
            # `guess`: it backs the year a fact writes, but never sets or refuses valid_from (a
            # booking "for june the ninth" is not a fact that starts on June 9)
            out.append(Resolution(f"{key} {number}", ((nearest, nearest),), relative=False, guess=True))
    return out


_MONTH_REACH = 3  # tokens around a day number in which a month makes it a day of that month


def _monthless_days(text: str, day: date) -> list[Resolution]:
    """A day of the month said as an ordinal after "the", with no month or year near it ("we
    fly out on the twentieth", "my scan's on the 5th"): the nearest such day in the direction
    of the tense, as for a day without its year: this month's or the next for something to
    come ("the fifth" said on the 12th is next month's), this month's or the last for
    something done. A guess like a weekday alone: it backs the month and year a fact writes,
    never `valid_from`."""
    canon = canonicalize(text)
    keys, lows = canon.keys, canon.lows
    if not _MONTH_SET.isdisjoint(keys) or not _YEARS.isdisjoint(keys) or "the" not in lows:
        return []
    spans = token_spans(text)
    out: list[Resolution] = []
    back: bool | None = None
    for i, key in enumerate(keys):
        if not key.isdigit() or not 1 <= int(key) <= 31 or i == 0 or lows[i - 1] != "the":
            continue  # nearly every token
        after = lows[i + 1] if i + 1 < len(lows) else ""
        if after and (after in _WEEKDAY_SET or "NOUN" in pos(after)):
            continue  # "the second | tuesday", "the third | time", "the 2nd | floor": an ordinal of a noun
        said = text[spans[canon.starts[i]][0] : spans[canon.ends[i] - 1][1]].lower()
        if not said.endswith(ORDINAL_ENDINGS):
            continue  # "the 5": a count or a bus, not a day
        near = keys[max(0, i - _MONTH_REACH) : i + _MONTH_REACH + 1]
        if not _MONTH_SET.isdisjoint(near) or not _WEEKDAY_SET.isdisjoint(keys[max(0, i - 2) : i]):
            continue  # a day of a month said (`_yearless_days`), or of a weekday ("friday the 13th")
        if back is None:
            back = looks_back(text)
        number = int(key)
        this_month = _same_day_in(day.year, day.month, number)
        nearest = this_month
        if back and (this_month is None or this_month > day):
            nearest = _same_day_in(*_month_step(day, -1), number)
        elif not back and (this_month is None or this_month < day):
            nearest = _same_day_in(*_month_step(day, 1), number)
        if nearest is not None:
            out.append(Resolution(f"the {said}", ((nearest, nearest),), relative=False, guess=True))
    return out


def _month_step(day: date, step: int) -> tuple[int, int]:
    """The year and month `step` months from `day`'s."""
    index = day.year * 12 + day.month - 1 + step
    return index // 12, index % 12 + 1


def _same_day_in(year: int, month: int, number: int) -> date | None:
    try:
        return date(year, month, number)
    except ValueError:  # the 29th of February of a year that has none
        return None


def _weekdays(text: str, day: date) -> list[Resolution]:
    """Weekdays alone ("on saturday", "tuesday we had the scan"), dated from the tense of `text`
    (`looks_back`): the last one before `day`, or the next one after it. One after "for" ("i
    booked it for monday") may be either."""
    out: list[Resolution] = []
    back: bool | None = None
    lowered = text.lower()
    for m in BARE_WEEKDAY_PATTERN.finditer(lowered):
        head = _WORD_RE.findall(lowered[max(0, m.start() - 12) : m.start()])
        before = head[-1] if head else ""
        if before in WEEKDAY_TAKEN_BEFORE or WEEKDAY_TAKEN_AFTER.match(lowered, m.end()):
            continue
        if WEEKDAY_MOVED_BEFORE.search(lowered[max(0, m.start() - 12) : m.start()]):
            continue  # "a week on | friday": the pattern above moved it
        if (before, m.group(0)) in MOVABLE_DAYS:
            continue  # "good | friday", "easter | monday": `_holidays` dates the feast
        tail = _WORD_RE.findall(lowered[m.end() : m.end() + 24])[:2]
        if (
            tail[:1] == ["the"]
            and len(tail) > 1
            and ORDINAL_PATTERN.fullmatch(tail[1])
            and number_value((tail[1],))
        ):
            continue  # "friday the thirteenth": the day of the month dates it
        if back is None:
            back = looks_back(text)
        name = m.group(0)
        last, nxt = _last_weekday(day, name), _next_weekday(day, name)
        ranges: tuple[tuple[date, date], ...] = ((last, last),) if back else ((nxt, nxt),)
        if before == "for":
            ranges = ((last, last), (nxt, nxt))
        out.append(Resolution(name, ranges, relative=True, guess=True))
    for m in BARE_WEEKEND_PATTERN.finditer(lowered):
        if back is None:
            back = looks_back(text)
        saturday = day - timedelta(days=(day.weekday() - 5) % 7)  # this one, or the last one
        if not back and saturday + timedelta(days=1) < day:
            saturday += timedelta(weeks=1)  # the coming one
        elif back and saturday >= day:
            saturday -= timedelta(weeks=1)  # said on a saturday: the last one
        out.append(
            Resolution(m.group(0), ((saturday, saturday + timedelta(days=1)),), relative=True, guess=True)
        )
    return out


def _usual_readings(m: re.Match[str]) -> int | None:
    """How many of `_relative`'s readings most speakers mean: for "last <weekday>", the one just
    gone (the week before's is a reading of some, which a fact may not settle on by itself); for
    the rest, all of them."""
    rel = m.group("rel")
    if rel and TIME_DIRECTIONS.get(rel.lower(), 0) < 0 and m.group("period").lower() in WEEKDAYS:
        return 1
    return None


def rarer_reading(fact_text: str, quoted: tuple[Resolution, ...], message: str, day: date) -> str | None:
    """V8: a date the fact writes that the quote's times admit only in a reading of some ("last
    tuesday" said on a friday, stored as the tuesday of the week before), and the message does
    not write: the first such date, or None. Held: which day it was is for the user to say."""
    if not any(r.relative and r.usual is not None for r in quoted):
        return None
    said: tuple[Resolution, ...] | None = None
    for fact_date in _written_dates(fact_text, day):
        if len(fact_date.ranges) != 1 or fact_date.ranges[0][0] != fact_date.ranges[0][1]:
            continue  # a month or a year: every reading of a day falls in it or none does
        when = fact_date.start
        if any(r.usually_admits(when) for r in quoted) or not any(r.admits(when) for r in quoted):
            continue
        if said is None:
            said = tuple(_written_dates(message, day))
        if not any(r.admits(when) for r in said):
            return fact_date.phrase
    return None


def resolve(text: str, day: date) -> tuple[Resolution, ...]:
    """V8: every time expression in `text`, resolved against the message's date `day`."""
    out: list[Resolution] = _holidays(text, day)
    out.extend(_written_dates(text, day))
    # a day of a month that a holiday or a written date above already dated is not read again
    out.extend(r for r in _yearless_days(text, day) if not any(o.admits(r.start) for o in out))
    out.extend(_monthless_days(text, day))
    for m in RESOLVABLE_TIME_PATTERN.finditer(text):
        out.append(Resolution(m.group(0), _relative(m, day), relative=True, usual=_usual_readings(m)))
    out.extend(_weekdays(text, day))
    return tuple(out)


def dates_disagree(fact_text: str, quoted: tuple[Resolution, ...], message: str, day: date) -> str | None:
    """V8, dates as values: when the quote says a relative time, every date the fact writes out
    ("on January 3, 2027", "in 2025") must fall in what the quote's times resolve to, or be a
    date the user's message says. A day number that happens to equal a count of the quote ("in 3
    days" for "January 3") backs nothing. Returns the first date that disagrees, or None."""
    if not any(r.relative for r in quoted):
        return None
    written = _written_dates(fact_text, day)
    if not written or _says_a_date(message):
        return None  # a date the user spoke ("the twelfth of may") is V5's to back, word by word
    said: tuple[Resolution, ...] | None = None
    for fact_date in written:
        if _overlaps(fact_date, quoted):
            continue
        if said is None:
            said = tuple(_written_dates(message, day))
        if not _overlaps(fact_date, said):
            return fact_date.phrase
    return None


def _says_a_date(text: str) -> bool:
    """Does `text` name a month or a day of one ("may", "the 9th", "the twelfth")?"""
    lowered = text.lower()
    if any(w in _MONTH_SET for w in _WORD_RE.findall(lowered)):
        return True
    return any(
        m.group(0)[:1].isdigit() or number_value((m.group(0),)) is not None
        for m in ORDINAL_PATTERN.finditer(lowered)
    )


def _written_dates(text: str, day: date) -> list[Resolution]:
    """The dates `text` writes out ("January 3, 2027", "2025", "3/4"); a named day ("Christmas
    2025") is dated by the year written with it, not here."""
    out = []
    for m in ABSOLUTE_DATE_PATTERN.finditer(text):
        ranges = _absolute(m, day)
        if ranges:
            out.append(Resolution(m.group(0), ranges, relative=False))
    return out


def _overlaps(fact_date: Resolution, resolutions: tuple[Resolution, ...]) -> bool:
    return any(
        lo <= r_hi and r_lo <= hi
        for lo, hi in fact_date.ranges
        for r in resolutions
        for r_lo, r_hi in r.ranges
    )
