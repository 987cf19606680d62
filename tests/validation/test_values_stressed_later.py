"""A value put right in a later turn with no word of correction (stop 62, V12): the user opens a
later turn on another value of the fact's type and stresses it, said again after a pause or put
before its pronoun subject and verb ("ninety dollars i won, ninety"; "thirty eight years it
was"), tells it of "it" or of whom the fact is about right after "be" ("in the end it was three
eighty"; "he's eighty nine" of a grandson), or reads it off something checked ("got the meter
here, says six point one"; "it is showing four twenty"), also when the fact has a second value
the turn says again ("it says five hundred milligrams, twice a day" of a thousand milligrams
twice a day), or says it alone, with no verb, before the turn goes on ("thirty one years, pala.
i counted ...": stop 63; not when it answers the listener's question). Held for the user: the
value may be another thing's. A turn that says the fact's value, gives another value to
somebody else, adds a value of another kind, or gives a rate of another period keeps the fact.
(The next user turn has readings of its own for a value put right; these are the turns after
it.)
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Verdict

from .conftest import convo, judge

# a user turn between: the next turn's own readings of a correction are not what is tested here
BETWEEN = "it was a good day all round, the sun was out and everything"


def later_verdict(said: str, fact: str, quote: str, later: str) -> Verdict:
    """The verdict on `fact` (quoted from `said`) when `later` comes two user turns after it."""
    return judge(convo(said, "Oh, tell me more.", BETWEEN, "Go on.", later), fact, quote, 0)


PUT_RIGHT = [
    ("i won two hundred quid on the lottery saturday, first time ever",
     "User won £200 on the lottery.", "I won two hundred quid on the lottery",
     "sixty quid i won, sixty, going to get the kids something nice"),
    ("the boiler service was a hundred and twenty pound this year",
     "User's boiler service cost £120.", "the boiler service was a hundred and twenty pound",
     "ninety five it was, paid the man at the door"),
    ("my grandson got seventy eight in his maths exam",
     "User's grandson got 78 in his maths exam.", "my grandson got seventy eight in his maths exam",
     "seventy two he got, seventy two, his mam rang me after"),
    ("the vet bill was four hundred for the dog's teeth",
     "User's vet bill was $400.", "the vet bill was four hundred",
     "three eighty, three hundred and eighty it came to"),
    ("i take the metformin, a thousand milligrams twice a day",
     "User takes 1,000 mg of metformin twice a day.",
     "I take the metformin, a thousand milligrams twice a day",
     "hang on, got the box here, it says five hundred milligrams, twice a day"),
    ("my sugar was seven point two at breakfast",
     "User's blood sugar was 7.2 at breakfast.", "my sugar was seven point two",
     "got the meter here in my hand, says six point one"),
    ("the vet bill was four hundred for the dog's teeth",
     "User's vet bill was $400.", "the vet bill was four hundred",
     "in the end it was three eighty, they knocked a bit off"),
    ("my grandson got ninety four in maths",
     "User's grandson got 94 in maths.", "my grandson got ninety four in maths",
     "he's eighty nine in maths, that's the final mark"),
    ("the vet bill was four hundred for the dog's teeth",
     "User's vet bill was $400.", "the vet bill was four hundred",
     "the receipt says three eighty, i've got it on the fridge"),
    ("the electric bill is five hundred for the quarter",
     "User's electricity bill is $500 for the quarter.", "the electric bill is five hundred for the quarter",
     "opened the app on my phone just now and it is showing four twenty"),
]  # fmt: skip

# another value said alone, with no verb, before the turn goes on, after a comparative that puts
# an estimate right ("more like", "closer to"), or told of the user's own after "mine's" (stop 63)
FRAGMENTS = [
    ("the drive to my sister's in whitby is two hours", "User's drive to their sister's takes two hours.",
     "the drive to my sister's in whitby is two hours",
     "with all the roadworks on the a171 now it's more like three and a half, i take a flask"),
    ("i sleep about eight hours most nights", "User sleeps about eight hours a night.",
     "i sleep about eight hours most nights",
     "honestly since the new puppy it's closer to six, she cries at four"),
    ("i got eighty four on the theory test, first go", "User got 84 on the theory test.",
     "i got eighty four on the theory test",
     "that was the pass mark on the screen, i misread it, mine's a seventy nine"),
    ("my dad's retiring from the railway in june, forty years he's done",
     "User's father is retiring from the railway after forty years.", "my dad's retiring from the railway",
     "thirty one years, pala. i counted it up from when he started on the tracks"),
    ("i walk the dog six miles round the lake every morning",
     "User walks the dog six miles every morning.", "i walk the dog six miles round the lake every morning",
     "four, maybe. my daughter measured it on her phone and laughed at me"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote", "later"), PUT_RIGHT + FRAGMENTS)
def test_a_value_put_right_later_without_a_marker_is_held(
    said: str, fact: str, quote: str, later: str
) -> None:
    verdict = later_verdict(said, fact, quote, later)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.reasons, verdict.detail)


KEPT = [
    ("i won two hundred quid on the lottery saturday", "User won £200 on the lottery.",
     "I won two hundred quid on the lottery", "two hundred i won, two hundred, i still can't believe it"),
    ("i won two hundred quid on the lottery saturday", "User won £200 on the lottery.",
     "I won two hundred quid on the lottery", "and my wife won fifty on hers, the same draw"),
    ("we've got three grandkids now", "User has three grandchildren.", "we've got three grandkids",
     "the eldest is nine and the twins are four"),
    ("the vet bill was four hundred for the dog's teeth", "User's vet bill was $400.",
     "the vet bill was four hundred", "the dog's twelve, so they said it was worth doing"),
    # "she" is not the brother the fact is about
    ("my brother's twenty nine and lives in supported housing", "User's brother is 29.",
     "my brother's twenty nine", "my mum worries about him, she's seventy this year"),
    # a comparative before another thing's value
    ("we've got three dogs, all rescues", "User has three dogs.", "we've got three dogs",
     "the woman next door has more like ten cats, they sit on our wall"),
    # the user's own value, where the fact is somebody else's
    ("my daughter got ninety in her maths exam", "User's daughter got 90 in her maths exam.",
     "my daughter got ninety in her maths exam", "mine was a sixty at her age, she gets it from her dad"),
    # a rate of another period is another way of saying it, or another income
    ("i earn about sixty thousand a year at the depot", "User earns about 60,000 a year.",
     "I earn about sixty thousand a year", "i earn four thousand a month after tax, give or take"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote", "later"), KEPT)
def test_the_same_value_or_anothers_value_later_keeps_it(
    said: str, fact: str, quote: str, later: str
) -> None:
    verdict = later_verdict(said, fact, quote, later)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


def test_a_value_alone_that_answers_the_listeners_question_keeps_it() -> None:
    """ "How old is she turning?" ... "five!! my little girl is five": the value answers the
    question, it puts nothing of the fact right."""
    msgs = convo(
        "our dog pip's birthday is march ninth, she's getting a sausage",
        "How old is she turning?",
        "five!! my little girl is five",
    )
    verdict = judge(
        msgs, "User's dog Pip's birthday is March 9th.", "our dog pip's birthday is march ninth", 0
    )
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)
