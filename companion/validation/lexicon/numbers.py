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

from companion.validation.lexicon.words import FRACTION_WORDS, SPOKEN_ZERO

__all__ = ["Group", "format_number", "is_number_word", "number_value", "readings", "split_groups"]

_ORDINAL_RE = re.compile(r"(\d+)(?:st|nd|rd|th)")
_MAX_RUN = 12


def format_number(value: float) -> str:
    """12.0 -> '12', 1.5 -> '1.5': the digit key a spoken or written number becomes."""
    if value == int(value):
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


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
    if not words[-1].endswith(("st", "nd", "rd", "th")):
        return None
    m = _ORDINAL_RE.fullmatch(alpha2digit(text, "en", threshold=0).replace(" ", ""))
    return float(m.group(1)) if m is not None else None


@lru_cache(maxsize=65536)
def is_number_word(word: str) -> bool:
    """`word` is a number word text2num reads ("seven", "hundred", "twelfth"), or a word for zero
    inside a digit string ("oh")."""
    return word.isalpha() and (word in SPOKEN_ZERO or number_value((word,)) is not None)


@dataclass(frozen=True, slots=True)
class Group:
    """One number inside a run of number words: its value and the run's word positions."""

    value: float
    first: int
    end: int  # exclusive


@lru_cache(maxsize=16384)
def split_groups(words: tuple[str, ...]) -> tuple[Group, ...]:
    """Split a run of number words into the numbers a listener hears, longest first ("nineteen
    fifty one" -> 19, 51; "a hundred and five" -> 105; "three oh seven two" -> 3, 0, 7, 2).
    Connectors ("and", "a", "point", "half") belong to the number they join."""
    out: list[Group] = []
    i, n = 0, len(words)
    while i < n:
        best: Group | None = None
        if words[i] in SPOKEN_ZERO:  # "oh", "zero": one digit of a digit string ("zero zero four")
            out.append(Group(0.0, i, i + 1))
            i += 1
            continue
        for j in range(min(n, i + _MAX_RUN), i, -1):
            if words[j - 1] in ("and", "a", "point"):
                continue
            value = number_value(words[i:j])
            if value is not None:
                best = Group(value, i, j)
                break
        if best is None:
            i += 1
            continue
        # "two point five", "two and a half": a decimal or a fraction after the whole number
        j = best.end
        if j + 1 < n and words[j] == "point" and number_value(words[j + 1 : j + 2]) is not None:
            digit = number_value(words[j + 1 : j + 2]) or 0.0
            best = Group(best.value + digit / 10 ** len(format_number(digit)), best.first, j + 2)
        elif j + 2 < n and words[j] == "and" and words[j + 1] == "a" and words[j + 2] in FRACTION_WORDS:
            best = Group(best.value + FRACTION_WORDS[words[j + 2]], best.first, j + 3)
        out.append(best)
        i = best.end
    return tuple(out)


def readings(values: tuple[float, ...]) -> frozenset[str]:
    """What a run of spoken numbers may stand for, besides each number on its own: a digit
    string or pair ("3 0 7 2" -> 3072, "19 51" -> 1951, "4 50" -> 450), a clock time ("9 15" ->
    9:15, "9 0 5" -> 9:05) and an amount in units and hundredths ("12 50" -> 12.5)."""
    if len(values) < 2 or any(v != int(v) or v < 0 for v in values):
        return frozenset()
    ints = [int(v) for v in values]
    out: set[str] = set()
    if all(v < 100 for v in ints[1:]) and ints[0] < 100:
        out.add("".join(str(v) for v in ints))
    if len(ints) == 2:
        hours, minutes = ints
        if 1 <= hours <= 23 and 10 <= minutes <= 59:
            out.add(f"{hours}:{minutes:02d}")
        if minutes < 100 and hours > 0:
            out.add(format_number(hours + minutes / 100))
    if len(ints) == 3 and ints[1] == 0 and ints[2] < 10 and 1 <= ints[0] <= 23:
        out.add(f"{ints[0]}:0{ints[2]}")
    return frozenset(out)
