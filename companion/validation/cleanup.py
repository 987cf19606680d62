"""The clean-up passes over token entries (rule V4): contractions folded, spelled-out letters
joined, spoken numbers read, units named, discourse markers dropped, stutters collapsed.

Split from `normalize`, which tokenises and calls these only when a text has something for them
to do. Each pass takes and returns a list of entries.
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from operator import and_, eq

from companion.validation.lexicon import (
    AMBIGUOUS_SUFFIXES,
    AREA_WORDS,
    AUXILIARIES,
    CLAUSE_LINKS,
    CONCORD_NEGATIONS,
    CONCORD_PHRASES,
    CURRENCY_WORDS,
    DETERMINERS,
    DISCOURSE_BIGRAMS,
    DISCOURSE_WORDS,
    FRACTION_WORDS,
    FUNCTION_WORDS,
    HOMOPHONE_REP,
    MONTH_ABBREVIATIONS,
    MONTHS,
    NEGATION_IDIOMS,
    NEGATIONS,
    NEGATIVE_CONCORD,
    NUMBER_SUFFIXES,
    PREPOSITIONS,
    SPLIT_WORDS,
    SPOKEN_ZERO,
)
from companion.validation.lexicon.clauses import ARTICLES, SPOKEN_DETERMINERS
from companion.validation.lexicon.currency import currency_signs
from companion.validation.lexicon.dates import DAY_OF_MONTH_LINKS
from companion.validation.lexicon.grammar import (
    CLAUSE_OPENING_OBJECTS,
    POSSESSIVES,
    PREVERBAL_NEGATORS,
    PREVERBAL_SUBJECTS,
    SUBJECT_FORMS,
)
from companion.validation.lexicon.morphology import lemmas, pos
from companion.validation.lexicon.noise import (
    ABBREVIATIONS,
    COMPARING_PAIRS,
    CURRENCY_UNIT_SYMBOLS,
    HOMOPHONE_CLASSES,
    KNOW_AS_NO_AFTER,
    KNOW_AS_NO_BEFORE,
    MONEY_NOTES,
)
from companion.validation.lexicon.numbers import (
    clock_time,
    format_number,
    fraction_denominator,
    is_cardinal_word,
    is_number_word,
    number_value,
    readings,
    split_groups,
)
from companion.validation.lexicon.people import RELATIONS
from companion.validation.lexicon.spoken import (
    ARTICLE_SCALES,
    CLOCK_DIRECTIONS,
    CLOCK_STARTS,
    DECIMAL_POINT,
    DIGIT_REPEATS,
    FRACTION_ARTICLES,
    FRACTION_DENOMINATORS,
    FRACTION_ENDINGS,
    FRACTION_LINKS,
    HALF_WORDS,
    MERIDIEM_LETTERS,
    NUMBER_ARTICLES,
    NUMBER_CONNECTORS,
    NUMBER_NOUNS,
    ONE_LETTER_WORDS,
    PHRASAL_PARTICLES,
)
from companion.validation.lexicon.units import (
    DEGREE_WORD,
    FOOT,
    INCH_WORDS,
    METRE,
    POUND_WORDS,
    RATE_LINKS,
    SCALE_WORDS,
    SPELLED_UNITS,
    STONE_KEYS,
    TIME_UNITS,
    area_key,
    rate_key,
    unit_key,
    whole_and_part_key,
)

__all__ = [
    "Entry",
    "collapse_repeats",
    "drop_currency_signs",
    "drop_discourse",
    "has_discourse",
    "has_repeat",
    "merge_compounds",
    "merge_letters",
    "merge_numbers",
    "read_misheard_no",
    "read_scales",
]

_NOT_FIRST = FUNCTION_WORDS | PREPOSITIONS | DETERMINERS | NEGATIONS  # "not able" is no "notable"
# An entry: key, low (the lower-case word), first raw token, end raw token, clause boundary
# before it, critical (V4), numeric (a number, or a number word before merging).
Entry = tuple[str, str, int, int, bool, bool, bool]
Run = tuple[int, int, frozenset[str]]


def _key(low: str) -> str:
    rep = HOMOPHONE_REP.get(low)
    if rep is not None:
        return rep
    base = low
    if len(low) > 4 and low.isalpha():
        if low.endswith("ed"):
            base = low[:-2]
        elif low.endswith("s") and not low.endswith("ss"):
            base = low[:-1]
    return HOMOPHONE_REP.get(base, base)


@lru_cache(maxsize=65536)
def _compound(a: str, b: str) -> str | None:
    """ "grand" + "son" -> "grandson": a recogniser writes some compounds as two words."""
    split = SPLIT_WORDS.get((a, b))
    if split is not None:
        return split
    if len(a) < 3 or len(b) < 3 or not (a.isalpha() and b.isalpha()) or a in _NOT_FIRST:
        return None
    if b in PHRASAL_PARTICLES:
        return None  # "pay off", "set up": a verb and its particle, not "payoff", "setup"
    joined = a + b
    if "NOUN" not in pos(joined) or not pos(a) or not pos(b):
        return None
    return joined


@lru_cache(maxsize=65536)
def _compound_heard(a: str, b: str) -> str | None:
    """`_compound`, also when the recogniser wrote a word that sounds like the compound's first
    part ("flour pot" is the "flowerpot" that "flower pot" makes; `HOMOPHONE_CLASSES`)."""
    joined = _compound(a, b)
    if joined is not None:
        return joined
    for alt in _SOUNDING_ALIKE.get(a, ()):
        if alt != a and (joined := _compound(alt, b)) is not None:
            return joined
    return None


_SOUNDING_ALIKE = {w: cls for cls in HOMOPHONE_CLASSES for w in cls}  # word -> its homophone class


def read_scales(entries: list[Entry]) -> list[Entry]:
    """ "sixty eight fahrenheit" reads as "68 degrees fahrenheit", as "68°F" does: a scale word
    straight after a number gets the degree the speaker left out (sharing the scale word's raw
    token, as the parts of "gonna" share theirs)."""
    out: list[Entry] = []
    for i, e in enumerate(entries):
        if e[1] in SCALE_WORDS and i > 0 and entries[i - 1][6]:
            out.append((_key(DEGREE_WORD), DEGREE_WORD, e[2], e[3], e[4], False, False))
            e = (_key(e[1]), *e[1:])  # the scale as a word after its degree, not as a unit
        out.append(e)
    return out


_KNOW = "know"
_NO = "no"


def read_misheard_no(entries: list[Entry]) -> list[Entry]:
    """A recogniser's "know" where only the negation "no" can stand: after a verb of having or
    being or a preposition ("i have know idea"), or before a word the verb "know" never takes
    bare ("i know longer smoke"). Read as "no", and critical like every negation."""
    lows = [e[1] for e in entries]
    if _KNOW not in lows:
        return entries  # the usual text
    out = list(entries)
    for i, e in enumerate(entries):
        if e[1] != _KNOW:
            continue
        before = lows[i - 1] if i > 0 and not e[4] else ""
        after = lows[i + 1] if i + 1 < len(lows) and not entries[i + 1][4] else ""
        if before in KNOW_AS_NO_AFTER or after in KNOW_AS_NO_BEFORE:
            out[i] = (_key(_NO), _NO, e[2], e[3], e[4], True, False)
    return out


def merge_compounds(entries: list[Entry]) -> list[Entry]:
    """Two words that are one noun when written together ("grand son", "girl friend")."""
    lows = [e[1] for e in entries]
    # when no two neighbours without a boundary between them join, the output is the input
    # (the usual text); `_compound` is None for a short word or a function word first, unless
    # the pair is a listed split word, so most pairs are ruled out before the cached call
    if not any(
        _compound_heard(a, b) is not None
        for a, b, nxt in zip(lows, lows[1:], entries[1:], strict=False)
        if not nxt[4] and ((len(a) >= 3 and len(b) >= 3 and a not in _NOT_FIRST) or (a, b) in SPLIT_WORDS)
    ):
        return entries
    out: list[Entry] = []
    i, n = 0, len(entries)
    while i < n:
        e = entries[i]
        if i + 1 < n and not entries[i + 1][4]:
            a, b = e[1], entries[i + 1][1]
            # `_compound` is None for a short word or a function word first, unless the pair is
            # a listed split word: most pairs are ruled out here without the cached call
            if (len(a) < 3 or len(b) < 3 or a in _NOT_FIRST) and (a, b) not in SPLIT_WORDS:
                out.append(e)
                i += 1
                continue
            joined = _compound_heard(a, b)
            if joined is not None and i > 0 and (entries[i - 1][1], a) in DISCOURSE_BIGRAMS:
                joined = None  # "i mean | time": the discourse marker, not "meantime"
            if joined is not None:
                critical = e[5] or entries[i + 1][5]  # "can not" -> "cannot" keeps its negation
                out.append((_key(joined), joined, e[2], entries[i + 1][3], e[4], critical, False))
                i += 2
                continue
        out.append(e)
        i += 1
    return out


def _letter(e: Entry) -> bool:
    return len(e[1]) == 1 and e[1].isalpha()


def _clock_time(key: str) -> bool:
    """A clock time's key ("10:30")."""
    hours, colon, minutes = key.partition(":")
    return bool(colon) and hours.isdigit() and minutes.isdigit()


