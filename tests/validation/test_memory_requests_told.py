"""V7d: asking the companion to keep something tells it, it does not ask it. A verb of keeping
("save", "store", "record", "log", "note", "jot", beside "remember" and "tell") makes its "that"
clause given, including when the segmentation leaves the clause inside the request, past a
phrase of whom it is for ("would you remember for me that ..."). A "that" no subject follows
opens nothing ("can you save that for later"), and "whether" or "if" still asks. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "can you save that my allotment plot number is forty two",
            "User's allotment plot number is 42.",
            "my allotment plot number is forty two",
        ),
        (
            "could you log that the cat's flea treatment is due on the first",
            "User's cat's flea treatment is due on April 1, 2024.",
            "the cat's flea treatment is due on the first",
        ),
        (
            "would you remember for me that the recycling goes out on fridays",
            "The recycling goes out on Fridays.",
            "the recycling goes out on fridays",
        ),
        (
            "will you keep a record for me that my mum takes her warfarin at six",
            "User's mother takes her warfarin at 6.",
            "my mum takes her warfarin at six",
        ),
    ],
)
def test_a_request_to_keep_it_tells_it(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "can you check whether my allotment plot number is forty two",
            "User's allotment plot number is 42.",
            "my allotment plot number is forty two",
        ),
        (
            "do you remember if the recycling goes out on fridays",
            "The recycling goes out on Fridays.",
            "the recycling goes out on fridays",
        ),
    ],
)
def test_whether_and_if_still_ask(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT
