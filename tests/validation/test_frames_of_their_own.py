"""A wish or somebody's words said after a statement, with a content of their own (stop 65, V7d).

"my grandson's christening is on the sixth of june, i don't want to miss it for the world": the
wish is of being there, and the christening date stands as said. "the hip's booked for the ninth,
which my daughter thinks is too close to christmas": the daughter's view is of the date, which
the user states. A verb of wishing or saying takes a clause as its object; what it frames is
that clause. Said after the statement, in a clause of its own, with a content that says
something (a verb of its own), it is no doubt over the statement.

The frame still reaches the statement when it points back at it ("that's what the nurse
reckons", "or so my sister says"), when it has no content of its own ("i'd like to anyway",
"nobody's said anything", "they told me this morning"), and when its marker is an
adverb in the statement's own clause ("... dodgy knees apparently, mum brings it up").

Also here: a relative clause is about the person it hangs from, with that person's owner ("she's
running for her mum who passed from cancer" is not the user's mother), and being on something
(a medicine, a list) ended with the opposite particle ("they took me off it in the autumn") or by
a switch to another thing ("the doctor changed me to the tablets").
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.utterance import analyse

from .conftest import convo, judge

OWN_CONTENT = [
    ("my grandson's christening is on the sixth of june, i don't want to miss it for the world",
     "User's grandson's christening is on June 6.", "my grandson's christening is on the sixth of june"),
    ("the hip's booked for the ninth of december, which my daughter thinks is too close to christmas",
     "User's hip operation is booked for December 9.", "the hip's booked for the ninth of december"),
    ("i do the early shift at the bakery on cope street, my mum says i smell of bread all day",
     "User works the early shift at the bakery on Cope Street.",
     "i do the early shift at the bakery on cope street"),
    ("our caravan's in a park near tenby, i'd love to get down there before the winter closes it",
     "User's caravan is in a park near Tenby.", "our caravan's in a park near tenby"),
    ("my sister's a midwife in galway and honestly i pray she gets a day off at christmas",
     "User's sister is a midwife in Galway.", "my sister's a midwife in galway"),
    # a doubt of its own
    ("we keep two hives at the allotment, and i wonder if the neighbours mind the bees",
     "User keeps two beehives at the allotment.", "we keep two hives at the allotment"),
    # a hedge said by a subject, of its own clause
    ("i handed my notice in at the garage today and i feel like i can finally sleep again",
     "User handed in their notice at the garage.", "i handed my notice in at the garage"),
    ("i drive a taxi in limerick, nights mostly, and i'm not sure if the council will ever fix the roads",
     "User drives a taxi in Limerick, mostly at night.", "i drive a taxi in limerick, nights mostly"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), OWN_CONTENT)
def test_a_wish_or_words_of_their_own_after_the_statement_leave_it(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


POINTING_BACK = [
    # somebody's words of the statement itself
    ("the scan came back clear. well that's what the nurse reckons anyway, we'll see",
     "User's scan came back clear.", "the scan came back clear"),
    # a wish with no content of its own
    ("we're selling the house in the spring, i'd like to anyway",
     "User is selling their house in the spring.", "we're selling the house in the spring"),
    # words that say nothing of their own
    ("word around the depot is i'm getting the supervisor job but nobody's said anything",
     "User is getting the supervisor job.", "i'm getting the supervisor job"),
    # a hedge with no subject, trailing the statement
    ("i got a b in the chemistry mock, pretty sure anyway, miss okafor hasn't given the papers back",
     "User got a B in the chemistry mock.", "i got a b in the chemistry mock"),
    # a hedge of the statement's own detail
    ("the bathroom fitter comes on the twelfth, i think it's the twelfth anyway",
     "User's bathroom fitter comes on the 12th.", "the bathroom fitter comes on the twelfth"),
    # a doubt of the statement's own detail
    ("my son's moving to leeds in may, i'm not sure if it's leeds or york now",
     "User's son is moving to Leeds in May.", "my son's moving to leeds in may"),
    # a bare "so" that points back, with the verb saying nothing after it
    ("the old shop sold for two hundred thousand, so my brother claims, but he rounds everything up",
     "User's old shop sold for 200,000.", "the old shop sold for two hundred thousand"),
    # a hearsay adverb in the statement's own clause, run on into the next
    ("i've got my dad's bad back apparently my aunt says it every christmas",
     "User has their father's bad back.", "i've got my dad's bad back"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), POINTING_BACK)
def test_a_frame_that_reaches_the_statement_still_holds_it(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.detail)


def test_the_analysis_keeps_what_a_verb_of_wishing_frames_after_the_statement() -> None:
    """The wish's own clause is kept with where it opens, after its verb; an adverb of hearsay
    and a report of nothing keep none."""
    ut = analyse("the christening is on the sixth, i don't want to miss it again")
    ((opens, _frame, framed),) = ut.own_complements
    assert opens == ut.canon.lows.index("miss")
    assert ut.canon.lows.index("miss") in framed
    assert analyse("we're selling the house in the spring, i'd like to anyway").own_complements == ()
    assert analyse("i've got my dad's bad back apparently my aunt says it").own_complements == ()
    assert analyse("i'm getting the job but nobody's said anything").own_complements == ()


def test_a_relative_clause_is_about_the_person_it_hangs_from_with_their_owner() -> None:
    said = "me and my friend both joined the choir, she's singing for her dad who died of a stroke"
    quote = "she's singing for her dad who died of a stroke"
    verdict = judge(convo(said), "User's father died of a stroke.", quote)
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.detail)
    assert Reason.WRONG_SUBJECT in verdict.reasons
    mine = "i'm singing for my dad who died of a stroke"
    assert judge(convo(mine), "User's father died of a stroke.", mine).outcome is Outcome.ACCEPT


ON_IT = (
    "i'm on metformin for my sugar, twice a day",
    "User takes metformin twice a day.",
    "i'm on metformin",
)
CAME_OFF = [
    "i came off it in march, the doctor was happy with my numbers",
    "i've been off it since the spring and i feel grand",
    "they took me off it at the last clinic",
    "i'm off the metformin now, diet and walking instead",
    # put on another thing in its place
    "the doctor changed me to the gliclazide in june",
    "they switched me onto the injections after my last bloods",
]
STILL_ON = [
    "i'm not off it yet, maybe in the summer",  # not so
    "i got off the bus a stop early to walk it off",  # off another thing
    "the doctor wants me off it by the summer",  # a wish, not done
    "my husband came off it last year though",  # somebody else
    "they moved me onto the slow release metformin, easier on the stomach",  # the same thing
    "my brother was on it too but his doctor took him off metformin last year",  # another came off it
]


@pytest.mark.parametrize("later", CAME_OFF)
def test_being_on_it_ended_with_the_opposite_particle_holds_the_fact(later: str) -> None:
    said, fact, quote = ON_IT
    verdict = judge(convo(said, "How are you finding it?", later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize("later", STILL_ON)
def test_off_of_something_else_or_not_done_leaves_the_fact(later: str) -> None:
    said, fact, quote = ON_IT
    verdict = judge(convo(said, "How are you finding it?", later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


def test_once_before_a_period_says_how_often_not_a_condition() -> None:
    """ "once a week", "once a month": a frequency, not the "once" of "once i pass my test"."""
    said = "so um i'm on the jabs since june for my sugar and my weight, once a week shot on mondays, grand"
    quote = "i'm on the jabs since june for my sugar and my weight, once a week shot on mondays"
    verdict = judge(convo(said), "User has a weekly jab on Mondays.", quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)
    conditional = "once i pass my driving test i'm buying a little car"
    verdict = judge(convo(conditional), "User is buying a car.", "i'm buying a little car")
    assert verdict.outcome is not Outcome.ACCEPT, verdict.outcome


LINKED_AFTER_A_NEGATION = [
    ("i don't drive so i take the bus to the library every day", "User takes the bus to the library.",
     "i take the bus to the library"),
    ("we never do curry cause my husband's allergic to mustard seed",
     "User's husband is allergic to mustard seed.", "my husband's allergic to mustard seed"),
    ("i can't do stairs but i swim at the leisure centre twice a week",
     "User swims at the leisure centre twice a week.", "i swim at the leisure centre twice a week"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), LINKED_AFTER_A_NEGATION)
def test_a_negation_before_a_link_does_not_reach_the_clause_it_opens(
    said: str, fact: str, quote: str
) -> None:
    """ "i don't drive so | i take the bus": the negated clause is whole, and the link opens the
    quote's own (stop 65, `claim.negation_just_before`)."""
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


def test_a_negation_that_takes_the_quote_as_its_complement_still_holds() -> None:
    verdict = judge(
        convo("i wouldn't say my neighbour is rude exactly"),
        "User's neighbour is rude.",
        "my neighbour is rude",
    )
    assert verdict.outcome is not Outcome.ACCEPT, verdict.outcome
