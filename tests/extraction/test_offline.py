"""The offline proposer on speech-like text: lower case, fillers, run-on sentences."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.extraction.offline import OfflineProposer, propose_offline
from companion.extraction.offline_text import number_value, third_person
from companion.model import Message, Origin, Outcome, Role, Transcript
from companion.validation import validate

T0 = datetime(2026, 4, 10, 20, 0, tzinfo=UTC)


def transcript(*turns: tuple[Role, str]) -> Transcript:
    return Transcript(messages=tuple(Message(role=r, content=c, timestamp=T0) for r, c in turns))


def facts(utterance: str) -> list[tuple[str, str | None]]:
    return [(c.text, c.slot) for c in propose_offline(transcript(("user", utterance)))]


# (what the user said, the facts expected: text and slot). Written for these tests, speech-to-text style.
CASES: list[tuple[str, list[tuple[str, str | None]]]] = [
    (
        "um hi so my name is dana and i'm thirty two years old",
        [("The user's name is Dana.", "identity.name"), ("The user is 32 years old.", "identity.age")],
    ),
    ("yeah you can call me jo", [("The user wants to be called Jo.", "identity.name")]),
    ("i just turned 40 last week actually", [("The user turned 40.", "identity.age")]),
    (
        "so i work at the public library and uh i've been there for years",
        [("The user works at the public library.", "work.employer")],
    ),
    (
        "i work as a dental hygienist, it's fine",
        [("The user works as a dental hygienist.", "work.job_title")],
    ),
    ("honestly i'm a nurse so the hours are rough", [("The user is a nurse.", "work.job_title")]),
    ("i got laid off in january so money is tight", [("The user got laid off.", "work.status")]),
    (
        "we live in portland now but i'm originally from ohio",
        [
            ("The user lives in portland.", "identity.home_city"),
            ("The user is from ohio.", "identity.hometown"),
        ],
    ),
    (
        "my wife's name is rachel and we have two kids",
        [
            ("The user's wife is called Rachel.", "family.spouse.name"),
            ("The user has two kids.", "family.children.count"),
        ],
    ),
    ("my mom is called linda she's great", [("The user's mom is called Linda.", "family.mother.name")]),
    ("I talked to my sister Mia yesterday", [("The user's sister is called Mia.", None)]),
    ("i'm divorced, it's been a while", [("The user is divorced.", "family.relationship_status")]),
    (
        "we got a dog named biscuit, he's a menace",
        [("The user has a dog called Biscuit.", "pets.biscuit.species")],
    ),
    ("i have two cats", [("The user has two cats.", None)]),
    (
        "oh and i'm allergic to peanuts so be careful",
        [("The user is allergic to peanuts.", "health.allergy.peanuts")],
    ),
    ("i have a shellfish allergy", [("The user has a shellfish allergy.", "health.allergy.shellfish")]),
    (
        "uh i was diagnosed with type 2 diabetes in march",
        [("The user has type 2 diabetes.", "health.condition.type_2_diabetes")],
    ),
    ("i'm vegetarian by the way", [("The user is vegetarian.", "health.diet")]),
    ("i don't eat pork", [("The user does not eat pork.", None)]),
    (
        "i really love hiking and i hate running",
        [("The user loves hiking.", None), ("The user hates running.", None)],
    ),
    ("i don't like mushrooms at all", [("The user does not like mushrooms.", None)]),
    (
        "my favorite band is the beatles",
        [("The user's favourite band is the beatles.", "preferences.favorite.band")],
    ),
    ("i play the guitar most nights", [("The user plays guitar.", None)]),
    ("i make about 85k a year", [("The user earns 85k a year.", "money.income")]),
    ("my goal is to run a marathon this year", [("The user's goal is to run a marathon.", "goals.current")]),
    ("i'm saving up for a new car", [("The user is saving up for a new car.", None)]),
    (
        "please don't bring up my ex anymore",
        [("The user does not want the companion to bring up the user's ex.", None)],
    ),
]

# Things a careless pattern would turn into facts.
NOTHING = [
    "i like, went to the store yesterday",
    "do you think i'm allergic to cats?",
    "if i had a dog i'd call him rex",
    "i never said i live in boston",
    "i like it a lot",
    "i'm a big fan of that idea",
    "i don't remember what my name is on that account",
    "call me back later",
    "i'd love to visit japan someday",
    "maybe i'm allergic to dust",
]


@pytest.mark.parametrize(("utterance", "expected"), CASES, ids=[c[0][:30] for c in CASES])
def test_self_statements_become_candidates(utterance: str, expected: list[tuple[str, str | None]]) -> None:
    """Each common self-statement yields the expected third-person fact and slot."""
    assert facts(utterance) == expected


@pytest.mark.parametrize("utterance", NOTHING)
def test_questions_hedges_and_fillers_yield_nothing(utterance: str) -> None:
    """Questions, hypotheticals, denials, pronoun objects and filler 'like' are not facts."""
    assert facts(utterance) == []


def test_quotes_are_verbatim_clauses_of_the_user_message() -> None:
    """Every quote is a substring of its user message, the clause of the fact, at least 3 words."""
    t = transcript(
        ("assistant", "my name is bob and i live in paris"),
        ("user", "yeah um so my name is dana, and i live in denver with my sister"),
    )
    cands = propose_offline(t)
    assert [(c.source_message_index, c.supporting_quote) for c in cands] == [
        (1, "my name is dana"),
        (1, "i live in denver with my sister"),
    ]
    assert all(c.supporting_quote in t.messages[c.source_message_index].content for c in cands)


def test_remember_that_is_explicit_and_important() -> None:
    """An explicit 'remember that ...' becomes an importance-5 fact with origin explicit."""
    (c,) = propose_offline(
        transcript(("user", "oh and please remember that my daughter starts school in september"))
    )
    assert c.text == "The user's daughter starts school in september."
    assert (c.importance, c.origin) == (5, Origin.EXPLICIT)
    assert c.supporting_quote == "please remember that my daughter starts school in september"


def test_same_fact_twice_in_a_session_is_proposed_once() -> None:
    """A repeated statement yields one candidate, from its first mention."""
    t = transcript(
        ("user", "my name is dana"), ("assistant", "Hi Dana"), ("user", "yeah like i said my name is dana")
    )
    assert [c.source_message_index for c in propose_offline(t)] == [0]


def test_validator_accepts_what_the_offline_proposer_proposes() -> None:
    """On the table above the real validator accepts every offline candidate (quotes are verbatim).
    Each row is read as a conversation of its own: the rows are unrelated utterances, and read
    as one conversation a later row would undo an earlier one ("i work at the public library"
    ... "i got laid off in january"), which V12 rightly reads as a retraction."""
    rejected = []
    for u, _ in CASES:
        t = transcript(("user", u))
        cands = propose_offline(t)
        verdicts = validate(t, cands)
        rejected += [
            (c.text, [str(r) for r in v.reasons])
            for c, v in zip(cands, verdicts, strict=True)
            if v.outcome is Outcome.REJECT
        ]
    assert rejected == []


async def test_proposal_is_replayable_and_labelled() -> None:
    """The proposal names the offline proposer and records its candidates as {"candidates": [...]}."""
    p = await OfflineProposer().propose(transcript(("user", "my name is dana")), [])
    assert (p.proposer, p.model, p.prompt_version) == ("offline", None, "offline-v2")
    assert p.raw_answer is not None
    assert '"candidates"' in p.raw_answer
    assert "dana" in p.raw_answer


def test_number_words_and_third_person() -> None:
    """Spoken numbers parse; first person becomes 'the user' with agreeing verbs."""
    assert [number_value(x) for x in ("32", "thirty two", "thirty-two", "nineteen", "lots")] == [
        32,
        32,
        32,
        19,
        None,
    ]
    assert (
        third_person("i have a cat and my cat hates me")
        == "the user has a cat and the user's cat hates the user"
    )
    assert third_person("i go running and i watch tv") == "the user goes running and the user watches tv"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["user", "assistant"]), st.text(max_size=120)), max_size=6))
def test_candidates_always_quote_their_own_user_message(turns: list[tuple[Role, str]]) -> None:
    """Invariant: whatever the text, a candidate quotes a substring of a user message at its index."""
    t = transcript(*turns)
    for c in propose_offline(t):
        message = t.messages[c.source_message_index]
        assert message.role == "user"
        assert c.supporting_quote
        assert c.supporting_quote in message.content
