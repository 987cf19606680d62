"""V12u: a later turn that stops the fact's doing in words the contiguous phrases miss: "no
more" before the doing ("so no more coaching"), the particle of a verb of stopping after its
object ("gave the darts up", "packed the choir in"); and a doing that goes on "still" but in
another slot of the fact's ("i still sing | in the shower" of the church choir). Near misses: "no
more than twenty lengths" is a limit, "gave the hedge cutting up to my son, the rest i still do"
passes on a part, "i still work at the bakery" keeps it. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (
            "i coach the under tens on saturdays",
            "User coaches the under 10s.",
            "i coach the under tens",
            "the club folded over the summer so no more coaching",
        ),
        (
            "i swim on fridays at the leisure centre",
            "User swims on Fridays.",
            "i swim on fridays",
            "no more swimming for me till the shoulder heals",
        ),
        (
            "i play darts for the crown on thursdays",
            "User plays darts for the Crown.",
            "i play darts for the crown",
            "i gave the darts up after my eyes went",
        ),
        (
            "i ring the bells at st mary's every sunday",
            "User rings the bells at St Mary's.",
            "i ring the bells at st mary's",
            "packed the bells in at christmas, my shoulders couldn't take it",
        ),
        (
            "i sing in the church choir",
            "User sings in the church choir.",
            "i sing in the church choir",
            "the choir folded at easter, not enough voices, i still sing in the shower mind",
        ),
    ],
)
def test_a_doing_stopped_is_not_accepted(said: str, fact: str, quote: str, later: str) -> None:
    verdict = judge(convo(said, "How's that going?", later), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (
            "i swim on fridays at the leisure centre",
            "User swims on Fridays.",
            "i swim on fridays",
            "no more than twenty lengths mind, my knees",
        ),
        (
            "i do the garden every morning",
            "User does the garden every morning.",
            "i do the garden every morning",
            "i gave the hedge cutting up to my son, the rest i still do",
        ),
        (
            "i work at the bakery on the corner",
            "User works at the bakery.",
            "i work at the bakery",
            "the owner sold up in march, new people in, but i still work at the bakery, same shifts",
        ),
    ],
)
def test_a_doing_that_goes_on_is_accepted(said: str, fact: str, quote: str, later: str) -> None:
    verdict = judge(convo(said, "How's that going?", later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict.detail
