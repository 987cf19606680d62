"""Items of a list, as the fact joins them and as the user said them (rules V5h, V6d).

A fact that lists things ("User speaks German, Dutch and English") claims each of them under
its own subject and verb. The user may have said the same words in another shape: as a choice
("porridge or toast, depending how i feel"), or across clauses with another subject or verb
("my brother speaks german and dutch and i only speak english"). Each item is then checked
where the user said it. Pure functions over an utterance analysis and a fact's shape; no I/O.
"""

from __future__ import annotations

from itertools import pairwise

from companion.validation.clauses import CLOSED_CLASS, Subject, relation_of
from companion.validation.content import word_forms
from companion.validation.fact import FactShape
from companion.validation.lexicon import NEGATIONS, OTHERS_POSSESSIVES
from companion.validation.lexicon.claims import FACT_USER_WORDS
from companion.validation.lexicon.clauses import (
    ALTERNATIVES,
    ARTICLES,
    CONJOINING_WORDS,
    EITHER_WORDS,
    USER_POSSESSIVE_WORDS,
)
from companion.validation.lexicon.facts import HATE_WORDS, LIKE_WORDS, LOVE_WORDS
from companion.validation.lexicon.morphology import is_finite_verb, is_gerund, lemmas, pos
from companion.validation.normalize import Canon
from companion.validation.utterance import Utterance

__all__ = ["item_added", "item_moved", "or_made_and"]

_ITEM_POS = frozenset({"NOUN", "PROPN"})


def _items(shape: FactShape, nouns: bool) -> list[int]:
    """The fact's words on either side of a conjoining word after its main verb ("guitar | and
    | drums", "both | porridge and | toast"; past an article: "a cat and | a | budgie"); only
    nouns with `nouns`."""
    if shape.verb is None:
        return []
    lows = shape.canon.lows
    out: list[int] = []
    for c in range(shape.verb + 1, len(lows)):
        if lows[c] not in CONJOINING_WORDS:
            continue
        after = c + 1
        while after < len(lows) and lows[after] in ARTICLES:
            after += 1
        for k in (c - 1, after):
            kept = shape.verb < k < len(lows) and k not in out and lows[k].isalpha() and k in shape.content
            # a noun, a name ("French", capitalised and critical), or a word no dictionary
            # knows ("ramipril")
            if kept and (
                not nouns
                or _ITEM_POS & pos(lows[k])
                or shape.canon.keys[k] in shape.specifics
                or not pos(lows[k])
            ):
                out.append(k)
    return sorted(out)


def _owned_by_another(ut: Utterance, j: int, shape: FactShape) -> bool:
    """The word at j is said as somebody else's: after "his" or "their", or after a word of kin
    said with its "'s" after the user's possessive ("my brother's | camry") that the fact does
    not name ("User's daughter's wedding" names her). Not after "her", which is an object as
    often ("i bought her flowers")."""
    lows = ut.canon.lows
    if j == 0:
        return False
    if lows[j - 1] in OTHERS_POSSESSIVES:
        return lows[j - 1] not in shape.canon.lows  # "User does his meals" says whose they are
    owner = j - 1
    return (
        owner > 0
        and lows[owner].endswith("s")
        and relation_of(lows[owner][:-1]) is not None
        and lows[owner - 1] in USER_POSSESSIVE_WORDS
        and shape.lemmas.isdisjoint(word_forms(lows[owner][:-1]))
    )


def _said_at(ut: Utterance, word: str) -> list[int]:
    """Where the message says `word` (any of its forms)."""
    forms = word_forms(word)
    return [k for k, w in enumerate(ut.canon.lows) if not forms.isdisjoint(word_forms(w))]


def or_made_and(ut: Utterance, shape: FactShape) -> str | None:
    """V5h: two items the fact joins with "and" ("User eats both porridge and toast") that the
    user said only as a choice, one "or" between them ("porridge or toast, depending"): the
    fact claims both where the user claimed one. Not under a negation or a feeling, which
    make "or" join (`_or_joins`). The user's words, or None."""
    items = _items(shape, nouns=False)
    lows = ut.canon.lows
    for a, b in pairwise(items):
        first, second = _said_at(ut, shape.canon.lows[a]), _said_at(ut, shape.canon.lows[b])
        if not first or not second:
            continue
        pairs = [(i, j) for i in first for j in second if 0 < j - i <= _CHOICE_SPAN and not _or_joins(ut, i)]
        if not pairs:
            continue
        if all(
            any(lows[m] in ALTERNATIVES for m in range(i + 1, j))
            and all(lows[m] in _CHOICE_WORDS for m in range(i + 1, j))
            for i, j in pairs
        ):
            i, j = pairs[0]
            return " ".join(lows[i : j + 1])
    return None


