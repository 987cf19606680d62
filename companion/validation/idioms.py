"""Negation inside a fixed idiom of assent, indifference or approval (rule V7g).

"yeah I don't see why not", "can't complain really", "I don't mind either way", "not bad at
all, mate": a negation that is part of a fixed yes, said as the whole clause in answer to
something. A fact that rests on those words alone states the literal words ("User doesn't see
why not", "User cannot complain") or turns them around by dropping the negation ("User sees why
not"); neither says what the user meant, which lives in the question the idiom answered.

Read by grammar, not by a whole-message phrase: the idiom stands alone in its clause, with
nothing before it but a first-person subject, a copula or an interjection ("oh i", "we're",
"it's"), and nothing
after it but words that give it no object ("really", "to be fair", "at all, mate"). With an
object of its own the negation is literal ("I don't mind the cold", "couldn't agree to the
contract") and the usual rules judge it. The phrases are `lexicon.idioms.ASSENTING_NEGATIONS`.
"""

from __future__ import annotations

from functools import lru_cache

from companion.validation.lexicon import CLAUSE_LINKS, INTERJECTIONS, USER_SUBJECTS
from companion.validation.lexicon.idioms import ASSENTING_NEGATIONS, IDIOM_LEAD_WORDS, IDIOM_TAIL_WORDS
from companion.validation.normalize import canonicalize

__all__ = ["assenting_idioms", "rests_on_assenting_idiom"]

_BY_FIRST: dict[str, tuple[tuple[str, ...], ...]] = {}
for _phrase in sorted(ASSENTING_NEGATIONS, key=len, reverse=True):  # longest first
    _BY_FIRST[_phrase[0]] = (*_BY_FIRST.get(_phrase[0], ()), _phrase)
del _phrase


@lru_cache(maxsize=4096)
def assenting_idioms(text: str) -> tuple[tuple[int, int, int, int], ...]:
    """Every negated idiom of assent, indifference or approval that stands alone in its clause
    in the message `text` (read once per message), as canonical tokens: (where its clause
    opens, the idiom's first token, its end, the end of the words that follow it)."""
    canon = canonicalize(text)
    lows, boundary = canon.lows, canon.boundary
    n = len(lows)
    out: list[tuple[int, int, int, int]] = []
    for s, w in enumerate(lows):
        phrase = next((p for p in _BY_FIRST.get(w, ()) if lows[s : s + len(p)] == p), None)
        if phrase is None:
            continue
        lead = s
        while lead > 0 and not boundary[lead]:
            lead -= 1  # back to where the clause opens
        if any(
            x not in USER_SUBJECTS and x not in INTERJECTIONS and x not in IDIOM_LEAD_WORDS
            for x in lows[lead:s]
        ):
            continue  # "the flat's not bad": a subject of its own
        e = s + len(phrase)
        while e < n and not boundary[e] and lows[e] in IDIOM_TAIL_WORDS:
            e += 1
        if e < n and not boundary[e] and lows[e] not in CLAUSE_LINKS:
            continue  # "i don't mind the cold": an object, a literal negation
        out.append((lead, s, s + len(phrase), e))
    return tuple(out)


def rests_on_assenting_idiom(text: str, tokens: frozenset[int]) -> str | None:
    """V7g: the words of the idiom, when every message token the fact rests on (`tokens`: the
    tokens that say its words, or the quote's when it has no content word of its own: "User
    would say no") is inside a clause that is only a negated idiom of assent; else None."""
    if not tokens:
        return None
    idioms = assenting_idioms(text)
    if not idioms:
        return None  # the usual case
    for lead, s, e, end in idioms:
        if all(lead <= k < end for k in tokens):
            return " ".join(canonicalize(text).lows[s:e])
    return None
