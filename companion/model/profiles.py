"""The profile summary's values: what the renderer (profile) makes and the profile cache (store) keeps."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

__all__ = ["Profile", "SessionSummary"]


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """A past session: when it started and the facts learned in it (their texts)."""

    started_at: datetime
    learned: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Profile:
    """The rendered profile, the sha256 of its text, and how many facts it shows."""

    text: str
    content_hash: str
    fact_count: int
