"""Units of measure from pint: "milligrams", "mg" and "milligram" are one unit, "mcg" another.

pint (BSD licence) holds the units of measure and their abbreviations in its default registry,
which ships inside the wheel. The gate asks it one thing: which unit a word right after a number
names, as a canonical name ("mg" -> "milligram"). A changed unit is a changed specific (V5):
"500 micrograms" does not back "500 mg". The registry is loaded on the first unit looked up
(about half a second) and every answer is cached per word; `warm()` loads it ahead of time.
Words pint reads wrongly after a number ("3 in the afternoon" is no inch) are listed in
`words.UNIT_FALSE_FRIENDS`, units it lacks in `words.UNIT_OVERRIDES`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from companion.validation.lexicon.noise import UNIT_FALSE_FRIENDS, UNIT_OVERRIDES

__all__ = [
    "DEGREE_SIGNS",
    "DEGREE_WORD",
    "FILLER_UNITS",
    "FOOT",
    "INCH_WORDS",
    "METRE",
    "POUND_WORDS",
    "PREFIXED_SYMBOLS",
    "RATE_LINKS",
    "SCALE_WORDS",
    "SPELLED_UNITS",
    "STONE",
    "STONE_KEYS",
    "TEMPERATURE_SCALES",
    "TIME_UNITS",
    "area_key",
    "feet_inches_key",
    "measure_of",
    "rate_key",
    "unit_key",
    "warm",
    "whole_and_part_key",
]

#: The unit key of a foot (what `unit_key` gives "foot", "feet" and "ft"): a height said as "five
#: foot two" is feet and then inches (`cleanup.read_heights`).
FOOT = "foot"
#: The unit key of a stone (what `unit_key` gives "stone" and "stones"): a weight said as "nine
#: stone four" is stones and then pounds (`cleanup.read_heights`).
STONE = "stone"
#: unit keys. The keys a stone may have after a number: "stone", and "saint", which the written
#: "st" folds to (`noise.ABBREVIATIONS`): before the pounds ("9 st 4 lb") it can only be a stone.
STONE_KEYS: frozenset[str] = frozenset({STONE, "saint"})
#: lows. Words between a unit and a unit of time that make a rate ("miles an hour", "per hour").
RATE_LINKS: frozenset[str] = frozenset({"a", "an", "per"})
#: unit keys. The units of time a speed is said per (`unit_key` names).
TIME_UNITS: frozenset[str] = frozenset({"hour", "minute", "second"})
#: lows. The words that may close the pounds of a weight in stones: "9 st 4 lb", "nine stone four
#: pounds".
POUND_WORDS: frozenset[str] = frozenset({"lb", "lbs", "pound", "pounds"})
#: The unit key of a metre (what `unit_key` gives "metre", "metres", "meter"): a length said as
#: "one metre sixty" is metres and then centimetres (`cleanup._metres_and_centimetres`).
METRE = "meter"
#: lows. The words (and the written mark) that may close the inches of a height: "5 ft 2 in",
#: "five feet two inches"; `cleanup.read_heights`.
INCH_WORDS: frozenset[str] = frozenset({"in", "ins", "inch", "inches", '"'})
#: lows -> (key, low) parts. The degree sign as a writer puts it after a number ("38.5 °C"): a
#: degree, and the scale when the sign names one, so that "38.5 °C" reads as "38.5 degrees
#: celsius" and the symbol is no unbacked name (`normalize`).
DEGREE_SIGNS: dict[str, tuple[str, ...]] = {
    "°": ("degree",),
    "°c": ("degree", "celsius"),
    "°f": ("degree", "fahrenheit"),
}
#: lows. The scales of temperature, said straight after a number with "degrees" left out
#: ("sixty eight fahrenheit"): read as "68 degrees fahrenheit", as the sign "68°F" is.
SCALE_WORDS: frozenset[str] = frozenset({"fahrenheit", "celsius", "centigrade"})
#: The word a degree sign reads as (`DEGREE_SIGNS`), put before a bare scale word.
DEGREE_WORD = "degree"
#: unit keys. The scales a temperature in degrees is said in: a plain "degrees" fits either, but
#: "degrees fahrenheit" does not back "°C" (`values.unit_conflict`).
TEMPERATURE_SCALES: frozenset[str] = frozenset({"degree_Celsius", "degree_Fahrenheit"})
#: lows -> lows. Unit symbols that are also fillers ("mm" for a hum): written right after digits
#: ("40 mm of rain", "a 5 mm cyst") they are the unit, said as its name; elsewhere a filler.
FILLER_UNITS: dict[str, str] = {"mm": "millimetres"}
#: lows. Units a speaker spells out letter by letter right after a number ("a hundred and twenty
#: k m", "five m g"): the letters are one unit word (`cleanup.merge_letters`). Only these: after
#: a number other letters are other words ("five k a year").
SPELLED_UNITS: frozenset[str] = frozenset({"km", "kg", "cm", "mm", "ml", "mg", "lb", "oz", "iu"})
#: Units written as a prefix's symbol and the unit's that people say or write after a number;
#: pint's other prefix compositions of a short word are read as no unit (`_said_as_unit`).
PREFIXED_SYMBOLS: frozenset[str] = SPELLED_UNITS | frozenset(
    {"mcg", "ug", "dl", "cl", "kcal", "kcals", "mmol"}
)


def feet_inches_key(feet: int, inches: int) -> str:
    """The one key of a height in feet and inches ("5'2\"", "5 ft 2 in", "five foot two" ->
    "5ft2in"): compared as one value, so 5'2" is not backed by 6'2" or by 5'12"."""
    return f"{feet}ft{inches}in"


def whole_and_part_key(unit: str, whole: int, part: int) -> str:
    """The one key of a quantity said in a unit and the smaller unit after it: a height in feet
    and inches (`feet_inches_key`), a weight in stones and pounds ("9 st 4 lb", "nine stone
    four" -> "9st4lb")."""
    return feet_inches_key(whole, part) if unit == FOOT else f"{whole}st{part}lb"


# Kinds of quantity a person tells a companion about: mass, length, volume, time, speed,
# temperature, energy (calories), and pure numbers (percent, degrees).
_DIMENSIONS = frozenset(
    ["[mass]", "[length]", "[length] ** 3", "[time]", "[temperature]", "[length] / [time]",
     "dimensionless", "[mass] * [length] ** 2 / [time] ** 2"]
)  # fmt: skip

_registry: Any = None


def _units() -> Any:
    global _registry
    if _registry is None:
        import pint  # here: half a second to load, and only texts with numbers need it

        _registry = pint.UnitRegistry()
    return _registry


def warm() -> None:
    """Load the unit registry now (a server calls this at start, not on its first reply)."""
    unit_key("mg")


@lru_cache(maxsize=8192)
def unit_key(word: str) -> str | None:
    """The canonical name of the unit `word` names after a number, or None ("mg" ->
    "milligram", "pounds" -> "pound", "times" -> None)."""
    if word in UNIT_OVERRIDES:
        return UNIT_OVERRIDES[word]
    if len(word) < 2 or word in UNIT_FALSE_FRIENDS or not word.isalpha():
        return None
    registry = _units()
    try:
        unit = registry.parse_units(word)
        readings = registry.parse_unit_name(word)
    except Exception:
        return None
    if str(unit.dimensionality) not in _DIMENSIONS:
        return None
    if not any(_said_as_unit(word, prefix) for prefix, _name, _suffix in readings):
        return None
    return str(unit)


def _said_as_unit(word: str, prefix: str) -> bool:
    """pint reads a word as a prefix's symbol and a unit's ("dad" a decaday, "mum" a micrometre,
    "hm" a hectometre). A person says a prefixed unit with the prefix written out ("kilograms",
    "millilitres") or as one of the symbols people use (`PREFIXED_SYMBOLS`); any other prefix
    composition is an English word that happens to spell one."""
    return not prefix or word.startswith(prefix) or word in PREFIXED_SYMBOLS


# The kinds of quantity a number cannot be told in without its unit: a weight, a distance or a
# length, a volume (a time, a temperature, a sum of money and a count are often left bare).
_MEASURES = frozenset(["[mass]", "[length]", "[length] ** 3"])


@lru_cache(maxsize=1024)
def measure_of(unit: str) -> str | None:
    """The kind of quantity a unit key measures when it is a weight, a length or a volume
    ("kilogram" -> "[mass]", "mile" -> "[length]"), else None ("hour", "pound" too: a pound is
    money as often as weight)."""
    if unit in POUND_WORDS:
        return None
    try:
        kind = str(_units().parse_units(unit).dimensionality)
    except Exception:
        return None
    return kind if kind in _MEASURES else None


@lru_cache(maxsize=256)
def rate_key(unit: str, period: str) -> str | None:
    """The unit the registry names for `unit` per `period` ("mile", "hour" -> "mile_per_hour",
    what "mph" reads as), or None when it names none: "miles an hour" is written "mph", "words a
    minute" is no unit."""
    name = f"{unit}_per_{period}"
    try:
        found = _units().parse_units(name)
    except Exception:
        return None
    return name if str(found) == name else None


@lru_cache(maxsize=1024)
def area_key(word: str) -> str | None:
    """The written symbol of the area that "square" + `word` names ("metres" -> "m2", "feet"
    -> "ft2"), as a writer puts it ("48 m²" folds to "48 m2"), or None if `word` is no length."""
    name = unit_key(word)
    if name is None and word in UNIT_FALSE_FRIENDS and len(word) == 1 and word.isalpha():
        name = word  # "sq m": after "square" an "m" is a metre, not a false friend
    if name is None:
        return None
    try:
        unit = _units().Unit(name)
    except Exception:
        return None
    if str(unit.dimensionality) != "[length]":
        return None
    return f"{unit:~}" + "2"
