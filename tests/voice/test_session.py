"""The sans-I/O voice session: plain values in, actions out (no sockets, no database, no clock)."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from companion.errors import ProtocolError
from companion.model import UserId
from companion.voice import protocol as p
from companion.voice.session import (
    HEARTBEAT_S,
    Action,
    BeatSchedule,
    BeginTurn,
    CancelReply,
    Close,
    EndSessionWork,
    FetchProfile,
    OpenSession,
    Phase,
    Prefetch,
    ReviewWork,
    Send,
    StoreReply,
    VoiceSession,
)


def verify(token: str, now: float) -> UserId:
    if token == "expired":
        raise ProtocolError("token_expired", "token expired")
    if token != "good":
        raise ProtocolError("unauthorized", "bad token")
    return UserId("dana")


def machine(now: float = 0.0, idle: float = 30.0) -> VoiceSession:
    return VoiceSession(verify, now=now, idle_timeout_s=idle, max_frame_bytes=1000)


def sent(actions: list[Action]) -> list[Any]:
    return [a.message for a in actions if isinstance(a, Send)]


def in_session(now: float = 0.0, idle: float = 30.0) -> VoiceSession:
    m = machine(now, idle)
    m.receive(p.Hello(token="good"), now)
    m.receive(p.StartSession(), now)
    m.session_opened("s1", now)
    return m


def final(text: str, msg_id: str | None = None) -> p.Transcript:
    return p.Transcript(text=text, final=True, client_msg_id=msg_id)


def test_hello_with_good_token_is_ready() -> None:
    """A valid token authenticates the connection and answers ready with the user and limits."""
    m = machine()
    [ready] = sent(m.receive(p.Hello(token="good"), 1.0))
    assert isinstance(ready, p.Ready)
    assert (ready.user_id, ready.max_frame_bytes) == ("dana", 1000)
    assert m.phase is Phase.READY


def test_bad_or_expired_token_closes_4001() -> None:
    """S1: a refused token yields its error code and a 4001 close."""
    for token, code in (("forged", "unauthorized"), ("expired", "token_expired")):
        actions = machine().receive(p.Hello(token=token), 0)
        assert sent(actions)[0].code == code
        assert actions[-1] == Close(4001, code)


def test_only_hello_before_authentication() -> None:
    """S1: any other message before hello is refused and the connection closed."""
    actions = machine().receive(p.GetProfile(), 0)
    assert sent(actions)[0].code == "not_authenticated"
    assert actions[-1] == Close(4001, "not authenticated")


def test_start_session_asks_the_shell_then_confirms() -> None:
    """start_session becomes OpenSession; the shell's answer becomes session_started."""
    m = machine()
    m.receive(p.Hello(token="good"), 0)
    assert m.receive(p.StartSession(), 0) == [OpenSession(UserId("dana"))]
    assert sent(m.receive(p.StartSession(), 0))[0].code == "session_open"
    [started] = sent(m.session_opened("s1", 1))
    assert started == p.SessionStarted(session_id="s1")


def test_transcript_without_session_is_refused() -> None:
    """A transcript outside a session is a no_session error naming the message."""
    m = machine()
    m.receive(p.Hello(token="good"), 0)
    [error] = sent(m.receive(final("hi", "m1"), 0))
    assert (error.code, error.ref) == ("no_session", "m1")


def test_final_transcript_begins_a_turn_and_partials_do_not() -> None:
    """Only final transcripts are stored and answered; partials count as activity and warm recall."""
    m = in_session()
    assert m.receive(p.Transcript(text="I was", final=False), 1) == [Prefetch("I was")]
    assert m.receive(p.Transcript(text="   ", final=False), 1) == []
    assert m.last_activity == 1
    [begin] = m.receive(p.Transcript(text="  I was at the lake ", final=True, ts=5.0, client_msg_id="m1"), 2)
    assert begin == BeginTurn(1, "s1", "I was at the lake", 5.0, "m1")
    assert sent(m.receive(final("   "), 3))[0].code == "invalid_message"


def test_reply_streams_then_completes_and_is_stored() -> None:
    """S3: deltas are sent as they come; completion sends reply_done and stores the whole reply."""
    m = in_session()
    m.receive(final("hello"), 1)
    assert sent(m.reply_delta(1, "Hi ", 1.1)) == [p.ReplyDelta(turn_id=1, text="Hi ")]
    m.reply_delta(1, "there.", 1.2)
    actions = m.reply_finished(1, 1.3)
    assert sent(actions) == [p.ReplyDone(turn_id=1)]
    assert StoreReply(1, "s1", "Hi there.", complete=True) in actions
    assert m.turn_in_flight is None


