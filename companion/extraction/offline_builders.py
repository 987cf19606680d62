"""The offline proposer's builders: each turns one rule's regex match into a Draft (or vetoes it).

Split from `offline_rules` (the table of patterns, and the one builder that reads the table,
`build_remember`) so each stays readable. A builder writes the
fact in the third person with its category, slot and importance; `Draft.end` marks where the value
ended, so the quote is the clause of the value.
"""

from __future__ import annotations

import re

from companion.extraction.offline_text import (
    BAD_START,
    COUNTRIES,
    CRITICAL,
    DANGLING,
    LIKE_VETO,
    clause_value,
    cut,
    number_value,
    pattern,
    proper_name,
    relation,
    sentence,
    third_person,
    word_set,
)
from companion.extraction.offline_types import Built, Draft
from companion.extraction.slots import slot_param
from companion.model import Category

__all__ = [
    "build_age",
    "build_allergy",
    "build_call_me",
    "build_condition",
    "build_did",
    "build_diet",
    "build_dislikes",
    "build_doing",
    "build_employer",
    "build_favorite",
    "build_from",
    "build_goal",
    "build_has_pets",
    "build_has_relatives",
    "build_income",
    "build_instruction",
    "build_intro",
    "build_job_as",
    "build_job_is",
    "build_likes",
    "build_lives",
    "build_my_name",
    "build_negated",
    "build_not_allergic",
    "build_not_eat",
    "build_not_status",
    "build_pet_named",
    "build_plays",
    "build_promoted",
    "build_rel_name",
    "build_status",
    "build_studies",
    "build_work_event",
    "build_work_status",
]


# ---- builders --------------------------------------------------------------------------------


def build_call_me(m: re.Match[str]) -> Draft | None:
    name = proper_name(m.group("v"))
    return (
        None
        if name is None
        else Draft(f"The user wants to be called {name}.", Category.IDENTITY, "identity.name", 5)
    )


def build_my_name(m: re.Match[str]) -> Draft | None:
    name = proper_name(m.group("v"))
    return (
        None if name is None else Draft(f"The user's name is {name}.", Category.IDENTITY, "identity.name", 4)
    )


# Capitalised words that follow "I'm" without being a name ("I'm Fine.", "I'm Sorry!").
_NOT_INTRO = word_set(
    "fine good great okay ok sorry back home here done ready tired sure glad happy sad excited thrilled "
    "grateful thankful well alright afraid busy free new late early in out away off"
)


def build_intro(m: re.Match[str]) -> Draft | None:
    """ "hi, I'm Maya." in punctuated text: a capitalised word alone after "I'm" is a name."""
    if m.group("v").lower() in _NOT_INTRO:
        return None
    return build_my_name(m)


def build_age(m: re.Match[str]) -> Draft | None:
    n = number_value(m.group("v"))
    if n is None or not 5 <= n <= 110:
        return None
    verb = "turned" if "turned" in m.group().lower() else "is"
    text = f"The user turned {n}." if verb == "turned" else f"The user is {n} years old."
    return Draft(text, Category.IDENTITY, "identity.age", 4)


def build_status(m: re.Match[str]) -> Draft | None:
    v = m.group("v").lower()
    got = "got" in m.group().lower().split()
    return Draft(
        f"The user got {v}." if got else f"The user is {v}.",
        Category.RELATIONSHIPS,
        "family.relationship_status",
        4,
    )


_SLOT_OF_REL = {
    "wife": "family.spouse.name",
    "husband": "family.spouse.name",
    "partner": "family.partner.name",
    "boyfriend": "family.partner.name",
    "girlfriend": "family.partner.name",
    "mom": "family.mother.name",
    "mum": "family.mother.name",
    "mother": "family.mother.name",
    "dad": "family.father.name",
    "father": "family.father.name",
}


def build_rel_name(m: re.Match[str]) -> Draft | None:
    name, rel = proper_name(m.group("v")), relation(m)
    if name is None or name in ("I", "And", "But", "So", "The"):
        return None
    return Draft(f"The user's {rel} is called {name}.", Category.RELATIONSHIPS, _SLOT_OF_REL.get(rel), 4)


def build_has_relatives(m: re.Match[str]) -> Draft | None:
    n, rel = m.group("n").lower(), " ".join(m.group("what").lower().replace(",", " ").split())
    plural = rel.endswith(("s", "children", "grandchildren"))
    if plural == (n in ("a", "an", "one", "1")):
        return None  # "a kids", "two son": a misparse, not a statement
    slot = "family.children.count" if rel in ("kids", "children") else None
    return Draft(f"The user has {n} {rel}.", Category.RELATIONSHIPS, slot, 4)


def build_pet_named(m: re.Match[str]) -> Draft | None:
    name, kind = proper_name(m.group("v")), " ".join(m.group("kind").lower().split())
    if name is None:
        return None
    slot = f"pets.{slot_param(name)}.species"
    if m.group().lower().startswith("my"):
        return Draft(f"The user's {kind} is called {name}.", Category.RELATIONSHIPS, slot, 3)
    return Draft(f"The user has a {kind} called {name}.", Category.RELATIONSHIPS, slot, 3)


def build_has_pets(m: re.Match[str]) -> Draft | None:
    n, kind = m.group("n").lower(), " ".join(m.group("kind").lower().split())
    return Draft(f"The user has {n} {kind}.", Category.RELATIONSHIPS, None, 3)


def build_allergy(m: re.Match[str]) -> Draft | None:
    thing, end = cut(m, max_words=4)
    if not thing or thing.split()[0].lower() in BAD_START:
        return None
    suffix = " allergy" in m.group().lower()
    text = f"The user has a {thing} allergy." if suffix else f"The user is allergic to {thing}."
    return Draft(text, Category.HEALTH, f"health.allergy.{slot_param(thing)}", 5, end=None if suffix else end)


def build_condition(m: re.Match[str]) -> Draft | None:
    cond = " ".join(m.group("v").lower().split())
    critical = any(word in CRITICAL for word in cond.split())
    verb = "is" if m.group("verb").lower().startswith(("i'm", "i’m", "im", "i am")) else "has"
    return Draft(
        f"The user {verb} {cond}.",
        Category.HEALTH,
        f"health.condition.{slot_param(cond)}",
        5 if critical else 4,
    )


def build_diet(m: re.Match[str]) -> Draft | None:
    return Draft(f"The user is {m.group('v').lower()}.", Category.HEALTH, "health.diet", 4)


def build_not_eat(m: re.Match[str]) -> Draft | None:
    thing, end = cut(m, max_words=4)
    if not thing or thing.split()[0].lower() in BAD_START:
        return None
    return Draft(f"The user does not eat {thing}.", Category.HEALTH, None, 4, end=end)


# "at"/"for" + these is a time or a place kind, not an organisation ("a nurse at night").
_NOT_ORG = word_set(
    "home myself free hours night nights weekends least all times first moment present once the_moment "
    "the_time the_same the_end the_weekend the_weekends the_start the_beginning a_living"
)
_AT_ORG = pattern(r"[\s,]*(?:at|for)~(?P<v>{SPAN})")


def _org(m: re.Match[str]) -> tuple[str, int] | None:
    """The organisation in group v ("Northwind Labs", "the public library"), or None."""
    org, end = cut(m, max_words=4)
    words = org.lower().split()
    if not words or words[0] in BAD_START - {"the"} or words[0][0].isdigit():
        return None
    if words[0] in _NOT_ORG or "_".join(words[:2]) in _NOT_ORG or DANGLING.search(org):
        return None
    return org, end


def _with_employer(job: Draft, m: re.Match[str], pos: int) -> Draft | tuple[Draft, ...]:
    """A job statement that goes on to name the employer is two facts: the title and the employer."""
    at = _AT_ORG.match(m.string, pos)
    org = None if at is None else _org(at)
    if org is None:
        return job
    return job, Draft(f"The user works at {org[0]}.", Category.WORK, "work.employer", 4, end=org[1])


def build_job_as(m: re.Match[str]) -> Built:
    job, end = cut(m, max_words=4)
    if not job or job.split()[0].lower() in BAD_START:
        return None
    title = Draft(
        f"The user works as {m.group('art').lower()} {job}.", Category.WORK, "work.job_title", 4, end=end
    )
    return _with_employer(title, m, end)


_PARENT = frozenset({"mom", "dad", "parent", "mother", "father"})


def build_job_is(m: re.Match[str]) -> Built:
    job = " ".join(m.group("v").lower().split())
    text = f"The user is {m.group('art').lower()} {job}."
    head = job.split()[-1]
    if head in _PARENT:  # "i'm a dad" is family, not a job title; "a stay at home mom" is a status
        stay = job.startswith("stay")
        return Draft(
            text, Category.WORK if stay else Category.RELATIONSHIPS, "work.status" if stay else None, 4
        )
    # A student is a status (work.status), not a job title; a "stay at home mom" is both.
    slot = "work.status" if head == "student" else "work.job_title"
    return _with_employer(Draft(text, Category.WORK, slot, 4), m, m.end("v"))


def build_employer(m: re.Match[str]) -> Draft | None:
    org = _org(m)
    if org is None:
        return None
    low = m.group().lower()
    got = "job" in low or "started" in low or "hired" in low
    text = f"The user got a job at {org[0]}." if got else f"The user works at {org[0]}."
    return Draft(text, Category.WORK, "work.employer", 4, end=org[1])


