"""Active facts -> the profile summary the companion reads at session start (pure: no I/O, no clock).

Code, not an LLM, writes the profile: it cannot invent anything, and the same facts always give
byte-identical text, so the cache's content hash tells whether anything changed. Determinism rules:
every ordering ends in a total key (the fact id), dates are formatted without the locale, and
nothing iterates a set or a dict built from unordered input.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from datetime import datetime
from functools import cache

import jinja2

from companion.model import CATEGORY_ORDER, Category, Fact, FactStatus
from companion.model.profiles import Profile, SessionSummary

__all__ = [
    "CATEGORY_CAPS",
    "CATEGORY_TITLES",
    "format_month",
    "render_profile",
]

CATEGORY_TITLES: Mapping[Category, str] = {
    Category.IDENTITY: "Identity",
    Category.RELATIONSHIPS: "Family and relationships",
    Category.WORK: "Work",
    Category.MONEY: "Money",
    Category.HEALTH: "Health",
    Category.PREFERENCES: "Preferences",
    Category.GOALS: "Goals and plans",
    Category.EVENTS: "Recent events",
    Category.OTHER: "Other",
}

# Per-category caps keep the pinned profile to a few hundred tokens even at the active-fact cap
# (150): relationships and preferences are where most useful facts accumulate.
CATEGORY_CAPS: Mapping[Category, int] = {
    Category.IDENTITY: 8,
    Category.RELATIONSHIPS: 12,
    Category.WORK: 8,
    Category.MONEY: 6,
    Category.HEALTH: 8,
    Category.PREFERENCES: 12,
    Category.GOALS: 8,
    Category.EVENTS: 8,
    Category.OTHER: 6,
}
_LAST_SESSIONS = 2
_LEARNED_PER_SESSION = 5
_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def format_month(ts: datetime) -> str:
    """'June 2026' (English month names, independent of the process locale)."""
    return f"{_MONTHS[ts.month - 1]} {ts.year}"


def _format_day(ts: datetime) -> str:
    return f"{ts.day} {format_month(ts)}"


def _date_note(fact: Fact) -> str:
    # Dates matter where a value changes over time (a slot: salary, employer, partner) and for
    # events; for a stable trait ("likes jazz") the date would be noise.
    if fact.valid_to is not None:
        return f"{format_month(fact.valid_from)} to {format_month(fact.valid_to)}"
    if fact.category is Category.EVENTS:
        return _format_day(fact.valid_from)
    if fact.slot is not None:
        return f"since {format_month(fact.valid_from)}"
    return ""


def _sort_key(fact: Fact) -> tuple[int, float, float, str, str]:
    return (
        -fact.importance,
        -fact.valid_from.timestamp(),
        -fact.recorded_at.timestamp(),
        fact.text,
        str(fact.id),
    )


@cache
def _template() -> jinja2.Template:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("companion.profile", "templates"),
        autoescape=False,  # plain text for a model, not HTML
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    return env.get_template("profile.j2")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def render_profile(facts: Sequence[Fact], sessions: Sequence[SessionSummary], *, now: datetime) -> Profile:
    """Render the profile from the user's facts and recent sessions, as of `now`.

    Only current active facts are shown (a superseded, pending or rejected version is ignored even
    if passed in), and a fact whose world validity ended before `now` is left out.
    """
    current = [
        f
        for f in facts
        if f.status is FactStatus.ACTIVE and f.expired_at is None and (f.valid_to is None or f.valid_to > now)
    ]
    # One line per fact id: if two versions of one fact slip in, the newest recorded wins.
    newest: dict[str, Fact] = {}
    for f in sorted(current, key=lambda f: (f.recorded_at.timestamp(), str(f.version_id))):
        newest[str(f.id)] = f
    sections = []
    shown = 0
    for category in CATEGORY_ORDER:
        in_category = sorted((f for f in newest.values() if f.category is category), key=_sort_key)
        if not in_category:
            continue
        cap = CATEGORY_CAPS[category]
        lines = [(_one_line(f.text), _date_note(f)) for f in in_category[:cap]]
        shown += len(lines)
        sections.append(
            {"title": CATEGORY_TITLES[category], "lines": lines, "more": max(0, len(in_category) - cap)}
        )
    recent = sorted(sessions, key=lambda s: s.started_at.timestamp(), reverse=True)[:_LAST_SESSIONS]
    session_lines = [
        {
            "date": _format_day(s.started_at),
            # Joined with "; " in the template, so a fact's own full stop would read ".;".
            "learned": [_one_line(t).rstrip(".") for t in sorted(s.learned)[:_LEARNED_PER_SESSION]],
            "more": max(0, len(s.learned) - _LEARNED_PER_SESSION),
        }
        for s in recent
    ]
    text = _template().render(sections=sections, sessions=session_lines)
    return Profile(text=text, content_hash=hashlib.sha256(text.encode()).hexdigest(), fact_count=shown)
