"""V6: whom a clause is about, in three shapes that put another person's attribute on the user:

- a cleft ("it's my wife who's the real fan of musicals"): the relative clause is about the
  person named right before "who", not about "it";
- a relation word used as a name with an auxiliary after it ("mum was a nurse for forty
  years", "dad has had a fall");
- a relation word carrying a dropped "is" after a modifier ("my best mate's just been made
  redundant"), and "old man" as one relation ("my old man's in a care home": the father).

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we both love the theatre but it's my wife who's the real fan of musicals",
            "User is a big fan of musicals",
            "the real fan of musicals",
        ),
        (
            "mum was a nurse for forty years at the royal",
            "User was a nurse for 40 years",
            "a nurse for forty years",
        ),
        (
            "my best mate's just been made redundant, poor sod",
            "User has been made redundant",
            "just been made redundant",
        ),
    ],
)
def test_anothers_attribute_is_not_the_users(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my old man's in a care home in swansea now",
            "User's father is in a care home in Swansea",
            "my old man's in a care home in swansea now",
        ),
        (
            "mum was a nurse for forty years at the royal",
            "User's mother was a nurse for 40 years",
            "mum was a nurse for forty years",
        ),
        (
            "my husband and i both have type two diabetes",
            "User has type 2 diabetes",
            "my husband and i both have type two diabetes",
        ),
    ],
)
def test_the_persons_own_attribute_is_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
