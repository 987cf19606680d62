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

from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import pairwise

from companion.validation.clauses import relation_of
from companion.validation.lexicon import (
    AMBIGUOUS_SUFFIXES,
    FIRST_PERSON,
    FUNCTION_WORDS,
    NUMBER_SUFFIXES,
    PREPOSITIONS,
    SECOND_PERSON,
    SUBJECT_PRONOUNS,
    SYNONYM_OF,
    THIRD_PERSON,
)
from companion.validation.lexicon.claims import COUNTED_NOUN_SKIPS
from companion.validation.lexicon.clauses import COORDINATORS, INDEFINITE_ARTICLES, SPAN_DAYS
from companion.validation.lexicon.morphology import lemmas, pos
from companion.validation.lexicon.spoken import MERIDIEM_LETTERS, MERIDIEM_WORDS, RATE_MARKERS, RATE_PERIODS
from companion.validation.lexicon.units import TEMPERATURE_SCALES, measure_of, unit_key
from companion.validation.normalize import Canon

__all__ = [
    "Mention",
    "clipped_units",
    "count_conflict",
    "count_moved",
    "mentions",
    "meridiem_conflict",
    "period_conflict",
    "rate_periods",
    "retracted_only",
    "scale_carried",
    "scaled_readings",
    "unit_added",
    "unit_conflict",
    "value_beside_quote",
]

_NOUN_REACH = 3  # words between a number and the noun it counts ("two of the blood thinners")
_PERIOD_REACH = 4  # words between an amount and its period ("950 pounds a month", "£12 an hour")
_MERIDIEM_REACH = 3  # words between a clock time and its half of the day ("six forty in the evening")
_CLOCK_HOURS = 12  # a bare number up to this may be an hour of the clock ("lands at six")


@dataclass(frozen=True, slots=True)
class Mention:
    """One number of a text: its token range, the values it may have, its unit and its noun."""

    first: int
    end: int
    values: frozenset[str]
    unit: str | None
    noun: frozenset[str]  # dictionary forms and synonym classes of the counted noun; empty if none
    period: str | None = None  # the period of a rate ("a month" after "950"), if one is said
    meridiem: str | None = None  # "am" / "pm" of a clock time, when the half of the day is said


# one shared empty set for the many numbers that count no noun (a cached `Mention` each held its
# own: live objects every full garbage collection walks)
_NO_NOUN: frozenset[str] = frozenset()
_PERSONS = FIRST_PERSON | SECOND_PERSON | SUBJECT_PRONOUNS | THIRD_PERSON
_PARTITIVE = "of"


def _noun_after(canon: Canon, k: int) -> frozenset[str]:
    """The noun a number ending before `k` counts: within a few words, before any pause ("twenty,
    | they doubled it" counts nothing), and never a person's pronoun, which the tagger may call a
    noun ("nine fifty | i think"), except after "of" ("two of them")."""
    lows = canon.lows
    for j in range(k, min(len(lows), k + _NOUN_REACH)):
        w = lows[j]
        if w[:1].isdigit() or canon.boundary[j]:
            return _NO_NOUN
        if w in _PERSONS and (j == 0 or lows[j - 1] != _PARTITIVE):
            return _NO_NOUN  # "two of | them" counts members of a group: the pronoun stands for it
        if w in COUNTED_NOUN_SKIPS:
            if w != _PARTITIVE and lows[j - 1] != _PARTITIVE:
                return _NO_NOUN  # "sixteen hundred | these days": a noun phrase of its own
            continue  # "two | of the | dogs"
        if w in FUNCTION_WORDS or w in PREPOSITIONS:
            return _NO_NOUN
        tags = pos(w)
        if "NOUN" in tags:
            forms = lemmas(w)
            return forms.union(*(SYNONYM_OF.get(f, frozenset()) for f in forms))
        if not tags:
            # a relation the dictionary does not know ("twelve grandkids"): its kinship class
            relation = relation_of(w)
            if relation is not None:
                return frozenset({w, relation}) | SYNONYM_OF.get(relation, frozenset())
        if tags and not tags & {"ADJ", "NUM"}:
            return _NO_NOUN
    return _NO_NOUN


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


def _period_after(canon: Canon, k: int) -> str | None:
    """The period of a rate said after an amount ending before `k`: a rate marker and a period
    ("a month", "per hour", "each night") or an adverb of rate ("monthly"), before the next
    pause or number."""
    lows, boundary = canon.lows, canon.boundary
    for j in range(k, min(len(lows), k + _PERIOD_REACH)):
        w = lows[j]
        if boundary[j] or w[:1].isdigit():
            return None
        if w in RATE_MARKERS and j + 1 < len(lows) and lows[j + 1] in RATE_PERIODS and not boundary[j + 1]:
            return RATE_PERIODS[lows[j + 1]]
        if w in RATE_PERIODS and w.endswith("ly"):
            return RATE_PERIODS[w]
    return None


