"""Corrections inside one user turn: which values the user took back ("fifty no five hundred"),
where the correction markers are, and the message as the user meant it after them.
"""

from __future__ import annotations

from itertools import pairwise

from companion.validation.clauses import CLOSED_CLASS, relation_of, subject_start, verbish
from companion.validation.lexicon import (
    APOLOGIES,
    APOLOGY_COMPLEMENTS,
    CALENDAR,
    CLAUSE_LINKS,
    DETERMINERS,
    FUNCTION_WORDS,
    MONTHS,
    NEGATIVE,
    NO_WORDS,
    POSSESSIVES,
    PREPOSITIONS,
    RESCHEDULE_VERBS,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    SWAP_CORRECTIONS,
    WEEKDAYS,
)
from companion.validation.lexicon.claims import ALTERNATIVE_LINKS, PRO_FORMS, SUBJECT_COPULAS
from companion.validation.lexicon.clauses import (
    ARTICLES,
    BARE_CORRECTIONS,
    COPULAR_FORMS,
    CORRECTION_FILLERS,
    EXPLICIT_CORRECTIONS,
    HESITATIONS,
    SLOT_TAGS,
)
from companion.validation.lexicon.morphology import (
    lemmas,
    pos,
)
from companion.validation.lexicon.numbers import readings
from companion.validation.lexicon.tables import (
    CORRECTIONS,
    find_phrases,
    phrase_at,
)
from companion.validation.normalize import Canon
from companion.validation.values import Mention, mentions

__all__ = [
    "alternative_values",
    "before_corrections",
    "corrected_message",
    "correcting_words",
    "juxtaposed_values",
    "parallel_noes",
    "retracted",
    "value_kind",
]


def _is_value(canon: Canon, k: int) -> bool:
    key = canon.keys[k]
    return key[:1].isdigit() or key in CALENDAR


def _kind(canon: Canon, k: int) -> str:
    """What sort of value token k holds: a month, a weekday or a number."""
    return value_kind(canon.keys[k]) or _NUMBER


def value_kind(key: str) -> str | None:
    """What sort of value a key is, a month, a weekday or a number, or None for no value (what a
    correction replaces only with a value of its own sort)."""
    if key in MONTHS:
        return "month"
    if key in WEEKDAYS:
        return "weekday"
    return _NUMBER if key[:1].isdigit() else None


_NUMBER = "number"
_ONE_ALONE = frozenset({"1"})  # "one" after a value is mostly the pro-form ("the 1990 one")


def _before_value(canon: Canon, k: int) -> str:
    """The word said right before the value at k, past an article or an adverb ("I'm | 79",
    "it's the | 16th", "I'm actually | 106")."""
    j = k - 1
    while j >= 0 and (canon.lows[j] in ARTICLES or pos(canon.lows[j]) == {"ADV"}):
        j -= 1
    return canon.keys[j] if j >= 0 else ""


def _said_alike(canon: Canon, a: int, b: int) -> bool:
    """The values at a and b are said in the same frame ("I'm 104 ... no, I'm 79", "our
    anniversary's the 20th ... no, it's the 21st"): the second restates the first."""
    if _kind(canon, a) != _kind(canon, b):
        return False
    x, y = _before_value(canon, a), _before_value(canon, b)
    return bool(x) and (x == y or (_copular(x) and _copular(y)))


def _copular(key: str) -> bool:
    """A word that is or ends in "is" ("it's", "anniversary's", "was")."""
    return key in COPULAR_FORMS or (key.endswith("s") and len(key) > 3)


def _parallel_value(canon: Canon, start: int, after: int) -> int | None:
    """The last value before the marker at `start`, within a dozen words, said in the same frame
    as the value after it."""
    for k in range(start - 1, max(-1, start - 13), -1):
        if _is_value(canon, k) and _said_alike(canon, k, after):
            return k
    return None


_NOT = "not"  # a value said, then "not" and the value again: the denial corrects it
_DENIAL_REACH = 3  # words between the value and its denial ("nine | oh my god | not nine")


def _denied_past_interjection(canon: Canon, k: int) -> bool:
    """The "not" at k denies a value said a few words before it, the same value or the hour of
    a clock time ("half past nine ... not nine, half past ten"), and another value follows the
    denial to replace it."""
    keys = canon.keys
    denied = keys[k + 1]
    if not _is_value(canon, k + 1) or keys[k - 1] == denied:
        return False  # no value denied, or one right before it (the phrase above)
    if not any(_is_value(canon, j) for j in range(k + 2, min(len(keys), k + 2 + _DENIAL_REACH))):
        return False
    return any(
        _is_value(canon, j) and (keys[j] == denied or keys[j].partition(":")[0] == denied)
        for j in range(max(0, k - 1 - _DENIAL_REACH), k)
    )


