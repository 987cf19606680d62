"""Small word classes for reading a fact text and comparing it with the user's words.

Data only, in the `low` form (lower case, apostrophes dropped), plus the three regular
expressions that find how a fact text opens. Each list says where it is used.
"""

from __future__ import annotations

import re

__all__ = [
    "AGE_WORDS",
    "ANSWER_PARTICLES",
    "BECOMING_FORMS",
    "COMPLEMENT_OPENERS",
    "COUNTED_NOUN_SKIPS",
    "DENYING_WORDS",
    "EMBEDDING_WORDS",
    "HAVING_FORMS",
    "MODAL_FORMS",
    "NOT_AN_ORDER_BEFORE",
    "OBJECT_SELF",
    "POSSESSIVE_LEAD_PATTERN",
    "PREDICATIVE_WORDS",
    "PRESENT_USER_CONTRACTIONS",
    "STOPPING_VERBS",
    "THING_LEAD_PATTERN",
    "USER_PATTERN",
    "VERB_NEGATION_WORDS",
    "WEAK_TOPIC_WORDS",
]

# --- fact texts (`fact`) ---------------------------------------------------------------------

#: "User" or "the user's" anywhere in a fact text: the fact names the user.
USER_PATTERN: re.Pattern[str] = re.compile(r"\b(?:the\s+)?user(?:['’]s)?\b", re.IGNORECASE)
#: A fact text that opens with an article and a noun other than "user" ("The roof leaks").
THING_LEAD_PATTERN: re.Pattern[str] = re.compile(r"\s*(?:the|a|an)\s+(?!users?\b)[^\W\d_]", re.IGNORECASE)
#: A fact text that opens with somebody's something ("User's boss", "Maya's school").
POSSESSIVE_LEAD_PATTERN: re.Pattern[str] = re.compile(r"\s*(?:the\s+)?[^\W\d_]+['’]s?\s", re.IGNORECASE)
#: A relation word after these is what somebody is ("works as a nurse", "is a doctor"), not a
#: person the fact is about.
PREDICATIVE_WORDS: frozenset[str] = frozenset(
    ["as", "is", "was", "are", "were", "be", "been", "became", "become", "becoming"]
)
#: Words that start a clause of the fact with its own subject ("... that moments like these bring").
EMBEDDING_WORDS: frozenset[str] = frozenset(
    ["who", "which", "whose", "whom", "that", "when", "because", "if", "while"]
)
#: Modals, which lemminflect also lists as past forms.
MODAL_FORMS: frozenset[str] = frozenset(["might", "could", "would", "should", "must"])
#: A fact that opens with these only says the user has something ("User has a sourdough starter").
HAVING_FORMS: frozenset[str] = frozenset(["has", "have", "owns", "own", "keeps", "keep"])
#: Before a past participle these make it an adjective or a passive ("is married", "got engaged"),
#: not a past tense.
BECOMING_FORMS: frozenset[str] = frozenset(
    ["is", "are", "am", "be", "been", "being", "get", "gets", "getting", "become", "becomes"]
)
#: "years" and "old" of "58 years old": part of how an age is said, not content.
AGE_WORDS: frozenset[str] = frozenset(["years", "year", "old"])

#: lemma phrases. Verbs of stopping or not doing, which negate what follows them ("gave up
#: smoking", "skipped the gym", "packed in the job", "never got round to"): the first word is a
#: lemma, any particles follow as said.
STOPPING_VERBS: tuple[tuple[str, ...], ...] = (
    ("stop",),
    ("quit",),
    ("skip",),
    ("avoid",),
    ("cease",),
    ("abandon",),
    ("give", "up"),
    ("pack", "in"),
    ("cut", "out"),
    ("pull", "out", "of"),
    ("drop", "out", "of"),
    ("back", "out", "of"),
    ("call", "off"),
    ("cancel",),
)

# --- the user's words (`context`, `content`, `values`) -----------------------------------------

#: "I'm", "I've": present forms a past-tense check must not read as past.
PRESENT_USER_CONTRACTIONS: frozenset[str] = frozenset(["im", "ive"])
#: The user as the object of a clause about the listener ("you can call me Jo").
OBJECT_SELF: frozenset[str] = frozenset(["me", "us"])
#: Words before a bare verb that make it no order ("and forget that", "to forget that", "would
#: forget"): a retraction such as "forget that" then retracts nothing.
NOT_AN_ORDER_BEFORE: frozenset[str] = frozenset(
    ["and", "to", "or", "would", "could", "might", "will", "can", "should", "easy", "i", "we", "you", "they"]
)
#: "not quitting", "never qualified": a later turn that denies a word of the fact.
DENYING_WORDS: frozenset[str] = frozenset(["not", "never", "no"])
#: Words too general to show that a later turn is about the fact's topic.
WEAK_TOPIC_WORDS: frozenset[str] = frozenset(
    ["user", "get", "go", "have", "be", "do", "say", "make", "take", "thing", "really"]
)
#: Negations of a verb ("don't like", "never loved"), beside the negative contractions; "no" and
#: "nothing" negate a noun ("no doubt they'll love it").
VERB_NEGATION_WORDS: frozenset[str] = frozenset(["not", "never"])
#: Words between a number and the noun it counts ("two of the kids", "three of my cats").
COUNTED_NOUN_SKIPS: frozenset[str] = frozenset(
    ["of", "the", "those", "these", "my", "our", "his", "her", "their"]
)

#: lows. A negation that opens the turn as an answer ("no, I'm not on anything", "nah my son
#: does that"), not a negation of what follows; `claim.negation_just_before`.
ANSWER_PARTICLES: frozenset[str] = frozenset(["no", "nah", "nope"])
#: lows. Words after which a clause follows as what a negated clause denies ("it's not like
#: I'm lonely", "not that I mind"); `claim.negation_just_before`.
COMPLEMENT_OPENERS: frozenset[str] = frozenset(["that", "like", "if", "whether"])
