"""Denials, questions asked by the assistant, and facts about the conversation (V7b, V9).

How a clause was said (asked, wished, supposed, doubted...) is the utterance analysis's business
(`utterance`); this module keeps the checks that read the quote or the fact alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from companion.validation.clauses import Subject
from companion.validation.fact import FactShape
from companion.validation.lexicon import (
    AUXILIARIES,
    LISTENER_OBJECTS,
    LISTENER_SPEECH_VERBS,
    NEGATION_BRIDGES,
    NEGATION_IDIOMS,
    NEGATIVE,
    NEGATIVE_VERBS,
    TALKED_ON_AFTER,
    TALKING_ON_LEMMAS,
)
from companion.validation.lexicon.claims import OBJECT_SELF
from companion.validation.lexicon.clauses import WH_CONTRACTIONS
from companion.validation.lexicon.grammar import (
    ASKED_THIRD_OBJECTS,
    ASKED_THIRD_PERSONS,
    SECOND_PERSON,
    SUBJECT_WH_WORDS,
)
from companion.validation.lexicon.morphology import is_participle, is_participle_or_gerund, lemmas, pos
from companion.validation.lexicon.patterns import CITATION_PATTERN, META_PATTERN
from companion.validation.lexicon.tables import Marker
from companion.validation.normalize import Canon
from companion.validation.polarity import governed, privatives
from companion.validation.utterance import Utterance

__all__ = ["asked_about", "is_meta", "negated_content", "questions"]

_SENTENCE_SPLIT_RE = re.compile(r"(?<=[.!?])\s+")


def questions(text: str) -> list[str]:
    """The sentences of `text` that end with a question mark ("Did you ever play an instrument?")."""
    if "?" not in text:
        return []
    return [s for s in _SENTENCE_SPLIT_RE.split(text.strip()) if s.rstrip(" \"'”’)").endswith("?")]


def asked_about(lows: Sequence[str]) -> str | None:
    """The third person a question asks about, when its subject is one: "what does | she |
    teach", "where's | he | working" (a question word's "'s" is its auxiliary); None for a
    question to the listener ("are you planning something for her")."""
    for k in range(len(lows) - 1):
        if (lows[k] in AUXILIARIES or lows[k] in WH_CONTRACTIONS) and lows[k + 1] in ASKED_THIRD_PERSONS:
            return lows[k + 1]
    return _object_asked_about(lows)


def _object_asked_about(lows: Sequence[str]) -> str | None:
    """The third person a question asks about as its object when its wh-word is its subject:
    "what brought | him | back", "what's weighing on | her", "who's looking after | him" (the
    wh-word right before a verb, no auxiliary and subject between). Not a question that takes
    the listener in ("what did you get her"), nor one whose subject follows an auxiliary ("what
    did the doctor tell her": the doctor's doing)."""
    if len(lows) < _SHORTEST_OBJECT_QUESTION or lows[0] not in SUBJECT_WH_WORDS:
        return None
    if not SECOND_PERSON.isdisjoint(lows):
        return None  # "what did you get her": the listener is asked
    if lows[1] in AUXILIARIES and not is_participle_or_gerund(lows[2]):
        return None  # "what did | the doctor tell her": a subject after the auxiliary
    return next((w for w in lows[2:] if w in ASKED_THIRD_OBJECTS), None)


_SHORTEST_OBJECT_QUESTION = 3  # "what | happened | him" has too few words to ask it


def is_meta(text: str, shape: FactShape) -> bool:
    """V9: the fact describes the conversation rather than the user's world: it names the
    assistant or the conversation as its scene ("User came back to the conversation"), or its
    only claim is a move in it ("User asked for a summary", "User wants to talk about work",
    "User has a long story to share", "User said goodbye"). A fact that tells somebody of the
    user's world something ("User told their boss that ...") is a fact."""
    if shape.possessive_lead:
        return False
    if _talks_on(shape):
        return True
    # "..., as mentioned in the conversation" cites the source; the claim is the rest
    return META_PATTERN.search(CITATION_PATTERN.sub("", _as_user(text, shape))) is not None


def _talks_on(shape: FactShape) -> bool:
    """The user's main verb is a manner of talking on, in any tense ("User rambles about
    roses", "User waffled on about their knees"): the way the user talks to the companion
    now, which says nothing of their world."""
    if shape.verb is None or not (shape.names_user or shape.leading_name is not None):
        return False
    lows = shape.canon.lows
    if TALKING_ON_LEMMAS.isdisjoint(lemmas(lows[shape.verb])):
        return False
    # "User rambles in the Peaks" walks: only talk goes on about something, or on its own
    after = lows[shape.verb + 1] if shape.verb + 1 < len(lows) else ""
    return not after or after in TALKED_ON_AFTER


def _as_user(text: str, shape: FactShape) -> str:
    """The fact with a leading name read as "User" ("Priya asked for ..." -> "User asked for ...")."""
    if shape.names_user or shape.leading_name is None:
        return text
    first = text.lstrip().split(" ", 1)
    return "User " + first[1] if len(first) > 1 else text


def _idiom_flipped(quote_keys: tuple[str, ...], fact_keys: set[str]) -> bool:
    """A positive idiom of the quote ("never forget", "can't wait", "no doubt") whose negated word
    the (un-negated) fact asserts: "I'll never forget the day" does not back "User forgot the
    day". Word forms compare on their first four letters ("forget" / "forgot", "doubt" / "doubts")."""
    if NEGATIVE.isdisjoint(quote_keys):
        return False
    for i in range(len(quote_keys) - 1):
        pair = (quote_keys[i], quote_keys[i + 1])
        if pair in NEGATION_IDIOMS:
            stem4 = pair[1][:4]
            if any(f.startswith(stem4) for f in fact_keys):
                return True
    return False


def _negated_verb(quote: Canon, fact_verb: frozenset[str]) -> bool:
    """The quote negates the very verb the fact asserts: the first verb after a negation."""
    keys, lows = quote.keys, quote.lows
    for i, k in enumerate(keys):
        if k not in NEGATIVE or (i + 1 < len(keys) and (k, keys[i + 1]) in NEGATION_IDIOMS):
            continue
        for j in range(i + 1, min(len(keys), i + 4)):
            if quote.boundary[j]:
                break
            if lows[j] in NEGATION_BRIDGES:
                continue
            if "VERB" in pos(lows[j]) and not lemmas(lows[j]).isdisjoint(fact_verb):
                return True
            break
    return False


def _asserted_verb(shape: FactShape, verb: int) -> frozenset[str]:
    """The dictionary forms of the verb the fact asserts: the participle an auxiliary carries
    ("have been there" asserts being there, so "I couldn't have | done it" does not deny it),
    else the main verb itself ("has a dog")."""
    lows = shape.canon.lows
    if lows[verb] in AUXILIARIES and verb + 1 < len(lows) and is_participle(lows[verb + 1]):
        return lemmas(lows[verb + 1])
    return lemmas(lows[verb])


def negated_content(quote: Canon, shape: FactShape) -> bool:
    """V7b: a negation in the quote governs a content word the un-negated fact asserts ("I don't
    have a dog" for "User has a dog"), or a positive idiom's word ("never forget" -> "forgot").

    A fact with a negative verb ("quit", "hates") may paraphrase a negated quote ("I don't smoke
    anymore" for "User quit smoking"), unless the quote negates that very verb ("I don't hate")."""
    fact_keys = set(shape.canon.keys)
    if not fact_keys.isdisjoint(NEGATIVE) or Marker.CONTRAST in shape.frames:
        return False  # a negated fact's polarity is V7a's business (polarity.py)
    if _idiom_flipped(quote.keys, fact_keys):
        return True
    if shape.verb is not None and _negated_verb(quote, _asserted_verb(shape, shape.verb)):
        return True  # "we didn't get it in the end" for "User got the house"
    # "no gluten" backs "gluten-free": the fact says the absence itself
    hit = governed(quote.keys, quote.boundary, first_only=True) & fact_keys - privatives(shape.canon)
    if not hit:
        return False
    negative_verbs = not shape.lemmas.isdisjoint(NEGATIVE_VERBS)
    return not negative_verbs or any(not lemmas(w).isdisjoint(NEGATIVE_VERBS) for w in hit)


def said_to_the_listener(ut: Utterance, span: range, shape: FactShape) -> str | None:
    """V9b: the fact's verb of speaking is, in the user's words, a move between the user and
    the listener: said to them ("i'll ask | you about recipes later", "i'm gonna tell | you
    something") or by them to the user ("you already asked | me that"). The verb, or None. A
    fact that names somebody of the user's world is left alone ("User told their boss")."""
    if shape.people or shape.relations:
        return None
    spoken = shape.lemmas & LISTENER_SPEECH_VERBS
    if not spoken:
        return None
    lows = ut.canon.lows
    for j in span:
        if lemmas(lows[j]).isdisjoint(spoken) or j + 1 >= len(lows):
            continue
        nxt = lows[j + 1]
        if nxt in LISTENER_OBJECTS or (ut.clause_at(j).subject is Subject.YOU and nxt in OBJECT_SELF):
            return lows[j]
    return None
