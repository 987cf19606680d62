"""The small word lists of the clean-up of speech (rule V4): `normalize` and `cleanup`.

What a word says about the tokens around it while a text is folded to canonical tokens: which
one-letter words are no spelled-out letters, which words hold a spoken number together ("two
hundred and five", "one and a half"), which capitalised words are no names. Entries are lows
(lower-case words, apostrophes dropped).
"""

from __future__ import annotations

__all__ = [
    "ARTICLE_SCALES",
    "CLOCK_DIRECTIONS",
    "CLOCK_STARTS",
    "DECIMAL_POINT",
    "DIGIT_REPEATS",
    "FRACTION_ARTICLES",
    "FRACTION_DENOMINATORS",
    "FRACTION_ENDINGS",
    "FRACTION_LINKS",
    "HALF_WORDS",
    "I_FORMS",
    "MERIDIEM_LETTERS",
    "MERIDIEM_WORDS",
    "MINUTE_WORDS",
    "NAMED_HOURS",
    "NUMBER_ARTICLES",
    "NUMBER_CONNECTORS",
    "NUMBER_HOMOPHONES",
    "NUMBER_NOUNS",
    "NUMERO_SIGNS",
    "NUMERO_WORD",
    "ONE_LETTER_WORDS",
    "PERCENT_WORD",
    "PHRASAL_PARTICLES",
    "RATE_MARKERS",
    "RATE_PERIODS",
    "YEAR_PREPOSITIONS",
]

#: lows. "I" and its contractions without the apostrophe: a capital on them marks no name
#: (`normalize`, the critical flag of a capitalised word mid-sentence).
I_FORMS: frozenset[str] = frozenset({"i", "im", "ive", "ill", "id"})
#: lows. Words of one letter that are never spelled-out letters: "i i think" and "a a" are
#: stutters (`cleanup.merge_letters`), and `normalize` runs no letter pass for them alone.
ONE_LETTER_WORDS: frozenset[str] = frozenset({"a", "i"})
#: Raw tokens that, after a word and before a full stop and digits, write the word "number"
#: ("the No. 42 bus", "at No. 10"); `normalize`. Lower case, or opening a sentence, or without
#: the stop, they are the word "no" ("no. 42 people came").
NUMERO_SIGNS: frozenset[str] = frozenset({"No"})
#: The word NUMERO_SIGNS stand for.
NUMERO_WORD: str = "number"
#: The word a "%" sign is read as ("50%" is "50 percent"); `normalize`.
PERCENT_WORD: str = "percent"
#: lows. Articles that are the number one before "hundred", "thousand"... ("a hundred");
#: `cleanup` starts a spoken number with them.
NUMBER_ARTICLES: tuple[str, ...] = ("a", "an")
#: Words between the minutes and the hour of a spoken clock time, with their direction
#: ("quarter past nine" +, "quarter to nine" -).
CLOCK_DIRECTIONS: dict[str, int] = {"past": 1, "after": 1, "to": -1, "till": -1, "before": -1}
#: low. The unit a spoken clock time may say between its minutes and its direction ("eleven
#: minutes past two", "five mins to six").
MINUTE_WORDS: frozenset[str] = frozenset(["minutes", "minute", "mins", "min"])
#: low -> (hour before it, its own hour), on the 24-hour clock. Hours said by name in a clock
#: time, which say the half of the day themselves ("two minutes to midnight" is 23:58, "ten past
#: noon" 12:10).
NAMED_HOURS: dict[str, tuple[int, int]] = {"midnight": (23, 0), "noon": (11, 12), "midday": (11, 12)}
#: Words that may open a clock time said the spoken way ("quarter to nine", "half past two").
CLOCK_STARTS: frozenset[str] = frozenset(["quarter", "half", "a"])
#: Words that repeat the digit after them inside a digit string said one by one ("three eight
#: double one" is 3811, "double oh seven" 007); `cleanup` reads them.
DIGIT_REPEATS: dict[str, int] = {"double": 2, "triple": 3}
#: Nouns that are numbers ("a dozen eggs", "half a dozen", "a score of years").
NUMBER_NOUNS: dict[str, int] = {"dozen": 12, "score": 20}
#: Scale words an article counts once ("a grand" is 1,000, "a lakh" 100,000), as a number
#: before them multiplies them ("two grand"); not before a noun they describe ("a grand day").
ARTICLE_SCALES: dict[str, int] = {"grand": 1000, "lakh": 100_000, "crore": 10_000_000}
#: Particles of phrasal verbs: after a verb they are never the second half of a compound noun
#: ("will pay off", not "payoff"; "set up", not "setup").
PHRASAL_PARTICLES: frozenset[str] = frozenset(
    ["off", "up", "out", "down", "over", "back", "away", "on", "in", "through", "around", "about"]
)
#: Words before a fraction that make it a value of its own ("a quarter", "one half").
FRACTION_ARTICLES: frozenset[str] = frozenset(["a", "an", "one"])
#: low. Fraction words that are not ordinals, with the parts they divide into ("three quarters",
#: "a half"); the ordinals ("thirds", "an eighth") are read by `numbers.fraction_denominator`.
FRACTION_DENOMINATORS: dict[str, int] = {"half": 2, "halves": 2, "quarter": 4, "quarters": 4}
#: low. How a word that counts parts of a whole may end ("thirds", "a fifth", "quarters"): a text
#: with none of them skips the reading of counted fractions (`cleanup.read_counted_fractions`).
FRACTION_ENDINGS: tuple[str, ...] = ("th", "ths", "rd", "rds", "quarters", "halves")
#: What follows a fraction that is a part of something ("a quarter of a tablet").
FRACTION_LINKS: frozenset[str] = frozenset(["of"])
#: lows. Words between two number words that keep a spoken number going ("two hundred and five",
#: "three point two", "one and a half"); `cleanup`.
NUMBER_CONNECTORS: tuple[str, ...] = ("and", "a", "point")
#: low. The decimal point said aloud: the digits after it are read one by one ("four point two
#: five"), so a zero there is a digit, never a digit string's leading zero; `cleanup`, `numbers`.
DECIMAL_POINT = "point"
#: lows. The words of "a half", which continue a spoken number after a connector ("two and a
#: half"); `cleanup`.
HALF_WORDS: tuple[str, ...] = ("a", "half")

