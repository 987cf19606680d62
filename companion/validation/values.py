"""Specifics as typed values: a number with its unit and the noun it counts (rule V5).

Comparing a fact's specifics with the user's words as strings misses what matters: "500 mcg"
shares the digits of "five hundred milligrams", and "two cats and a dog" every number of "one cat
and two dogs". Here a number of the fact is looked up among the user's numbers by value (spoken
forms read by `lexicon.numbers`, so "three oh seven two" is 3072 and "nine fifteen" is 9:15), then
compared unit by unit (`lexicon.units`: "mg" and "milligrams" are one unit, "mcg" another) and by
the noun it counts. A value the user corrected in the same turn is not theirs any more
(`utterance.Utterance.retracted`).
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.validation.lexicon import FUNCTION_WORDS, PREPOSITIONS, SYNONYM_OF
from companion.validation.lexicon.claims import COUNTED_NOUN_SKIPS
from companion.validation.lexicon.morphology import lemmas, pos
from companion.validation.lexicon.units import TEMPERATURE_SCALES, unit_key
from companion.validation.normalize import Canon

__all__ = ["Mention", "count_conflict", "mentions", "retracted_only", "unit_conflict"]

_NOUN_REACH = 3  # words between a number and the noun it counts ("two of the blood thinners")


@dataclass(frozen=True, slots=True)
class Mention:
    """One number of a text: its token range, the values it may have, its unit and its noun."""

    first: int
    end: int
    values: frozenset[str]
    unit: str | None
    noun: frozenset[str]  # dictionary forms and synonym classes of the counted noun; empty if none


def _noun_after(canon: Canon, k: int) -> frozenset[str]:
    lows = canon.lows
    for j in range(k, min(len(lows), k + _NOUN_REACH)):
        w = lows[j]
        if w[:1].isdigit():
            return frozenset()
        if w in COUNTED_NOUN_SKIPS:
            continue
        if w in FUNCTION_WORDS or w in PREPOSITIONS:
            return frozenset()
        tags = pos(w)
        if "NOUN" in tags:
            forms = lemmas(w)
            return forms.union(*(SYNONYM_OF.get(f, frozenset()) for f in forms))
        if tags and not tags & {"ADJ", "NUM"}:
            return frozenset()
    return frozenset()


def _unit_at(canon: Canon, k: int) -> tuple[str | None, int]:
    """The unit right after a number at `k` (None if there is none) and where its noun may
    start. A scale after degrees is part of the unit ("38 degrees celsius", "38 °C")."""
    keys = canon.keys
    if k >= len(keys) or unit_key(canon.lows[k]) is None:
        return None, k
    if k + 1 < len(keys):
        scale = unit_key(canon.lows[k + 1])
        if scale in TEMPERATURE_SCALES:
            return scale, k + 2
    return keys[k], k + 1


def mentions(canon: Canon) -> tuple[Mention, ...]:
    """Every number of `canon` with its unit and counted noun. A spoken run ("nineteen fifty
    one") is one mention with all its readings, and also one mention per number in it."""
    keys = canon.keys
    out: list[Mention] = []
    for k, key in enumerate(keys):
        if not key[:1].isdigit():
            continue
        unit, nxt = _unit_at(canon, k + 1)
        out.append(Mention(k, k + 1, frozenset({key}), unit, _noun_after(canon, nxt)))
    for first, end, meant in canon.runs:
        unit, nxt = _unit_at(canon, end)
        out.append(Mention(first, end, meant, unit, _noun_after(canon, nxt)))
    return tuple(out)


_DEGREE = "degree"


def _fits(unit: str, theirs: set[str]) -> bool:
    """`unit` is among the units the user gave; plain degrees fit a temperature in either scale,
    and a scale fits plain degrees ("thirty eight degrees" backs "38 °C"; "degrees fahrenheit"
    does not)."""
    if unit in theirs:
        return True
    if unit == _DEGREE:
        return not theirs.isdisjoint(TEMPERATURE_SCALES)
    return unit in TEMPERATURE_SCALES and _DEGREE in theirs


def _of(value: str, said: tuple[Mention, ...]) -> list[Mention]:
    return [m for m in said if value in m.values]


def unit_conflict(fact: tuple[Mention, ...], said: tuple[Mention, ...]) -> str | None:
    """A number of the fact whose unit differs from every unit the user gave that number
    ("500 mcg" on "five hundred milligrams"): a description for the verdict, or None."""
    for m in fact:
        if m.unit is None:
            continue
        (value,) = sorted(m.values)[:1] or [""]  # sorted: the same reading in every process
        theirs = _of(value, said)
        units = {s.unit for s in theirs if s.unit is not None}
        if theirs and units and not _fits(m.unit, units):
            return f"{value} {m.unit}: the user said {value} {' or '.join(sorted(units))}"
    return None


def count_conflict(fact: tuple[Mention, ...], said: tuple[Mention, ...]) -> str | None:
    """A number of the fact that counts a noun the user counted with another number, and never
    with this one ("two cats" on "one cat and two dogs")."""
    for m in fact:
        if not m.noun or len(m.values) != 1:
            continue
        (value,) = tuple(m.values)
        same_noun = [s for s in said if not s.noun.isdisjoint(m.noun)]
        if not same_noun or any(value in s.values for s in same_noun):
            continue
        other = sorted(min(s.values) for s in same_noun)  # min: the same text in every process
        return f"{value} counts what the user counted as {', '.join(other)}"
    return None


def retracted_only(canon: Canon, retracted: frozenset[int], key: str) -> bool:
    """Every place the user said `key` (a word, a number or a reading of a spoken run) is a
    value they corrected in the same turn ("the eighteenth no sorry the twenty eighth": 18)."""
    if not retracted:
        return False
    places = [k for k, x in enumerate(canon.keys) if x == key]
    places += [first for first, _end, meant in canon.runs if key in meant]
    if len(key) == 4 and key.isdigit():
        # a year said by its last two digits ("in ninety eight, no, ninety seven": 1998)
        short = key[2:].lstrip("0") or "0"  # "oh six" is the key "6"
        places += [k for k, x in enumerate(canon.keys) if x in (key[2:], short)]
    return bool(places) and all(k in retracted for k in places)
