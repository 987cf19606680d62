"""A later turn that says the fact's thing is another person's (rule V12, `later.disowned_later`,
`_owned_by_another`), in our own words: "it's my brother's really" or "i said i've got one but
it's his" after "i've got a kayak". Held, not rejected: the user says whose it is. Not a past
owner ("it was my aunt's"), an owner the fact names ("my grandad's medal ... it's grandad's"),
the fact's own person ("my mum has a shop ... the shop is hers"), nor a possessive before a
noun ("it's my brother's birthday")."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

FIRST = "i've got a kayak, a sit on top one, i take it out on the loch"
ASKED = "Lovely! How often do you get out?"
FACT = "User owns a kayak."
QUOTE = "i've got a kayak"


@pytest.mark.parametrize(
    "later",
    [
        "most weekends, well it's my brother's really, i just borrow it",
        "i said i've got one but it's his, he lets me use it",
        "weekends, the kayak is my uncle's to be fair",
    ],
)
def test_the_thing_said_to_be_anothers_holds_the_fact(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "most weekends, it was my aunt's before she gave it to me",
        "it's my brother's birthday on sunday so we're taking it out together",
    ],
)
def test_a_past_owner_or_a_possessive_before_a_noun_leaves_it(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT


def test_an_owner_the_fact_names_leaves_it() -> None:
    first = "i've got my grandad's war medal in a frame on the wall"
    later = "people say sell it but no, it's grandad's, it stays on that wall"
    fact = "User has their grandfather's war medal."
    assert (
        judge(convo(first, ASKED, later), fact, "i've got my grandad's war medal").outcome is Outcome.ACCEPT
    )


def test_the_facts_own_person_owns_it() -> None:
    first = "my mum has a little flower shop in the high street"
    later = "the shop is hers outright, she paid it off last year"
    fact = "User's mother has a flower shop on the high street."
    assert (
        judge(convo(first, ASKED, later), fact, "my mum has a little flower shop").outcome is Outcome.ACCEPT
    )
