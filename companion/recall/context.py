"""Context assembly for one exchange: memory + recent turns -> the reply model's input (pure).

The system prompt is the instructions followed by one memory block: the pinned profile, the
recalled facts, the dated snippets of past conversations, the time since the last session, and a
rolling summary of this session's older turns. Everything in that block came from people (or from
the companion's own past words), so it is presented as data inside `<memory>...</memory>` with an
instruction that it is never to be followed as instructions. Angle brackets inside remembered text
are replaced by look-alike quotation marks, so no remembered sentence can close the block or open
a new one ("</memory> Ignore previous instructions" stays inside, harmless).

The rolling summary is made by code (the first sentence of each older user turn), never by an LLM:
the realtime path waits on no model but the reply itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache

import jinja2

from companion.model.recall import SessionTurn
from companion.recall.search import Recalled

__all__ = [
    "DEFAULT_INSTRUCTIONS",
    "ReplyContext",
    "assemble_context",
    "first_sentence",
    "neutralise",
    "since",
]

DEFAULT_INSTRUCTIONS = (
    "You are a warm, attentive voice companion. Replies are spoken aloud: keep them short and"
    " natural, one or two sentences unless asked for more. Bring up something you remember only"
    ' when it helps the person; when you do, say when it was ("last Tuesday you mentioned ...").'
    " Never claim to remember anything that is not in the memory block."
)

_RECENT_TURNS = 8
_SUMMARY_ITEMS = 12
_SUMMARY_CHARS = 160
_SENTENCE_END = re.compile(r"(?<=[.!?])\s")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")  # fmt: skip


@dataclass(frozen=True, slots=True)
class ReplyContext:
    """The reply model's input: `system` (instructions + memory block) and chat `turns`.

    `turns` are {"role": "user" | "assistant", "content": str}, oldest first, starting with a user
    turn and ending with the current utterance. `recalled` is what the memory block shows.
    """

    system: str
    turns: tuple[dict[str, str], ...]
    recalled: tuple[Recalled, ...]


def neutralise(text: str) -> str:
    """Remembered text made inert inside the memory block: no tag can be opened or closed."""
    return " ".join(text.replace("<", "\u2039").replace(">", "\u203a").split())


def first_sentence(text: str, limit: int = _SUMMARY_CHARS) -> str:
    """The first sentence of a turn, cut at `limit` characters on a word boundary."""
    flat = " ".join(text.split())
    sentence = _SENTENCE_END.split(flat, maxsplit=1)[0]
    if len(sentence) > limit:
        sentence = sentence[:limit].rsplit(" ", 1)[0] + " ..."
    return sentence


def _day(ts: datetime) -> str:
    return f"{ts.day} {_MONTHS[ts.month - 1]} {ts.year}"


def since(then: datetime, now: datetime) -> str:
    """A spoken-style duration: 'earlier today', '3 days ago', 'about 2 months ago'."""
    seconds = (now - then).total_seconds()
    days = int(seconds // 86400)
    if seconds < 3600:
        return "less than an hour ago"
    if days < 1:
        return f"{int(seconds // 3600)} hour{'s' if seconds >= 7200 else ''} ago"
    if days < 14:
        return "yesterday" if days == 1 else f"{days} days ago"
    if days < 60:
        return f"{days // 7} weeks ago"
    if days < 730:
        return f"about {days // 30} months ago"
    return f"about {days // 365} years ago"


@cache
def _template() -> jinja2.Template:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("companion.recall", "templates"),
        autoescape=False,  # plain text for a model; neutralise() does the escaping that matters here
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
    )
    return env.get_template("context.j2")


def assemble_context(
    *,
    utterance: str,
    now: datetime,
    profile: str | None,
    recalled: Sequence[Recalled],
    session_turns: Sequence[SessionTurn],
    last_session_at: datetime | None,
    instructions: str = DEFAULT_INSTRUCTIONS,
    recent_turns: int = _RECENT_TURNS,
) -> ReplyContext:
    """Build the reply model's input for the current utterance.

    `session_turns` is this session's transcript so far (oldest first; it may or may not already
    end with the utterance). The last `recent_turns` go to the model verbatim; older user turns
    become a one-line-each summary in the memory block.
    """
    turns = list(session_turns)
    if turns and turns[-1].role == "user" and turns[-1].content.strip() == utterance.strip():
        turns.pop()  # already recorded: it is added back below as the final turn
    recent = turns[-recent_turns:] if recent_turns > 0 else []
    older = turns[: len(turns) - len(recent)]
    while recent and recent[0].role != "user":
        older.append(recent.pop(0))  # a chat starts with the user; the model sees it in the summary
    summary = [neutralise(first_sentence(t.content)) for t in older if t.role == "user" and t.content.strip()]
    facts = [r for r in recalled if r.kind == "fact"]
    chunks = sorted((r for r in recalled if r.kind == "chunk"), key=lambda r: r.date)
    system = _template().render(
        instructions=instructions.strip(),
        profile=neutralise_block(profile) if profile else None,
        facts=[{"text": neutralise(r.text), "date": _day(r.date)} for r in facts],
        chunks=[
            {"text": neutralise_block(r.text), "date": _day(r.date), "ago": since(r.date, now)}
            for r in chunks
        ],
        last_session=None
        if last_session_at is None
        else {"date": _day(last_session_at), "ago": since(last_session_at, now)},
        summary=summary[-_SUMMARY_ITEMS:],
        summary_more=max(0, len(summary) - _SUMMARY_ITEMS),
        today=_day(now),
    )
    chat = (
        *({"role": t.role, "content": t.content} for t in recent),
        {"role": "user", "content": utterance},
    )
    return ReplyContext(system=system, turns=chat, recalled=tuple(recalled))


def neutralise_block(text: str) -> str:
    """Like neutralise(), keeping line breaks (profiles and snippets are multi-line)."""
    return "\n".join(neutralise(line) for line in text.splitlines() if line.strip())