def correction_markers(canon: Canon) -> list[tuple[int, int]]:
    """(start, end) of every correction marker: the phrases of the message, and those the
    normaliser dropped as discourse ("i mean" before a token is kept in its marks), which are
    markers of no width at the token they preceded."""
    found = [
        (start, end)
        for start, end, _m in find_phrases(canon.lows, CORRECTIONS)
        if canon.lows[end - 1] != _SAY or _questioned_again(canon, start, end)
    ]
    # "on tuesday, | not | tuesday, wednesday": a value denied as it is said again
    found += [
        (k, k + 2)
        for k in range(1, len(canon.lows) - 2)
        if canon.lows[k] == _NOT and canon.keys[k + 1] == canon.keys[k - 1] and _is_value(canon, k - 1)
    ]
    # ... or past an interjection ("half past nine. oh god | not nine |, half past ten"), when no
    # marker already ends at the "not" ("two puffs | no | not two": the repeat is the value gone)
    ends = {end for _start, end in found}
    found += [
        (k, k + 2)
        for k in range(1, len(canon.lows) - 2)
        if canon.lows[k] == _NOT and k not in ends and _denied_past_interjection(canon, k)
    ]
    for k, marks in enumerate(canon.marks):
        if not marks:
            continue
        dropped = tuple(marks.split())
        if find_phrases(dropped, CORRECTIONS):
            found.append((k, k))
        elif k > 0 and any(
            start == 0 for start, _e, _m in find_phrases((canon.lows[k - 1], *dropped), CORRECTIONS)
        ):
            found.append((k - 1, k))  # "twenty years more | (like) twenty five": half of it dropped as filler
    lows = canon.lows
    # "so sorry | if i ramble", "sorry | about the noise": an apology, not a correction
    found = [
        (s, e)
        for s, e in found
        if not (e < len(lows) and lows[e] in APOLOGY_COMPLEMENTS and phrase_at(lows, s, APOLOGIES))
    ]
    merged: list[tuple[int, int]] = []
    for start, end in sorted(found):
        if merged and merged[-1][1] == start and start < end and merged[-1][0] < merged[-1][1]:
            merged[-1] = (merged[-1][0], end)  # "no | hold on", "no | sorry": one marker
        else:
            merged.append((start, end))
    return merged


def retracted(canon: Canon) -> tuple[frozenset[int], frozenset[int], tuple[tuple[int, int, int], ...]]:
    """Tokens holding a value the user corrected in the same turn ("the eighteenth no sorry the
    twenty eighth": 18 is retracted; "boston no not boston providence": both "boston"s).

    After a correction marker comes the replacement (a value, or a word that names something);
    the corrected value is the nearest one of the same kind before the marker. A bare "no",
    "actually" or "wait" corrects only a value by a value, or a name by a name ("anna no hannah"):
    elsewhere it is an answer or a determiner ("two kids no grandkids")."""
    lows, keys = canon.lows, canon.keys
    n = len(lows)
    out: set[int] = set()
    markers: set[int] = set()
    swaps: list[tuple[int, int, int]] = []  # (corrected token, marker start, replacing token)
    for start, end in correction_markers(canon):
        if start == 0:
            continue
        if lows[start:end] in SWAP_CORRECTIONS or lows[start + 1 : end] in SWAP_CORRECTIONS:
            # "the evening pill's the metformin, no, other way round": the pairing said before
            # the marker is taken back as a whole; the repair after it restates both
            markers.update(range(start, end))
            first = start - 1
            while first > 0 and (lows[first] in CLAUSE_LINKS or lows[first] in NO_WORDS):
                first -= 1  # "..., | or | the other way around"
            while first > 0 and not canon.boundary[first]:
                first -= 1
            out.update(k for k in range(first, start) if lows[k] not in FUNCTION_WORDS)
            continue
        # a marker the normaliser dropped as a filler ("i mean") is bare: often it is only a filler
        bare = start == end or lows[start:end] in BARE_CORRECTIONS
        before = [k for k in range(start - 1, max(-1, start - 5), -1) if lows[k] not in CORRECTION_FILLERS]
        if not before:
            continue
        late = _corrected_before_marker(canon, before, end)
        if late is not None:  # "hannah er anna sorry (anna)": the marker follows the new value
            a, b = late
            out.add(a)
            markers.update(range(start, end))
            swaps.append((a, start, b))
            continue
        denied = _denied_repeat(canon, before, end)
        if denied is not None:  # "two puffs no | not two | one puff": the denial belongs to the marker
            out.add(denied)
            end = denied + 1
        limit = min(n, end + 7)
        value_after = next((k for k in range(end, limit) if _is_value(canon, k)), None)
        value_before = None
        if value_after is not None:
            kind = _kind(canon, value_after)
            value_before = next((k for k in before if _is_value(canon, k) and _kind(canon, k) == kind), None)
            if value_before is None:  # "I'm a hundred and four, the secret's gin. No, I'm 79"
                value_before = _parallel_value(canon, start, value_after)
        if value_after is None or value_before is None:
            far = _far_correction(canon, start, end)
            if far is not None:
                out.add(far)
                markers.update(range(start, end))
                for first, stop, _meant in canon.runs:
                    if first <= far < stop:
                        out.update(range(first, stop))
                continue
        if value_after is not None and value_before is not None:
            a, b = value_before, value_after
            parallel = _said_alike(canon, a, b)
            if bare and lows[start] == "no" and not _is_value(canon, before[0]) and not parallel and b > end:
                continue  # "two kids, no grandkids yet"; "eleven years no twelve" corrects
            moved = any(not RESCHEDULE_VERBS.isdisjoint(lemmas(w)) for w in lows[end:b])
            if bare and b - end > 2 and not moved and not parallel:
                continue  # a bare "well" or "actually" restates only what follows right after it
        else:
            a = before[0]
            frame = _retraced(canon, start, end)
            if frame is not None:
                # "i'm a nurse, no i'm a midwife", "i'm the queen of sheba obviously, no i'm a
                # retired postman": all said after the retraced frame is what the repair replaces
                j, m = frame
                out.update(k for k in range(j + m, start) if lows[k] not in CORRECTION_FILLERS)
                markers.update(range(start, end))
                swaps.append((a, start, end + m))
                continue
            pro = _pro_form_repair(canon, start, end)
            if pro is not None:
                # "the flat above the | chemist no | the one above the | bakery": what stood
                # after the frame the pro-form's words repeat is what the repair replaces
                first, replacing = pro
                out.update(k for k in range(first, start) if lows[k] not in CORRECTION_FILLERS)
                markers.update(range(start, end))
                swaps.append((a, start, replacing))
                continue
            kin = _kin_repair(canon, a, end, limit)
            if kin is not None:
                # "my niece no | my great niece", "my brother sorry | my brother in law": a word
                # of kin said again with its own possessive ("no" determines no "my"), and what
                # follows the possessive replaces it
                b = kin
            else:
                replaced = _word_replaced(canon, a, before, start, end, limit, bare, denied)
                if replaced is None:
                    continue
                a, b = replaced
        if keys[a : a + 2] == keys[b : b + 2]:
            continue  # "the garden, I mean the garden": said again ("forty pounds, forty kilos" is not)
        out.add(a)
        markers.update(range(start, end))
        swaps.append((a, start, b))
        for first, stop, _meant in canon.runs:
            if first <= a < stop:
                out.update(range(first, stop))
        for k in range(end, b):  # "boston no not boston": the repeated value is retracted too
            if keys[k] == keys[a]:
                out.add(k)
    return frozenset(out), frozenset(markers), tuple(swaps)


