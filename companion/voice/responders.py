"""Who writes the companion's reply: the Responder protocol and the offline placeholder.

A responder turns the context of one exchange (pinned profile + recall + recent turns, assembled by
`companion.memory`) into a stream of text deltas. The Claude responder lives in
`claude_responder.py` (it streams through `companion.claude`, the one SDK importer). Without a key the
`OfflineResponder` answers: it says plainly that it is a placeholder, and still reads the recall,
so the demo and the tests exercise the whole memory path.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import date, datetime
from typing import Protocol

from companion.errors import CompanionError

__all__ = [
    "OFFLINE_PREFIX",
    "OfflineResponder",
    "RecalledLike",
    "ReplyContextLike",
    "Responder",
    "ResponderUnavailable",
    "format_date",
    "last_user_text",
]

OFFLINE_PREFIX = "(offline responder — no language model configured)"


class ResponderUnavailable(CompanionError):
    """The reply model failed or timed out; the turn gets a `reply_failed` error event."""


class RecalledLike(Protocol):
    """One recalled memory shown beside a reply (companion.memory.Recalled satisfies it)."""

    @property
    def text(self) -> str: ...
    @property
    def date(self) -> date | datetime | str | None: ...
    @property
    def kind(self) -> str: ...
    @property
    def score(self) -> float: ...


class ReplyContextLike(Protocol):
    """What a responder reads (companion.memory.ReplyContext satisfies it)."""

    @property
    def system(self) -> str: ...
    @property
    def turns(self) -> Sequence[Mapping[str, str]]: ...
    @property
    def recalled(self) -> Sequence[RecalledLike]: ...


class Responder(Protocol):
    def stream(self, ctx: ReplyContextLike) -> AsyncIterator[str]:
        """The reply as text deltas, in order. Raises ResponderUnavailable on failure."""
        ...


def format_date(value: date | datetime | str | None) -> str | None:
    """A recalled item's date as YYYY-MM-DD (or the string given)."""
    if value is None:
        return None
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def last_user_text(ctx: ReplyContextLike) -> str:
    for turn in reversed(ctx.turns):
        if turn.get("role") == "user":
            return turn.get("content", "")
    return ""


class OfflineResponder:
    """A plainly labelled placeholder reply that echoes the utterance and names what it recalled.

    `delay_s` paces the words like a slow model, so barge-in can be exercised against it.
    """

    def __init__(self, *, delay_s: float = 0.0, max_recalled: int = 3) -> None:
        self._delay_s = delay_s
        self._max_recalled = max_recalled

    def compose(self, ctx: ReplyContextLike) -> str:
        heard = last_user_text(ctx)
        parts = [f"{OFFLINE_PREFIX} You said: “{heard}”."]
        recalled = list(ctx.recalled)[: self._max_recalled]
        if recalled:
            memories = "; ".join(f"{item.text} ({format_date(item.date) or 'undated'})" for item in recalled)
            parts.append(f"I remember: {memories}.")
        else:
            parts.append("Nothing from earlier conversations came to mind.")
        return " ".join(parts)

    async def stream(self, ctx: ReplyContextLike) -> AsyncIterator[str]:
        words = self.compose(ctx).split(" ")
        for i, word in enumerate(words):
            if self._delay_s and i:
                await asyncio.sleep(self._delay_s)
            yield word if i == 0 else " " + word
