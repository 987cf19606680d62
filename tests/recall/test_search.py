"""Rank fusion, threshold and tie-breaks (pure)."""

from __future__ import annotations

import dataclasses
import uuid
from datetime import UTC, datetime

import pytest

from companion.config import load_settings
from companion.model import SessionId
from companion.model.recall import ChunkCandidate
from companion.recall.query import text_query, utterance_focus
from companion.recall.search import FusionParams, fuse_chunks

SESSION = SessionId(uuid.uuid4())


def _cand(name: str, distance: float, vr: int | None, tr: int | None, day: int = 1) -> ChunkCandidate:
    return ChunkCandidate(
        id=uuid.uuid5(uuid.NAMESPACE_DNS, name),
        session_id=SESSION,
        seq_from=0,
        text=name,
        spoken_at=datetime(2026, 1, day, tzinfo=UTC),
        distance=distance,
        vector_rank=vr,
        text_rank=tr,
        text_score=None,
    )


def test_a_chunk_on_both_lists_beats_single_list_leaders() -> None:
    """RRF: second on both lists outranks first on only one."""
    found = fuse_chunks(
        [_cand("vec-top", 0.3, 1, None), _cand("text-top", 0.5, None, 1), _cand("both", 0.35, 2, 2)],
        3,
        FusionParams(rrf_k=1.0),
    )
    assert [r.text for r in found] == ["both", "vec-top", "text-top"]


def test_threshold_drops_far_chunks_whichever_list_found_them() -> None:
    """A candidate beyond max_distance is dropped even when the text list ranks it first."""
    found = fuse_chunks(
        [_cand("near", 0.4, 1, None), _cand("far", 0.9, 2, 1)], 5, FusionParams(max_distance=0.7)
    )
    assert [r.text for r in found] == ["near"]


def test_ties_go_to_the_more_recent_chunk() -> None:
    """Equal fused scores are ordered newest first."""
    found = fuse_chunks(
        [_cand("old", 0.4, None, 1, day=1), _cand("new", 0.4, 1, None, day=9)], 2, FusionParams()
    )
    assert [r.text for r in found] == ["new", "old"]


def test_zero_weight_switches_a_list_off() -> None:
    """With the vector weight at 0, only chunks the text list found are returned (text-only mode)."""
    params = FusionParams(vector_weight=0.0, max_distance=None, min_relevance=None)
    found = fuse_chunks([_cand("vec-only", 0.2, 1, None), _cand("text", 0.6, 2, 1)], 5, params)
    assert [r.text for r in found] == ["text"]


def _covering(
    name: str, distance: float, coverage: float, roles: tuple[str, ...] = ("user",)
) -> ChunkCandidate:
    return ChunkCandidate(
        id=uuid.uuid5(uuid.NAMESPACE_DNS, name),
        session_id=SESSION,
        seq_from=0,
        text=name,
        spoken_at=datetime(2026, 1, 1, tzinfo=UTC),
        distance=distance,
        vector_rank=1,
        text_rank=1 if coverage else None,
        text_score=None,
        roles=roles,
        coverage=coverage,
    )


def test_relevance_keeps_a_far_chunk_only_when_it_holds_the_utterances_words() -> None:
    """At the same distance, a chunk holding most of the utterance's word weight is relevant and
    one holding none is not; the distance cut-off still bounds both."""
    params = FusionParams()  # min_relevance 0.45, coverage weight 0.3, max_distance 0.70
    assert [r.text for r in fuse_chunks([_covering("words", 0.62, 0.8)], 5, params)] == ["words"]
    assert fuse_chunks([_covering("no-words", 0.62, 0.0)], 5, params) == []
    assert fuse_chunks([_covering("too-far", 0.72, 1.0)], 5, params) == []
    kept = fuse_chunks([_covering("close", 0.50, 0.0)], 5, params)
    assert [r.relevance for r in kept] == [pytest.approx(0.50)]