def _meridiem_after(canon: Canon, k: int, values: frozenset[str]) -> str | None:
    """The half of the day said right after a clock time ending before `k` ("six forty in the
    evening", "9 pm", "seven a m"), for a value that may be a time of the clock."""
    if not any(":" in v or (v.isdigit() and 0 < int(v) <= _CLOCK_HOURS) for v in values):
        return None
    lows, boundary = canon.lows, canon.boundary
    for j in range(k, min(len(lows), k + _MERIDIEM_REACH)):
        w = lows[j]
        if boundary[j] or w[:1].isdigit():
            return None
        if j + 1 < len(lows) and (w, lows[j + 1]) in MERIDIEM_LETTERS:
            return MERIDIEM_LETTERS[(w, lows[j + 1])]
        if w in MERIDIEM_WORDS:
            return MERIDIEM_WORDS[w]
        if w not in FUNCTION_WORDS and w not in PREPOSITIONS:
            return None  # "at six forty the plane landed": the time's phrase has ended
    return None


def _mention(canon: Canon, first: int, end: int, values: frozenset[str]) -> Mention:
    unit, nxt = _unit_at(canon, end)
    return Mention(
        first,
        end,
        values,
        unit,
        _noun_after(canon, nxt),
        _period_after(canon, nxt),
        _meridiem_after(canon, end, values),
    )


def mentions(canon: Canon) -> tuple[Mention, ...]:
    """Every number of `canon` with its unit, counted noun, period of a rate and half of the
    day. A spoken run ("nineteen fifty one") is one mention with all its readings, and also
    one mention per number in it."""
    keys = canon.keys
    out: list[Mention] = []
    for k, key in enumerate(keys):
        if not key[:1].isdigit():
            continue
        out.append(_mention(canon, k, k + 1, frozenset({key})))
    for first, end, meant in canon.runs:
        mention = _mention(canon, first, end, meant)
        units = clipped_units(canon, first, end, meant) if mention.unit is None else ()
        # "five k" read as 5: a runner's kilometres, not a banker's thousands (one mention for
        # each unit the suffix may clip)
        out += [replace(mention, unit=unit) for unit in units] or [mention]
    return tuple(out)


# the units each scale of an ambiguous suffix clips ("k": a thousand, or kilometres)
_CLIPPED_UNITS: dict[float, tuple[str, ...]] = {
    NUMBER_SUFFIXES[suffix]: tuple(u for u in map(unit_key, symbols) if u is not None)
    for suffix, symbols in AMBIGUOUS_SUFFIXES.items()
}


def clipped_units(canon: Canon, first: int, end: int, meant: frozenset[str]) -> tuple[str, ...]:
    """The units the run may be said in, when it is the other reading of a number said with an
    ambiguous suffix ("five k" is 5000 and 5 km; `AMBIGUOUS_SUFFIXES`, `cleanup.merge_numbers`):
    one token whose value is the run's times the suffix's scale."""
    if end - first != 1 or len(meant) != 1:
        return ()
    (value,) = meant
    try:
        scale = float(canon.keys[first]) / float(value)
    except (ValueError, ZeroDivisionError):
        return ()
    return _CLIPPED_UNITS.get(scale, ())


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


def unit_added(fact: tuple[Mention, ...], said: tuple[Mention, ...]) -> tuple[str, str] | None:
    """A weight, length or volume of the fact whose number the user said only bare, with no
    weight, length or volume anywhere in their words ("User's commute is 25 miles each way" on
    "my commute's about twenty five each way"): the unit is the proposer's guess. (the value,
    the fact's unit), or None. A unit the user gave another number of the same kind carries
    ("down to ninety one kilos from a hundred and four")."""
    for m in fact:
        if m.unit is None:
            continue
        kind = measure_of(m.unit)
        if kind is None:
            continue
        (value,) = sorted(m.values)[:1] or [""]  # sorted: the same reading in every process
        theirs = _of(value, said)
        if not theirs or any(s.unit is not None for s in theirs):
            continue
        if any(s.unit is not None and measure_of(s.unit) == kind for s in said):
            continue
        return value, m.unit
    return None


