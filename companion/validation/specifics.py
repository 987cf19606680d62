"""What a fact claims specifically, and who it is about (rules V5 and V6).

A specific is a name, a number or amount, a month or a weekday. Every specific of a fact must be
backed by the quote (or, when the policy allows, by the rest of the same user message, or by a
date the quote's time expressions resolve to). "Wife's name is Sarah" backed by "my wife loves
hiking" is an overclaim: the quote never says Sarah.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import timedelta
from typing import TYPE_CHECKING

from rapidfuzz.distance import Levenshtein

from companion.validation.corrections import retracted
from companion.validation.lexicon import CALENDAR, FUNCTION_WORDS, MONTHS, SPOKEN_ZERO, SYNONYM_OF, WEEKDAYS
from companion.validation.lexicon.dates import SPAN_DAY_LINKS, SPANS_NAMED_BY_A_DAY
from companion.validation.lexicon.morphology import pos
from companion.validation.lexicon.spoken import MERIDIEM_WORDS, YEAR_PREPOSITIONS
from companion.validation.normalize import Canon, canonicalize, char_span
from companion.validation.temporal import Resolution
from companion.validation.values import scale_carried

if TYPE_CHECKING:
    from companion.validation.fact import FactShape

__all__ = [
    "backed",
    "backing_keys",
    "codes_said_apart",
    "is_date_or_number",
    "near_spellings",
    "surface",
    "unsupported",
]


def backing_keys(quote: Canon, others: frozenset[str], resolutions: Iterable[Resolution]) -> frozenset[str]:
    """V5: the keys a fact's specifics may be backed by."""
    # the session's keys are copied once; "six thousand, well six and a half" also backs 6500
    keys = others | quote.key_set | quote.numbers | scale_carried(quote)
    dates: set[str] = set(spoken_years(quote))
    for res in resolutions:
        for lo, hi in res.ranges:
            dates.update((str(lo.year), str(hi.year), MONTHS[lo.month - 1], MONTHS[hi.month - 1]))
            if lo == hi:
                dates.update((str(lo.day), WEEKDAYS[lo.weekday()]))
    return keys | dates if dates else keys


_SHORT_RANGE_DAYS = 7


_SPAN_DAY_REACH = 4  # words after "week" the day that names it may stand ("week | of the | 10th")


def range_bounds_backed(
    missing: Iterable[str], fact_keys: tuple[str, ...], resolutions: Iterable[Resolution]
) -> bool:
    """V5: the unbacked days are the first and last day of a short range the user named ("last
    weekend" for "the weekend of October 10-11"), and the fact gives both: one day of a
    weekend would be a day the user did not say, unless the fact names the span by it ("the
    week of 10 March" for "this week", `SPANS_NAMED_BY_A_DAY`)."""
    left = set(missing)
    keys = frozenset(fact_keys)
    # (the span's length, the day keys said right after its name)
    spans = [
        (SPANS_NAMED_BY_A_DAY[k], frozenset(fact_keys[i + 1 : i + 1 + _SPAN_DAY_REACH]))
        for i, k in enumerate(fact_keys)
        if k in SPANS_NAMED_BY_A_DAY and fact_keys[i + 1 : i + 2] and fact_keys[i + 1] in SPAN_DAY_LINKS
    ]
    for res in resolutions:
        for lo, hi in res.ranges:
            if lo == hi or (hi - lo).days >= _SHORT_RANGE_DAYS:
                continue
            bounds = {str(lo.day), str(hi.day)}
            if bounds <= keys:
                left -= bounds
                continue
            days = {str((lo + timedelta(days=n)).day) for n in range((hi - lo).days + 1)}
            for length, named in spans:
                if length == (hi - lo).days:
                    # "the week of 10 March" for "this week": the fact names the span by a day of it
                    left -= days & named
    return not left