def _word_replaced(
    canon: Canon,
    a: int,
    before: list[int],
    start: int,
    end: int,
    limit: int,
    bare: bool,
    denied: int | None,
) -> tuple[int, int] | None:
    """After a correction marker (tokens start..end) that corrects no value: the word it
    replaces and the word that replaces it, (a, b), or None when the marker corrects no word
    ("doctor pratt, i mean | doctor platt"; a name by a name past an adjunct, "crete in august
    no | rhodes"). `a` is the word right before the marker; `before`, the words it may reach
    back to; `bare`, a marker that is often only a filler; `denied`, the word a "not" repeats."""
    lows, keys = canon.lows, canon.keys
    skip = {keys[a], keys[a - 1] if a > 0 else ""}  # "doctor pratt, i mean doctor platt"
    b = end
    while b < limit and (
        lows[b] in FUNCTION_WORDS
        or lows[b] in CORRECTION_FILLERS
        or keys[b] in skip
        or not RESCHEDULE_VERBS.isdisjoint(lemmas(lows[b]))
    ):
        b += 1
    if b < limit and len(lows[b]) > 1 and _named(canon, b) and not _alike(canon, a, b):
        # a name replaces the last name said, past an adjunct said after it ("crete in
        # august no | rhodes": august is when, not where); a letter is spelled ("no |
        # h"), and past anything else the marker is a filler of a new clause ("bailey
        # too, here's i mean a pic of oliver")
        named_before = next((k for k in before if _alike(canon, k, b)), None)
        if named_before is not None and _adjunct(canon, named_before + 1, start):
            a = named_before
    if b >= limit or _is_value(canon, a) or lows[a] in FUNCTION_WORDS:
        return None
    named = not pos(lows[a]) and not pos(lows[b])
    if "VERB" in pos(lows[a]) and "NOUN" not in pos(lows[a]):
        return None
    repeated = denied is not None and keys[denied] == keys[a]
    if bare and not (named or repeated):
        return None
    return a, b


_KIN_REACH = 3  # words from the possessive to the word of kin ("my | great niece", "my | mum's sister")


def _kin_repair(canon: Canon, a: int, end: int, limit: int) -> int | None:
    """Token a is a word of kin and the correction marker ending at `end` is followed by a
    possessive and, within a few words, another word of kin ("my niece no | my | great niece"):
    the first word after that possessive, where the replacement starts; otherwise None."""
    lows = canon.lows
    if relation_of(lows[a]) is None:
        return None
    j = end
    while j < limit and lows[j] in CORRECTION_FILLERS:
        j += 1
    if j + 1 >= limit or lows[j] not in POSSESSIVES:
        return None
    reach = range(j + 1, min(limit, j + 1 + _KIN_REACH))
    return j + 1 if any(relation_of(lows[r]) is not None for r in reach) else None


_RETRACE_REACH = 4  # words of a frame a repair may say again ("she lives in | york, no | she lives in")
_REPAIRED_REACH = 6  # words after the frame the repaired stretch may run to the marker


