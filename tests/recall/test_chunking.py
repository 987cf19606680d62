"""Chunks built from a finished transcript (pure)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from companion.model import Message
from companion.recall.chunking import build_chunks

T0 = datetime(2026, 6, 3, 18, 0, tzinfo=UTC)


def _messages(roles: list[str]) -> list[Message]:
    return [
        Message(role=r, content=f"{r} turn {i}", timestamp=T0 + timedelta(minutes=i))
        for i, r in enumerate(roles)
    ]


def test_user_turn_with_assistant_turns_around_it() -> None:
    """Each user turn becomes a chunk with the assistant turn before and after it, roles labelled."""
    chunks = build_chunks(_messages(["assistant", "user", "assistant", "user", "assistant"]), session_date=T0)
    assert [(c.seq_from, c.seq_to) for c in chunks] == [(0, 2), (2, 4)]
    assert chunks[0].roles == ("assistant", "user", "assistant")
    assert chunks[0].text.splitlines() == [
        "[Session of 3 June 2026]",
        "Assistant: assistant turn 0",
        "User: user turn 1",
        "Assistant: assistant turn 2",
    ]
    assert chunks[1].spoken_at == T0 + timedelta(minutes=3)


def test_no_user_turn_no_chunk() -> None:
    """An assistant-only transcript yields no chunk: nothing the user said, nothing to recall."""
    assert build_chunks(_messages(["assistant", "assistant"])) == []


def test_speaker_names_replace_role_labels() -> None:
    """Known names label the lines instead of User/Assistant."""
    chunks = build_chunks(_messages(["user", "assistant"]), speakers={"user": "Dana", "assistant": "Sol"})
    assert chunks[0].text == "Dana: user turn 0\nSol: assistant turn 1"


@given(st.lists(st.sampled_from(["user", "assistant"]), max_size=40))
def test_chunks_have_unique_starts_and_one_user_turn(roles: list[str]) -> None:
    """Any transcript: one chunk per user turn, each with one user turn and a unique seq_from (its key)."""
    chunks = build_chunks(_messages(roles))
    assert len(chunks) == roles.count("user")
    assert len({c.seq_from for c in chunks}) == len(chunks)
    for c in chunks:
        assert c.roles.count("user") == 1
        assert c.roles == tuple(roles[c.seq_from : c.seq_to + 1])
