"""Fixed idioms with a negation inside whose meaning is positive or neutral (`idioms`).

"I don't see why not" says yes, "can't complain" says things are fine, "I don't mind either
way" says the choice is the listener's. Read word by word, each holds a negation, and a fact
built on those words ("User doesn't see why not", "User cannot complain", or the negation
dropped: "User sees why not") states the literal words instead of what the user meant.

The phrases are written as canonical lower-case words (apostrophes dropped: "don't" is
"dont"), a subject left out: "i" or "we" before one is read by the grammar in `idioms`.
"""

from __future__ import annotations

__all__ = ["ASSENTING_NEGATIONS", "IDIOM_LEAD_WORDS", "IDIOM_TAIL_WORDS"]

#: lows phrases. Negated idioms of assent ("I don't see why not"), indifference ("I don't mind
#: either way") and approval ("not bad at all", "can't complain"): the negation is part of a
#: fixed yes, not a denial. Longest first where one contains another.
ASSENTING_NEGATIONS: tuple[tuple[str, ...], ...] = (
    # assent
    ("dont", "see", "why", "not"), ("cant", "see", "why", "not"), ("wouldnt", "say", "no"),
    ("couldnt", "say", "no"), ("cant", "say", "no"), ("couldnt", "agree", "more"),
    ("cant", "argue", "with", "that"), ("cant", "argue", "with", "it"), ("dont", "mind", "if", "i", "do"),
    ("no", "objection"), ("no", "objections"),
    # indifference
    ("dont", "mind", "either", "way"), ("dont", "care", "either", "way"), ("dont", "mind"),
    ("not", "bothered", "either", "way"), ("not", "fussed", "either", "way"), ("not", "fussed"),
    ("no", "preference"),
    # approval
    ("not", "bad", "at", "all"), ("not", "half", "bad"), ("not", "too", "bad"), ("not", "bad"),
    ("not", "too", "shabby"), ("cant", "complain"), ("couldnt", "be", "better"), ("couldnt", "be", "happier"),
    ("cant", "fault", "it"), ("no", "complaints"),
)  # fmt: skip
#: lows. Words that may stand before such an idiom in its clause besides a first-person subject
#: and interjections: a copula and a subject that points at what was asked ("we're | not fussed",
#: "i am | not bothered", "it's | not bad", "well | can't complain"), "we're" read as "were".
IDIOM_LEAD_WORDS: frozenset[str] = frozenset(
    ["am", "are", "were", "was", "is", "its", "it", "thats", "that", "well", "honestly", "sure"]
)
#: lows. Words that may follow such an idiom without giving it an object of its own ("can't
#: complain really", "not bad at all, mate", "i don't mind to be fair", "couldn't agree more tbh").
IDIOM_TAIL_WORDS: frozenset[str] = frozenset(
    ["really", "honestly", "tbh", "mate", "love", "though", "thanks", "to", "be", "fair", "lol", "haha",
     "actually", "either", "way", "at", "all", "yeah", "innit", "then", "i", "guess", "suppose", "s"]
)  # fmt: skip
