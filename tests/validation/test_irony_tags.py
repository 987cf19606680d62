"""V7: a tag after a statement that says it was meant the other way ("my boss is a real joy
to work for, can't you tell"; "the kids were angels, said no one ever") makes it sarcasm:
held for the user, not stored. "you can tell i'm proud" is no such tag. Our own sentences."""

from __future__ import annotations

from companion.model import Outcome
from tests.validation.conftest import convo, judge


def test_an_irony_tag_holds_the_praise() -> None:
    said = "yeah my boss is a real joy to work for, can't you tell"
    verdict = judge(convo(said), "User's boss is a joy to work for", "my boss is a real joy to work for")
    assert verdict.outcome is not Outcome.ACCEPT


def test_said_no_one_ever_holds_it() -> None:
    said = "my neighbours are the quietest people alive, said no one ever"
    verdict = judge(
        convo(said), "User's neighbours are very quiet", "my neighbours are the quietest people alive"
    )
    assert verdict.outcome is not Outcome.ACCEPT


def test_plain_pride_is_kept() -> None:
    said = "my granddaughter's a right little star, you can tell i'm proud"
    verdict = judge(convo(said), "User's granddaughter is a star", "my granddaughter's a right little star")
    assert verdict.outcome is Outcome.ACCEPT


def test_said_no_one_ever_is_read_as_the_normalizer_writes_it() -> None:
    """ "no one" reaches the markers joined ("noone"): the tag must still turn the claim round."""
    v = judge(
        convo("i just love ironing school shirts on a sunday night said no one ever"),
        "User loves ironing school shirts.",
        "i just love ironing school shirts",
    )
    assert v.outcome is not Outcome.ACCEPT
