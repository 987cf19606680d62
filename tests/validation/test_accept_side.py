"""True facts the gate used to reject: readings that reached past what they govern (V5, V6, V7).

Each test pairs a true fact that must pass with a near miss that must still be refused, so that
a reading loosened for the first cannot wave the second through.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge

PASSES = (Outcome.ACCEPT, Outcome.PENDING)


# -- an obligation the fact says in its own inflection (fact.carries) -------------------------
@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("i have to take the bus to work every day now", "User has to take the bus to work every day.",
         "i have to take the bus to work every day"),
        ("i need to cut down on salt the doctor says", "User needs to cut down on salt.",
         "i need to cut down on salt"),
    ],
)  # fmt: skip
def test_an_obligation_the_fact_keeps_is_the_fact(said: str, fact: str, quote: str) -> None:
    v = judge(convo(said), fact, quote)
    assert v.outcome is Outcome.ACCEPT, v


def test_a_possibility_of_an_obligation_is_not_an_obligation() -> None:
    v = judge(convo("i might have to sell the van if the bill is huge"), "User has to sell the van.",
              "i might have to sell the van")  # fmt: skip
    assert v.outcome is Outcome.REJECT


def test_going_somewhere_in_a_fact_carries_no_plan() -> None:
    """ "User is going to Portugal" is a trip: a comment that calls it a plan still frames it."""
    v = judge(
        convo("we're off to portugal in august or that was the plan anyway it's all up in the air now"),
        "User is going to Portugal in August.",
        "we're off to portugal in august",
    )
    assert v.outcome is Outcome.REJECT


# -- a noun phrase the user owns, under a question, plan or condition (claim.frame_of_claim) --
@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("what gift should i get my husband dave for his fiftieth", "User has a husband named Dave.",
         "what gift should i get my husband dave"),
        ("i'm going to take my daughter mia to the aquarium on saturday", "User has a daughter named Mia.",
         "take my daughter mia to the aquarium"),
        ("if it's sunny we'll take my cousin priya to the beach", "User has a cousin named Priya.",
         "my cousin priya"),
        ("is it safe to have grapefruit with the statins i'm on", "User is on statins.",
         "the statins i'm on"),
    ],
)  # fmt: skip
def test_what_a_mood_takes_as_given_is_the_users(said: str, fact: str, quote: str) -> None:
    v = judge(convo(said), fact, quote)
    assert v.outcome in PASSES, v


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("should i get a cat do you think", "User has a cat.", "should i get a cat"),
        ("should i go on statins or try diet first", "User is on statins.", "should i go on statins"),
        ("i'd love to have a dog one day", "User has a dog.", "i'd love to have a dog"),
    ],
)
def test_what_a_mood_asks_or_wishes_is_not_had(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


# -- a contraction written with its apostrophe (claim.past_said_as_present) --------------------
@pytest.mark.parametrize("said", ["we're off to Crete on the 4th", "we’re off to Crete on the 4th"])
def test_a_written_contraction_is_present(said: str) -> None:
    v = judge(convo(said), "User is going to Crete on the 4th.", said)
    assert v.outcome is Outcome.ACCEPT, v


def test_were_without_an_apostrophe_is_still_the_past() -> None:
    v = judge(convo("we were living in leeds back then"), "User lives in Leeds.", "we were living in leeds")
    assert v.outcome is Outcome.REJECT
    assert v.reasons[0] is Reason.PAST_AS_PRESENT


# -- kinship words of other Englishes; a linked clause's subject (lexicon.people, claim) ------
@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my tita is the one looking after my lola now", "User's aunt looks after the user's grandmother.",
         "my tita is the one looking after my lola"),
        ("ok naman my kuya is a seaman", "User's brother is a seaman.", "my kuya is a seaman"),
        ("dad's lot were irish but my mum's mum came from malta", "User's grandmother came from Malta.",
         "my mum's mum came from malta"),
    ],
)  # fmt: skip
def test_a_relation_in_another_english_is_that_relation(said: str, fact: str, quote: str) -> None:
    v = judge(convo(said), fact, quote)
    assert v.outcome is Outcome.ACCEPT, v


def test_a_relations_job_is_not_the_users() -> None:
    v = judge(
        convo("my tita is a nurse in dubai"), "User is a nurse in Dubai.", "my tita is a nurse in dubai"
    )
    assert v.outcome is Outcome.REJECT
    assert v.reasons[0] is Reason.WRONG_SUBJECT


# -- spoken amounts (cleanup.merge_numbers) ----------------------------------------------------
def test_k_after_a_number_is_a_thousand_or_a_kilometre() -> None:
    assert {"8", "8000"} <= canonicalize("more like eight k").numbers
    v = judge(convo("i walk about eight k a day since we got the dog"), "User walks about 8 km a day.",
              "i walk about eight k a day")  # fmt: skip
    assert v.outcome is Outcome.ACCEPT, v
    wrong = judge(
        convo("i walk about five k a day"), "User walks about 15 km a day.", "i walk about five k a day"
    )
    assert wrong.outcome is Outcome.REJECT


def test_cents_after_a_money_word_are_the_amount() -> None:
    assert "612.5" in canonicalize("six hundred and twelve dollars fifty").numbers
    assert "20.05" not in canonicalize("twenty dollars five times").numbers  # a count, not cents
    v = judge(convo("the parking was twelve dollars fifty which is robbery"), "User paid $12.50 for parking.",
              "the parking was twelve dollars fifty")  # fmt: skip
    assert v.outcome is Outcome.ACCEPT, v
    wrong = judge(convo("the parking was twelve dollars which is robbery"), "User paid $12.50 for parking.",
                  "the parking was twelve dollars")  # fmt: skip
    assert wrong.outcome is Outcome.REJECT


def test_meridiem_with_stops_is_the_spoken_letters() -> None:
    assert canonicalize("at 9 a.m. on thursday").keys == canonicalize("at nine a m on thursday").keys


# -- a two-word quote that names what the user has (rules.quote_length) -----------------------
def test_my_and_a_noun_backs_a_fact_of_having() -> None:
    """Since stop 44: the possessive backs all such a fact says (it was held before)."""
    msgs = convo("how do i stop my beagle pulling on the lead")
    v = judge(msgs, "User has a beagle.", "my beagle")
    assert v.outcome is Outcome.ACCEPT, v


@pytest.mark.parametrize(
    ("fact", "quote"),
    [
        ("User's beagle is ten years old.", "my beagle"),
        ("User has two beagles.", "my beagle"),
        ("User has a beagle.", "yeah"),
    ],
)
def test_a_short_quote_backs_nothing_more(fact: str, quote: str) -> None:
    msgs = convo("yeah how do i stop my beagle pulling on the lead")
    assert judge(msgs, fact, quote).outcome is Outcome.REJECT


# -- a phrase the speaker went back over (cleanup.collapse_repeats) ---------------------------
@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("it's up at the up at my brother's place", "it's up at my brother's place"),
        ("i work in the in a bakery", "i work in a bakery"),
    ],
)
def test_a_retraced_phrase_reads_as_its_repair(said: str, meant: str) -> None:
    assert canonicalize(said).keys == canonicalize(meant).keys


@pytest.mark.parametrize("said", ["the more the merrier", "a day a week", "at the hotel at my mum's"])
def test_an_article_between_different_words_is_no_retrace(said: str) -> None:
    assert len(canonicalize(said).keys) == len(said.split())


# -- an area said in words (cleanup.merge_numbers, lexicon.units.area_key) ---------------------
@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("forty eight square metres", "48 m²"),
        ("six hundred square feet", "600 sq ft"),
        ("seventy sq m", "70 m²"),
    ],
)
def test_an_area_said_is_the_area_written(said: str, written: str) -> None:
    assert canonicalize(said).keys == canonicalize(written).keys


@pytest.mark.parametrize("said", ["a square meal", "two square in the middle", "the square mile"])
def test_square_without_a_number_and_length_stays_a_word(said: str) -> None:
    assert "square" in canonicalize(said).keys