def _retraced(canon: Canon, start: int, end: int) -> tuple[int, int] | None:
    """After a correction marker (tokens start..end) the speaker says again the words that led up
    to what they correct, from the subject on ("i'm a | nurse, no | i'm a | midwife", "she lives
    in | york, no | she lives in | hull", "i'm | the queen of sheba obviously, no | i'm | a retired
    postman"): a repair that retraces its frame, as speakers restart one. (the frame's first
    token, its length), the longest frame nearest the marker, or None."""
    lows = canon.lows
    for m in range(_RETRACE_REACH, 0, -1):
        said_again = lows[end : end + m]
        if len(said_again) < m or end + m >= len(lows):
            continue
        opener = said_again[0]
        if not (opener in SUBJECT_PRONOUNS or opener in COPULAR_FORMS or opener in SUBJECT_COPULAS):
            continue
        if m == 1 and not (opener in COPULAR_FORMS or opener in SUBJECT_COPULAS):
            continue  # a bare "i" said again is no frame ("love it and i mean | i know she does")
        # "my son lives in | york, no | he lives in": a pronoun may stand for the subject again
        renamed = m > 1 and opener in SUBJECT_PRONOUNS
        for j in range(start - m - 1, max(-1, start - m - 1 - _REPAIRED_REACH), -1):
            same = lows[j : j + m] == said_again or (renamed and lows[j + 1 : j + m] == said_again[1:])
            if same and not any(canon.boundary[i] for i in range(j + 1, j + m + 1)):
                return j, m
    return None


def _adjunct(canon: Canon, first: int, end: int) -> bool:
    """Tokens first..end (fillers aside) are nothing or one phrase opened by a preposition ("in
    august", "with her husband"): what was said after a name before a repair of it."""
    lows = canon.lows
    said = [k for k in range(first, end) if lows[k] not in CORRECTION_FILLERS]
    if not said:
        return True
    if lows[said[0]] not in PREPOSITIONS:
        return False
    return all(
        lows[k] in ARTICLES or lows[k] in POSSESSIVES or _is_value(canon, k) or "NOUN" in pos(lows[k])
        for k in said[1:]
    )


_ONE_DIGIT = "1"
_PRO_FORM_FRAME = 3  # words of a frame a pro-form's repair may say again ("the one | above the")


def _pro_form_repair(canon: Canon, start: int, end: int) -> tuple[int, int] | None:
    """After a correction marker, "the one" and then the words that led up to what is corrected,
    from a preposition on ("the flat above the chemist, no | the one | above the | bakery", "the
    house with the blue door no the one with the red door"): the pro-form stands for the head
    and the repair replaces what followed its frame. (the first corrected token, the first
    replacing token), or None."""
    lows = canon.lows
    k = end
    if k < len(lows) and lows[k] in ARTICLES:
        k += 1
    # the normaliser writes "one" as the number 1; after an article it is the pro-form
    if k >= len(lows) or not (lows[k] in PRO_FORMS or (k > end and lows[k] == _ONE_DIGIT)):
        return None
    k += 1
    for m in range(_PRO_FORM_FRAME, 0, -1):
        frame = lows[k : k + m]
        if len(frame) < m or k + m >= len(lows) or frame[0] not in PREPOSITIONS:
            continue
        for j in range(start - m - 1, max(-1, start - m - 1 - _REPAIRED_REACH), -1):
            if lows[j : j + m] == frame and not any(canon.boundary[i] for i in range(j + 1, start)):
                return j + m, k + m
    return None


def _named(canon: Canon, k: int) -> bool:
    """Token k is a name: a word the tagger does not know, not a value ("hannah", "porto")."""
    w = canon.lows[k]
    return not _is_value(canon, k) and not pos(w) and w not in CLOSED_CLASS and w.isalpha()


def _alike(canon: Canon, a: int, b: int) -> bool:
    """Tokens a and b are values of one kind (two weekdays, two numbers) or two names (words
    the tagger does not know: "hannah", "porto")."""
    if _is_value(canon, a) and _is_value(canon, b):
        return _kind(canon, a) == _kind(canon, b)
    return _named(canon, a) and _named(canon, b)


def _corrected_before_marker(canon: Canon, before: list[int], end: int) -> tuple[int, int] | None:
    """(corrected, replacing) when the marker follows the replacement: two values or names of
    one kind said one after the other, only a hesitation between ("the vet's in tadcaster er
    wetherby sorry", "hannah er anna sorry anna"), and after the marker the turn ends, the new
    value is said again, or a new clause starts. A list says its link ("anna and hannah")."""
    if len(before) < 2:
        return None
    new, old = before[0], before[1]
    keys = canon.keys
    if len(before) > 2 and keys[old] in ARTICLES and old == new - 1:
        old = before[2]  # "the forty two, | the | forty six i mean": the article each says
        if old != new - 2 or keys[old + 1] not in ARTICLES or keys[old - 1] not in ARTICLES:
            return None
    elif old != new - 1:
        return None
    if keys[old] == keys[new] or not _alike(canon, old, new):
        return None
    if any(first <= old and new < stop for first, stop, _meant in canon.runs):
        return None  # "twenty | twelve, no, twenty thirteen": one value said in two numbers
    n = len(keys)
    if end < n and not canon.boundary[end] and keys[end] != keys[new] and not subject_start(canon.lows, end):
        return None
    return old, new


