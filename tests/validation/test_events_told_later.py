"""What happened since, told in a later turn without a word of correction (stop 64, V12).

People tell news sideways: "i stood down at the agm" after "i'm treasurer of the bowls club",
"she came second to a girl from leeds" after "my daughter won the county spelling bee", "the
scholarship went to a lad from the grammar" after "my grandson won the scholarship". Three
readings, each holding the fact for the user (it is never rejected: the post given up may be
another one):

- a post or a place in a group given up, said as done by the fact's subject ("stood down",
  "stepped down", "resigned", "turned in my pager", "handed the keys back", "passed the job on
  to ..."), or somebody put in the user's place ("co-opted a young farmer in my place", "i let
  my deputy take over");
- a place after a win ("came second", "placed fourth", "third place", "first runner up"), or a
  thing the fact names gone to somebody new ("the trophy went to a woman from ...");
- a contrast that tells an event since ("... but i sold the boat to my nephew") does not say the
  fact again, though it names the fact's words: a restatement is the fact still holding.

A post given up by somebody else, a post the user took on, a later "i came second" of a fact that
won nothing, and "first place" leave the fact standing.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason, Verdict

from .conftest import convo, judge


def told_later(said: str, fact: str, quote: str, later: str) -> Verdict:
    """The verdict on `fact` (quoted from `said`) when `later` is the user's next turn."""
    return judge(convo(said, "Oh, tell me more.", later), fact, quote, 0)


HELD = [
    ("i'm treasurer of the lawn tennis club, have been for nine years",
     "User is treasurer of the lawn tennis club.", "I'm treasurer of the lawn tennis club",
     "ah it was fine, i stood down at the agm in march, a retired bank manager does it now"),
    ("i'm on call with the mountain rescue team in keswick",
     "User is on call with the mountain rescue team in Keswick.",
     "I'm on call with the mountain rescue team in Keswick",
     "knees said enough, i turned in my pager and my helmet to the team leader in june"),
    ("i run the brownies pack at the methodist hall on tuesdays",
     "User runs the Brownies pack at the Methodist hall on Tuesdays.",
     "I run the Brownies pack at the Methodist hall on Tuesdays",
     "well after the summer camp i passed the pack on to my assistant leader, she's brilliant"),
    ("i'm chair of the residents' association on our estate",
     "User is chair of the residents' association on their estate.",
     "I'm chair of the residents' association on our estate",
     "we had the vote in may and they elected a young lad from block c in my place"),
    ("i'm head of the flower rota at st anne's",
     "User is head of the flower rota at St Anne's.", "I'm head of the flower rota at St Anne's",
     "lovely, though at easter i let my friend moira take over, my hands aren't up to the wiring"),
    ("my daughter won the county spelling bee on saturday",
     "User's daughter won the county spelling bee.", "my daughter won the county spelling bee",
     "she came second to a boy from the grammar school, he got the last word right"),
    ("my husband's marrow won the village show",
     "User's husband's marrow won the village show.", "my husband's marrow won the village show",
     "when the cards went up it was third place, the winner was the vicar's of all people"),
    ("my grandson won the music scholarship at the academy",
     "User's grandson won the music scholarship at the academy.",
     "my grandson won the music scholarship at the academy",
     "well the letter came and the scholarship went to a girl from the next town over, he's on the list"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote", "later"), HELD)
def test_an_event_told_later_holds_the_fact(said: str, fact: str, quote: str, later: str) -> None:
    verdict = told_later(said, fact, quote, later)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


def test_an_event_told_after_a_contrast_is_no_restatement() -> None:
    """The boat sold names the boat after "but": the sale stands (here sure: the user sold the
    thing named), not a restatement that keeps the fact."""
    said = "we've got a fishing boat moored at whitby, the sea lark"
    later = "we did for years, but i sold the boat to my nephew in september and he's renamed her"
    verdict = told_later(said, "User has a fishing boat called the Sea Lark moored at Whitby.", said, later)
    assert verdict.outcome is not Outcome.ACCEPT, verdict.outcome
    assert Reason.RETRACTED in verdict.reasons


STANDS = [
    # somebody else gave up their post
    ("i'm treasurer of the lawn tennis club, have been for nine years",
     "User is treasurer of the lawn tennis club.", "I'm treasurer of the lawn tennis club",
     "busy, our secretary stood down at the agm so i'm doing the minutes too"),
    # the user took something on
    ("i run the brownies pack at the methodist hall on tuesdays",
     "User runs the Brownies pack at the Methodist hall on Tuesdays.",
     "I run the Brownies pack at the Methodist hall on Tuesdays",
     "and i took over the guides as well when their leader moved away"),
    # a first place is the win, in either word
    ("my daughter won the county spelling bee on saturday",
     "User's daughter won the county spelling bee.", "my daughter won the county spelling bee",
     "first place and a book token, she's over the moon"),
    ("my daughter won the county spelling bee on saturday",
     "User's daughter won the county spelling bee.", "my daughter won the county spelling bee",
     "first position on the board, her name in gold"),
    # a place of something else, in a fact that won nothing
    ("my son plays for the under twelves at the rugby club",
     "User's son plays for the under-12s at the rugby club.",
     "my son plays for the under twelves at the rugby club",
     "he came third in the cross country too, he's a flier that lad"),
    # a contrast that says it again, with no event told
    ("we've got a fishing boat moored at whitby, the sea lark",
     "User has a fishing boat called the Sea Lark moored at Whitby.",
     "we've got a fishing boat moored at whitby, the sea lark",
     "the engine's playing up, but the boat's still our pride and joy"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote", "later"), STANDS)
def test_an_event_of_something_else_leaves_it(said: str, fact: str, quote: str, later: str) -> None:
    verdict = told_later(said, fact, quote, later)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


def test_a_retraction_of_another_thing_the_turn_names_only_holds() -> None:
    """The next turn names the stall, but what it calls off is the parking scheme: held for the
    user, not rejected; the stall itself called off is rejected."""
    said = "i run a pottery stall at the saturday market"
    fact = "User runs a pottery stall at the Saturday market."
    other = told_later(said, fact, said, "the stall's grand, the council's parking scheme got called off")
    assert other.outcome is Outcome.PENDING, (other.outcome, other.detail)
    own = told_later(said, fact, said, "ah the saturday stall got called off for good")
    assert own.outcome is Outcome.REJECT, (own.outcome, own.detail)


def test_a_work_place_closed_by_the_user_holds_a_fact_of_work() -> None:
    """ "we shut the doors for good": the user closing down ends a fact of work though the turn
    names no word of it; a unit said since ("nine years") settles nothing (stop 64)."""
    said = "i run a little bakery by the harbour in tenby, nine years now"
    fact = "User runs a bakery by the harbour in Tenby."
    msgs = convo(
        said,
        "Nine years is a long time.",
        "it is, eleven years if you count the market stall before",
        "That's dedication.",
        "well we shut the doors for good in march, the rent went up and a ten year lease was too much",
    )
    verdict = judge(msgs, fact, "i run a little bakery by the harbour in tenby", 0)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
