"""Pure parts of recall: rank fusion, the distance threshold, tie-breaks (no I/O).

Reciprocal rank fusion (Cormack et al., 2009): a chunk scores sum(w / (k + rank)) over the lists it
appears on, so a chunk that is both semantically close and shares rare words with the utterance
(names, numbers) rises, and neither list's raw scores need calibrating against the other.

The distance threshold is applied to every candidate, whichever list found it: a word match with
a far vector ("the" plus a common name) is not relevant enough to interrupt a conversation with.
Ties go to the more recent memory, then to the more important fact.

Three refinements, each a change of kind rather than a fitted weight (docs/recall.md has the
measurements on both halves of the development split):

- The text list is ranked by the summed inverse document frequency of the utterance's words a
  chunk holds (over this user's chunks, in SQL: companion.store.recall_search), not by ts_rank's
  plain word count.
- **Relevance**, the abstention score: `1 - distance + coverage_weight * coverage`, where coverage
  is the share of the utterance's word weight the chunk holds. A chunk is kept only when its
  relevance reaches `min_relevance` (and its distance is within `max_distance`). Semantic
  closeness alone cannot tell "my sister's wedding" from someone else's wedding; a chunk that is
  close *and* holds the utterance's telling words can. With the defaults, a chunk holding none of
  the words must be within distance 0.55; one holding all of them, within 0.70.
- When the utterance is about one side (companion.recall.query.utterance_focus), chunks holding no
  turn of that side weigh `focus_weight` in the fusion.
- **An answer counts as much as the question it answers.** People ask each other things in
  conversation, and an utterance that matches a question asked in the past ("how long have you
  been married?") is usually after its answer, the next turn ("5 years already!"), which shares
  few of its words and sits far from it in meaning. A candidate holding the turn right after a
  candidate whose last line asks a question inherits `answer_weight` times that question's fused
  score and, when that question is recalled, is as relevant (and as close, for the cut-off) as
  the question if it is not more so. On the development split's one-turn chunks this raised
  recall@5 by 4.7-4.9 points on the tuning half and 2.5-4.3 on the held-out half over two ingests
  (docs/recall.md). Only a chunk that does not already hold the
  question inherits: the product's chunks (a user turn with the assistant turns around it) hold an
  assistant's question with the user's answer, and there it changes nothing.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from companion.model.recall import ChunkCandidate, FactCandidate
from companion.recall.query import Focus

__all__ = ["FusionParams", "Recalled", "fuse_chunks", "relevance", "select_facts"]


@dataclass(frozen=True, slots=True)
class FusionParams:
    """How the two lists are fused. Defaults were tuned on the development data (docs/recall.md)."""

    # A small k rewards the top of each list: on the development data recall@5 is 0.64-0.65 for k in
    # [0.5, 4] and falls to 0.58 at the customary k = 60 (docs/recall.md).
    rrf_k: float = 1.0
    vector_weight: float = 1.0
    text_weight: float = 1.0
    max_distance: float | None = 0.70
    # The abstention threshold on relevance (1 - distance + coverage_weight * coverage), chosen on
    # one half of the development split so that questions about someone else's life mostly return
    # nothing while recall@5 stays within a point of no threshold (docs/recall.md, the curve).
    min_relevance: float | None = 0.45
    coverage_weight: float = 0.3
    # The weight of chunks holding no turn of the side the utterance is about (1.0: no focus).
    focus_weight: float = 0.7
    # The share of a question's fused score that the chunk holding its answer (the next turn)
    # inherits, with a recalled question's relevance; 0 switches it off. 1: the answer counts as much as
    # the question (recall@5 on the tuning half was flat from 1 to 2: docs/recall.md).
    answer_weight: float = 1.0


@dataclass(frozen=True, slots=True)
class Recalled:
    """One recalled memory: a past conversation chunk or an active fact, with its date."""

    kind: Literal["chunk", "fact"]
    text: str
    date: datetime
    score: float
    distance: float
    id: uuid.UUID
    session_id: uuid.UUID | None = None
    seq_from: int | None = None  # chunks: the first message of the chunk in its session
    importance: int | None = None
    relevance: float | None = None  # chunks: what the abstention threshold compared


def relevance(distance: float, coverage: float, params: FusionParams) -> float:
    """The abstention score: closeness in meaning plus the share of the utterance's words held."""
    return 1.0 - distance + params.coverage_weight * coverage


# What may close a question's line after its question mark: spaces, quotes, brackets.
_CLOSING = " \t\n\"'\u2019\u201d)]"


def _asks(text: str) -> bool:
    """Whether the chunk's last line is a question (its last turn asks something)."""
    last = text[-1:]
    return last == "?" or (last in _CLOSING and text.rstrip(_CLOSING).endswith("?"))