def build_promoted(m: re.Match[str]) -> Built:
    base = Draft("The user got promoted.", Category.WORK, None, 3)
    if m.group("v") is None:
        return base
    job, end = cut(m, max_words=4)
    if not job or job.split()[0].lower() in BAD_START - {"a", "an"}:
        return base
    title = Draft(f"The user got promoted to {job}.", Category.WORK, "work.job_title", 4, end=end)
    return _with_employer(title, m, end)


def build_work_status(m: re.Match[str]) -> Draft | None:
    v = " ".join(m.group("v").lower().split())
    return Draft(f"The user is {v}.", Category.WORK, "work.status", 4)


_EVENTS = {
    "lost my job": "lost their job",
    "got laid off": "got laid off",
    "got fired": "got fired",
    "quit my job": "quit their job",
    "retired": "retired",
}


def build_work_event(m: re.Match[str]) -> Draft | None:
    v = " ".join(re.sub(r"[’']", "'", m.group("v").lower()).split())
    return Draft(f"The user {_EVENTS.get(v, v)}.", Category.WORK, "work.status", 4)


def build_studies(m: re.Match[str]) -> Draft | None:
    field, end = clause_value(m, 5)
    if not field or field.split()[0].lower() in BAD_START:
        return None
    return Draft(f"The user studies {field}.", Category.WORK, "education.field", 4, end=end)


def build_negated(m: re.Match[str]) -> Draft | None:
    what = " ".join(m.group("what").lower().split())
    slot, noun = {
        "kids": ("family.children.count", "children"),
        "children": ("family.children.count", "children"),
        "pets": ("pets.count", "pets"),
        "siblings": ("family.siblings.count", "siblings"),
    }.get(what, (None, what))
    category = Category.RELATIONSHIPS
    return Draft(f"The user does not have {noun}.", category, slot, 4)


def build_not_status(m: re.Match[str]) -> Draft | None:
    v = m.group("v").lower()
    return Draft(f"The user is not {v}.", Category.RELATIONSHIPS, "family.relationship_status", 4)


def build_not_allergic(m: re.Match[str]) -> Draft | None:
    thing, end = cut(m, max_words=3)
    if not thing or thing.split()[0].lower() in BAD_START:
        return None
    return Draft(
        f"The user is not allergic to {thing}.",
        Category.HEALTH,
        f"health.allergy.{slot_param(thing)}",
        5,
        end=end,
    )


def build_lives(m: re.Match[str]) -> Draft | None:
    place, end = cut(m, max_words=3)
    words = place.lower().split()
    if not words or words[0] in BAD_START or words[0] in ("fear", "denial", "hope", "peace"):
        return None
    slot = "identity.home_country" if place.lower() in COUNTRIES else "identity.home_city"
    verb = "moved to" if "moved" in m.group().lower() else "lives in"
    if DANGLING.search(place):
        return None
    return Draft(f"The user {verb} {place}.", Category.IDENTITY, slot, 4, end=end)


def build_from(m: re.Match[str]) -> Draft | None:
    place, end = cut(m, max_words=3)
    words = place.lower().split()
    if not words or words[0] in BAD_START or words[0] in ("work", "school", "home", "here"):
        return None
    verb = "grew up in" if "grew" in m.group().lower() else "is from"
    return Draft(f"The user {verb} {place}.", Category.IDENTITY, "identity.hometown", 4, end=end)


def build_income(m: re.Match[str]) -> Draft | None:
    amount = " ".join(m.group("v").split())
    low = amount.lower()
    if low.endswith((" and", " a", " an")) or low in ("a", "an", "one"):
        return None
    per, cur = m.group("per"), m.group("cur")
    # An amount needs a money word, a scale or a period: "i make 3 cakes a week" is not pay.
    if not (per or cur or re.search(r"[$€£]|\d\s?k$|thousand|grand|million|\dm$", low)):
        return None
    money = f"{amount} {' '.join(cur.split()).strip(' ,')}" if cur else amount
    tail = f" {'an' if per.lower() == 'hour' else 'a'} {per.lower()}" if per else ""
    verb = "The user's salary is" if m.group().lower().startswith("my") else "The user earns"
    return Draft(f"{verb} {money}{tail}.", Category.MONEY, "money.income", 4, end=m.end())


def build_favorite(m: re.Match[str]) -> Draft | None:
    thing = m.group("thing").lower()
    value, end = clause_value(m, 5)
    if not value or value.split()[0].lower() in BAD_START - {"the"}:
        return None
    return Draft(
        f"The user's favourite {thing} is {value}.",
        Category.PREFERENCES,
        f"preferences.favorite.{slot_param(thing)}",
        3,
        end=end,
    )


# Objects that point back at something said before ("i love having them around"): without the
# antecedent the fact says nothing, so such values are dropped.
_DEICTIC = re.compile(r"\b(?:it|this|that|these|those|them|him|her|he|she|they|there)\b", re.IGNORECASE)