def test_chunks_of_the_side_the_utterance_is_about_rank_first() -> None:
    """With a focus, a chunk holding no turn of that side weighs less than an equal one that does."""
    other = _covering("assistant-turn", 0.3, 0.5, ("assistant",))
    own = _covering("user-turn", 0.3, 0.5, ("user",))
    other = dataclasses.replace(other, vector_rank=1, text_rank=1)
    own = dataclasses.replace(own, vector_rank=2, text_rank=2)
    params = FusionParams(focus_weight=0.5)
    assert [r.text for r in fuse_chunks([other, own], 2, params)] == ["assistant-turn", "user-turn"]
    focused = fuse_chunks([other, own], 2, params, focus="user")
    assert [r.text for r in focused] == ["user-turn", "assistant-turn"]
    assert [r.text for r in fuse_chunks([other, own], 2, params, focus="assistant")] == [
        "assistant-turn",
        "user-turn",
    ]


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("When did I start running?", "user"),
        ("I’m off to see my sister", "user"),
        ("What did you suggest for the knee?", "assistant"),
        ("Did I tell you about the trip?", "user"),
        ("When did Dana go to Lisbon?", "user"),
        ("What did Sam recommend?", "assistant"),
        ("Did Dana and Sam meet?", None),
        ("The weather is lovely today", None),
        ("Where is Idaho?", None),  # "I" only as a whole word
    ],
)
def test_utterance_focus(utterance: str, expected: str | None) -> None:
    """Names first, then first person (the user), then second person alone (the companion)."""
    assert utterance_focus(utterance, {"user": "Dana", "assistant": "Sam"}) == expected


def test_the_configured_thresholds_default_to_the_fusion_defaults() -> None:
    """The product's thresholds live in FusionParams; Settings' defaults are the same numbers, and
    the environment can override the relevance threshold."""
    defaults = load_settings({})
    assert (defaults.recall_max_distance, defaults.recall_min_relevance) == (
        FusionParams().max_distance,
        FusionParams().min_relevance,
    )
    assert load_settings({"COMPANION_RECALL_MIN_RELEVANCE": "0.3"}).recall_min_relevance == 0.3


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("When did I start running?", "When did I start running? Dana"),
        ("What did you suggest?", "What did you suggest? Sam"),
        ("When did Dana start running?", "When did Dana start running?"),  # named already
        ("The weather is lovely today", "The weather is lovely today"),
    ],
)
def test_text_query_names_the_speaker_a_pronoun_stands_for(utterance: str, expected: str) -> None:
    """Chunks label each line with its speaker's name; "I" and "you" are stop words, so the text
    list reads the name they stand for."""
    assert text_query(utterance, {"user": "Dana", "assistant": "Sam"}) == expected
    assert text_query(utterance, None) == utterance


def _turn(
    name: str,
    text: str,
    seq: int,
    distance: float,
    vr: int | None,
    roles: tuple[str, ...] = ("user",),
    session: SessionId = SESSION,
) -> ChunkCandidate:
    return ChunkCandidate(
        id=uuid.uuid5(uuid.NAMESPACE_DNS, name),
        session_id=session,
        seq_from=seq,
        text=f"[Session of 9 June 2026]\n{text}",
        spoken_at=datetime(2026, 6, 9, tzinfo=UTC),
        distance=distance,
        vector_rank=vr,
        text_rank=None,
        text_score=None,
        roles=roles,
    )


def test_an_answer_counts_as_much_as_the_question_it_answers() -> None:
    """The utterance matches a question asked in the past; the turn after it answers, with few of
    its words and far in meaning (relevance 0.34 alone: under the threshold). It inherits the
    question's score and relevance, so it comes back, first."""
    question = _turn("question", "Sam: Wow, how long have you been married?", 3, 0.40, 1, ("assistant",))
    answer = _turn("answer", "Dana: Five years already! Time flies.", 4, 0.66, 20)
    other = _turn("other", "Dana: We married in a small chapel.", 9, 0.45, 2)
    found = fuse_chunks([question, answer, other], 3, FusionParams())
    assert [r.text.split("\n")[1][:4] for r in found] == ["Dana", "Sam:", "Dana"]
    assert found[0].id == answer.id
    assert found[0].relevance == pytest.approx(1.0 - 0.40)  # the question's, not its own 0.34
    assert found[0].distance == pytest.approx(0.66)  # its own distance is still what it reports


