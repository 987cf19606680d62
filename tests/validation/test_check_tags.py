"""A one-word tag after a statement (stop 61, V7d): "bin day's thursday, right?", "i take them at
night, correct?", "the party's on the third, innit". The statement before it is put up to be
confirmed, or only for agreement ("we've been married forty years, right?"), and the words do not
say which: a value so tagged is held for the user (a rule so tagged is asked: stop 51); a remark
so tagged ("we had a lovely week, right?") seeks agreement only. The tag must close its
sentence and, but for "innit", carry a question mark: "right" or "yeah" said without one is as
often agreement or a filler as a question.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

ASKED = [
    ("bin day's thursday, right? i always forget", "User's bin day is Thursday.", "bin day's Thursday"),
    ("i take two of the water tablets in the morning, correct?",
     "User takes two water tablets in the morning.",
     "I take two of the water tablets in the morning"),
    ("my grandson's party is on the third, innit", "User's grandson's party is on the 3rd.",
     "my grandson's party is on the third"),
    ("the clinic shuts at four, yeah? i'll go after lunch", "The clinic shuts at 4.",
     "the clinic shuts at four"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), ASKED)
def test_a_statement_before_a_check_tag_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.reasons)


TOLD = [
    ("we had a lovely week at the coast, right? the kids still talk about it",
     "User had a lovely week at the coast.", "we had a lovely week at the coast"),
    ("bin day's thursday, right, so i put it out wednesday night", "User's bin day is Thursday.",
     "bin day's Thursday"),
    ("i take the water tablet in the morning, yeah, with my porridge",
     "User takes the water tablet in the morning.",
     "I take the water tablet in the morning"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), TOLD)
def test_a_remark_or_a_tag_word_inside_a_sentence_asks_nothing(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons)
