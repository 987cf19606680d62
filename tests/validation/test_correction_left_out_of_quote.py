"""A tidy quote leaves out a number the user corrected (stop 51, V4): "we got here in twenty
eleven no twenty twelve" quoted as "We got here in 2012". The message as the user meant it
keeps the spoken number that replaced the old one as a number (a year, an amount, a time), and
a quote found there whole is as good as one found in the words as said: it is the user's final
word, not an edit. A quote or fact that keeps the corrected value is still refused, and a
number that corrects nothing is still compared as said."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation.corrections import corrected_message, retracted
from companion.validation.lexicon import numbers
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "uh we got here in twenty eleven no twenty twelve, the winter the pipes froze",
            "User arrived in 2012.",
            "We got here in 2012.",
        ),
        (
            "my mortgage is nine forty no sorry nine sixty a month now",
            "User's mortgage is $960 a month.",
            "My mortgage is $960 a month now.",
        ),
        (
            "i was born in nineteen fifty eight no nineteen fifty nine in a little village",
            "User was born in 1959.",
            "I was born in 1959.",
        ),
        (
            "the bus goes at seven fifteen no wait seven forty five so i leave early",
            "User's bus leaves at 7:45.",
            "The bus goes at 7:45.",
        ),
    ],
)
def test_a_quote_of_the_final_spoken_number_is_accepted(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (  # the fact keeps the value the user took back
            "uh we got here in twenty eleven no twenty twelve, the winter the pipes froze",
            "User arrived in 2011.",
            "We got here in 2011.",
        ),
        (  # no correction: the quote's number is not the one said
            "my mortgage is nine forty a month now and the bank wants more",
            "User's mortgage is $960 a month.",
            "My mortgage is $960 a month now.",
        ),
    ],
)
def test_the_corrected_or_an_unsaid_number_is_not_accepted(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT, verdict
    assert verdict.reasons[0] in {Reason.RETRACTED, Reason.CRITICAL_TOKEN_MISMATCH}, verdict


def test_the_corrected_message_keeps_the_replacing_run_as_a_number() -> None:
    canon = canonicalize("in twenty eleven no twenty twelve")
    fixed = corrected_message(canon, retracted(canon)[2])
    assert fixed is not None
    meant = fixed[0]
    assert meant.lows == ("in", "20", "12")
    assert "2012" in meant.numbers
    assert "2011" not in meant.numbers


_NUMBER_WORDS = ["twenty", "eleven", "twelve", "nine", "forty", "sixty", "seven", "fifteen", "three", "fifty"]
_OTHER_WORDS = ["in", "my", "rent", "is", "no", "sorry", "wait", "a", "month", "the"]


@given(st.lists(st.sampled_from(_NUMBER_WORDS + _OTHER_WORDS), min_size=1, max_size=14))
def test_every_kept_run_stands_on_the_same_words(words: list[str]) -> None:
    """Whatever was corrected, a run the corrected message keeps covers the same words, in its
    bounds, with the same readings, as in the message said; or it is a run the user repaired in
    its last word ("nineteen eighty five, no, six"), whose other words are a said run's and whose
    readings are those of its words as the repair leaves them."""
    canon = canonicalize(" ".join(words))
    fixed = corrected_message(canon, retracted(canon)[2])
    if fixed is None:
        return
    meant = fixed[0]
    said_runs = {(canon.lows[first:end], readings) for first, end, readings in canon.runs}
    for first, end, readings in meant.runs:
        assert 0 <= first < end <= len(meant.keys)
        run = meant.lows[first:end]
        if (run, readings) in said_runs:
            continue
        assert any(said[: len(run) - 1] == run[:-1] for said, _r in said_runs), (run, said_runs)
        whole = [m for lo, hi, m in numbers.readings(tuple(map(float, run))) if (lo, hi) == (0, len(run))]
        assert readings == frozenset().union(*whole)
