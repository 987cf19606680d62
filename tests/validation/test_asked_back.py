"""A tall tale denied when the listener asks it back (stop 60, V12): the assistant asks back in
the statement's own words or in surprise alone ("A private jet?", "Really?", "What? Seriously?")
and the user's next turn opens with a no or a disavowal ("not really, the megabus", "don't i
wish", "ha, i wish"): the answer denies the statement itself. The "no" answers the last question
asked, and a question with a word of its own ("Was it your first marathon?", "Is that a joke?")
asks about something else; a wh-question takes no "no", so after "Really? When?" the "no"
answers "Really?". A wish that goes on ("i wish i could show you") disowns nothing. A
disavowal after a remark or a wh-question ("as if", "yeah right")
is read as a "no" to nothing asked: held."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge


def _judge(said: str, asked: str, reply: str, fact: str, quote: str) -> tuple[Outcome, tuple[Reason, ...]]:
    verdict = judge(convo(said, asked, reply), fact, quote, 0)
    return verdict.outcome, verdict.reasons


DENIED = [
    ("i took the private jet to leeds", "A private jet?", "not really, the megabus, same thing",
     "User took a private jet to Leeds.", "I took the private jet to Leeds"),
    ("i won the lottery on saturday", "What? Really?", "don't i wish, no, i found a fiver in my coat",
     "User won the lottery.", "I won the lottery"),
    ("i met the king at the flower show", "The king? Seriously?", "ha, i wish, it was a man in a crown hat",
     "User met the King at the flower show.", "I met the king at the flower show"),
    ("i met the queen at the garden centre", "Really? When?", "ha, i wish, it was a lady in a big hat",
     "User met the Queen at the garden centre.", "I met the queen at the garden centre"),
    ("i've got a helicopter licence", "Really?", "nah, i've got a bus pass",
     "User has a helicopter licence.", "I've got a helicopter licence"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "asked", "reply", "fact", "quote"), DENIED)
def test_a_no_to_the_statement_asked_back_denies_it(
    said: str, asked: str, reply: str, fact: str, quote: str
) -> None:
    outcome, reasons = _judge(said, asked, reply, fact, quote)
    assert outcome is Outcome.REJECT, (outcome, reasons)
    assert Reason.RETRACTED in reasons


DISOWNED_AFTER_A_REMARK = [
    ("i'm marrying a film star", "Congratulations! How did you meet?", "as if, i'm marrying nobody",
     "User is marrying a film star.", "I'm marrying a film star"),
    ("i bench two hundred kilos easy", "That's incredible!", "yeah right, i can barely lift the shopping",
     "User bench presses 200 kilos.", "I bench two hundred kilos"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "asked", "reply", "fact", "quote"), DISOWNED_AFTER_A_REMARK)
def test_a_disavowal_after_a_remark_holds_the_statement(
    said: str, asked: str, reply: str, fact: str, quote: str
) -> None:
    outcome, reasons = _judge(said, asked, reply, fact, quote)
    assert outcome is Outcome.PENDING, (outcome, reasons)
    assert Reason.RETRACTED in reasons


KEPT = [
    ("i love night shifts", "Really? A lot of people find them hard. Is that a joke?",
     "no i really do, it's quiet and the pay is better", "User loves night shifts.", "I love night shifts"),
    ("i ran the london marathon", "Wow! Was it your first marathon?", "no, my third, but my best time",
     "User ran the London Marathon.", "I ran the London marathon"),
    ("i saw the northern lights in tromso", "Wow, what was it like?",
     "i wish i could show you, green ribbons everywhere",
     "User saw the northern lights in Tromso.", "I saw the northern lights in Tromso"),
    ("i keep bees in the back garden", "Bees? Really?", "yes really, three hives, honey everywhere",
     "User keeps bees in the back garden.", "I keep bees in the back garden"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "asked", "reply", "fact", "quote"), KEPT)
def test_an_answer_to_another_question_or_a_yes_keeps_it(
    said: str, asked: str, reply: str, fact: str, quote: str
) -> None:
    outcome, reasons = _judge(said, asked, reply, fact, quote)
    assert outcome is Outcome.ACCEPT, (outcome, reasons)
