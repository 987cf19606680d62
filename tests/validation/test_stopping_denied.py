"""A verb of stopping that is itself denied says the thing goes on (rule V12): "i'm not giving up
the welsh", "i won't be cancelling the allotment", "i haven't quit the choir". Two negatives make
a continuation, so a later turn that says it keeps the fact standing; the same turn without its
negation still takes the fact back."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

_CASES = [
    (
        "i'm learning welsh on my phone every night",
        "User is learning Welsh on their phone",
        "lost my streak over christmas, gutted, but i'm not giving up the welsh",
        "lost my streak over christmas, gutted, so i'm giving up the welsh",
    ),
    (
        "we've got an allotment down by the railway",
        "User has an allotment by the railway",
        "the slugs had every lettuce this year, i won't be cancelling the allotment though",
        "the slugs had every lettuce this year, i'll be cancelling the allotment",
    ),
    (
        "i sing in the community choir on mondays",
        "User sings in the community choir on Mondays",
        "new conductor's a bit of a tyrant, i haven't quit the choir mind, i'm stubborn",
        "new conductor's a bit of a tyrant, i've quit the choir, i'm done",
    ),
    (
        "i'm doing an evening course in bookkeeping at the college",
        "User is doing an evening course in bookkeeping",
        "the exams scare me, but i'm never packing in the bookkeeping course, it's my way out",
        "the exams scare me, so i'm packing in the bookkeeping course, it's too much",
    ),
]


@pytest.mark.parametrize(("said", "fact", "kept", "_ended"), _CASES)
def test_a_denied_stopping_keeps_the_fact(said: str, fact: str, kept: str, _ended: str) -> None:
    verdict = judge(convo(said, "How's that going?", kept), fact, said)
    assert verdict.outcome is not Outcome.REJECT, verdict.detail


@pytest.mark.parametrize(("said", "fact", "_kept", "ended"), _CASES)
def test_the_same_stopping_undenied_still_takes_it_back(said: str, fact: str, _kept: str, ended: str) -> None:
    verdict = judge(convo(said, "How's that going?", ended), fact, said)
    assert verdict.outcome is not Outcome.ACCEPT, verdict.detail


def test_a_no_parted_from_the_stopping_by_a_pause_denies_nothing() -> None:
    # the "no" answers the question; the clause after the pause does the stopping
    said = "we've got an allotment down by the railway"
    then = "no, we're giving up the allotment, the rent's gone and doubled"
    fact = "User has an allotment by the railway"
    verdict = judge(convo(said, "Will you keep it on next year?", then), fact, said)
    assert verdict.outcome is not Outcome.ACCEPT, verdict.detail