def merge_letters(entries: list[Entry]) -> list[Entry]:
    """ "p h d" -> "phd", "a d h d" -> "adhd": letters spelled out one by one are one word."""
    if not any(_letter(a) and _letter(b) for a, b in itertools.pairwise(entries)):
        return entries  # the usual case: no two single letters in a row
    out: list[Entry] = []
    i, n = 0, len(entries)
    while i < n:
        j = i
        # "five k a year": no word spelled out; "10:30 a.m." (a clock time is no numeric entry)
        after_number = i > 0 and (entries[i - 1][6] or _clock_time(entries[i - 1][0]))
        meridiem = (
            MERIDIEM_LETTERS.get((entries[i][1], entries[i + 1][1])) if after_number and i + 1 < n else None
        )
        if meridiem is not None:  # "9 a m", "9 a.m." (the stop between the letters is no pause)
            first = entries[i]  # "nine a m" is "9 am"
            out.append((meridiem, meridiem, first[2], entries[i + 1][3], first[4], first[5], False))
            i += 2
            continue
        spelled = entries[i][1] + entries[i + 1][1] if after_number and i + 1 < n else ""
        if (
            spelled in SPELLED_UNITS
            and _letter(entries[i])
            and _letter(entries[i + 1])
            and not entries[i + 1][4]
        ):
            first = entries[i]  # "a hundred and twenty k m" is "120 km"
            out.append((spelled, spelled, first[2], entries[i + 1][3], first[4], first[5], False))
            i += 2
            continue
        while j < n and _letter(entries[j]) and (j == i or not entries[j][4]) and not after_number:
            j += 1
        letters = [e[1] for e in entries[i:j]]
        size = j - i
        only_pronoun = set(letters) <= ONE_LETTER_WORDS  # "i i think", "a a": stutters, not letters
        if size >= 3 and letters[0] == "a" and len(set(letters)) > 1:
            out.append(entries[i])  # "a p b": the article and then "pb"
            i += 1
            continue
        if not only_pronoun and (size >= 3 or (size == 2 and "i" not in letters and letters[0] != "a")):
            # folded as a written initialism is ("m s" reads as "MS" does, abbreviations and all)
            word = ABBREVIATIONS.get(spelt := "".join(e[1] for e in entries[i:j]), spelt)
            first = entries[i]
            out.append((word, word, first[2], entries[j - 1][3], first[4], first[5], False))
            i = j
            continue
        out.append(entries[i])
        i += 1
    return out


def _starts_number(entries: list[Entry], i: int) -> bool:
    e = entries[i]
    if e[6] and e[1] not in SPOKEN_ZERO:
        return True
    # "a hundred", "a thousand": the article is the number one
    if e[1] in NUMBER_ARTICLES and i + 1 < len(entries) and entries[i + 1][6] and not entries[i + 1][4]:
        value = number_value((entries[i + 1][1],))
        return value is not None and value >= 100
    return False


def _continues(entries: list[Entry], j: int) -> bool:
    """Entry j (not the first) belongs to the number run: a number word or a plain number, or a
    connector ("and", "a", "point", "oh") between two number words."""
    if j >= len(entries):
        return False
    e = entries[j]
    if e[4]:
        return False
    if e[6] and (not e[1][:1].isdigit() or _plain_number(e[1])):
        # "oh" goes on to a number, or closes a digit string said one by one ("three four oh")
        digits_before = j >= 2 and _digit_word(entries[j - 1]) and _digit_word(entries[j - 2])
        return e[1] not in SPOKEN_ZERO or (j + 1 < len(entries) and entries[j + 1][6]) or digits_before
    if e[1] in NUMBER_CONNECTORS and j + 1 < len(entries) and not entries[j + 1][4]:
        nxt = entries[j + 1]
        return (nxt[6] and not nxt[1][:1].isdigit()) or nxt[1] in HALF_WORDS
    return e[1] == "half" and entries[j - 1][1] == "a"


def _plain_number(low: str) -> bool:
    """A run may hold digits a recogniser wrote for number words ("20 5"), not clock times."""
    return low.replace(".", "", 1).isdigit()


# words that open a value the readers below may rewrite (clock times, fractions, dozens, a
# spoken leading zero); a text with none of them skips the readers
_SPOKEN_VALUE_WORDS = (
    CLOCK_STARTS
    | frozenset(FRACTION_WORDS)
    | frozenset(NUMBER_NOUNS)
    | frozenset(MONEY_NOTES)
    | SPOKEN_ZERO
    | frozenset(CLOCK_DIRECTIONS)
    | frozenset(DIGIT_REPEATS)
)


