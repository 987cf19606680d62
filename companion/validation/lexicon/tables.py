"""Phrase tables: the marker lists of `words`, looked up by their first word and tagged.

A message is read once, left to right; at each word the table gives the phrases that start with
it, longest first, each with a `Marker` saying what the phrase does (opens a doubt, takes a joke
back, corrects a value...). The tables are built once, at import.
"""

from __future__ import annotations

import enum
from functools import lru_cache

from companion.validation.lexicon.facts import CHANGE_WORDS
from companion.validation.lexicon.markers import (
    BLESSINGS,
    CONDITIONS,
    CONFESSIONS,
    CONTRASTIVE_NEGATIONS,
    CORRECTION_MARKERS,
    GENERIC_RETRACTIONS,
    HEARSAY,
    HYPOTHETICALS,
    JOKE_RETRACTIONS,
    MISSTATING_HABITS,
    OUT_OF_PLAY,
    PAST_FRAMES,
    PLAN_NOUNS,
    PLANS,
    POSSIBILITIES,
    REPAIR_TAGS,
    RETRACTIONS,
    ROLEPLAY_OPENERS,
    SARCASM_CONFESSIONS,
    SARCASM_CUES,
    SOFT_HEDGES,
    STRONG_HEDGES,
    TEASE_CONFESSIONS,
    TRAILING_CONDITIONS,
    TRAILING_QUESTIONS,
    WISHES,
)
from companion.validation.lexicon.noise import (
    DENIALS,
    HYPERBOLE_PHRASES,
    OATHS,
    SPEECH_ACT_CONDITIONS,
    SUPERLATIVE_TAILS,
)

__all__ = [
    "BLESSING_PHRASES",
    "CHANGES",
    "CONFESSION_PHRASES",
    "CORRECTIONS",
    "FACT_MARKERS",
    "FRAME_MARKERS",
    "FRAME_NOUNS",
    "GENERIC_RETRACTION_PHRASES",
    "HYPERBOLES",
    "MISSTATING_HABIT_PHRASES",
    "OATH_PHRASES",
    "OUT_OF_PLAY_PHRASES",
    "REPAIR_TAG_PHRASES",
    "RETRACTION_PHRASES",
    "SARCASM_PHRASES",
    "SPECIFYING_COPULAS",
    "SPEECH_ACTS",
    "SUPERLATIVES",
    "TEASE_PHRASES",
    "Marker",
    "Phrase",
    "PhraseTable",
    "clear_caches",
    "find_phrases",
    "phrase_at",
    "phrase_spans",
    "phrase_table",
]


class Marker(enum.Enum):
    """What a phrase of a table does to the words around it."""

    DOUBT = enum.auto()  # "I'm not sure", "maybe"
    SOFT_DOUBT = enum.auto()  # "I think", "probably"
    POSSIBLE = enum.auto()  # "I might", "could be"
    WISH = enum.auto()  # "I wish", "I'd love to"
    PLAN = enum.auto()  # "I'm going to", "planning to"
    CONDITION = enum.auto()  # "if", "unless", "as long as"
    CONDITION_AFTER = enum.auto()  # "..., pension permitting", "..., all being well"
    ASKED_AFTER = enum.auto()  # "..., would you say", "... or not": the statement before is asked
    BLESSING = enum.auto()  # "..., inshallah", "God willing": voids the markers inside it
    HYPOTHETICAL = enum.auto()  # "imagine", "what if", "suppose"
    PAST = enum.auto()  # "used to", "back then"
    JOKE = enum.auto()  # "just kidding"
    ROLEPLAY = enum.auto()  # "let's pretend"
    SARCASM = enum.auto()  # "yeah right"
    HEARSAY = enum.auto()  # "apparently", "according to"
    DENIAL = enum.auto()  # "there's no way"
    CONTRAST = enum.auto()  # "not X but Y" in a fact
    CORRECTION = enum.auto()  # "no sorry", "I mean"
    OATH = enum.auto()  # "I swear"
    TELLING = enum.auto()  # "if I'm honest": a condition on telling
    EXAGGERATION = enum.auto()  # "a million times", "literally dying"
    SUPERLATIVE = enum.auto()  # "... in the world", "... ever"
    RETRACTION = enum.auto()  # "forget what I said"
    OUT_OF_PLAY = enum.auto()  # "in real life": out of a pretend opened before
    CHANGE = enum.auto()  # "now", "anymore": a value that changed


Phrase = tuple[str, ...]
#: first word -> the phrases that start with it, longest first, each with its marker.
PhraseTable = dict[str, tuple[tuple[Phrase, Marker], ...]]


