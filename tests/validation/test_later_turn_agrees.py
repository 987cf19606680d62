"""A later turn that agrees with the statement, said with a negation or after a stop (stop 67, V12).

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
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

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
