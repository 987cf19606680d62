"""Does the fact say anything the user said, and does it keep their sentiment? (rule V5b, V7c)

V5 checks the specifics of a fact (names, numbers, dates). A fact can also invent its content
around a real quote: "User is a vegetarian" on "I had a steak with my brother last night" has no
specific to check. Two deterministic checks catch the plainest cases:

* **content support**: at least one content word of the fact (not a function word, pronoun,
  "user" or the user's name) is a word of the user's message, up to its inflection ("hiking" /
  "hike", "volunteers" / "volunteering"). A fact with none is the proposer's inference, not the
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
    NEGATIONS,
    NEGATIVE_CONTRACTIONS,
    THIRD_PERSON,
)
from companion.validation.normalize import plain

__all__ = ["FEELING_KEYS", "content_words", "contradicted_sentiment", "root", "supported"]

# Words too general to show that a fact is about what the user said.
_GENERAL = frozenset(
    ["user", "users", "person", "people", "thing", "things", "something", "really", "very", "also",
     "about", "from", "into", "with", "that", "this", "these", "those", "there", "then", "than",
     "have", "having", "been", "being", "does", "doing", "done", "getting", "gets", "got", "get",
     "much", "many", "more", "most", "some", "other", "others", "just", "like", "still", "well",
     "what", "when", "where", "which", "while", "will", "would", "could", "should", "your", "yours",
     "over", "under", "after", "before", "even", "ever", "every", "each", "both", "such", "only",
     "lot", "lots", "currently", "recently", "can", "may", "might", "must", "own", "one", "ones",
     # reporting verbs say that the user spoke, not what about
     "say", "says", "said", "saying", "tell", "tells", "told", "mention", "mentions", "mentioned",
     "share", "shares", "shared", "talk", "talks", "talked", "explain", "explains", "explained"]
)  # fmt: skip
_SECOND_PERSON = frozenset(["you", "your", "yours"])
_SKIP = FUNCTION_WORDS | FIRST_PERSON | _SECOND_PERSON | THIRD_PERSON | NEGATIONS | _GENERAL

# Inflection and derivation endings, longest first: "volunteering" -> "volunteer",
# "happiness" -> "happi", "hiking" -> "hik" (+ the final "e" dropped: "hike" -> "hik").
_SUFFIXES = ("ations", "ation", "ments", "ment", "ness", "ings", "ing", "ions", "ion", "ers", "ies", "ied",
             "ful", "ly", "er", "ed", "es", "s")  # fmt: skip


@lru_cache(maxsize=65536)
def root(word: str) -> str:
    """A crude stem for comparing word forms: up to two endings off, a final "e" and a doubled
    final consonant folded ("running" -> "run", "hiking" / "hike" -> "hik")."""
    w = word
    for _ in range(2):  # "volunteering" -> "volunteer" -> "volunte", as "volunteers" -> "volunte"
        for suffix in _SUFFIXES:
            if w.endswith(suffix) and len(w) - len(suffix) >= 3:
                w = w[: -len(suffix)]
                break
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiou":
        w = w[:-1]
    return w


def content_words(keys: Iterable[str], exclude: frozenset[str] = frozenset()) -> frozenset[str]:
    """The fact's words that say *what* (not who or how): numbers, and words of three letters or
    more that are not a function word, pronoun, negation or `exclude` (the user's names)."""
    rest = frozenset(keys) - _SKIP  # set difference at C speed: most of a fact's words go here
    if exclude:
        rest = rest - exclude
    return frozenset(k for k in rest if k[:1].isdigit() or (len(k) > 2 and k.isalpha()))


def supported(words: frozenset[str], said: frozenset[str]) -> bool:
    """V5b: at least one of `words` is one of the user's words, up to inflection (the same
    root, or the same first five letters for words of six letters or more)."""
    if not said.isdisjoint(words):
        return True  # the usual case: a word of the fact as the user said it
    roots = {root(s) for s in said}
    prefixes = {s[:5] for s in said if len(s) >= 6}
    return any(w in said or root(w) in roots or (len(w) >= 6 and w[:5] in prefixes) for w in words)


# V7c: feelings a fact may not turn around. Fact-side words are the unambiguous verbs; the
# user's side also counts "like" (a preposition too, but here it can only *prevent* a rejection).
_LOVE = frozenset(
    ["love", "loves", "loved", "loving", "adore", "adores", "adored", "enjoy", "enjoys", "enjoyed",
     "enjoying", "fond"]
)  # fmt: skip
_HATE = frozenset(
    ["hate", "hates", "hated", "hating", "dislike", "dislikes", "disliked", "detest", "detests",
     "detested", "loathe", "loathes", "loathed", "despise", "despises", "despised"]
)  # fmt: skip
_LIKE = frozenset(["like", "likes", "liked", "liking"])
_FEELINGS = _LOVE | _HATE
# Negations of a verb ("don't like", "never loved"); "no doubt they'll love it" and "nothing
# like the energy" are not ("no" and "nothing" negate a noun, and both idioms praise).
_VERB_NEGATIONS = NEGATIVE_CONTRACTIONS | frozenset(["not", "never"])
# The canonical keys (stemmed: "hated" -> "hat", "loved" -> "lov") those words can become: a fact
# with none of them has no feeling to check ("hat" may be a hat: the plain words decide then).
FEELING_KEYS = (
    frozenset(
        w[:-2] if w.endswith("ed") and len(w) > 4 else w[:-1] if w.endswith("s") and len(w) > 4 else w
        for w in _FEELINGS
    )
    | _FEELINGS
)


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
        positive = word in _LOVE or word in _LIKE
        if not positive and word not in _HATE:
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
        if word in _HATE and user_loves and not user_hates:
            return word
        if word in _LOVE and user_hates and not user_loves:
            return word
    return None