def _or_joins(ut: Utterance, k: int) -> bool:
    """A negation or a feeling before token k in its clause: under either "or" joins ("i can't
    stand olives or anchovies" dislikes both; "i love hiking or board games" likes both)."""
    ci = ut.clause_of[k]
    first = min(c.first for j, c in enumerate(ut.clauses) if j <= ci and ut.sentence(j) == ut.sentence(ci))
    # the sentence so far: "i love road trips, exploring and | hiking or board games" lists
    # what is loved across the clauses the segmenter made of the list
    return any(w in NEGATIONS for w in ut.canon.keys[first:k]) or any(
        w in _FEELINGS for w in ut.canon.lows[first:k]
    )


_FEELINGS = LOVE_WORDS | HATE_WORDS | LIKE_WORDS


_CHOICE_WORDS = ALTERNATIVES | ARTICLES | EITHER_WORDS
_CHOICE_SPAN = 3  # "porridge | or | toast", "a collie | or a | spaniel"


def item_moved(ut: Utterance, shape: FactShape) -> str | None:
    """V6d: an item of the fact's list that the user said only in a clause of somebody else
    ("i play guitar and | my son plays drums"), when the fact puts it under the user with the
    verb the user said of themself. The item, or None."""
    flows = shape.canon.lows
    if shape.verb is None or not flows or flows[0] not in FACT_USER_WORDS or shape.possessive_lead:
        return None
    for k in _items(shape, nouns=True):
        said = _said_at(ut, flows[k])
        if said and all(_owned_by_another(ut, j, shape) for j in said):
            return flows[k]  # "my corolla and | my brother's | camry": the brother's
    done = lemmas(flows[shape.verb])
    lows = ut.canon.lows
    own = [
        c
        for c in ut.clauses
        if c.subject is Subject.USER
        and c.verb is not None
        and not done.isdisjoint(lemmas(lows[past_adverbs(lows, c.verb, c.end)]))
    ]
    if not own:
        return None  # the user never said the fact's verb of themself: V6 and V5 judge it
    for k in _items(shape, nouns=True):
        said = _said_at(ut, flows[k])
        if not said:
            continue
        clauses = [ut.clause_at(j) for j in said]
        if any(c in own for c in clauses):
            continue
        if all(c.subject is Subject.THIRD for c in clauses):
            return flows[k]
    return None


def item_added(shape: FactShape, quote: Canon, user_forms: frozenset[str]) -> str | None:
    """V5b: the last item of the fact's list names a thing the user never said in any form,
    where the quote gives a list whose last item is the one before it ("User's son is allergic
    to peanuts, eggs | and milk" on "he's allergic to peanuts and eggs"; "shoes, a sweater | and
    a school bag" on "shoes and the sweater"): the proposer lengthened the user's list. The
    item's word, or None. A fact that joins two things where the quote joins none ("pets bring
    so much joy" for "joy and comfort") paraphrases; it lengthens no list."""
    lows = shape.canon.lows
    items = _items(shape, nouns=True)
    if len(items) < 2 or CONJOINING_WORDS.isdisjoint(quote.lows):
        return None  # the usual case: no list, or none in the quote
    *before, last = items
    if is_finite_verb(lows[last]) or is_gerund(lows[last]) or lows[last] in CLOSED_CLASS:
        return None  # "... is diabetic and | takes insulin", "| finding it creamy": no item
    quoted = frozenset().union(*(word_forms(w) | {w} for w in quote.lows))
    if not _said(lows[before[-1]], quoted):
        return None  # the item before it is not one the quote lists
    end = last
    while end < len(lows) and lows[end].isalpha() and _ITEM_POS & pos(lows[end]) and end in shape.content:
        end += 1  # the item's words: "a | baby monitor | for the nursery"
    for k in range(last, max(end, last + 1)):
        word = lows[k]
        if shape.canon.keys[k] in shape.specifics:
            continue  # a name is the name checks' to read
        if not _said(word, user_forms):
            return word
    return None


# letters a word shares with one of the user's to be of its family ("allergy" / "allergic")
_FAMILY_LETTERS = 5


def _said(word: str, user_forms: frozenset[str]) -> bool:
    """The user said `word` in some form, or a word of its family."""
    if word in user_forms or not word_forms(word).isdisjoint(user_forms):
        return True
    stem = word[:_FAMILY_LETTERS]
    return len(word) > _FAMILY_LETTERS and any(u[:_FAMILY_LETTERS] == stem for u in user_forms)


def past_adverbs(lows: tuple[str, ...], k: int, end: int) -> int:
    """The first token from k that is not an adverb and only an adverb or adjective ("i | only |
    speak english", "i | also | play", "we | never | go"): the verb a clause's subject is read
    with, where the word after the subject is an adverb of focus or frequency."""
    while k + 1 < end and _ADVERB in pos(lows[k]) and pos(lows[k]) <= _ADVERB_OR_ADJECTIVE:
        k += 1
    return k


_ADVERB = "ADV"
_ADVERB_OR_ADJECTIVE = frozenset(["ADV", "ADJ"])
