"""The Retell call's decisions, on plain values: every Retell event in, the actions out.

The connection (voice/retell.py) only performs these actions; test_retell.py drives the same
rules end to end over a real socket and database.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from companion.model import UserId
from companion.voice.retell_call import (
    CLOSE_NO_USER,
    CloseCall,
    DropPrefetch,
    EndSession,
    HoldSession,
    Note,
    OpenSession,
    Prefetch,
    Respond,
    RetellCall,
    RetellEvent,
    Send,
    Store,
    Utterance,
    identify_user,
)
from companion.voice.session import HEARTBEAT_S

DANA = UserId("dana")


def _event(kind: str, *said: tuple[str, str], response_id: int | None = None, **extra: Any) -> RetellEvent:
    transcript = [{"role": role, "content": content} for role, content in said]
    return RetellEvent.model_validate(
        {"interaction_type": kind, "response_id": response_id, "transcript": transcript, **extra}
    )


def _opened(call: RetellCall, user: UserId = DANA) -> RetellCall:
    """A call whose session is open for `user` (call_details seen and performed)."""
    assert call.receive(_event("call_details", call={"metadata": {"user_id": user}}), 0.0) == [
        OpenSession(user)
    ]
    assert call.session_opened(user) == []
    return call


def _sent(actions: list[Any]) -> list[dict[str, Any]]:
    return [json.loads(a.payload) for a in actions if isinstance(a, Send)]


# ---------------------------------------------------------------------- begin


def test_a_call_begins_with_config_and_an_empty_begin_response() -> None:
    """We ask for call details and auto-reconnect, then let the agent wait for the user."""
    assert _sent(RetellCall("c").begin()) == [
        {"response_type": "config", "config": {"auto_reconnect": True, "call_details": True}},
        {"response_type": "response", "response_id": 0, "content": "", "content_complete": True},
    ]


# ---------------------------------------------------------------------- ping_pong


def test_ping_pong_is_echoed_and_beats_for_the_session_at_most_every_heartbeat() -> None:
    """Before the call has a user only the echo; after, a HoldSession once per HEARTBEAT_S."""
    call = RetellCall("c")
    ping = _event("ping_pong", timestamp=1234)
    assert _sent(call.receive(ping, 0.0)) == [{"response_type": "ping_pong", "timestamp": 1234}]
    assert call.receive(ping, 0.0)[1:] == []
    _opened(call)
    assert call.receive(ping, 100.0)[1:] == [HoldSession(DANA)]
    assert call.receive(ping, 100.0 + HEARTBEAT_S / 2)[1:] == []
    assert call.receive(ping, 100.0 + HEARTBEAT_S)[1:] == [HoldSession(DANA)]


# ---------------------------------------------------------------------- call_details


def test_user_identity_precedence() -> None:
    """R1: metadata beats dynamic variables, which beat the query parameter."""
    q = UserId("from-query")
    call = {"metadata": {"user_id": "meta"}, "retell_llm_dynamic_variables": {"user_id": "dyn"}}
    assert identify_user(call, q) == "meta"
    assert identify_user({"retell_llm_dynamic_variables": {"user_id": "dyn"}}, q) == "dyn"
    assert identify_user({"metadata": {"user_id": ""}}, q) == "from-query"
    assert identify_user(None, None) is None


def test_call_details_without_a_user_or_with_a_bad_one_closes_with_4001() -> None:
    assert RetellCall("c").receive(_event("call_details", call={}), 0.0) == [
        CloseCall(CLOSE_NO_USER, "no user_id for this call")
    ]
    [close] = RetellCall("c").receive(_event("call_details", call={"metadata": {"user_id": "a\x00b"}}), 0.0)
    assert isinstance(close, CloseCall)
    assert close.code == CLOSE_NO_USER
    assert close.reason.startswith("user_id_invalid: ")


def test_call_details_opens_the_session_and_a_second_one_cannot_move_the_call() -> None:
    """R1: the first identity holds for the whole call."""
    call = _opened(RetellCall("c"))
    [note] = call.receive(_event("call_details", call={"metadata": {"user_id": "mallory"}}), 0.0)
    assert isinstance(note, Note)
    assert note.level == logging.WARNING
    assert call.user == DANA


def test_a_request_before_call_details_waits_for_it_then_is_answered() -> None:
    """The transcript is kept, nothing stored before the user is known; the waiting request is
    answered once the session is open."""
    call = RetellCall("c")
    said = ("user", "I keep bees")
    assert call.receive(_event("update_only", said), 0.0) == []
    assert call.receive(_event("response_required", said, response_id=1), 0.0) == []
    assert call.receive(_event("call_details", call={"metadata": {"user_id": DANA}}), 0.0) == [
        OpenSession(DANA)
    ]
    drop, store, respond = call.session_opened(DANA)
    assert (drop, respond) == (DropPrefetch(), Respond(1, "I keep bees", nudging=False))
    assert isinstance(store, Store)
    [stored] = store.utterances
    assert (stored.index, stored.role, stored.content) == (0, "user", "I keep bees")


def test_with_a_query_user_the_first_event_opens_the_session_itself() -> None:
    call = RetellCall("c", query_user=DANA)
    event = _event("update_only", ("user", "hello there"), ("agent", "Hi!"), ("user", "so"))
    assert call.receive(event, 0.0) == [OpenSession(DANA)]
    [prefetch, store] = call.session_opened(DANA)
    assert prefetch == Prefetch("so")
    assert isinstance(store, Store)
    assert [(u.index, u.role, u.content) for u in store.utterances] == [
        (0, "user", "hello there"),
        (1, "assistant", "Hi!"),
    ]


def test_a_failed_session_open_drops_the_event_that_asked() -> None:
    call = RetellCall("c", query_user=DANA)
    assert call.receive(_event("response_required", ("user", "hi"), response_id=1), 0.0) == [
        OpenSession(DANA)
    ]
    call.session_open_failed()
    assert call.user is None
    assert call.receive(_event("response_required", ("user", "hi"), response_id=2), 0.0) == [
        OpenSession(DANA)
    ]
    assert [type(a) for a in call.session_opened(DANA)] == [DropPrefetch, Store, Respond]


# ---------------------------------------------------------------------- update_only


def test_update_only_stores_what_is_final_and_prefetches_the_users_words() -> None:
    """R2: the last utterance may still change; the user's words are embedded ahead of the reply."""
    call = _opened(RetellCall("c"))
    assert call.receive(_event("update_only", ("user", "I live in")), 0.0) == [Prefetch("I live in")]
    actions = call.receive(_event("update_only", ("user", "I live in Oslo"), ("agent", "Nice")), 0.0)
    [store] = actions
    assert isinstance(store, Store)
    assert [(u.index, u.role, u.content) for u in store.utterances] == [(0, "user", "I live in Oslo")]


def test_only_final_utterances_are_new_and_only_once() -> None:
    """R2: the last utterance waits until final; resent utterances are not returned twice; a
    revision of a stored one is new."""
    call = RetellCall("c")
    live = (Utterance(role="user", content="I live in"),)
    assert call.new_final(live, all_final=False) == ()
    done = (Utterance(role="user", content="I live in Oslo"), Utterance(role="agent", content="Nice"))
    [first] = call.new_final(done, all_final=False)
    assert (first.index, first.role, first.content) == (0, "user", "I live in Oslo")
    assert first.client_msg_id.startswith("retell:0:")
    assert [u.role for u in call.new_final(done, all_final=True)] == ["assistant"]
    assert call.new_final(done, all_final=True) == ()
    revised = (Utterance(role="user", content="I live in Bergen"), done[1])
    assert [u.content for u in call.new_final(revised, all_final=True)] == ["I live in Bergen"]


def test_unstorable_characters_are_dropped_and_empty_or_unknown_roles_skipped() -> None:
    call = RetellCall("c")
    said = (
        Utterance(role="user", content="my cat\x00 Tom"),
        Utterance(role="user", content="   "),
        Utterance(role="system", content="hidden"),
    )
    assert [u.content for u in call.new_final(said, all_final=True)] == ["my cat Tom"]


# ---------------------------------------------------------------------- response_required


def test_response_required_stores_everything_and_answers_the_newest_id_only() -> None:
    """R3: a newer response_id supersedes an older one; an older one arriving late is dropped."""
    call = _opened(RetellCall("c"))
    said = ("user", "what's my dog called?")
    drop, store, respond = call.receive(_event("response_required", said, response_id=2), 0.0)
    assert (drop, respond) == (DropPrefetch(), Respond(2, "what's my dog called?", nudging=False))
    assert isinstance(store, Store)
    assert call.is_current(2)
    assert call.receive(_event("response_required", said, response_id=1), 0.0) == [DropPrefetch()]
    assert call.receive(_event("response_required", said, response_id=3), 0.0) == [
        DropPrefetch(),
        Respond(3, "what's my dog called?", nudging=False),
    ]
    assert not call.is_current(2)


def test_a_response_answers_the_users_last_words_not_the_agents() -> None:
    call = _opened(RetellCall("c"))
    actions = call.receive(
        _event("response_required", ("user", "hi\x00"), ("agent", "Hello!"), response_id=1), 0.0
    )
    assert actions[-1] == Respond(1, "hi", nudging=False)


# ---------------------------------------------------------------------- reminder_required


def test_reminder_required_asks_for_a_nudge() -> None:
    """R3: a reminder (the user went quiet) gets a check-in, not the last answer again."""
    call = _opened(RetellCall("c"))
    assert call.receive(_event("reminder_required", ("user", "so"), response_id=4), 0.0)[-1] == Respond(
        4, "so", nudging=True
    )


# ---------------------------------------------------------------------- anything else, and the end


def test_an_unknown_event_is_noted_and_ignored() -> None:
    call = _opened(RetellCall("c"))
    [note] = call.receive(_event("agent_interrupt"), 0.0)
    assert isinstance(note, Note)
    assert note.level == logging.INFO
    assert "agent_interrupt" in note.message


def test_the_end_stores_the_last_words_and_ends_the_session() -> None:
    call = _opened(RetellCall("c"))
    call.receive(_event("update_only", ("user", "bye for now")), 0.0)
    store, end = call.finish()
    assert isinstance(store, Store)
    assert [u.content for u in store.utterances] == ["bye for now"]
    assert end == EndSession(DANA)
    assert call.finish() == [EndSession(DANA)]


def test_a_call_that_never_had_a_user_ends_without_a_session() -> None:
    call = RetellCall("c")
    call.receive(_event("update_only", ("user", "hello")), 0.0)
    assert call.finish() == []
