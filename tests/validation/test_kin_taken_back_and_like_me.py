"""Three readings of who and where (stop 49):

- a word of kin the user took back ("my uncle, or rather my mum's cousin, ray") is not the
  relation a fact may give the person it names ("User's uncle Ray", V5);
- a generic "you" compared with the speaker ("when you're eighty two like me") says it of the
  user too (V6);
- "here in <place>" in a question places the speaker: what the question asks, the user being
  there is given (V7d)."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


def test_a_relation_taken_back_is_not_the_facts() -> None:
    said = "that's my aunt, or rather my dad's cousin, mavis, she knits all my jumpers"
    taken_back = judge(
        convo(said),
        "User's aunt Mavis knits all of User's jumpers.",
        "that's my aunt, or rather my dad's cousin, mavis",
    )
    assert taken_back.outcome is Outcome.REJECT
    meant = judge(
        convo(said),
        "User's dad's cousin Mavis knits all of User's jumpers.",
        "my dad's cousin, mavis, she knits all my jumpers",
    )
    assert meant.outcome is Outcome.ACCEPT


def test_a_relation_said_and_kept_stays() -> None:
    said = "that's my aunt mavis, she knits all my jumpers"
    verdict = judge(convo(said), "User's aunt Mavis knits all of User's jumpers.", said)
    assert verdict.outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "said",
    [
        "now when you're eighty two like me love, do you still have to do the driving test",
        "when you're eighty two like me pet the stairs get harder",
    ],
)
def test_a_generic_you_compared_with_me_is_said_of_the_user(said: str) -> None:
    verdict = judge(convo(said), "User is 82.", "when you're 82 like me")
    assert verdict.outcome is not Outcome.REJECT


def test_a_generic_you_alone_is_not_the_user() -> None:
    said = "now when you're eighty two, do you still have to do the driving test"
    assert judge(convo(said), "User is 82.", "when you're 82").outcome is Outcome.REJECT


@pytest.mark.parametrize(
    "said",
    [
        "is the tap water safe to drink here in lisbon",
        "does it always snow this much here in calgary, we only got here in march",
    ],
)
def test_here_in_a_place_is_given_under_a_question(said: str) -> None:
    place = "Lisbon" if "lisbon" in said else "Calgary"
    quote = said.split(",")[0]
    assert judge(convo(said), f"User is in {place}.", quote).outcome is Outcome.ACCEPT


def test_what_the_question_asks_of_the_place_stays_asked() -> None:
    said = "is the tap water safe to drink here in lisbon"
    verdict = judge(convo(said), "The tap water in Lisbon is safe to drink.", said)
    assert verdict.outcome is Outcome.REJECT
