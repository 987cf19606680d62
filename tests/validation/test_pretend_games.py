"""Pretend games named by their verb (stop 60, V7d): children name a game by who or what they
pretend to be, a bare plural after "play" ("we play buses", "playing vets", "the twins wanted to
play pirates"), and the rest of the turn is in the game, whether the user casts themself ("i'm the
bus driver") or not ("i'm captain redbeard and i got a ship"). A rehearsal is a pretend setting
as a rehearsal's noun was ("we're rehearsing the nativity"). What people play for real in the
plural ("we play cards", "i play drums", "we play darts") names no pretend, and a compliment
to the listener ("you're a lifesaver, i'm a nurse") casts nobody."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.frames import pretend_game_at

from .conftest import convo, judge


def _judge(turns: list[str], fact: str, quote: str) -> tuple[Outcome, tuple[Reason, ...]]:
    """`turns` alternate and say whose they are ("u:" / "a:"); the quote is in the first user turn
    that holds its opening words."""
    index = next(k for k, t in enumerate(turns) if t.startswith("u:") and quote.lower()[:8] in t.lower())
    first = "user" if turns[0].startswith("u:") else "assistant"
    verdict = judge(convo(*(t[2:] for t in turns), first_role=first), fact, quote, index)
    return verdict.outcome, verdict.reasons


IN_THE_GAME = [
    (["u:the twins wanted to play buses so i'm the bus driver and they've got tickets made of paper"],
     "User is a bus driver.", "I'm the bus driver"),
    (["u:my granddaughter's got her teddies lined up, we're playing vets, i'm the vet and she's the nurse"],
     "User is a vet.", "I'm the vet"),
    (["u:grandson's mad on pirates so we play pirates all day, i'm a pirate called one-eyed jack"],
     "User is a pirate.", "I'm a pirate"),
    (["a:What are you and the little ones up to?",
      "u:we're playing trains in the hall, i'm captain choo choo and i've got a steam engine called percy"],
     "User has a steam engine called Percy.", "I've got a steam engine called Percy"),
    (["u:we're playing schools, i'm the headteacher and the teddies are naughty"],
     "User is a headteacher.", "I'm the headteacher"),
    (["u:we're rehearsing for the carol service tonight, i'm a shepherd, tea towel and all"],
     "User is a shepherd.", "I'm a shepherd"),
]  # fmt: skip


@pytest.mark.parametrize(("turns", "fact", "quote"), IN_THE_GAME)
def test_what_the_user_says_in_a_pretend_game_is_not_their_life(
    turns: list[str], fact: str, quote: str
) -> None:
    outcome, reasons = _judge(turns, fact, quote)
    assert outcome is Outcome.REJECT, (outcome, reasons)
    assert Reason.NOT_AN_ASSERTION in reasons


PLAYED_FOR_REAL = [
    (["u:we play darts on tuesdays at the legion, i'm the captain this year"],
     "User is the captain of their darts team.", "I'm the captain"),
    (["u:i play drums in a covers band, i'm the drummer and the oldest by twenty years"],
     "User is the drummer in a covers band.", "I'm the drummer"),
    (["u:i play five-a-side on thursdays, i'm the keeper cause nobody else wants it"],
     "User is the goalkeeper of their Thursday five-a-side team.", "I'm the keeper"),
    (["u:you're a lifesaver honestly, i'm a nurse and i never get time to think"],
     "User is a nurse.", "I'm a nurse"),
    (["u:you're a good listener, i'm a grandmother of six so i know about listening"],
     "User is a grandmother of six.", "I'm a grandmother of six"),
]  # fmt: skip


@pytest.mark.parametrize(("turns", "fact", "quote"), PLAYED_FOR_REAL)
def test_what_people_play_for_real_and_compliments_name_no_pretend(
    turns: list[str], fact: str, quote: str
) -> None:
    outcome, reasons = _judge(turns, fact, quote)
    assert outcome is Outcome.ACCEPT, (outcome, reasons)


@pytest.mark.parametrize(
    ("words", "k", "pretend"),
    [
        (("we", "play", "buses"), 2, True),
        (("were", "playing", "vets"), 2, True),
        (("we", "play", "cards"), 2, False),
        (("i", "play", "drums"), 2, False),
        (("i", "play", "the", "drums"), 3, False),
        (("we", "play", "football"), 2, False),
        (("we", "watch", "pirates"), 2, False),
    ],
)
def test_a_pretend_game_is_a_bare_plural_after_play_that_is_not_played_for_real(
    words: tuple[str, ...], k: int, pretend: bool
) -> None:
    assert pretend_game_at(words, k) is pretend
