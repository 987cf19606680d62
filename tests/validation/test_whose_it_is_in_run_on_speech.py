"""Somebody else's statement in run-on speech, moved onto the user (stop 66, V6).

Spoken turns run one person's news into another's with no pause, and the person a statement is
about is often said before the part an extractor quotes. The gate reads whose clause the fact's
words stand in; three ways it lost the person:

- the fact's word said again in a clause about nobody ("my grandson he's allergic to peanuts |
  so the whole house is peanut free"): the clause about somebody says whose it is;
- a pronoun taken for a person the fact names, when the fact names that person only as whom the
  user does a thing for ("still knits socks | for the whole family") or the clause names that
  person itself in another role ("he's saving for | his son's | wedding");
- a possessive noun phrase that ends in a name ("my driver emeka is fasting") read as a thing,
  because the role is no kin word the tables know;
- a person's verb that may be a plural noun too ("my mother in law | cans all the tomatoes")
  read as part of the noun phrase: after one person, a third person form is the verb.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.clauses import Subject
from companion.validation.utterance import analyse

from .conftest import convo, judge

ASKED = "How is everything?"

SOMEBODY_ELSES = [
    # the fact's word said again in a clause about no person
    ("my grandson he's allergic to peanuts so the whole house is peanut free now",
     "User is allergic to peanuts.", "Allergic to peanuts, so the whole house is peanut-free now"),
    ("our lodger she's training for the marathon so marathon talk is all we get at dinner",
     "User is training for the marathon.", "training for the marathon so marathon talk is all we get"),
    # a person the fact names only after a preposition, or named in the clause in another role
    ("nan's ninety three she still knits socks for the whole family every winter",
     "User knits socks for the whole family every winter.",
     "still knits socks for the whole family every winter"),
    ("the lad next door he's saving for his son's wedding in june",
     "User is saving for their son's wedding.", "saving for his son's wedding"),
    ("my friend from church she's driving her daughter to college every morning",
     "User drives their daughter to college every morning.", "driving her daughter to college every morning"),
    # a person and a verb that agrees with them, though the word may be a plural noun too
    ("it's like a shop down there my mother in law cans all the tomatoes from her garden",
     "User cans all the tomatoes from the garden.", "cans all the tomatoes from her garden"),
    # a role with a name set beside it
    ("long day i sat in traffic two hours my driver emeka is fasting so no radio",
     "User is fasting.", "my driver emeka is fasting"),
    ("busy week my tutor priya is moving to pune in march",
     "User is moving to Pune in March.", "my tutor priya is moving to pune in march"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), SOMEBODY_ELSES)
def test_somebody_elses_statement_is_not_the_users(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(ASKED, said, first_role="assistant"), fact, quote, index=1)
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.detail)
    assert Reason.WRONG_SUBJECT in verdict.reasons


KEPT = [
    # the clause about nobody is what the fact says
    ("my grandson he's allergic to peanuts so the whole house is peanut free now",
     "User's house is peanut-free.", "the whole house is peanut free now"),
    # the fact names the person a relative clause is about: the pronoun is that person
    ("our eldest she lives with her husband in leeds now",
     "User has a daughter who lives with her husband in Leeds.", "she lives with her husband in leeds"),
    ("i've got a sister she's a nurse in cork",
     "User has a sister who is a nurse in Cork.", "she's a nurse in cork"),
    # the role and its name kept right
    ("long day i sat in traffic two hours my driver emeka is fasting so no radio",
     "User's driver Emeka is fasting.", "my driver emeka is fasting"),
    # the user's own canning
    ("i can all the tomatoes from my garden every august",
     "User cans all the tomatoes from their garden every August.",
     "i can all the tomatoes from my garden every august"),
    # a thing's noun phrase stays a thing
    ("my phone screen is cracked again", "User's phone screen is cracked.", "my phone screen is cracked"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), KEPT)
def test_the_right_persons_statement_stands(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(ASKED, said, first_role="assistant"), fact, quote, index=1)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


@pytest.mark.parametrize(
    ("said", "role"),
    [("my driver emeka is fasting", "driver"), ("our cleaner marisol is off sick", "cleaner")],
)
def test_a_role_with_a_name_beside_it_is_a_person(said: str, role: str) -> None:
    ut = analyse(said)
    assert ut.clauses[0].subject is Subject.THIRD
    assert ut.clauses[0].relation == role


def test_a_noun_phrase_of_dictionary_words_stays_a_thing() -> None:
    assert analyse("my phone screen is cracked").clauses[0].subject is Subject.THING
