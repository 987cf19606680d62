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
    "AFTER_PERFECT_BE",
    "AGO_WORDS",
    "BACKWARD_WORDS",
    "BARE_WEEKDAY_PATTERN",
    "BARE_WEEKEND_PATTERN",
    "COUNT_WORDS",
    "DATE_ANCHOR_PATTERN",
    "DAY_MONTH_FILLERS",
    "DAY_OFFSETS",
    "DAY_OF_MONTH_LINKS",
    "DAY_OF_MONTH_PATTERN",
    "EITHER_WAY_WORDS",
    "FORWARD_WORDS",
    "FUTURE_MARKERS",
    "HABIT_WORDS",
    "HAVE_FORMS",
    "MONTH_NUMBERS",
    "ONE_OFF_EVENTS",
    "ORDINAL_PATTERN",
    "PAST_FORMS",
    "PERIOD_KEYS",
    "PERIOD_PARTS",
    "PERIOD_SHIFTS",
    "PLURAL_SUBJECTS",
    "PRESENT_BE",
    "RELATIVE_TIME_KEYS",
    "RELATIVE_TIME_PATTERN",
    "RELATIVE_TIME_TRIGGERS",
    "RESOLVABLE_TIME_PATTERN",
    "SEASON_MONTHS",
    "SINCE_WORDS",
    "SOLO_TIME_WORDS",
    "SPANS_NAMED_BY_A_DAY",
    "SPAN_DAY_LINKS",
    "TIME_DIRECTIONS",
    "VAGUE_COUNTS",
    "WEEKDAY_MOVED_BEFORE",
    "WEEKDAY_ORDINALS",
    "WEEKDAY_TAKEN_AFTER",
    "WEEKDAY_TAKEN_BEFORE",
]

#: Words before a weekday that make it a habit, not one day ("every Sunday", "each Monday").
HABIT_WORDS: frozenset[str] = frozenset(["every", "each"])

# Three-letter month abbreviations of written dates ("Jan 9", "may 3"), and "sept".
_MONTH_ABBR = {m[:3]: i + 1 for i, m in enumerate(MONTHS)} | {"sept": 9}

#: low -> month number. Month names and their abbreviations in a written date ("Sept. 4"):
#: the months of `ABSOLUTE_DATE_PATTERN` and `DATE_ANCHOR_PATTERN`, read by `temporal._absolute`.
MONTH_NUMBERS: dict[str, int] = {m: i + 1 for i, m in enumerate(MONTHS)} | _MONTH_ABBR

#: low -> number. Counts of days, weeks, months or years in a relative time ("two weeks ago", "in
#: a month"), read by `temporal._qty`; digits count as themselves, and a count in words beyond
#: these ("twenty one days ago") is read by `numbers.number_value` (text2num).
COUNT_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip
# the spoken counts `RESOLVABLE_TIME_PATTERN` finds beyond `COUNT_WORDS`: teens, tens, "twenty one"
_TEENS = r"eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_TENS = (
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?"
)

#: word -> (fewest, most) units. A vague count ("a few days ago", "a couple of weeks") is a
#: range, read by `temporal._qty_range`: "a couple" two or three, "a few" two to six,
#: "several" three to ten. A fact's date must fall in it; the day inside it is the fact's guess.
VAGUE_COUNTS: dict[str, tuple[int, int]] = {"couple": (2, 3), "few": (2, 6), "several": (3, 10)}

