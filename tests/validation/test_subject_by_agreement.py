"""Whose a clause is when speech leaves its subject out (stop 64, V6).

People talking run one clause into the next and drop the subject they are still talking about:
"my nan's ninety one ... | still does the crossword in pen". A verb in the third person present
("does", "works", "drives") is a form no "I" takes, so a clause that opens on one, with no word
of the user's in it, is said of the person the talk was on (somebody spoken of in the turn or
the two messages before), and a fact that gives it to the user moves it. A participle that
carries on such a clause ("works weekends at the garage, | saving up for a van") shares its
subject. Not a plural noun a verb may be spelt like ("two | cats"), a clause with the user in it
("doctor patel has put | me | on"), the habitual "does" of Caribbean Englishes ("me does sell
..."), or a fact whose subject is not the user.

Two readings of pronouns beside it: a name with "the" before it, or a word that goes on a name
("the Great North | Run"), names no person a pronoun could stand for; and a pronoun of one sex
cannot stand for a person the fact names of the other ("she's doing it for her dad" is no "User
is doing it for their dad").
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome, Reason

from .conftest import convo, judge

THEIRS = [
    # the person named in the turn before, the clause after a verbless aside
    (("my auntie bernie's eighty eight this month, god love her, still swims in the lido every "
      "morning, even in the frost",),
     "User swims in the lido every morning.", "still swims in the lido every morning", 0),
    # the person named in the user's turn before
    (("my brother ciaran's back from dubai after twelve years",
      "Twelve years is a long time away.",
      "oh ah, um, flies for one of the gulf airlines, lives out by the airport now"),
     "User flies for one of the Gulf airlines.", "flies for one of the gulf airlines", 2),
    # the listener's question puts the person
    (("we had the grandkids round at the weekend",
      "Lovely. How's the eldest getting on?",
      "grand yeah, still works at the big hardware place on saturdays, saving up for a scooter"),
     "User works at the hardware store on Saturdays, saving up for a scooter.",
     "works at the big hardware place on saturdays, saving up for a scooter", 2),
    (("our lodger's from lagos, lovely fella, um, teaches maths at the sixth form college",),
     "User teaches maths at the sixth form college.", "teaches maths at the sixth form college", 0),
]  # fmt: skip


@pytest.mark.parametrize(("turns", "fact", "quote", "index"), THEIRS)
def test_a_clause_without_its_subject_in_the_third_person_is_not_the_users(
    turns: tuple[str, ...], fact: str, quote: str, index: int
) -> None:
    verdict = judge(convo(*turns), fact, quote, index)
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.reasons, verdict.detail)


MINE = [
    # a plural noun spelt like a verb after a number
    (("three dogs, no, four, i forgot the puppy, she sleeps in the laundry",),
     "User has four dogs.", "three dogs, no, four", 0),
    # the user in the clause
    (("my mum came with me, doctor patel has put me on iron tablets twice a day",),
     "Dr. Patel has put User on iron tablets twice a day.", "doctor patel has put me on iron tablets", 0),
    # the habitual "does" of Caribbean Englishes, said by "me"
    (("mi sister does braid hair in the market, and me, me does sell coconut water by the bridge",),
     "User sells coconut water by the bridge.", "me does sell coconut water by the bridge", 0),
    # the clause has its own subject after its third person verb
    (("my grandad took me to every home game. he never missed one. that sort of loyalty is why "
      "i love the club.",),
     "User loves the club.", "that sort of loyalty is why i love the club", 0),
    # nobody else spoken of: a subject left out is the speaker's own
    (("honestly, um, still gets up at five for the bakery shift",),
     "User gets up at five for the bakery shift.", "still gets up at five for the bakery shift", 0),
    # the fact gives it to the person, as the user did
    (("my auntie bernie's eighty eight this month, still swims in the lido every morning",),
     "User's auntie Bernie swims in the lido every morning.", "still swims in the lido every morning", 0),
]  # fmt: skip


@pytest.mark.parametrize(("turns", "fact", "quote", "index"), MINE)
def test_a_clause_whose_subject_is_the_users_or_kept_stands(
    turns: tuple[str, ...], fact: str, quote: str, index: int
) -> None:
    verdict = judge(convo(*turns), fact, quote, index)
    assert verdict.outcome is not Outcome.REJECT, (verdict.outcome, verdict.reasons, verdict.detail)


PRONOUNS = [
    # a name after "the", and the words that go on it, name no person "he" could be
    ("me and my neighbour are doing the great north run, he's raising money for the hospice",
     "User is raising money for the hospice by running the Great North Run.",
     "He's raising money for the hospice"),
    # "she" cannot be the fact's "dad"
    ("my cousin and i both entered the swim, she's doing it in memory of her dad",
     "User is doing the swim in memory of their dad.", "She's doing it in memory of her dad"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), PRONOUNS)
def test_a_pronoun_of_another_is_not_the_user_for_a_name_or_person_it_cannot_be(
    said: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.reasons, verdict.detail)


def test_a_pronoun_may_still_stand_for_the_person_of_its_sex_the_fact_names() -> None:
    verdict = judge(
        convo("my daughter and her husband moved, she lives in leeds now with her husband"),
        "User's daughter lives in Leeds with her husband.",
        "she lives in leeds now with her husband",
        0,
    )
    assert verdict.outcome is not Outcome.REJECT, (verdict.outcome, verdict.reasons, verdict.detail)


_PEOPLE = st.sampled_from(["my nan", "our lodger", "my brother in law", "the wife's uncle", "my neighbour"])
_DOINGS = st.sampled_from(
    [
        (
            "swims at the lido every morning",
            "swim at the lido every morning",
            "swims at the lido every morning",
        ),
        ("works nights at the depot", "work nights at the depot", "works nights at the depot"),
        (
            "drives to the allotment on sundays",
            "drive to the allotment on sundays",
            "drives to the allotment on sundays",
        ),
        ("teaches piano at the chapel", "teach piano at the chapel", "teaches piano at the chapel"),
    ]
)
_ASIDES = st.sampled_from(["", "bless her, ", "um, ", "god love them, ", "honestly, "])


@settings(max_examples=60, deadline=None)
@given(person=_PEOPLE, doing=_DOINGS, aside=_ASIDES)
def test_the_same_doing_is_the_users_with_i_and_not_without_a_subject(
    person: str, doing: tuple[str, str, str], aside: str
) -> None:
    """Invariant: after somebody else is spoken of, the third person form without a subject is
    never stored as the user's; the user's own "i" with the plain form is never moved off them."""
    third, plain, fact_words = doing
    fact = f"User {fact_words}."
    theirs = judge(convo(f"{person}'s eighty this year, {aside}still {third}"), fact, f"still {third}", 0)
    assert theirs.outcome is not Outcome.ACCEPT, (theirs.outcome, theirs.detail)
    mine = judge(
        convo(f"{person}'s eighty this year, {aside}and i still {plain}"), fact, f"i still {plain}", 0
    )
    assert Reason.WRONG_SUBJECT not in mine.reasons, (mine.outcome, mine.detail)


def test_a_reason_after_a_pause_stays_in_its_sentence() -> None:
    """Only "and" after a pause opens a clause of its own where the one before found no verb; a
    subordinator keeps its sentence: "since i'm allergic" split off made the whole quote read as
    the question before it (rejected), where the wish in it is only held."""
    said = (
        "can i come round sometime and watch you play with the puppies? from a distance i mean, since i'm "
        "allergic."
    )
    verdict = judge(
        convo(said),
        "User is allergic to puppies but would like to watch them play.",
        "Can I come round sometime and watch you play with the puppies? From a distance I mean, since I'm "
        "allergic.",
        0,
    )
    assert verdict.outcome is not Outcome.REJECT, (verdict.outcome, verdict.detail)
