"""Small closed classes for the mood of a clause and for doubt signals (issue 11, round 8).

Data only. Forms: **low** (the lower-case word as spoken, apostrophes dropped) or **lemma**.
Used by `companion.validation.mood` and `companion.validation.aspect`.
"""

from __future__ import annotations

__all__ = [
    "ASPECT_LEMMAS",
    "COMITATIVE",
    "HABIT_WORDS",
    "HORTATIVE_LEMMA",
    "HORTATIVE_OPENERS",
    "INCLUSIVE_WE",
    "NOW_WORDS",
    "PROPOSING_MODAL_LEMMAS",
    "WHY_NOT_WE",
    "YES_WORDS",
]

#: lemma. The auxiliaries `aspect` reads a verb's tense by: be (progressive, passive), have
#: (perfect), can (ability: "could" is its past), do (emphasis, "did go").
ASPECT_LEMMAS: tuple[str, str, str, str] = ("be", "have", "can", "do")
#: lemma. "let" before "us" opens a proposal to the listener ("let us talk about it").
HORTATIVE_LEMMA: str = "let"
#: low. "let's" as the normaliser writes it (apostrophe dropped).
HORTATIVE_OPENERS: frozenset[str] = frozenset(["lets"])
#: low. First person plural forms that include the listener when a proposal opens with them
#: ("can we ...", "shall we ...", "let us ...").
INCLUSIVE_WE: frozenset[str] = frozenset(["we", "us"])
#: lemma. Modals that open a proposal when "we" follows in a question ("can we", "could we",
#: "shall we", "should we").
PROPOSING_MODAL_LEMMAS: frozenset[str] = frozenset(["can", "shall"])
#: low. "why don't we ...", "why not ...": a proposal in the form of a question.
WHY_NOT_WE: frozenset[str] = frozenset(["why", "dont", "not"])
#: low. Words of agreement that, followed by a "no" word, make the Australian and New Zealand
#: discourse marker "yeah nah" ("yeah no"): with no question before to answer, the "no" turns
#: what follows around (irony), so a statement after it is held.
YES_WORDS: frozenset[str] = frozenset(["yeah", "yea", "yes", "yep", "yup", "ya"])
#: low. Words that make a clause a habit or a lasting state ("every day", "daily", "on
#: saturdays", "twice a week"): a past form with one of them is a past habit, not one event.
HABIT_WORDS: frozenset[str] = frozenset(
    ["every", "each", "daily", "weekly", "nightly", "monthly", "yearly", "always", "usually", "often",
     "regularly", "twice", "times", "weekends", "mornings", "evenings", "nights", "summers", "winters",
     "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"]
)  # fmt: skip
#: low. Words that set the present against what was said before it ("earlier i did yoga daily,
#: now no time"): after a past form, the past is over.
NOW_WORDS: frozenset[str] = frozenset(["now", "nowadays", "anymore", "currently"])
#: low. The preposition of company: a fact that does a thing "with" a person it names says who
#: a proposal's "we" was ("let's work together" -> "works with John"), not the assistant.
COMITATIVE: str = "with"
