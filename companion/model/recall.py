"""What the recall search returns: the store fills these, the pure recall code ranks and shows them."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

from companion.model import Category, FactId, SessionId

__all__ = ["ChunkCandidate", "FactCandidate", "SessionTurn"]


@dataclass(frozen=True, slots=True)
class ChunkCandidate:
    """One chunk with its rank on the vector list and/or the text list (None: not in that top n)."""

    id: uuid.UUID
    session_id: SessionId
    seq_from: int
    text: str
    spoken_at: datetime
    distance: float
    vector_rank: int | None
    text_rank: int | None
    text_score: float | None
    roles: tuple[str, ...] = ()  # the roles of the chunk's turns, in order
    coverage: float = 0.0  # the share of the utterance's word weight the chunk holds (text list)


@dataclass(frozen=True, slots=True)
class FactCandidate:
    id: FactId
    version_id: uuid.UUID
    text: str
    category: Category
    importance: int
    valid_from: datetime
    recorded_at: datetime
    distance: float


@dataclass(frozen=True, slots=True)
class SessionTurn:
    seq: int
    role: str
    content: str
    spoken_at: datetime
