"""Polarity and generality of a fact against its evidence (rules V5 and V7).

A fact may not assert a negation its evidence does not contain ("User is not allergic to
anything" backed by "I'm allergic to peanuts"), nor generalise with a universal quantifier
("anything", "always", "all") the evidence never uses. The evidence is the matched span of the
user's message (so a negation the quote starts right after still counts), as canonical tokens.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.validation.lexicon import (
    AUXILIARIES,
    FIRST_PERSON,
    FUNCTION_WORDS,
    GENERAL_WORDS,
    INTENSIFIERS,
    INTERJECTIONS,
    NEGATION_BRIDGES,
    NEGATION_IDIOMS,
    NEGATION_SCOPE_ENDS,
    NEGATIVE,
    NEGATIVE_CONTRACTIONS,
    NEGATIVE_IMPLICATIVES,
    NO_WORDS,
    NOT_PRIVATIVE_BEFORE,
    PREDICATIVE_INTERJECTIONS,
    PRIVATIVE_WORDS,
    SAME_QUANTIFIER,
    SECOND_PERSON,
    SPAN_PREPOSITIONS,
    SUBJECT_PRONOUNS,
    THIRD_PERSON,
    UNIVERSALS,
)
from companion.validation.lexicon.claims import STOPPING_VERBS
from companion.validation.lexicon.clauses import INVERTED_SUBJECT_OPENERS, SPAN_DAYS
from companion.validation.lexicon.morphology import inflections, pos
from companion.validation.lexicon.noise import EXISTENTIAL_COPULAS, EXISTENTIAL_PRAISE
from companion.validation.normalize import Canon, word_key

__all__ = [
    "NEGATIVE",
    "NEG_IDIOMS",
    "UNIVERSAL_KEYS",
    "answers_no",
    "governed",
    "governed_after",
    "negation_at",
    "privatives",
    "unbacked_negation",
    "unbacked_universals",
]

NEG_IDIOMS = NEGATION_IDIOMS
_SCOPE = 4
# Read through without counting towards the scope: a negation's emphasis ("never | once |
# been"), and the auxiliary of a negative inversion ("never once | have | i been").
_BRIDGE_KEYS = frozenset(word_key(w) for w in NEGATION_BRIDGES)
_AUXILIARY_KEYS = frozenset(word_key(w) for w in AUXILIARIES)
_NOT_CONTENT = (
    FUNCTION_WORDS
    | FIRST_PERSON
    | THIRD_PERSON
    | NEGATIVE
    | SECOND_PERSON
    | INTERJECTIONS
    | GENERAL_WORDS
    | INTENSIFIERS
    | frozenset(word_key(w) for w in UNIVERSALS)
)
_UNIVERSAL_KEYS = frozenset(word_key(w) for w in UNIVERSALS)
UNIVERSAL_KEYS = _UNIVERSAL_KEYS  # for callers that skip the V5 quantifier check when none occurs
# V5: quantifiers that say the same thing; the user's "whenever you need help" backs "always
# there to help", "we can all" backs "every". Each key maps to its class's keys.
_SAME_QUANTIFIER: dict[str, frozenset[str]] = {
    word_key(w): frozenset(word_key(x) for x in group) for group in SAME_QUANTIFIER for w in group
}


#: keys of every form of a negative implicative verb ("failed", "refuses").
_IMPLICATIVE_KEYS = frozenset(word_key(w) for w in inflections(NEGATIVE_IMPLICATIVES))
_TO = word_key("to")  # the key of "to" is its homophone class's


def negation_at(keys: Sequence[str], i: int) -> bool:
    """Token i negates what follows: a negation that is not an idiom asserting the positive
    ("can't wait"), or a negative implicative verb before "to" ("failed to get")."""
    k = keys[i]
    nxt = keys[i + 1] if i + 1 < len(keys) else ""
    if k in NO_WORDS and nxt in SUBJECT_PRONOUNS:
        return False  # "so no, I eat meat now": an answer before a clause, not its negation
    if k in NEGATIVE:
        if nxt in _COMPARERS and _existential_praise(keys, i):
            return False  # "there's nothing like a sea swim": praise (a quote may open on "nothing")
        return (k, nxt) not in NEG_IDIOMS
    # "don't forget to", "never failed to": a negated negative implicative asserts
    return nxt == _TO and k in _IMPLICATIVE_KEYS and not (i > 0 and keys[i - 1] in NEGATIVE)


_COMPARERS = frozenset(c for _o, _n, c in EXISTENTIAL_PRAISE)

# keys of every form of a verb of stopping, with the particles its phrase goes on with
_STOPPING_KEYS: dict[str, tuple[tuple[str, ...], ...]] = {}
for _phrase in STOPPING_VERBS:
    for _form in inflections(frozenset([_phrase[0]])) | {_phrase[0]}:
        _key = word_key(_form)
        _STOPPING_KEYS[_key] = (*_STOPPING_KEYS.get(_key, ()), tuple(word_key(w) for w in _phrase[1:]))
del _phrase, _form, _key


def _stopping_at(keys: Sequence[str], j: int) -> bool:
    """A verb of stopping starts at token j ("stopped", "gave | up"), or after "to" there: a
    negation right before it negates the stopping, so what follows goes on ("never stopped |
    loving him", "not to give up | the piano"), and it backs no fact that says it does not."""
    if j < len(keys) and keys[j] == _TO:
        j += 1  # "not to | give up", as "don't | give up"
    if j >= len(keys):
        return False
    return any(tuple(keys[j + 1 : j + 1 + len(rest)]) == rest for rest in _STOPPING_KEYS.get(keys[j], ()))


def _existential_praise(keys: Sequence[str], i: int) -> bool:
    """Token i ("nothing") and the next ("like") follow an existential opener ("there's", "there
    is"), or open the text (a quote cut after "there's"): "nothing like X" praises X."""
    j = i - 1
    if j >= 1 and keys[j] in EXISTENTIAL_COPULAS:
        j -= 1
    opener = keys[j] if j >= 0 else next(iter(EXISTENTIAL_PRAISE))[0]
    return (opener, keys[i], keys[i + 1]) in EXISTENTIAL_PRAISE


def _negations(keys: Sequence[str]) -> list[int]:
    """Positions of real negations."""
    return [i for i in range(len(keys)) if negation_at(keys, i)]


_NOTHING: frozenset[str] = frozenset()


def _span_adjunct(keys: Sequence[str], j: int) -> bool:
    """Token j opens how long the negation has held ("haven't had a cigarette | in six months",
    "not been | for years"): a span, not what is negated."""
    if keys[j] not in SPAN_PREPOSITIONS:
        return False
    rest = keys[j + 1 : j + 3]
    return any(k in SPAN_DAYS for k in rest) and (
        rest[0] in SPAN_DAYS or rest[0][:1].isdigit() or rest[0] == "a"
    )


def inverted_negation(keys: Sequence[str], i: int) -> bool:
    """Token i is a negative auxiliary before its own subject ("why won't | my cat biscuit
    eat"): a question's inversion, which negates the verb after the subject, not the subject."""
    return keys[i] in NEGATIVE_CONTRACTIONS and i + 1 < len(keys) and keys[i + 1] in INVERTED_SUBJECT_OPENERS


def _inverts(keys: Sequence[str], k: int) -> bool:
    """An auxiliary at k before its subject pronoun ("has | he", "have | i")."""
    return keys[k] in _AUXILIARY_KEYS and k + 1 < len(keys) and keys[k + 1] in SUBJECT_PRONOUNS


def governed(keys: Sequence[str], boundary: Sequence[bool], first_only: bool = False) -> frozenset[str]:
    """Content words within a few tokens after a negation, up to a clause boundary; with
    `first_only`, the first of them (the head of what is negated: "not to | increase the rent")."""
    if NEGATIVE.isdisjoint(keys) and _IMPLICATIVE_KEYS.isdisjoint(keys):
        return _NOTHING  # no negation at all (the usual case): nothing to scan
    out: set[str] = set()
    n = len(keys)
    for i in _negations(keys):
        if inverted_negation(keys, i):
            continue
        if _stopping_at(keys, i + 1):
            # "never stopped | playing", "not to give up": the stopping is negated, what
            # follows it goes on
            out.add(keys[i + 2] if keys[i + 1] == _TO else keys[i + 1])
            continue
        j, read = i + 1, 0
        inverted = i == 0 or boundary[i]  # a negation that opens its clause may invert it
        while j < n and read < _SCOPE:
            w = keys[j]
            if not boundary[j] and w in _BRIDGE_KEYS:
                j += 1  # "never | once | been", "not | even | close": the negation's emphasis
                continue
            if inverted and _span_adjunct(keys, j):
                # "not once | in twelve years | has he forgotten": how long, before the inversion
                k = next((k for k in range(j + 1, min(n - 1, j + _SCOPE)) if _inverts(keys, k)), None)
                if k is not None:
                    j = k
                    continue
            if inverted and _inverts(keys, j):
                # "never once | have i | been to a festival", "not once in my life | have i |
                # missed": negative inversion; the auxiliary and its subject stand between the
                # negation and what it negates
                inverted, j = False, j + 2
                continue
            read += 1
            j += 1
            if (
                boundary[j - 1]
                or w in NEGATION_SCOPE_ENDS
                or w in SUBJECT_PRONOUNS
                or _span_adjunct(keys, j - 1)
            ):
                break
            # a word that opens a turn as an interjection is a predicate after a negation
            # ("my mum isn't | well", "that's not | right", "i'm not | sure")
            if (w not in _NOT_CONTENT or w in PREDICATIVE_INTERJECTIONS) and len(w) > 2:
                out.add(w)
                if first_only:
                    break
    return frozenset(out)


def governed_after(keys: Sequence[str], boundary: Sequence[bool], ends: Sequence[int]) -> frozenset[str]:
    """Content words within a few tokens after each of `ends` (the last token of a verb of
    stopping: "gave up | sugar in my chai", "quit | smoking"), up to a clause boundary: what the
    user says they no longer do, as `governed` reads what a negation negates."""
    out: set[str] = set()
    for end in ends:
        j, read = end + 1, 0
        while j < len(keys) and read < _SCOPE and not boundary[j]:
            w = keys[j]
            if w in SUBJECT_PRONOUNS or w in NEGATION_SCOPE_ENDS:
                break
            read += 1
            j += 1
            if w not in _NOT_CONTENT and len(w) > 2:
                out.add(w)
    return frozenset(out)


def unbacked_negation(
    fact_keys: Sequence[str],
    fact_boundary: Sequence[bool],
    evidence_keys: Sequence[str],
    evidence_boundary: Sequence[bool],
    message_keys: Sequence[str] = (),
    message_boundary: Sequence[bool] = (),
) -> str | None:
    """V7: the negation a fact asserts that the user did not, or None.

    Backed by the evidence (the matched span) when it contains a negation and, if the words the
    fact negates appear in it at all, negates at least one of them ("I'm not sure, but I'm
    allergic to peanuts" does not back "User is not allergic to anything"). Otherwise backed by
    the rest of the same user message only when a negation there governs one of the very words
    the fact negates ("a few weren't able to handle it" backs "some friends were not able to").
    """
    negs = _negations(fact_keys)
    if not negs:
        return None
    if all(_stopping_at(fact_keys, i + 1) for i in negs):
        # the fact only negates a stopping ("encourages him not to give up"): backed by a
        # negation the user said ("don't give up, buddy")
        return None if _negations(evidence_keys) or _negations(message_keys) else fact_keys[negs[0]]
    fact_neg = governed(fact_keys, fact_boundary)
    if any(not _stopping_at(evidence_keys, i + 1) for i in _negations(evidence_keys)):
        shared = fact_neg & frozenset(evidence_keys)
        if not shared or shared & governed(evidence_keys, evidence_boundary):
            return None
    if _overlap(fact_neg, governed(message_keys, message_boundary)):
        return None
    return fact_keys[negs[0]]


# An answer that is only "no" ("No.", "Nope, ...", "Oh no") before anything else is said.


def _opens_with_no(keys: Sequence[str], boundary: Sequence[bool]) -> bool:
    """The message opens with a bare negative answer: "No, I didn't.", "Cool! Haven't been there
    yet, but ...", "Nope." Leading interjection-only clauses are skipped; a "no" among them, or a
    first real clause that is a negation with nothing but function words ("I didn't", "haven't
    been there yet", "never have"), is the answer. A negation with content of its own ("I don't
    have pets") is not elliptical: `unbacked_negation` judges it on its own words."""
    start, n = 0, len(keys)
    while start < n:
        end = start + 1
        while end < n and not boundary[end]:
            end += 1
        clause = keys[start:end]
        if all(k in INTERJECTIONS or k in NO_WORDS for k in clause):
            if not NO_WORDS.isdisjoint(clause):
                return True
            start = end
            continue
        return bool(_negations(clause)) and all(k in _NOT_CONTENT or len(k) <= 2 for k in clause)
    return False


def answers_no(
    fact_keys: Sequence[str],
    fact_boundary: Sequence[bool],
    message_keys: Sequence[str],
    message_boundary: Sequence[bool],
    question_keys: frozenset[str],
) -> bool:
    """V7: the user's elliptical "no" to the assistant's question backs the fact's negation.

    "Did you ever play an instrument as a kid?" - "No, I didn't." backs "User did not play an
    instrument as a kid": the user's message opens with a bare negative answer
    (`_opens_with_no`) and every word the fact negates is in the question the assistant asked
    just before. The question only supplies what was denied; the denial is the user's. A word
    the fact negates that the question does not contain ("haven't been there, but I've been to
    Rome" after "Been to Paris?" does not back "User hasn't been to Rome") keeps the rejection."""
    if not question_keys or not _opens_with_no(message_keys, message_boundary):
        return False
    denied = governed(fact_keys, fact_boundary)
    return bool(denied) and all(_overlap(frozenset((w,)), question_keys) for w in denied)


def _overlap(fact_words: frozenset[str], said: frozenset[str]) -> bool:
    """The same word, or a derivation of it ("tourneys" / "tournaments", "allergy" / "allergic"):
    two words of six letters or more that share their first five."""
    if fact_words & said:
        return True
    stems = {w[:5] for w in said if len(w) >= 6}
    return any(len(w) >= 6 and w[:5] in stems for w in fact_words)


def unbacked_universals(fact_keys: Sequence[str], evidence_keys: frozenset[str]) -> tuple[str, ...]:
    """V5: universal quantifiers of the fact ("anything", "always", "all") the evidence lacks."""
    return tuple(
        k
        for k in dict.fromkeys(fact_keys)
        if k in _UNIVERSAL_KEYS
        and k not in evidence_keys
        and evidence_keys.isdisjoint(_SAME_QUANTIFIER.get(k, ()))
    )


def privatives(canon: Canon) -> frozenset[str]:
    """The keys of nouns a text says are absent with a privative word after them ("gluten free",
    "dairy-free", "pain free"): the fact "User eats a dairy-free diet" says "no dairy" as surely
    as a negation would. Not "i'm free", "for free", "a free ticket" (no noun before it), nor
    "feel free", "break free" (`NOT_PRIVATIVE_BEFORE`)."""
    lows, keys = canon.lows, canon.keys
    if PRIVATIVE_WORDS.isdisjoint(lows):
        return _NOTHING
    return frozenset(
        keys[k - 1]
        for k in range(1, len(lows))
        if lows[k] in PRIVATIVE_WORDS
        and "NOUN" in pos(lows[k - 1])
        and lows[k - 1] not in NOT_PRIVATIVE_BEFORE
    )
