"""The offline proposer on jobs with employers, changes, income, anaphora, categories and traps.

Every utterance is written for these tests, speech-to-text style (lower case, fillers, run-ons).
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.extraction.offline import propose_offline
from companion.model import (
    Candidate,
    Category,
    Fact,
    FactId,
    FactStatus,
    Message,
    Origin,
    Outcome,
    Reason,
    Role,
    Transcript,
    UserId,
)
from companion.validation import validate

T0 = datetime(2026, 4, 10, 20, 0, tzinfo=UTC)
Expected = list[tuple[str, str | None]]


def transcript(*turns: tuple[Role, str]) -> Transcript:
    return Transcript(messages=tuple(Message(role=r, content=c, timestamp=T0) for r, c in turns))


def candidates(utterance: str) -> tuple[Candidate, ...]:
    return propose_offline(transcript(("user", utterance)))


def facts(utterance: str) -> Expected:
    return [(c.text, c.slot) for c in candidates(utterance)]


def active(text: str, slot: str, category: Category = Category.WORK) -> Fact:
    return Fact(
        id=FactId(uuid.uuid4()),
        user_id=UserId("u1"),
        text=text,
        category=category,
        slot=slot,
        importance=4,
        origin=Origin.EXTRACTED,
        status=FactStatus.ACTIVE,
        confirmed_by=None,
        valid_from=datetime(2026, 1, 1, tzinfo=UTC),
        valid_to=None,
        recorded_at=datetime(2026, 1, 1, tzinfo=UTC),
        expired_at=None,
    )


JOBS_WITH_EMPLOYER: list[tuple[str, Expected]] = [
    (
        "so um i work as a data engineer at northwind labs and it's fine",
        [
            ("The user works as a data engineer.", "work.job_title"),
            ("The user works at northwind labs.", "work.employer"),
        ],
    ),
    (
        "I work as a data engineer at Northwind Labs. it's, uh, a big change",
        [
            ("The user works as a data engineer.", "work.job_title"),
            ("The user works at Northwind Labs.", "work.employer"),
        ],
    ),
    (
        "yeah i'm a nurse at st mary's hospital so nights are long",
        [
            ("The user is a nurse.", "work.job_title"),
            ("The user works at st mary's hospital.", "work.employer"),
        ],
    ),
    ("i work for acme, like, in the warehouse", [("The user works at acme.", "work.employer")]),
    (
        "honestly i'm a high school music teacher at lincoln high",
        [
            ("The user is a high school music teacher.", "work.job_title"),
            ("The user works at lincoln high.", "work.employer"),
        ],
    ),
    # "at night" is when, not where: the title alone.
    ("i'm a nurse at night and a mom during the day", [("The user is a nurse.", "work.job_title")]),
    (
        "i'm a grad student at the state university",
        [
            ("The user is a grad student.", "work.status"),
            ("The user works at the state university.", "work.employer"),
        ],
    ),
]

# A change is proposed with the slot the original statement has, so the validator sees the conflict.
CHANGES: list[tuple[str, Expected]] = [
    (
        "i actually got promoted, i'm now a senior data engineer at northwind labs",
        [
            ("The user got promoted.", None),
            ("The user is a senior data engineer.", "work.job_title"),
            ("The user works at northwind labs.", "work.employer"),
        ],
    ),
    ("oh and i'm now working at globex", [("The user works at globex.", "work.employer")]),
    ("actually i moved to porto", [("The user moved to porto.", "identity.home_city")]),
    ("we're living in lyon these days", [("The user lives in lyon.", "identity.home_city")]),
    ("i now earn 95,000 a year", [("The user earns 95,000 a year.", "money.income")]),
    ("i got promoted to head chef", [("The user got promoted to head chef.", "work.job_title")]),
    (
        "um i just got a new job at the city library",
        [("The user got a job at the city library.", "work.employer")],
    ),
    ("i'm not married anymore", [("The user is not married.", "family.relationship_status")]),
    (
        "turns out i'm not allergic to shellfish after all",
        [("The user is not allergic to shellfish.", "health.allergy.shellfish")],
    ),
]

INCOME: list[tuple[str, Expected]] = [
    ("i make about 85k a year", [("The user earns 85k a year.", "money.income")]),
    (
        "my salary is a hundred and sixty five thousand",
        [("The user's salary is a hundred and sixty five thousand.", "money.income")],
    ),
    ("i earn 4,000 a month before tax", [("The user earns 4,000 a month.", "money.income")]),
    ("i make like ninety grand", [("The user earns ninety grand.", "money.income")]),
    ("i get paid $22 an hour", [("The user earns $22 an hour.", "money.income")]),
    ("i take home 3200 euros a month", [("The user earns 3200 euros a month.", "money.income")]),
]

ACTIVITIES: list[tuple[str, Expected]] = [
    (
        "i just started volunteering at the animal shelter",
        [("The user started volunteering at the animal shelter.", None)],
    ),
    ("we joined a running club last month", [("The user joined a running club.", None)]),
    ("i'm working, um, on my first novel", [("The user is working on the user's first novel.", None)]),
    ("i won a chess tournament on friday", [("The user won a chess tournament.", None)]),
    ("i've been learning the piano", [("The user is learning the piano.", None)]),
    ("i'm passionate about urban gardening", [("The user is passionate about urban gardening.", None)]),
    ("hi, um, I'm Maya. nice to meet you", [("The user's name is Maya.", "identity.name")]),
    ("I don't have kids, just a cat", [("The user does not have children.", "family.children.count")]),
]

# Objects that point back at something earlier, questions, hypotheticals, negations, fragments.
NOTHING = [
    "well i'm allergic to nothing really, i'm like learning how to ask about that in portuguese",
    "i love it",
    "i hate this",
    "ugh i can't stand that",
    "i started writing another one",
    "i've been working on it for a while",
    "do you think I should move to Berlin?",
    "do you think i should move to berlin",
    "should i tell my boss i'm a vegetarian",
    "if I ever get a dog i'll name him rex",
    "i make 3 cakes a week",
    "i'm a huge fan of jazz",
    "i'm a big believer in naps",
    "I'm Fine. thanks",
    "i started to cry",
    "i work at home mostly",
    "i joined in",
]


TABLE = JOBS_WITH_EMPLOYER + CHANGES + INCOME + ACTIVITIES


@pytest.mark.parametrize(("utterance", "expected"), TABLE, ids=[u[:36] for u, _ in TABLE])
def test_statements_become_the_expected_facts(utterance: str, expected: Expected) -> None:
    """Each statement yields exactly the expected third-person facts with their slots."""
    assert facts(utterance) == expected


@pytest.mark.parametrize("utterance", NOTHING)
def test_dangling_questions_hypotheticals_and_fragments_yield_nothing(utterance: str) -> None:
    """Pronoun objects, questions (with or without '?'), hypotheticals and non-jobs give no fact."""
    assert [c.text for c in candidates(utterance) if "allergic" not in c.text] == []


def test_negation_never_yields_the_positive_fact() -> None:
    """'i don't have kids' is never 'has kids'; the negative fact keeps the negation in its quote."""
    (c,) = candidates("i don't have kids, never wanted them")
    assert c.text == "The user does not have children."
    assert "don't" in c.supporting_quote


