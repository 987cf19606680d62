"""Preverbal negation (V4j): in many contact Englishes and in learners' English the negator
stands between the subject and a bare verb ("i no have a job", "i nuh smoke", "i doh work
weekends"); it is standard English's "don't", so a quote that writes it the standard way is the
user's words, and the clause is negated as its speaker means it. Only between a subject and a
bare verb: "no smoking", "there's no need", "they gave me no trouble" and "no meat, no fish"
keep their "no". Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "since the factory close i no have job, i looking every day",
            "I don't have job",
            "User doesn't have a job.",
        ),
        (
            "i nuh smoke from new year, di doctor frighten me",
            "I don't smoke",
            "User doesn't smoke.",
        ),
        (
            "i doh work weekends again, only monday to friday",
            "I don't work weekends",
            "User doesn't work weekends.",
        ),
        (
            "my father no speak english, only tagalog, so i translate for him",
            "my father doesn't speak English",
            "User's father doesn't speak English.",
        ),
    ],
)
def test_a_preverbal_negator_is_dont(said: str, quote: str, fact: str) -> None:
    messages = convo(said)
    assert judge(messages, fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("i nuh smoke from new year", "I smoke", "User smokes."),
        ("i doh work weekends again", "I work weekends", "User works weekends."),
    ],
)
def test_the_negation_still_negates(said: str, quote: str, fact: str) -> None:
    messages = convo(said)
    assert judge(messages, fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    "said",
    [
        "no smoking in the house, my rule",
        "there's no need to ring",
        "they gave me no trouble at the counter",
        "pure veg, no meat no fish, eggs sometimes",
        "i said no, go home",
        "no, i have a car",
    ],
)
def test_no_elsewhere_stays_no(said: str) -> None:
    assert "no" in canonicalize(said).lows


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("my brother don't drive, never passed", "my brother doesn't drive", "User's brother doesn't drive."),
        ("we was at the caravan all august", "we were at the caravan", "User was at the caravan in August."),
    ],
)
def test_a_short_quote_in_standard_agreement_is_the_users_words(said: str, quote: str, fact: str) -> None:
    """A quote with no edit to spend aligns through a spoken variant ("he don't" / "he doesn't",
    "we was" / "we were") as through a word that sounds the same."""
    assert judge(convo(said), fact, quote).outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        # after a person the verb may be a word that is also a noun ("drive", "cook", "visit")
        ("my wife no drive so i take her everywhere", "My wife doesn't drive", "User's wife doesn't drive."),
        ("my sister no cook, she buy food outside", "My sister doesn't cook", "User's sister doesn't cook."),
        ("my grandson no visit again", "My grandson doesn't visit", "User's grandson doesn't visit."),
        ("my husband no smoke now", "My husband doesn't smoke", "User's husband doesn't smoke."),
    ],
)
def test_after_a_person_a_verb_that_is_also_a_noun_is_negated(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("my wife no drive so i take her everywhere", "My wife drives", "User's wife drives."),
        ("my sister no cook, she buy food outside", "My sister cooks", "User's sister cooks."),
    ],
)
def test_after_a_person_the_negation_still_negates(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    "said",
    [
        "the flat no lift, we walk up five floors",  # what a thing lacks: "has no lift"
        "the garden no fence so the dog gets out",
    ],
)
def test_after_a_thing_a_noun_keeps_its_no(said: str) -> None:
    assert "no" in canonicalize(said).lows


@pytest.mark.parametrize(
    ("said", "negated"),
    [
        ("mi nah eat pork, from mi small", "eat"),  # Jamaican "nah"
        ("mi mother nuh use phone, you haffi call next door", "use"),  # "mi" as "my"
        ("di landlord nuh fix di roof yet", "fix"),  # "di" as "the"
    ],
)
def test_creole_negators_and_determiners(said: str, negated: str) -> None:
    lows = canonicalize(said).lows
    assert lows[lows.index(negated) - 1] == "dont"


@pytest.mark.parametrize(
    ("said", "subject"),
    [
        ("me no drive, my son carry me everywhere", "i"),
        ("mi nuh eat pork from mi small", "i"),
        ("dem nuh talk to me since the fence", "they"),
        ("him no work since the accident", "he"),
    ],
)
def test_a_pronoun_said_as_the_negators_subject_is_read_as_a_subject(said: str, subject: str) -> None:
    """ "me nuh eat pork": the subject "I" is meant, so the clause is the user's own."""
    assert canonicalize(said).lows[:2] == (subject, "dont")


def test_an_object_pronoun_before_no_stays_an_object() -> None:
    assert canonicalize("they gave me no trouble at all").lows[:4] == ("they", "gave", "me", "no")


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("me no drive, my son carry me everywhere", "I don't drive", "User doesn't drive."),
        ("mi nuh eat pork from mi small", "I don't eat pork", "User doesn't eat pork."),
    ],
)
def test_the_users_own_negated_clause_is_theirs(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