def spoken_years(canon: Canon) -> frozenset[str]:
    """Years said by their last two digits ("we moved here in sixty eight", "back in '69"): a
    two-digit number shortly after a preposition of time, not counting a noun ("in sixty
    days"), read as 19xx and 20xx."""
    lows, keys = canon.lows, canon.keys
    if YEAR_PREPOSITIONS.isdisjoint(lows):
        return frozenset()  # the usual case: no preposition of time, no year said in two digits
    out: set[str] = set()
    years: set[int] = set()
    unread: list[int] = []
    for k, key in enumerate(keys):
        if key.isdigit() and len(key) == 1 and k > 0 and lows[k - 1] in SPOKEN_ZERO:
            key = "0" + key  # "since oh six": the year's tens said as a zero
        if len(key) != 2 or not key.isdigit() or k == 0:
            continue
        nxt = lows[k + 1] if k + 1 < len(lows) else ""
        if nxt and "NOUN" in pos(nxt) and nxt not in FUNCTION_WORDS:
            continue
        if not any(w in YEAR_PREPOSITIONS for w in lows[max(0, k - _YEAR_WINDOW) : k]):
            unread.append(k)
            continue
        years.add(k)
        out.update(_year_readings(canon, k))
    if unread and years:
        # "in ninety eight, or no, ninety seven": the value that replaces a year is the year,
        # however far the correction put it from the preposition; the one replaced is none
        swaps = [(a, b) for a, _start, b in retracted(canon)[2] if a in years and b in unread]
        if swaps:
            for a, _b in swaps:
                out.difference_update(_year_readings(canon, a))
            for _a, b in swaps:
                out.update(_year_readings(canon, b))
    return frozenset(out)


_YEAR_WINDOW = 3


def _year_readings(canon: Canon, k: int) -> tuple[str, str]:
    """The years a two-digit value at k may be ("ninety seven": 1997 or 2097; "oh six": 1906
    or 2006)."""
    key = canon.keys[k]
    if len(key) == 1 and k > 0 and canon.lows[k - 1] in SPOKEN_ZERO:
        key = "0" + key
    return "19" + key, "20" + key


def unsupported(
    shape: FactShape,
    backing: frozenset[str],
    user_names: Iterable[str],
    number_backing: frozenset[str] | None = None,
) -> tuple[str, ...]:
    """V5: the fact's specifics that nothing backs (a leading name read as the user's is exempt).

    Names are looked up in `backing`; numbers, amounts, months and weekdays in `number_backing`
    (the same set unless the policy scopes them more narrowly).
    """
    numbers = backing if number_backing is None else number_backing
    user_keys = {k for n in user_names for k in canonicalize(n).keys}
    out = [
        k
        for k in shape.specifics
        if not backed(k, numbers if is_date_or_number(k) else backing) and k not in user_keys
    ]
    lead = shape.leading_name
    if lead is not None and not backed(lead, backing) and lead not in user_keys and lead not in out:
        explicit_user = shape.names_user or bool(user_keys)
        if explicit_user:  # the fact names the user otherwise: its leading name is somebody else
            out.insert(0, lead)
    embedded = shape.embedded_name
    if embedded is not None and embedded in out and not (shape.names_user or user_keys):
        # "There is a chance that Tim will ...": the subject after the empty opening may name
        # the user, as a leading name does, when nothing else in the fact does
        out.remove(embedded)
    return tuple(out)


_CODE_MIN = 4  # characters a code written in groups must have to be read across its groups
_LETTER_GROUP = 3  # letters a group of a code may have ("cde" of "AB12 CDE")


def _code_part(key: str, spelled: bool) -> bool:
    """A key that may be one group of a code said or written in pieces: digits, letters and
    digits ("ab12"), or a short run of letters that is no word ("ls", "jq"); in what the user
    said, any letter said alone too ("a b one two")."""
    if key.isdigit() or (key.isalnum() and not key.isalpha()):
        return True
    if not key.isalpha():
        return False
    return (spelled and len(key) == 1) or (len(key) <= _LETTER_GROUP and not pos(key))


def _code_runs(keys: tuple[str, ...], spelled: bool) -> list[tuple[int, int, str]]:
    """Maximal runs of code parts: (first, end, the parts joined)."""
    runs = []
    i = 0
    while i < len(keys):
        if not _code_part(keys[i], spelled):
            i += 1
            continue
        j = i
        while j < len(keys) and _code_part(keys[j], spelled):
            j += 1
        runs.append((i, j, "".join(keys[i:j])))
        i = j
    return runs


# digit groups written apart ("0161 496 0231", "07700-912345"): their keys drop each group's
# leading zero, so the groups are joined from the fact's own characters
_DIGIT_GROUPS = re.compile(r"\b\d+(?:[ -]\d+)+\b")