def _denied_repeat(canon: Canon, before: list[int], end: int) -> int | None:
    """The token of a value or name said again under "not" right after a correction marker
    ("two puffs no | not two | one", "brian, no, | not brian | bryan"), when the user said it just
    before the marker: the "not" denies the retracted word, not the clause."""
    lows, keys = canon.lows, canon.keys
    if end < len(lows) and end > 0 and lows[end - 1] == _SAY:
        # "friday did i say | friday | thursday": the word questioned is said again bare
        return end if any(keys[k] == keys[end] for k in before) else None
    if end + 1 >= len(lows) or lows[end] != "not":
        return None
    said = keys[end + 1]
    return end + 1 if any(keys[k] == said for k in before) else None


_SAY = "say"  # the last word of a marker that quotes the word it questions ("did i say")
_QUESTIONED_REACH = 4  # words before "did i say" the word it says again may stand


def _questioned_again(canon: Canon, start: int, end: int) -> bool:
    """ "friday did i say | friday": the word after the marker is one said just before it; "did
    i say that right" questions nothing said."""
    keys = canon.keys
    return end < len(keys) and any(
        keys[k] == keys[end] for k in range(max(0, start - _QUESTIONED_REACH), start)
    )


def correcting_words(canon: Canon) -> frozenset[int]:
    """Tokens of the correction markers that corrected something in the turn ("a sister and two
    brothers er | no | two sisters"): such a "no" negates nothing that follows it."""
    return retracted(canon)[1]


def before_corrections(canon: Canon) -> frozenset[int]:
    """Tokens at most five words before any correction marker ("... the sixth, no, ..."): a
    value there may be one the user went on to correct, even when the correction is unclear."""
    out: set[int] = set()
    for start, _end in correction_markers(canon):
        if start > 0:
            out.update(range(max(0, start - 5), start))
    return frozenset(out)


def _run_of(canon: Canon, k: int) -> tuple[int, int]:
    """The widest spoken number run holding token k, or k alone."""
    lo, hi = k, k + 1
    for first, end, _meant in canon.runs:
        if first <= k < end:
            lo, hi = min(lo, first), max(hi, end)
    return lo, hi


def _phrase_word(canon: Canon, k: int) -> bool:
    """Token k may stand inside a noun phrase: a noun, a describing word or a word the
    dictionary does not know (a name said small), and no number, verb or function word."""
    low = canon.lows[k]
    if _is_value(canon, k) or low in FUNCTION_WORDS or low in CLOSED_CLASS or low in PREPOSITIONS:
        return False
    tags = pos(low)
    return not tags or (bool(tags & _PHRASE_TAGS) and "AUX" not in tags)


_PHRASE_TAGS = frozenset(["NOUN", "PROPN", "ADJ"])


def _noun_phrases(canon: Canon, a_lo: int, start: int, b_lo: int, b_hi: int) -> tuple[int, int, int]:
    """A word corrected by a word is the head of a noun phrase corrected by a noun phrase ("at the
    grab office, sorry no, shopee", "the holiday inn no sorry premier inn"): the corrected phrase
    reaches back over the words of its phrase to its determiner, the replacing one forward over
    the words of its own and back to the marker's end ("no | the hilton", "no | block e", "i mean
    | doctor platt"). So the message as meant says "at shopee", "premier inn", "block e", not "at
    the grab shopee" or "is e". (a_lo, b_lo, b_hi) widened; the corrected word must end its
    phrase, right before the marker (fillers aside); numbers are left to their runs."""
    lows, boundary = canon.lows, canon.boundary
    if a_lo + 1 != start and not all(lows[k] in CORRECTION_FILLERS for k in range(a_lo + 1, start)):
        return a_lo, b_lo, b_hi
    lo = a_lo
    while lo > 0 and not boundary[lo] and _phrase_word(canon, lo - 1):
        lo -= 1
    if lo > 0 and not boundary[lo] and lows[lo - 1] in DETERMINERS:
        lo -= 1
    hi = b_hi
    while hi < len(lows) and not boundary[hi] and _phrase_word(canon, hi):
        hi += 1
    marker_end = next((e for s, e in correction_markers(canon) if s == start), start + 1)
    first = b_lo
    while first > marker_end and (_phrase_word(canon, first - 1) or lows[first - 1] in DETERMINERS):
        first -= 1  # "no | block e", "i mean | doctor platt", "no | the hilton"
    return lo, first, hi


