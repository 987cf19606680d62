"""Shared helpers for the validation tests: build transcripts without boilerplate."""

from __future__ import annotations

from datetime import UTC, datetime

from companion.model import Message, Verdict
from companion.validation import Policy, validate

# A Wednesday, so weekday arithmetic in the tests is easy to check by hand.
WHEN = datetime(2024, 3, 6, 15, 0, tzinfo=UTC)


def convo(*contents: str, first_role: str = "user") -> list[Message]:
    """Alternating user/assistant messages starting with `first_role`."""
    roles = ("user", "assistant") if first_role == "user" else ("assistant", "user")
    return [Message(role=roles[i % 2], content=c, timestamp=WHEN) for i, c in enumerate(contents)]


def judge(
    msgs: list[Message], text: str, quote: str, index: int = 0, policy: Policy | None = None, **kw: object
) -> Verdict:
    """The verdict on one candidate (`text` backed by `quote` in message `index`)."""
    (v,) = validate(
        msgs,
        [{"text": text, "supporting_quote": quote, "source_message_index": index}],
        policy=policy or Policy(),
        **kw,  # type: ignore[arg-type]
    )
    return v