def rate_periods(canon: Canon) -> frozenset[str]:
    """The periods of the adverbs of rate the text says, wherever they stand ("we get paid
    fortnightly, eleven hundred each time"): an adverb tells how often the verb happens, so it
    times the amounts of its clause; "a day" after one amount times that amount alone."""
    return frozenset(RATE_PERIODS[w] for w in canon.lows if w in RATE_PERIODS and w.endswith("ly"))


def period_conflict(
    fact: tuple[Mention, ...], said: tuple[Mention, ...], said_periods: frozenset[str] = frozenset()
) -> str | None:
    """An amount of the fact paid or done per a period other than every period the user gave
    that amount ("950 a week" on "nine fifty a month"); when the user's amount has no period of
    its own, other than every period of a rate their message says (`said_periods`, "paid
    fortnightly, eleven hundred each time"). A description, or None."""
    for m in fact:
        if m.period is None:
            continue
        for value in sorted(m.values):
            theirs = _of(value, said)
            periods = {s.period for s in theirs if s.period is not None}
            if theirs and not periods:
                periods = set(said_periods)
            if periods and m.period not in periods:
                return f"{value} a {m.period}: the user said {value} a {' or '.join(sorted(periods))}"
    return None


def meridiem_conflict(fact: tuple[Mention, ...], said: tuple[Mention, ...]) -> str | None:
    """A clock time of the fact in the other half of the day than the user put it ("6:40 a.m."
    on "six forty in the evening"): a description, or None."""
    for m in fact:
        if m.meridiem is None:
            continue
        for value in sorted(m.values):
            halves = {s.meridiem for s in _of(value, said) if s.meridiem is not None}
            if halves and m.meridiem not in halves:
                return f"{value} {m.meridiem}: the user said {value} {' or '.join(sorted(halves))}"
    return None


def count_conflict(fact: tuple[Mention, ...], said: tuple[Mention, ...]) -> str | None:
    """A number of the fact that counts a noun the user counted with another number, and never
    with this one ("two cats" on "one cat and two dogs")."""
    for m in fact:
        if not m.noun or len(m.values) != 1:
            continue
        (value,) = tuple(m.values)
        overlaps = [(len(s.noun & m.noun), s) for s in said if not s.noun.isdisjoint(m.noun)]
        # the closest nouns decide: "two sons" is compared with "three sons", not with "two
        # daughters", though both are children
        best = max((n for n, _s in overlaps), default=0)
        same_noun = [s for n, s in overlaps if n == best]
        if not same_noun or any(value in s.values for s in same_noun):
            continue
        other = sorted(min(s.values) for s in same_noun)  # min: the same text in every process
        return f"{value} counts what the user counted as {', '.join(other)}"
    return None


_COUNT_DIGITS = 3  # digits of the largest count read: four are a year or a model
_LIST_GAP = 3  # words between two items of a list: the noun counted first and "and"


def count_moved(fact: tuple[Mention, ...], said: tuple[Mention, ...], message: Canon) -> str | None:
    """A number of the fact that counts a noun the user said without that count, while the
    user's same number counts another noun: "two dogs" on "two cats and a dog". The count went
    to the wrong noun (`count_conflict` reads the nouns the user counted with numbers)."""
    for m in fact:
        if not m.noun or len(m.values) != 1:
            continue
        if any(s.noun == m.noun for s in said):
            continue  # the user counted this very noun: `count_conflict`'s to read
        (value,) = tuple(m.values)
        if not value.isdigit() or len(value) > _COUNT_DIGITS:
            continue  # a year or a model number names, it does not count ("a 2008 corolla")
        for other in said:
            # another noun, though it may share a class with this one ("daughters", "son")
            if (
                value in other.values
                and other.noun
                and other.noun != m.noun
                and _listed_as_one(message, other, m.noun)
            ):
                return f"{value} counts another noun in the user's words"
    return None


def _listed_as_one(message: Canon, other: Mention, noun: frozenset[str]) -> bool:
    """The user listed `noun` as one beside the count `other` ("two cats | and | a dog", "a dog
    | and | two cats"): in one stretch, with "and" or "or" between them. Outside such a list the
    user may be counting the same things by another word ("a tablet at night, so two pills")."""
    lows, boundary = message.lows, message.boundary
    for k in range(len(lows) - 1):
        # "a dog" counts it as one ("one dog" is a number, `count_conflict`'s)
        if lows[k] not in INDEFINITE_ARTICLES or lemmas(lows[k + 1]).isdisjoint(noun):
            continue
        lo, hi = (other.end, k) if other.first < k else (k + 2, other.first)
        between = range(lo, hi)
        if (
            hi - lo <= _LIST_GAP
            and any(lows[j] in COORDINATORS for j in between)
            and not any(boundary[j] for j in range(lo, hi + 1))
        ):
            return True
    return False


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