def _digit_word(e: Entry) -> bool:
    """A single digit said as a word, "oh" and "zero" included (one place of a digit string)."""
    return e[1] in SPOKEN_ZERO or (e[6] and _single_digit(e[1]))


def _repeated_digits(entries: list[Entry]) -> list[Entry]:
    """ "three eight double one" is 3 8 1 1: inside a digit string said one by one, "double" and
    "triple" say the next digit two and three times. Only next to another digit of the string
    ("a double two-seater" stays as said)."""
    out: list[Entry] = []
    n = len(entries)
    for i, e in enumerate(entries):
        times = DIGIT_REPEATS.get(e[1])
        if times is not None and i + 1 < n and not entries[i + 1][4] and _digit_word(entries[i + 1]):
            before = i > 0 and not e[4] and _digit_word(entries[i - 1])
            after = i + 2 < n and not entries[i + 2][4] and _digit_word(entries[i + 2])
            if before or after:
                digit = entries[i + 1]
                out.append((digit[0], digit[1], e[2], e[3], e[4], digit[5], digit[6]))
                out.extend([digit] * (times - 2))
                continue
        out.append(e)
    return out


def _lead_zero(entries: list[Entry]) -> list[Entry]:
    """ "oh seven seven oh oh": a spoken zero that opens a digit string is its leading zero,
    which a written number drops too ("07700" reads 7700); it is kept in the span, not as a word."""
    out: list[Entry] = []
    for i, e in enumerate(entries):
        nxt = entries[i + 1 : i + 3]
        if (
            e[1] in SPOKEN_ZERO
            and len(nxt) == 2
            and not any(x[4] for x in nxt)
            and all(_single_digit(x[1]) for x in nxt)
            and not (out and (out[-1][6] or out[-1][1] == DECIMAL_POINT))  # "point zero zero seven"
        ):
            first = nxt[0]
            entries[i + 1] = (first[0], first[1], e[2], first[3], e[4], first[5], first[6])
            continue
        out.append(entries[i])
    return out


def _single_digit(low: str) -> bool:
    value = number_value((low,))
    return value is not None and value == int(value) and 0 <= value <= 9


def read_clock_times(entries: list[Entry], ranges: list[tuple[int, int, str]] | None = None) -> list[Entry]:
    """Clock times said the spoken way are one value: "quarter to nine" is 8:45, "half past two"
    2:30 (`numbers.clock_time`), so that a quote's "8:45" finds them.

    A number, "to" and an hour ("nine to five", "seven to seven") is as often a range as a time
    before the hour: its words stay as said, and when `ranges` is given the time is recorded
    there (first raw token, end raw token, "H:MM") for `merge_numbers` to add as a reading."""
    out: list[Entry] = []
    lows = tuple(e[1] for e in entries)
    i = 0
    while i < len(entries):
        found = clock_time(lows[i : i + 4]) if lows[i] in CLOCK_STARTS or is_number_word(lows[i]) else None
        if found is not None and i > 0 and lows[i - 1] in FRACTION_ARTICLES:
            found = None  # "one and a half | six packs", "a half": a fraction, not "half six"
        if found is not None and not any(e[4] for e in entries[i + 1 : i + found[1]]):
            key, used = found
            first, last = entries[i], entries[i + used - 1]
            if (
                ranges is not None
                and lows[i] not in CLOCK_STARTS
                and CLOCK_DIRECTIONS[lows[i + used - 2]] < 0
            ):
                ranges.append((first[2], last[3], key))  # "nine to five": both readings
                out.extend(entries[i : i + used])
                i += used
                continue
            out.append((key, key, first[2], last[3], first[4], True, True))
            i += used
            continue
        out.append(entries[i])
        i += 1
    return out


def read_number_nouns(entries: list[Entry]) -> list[Entry]:
    """ "a dozen chooks" is 12, "half a dozen" 6, "two dozen" 24: a number noun after an article
    or a number is the count it names; "a fiver" is £5 and "two tenners" £20 (`MONEY_NOTES`),
    the amount then its unit, as "£5" reads."""
    out: list[Entry] = []
    for i, e in enumerate(entries):
        note = MONEY_NOTES.get(e[1])
        if note is not None and out and not e[4]:
            last = out[-1]
            count = _float(last[0]) if last[0][:1].isdigit() else number_value((last[1],))
            if last[1] in FRACTION_ARTICLES:
                count = 1.0  # "a fiver", "one tenner"
            if count is not None:
                key = format_number(count * note)
                out[-1] = (key, key, last[2], e[3], last[4], True, True)
                out.append((_POUNDS_KEY, CURRENCY_UNIT_SYMBOLS[_POUND_SIGN], e[2], e[3], False, True, False))
                continue
        value = NUMBER_NOUNS.get(e[1])
        prev = out[-1] if out else None
        if value is None and e[1] in ARTICLE_SCALES and prev is not None and prev[1] in NUMBER_ARTICLES:
            nxt = entries[i + 1] if i + 1 < len(entries) else None
            described = nxt is not None and not nxt[4] and not pos(nxt[1]).isdisjoint(_DESCRIBED_TAGS)
            if described and nxt is not None and nxt[1] not in CURRENCY_WORDS:
                out.append(e)  # "a grand day out": an adjective, no amount
                continue
            value = ARTICLE_SCALES[e[1]]  # "a grand", "a lakh rupees"
        if value is not None and prev is not None and not e[4]:
            if prev[1] in FRACTION_ARTICLES:
                before = out[-2] if len(out) >= 2 else None
                if before is not None and _float(before[0]) == FRACTION_WORDS["half"]:  # "half a dozen"
                    key = format_number(value / 2)
                    out[-2:] = [(key, key, before[2], e[3], before[4], True, True)]
                    continue
                key = format_number(value)
                out[-1] = (key, key, prev[2], e[3], prev[4], True, True)
                continue
            times = _float(prev[0]) if prev[0][:1].isdigit() else number_value((prev[1],))
            if times is not None:
                key = format_number(times * value)
                out[-1] = (key, key, prev[2], e[3], prev[4], True, True)
                continue
        out.append(e)
    return out


def _float(key: str) -> float | None:
    try:
        return float(key)
    except ValueError:
        return None


_DESCRIBED_TAGS = frozenset({"NOUN", "ADJ"})  # what a scale word before it would describe


def _whole_before_noun(out: list[Entry]) -> float | None:
    """Before "and a half", a whole count of a noun ("a | mile", "an | hour", "two | hours"): its
    value, or None. The last four entries are the count, the noun, "and", "a"."""
    if len(out) < _HALF_AFTER_NOUN or out[-1][1] not in NUMBER_ARTICLES or out[-2][1] != "and":
        return None
    count, noun = out[-4], out[-3]
    if noun[4] or out[-2][4] or out[-1][4] or "NOUN" not in pos(noun[1]) or noun[1] in FRACTION_WORDS:
        return None
    if count[1] in FRACTION_ARTICLES:
        return 1.0
    return _float(count[0]) if count[0][:1].isdigit() else number_value((count[1],))


