"""A later turn that says the fact's person got over what the fact says they have (stop 67, V12ah).

"i've got a chest infection, coughing all night" ... "antibiotics did the trick, right as rain
now": what the fact says the user has may be over. A later turn that says the fact's person got
better (an everyday saying of recovery, "all cleared up", "good as new", "feeling better"), or
that a word of the fact, "it" or a symptom went ("the fever's gone", "the rash cleared"), in a
clause nothing negates, asks, wishes or puts ahead, holds a fact of what somebody has or is now.
Not "a bit better", not a fact of something that happened ("User broke her wrist in March" stays
true), not somebody else getting better, not "fine" or "better" alone, which answer "how are
you" whatever holds, and not "gone up". A treatment that took the thing out of the body ("they
removed it in january", "the dentist extracted the tooth") is a loss of what the fact says the
user has, as selling it is (`LOSING_EVENTS`).
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge

ASKED = "I'm sorry to hear that. How are you managing?"

GOT_OVER = [
    ("i've got a chest infection, coughing all night",
     "the antibiotics did the trick, right as rain now, i was down the allotment this morning",
     "User has a chest infection.", "i've got a chest infection"),
    ("my husband has shingles, he's in agony with it",
     "he's all cleared up now thank god, back at the bowls on tuesday",
     "User's husband has shingles.", "my husband has shingles"),
    ("i've got gastroenteritis, can't keep anything down",
     "the sickness has completely gone, i had a full roast on sunday",
     "User has gastroenteritis.", "i've got gastroenteritis"),
    ("my daughter has conjunctivitis in both eyes",
     "the redness faded by friday and she's back at nursery",
     "User's daughter has conjunctivitis in both eyes.", "my daughter has conjunctivitis in both eyes"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), GOT_OVER)
def test_getting_over_it_later_holds_the_fact(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


STILL_HAS_IT = [
    # only some improvement
    ("i've got a chest infection, coughing all night",
     "a bit better in the mornings but the cough is hanging on",
     "User has a chest infection.", "i've got a chest infection"),
    # somebody else got better
    ("my husband has shingles, he's in agony with it",
     "my sister had the flu as well but she's feeling better now, so she's doing his shopping",
     "User's husband has shingles.", "my husband has shingles"),
    # a past event stays true
    ("i broke my wrist in march falling off the step ladder",
     "it's all healed up now, i was painting the fence on saturday",
     "User broke their wrist in March.", "i broke my wrist in march"),
    # "fine" answering, and a price gone up
    ("i've got a chest infection, coughing all night",
     "fine mostly, the prescription's gone up to ten pounds though, daylight robbery",
     "User has a chest infection.", "i've got a chest infection"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), STILL_HAS_IT)
def test_no_recovery_of_the_facts_own_leaves_it(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


TAKEN_OUT = [
    ("i've got an impacted wisdom tooth, bottom left, my face is like a football",
     "went to the dentist on friday and she extracted the tooth, twenty minutes and done",
     "User has an impacted wisdom tooth.", "i've got an impacted wisdom tooth"),
    ("i've got a cyst on my left wrist, a ganglion the doctor says",
     "saw the surgeon in july and they removed it, i did fifty press ups this morning",
     "User has a cyst on their left wrist.", "i've got a cyst on my left wrist"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), TAKEN_OUT)
def test_a_thing_taken_out_of_the_body_is_no_longer_had(said: str, later: str, fact: str, quote: str) -> None:
    """Rejected when the turn names the thing ("the tooth"), held when "it" may be another."""
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons
