"""The extraction prompt: versioned jinja2 templates rendered by pure functions.

The prompt is two parts:
- the *static prefix* (`render_system`): instructions, the validator's rules, the category list,
  the slot vocabulary and the importance rubric. It is identical for every user and session, so it
  is sent as a system block marked for prompt caching (effective only on models whose minimum
  cacheable prefix it reaches: not Claude Haiku 4.5; see docs/extraction.md);
- the *per-call part* (`render_user`): the user's active facts with ids and slots, and the
  transcript window, each message with its global index, role and timestamp.

PROMPT_VERSION names the template pair; it is recorded with every extraction run, so a precision
change can be traced to a prompt change. Editing a template means adding `*_v2.j2` and bumping
the version, never editing v1 in place.

The answer's shape, `CandidateList` (the candidates wrapped in an object, because a tool's input
must be an object), is defined here too; `companion.extraction.claude` turns it into the strict
tool schema and builds the request body.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from functools import cache

import jinja2
from pydantic import BaseModel

from companion.extraction.slots import SLOTS
from companion.extraction.windows import Window
from companion.model import Candidate, Category, Fact, Transcript

__all__ = [
    "PROMPT_VERSION",
    "TOOL_NAME",
    "CandidateList",
    "format_timestamp",
    "render_system",
    "render_user",
]

PROMPT_VERSION = "v1"
TOOL_NAME = "record_candidate_facts"

_ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("companion.extraction", "prompts"),
    # Plain text for a model, not HTML: escaping would turn a user's "&" into "&amp;" and the model
    # would copy that into its quote.
    autoescape=False,
    undefined=jinja2.StrictUndefined,
    keep_trailing_newline=False,
)


class CandidateList(BaseModel):
    """The tool's input: the candidates wrapped in an object."""

    candidates: list[Candidate]


def format_timestamp(ts: datetime) -> str:
    """'2026-03-06 18:05 UTC (Friday)': the weekday helps the model resolve 'last Friday'."""
    zone = ts.tzname() or "local time"
    return f"{ts:%Y-%m-%d %H:%M} {zone} ({ts:%A})"


@cache
def render_system(version: str = PROMPT_VERSION) -> str:
    """The static instructions (identical for every call, so the cached prefix really is shared)."""
    template = _ENV.get_template(f"system_{version}.j2")
    return template.render(categories=[c.value for c in Category], slots=SLOTS, tool_name=TOOL_NAME).strip()


def render_user(
    transcript: Transcript,
    active_facts: Sequence[Fact] = (),
    window: Window | None = None,
    version: str = PROMPT_VERSION,
) -> str:
    """The per-call part: known facts and the transcript (or one window of it, global indices)."""
    window = window or Window(0, len(transcript))
    messages = [
        {"index": i, "role": m.role, "when": format_timestamp(m.timestamp), "content": m.content}
        for i, m in enumerate(transcript.messages)
        if window.contains(i)
    ]
    note = ""
    if window.start > 0 or window.end < len(transcript):
        note = (
            f"part of a longer session: messages {window.start} to {window.end - 1}"
            f" of {len(transcript)}; propose only from these"
        )
    facts = [
        {"id": str(f.id), "slot": f.slot, "category": str(f.category), "text": f.text} for f in active_facts
    ]
    template = _ENV.get_template(f"user_{version}.j2")
    return template.render(known_facts=facts, messages=messages, window_note=note).strip()
