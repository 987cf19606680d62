"""Forgetting reaches recall: a forgotten fact's words leave the chunks, their
embeddings and the full-text index, stay out when the session is indexed again, and the
transcript keeps them until the user erases."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from hypothesis import assume, given
from hypothesis import strategies as st

from companion.memory import Memory
from companion.model import SessionId, UserId, fact_text_hash
from companion.recall.embedder import Embedder
from companion.recall.redaction import FORGOTTEN, apply_spans, forgettable, spans_in
from companion.store import chunks as chunk_store
from companion.store import transcripts as tx
from companion.store.database import Database

WHEN = datetime(2026, 3, 4, 18, 0, tzinfo=UTC)


# ---------------------------------------------------------------------- the pure part


def test_the_quote_and_the_echoed_specifics_are_found() -> None:
    what = forgettable("The gate code at the allotment is 7391", "the gate code is 7391")
    said = "Oh and the gate code is 7391, don't let me forget it."
    echoed = "Noted: 7391 for the allotment gate."
    assert (
        apply_spans(said, spans_in(said, what, with_tokens=True))
        == f"Oh and {FORGOTTEN}, don't let me forget it."
    )
    assert (
        apply_spans(echoed, spans_in(echoed, what, with_tokens=True))
        == f"Noted: {FORGOTTEN} for the allotment gate."
    )
    # In other sessions only the verbatim quote counts: a bare number elsewhere is left alone.
    assert spans_in("We got 7391 steps today", what, with_tokens=False) == []


def test_names_are_specifics_but_common_words_and_sentence_starts_are_not() -> None:
    what = forgettable("User's neighbour Thandiwe keeps bees", None)
    assert what.tokens == ("Thandiwe",)
    text = "Thandiwe brought honey. My neighbour is kind; thandiwe's bees are calm."
    assert apply_spans(text, spans_in(text, what, with_tokens=True)) == (
        f"{FORGOTTEN} brought honey. My neighbour is kind; {FORGOTTEN}'s bees are calm."
    )


def test_whole_tokens_only() -> None:
    what = forgettable("Locker number 12", None)
    assert spans_in("In 2012 I had locker 12.", what, with_tokens=True) == [(21, 23)]


@given(
    st.text(alphabet="ab 12.", max_size=40),
    st.lists(st.tuples(st.integers(-5, 45), st.integers(-5, 45)), max_size=6),
)
def test_applying_spans_never_keeps_a_covered_character(text: str, raw: list[tuple[int, int]]) -> None:
    spans = [(min(a, b), max(a, b)) for a, b in raw]
    out = apply_spans(text, spans)
    covered = {i for s, e in spans for i in range(max(0, s), min(len(text), e))}
    kept = "".join(c for i, c in enumerate(text) if i not in covered)
    assert out.replace(FORGOTTEN, "") == kept


_ASCII = st.characters(min_codepoint=32, max_codepoint=126)


@given(st.text(_ASCII, max_size=60), st.text(_ASCII, min_size=3, max_size=12))
def test_a_forgotten_quote_is_gone_from_any_text(text: str, quote: str) -> None:
    normal = " ".join(quote.split()).lower()
    assume(len(normal) >= 3)
    what = forgettable("", quote)
    content = text + quote + text
    out = apply_spans(content, spans_in(content, what, with_tokens=False))
    assert normal not in " ".join(out.replace(FORGOTTEN, "\x00").split()).lower()


# ---------------------------------------------------------------------- end to end on the database


async def _fact_with_quote(db: Database, user: UserId, sid: SessionId, text: str, quote: str) -> uuid.UUID:
    fid = uuid.uuid4()
    async with db.user(user) as conn:
        await conn.execute(
            "INSERT INTO facts (user_id, version_id, id, text, text_hash, category, importance, origin,"
            " status, valid_from, recorded_at, session_id, quote) VALUES (%s, %s, %s, %s, %s, 'other', 3,"
            " 'extracted', 'active', %s, %s, %s, %s)",
            [user, uuid.uuid4(), fid, text, fact_text_hash(text), WHEN, WHEN, sid, quote],
        )  # fmt: skip
    return fid


async def test_forgetting_takes_the_words_out_of_recall_for_good(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    async with Memory(db, embedder) as memory:
        sid = await memory.start_session(user_id)
        for role, text in [
            ("user", "The code for the side door is 5802, just so you know."),
            ("assistant", "Got it, 5802 for the side door."),
            ("user", "My brother is visiting from Lisbon next week."),
            ("assistant", "How lovely, a visit from Lisbon!"),
        ]:
            await memory.record(user_id, sid, role, text, spoken_at=WHEN)  # type: ignore[arg-type]
        await memory.end_session(user_id, sid)
        await memory.index_session(user_id, sid)
        other = await memory.start_session(user_id)
        await memory.record(user_id, other, "user", "Remind me, the code for the side door is 5802 right?")
        await memory.end_session(user_id, other)
        await memory.index_session(user_id, other)
        assert any("5802" in r.text for r in await memory.recall(user_id, "what is the side door code 5802"))

        fid = await _fact_with_quote(
            db, user_id, sid, "The side door code is 5802", "The code for the side door is 5802"
        )
        assert await memory.forget(user_id, fid) == 3  # two chunks hold the echo, one the repeat

        recalled = await memory.recall(user_id, "what is the side door code 5802")
        assert all("5802" not in r.text for r in recalled)
        async with db.user(user_id) as conn:
            texts = [c.text for s in (sid, other) for c in await chunk_store.session_chunks(conn, s)]
            cur = await conn.execute(
                "SELECT count(*) AS n FROM chunks WHERE tsv @@ plainto_tsquery('english', '5802')"
            )
            row = await cur.fetchone()
            transcript = await tx.load_transcript(conn, sid)
        assert row is not None
        assert row["n"] == 0
        assert all("5802" not in t for t in texts)
        assert any("Lisbon" in t for t in texts)  # the rest of the session is still recallable
        assert "5802" in transcript.messages[0].content  # the record stays until erasure

        # Indexing again (a retried job, a reopened session) applies the same redactions.
        async with db.user(user_id) as conn:
            await conn.execute("DELETE FROM chunks WHERE session_id = %s", [sid])
        await memory.index_session(user_id, sid)
        async with db.user(user_id) as conn:
            again = [c.text for c in await chunk_store.session_chunks(conn, sid)]
        assert again
        assert all("5802" not in t for t in again)
        assert any(FORGOTTEN in t for t in again)