def value_beside_quote(fact: Canon, quote: Canon) -> tuple[str, str] | None:
    """V5, held: the fact measures something in a unit ("10 mg") with a value the quote does not
    say, while the quote says another value of its own ("the doctor wants me on ten milligrams
    ... i'm still on five" for "User takes 10 mg"): the fact took its number from outside what
    the user said of it. A span of time ("in two weeks") or a year is no measure here. (the
    fact's value, the quote's), or None."""
    said = [m for m in mentions(quote) if _a_measure(m)]
    if not said:
        return None
    theirs = frozenset().union(*(m.values for m in said))
    ours = [m for m in mentions(fact) if m.unit is not None and _a_measure(m)]
    if not ours:
        return None
    mine = frozenset().union(*(m.values for m in ours))
    for m in ours:
        if not m.values.isdisjoint(theirs):
            continue
        other = next((s for s in said if s.values.isdisjoint(mine) and _same_kind(m, s)), None)
        if other is not None:
            return min(m.values), min(other.values)
    return None


def _same_kind(fact: Mention, said: Mention) -> bool:
    """The quote's number may measure what the fact's does: the same unit, or nothing said with
    it ("i'm still on five")."""
    return (said.unit is None and not said.noun) or said.unit == fact.unit


def _a_measure(m: Mention) -> bool:
    """A number that may measure or count: not a span of time, a clock time or a year, and not
    a bare "one", which is as often a pronoun ("this one", "one of the best")."""
    if m.unit in SPAN_DAYS or not m.noun.isdisjoint(SPAN_DAYS) or m.period is not None:
        return False
    if m.unit is None and not m.noun and m.values == _ONE:
        return False
    # a spoken run may be read several ways ("twelve fifty": 1250 or 12:50): a measure if any is
    return not all(":" in v or (v.isdigit() and _FIRST_YEAR <= int(v) <= _LAST_YEAR) for v in m.values)


_ONE = frozenset(["1"])
_FIRST_YEAR, _LAST_YEAR = 1900, 2100  # a four-digit number in these reads as a year


_SCALES = (1000, 100)  # "four grand" / "three and a half"; "twelve hundred" / "thirteen"
_SCALED_BELOW = 100  # the amount is under a hundred of its scale ("twelve hundred", not 250,000)
_SCALED_DIGITS = 3


def scaled_readings(amount: Mention, said: Mention) -> Iterator[tuple[int, float]]:
    """(the round amount, the said number times the amount's scale), for each scale, largest
    first, the amount is a round number of, under a hundred of it ("twelve hundred": 12 x 100):
    what a bare number repairing or restating the amount means with its hundreds or thousands
    left unsaid (`later`'s value readings, `scale_carried`)."""
    for fv in amount.values:
        whole = fv.split(".")[0]
        if not whole.isdigit() or len(whole) < _SCALED_DIGITS:
            continue
        value = int(whole)
        for scale in _SCALES:
            if value % scale or not 1 <= value // scale < _SCALED_BELOW:
                continue
            for sv in said.values:
                try:
                    yield value, float(sv) * scale
                except ValueError:
                    continue


_CARRIED_REACH = 3  # words between the amount and the bare number that repairs it ("well", "no", "sorry")


def scale_carried(canon: Canon) -> frozenset[str]:
    """The amounts a bare number means when said right after a round amount whose scale it leaves
    unsaid ("the car cost six thousand, well six and a half": 6500; "forty thousand, forty five":
    45000): a speaker repairing a value restarts at the numeral and keeps the multiplier (Levelt,
    "Monitoring and self-repair in speech", 1983). Only at the amount's largest scale, and near
    the amount (half to twice it)."""
    single = [m for m in mentions(canon) if m.end - m.first == 1 and len(m.values) == 1]
    out: set[str] = set()
    for a, b in pairwise(single):
        between = canon.lows[a.end : b.first]
        if len(between) > _CARRIED_REACH or any(w in COORDINATORS for w in between):
            continue  # "two thousand sheep | and | three dogs": a list, no repair
        if a.noun and b.noun and a.noun != b.noun:
            continue
        (amount_key,), (said_key,) = tuple(a.values), tuple(b.values)
        try:
            if not float(amount_key).is_integer() or float(said_key) >= _SCALED_BELOW:
                continue
        except ValueError:
            continue
        reading = next(scaled_readings(a, b), None)
        if reading is None:
            continue
        amount, meant = reading
        if meant != amount and amount / 2 <= meant <= amount * 2:
            out.add(str(int(meant)) if meant.is_integer() else str(meant))
    return frozenset(out)
