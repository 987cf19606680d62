"""V4e: a contraction and its words are the same words (LABELING.md allows contractions). A tidy
quote that writes out what the user contracted ("I am not" for "i'm not", "my nan is" for "my
nan's", "we will" for "we'll", "I had" for "i'd") is found, and so is a contraction the quote
makes of words the user said in full. A negation stays one ("has" for "hasn't" is no match);
"'d" before a past participle is "had", never "would"; and a transcript's "were", "well" or
"its" without an apostrophe is the word it is, not "we're", "we'll" or "it's". Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("honestly i'm not a big reader these days", "User is not a big reader.", "I am not a big reader."),
        ("my nan's ninety four and sharp as a tack", "User's nan is 94.", "My nan is ninety four."),
        (
            "my lodger's got a bike he keeps in the hall",
            "User's lodger has a bike.",
            "My lodger has got a bike.",
        ),
        (
            "we'll be in porto for the half term",
            "User will be in Porto for half term.",
            "We will be in Porto for the half term.",
        ),
        (
            "i'd lived in hull for ten years by then",
            "User had lived in Hull for ten years.",
            "I had lived in Hull for ten years.",
        ),
        (
            "my brother doesn't drink at all",
            "User's brother does not drink.",
            "My brother does not drink at all.",
        ),
        (
            "the boiler won't start in the mornings",
            "User's boiler will not start in the mornings.",
            "The boiler will not start in the mornings.",
        ),
        (
            "i am allergic to shellfish so no prawns",
            "User is allergic to shellfish.",
            "I'm allergic to shellfish.",
        ),
    ],
)
def test_a_contraction_written_out_is_the_same_words(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "Thanks for telling me."), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        # the negation dropped in the writing out
        (
            "my son hasn't passed his test yet",
            "User's son has passed his driving test.",
            "My son has passed his test.",
        ),
        # "'d" before a participle is "had": a done thing, not an intention
        (
            "i'd sold the van by the time she asked",
            "User would sell the van.",
            "I would sell the van by the time she asked.",
        ),
        # no apostrophe: "were" is the past, not "we're"
        ("we were so happy in that flat", "User is happy in the flat.", "We are so happy in that flat."),
    ],
)
def test_a_written_out_form_that_changes_the_words_is_not_found(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "Thanks for telling me."), fact, quote).outcome is not Outcome.ACCEPT
