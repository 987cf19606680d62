"""Comparing a candidate with what is already known (rule V10).

Two wordings are the same fact when their specifics (names, numbers, dates) and negations are
identical and their remaining words are nearly so. Specifics must be equal, not similar: "wife
is Sarah" and "wife is Sara" may be a typo, but they are not the same claim to a validator.
"""

from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz import fuzz

from companion.model import Fact, FactStatus, Tombstone, fact_text_hash
from companion.validation.lexicon import IDENTITY_NOISE, NEGATIONS
from companion.validation.lexicon.tables import CHANGES
from companion.validation.normalize import canonicalize

__all__ = ["find_duplicate", "find_slot_holder", "is_correction", "is_tombstoned", "same_fact"]

_IGNORED = IDENTITY_NOISE


def _signature(text: str) -> tuple[frozenset[str], str]:
    canon = canonicalize(text)
    hard = (
        frozenset(k for k, c in zip(canon.keys, canon.critical, strict=False) if c or k in NEGATIONS)
        - _IGNORED
    )
    soft = " ".join(k for k in canon.keys if k not in _IGNORED)
    return hard, soft


def same_fact(a: str, b: str, ratio: float) -> bool:
    """V10: near-duplicate wordings of one fact (equal specifics and negations, similar words)."""
    hard_a, soft_a = _signature(a)
    hard_b, soft_b = _signature(b)
    if hard_a != hard_b:
        return False
    return soft_a == soft_b or fuzz.token_sort_ratio(soft_a, soft_b) >= ratio


def find_duplicate(text: str, facts: Iterable[Fact], ratio: float) -> Fact | None:
    """V10: the active fact this text restates, if any."""
    for fact in facts:
        if fact.status is FactStatus.ACTIVE and same_fact(text, fact.text, ratio):
            return fact
    return None


def find_slot_holder(slot: str | None, facts: Iterable[Fact]) -> Fact | None:
    """V10: the active fact holding a single-valued slot."""
    if slot is None:
        return None
    for fact in facts:
        if fact.status is FactStatus.ACTIVE and fact.slot == slot:
            return fact
    return None


def is_tombstoned(text: str, tombstones: Iterable[Tombstone], ratio: float) -> Tombstone | None:
    """V10: a tombstone with the same text hash or (when its text is kept) a near-duplicate text."""
    stones = tuple(tombstones)
    if not stones:
        return None
    digest = fact_text_hash(text)
    for stone in stones:
        if stone.text_hash == digest:
            return stone
        if stone.text is not None and same_fact(text, stone.text, ratio):
            return stone
    return None


def is_correction(quote: str) -> bool:
    """V10: the user presents the new value as a change ("actually", "now", "no longer")."""
    lows = canonicalize(quote).lows
    return any(tuple(lows[i : i + len(p)]) == p for i, w in enumerate(lows) for p, _ in CHANGES.get(w, ()))
