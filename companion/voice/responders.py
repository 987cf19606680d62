"""Who writes the companion's reply: the Responder protocol and the offline placeholder.

A responder turns the context of one exchange (pinned profile + recall + recent turns, assembled by
`companion.memory`) into a stream of text deltas. The Claude responder lives in
`claude_responder.py` (it streams through `companion.claude`, the one SDK importer). Without a key the
`OfflineResponder` answers: it says plainly that it is a placeholder, and still reads the recall,
so the demo and the tests exercise the whole memory path.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import date, datetime
from typing import Protocol, runtime_checkable

__all__ = [
    "FALLBACK_REPLY",
    "OFFLINE_PREFIX",
    "CallEnding",
    "Nudging",
    "OfflineResponder",
    "RecalledLike",
    "ReplyContextLike",
    "Responder",
    "format_date",
    "last_user_text",
    "said_goodbye",
]

OFFLINE_PREFIX = "(offline responder — no language model configured)"

# Spoken when the reply model fails before saying anything: a caller hears a short apology and
# knows to speak again, where silence would sound like a dropped line.
FALLBACK_REPLY = "Sorry, I lost my train of thought for a moment. Could you say that again?"

# The offline rule for "the user is leaving": a farewell phrase ending the utterance (after it only
# a name, a thank-you or punctuation), so "bye" in "I said bye to my sister and then" is not one.
_GOODBYE = re.compile(
    r"\b(?:good\s?bye|bye(?:[\s-]?bye)?|bye for now|good\s?night|see you(?: later| soon| tomorrow)?"
    r"|talk to you (?:later|soon|tomorrow)|speak (?:to you )?(?:later|soon)|take care|i have to go"
    r"|i(?:'| a)m hanging up|gotta go|that's all for (?:now|today))"
    r"(?:[\s,!.]+(?:then|now|for now|thanks|thank you|(?-i:[A-Z][a-z]+)))*[\s,!.]*$",
    re.IGNORECASE,
)


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


@runtime_checkable
class Nudging(Protocol):
    """A responder that can check in when the user has gone quiet (Retell's `reminder_required`).

    The context's turns end where the user fell silent; the nudge is one short line that does not
    answer the last utterance again."""

    def nudge(self, ctx: ReplyContextLike) -> AsyncIterator[str]: ...


@runtime_checkable
class CallEnding(Protocol):
    """A responder that decides, after its reply, whether the call should end (the user said goodbye)."""

    def ends_call(self, ctx: ReplyContextLike) -> bool: ...


def said_goodbye(text: str) -> bool:
    """The offline goodbye rule: the utterance ends with a farewell ("ok, bye!", "talk to you later")."""
    return _GOODBYE.search(text.strip()) is not None


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

    def compose_nudge(self, ctx: ReplyContextLike) -> str:
        """A check-in after silence, naming one recalled memory when there is one."""
        recalled = list(ctx.recalled)[:1]
        if recalled:
            return f"{OFFLINE_PREFIX} Are you still there? I was just thinking about this: {recalled[0].text}"
        return f"{OFFLINE_PREFIX} Are you still there? Take your time."

    def ends_call(self, ctx: ReplyContextLike) -> bool:
        return said_goodbye(last_user_text(ctx))

    async def stream(self, ctx: ReplyContextLike) -> AsyncIterator[str]:
        async for word in self._paced(self.compose(ctx)):
            yield word

    async def nudge(self, ctx: ReplyContextLike) -> AsyncIterator[str]:
        async for word in self._paced(self.compose_nudge(ctx)):
            yield word

    async def _paced(self, text: str) -> AsyncIterator[str]:
        words = text.split(" ")
        for i, word in enumerate(words):
            if self._delay_s and i:
                await asyncio.sleep(self._delay_s)
            yield word if i == 0 else " " + word
