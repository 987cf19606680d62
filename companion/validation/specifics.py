"""What a fact claims specifically, and who it is about (rules V5 and V6).

A specific is a name, a number or amount, a month or a weekday. Every specific of a fact must be
backed by the quote (or, when the policy allows, by the rest of the same user message, or by a
date the quote's time expressions resolve to). "Wife's name is Sarah" backed by "my wife loves
hiking" is an overclaim: the quote never says Sarah.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein

from companion.validation.lexicon import CALENDAR, FIRST_PERSON, MONTHS, NEGATIONS, RELATIONS, WEEKDAYS
from companion.validation.normalize import Canon, canonicalize, char_span, stem
from companion.validation.temporal import Resolution

__all__ = [
    "FactShape",
    "backed",
    "backing_keys",
    "fact_shape",
    "is_date_or_number",
    "near_spellings",
    "surface",
    "third_party_subject",
    "unsupported",
]

# Capitalised words that open a sentence without naming anybody.
_NOT_A_NAME = frozenset(
    [
        "the",
        "a",
        "an",
        "she",
        "he",
        "they",
        "her",
        "his",
        "their",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "user",
        "i",
        "my",
        "our",
        "we",
        "both",
        "there",
        "here",
        "when",
        "after",
        "before",
        "during",
        "while",
        "since",
        "on",
        "in",
        "at",
        "for",
    ]
)
_USER_RE = re.compile(r"\b(?:the\s+)?user(?:['’]s)?\b", re.IGNORECASE)
_DIGIT_ONE_RE = re.compile(r"(?<![\d.,])1(?!\d)(?![.,]\d)")
_FIRST_WORD_RE = re.compile(r"\s*([^\W\d_]+)")
_THING_LEAD_RE = re.compile(r"\s*(?:the|a|an)\s+(?!users?\b)[^\W\d_]", re.IGNORECASE)
_POSSESSIVE_LEAD_RE = re.compile(r"\s*(?:the\s+)?[^\W\d_]+['’]s?\s", re.IGNORECASE)
_RELATION_KEYS = RELATIONS | frozenset(stem(w) for w in RELATIONS)
_SELF = FIRST_PERSON - {"my"}
_THIRD_SUBJECTS = frozenset({"he", "she", "they"})


@dataclass(frozen=True, slots=True)
class FactShape:
    """The parts of a fact text the support and subject rules look at."""

    canon: Canon
    specifics: tuple[str, ...]  # canonical keys that must be backed
    leading_name: str | None  # key of a capitalised first word that may name the user
    names_user: bool  # the text says "User" / "the user"
    relations: tuple[str, ...]  # relation words (sister, boss, ...) the fact mentions
    possessive_lead: bool  # the text opens with "X's" / "User's": it is about X's something
    thing_lead: bool = False  # the text opens with "The ..." / "A ..." (not "the user"): about that


def fact_shape(text: str) -> FactShape:
    """V5/V6: the specifics of a fact text and the words that say who it is about."""
    canon = canonicalize(text)
    specifics: list[str] = []
    for key, critical in zip(canon.keys, canon.critical, strict=False):
        if not critical or key == "user" or key in NEGATIONS:  # negations are V7's business
            continue
        if key == "1" and _DIGIT_ONE_RE.search(text) is None:  # "one of her goals" is no amount
            continue
        if key in specifics:
            continue
        specifics.append(key)
    first = _FIRST_WORD_RE.match(text)
    leading: str | None = None
    if first and first.group(1)[0].isupper() and first.group(1).lower() not in _NOT_A_NAME:
        leading = canon.keys[0] if canon.keys else None
        if leading is not None and leading in CALENDAR:
            leading = None
    relations = tuple(k for k in canon.keys if k in _RELATION_KEYS)
    possessive = _POSSESSIVE_LEAD_RE.match(text) is not None
    thing = _THING_LEAD_RE.match(text) is not None
    return FactShape(
        canon, tuple(specifics), leading, bool(_USER_RE.search(text)), relations, possessive, thing
    )


def backing_keys(quote: Canon, others: frozenset[str], resolutions: Iterable[Resolution]) -> frozenset[str]:
    """V5: the keys a fact's specifics may be backed by."""
    keys = others | quote.key_set  # one frozenset union: the session's keys are copied once
    dates: set[str] = set()
    for res in resolutions:
        for lo, hi in res.ranges:
            dates.update((str(lo.year), str(hi.year), MONTHS[lo.month - 1], MONTHS[hi.month - 1]))
            if lo == hi:
                dates.update((str(lo.day), WEEKDAYS[lo.weekday()]))
    return keys | dates if dates else keys


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
    if lead is not None and lead not in backing and lead not in user_keys and lead not in out:
        explicit_user = shape.names_user or bool(user_keys)
        if explicit_user:  # the fact names the user otherwise: its leading name is somebody else
            out.insert(0, lead)
    return tuple(out)


