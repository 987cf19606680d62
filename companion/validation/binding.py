"""V5: a value the user said of one thing, given by the fact to another.

Spoken lists of pairs put each value beside its own thing in clauses joined by "and" or "but"
("my son's seven and my daughter just turned four", "my rent's twelve hundred and the car
payment's three fifty"). A fact that takes a number from one of these clauses and a word of
what it is about from another ("User's daughter is 7") says something the user did not: the
daughter's clause has a number of its own. The check is structural: which coordinated clause
holds each word, and whether the clause the fact's other word sits in says a number of its own
that the fact does not give. What it cannot see: names listed before the pairs ("lily and leo,
lily's nine and leo's six" puts Leo in the clause of nine), and a head noun both clauses share
("the big case is twenty kilos and the small one's eight": the case is said with twenty).
"""

from __future__ import annotations

from companion.validation.clauses import is_be_clitic, noun_like, verbish
from companion.validation.content import content_words, word_forms
from companion.validation.fact import FactShape
from companion.validation.lexicon.claims import AGE_WORDS
from companion.validation.lexicon.clauses import CONTRASTIVE_LINKS, COORDINATORS
from companion.validation.normalize import Canon
from companion.validation.specifics import is_date_or_number

__all__ = ["crossed_value"]


def _conjuncts(canon: Canon) -> tuple[int, ...]:
    """For each token, the index of the coordinated clause it is in: a new one opens at each
    "and", "or", "but" that joins clauses, one whose words up to the next pause say a number or
    a verb ("and my daughter just turned four", "and leo's six"); "lily and leo," joins two
    names inside one clause. Commas do not split: in speech they set off asides inside one pair
    ("lily's the older one, she's nine")."""
    out: list[int] = []
    part = 0
    for k, low in enumerate(canon.lows):
        if low in _JOINS and _clause_follows(canon, k + 1):
            part += 1
        out.append(part)
    return tuple(out)


# "or" is left out: in speech it opens a correction ("seven or rather eight") as often as a pair
_JOINS = (COORDINATORS - {"or"}) | CONTRASTIVE_LINKS


def _clause_follows(canon: Canon, first: int) -> bool:
    """The words from `first` up to the next pause or link say a number or a verb."""
    lows, keys = canon.lows, canon.keys
    for k in range(first, len(lows)):
        if k > first and (canon.boundary[k] or lows[k] in _JOINS):
            return False
        if is_date_or_number(keys[k]) or verbish(lows[k]) or is_be_clitic(lows, k):
            return True
    return False


def crossed_value(canon: Canon, shape: FactShape, span: range) -> tuple[str, str] | None:
    """(the fact's number, the word the fact gives it to) when the user said that number in one
    coordinated clause of the quote's message and that word only in others, each of which says
    a number of its own the fact does not give; else None."""
    if not span:
        return None
    fkeys = shape.canon.keys
    numbers = frozenset(k for k in shape.specifics if is_date_or_number(k))
    if not numbers:
        return None
    part = _conjuncts(canon)
    if len(set(part)) < 2:
        return None
    keys = canon.keys
    # what the fact gives the number to: its names and words of content, not another number, nor
    # the unit or counted noun right after a number ("16 years old": the age's own words)
    measure = frozenset(fkeys[k + 1] for k in range(len(fkeys) - 1) if fkeys[k][:1].isdigit())
    names = frozenset(k for k in shape.specifics if k not in numbers)
    fact_part = _conjuncts(shape.canon)
    # the clauses that say a number the fact does not give
    numbered = frozenset(
        part[k] for k in range(len(keys)) if is_date_or_number(keys[k]) and keys[k] not in numbers
    )
    for number in numbers:
        # only the words of the fact's own clause for the number: "User is 67 and signed up for
        # a swim class" gives 67 to the user, not to the class
        mine = {fact_part[k] for k in range(len(fkeys)) if fkeys[k] == number}
        said_with = [fkeys[k] for k in range(len(fkeys)) if fact_part[k] in mine]
        others = (names | content_words(said_with)) & frozenset(said_with)
        others = frozenset(w for w in others - measure - AGE_WORDS if not w[:1].isdigit())
        places = [k for k in range(len(keys)) if keys[k] == number]
        places += [k for first, end, meant in canon.runs if number in meant for k in range(first, end)]
        if not places or not any(k in span for k in places):
            continue
        own = frozenset(part[k] for k in places)
        own_words = frozenset(keys[k] for k in range(len(keys)) if part[k] in own)
        own_words |= frozenset(w[:-1] for w in own_words if w.endswith("s"))
        if not others.isdisjoint(own_words):
            continue  # a word of the fact is said with the number: theirs
        if not _names_a_thing(canon, part, own):
            continue  # "... ten milligrams of the statin but i'm still on five": the same thing
        for word in sorted(others):
            forms = word_forms(word) | {word}
            # "leo's six": a name with its clitic is one key
            where = frozenset(part[k] for k in range(len(keys)) if keys[k] in forms or keys[k] == word + "s")
            if where and not where & own and where <= numbered:
                return number, word
    return None


def _names_a_thing(canon: Canon, part: tuple[int, ...], own: frozenset[int]) -> bool:
    """The number's clauses name a thing of their own (a noun that is not the number's unit):
    "my son's seven" names the son; "but i'm still on five" leaves its thing to the clause
    before, which is the same thing, not another."""
    keys = canon.keys
    said = [
        keys[k] for k in range(len(keys)) if part[k] in own and not (k and is_date_or_number(keys[k - 1]))
    ]
    return any(not w[:1].isdigit() and noun_like(w) and not verbish(w) for w in content_words(said))
