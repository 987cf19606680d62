"""Recall chunks built from a finished session's transcript (pure: no I/O, no clock).

One chunk per user turn: the assistant turn just before it (what the user was answering), the
user turn, and the assistant turn just after it (what the companion made of it). Both sides are
searchable because people ask about either ("what did you suggest for my knee?"), and the roles are
kept in the text so a reply model can tell who said what. Consecutive user turns each get their
own chunk; a transcript with no user turn yields no chunk (an assistant monologue is not memory).

Chunks are keyed by the seq of their first message, which is unique per session (each user turn
starts its chunk at itself or at the assistant turn right before it), so re-indexing a session is
idempotent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from companion.model import Message

__all__ = [
    "ASSISTANT_EMBED_WORDS",
    "Chunk",
    "build_chunks",
    "chunk_lines",
    "chunk_text",
    "embedded_turn",
    "format_turn",
]

# Assistant turns can be long; the part that matters for recall is the start (the embedding model
# reads at most 256 tokens anyway). The user's own words are never cut.
_ASSISTANT_CHARS = 400
_SPEAKER = {"user": "User", "assistant": "Assistant"}
# The words of an assistant turn a chunk's *vector* is made from (None: the whole line, up to
# _ASSISTANT_CHARS). The chunk's text (what the full-text list and the reply model read) keeps the
# line as format_turn makes it; only the embedding reads less. The user's words are never cut.
# Off: 12, 20 and 40 words made indexing cheaper (12: -29% tokens per companion message) and each
# cost recall@5 on the development split (docs/recall.md, "The levers combined").
ASSISTANT_EMBED_WORDS: int | None = None


@dataclass(frozen=True, slots=True)
class Chunk:
    """A recall unit: messages seq_from..seq_to of one session, as text with speaker labels."""

    seq_from: int
    seq_to: int
    # The date line, then one line per turn (chunk_lines): the chunk's text. Chunks of a session
    # share their date line and assistant turns.
    lines: tuple[str, ...]
    roles: tuple[str, ...]
    spoken_at: datetime  # when the chunk's user turn was spoken
    # What the chunk's vector is composed of, one per line in the same order: the line itself, or
    # for an assistant turn its first `assistant_embed_words` words (embedded_turn).
    pieces: tuple[str, ...]

    @property
    def text(self) -> str:
        """The searchable text: the lines, one per line (what chunk_text() makes)."""
        return "\n".join(self.lines)


def format_turn(role: str, content: str, speaker: str | None = None) -> str:
    """One line of a chunk: 'User: ...' (or the speaker's name when known)."""
    text = " ".join(content.split())
    if role != "user" and len(text) > _ASSISTANT_CHARS:
        text = text[:_ASSISTANT_CHARS].rsplit(" ", 1)[0] + " ..."
    return f"{speaker or _SPEAKER.get(role, role.title())}: {text}"


def embedded_turn(role: str, content: str, speaker: str | None = None, words: int | None = None) -> str:
    """The piece a chunk's vector is made from for one turn: format_turn's line, except that an
    assistant turn keeps only its first `words` words (None: all of it). The assistant's turns are
    context for the user's (docs/recall.md, session-end indexing): their start says what the user
    was answering or what the companion made of it; the rest costs embedding time."""
    if role == "user" or words is None:
        return format_turn(role, content, speaker)
    kept = content.split()[:words]
    return format_turn(role, " ".join(kept), speaker)


def chunk_lines(
    turns: Sequence[tuple[str, str]],
    date_label: str | None = None,
    speakers: Mapping[str, str] | None = None,
) -> tuple[str, ...]:
    """The lines of a chunk: an optional date line, then one line per (role, content).

    `speakers` maps a role to a name ("user" -> "Dana"): people ask about themselves and others by
    name, so a known name is a better label than "User".
    """
    names = speakers or {}
    lines = [format_turn(role, content, names.get(role)) for role, content in turns]
    if date_label:
        lines.insert(0, f"[{date_label}]")
    return tuple(lines)


def chunk_text(
    turns: Sequence[tuple[str, str]],
    date_label: str | None = None,
    speakers: Mapping[str, str] | None = None,
) -> str:
    """The searchable text of a chunk: its lines (chunk_lines), one per line."""
    return "\n".join(chunk_lines(turns, date_label, speakers))


def build_chunks(
    messages: Sequence[Message],
    *,
    session_date: datetime | None = None,
    speakers: Mapping[str, str] | None = None,
    assistant_embed_words: int | None = ASSISTANT_EMBED_WORDS,
) -> list[Chunk]:
    """The chunks of one session: each user turn with the assistant turns around it.

    `messages` is the whole transcript in order (index == seq). Empty user turns are skipped.
    `speakers` names the roles (see chunk_text). `session_date` adds a date line
    ("[Session of 3 June 2026]") so "when did we talk about X" finds it by date words too.
    `assistant_embed_words`: the assistant turns' words the vector is made from (embedded_turn).
    """
    label = f"Session of {session_date.day} {session_date:%B %Y}" if session_date is not None else None
    chunks: list[Chunk] = []
    for i, message in enumerate(messages):
        if message.role != "user" or not message.content.strip():
            continue
        start = i - 1 if i > 0 and messages[i - 1].role == "assistant" else i
        end = i + 1 if i + 1 < len(messages) and messages[i + 1].role == "assistant" else i
        window = messages[start : end + 1]
        names = speakers or {}
        pieces = [embedded_turn(m.role, m.content, names.get(m.role), assistant_embed_words) for m in window]
        chunks.append(
            Chunk(
                seq_from=start,
                seq_to=end,
                lines=chunk_lines([(m.role, m.content) for m in window], label, speakers),
                roles=tuple(m.role for m in window),
                spoken_at=message.timestamp,
                pieces=(f"[{label}]", *pieces) if label else tuple(pieces),
            )
        )
    return chunks