def phrase_table(*groups: tuple[tuple[Phrase, ...], Marker]) -> PhraseTable:
    """A lookup of tagged phrases by their first word."""
    table: dict[str, list[tuple[Phrase, Marker]]] = {}
    for phrases, marker in groups:
        for phrase in phrases:
            table.setdefault(phrase[0], []).append((phrase, marker))
    return {k: tuple(sorted(v, key=lambda p: -len(p[0]))) for k, v in table.items()}


def phrase_at(lows: tuple[str, ...], k: int, phrases: tuple[tuple[str, ...], ...]) -> int:
    """The length of the first of `phrases` that starts at token k of `lows`, or 0 when none
    does (a plain tuple of phrases, not a `PhraseTable`)."""
    return next((len(p) for p in phrases if lows[k : k + len(p)] == p), 0)


def phrase_spans(words: tuple[str, ...], phrases: tuple[tuple[str, ...], ...]) -> tuple[tuple[int, int], ...]:
    """Every (start, end) of `words` where one of `phrases` stands, by start (a plain tuple of
    phrases, not a `PhraseTable`). Only the words that start some phrase are tried: a turn is
    read against many phrase lists, and most of its words start none."""
    firsts = _first_words(phrases)
    return tuple(
        (start, start + len(p))
        for start, w in enumerate(words)
        if w in firsts
        for p in phrases
        if words[start : start + len(p)] == p
    )


@lru_cache(maxsize=64)  # keyed on the lexicon's phrase lists, never on a text
def _first_words(phrases: tuple[tuple[str, ...], ...]) -> frozenset[str]:
    return frozenset(p[0] for p in phrases)


def find_phrases(lows: tuple[str, ...], table: PhraseTable) -> list[tuple[int, int, Marker]]:
    """Every (start, end, marker) of a phrase of `table` in `lows`: at each start the longest
    phrase that matches, with every marker it has ("once" is a condition or a past). The tables
    of this module are looked up through a cache: the same message is read for many candidates."""
    name = _TABLE_NAMES.get(id(table))
    if name is not None:
        return list(_find_cached(lows, name))
    return _find(lows, table)


@lru_cache(maxsize=16384)
def _find_cached(lows: tuple[str, ...], name: int) -> tuple[tuple[int, int, Marker], ...]:
    return tuple(_find(lows, _TABLES[name]))


def clear_caches() -> None:
    """Empty the per-text cache of phrase lookups (see `validation.caches.clear_caches`)."""
    _find_cached.cache_clear()


def _find(lows: tuple[str, ...], table: PhraseTable) -> list[tuple[int, int, Marker]]:
    out: list[tuple[int, int, Marker]] = []
    n = len(lows)
    # only the words some phrase starts with (most words start none: skip them at C speed)
    for i in [i for i, word in enumerate(lows) if word in table]:
        longest = 0
        for phrase, marker in table[lows[i]]:
            m = len(phrase)
            if m < longest:
                break  # longest first: "if only" is a wish, not the condition its "if" opens
            if i + m <= n and lows[i : i + m] == phrase:
                out.append((i, i + m, marker))
                longest = m
    return out


