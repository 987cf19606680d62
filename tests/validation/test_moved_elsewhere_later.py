"""A later turn that moves the statement's person or thing to another place, or keeps on with
another doing (stop 66, V12).

"i teach biology at the grammar school in ripon" ... "the trust moved me over to their academy in
harrogate": the place the fact gives no longer holds, though no word of the fact is denied. A
verb of moving or posting, said as done, of the user, the fact's person (a pronoun) or a word of
the fact, then "to" or "into" a place the fact does not name: held, for the user to say where
it stands now. Not a move of somebody else, one only meant, one of another thing, or one to a
month or a day (a date moved is `moved_to_later`'s).

"still" before another doing says nothing goes on of the fact, though a word of the fact is
said after it, as that doing's object or time ("the nurse took me off the metformin in march,
still having porridge every morning mind"; "i sold the cab ..., i still wave at the cab lads"):
it does not undo the reading that ended it. The fact's own verb, or a general one a paraphrase
may use ("we still have the cab"), still says it again.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge

ASKED = "That's a long time. How is it going?"

MOVED = [
    ("i teach biology at the grammar school in ripon, eleven years now",
     "the trust moved me over to their academy in harrogate in september, new lab, new kids",
     "User teaches biology at the grammar school in Ripon.",
     "i teach biology at the grammar school in ripon"),
    ("my dad lives with us in the back bedroom since his fall",
     "it got too much with the stairs so we moved him into a care home in formby last month, he likes it",
     "User's father lives with the user in the back bedroom.", "my dad lives with us in the back bedroom"),
    ("our band plays every friday at the anchor in deal",
     "the anchor changed hands so we've shifted our fridays to the social club on beach street",
     "User's band plays every Friday at the Anchor in Deal.",
     "our band plays every friday at the anchor in deal"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), MOVED)
def test_moved_to_another_place_later_is_held(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


NOT_MOVED = [
    # somebody else moved
    "my mate got moved to the depot in stoke in the new year, days for him, lucky sod",
    # a move only meant
    "they wanted to move me to the depot in stoke but the union said no",
    # another thing moved
    "we moved the tea urn to the back room so it's warmer at least",
]


@pytest.mark.parametrize("later", NOT_MOVED)
def test_another_move_leaves_the_statement(later: str) -> None:
    verdict = judge(
        convo("i work nights at the sorting office in crewe", ASKED, later),
        "User works nights at the sorting office in Crewe.",
        "i work nights at the sorting office in crewe",
    )
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


def test_still_with_another_doing_at_the_same_time_of_day_does_not_restate() -> None:
    verdict = judge(
        convo(
            "i take metformin every morning with my breakfast",
            ASKED,
            "the nurse took me off the metformin in march, it upset my stomach, still having porridge every"
            " morning mind",
        ),
        "User takes metformin every morning.",
        "i take metformin every morning",
    )
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


def test_still_with_the_facts_own_doing_restates() -> None:
    verdict = judge(
        convo(
            "i swim every morning before work",
            ASKED,
            "the cafe by the pool closed in october, but i'm still swimming every morning, freezing as ever",
        ),
        "User swims every morning before work.",
        "i swim every morning before work",
    )
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


ANOTHER_DOING = [
    # the fact's word said again only as the object of another verb after "still"
    "i sold the cab in the spring and took a job at the depot, i still wave at the cab lads on the rank",
    "i sold the cab in the spring and took a job at the depot, still greet the cab lads every morning",
]


@pytest.mark.parametrize("later", ANOTHER_DOING)
def test_still_with_the_facts_word_as_another_doings_object_does_not_restate(later: str) -> None:
    verdict = judge(
        convo("i drive a black cab in leeds", ASKED, later),
        "User drives a black cab in Leeds.",
        "i drive a black cab in leeds",
    )
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.detail)


@pytest.mark.parametrize(
    "later",
    [
        "the council changed the licence rules in the spring, but i still drive the cab every night",
        "the council changed the rules in the spring, but we still have the cab, still in leeds",
    ],
)
def test_still_with_the_facts_own_or_a_general_verb_restates(later: str) -> None:
    verdict = judge(
        convo("i drive a black cab in leeds", ASKED, later),
        "User drives a black cab in Leeds.",
        "i drive a black cab in leeds",
    )
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)
