"""Shared helpers for the validation tests: build transcripts without boilerplate."""

from __future__ import annotations

from datetime import UTC, datetime

from companion.model import Message

# A Wednesday, so weekday arithmetic in the tests is easy to check by hand.
WHEN = datetime(2024, 3, 6, 15, 0, tzinfo=UTC)


def convo(*contents: str, first_role: str = "user") -> list[Message]:
    """Alternating user/assistant messages starting with `first_role`."""
    roles = ("user", "assistant") if first_role == "user" else ("assistant", "user")
    return [Message(role=roles[i % 2], content=c, timestamp=WHEN) for i, c in enumerate(contents)]