#: lows. The time of day spelled out after a number ("nine a m", "half six p m"): the two letters
#: are one word, as "AM" / "PM" is in writing; `cleanup.merge_letters`.
MERIDIEM_LETTERS: dict[tuple[str, str], str] = {("a", "m"): "am", ("p", "m"): "pm"}
#: lows -> key. Words a transcriber writes for a number that sounds the same ("i've got to
#: grandsons" for "two grandsons"): a fact's number backed only by one, before the same noun,
#: is held for the user's review, never accepted outright (`support.homophone_numbers`).
NUMBER_HOMOPHONES: dict[str, str] = {"to": "2", "too": "2", "for": "4", "won": "1", "ate": "8"}
#: lows. Prepositions of time before a year said by its last two digits ("in sixty eight",
#: "since ninety", "back in '69"): `specifics.spoken_years` reads the number as a year.
YEAR_PREPOSITIONS: frozenset[str] = frozenset(["in", "since", "from", "until", "till"])
#: lows. Words that make the period after an amount its rate ("950 a month", "12 pounds per
#: hour", "two tablets each night"); `values` reads the period as part of the value.
RATE_MARKERS: frozenset[str] = frozenset(["a", "an", "per", "each", "every"])
#: lows -> the period they name. A period after a rate marker, or an adverb of rate after the
#: amount ("paid monthly"), so that "950 a week" is not "nine fifty a month" (`values`).
RATE_PERIODS: dict[str, str] = {
    "hour": "hour", "hours": "hour", "hr": "hour", "hourly": "hour",
    "day": "day", "days": "day", "daily": "day",
    "night": "night", "nights": "night", "nightly": "night",
    "week": "week", "weeks": "week", "weekly": "week", "wk": "week",
    "fortnight": "fortnight", "fortnightly": "fortnight",
    "month": "month", "months": "month", "monthly": "month",
    "year": "year", "years": "year", "yearly": "year", "annually": "year", "annum": "year",
}  # fmt: skip
#: lows -> "am" or "pm". The half of the day a clock time is in when said after it ("six forty
#: in the evening", "7 at night", "half nine in the morning", "9 pm"): "6:40 a.m." is not the
#: user's "six forty in the evening" (`values`).
MERIDIEM_WORDS: dict[str, str] = {
    "am": "am", "morning": "am", "mornings": "am",
    "pm": "pm", "afternoon": "pm", "afternoons": "pm", "evening": "pm", "evenings": "pm",
    "night": "pm", "tonight": "pm",
}  # fmt: skip