#: How the user's words were said: the markers of `utterance` frames.
FRAME_MARKERS: PhraseTable = phrase_table(
    (STRONG_HEDGES, Marker.DOUBT),
    (SOFT_HEDGES, Marker.SOFT_DOUBT),
    (POSSIBILITIES, Marker.POSSIBLE),
    (WISHES, Marker.WISH),
    (BLESSINGS, Marker.WISH),
    (PLANS, Marker.PLAN),
    (CONDITIONS, Marker.CONDITION),
    (HYPOTHETICALS, Marker.HYPOTHETICAL),
    (PAST_FRAMES, Marker.PAST),
    (JOKE_RETRACTIONS, Marker.JOKE),
    (ROLEPLAY_OPENERS, Marker.ROLEPLAY),
    (SARCASM_CUES, Marker.SARCASM),
    (HEARSAY, Marker.HEARSAY),
    (TRAILING_CONDITIONS, Marker.CONDITION_AFTER),
    (TRAILING_QUESTIONS, Marker.ASKED_AFTER),
    (DENIALS, Marker.DENIAL),
)
#: How a fact text says its claim ("User wants to", "User used to"): possibilities read as
#: wishes and every hedge as doubt, since a fact only needs to carry the frame's kind.
FACT_MARKERS: PhraseTable = phrase_table(
    (WISHES, Marker.WISH),
    (PLANS, Marker.PLAN),
    (PLAN_NOUNS, Marker.PLAN),
    (POSSIBILITIES, Marker.WISH),
    (STRONG_HEDGES, Marker.DOUBT),
    (SOFT_HEDGES, Marker.DOUBT),
    (PAST_FRAMES, Marker.PAST),
    (HYPOTHETICALS, Marker.HYPOTHETICAL),
    (CONDITIONS, Marker.CONDITION),
    (TRAILING_CONDITIONS, Marker.CONDITION),
    (CONTRASTIVE_NEGATIONS, Marker.CONTRAST),
)
#: lemma. Nouns that name a frame when a clause points back with them ("that's my guess",
#: "that's the dream", "that's the plan anyway"): what the statement before was.
FRAME_NOUNS: dict[str, Marker] = {
    "guess": Marker.DOUBT,
    "theory": Marker.DOUBT,
    "assumption": Marker.DOUBT,
    "hope": Marker.WISH,
    "dream": Marker.WISH,
    "wish": Marker.WISH,
    "plan": Marker.PLAN,
    "idea": Marker.PLAN,
    "rumour": Marker.HEARSAY,
    "rumor": Marker.HEARSAY,
    "gossip": Marker.HEARSAY,
    "word": Marker.HEARSAY,
}
#: low. The copulas after a frame noun that say what it is ("my dream | is | to ...").
SPECIFYING_COPULAS: frozenset[str] = frozenset(["is", "was"])
#: Blessings said with a statement ("God willing"): no frame marker inside one counts.
BLESSING_PHRASES: PhraseTable = phrase_table((BLESSINGS, Marker.BLESSING))
#: In-turn corrections ("no sorry", "I mean").
CORRECTIONS: PhraseTable = phrase_table((CORRECTION_MARKERS, Marker.CORRECTION))
#: Oaths that, with an all-or-nothing word, make an exaggeration ("I swear she never sleeps").
OATH_PHRASES: PhraseTable = phrase_table((OATHS, Marker.OATH))
#: Conditions on telling rather than on what is told ("if I'm honest").
SPEECH_ACTS: PhraseTable = phrase_table((SPEECH_ACT_CONDITIONS, Marker.TELLING))
#: Fixed exaggerations ("literally dying", "a million times").
HYPERBOLES: PhraseTable = phrase_table((HYPERBOLE_PHRASES, Marker.EXAGGERATION))
#: What follows "best" in praise that is likely sarcastic ("best boss in the world").
SUPERLATIVES: PhraseTable = phrase_table((SUPERLATIVE_TAILS, Marker.SUPERLATIVE))
#: The user taking something back in a later message ("forget what I said about").
RETRACTION_PHRASES: PhraseTable = phrase_table((RETRACTIONS, Marker.RETRACTION))
#: Retractions that name nothing ("never mind"): they take back what was just said.
GENERIC_RETRACTION_PHRASES: PhraseTable = phrase_table((GENERIC_RETRACTIONS, Marker.RETRACTION))
#: A tease owned up to, said to the listener ("i'm messing with you", "i wanted to see if you'd
#: believe me").
TEASE_PHRASES: PhraseTable = phrase_table((TEASE_CONFESSIONS, Marker.RETRACTION))
#: The user's own words named as sarcasm (`SARCASM_CONFESSIONS`).
SARCASM_PHRASES: PhraseTable = phrase_table((SARCASM_CONFESSIONS, Marker.RETRACTION))
#: Owning up to a repair after it ("..., i should say").
REPAIR_TAG_PHRASES: PhraseTable = phrase_table((REPAIR_TAGS, Marker.RETRACTION))
#: Owning up before setting the record straight ("okay confession", "truthfully").
CONFESSION_PHRASES: PhraseTable = phrase_table((CONFESSIONS, Marker.RETRACTION))
#: Owning up to misstating by habit ("i always round up", "i tell people").
MISSTATING_HABIT_PHRASES: PhraseTable = phrase_table((MISSTATING_HABITS, Marker.RETRACTION))
#: Words saying a value changed ("now", "anymore", "switched").
CHANGES: PhraseTable = phrase_table((CHANGE_WORDS, Marker.CHANGE))
#: The user stepping out of a pretend opened in an earlier turn ("in real life").
OUT_OF_PLAY_PHRASES: PhraseTable = phrase_table((OUT_OF_PLAY, Marker.OUT_OF_PLAY))

#: the tables of this module, cached by position (tables are dicts, so not hashable themselves)
_TABLES: tuple[PhraseTable, ...] = (
    FRAME_MARKERS,
    BLESSING_PHRASES,
    FACT_MARKERS,
    CORRECTIONS,
    OATH_PHRASES,
    SPEECH_ACTS,
    HYPERBOLES,
    SUPERLATIVES,
    RETRACTION_PHRASES,
    GENERIC_RETRACTION_PHRASES,
    CHANGES,
    OUT_OF_PLAY_PHRASES,
)
_TABLE_NAMES: dict[int, int] = {id(table): i for i, table in enumerate(_TABLES)}
