"""V7g: a negation inside a fixed idiom of assent, indifference or approval is no denial, and a
fact built on the idiom's literal words is refused; a literal negation with an object of its
own is judged as usual."""

from __future__ import annotations

import pytest

from companion.model import Candidate, Message, Outcome
from companion.validation import validate
from tests.validation.conftest import WHEN


def _judge(asked: str, said: str, fact: str, quote: str) -> Outcome:
    messages = [
        Message(role="assistant", content=asked, timestamp=WHEN),
        Message(role="user", content=said, timestamp=WHEN),
    ]
    candidate = Candidate(text=fact, supporting_quote=quote, source_message_index=1)
    return validate(messages, [candidate])[0].outcome


@pytest.mark.parametrize(
    ("asked", "said", "fact", "quote"),
    [
        ("Want to join the quiz team on Thursday?", "sure, I can't see why not", "User can see why not.",
         "I can't see why not"),
        ("Want to join the quiz team on Thursday?", "sure, I can't see why not", "User can't see why not.",
         "I can't see why not"),
        ("How is the new bike?", "oh not half bad actually", "User is half bad.", "not half bad actually"),
        ("Tea or coffee?", "we're not fussed, honestly", "User is fussed.", "we're not fussed"),
        ("Tea or coffee?", "we're not fussed, honestly", "User isn't fussed.", "we're not fussed"),
        ("Shall I put some music on?", "couldn't say no to that", "User could say no.", "couldn't say no"),
        ("Shall I put some music on?", "couldn't say no to that", "User couldn't say no.", "couldn't say no"),
        ("How was the holiday?", "no complaints, mate", "User has complaints.", "no complaints"),
    ],
)  # fmt: skip
def test_a_fact_on_an_idiom_of_assent_is_refused(asked: str, said: str, fact: str, quote: str) -> None:
    assert _judge(asked, said, fact, quote) is Outcome.REJECT


@pytest.mark.parametrize(
    ("asked", "said", "fact", "quote"),
    [
        ("How do you find the gym?", "i don't see the point of gyms really",
         "User doesn't see the point of gyms.", "i don't see the point of gyms"),
        ("Is the noise a problem?", "I don't mind the trains at night",
         "User doesn't mind the trains at night.", "I don't mind the trains at night"),
        ("How did the negotiation go?", "we couldn't agree to their terms",
         "User couldn't agree to their terms.", "we couldn't agree to their terms"),
    ],
)  # fmt: skip
def test_a_literal_negation_with_its_own_object_stays_accepted(
    asked: str, said: str, fact: str, quote: str
) -> None:
    assert _judge(asked, said, fact, quote) is not Outcome.REJECT