_HALF_AFTER_NOUN = 4  # entries before "half" in "a | mile | and | a"
_POUND_SIGN = "£"
_POUNDS_KEY = _key(CURRENCY_UNIT_SYMBOLS[_POUND_SIGN])  # the key "£5" gives its unit


def has_concord(key_set: frozenset[str]) -> bool:
    """The text has a negation and a negative indefinite that may repeat it (`read_negative_concord`)."""
    return not key_set.isdisjoint(NEGATIVE_CONCORD) and not key_set.isdisjoint(CONCORD_NEGATIONS)


def read_preverbal_negation(entries: list[Entry]) -> list[Entry]:
    """Preverbal negation: a negator between a subject and a bare verb (`PREVERBAL_NEGATORS`: "i
    | no | have car", "she | no | speak english", "i | doh | work sundays", "me | nuh | eat pork")
    is standard English's "don't", and is read as it, so that a quote that writes it the standard
    way is the user's words and the clause is negated as its speaker means it. The subject is a
    subject pronoun, an object pronoun opening a clause ("me nuh ...": not "they gave me | no |
    trouble"; read as the subject form, `SUBJECT_FORMS`), or a noun after "the", a possessive or a
    dialect determiner ("mi granny") before a word that is only a verb ("my mother | no | speak";
    not "no meat | no | fish"), or, after a person, before any bare verb ("my wife | no | drive");
    the verb is in its bare form with no pause before or after the negator ("no smoking", "no, i
    have", "there's no need" are not this)."""
    out = list(entries)
    for i in range(1, len(entries) - 1):
        e, nxt = entries[i], entries[i + 1]
        if e[1] not in PREVERBAL_NEGATORS or e[4] or nxt[4]:
            continue
        verb = nxt[1]
        if "VERB" not in pos(verb) or verb not in lemmas(verb):
            continue  # a bare verb: not "no smoking", "no more", "no i"
        if _preverbal_subject(entries, i - 1):
            out[i] = (_DONT, _DONT, e[2], e[3], e[4], True, False)  # a negation, as "don't" is
            said = entries[i - 1]
            form = SUBJECT_FORMS.get(said[1])
            if form is not None:  # "me | nuh eat pork": the subject "I" is meant
                out[i - 1] = (form, form, said[2], said[3], said[4], False, False)
    return out


_DONT = "dont"


def _preverbal_subject(entries: list[Entry], k: int) -> bool:
    """Entry k is the subject of a clause whose verb follows a preverbal negator (see
    `read_preverbal_negation`)."""
    low = entries[k][1]
    opens = k == 0 or entries[k][4] or entries[k - 1][1] in CLAUSE_LINKS
    if low in PREVERBAL_SUBJECTS or (low in CLAUSE_OPENING_OBJECTS and opens):
        return True
    if k == 0 or "NOUN" not in pos(low) or entries[k][4]:
        return False
    opener = entries[k - 1][1]
    if opener not in POSSESSIVES and opener not in ARTICLES and opener not in SPOKEN_DETERMINERS:
        return False
    # a person does things: after "my wife" a word that may also be a noun is the verb ("my
    # wife | no | drive"); after a thing it may be what the thing lacks ("the flat | no | lift")
    return not lemmas(low).isdisjoint(RELATIONS) or "NOUN" not in pos(entries[k + 2][1])


def read_negative_concord(entries: list[Entry]) -> list[Entry]:
    """Negative concord: a negative indefinite a few words after a negated verb of its clause
    repeats the negation ("i don't eat | no | pork", "i can't eat the banana | no more", "we
    never told | nobody"); it is read as standard English says it ("don't eat any pork", "anymore",
    "anybody"), so that the clause reads as negated once, as its speaker means it, and a quote
    that writes it the standard way is the user's words. Only the negation of a verb spreads so
    (`CONCORD_NEGATIONS`), not a bare "not" of a phrase. A pause or a link ends the clause ("i
    don't know, | no, ...", "i can't have dairy | so no ice cream"); the determiner counts only
    before a noun it determines: before a number it is a repair ("i don't want two no three"),
    before "to" the word itself ("i didn't say no to it"), before a clause an answer ("... ha no
    i'm a dinner lady"), and in an idiom no negation ("don't quit no matter what"; `NEGATION_IDIOMS`)."""
    out: list[Entry] = []
    negated = -1  # the entry (of `out`) of the clause's last negation
    i, n = 0, len(entries)
    while i < n:
        e = entries[i]
        if e[4] or e[1] in CLAUSE_LINKS:
            negated = -1  # a pause or a link ends the clause ("can't have dairy | so no ice cream")
        reach = negated >= 0 and len(out) - negated <= _CONCORD_REACH
        nxt = entries[i + 1] if i + 1 < n else None
        phrase = CONCORD_PHRASES.get((e[1], nxt[1])) if nxt is not None and not nxt[4] else None
        if reach and phrase is not None and nxt is not None:
            out.append((phrase, phrase, e[2], nxt[3], e[4], False, False))  # "no more": "anymore"
            i += 2
            continue
        word = NEGATIVE_CONCORD.get(e[1])
        # the determiner stands before a noun: not a number, a function word, a pause or a
        # clause of its own ("don't you know ha | no | i'm a dinner lady": a repair)
        determines = (
            nxt is not None
            and not nxt[4]
            and not nxt[6]
            and nxt[1] not in FUNCTION_WORDS
            and not pos(nxt[1]).isdisjoint(_NOUN_PHRASE_TAGS)
            and (e[0], nxt[0]) not in NEGATION_IDIOMS  # "don't quit | no matter what", "no doubt"
        )
        if reach and word is not None and (word or determines):
            # "never told | nobody": "anybody"; "don't want | no | fuss": "any fuss", as the
            # standard form says it (a quote that leaves the "any" out skips it at no cost)
            said = word or _ANY
            out.append((said, said, e[2], e[3], e[4], False, False))
        else:
            out.append(e)
            if e[0] in CONCORD_NEGATIONS and (e[0] != _NOT or (len(out) > 1 and out[-2][1] in AUXILIARIES)):
                negated = len(out) - 1  # "do not" negates a verb; "not at night" a phrase
        i += 1
    return out


_NOT = "not"
_ANY = "any"
_NOUN_PHRASE_TAGS = frozenset(["NOUN", "ADJ", "PROPN"])
_CONCORD_REACH = 5  # entries from a negation to the indefinite that repeats it