def test_only_the_turn_right_after_a_question_inherits() -> None:
    """A turn after a statement, a turn two places on, and the next turn of another session
    inherit nothing; answer_weight 0 switches the inheritance off."""
    params = FusionParams()
    statement = _turn("statement", "Sam: That sounds lovely.", 3, 0.40, 1, ("assistant",))
    after_statement = _turn("after-statement", "Dana: Five years already!", 4, 0.66, 20)
    assert [r.id for r in fuse_chunks([statement, after_statement], 5, params)] == [statement.id]
    question = _turn("q", "Sam: How long have you been married?", 3, 0.40, 1, ("assistant",))
    two_on = _turn("two-on", "Dana: Five years already!", 5, 0.66, 20)
    elsewhere = _turn("elsewhere", "Dana: Five years!", 4, 0.66, 21, session=SessionId(uuid.uuid4()))
    assert [r.id for r in fuse_chunks([question, two_on, elsewhere], 5, params)] == [question.id]
    answer = _turn("a", "Dana: Five years already!", 4, 0.66, 20)
    off = dataclasses.replace(params, answer_weight=0.0)
    assert [r.id for r in fuse_chunks([question, answer], 5, off)] == [question.id]
    assert [r.id for r in fuse_chunks([question, answer], 5, params)] == [answer.id, question.id]


def test_the_products_chunks_hold_the_answer_with_the_question_already() -> None:
    """The product's chunks are a user turn with the assistant turns around it, so the chunk after
    one ending with the assistant's question starts with that question and holds the user's answer
    with it: it inherits nothing (that counted the question twice). A chunk ending with a user's
    question, followed by a chunk that starts right after it, does inherit."""
    window = ("assistant", "user", "assistant")
    asking = _turn(
        "asking", "Sam: Hi!\nDana: I went to the fair.\nSam: Did you win anything?", 0, 0.35, 1, window
    )
    answering = _turn(
        "answering", "Sam: Did you win anything?\nDana: A goldfish.\nSam: Nice.", 2, 0.50, 30, window
    )
    found = fuse_chunks([asking, answering], 2, FusionParams())
    assert [r.id for r in found] == [asking.id, answering.id]
    assert found[1].relevance == pytest.approx(0.50)  # its own
    user_asks = _turn(
        "user-asks", "Sam: Hi!\nDana: Should I enter the pie contest?", 0, 0.35, 1, ("assistant", "user")
    )
    reply = _turn("reply", "Dana: Or the jam one?\nSam: The pie one.", 2, 0.62, 30, ("user", "assistant"))
    assert [r.id for r in fuse_chunks([user_asks, reply], 2, FusionParams())] == [reply.id, user_asks.id]


def test_a_question_outside_the_thresholds_brings_in_no_answer() -> None:
    """The answer is as relevant as its question, not more: a question too far to be recalled
    passes nothing that would let its answer through the threshold."""
    question = _turn("far-question", "Sam: How long have you been married?", 3, 0.80, 1, ("assistant",))
    answer = _turn("answer", "Dana: Five years already!", 4, 0.66, 20)
    assert fuse_chunks([question, answer], 5, FusionParams()) == []
    unthresholded = FusionParams(max_distance=None, min_relevance=None)
    assert [r.id for r in fuse_chunks([question, answer], 5, unthresholded)] == [answer.id, question.id]


def test_an_answer_from_the_other_side_inherits_at_that_sides_weight() -> None:
    """The focus is a property of the chunk: asked about the user, the companion's reply to the
    user's question weighs 0.7 on what it inherits too, so the user's own question stays first;
    with no focus the reply outranks it."""
    question = _turn("user-question", "Dana: What food should I buy for my dog Max?", 3, 0.30, 1)
    reply = _turn("reply", "Sam: A grain-free kibble suits most terriers.", 4, 0.50, 20, ("assistant",))
    focused = fuse_chunks([question, reply], 2, FusionParams(), focus="user")
    assert [r.id for r in focused] == [question.id, reply.id]
    assert [r.id for r in fuse_chunks([question, reply], 2, FusionParams())] == [reply.id, question.id]
