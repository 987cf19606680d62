"""Readings within the user's message by grammar, not by phrase (issue 11, round 8).

Tense and aspect from word forms (`aspect`), the real subject behind a dropped-apostrophe "'s"
(`clauses.describe`), proposals to the listener (`mood`), and doubt signals: written laughter
after a statement and "yeah nah" answering no question. The wordings here are not those of the
voice case files: each test says the mechanism, not a case.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from companion.model import Message, Outcome, Reason, Verdict
from companion.validation import validate
from companion.validation.aspect import past_form_as_present
from companion.validation.clauses import Subject
from companion.validation.fact import fact_shape
from companion.validation.mood import proposes
from companion.validation.normalize import canonicalize
from companion.validation.utterance import Frame, analyse

_AT = datetime(2026, 11, 20, 10, 0, tzinfo=UTC)


def _verdict(turns: list[tuple[str, str]], text: str, quote: str, index: int | None = None) -> Verdict:
    messages = [Message(role=r, content=c, timestamp=_AT) for r, c in turns]
    if index is None:
        index = len(messages) - 1
    candidate = {"text": text, "supporting_quote": quote, "source_message_index": index}
    return validate(messages, [candidate])[0]


def _past_form(message: str, fact: str) -> tuple[str, bool] | None:
    """`past_form_as_present` with the claim's clause taken as the one holding the fact's
    last word (what `claim_clause_of` finds for a quote of that clause)."""
    ut = analyse(message)
    shape = fact_shape(fact)
    last = shape.canon.lows[-1]
    lows = ut.canon.lows
    k = max((i for i, w in enumerate(lows) if w == last), default=len(lows) - 1)
    return past_form_as_present(ut, message, ut.clause_of[k], shape)


# -- tense and aspect -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "fact", "said"),
    [
        ("in my twenties i was climbing most weekends", "User climbs most weekends.", "climbing"),
        ("years ago i knitted jumpers for the family", "User knits jumpers for the family.", "knitted"),
        ("i could lift my grandson no bother", "User can lift their grandson.", "lift"),
        ("we fostered kittens for the shelter every spring", "User fosters kittens.", "fostered"),
        ("when we lived in bath we fostered kittens", "User fosters kittens.", "fostered"),
        ("we fostered kittens, now the flat won't allow pets", "User fosters kittens.", "fostered"),
    ],
)
def test_a_present_fact_on_the_same_verb_said_only_in_the_past_is_found(
    message: str, fact: str, said: str
) -> None:
    assert _past_form(message, fact) == (said, True)


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("i knitted a scarf yesterday and i knit every evening", "User knits every evening."),  # said now too
        ("i've been climbing most weekends", "User climbs most weekends."),  # a present perfect
        ("we fostered kittens for the shelter", "User fostered kittens for the shelter."),  # past fact
        ("we're fostering kittens for the shelter", "User is fostering kittens for the shelter."),  # "we're"
        ("i knitted jumpers for the family", "User no longer knits jumpers."),  # negated: V7a's
        ("i knitted a jumper for my nephew", "User knits jumpers for their nephew."),  # one event told
    ],
)
def test_the_present_perfect_a_present_form_and_a_past_fact_are_not_taken_for_past(
    message: str, fact: str
) -> None:
    assert _past_form(message, fact) is None


def test_a_past_had_is_held_and_a_past_habit_rejected() -> None:
    had = _verdict(
        [("user", "we had a caravan in wales every summer till the kids grew up")],
        "User has a caravan in Wales.",
        "we had a caravan in wales",
    )
    assert had.outcome is Outcome.PENDING
    assert had.reasons[0] is Reason.PAST_AS_PRESENT
    habit = _verdict(
        [("user", "at uni i was rowing every morning at six")],
        "User rows every morning at six.",
        "i was rowing every morning at six",
    )
    assert habit.outcome is Outcome.REJECT
    assert Reason.PAST_AS_PRESENT in habit.reasons


# -- the subject behind "'s" ------------------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "our neighbour's just flown back from lisbon",
        "my partner's been made a director",
        "the neighbour's already left",
    ],
)
def test_s_after_a_noun_that_may_be_a_verb_leaves_the_noun_the_subject(message: str) -> None:
    clause = analyse(message).clauses[0]
    assert clause.subject is Subject.THIRD
    assert clause.relation is not None


def test_a_quote_cut_after_the_subject_does_not_move_the_fact_onto_the_user() -> None:
    v = _verdict(
        [("user", "our neighbour's just flown back from lisbon, tanned as anything")],
        "User has just flown back from Lisbon.",
        "just flown back from lisbon",
    )
    assert v.outcome is Outcome.REJECT
    assert Reason.WRONG_SUBJECT in v.reasons


# -- proposals to the listener ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "proposal"),
    [
        ("let's look at my budget again", True),
        ("let us talk about the garden", True),
        ("could we run through my speech", True),
        ("shall we pick up where we left off", True),
        ("why don't we do the memory game", True),
        ("we could never afford a car back then", False),
        ("let me think", False),
    ],
)
def test_a_proposal_is_read_from_the_clause_form(message: str, proposal: bool) -> None:
    ut = analyse(message)
    c = ut.clauses[0]
    assert proposes(ut.canon.lows, c.head, c.end) is proposal


def test_a_wish_reported_from_a_proposal_is_about_the_conversation() -> None:
    v = _verdict(
        [("user", "could we run through my speech for the wedding again")],
        "User wants to run through their wedding speech again.",
        "could we run through my speech for the wedding again",
    )
    assert v.outcome is Outcome.REJECT
    assert Reason.META_STATEMENT in v.reasons


# -- doubt: laughter after a statement, "yeah nah" answering nothing -------------------------
def test_a_short_laugh_after_a_statement_frames_it_as_a_joke() -> None:
    ut = analyse("i speak six languages fluently ha")
    runs = canonicalize("i speak six languages fluently ha").lows.index("speak")
    assert Frame.ABSURD in ut.frames[runs]


def test_yeah_nah_holds_only_when_no_question_came_before() -> None:
    alone = _verdict(
        [("user", "yeah nah i'm the tidiest person alive, can't find the floor of my room")],
        "User is the tidiest person alive.",
        "i'm the tidiest person alive",
    )
    assert alone.outcome is Outcome.PENDING
    assert alone.reasons[0] is Reason.SAID_WITH_DOUBT
    answered = _verdict(
        [("assistant", "Still living in Perth?"), ("user", "yeah nah we moved, we're in darwin now")],
        "User lives in Darwin.",
        "we're in darwin now",
    )
    assert answered.outcome is not Outcome.PENDING or answered.reasons[0] is not Reason.SAID_WITH_DOUBT


# -- the fact's own modal ---------------------------------------------------------------------
def test_a_fact_that_says_the_users_obligation_carries_it() -> None:
    """ "User has to" carries the "have to" the user said: the obligation is not read as a plan
    the fact drops."""
    v = _verdict(
        [("user", "the new job pays better but i have to drive to swindon every day")],
        "User has to drive to Swindon every day.",
        "i have to drive to swindon every day",
    )
    assert v.outcome is Outcome.ACCEPT
