"""How the user's words were said: the frames the utterance analysis puts over each word.

Every sentence here is ours, written for one phenomenon: where a frame's marker sits (before,
after, in another clause or sentence) and what it governs. `framed` gives the frames over all
the words of a claim; the gate rejects or holds a fact whose claim is framed (see test_rules).
"""

from __future__ import annotations

import pytest

from companion.validation.frames import Frame
from companion.validation.utterance import analyse


def framed(text: str, claim: str) -> frozenset[Frame]:
    """The frames that govern every word of `claim` (a run of words of `text`, lower case)."""
    ut = analyse(text)
    lows = ut.canon.lows
    words = tuple(claim.split())
    for start in range(len(lows) - len(words) + 1):
        if lows[start : start + len(words)] == words:
            common = frozenset(ut.frames[start])
            for k in range(start, start + len(words)):
                common &= ut.frames[k]
            return common
    raise AssertionError(f"{claim!r} not in {lows}")


@pytest.mark.parametrize(
    ("text", "claim", "frame"),
    [
        # conditions: before, after, postposed idioms, inverted "should"
        ("if the scan is clear we are flying to lisbon", "flying to lisbon", Frame.CONDITION),
        ("we are flying to lisbon provided the scan is clear", "flying to lisbon", Frame.CONDITION),
        ("i get a pay rise in march subject to the board signing it off", "pay rise", Frame.CONDITION),
        (
            "we'll be moving to dublin, should my wife's transfer go through",
            "moving to dublin",
            Frame.CONDITION,
        ),
        (
            "the kids are coming for easter, though it all hinges on the rota",
            "coming for easter",
            Frame.CONDITION,
        ),
        # doubt said after the claim, in a comment that points back at it
        ("the boiler is under warranty, that's my guess anyway", "under warranty", Frame.DOUBT),
        # somebody else's words and beliefs
        ("the car needs a new clutch, that's what my son says anyway", "new clutch", Frame.REPORTED),
        ("my nan's adamant i'm allergic to nuts", "allergic to nuts", Frame.REPORTED),
        ("my husband is certain we are getting the refund", "getting the refund", Frame.REPORTED),
        # wishes and hopes in idioms
        ("retiring at sixty, that's the dream", "retiring at 60", Frame.WISH),
        # questions: tags and second alternatives ask about the statement before them
        ("my bin day is a thursday isn't it", "bin day", Frame.QUESTION),
        ("the dentist is at ten tomorrow, or is that the optician", "dentist", Frame.QUESTION),
        # a present claim restated into the past
        ("i coach the under nines, or coached, they folded last spring", "coach the under 9", Frame.PAST),
        (
            "i volunteer at the food bank. well, did, until my back went",
            "volunteer at the food bank",
            Frame.PAST,
        ),
        # laughter after a statement leaves it in doubt
        (
            "i'm marrying a film star in the spring, he just doesn't know yet lol",
            "marrying a film star",
            Frame.ABSURD,
        ),
    ],
)
def test_a_frame_governs_the_claim(text: str, claim: str, frame: Frame) -> None:
    assert frame in framed(text, claim)


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        # a condition on the telling, not on what is told
        ("the quote came back at two thousand, which is robbery if you ask me", "quote came back"),
        ("i work nights at the depot if you need to know", "work nights"),
        # a relative clause is no question, and "it made me want to" is a cause, not a wish
        ("i started volunteering a year ago. it made me want to help more", "started volunteering"),
        # "which my husband thinks is hilarious" is his view of the claim, not his words for it
        ("our baby is due on halloween which my husband thinks is hilarious", "baby is due"),
        # "do" asks only with a verb after its subject; "have a" owns
        ("it was comforting to know i'm not alone and have a great community", "great community"),
        # a plain past "had" with its object is no inverted condition
        ("i had the chance to volunteer at the youth centre and loved it", "volunteer at the youth centre"),
        # a tag question about something else
        ("i start the new job on monday, it's cold out today isn't it", "start the new job"),
    ],
)
def test_a_frame_elsewhere_does_not_govern_the_claim(text: str, claim: str) -> None:
    assert framed(text, claim) & {Frame.CONDITION, Frame.QUESTION, Frame.WISH, Frame.REPORTED} == frozenset()


def test_a_marker_split_over_two_clauses_still_conditions() -> None:
    """ "as long | as" falls across a clause start; the condition still governs the claim."""
    text = "we're adopting the greyhound as long as the home visit goes fine"
    assert Frame.CONDITION in framed(text, "adopting the greyhound")
