"""V5, specifics as values, for amounts and codes said the spoken way:

- a count and a half around its noun ("a mile and a half", "an hour and a half", "three
  hours and a half") is 1.5 or 3.5 of the noun, as "two and a half" was;
- "a grand" (and "a lakh", "a crore") is the amount, as "two grand" was; "a grand day out"
  is no amount;
- a code written in groups ("07700 912345", "LS6 4JQ", "AB12 CDE") is backed by the same
  letters and digits said in other pieces ("oh seven seven double oh nine ...", "l s six four
  j q"): the groups are read joined;
- a fact that opens on a doing ("Fixing the boiler cost ...") has no leading name.

Each value changed (a unit, a digit, a letter) is still a changed specific. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "kept"),
    [
        ("we cycled a mile and a half to the lake", "User cycled 1.5 miles to the lake", True),
        ("the drive was an hour and a half", "The drive took 1.5 hours", True),
        ("the op took three hours and a half", "The operation took 3.5 hours", True),
        ("we've lived here a year and a half", "User has lived there for 1.5 years", True),
        ("we cycled a mile and a half to the lake", "User cycled 2.5 miles to the lake", False),
        ("we cycled a mile and a half to the lake", "User cycled 1.5 km to the lake", False),
        ("we've lived here a year and a half", "User has lived there for 1.5 months", False),
    ],
)
def test_a_count_and_a_half_around_its_noun(said: str, fact: str, kept: bool) -> None:
    assert (judge(convo(said), fact, said).outcome is Outcome.ACCEPT) is kept


@pytest.mark.parametrize(
    ("said", "fact", "kept"),
    [
        ("the new windows cost us a grand", "User's new windows cost £1,000", True),
        ("the vet bill was a grand and a half", "The vet bill was £1,500", True),
        ("the new windows cost us a grand", "User's new windows cost £100", False),
        ("we had a grand day out at the coast", "User spent £1,000 at the coast", False),
    ],
)
def test_a_grand_is_an_amount(said: str, fact: str, kept: bool) -> None:
    assert (judge(convo(said), fact, said).outcome is Outcome.ACCEPT) is kept


@pytest.mark.parametrize(
    ("said", "fact", "kept"),
    [
        (
            "my mobile is oh seven nine double one four five six seven eight two",
            "User's mobile number is 07911 4567820",
            False,
        ),
        (
            "my mobile is oh seven nine double one four five six seven eight two",
            "User's mobile number is 07911 456782",
            True,
        ),
        ("the postcode's m one four two r t", "The postcode is M14 2RT", True),
        ("the postcode's m one four two r t", "The postcode is M14 2RP", False),
        ("his van is x y six eight b c d", "His van's registration is XY68 BCD", True),
        ("his van is x y six eight b c d", "His van's registration is XY86 BCD", False),
    ],
)
def test_a_code_in_groups_said_in_other_pieces(said: str, fact: str, kept: bool) -> None:
    assert (judge(convo(said), fact, said).outcome is Outcome.ACCEPT) is kept


def test_a_fact_opening_on_a_doing_has_no_leading_name() -> None:
    said = "it cost us a grand and a half to sort the roof"
    assert judge(convo(said), "Sorting the roof cost User £1,500", said).outcome is Outcome.ACCEPT
