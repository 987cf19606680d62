"""The slot vocabulary: canonical keys for single-valued attributes of the user.

A slot lets the fact store recognise a new value as a *change* of an existing belief (at most one
active fact per user and slot, enforced by the database). Only attributes that have one value at a
time get a slot. Things a person has several of (children's names, pets, hobbies, likes) get either
a parametrised slot naming the one thing (`health.allergy.{item}`: "no longer allergic to peanuts"
supersedes "allergic to peanuts", not the cat allergy) or no slot at all.

Shared by the prompt (the model is shown this list) and the offline proposer, so both speak the
same vocabulary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from companion.model import Category

__all__ = ["SLOTS", "SlotSpec", "is_known_slot", "slot_param"]


@dataclass(frozen=True, slots=True)
class SlotSpec:
    key: str  # may contain one {param}: a lower-case word or two joined by '_'
    category: Category
    description: str


SLOTS: tuple[SlotSpec, ...] = (
    SlotSpec("identity.name", Category.IDENTITY, "the user's own name (or the name they want to be called)"),
    SlotSpec("identity.age", Category.IDENTITY, "the user's age in years"),
    SlotSpec("identity.birthday", Category.IDENTITY, "the user's date of birth or birthday"),
    SlotSpec("identity.pronouns", Category.IDENTITY, "the user's pronouns"),
    SlotSpec("identity.home_city", Category.IDENTITY, "the city or town the user lives in now"),
    SlotSpec("identity.home_country", Category.IDENTITY, "the country the user lives in now"),
    SlotSpec("identity.hometown", Category.IDENTITY, "where the user grew up or is from"),
    SlotSpec("identity.language", Category.IDENTITY, "the user's first or preferred language"),
    SlotSpec("family.relationship_status", Category.RELATIONSHIPS, "single, married, divorced, ..."),
    SlotSpec("family.spouse.name", Category.RELATIONSHIPS, "the name of the user's wife or husband"),
    SlotSpec("family.partner.name", Category.RELATIONSHIPS, "the name of the user's partner"),
    SlotSpec("family.mother.name", Category.RELATIONSHIPS, "the name of the user's mother"),
    SlotSpec("family.father.name", Category.RELATIONSHIPS, "the name of the user's father"),
    SlotSpec("family.children.count", Category.RELATIONSHIPS, "how many children the user has"),
    SlotSpec("family.siblings.count", Category.RELATIONSHIPS, "how many siblings the user has"),
    SlotSpec("pets.count", Category.RELATIONSHIPS, "how many pets the user has"),
    SlotSpec("pets.{name}.species", Category.RELATIONSHIPS, "what kind of animal the pet called {name} is"),
    SlotSpec("work.employer", Category.WORK, "the organisation the user works for now"),
    SlotSpec("work.job_title", Category.WORK, "the user's current job or role"),
    SlotSpec("work.status", Category.WORK, "employed, unemployed, retired, student, on leave"),
    SlotSpec("education.school", Category.WORK, "the school or university the user attends now"),
    SlotSpec("education.field", Category.WORK, "what the user studies now"),
    SlotSpec("money.income", Category.MONEY, "the user's income or salary"),
    SlotSpec("money.rent", Category.MONEY, "the user's rent or mortgage payment"),
    SlotSpec("health.allergy.{item}", Category.HEALTH, "an allergy to {item} (one slot per allergen)"),
    SlotSpec("health.condition.{name}", Category.HEALTH, "a health condition (one slot per condition)"),
    SlotSpec("health.diet", Category.HEALTH, "a diet the user follows (vegetarian, vegan, gluten-free, ...)"),
    SlotSpec("preferences.favorite.{thing}", Category.PREFERENCES, "the user's favourite {thing}"),
    SlotSpec("preferences.communication", Category.PREFERENCES, "how the user wants the companion to talk"),
    SlotSpec("goals.current", Category.GOALS, "the main goal the user is working towards now"),
)

_PARAM = r"[a-z0-9]+(?:_[a-z0-9]+)*"


def _pattern(key: str) -> re.Pattern[str]:
    escaped = re.escape(key)
    return re.compile("^" + re.sub(r"\\\{[a-z]+\\\}", _PARAM, escaped) + "$")


_PATTERNS = tuple((_pattern(spec.key), spec) for spec in SLOTS)


def is_known_slot(slot: str) -> bool:
    """True when `slot` is in the vocabulary (a parametrised key with its parameter filled in)."""
    return any(p.match(slot) for p, _ in _PATTERNS)


def slot_param(value: str) -> str:
    """A free value ("Peanut butter", "type 2 diabetes") as a slot parameter (peanut_butter)."""
    words = re.findall(r"[a-z0-9]+", value.lower())
    return "_".join(words[:4]) or "unknown"
