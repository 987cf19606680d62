"""The demo pipeline end to end on the real database: facts and rejections asserted."""

from __future__ import annotations

import io
import json
from datetime import UTC, date, datetime
from importlib.resources import files

import pytest

from companion.demo.run import DemoResult, run_demo
from companion.extraction.offline import OfflineProposer
from companion.memory import Memory
from companion.model import Outcome
from companion.recall.embedder import Embedder
from companion.store import fact_queries
from companion.store.database import Database


@pytest.fixture(scope="module")
async def demo(db: Database, embedder: Embedder) -> tuple[DemoResult, str]:
    out = io.StringIO()
    memory = Memory(db, embedder)
    try:
        result = await run_demo(memory, OfflineProposer(), out)
    finally:
        await memory.close()
    return result, out.getvalue()


async def test_recorded_hallucinations_are_all_rejected(demo: tuple[DemoResult, str]) -> None:
    """Every hallucination-style proposal in the bundle is refused by the gate, with a reason."""
    result, _ = demo
    first = result.reports[0].extraction
    # The demo appends the recorded proposals after the offline proposer's own.
    bundle = json.loads((files("companion.demo") / "hallucinations.json").read_text(encoding="utf-8"))
    n = len(bundle["candidates"])
    assert n >= 6
    recorded = first.verdicts[-n:]
    assert [v.candidate.text for v in recorded if v.candidate] == [c["text"] for c in bundle["candidates"]]
    assert all(v.outcome is Outcome.REJECT for v in recorded), [(v.candidate, v.reasons) for v in recorded]
    assert all(v.reasons for v in recorded)


async def test_grounded_facts_are_remembered(demo: tuple[DemoResult, str]) -> None:
    """What the user really said becomes active facts; nothing invented does."""
    result, _ = demo
    texts = " | ".join(f.text for f in result.active)
    assert "Tom" in texts
    assert "peanut" in texts
    assert "Lily" in texts
    assert "Tim" not in texts
    assert "150" not in texts
    assert not any("not allergic" in f.text for f in result.active)
    for fact in result.active:
        assert fact.quote is not None
        assert fact.source_message_id is not None


async def test_second_session_recalls_the_first(demo: tuple[DemoResult, str]) -> None:
    """The probe utterance of session 2 brings back session 1's mention of Lily, dated."""
    result, _ = demo
    assert result.recalled
    hits = [r for r in result.recalled if "Lily" in r.text]
    assert hits
    assert any(r.kind == "chunk" and r.date.date() == date(2026, 6, 2) for r in hits)


async def test_profile_and_printout(demo: tuple[DemoResult, str]) -> None:
    """The profile is built from the active facts and the printout shows verdicts and recall."""
    result, printed = demo
    assert "Tom" in result.profile
    assert "REJECT" in printed
    assert "ACCEPT" in printed
    assert "Recall during session 2" in printed


async def test_demo_is_repeatable(db: Database, embedder: Embedder) -> None:
    """Running the demo twice gives the same facts (it starts by erasing the demo user)."""
    memory = Memory(db, embedder)
    try:
        first = await run_demo(memory, OfflineProposer(), io.StringIO())
        second = await run_demo(memory, OfflineProposer(), io.StringIO())
    finally:
        await memory.close()
    assert sorted(f.text for f in first.active) == sorted(f.text for f in second.active)


async def test_confirmed_change_keeps_history(db: Database, demo: tuple[DemoResult, str]) -> None:
    """After the demo's review step the new job title is active and the old one is still on record."""
    result, printed = demo
    assert [f.text for f in result.pending] == ["The user is a senior data engineer."]
    async with db.user(result.user_id) as conn:
        now = {f.slot: f.text for f in await fact_queries.active_facts(conn)}
        before = {f.slot: f.text for f in await fact_queries.valid_at(conn, datetime(2026, 6, 5, tzinfo=UTC))}
    assert now["work.job_title"] == "The user is a senior data engineer."
    assert before["work.job_title"] == "The user works as a data engineer."
    assert "senior data engineer" in result.profile
    assert "retired  The user works as a data engineer." in printed
