"""Emptying the gate's per-text caches (benchmarks measure cold canonicalisation; tests start clean).

A module of its own above the cached ones: quotes, fact shapes and utterances use each other in
one direction, and the function that clears them all imports every one of them.

Every cache keyed on a text (a message, a quote, a fact, or the words of one) is emptied here;
caches keyed on a single word (lemmas, parts of speech, number words) are vocabulary, kept warm.
"""

from __future__ import annotations

from companion.validation import (
    claim,
    fact,
    idioms,
    later,
    later_model,
    matching,
    normalize,
    quotes,
    takeback,
    utterance,
)
from companion.validation.lexicon import tables

__all__ = ["clear_caches"]


def clear_caches() -> None:
    """Empty every per-text cache of the gate."""
    quotes.canonicalize_quote.cache_clear()
    utterance.clear_caches()
    fact.fact_shape.cache_clear()
    normalize.clear_caches()
    later.clear_caches()
    takeback.clear_caches()
    later_model.turn_features.cache_clear()
    later_model.read_turns.cache_clear()
    # keyed on a message's words: without them a "cold" run reused the last run's readings
    claim._forms_of.cache_clear()
    claim.negating_tokens.cache_clear()
    idioms.assenting_idioms.cache_clear()
    matching.spoken_date_words.cache_clear()
    matching.resumptive_pronouns.cache_clear()
    matching._contractions.cache_clear()
    matching._contractions_of.cache_clear()
    tables.clear_caches()
