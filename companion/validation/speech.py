"""Is a quote an assertion, and is a fact about the user rather than the conversation (V7, V9)?

Questions, wishes, hypotheticals and negated statements are not evidence of a positive fact.
The checks are deliberately narrow: a false reject loses a real memory, so only clear cases are
refused ("I might move" is left alone; "if I ever get a dog" is not evidence of a dog).
"""

from __future__ import annotations

import re

from companion.validation.lexicon import (
    NEGATIONS,
)
from companion.validation.normalize import Canon, word_key
from companion.validation.polarity import NEG_IDIOMS, NEGATIVE, governed

__all__ = ["is_meta", "non_assertion", "questions"]

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
# Every _HYPOTHETICAL_RE match contains one of these (lower-case ASCII); a prefilter only.
_HYPOTHETICAL_TRIGGERS = ("if", "suppos", "imagine", "hypothetically")
# Canonical forms of the words at least one of which every _META_RE match contains.
_META_TRIGGERS = frozenset(
    word_key(w)
    for w in [
        "assistant", "ai", "chatbot", "bot", "conversation", "chat", "discuss", "talk", "mentioned",
        "said", "told", "brought", "asked", "asks", "asking", "wonders", "wondered", "greeted",
        "greets", "thanked", "thanks", "agreed", "agrees", "replied", "replies", "responded", "responds",
    ]
)  # fmt: skip
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


def is_meta(text: str, keys: frozenset[str] | None = None) -> bool:
    """V9: the fact describes the conversation (asking, mentioning, wanting to discuss).

    `keys` (the text's canonical tokens) allow a fast exit: every meta pattern has a trigger word.
    """
    if keys is not None and keys.isdisjoint(_META_TRIGGERS):
        return False
    return _META_RE.search(text) is not None


def questions(text: str) -> list[str]:
    """The sentences of `text` that end with a question mark ("Did you ever play an instrument?")."""
    if "?" not in text:
        return []
    return [s for s in _SENTENCE_SPLIT_RE.split(text.strip()) if s.rstrip(" \"'”’)").endswith("?")]


def _is_question(quote_text: str, after: str, quote: Canon) -> bool:
    if "?" not in quote_text and "?" not in after:
        return False  # both ways below need a question mark (the usual case: a statement)
    sentences = [s for s in _SENTENCE_SPLIT_RE.split(quote_text.strip()) if s.strip()]
    if len(sentences) != 1:
        return False  # a quote with a statement in it asserts that statement
    s = sentences[0].rstrip(" \"'”’)")
    if s.endswith("?"):
        return True
    return after.lstrip(" \"'”’)").startswith("?") and bool(quote.keys) and quote.keys[0] in _QUESTION_OPENERS


def _idiom_flipped(quote_keys: tuple[str, ...], fact_keys: set[str]) -> bool:
    """A positive idiom of the quote ("never forget", "can't wait", "no doubt") whose negated word
    the (un-negated) fact asserts: "I'll never forget the day" does not back "User forgot the
    day". The idiom asserts the opposite of that word, so the fact flips the user's meaning.
    Word forms compare on their first four letters ("forget" / "forgot", "doubt" / "doubts")."""
    if NEGATIVE.isdisjoint(quote_keys):
        return False
    for i in range(len(quote_keys) - 1):
        pair = (quote_keys[i], quote_keys[i + 1])
        if pair in NEG_IDIOMS:
            stem4 = pair[1][:4]
            if any(f.startswith(stem4) for f in fact_keys):
                return True
    return False


def _negated_content(quote: Canon, fact: Canon) -> bool:
    """A negation in the quote governs a content word the fact asserts ("I don't have a dog").

    A fact with a negative verb ("quit", "hates") may paraphrase a negated quote ("I don't smoke
    anymore" for "User quit smoking"), unless the quote negates that very verb ("I don't hate").
    """
    fact_keys = set(fact.keys)
    if _idiom_flipped(quote.keys, fact_keys):
        return True
    hit = governed(quote.keys, quote.boundary) & fact_keys
    if not hit:
        return False
    negative_verbs = fact_keys & _NEGATIVE_FACT
    return not negative_verbs or bool(hit & _NEGATIVE_FACT)


def non_assertion(quote_text: str, after: str, quote: Canon, fact_text: str, fact: Canon) -> str | None:
    """V7: why the quote is not a positive statement of the fact, or None when it is.

    `after` is the message text right after the matched span (a question mark the quote left out
    still makes it a question).
    """
    fact_keys = set(fact.keys)
    if _is_question(quote_text, after, quote) and not set(fact_text.lower().split()) & _ASKING_FACT:
        return "question"
    if not fact_keys & _MODAL_FACT:
        # on ASCII text a case-insensitive match needs its trigger word in the lower-cased text
        # (on other text IGNORECASE also folds letters such as U+0130, so no shortcut there)
        low = quote_text.lower() if quote_text.isascii() else None
        if (low is None or "wish" in low or "if" in low) and _WISH_RE.search(quote_text):
            return "wish"
        if (low is None or any(w in low for w in _HYPOTHETICAL_TRIGGERS)) and _HYPOTHETICAL_RE.search(
            quote_text
        ):
            return "hypothetical"
    if not fact_keys & NEGATIVE and _negated_content(quote, fact):
        return "negated"  # a negated fact's polarity is V7's polarity rule (polarity.py)
    return None