def _written_digit_codes(text: str) -> list[tuple[frozenset[str], str]]:
    """(the groups' keys, the digits joined without a leading zero) of each run of digit groups
    the fact writes apart."""
    out = []
    for m in _DIGIT_GROUPS.finditer(text):
        groups = re.split(r"[ -]", m.group(0))
        keys = frozenset(g.lstrip("0") or "0" for g in groups)
        out.append((keys, "".join(groups).lstrip("0")))
    return out


def codes_said_apart(
    fact_keys: tuple[str, ...], missing: tuple[str, ...], said: tuple[str, ...], fact_text: str = ""
) -> tuple[str, ...]:
    """V5: a code the fact writes in groups that the user said in other pieces ("07700 912345"
    for "oh seven seven double oh nine one two three four five", "LS6 4JQ" for "l s six four j
    q"): the fact's groups, joined, stand in what the user's letters and digits say joined.
    Returns `missing` without the groups so backed."""
    if not missing:
        return missing
    heard = [joined for _i, _j, joined in _code_runs(said, spelled=True)]
    left = list(missing)
    for i, j, joined in _code_runs(fact_keys, spelled=False):
        groups = fact_keys[i:j]
        if j - i < 2 or len(joined) < _CODE_MIN or not any(g in left for g in groups):
            continue
        if any(joined in run for run in heard):
            left = [k for k in left if k not in groups]
    for keys, joined in _written_digit_codes(fact_text) if left else ():
        if len(joined) >= _CODE_MIN and any(joined in run for run in heard):
            left = [k for k in left if k not in keys]
    return tuple(left)


def is_date_or_number(key: str) -> bool:
    """V5: a canonical key that is a number, an amount, a month or a weekday (never deferred)."""
    return key[:1].isdigit() or key in CALENDAR


#: The keys a fact writes the half of the day with ("6:15 AM").
_HALVES_OF_THE_DAY = frozenset(MERIDIEM_WORDS.values())


def backed(key: str, backing: frozenset[str]) -> bool:
    """V5: `key` is in `backing`; a possessive "Jon's" (key "jons") is backed by "Jon", and
    "Jo" by the user's "jo's" (a short word's "'s" is kept in its key: "my friend jo's just been
    diagnosed"); an everyday synonym backs its class ("TV" by "telly")."""
    if key in backing or (key.endswith("s") and key[:-1] in backing) or (key + "s") in backing:
        return True
    if key in _HALVES_OF_THE_DAY:
        # "6:15 AM" on "six fifteen in the morning": the half of the day said in words (which
        # half goes with which time is `values.meridiem_conflict`'s to check)
        return any(MERIDIEM_WORDS.get(b) == key for b in backing)
    classes = SYNONYM_OF.get(key)
    return classes is not None and any(
        not classes.isdisjoint(SYNONYM_OF.get(b, ())) for b in backing if b in SYNONYM_OF
    )


# V5: a name at least this long may differ from what the user said by one letter ("Thornevale"
# for the transcript's "Thornvale") and be held for review instead of rejected. Shorter names are
# too often different names one letter apart ("Mark" / "Mary").
_NEAR_NAME_LEN = 5


def near_spellings(missing: Iterable[str], said: frozenset[str]) -> tuple[str, ...] | None:
    """V5: for each unbacked name, the word the user said that it misspells by one edit, or None
    when any of them is a number, a date or has no such word.

    Speech-to-text and people spell names inconsistently ("Sara" / "Sarah"); the gate never
    accepts such a fact, it holds it as pending so the user decides which spelling is theirs."""
    out: list[str] = []
    for key in missing:
        if is_date_or_number(key) or len(key) < _NEAR_NAME_LEN or not key.isalpha():
            return None
        near = next(
            (
                w
                for w in sorted(said)
                if abs(len(w) - len(key)) <= 1
                and len(w) >= _NEAR_NAME_LEN
                and w.isalpha()
                and w != key
                and Levenshtein.distance(w, key, score_cutoff=1) <= 1
            ),
            None,
        )
        if near is None:
            return None
        out.append(near)
    return tuple(out) if out else None


def surface(canon: Canon, text: str, keys: Iterable[str]) -> tuple[str, ...]:
    """The words of `text` that canonicalised to `keys` (for details a person reads)."""
    where: dict[str, tuple[int, int]] = {}
    for i, k in enumerate(canon.keys):
        where.setdefault(k, char_span(canon, text, i, i + 1))
    return tuple(text[where[k][0] : where[k][1]] if k in where else k for k in keys)
