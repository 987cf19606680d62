"""Five shapes of speech the gate misread (stop 51), each in our own words:

- a rule said with a question tag after it asks whether it holds ("i can take it with the new
  pills, yeah?"); a tag after anything else still only asks for agreement (V7b);
- "assume" and "suppose" as orders before a clause in the present suppose it ("assume the roof
  gets done by may, ...") (V7d);
- a digit string the transcript cut with a pause after every digit or two is one string ("four,
  one, one, seven"; "... three one nine, oh two") (V5);
- a value said again for the listener ("the twelfth of june, twelfth, ...") is no new value to
  the quote that says it once (V4);
- the "was" of a cleft ("what happened was i passed ...") asks nothing (V7b).
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "so i can take the ibuprofen with the new blood thinner, yeah? my hip's killing me",
            "User can take ibuprofen with their blood thinner.",
            "I can take the ibuprofen with the new blood thinner.",
        ),
        (
            "i don't need a visa for canada with the irish passport, no? we fly in may",
            "User doesn't need a visa for Canada.",
            "I don't need a visa for Canada with the Irish passport.",
        ),
        (
            "the grandkids are allowed on my health plan as dependents, right? since the guardianship",
            "User's grandchildren are allowed on their health plan as dependents.",
            "The grandkids are allowed on my health plan as dependents.",
        ),
    ],
)
def test_a_rule_with_a_question_tag_is_asked(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT, verdict
    assert Reason.NOT_AN_ASSERTION in verdict.reasons, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we've been married forty one years this june, right? she still laughs at my jokes",
            "User has been married for 41 years.",
            "We've been married 41 years this June.",
        ),
        (  # the tag word as a plain word: no question mark after it
            "i can swim a mile no bother right, i did it every morning in the lake",
            "User can swim a mile.",
            "I can swim a mile.",
        ),
    ],
)
def test_a_tag_after_anything_but_a_rule_is_not_a_question(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert Reason.NOT_AN_ASSERTION not in verdict.reasons, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "ok assume the roof gets done by may, can i still afford the trip to lisbon",
            "User's roof gets done by May.",
            "Assume the roof gets done by May.",
        ),
        (
            "suppose the pension comes through at two thousand a month, do i keep the car",
            "User's pension comes through at 2,000 a month.",
            "Suppose the pension comes through at 2,000 a month.",
        ),
    ],
)
def test_assume_before_a_present_clause_supposes_it(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT, verdict
    assert Reason.NOT_AN_ASSERTION in verdict.reasons, verdict


def test_assume_with_nothing_supposed_after_it_is_an_order() -> None:
    verdict = judge(
        convo("i always assume the worst with my tests, but the scan came back clear last week"),
        "User's scan came back clear.",
        "The scan came back clear last week.",
    )
    assert verdict.outcome is Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "write this down for me, my locker at the pool is four, one, one, seven",
            "User's locker at the pool is 4117.",
            "My locker at the pool is 4117.",
        ),
        (
            "the key safe by the back door is nine nine two, oh six, the carers use it",
            "User's key safe code is 99206.",
            "The key safe by the back door is 99206.",
        ),
    ],
)
def test_a_digit_string_cut_by_pauses_is_one_string(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict


def test_a_list_of_small_numbers_is_not_also_one_number() -> None:
    assert "579" not in canonicalize("the grandkids are five, seven and nine now").numbers
    assert "57" not in canonicalize("my two are five, seven").numbers


@pytest.mark.parametrize(
    ("said", "quote", "accepted"),
    [
        (
            "the party's on the twelfth of june, twelfth, at my sister's place in the village",
            "The party's on the 12th of June at my sister's place in the village",
            True,
        ),
        (
            "the party's on the twelfth of june, fourteenth, at my sister's place in the village",
            "The party's on the 12th of June at my sister's place in the village",
            False,
        ),
    ],
)
def test_a_value_said_again_is_an_echo(said: str, quote: str, accepted: bool) -> None:
    verdict = judge(convo(said), "User's party is on June 12 at their sister's.", quote)
    assert (verdict.outcome is Outcome.ACCEPT) is accepted, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote", "asked"),
    [
        (
            "so basically what happened was i passed my driving test on the third go",
            "User passed their driving test.",
            "I passed my driving test.",
            False,
        ),
        (
            "all i did was i rang the council about the bins",
            "User rang the council.",
            "I rang the council.",
            False,
        ),
        (
            "what time was i supposed to be at the dentist on friday",
            "User was supposed to be at the dentist on Friday.",
            "I was supposed to be at the dentist on Friday.",
            True,
        ),
    ],
)
def test_the_copula_of_a_cleft_asks_nothing(said: str, fact: str, quote: str, asked: bool) -> None:
    verdict = judge(convo(said), fact, quote)
    assert (Reason.NOT_AN_ASSERTION in verdict.reasons) is asked, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "it would be amazing to make it to a year clean by her graduation",
            "User will be a year clean by their daughter's graduation.",
            "It would be amazing to make it to a year clean by her graduation.",
        ),
        (
            "that'd be so brilliant if the new job came through before christmas",
            "User's new job came through before Christmas.",
            "That'd be so brilliant if the new job came through before Christmas.",
        ),
    ],
)
def test_what_would_be_good_is_wished(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT, verdict
    assert Reason.NOT_AN_ASSERTION in verdict.reasons, verdict


def test_what_would_be_good_said_of_a_real_thing_is_told() -> None:
    verdict = judge(
        convo("the new job came through last week, it would be rude not to celebrate"),
        "User's new job came through.",
        "The new job came through last week.",
    )
    assert verdict.outcome is Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    "said",
    [
        "in some parallel universe i'm a concert pianist, here i can just about do chopsticks",
        "in another timeline i'm a concert pianist, but here we are",
    ],
)
def test_another_world_with_any_article_is_supposed(said: str) -> None:
    verdict = judge(convo(said), "User is a concert pianist.", "I'm a concert pianist")
    assert verdict.outcome is Outcome.REJECT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote", "rejected"),
    [
        (  # a verbless answer of three words, then somebody else's clause
            "pretty good actually my daughter's got her black belt now",
            "User has a black belt.",
            "Got her black belt now.",
            True,
        ),
        (  # the same opening, then the user's own clause
            "pretty good actually my garden's full of tulips this year",
            "User's garden is full of tulips.",
            "My garden's full of tulips this year.",
            False,
        ),
    ],
)
def test_a_short_verbless_answer_ends_before_the_next_subject(
    said: str, fact: str, quote: str, rejected: bool
) -> None:
    verdict = judge(convo(said), fact, quote)
    assert (verdict.outcome is Outcome.REJECT) is rejected, verdict