def read_fractions(entries: list[Entry]) -> list[Entry]:
    """A fraction said alone is a value: "half a tablet" and "a half" are 0.5, "a quarter of a
    tablet" 0.25, so that a dose halved or quartered is a changed specific. After a whole number
    ("one and a half") the number reading owns it."""
    out: list[Entry] = []
    for i, e in enumerate(entries):
        value = FRACTION_WORDS.get(e[1])
        if value is None:
            out.append(e)
            continue
        whole = _whole_before_noun(out) if e[1] == "half" else None
        if whole is not None:
            # "a mile and a half", "two hours and a half": the count and its half, before the noun
            count, noun = out[-4], out[-3]
            key = format_number(whole + value)
            out[-4:] = [(key, key, count[2], count[3], count[4], True, True), noun]
            continue
        prev = out[-1] if out else None
        after_whole = len(out) >= 2 and out[-2][1] in NUMBER_CONNECTORS
        nxt = entries[i + 1][1] if i + 1 < len(entries) else ""
        # "a quarter of a tablet", "a half": not "a half marathon", a kind of race
        of_or_end = nxt in FRACTION_LINKS or i + 1 == len(entries) or entries[i + 1][4]
        if prev is not None and prev[1] in FRACTION_ARTICLES and not after_whole and not e[4] and of_or_end:
            key = format_number(value)
            out[-1] = (key, key, prev[2], e[3], prev[4], True, True)  # "a quarter": one value
            continue
        # "half a tablet", "half of it", "half my books"; not "the first half of the match" or
        # "my other half": a half with a determiner before it is a part, not an amount
        amount = nxt in NUMBER_ARTICLES or (
            (nxt in DETERMINERS or nxt in FRACTION_LINKS) and all(p[1] not in DETERMINERS for p in out[-2:])
        )
        if e[1] == "half" and amount and not after_whole:
            key = format_number(value)
            out.append((key, key, e[2], e[3], e[4], True, True))
            continue
        out.append(e)
    return out


def _count_of(e: Entry) -> int | None:
    """The whole number an entry says, as digits or as one cardinal word ("three", "3")."""
    low = e[1]
    if low.isdigit():
        return int(low)
    if not is_cardinal_word(low):
        return None
    value = number_value((low,))
    return int(value) if value is not None and value == int(value) else None


def _fraction_at(entries: list[Entry], out: list[Entry], i: int) -> float | None:
    """The value of the fraction whose word is entries[i], counted by the entry before it ("two
    thirds", "three quarters", "an eighth of", "one fifth of"), or None. Only a proper fraction:
    "twenty third" is an ordinal, "two seconds" a time."""
    e = entries[i]
    parts = fraction_denominator(e[1]) if out and not e[4] else None
    if parts is None:
        return None
    prev = out[-1]
    count = 1 if prev[1] in FRACTION_ARTICLES else _count_of(prev)
    plural = e[1].endswith("s")
    if count is None or not 1 <= count < parts or plural != (count > 1):
        return None
    if count == 1:
        # "a third of the class", "one fifth"; not "a third child", "one fifth grader", and not
        # "thinking about a fifth" (a fifth of them, or the fifth one: said alone, "a fifth"
        # is a fraction only with "of")
        nxt = entries[i + 1] if i + 1 < len(entries) else None
        if nxt is not None and not nxt[4] and nxt[1] not in FRACTION_LINKS:
            return None
        if (nxt is None or nxt[4]) and prev[1] in NUMBER_ARTICLES and e[1] not in FRACTION_DENOMINATORS:
            return None
    return count / parts


def read_counted_fractions(entries: list[Entry]) -> list[Entry]:
    """A fraction said with its count is one value: "three quarters" and "3/4" are 0.75, "two
    thirds of a tablet" 0.666667, "one and three quarters" 1.75; so that the quote's written
    fraction is the user's spoken one, and a changed fraction is a changed specific."""
    out: list[Entry] = []
    for i, e in enumerate(entries):
        value = _fraction_at(entries, out, i)
        if value is None:
            out.append(e)
            continue
        count = out.pop()
        whole = _count_of(out[-2]) if len(out) >= 2 and out[-1][1] == _AND else None
        if whole is not None:  # "one and three quarters": the whole number and its fraction
            out.pop()
            count = out.pop()
            value += whole
        key = format_number(value)
        out.append((key, key, count[2], e[3], count[4], True, True))
    return out


_AND = "and"


def merge_numbers(entries: list[Entry]) -> tuple[list[Entry], list[Run]]:
    """Spoken numbers read into digit keys, one per number a listener hears ("eleven thousand
    four hundred" -> 11400; "nineteen fifty one" -> 19, 51 with the run read as 1951); "k" and
    "grand" after a number multiply it; a unit after a number gets its canonical name."""
    before_the_hour: list[tuple[int, int, str]] = []  # "nine to five": a range or 4:55
    if not _SPOKEN_VALUE_WORDS.isdisjoint(e[1] for e in entries):
        entries = _lead_zero(
            read_number_nouns(read_fractions(read_clock_times(_repeated_digits(entries), before_the_hour)))
        )
    if any(e[1].endswith(FRACTION_ENDINGS) for e in entries):
        entries = read_counted_fractions(entries)
    if not AREA_WORDS.isdisjoint(e[1] for e in entries):
        entries = _areas(entries)
    out: list[Entry] = []
    runs: list[Run] = []

    money_at: list[int] = []  # where a number lands right after a dropped money word
    scaled: list[tuple[int, float]] = []  # a number a scale word multiplied, with its scale

    def push(e: Entry) -> None:
        before = out[-1][0] if out else ""
        u = _unit(e, out)
        if u[0]:
            out.append(u)
        elif e[1] in NUMBER_SUFFIXES and before[:1].isdigit():
            scaled.append((len(out) - 1, NUMBER_SUFFIXES[e[1]]))
            if e[1] in AMBIGUOUS_SUFFIXES:
                # "eight k": 8000 to a banker, 8 km to a runner; the run keeps both readings
                runs.append((len(out) - 1, len(out), frozenset({before})))
        elif e[1] in AMBIGUOUS_SUFFIXES and before[:1].isdigit():
            # "eight k": 8000 to a banker, 8 km to a runner; the run keeps both readings
            runs.append((len(out) - 1, len(out), frozenset({before})))
        elif e[1] in CURRENCY_WORDS:
            money_at.append(len(out))  # "twelve dollars | fifty": cents may follow

    i, n = 0, len(entries)
    while i < n:
        e = entries[i]
        if not e[6] and e[1] not in NUMBER_ARTICLES:
            # the usual word: it starts no number (`_starts_number`), and `_unit` only reads a
            # word right after a digit key
            if out and out[-1][6] and not e[4] and out[-1][0][:1].isdigit():
                push(e)
            elif e[0]:
                out.append(e)
            i += 1
            continue
        if not _starts_number(entries, i) or (e[1][:1].isdigit() and not _continues(entries, i + 1)):
            push(e)
            i += 1
            continue
        j = i + 1
        while j < n and _continues(entries, j):
            j += 1
        words = tuple(x[1] for x in entries[i:j])
        groups = split_groups(words)
        at: list[int] = []  # where each number landed in `out`
        pos = 0
        for g in groups:
            for x in entries[i + pos : i + g.first]:
                push(x)
            head, last = entries[i + g.first], entries[i + g.end - 1]
            key = format_number(g.value)
            at.append(len(out))
            out.append((key, key, head[2], last[3], head[4], True, True))
            pos = g.end
        for x in entries[i + pos : j]:
            push(x)
        # neighbouring numbers may be one number ("june twenty second twenty twenty six":
        # "twenty twenty six" is 2026 inside a longer run)
        for a, b, meant in readings(tuple(g.value for g in groups)):
            runs.append((at[a], at[b - 1] + 1, meant))
        i = j
    runs += _cents(out, money_at)
    runs += _scaled_sums(out, scaled)
    runs += _times_before_the_hour(out, before_the_hour)
    runs += _metres_and_centimetres(out)
    out, runs = read_heights(_speeds(out, runs), runs)
    return _month_abbreviations(out), _decimal_digit_strings(out, _chain_digit_strings(out, runs))