def corrected_message(
    canon: Canon, swaps: tuple[tuple[int, int, int], ...]
) -> tuple[Canon, tuple[int, ...]] | None:
    """The message as the user meant it after their corrections ("on the tenth no wait the
    twelfth of december" -> "on the twelfth of december"), with each token's index in the
    message; a quote that leaves the correction out is looked for here too (V4).

    A lone number that repairs only the last word of a spoken number keeps the words before it
    (`_repaired_tail`): "nineteen eighty five, no, six" is 1986, "six forty, no, fifty" 650."""
    if not swaps:
        return None
    replace: dict[int, tuple[int, int]] = {}
    tails: dict[int, str] = {}  # a number's last token -> the key the repair makes of it
    drop: set[int] = set()
    new_runs: list[tuple[int, int, frozenset[str]]] = []  # over message tokens, as `canon.runs`
    for a, start, b in swaps:
        a_lo, a_hi = _run_of(canon, a)
        b_lo, b_hi = _run_of(canon, b)
        if b_lo < b and _denied_repeat(canon, [a], b - 2) == b - 1:
            b_lo = b  # "two no not two one": the run "two one" starts with the denied old value
        if b_lo < start or a_hi > start:
            continue
        tail = _repaired_tail(canon, a, a_lo, a_hi, b, b_lo, b_hi)
        if tail is not None:
            key, meant = tail
            tails[a] = key
            drop.update(range(start, b_hi))
            if meant:
                new_runs.append((a_lo, a_hi, meant))
            continue
        if not _is_value(canon, a) and not _is_value(canon, b):
            a_lo, b_lo, b_hi = _noun_phrases(canon, a_lo, start, b_lo, b_hi)
        replace[a_lo] = (b_lo, b_hi)
        drop.update(range(a_lo + 1, a_hi))
        drop.update(range(start, b_hi))
        said = canon.keys[a_hi:start]
        if said and canon.keys[b_hi : b_hi + len(said)] == said:
            # "two puffs no one puff": the words after the old value come again after the new
            # one, so the first saying of them goes with the old value
            drop.update(range(a_hi, start))
    k = 0
    index: list[int] = []
    spans: list[tuple[int, int, int]] = []  # (source token, start raw, end raw)
    while k < len(canon.keys):
        if k in replace:
            b_lo, b_hi = replace[k]
            for j in range(b_lo, b_hi):
                spans.append((j, canon.starts[k], canon.ends[k]))
                index.append(k)
            k += 1
            continue
        if k not in drop:
            spans.append((k, canon.starts[k], canon.ends[k]))
            index.append(k)
        k += 1
    if not spans:
        return None
    src = [j for j, _s, _e in spans]
    # a repaired number's run reads as the repair leaves it, not as it was first said
    runs = _kept_runs(tuple(r for r in canon.runs if not tails.keys() & set(range(r[0], r[1]))), src)
    runs += _kept_runs(tuple(new_runs), src)  # only where its words stay side by side
    fixed = Canon.of(
        tuple(tails.get(j, canon.keys[j]) for j in src),
        tuple(s for _j, s, _e in spans),
        tuple(e for _j, _s, e in spans),
        tuple(canon.boundary[j] for j in src),
        tuple(canon.critical[j] for j in src),
        tuple(tails.get(j, canon.lows[j]) for j in src),
        tuple(canon.marks[j] for j in src),
        tuple(sorted(runs)),
    )
    return fixed, tuple(index)


_UNITS_BASE = 10


_HUNDRED = 100
_LARGEST_TAILED = 10_000  # "nine thousand nine hundred and ninety": a tail after hundreds or thousands


def _repaired_tail(
    canon: Canon, a: int, a_lo: int, a_hi: int, b: int, b_lo: int, b_hi: int
) -> tuple[str, frozenset[str]] | None:
    """The new last token of a spoken number whose last word alone a lone number repairs, and
    what the number then reads as with the tokens before it (`readings`), or None when the
    repair replaces the whole number. Speakers retrace only to the word they got wrong:
    "nineteen eighty five, no, six" repairs "five" (86, so 1986), "i'm forty five, no, six" is
    46; "six forty, no, fifty" and "twenty thirteen, sorry, fourteen" repair the last number
    (650, 2014); "two thousand and nine, no, ten" the words after the thousands (2010). Only
    numbers said as words: "85, no, 6" is no retracing of a word."""
    if (
        b_hi - b_lo != 1
        or a != a_hi - 1
        or not all(canon.keys[k].isdigit() for k in (*range(a_lo, a + 1), b))
    ):
        return None  # a run with a word between its numbers ("twenty a twenty") is left whole
    old, new = int(canon.keys[a]), int(canon.keys[b])
    said_in_words = canon.lows[a] == canon.keys[a] and canon.ends[a] - canon.starts[a] > 1
    if said_in_words and 0 < new < _UNITS_BASE and old > 2 * _UNITS_BASE and old % _UNITS_BASE and old < 100:
        value = old - old % _UNITS_BASE + new  # "eighty five" -> "six": the units word
    elif a_lo < a and _UNITS_BASE <= new < 100 and _UNITS_BASE <= old < 100:
        value = new  # "six | forty" -> "fifty": the run's last number
    elif said_in_words and _HUNDRED <= old < _LARGEST_TAILED and 0 < new < _HUNDRED and old % _HUNDRED:
        tail = old % _HUNDRED
        # "two thousand and nine" -> "ten" (2010), "three hundred and forty" -> "fifty" (350):
        # the words after the hundreds or thousands; "... forty five" -> "six" its units word
        units = new < _UNITS_BASE and tail > 2 * _UNITS_BASE and tail % _UNITS_BASE
        value = old - tail % _UNITS_BASE + new if units else old - tail + new
    else:
        return None
    values = (*(float(canon.keys[j]) for j in range(a_lo, a)), float(value))
    meant = frozenset().union(*(m for first, end, m in readings(values) if first == 0 and end == len(values)))
    return str(value), meant


