"""Spoken numbers from text2num: the values a run of number words may stand for.

text2num (MIT licence, a compiled Rust core) parses English cardinals and ordinals ("eleven
thousand four hundred", "twenty eighth"). A speaker also says numbers that are not one cardinal:
digit by digit ("three oh seven two" = 3072), as pairs ("nineteen fifty one" = 1951, "four
fifty" = 450, "nine fifteen" = 9:15, "twelve fifty" = 12.50). text2num splits such a run into its
cardinals ("19 51"); `readings` adds what the pairs and digit strings may mean. A fact's number is
backed when it equals any reading of the user's words: every reading is built from what the user
said, so none adds a number they did not say.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from text_to_num import alpha2digit, text2num

from companion.validation.lexicon.noise import FRACTION_WORDS, SPOKEN_ZERO
from companion.validation.lexicon.spoken import (
    CLOCK_DIRECTIONS,
    DECIMAL_POINT,
    FRACTION_DENOMINATORS,
    MINUTE_WORDS,
    NAMED_HOURS,
)

__all__ = [
    "ORDINAL_ENDINGS",
    "Group",
    "clock_time",
    "format_number",
    "fraction_denominator",
    "is_cardinal_word",
    "is_number_word",
    "number_value",
    "readings",
    "singular_number",
    "split_groups",
]

#: low. How an ordinal ends, in words or in digits ("fifth", "twenty first", "2nd").
ORDINAL_ENDINGS: tuple[str, ...] = ("st", "nd", "rd", "th")
_ORDINAL_RE = re.compile(r"(\d+)(?:st|nd|rd|th)")
_MAX_RUN = 12


def format_number(value: float) -> str:
    """12.0 -> '12', 1.5 -> '1.5': the digit key a spoken or written number becomes."""
    if value == int(value):
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


_TENS_ORDINAL = "ieth"  # "twentieth" ... "ninetieth": the tens' ordinals end so


@lru_cache(maxsize=16384)
def number_value(words: tuple[str, ...]) -> float | None:
    """The cardinal or ordinal value of `words` as one number, or None ("twenty five" -> 25,
    "twenty eighth" -> 28, "a hundred" -> 100, "nineteen fifty one" -> None)."""
    if not words or len(words) > _MAX_RUN:
        return None
    if words[0] in ("a", "an") and len(words) > 1:
        words = ("one", *words[1:])
    text = " ".join(words)
    try:
        return float(text2num(text, "en"))
    except ValueError:
        pass
    if not words[-1].endswith(ORDINAL_ENDINGS):
        return None
    if words[-1].endswith(_TENS_ORDINAL):
        # an ordinal of the tens is its cardinal's value ("sixtieth" = 60): text2num 3.1 reads
        # "fortieth" and "seventieth" but not "sixtieth", so the regular form is read here
        return number_value((*words[:-1], words[-1][: -len(_TENS_ORDINAL)] + "y"))
    # one ordinal, as alpha2digit writes it ("twenty eighth" -> "28th"); two numbers side by
    # side ("one second" -> "1 2nd", a cardinal and a unit) are not one number
    m = _ORDINAL_RE.fullmatch(alpha2digit(text, "en", threshold=0))
    return float(m.group(1)) if m is not None else None


@lru_cache(maxsize=16384)
def fraction_denominator(word: str) -> int | None:
    """The parts a fraction word divides into: "thirds", "a third" -> 3, "quarters" -> 4,
    "eighths" -> 8; an ordinal (text2num's reading) in the singular or plural, from "third" on
    ("second" and "seconds" are a place and a unit, never halves), or a word of
    `FRACTION_DENOMINATORS` ("half", "quarters")."""
    named = FRACTION_DENOMINATORS.get(word)
    if named is not None:
        return named
    single = word[:-1] if word.endswith("s") else word
    if not single.isalpha() or is_cardinal_word(single):
        return None
    value = number_value((single,))
    if value is None or value < _SMALLEST_ORDINAL_DENOMINATOR or value != int(value):
        return None
    return int(value)


_SMALLEST_ORDINAL_DENOMINATOR = 3


@lru_cache(maxsize=16384)
def is_cardinal_word(word: str) -> bool:
    """`word` is one cardinal number word ("six", "twelve", "hundred"), not an ordinal
    ("second", "third"), whose plural is a unit or a fraction ("seconds", "two thirds")."""
    try:
        text2num(word, "en")
    except ValueError:
        return False
    return True


@lru_cache(maxsize=65536)
def is_number_word(word: str) -> bool:
    """`word` is a number word text2num reads ("seven", "hundred", "twelfth"), or a word for zero
    inside a digit string ("oh")."""
    return word.isalpha() and (word in SPOKEN_ZERO or number_value((word,)) is not None)


@lru_cache(maxsize=16384)
def singular_number(word: str) -> str | None:
    """ "twelves" -> "twelve", "twenties" -> "twenty", "sixes" -> "six": a cardinal number word
    in the plural ("the under twelves", "in my twenties"), or None. An ordinal in the plural is
    never a count: "seconds" is a unit ("sixty seconds" is 60, not 62), "thirds" and "fifths"
    are fractions ("two thirds" is not 23)."""
    if len(word) < 4 or not word.endswith("s"):
        return None
    # "twelves", "sixes", "twenties"; "eighths" is a fraction, not "eight" with "hs"
    bases = (word[:-1], word[:-2] if word.endswith("es") else "", word[:-3] + "y")
    for base in bases:
        if base and base not in SPOKEN_ZERO and is_cardinal_word(base):
            return base
    return None


@dataclass(frozen=True, slots=True)
class Group:
    """One number inside a run of number words: its value and the run's word positions."""

    value: float
    first: int
    end: int  # exclusive


_SCALES = frozenset([100.0, 1000.0, 1e6, 1e9])


def _digit_value(word: str) -> float | None:
    if not word[:1].isdigit():
        return None
    try:
        return float(word)
    except ValueError:
        return None


@lru_cache(maxsize=16384)
def split_groups(words: tuple[str, ...]) -> tuple[Group, ...]:
    """Split a run of number words into the numbers a listener hears, longest first ("nineteen
    fifty one" -> 19, 51; "a hundred and five" -> 105; "three oh seven two" -> 3, 0, 7, 2).
    Connectors ("and", "a", "point", "half") belong to the number they join. A recogniser mixes
    digits into spoken numbers ("20 five", "1.5 million"): such neighbours are added or scaled
    as a listener would ("20 5" -> 25, "5 hundred" -> 500)."""
    out: list[Group] = []
    i, n = 0, len(words)
    while i < n:
        digit = _digit_value(words[i])
        if digit is not None:
            # "6 and a half": a tidy writer's digits before the spoken fraction
            half = i + 3 < n and words[i + 1 : i + 3] == ("and", "a") and words[i + 3] in FRACTION_WORDS
            if half and digit == int(digit):
                out.append(Group(digit + FRACTION_WORDS[words[i + 3]], i, i + 4))
                i += 4
                continue
            out.append(Group(digit, i, i + 1))
            i += 1
            continue
        if words[i] in SPOKEN_ZERO:  # "oh", "zero": one digit of a digit string ("zero zero four")
            out.append(Group(0.0, i, i + 1))
            i += 1
            continue
        best: Group | None = None
        for j in range(min(n, i + _MAX_RUN), i, -1):
            if words[j - 1] in ("and", "a", "point") or any(_digit_value(w) is not None for w in words[i:j]):
                continue
            value = number_value(words[i:j])
            if value is not None:
                best = Group(value, i, j)
                break
        if best is None:
            i += 1
            continue
        if out and out[-1].end == i and best.end - best.first == 1 and not is_cardinal_word(words[i]):
            # an ordinal that does not join the number before it into one ordinal ("twenty
            # second" does) is that number's unit or denominator: "one second", "60 second"
            i += 1
            continue
        # "two point five", "two and a half": a decimal or a fraction after the whole number
        j = best.end
        decimals = _decimal_digits(words, j + 1) if j + 1 < n and words[j] == DECIMAL_POINT else ""
        if len(decimals) > 1:  # "four point two five": the digits after the point, one by one
            best = Group(best.value + int(decimals) / 10 ** len(decimals), best.first, j + 1 + len(decimals))
        elif j + 1 < n and words[j] == "point" and number_value(words[j + 1 : j + 2]) is not None:
            digit = number_value(words[j + 1 : j + 2]) or 0.0
            best = Group(best.value + digit / 10 ** len(format_number(digit)), best.first, j + 2)
        elif j + 2 < n and words[j] == "and" and words[j + 1] == "a" and words[j + 2] in FRACTION_WORDS:
            best = Group(best.value + FRACTION_WORDS[words[j + 2]], best.first, j + 3)
        out.append(best)
        i = best.end
    return _compose(out, words)


def _decimal_digits(words: tuple[str, ...], start: int) -> str:
    """The digits said one by one after a decimal point ("point two five" -> "25", "point oh
    five" -> "05"): after the point a speaker reads digits, not numbers."""
    out = []
    for word in words[start:]:
        if word in SPOKEN_ZERO:
            out.append("0")
            continue
        value = number_value((word,))
        if value is None or value != int(value) or not 0 <= value <= 9 or word[:1].isdigit():
            break
        out.append(str(int(value)))
    return "".join(out)


def _compose(groups: list[Group], words: tuple[str, ...]) -> tuple[Group, ...]:
    """Neighbouring numbers of a mixed run that a listener hears as one: tens and units
    ("20 five" -> 25) and a number before a scale word ("1.5 million", "5 hundred")."""
    out: list[Group] = []
    for g in groups:
        if out and out[-1].end == g.first:
            prev = out[-1]
            mixed = _digit_value(words[prev.first]) is not None or _digit_value(words[g.first]) is not None
            scale = g.end - g.first == 1 and g.value in _SCALES and _digit_value(words[g.first]) is None
            if scale and prev.value < 1000:
                out[-1] = Group(prev.value * g.value, prev.first, g.end)
                continue
            tens = prev.value == int(prev.value) and 20 <= prev.value <= 90 and prev.value % 10 == 0
            if mixed and tens and 1 <= g.value <= 9 and g.value == int(g.value):
                out[-1] = Group(prev.value + g.value, prev.first, g.end)
                continue
        out.append(g)
    return tuple(out)


def readings(values: tuple[float, ...]) -> list[tuple[int, int, frozenset[str]]]:
    """What neighbouring spoken numbers may stand for together, as (first, end, readings) over
    `values`: a run of single digits is a digit string ("3 0 7 2" -> 3072); a number before a
    two-digit one is a pair ("19 51" -> 1951, "4 50" -> 450), a clock time ("9 15" -> 9:15), a
    run time in minutes and seconds ("26 30" -> 26:30) or units and hundredths ("12 50" ->
    12.5); "9 0 5" is 905 or 9:05, "26 0 4" 2604 or 26:04. Nothing else: every reading must be
    something a speaker says that way, or it would back numbers nobody said."""
    out: list[tuple[int, int, frozenset[str]]] = []
    if any(v != int(v) or v < 0 for v in values):
        return out
    ints = [int(v) for v in values]
    n = len(ints)
    if n >= 3 and all(v < 10 for v in ints):
        out.append((0, n, frozenset({"".join(map(str, ints))})))
    for i in range(n - 1):
        a, b = ints[i], ints[i + 1]
        if 10 <= b <= 99 and 0 < a < 100:
            pair = {str(a * 100 + b), format_number(a + b / 100)}
            if b <= 59:  # a clock time ("nine fifteen"), or minutes and seconds ("twenty six thirty")
                pair.add(f"{a}:{b:02d}")
            out.append((i, i + 2, frozenset(pair)))
        if n == 2 and a < 10 and b < 10:
            out.append((i, i + 2, frozenset({f"{a}{b}"})))
    for i in range(n - 2):
        a, zero, b = ints[i : i + 3]
        if zero == 0 and b < 10 and 0 < a < 100:  # "nine oh five", "twenty six oh four" (26:04)
            out.append((i, i + 3, frozenset({f"{a}:0{b}", f"{a}0{b}"})))
    return out


def clock_time(words: tuple[str, ...]) -> tuple[str, int] | None:
    """A clock time said the spoken way at the start of `words`, as ("H:MM", words used):
    "quarter to nine" -> 8:45, "half past two" -> 2:30, "ten past six" -> 6:10, "twenty five to
    four" -> 3:35, and British "half six" -> 6:30. The minutes are a number below 30 or
    "quarter"/"half"; the hour 1 to 12."""
    if len(words) >= 2 and words[0] == "half" and (len(words) < 3 or words[2] not in CLOCK_DIRECTIONS):
        hour = float(words[1]) if words[1].isdigit() else number_value(words[1:2])
        if hour is not None and hour == int(hour) and 1 <= hour <= 12:
            return f"{int(hour)}:30", 2  # "half six": half past six
    for size in (1, 2):
        minutes_words = words[:size]
        if len(words) < size + 2:
            return None
        # "eleven | minutes | past two": the unit may be said between the minutes and the way
        unit = 1 if words[size] in MINUTE_WORDS and len(words) >= size + 3 else 0
        direction, hour_word = words[size + unit], words[size + unit + 1]
        if direction not in CLOCK_DIRECTIONS:
            continue
        if minutes_words == ("quarter",) or minutes_words == ("a", "quarter"):
            minutes = 15
        elif minutes_words == ("half",):
            minutes = 30
        else:
            value = number_value(minutes_words)
            if value is None or value != int(value) or not 0 < value < 30:
                continue
            minutes = int(value)
        named = NAMED_HOURS.get(hour_word)
        if named is not None:
            before, own = named
            if CLOCK_DIRECTIONS[direction] < 0:
                return (f"{before}:{60 - minutes:02d}", size + unit + 2) if minutes != 30 else None
            return f"{own}:{minutes:02d}", size + unit + 2
        # "quarter past 8": a tidy writer puts the hour in digits
        hour = float(hour_word) if hour_word.isdigit() else number_value((hour_word,))
        if hour is None or hour != int(hour) or not 1 <= hour <= 12:
            return None
        if CLOCK_DIRECTIONS[direction] < 0:
            if minutes == 30:
                return None  # "half to" is no time
            hour, minutes = (int(hour) - 2) % 12 + 1, 60 - minutes
        return f"{int(hour)}:{minutes:02d}", size + unit + 2
    return None
