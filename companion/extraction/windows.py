"""Long sessions: split a transcript into overlapping windows, merge what the windows proposed.

Pure. A window is a run of consecutive messages `[start, end)` whose rendered size fits a character
budget (about 4 characters per token for English). Message indices stay global: a window is shown
to the model with each message's index in the whole session, so a candidate's
`source_message_index` needs no translation. Consecutive windows share `overlap` messages, so a
statement whose context sits just before a cut is still seen with that context.

Two windows that both contain message i may both propose the same fact from it. `merge_items`
keeps the first of every group of items with the same (message index, normalised quote, normalised
text); items that are not well-formed mappings are never merged away (each one must reach the
validator and be recorded as MALFORMED).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from companion.model import Candidate, Message
from companion.model.proposals import ProposalItem

__all__ = [
    "DEFAULT_OVERLAP",
    "DEFAULT_WINDOW_CHARS",
    "Window",
    "merge_items",
    "message_cost",
    "split_windows",
]

# ~10k tokens of transcript per call: far below Haiku's 200k context, but extraction recall drops
# on very long inputs and a smaller window bounds the cost of one retried call.
DEFAULT_WINDOW_CHARS = 40_000
DEFAULT_OVERLAP = 4
# Per-message framing in the prompt: index, role, timestamp and tags.
_FRAME_CHARS = 60


@dataclass(frozen=True, slots=True)
class Window:
    """Messages [start, end) of a transcript (global indices)."""

    start: int
    end: int

    def __len__(self) -> int:
        return self.end - self.start

    def contains(self, index: int) -> bool:
        return self.start <= index < self.end


def message_cost(message: Message) -> int:
    """The characters one message takes in the prompt."""
    return len(message.content) + _FRAME_CHARS


def split_windows(
    messages: Sequence[Message], budget_chars: int = DEFAULT_WINDOW_CHARS, overlap: int = DEFAULT_OVERLAP
) -> list[Window]:
    """Cover every message with windows that fit `budget_chars`, consecutive ones sharing `overlap`.

    A single message larger than the budget gets a window of its own (it cannot be split without
    breaking its quotes). Every window makes progress, so this terminates for any overlap.
    """
    if budget_chars <= 0:
        raise ValueError("budget_chars must be positive")
    if overlap < 0:
        raise ValueError("overlap must be >= 0")
    n = len(messages)
    if n == 0:
        return []
    windows: list[Window] = []
    start = 0
    while True:
        end, used = start, 0
        while end < n and (end == start or used + message_cost(messages[end]) <= budget_chars):
            used += message_cost(messages[end])
            end += 1
        windows.append(Window(start, end))
        if end >= n:
            return windows
        # Step back by `overlap` messages, but always move at least one message forward.
        start = max(end - overlap, start + 1)


_WORDS = re.compile(r"[^\W_]+")


def _norm(text: object) -> str:
    return " ".join(_WORDS.findall(str(text).casefold()))


def _key(item: ProposalItem) -> tuple[int, str, str] | None:
    if isinstance(item, Candidate):
        return (item.source_message_index, _norm(item.supporting_quote), _norm(item.text))
    index, quote, text = item.get("source_message_index"), item.get("supporting_quote"), item.get("text")
    if type(index) is not int or not isinstance(quote, str) or not isinstance(text, str):
        return None
    return (index, _norm(quote), _norm(text))


def merge_items(groups: Iterable[Sequence[ProposalItem]]) -> tuple[ProposalItem, ...]:
    """Concatenate per-window proposals, dropping later duplicates of the same fact and quote."""
    seen: set[tuple[int, str, str]] = set()
    merged: list[ProposalItem] = []
    for group in groups:
        for item in group:
            key = _key(item)
            if key is not None:
                if key in seen:
                    continue
                seen.add(key)
            merged.append(item)
    return tuple(merged)
