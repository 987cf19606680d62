"""Things speech puts in a message that a tidy quote writes otherwise (stop 50, V4):

- an article the user said and the quote dropped ("i wear | a | size six shoe" quoted "I wear
  size 6 shoes") costs the alignment nothing, even in a quote too short to spend an edit; a
  changed number still does not align;
- a word broken off for a restart, written with a hyphen before a space and followed by a word
  said again ("till dec- till january", "at the wool- at the bunnings"), is no word: it is
  neither a date nor a name the quote must carry; a hyphenated word ("mother-in-law",
  "well-known") stays whole, and so does a word a dash is written against ("number four- ...");
- digits said one by one into a decimal ("one oh four point nine") are one number, 104.9."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "she wears a size six shoe, tiny feet",
            "User's daughter wears size 6 shoes.",
            "She wears size 6 shoes",
        ),
        (
            "we've got the three bedroom house now",
            "User has a three-bedroom house.",
            "We've got three bedroom house",
        ),
        ("i drive a blue van for the council", "User drives a blue van for the council.", "I drive blue van"),
    ],
)
def test_an_article_the_quote_left_out_costs_nothing(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict


def test_a_changed_number_still_does_not_align_past_an_article() -> None:
    verdict = judge(convo("she wears a size six shoe, tiny feet"), "User's daughter wears size 7 shoes.",
                    "She wears size 7 shoes")  # fmt: skip
    assert verdict.outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my sister's staying with us till feb- till the end of march then she flies home",
            "User's sister is staying with them until the end of March.",
            "My sister's staying with us till the end of March",
        ),
        (
            "i work at the tes- at the big sainsbury's by the ring road",
            "User works at the big Sainsbury's by the ring road.",
            "I work at the big Sainsbury's by the ring road",
        ),
        (
            "i was born in kerr- in killarney but we moved when i was small",
            "User was born in Killarney.",
            "I was born in Killarney",
        ),
    ],
)
def test_a_word_broken_off_for_a_restart_is_no_word(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict


def test_hyphenated_words_stay_whole() -> None:
    assert canonicalize("my mother-in-law is a well-known baker").keys[:4] == ("my", "mother", "in", "law")
    assert "known" in canonicalize("a well-known baker").keys
    assert canonicalize("till dec- till january").keys == canonicalize("till till january").keys
    # no word said again after it: a dash written against its word, which keeps the word
    assert "4" in canonicalize("number four- the quiet one is my favourite").keys


def test_digits_said_one_by_one_into_a_decimal_are_one_number() -> None:
    # a radio frequency read out digit by digit: "one oh four point nine" is 104.9
    said = "we always have it on one oh four point nine in the kitchen"
    assert "104.9" in canonicalize(said).numbers
    assert judge(
        convo(said), "User listens to 104.9 in the kitchen.", "we always have it on 104.9"
    ).outcome is (Outcome.ACCEPT)
    assert judge(
        convo(said), "User listens to 105.9 in the kitchen.", "we always have it on 105.9"
    ).outcome is (Outcome.REJECT)
    assert "97.3" in canonicalize("ninety seven point three").numbers  # an amount stays as it was
