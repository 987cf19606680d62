"""V4: "me" and "ma" for "my" before a noun (British, Irish, Scottish and Australian speech: "me
mam", "ma brother", "me ute") are the user's "my", which a tidy quote writes as "my". Only
before the noun the quote's "my" owns, and after a verb only before a relation ("i rang me
mam"): "she gave me money" is money given to the user, not the user's money. "ma" before a
relation is the speaker's "my", not the mother's relation. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "aye me sister's a midwife up in derry",
            "User's sister is a midwife in Derry.",
            "My sister's a midwife up in Derry.",
        ),
        (
            "so ma brother drives the school bus now",
            "User's brother drives the school bus.",
            "My brother drives the school bus now.",
        ),
        (
            "i rang me mam about the christening",
            "User rang their mam about the christening.",
            "I rang my mam about the christening.",
        ),
        (
            "me ute's got two hundred thousand k on it",
            "User's ute has 200,000 km on it.",
            "My ute's got two hundred thousand k on it.",
        ),
    ],
)
def test_the_speakers_my_is_the_quotes_my(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "Good to know."), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "she gave me money for the bus",
            "User gave their money for the bus.",
            "She gave my money for the bus.",
        ),
        ("tell me ahd be fine and i'd believe you", "User's ahd is fine.", "Tell my ahd be fine."),
    ],
)
def test_me_as_an_object_is_not_my(said: str, fact: str, quote: str) -> None:
    # not aligned as the quote's "my"; since stop 51 a quote whose content words are all said is
    # held for review rather than rejected (`test_quote_in_own_words.py`), never accepted
    verdict = judge(convo(said, "Good to know."), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT
    assert verdict.outcome is Outcome.REJECT or Reason.BORDERLINE_EVIDENCE in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i sprained me wrist at the climbing wall",
            "User sprained their wrist at the climbing wall.",
            "I sprained my wrist at the climbing wall.",
        ),
        ("i've sold me caravan at last", "User has sold their caravan.", "I've sold my caravan at last."),
        (
            "i always walk me dog by the canal",
            "User walks their dog by the canal.",
            "I always walk my dog by the canal.",
        ),
        (  # the infinitive's subject is the "I" of the verb that takes it
            "i have to take me tablets with food",
            "User has to take their tablets with food.",
            "I have to take my tablets with food.",
        ),
    ],
)
def test_me_after_the_users_own_verb_is_my(said: str, fact: str, quote: str) -> None:
    """ "i sprained | me wrist": the object of one's own verb would be "myself", so "me" before
    the noun is the speaker's "my", whatever the noun."""
    assert judge(convo(said, "Good to know."), fact, quote).outcome is Outcome.ACCEPT
