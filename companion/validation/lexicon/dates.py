"""The words of dates and relative times (rule V8), and the regular expressions built from them.

`temporal` finds time expressions with these: relative ones a stored fact may not contain ("last
week", "two days ago"), absolute dates ("4th of July", "2024-03-01"), and the words that let it
skip a text with no time expression at all. Month and weekday names come from `words.MONTHS` and
`words.WEEKDAYS`; keys are canonical tokens (`normalize.canonicalize`), lows lower-case words.
"""

from __future__ import annotations

import re

from companion.validation.lexicon.grammar import MONTHS, WEEKDAYS

__all__ = [
    "ABSOLUTE_DATE_PATTERN",
    "BACKWARD_WORDS",
    "COUNT_WORDS",
    "DATE_ANCHOR_PATTERN",
    "DAY_OFFSETS",
    "DAY_OF_MONTH_LINKS",
    "FORWARD_WORDS",
    "HABIT_WORDS",
    "MONTH_NUMBERS",
    "PERIOD_KEYS",
    "RELATIVE_TIME_KEYS",
    "RELATIVE_TIME_PATTERN",
    "RELATIVE_TIME_TRIGGERS",
    "RESOLVABLE_TIME_PATTERN",
    "SOLO_TIME_WORDS",
    "TIME_DIRECTIONS",
    "VAGUE_COUNTS",
]

#: Words before a weekday that make it a habit, not one day ("every Sunday", "each Monday").
HABIT_WORDS: frozenset[str] = frozenset(["every", "each"])

# Three-letter month abbreviations of written dates ("Jan 9", "may 3"), and "sept".
_MONTH_ABBR = {m[:3]: i + 1 for i, m in enumerate(MONTHS)} | {"sept": 9}

#: low -> month number. Month names and their abbreviations in a written date ("Sept. 4"):
#: the months of `ABSOLUTE_DATE_PATTERN` and `DATE_ANCHOR_PATTERN`, read by `temporal._absolute`.
MONTH_NUMBERS: dict[str, int] = {m: i + 1 for i, m in enumerate(MONTHS)} | _MONTH_ABBR

#: low -> number. Counts of days, weeks, months or years in a relative time ("two weeks ago", "in
#: a month"), read by `temporal._qty`; digits count as themselves.
COUNT_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip

#: Words of a vague count ("a few days ago", "a couple of weeks"): `temporal._qty` gives them no
#: number, and "a few days ago" resolves to anything from two to ten days back.
VAGUE_COUNTS: tuple[str, ...] = ("few", "couple", "several")

_MON = "|".join(sorted(MONTH_NUMBERS, key=len, reverse=True))
_WD = "|".join(WEEKDAYS)
_QTY = r"\d+|" + "|".join(COUNT_WORDS) + r"|a\s+few|few|a\s+couple(?:\s+of)?|couple\s+of|several"
# "in about six weeks", "in roughly a month": an approximate span is still relative
_APPROX = r"about|around|roughly|nearly|almost|like|maybe|another|just\s+over|just\s+under|under|over"
_UNIT = r"days?|weeks?|fortnights?|weekends?|months?|years?|nights?|mornings?|evenings?|summers?|winters?"
_SEASONS = r"summer|winter|spring|fall|autumn|christmas|easter"
_PERIOD = r"week|fortnight|weekend|month|year|night|" + _SEASONS + "|" + _WD
# what a count or "before last" can measure: a unit, a weekday or a season, in the plural too
# ("a couple of sundays back", "three easters ago")
_COUNTED = rf"{_UNIT}|(?:{_WD}|{_SEASONS}|springs|falls|autumns)e?s?"

