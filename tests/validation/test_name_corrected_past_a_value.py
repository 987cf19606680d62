"""V7d: a name corrected by a name is found past what was said after it: "we're off to porto in
may no lisbon" corrects porto, though "may" stands between it and the "no". The fact that keeps
the corrected name is refused; the one that keeps the new name stands. A letter spelled after
"no" corrects nothing ("jo with no e"), and a filler that opens a new clause after the name
corrects nothing either ("rolo too, here's i mean a pic of him"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we're off to porto in may no lisbon, porto was last year",
            "User is going to Porto in May.",
            "off to porto in may",
        ),
        (
            "my sister lives in bristol with her husband well swindon really",
            "User's sister lives in Bristol.",
            "my sister lives in bristol",
        ),
    ],
)
def test_the_name_corrected_is_refused(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we're off to porto in may no lisbon, porto was last year",
            "User is going to Lisbon in May.",
            "off to porto in may no lisbon",
        ),
        ("my wife's name is jo with no e on the end", "User's wife is named Jo.", "my wife's name is jo"),
        (
            "we got a puppy called rolo too heres i mean a pic of him",
            "User has a puppy called Rolo.",
            "we got a puppy called rolo",
        ),
    ],
)
def test_the_name_kept_stands(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.REJECT
