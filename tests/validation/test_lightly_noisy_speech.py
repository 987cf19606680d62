"""Readings of lightly noisy speech that used to reject a true fact:

* a number word a recogniser writes for "for" or "to" before a pronoun ("cooked four us") is
  no number with a unit ("us" is no microsecond);
* "in too", "on too": the split "into", "onto" with "to" written as its homophone;
* a statement run into a question whose "do you" speech dropped, the stop lost between them
  ("I knitted my first jumper want to see it?"): the statement is told, and the wish the
  question asks of the listener frames nothing the user said.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize("word", ["us", "as", "ya"])
def test_a_pronoun_after_a_number_homophone_is_no_unit(word: str) -> None:
    assert canonicalize(f"she baked four {word} yesterday").keys[-2] == word


@pytest.mark.parametrize(("split", "joined"), [("in too", "in to"), ("on too", "on to")])
def test_a_split_word_with_to_written_too_is_the_same_word(split: str, joined: str) -> None:
    assert (
        canonicalize(f"we went {split} the next one").keys
        == canonicalize(f"we went {joined} the next one").keys
    )


def test_the_quote_with_for_matches_the_message_with_four() -> None:
    msgs = convo("the neighbours cooked a whole roast four us when the boiler broke")
    quote = "the neighbours cooked a whole roast for us when the boiler broke"
    assert judge(msgs, "User's neighbours cooked a roast for them.", quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "said",
    ["I knitted my first jumper want to see it?", "finally got the shed painted want to see a photo?"],
)
def test_a_statement_before_a_dropped_do_you_question_is_told(said: str) -> None:
    ut = analyse(said)
    assert len(ut.clauses) == 2
    assert not ut.clauses[0].question
    assert ut.clauses[1].question


def test_without_a_question_mark_the_sentence_is_not_split() -> None:
    assert len(analyse("I knitted my first jumper want to see it").clauses) == 1


def test_the_told_statement_backs_its_fact() -> None:
    msgs = convo("I knitted my first jumper want to see it?")
    assert (
        judge(msgs, "User knitted their first jumper.", "I knitted my first jumper").outcome is Outcome.ACCEPT
    )


def test_a_whole_sentence_question_stays_a_question() -> None:
    msgs = convo("did you finish the jumper you wanted to show me?")
    assert judge(msgs, "User finished the jumper.", "did you finish the jumper").outcome is Outcome.REJECT


# "doubt" named as a noun ("the self-doubt") and "I can imagine" said in sympathy frame nothing.


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "finished the course in june, the hardest part was the self-doubt",
            "User finished the course in June.",
            "finished the course in june",
        ),
        (
            "I can imagine those weeks were long for you. I started physio on my knee",
            "User started physio on their knee.",
            "I started physio on my knee",
        ),
        (
            "I can imagine how hard that was, I nursed my dad for a year",
            "User nursed their dad for a year.",
            "I nursed my dad for a year",
        ),
    ],
)
def test_a_named_doubt_or_sympathy_frames_nothing(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i doubt the allotment will be ready by april", "User's allotment will be ready by April."),
        ("I can imagine running a cafe by the sea", "User runs a cafe by the sea."),
        ("I can imagine my son loved the climbing wall", "User's son loved the climbing wall."),
    ],
)
def test_a_doubt_or_a_pictured_scene_still_frames(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.REJECT
