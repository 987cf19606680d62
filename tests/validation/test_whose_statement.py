"""Whom a statement is about (stop 60, V6): the user talks about another person and the fact moves
what they said onto the user.

* another person as "the one who" or "the one that" does it ("my wife's the one who handles the
  money", "my oldest is the one that plays violin");
* a person named after the relation with a contracted "is" ("my cousin anjali's expecting
  twins"), also after an opener such as "guess what";
* a relative's children are not the user's: "my daughter has two boys" gives the user no sons,
  though it does give them grandsons;
* a list said of two people, with an adverb before the user's own verb ("my husband speaks
  spanish and french and i only speak english");
* a describing word set off by a pause after a clause about a named person is theirs, even
  when the user is the object of that clause ("my father in law lives with us now, diabetic");
* people that a pronoun has ("my brother and his wife, they have two kids") are not the user's;
* a thing or person said after "their" or "her" ("feeding their dog bruno", "her boy kwame")
  that a fact of having gives the user is held for the user to say whose it is;
* and a fact that says the user is back somewhere is no talk about the conversation.

Each fact rightly about the other person, or about the user, still passes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation.content import same_person_word
from companion.validation.lexicon.people import RELATIONS

from .conftest import convo, judge


def _judge(turns: list[str], fact: str, quote: str, index: int) -> tuple[Outcome, tuple[Reason, ...]]:
    """`turns` alternate and say whose they are ("u:" / "a:")."""
    first = "user" if turns[0].startswith("u:") else "assistant"
    verdict = judge(convo(*(t[2:] for t in turns), first_role=first), fact, quote, index)
    return verdict.outcome, verdict.reasons


MOVED_ONTO_THE_USER = [
    (["u:oh my wife's the one who handles the money, i'm hopeless with it"], "User handles the money.",
     "the one who handles the money"),
    (["u:my oldest is the one that plays violin, the rest of us are tone deaf"], "User plays violin.",
     "the one that plays violin"),
    (["a:Who's the musical one in your house?",
      "u:my youngest is the one that plays the piano, grade five now"],
     "User plays the piano.", "the one that plays the piano"),
    (["u:my cousin anjali's expecting twins in june"], "User is expecting twins.",
     "my cousin Anjali's expecting twins"),
    (["u:guess what, my friend sarah's pregnant and i got the promotion"], "User is pregnant.",
     "my friend Sarah's pregnant"),
    (["u:my daughter has two boys leo and max, they're a handful"], "User has two sons named Leo and Max.",
     "two boys, Leo and Max"),
    (["u:my son has three girls now, the baby came on the fourth"], "User has three daughters.",
     "My son has three girls"),
    (["u:my husband speaks spanish and french and i only speak english"],
     "User speaks Spanish, French and English.",
     "My husband speaks Spanish and French and I only speak English"),
    (["u:my sister plays hockey and netball and i also play netball"], "User plays hockey and netball.",
     "my sister plays hockey and netball and I also play netball"),
]  # fmt: skip


@pytest.mark.parametrize(("turns", "fact", "quote"), MOVED_ONTO_THE_USER)
def test_what_the_user_said_of_another_person_is_not_the_users(
    turns: list[str], fact: str, quote: str
) -> None:
    index = next(k for k, t in enumerate(turns) if t.startswith("u:") and quote.lower()[:8] in t.lower())
    outcome, reasons = _judge(turns, fact, quote, index)
    assert outcome is Outcome.REJECT, (outcome, reasons)
    assert Reason.WRONG_SUBJECT in reasons


RIGHTLY_SAID = [
    (["u:oh my wife's the one who handles the money, i'm hopeless with it"], "User's wife handles the money.",
     "my wife's the one who handles the money"),
    (["u:my husband's hopeless in the kitchen so i'm the one who does the cooking"], "User does the cooking.",
     "I'm the one who does the cooking"),
    (["u:my cousin anjali's expecting twins in june"], "User's cousin Anjali is expecting twins.",
     "my cousin Anjali's expecting twins"),
    (["u:my son has three girls now, the baby came on the fourth"], "User has three granddaughters.",
     "My son has three girls now"),
    (["u:my daughter's got two boys, eli and sam"], "User has two grandsons, Eli and Sam.",
     "My daughter's got two boys, Eli and Sam"),
    (["u:i have two boys eli and sam and my sister has a girl"], "User has two sons, Eli and Sam.",
     "I have two boys, Eli and Sam"),
    (["u:my husband speaks spanish and french and i only speak english"], "User speaks English.",
     "I only speak English"),
    (["a:How are you keeping these days?", "u:not bad, back at work, still on nights"],
     "User is back at work.", "back at work"),
]  # fmt: skip


@pytest.mark.parametrize(("turns", "fact", "quote"), RIGHTLY_SAID)
def test_a_fact_about_the_right_person_passes(turns: list[str], fact: str, quote: str) -> None:
    index = next(k for k, t in enumerate(turns) if t.startswith("u:") and quote.lower()[:8] in t.lower())
    outcome, reasons = _judge(turns, fact, quote, index)
    assert outcome is Outcome.ACCEPT, (outcome, reasons)


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("mum", "mother", True),
        ("son", "child", True),
        ("kid", "daughter", True),
        ("mum", "parent", True),
        ("son", "daughter", False),
        ("mum", "dad", False),
        ("husband", "wife", False),
        ("brother", "sister", False),
    ],
)
def test_two_words_for_people_name_one_relation_only_when_one_is_the_other_or_its_class(
    a: str, b: str, same: bool
) -> None:
    assert same_person_word(a, b) is same


@given(st.sampled_from(sorted(RELATIONS)), st.sampled_from(sorted(RELATIONS)))
def test_the_same_relation_is_symmetric_and_reflexive(a: str, b: str) -> None:
    assert same_person_word(a, a)
    assert same_person_word(a, b) == same_person_word(b, a)


def test_people_a_pronoun_has_are_not_the_users() -> None:
    outcome, reasons = _judge(
        ["u:my brother and his wife, they have two kids, both at uni"],
        "User has two children.",
        "they have two kids",
        0,
    )
    assert outcome is Outcome.REJECT, (outcome, reasons)
    assert Reason.WRONG_SUBJECT in reasons


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (["u:my neighbours went to goa so i'm feeding their dog bruno"], "User has a dog called Bruno.",
         "their dog Bruno"),
        (["u:my sister and her boy kwame are coming to stay"], "User has a son named Kwame.",
         "her boy Kwame"),
    ],
)  # fmt: skip
def test_what_another_has_given_to_the_user_is_held(turns: list[str], fact: str, quote: str) -> None:
    outcome, reasons = _judge(turns, fact, quote, 0)
    assert outcome is Outcome.PENDING, (outcome, reasons)
    assert Reason.WRONG_SUBJECT in reasons


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (["u:we have two kids, both at uni now"], "User has two children.", "We have two kids"),
        (["u:my sister and her boy kwame are coming to stay"], "User's sister has a son named Kwame.",
         "my sister and her boy Kwame"),
        (["u:i have a dog called bruno, their dog's called max"], "User has a dog called Bruno.",
         "I have a dog called Bruno"),
    ],
)  # fmt: skip
def test_what_the_user_has_stays_theirs(turns: list[str], fact: str, quote: str) -> None:
    outcome, reasons = _judge(turns, fact, quote, 0)
    assert outcome is Outcome.ACCEPT, (outcome, reasons)


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (["u:my father in law lives with us now, diabetic, so no sugar in the house"], "User is diabetic.",
         "Diabetic, so no sugar in the house"),
        (["u:my uncle stays with me most weekends, deaf in one ear, so the telly's loud"],
         "User is deaf in one ear.", "deaf in one ear"),
    ],
)  # fmt: skip
def test_a_describing_word_after_a_pause_is_the_named_persons(
    turns: list[str], fact: str, quote: str
) -> None:
    outcome, reasons = _judge(turns, fact, quote, 0)
    assert outcome is Outcome.REJECT, (outcome, reasons)
    assert Reason.WRONG_SUBJECT in reasons


def test_the_user_in_the_clause_still_keeps_what_it_says_of_them() -> None:
    outcome, reasons = _judge(
        ["u:my sister gave me her old car, a red fiesta, i drive it to work"],
        "User drives a red Fiesta to work.",
        "my sister gave me her old car, a red Fiesta, I drive it to work",
        0,
    )
    assert outcome is not Outcome.REJECT, (outcome, reasons)