def fuse_chunks(
    candidates: Sequence[ChunkCandidate],
    k: int,
    params: FusionParams,
    *,
    focus: Focus | None = None,
) -> list[Recalled]:
    """The best `k` chunks by weighted RRF over the vector and text ranks, within the thresholds.

    `focus`: the side the utterance is about (companion.recall.query.utterance_focus).

    A candidate that starts with the turn right after another candidate's question inherits
    `answer_weight` of that question's score and, when the question passes the thresholds, its
    relevance and distance if they are better than its own (so a query with nothing relevant
    still returns nothing). Only chunks that split a question from its answer: one-turn chunks, not
    the product's (a user turn with the assistant turns around it), where the chunk after an
    assistant's question starts with that question and so holds the answer with it already.
    Inheriting there too counted the question twice and spread every score to the next exchange
    (assistants end most turns asking): -2.9 / -3.5 points of recall@5 on the two halves
    (docs/recall.md)."""
    max_distance, min_relevance = params.max_distance, params.min_relevance
    inherit = params.answer_weight > 0.0
    # index -> (score, relevance, distance) of the candidates kept by their own figures
    kept: dict[int, tuple[float, float, float]] = {}
    # Per candidate: its fused score before the side's weight, and that weight (the answer's side
    # weighs what it inherits too: the focus is a property of the chunk, whatever its score).
    unweighted = [0.0] * len(candidates) if inherit else []
    sides = [1.0] * len(candidates) if inherit else []
    asking: list[int] = []
    for i, c in enumerate(candidates):
        side = params.focus_weight if focus is not None and c.roles and focus not in c.roles else 1.0
        score = 0.0
        if c.vector_rank is not None:
            score += side * params.vector_weight / (params.rrf_k + c.vector_rank)
        if c.text_rank is not None:
            score += side * params.text_weight / (params.rrf_k + c.text_rank)
        fit = 1.0 - c.distance + params.coverage_weight * c.coverage  # relevance()
        if inherit:
            unweighted[i], sides[i] = score / side, side
            if score > 0.0 and _asks(c.text):  # a question only a switched-off list found passes nothing
                asking.append(i)
        if max_distance is not None and c.distance > max_distance:
            continue
        if min_relevance is not None and fit < min_relevance:
            continue
        if score > 0.0:  # a list with weight 0 is switched off (vector-only / text-only modes)
            kept[i] = (score, fit, c.distance)
    if asking:
        # Where each chunk starts in its session (a number key: hashing the uuid object is slower).
        starts = {(c.session_id.int, c.seq_from): i for i, c in enumerate(candidates)}
        recalled = dict(kept)  # who passes the thresholds on their own figures
        answered: set[int] = set()
        for q in asking:  # each question passes on its own figures, from before any inheritance
            c = candidates[q]
            a = starts.get((c.session_id.int, c.seq_from + max(len(c.roles), 1)))  # the turn after
            if a is None or a in answered:
                continue
            answered.add(a)
            score = sides[a] * (unweighted[a] + params.answer_weight * unweighted[q])
            if q in recalled:  # the answer to a recalled question is as relevant and close as it
                answer = candidates[a]
                fit = max(relevance(answer.distance, answer.coverage, params), recalled[q][1])
                kept[a] = (score, fit, min(answer.distance, c.distance))
            elif a in recalled:  # else only an answer that passes on its own figures is kept
                kept[a] = (score, recalled[a][1], recalled[a][2])
    # Highest score first; ties: newest first, then id so the order is total and reproducible.
    # The id as its 128-bit number: ordered as its canonical text is, without formatting it.
    scored = sorted(
        (-score, -candidates[i].spoken_at.timestamp(), candidates[i].id.int, fit, candidates[i])
        for i, (score, fit, _) in kept.items()
    )
    return [
        Recalled(
            kind="chunk",
            text=c.text,
            date=c.spoken_at,
            score=-negated,
            distance=c.distance,
            id=c.id,
            session_id=c.session_id,
            seq_from=c.seq_from,
            relevance=fit,
        )
        for negated, _, _, fit, c in scored[:k]
    ]


def select_facts(candidates: Sequence[FactCandidate], k: int, max_distance: float | None) -> list[Recalled]:
    """The `k` nearest facts within the threshold; ties: more important, then more recent."""
    kept = [c for c in candidates if max_distance is None or c.distance <= max_distance]
    kept.sort(key=lambda c: (round(c.distance, 4), -c.importance, -c.valid_from.timestamp(), str(c.id)))
    return [
        Recalled(
            kind="fact",
            text=c.text,
            date=c.valid_from,
            score=1.0 - c.distance,
            distance=c.distance,
            id=c.id,
            importance=c.importance,
        )
        for c in kept[:k]
    ]
