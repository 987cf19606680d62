"""V6: "my flatmate is allergic to dogs so no puppy for me" is about the flatmate. The user in a
clause the transcript ran on into it after "so" or "because" ("no puppy for me") does not make
the flatmate's clause the user's. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "my flatmate is properly allergic to dogs so no puppy for me sadly",
            "User is allergic to dogs.",
            "allergic to dogs",
            Outcome.REJECT,
        ),
        (
            "my brother's scared stiff of needles because he fainted at school once, so i go with him",
            "User is scared of needles.",
            "scared stiff of needles",
            Outcome.REJECT,
        ),
        (  # said of the flatmate, it is the flatmate's
            "my flatmate is properly allergic to dogs so no puppy for me sadly",
            "User's flatmate is allergic to dogs.",
            "my flatmate is properly allergic to dogs",
            Outcome.ACCEPT,
        ),
    ],
)
def test_run_on_clause_subject(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
