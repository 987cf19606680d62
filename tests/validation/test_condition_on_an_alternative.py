"""Conditions whose scope is narrower than the clause before them (rule V7d), in our own words.

- A condition after a short alternative said after a pause ("i take one tablet at night, two if
  the pain's bad") is on the alternative: the statement before the pause is told.
- "unless" after a habit or a state in the present ("i never drink coffee after six unless it's
  decaf") names the rule's exception: the habit is told. After a plan ("i'm retiring at sixty
  unless they offer me part time") or a future, the plan is still conditional.
- A link left at the end of a wish's clause ("i wish it'd stop raining but yeah | i do the
  allotment on sundays") opens the next part: it is not what is wished.
- A question whether a fear is warranted ("should i be worried that my dad forgets his keys")
  neither asks nor doubts what is feared outright: it may be seen, or only feared, so it is held.
"""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from companion.model import Outcome
from companion.validation.frames import Frame
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


def frames_at(text: str, word: str, last: bool = False) -> frozenset[Frame]:
    ut = analyse(text)
    lows = ut.canon.lows
    return ut.frames[len(lows) - 1 - lows[::-1].index(word) if last else lows.index(word)]


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i cycle eight miles to work, ten if the bridge is shut",
            "User cycles eight miles to work.",
            "i cycle eight miles to work",
        ),
        (
            "we feed the cat twice a day, three times if she's nagging",
            "User feeds the cat twice a day.",
            "we feed the cat twice a day",
        ),
        (
            "i sleep about six hours, less if the baby's teething",
            "User sleeps about six hours.",
            "i sleep about six hours",
        ),
        (
            "i knit for an hour after tea, longer if there's nothing on the telly",
            "User knits for an hour after tea.",
            "i knit for an hour after tea",
        ),
    ],
)
def test_a_condition_on_the_alternative_leaves_the_statement_told(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        # no pause before the alternative: which words the condition takes is not known
        (
            "i cycle eight miles to work ten if the bridge is shut",
            "User cycles eight miles to work.",
            "i cycle eight miles to work",
        ),
        # the alternative has a verb: a clause of its own, and the condition may take both
        (
            "i cycle eight miles to work, i drive if the bridge is shut",
            "User drives to work.",
            "i drive",
        ),
        # no alternative: the condition is on the statement
        (
            "i cycle eight miles to work if the bridge is open",
            "User cycles eight miles to work.",
            "i cycle eight miles to work",
        ),
    ],
)
def test_a_condition_without_an_alternative_before_it_is_not_told(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is not Outcome.ACCEPT


def test_the_alternative_itself_is_under_the_condition() -> None:
    text = "i feed the cat twice a day, three times if she's nagging"
    assert Frame.CONDITION in frames_at(text, "times", last=True)
    assert Frame.CONDITION not in frames_at(text, "feed")


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i never eat after eight unless we're out",
            "User never eats after eight.",
            "i never eat after eight",
        ),
        (
            "i swim at the lido most mornings unless it's icy",
            "User swims at the lido most mornings.",
            "i swim at the lido most mornings",
        ),
        (
            "i bake bread on a sunday unless we're away",
            "User bakes bread on Sundays.",
            "i bake bread on a sunday",
        ),
        (
            "i'm in bed by ten unless the grandkids are staying",
            "User is in bed by ten.",
            "i'm in bed by ten",
        ),
        (
            "i don't drink at home unless we've got guests",
            "User doesn't drink at home.",
            "i don't drink at home",
        ),
    ],
)
def test_unless_after_a_habit_names_its_exception(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i'm selling the caravan unless my son wants it",
            "User is selling the caravan.",
            "i'm selling the caravan",
        ),
        (
            "i'll take the early train unless it's cancelled",
            "User will take the early train.",
            "i'll take the early train",
        ),
        (
            "we might go to crete unless the flights are silly",
            "User is going to Crete.",
            "we might go to crete",
        ),
        (
            "i swam at the lido yesterday unless i'm muddling my days",
            "User swam at the lido.",
            "i swam at the lido",
        ),
        # a verb of a one-off event in the present tells a timetable, so a plan
        ("i retire at sixty unless the pension rules change", "User retires at 60.", "i retire at sixty"),
        (
            "we move to the bungalow unless the sale falls through",
            "User is moving to the bungalow.",
            "we move to the bungalow",
        ),
        # a present that tells a timetable: one time named, so a plan
        (
            "we fly out on the ninth unless the strike goes ahead",
            "User flies out on the 9th.",
            "we fly out on the ninth",
        ),
        (
            "i start at the bakery on monday unless they ring",
            "User starts at the bakery on Monday.",
            "i start at the bakery on monday",
        ),
    ],
)
def test_unless_after_a_plan_or_a_past_keeps_it_conditional(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is not Outcome.ACCEPT


def test_a_link_at_the_end_of_a_wish_opens_the_next_part() -> None:
    text = "i wish it'd stop raining honestly but yeah i do the allotment on sundays"
    assert Frame.WISH not in frames_at(text, "allotment")
    assert Frame.WISH in frames_at(text, "raining")
    # with no link, what follows the wish's verb may be what is wished
    assert Frame.WISH in frames_at("i wish i did the allotment on sundays", "allotment")


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "should i be worried that my dad forgets his keys every day",
            "User's dad forgets his keys every day.",
            "my dad forgets his keys every day",
        ),
        # a diagnosis feared is held too, not rejected: the words do not tell it from a thing seen
        ("should i be worried that my dad has dementia", "User's dad has dementia.", "my dad has dementia"),
        (
            "should i be worried my daughter's got a rash on her arm",
            "User's daughter has a rash on her arm.",
            "my daughter's got a rash on her arm",
        ),
    ],
)
def test_a_fear_weighed_in_a_question_is_held(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.PENDING


def test_a_fear_said_outright_still_doubts() -> None:
    msgs = convo("i'm worried that my dad's got dementia")
    assert judge(msgs, "User's dad has dementia.", "my dad's got dementia").outcome is Outcome.REJECT


# -- the habit / plan split as a property (frames._habit) --------------------------------------

_DOINGS = [
    ("walk", "the dog", "walks the dog"),
    ("swim", "at the lido", "swims at the lido"),
    ("cycle", "to the shop", "cycles to the shop"),
    ("bake", "bread", "bakes bread"),
    ("visit", "my nan", "visits their nan"),
]
_WHEN = ["on a sunday", "every morning", "most evenings", "after work"]
_EXCEPTIONS = ["it's raining", "we're away", "my back's bad", "the kids are off"]


@settings(max_examples=40, deadline=None)
@example(doing=_DOINGS[0], when="every morning", exception="we're away", planned=True)  # found by this test
@given(
    doing=st.sampled_from(_DOINGS),
    when=st.sampled_from(_WHEN),
    exception=st.sampled_from(_EXCEPTIONS),
    planned=st.booleans(),
)
def test_unless_keeps_a_habit_and_conditions_a_plan(
    doing: tuple[str, str, str], when: str, exception: str, planned: bool
) -> None:
    # the same doing said as a present habit is told with its exception; said with "i'll" it is
    # a plan, and the exception leaves it conditional
    verb, thing, fact_verb = doing
    said = f"i'll {verb} {thing} {when}" if planned else f"i {verb} {thing} {when}"
    fact = f"User will {verb} {thing} {when}." if planned else f"User {fact_verb} {when}."
    outcome = judge(convo(f"{said} unless {exception}"), fact, said).outcome
    if planned:
        assert outcome is not Outcome.ACCEPT
    else:
        assert outcome is Outcome.ACCEPT
