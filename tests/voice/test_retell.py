"""The Retell custom-LLM endpoint over a real socket, driven by a scripted Retell client."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from companion.errors import ResponderUnavailable
from companion.extraction.offline import OfflineProposer
from companion.memory import Memory
from companion.model import UserId
from companion.pipeline import session_job_handler
from companion.recall.embedder import Embedder
from companion.store import fact_queries, jobs
from companion.store import transcripts as tx
from companion.store.database import Database
from companion.voice.responders import FALLBACK_REPLY, OFFLINE_PREFIX, OfflineResponder
from companion.voice.server import running_server
from tests.recall.helpers import CountingEmbedder
from tests.voice.conftest import RETELL_SECRET, ServicesFactory


@pytest.fixture
async def url(make_services: ServicesFactory) -> AsyncIterator[str]:
    async with running_server(make_services(OfflineResponder(delay_s=0.02))) as base:
        yield base


async def _recv(ws: ClientConnection) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 5))
    return data


async def _until_complete(ws: ClientConnection, response_id: int) -> list[dict[str, Any]]:
    events = []
    while True:
        event = await _recv(ws)
        events.append(event)
        if event.get("response_id") == response_id and event.get("content_complete"):
            return events


def _said(*pairs: tuple[str, str]) -> list[dict[str, str]]:
    return [{"role": role, "content": content} for role, content in pairs]


async def test_retell_call_maps_onto_session(url: str, db: Database, user_id: UserId) -> None:
    """A scripted call: config first, ping echoed, replies streamed per response_id, superseded work
    dropped, and the transcript stored with roles once final; hanging up ends the session."""
    call_id = "call-abc"
    async with connect(f"{url}/retell/{RETELL_SECRET}/{call_id}") as ws:
        config = await _recv(ws)
        assert config == {"response_type": "config", "config": {"auto_reconnect": True, "call_details": True}}
        begin = await _recv(ws)
        assert (begin["response_id"], begin["content"], begin["content_complete"]) == (0, "", True)

        await ws.send(
            json.dumps({"interaction_type": "call_details", "call": {"metadata": {"user_id": user_id}}})
        )
        await ws.send(json.dumps({"interaction_type": "ping_pong", "timestamp": 1234}))
        assert await _recv(ws) == {"response_type": "ping_pong", "timestamp": 1234}

        first = _said(("user", "Hi, my dog is called Rex"))
        await ws.send(json.dumps({"interaction_type": "update_only", "transcript": first}))
        await ws.send(
            json.dumps({"interaction_type": "response_required", "response_id": 1, "transcript": first})
        )
        events = await _until_complete(ws, 1)
        reply = "".join(e["content"] for e in events if e.get("response_id") == 1)
        assert reply.startswith(OFFLINE_PREFIX)
        assert all(e["response_type"] == "response" for e in events)

        second = [
            *first,
            {"role": "agent", "content": "Rex is a great name."},
            {"role": "user", "content": "He is"},
        ]
        third = [*second[:-1], {"role": "user", "content": "He is three years old"}]
        await ws.send(
            json.dumps({"interaction_type": "response_required", "response_id": 2, "transcript": second})
        )
        await ws.send(
            json.dumps({"interaction_type": "response_required", "response_id": 3, "transcript": third})
        )
        events = await _until_complete(ws, 3)
        assert not any(e.get("response_id") == 2 and e.get("content_complete") for e in events)
        await asyncio.sleep(0.1)
        await ws.send(json.dumps({"interaction_type": "update_only", "transcript": third}))

    async with db.user(user_id) as conn:
        session = await tx.find_session_by_external_id(conn, "retell", call_id)
        assert session is not None
        for _ in range(100):
            session = await tx.get_session(conn, session.id)
            if session.state == "ended":
                break
            await asyncio.sleep(0.02)
        transcript = await tx.load_transcript(conn, session.id)
        queued = await jobs.list_jobs(conn)
        await conn.execute("DELETE FROM jobs")
    assert [(m.role, m.content) for m in transcript.messages] == [
        ("user", "Hi, my dog is called Rex"),
        ("assistant", "Rex is a great name."),
        ("user", "He is"),  # final when response 2 was required; its revision is appended too
        ("user", "He is three years old"),
    ]
    assert session.state == "ended"
    assert [j.dedup_key for j in queued] == [str(session.id)]


async def test_retell_call_without_user_is_closed(url: str) -> None:
    """call_details naming no user (and no ?user_id=) closes the socket with 4001."""
    async with connect(f"{url}/retell/{RETELL_SECRET}/call-x") as ws:
        await _recv(ws)
        await _recv(ws)
        await ws.send(json.dumps({"interaction_type": "call_details", "call": {"metadata": {}}}))
        with pytest.raises(Exception):  # noqa: B017, PT011 - the close surfaces as ConnectionClosed
            await _recv(ws)
        assert ws.close_code == 4001


async def test_retell_update_only_warms_the_users_words(
    make_services: ServicesFactory, db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """While the user is still speaking (update_only), their words are embedded once, ahead of the reply."""
    counting = CountingEmbedder(embedder)
    memory = Memory(db, counting)
    try:
        services = make_services(OfflineResponder(delay_s=0.0), memory=memory)
        async with running_server(services) as base, connect(f"{base}/retell/{RETELL_SECRET}/c-w") as ws:
            await _recv(ws)  # config
            await _recv(ws)  # the empty opening response
            await ws.send(
                json.dumps({"interaction_type": "call_details", "call": {"metadata": {"user_id": user_id}}})
            )
            said = _said(("user", "I adopted a cat last week"))
            await ws.send(json.dumps({"interaction_type": "update_only", "transcript": said}))
            await asyncio.sleep(0.3)
            warmed_before_reply = list(counting.texts)
            await ws.send(
                json.dumps({"interaction_type": "response_required", "response_id": 1, "transcript": said})
            )
            await _until_complete(ws, 1)
    finally:
        await memory.close()
    assert warmed_before_reply == ["I adopted a cat last week"]
    assert counting.texts.count("I adopted a cat last week") == 1  # the reply reused it
    async with db.user(user_id) as conn:
        await conn.execute("DELETE FROM jobs")


async def _opened(ws: ClientConnection) -> None:
    await _recv(ws)  # config
    await _recv(ws)  # the empty opening response


async def _session_messages(db: Database, user: UserId, call_id: str) -> list[tuple[str, str]] | None:
    """The call's stored transcript for this user once its session has ended, or None if the user
    has no session for the call."""
    async with db.user(user) as conn:
        session = await tx.find_session_by_external_id(conn, "retell", call_id)
        if session is None:
            return None
        for _ in range(100):
            if (session := await tx.get_session(conn, session.id)).state == "ended":
                break
            await asyncio.sleep(0.02)
        transcript = await tx.load_transcript(conn, session.id)
        await conn.execute("DELETE FROM jobs")
    return [(m.role, m.content) for m in transcript.messages]


async def test_second_call_details_does_not_move_the_call(url: str, db: Database, user_id: UserId) -> None:
    """R1: the call stays with the user its first call_details named; a later one naming someone
    else is ignored, and nothing is stored for that someone."""
    other = UserId(user_id + "-other")
    async with connect(f"{url}/retell/{RETELL_SECRET}/c-twice") as ws:
        await _opened(ws)
        for user in (user_id, other):
            await ws.send(
                json.dumps({"interaction_type": "call_details", "call": {"metadata": {"user_id": user}}})
            )
        said = _said(("user", "My brother is called Tomas"))
        await ws.send(
            json.dumps({"interaction_type": "response_required", "response_id": 1, "transcript": said})
        )
        await _until_complete(ws, 1)
    assert await _session_messages(db, user_id, "c-twice") == [("user", "My brother is called Tomas")]
    assert await _session_messages(db, other, "c-twice") is None


@pytest.mark.parametrize("bad", ["x" * 201, "da\x00na"])
async def test_retell_user_id_the_store_cannot_hold_closes_4001(url: str, bad: str) -> None:
    """metadata.user_id that breaks the user id rule: close 4001 'user_id_invalid', not 1011."""
    async with connect(f"{url}/retell/{RETELL_SECRET}/c-bad") as ws:
        await _opened(ws)
        await ws.send(
            json.dumps({"interaction_type": "call_details", "call": {"metadata": {"user_id": bad}}})
        )
        with pytest.raises(ConnectionClosed):
            await _recv(ws)
    assert ws.close_code == 4001
    assert (ws.close_reason or "").startswith("user_id_invalid")


async def test_retell_query_user_id_the_store_cannot_hold_closes_4001(url: str) -> None:
    """The same rule for a ?user_id= on the URL: closed 4001 'user_id_invalid' before anything else."""
    async with connect(f"{url}/retell/{RETELL_SECRET}/c-q?user_id=da%00na") as ws:
        with pytest.raises(ConnectionClosed):
            await _recv(ws)  # not even the config event comes first
    assert ws.close_code == 4001
    assert (ws.close_reason or "").startswith("user_id_invalid")


async def test_retell_nul_in_an_utterance_still_completes_the_response(
    url: str, db: Database, user_id: UserId
) -> None:
    """Retell has no error event: a NUL in the user's words is dropped, the words are stored and
    the response completes (it used to hang with the turn's write failing)."""
    async with connect(f"{url}/retell/{RETELL_SECRET}/c-nul") as ws:
        await _opened(ws)
        await ws.send(
            json.dumps({"interaction_type": "call_details", "call": {"metadata": {"user_id": user_id}}})
        )
        said = _said(("user", "the gate code is 12\x0034"))
        await ws.send(
            json.dumps({"interaction_type": "response_required", "response_id": 1, "transcript": said})
        )
        events = await _until_complete(ws, 1)
        assert "".join(e["content"] for e in events).startswith(OFFLINE_PREFIX)
    assert await _session_messages(db, user_id, "c-nul") == [("user", "the gate code is 1234")]


async def test_a_quiet_retell_call_holds_its_session(url: str, db: Database, user_id: UserId) -> None:
    """Retell's pings on a silent call mark its session as held (the orphan sweep must not end a
    call that is still up)."""
    call_id = f"call-quiet-{user_id}"
    async with connect(f"{url}/retell/{RETELL_SECRET}/{call_id}") as ws:
        await _recv(ws)
        await _recv(ws)
        await ws.send(
            json.dumps({"interaction_type": "call_details", "call": {"metadata": {"user_id": user_id}}})
        )
        await ws.send(json.dumps({"interaction_type": "ping_pong", "timestamp": 1}))
        assert await _recv(ws) == {"response_type": "ping_pong", "timestamp": 1}
        seen = None
        for _ in range(50):  # the pong goes out first; the heartbeat's write follows it
            async with db.user(user_id) as conn:
                session = await tx.find_session_by_external_id(conn, "retell", call_id)
                assert session is not None
                cur = await conn.execute(
                    "SELECT last_seen_at FROM sessions WHERE user_id = %s AND id = %s", [user_id, session.id]
                )
                row = await cur.fetchone()
            assert row is not None
            seen = row["last_seen_at"]
            if seen is not None:
                break
            await asyncio.sleep(0.1)
        assert seen is not None


class _FailingResponder:
    """A reply model that fails before its first word (an API outage)."""

    async def stream(self, ctx: Any) -> AsyncIterator[str]:
        raise ResponderUnavailable("model down")
        yield ""  # pragma: no cover - makes this an async generator


async def _identify(ws: ClientConnection, user: UserId) -> None:
    await _opened(ws)
    await ws.send(json.dumps({"interaction_type": "call_details", "call": {"metadata": {"user_id": user}}}))


async def _ask(ws: ClientConnection, kind: str, rid: int, said: list[dict[str, str]]) -> list[dict[str, Any]]:
    await ws.send(json.dumps({"interaction_type": kind, "response_id": rid, "transcript": said}))
    return await _until_complete(ws, rid)


def _spoken(events: list[dict[str, Any]], rid: int) -> str:
    return "".join(
        e["content"] for e in events if e.get("response_type") == "response" and e["response_id"] == rid
    )


async def _ended_session(db: Database, user: UserId, call_id: str) -> tx.SessionRow:
    async with db.user(user) as conn:
        session = await tx.find_session_by_external_id(conn, "retell", call_id)
        assert session is not None
        for _ in range(200):
            if (session := await tx.get_session(conn, session.id)).state == "ended":
                return session
            await asyncio.sleep(0.02)
    raise AssertionError(f"session {session.id} did not end")


async def test_speech_after_a_reconnect_is_processed_once(
    url: str, db: Database, memory: Memory, user_id: UserId
) -> None:
    """R2/R3: Retell reconnecting with the same call id continues the session; what is said after it
    is stored, the session is queued again at the next end, and processing it adds the new fact
    without doubling the first. The reply after the reconnect recalls the first fact and names it in
    a `metadata` event."""
    call_id = f"call-reconnect-{user_id}"
    handler = session_job_handler(memory, OfflineProposer())
    first = _said(("user", "I'm allergic to shellfish"))
    async with connect(f"{url}/retell/{RETELL_SECRET}/{call_id}") as ws:
        await _identify(ws, user_id)
        await _ask(ws, "response_required", 1, first)
    session = await _ended_session(db, user_id, call_id)
    await handler(user_id, {"session_id": str(session.id)})  # the worker processes the first end

    second = [
        *first,
        {"role": "agent", "content": "Noted."},
        {"role": "user", "content": "I live in Oslo. Could shellfish be in the soup?"},
    ]
    async with connect(f"{url}/retell/{RETELL_SECRET}/{call_id}") as ws:  # Retell's auto-reconnect
        await _identify(ws, user_id)
        events = await _ask(ws, "response_required", 5, second)
    meta = [e["metadata"] for e in events if e.get("response_type") == "metadata"]
    assert meta
    assert meta[0]["response_id"] == 5
    assert any("shellfish" in item["text"] for item in meta[0]["recalled"])

    again = await _ended_session(db, user_id, call_id)
    assert again.id == session.id  # the same session, reopened and ended again
    async with db.user(user_id) as conn:
        queued = [j for j in await jobs.list_jobs(conn) if j.dedup_key == str(session.id)]
        transcript = await tx.load_transcript(conn, session.id)
    assert [j.state for j in queued] == ["queued"]  # the second end queued it again
    assert [m.content for m in transcript.messages] == [
        "I'm allergic to shellfish",
        "Noted.",
        "I live in Oslo. Could shellfish be in the soup?",
    ]
    await handler(user_id, {"session_id": str(session.id)})
    async with db.user(user_id) as conn:
        facts = sorted(f.text for f in await fact_queries.active_facts(conn))
        await conn.execute("DELETE FROM jobs")
    assert facts == ["The user is allergic to shellfish.", "The user lives in Oslo."]


async def test_reminder_is_a_nudge_not_a_second_answer(url: str, db: Database, user_id: UserId) -> None:
    """R3: reminder_required (the user went quiet) gets a short check-in; the last utterance is not
    answered again."""
    said = _said(("user", "My cat is called Miso"))
    async with connect(f"{url}/retell/{RETELL_SECRET}/c-remind") as ws:
        await _identify(ws, user_id)
        answer = _spoken(await _ask(ws, "response_required", 1, said), 1)
        quiet = [*said, {"role": "agent", "content": answer}]
        nudge = _spoken(await _ask(ws, "reminder_required", 2, quiet), 2)
    assert "You said" in answer
    assert "Are you still there?" in nudge
    assert "My cat is called Miso" not in nudge
    await _session_messages(db, user_id, "c-remind")


async def test_goodbye_ends_the_call(url: str, db: Database, user_id: UserId) -> None:
    """R3: the responder decides the call is over when the user says goodbye: the closing response
    carries end_call; an ordinary turn does not."""
    said = _said(("user", "Tell me something"))
    async with connect(f"{url}/retell/{RETELL_SECRET}/c-bye") as ws:
        await _identify(ws, user_id)
        ordinary = await _ask(ws, "response_required", 1, said)
        bye = [*said, {"role": "agent", "content": "Sure."}, {"role": "user", "content": "Okay, bye!"}]
        leaving = await _ask(ws, "response_required", 2, bye)
    assert not any(e.get("end_call") for e in ordinary)
    assert leaving[-1]["content_complete"]
    assert leaving[-1]["end_call"] is True
    await _session_messages(db, user_id, "c-bye")


async def test_failed_reply_model_speaks_a_fallback(
    make_services: ServicesFactory, db: Database, user_id: UserId
) -> None:
    """R3: when the reply model fails the caller hears a short apology, never an empty response."""
    async with (
        running_server(make_services(_FailingResponder())) as base,
        connect(f"{base}/retell/{RETELL_SECRET}/c-fail") as ws,
    ):
        await _identify(ws, user_id)
        events = await _ask(ws, "response_required", 1, _said(("user", "Are you there?")))
    assert _spoken(events, 1) == FALLBACK_REPLY
    assert events[-1]["content_complete"]
    await _session_messages(db, user_id, "c-fail")
