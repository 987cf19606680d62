"""Spoken run times, heights in feet and inches, temperatures and spelled-out units as typed values.

A speaker says "twenty six thirty" for a 5K time of 26:30, "five foot two" for 5'2", "thirty eight
point five degrees" for 38.5 °C and spells "k m" for km; a fact writes the value the written way.
Each reading is compared value by value: a changed minute, another foot, a feet/inches swap or
another temperature scale is still refused.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome
from companion.validation.lexicon.numbers import readings
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge

_SMALL = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_UNDER_TWELVE = ["zero", *_SMALL, "ten", "eleven"]
_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def _spoken(n: int) -> str:
    """An English cardinal below 100 the way a speaker says it."""
    if n < 10:
        return _UNDER_TWELVE[n]
    teens = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"]
    teens += ["eighteen", "nineteen"]
    if n < 20:
        return teens[n - 10]
    tens, unit = divmod(n, 10)
    return _TENS[tens] + (f" {_SMALL[unit - 1]}" if unit else "")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("i'm five foot two", "I'm 5'2\""),
        ("i'm five feet two inches", "I'm 5 ft 2 in"),
        ("i'm six foot eleven", "I'm 6′ 11″"),
        ("it hit thirty eight point five degrees celsius", "it hit 38.5 °C"),
        ("we drive a hundred and twenty k m", "we drive 120 km"),
    ],
)
def test_a_spoken_compound_value_has_the_keys_of_its_written_form(spoken: str, written: str) -> None:
    assert canonicalize(spoken).keys == canonicalize(written).keys


def test_a_height_in_feet_and_inches_is_one_value() -> None:
    assert canonicalize("she's 5'2\" now").keys == ("shes", "5ft2in", "now")
    assert canonicalize("5'2\"").keys != canonicalize("5'12\"").keys
    assert canonicalize("five foot two").keys != canonicalize("two foot five").keys


def test_a_spoken_height_backs_its_written_form_and_no_other() -> None:
    msg = "my daughter's five foot two now, taller than her gran"
    quote = "My daughter's 5'2\" now"
    assert judge(convo(msg), "User's daughter is 5'2\".", quote).outcome is Outcome.ACCEPT
    for wrong in ("5'12\"", "6'2\"", "2'5\""):
        verdict = judge(convo(msg), f"User's daughter is {wrong}.", quote)
        assert verdict.outcome is Outcome.REJECT, wrong


def test_a_run_time_in_minutes_and_seconds_backs_the_written_time() -> None:
    msg = "i run the five k in twenty six thirty on a good day"
    quote = "I run the 5K in 26:30 on a good day"
    assert judge(convo(msg), "User runs 5K in 26:30 on a good day.", quote).outcome is Outcome.ACCEPT
    changed = judge(convo(msg), "User runs 5K in 26:03 on a good day.", "I run the 5K in 26:03 on a good day")
    assert changed.outcome is Outcome.REJECT


def test_the_degree_sign_is_no_unbacked_word_but_another_scale_is_a_changed_unit() -> None:
    msg = "yes my daughter's temperature is thirty eight point five degrees now"
    quote = "My daughter's temperature is 38.5 degrees now"
    assert judge(convo(msg), "User's daughter has a temperature of 38.5 °C.", quote).outcome is Outcome.ACCEPT
    told = "my fever hit a hundred and two degrees fahrenheit so i'm staying home"
    told_quote = "My fever hit 102 degrees Fahrenheit"
    assert judge(convo(told), "User's fever hit 102 °F.", told_quote).outcome is Outcome.ACCEPT
    assert judge(convo(told), "User's fever hit 102 °C.", told_quote).outcome is Outcome.REJECT


@given(minutes=st.integers(min_value=10, max_value=99), seconds=st.integers(min_value=10, max_value=59))
def test_a_time_spoken_as_a_pair_reads_back_to_its_minutes_and_seconds(minutes: int, seconds: int) -> None:
    """Property: "M S" said as two numbers may be the written M:SS, and never another time."""
    said = canonicalize(f"my best is {_spoken(minutes)} {_spoken(seconds)}")
    times = {n for n in said.numbers if ":" in n}
    assert times == {f"{minutes}:{seconds:02d}"}


@given(feet=st.integers(min_value=1, max_value=9), inches=st.integers(min_value=1, max_value=11))
def test_a_height_spoken_then_written_reads_back_to_the_same_value(feet: int, inches: int) -> None:
    """Property: "F foot I" and F'I" are one key, and it names exactly those feet and inches."""
    spoken = canonicalize(f"he is {_SMALL[feet - 1]} foot {_UNDER_TWELVE[inches]}").keys
    assert spoken == canonicalize(f"he is {feet}'{inches}\"").keys
    assert spoken == canonicalize(f"he is {feet} ft {inches} in").keys
    assert spoken[-1] == f"{feet}ft{inches}in"


def test_a_pair_above_the_hours_of_a_day_is_still_a_minutes_and_seconds_reading() -> None:
    assert (0, 2, frozenset({"2630", "26.3", "26:30"})) in readings((26.0, 30.0))
    assert any("26:04" in meant for _first, _end, meant in readings((26.0, 0.0, 4.0)))


def test_a_number_to_an_hour_is_a_range_as_said_and_also_a_time_before_the_hour() -> None:
    shifts = "i work twelve hour shifts down at the port seven to seven"
    assert (
        judge(
            convo(shifts),
            "User works 12-hour shifts at the port, 7 to 7.",
            "I work 12-hour shifts down at the port, 7 to 7",
        ).outcome
        is Outcome.ACCEPT
    )
    office = "i work nine to five at the council"
    assert (
        judge(convo(office), "User works 9 to 5 at the council.", "I work 9 to 5").outcome is Outcome.ACCEPT
    )
    assert (
        judge(convo(office), "User works 9 to 6 at the council.", "I work 9 to 6").outcome is Outcome.REJECT
    )
    bus = "um the bus comes at ten to six so i'll be early"
    assert judge(convo(bus), "User's bus comes at 5:50.", "The bus comes at 5:50").outcome is Outcome.ACCEPT
    assert judge(convo(bus), "User's bus comes at 6:10.", "The bus comes at 6:10").outcome is Outcome.REJECT


_CONFLICT_TEXT = """
from companion.validation.values import Mention, count_conflict, unit_conflict
fact = (Mention(0, 1, frozenset({"3"}), None, frozenset({"dog"})),)
said = (Mention(0, 2, frozenset({"312", "3.12", "3:12"}), None, frozenset({"dog"})),)
print(count_conflict(fact, said))
fact = (Mention(0, 1, frozenset({"312", "3.12", "3:12"}), "mg", frozenset()),)
said = (Mention(0, 2, frozenset({"312", "3.12", "3:12"}), "ml", frozenset()),)
print(unit_conflict(fact, said))
"""


def test_a_verdicts_words_do_not_depend_on_the_process_hash_seed() -> None:
    """A number with several readings ("three twelve": 312, 3.12, 3:12) is described by the same
    reading in every process: set order follows the per-process string hash, and the detail a user
    sees in review (and a snapshot compares) picked whichever came first."""
    root = Path(__file__).resolve().parents[2]
    seen = {
        subprocess.run(
            [sys.executable, "-c", _CONFLICT_TEXT],
            env={**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONPATH": str(root)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in range(8)
    }
    assert len(seen) == 1, seen
