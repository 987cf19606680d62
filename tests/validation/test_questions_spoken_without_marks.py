"""V7d: yes/no questions as a transcript writes them, with no question mark, read by word order:

- "do" with a verb that is also an auxiliary ("do i need ...", "do we have to ..."): "need"
  after an asking "do" and its subject is the question's main verb;
- "has" / "have" with a participle after the subject ("have i got ...", "has my son passed
  ..."), where a bare verb would be needed after "do";
- an adverb between a noun-phrase subject and its verb ("does my wife | still | love me").

And what such a question takes as given stays given:

- after a preposition, a possessive noun phrase is an object, so a relation's "'s" owns the
  noun after it ("a speech for | my brother's wedding"), never "is" ("my brother is wedding");
- a preposition's object in that phrase may be a compound ("at | leeds uni") or end on a month
  ("on the ninth of | may");
- "mind", "matter" and "care" pass on a fact they take as given ("will my wife mind that i
  sold the piano").

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.clauses import inverted
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("do i need a tetanus jab after a dog bite", "User needs a tetanus jab.", "i need a tetanus jab"),
        (
            "have i got physio on friday or is it next week",
            "User has physio on Friday.",
            "i got physio on friday",
        ),
        (
            "has my daughter passed her nursing exams",
            "User's daughter passed her nursing exams.",
            "my daughter passed her nursing exams",
        ),
        (
            "does my husband still snore that loud",
            "User's husband snores loudly.",
            "my husband still snore that loud",
        ),
        (
            "do we need to repaint the hall before we sell",
            "User needs to repaint the hall.",
            "we need to repaint the hall",
        ),
    ],
)
def test_an_unmarked_yes_no_question_is_not_stored_as_fact(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.NOT_AN_ASSERTION in verdict.reasons


@pytest.mark.parametrize(
    "said",
    [
        "had i known i would have stayed home",
        "have a lovely weekend at the coast",
        "did the washing up then watched the snooker",
        "has to be the best curry in town",
    ],
)
def test_statements_that_open_like_questions_are_not_asked(said: str) -> None:
    canon = canonicalize(said)
    assert not inverted(canon.lows, 0, canon.boundary)


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "could you help me pick a reading for my nephew's christening on the second of june",
            "User's nephew's christening is on June 2.",
            "my nephew's christening on the second of june",
        ),
        (
            "what flowers should i send for my aunt's funeral at st mary's church",
            "User's aunt's funeral is at St Mary's Church.",
            "my aunt's funeral at st mary's church",
        ),
        (
            "do you think my sister will mind that i sold mum's sewing machine",
            "User sold their mother's sewing machine.",
            "i sold mum's sewing machine",
        ),
        (
            "does it matter that i've never driven on a motorway",
            "User has never driven on a motorway.",
            "i've never driven on a motorway",
        ),
    ],
)
def test_what_a_question_takes_as_given_is_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
