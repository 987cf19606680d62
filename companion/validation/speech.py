"""Is a quote an assertion, and is a fact about the user rather than the conversation (V7, V9)?

Questions, wishes, hypotheticals and negated statements are not evidence of a positive fact.
The checks are deliberately narrow: a false reject loses a real memory, so only clear cases are
refused ("I might move" is left alone; "if I ever get a dog" is not evidence of a dog).
"""

from __future__ import annotations

import re

from companion.validation.lexicon import (
    FIRST_PERSON,
    FUNCTION_WORDS,
    NEGATIONS,
    SUBJECT_PRONOUNS,
    THIRD_PERSON,
)
from companion.validation.normalize import Canon

__all__ = ["is_meta", "non_assertion"]

_QUESTION_OPENERS = frozenset(
    [
        "who",
        "what",
        "when",
        "where",
        "why",
        "how",
        "which",
        "whose",
        "do",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "can",
        "could",
        "would",
        "will",
        "should",
        "have",
        "has",
        "shall",
        "may",
        "might",
        "am",
    ]
)
_SENTENCE_SPLIT_RE = re.compile(r"(?<=[.!?])\s+")
_NEGATIVE_FACT = NEGATIONS | frozenset(
    [
        "without",
        "dislike",
        "dislik",
        "hate",
        "avoid",
        "refuse",
        "refus",
        "stop",
        "stopp",
        "quit",
        "lack",
        "unable",
        "unabl",
        "fail",
        "anymore",
        "longer",
    ]
)
_MODAL_FACT = frozenset(
    [
        "if",
        "would",
        "could",
        "might",
        "may",
        "want",
        "wants",
        "hope",
        "hopes",
        "plan",
        "plans",
        "consider",
        "consider",
        "considering",
        "dream",
        "dreams",
        "wish",
        "wishe",
        "wishes",
        "someday",
        "maybe",
        "possibly",
        "thinking",
        "think",
        "imagine",
        "imagin",
        "hypothetical",
    ]
)
# A fact about the asking itself ("suggests a trip", "asks for advice") is what a question shows.
_ASKING_FACT = frozenset(
    [
        "ask",
        "asks",
        "asked",
        "asking",
        "wonder",
        "wonders",
        "wondered",
        "wondering",
        "curious",
        "suggest",
        "suggests",
        "suggested",
        "suggesting",
        "invite",
        "invites",
        "invited",
        "inviting",
        "offer",
        "offers",
        "offered",
        "seek",
        "seeks",
        "seeking",
        "advice",
    ]
)
_WISH_RE = re.compile(r"\b(?:i|we)\s+(?:really\s+)?wish(?:ed)?\b|\bif\s+only\b", re.IGNORECASE)
_HYPOTHETICAL_RE = re.compile(
    r"^\W*(?:(?:and|but|so)\s+)?(?:if|suppose|supposing|imagine|hypothetically|what\s+if)\b"
    r"|\bif\s+(?:i|we)\s+(?:ever|were|had|could|would|did)\b",
    re.IGNORECASE,
)
_NEG_SCOPE = 4
# Negations that assert something positive ("can't wait", "no doubt", "not only").
_NEG_IDIOMS = frozenset(
    {("cant", "wait"), ("cannot", "wait"), ("no", "doubt"), ("not", "only"), ("no", "wonder"),
     ("no", "problem"), ("no", "worrie"), ("no", "worry"), ("dont", "worry"), ("never", "mind")}
)  # fmt: skip
_SCOPE_ENDS = frozenset(["and", "but", "or", "so", "because", "though", "although", "while", "when", "if"])
_NOT_CONTENT = (
    FUNCTION_WORDS
    | FIRST_PERSON
    | THIRD_PERSON
    | frozenset(
        [
            "you",
            "your",
            "yours",
            "it",
            "yet",
            "too",
            "much",
            "more",
            "any",
            "anything",
            "something",
            "one",
            "thing",
        ]
    )
)

_META_RE = re.compile(
    r"\b(?:to|told|asked|asks|thanked|thanks|greeted|greets|with)\s+the\s+(?:assistant|ai|chatbot|bot)\b"
    r"|\bthe\s+(?:assistant|ai|chatbot|bot)\s+(?:said|says|asked|asks|suggested|suggests|recommended)\b"
    r"|\b(?:in|during|throughout)\s+(?:this|our)\s+(?:conversation|chat)\b"
    r"|\b(?:wants?|wanted|would\s+like|asked|asks|likes)\s+to\s+(?:discuss|talk\s+about|chat\s+about)\b"
    r"|\b(?:mentioned|said|told\s+(?:me|you)|brought\s+(?:it|this|that)\s+up)\s+(?:it\s+|this\s+|that\s+)?"
    r"(?:before|earlier|previously|again)\b"
    r"|^\s*(?:the\s+)?user\s+(?:asked|asks|is\s+asking|wonders|wondered|greeted|greets|thanked|thanks"
    r"|agreed|agrees|replied|replies|responded|responds|said\s+(?:hello|hi|goodbye|bye))\b",
    re.IGNORECASE,
)


def is_meta(text: str) -> bool:
    """V9: the fact describes the conversation (asking, mentioning, wanting to discuss)."""
    return _META_RE.search(text) is not None


def _is_question(quote_text: str, after: str, quote: Canon) -> bool:
    sentences = [s for s in _SENTENCE_SPLIT_RE.split(quote_text.strip()) if s.strip()]
    if len(sentences) != 1:
        return False  # a quote with a statement in it asserts that statement
    s = sentences[0].rstrip(" \"'”’)")
    if s.endswith("?"):
        return True
    return after.lstrip(" \"'”’)").startswith("?") and bool(quote.keys) and quote.keys[0] in _QUESTION_OPENERS


def _negated_content(quote: Canon, fact: Canon) -> bool:
    """A negation in the quote governs a content word the fact also uses ("I don't have a dog")."""
    fact_keys = set(fact.keys)
    keys, boundary = quote.keys, quote.boundary
    for i, k in enumerate(keys):
        if k not in NEGATIONS or (i + 1 < len(keys) and (k, keys[i + 1]) in _NEG_IDIOMS):
            continue
        for j in range(i + 1, min(len(keys), i + 1 + _NEG_SCOPE)):
            w = keys[j]
            if boundary[j] or w in SUBJECT_PRONOUNS or w in _SCOPE_ENDS:
                break
            if w in _NOT_CONTENT or len(w) < 3:
                continue
            if w in fact_keys:
                return True
    return False


def non_assertion(quote_text: str, after: str, quote: Canon, fact_text: str, fact: Canon) -> str | None:
    """V7: why the quote is not a positive statement of the fact, or None when it is.

    `after` is the message text right after the matched span (a question mark the quote left out
    still makes it a question).
    """
    fact_keys = set(fact.keys)
    if _is_question(quote_text, after, quote) and not set(fact_text.lower().split()) & _ASKING_FACT:
        return "question"
    if not fact_keys & _MODAL_FACT:
        if _WISH_RE.search(quote_text):
            return "wish"
        if _HYPOTHETICAL_RE.search(quote_text):
            return "hypothetical"
    if not fact_keys & _NEGATIVE_FACT and _negated_content(quote, fact):
        return "negated"
    return None
