"""Emptying the gate's per-text caches (benchmarks measure cold canonicalisation; tests start clean).

A module of its own above the cached ones: quotes, fact shapes and utterances use each other in
one direction, and the function that clears them all imports every one of them.
"""

from __future__ import annotations

from companion.validation import fact, later, normalize, quotes, takeback, utterance

__all__ = ["clear_caches"]


def clear_caches() -> None:
    """Empty every per-text cache of the gate."""
    quotes.canonicalize_quote.cache_clear()
    utterance.clear_caches()
    fact.fact_shape.cache_clear()
    normalize.clear_caches()
    later.clear_caches()
    takeback.clear_caches()
