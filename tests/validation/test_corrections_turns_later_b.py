"""V12, turns after the statement: corrections that name what they correct.

- a denial reaches the fact's value through an article or a quantifier ("the party's on the
  twelfth not the fifth", "it's every other sunday not every sunday"), not through a pause or
  a pointing word ("no not like that, j a y d e n": the name spelled again);
- an order to drop the user's own earlier words names what they were about ("scratch what i
  said about my brother", "ignore what i told you about the caravan");
- "that's wrong" takes back what its turn names ("no that's wrong what i said before, it's my
  nephew in bristol");
- a correction whose denied word was said in between corrects that ("he's a plumber" ...
  "no that's wrong, he's an electrician not a plumber" leaves "my son lives in bristol").

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "between", "then"),
    [
        (
            "we're having a party for dad's eightieth on the fifth",
            "The party for User's father's 80th birthday is on the 5th",
            "he's still sharp as a tack, does the crossword every day",
            "oh i've just remembered the party's on the twelfth not the fifth",
        ),
        (
            "my daughter visits every sunday",
            "User's daughter visits every Sunday",
            "she brings the grandkids",
            "my mistake earlier, it's every other sunday not every sunday",
        ),
        (
            "my brother's coming for christmas",
            "User's brother is coming for Christmas",
            "we haven't seen him in two years",
            "actually scratch what i said about my brother, he can't get the time off",
        ),
        (
            "my son lives in bristol",
            "User's son lives in Bristol",
            "he's a plumber, works all hours",
            "no that's wrong what i said before, it's my nephew in bristol, my son's in bath",
        ),
    ],
)
def test_a_correction_turns_later_that_names_the_fact_counts(
    said: str, fact: str, between: str, then: str
) -> None:
    verdict = judge(convo(said, "Lovely.", between, "Oh?", then), fact, said)
    assert verdict.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "between", "then"),
    [
        (
            "my son lives in bristol",
            "User's son lives in Bristol",
            "he's a plumber, works all hours",
            "no that's wrong, he's an electrician not a plumber",
        ),
        (
            "we've got a caravan in wales",
            "User has a caravan in Wales",
            "we were thinking of a boat too",
            "ignore what i said about the boat, it's far too dear",
        ),
    ],
)
def test_a_correction_of_what_came_between_keeps_it(said: str, fact: str, between: str, then: str) -> None:
    assert judge(convo(said, "Lovely.", between, "Oh?", then), fact, said).outcome is Outcome.ACCEPT


def test_a_name_spelled_again_is_not_denied() -> None:
    said = "my grandson jayden turned six on saturday"
    msgs = convo(said, "Happy birthday to Jaden!", "no not like that, j a y d e n, with the y")
    assert (
        judge(msgs, "User's grandson Jayden turned six", "my grandson jayden turned six").outcome
        is not Outcome.REJECT
    )
