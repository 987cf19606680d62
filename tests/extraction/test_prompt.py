"""The extraction prompt: what the model is shown, and the shape of the request."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

from companion.extraction.claude import build_request, cost_usd, tool_input_schema
from companion.extraction.prompt import PROMPT_VERSION, TOOL_NAME, render_system, render_user
from companion.extraction.slots import SLOTS, is_known_slot
from companion.extraction.windows import Window
from companion.model import Category, Fact, FactId, FactStatus, Message, Origin, Transcript, UserId
from companion.model.proposals import Usage

T0 = datetime(2026, 3, 6, 18, 5, tzinfo=UTC)  # a Friday
TRANSCRIPT = Transcript(
    messages=(
        Message(role="user", content="so um i moved to lisbon last month", timestamp=T0),
        Message(role="assistant", content="How is Lisbon treating you?", timestamp=T0 + timedelta(seconds=5)),
        Message(role="user", content="good! & my rent is way lower", timestamp=T0 + timedelta(days=1)),
    )
)
FACT = Fact(
    id=FactId(uuid.UUID(int=7)),
    user_id=UserId("u"),
    text="The user works at Northwind Labs.",
    category=Category.WORK,
    slot="work.employer",
    importance=4,
    origin=Origin.EXTRACTED,
    status=FactStatus.ACTIVE,
    confirmed_by=None,
    valid_from=T0,
    valid_to=None,
    recorded_at=T0,
    expired_at=None,
)


def test_user_part_shows_indices_roles_and_timestamps() -> None:
    """Every message appears with its global index, role and a timestamp with the weekday."""
    text = render_user(TRANSCRIPT, [])
    assert '<message index="0" role="user" time="2026-03-06 18:05 UTC (Friday)">' in text
    assert '<message index="1" role="assistant"' in text
    assert '<message index="2" role="user" time="2026-03-07 18:05 UTC (Saturday)">' in text
    assert "good! & my rent is way lower" in text  # copied verbatim, not HTML-escaped
    assert "(none yet)" in text


def test_user_part_lists_active_facts_with_ids_and_slots() -> None:
    """Known facts are shown with their id and slot so an update can reuse the slot."""
    text = render_user(TRANSCRIPT, [FACT])
    assert f"[{FACT.id}] slot=work.employer (work): The user works at Northwind Labs." in text


def test_window_keeps_global_indices() -> None:
    """A window of a longer session shows only its messages, numbered as in the whole session."""
    text = render_user(TRANSCRIPT, [], Window(1, 3))
    assert 'index="0"' not in text
    assert 'index="1"' in text
    assert 'index="2"' in text
    assert "messages 1 to 2 of 3" in text


def test_system_part_states_the_rules_categories_slots_and_rubric() -> None:
    """The static instructions carry what the validator enforces and the vocabularies."""
    text = render_system()
    for needle in (
        "Verbatim quote",
        "ONE user message",
        "absolute date",
        'origin "explicit"',
        "importance 5",
    ):
        assert needle in text
    for category in Category:
        assert category.value in text
    for spec in SLOTS:
        assert f"`{spec.key}`" in text
    assert "{{" not in text
    assert "{%" not in text


def test_request_caches_the_static_prefix_and_forces_a_strict_tool() -> None:
    """The system block has cache_control; the only tool is strict and forced; the prefix never varies."""
    body = build_request(TRANSCRIPT, [FACT], model="claude-haiku-4-5", max_tokens=1000)
    (system,) = body["system"]
    assert system["cache_control"] == {"type": "ephemeral"}
    assert system["text"] == render_system(PROMPT_VERSION)
    (tool,) = body["tools"]
    assert tool["strict"] is True
    assert tool["name"] == TOOL_NAME
    assert body["tool_choice"] == {"type": "tool", "name": TOOL_NAME, "disable_parallel_tool_use": True}
    other = build_request(
        Transcript(messages=TRANSCRIPT.messages[:1]), [], model="claude-haiku-4-5", max_tokens=9
    )
    assert other["system"] == body["system"]
    assert other["tools"] == body["tools"]


def test_tool_schema_wraps_candidates_in_an_object() -> None:
    """The tool input is {"candidates": [...]} with every Candidate field and no extra properties."""
    schema = tool_input_schema()
    assert schema["type"] == "object"
    assert schema["required"] == ["candidates"]
    assert schema["additionalProperties"] is False
    item = schema["$defs"]["Candidate"]
    assert {"text", "supporting_quote", "source_message_index", "slot", "importance"} <= set(
        item["properties"]
    )
    assert item["additionalProperties"] is False


def test_cost_uses_the_price_table_and_is_unknown_for_other_models() -> None:
    """Cost counts input, output, cache writes and cache reads; an unpriced model records none."""
    usage = Usage(
        input_tokens=1_000_000, output_tokens=0, cache_read_tokens=1_000_000, cache_creation_tokens=0
    )
    assert str(cost_usd("claude-haiku-4-5-20251001", usage)) == "1.100000"
    assert cost_usd("some-other-model", usage) is None


def test_slot_vocabulary_accepts_filled_parameters_only() -> None:
    """Parametrised slots match a filled-in parameter; unknown keys do not match."""
    assert is_known_slot("identity.name")
    assert is_known_slot("health.allergy.peanuts")
    assert is_known_slot("preferences.favorite.ice_cream")
    assert not is_known_slot("health.allergy.")
    assert not is_known_slot("identity.shoe_size")