def _kept_runs(
    runs: tuple[tuple[int, int, frozenset[str]], ...], src: list[int]
) -> tuple[tuple[int, int, frozenset[str]], ...]:
    """The spoken number runs whose every word the corrected message keeps, side by side and in
    order, at their new places: "twenty twelve no twenty thirteen" keeps "twenty thirteen" as
    the run that may mean 2013, as the message said alone would."""
    out = []
    for first, end, meant in runs:
        if first not in src:
            continue
        at = src.index(first)
        if src[at : at + end - first] == list(range(first, end)):
            out.append((at, at + end - first, meant))
    return tuple(out)


def _far_correction(canon: Canon, start: int, end: int) -> int | None:
    """A number corrected after some talk ("the rent is eighteen fifty a month which is kind of
    ridiculous but oh no wait that was last year's lease it's nineteen twenty now"): after an
    explicit correction ("no wait", "sorry", "I misspoke"), the first number of the rest of the
    sentence replaces the last number said before it."""
    lows = canon.lows
    if end - start < 2 and lows[start] not in EXPLICIT_CORRECTIONS:
        return None
    after = next((k for k in range(end, min(len(lows), end + 12)) if canon.keys[k][:1].isdigit()), None)
    if after is None:
        return None
    size = {len(v) for v in _values_at(canon, after)}
    return next(
        (
            k
            for k in range(start - 1, max(-1, start - 25), -1)
            if canon.keys[k][:1].isdigit() and not size.isdisjoint(len(v) for v in _values_at(canon, k))
        ),
        None,
    )


def _values_at(canon: Canon, k: int) -> frozenset[str]:
    """What the number at token k may be: itself, or a reading of a spoken run it starts."""
    out = {canon.keys[k]}
    for first, _end, meant in canon.runs:
        if first == k:
            out.update(meant)
    return frozenset(out)


def parallel_noes(canon: Canon) -> tuple[tuple[int, int, int], ...]:
    """(a, no, b) for each bare "no" between two words said in one slot, neither a value nor a
    name ("the wife works earlies | no | lates", "the early shift no the late shift": the word
    before the repeated head): a self-repair ("earlies, no, lates") or a second thing denied
    ("two kids no grandkids"), which the words alone do not tell apart. A "no" that `retracted`
    already read as a correction is left to it."""
    lows = canon.lows
    if NO_WORDS.isdisjoint(lows):
        return ()  # the usual turn: no "no" at all
    n = len(lows)
    read = retracted(canon)[1]
    out: list[tuple[int, int, int]] = []
    for k in range(1, n - 1):
        if lows[k] not in NO_WORDS or k in read or canon.boundary[k + 1] or canon.boundary[k]:
            continue  # ", no lift": a list's item, said apart
        if lows[k - 1] in CLAUSE_LINKS or canon.marks[k]:
            continue  # "so no bread recipes" (the "so" may be dropped as discourse): a clause of its own
        b = k + 1
        while b < n - 1 and lows[b] in ARTICLES:
            b += 1
        a = k - 1
        while a > 0 and lows[a] in HESITATIONS:
            a -= 1
        if b + 1 < n and a > 0 and lows[b + 1] == lows[a]:
            a -= 1  # "the early shift no the late shift": the words before the head differ
            if _same_slot(canon, a, b, head_repeated=True):
                out.append((a, k, b))
            continue
        # the repaired word may stand a few words back ("works earlies at the hospital no lates")
        for j in range(a, max(-1, k - _REPAIR_REACH), -1):
            if (canon.boundary[j + 1] and j + 1 < k) or lows[j] in NO_WORDS:
                break
            if _same_slot(canon, j, b):
                # "i don't eat pork, no bacon either": after a denial, "no" denies one more
                denied = any(w in NEGATIVE for w in lows[max(0, j - _REPAIR_REACH) : k])
                if not denied and _same_form(canon, j, b, b > k + 1):
                    out.append((j, k, b))
                break
    return tuple(out)


_REPAIR_REACH = 7  # words back from a bare "no" to the word it may repair


def _same_form(canon: Canon, a: int, b: int, b_determined: bool) -> bool:
    """The two noun phrases are built alike: both with an article or neither, and a singular
    noun only with one ("a cat no a dog"). A bare singular after "no" is a thing denied or an
    idiom ("black no sugar", "no matter", "a bit no pain"); bare plurals may be repaired
    ("mornings at the bakery no afternoons")."""
    a_determined = a > 0 and canon.lows[a - 1] in ARTICLES
    if a_determined != b_determined:
        return False
    return a_determined or canon.lows[b].endswith("s")