def test_barge_in_cancels_and_stores_what_was_delivered() -> None:
    """S2/S3: interrupt cancels the reply, stores the delivered prefix, and drops later deltas."""
    m = in_session()
    m.receive(final("tell me"), 1)
    m.reply_delta(1, "Once upon", 1.1)
    actions = m.receive(p.Interrupt(turn_id=1), 1.2)
    assert actions[0] == CancelReply(1)
    assert sent(actions) == [p.ReplyDone(turn_id=1, interrupted=True, reason="barge_in")]
    assert StoreReply(1, "s1", "Once upon", complete=False) in actions
    assert m.reply_delta(1, " a time", 1.3) == []
    assert m.reply_finished(1, 1.4) == []


def test_interrupt_for_a_finished_or_other_turn_is_ignored() -> None:
    """Barge-in after the reply ended, or naming another turn, has nothing to cancel."""
    m = in_session()
    assert m.receive(p.Interrupt(), 1) == []
    m.receive(final("hi"), 1)
    assert m.receive(p.Interrupt(turn_id=7), 2) == []
    assert m.turn_in_flight == 1


def test_newer_final_supersedes_pending_turn() -> None:
    """S2: a newer final transcript cancels the pending reply before its own turn begins."""
    m = in_session()
    m.receive(final("first"), 1)
    actions = m.receive(final("second"), 2)
    assert actions[0] == CancelReply(1)
    assert sent(actions) == [p.ReplyDone(turn_id=1, interrupted=True, reason="superseded")]
    assert not any(isinstance(a, StoreReply) for a in actions)  # nothing was delivered yet
    assert actions[-1] == BeginTurn(2, "s1", "second", None, None)
    assert m.reply_delta(1, "late", 3) == []


def test_reply_failure_reports_and_frees_the_turn() -> None:
    """A failed reply is a retryable reply_failed error plus an interrupted reply_done."""
    m = in_session()
    m.receive(final("hi"), 1)
    error, done = sent(m.reply_failed(1, "timeout", 2))
    assert (error.code, error.retry) == ("reply_failed", True)
    assert (done.reason, done.interrupted) == ("failed", True)
    assert m.turn_in_flight is None


def test_end_session_ends_and_returns_to_ready() -> None:
    """S4: end_session cancels any reply and yields exactly one EndSessionWork."""
    m = in_session()
    m.receive(final("bye"), 1)
    m.reply_delta(1, "Good", 1)
    actions = m.receive(p.EndSession(), 2)
    assert [a for a in actions if isinstance(a, EndSessionWork)] == [EndSessionWork("s1", "client")]
    assert StoreReply(1, "s1", "Good", complete=False) in actions
    assert m.phase is Phase.READY
    assert sent(m.receive(p.EndSession(), 3))[0].code == "no_session"


def test_disconnect_ends_session_without_storing_partial_reply() -> None:
    """S3/S4: a disconnect cancels the reply unstored (nobody heard it) and ends the session."""
    m = in_session()
    m.receive(final("hi"), 1)
    m.reply_delta(1, "Hel", 1)
    assert m.disconnected(2) == [CancelReply(1), EndSessionWork("s1", "disconnect")]
    assert m.phase is Phase.CLOSED
    assert m.receive(p.Ping(), 3) == []


def test_stored_reply_names_the_message_it_answers() -> None:
    """A reply to store carries its user message's client_msg_id, for a report if storing fails."""
    m = in_session()
    m.receive(final("hello", "m1"), 1)
    m.reply_delta(1, "Hi.", 1.1)
    assert StoreReply(1, "s1", "Hi.", complete=True, ref="m1") in m.reply_finished(1, 1.2)


def test_user_erased_says_so_and_closes_without_ending() -> None:
    """S5: the session's rows are gone: user_erased, close 4003, and no EndSessionWork, now or on
    disconnect (ending it could only fail, or bring the user back)."""
    m = in_session()
    m.receive(final("hi", "m1"), 1)
    error, cancel, close = m.user_erased(2)
    assert isinstance(error, Send)
    assert isinstance(error.message, p.ErrorMsg)
    assert error.message.code == "user_erased"
    assert (cancel, close) == (CancelReply(1), Close(4003, "user erased"))
    assert m.disconnected(3) == []
    assert m.user_erased(4) == []


def test_invalid_frame_error_names_its_ref() -> None:
    """A refused frame's error echoes the client_msg_id the parser found in it."""
    m = in_session()
    [error] = sent(m.receive_invalid(ProtocolError("bad_timestamp", "ts is NaN", ref="m9"), 1))
    assert (error.code, error.ref) == ("bad_timestamp", "m9")


def test_idle_timeout_ends_session_and_closes_4000() -> None:
    """S4: no client activity for idle_timeout_s ends the session and closes with 4000."""
    m = in_session(now=0, idle=10)
    assert m.tick(9.9) == []
    m.receive(p.Ping(), 9.9)  # activity resets the timer
    assert m.tick(19) == []
    actions = m.tick(20)
    assert actions == [EndSessionWork("s1", "idle"), Close(4000, "idle timeout")]


def test_reply_in_flight_is_not_idleness() -> None:
    """A session is not idle while the companion is still talking."""
    m = in_session(now=0, idle=10)
    m.receive(final("story please"), 0)
    assert m.tick(50) == []
    m.reply_finished(1, 50)
    assert m.tick(55) == []


