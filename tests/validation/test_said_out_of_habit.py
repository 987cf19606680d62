"""V12: a later turn that takes a statement back and then names the old word as something the user
still *says* ("i still say ipswich out of habit", "we still call it the shop") mentions the word;
it does not say the fact again. A word after the user's own verb of saying is not a restatement,
so the retraction before it stands. Beside it, a contrast that really says the fact again keeps
it. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "asked", "later", "fact", "quote"),
    [
        (
            "i live in ipswich just off the high street",
            "Do you like living there?",
            "well i did, we moved to felixstowe in may, i still say ipswich out of habit",
            "User lives in Ipswich.",
            "i live in ipswich",
        ),
        (
            "my husband runs a bakery on church street",
            "What does he bake?",
            "oh he gave up the bakery last winter, he's retired now, but we still call it his bakery",
            "User's husband runs a bakery on Church Street.",
            "my husband runs a bakery on church street",
        ),
        (
            "i work at the library in town",
            "Is it busy?",
            "well i did, they cut my hours to nothing in the autumn, i still say the library when people ask",
            "User works at the library.",
            "i work at the library",
        ),
    ],
)
def test_a_word_the_user_still_says_is_not_the_fact_said_again(
    said: str, asked: str, later: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said, asked, later), fact, quote)
    assert verdict.outcome in (Outcome.REJECT, Outcome.PENDING), verdict


@pytest.mark.parametrize(
    ("said", "asked", "later", "fact", "quote"),
    [
        (
            "i live in ipswich just off the high street",
            "Do you like living there?",
            "it's noisy on a saturday but still ipswich is home",
            "User lives in Ipswich.",
            "i live in ipswich",
        ),
        (
            "i've got three hens in the back garden",
            "Do they lay much?",
            "the fox had a go at them in march but still three hens, all fine",
            "User has three hens.",
            "i've got three hens",
        ),
    ],
)
def test_a_contrast_that_says_the_fact_again_keeps_it(
    said: str, asked: str, later: str, fact: str, quote: str
) -> None:
    assert judge(convo(said, asked, later), fact, quote).outcome is Outcome.ACCEPT
