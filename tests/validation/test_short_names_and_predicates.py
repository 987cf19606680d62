"""Two kinds found probing everyday speech (2026-12-03 evening). Our sentences.

* A short name with "'s" ("my friend jo's just been diagnosed", "ed's", "liz's"): speech-to-text
  keeps the "'s" on the word, and a word this short keeps it in its key, so the name must be
  backed by it as "Jon" backs "Jon's".
* A word that opens a turn as an interjection ("well", "right", "sure") is a predicate after a
  negation ("my mum isn't well"): the negation governs it, and a fact that drops it ("User's mum
  is well") says the opposite."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my friend jo's just been diagnosed with ms", "User's friend Jo has been diagnosed with MS"),
        ("my son ed's moving to perth in june", "User's son Ed is moving to Perth in June"),
        ("my cousin liz's got a new puppy", "User's cousin Liz has a new puppy"),
        ("my neighbour al's in hospital again", "User's neighbour Al is in hospital"),
    ],
)
def test_a_short_name_with_its_s_backs_the_name(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


def test_another_short_name_is_still_not_backed() -> None:
    said = "my friend jo's just been diagnosed with ms"
    v = judge(convo(said), "User's friend Bo has been diagnosed with MS", said)
    assert v.outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my mum isn't well at the moment", "User's mum is well"),
        ("my friend mark is not well", "User's friend Mark is well"),
        ("honestly i'm not sure i'm cut out for nursing", "User is sure about nursing"),
        ("the new boiler's not right it keeps cutting out", "User's new boiler is right"),
        ("my hip's not great since the fall", "User's hip is great"),
    ],
)
def test_a_negated_predicate_that_opens_turns_as_an_interjection(said: str, fact: str) -> None:
    v = judge(convo(said), fact, said)
    assert v.outcome is Outcome.REJECT, v.detail


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my mum isn't well at the moment", "User's mum is not well", "my mum isn't well"),
        ("well my mum's doing well now", "User's mum is doing well", "my mum's doing well now"),
        (
            "no well i think the shop's open till six",
            "User thinks the shop is open till six",
            "i think the shop's open",
        ),
    ],
)
def test_the_same_words_kept_or_said_as_an_interjection(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
