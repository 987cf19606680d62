"""A conclusion put up to be confirmed (rule V7b/V7d, `frames.FrameBuilder._inference`), in our
own words: "so <statement> then" before a question about it ("so i've got gout then, is that
what the blood test means") is said with doubt, held, not told. A question of something else
after it ("so we're off to crete then, can you recommend a hotel") leaves it told."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    "said",
    [
        "so i've got gout then, is that what the blood test means",
        "so i've got gout then, does that mean no more red wine",
    ],
)
def test_an_inference_asked_about_is_held(said: str) -> None:
    assert judge(convo(said), "User has gout.", "so i've got gout then").outcome is Outcome.PENDING


def test_a_question_of_something_else_leaves_it_told() -> None:
    said = "so we're off to crete in june then, can you recommend a hotel near chania"
    v = judge(convo(said), "User is going to Crete in June.", "we're off to crete in june")
    assert v.outcome is Outcome.ACCEPT
