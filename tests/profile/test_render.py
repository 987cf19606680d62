"""The profile summary rendered by code: goldens, determinism, caps and dates (pure)."""

from __future__ import annotations

import os
import random
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Category, Fact, FactId, FactStatus, Origin, UserId
from companion.profile import CATEGORY_CAPS, SessionSummary, render_profile

GOLDEN = Path(__file__).parent / "golden"
NOW = datetime(2026, 7, 1, 12, 0, tzinfo=UTC)
BASE = datetime(2025, 1, 1, tzinfo=UTC)


def fact(
    text: str,
    category: Category = Category.OTHER,
    *,
    importance: int = 3,
    slot: str | None = None,
    valid_from: datetime = BASE,
    status: FactStatus = FactStatus.ACTIVE,
    expired_at: datetime | None = None,
    key: str | None = None,
    session_id: uuid.UUID | None = None,
) -> Fact:
    ident = uuid.uuid5(uuid.NAMESPACE_URL, key or text)
    return Fact(
        id=FactId(ident),
        user_id=UserId("u"),
        text=text,
        category=category,
        slot=slot,
        importance=importance,
        origin=Origin.EXTRACTED,
        status=status,
        confirmed_by=None,
        valid_from=valid_from,
        valid_to=None,
        recorded_at=valid_from,
        expired_at=expired_at,
        version_id=uuid.uuid5(ident, f"{text}|{status}|{valid_from.isoformat()}"),
    )


def _hundred_fifty() -> list[Fact]:
    rng = random.Random(150)
    things = ["jazz", "hiking", "tea", "chess", "sailing", "pottery", "running", "ramen", "poetry", "cycling"]
    people = ["Ana", "Ben", "Chloe", "Dev", "Elif", "Farid", "Grace", "Hugo"]
    out = []
    for i in range(150):
        category = list(Category)[i % len(Category)]
        text = f"{category.value} note {i}: mentions {rng.choice(things)} with {rng.choice(people)}"
        when = BASE + timedelta(days=rng.randrange(0, 540))
        slot = f"{category.value}.slot{i}" if i % 7 == 0 else None
        out.append(fact(text, category, importance=rng.randint(1, 5), slot=slot, valid_from=when))
    return out


def _check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} differs (UPDATE_GOLDEN=1 rewrites it)"


def test_golden_no_facts() -> None:
    """A user with no facts and no sessions gets a one-line profile."""
    profile = render_profile([], [], now=NOW)
    _check_golden("no_facts.txt", profile.text)
    assert profile.fact_count == 0


def test_golden_150_facts() -> None:
    """150 facts render grouped in category order, capped per category, with the last two sessions."""
    sessions = [
        SessionSummary(datetime(2026, 6, 28, 20, 0, tzinfo=UTC), ("Started pottery classes", "Has a cat")),
        SessionSummary(datetime(2026, 6, 20, 20, 0, tzinfo=UTC), ()),
        SessionSummary(datetime(2026, 6, 1, 20, 0, tzinfo=UTC), ("Too old to show",)),
    ]
    profile = render_profile(_hundred_fifty(), sessions, now=NOW)
    _check_golden("facts_150.txt", profile.text)
    assert profile.fact_count == sum(CATEGORY_CAPS.values())
    assert "Too old to show" not in profile.text


def test_golden_superseded_fact_shows_only_the_current_value() -> None:
    """After a salary change only the new value appears, with the date it holds since."""
    old = fact(
        "Base salary $140,000",
        Category.MONEY,
        slot="work.salary",
        valid_from=datetime(2025, 3, 1, tzinfo=UTC),
        status=FactStatus.RETIRED,
        expired_at=datetime(2026, 6, 2, tzinfo=UTC),
        key="old-salary",
    )
    new = fact(
        "Base salary $165,000",
        Category.MONEY,
        importance=4,
        slot="work.salary",
        valid_from=datetime(2026, 6, 1, tzinfo=UTC),
        key="new-salary",
    )
    name = fact("Name is Dana Reyes", Category.IDENTITY, importance=5)
    profile = render_profile([old, new, name], [], now=NOW)
    _check_golden("superseded.txt", profile.text)
    assert "$140,000" not in profile.text
    assert "- Base salary $165,000 (since June 2026)" in profile.text


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False))
def test_any_permutation_renders_byte_identical_text(rnd: random.Random) -> None:
    """The same facts and sessions in any order give the same text and hash."""
    facts = _hundred_fifty()[:60]
    sessions = [SessionSummary(BASE + timedelta(days=d), (f"learned {d}", f"also {d}")) for d in range(4)]
    expected = render_profile(facts, sessions, now=NOW)
    shuffled, shuffled_sessions = facts[:], sessions[:]
    rnd.shuffle(shuffled)
    rnd.shuffle(shuffled_sessions)
    got = render_profile(shuffled, shuffled_sessions, now=NOW)
    assert got == expected


def test_order_is_importance_then_recency_and_events_are_dated() -> None:
    """Within a category the more important fact comes first, then the more recent; events carry their day."""
    text = render_profile(
        [
            fact(
                "Likes tea", Category.PREFERENCES, importance=2, valid_from=datetime(2026, 6, 1, tzinfo=UTC)
            ),
            fact(
                "Loves jazz", Category.PREFERENCES, importance=4, valid_from=datetime(2025, 1, 1, tzinfo=UTC)
            ),
            fact(
                "Likes rain", Category.PREFERENCES, importance=2, valid_from=datetime(2026, 1, 1, tzinfo=UTC)
            ),
            fact("Ran a half marathon", Category.EVENTS, valid_from=datetime(2026, 5, 17, tzinfo=UTC)),
        ],
        [],
        now=NOW,
    ).text
    assert text.index("Loves jazz") < text.index("Likes tea") < text.index("Likes rain")
    assert "- Ran a half marathon (17 May 2026)" in text
    assert text.index("Preferences:") < text.index("Recent events:")
