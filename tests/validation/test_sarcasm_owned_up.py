"""Sarcasm the user owns up to (stop 49, V7d and V12), a wish that answers the listener's
uptake, and words of play that are nouns of the fact:

- the user names their own words as sarcasm: in the same turn the fact is held ("... that's
  sarcasm by the way"), in the next turn it is taken back ("i was being sarcastic"); negated or
  said of what others believe, it leaves the statement standing;
- a reply that opens "i wish" / "if only" and runs on into a present clause ("ha i wish, he's
  ...") stands alone as the reply: a wish's own clause is put back a tense ("i wish he would");
- "play", "game", "story" as nouns of the claim ("the school play") do not make a fact carry
  the exaggeration it is said with."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i adore my commute, that's sarcasm by the way, it's two buses and a train",
            "User adores their commute.",
            "i adore my commute",
        ),
        (
            "my landlord is so responsive, i'm rolling my eyes, the boiler's been off a month",
            "User's landlord is very responsive.",
            "my landlord is so responsive",
        ),
        (
            "i told my boss i'd love to do the weekend shift, said it dripping with sarcasm",
            "User would love to do the weekend shift.",
            "i'd love to do the weekend shift",
        ),
    ],
)
def test_sarcasm_named_in_the_turn_holds(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "then",
    ["ha i was being sarcastic, it's dreadful", "that was sarcasm. the food is awful", "it's sarcasm lol"],
)
def test_sarcasm_owned_up_next_turn_takes_it_back(then: str) -> None:
    said = "the new care home is a five star hotel"
    msgs = convo(said, "That's good to hear!", then)
    assert judge(msgs, "The new care home is a five-star hotel.", said).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    "then",
    [
        "no honestly i'm not being sarcastic, the staff are lovely",
        "my daughter thinks i'm being sarcastic but i mean it, the staff are lovely",
    ],
)
def test_sarcasm_denied_or_believed_by_others_leaves_it(then: str) -> None:
    said = "the new care home is really good"
    msgs = convo(said, "That's good to hear!", then)
    assert judge(msgs, "The new care home is really good.", said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "then",
    ["haha i wish, he's lucky if he rings at christmas", "ha if only he does it when he's after money"],
)
def test_a_wish_running_on_into_a_present_clause_takes_it_back(then: str) -> None:
    said = "my grandson rings me every sunday"
    msgs = convo(said, "How lovely that he keeps in touch.", then)
    assert judge(msgs, "User's grandson rings User every Sunday.", said).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    "then",
    ["i wish my daughter would do the same", "i wish he'd call his gran as often"],
)
def test_a_wish_with_its_own_clause_leaves_it(then: str) -> None:
    said = "my grandson rings me every sunday"
    msgs = convo(said, "How lovely that he keeps in touch.", then)
    assert judge(msgs, "User's grandson rings User every Sunday.", said).outcome is Outcome.ACCEPT


def test_a_play_noun_does_not_carry_the_exaggeration() -> None:
    said = "i nearly died laughing at the panto, the dame fell in the orchestra pit"
    verdict = judge(
        convo(said), "User nearly died laughing at the pantomime play.", "i nearly died laughing at the panto"
    )
    assert verdict.outcome is not Outcome.ACCEPT


def test_a_fact_that_says_it_was_a_game_carries_it() -> None:
    said = "let's play a game, you be the dragon and i'm a knight"
    verdict = judge(convo(said), "User is playing a game where they are a knight.", said)
    assert verdict.outcome is Outcome.ACCEPT
