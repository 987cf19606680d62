"""A later turn on a negative statement or a stop: agreeing with it, saying it in the positive,
or taking it up again (stop 67, V12).

"i've never owned a car" ... "my sister keeps on at me to buy one but no car for me": the later
"no car" denies the car, which is what the fact says already. A negation in the fact governs the
words after it in its clause (to a contrast: "does not eat meat | but eats fish"); a later "not
<word>" of those words agrees with the fact, and only a word outside that reach can be denied.

"i swim at the leisure centre on friday mornings" ... "hurt my shoulder in may, so no swimming
for a month, but i'm back now": the stop is told as over. A stretch of the turn that says the
thing goes on again ("i'm back", "she's back", or a word of the fact with "again"), names no thing
of its own, has nothing still to do in it and no denial or stop after it, says the fact again:
what the turn took back was the pause. Not of a fact that says something stopped ("User has
given up sugar"), which taking it up again undoes, nor when the turn takes up another thing
("i'm back at the bowls club instead") or only means to ("i'll be back in june").

"i don't have a passport" ... "i got my passport in the post last week": the negation's word said
in the positive, in the user's own clause with nothing negating, asking, wishing or supposing it,
holds the fact for the user. "so no more dialysis": the word after "no more" is the one denied.
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation.fact import fact_shape
from companion.validation.later import denied_words
from companion.validation.lexicon.morphology import lemmas

from .conftest import convo, judge

ASKED = "That makes sense. How are things otherwise?"

AGREED = [
    ("i've never owned a car, never needed one in the city",
     "my sister keeps on at me to buy one but no car for me, the bus does me fine",
     "User has never owned a car.", "i've never owned a car"),
    ("i don't drink coffee at all, it gives me the jitters",
     "the girls at work think i'm mad, i'm not drinking coffee for anybody, builders tea for me",
     "User does not drink coffee.", "i don't drink coffee at all"),
    ("we don't have a telly in the house, haven't for years",
     "the grandkids moan when they visit, still no telly though, they read instead",
     "User does not have a television in the house.", "we don't have a telly in the house"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), AGREED)
def test_a_later_denial_agrees_with_a_negative_fact(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


def test_a_word_outside_the_negation_can_still_be_denied() -> None:
    """ "does not eat meat | but eats fish": the fish is asserted, and a later "no fish" denies it."""
    said = "i don't eat meat but i eat fish, mostly salmon"
    later = "the doctor said the mercury thing so no fish now either, beans and lentils"
    verdict = judge(convo(said, ASKED, later), "User does not eat meat but eats fish.", said)
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.detail)


TAKEN_UP = [
    ("i swim at the leisure centre on friday mornings",
     "hurt my shoulder in may, so no swimming for a month, but i'm back now",
     "User swims at the leisure centre on Friday mornings.",
     "i swim at the leisure centre on friday mornings"),
    ("i sing in the church choir on thursday nights",
     "the church was shut for the roof in the spring so no choir, but we're singing again since june",
     "User sings in the church choir on Thursday nights.", "i sing in the church choir on thursday nights"),
    ("my grandson helps me in the allotment on saturdays",
     "he broke his wrist playing rugby so he stopped helping for six weeks, but he's back, cast off",
     "User's grandson helps the user in the allotment on Saturdays.",
     "my grandson helps me in the allotment on saturdays"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), TAKEN_UP)
def test_a_stop_told_as_over_keeps_the_fact(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


NOT_TAKEN_UP = [
    # another thing taken up
    "hurt my shoulder in may so i stopped the swimming, but i'm back at the bowls club instead",
    # only meant
    "hurt my shoulder in may, so no swimming for now, i'll be back in june hopefully",
    # taken up again, then stopped again
    "hurt my shoulder in may, i was swimming again in june, but no swimming since july, the physio says rest",
]


@pytest.mark.parametrize("later", NOT_TAKEN_UP)
def test_a_stop_not_told_as_over_still_takes_it_back(later: str) -> None:
    said = "i swim at the leisure centre on friday mornings"
    verdict = judge(convo(said, ASKED, later), "User swims at the leisure centre on Friday mornings.", said)
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.detail)


def test_taking_up_again_undoes_a_stop_the_fact_states() -> None:
    said = "i've given up sugar, six weeks now"
    later = "the office had a birthday cake on monday, but i'm back on the sugar again now"
    verdict = judge(convo(said, ASKED, later), "User has given up sugar.", "i've given up sugar")
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


# "i don't eat meat" ... "since easter i've been eating meat again": the fact is negative, and a
# later turn says a word its negation governs in the positive, in a clause of the user's own.
# Held: said in the positive, the fact may hold no longer, and the user says which stands.
REVERSED = [
    ("i don't eat meat, haven't for years, it never agreed with me",
     "my brother's barbecue was on sunday and since the summer i've been eating meat again so i had a burger",
     "User does not eat meat.", "i don't eat meat"),
    ("i don't have a passport, never been further than cornwall",
     "big news, i got my passport in the post last week and we're off to lisbon in may",
     "User does not have a passport.", "i don't have a passport"),
    # in another everyday word for the same thing
    ("we don't have a telly in the house, haven't for years",
     "the grandkids wore me down, i bought a tv in the january sales, it's in the back room",
     "User does not have a television.", "we don't have a telly in the house"),
    ("i don't speak any welsh, my gran did but it skipped us",
     "my neighbour's been teaching me since march and now i speak welsh to the lady in the post office",
     "User does not speak Welsh.", "i don't speak any welsh"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), REVERSED)
def test_a_negative_fact_said_in_the_positive_later_is_held(
    said: str, later: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


NOT_REVERSED = [
    # somebody else has it
    "my sister got her passport last week, she's off to lisbon in may, i'll mind the cat",
    # only wished
    "i'd love a passport one day, maybe when the grandkids are older",
    # said with a negation again
    "the grandkids keep on at me but still no passport, i like it here",
]


@pytest.mark.parametrize("later", NOT_REVERSED)
def test_a_negative_fact_not_said_in_the_positive_stands(later: str) -> None:
    said = "i don't have a passport, never been further than cornwall"
    verdict = judge(convo(said, ASKED, later), "User does not have a passport.", "i don't have a passport")
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


def test_no_more_denies_the_noun_after_it() -> None:
    """ "so no more dialysis, the new kidney is working": "more" is a degree of the denial, the
    noun after it is what is denied, and a noun has no object of its own."""
    said = "i've been on dialysis three times a week at the royal for two years"
    later = "my son drives me, and i had a transplant in june, so no more dialysis, the new kidney is working"
    verdict = judge(convo(said, ASKED, later), "User is on dialysis three times a week.", said)
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


_NEGATIONS = ["does not", "doesn't", "never", "no longer", "has not"]
_VERBS = ["eat", "drink", "own", "drive", "keep", "wear", "speak", "play"]
_THINGS = ["meat", "coffee", "car", "chickens", "glasses", "welsh", "golf", "passport"]


@given(
    st.sampled_from(_NEGATIONS),
    st.sampled_from(_VERBS),
    st.sampled_from(_THINGS),
    st.sampled_from(_VERBS),
    st.sampled_from(_THINGS),
)
def test_a_negation_governs_its_clause_and_no_further(
    negation: str, verb: str, thing: str, other_verb: str, other: str
) -> None:
    """Whatever the fact's words, a later "not <word>" can deny nothing a negation in the fact
    governs (to the end of its clause), and can still deny what a contrast asserts after it."""
    assume(other not in (thing, verb) and other_verb != verb)
    negated = fact_shape(f"User {negation} {verb} {thing}.")
    assert denied_words(negated).isdisjoint(lemmas(verb) | lemmas(thing))
    contrasted = fact_shape(f"User {negation} {verb} {thing} but {other_verb}s {other}.")
    assert other in denied_words(contrasted)
