"""A later turn that says what the statement told as done is not done yet (stop 68, V12aj).

"i've finished the book" ... "almost finished, two chapters to go": the claim came before the
thing did. The fact's own verb said only nearly so ("almost", "nearly", "not quite"), negated
with "yet" ("i haven't got it yet": even a general verb, since "yet" says it is still to come),
or put ahead ("i'll finish it before thursday", "the tiler's back thursday, then it's finished");
for a fact of finishing, a part still to do ("three weeks remaining", "all done except the
skirting", "just the finishing touches"). Not "nearly" of something else ("i nearly cried at the
end"), not another thing not done yet ("haven't told my mum yet"), not the same verb with an object
of its own ("almost finished the painting in the hall too").
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge

ASKED = "That's wonderful. How does it feel?"

NOT_YET = [
    ("i got the job at the library", "i haven't got it yet, it's just a second interview on thursday",
     "User got a job at the library.", "i got the job at the library"),
    ("my brother got his visa for canada",
     "well he hasn't got it yet, they've got his fingerprints, that's all",
     "User's brother got his visa for Canada.", "my brother got his visa for canada"),
    ("i've finished the book", "almost finished, two chapters to go",
     "User has finished the book.", "i've finished the book"),
    ("we've paid off the mortgage", "nearly paid off, one last payment at christmas",
     "User has paid off the mortgage.", "we've paid off the mortgage"),
    ("i've finished the shed", "the roofer's back saturday for the felt, then it's finished",
     "User has finished the shed.", "i've finished the shed"),
    ("i've finished the jumper for my grandson", "i'll finish it tonight, it's just the one sleeve",
     "User has finished the jumper for their grandson.", "i've finished the jumper for my grandson"),
    ("we've finished the loft conversion", "all done except the skirting boards, the joiner's back friday",
     "User has finished the loft conversion.", "we've finished the loft conversion"),
    ("i've paid off the van", "two more payments to go and it's ours outright",
     "User has paid off the van.", "i've paid off the van"),
    ("i've finished the quilt for my granddaughter", "just the finishing touches, the binding round the edge",
     "User has finished the quilt for their granddaughter.", "i've finished the quilt for my granddaughter"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), NOT_YET)
def test_not_done_yet_later_holds_the_fact(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


DONE = [
    # something else not done yet
    ("i got the job at the library", "thanks, haven't told my mum yet, she'll cry",
     "User got a job at the library.", "i got the job at the library"),
    ("i got my new glasses", "haven't got used to them yet, everything's a bit wobbly",
     "User got new glasses.", "i got my new glasses"),
    ("i've sold the car", "not bad, the money's not in the bank yet but he paid a deposit",
     "User has sold the car.", "i've sold the car"),
    # "nearly" of something else
    ("i've finished the book", "i nearly cried at the end, it was that good",
     "User has finished the book.", "i've finished the book"),
    ("we've paid off the mortgage", "we almost forgot to celebrate, we were that tired",
     "User has paid off the mortgage.", "we've paid off the mortgage"),
    # the same verb with an object of its own
    ("we finished the kitchen", "almost finished the painting in the hall too, one more coat",
     "User finished the kitchen.", "we finished the kitchen"),
    # a count that is not a part of the job
    ("i've finished the quilt for my granddaughter", "she loved it, one more hug and she was asleep under it",
     "User has finished the quilt for their granddaughter.", "i've finished the quilt for my granddaughter"),
    ("we've finished the loft conversion", "yes and everything went well except the weather, rained all week",
     "User has finished the loft conversion.", "we've finished the loft conversion"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), DONE)
def test_done_and_something_else_not_yet_leaves_the_fact(
    said: str, later: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)
