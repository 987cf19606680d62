"""A later user turn that says the state ended or the plan went otherwise (V12, `takeback`):
a bare past clause, a value held until a past time, a change announced of nothing named, a word
of the fact put out of its place, a returning, a request not to keep it, an outcome against it.
Each with near misses that keep the fact. Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge

_REJECTED = [
    # a bare past clause, hedged, closed by "until" or followed by a new clause
    (
        ("my nephew lodges with us", "That's handy.", "well he did, he's got his own flat in leith now"),
        "User's nephew lodges with the user.",
        "my nephew lodges with us",
    ),
    (
        (
            "i'm on the parish council",
            "Busy?",
            "very",
            "I bet.",
            "i was, till the elections in may, lost my seat",
        ),
        "User is on the parish council.",
        "i'm on the parish council",
    ),
    (
        ("i teach pilates at the gym", "Fun!", "well i was i stopped after the baby"),
        "User teaches pilates at the gym.",
        "i teach pilates at the gym",
    ),
    # the fact's value held until a time, then an event in the past
    (
        (
            "i've been at the bank nineteen years",
            "Loyal!",
            "nineteen years until the branch shut, i got redundancy",
        ),
        "User has worked at the bank for nineteen years.",
        "i've been at the bank nineteen years",
    ),
    # a change announced of nothing named
    (
        (
            "my dialysis is on mondays",
            "That must take up the day.",
            "it's all changed now, they've moved me to home dialysis",
        ),
        "User has dialysis on Mondays.",
        "my dialysis is on mondays",
    ),
    (
        ("we're taking the caravan to wales", "Lovely.", "there's been a change, the caravan's sold"),
        "User is taking the caravan to Wales.",
        "we're taking the caravan to wales",
    ),
    # a word of the fact put out of its place
    (
        (
            "we're flying to malaga in july",
            "Nice!",
            "we're going by ferry instead of flying, my wife hates planes",
        ),
        "User is flying to Malaga in July.",
        "we're flying to malaga in july",
    ),
    # a word held up while the user keeps saying it
    (
        (
            "the rent's eight hundred a month",
            "Not bad.",
            "i keep saying eight hundred but it went up to nine fifty",
        ),
        "User's rent is 800 a month.",
        "the rent's eight hundred a month",
    ),
    # what the user got, given back by name
    (
        (
            "i bought a rowing machine in the sales",
            "Good for you!",
            "i sent the rowing machine back, it was too loud",
        ),
        "User bought a rowing machine.",
        "i bought a rowing machine",
    ),
    # the fact's subject stops or calls off what a pronoun stands for, or stops outright
    (
        (
            "my husband sings in a barbershop quartet",
            "Fun!",
            "they're good",
            "I bet.",
            "he's given it up, his voice went",
        ),
        "User's husband sings in a barbershop quartet.",
        "my husband sings in a barbershop quartet",
    ),
    (
        (
            "i'm doing an evening course in bookkeeping",
            "Useful!",
            "tuesdays",
            "Nice.",
            "i quit, the commute was killing me",
        ),
        "User is doing an evening course in bookkeeping.",
        "i'm doing an evening course in bookkeeping",
    ),
    # an event that ends the user's state
    (
        (
            "i work on the tills at the garden centre",
            "Nice!",
            "weekends",
            "Busy?",
            "i got laid off in the new year",
        ),
        "User works on the tills at the garden centre.",
        "i work on the tills at the garden centre",
    ),
    (
        (
            "we live in a flat above the chippy",
            "Handy for tea!",
            "ha",
            "Ha.",
            "we moved out in august, the damp was awful",
        ),
        "User lives in a flat above the chip shop.",
        "we live in a flat above the chippy",
    ),
    # a retraction said of the fact's own subject, nothing of its own after it
    (
        (
            "my brother's emigrating to perth",
            "Big move!",
            "in the spring",
            "Wow.",
            "he's changed his mind, he's staying put",
        ),
        "User's brother is emigrating to Perth.",
        "my brother's emigrating to perth",
    ),
    # a request not to keep it
    (
        (
            "my daughter's expecting twins",
            "Congratulations!",
            "oh don't put that down, it's not been announced",
        ),
        "User's daughter is expecting twins.",
        "my daughter's expecting twins",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _REJECTED)
def test_a_later_turn_that_ends_the_state_rejects(turns: tuple[str, ...], fact: str, quote: str) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.REJECT, v.detail
    assert Reason.RETRACTED in v.reasons


_HELD = [
    # a returning of a thing a pronoun stands for: it may be something else
    (
        (
            "we got a rescue greyhound",
            "Aww.",
            "he's lovely",
            "Lucky dog.",
            "we had to take him back, he went for the cat",
        ),
        "User has a rescue greyhound.",
        "we got a rescue greyhound",
    ),
    # a retraction said of a pointing subject, turns later
    (
        (
            "we're hiring a minibus for the hen do",
            "Fun!",
            "twelve of us",
            "Lovely.",
            "it's not happening now, half of them dropped out",
        ),
        "User is hiring a minibus for the hen party.",
        "we're hiring a minibus for the hen do",
    ),
    # another subject calls off what a pronoun stands for
    (
        (
            "my grandson's christening is on the sixth",
            "Lovely!",
            "at st mary's",
            "Nice.",
            "they've postponed it, the vicar's off sick",
        ),
        "User's grandson's christening is on the 6th.",
        "my grandson's christening is on the sixth",
    ),
    # an event that may end the state of the person a pronoun stands for, or take a thing
    (
        ("my uncle runs a pub in whitby", "Nice!", "the anchor", "Lovely.", "he retired at christmas"),
        "User's uncle runs a pub in Whitby.",
        "my uncle runs a pub in whitby",
    ),
    (
        ("i've got a motorbike, a triumph", "Cool!", "old one", "Classic.", "i sold it to pay the vet bills"),
        "User has a Triumph motorbike.",
        "i've got a motorbike, a triumph",
    ),
    # a generic retraction opening a turn some turns later
    (
        (
            "we're getting a hot tub",
            "Fancy!",
            "for the garden",
            "Lovely.",
            "actually no, that's old news, the patio won't take it",
        ),
        "User is getting a hot tub.",
        "we're getting a hot tub",
    ),
    # a retraction phrase of the user with an object of its own: it may be of another thing
    (
        (
            "we're buying the flat on the corner",
            "Exciting!",
            "offer's in",
            "Good luck.",
            "we didn't get the mortgage we wanted but the bank of mum came through",
        ),
        "User is buying the flat on the corner.",
        "we're buying the flat on the corner",
    ),
    # a pointing subject moved to another date, or not till a later one
    (
        (
            "the school play is on the twelfth",
            "Is your son in it?",
            "he's a shepherd",
            "Aww.",
            "it's been moved to the nineteenth, the hall flooded",
        ),
        "User's school play is on the 12th.",
        "the school play is on the twelfth",
    ),
    # a bare past clause some turns later, of nobody named
    (
        (
            "i volunteer at the food bank",
            "That's kind.",
            "it's busy",
            "I can imagine.",
            "well i was, it got too much",
        ),
        "User volunteers at the food bank.",
        "i volunteer at the food bank",
    ),
    # an outcome against the fact beside a negation
    (
        ("my brother's coming for christmas", "Nice!", "no chance now, he booked tenerife in the end"),
        "User's brother is coming for Christmas.",
        "my brother's coming for christmas",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _HELD)
def test_a_later_turn_that_may_end_it_is_not_stored_active(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome in (Outcome.PENDING, Outcome.REJECT), v.detail
    assert Reason.RETRACTED in v.reasons


_KEPT = [
    # a bare past clause that answers a question in the past
    (
        (
            "i work in the hospice",
            "Did you find it hard at first?",
            "well i did, but it's the best job i've had",
        ),
        "User works in the hospice.",
        "i work in the hospice",
    ),
    # a clause that goes on after its past verb
    (
        ("i run the book club", "How's it going?", "it was quiet in the summer, it's picking up"),
        "User runs the book club.",
        "i run the book club",
    ),
    # a value held until a time to come
    (
        ("my son is seventeen", "Driving yet?", "he's seventeen until march, then the lessons start"),
        "User's son is seventeen.",
        "my son is seventeen",
    ),
    # a change of something named, and a change asked about
    (
        ("we walk the dog at seven", "Every day?", "the clocks have changed so it's dark, but still seven"),
        "User walks the dog at seven.",
        "we walk the dog at seven",
    ),
    (
        (
            "i play bowls on a wednesday",
            "Still at the same club?",
            "yes, has it changed its name? i never know",
        ),
        "User plays bowls on Wednesdays.",
        "i play bowls on a wednesday",
    ),
    # "instead of" in a plan that was dropped
    (
        ("i'm studying nursing", "Great!", "i was going to do medicine instead of nursing but the fees, no"),
        "User is studying nursing.",
        "i'm studying nursing",
    ),
    # an outcome of an obstacle overcome
    (
        (
            "we're adopting a greyhound",
            "Exciting!",
            "the landlord nearly didn't allow it but he agreed in the end",
        ),
        "User is adopting a greyhound.",
        "we're adopting a greyhound",
    ),
    # a stopping of another thing named before its subject, or negated, or wanted
    (
        (
            "i take the blue inhaler when i need it",
            "And the brown one?",
            "the brown one i've stopped, so it's just the blue",
        ),
        "User takes the blue inhaler when needed.",
        "i take the blue inhaler when i need it",
    ),
    (
        (
            "i swim at the lido every morning",
            "Even in winter?",
            "i wanted to give up in january but i didn't quit",
        ),
        "User swims at the lido every morning.",
        "i swim at the lido every morning",
    ),
    # an event of somebody of the other sex, or of somebody named
    (
        (
            "my mum lives in a care home in fife",
            "How is she?",
            "bright as a button",
            "And your dad?",
            "he died in 2019",
        ),
        "User's mum lives in a care home in Fife.",
        "my mum lives in a care home in fife",
    ),
    (
        (
            "i work at the bakery on king street",
            "Early starts?",
            "four am",
            "Oof.",
            "my boss got sacked though",
        ),
        "User works at the bakery on King Street.",
        "i work at the bakery on king street",
    ),
    # an ending event of another domain than the fact's ("divorced" ends no fact of kids)
    (
        (
            "we've got three grandkids",
            "Lovely!",
            "all boys",
            "Busy!",
            "i'm divorced now, mind, it's been a while",
        ),
        "User has three grandchildren.",
        "we've got three grandkids",
    ),
    # giving back to others, nothing of the user's returned
    (
        (
            "i run a barber shop in the high street",
            "Nice.",
            "i like to give back, free cuts for the shelter on mondays",
        ),
        "User runs a barber shop in the High Street.",
        "i run a barber shop in the high street",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _KEPT)
def test_a_later_turn_that_keeps_the_state_accepts(turns: tuple[str, ...], fact: str, quote: str) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.ACCEPT, (v.reasons, v.detail)
