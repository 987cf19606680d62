"""Does the fact say anything the user said, and does it keep their sentiment? (rule V5b, V7c)

V5 checks the specifics of a fact (names, numbers, dates). A fact can also invent its content
around a real quote: "User is a vegetarian" on "I had a steak with my brother last night" has no
specific to check. Two deterministic checks catch the plainest cases:

* **content support**: at least one content word of the fact (not a function word, pronoun,
  "user" or the user's name) is a word of the user's message, up to its inflection and its
  everyday synonyms ("hiking" / "hike", "children" / "child", "mom" / "mother"; lemmas from
  lemminflect). A fact with none is the proposer's inference, not the
  user's statement; the gate holds it for review (or rejects it, by policy).
* **sentiment**: a fact that loves what the user hates, or hates what they love ("User hates
  hiking" on "I love hiking"), contradicts the quote and is rejected.

Paraphrase is free beyond that: these checks refuse only what shares nothing with the user's
words or turns their feeling around, so an honest summary ("User enjoys hiking" for "I love
hiking") passes.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from companion.validation.lexicon import (
    FIRST_PERSON,
    FUNCTION_WORDS,
    GENERAL_WORDS,
    HATE_WORDS,
    LIKE_WORDS,
    LOVE_WORDS,
    NEGATIONS,
    NEGATIVE_CONTRACTIONS,
    SECOND_PERSON,
    SYNONYM_OF,
    THIRD_PERSON,
)
from companion.validation.lexicon.claims import VERB_NEGATION_WORDS
from companion.validation.lexicon.morphology import lemmas
from companion.validation.normalize import plain, stem

__all__ = [
    "FEELING_KEYS",
    "content_words",
    "contradicted_sentiment",
    "same_person_word",
    "supported",
    "word_forms",
]

_SKIP = FUNCTION_WORDS | FIRST_PERSON | SECOND_PERSON | THIRD_PERSON | NEGATIONS | GENERAL_WORDS


def content_words(keys: Iterable[str], exclude: frozenset[str] = frozenset()) -> frozenset[str]:
    """The fact's words that say *what* (not who or how): numbers, and words of three letters or
    more that are not a function word, pronoun, negation or `exclude` (the user's names)."""
    rest = frozenset(keys) - _SKIP  # set difference at C speed: most of a fact's words go here
    if exclude:
        rest = rest - exclude
    return frozenset(k for k in rest if k[:1].isdigit() or (len(k) > 2 and k.isalpha()))


@lru_cache(maxsize=65536)
def word_forms(word: str) -> frozenset[str]:
    """The dictionary forms of `word` and their everyday synonyms."""
    forms = lemmas(word)
    return forms.union(*(SYNONYM_OF.get(f, frozenset()) for f in forms))


def same_person_word(a: str, b: str) -> bool:
    """Two words for people name the same relation: they share a form ("mum" / "mother"), and the
    synonym classes of one are among the other's, so that one is the other or the class it
    falls in ("son" / "child", "mum" / "parent"). Two words that share only a class above both
    are different people of it: "son" and "daughter" are both a "child", "mum" and "dad" both a
    "parent", and "my daughter has two boys" gives the user no sons."""
    if word_forms(a).isdisjoint(word_forms(b)):
        return False
    ca, cb = _classes(a), _classes(b)
    return ca <= cb or cb <= ca


def _classes(word: str) -> frozenset[str]:
    return frozenset().union(*(SYNONYM_OF.get(f, frozenset()) for f in lemmas(word)))


def supported(words: frozenset[str], said: frozenset[str]) -> bool:
    """V5b: at least one of `words` is one of the user's words, up to inflection and everyday
    synonyms, or shares its first five letters with one (a derivation: "allergy" / "allergic")."""
    if not said.isdisjoint(words):
        return True  # the usual case: a word of the fact as the user said it
    said_forms = frozenset().union(*(word_forms(s) for s in said))
    prefixes = {s[:5] for s in said if len(s) >= 6}
    return any(not word_forms(w).isdisjoint(said_forms) or (len(w) >= 6 and w[:5] in prefixes) for w in words)


# V7c: feelings a fact may not turn around. Fact-side words are the unambiguous verbs; the
# user's side also counts "like" (a preposition too, but here it can only *prevent* a rejection).
_FEELINGS = LOVE_WORDS | HATE_WORDS
# Negations of a verb ("don't like", "never loved"); "no doubt they'll love it" and "nothing
# like the energy" are not ("no" and "nothing" negate a noun, and both idioms praise).
_VERB_NEGATIONS = NEGATIVE_CONTRACTIONS | VERB_NEGATION_WORDS
# The canonical keys those words can become: a fact with none of them has no feeling to check.
FEELING_KEYS = frozenset(stem(w) for w in _FEELINGS) | _FEELINGS


def contradicted_sentiment(fact_words: Iterable[str], said_text: str) -> str | None:
    """V7c: the fact's feeling word when the user's words hold only the opposite feeling.

    `fact_words` are plain lower-case words (apostrophes dropped), `said_text` the user's
    message. "User hates hiking" on "I love hiking" -> "hates". A feeling word within three words
    after a negation counts as the opposite ("I don't like it" is a dislike; "I don't hate it"
    counts as neither); a message that holds the fact's own feeling too ("I love it but hate the
    cold") decides nothing."""
    fact = [w for w in fact_words if w in _FEELINGS]
    if not fact:
        return None  # no feeling in the fact (the usual case): nothing to turn around
    said = plain(said_text).split()
    user_loves = user_hates = False
    for i, word in enumerate(said):
        positive = word in LOVE_WORDS or word in LIKE_WORDS
        if not positive and word not in HATE_WORDS:
            continue
        if not _VERB_NEGATIONS.isdisjoint(said[max(0, i - 3) : i]):
            positive = not positive  # "I don't like it" is a dislike, "I don't hate it" no love
            if positive:
                continue  # not hating is not loving: it backs neither side
        if positive:
            user_loves = True
        else:
            user_hates = True
    for word in fact:
        if word in HATE_WORDS and user_loves and not user_hates:
            return word
        if word in LOVE_WORDS and user_hates and not user_loves:
            return word
    return None