#: V8: relative expressions a stored fact may not contain ("yesterday", "last week", "two days
#: ago", "in a month", "the week before last"); `temporal.has_relative_time`. Each part is one
#: group, so that an alternation never swallows what follows it.
RELATIVE_TIME_PATTERN: re.Pattern[str] = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|this\s+(?:morning|afternoon|evening)|the\s+other\s+day"
    r"|the\s+day\s+(?:before|after)(?:\s+(?:yesterday|tomorrow))?"
    rf"|(?:last|next|this|past|coming|previous|following)\s+(?:{_PERIOD})"
    rf"|(?:{_PERIOD})\s+(?:before\s+last|after\s+next|just\s+gone|gone)"
    rf"|(?:{_QTY})\s+(?:{_COUNTED})\s+(?:ago|from\s+now|later|earlier|back|since)"
    rf"|in\s+(?:(?:{_APPROX})\s+)?(?:{_QTY})\s+(?:{_COUNTED})"
    rf"|(?:{_WD})\s+week"
    r"|(?:earlier|later)\s+(?:this|that)\s+(?:week|month|year))\b",
    re.IGNORECASE,
)
#: V8: an absolute date in a quote (a year, a day with a month, a numeric date);
#: `temporal.has_date_anchor`.
DATE_ANCHOR_PATTERN: re.Pattern[str] = re.compile(
    r"\b(?:(?:19\d\d|20[0-3]\d)(?!\d)"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MON})\b"
    rf"|(?:{_MON})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
    r"|\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{4}-\d{2}-\d{2})",
    re.IGNORECASE,
)
#: V8: the relative expressions `temporal.resolve` dates, one named group per kind: `simple`
#: ("yesterday"), `rel`+`period` ("last friday"), `gone` ("tuesday just gone"), `ahead` ("this
#: saturday coming"), `qty`+`unit`+`dir` ("two weeks ago"), `inqty`+`inunit` ("in a month"),
#: `inmonth` ("in march").
RESOLVABLE_TIME_PATTERN: re.Pattern[str] = re.compile(
    r"\b(?P<simple>(?:the\s+)?day\s+before\s+yesterday|(?:the\s+)?day\s+after\s+tomorrow|yesterday|today|tonight"
    r"|tomorrow|this\s+(?:morning|afternoon|evening)|last\s+night)\b"
    rf"|\b(?P<rel>last|next|this|past|coming|previous)\s+(?P<period>week|weekend|month|year|{_WD})\b"
    rf"|\b(?P<gone>{_WD})\s+(?:just\s+)?gone\b"
    rf"|\b(?:this\s+)?(?P<ahead>{_WD})\s+coming\b"
    rf"|\b(?P<qty>{_QTY})\s+(?P<unit>days?|weeks?|fortnights?|months?|years?)\s+(?P<dir>ago|from\s+(?:now|today))\b"
    rf"|\bin\s+(?P<inqty>{_QTY})\s+(?P<inunit>days?|weeks?|months?|years?)\b"
    rf"|\bin\s+(?P<inmonth>{'|'.join(MONTHS)})\b(?!\s+\d)",
    re.IGNORECASE,
)
#: V8: the absolute dates `temporal.resolve` dates, in named groups: a day and a month
#: (`d1`+`m1`, `m2`+`d2`, with a year `y`), `iso`, a numeric date (`n1`/`n2`/`ny`), a `year`.
ABSOLUTE_DATE_PATTERN: re.Pattern[str] = re.compile(
    rf"\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{_MON})\b\.?"
    rf"|(?P<m2>{_MON})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b)(?:,?\s+(?P<y>(?:19|20)\d\d))?"
    r"|\b(?P<iso>\d{4}-\d{2}-\d{2})\b"
    r"|\b(?P<n1>\d{1,2})/(?P<n2>\d{1,2})(?:/(?P<ny>\d{2,4}))?\b"
    r"|\b(?P<year>(?:19\d\d|20[0-3]\d))\b",
    re.IGNORECASE,
)

#: low phrase -> days from the message's date. The named days of `RESOLVABLE_TIME_PATTERN`'s
#: `simple` group ("yesterday" -1); `temporal._relative`. One not here ("today", "tonight",
#: "this morning") is the message's day.
DAY_OFFSETS: dict[str, int] = {
    "yesterday": -1, "last night": -1, "tomorrow": 1, "the day before yesterday": -2,
    "the day after tomorrow": 2,
}  # fmt: skip
#: lows. Words before a weekday, a period or a named day that point back from the message's date
#: ("last friday", "past week", "previous christmas"); `temporal`.
BACKWARD_WORDS: tuple[str, ...] = ("last", "past", "previous")
#: lows. Words before a weekday, a period or a named day that point ahead of the message's date
#: ("next week", "coming christmas"); `temporal`.
FORWARD_WORDS: tuple[str, ...] = ("next", "coming")
#: low -> direction. `BACKWARD_WORDS` -1, `FORWARD_WORDS` 1: which way "last week", "next friday"
#: or "last christmas" moves from the message's date; `temporal`. A word not here ("this") stays.
TIME_DIRECTIONS: dict[str, int] = dict.fromkeys(BACKWARD_WORDS, -1) | dict.fromkeys(FORWARD_WORDS, 1)

#: keys. Words that may make a time expression on their own ("yesterday", "ago", a month, a
#: weekday); `temporal.may_mention_time`.
SOLO_TIME_WORDS: frozenset[str] = (
    frozenset(["yesterday", "today", "tonight", "tomorrow", "ago"]) | frozenset(MONTHS) | frozenset(WEEKDAYS)
)
#: keys. Words before a period that make it relative ("last week"; "previou" is "previous"
#: stemmed); `temporal.may_mention_time`.
RELATIVE_TIME_KEYS: frozenset[str] = frozenset(
    ["last", "next", "this", "past", "coming", "previous", "previou"]
)  # fmt: skip
#: keys. Periods a relative word, "in" or "from now" make a time expression ("next week", "in two
#: days"); `temporal.may_mention_time`.
PERIOD_KEYS: frozenset[str] = frozenset(
    ["week", "weekend", "month", "year", "morning", "afternoon", "evening", "day", "days", "night",
     "fortnight"]
)  # fmt: skip
#: keys. Canonical (stemmed) forms of the words at least one of which every match of
#: `RELATIVE_TIME_PATTERN` contains; `temporal.has_relative_time` skips a text with none.
RELATIVE_TIME_TRIGGERS: frozenset[str] = frozenset(
    ["yesterday", "today", "tonight", "tomorrow", "ago", "week", "weekend", "month", "year", "night",
     "summer", "winter", "spring", "fall", "autumn", "morning", "afternoon", "evening", "day", "days",
     "fortnight", "christmas", "easter", *WEEKDAYS]
)  # fmt: skip

#: low. The word between a day and its month ("the fourteenth of jan"): an abbreviated month
#: after it and a number is the month.
DAY_OF_MONTH_LINKS: frozenset[str] = frozenset(["of"])