def is_date_or_number(key: str) -> bool:
    """V5: a canonical key that is a number, an amount, a month or a weekday (never deferred)."""
    return key[:1].isdigit() or key in CALENDAR


def backed(key: str, backing: frozenset[str]) -> bool:
    """V5: `key` is in `backing`; a possessive "Jon's" (key "jons") is backed by "Jon"."""
    return key in backing or (key.endswith("s") and key[:-1] in backing)


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


_CLAUSE_OPENERS = frozenset(["and", "but", "or", "then", "well", "oh", "also", "now", "because", "plus"])


def third_party_subject(quote: Canon) -> str | None:
    """V6: the third party a quote speaks about when it never speaks about the speaker.

    The first clause that opens with a subject decides: "my sister is allergic to cats" ->
    "sister"; "she loves hiking" -> "she"; "you're a great listener" -> "you" (the assistant);
    "I ...", "my job ...", "she and I ...", "my wife and I ..." -> None. A pronoun later in a
    clause ("impressed with how they worked") is not its subject.
    """
    keys, boundary = quote.keys, quote.boundary
    n = len(keys)
    i = 0
    while i < n:
        j = i
        while j < n and keys[j] in _CLAUSE_OPENERS and (j == i or not boundary[j]):
            j += 1
        if j < n and (j == i or not boundary[j]):
            k = keys[j]
            nxt = keys[j + 1] if j + 1 < n else ""
            if k in _SELF:
                return None
            if k in ("my", "our"):
                if nxt not in _RELATION_KEYS:
                    return None
                # "my wife and I went ...": the user is part of the subject
                return None if any(w in _SELF for w in keys[j + 2 : j + 5]) else nxt
            if k in _THIRD_SUBJECTS or k == "you":
                near = keys[j + 1 : j + 4]
                return None if any(w in _SELF for w in near) else k
        i = j + 1
        while i < n and not boundary[i]:
            i += 1
    return None


def about_user(
    shape: FactShape, backing: frozenset[str], user_names: Iterable[str] = (), other: str = ""
) -> bool:
    """V6: a fact is about the user unless it names the quote's third party (the very relation
    the quote speaks about: "my sister is a doctor" backs "User's sister is a doctor", not
    "User is a doctor") or another person the message mentions. A fact opening with a
    possessive ("Omar's turtles ...") is about the possessed thing, which a quote's "they"/"she"
    may refer to. What the user says of "you" (the assistant) is never a fact about the user."""
    if other in _THIRD_SUBJECTS:  # "she ...": any relation or possessive may be who "she" is
        if shape.relations or shape.possessive_lead or shape.thing_lead:
            return False  # "The studio offers yoga" on "they offer yoga": about the studio
    elif other != "you" and (other in shape.relations or stem(other) in {stem(r) for r in shape.relations}):
        return False  # "my sister ..." -> "User's sister ...": the fact names that very relation
    lead = shape.leading_name
    if lead is not None and lead in {k for n in user_names for k in canonicalize(n).keys}:
        return True
    return not (lead is not None and lead in backing and not shape.names_user)
