"""V5b: a fact that is the user's sentence with the role or animal they named swapped for one they
never said ("User's sister is a nurse" on "my sister is a teacher") is held for the user: a role
is no name, so the specifics rule does not see it, and the rest of the fact matches. A fair word
for what the user said stays accepted: a clipped word or one of the same family ("vet" for
"veterinarian", "physio" for "physiotherapist") and the same role said again.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my sister is a teacher up in carlisle", "User's sister is a nurse.", "my sister is a teacher"),
        ("um my son's a plumber over in leeds", "User's son is an electrician.", "my son's a plumber"),
        (
            "we've got a hamster called biscuit",
            "User has a rabbit called Biscuit.",
            "we've got a hamster called biscuit",
        ),
        (
            "i'm seeing the dermatologist at st james's on monday",
            "User is seeing the rheumatologist at St James's on Monday.",
            "i'm seeing the dermatologist at st james's on monday",
        ),
    ],
)
def test_a_role_swapped_for_one_never_said_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert Reason.UNSUPPORTED_CONTENT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my sister is a teacher up in carlisle", "User's sister is a teacher.", "my sister is a teacher"),
        ("my daughter's a veterinarian in york", "User's daughter is a vet.", "my daughter's a veterinarian"),
        ("i see a physiotherapist on tuesdays", "User sees a physio on Tuesdays.", "i see a physiotherapist"),
    ],
)
def test_the_role_the_user_named_is_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
