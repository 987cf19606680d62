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


_WORDS = st.lists(st.sampled_from(["knee", "walk", "Biscuit", "x" * 30, "the", "puppy", "..."]), max_size=120)


@given(
    st.lists(st.tuples(st.sampled_from(["user", "assistant"]), _WORDS), max_size=12),
    st.one_of(st.none(), st.integers(min_value=1, max_value=40)),
    st.booleans(),
)
def test_pieces_cut_only_assistant_turns_and_only_their_end(
    turns: list[tuple[str, list[str]]], words: int | None, dated: bool
) -> None:
    """The truncation policy of chunk vectors, for any transcript and any cap: a chunk has one
    piece per line in the same order; the date line and every user line are embedded as they
    are; an assistant piece keeps the line's label and its first words (at most `words` of the
    turn), never a word the line does not have at that place; the text is never cut by it."""
    messages = [
        Message(role=role, content=" ".join(content), timestamp=T0 + timedelta(minutes=i))
        for i, (role, content) in enumerate(turns)
    ]
    cut = build_chunks(messages, session_date=T0 if dated else None, assistant_embed_words=words)
    whole = build_chunks(messages, session_date=T0 if dated else None, assistant_embed_words=None)
    assert [c.lines for c in cut] == [c.lines for c in whole]  # the text does not depend on the cap
    for chunk in cut:
        assert len(chunk.pieces) == len(chunk.lines)
        offset = len(chunk.lines) - len(chunk.roles)  # the date line, when there is one
        assert chunk.pieces[:offset] == chunk.lines[:offset]
        for role, line, piece, seq in zip(
            chunk.roles,
            chunk.lines[offset:],
            chunk.pieces[offset:],
            range(chunk.seq_from, chunk.seq_to + 1),
            strict=True,
        ):
            original = messages[seq].content.split()
            if role == "user" or words is None or len(original) <= words:
                assert piece == line
                continue
            label, _, kept = piece.partition(": ")
            assert line.startswith(label + ": ")
            kept_words = kept.split()
            assert len(kept_words) <= words
            # The piece's words start the line's words (a piece that reaches the line's
            # 400-character cut is the line itself, " ..." included).
            assert kept_words == line.partition(": ")[2].split()[: len(kept_words)]
    for chunk in whole:
        assert chunk.pieces == chunk.lines


def test_an_assistant_turn_is_embedded_from_its_first_words() -> None:
    """The example: with a cap of 4 words the assistant's lines are embedded from 'Assistant: '
    and their first four words; the user's line whole; the text keeps everything."""
    messages = [
        Message(role="assistant", content="How was the walk with Biscuit this morning?", timestamp=T0),
        Message(role="user", content="Long and muddy, he chased every duck in the park", timestamp=T0),
    ]
    [chunk] = build_chunks(messages, assistant_embed_words=4)
    assert chunk.pieces == (
        "Assistant: How was the walk",
        "User: Long and muddy, he chased every duck in the park",
    )
    assert chunk.lines[0] == "Assistant: How was the walk with Biscuit this morning?"
