"""Caribbean English Creole words a transcript keeps ("mi grandson no like di cold", "yuh tink
so") align with the English words a tidy quote writes for them, at no cost, as Scots spellings
do; "mi" before a noun is "my" for whose the noun phrase is ("mi sister have lupus" is the
sister's). Negative concord's "no" before a noun reads as "any" ("i don't want no fuss"), and
"anybody" / "anyone" are one word. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "mi grandson no like vegetable at all, only chicken",
            "My grandson doesn't like vegetables",
            "User's grandson doesn't like vegetables.",
        ),
        ("i doh watch di news, it too depressing", "I don't watch the news", "User doesn't watch the news."),
        (
            "my daughter nuh live wid mi, she move to montego bay",
            "My daughter doesn't live with me",
            "User's daughter doesn't live with them.",
        ),
        (
            "i no take sugar in mi tea, doctor say no",
            "I don't take sugar in my tea",
            "User doesn't take sugar in their tea.",
        ),
    ],
)
def test_creole_words_align_with_their_english(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_mi_before_a_relation_is_whose_it_is() -> None:
    """ "mi sister have lupus": the sister's illness, not the user's."""
    messages = convo("mi sister have lupus, mi go wid her to di appointments")
    assert judge(messages, "User has lupus.", "My sister has lupus").outcome is not Outcome.ACCEPT


def test_a_creole_word_is_no_licence_for_another_value() -> None:
    messages = convo("mi grandson turn seven pon friday")
    assert (
        judge(
            messages, "User's grandson turned eight on Friday.", "My grandson turned eight on Friday"
        ).outcome
        is Outcome.REJECT
    )


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i don't want no fuss for my birthday, just a cake",
            "I don't want any fuss",
            "User doesn't want any fuss for their birthday.",
        ),
        (
            "i don't know nobody in town yet, we only moved in march",
            "I don't know anyone in town",
            "User doesn't know anyone in town yet.",
        ),
        (
            "i never told nobody about the diagnosis",
            "I never told anyone about the diagnosis",
            "User never told anyone about the diagnosis.",
        ),
    ],
)
def test_negative_concord_reads_as_standard_english(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_concord_no_before_a_noun_is_any() -> None:
    assert canonicalize("i don't want no fuss").lows == ("i", "dont", "want", "any", "fuss")
