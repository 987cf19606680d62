"""Whose turns an utterance asks about, worked out by code (pure: no I/O, no model).

- **Whose words to look in** (`utterance_focus`). "When did I start running?" is about the user's own
  turns; "what did you suggest for my knee?" about the companion's. First person (or the user's
  name) points at the user's turns, second person alone (or the companion's name) at the
  companion's; the other side's turns are then context, not evidence. On the development data
  (per-turn chunks, questions naming one speaker) this raised recall@1 by 2-4 points on both
  halves of the split (docs/recall.md).

How telling each word of the utterance is (its inverse document frequency over the user's
chunks) is worked out in SQL, where the per-user word counts are: companion.store.recall_search.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from typing import Literal

__all__ = ["Focus", "text_query", "utterance_focus"]

Focus = Literal["user", "assistant"]

_FIRST_PERSON = re.compile(r"\b(i|me|my|mine|myself)\b", re.IGNORECASE)
_SECOND_PERSON = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)


def _names(text: str, names: Collection[str]) -> bool:
    return any(re.search(rf"\b{re.escape(n)}\b", text, re.IGNORECASE) for n in names if n.strip())


def utterance_focus(utterance: str, speakers: Mapping[str, str] | None = None) -> Focus | None:
    """Whose turns the utterance asks about: "user", "assistant" or None (both, or neither).

    `speakers` maps a role to its display name ("user" -> "Dana"). A name is the strongest
    signal (a question naming one speaker is about that speaker); then person: first person is
    the user speaking of themselves (even "did I tell you ..." is about the user's life); second
    person with no first person is about what the companion said."""
    spoken = utterance.replace("\u2019", "'")
    named = {role for role, name in (speakers or {}).items() if _names(spoken, [name])}
    if named == {"user"}:
        return "user"
    if named == {"assistant"}:
        return "assistant"
    if named:
        return None
    if _FIRST_PERSON.search(spoken):
        return "user"
    if _SECOND_PERSON.search(spoken):
        return "assistant"
    return None


def text_query(utterance: str, speakers: Mapping[str, str] | None = None) -> str:
    """The utterance as the full-text list should read it: "I" / "my" (or "you") stand for a
    speaker whose lines in the chunks carry their name, so the name is added; an utterance that
    names nobody by pronoun is left as it is."""
    names = speakers or {}
    spoken = utterance.replace("\u2019", "'")
    if any(_names(spoken, [name]) for name in names.values()):
        return utterance
    focus = utterance_focus(utterance, names)
    name = names.get(focus) if focus is not None else None
    return f"{utterance} {name}" if name else utterance