def test_missing_hello_times_out() -> None:
    """A connection that never says hello is closed with 4001."""
    m = machine(now=0)
    assert m.tick(5) == []
    assert m.tick(10)[-1] == Close(4001, "no hello")


def test_invalid_frames_get_errors_then_close_4002() -> None:
    """Each bad frame gets its code; a long run of them closes the connection with 4002."""
    m = in_session()
    error = ProtocolError("bad_json", "frame is not valid JSON")
    for _ in range(7):
        actions = m.receive_invalid(error, 1)
        assert [type(a) for a in actions] == [Send]
    assert m.receive_invalid(error, 1)[-1] == Close(4002, "too many invalid frames")
    assert m.disconnected(2) == [EndSessionWork("s1", "disconnect")]


def test_profile_review_and_ping_route_to_work() -> None:
    """Profile and review requests become work for the shell; ping is answered directly."""
    m = in_session()
    assert m.receive(p.GetProfile(), 1) == [FetchProfile(UserId("dana"))]
    assert m.receive(p.ReviewList(), 1) == [ReviewWork(UserId("dana"), "list")]
    assert m.receive(p.ReviewEdit(fact_id="f", text="new"), 1) == [
        ReviewWork(UserId("dana"), "edit", "f", "new")
    ]
    assert sent(m.receive(p.Ping(nonce="n"), 1)) == [p.Pong(nonce="n")]


_EVENT = st.one_of(
    st.tuples(st.just("final"), st.text("abc ", min_size=1, max_size=5)),
    st.tuples(st.just("delta"), st.integers(1, 6)),
    st.tuples(st.just("finish"), st.integers(1, 6)),
    st.tuples(st.just("fail"), st.integers(1, 6)),
    st.tuples(st.just("interrupt"), st.none()),
    st.tuples(st.just("end"), st.none()),
    st.tuples(st.just("start"), st.none()),
)


@given(st.lists(_EVENT, max_size=40))
def test_no_delta_after_its_turn_is_done(events: list[tuple[str, Any]]) -> None:
    """S2 invariant: a delta is only ever sent for the turn in flight, never after its reply_done."""
    m = in_session()
    done: set[int] = set()
    for i, (kind, arg) in enumerate(events):
        now = float(i)
        if kind == "final":
            actions = m.receive(final(arg), now)
        elif kind == "delta":
            actions = m.reply_delta(arg, "x", now)
        elif kind == "finish":
            actions = m.reply_finished(arg, now)
        elif kind == "fail":
            actions = m.reply_failed(arg, "boom", now)
        elif kind == "interrupt":
            actions = m.receive(p.Interrupt(), now)
        elif kind == "end":
            actions = m.receive(p.EndSession(), now)
        else:
            actions = m.receive(p.StartSession(), now)
            if any(isinstance(a, OpenSession) for a in actions):
                actions += m.session_opened(f"s{i}", now)
        for message in sent(actions):
            if isinstance(message, p.ReplyDelta):
                assert message.turn_id not in done
                assert message.turn_id == m.turn_in_flight
            if isinstance(message, p.ReplyDone):
                assert message.turn_id not in done
                done.add(message.turn_id)
        begun = [a.turn_id for a in actions if isinstance(a, BeginTurn)]
        assert len(begun) <= 1


# ---------------------------------------------------------------------- heartbeats


def _beats(schedule: BeatSchedule, ticks: range, opened_at: int = 0) -> list[int]:
    """The ticks (one a second, as the connection's) at which `schedule` beats."""
    return [t for t in ticks if schedule.due(float(t), session_open=t >= opened_at)]


def test_sessions_opened_together_do_not_beat_together() -> None:
    """200 connections whose sessions open in the same second (a load test, clients reconnecting
    after a restart): their beats are spread over the period, not 200 writes in one tick."""
    schedules = [BeatSchedule() for _ in range(200)]
    per_tick: dict[int, int] = {}
    for schedule in schedules:
        for tick in _beats(schedule, range(121)):
            per_tick[tick] = per_tick.get(tick, 0) + 1
    assert sum(per_tick.values()) == 200 * 4  # each beats once a period all the same
    assert max(per_tick.values()) <= 30  # ~7 a second on average; 200 when they all beat at once


def test_a_held_session_is_beaten_for_within_every_period() -> None:
    """The sweep's guarantee: the first beat within one period of the session's start (which counts
    as seen), then one every period, whatever the connection's phase."""
    for phase in (0.0, 0.3, 0.999):
        beats = _beats(BeatSchedule(phase=phase), range(5, 200), opened_at=5)
        assert beats[0] - 5 <= HEARTBEAT_S
        assert all(later - earlier <= HEARTBEAT_S + 1 for earlier, later in itertools.pairwise(beats))


def test_no_beat_before_a_session_is_open() -> None:
    schedule = BeatSchedule(phase=0.0)
    assert _beats(schedule, range(100), opened_at=1000) == []