def _liked(m: re.Match[str]) -> tuple[str, int] | None:
    value, end = clause_value(m, 8)
    words = value.lower().split()
    if not words or words[0] in LIKE_VETO or words[0] in BAD_START - {"to"} or _DEICTIC.search(value):
        return None
    return third_person(value), end


def build_likes(m: re.Match[str]) -> Draft | None:
    liked = _liked(m)
    if liked is None:
        return None
    verb = m.group("verb").lower()
    return Draft(f"The user {verb}s {liked[0]}.", Category.PREFERENCES, None, 3, end=liked[1])


_DISLIKE = {
    "hate": "hates",
    "dislike": "dislikes",
    "detest": "detests",
    "can't stand": "can't stand",
    "cant stand": "can't stand",
    "don't like": "does not like",
    "dont like": "does not like",
    "do not like": "does not like",
    "don't enjoy": "does not enjoy",
    "dont enjoy": "does not enjoy",
}


def build_dislikes(m: re.Match[str]) -> Draft | None:
    liked = _liked(m)
    if liked is None:
        return None
    verb = " ".join(re.sub(r"[’']", "'", m.group("verb").lower()).replace(",", " ").split())
    return Draft(
        f"The user {_DISLIKE.get(verb, verb)} {liked[0]}.", Category.PREFERENCES, None, 3, end=liked[1]
    )


def build_plays(m: re.Match[str]) -> Draft | None:
    return Draft(f"The user plays {m.group('v').lower()}.", Category.PREFERENCES, None, 3)


def build_goal(m: re.Match[str]) -> Draft | None:
    value, end = clause_value(m, 10)
    if not value or _DEICTIC.search(value):
        return None
    kind = m.group("kind").lower()
    slot = "goals.current" if kind == "goal" else None
    return Draft(f"The user's {kind} is to {third_person(value)}.", Category.GOALS, slot, 3, end=end)


def build_doing(m: re.Match[str]) -> Draft | None:
    value, end = clause_value(m, 8)
    if not value or value.split()[0].lower() in BAD_START - {"a", "the", "my"} or _DEICTIC.search(value):
        return None
    what = " ".join(m.group("what").lower().split())
    return Draft(f"The user is {what} {third_person(value)}.", Category.GOALS, None, 2, end=end)


# Things the user did or is doing, said in the first person: "i just started volunteering at the
# shelter", "i joined a running club", "i'm working on my first novel". The value is the rest of
# the clause, whole (a clause cut short changes its meaning), without trailing time words.
_DID = {
    "started": ("started", Category.EVENTS, 2),
    "began": ("started", Category.EVENTS, 2),
    "joined": ("joined", Category.EVENTS, 3),
    "won": ("won", Category.EVENTS, 3),
    "finished": ("finished", Category.EVENTS, 2),
    "completed": ("completed", Category.EVENTS, 2),
    "adopted": ("adopted", Category.RELATIONSHIPS, 3),
    "passionate about": ("is passionate about", Category.PREFERENCES, 3),
    "working on": ("is working on", Category.GOALS, 2),
    "preparing for": ("is preparing for", Category.GOALS, 2),
    "prepping for": ("is preparing for", Category.GOALS, 2),
    "learning": ("is learning", Category.GOALS, 2),
    "volunteer at": ("volunteers at", Category.OTHER, 3),
    "volunteering at": ("volunteers at", Category.OTHER, 3),
}
# Objects that are not a thing done: "i started to cry", "i won the argument" is fine but
# "i joined in" / "i finished up" are not facts.
_DID_VETO = word_set(
    "in up off out with on at for about by from into over it that this them to "
    "something anything stuff things"
)


def build_did(m: re.Match[str]) -> Draft | None:
    value, end = clause_value(m, 8)
    words = value.lower().split()
    if not words or words[0] in _DID_VETO or words[0] in LIKE_VETO - {"the", "to", "most"}:
        return None
    if words[0] in BAD_START - {"a", "an", "the", "my", "our", "some"}:
        return None
    said = next(v for k in ("verb", "verb2", "verb3") if (v := m.groupdict().get(k))).lower().split()
    # First and last word: fillers may stand between them ("working, um, on").
    text, category, importance = _DID[" ".join(said[:1] + said[1:][-1:]).replace(",", "")]
    return Draft(sentence(f"The user {text} {third_person(value)}"), category, None, importance, end=end)


def build_instruction(m: re.Match[str]) -> Draft | None:
    value, end = clause_value(m, 8)
    if not value:
        return None
    verb = " ".join(re.sub(r"[’']", "'", m.group("verb").lower()).replace(",", " ").split())
    verb = verb.replace("me", "the user")
    return Draft(
        f"The user does not want the companion to {verb} {third_person(value)}.",
        Category.PREFERENCES,
        None,
        5,
        end=end,
    )