_NOUGHT = "0"


def drop_currency_signs(entries: list[Entry]) -> list[Entry]:
    """A currency sign right before an amount is dropped as the money word after one is ("R9,000"
    is "nine thousand rand", `_unit`): the amount keeps the sign's place in the raw text. Only
    before a number read into digits, so "rs" or "r" anywhere else stays a word."""
    signs = currency_signs()
    if signs.isdisjoint(e[1] for e in entries):
        return entries  # the usual text: no sign
    out: list[Entry] = []
    sign: Entry | None = None  # a sign dropped before the entry that follows it
    for i, e in enumerate(entries):
        if sign is not None:  # the amount takes the sign's first raw token and its boundary
            e, sign = (e[0], e[1], sign[2], e[3], sign[4] or e[4], e[5], e[6]), None
        nxt = entries[i + 1] if i + 1 < len(entries) else None
        # an amount starts with a digit other than a nought; a one-letter sign after another
        # letter or digit is a letter of a code spelled out ("a one eight, k, e, zero zero four")
        spelled = len(e[1]) == 1 and i > 0 and len(entries[i - 1][1]) == 1
        amount = nxt is not None and nxt[6] and nxt[0][:1].isdigit() and nxt[0][0] != _NOUGHT
        if amount and e[1] in signs and not spelled:
            sign = e
            continue
        out.append(e)
    return out


def _speeds(out: list[Entry], runs: list[Run]) -> list[Entry]:
    """ "fifty miles an hour", "ten kilometres per hour": a unit of length, "a"/"an"/"per" and a
    unit of time after a number are the one unit a writer abbreviates ("50 mph", "10 kph"),
    when the unit registry names it (`units.rate_key`). Only where no run of
    readings starts inside the three words, so no reading loses its place."""
    i = 0
    while i + 2 < len(out):
        unit, per, time = out[i : i + 3]
        speed = None
        if unit[5] and not unit[6] and per[1] in RATE_LINKS and not per[4] and not time[4]:
            period = unit_key(time[1])
            if period in TIME_UNITS and unit[0][:1].isalpha():
                speed = rate_key(unit[0], period)
        if speed is None or any(i < first <= i + 2 for first, _end, _meant in runs):
            i += 1
            continue
        out[i : i + 3] = [(speed, unit[1], unit[2], time[3], unit[4], True, False)]
        i += 1
    return out


def _scaled_sums(out: list[Entry], scaled: list[tuple[int, float]]) -> list[Run]:
    """ "one lakh twenty thousand" is 120,000: a number a scale word multiplied and, right after
    it, a number below that scale are one amount, as "two thousand five hundred" is."""
    runs: list[Run] = []
    for k, scale in scaled:
        if k + 1 >= len(out) or out[k + 1][4] or not out[k + 1][6]:
            continue
        whole, rest = _float(out[k][0]), _float(out[k + 1][0])
        if whole is not None and rest is not None and 0 < rest < scale:
            runs.append((k, k + 2, frozenset({format_number(whole + rest)})))
    return runs


def _times_before_the_hour(out: list[Entry], found: list[tuple[int, int, str]]) -> list[Run]:
    """The clock readings `read_clock_times` left as words, as runs over the entries they span."""
    runs: list[Run] = []
    for start, end, key in found:
        first = next((k for k, e in enumerate(out) if e[2] == start), None)
        last = next((k for k, e in enumerate(out) if e[3] == end), None)
        if first is not None and last is not None and first <= last:
            runs.append((first, last + 1, frozenset({key})))
    return runs


_MAX_FEET = 9  # a person or a thing measured in feet and inches: "five foot two", not "twenty foot"
_INCHES_PER_FOOT = 12
_FOOT_KEYS = frozenset([FOOT])
_MAX_STONES = 60  # a person's weight in stones and pounds ("nine stone four")
_POUNDS_PER_STONE = 14


def _whole(key: str) -> int | None:
    return int(key) if key.isdigit() else None


def read_heights(out: list[Entry], runs: list[Run]) -> tuple[list[Entry], list[Run]]:
    """ "five foot two", "5 ft 2 in", "five feet two inches": feet and then inches are one value,
    keyed as the written "5'2\"" is (`units.feet_inches_key`), so a height is compared whole: a
    changed inch, a swap ("two foot five") or another foot is another key. Weights said in stones
    and pounds ("nine stone four", "9 st 4 lb") are read the same way (`units.whole_and_part_key`)."""
    if any(e[0] == FOOT for e in out):
        out, runs = _whole_and_part(out, runs, _FOOT_KEYS, _MAX_FEET, _INCHES_PER_FOOT, INCH_WORDS)
    if any(e[0] in STONE_KEYS for e in out):
        out, runs = _whole_and_part(out, runs, STONE_KEYS, _MAX_STONES, _POUNDS_PER_STONE, POUND_WORDS)
    return out, runs


