"""A tidy quote of speech in another grammar (stop 51, V4): "me cousin does drive di number
forty bus up and down whole day" quoted "My cousin drives the number 40 bus". The quote's
content words, numbers, names and negations are all the user's, in order, a few words apart;
only the glue is other words. Such a quote is found for review, never accepted unseen and never
rejected as not said. A number, name or negation of the message between them that the quote
does not say, a content word the user did not say, or the quote found in another message leave
it not found."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation.matching import content_words_in_order
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "me cousin does drive di number forty bus up and down whole day",
            "User's cousin drives the number 40 bus.",
            "My cousin drives the number 40 bus.",
        ),
        (  # the "no" that opens the turn answers the question; it negates nothing after it
            "no we move to winnipeg from lima two thousand nineteen fi mi husband job",
            "User moved to Winnipeg from Lima in 2019.",
            "We moved to Winnipeg from Lima in 2019.",
        ),
        (  # a number said after the quote adds to it; "mi" after a number is no mile
            "yes mi retirement party a september ninth mi a go dance whole night, sixty five year",
            "User's retirement party is on September 9.",
            "My retirement party is September 9th.",
        ),
        (  # a spelling no dictionary knows, a dictionary form, a third person said again
            "mi granny she tek di eight o'clock ferry every sunday",
            "User's grandmother takes the 8 o'clock ferry every Sunday.",
            "My granny takes the 8 o'clock ferry every Sunday.",
        ),
        (
            "we been living inna di basement flat pon queen street seven year now",
            "User has lived in the basement flat on Queen Street for seven years.",
            "We have been living in the basement flat on Queen Street for seven years.",
        ),
    ],
)
def test_content_words_said_in_order_are_held_for_review(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert Reason.BORDERLINE_EVIDENCE in verdict.reasons, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (  # the message says a number between them the quote leaves out
            "me cousin does drive di number forty bus, twelve hour shift, whole day",
            "User's cousin drives the number 40 bus for a whole day.",
            "My cousin drives the number 40 bus whole day.",
        ),
        (  # a content word the user never said
            "me cousin does drive di number forty bus up and down whole day",
            "User's cousin drives the number 40 tram.",
            "My cousin drives the number 40 tram.",
        ),
        (  # the message's negation the quote drops
            "me cousin nah drive di number forty bus no more",
            "User's cousin drives the number 40 bus.",
            "My cousin drives the number 40 bus.",
        ),
        (  # a negation among the quote's own words before its first content word
            "well i didn't do too good, even tho i tried, di exam was a setback fi true",
            "User did well in the exam.",
            "I did do too good, even though I tried, the exam was a setback.",
        ),
        (  # the speaker where the quote says somebody else
            "dancing is mi passion, it bring me joy and peace every single day",
            "User's dancing brings their partner joy.",
            "Dancing is his passion, it brings him joy and peace every single day.",
        ),
        (  # a negation just before the quote's first content word
            "we've not been back to di old market in kingston since mummy passed",
            "User has been back to the old market in Kingston since their mother passed.",
            "We have been back to the old market in Kingston since Mummy passed.",
        ),
    ],
)
def test_a_missing_value_word_or_negation_leaves_it_not_found(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT, verdict


def test_a_quote_said_in_another_message_is_not_found_here() -> None:
    msgs = convo(
        "me cousin does drive di number forty bus up and down whole day",
        "Your cousin drives the number 40 bus?",
        "yeah man",
    )
    verdict = judge(
        msgs, "User's cousin drives the number 40 bus.", "Your cousin drives the number 40 bus", index=2
    )
    assert verdict.outcome is not Outcome.ACCEPT, verdict
    assert Reason.BORDERLINE_EVIDENCE not in verdict.reasons, verdict


_WORDS = ["me", "cousin", "does", "drive", "di", "number", "forty", "bus", "no", "not", "twelve", "the", "up"]


@given(
    st.lists(st.sampled_from(_WORDS), min_size=3, max_size=12),
    st.lists(st.sampled_from(_WORDS), min_size=3, max_size=8),
)
def test_what_is_found_holds_every_critical_word_of_its_stretch(said: list[str], quoted: list[str]) -> None:
    """Whatever the words, a stretch found by content words holds no number or negation of the
    message that the quote does not say, and every number and negation of the quote is in it."""
    msg, quote = canonicalize(" ".join(said)), canonicalize(" ".join(quoted))
    where = content_words_in_order(quote, msg)
    if where is None:
        return
    first, end = where
    stretch = {msg.keys[k] for k in range(first, end) if msg.critical[k]}
    assert stretch <= set(quote.keys)
    assert {quote.keys[i] for i in range(len(quote.keys)) if quote.critical[i]} <= set(msg.keys[first:end])
