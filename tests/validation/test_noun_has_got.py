"""A noun's "'s got" is "has got", a possession ("my team's got the final on saturday"), as
"i've got a scan on friday" already was: the weekday alone is the coming one, not the last.
"got" after it was read as a past and the coming date rejected. Our own sentences."""

from __future__ import annotations

from companion.model import Outcome
from companion.validation.temporal import looks_back
from tests.validation.conftest import convo, judge

# the conversation helpers date every message Wednesday 6 March 2024
SAID = "my team's got the regional final on saturday"


def test_the_coming_saturday_is_backed_and_the_last_is_not() -> None:
    assert (
        judge(convo(SAID), "User's team has the regional final on March 9, 2024.", SAID).outcome
        is Outcome.ACCEPT
    )
    assert (
        judge(convo(SAID), "User's team has the regional final on March 2, 2024.", SAID).outcome
        is Outcome.REJECT
    )


def test_the_tense_reading() -> None:
    assert not looks_back(SAID)
    assert looks_back("my team got knocked out on saturday")
