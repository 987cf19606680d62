"""V7b: to stop something presupposes that it goes on. A verb of stopping that is only asked
("how do i stop my dog barking", "how can i get my husband to stop snoring") leaves what it
stops as given: it neither denies it nor puts it in question. Only what is stopped: "would it
be mad to pack in the job and go travelling" still asks the travelling. Said as done ("i
stopped biting my nails last year") it still ends the doing. And "it's" after a pause before
a preposition opens a statement after a question ("what can i do about my neighbour's cat,
it's in my garden constantly"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "how do i stop my dog barking all the time",
            "User's dog barks all the time",
            "my dog barking all the time",
        ),
        ("how can i get my husband to stop snoring", "User's husband snores", "my husband to stop snoring"),
        (
            "what can i do about my neighbour's cat, it's in my garden constantly",
            "User's neighbour's cat is in their garden constantly",
            "it's in my garden constantly",
        ),
    ],
)
def test_what_a_question_would_stop_is_given(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my dog stopped barking at the postman",
            "User's dog barks at the postman",
            "my dog stopped barking at the postman",
        ),
        ("i've quit smoking", "User smokes", "quit smoking"),
        (
            "would it be mad to pack in the job and go travelling round asia",
            "User is going travelling round Asia",
            "go travelling round asia",
        ),
    ],
)
def test_a_stopping_done_or_a_doing_beyond_it_is_not_given(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT
