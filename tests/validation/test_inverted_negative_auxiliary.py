"""A negative auxiliary before its own subject - a question's inversion ("why won't | my cat
biscuit eat", "why can't | my daughter's school sort the bus out") - negates the verb after the
subject, not the noun phrase the user owns: the question still says the user has a cat named
Biscuit. The noun phrase was read as negated and the fact of having rejected. A negation that
is not inverted ("i don't have | my car") still denies it. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from companion.validation.polarity import governed
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("why won't my cat biscuit eat her dinner", "User has a cat named Biscuit."),
        ("why can't my daughter's school sort the bus out", "User's daughter goes to school."),
        ("um why doesn't my parrot mango talk any more", "User has a parrot named Mango."),
    ],
)
def test_what_the_question_takes_as_had_is_had(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i don't have my car anymore", "User has a car."),
        ("why won't my cat biscuit eat her dinner", "User's cat Biscuit eats her dinner."),
    ],
)
def test_a_denial_and_what_the_question_asks_still_fail(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.REJECT


def test_the_inverted_negation_governs_nothing_of_the_subject() -> None:
    canon = canonicalize("why won't my cat biscuit eat")
    assert "cat" not in governed(canon.keys, canon.boundary)
    plain = canonicalize("i won't feed my cat biscuits")
    assert governed(plain.keys, plain.boundary)
