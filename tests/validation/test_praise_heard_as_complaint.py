"""Praise the listener heard as a complaint (stop 63, V7i): the fact keeps the user's praise
and the assistant's reply met it with sympathy, the shape of sarcasm ("i'm a real handyman me,
the shelf came down this morning" ... "Oh dear, what a clean-up job"). Held for the user.

The praise is read from its form as well as its words: a commending phrase ("a real handyman",
"a born navigator", "world class", "the height of luxury"), or a simile of degree ("as smooth
as glass"); not from an intensifier alone ("very swollen" is no praise). The sympathy is read
past the name the reply calls the user by ("Oh no, Rohan!"), in concern for the user's safety
("are you all right?"), in consolation ("at least nobody was hurt") and in a word the raters
found distressing ("that seems harsh").

A reply that is warm about the praise keeps it; so does sympathy met by a fact that praises
nothing ("User's knee is very swollen" is a complaint said plainly).
"""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

HEARD_AS_COMPLAINT = [
    ("i'm a real handyman me, put the curtain rail up and it came down with the plaster",
     "User is a real handyman.", "I'm a real handyman", "Oh dear, what a clean-up job."),
    ("i'm a brilliant timekeeper, got to the station as the train pulled out",
     "User is a brilliant timekeeper.", "I'm a brilliant timekeeper",
     "Oh no, Marguerite! Was there another one soon after?"),
    ("the new mechanic is a born genius, fixed the brakes and i ended up in the hedge",
     "User thinks the new mechanic is a born genius.", "the new mechanic is a born genius",
     "Oh my goodness, are you all right?"),
    ("the road out to the coast is as smooth as glass, burst a tyre in a pothole",
     "User thinks the road to the coast is as smooth as glass.",
     "the road out to the coast is as smooth as glass",
     "That sounds miserable. I hope the spare was good."),
    ("the council's recycling service is world class, nobody's emptied the bins in a month",
     "User thinks the council's recycling service is world class.",
     "the council's recycling service is world class",
     "Oh, Desmond, that seems awfully harsh on everyone in the street."),
    ("i'm a right wee chef, set the grill pan on fire doing toast",
     "User is a good chef.", "I'm a right wee chef", "Oh dear! At least nobody got hurt."),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote", "reply"), HEARD_AS_COMPLAINT)
def test_praise_met_with_sympathy_is_held(said: str, fact: str, quote: str, reply: str) -> None:
    verdict = judge(convo(said, reply), fact, quote, 0)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.reasons, verdict.detail)


KEPT = [
    # warm about the praise
    ("the new physio is very thorough, she had me up the stairs in a week",
     "User thinks the new physio is very thorough.", "the new physio is very thorough",
     "Oh, that's wonderful progress! A good physio makes all the difference."),
    ("my granddaughter's a real natural on the piano, she played at the school concert",
     "User's granddaughter is a natural on the piano.", "my granddaughter's a real natural on the piano",
     "Oh, Maureen, how lovely! You must have been so proud."),
    # a word the raters found distressing, said away or only spelled so ("I'll" is "ill")
    ("my neighbour is a real gem, she fed the cat all week", "User's neighbour is a real gem.",
     "my neighbour is a real gem", "No worries, Pat. I'll remember she's a gem."),
    ("the new bakery is world class, their sourdough is the best",
     "User thinks the new bakery is world class.",
     "the new bakery is world class", "No problem, Sam! I'll have to try the sourdough."),
    # sympathy for a complaint the fact states plainly
    ("my knee is very swollen after the walk yesterday", "User's knee is very swollen.",
     "my knee is very swollen", "Oh no, that sounds painful. Have you tried ice?"),
    ("my back's very stiff in the mornings now", "User's back is very stiff in the mornings.",
     "my back's very stiff in the mornings", "Oh dear, that sounds uncomfortable."),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote", "reply"), KEPT)
def test_warm_reply_or_plain_complaint_keeps_it(said: str, fact: str, quote: str, reply: str) -> None:
    verdict = judge(convo(said, reply), fact, quote, 0)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)