def _same_slot(canon: Canon, a: int, b: int, head_repeated: bool = False) -> bool:
    """Words a and b could fill one slot: open-class words of a shared part of speech (noun or
    adjective), both plural or neither, not values, not the same word."""
    lows = canon.lows
    x, y = lows[a], lows[b]
    if canon.keys[a] == canon.keys[b] or _is_value(canon, a) or _is_value(canon, b):
        return False
    if x in CLOSED_CLASS or y in CLOSED_CLASS or not (x.isalpha() and y.isalpha()):
        return False
    tags_x, tags_y = pos(x), pos(y)
    # two words the tagger does not know ("earlies", "lates") may fill one slot too; a lone
    # adjective or adverb after "no" is a phrase of its own ("no longer", "no more")
    alike = bool(tags_x & tags_y & SLOT_TAGS) or not (tags_x or tags_y)
    if not head_repeated and tags_y and ("NOUN" not in tags_y or "NOUN" not in tags_x):
        return False  # one word for another is a noun for a noun ("mornings no afternoons")
    return alike and x.endswith("s") == y.endswith("s")


_ALTERNATIVE_REACH = 4  # words between a value and its alternative ("4th floor | or the | 5th")


def alternative_values(canon: Canon, markers: frozenset[int] | None = None) -> tuple[tuple[str, str], ...]:
    """(value, its alternative) for each value said with another of its kind offered beside it
    ("eleven, maybe twelve", "ninety six or ninety seven", "the fourth floor, or the fifth"):
    the speaker is not sure which. Between them only words that offer an alternative
    (`ALTERNATIVE_LINKS`), articles and one noun (the first value's, "floor"); a correction
    ("nine, or was it ten", "eight no nine") is `retracted`'s, not an alternative: `markers`
    are its correction markers when the caller has read them already (`Utterance.corrections`)."""
    lows, keys = canon.lows, canon.keys
    if ALTERNATIVE_LINKS.isdisjoint(lows):
        return ()  # the usual turn: nothing offered as an alternative
    marked = retracted(canon)[1] if markers is None else markers
    out = []
    for a in range(len(keys)):
        if not _is_value(canon, a):
            continue
        for b in range(a + 2, min(len(keys), a + 2 + _ALTERNATIVE_REACH)):
            if not _is_value(canon, b):
                continue
            between = range(a + 1, b)
            linked = any(lows[i] in ALTERNATIVE_LINKS for i in between)
            nouns = [i for i in between if lows[i] not in ALTERNATIVE_LINKS and lows[i] not in ARTICLES]
            alike = _kind(canon, a) == _kind(canon, b)
            if linked and len(nouns) <= 1 and alike and marked.isdisjoint(between):
                out.append((keys[a], keys[b]))
            break  # only the next value
    return tuple(out)


def juxtaposed_values(canon: Canon) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """(first, second) readings of each value said right after another of its kind with nothing
    between but an article ("my train's at nine fifteen nine forty", "i get the forty two, the
    forty six"), or after the words said right before the first again ("she's in group six,
    group seven"): the speaker put the second in the first's place, unmarked, or could not
    decide between them. Not a list ("ten, twelve and fifteen": a link follows the second), not values
    of different things ("two sons, three grandsons"), not a second value that has a time of its
    own ("eighty eight, eighty nine | on the fifth")."""
    spans = _value_spans(canon)
    lows, n = canon.lows, len(canon.lows)
    out: list[tuple[frozenset[str], frozenset[str]]] = []
    for a, b in pairwise(spans):
        between = lows[a.end : b.first]
        # "group six | group | seven": the repair retraces the frame the first value was said in
        retraced = 0 < len(between) <= _FRAME_WORDS and between == lows[a.first - len(between) : a.first]
        if not retraced and (len(between) > 1 or any(w not in ARTICLES for w in between)):
            continue
        # (the retraced frame's word may read as the first value's unit: "four | grade")
        if (
            a.values & b.values
            or (a.unit != b.unit and not retraced)
            or (a.noun and b.noun and a.noun != b.noun)
        ):
            continue
        after = lows[b.end] if b.end < n else ""
        listed = any(w in CLAUSE_LINKS for w in lows[b.first : b.end + 1])  # "twelve and fifteen"
        if listed or after in PREPOSITIONS or (after and _is_value(canon, b.end)):
            continue
        if after in SUBORDINATORS or (after and verbish(after) and after not in SUBJECT_PRONOUNS):
            continue  # "half seven | seven's when i leave", "the sixth | the fifth was sold out"
        if b.values == _ONE_ALONE:
            continue  # "the 1990 | one": the pro-form, read as a number
        out.append((a.values, b.values))
    return tuple(out)


_FRAME_WORDS = 2  # words of a frame a repair may retrace between two values ("group six | group | seven")


def _value_spans(canon: Canon) -> list[Mention]:
    """The message's values in order, a spoken run as one ("nine fifteen") and a number outside
    any run as itself."""
    spans: list[Mention] = []
    # the longest first, so that a run's parts ("four four oh nine" read as 4409, and as 409 after
    # its first four) are read only as the whole run
    for m in sorted(mentions(canon), key=lambda m: (m.first, -m.end)):
        if not spans or m.first >= spans[-1].end:
            spans.append(m)
    return spans