_MON = "|".join(sorted(MONTH_NUMBERS, key=len, reverse=True))
_WD = "|".join(WEEKDAYS)
_QTY = (
    r"\d+|" + _TENS + "|" + _TEENS + "|" + "|".join(COUNT_WORDS)
    + r"|a\s+few|few|a\s+couple(?:\s+of)?|couple\s+of|several"
)  # fmt: skip
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
    rf"|(?:{_WD})\s+week|come\s+(?:{_WD})|before\s+(?:{_QTY})\s+(?:{_COUNTED})"
    r"|(?:earlier|later)\s+(?:this|that)\s+(?:week|month|year)"
    r"|(?:end|start|beginning|middle)\s+of\s+(?:the|this|next|last)\s+(?:week|month|year))\b",
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
_COUNT_UNIT = r"days?|weeks?|fortnights?|months?|years?"
#: lemma. Verbs of an event that happens once, which a fact may say in the present simple as
#: timetabled ("User starts a new job on Monday"): with a weekday alone, which one is not said.
ONE_OFF_EVENTS: frozenset[str] = frozenset(
    ["start", "begin", "finish", "arrive", "leave", "move", "retire", "return", "fly", "land",
     "graduate", "marry", "resume", "emigrate"]
)  # fmt: skip
#: low -> which third of a period a part names ("the start of the month": its first third, "the
#: end of the week" its last), read by `temporal` for `RESOLVABLE_TIME_PATTERN`'s `part`.
PERIOD_PARTS: dict[str, int] = {"start": 0, "beginning": 0, "middle": 1, "end": 2}
#: low -> ((first month, last month) in the north, the same in the south). A season said with
#: "last", "this" or "next" ("last summer"): the speaker's hemisphere is not known from the
#: message (an offset is shared by both), so `temporal` admits either; winter runs into the next year.
SEASON_MONTHS: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {
    "spring": ((3, 5), (9, 11)), "summer": ((6, 8), (12, 14)), "autumn": ((9, 11), (3, 5)),
    "fall": ((9, 11), (3, 5)), "winter": ((12, 14), (6, 8)),
}  # fmt: skip
_SEASON_NAMES = "|".join(SEASON_MONTHS)
#: V8: the relative expressions `temporal.resolve` dates, one named group per kind: `simple`
#: ("yesterday"), `rel`+`period` ("last friday"), `gone` ("tuesday just gone", Scots and northern
#: English), `wkgone` ("the weekend just gone"), `ahead` ("this saturday coming"), `come` ("come
#: friday"), `qty`+`unit`+`dir` ("two weeks ago", "three days back"), `bqty`+`bunit` ("before
#: three days", Indian English for three days ago), `inqty`+`inunit` ("in a fortnight"),
#: `inmonth` ("in march"), `sincemonth` ("since january": the latest one not after the message),
#: `early`+`eperiod` ("earlier this week": its start to the day before
#: the message; "later this month": the day after it to the end), `part`+`prel`+`pperiod` ("at
#: the end of the month": the last third of this month, "the start of next year" the first third
#: of the next). A weekday alone ("on
#: saturday") is read by `temporal` from the tense.
RESOLVABLE_TIME_PATTERN: re.Pattern[str] = re.compile(
    # a weekday counted in a month ("the first monday in april", "the last friday of the month")
    rf"\b(?:the\s+)?(?P<nth>first|second|third|fourth|last)\s+(?P<nthwd>{_WD})\s+(?:of|in)\s+"
    rf"(?P<nthof>(?:the|this|next)\s+month|{'|'.join(MONTHS)})\b"
    # a day or period moved a week or one more on (British: "a week on friday", "friday week",
    # "monday after next", "a week tomorrow"; "the week after next", "the month before last")
    rf"|\ba\s+week\s+on\s+(?P<weekon>{_WD})\b"
    rf"|\b(?P<wdweek>{_WD})\s+week\b"
    rf"|\b(?P<wdnext>{_WD})\s+after\s+next\b"
    r"|\ba\s+week\s+(?P<weekfrom>tomorrow|today)\b"
    r"|\b(?:the\s+)?(?P<pshift>weekend|week|month|year)\s+(?P<pway>after(?=\s+next)|before(?=\s+last))\s+\w+\b"
    r"|\b(?P<simple>(?:the\s+)?day\s+before\s+yesterday|(?:the\s+)?day\s+after\s+tomorrow|yesterday|today|tonight"
    r"|tomorrow|this\s+(?:morning|afternoon|evening)|last\s+night)\b"
    # "next next week": the word doubled in speech counts once more (the week after next)
    rf"|\b(?P<again>(?:next|last)\s+)?(?P<rel>last|next|this|past|coming|previous)\s+(?P<period>week|weekend|month|year|{_WD}|{_SEASON_NAMES})\b"
    rf"|\b(?P<gone>{_WD})\s+(?:just\s+)?gone\b"
    r"|\b(?P<wkgone>weekend)\s+(?:just\s+)?gone\b"
    rf"|\b(?:this\s+)?(?P<ahead>{_WD})\s+coming\b"
    rf"|\bcome\s+(?P<come>{_WD})\b"
    rf"|\b(?P<qty>{_QTY})\s+(?P<unit>{_COUNT_UNIT})\s+(?P<dir>ago|back|from\s+(?:now|today)|today)\b"
    rf"|\bbefore\s+(?P<bqty>{_QTY})\s+(?P<bunit>{_COUNT_UNIT})\b"
    rf"|\bin\s+(?P<inqty>{_QTY})\s+(?P<inunit>{_COUNT_UNIT})\b"
    rf"|\bin\s+(?P<inmonth>{'|'.join(MONTHS)})\b(?!\s+\d)"
    rf"|\bsince\s+(?P<sincemonth>{'|'.join(MONTHS)})\b(?!\s+\d)"
    r"|\b(?P<early>earlier|later)\s+this\s+(?P<eperiod>week|month|year)\b"
    r"|\b(?P<part>end|start|beginning|middle)\s+of\s+(?P<prel>the|this|next|last)\s+(?P<pperiod>week|month|year)\b",
    re.IGNORECASE,
)
#: V8: "the weekend" without "last" or "next" ("we went to the coast at the weekend", British;
#: "on the weekend", US; "over the weekend"), which `temporal` dates from the tense like a
#: weekday alone: the last weekend when the words look back, the next one otherwise.
BARE_WEEKEND_PATTERN: re.Pattern[str] = re.compile(
    r"\b(?:at|on|over)\s+the\s+weekend\b(?!\s+(?:of|before|after))", re.IGNORECASE
)
#: V8: a weekday alone ("on saturday", "tuesday we had the scan"), which `temporal` dates from
#: the tense of the words around it: the last one before the message when they look back, the
#: next one otherwise. The words before it in `WEEKDAY_TAKEN_BEFORE` and after it in
#: `WEEKDAY_TAKEN_AFTER` make it something else (a habit, "last friday", "friday week").
BARE_WEEKDAY_PATTERN: re.Pattern[str] = re.compile(rf"\b(?:{_WD})\b", re.IGNORECASE)
#: lows. A word just before a weekday that `RESOLVABLE_TIME_PATTERN` reads, or that makes it a
#: habit or no day at all ("every friday", "a saturday", "the monday after").
WEEKDAY_TAKEN_BEFORE: frozenset[str] = frozenset(
    ["last", "next", "this", "past", "coming", "previous", "following", "come", "every", "each", "a",
     "the", "of", "that", "any", "some", "most", "other", "one", "first", "second", "third", "fourth"]
)  # fmt: skip
#: V8: what may follow a weekday that `RESOLVABLE_TIME_PATTERN` reads ("friday gone", "friday
#: coming"), that moves it ("friday week", "monday after next") or that dates it ("friday the
#: 9th", "friday, march 6"): matched just after the weekday, it leaves the weekday to them.
WEEKDAY_TAKEN_AFTER: re.Pattern[str] = re.compile(
    rf"\s*,?\s*(?:(?:just\s+)?gone\b|coming\b|week\b|before\s+last\b|after\s+next\b|(?:the\s+)?\d|(?:{_MON})\b)",
    re.IGNORECASE,
)
#: lows. Which of a month's weekdays "the first ... in april" means (-1: the last).
WEEKDAY_ORDINALS: dict[str, int] = {"first": 1, "second": 2, "third": 3, "fourth": 4, "last": -1}
#: lows. How many periods "the week after next" and "the month before last" move.
PERIOD_SHIFTS: dict[str, int] = {"after": 2, "before": -2}
#: lows. Words before a named day that count from the last one ("since | new year", "since |
#: christmas"), whatever the tense; `temporal._holidays`.
SINCE_WORDS: frozenset[str] = frozenset(["since"])
#: V8: what before a weekday moves it a week on ("a week on | friday"): it leaves the weekday
#: to `RESOLVABLE_TIME_PATTERN`.
WEEKDAY_MOVED_BEFORE: re.Pattern[str] = re.compile(r"\bweek\s+on\s+$", re.IGNORECASE)
#: lows. Words that put what is said ahead of the message (a plan), whatever other verb is in the
#: past ("i booked it and i'll go on monday"); `temporal.looks_back`.
FUTURE_MARKERS: frozenset[str] = frozenset(
    ["will", "i'll", "we'll", "he'll", "she'll", "they'll", "you'll", "it'll", "ill", "shall", "gonna",
     "going", "tomorrow", "next", "planning", "plan", "hoping"]
)  # fmt: skip
#: lows. Forms of "have" that make a following participle a perfect ("i've finished") and a
#: following "got" a possession ("i've got an interview on monday", not a past).
HAVE_FORMS: frozenset[str] = frozenset(
    ["have", "has", "i've", "ive", "we've", "weve", "you've", "they've", "he's", "she's", "'ve"]
)  # fmt: skip
#: lows. Present forms of "be" before an -ing verb: the present progressive, which in a fact with a
#: weekday alone tells of an arrangement ahead ("User is flying to Rome on Monday");
#: `temporal.weekday_ahead`.
PRESENT_BE: frozenset[str] = frozenset(["is", "are", "am"])
#: lows. "be" forms before "after" + an -ing verb, the Irish English perfect ("i'm after finishing
#: it" = i have just finished it).
AFTER_PERFECT_BE: frozenset[str] = frozenset(
    ["i'm", "im", "we're", "he's", "she's", "they're", "you're", "is", "are", "am", "'s", "was"]
)  # fmt: skip
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
#: weekday, "at the weekend"); `temporal.may_mention_time`.
SOLO_TIME_WORDS: frozenset[str] = (
    frozenset(["yesterday", "today", "tonight", "tomorrow", "ago", "weekend"])
    | frozenset(MONTHS)
    | frozenset(WEEKDAYS)
)
#: keys. Words around a period that make it relative ("last week", "three days back", "before
#: three days", "the weekend just gone"; "previou" is "previous" stemmed);
#: `temporal.may_mention_time`.
RELATIVE_TIME_KEYS: frozenset[str] = frozenset(
    ["last", "next", "this", "past", "coming", "previous", "previou", "back", "before", "gone"]
)  # fmt: skip
#: key -> days from first to last. Spans a fact may name by one day of them ("the week of 10 March
#: 2025", "the weekend of the 15th"): a day of a resolved span of that length backs such a name;
#: `specifics.range_bounds_backed`.
SPANS_NAMED_BY_A_DAY: dict[str, int] = {"week": 6, "weekend": 1}
#: keys. Words that join a span to the day that names it ("the week | of | 10 March", "the week |
#: starting | Monday 17 March"); not "every day of the week | on | 12 March".
SPAN_DAY_LINKS: frozenset[str] = frozenset(["of", "starting", "beginning", "commencing"])
#: keys. Periods a relative word, "in" or "from now" make a time expression ("next week", "in two
#: days", "last summer"); `temporal.may_mention_time`.
PERIOD_KEYS: frozenset[str] = frozenset(
    ["week", "weekend", "month", "year", "morning", "afternoon", "evening", "day", "days", "night",
     "fortnight", "spring", "summer", "autumn", "fall", "winter"]
)  # fmt: skip
#: keys. Canonical (stemmed) forms of the words at least one of which every match of
#: `RELATIVE_TIME_PATTERN` contains; `temporal.has_relative_time` skips a text with none.
RELATIVE_TIME_TRIGGERS: frozenset[str] = frozenset(
    ["yesterday", "today", "tonight", "tomorrow", "ago", "week", "weekend", "month", "year", "night",
     "summer", "winter", "spring", "fall", "autumn", "morning", "afternoon", "evening", "day", "days",
     "fortnight", "christmas", "easter", *WEEKDAYS]
)  # fmt: skip
#: lows. The words after a count that point back from the message ("two days ago", "three
#: weeks back"); any other ("from now") points ahead; `temporal._relative`.
AGO_WORDS: frozenset[str] = frozenset(["ago", "back"])
#: lows. What closes a count of days or weeks that may run either way from the message's day:
#: "a fortnight today" (British) is two weeks on, "it's been a week today" a week back.
EITHER_WAY_WORDS: frozenset[str] = frozenset(["today"])
#: lows. Past forms that tell of something done whatever lemminflect knows of them
#: (`temporal.looks_back`); "were" only after a subject (`PLURAL_SUBJECTS`).
PAST_FORMS: frozenset[str] = frozenset(["was", "were", "had", "did"])
#: lows. Subjects before "were" that make it a past ("we were"); "were" alone is "we're" written
#: without its apostrophe by speech-to-text; `temporal.looks_back`.
PLURAL_SUBJECTS: frozenset[str] = frozenset(["we", "you", "they"])
#: V8: an ordinal ("9th", "twelfth" and any word so ending, which `numbers.number_value` then
#: checks): a message with one may say the fact's date in words; `temporal._says_a_date`.
ORDINAL_PATTERN: re.Pattern[str] = re.compile(r"\b(?:\d+(?:st|nd|rd|th)|[a-z]+(?:st|nd|rd|th))\b")

#: low. The word between a day and its month ("the fourteenth of jan"): an abbreviated month
#: after it and a number is the month.
DAY_OF_MONTH_LINKS: frozenset[str] = frozenset(["of"])

#: canonical keys. The words a day and its month may have between or before them ("the
#: nineteenth of september", "march the fourth"), skipped by `temporal._yearless_days`.
DAY_MONTH_FILLERS: frozenset[str] = frozenset(["the", "of"])

#: A day of the month written without its month ("on the 9th"): a fact with one is dated.
DAY_OF_MONTH_PATTERN: re.Pattern[str] = re.compile(r"\bthe\s+\d{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)
