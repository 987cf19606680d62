"""What a question takes as given (stop 61, V7d): the question is not stored, what it rests on is.

- "know" is factive (Kiparsky and Kiparsky, "Fact", 1970): "should i let my boss know | i'm
  pregnant" tells the complement, as "tell" does; "how do i know | if he's cheating" asks it,
  through "if", not through "know".
- "am i supposed to explain ...": "suppose" followed by "to" is a modal of obligation, not a verb
  of thinking whose clause the question asks.
- An age or a stage given after a preposition keeps its period and what it measures ("at thirty
  four weeks pregnant", "at six months old").
- A relation word after a bare relation word names one person ("my ex husband", "my foster
  mother"), where "husband" or "mother" could be read as a verb.
- What "if" opens after a verb of asking or telling and whom it asks ("you'd tell me | if my
  accent was too strong", "i asked my gp | if i can stop the statins") is asked, not said.
- A thing at hand a question is asked with keeps a noun that is also a verb ("on these blood
  | pressure | tablets"); the role a question is asked in ("do you think | as a retired nurse |
  i could help") is given; what the user owns in a condition or a question is given whatever
  the fact says of it ("before | my night shift at the care home"), not only when the fact is
  one of having; and what a clause takes as given survives its negation ("still not talking |
  at eighteen months"), and a question's negative auxiliary before its subject ("why won't | my
  cat eat") negates the verb, not what the quote names. The class a user counts themself in
  ("for a | seventy year old | like me") is given whole, not only its last word.
- A fact none of whose words is in the quote ("User will tell their sister" on "should i tell
  her") is held when the quote was said as a question, not accepted because nothing of the
  fact's own words was framed.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

GIVEN = [
    ("when should i let my manager know i'm pregnant, it's early days", "User is pregnant.",
     "let my manager know I'm pregnant"),
    ("do i need to let the council know we've split up", "User has split up with their partner.",
     "let the council know we've split up"),
    ("how am i supposed to explain to my mum that i've dropped out of college",
     "User has dropped out of college.", "explain to my mum that I've dropped out of college"),
    ("how am i meant to explain to my boss that i've lost the van keys", "User has lost the van keys.",
     "explain to my boss that I've lost the van keys"),
    ("is it ok to drive to leeds at thirty four weeks pregnant", "User is 34 weeks pregnant.",
     "at thirty four weeks pregnant"),
    ("at six months old can my grandson have a bit of banana", "User's grandson is six months old.",
     "at six months old can my grandson have a bit of banana"),
    ("do i have to invite my ex-husband to our daughter's wedding", "User has an ex-husband.",
     "invite my ex-husband to our daughter's wedding"),
    ("what do i get my foster mother for her seventieth", "User has a foster mother.",
     "my foster mother for her seventieth"),
    ("can i still drive on these blood pressure tablets, they make me woozy",
     "User takes blood pressure tablets.", "these blood pressure tablets"),
    ("do you think as a retired nurse i could help at the vaccine clinic", "User is a retired nurse.",
     "as a retired nurse"),
    ("what do you reckon, as a joiner of thirty years should i still be climbing ladders",
     "User has been a joiner for thirty years.", "as a joiner of thirty years"),
    ("is it bad if i have an energy drink before my night shift at the care home",
     "User works night shifts at a care home.", "before my night shift at the care home"),
    ("is it normal my grandson's still not talking at eighteen months", "User's grandson is 18 months old.",
     "my grandson's still not talking at eighteen months"),
    ("why won't my cat eat her biscuits anymore", "User has a cat.", "my cat"),
    ("is that a normal blood pressure for a seventy year old like me", "User is 70.",
     "for a seventy year old like me"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), GIVEN)
def test_what_a_question_takes_as_given_is_stored(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


ASKED = [
    ("how do i know if my husband's cheating, what are the signs", "User's husband is cheating.",
     "my husband's cheating"),
    ("how would i know whether i've got diabetes", "User has diabetes.", "I've got diabetes"),
    ("do you think i'm depressed, honestly", "User is depressed.", "I'm depressed"),
    ("is it ok to drive at thirty four weeks", "User is driving to Leeds.", "is it ok to drive"),
    ("you'd tell me if my accent was too strong, wouldn't you, being from cork and all",
     "User's accent is too strong.", "my accent was too strong"),
    ("i asked my gp if i can stop the statins now", "User can stop taking statins.",
     "I can stop the statins"),
    ("can you check with the vet if the puppy needs another jab", "User's puppy needs another jab.",
     "the puppy needs another jab"),
    ("is it bad if my son fails maths this year", "User's son is failing maths.", "my son fails maths"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), ASKED)
def test_what_a_question_asks_is_not_stored(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.reasons)


NOTHING_OF_THE_FACT_QUOTED = [
    ("my sister's husband is cheating, should i tell her do you think", "User will tell their sister.",
     "should I tell her"),
    ("they offered me the post in dubai, what would you say if i took it", "User accepted the post in Dubai.",
     "I took it"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), NOTHING_OF_THE_FACT_QUOTED)
def test_a_quote_said_as_a_question_holds_a_fact_none_of_whose_words_it_says(
    said: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.reasons)


def test_a_value_the_fact_writes_otherwise_is_not_framed_by_the_question_before_it() -> None:
    """ "or was it nine, yeah nine": the answer's value is the corrections' to read."""
    verdict = judge(convo("we moved here in two thousand and eight, or was it nine, yeah nine"),
                    "User moved there in 2009.", "yeah nine", 0)  # fmt: skip
    assert verdict.outcome is not Outcome.REJECT, (verdict.outcome, verdict.reasons)