def _whole_and_part(
    out: list[Entry], runs: list[Run], units: frozenset[str], most: int, parts: int, closers: frozenset[str]
) -> tuple[list[Entry], list[Run]]:
    """A whole number, its unit (`units`, at most `most` of them) and a number of the smaller unit
    below `parts` after it, the smaller unit's word (`closers`) optional: one value, keyed by
    `whole_and_part_key`."""
    merged: list[Entry] = []
    kept: list[int] = []
    i, n = 0, len(out)
    while i < n:
        whole = _whole(out[i][0]) if i + 2 < n and out[i + 1][0] in units else None
        part = _whole(out[i + 2][0]) if whole is not None else None
        if (
            whole is not None
            and part is not None
            and 0 < whole <= most
            and part < parts
            and not out[i + 1][4]
            and not out[i + 2][4]
        ):
            end = i + 3
            if end < n and out[end][1] in closers and not out[end][4]:
                end += 1  # "five feet two inches", "5 ft 2 in", "nine stone four pounds"
            key = whole_and_part_key(out[i + 1][0], whole, part)
            merged.append((key, key, out[i][2], out[end - 1][3], out[i][4], True, False))
            kept.append(i)
            i = end
            continue
        merged.append(out[i])
        kept.append(i)
        i += 1
    if len(merged) == n:
        return out, runs
    where = {old: new for new, old in enumerate(kept)}
    remapped = []
    for first, end, meant in runs:
        inside = [where[k] for k in range(first, end) if k in where]
        if inside:
            remapped.append((inside[0], inside[-1] + 1, meant))
    return merged, remapped


def _cents(out: list[Entry], money_at: list[int]) -> list[Run]:
    """ "six hundred and twelve dollars fifty": a number under 100 right after an amount and
    its money word is its cents ($612.50); the pair is a run with that
    reading (each number keeps its own reading too)."""
    found: list[Run] = []
    for at in money_at:
        if at == 0 or at >= len(out) or not out[at][5] or not out[at][0].isdigit():
            continue
        cents, first = int(out[at][0]), at - 1
        base = _float(out[first][0]) if out[first][0][:1].isdigit() else None
        if base is None or not _MIN_CENTS <= cents < _CENTS_PER_UNIT or base != int(base):
            continue
        found.append((first, at + 1, frozenset({format_number(base + cents / _CENTS_PER_UNIT)})))
    return found


def _metres_and_centimetres(out: list[Entry]) -> list[Run]:
    """ "one metre sixty", "two metres fifty": a whole number of metres and a number of
    centimetres below a hundred after it are one length (1.60 m, 2.50 m), as "five foot two" is
    feet and inches; the run has that reading and each number keeps its own."""
    found: list[Run] = []
    for i in range(len(out) - 2):
        if out[i + 1][0] != METRE or out[i + 1][4] or out[i + 2][4]:
            continue
        whole, part = _whole(out[i][0]), _whole(out[i + 2][0])
        if whole is None or part is None or not 0 < part < _CENTS_PER_UNIT:
            continue
        found.append((i, i + 3, frozenset({format_number(whole + part / _CENTS_PER_UNIT)})))
    return found


_CENTS_PER_UNIT = 100
_MIN_CENTS = 10  # "twenty dollars | five times": a single digit after an amount counts something else


def _areas(entries: list[Entry]) -> list[Entry]:
    """ "forty eight square metres": "square" and a length unit after a number are one area
    unit, keyed as it is written ("48 m²" folds to "48 m2")."""
    out: list[Entry] = []
    i = 0
    while i < len(entries):
        e = entries[i]
        area = area_key(entries[i + 1][1]) if i + 1 < len(entries) and e[1] in AREA_WORDS else None
        if area is not None and out and out[-1][6] and not entries[i + 1][4]:
            out.append((area, area, e[2], entries[i + 1][3], e[4], True, False))
            i += 2
            continue
        out.append(e)
        i += 1
    return out


def _month_abbreviations(out: list[Entry]) -> list[Entry]:
    """ "fourteen feb", "Feb 14", "the fourteenth of jan": an abbreviated month next to a
    number, or after a number and "of", is the month."""
    for i, e in enumerate(out):
        month = MONTH_ABBREVIATIONS.get(e[1])
        if month is None:
            continue
        near = [out[j][0] for j in (i - 1, i + 1) if 0 <= j < len(out)]
        if i > 1 and out[i - 1][1] in DAY_OF_MONTH_LINKS:
            near.append(out[i - 2][0])
        if any(k[:1].isdigit() for k in near):
            name = MONTHS[month - 1]
            out[i] = (name, name, e[2], e[3], e[4], True, e[6])
    return out


def _chain_digit_strings(out: list[Entry], runs: list[Run]) -> list[Run]:
    """Digit strings said in chunks with pauses ("oh seven seven oh oh, nine one two, four four
    eight") are also one string, as a phone number is read back: each chain of runs that meet
    adds the joined reading. A chunk may be one digit, or a spoken zero and a digit, where the
    transcript put a pause after every digit or two ("five, two, two, five, three, three"; "...
    three one nine, oh two"); a chain with such a chunk is read only from four digits on, so
    that a list of small numbers ("five, seven and nine") is not also one number."""
    strings = [
        (a, b, next(iter(m)), False)
        for a, b, m in runs
        if len(m) == 1 and _digit_string(next(iter(m)), b - a)
    ]
    strings += _paused_digits(out, runs)
    strings.sort()
    extra: list[Run] = []
    for x, (first, end, text, short) in enumerate(strings):
        joined, stop = text, end
        for nxt_first, nxt_end, nxt_text, nxt_short in strings[x + 1 :]:
            if nxt_first != stop:
                continue
            joined, stop, short = joined + nxt_text, nxt_end, short or nxt_short
            if not short or len(joined) >= _SHORTEST_PAUSED_STRING:
                extra.append((first, stop, frozenset({joined})))
    return runs + extra


_SHORTEST_PAUSED_STRING = 4


def _paused_digits(out: list[Entry], runs: list[Run]) -> list[tuple[int, int, str, bool]]:
    """The chunks of a digit string a pause cut to one digit, or to a spoken zero and a digit:
    entries outside every run, each a pause away from the digits around it."""
    in_run = {k for a, b, _m in runs for k in range(a, b)}
    chunks: list[tuple[int, int, str, bool]] = []
    for k, e in enumerate(out):
        if k in in_run:
            continue
        paused = k + 1 == len(out) or out[k + 1][4] or k + 1 in in_run
        if len(e[0]) == 1 and e[0].isdigit() and e[6] and paused:
            chunks.append((k, k + 1, e[0], True))  # "five, | two, | two"
        elif (
            e[1] in SPOKEN_ZERO
            and e[4]
            and k + 1 < len(out)
            and len(out[k + 1][0]) == 1
            and out[k + 1][0].isdigit()
            and not out[k + 1][4]
            and k + 1 not in in_run
        ):
            chunks.append((k, k + 2, "0" + out[k + 1][0], True))  # "..., | oh two"
    return chunks


def _decimal_digit_strings(out: list[Entry], runs: list[Run]) -> list[Run]:
    """A string of digits said one by one that runs into a decimal ("one oh four point nine",
    a radio frequency): the digits and the decimal are one number, 104.9, beside the readings
    as said (the decimal took the last digit: "four point nine")."""
    extra: list[Run] = []
    for end, e in enumerate(out):
        whole, dot, part = e[0].partition(".")
        if not dot or len(whole) != 1 or not whole.isdigit() or not part.isdigit() or e[4]:
            continue
        first = end
        while first > 0 and len(out[first - 1][0]) == 1 and out[first - 1][0].isdigit() and not out[first][4]:
            first -= 1
        if first < end:
            digits = "".join(out[k][0] for k in range(first, end))
            extra.append((first, end + 1, frozenset({digits + e[0]})))
    return runs + extra