@pytest.mark.parametrize(
    ("utterance", "slot"),
    [(u, e[0][1]) for u, e in CHANGES if e[0][1] is not None]
    + [("i actually got promoted, i'm now a senior data engineer at northwind labs", "work.job_title")],
)
def test_a_change_conflicts_with_the_active_fact_of_its_slot(utterance: str, slot: str) -> None:
    """With an active fact in the same slot, the validator holds the change pending (slot conflict)."""
    t = transcript(("user", utterance))
    cands = [c for c in propose_offline(t) if c.slot == slot]
    assert cands
    old = active("The user used to have another value here.", slot)
    for verdict in validate(t, cands, known_facts=[old]):
        assert verdict.outcome is Outcome.PENDING, verdict
        assert Reason.SLOT_CONFLICT in verdict.reasons


@pytest.mark.parametrize(
    ("utterance", "category"),
    [
        ("yeah remember that my daughter lily starts school on september 14", Category.EVENTS),
        ("please remember that i take insulin before dinner", Category.HEALTH),
        ("remember that i'm allergic to shellfish", Category.HEALTH),
        ("remember that my brother lives with us now", Category.RELATIONSHIPS),
    ],
)
def test_remember_requests_are_explicit_with_a_sensible_category(utterance: str, category: Category) -> None:
    """'remember that ...' is explicit, importance 5, and categorised by what it is about."""
    (c,) = candidates(utterance)
    assert (c.origin, c.importance, c.category) == (Origin.EXPLICIT, 5, category)


def test_remember_a_whole_statement_takes_its_slot() -> None:
    """A request another rule reads whole keeps that rule's slot, so a later change conflicts."""
    (c,) = candidates("remember that i'm allergic to shellfish")
    assert (c.text, c.slot) == ("The user is allergic to shellfish.", "health.allergy.shellfish")


def test_income_quotes_hold_the_number_as_said_and_the_validator_accepts_them() -> None:
    """Income quotes contain the amount as said, and every income fact passes the real validator."""
    t = transcript(*(("user", u) for u, _ in INCOME))
    cands = propose_offline(t)
    assert len(cands) == len(INCOME)
    for c in cands:
        said = c.text.removeprefix("The user earns ").removeprefix("The user's salary is ").split(" a ")[0]
        assert said.rstrip(".").split()[0] in c.supporting_quote
    assert [v.outcome for v in validate(t, cands)] == [Outcome.ACCEPT] * len(cands)


def test_the_validator_accepts_every_candidate_of_the_tables() -> None:
    """Quotes are verbatim clauses with the fact's names and numbers: nothing is rejected."""
    t = transcript(*(("user", u) for u, _ in TABLE))
    cands = propose_offline(t)
    rejected = [
        (c.text, [str(r) for r in v.reasons])
        for c, v in zip(cands, validate(t, cands), strict=True)
        if v.outcome is Outcome.REJECT
    ]
    assert rejected == []


def test_assistant_messages_are_never_read() -> None:
    """The same statements in assistant turns yield nothing."""
    t = transcript(*(("assistant", u) for u, _ in TABLE))
    assert propose_offline(t) == ()


_WORDS = st.sampled_from(
    str.split(
        "i i'm my work as a at for nurse engineer acme um like you know make 85k a year don't have kids "
        "moved to porto remember that love it this started joined won , . ? and but"
    )
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_WORDS, max_size=14).map(" ".join), min_size=1, max_size=4))
def test_quotes_are_verbatim_and_at_least_three_words(turns: list[str]) -> None:
    """Invariant: a quote is a substring of its own user message, three words or more."""
    t = transcript(*(("user", u) for u in turns))
    for c in propose_offline(t):
        assert c.supporting_quote in t.messages[c.source_message_index].content
        assert len(c.supporting_quote.split()) >= 3
