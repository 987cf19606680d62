"""Two kinds found probing everyday speech with our own sentences.

* A quote that opens right after a modal ("i would | retire at sixty", "i'd | move to the
  coast"): the modal governs the verb the quote opens on, as it would inside the quote; the
  fact that drops it is held (V7f). It was accepted: a bare verb was not read as opening a verb
  phrase. A past fact may carry a "would" of habit ("as a lad i'd | kick a ball" for "used to").
* A correction whose marker follows the new value ("hannah er anna sorry anna", "tuesday er
  wednesday sorry"): two names or values of one kind said one after the other, a hesitation
  between, the apology after. The first is taken back; it was stored.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("i would retire at sixty given half the chance", "User retires at 60", "retire at sixty"),
        ("honestly i'd move to the coast tomorrow", "User moves to the coast", "move to the coast tomorrow"),
        ("we could sell the caravan and get a boat", "User sells the caravan", "sell the caravan"),
    ],
)
def test_a_modal_right_before_the_quote_governs_it(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert verdict.reasons[0] is Reason.QUOTE_CUT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        # a would of habit, carried by a past fact
        (
            "as a lad i'd kick a ball against the wall for hours",
            "User used to kick a ball against the wall for hours",
            "kick a ball against the wall for hours",
        ),
        # "'d" as "had", carried by the fact
        (
            "i'd already eaten when she came round",
            "User had already eaten when she came round",
            "i'd already eaten when she came round",
        ),
    ],
)
def test_a_modal_the_fact_carries_is_no_cut(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my niece is called hannah er anna sorry anna",
            "User's niece is called Hannah",
            "my niece is called hannah",
        ),
        ("we flew to lisbon um porto sorry porto in the spring", "User flew to Lisbon", "we flew to lisbon"),
        ("the scan's on tuesday er wednesday sorry", "User's scan is on Tuesday", "the scan's on tuesday"),
    ],
)
def test_a_value_corrected_before_the_apology_is_taken_back(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my niece is called hannah er anna sorry anna",
            "User's niece is called Anna",
            "my niece is called hannah er anna sorry anna",
        ),
        # a list says its link: nothing is corrected
        (
            "my nieces are hannah and anna sorry i forgot to say",
            "User has a niece called Hannah",
            "my nieces are hannah and anna",
        ),
    ],
)
def test_names_said_otherwise_are_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_name_before_an_apology_of_the_speakers_own_is_no_correction() -> None:
    # "i'm" before "sorry" is its subject, not a second name: John is not corrected
    said = "john i'm sorry i forgot your birthday"
    assert judge(convo(said), "User forgot John's birthday", said).outcome is Outcome.ACCEPT