def _digit_string(text: str, tokens: int) -> bool:
    """A reading that is one digit per token (a string of digits, not an amount)."""
    return text.isdigit() and len(text) == tokens


def _unit(e: Entry, before: list[Entry]) -> Entry:
    """A word right after a number: "k"/"grand" multiply it, a unit gets its canonical name."""
    if not before or not before[-1][6] or e[4] or not before[-1][0][:1].isdigit():
        return e
    prev = before[-1]
    if e[1] in CURRENCY_WORDS:  # "four hundred bucks" is "$400": the money word is dropped
        before[-1] = (prev[0], prev[1], prev[2], e[3], prev[4], prev[5], prev[6])
        return ("", "", e[2], e[3], False, False, False)
    if e[1] in NUMBER_SUFFIXES and ":" not in prev[0]:
        base = _float(prev[0])
        if base is None:
            return e
        key = format_number(base * NUMBER_SUFFIXES[e[1]])
        before[-1] = (key, key, prev[2], e[3], prev[4], True, True)
        return ("", "", e[2], e[3], False, False, False)  # absorbed into the number: not kept
    unit = unit_key(e[1])
    if unit is None:
        return e
    return (unit, e[1], e[2], e[3], e[4], True, False)


def has_discourse(keys: frozenset[str]) -> bool:
    if not DISCOURSE_WORDS.isdisjoint(keys):
        return True
    return not _BIGRAM_SECOND.isdisjoint(keys) and not BIGRAM_FIRST.isdisjoint(keys)


BIGRAM_FIRST = frozenset(a for a, _ in DISCOURSE_BIGRAMS)
_BIGRAM_SECOND = frozenset(b for _, b in DISCOURSE_BIGRAMS)


def drop_discourse(
    entries: list[Entry], marks: list[str] | None = None
) -> tuple[list[Entry], list[str], list[int]]:
    """Discourse markers dropped; each kept entry notes the markers dropped right before it.
    Also returns, for each kept entry, its index in `entries`."""
    out: list[Entry] = []
    kept_marks: list[str] = []
    kept: list[int] = []
    carry = False
    pending: list[str] = []
    i, n = 0, len(entries)
    while i < n:
        e = entries[i]
        key = e[0]
        if key in DISCOURSE_WORDS and not (out and (out[-1][0], key) in COMPARING_PAIRS and not e[4]):
            carry = carry or e[4]
            pending.append(e[1])
            i += 1
            continue
        if key in BIGRAM_FIRST and i + 1 < n and (key, entries[i + 1][0]) in DISCOURSE_BIGRAMS:
            carry = carry or e[4]
            pending.extend((e[1], entries[i + 1][1]))
            i += 2
            continue
        before = marks[i] if marks is not None else ""
        out.append((key, e[1], e[2], e[3], True, e[5], e[6]) if carry and not e[4] else e)
        kept_marks.append(" ".join(filter(None, (before, *pending))))
        kept.append(i)
        carry = False
        pending = []
        i += 1
    return out, kept_marks, kept


def has_repeat(keys: list[str]) -> bool:
    """A 1-3 word phrase repeated right away ("I I", "we went we went"), checked at C speed
    (`map(eq)` over shifted copies) so `collapse_repeats` runs only when it has work."""
    if any(map(eq, keys, keys[1:])):
        return True
    # a longer repeat needs a key equal to the one two or three places on: a cheap prefilter
    if not any(map(eq, keys, keys[2:])) and not any(map(eq, keys, keys[3:])):
        return False
    two = map(and_, map(eq, keys, keys[2:]), map(eq, keys[1:], keys[3:]))
    if any(two):
        return True
    if not ARTICLES.isdisjoint(keys) and any(
        _retraced(keys, i + k + 1)
        for i, w in enumerate(keys)
        if w in ARTICLES
        for k in (1, 2)
        if i + k < len(keys)
    ):
        return True
    three = map(
        and_, map(and_, map(eq, keys, keys[3:]), map(eq, keys[1:], keys[4:])), map(eq, keys[2:], keys[5:])
    )
    return any(three)


def _in_digit_string(entries: list[Entry], index: int) -> bool:
    """The number at `index` belongs to a string of three or more single digits."""

    def digit(i: int) -> bool:
        return 0 <= i < len(entries) and entries[i][6] and len(entries[i][0]) == 1

    run = 1
    i = index - 1
    while digit(i):
        run, i = run + 1, i - 1
    i = index + 1
    while digit(i):
        run, i = run + 1, i + 1
    return run >= 3


def collapse_repeats(entries: list[Entry], max_phrase: int = 3) -> tuple[list[Entry], list[int]]:
    """'I I went', 'we went we went' -> one copy (V4 stutters); the kept copy spans both.
    Also returns, for each kept entry, its index in `entries`."""
    lengths = (1, 2, 3)[:max_phrase]
    out: list[Entry] = []
    kept: list[int] = []
    keys: list[str] = []
    for index, e in enumerate(entries):
        key = e[0]
        out.append(e)
        kept.append(index)
        keys.append(key)
        n = len(keys)
        if n < 2 or key not in keys[-4:-1] or (e[6] and _in_digit_string(entries, index)):
            continue  # a repeat ends with a key seen one to three tokens earlier; "zero zero" in a
            # digit string ("eight two zero zero four one") is no stutter
        for k in lengths:
            if n >= 2 * k and keys[n - 1 - k] == key and keys[n - k : n] == keys[n - 2 * k : n - k]:
                last = out[-k - 1]
                del out[-k:]
                del keys[-k:]
                del kept[-k:]
                out[-1] = (last[0], last[1], last[2], e[3], last[4], last[5], last[6])
                break
        else:
            k = _retraced(keys, n)
            if k:  # "up at the | up at my place": the speaker went back over "up at"
                last = out[-k - 2]
                del out[-k - 1 :]
                del keys[-k - 1 :]
                del kept[-k - 1 :]
                out[-1] = (last[0], last[1], last[2], e[3], last[4], last[5], last[6])
    return out, kept


def _retraced(keys: list[str], n: int) -> int:
    """The phrase ending at n (1 word, a preposition, or 2 words) was said just before with an
    article after it, which the speaker took back to say another ("at the | at my brother's",
    "up at the | up at my place"): the phrase's length, else 0."""
    for k in (1, 2):
        if n < 2 * k + 1 or keys[n - k - 1] not in ARTICLES:
            continue
        if k == 1 and keys[n - 1] not in PREPOSITIONS:
            continue
        if keys[n - k : n] == keys[n - 2 * k - 1 : n - k - 1]:
            return k
    return 0
