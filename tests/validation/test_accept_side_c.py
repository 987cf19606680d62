"""True facts in wording the gate's authors did not write, read by grammar rather than by example.

Each group pairs true facts that must pass with near misses that must still be refused, so that a
reading loosened for the first cannot wave the second through (cases of each kind also in
`tests/data/validation/voice/accept_kinds_c.jsonl`).
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.normalize import canonicalize
from companion.validation.specifics import spoken_years
from tests.validation.conftest import convo, judge

PASSES = (Outcome.ACCEPT, Outcome.PENDING)


# -- a "no" that answers or corrects negates no clause after it (matching._negated_context) ---
@pytest.mark.parametrize(
    ("asked", "said", "fact", "quote"),
    [
        (
            "Want me to ring you at seven?",
            "no no remember i work nights so mornings are out",
            "User works nights.",
            "remember i work nights",
        ),
        (
            "Do you drive to the office?",
            "nope remember that i cycle everywhere these days",
            "User cycles everywhere.",
            "remember that i cycle everywhere",
        ),
        (
            "How many grandchildren now?",
            "i've got three er no four grandkids since the baby came",
            "User has four grandkids.",
            "four grandkids since the baby came",
        ),
    ],
)
def test_a_no_that_answers_or_corrects_negates_nothing_after_it(
    asked: str, said: str, fact: str, quote: str
) -> None:
    v = judge(convo(asked, said, first_role="assistant"), fact, quote, index=1)
    assert v.outcome in PASSES, v


@pytest.mark.parametrize(
    ("asked", "said", "fact", "quote"),
    [
        (
            "Any house rules?",
            "no smoking inside my flat that's the big one",
            "User smokes inside their flat.",
            "smoking inside my flat",
        ),
        (
            "Can you bring the dog?",
            "no dogs are allowed in my building sadly",
            "Dogs are allowed in User's building.",
            "dogs are allowed in my building",
        ),
        (
            "How's the flat?",
            "it's lovely but no garden and no parking",
            "User's flat has a garden.",
            "garden and no parking",
        ),
    ],
)
def test_a_no_that_determines_a_noun_still_negates_it(asked: str, said: str, fact: str, quote: str) -> None:
    v = judge(convo(asked, said, first_role="assistant"), fact, quote, index=1)
    assert v.outcome is Outcome.REJECT
    assert not {Reason.NEGATED_CONTEXT, Reason.NEGATION_MISMATCH}.isdisjoint(v.reasons)


# -- a participle that describes the owned noun (clauses.possessive_phrases) ------------------
@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "what do i feed my bearded dragon when he won't eat",
            "User has a bearded dragon.",
            "what do i feed my bearded dragon",
        ),
        (
            "how do i keep my retired husband out from under my feet",
            "User has a retired husband.",
            "how do i keep my retired husband",
        ),
    ],
)
def test_an_owned_noun_with_a_participle_is_given_in_a_question(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome in PASSES


def test_a_participle_after_an_article_owns_nothing() -> None:
    v = judge(
        convo("what do you feed a bearded dragon anyway"),
        "User has a bearded dragon.",
        "what do you feed a bearded dragon",
    )
    assert v.outcome is Outcome.REJECT


# -- a condition on the telling, not the fact (frames._uptake) --------------------------------
@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my card number ends in four four one two if that helps",
            "User's card number ends in 4412.",
            "my card number ends in 4412",
        ),
        (
            "i'm allergic to shellfish if it matters",
            "User is allergic to shellfish.",
            "i'm allergic to shellfish",
        ),
        ("i grew up in cork if you're curious", "User grew up in Cork.", "i grew up in cork"),
    ],
)
def test_a_condition_on_the_talk_leaves_the_fact_told(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome in PASSES


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we'll skip the walk if it rains tomorrow",
            "User will skip the walk tomorrow.",
            "we'll skip the walk",
        ),
        (
            "i'll do the first aid course if that helps me get the job",
            "User will do the first aid course.",
            "i'll do the first aid course",
        ),
    ],
)
def test_a_condition_with_content_still_conditions(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


# -- a year said in two digits and repaired (specifics.spoken_years, values.retracted_only) ---
def test_the_repair_of_a_two_digit_year_is_the_year() -> None:
    said = "we moved here in ninety eight or no ninety seven the summer of the floods"
    years = spoken_years(canonicalize(said))
    assert "1997" in years
    assert "1998" not in years
    assert "2006" in spoken_years(canonicalize("i've had this job since oh five no sorry oh six"))
    v = judge(convo(said), "User moved here in 1997.", "we moved here in ninety eight or no ninety seven")
    assert v.outcome is Outcome.ACCEPT, v


@pytest.mark.parametrize(
    "quote", ["we moved here in ninety eight or no ninety seven", "we moved here in ninety eight"]
)
def test_the_year_taken_back_is_not_the_users(quote: str) -> None:
    said = "we moved here in ninety eight or no ninety seven the summer of the floods"
    assert judge(convo(said), "User moved here in 1998.", quote).outcome is Outcome.REJECT


# -- titles written short (lexicon.noise.ABBREVIATIONS) ---------------------------------------
@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "yes our pastor reverend okafor pops round on thursdays",
            "User's pastor, Rev. Okafor, visits on Thursdays.",
            "our pastor, Rev. Okafor, pops round on Thursdays",
        ),
        (
            "my grandson's a sergeant in the marines now",
            "User's grandson is a Sgt. in the Marines.",
            "my grandson's a Sgt. in the Marines",
        ),
        (
            "i've emailed councillor bhatt about the potholes twice",
            "User emailed Cllr Bhatt about the potholes.",
            "I've emailed Cllr Bhatt about the potholes",
        ),
    ],
)
def test_a_title_written_short_is_the_title_said(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome in PASSES


def test_the_name_after_a_short_title_stays_exact() -> None:
    v = judge(
        convo("yes our pastor reverend okafor pops round on thursdays"),
        "User's pastor, Rev. Okoro, visits on Thursdays.",
        "our pastor, Rev. Okoro, pops round",
    )
    assert v.outcome is Outcome.REJECT


# -- a factive predicate asked about in a complement (frames.apply_questions) -----------------
@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "do you think it's weird that my son moved out without a word",
            "User's son moved out.",
            "my son moved out",
        ),
        (
            "should i be upset that my sister skipped my birthday again",
            "User's sister skipped User's birthday.",
            "my sister skipped my birthday",
        ),
    ],
)
def test_a_feeling_asked_about_tells_its_complement(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome in PASSES


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "do you think it's likely that my flight gets cancelled",
            "User's flight gets cancelled.",
            "my flight gets cancelled",
        ),
        # "should i be worried that ..." is held instead, since stop 55: what is feared may be
        # what the user has seen (tests/validation/test_condition_on_an_alternative.py)
        (
            "is it true that my pension goes up in april",
            "User's pension goes up in April.",
            "my pension goes up in April",
        ),
    ],
)
def test_whether_it_is_so_asked_tells_nothing(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


# -- a discourse marker is not half of a compound (cleanup.merge_compounds) -------------------
def test_i_mean_before_a_word_is_the_marker_not_a_compound() -> None:
    said = "we spent some i mean time at my nan's by the sea"
    assert "time" in canonicalize(said).keys
    v = judge(
        convo(said), "User spent some time at their nan's by the sea.", "we spent some time at my nan's"
    )
    assert v.outcome in PASSES, v
    assert "meantime" in canonicalize("in the mean time i'm staying at my brother's").keys


def test_i_mean_that_corrects_a_value_still_corrects_it() -> None:
    v = judge(convo("the hearing's on the tenth i mean the twelfth of june"), "User's hearing is on June 10.",
              "the hearing's on the tenth")  # fmt: skip
    assert v.outcome is Outcome.REJECT
