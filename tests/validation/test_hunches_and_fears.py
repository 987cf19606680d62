"""What the user only suspects or fears is not told (rule V7d), in our own words.

- A noun of a hunch after "a" ("i've got a horrible feeling | he's ...", "a sneaking suspicion |
  it's ...") makes the clause after it a soft doubt: held, as "i think" is.
- A word of fear takes a clause with a noun phrase subject too ("i'm scared | the lump is
  cancer"), not only with a pronoun; a verb of fearing in -ing takes its object ("i'm dreading |
  the stairs after").
"""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i've got a horrible feeling the boiler's on its way out",
            "User's boiler is on its way out.",
            "the boiler's on its way out",
        ),
        (
            "i have a sneaking suspicion my lodger's moving out",
            "User's lodger is moving out.",
            "my lodger's moving out",
        ),
        ("i had a funny feeling she was pregnant", "User's daughter was pregnant.", "she was pregnant"),
    ],
)
def test_a_hunch_is_held(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i've got a good feeling about the interview",
            "User has a good feeling about the interview.",
            "i've got a good feeling about the interview",
        ),
        (
            "i'm feeling much better since the new tablets",
            "User is feeling better since starting new tablets.",
            "i'm feeling much better since the new tablets",
        ),
    ],
)
def test_a_feeling_with_no_clause_after_it_is_told(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i'm scared the scan will show something",
            "User's scan will show something.",
            "the scan will show something",
        ),
        (
            "i'm terrified the bank will take the house",
            "User's bank will take their house.",
            "the bank will take the house",
        ),
    ],
)
def test_a_fear_of_a_noun_phrase_clause_is_not_told(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is not Outcome.ACCEPT


def test_a_verb_of_fearing_takes_its_object() -> None:
    msgs = convo("my knee op is on the ninth of march and i'm dreading the physio after")
    v = judge(msgs, "User's knee operation is on March 9.", "my knee op is on the ninth of march")
    assert v.outcome is Outcome.ACCEPT
