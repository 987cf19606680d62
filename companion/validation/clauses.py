"""Clauses of a user message: where each starts, its subject, verb and tense, and the noun
phrases the user owns.

Speech-to-text gives few full stops, so a clause also starts where a new subject and verb
start ("was that a panic attack | my chest got tight"), after a linking word ("so", "but",
"because") and at punctuation. The subject of each clause is the user ("I", "we", "me and my
wife"), a third party ("she", "my sister", "my roommate Kofi"), the listener ("you") or a thing
("my commute", "it").
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache

from companion.validation.lexicon import (
    AUXILIARIES,
    BELIEF_ADJECTIVES,
    CLAUSE_LINKS,
    CLAUSE_OPENERS,
    COMPLEMENT_VERBS,
    CONTRACTED_VERB,
    DETERMINERS,
    FUNCTION_WORDS,
    GENERIC_PEOPLE,
    INDEFINITE_PERSONS,
    INTERJECTIONS,
    MONTHS,
    NEGATION_BRIDGES,
    NOUN_PHRASE_STOPS,
    PAST_AUXILIARIES,
    POSSESSIVES,
    PREPOSITIONS,
    QUESTION_AUXILIARIES,
    QUESTION_SUBJECTS,
    RELATIONS,
    SECOND_PERSON,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    THIRD_SUBJECTS,
    UNIVERSALS,
    USER_SUBJECTS,
    WH_WORDS,
)
from companion.validation.lexicon import NEGATIONS as NEGATION_WORDS
from companion.validation.lexicon.clauses import (
    AGE_UNITS,
    ARTICLES,
    ASKING_MODALS,
    BARE_AUXILIARIES,
    BE_LEMMAS,
    CAUSAL_LINKS,
    CLEFT_OPENERS,
    CONDITION_IF,
    CONDITION_OPENERS,
    CONTRACTED_COPULAS,
    CONTRASTIVE_LINKS,
    COORDINATORS,
    COPULAR_FORMS,
    DEMONSTRATIVES,
    DIALECT_MY,
    DO_SUPPORTED_AUXILIARIES,
    ELIDED_QUESTION_VERBS,
    FEAR_LEMMAS,
    GENERIC_MODALS,
    GERUND_SUBJECT_VERBS,
    IF_AS_WHETHER_AFTER,
    IN_LAW,
    INDEFINITE_ARTICLES,
    INDEPENDENT_POSSESSIVE_OWNERS,
    INVERTED_CONDITION_SUBJECTS,
    INVERTED_CONDITION_VERBS,
    INVERTING_NEGATIVES,
    IS_AFTER_NOUN,
    IT_FORMS,
    LINKING_MARKS,
    NEGATED_INVERTERS,
    NON_THIRD_SINGULAR,
    NOT_PAST_FORMS,
    NOUN_DETERMINERS,
    NOUN_PHRASE_PREPOSITIONS,
    OBJECT_POSSESSIVES,
    OPENERS_AS_SUBJECTS,
    PERFECT_AUXILIARIES,
    PLURAL_SUBJECT_FLOATS,
    POINTING_WORDS,
    QUESTION_PRONOUNS,
    QUESTION_TAGS,
    RELATION_PREFIXES,
    RELATIVE_CLAUSE_OPENERS,
    RULE_WORDS,
    SELF_IN_SUBJECT,
    SENTENCE_FINAL_WORDS,
    SUPPORT_LEMMAS,
    THING_SUBJECTS,
    THIRD_SINGULAR_AUXILIARIES,
    TOPIC_PREPOSITION,
    UNAMBIGUOUS_CONDITION_OPENERS,
    USER_AND,
    USER_COPULAS,
    USER_POSSESSIVE_WORDS,
    VERB_FIRST_SUBJECTS,
    WE_ARE_NEXT,
    WH_CONTRACTIONS,
    WH_FOLLOWERS,
)
from companion.validation.lexicon.dates import PLURAL_SUBJECTS
from companion.validation.lexicon.morphology import (
    is_finite_verb,
    is_gerund,
    is_participle,
    is_past,
    is_past_form,
    lemmas,
    noun_lemmas,
    pos,
)
from companion.validation.lexicon.numbers import is_number_word
from companion.validation.lexicon.spoken import I_FORMS
from companion.validation.normalize import Canon, token_spans, word_key

__all__ = [
    "CLOSED_CLASS",
    "Clause",
    "clause_head",
    "closed_class",
    "describe",
    "dialect_my",
    "inverted",
    "is_be_clitic",
    "is_question",
    "nominal",
    "noun_like",
    "noun_phrase_opener",
    "np_then_verb",
    "person_word",
    "possessive_phrases",
    "predicate_person",
    "relation_of",
    "segment",
    "sentence_ends",
    "sentence_indexes",
    "subject_start",
    "verbish",
    "with_phrase_person",
]


_LINKS = CLAUSE_LINKS | SUBORDINATORS


_PRONOUN_NEXT = frozenset((w,) for w in SUBJECT_PRONOUNS)
_MODIFIERS = frozenset(["ADJ", "NOUN", "PROPN"])  # parts of speech (not words)
_OPENING_TAGS = frozenset(["VERB", "ADV", "AUX"])  # parts of speech that open a sentence
_SENTENCE_END = frozenset(".!?;…")


class Subject(enum.Enum):
    """Whom a clause is about."""

    USER = "user"  # "I", "we", "me and my wife"
    THIRD = "third"  # "she", "my sister", "Kofi"
    YOU = "you"  # the listener
    THING = "thing"  # "my commute", "it", "there"
    NONE = "none"  # no subject said ("love it", "don't forget")


#: "his", "hers", "mine" as a subject: whose thing it is.
INDEPENDENT_POSSESSIVES = {w: Subject(owner) for w, owner in INDEPENDENT_POSSESSIVE_OWNERS.items()}


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause of a message: its token range, subject and verb."""

    first: int
    end: int  # exclusive
    head: int  # the first token after opening words ("and", "well", "if")
    subject: Subject
    relation: str | None  # the relation word of a third-party subject ("sister"), or a name
    verb: int | None
    past: bool
    question: bool


def person_word(word: str) -> bool:
    """The word names a person: a relation or role ("sister", "fella", "nurse") or a pronoun
    that names nobody in particular ("someone", "anybody")."""
    return word in INDEFINITE_PERSONS or relation_of(word) is not None


def predicate_person(lows: tuple[str, ...], j: int) -> bool:
    """The person at token j is what a form of "be" says its subject is, or a role after "as":
    the noun phrase right after it, past determiners and describing words ("i'm | someone",
    "she's | a retired nurse", "i'm | one of those people", "as | someone with asthma"). Not a
    person after a preposition ("i'm caring | for | someone")."""
    k = j - 1
    while k >= 0 and j - k <= _PREDICATE_REACH:
        w = lows[k]
        if w in CONTRACTED_COPULAS or lemmas(w) >= BE_LEMMAS or w == _AS:
            return True  # "as | someone with asthma": the role somebody speaks in
        if w in PREPOSITIONS and w != _OF:
            return False
        if not (w == _OF or _phrase_word(w)):
            return False
        k -= 1
    return False


def with_phrase_person(lows: tuple[str, ...], k: int, first: int) -> int | None:
    """The person whose "with" phrase holds token k, from token `first` on: "someone | with |
    asthma", "my sister with the bad back", "a lad with one leg": the token of the person,
    else None. What such a phrase says is that person's (a verb between ends the phrase)."""
    j = k
    while j > first and k - j < _PREDICATE_REACH and lows[j - 1] != _WITH:
        w = lows[j - 1]
        if not (w in POSSESSIVES or _phrase_word(w)):
            return None
        if "VERB" in pos(w) and not pos(w) & _NOMINAL_TAGS:
            return None  # "someone with asthma | came | ...": a verb ends the phrase
        j -= 1
    at = j - 2  # the word before "with"
    if at < first or lows[j - 1] != _WITH or not person_word(lows[at]):
        return None
    return at


def _phrase_word(word: str) -> bool:
    """A word a noun phrase may hold before its noun or be made of: a determiner, a number, a
    noun or a describing word (`predicate_person`, `with_phrase_person`)."""
    return word in DETERMINERS or word[:1].isdigit() or bool(pos(word) & _PHRASE_TAGS)


def _somebody_said(lows: tuple[str, ...], head: int) -> bool:
    """The clause's subject opens with an indefinite article, "one" or a pointing word before a
    person ("a girl at work | is vegan", "this fella at church", "one gentleman in our
    building"): somebody the user does not name; not a role after "as" ("as | a nurse on nights,
    how do i ..."), which is the speaker's."""
    w = lows[head]
    unnamed = w in INDEFINITE_ARTICLES or w in POINTING_WORDS or w == _ONE
    return unnamed and (head == 0 or lows[head - 1] != _AS)


def _one_person(lows: tuple[str, ...], head: int) -> bool:
    """ "one gentleman in our building", "one of my neighbours": "one" (the normaliser writes
    the number) opens a subject that is a person, as an indefinite article does."""
    if lows[head] != _ONE or head + 1 >= len(lows):
        return False
    if lows[head + 1] == _OF:
        return any(person_word(w) for w in lows[head + 2 : head + 4])
    return person_word(lows[head + 1])


_THE = "the"
_ONE = "1"  # "one" as the normaliser writes it
_PREDICATE_REACH = 4  # words of a noun phrase walked back over ("one of those | people")
_PHRASE_TAGS = frozenset(["ADJ", "NOUN", "NUM"])  # the tags of a noun phrase's words
_NOMINAL_TAGS = frozenset(["ADJ", "NOUN"])  # "a retired husband": a verb form that describes
_OF = "of"
_WITH = "with"
_AS = "as"


@lru_cache(maxsize=65536)  # asked of nearly every token of every message (subject_start)
def relation_of(word: str) -> str | None:
    """The relation a word names ("sisters" -> "sister", "grandkids" -> "grandkid"), or None."""
    if word in RELATIONS:
        return word
    for lemma in noun_lemmas(word):
        if lemma in RELATIONS:
            return lemma
    if word.endswith("s") and word[:-1] in RELATIONS:  # "mom's" read without its apostrophe
        return word[:-1]
    return None


def closed_class(word: str) -> bool:
    """A word of a closed class (never a name, however unknown to the dictionary)."""
    return word in CLOSED_CLASS


def verbish(low: str) -> bool:
    return low in AUXILIARIES or low in CONTRACTED_VERB or is_finite_verb(low)


def noun_like(low: str) -> bool:
    if low[:1].isdigit():
        return True
    tags = pos(low)
    return not tags or not tags.isdisjoint(("NOUN", "ADJ", "PROPN", "NUM"))


def nominal(low: str) -> bool:
    """A word that may stand in a noun phrase: a noun, also one that is a verb too ("blood |
    pressure | tablets", "the sleep | clinic"), but no other verb form."""
    return noun_like(low) and (not verbish(low) or "NOUN" in pos(low))


def is_be_clitic(lows: tuple[str, ...], k: int) -> bool:
    """ "my landlord's selling": a word ending in s (an apostrophe dropped) read as "is" when what
    follows is a verb form, a determiner or an adjective-only word."""
    word = lows[k]
    if not word.endswith("s") or k + 1 >= len(lows):
        return False
    nxt = lows[k + 1]
    if nxt in DETERMINERS or nxt in IS_AFTER_NOUN or nxt in BELIEF_ADJECTIVES:
        return True
    if is_gerund(nxt):
        return not gerund_is_noun(lows, k + 1)  # "my mum's | moving", not "my husband's | snoring | is"
    if is_participle(nxt) and "NOUN" not in pos(nxt):
        return True
    tags = pos(nxt)
    if bool(tags) and tags <= {"ADJ", "ADV"}:
        return True
    if nxt[:1].isdigit() and (relation_of(word) is not None or (k > 0 and lows[k - 1] in POSSESSIVES)):
        # an age ("my son's | forty on saturday", "mum's | ninety", "my neighbour's | eighty"),
        # not a count of what is theirs ("my son's | two boys"): no noun after the number
        after = lows[k + 2] if k + 2 < len(lows) else ""
        return not after or "NOUN" not in pos(after) or closed_class(after) or after in AGE_UNITS
    # "my cousin's diabetic | so ...", "my neighbour's vegan | and ...": after a person, a word
    # that may be an adjective or a noun is the adjective when nothing of a noun phrase follows;
    # the person may be named after the relation ("my friend | sarah's pregnant")
    after = lows[k + 2] if k + 2 < len(lows) else ""
    ends = not after or after in CLAUSE_LINKS or after in SUBJECT_PRONOUNS
    return "ADJ" in tags and (relation_of(word) is not None or _named_after_relation(lows, k)) and ends


def _named_after_relation(lows: tuple[str, ...], k: int) -> bool:
    """Token k, a word with its "'s", is a name right after a relation noun ("my friend | sarah's"):
    no dictionary word before its "s", no closed-class word."""
    word = lows[k]
    return k > 0 and relation_of(lows[k - 1]) is not None and not pos(word[:-1]) and not closed_class(word)


def gerund_is_noun(lows: tuple[str, ...], j: int) -> bool:
    """Token j is a gerund that is the noun of a subject, a finite verb right after it ("my
    husband's snoring | is why ...", "his drinking | has got worse", "her coughing | keeps me
    up"): the "'s" before it is a possessive, not "is"."""
    if not is_gerund(lows[j]):
        return False
    after = lows[j + 1] if j + 1 < len(lows) else ""
    return after in GERUND_SUBJECT_VERBS or (
        after.endswith("s") and is_finite_verb(after) and "NOUN" not in pos(after)
    )


def np_relations(np: tuple[str, ...]) -> list[str]:
    """The relation words of a noun phrase, a compound the transcriber split counted as one
    ("my step dad" is "stepdad", `RELATION_PREFIXES`)."""
    out: list[str] = []
    for i, w in enumerate(np):
        r = relation_of(w)
        if r is None:
            continue
        if i > 0 and np[i - 1] in RELATION_PREFIXES:
            r = relation_of(np[i - 1] + w) or r
        out.append(r)
    return out


def np_then_verb(lows: tuple[str, ...], k: int, limit: int = 6, stop: int | None = None) -> int | None:
    """From a determiner or possessive at k, the index of the verb that follows its noun phrase
    ("my chest | got", "the roof repair | came"), or None when no verb follows before `stop`."""
    n = len(lows) if stop is None else stop
    j = k + 1
    while j < n and j - k <= limit:
        w = lows[j]
        if w == "in" and j + 1 < n and lows[j + 1] in IN_LAW and relation_of(lows[j - 1]):
            j += 2  # "my brother in law's a pilot"
            if is_be_clitic(lows, j - 1):
                return j - 1
            continue
        if w in PREPOSITIONS and w != "of":
            nxt = lows[j + 1] if j + 1 < n else ""
            if w in NOUN_PHRASE_PREPOSITIONS and (
                nxt in DETERMINERS or (nxt and not pos(nxt) and not closed_class(nxt))
            ):
                j += 2 if nxt in DETERMINERS else 1  # "the quote for the new boiler | came"
                continue
            return None
        if w in COORDINATORS:
            j += 1
            continue
        if w in SUBJECT_PRONOUNS or (j > k + 1 and w in DETERMINERS):
            return None  # a pronoun or a second noun phrase: no verb for this one
        if (
            j > k + 1
            and verbish(w)
            and not (w.endswith("s") and "NOUN" in pos(w) and j + 1 < n and verbish(lows[j + 1]))
        ):
            return j
        plural = [x for x in lows[k + 1 : j] if x.endswith("s") and relation_of(x)]
        if (
            j > k + 1
            and "VERB" in pos(w)
            and plural
            and all(x in plural or x in PLURAL_SUBJECT_FLOATS or x == lows[k + 1] for x in lows[k + 1 : j])
        ):
            return j  # "my friends say", "my mates all say": a plural subject and its verb
        if j > k + 1 and _agrees_with_person(lows, k, j):
            return j  # "my mother in law | cans", "our neighbour | fishes": a person and its verb
        if is_be_clitic(lows, j):
            return j
        j += 1
    return None


def _agrees_with_person(lows: tuple[str, ...], k: int, j: int) -> bool:
    """Token j is a verb in the third person present that agrees with the one person the noun
    phrase from k names right before it ("my mother in law | cans all the tomatoes", "our
    neighbour | fishes"), though the word may be a plural noun too: after a singular person
    word a noun would need a possessive."""
    w = lows[j]
    if not w.endswith("s") or "VERB" not in pos(w) or closed_class(w):
        return False
    if not _inflected(w):
        return False  # no shorter dictionary form: "news", "bus"
    head = j - 1
    if head >= 2 and lows[head - 1] == "in" and lows[head] in IN_LAW:
        head -= 2  # "my mother | in law"
    person = relation_of(lows[head])
    return person is not None and person == lows[head] and head > k


def _plural_noun(word: str) -> bool:
    """`word` is a noun's plural ("strikes", "results"), not a singular that ends in s ("bus",
    "news"): its dictionary form is shorter."""
    return "NOUN" in pos(word) and _inflected(word)


def _inflected(word: str) -> bool:
    """`word` has a shorter dictionary form it starts with ("strikes", "cans"; not "bus")."""
    return any(len(lemma) < len(word) and word.startswith(lemma) for lemma in lemmas(word))


def subject_start(lows: tuple[str, ...], k: int, stop: int | None = None) -> bool:
    """Token k can open a clause as its subject (looking no further than `stop`)."""
    w = lows[k]
    n = len(lows) if stop is None else stop
    if w in SUBJECT_PRONOUNS:
        # "a shed", "my shed": after a determiner that needs its noun, the noun, not "she'd"
        return k == 0 or lows[k - 1] not in NOUN_DETERMINERS
    if w in INDEPENDENT_POSSESSIVES:  # "mine was fine but | his came back positive"
        return k + 1 < n and verbish(lows[k + 1])
    if w == "well" and k > 0 and k + 1 < n and lows[k - 1] not in CLAUSE_OPENERS:
        nxt = lows[k + 1]  # "we'll" without its apostrophe: "... come early well plant the maize"
        return (
            "VERB" in pos(nxt)
            and nxt not in CLOSED_CLASS
            and not is_past(nxt)
            and nxt not in SUBJECT_PRONOUNS
        )
    if w == "its":  # "it's" without its apostrophe; after a verb it is a possessive (see segment)
        return k + 1 < n and lows[k + 1] not in PREPOSITIONS
    if w == "were":  # "we're" without its apostrophe, when a verb form or noun phrase follows
        # "the kids | were going"; not after a word that may be a predicate adjective ("the scan
        # was clear | were booking", where "were" is "we're")
        before = pos(lows[k - 1]) if k > 0 else frozenset()
        after_noun = "NOUN" in before and "ADJ" not in before and lows[k - 1] not in CLOSED_CLASS
        if k > 0 and lows[k - 1] in PLURAL_SUBJECTS:
            return False  # "we were going to": the past after its own subject, never "we we're"
        return k + 1 < n and not after_noun and (is_gerund(lows[k + 1]) or lows[k + 1] in WE_ARE_NEXT)
    if w in VERB_FIRST_SUBJECTS:
        return k + 1 < n and verbish(lows[k + 1]) and lows[k + 1] not in ("to",)
    if w in POSSESSIVES or w in DEMONSTRATIVES or dialect_my(lows, k):
        return np_then_verb(lows, k, stop=n) is not None
    if (w in INDEFINITE_ARTICLES or w == _ONE) and k + 1 < n and person_word(lows[k + 1]):
        return np_then_verb(lows, k, stop=n) is not None  # "but | a lad at work is vegan"
    if bare_relation(lows, k, n):
        return True  # "mum's in a state", "dad reckons"
    if w.endswith("s") and len(w) > 3 and not pos(w[:-1]) and not closed_class(w):
        return np_then_verb(lows, k, stop=n) is not None  # "jamie's shoe size is"
    if not pos(w) and w.isalpha() and not closed_class(w) and k + 1 < n:
        return is_finite_verb(lows[k + 1]) and lows[k + 1] not in AUXILIARIES  # "kofi works"
    return False


def _contraction_after_stop(lows: tuple[str, ...], canon: Canon, k: int, stop: int) -> bool:
    """A "were" or "its" after a stop is "we're" or "it's" opening a clause, whatever word
    stands before the stop: a noun's own past verb does not come after a pause ("do i need a
    passport for jersey, | were going in may"), nor does a possessive "its" before a preposition
    ("what can i do about the cat, | its in my garden constantly")."""
    if k == 0 or not canon.boundary[k] or k + 1 >= stop:
        return False
    if lows[k] == _ITS:
        return lows[k + 1] in PREPOSITIONS
    if lows[k] != "were":
        return False
    return lows[k - 1] not in PLURAL_SUBJECTS and (is_gerund(lows[k + 1]) or lows[k + 1] in WE_ARE_NEXT)


_ITS = "its"  # "it's" as a transcript without apostrophes writes it


def we_will(lows: tuple[str, ...], k: int, boundary: tuple[bool, ...] = ()) -> bool:
    """ "well" at k is "we'll" without its apostrophe: a bare verb follows with no pause ("well be
    moving", "well see"), which "well" the interjection never takes."""
    if lows[k] != "well" or k + 1 >= len(lows) or (boundary and boundary[k + 1]):
        return False
    nxt = lows[k + 1]
    if nxt in BARE_AUXILIARIES:
        return True
    return bare_verb(nxt) and not is_past(nxt) and not is_gerund(nxt) and "ADV" not in pos(nxt)


def bare_verb(word: str) -> bool:
    """An open-class verb in its dictionary form ("come", "try", "see"): what follows "we'll",
    an inverted "should" or a question's "do"."""
    return "VERB" in pos(word) and word in lemmas(word) and word not in CLOSED_CLASS


def _bare_relation_subject(lows: tuple[str, ...], head: int, end: int) -> bool:
    """A clause opens on a relation word used as a name, an auxiliary or a finite verb after it
    ("mum | was a nurse for forty years", "dad | has had a fall")."""
    w = lows[head]
    if relation_of(w) is None or w in CLOSED_CLASS or head + 1 >= end:
        return False
    nxt = lows[head + 1]
    return nxt in AUXILIARIES or (is_finite_verb(nxt) and nxt not in CLOSED_CLASS)


def bare_relation(lows: tuple[str, ...], k: int, stop: int) -> bool:
    """Token k is a relation word used as a name, with no determiner, and a verb follows ("mum's
    in a state", "nan reckons", "dad said"): the subject is that person."""
    if relation_of(lows[k]) is None:  # first: the usual word is no relation (the checks are pure)
        return False
    if k > 0 and (lows[k - 1] in DETERMINERS or lows[k - 1] in POSSESSIVES or dialect_my(lows, k - 1)):
        return False
    if k > 0 and lows[k - 1][:1].isdigit():
        return False  # counted ("ten mils", "two sons"): the noun of a number, never a subject alone
    if lows[k] in CLOSED_CLASS:
        return False
    if k > 0 and lows[k - 1] not in CLOSED_CLASS and not pos(lows[k - 1]).isdisjoint(_MODIFIERS):
        return False  # "the real boss": a modifier before it, so a noun phrase goes on
    if is_be_clitic(lows, k) or (lows[k] not in RELATIONS and _relation_is(lows, k, stop)):
        return lows[k] not in RELATIONS  # "mum's" is "mum is"; "boss" ends in s by itself
    return k + 1 < stop and is_finite_verb(lows[k + 1]) and lows[k + 1] not in AUXILIARIES


def continues_subject(lows: tuple[str, ...], k: int) -> bool:
    """Token k is a verb that carries on the subject of the clause before ("..., broke his
    wrist", "..., works nights"): a past form or a third person present, not a bare verb."""
    w = lows[k]
    if w in CLOSED_CLASS or not is_finite_verb(w):
        return False
    return is_past(w) or (w.endswith("s") and "VERB" in pos(w))


def dialect_my(lows: tuple[str, ...], k: int) -> bool:
    """ "me mam", "me boss", "ma pal": "me" or "ma" for "my" before a noun (British, Irish and
    Scottish speech). "ma" is also "mother": before a relation or a noun only."""
    if lows[k] not in DIALECT_MY or k + 1 >= len(lows):
        return False
    nxt = lows[k + 1]
    if pos(nxt) == _ADJECTIVE_ONLY and k + 2 < len(lows):
        nxt = lows[k + 2]  # "me new ute"
    if relation_of(nxt) is not None:
        return True
    if nxt in CLOSED_CLASS:
        return False
    if "NOUN" in pos(nxt) or (not pos(nxt) and nxt.isalpha() and len(nxt) > 2):  # "me kelpie"
        if not verbish(nxt):
            return True
        # "provided me knee holds up", "me back's killing me": a word that may be a noun or a
        # verb, followed by a finite verb, is the subject's noun ("let me help you" is not)
        after = lows[k + 2] if k + 2 < len(lows) else ""
        return "NOUN" in pos(nxt) and bool(after) and (is_finite_verb(after) or is_be_clitic(lows, k + 1))
    return False


# A possessive or an article opens the subject's noun phrase after a question's auxiliary ("this"
# and "that" stand alone too often: "does that sound right").
_NOUN_PHRASE_OPENERS = POSSESSIVES | ARTICLES
_NOUN_PHRASE_WORDS = frozenset({"NOUN", "ADJ", "PROPN"})


_NOUN_PHRASE_REACH = 3  # words before a noun that its noun phrase's opener may stand within


def noun_phrase_opener(lows: tuple[str, ...], k: int) -> int | None:
    """Where the noun phrase whose last word is token k opens: the determiner or possessive
    before it, past up to two nouns or adjectives ("the | quiz night", "our | running club"), or
    -1 when such words run back to the turn's start ("gig"). None when anything else stands
    before it within reach ("networking really | pays"), or nothing opens it there."""
    i = k - 1
    while i >= 0 and k - i <= _NOUN_PHRASE_REACH:
        if lows[i] in DETERMINERS or lows[i] in POSSESSIVES:
            return i
        if lows[i] in FUNCTION_WORDS or _NOUN_PHRASE_WORDS.isdisjoint(pos(lows[i])):
            return None
        i -= 1
    return -1 if i < 0 else None


def _asking_verb(word: str) -> bool:
    """The verb after a question's subject is a bare form: "did I try", never "did I tried"
    (which is "I did, I tried" run together), and no relation ("does my mum")."""
    return bare_verb(word) and not relation_of(word) and not is_past(word)


def _verb_after_noun_phrase(
    lows: tuple[str, ...], j: int, after_modal: bool = False, perfect: bool = False
) -> bool:
    """After up to three words of a noun phrase from token j ("mums cough", "new boss"), and
    any adverbs ("does my wife | still | love me"), a bare verb: the question's. A word that is
    neither ends it ("did my homework after dinner" is a statement). `after_modal`: the question
    opened with a modal, after which "be" and "have" are bare verbs too ("could the cough | be
    from the damp"). `perfect`: it opened with "has" or "have", after which the verb is a
    participle ("has my son | passed")."""
    held = 0
    modifier = False  # the word before is only an adjective or a number: a noun comes next
    for x in lows[j : j + 5]:
        closed = x in CLOSED_CLASS and x not in AUXILIARIES  # "up", "for" are no verb; "have" is
        if held and not modifier and perfect:
            if _perfect_participle(x):
                return True
        elif (
            held
            and not modifier
            and (
                x in DO_SUPPORTED_AUXILIARIES
                or (after_modal and x in BARE_AUXILIARIES)
                or (not closed and _asking_verb(x))
            )
        ):
            return True
        if (
            held
            and not modifier
            and x not in PREPOSITIONS
            and x not in WH_WORDS
            and (x in NEGATION_BRIDGES or (x in NOUN_PHRASE_STOPS and "ADV" in pos(x)))
        ):
            continue  # "does my wife | still | love me"; not "did my accounts | before | lunch"
        # "did a big shop at the market", "did a 10k run": after an adjective or a number the
        # word is the noun phrase's head, whatever verb it could be ("did the kids shop" asks)
        modifier = pos(x) == _ADJECTIVE_ONLY or x[:1].isdigit() or is_number_word(x)
        tags = pos(x)
        # an open-class word the tagger does not know is a name or a possessive ("granddads")
        if held < 3 and x not in CLOSED_CLASS and (not tags or not _NOUN_PHRASE_WORDS.isdisjoint(tags)):
            held += 1
            continue
        return False
    return False


# "have" as a main verb asks with a bare verb after it in no question ("have you | a pen" is
# the old possessive), so only its perfect forms open a question with a participle; "had"
# opens an inverted condition ("had i known")
_BARE_HAVE = frozenset(["had"])


def _perfect_participle(word: str) -> bool:
    """A past participle of an open-class verb ("passed", "got", "seen"), as after an asking
    "has" or "have"."""
    return is_past_form(word) and "VERB" in pos(word) and word not in CLOSED_CLASS


_CLEFT_REACH = 5  # words back from the copula to the opener of a cleft's first half


def _cleft_copula(lows: tuple[str, ...], k: int, boundary: tuple[bool, ...]) -> bool:
    """Token k is the "was" or "is" that joins the halves of a cleft ("so what happened | was i
    passed my test", "all i did | was ask"): a wh-word or "all" opened its first half, with words
    between, in the same stretch of speech."""
    if BE_LEMMAS.isdisjoint(lemmas(lows[k])):
        return False
    for j in range(k - 1, max(-1, k - 1 - _CLEFT_REACH), -1):
        if boundary and boundary[j + 1]:
            return False
        if lows[j] in CLEFT_OPENERS:
            # its first half has a verb of its own right away: "what happened", "what i did";
            # not "what time | was i supposed to be there", which asks
            after = lows[j + 1]
            return j < k - 1 and (after in SUBJECT_PRONOUNS or is_past(after))
    return False


def inverted(lows: tuple[str, ...], k: int, boundary: tuple[bool, ...] = ()) -> bool:
    """Token k opens a question: "should i", "do you think", "how do i", "was that" (not "sure
    we did, we drove": a comma between the verb and the pronoun)."""
    n = len(lows)
    w = lows[k]
    if boundary and k + 1 < n and boundary[k + 1]:
        return False
    if w in QUESTION_AUXILIARIES:
        if k + 1 >= n or lows[k + 1] not in QUESTION_SUBJECTS or not _agrees(w, lows[k + 1]):
            return False
        if _cleft_copula(lows, k, boundary):
            return False
        if SUPPORT_LEMMAS.isdisjoint(lemmas(w)):
            return True  # "is it", "can i", "should we"
        # "does my mum's cough sound like asthma", "did the kids like it": after an article or
        # a possessive the subject is a noun phrase, and the verb comes after all of it
        # (transcripts drop the question mark). Such a word is never the subject alone: "did
        # the washing up then watched telly" is a statement whose subject ("I") speech dropped,
        # with "did" its main verb, whatever verb "washing" could be.
        perfect = "have" in lemmas(w) and w not in _BARE_HAVE  # "has | my son | passed"
        if lows[k + 1] in _NOUN_PHRASE_OPENERS:
            return _verb_after_noun_phrase(lows, k + 2, perfect=perfect)
        # "do you think", "has she called": do and have ask only with a verb after the subject
        # ("... and have a great community" owns; "let's do it" acts)
        # (the first word after the subject that is not an adverb decides: "did he passed his
        # driving test" is "... did | he passed", whatever "driving" could be)
        for x in lows[k + 2 : k + 5]:
            if x in NEGATION_BRIDGES or x in NEGATION_WORDS or pos(x) == _ADVERB_ONLY:
                continue
            # "do i | need a ...": an auxiliary that is a main verb after "do"; "have i | got",
            # "has she | called": after "have" the verb is a participle
            if _asking_verb(x) or (not perfect and x in DO_SUPPORTED_AUXILIARIES and w not in _BARE_HAVE):
                return True
            if perfect and _perfect_participle(x):
                return True
            break
        return False
    if w in WH_WORDS:
        return k + 1 < n and (lows[k + 1] in QUESTION_AUXILIARIES or lows[k + 1] in WH_FOLLOWERS)
    return w in WH_CONTRACTIONS


def sentence_ends(canon: Canon, text: str) -> tuple[frozenset[int], frozenset[int], frozenset[int]]:
    """Tokens followed by a sentence end, those followed by a question mark, and those followed
    by a full stop or an exclamation mark (a sentence the writer closed as a statement)."""
    spans = token_spans(text)
    ends: set[int] = set()
    questions: set[int] = set()
    statements: set[int] = set()
    n = len(canon.keys)
    starts, token_ends, lows = canon.starts, canon.ends, canon.lows
    for k in range(n):
        if k + 1 < n:
            first, last = spans[starts[k + 1]]
            between = text[spans[token_ends[k] - 1][1] : first]
        else:
            between = text[spans[token_ends[k] - 1][1] :]
        # a single space (the usual gap) holds no sentence end and no question mark
        if between != " ":
            if any(c in _SENTENCE_END for c in between):
                ends.add(k)
            if "?" in between:
                questions.add(k)
                continue
            if "." in between or "!" in between:
                statements.add(k)
                continue
        if (
            k + 1 < n
            and text[first].isupper()  # _capital_opens needs a capital first (cheap test first)
            and (lows[k] not in FUNCTION_WORDS or lows[k] in SENTENCE_FINAL_WORDS)
            and _capital_opens(text[first:last])
        ):
            ends.add(k)  # "... for my store Its awesome": a transcript without stops keeps capitals
    return frozenset(ends), frozenset(questions), frozenset(statements)


def _capital_opens(raw: str) -> bool:
    """A capitalised everyday word ("Been", "Trying", "Its"), not "I" or a name: in a
    transcript that lost its punctuation, it opens a sentence. Names are unknown to the
    dictionary or proper nouns only, so they never count."""
    if not raw[:1].isupper() or raw[1:2].isupper():
        return False
    low = raw.lower().replace("'", "").replace("’", "")
    if low in I_FORMS:
        return False
    tags = pos(low)
    if low in CLOSED_CLASS:
        return True  # "Its", "Plus", "Yeah"
    # a verb or an adverb opens a sentence ("Been", "Trying", "Still"); a capitalised noun may be
    # a name ("call him Pickles")
    return bool(tags) and not tags.isdisjoint(_OPENING_TAGS) and "NOUN" not in tags and "PROPN" not in tags


def _verb_word(low: str) -> bool:
    """An open-class word that may be a verb ("move" after a "we'll" written "well")."""
    return "VERB" in pos(low) and low not in CLOSED_CLASS


_SHORT_SUBJECT = 3  # words of a bare noun phrase before its verb ("dad's surgery | goes ahead")


def _subject_and_verb(lows: tuple[str, ...], k: int, stop: int) -> bool:
    """A subject and its verb start at k: a subject as `subject_start` reads one, or a short
    noun phrase without a determiner ("mom | can't manage", "dad's surgery | goes ahead"), or
    one an article opens ("unless | the strikes carry on"), which after a subordinator is a
    subject, not an object."""
    if lows[k] in ARTICLES:
        if np_then_verb(lows, k, stop=stop) is not None:
            return True
        # "unless the strikes | carry on": a plural noun and a bare verb after it
        return k + 2 < stop and _plural_noun(lows[k + 1]) and bare_verb(lows[k + 2])
    if subject_start(lows, k, stop) or lows[k] in CLOSED_CLASS or not noun_like(lows[k]):
        return subject_start(lows, k, stop)
    for j in range(k + 1, min(stop, k + 1 + _SHORT_SUBJECT)):
        if verbish(lows[j]):
            return True
        if lows[j] in CLOSED_CLASS or not noun_like(lows[j]):
            return False
    return False


_WE_ARE_WRITTEN = "were"  # "we're" with its apostrophe dropped, as the normaliser leaves it
_INVERSION_REACH = 4  # words of a negative adverbial before its auxiliary ("not even once did")


def _negative_inversion(lows: tuple[str, ...], first: int, k: int, has_verb: bool) -> bool:
    """ "not once | have i missed a payment", "never before | had we seen": a clause that so
    far holds no verb and a negation inverts its auxiliary and subject after it; they are one
    negated statement, not a statement and a question."""
    said = lows[first:k]
    return not has_verb and (
        any(w in INVERTING_NEGATIVES for w in said)
        or (any(w in NEGATION_WORDS for w in said) and any(w in NEGATED_INVERTERS for w in said))
    )


def _topic_noun(lows: tuple[str, ...], first: int, k: int) -> bool:
    """Token k ends a noun phrase after "about" in the clause from `first` ("tell you about my
    | divorce"): a noun there, not a verb taking what follows as its object."""
    j = k
    while j > first and lows[j - 1] != TOPIC_PREPOSITION:
        j -= 1
    if j <= first or j == k + 1:
        return False
    phrase = lows[j : k + 1]
    return phrase[0] in NOUN_DETERMINERS and all(not verbish(w) for w in phrase)


def segment(
    lows: tuple[str, ...], canon: Canon, ends: frozenset[int], qmarks: frozenset[int] = frozenset()
) -> list[int]:
    """The first token of every clause (`qmarks`: tokens a question mark follows)."""
    n = len(lows)
    starts = [0]
    has_verb = has_noun = False
    stops = [n] * n  # the end of each token's sentence
    end_of = n
    for k in range(n - 1, -1, -1):
        if k in ends:
            end_of = k + 1
        stops[k] = end_of

    def opens_subject(k: int) -> bool:
        # looking no further than the token's sentence
        return subject_start(lows, k, stops[k]) or _contraction_after_stop(lows, canon, k, stops[k])

    for k in range(n):
        w = lows[k]
        if k > 0:
            split = False
            if (k - 1) in ends:
                split = True
            elif w in CONDITION_OPENERS and lows[k - 1] in CLAUSE_LINKS and k - 1 > starts[-1]:
                starts.append(k - 1)  # "slowly | but if the loan goes through": the link opens it
                has_verb = has_noun = False
                continue
            elif (
                w in CONDITION_OPENERS
                and (canon.boundary[k] or w in UNAMBIGUOUS_CONDITION_OPENERS)
                and k + 1 < n
                and (
                    _subject_and_verb(lows, k + 1, stops[k])
                    # "unless | were away": after a subordinator "were" can only be "we're"
                    or (w in UNAMBIGUOUS_CONDITION_OPENERS and lows[k + 1] == _WE_ARE_WRITTEN)
                )
            ):
                # "in may, the whole french way, | provided me knee holds up", "the parkrun
                # saturday | provided me knee behaves": the opener and a subject with its verb
                split = True
            elif (
                w == CONDITION_IF
                and k + 1 < n
                and _subject_and_verb(lows, k + 1, stops[k])
                and (
                    has_verb
                    or any(_verb_word(x) for x in lows[starts[-1] : k])
                    or _answer_fragment(lows, starts[-1], k)
                )
                and not any(
                    x in IF_AS_WHETHER_AFTER or not lemmas(x).isdisjoint(IF_AS_WHETHER_AFTER)
                    for x in lows[starts[-1] : k]
                )
            ):
                # "we'll move to perth | if jason gets the transfer": a condition after a whole
                # clause or a short answer ("slowly | if i pass the resit i'll ..."), unless a
                # word before it takes "if" as "whether" ("not sure if")
                split = True
            elif (
                (w in _LINKS or (w in USER_AND and lows[k + 1 : k + 2] in _PRONOUN_NEXT))
                and k + 1 < n
                and opens_subject(k + 1)
            ):
                # ("lost his job an he's behind": a reduced "and" before a pronoun, never an article)
                # "me and | my husband are", "me and the lads did": one subject, not two clauses;
                # a contrast coordinates no subject, so it opens a clause after a verbless
                # fragment too ("not much now | but i drove lorries"), and so does a cause
                # ("surprising | cause i smoked forty a day"); after a pause, "and" and a
                # subject open a clause though the one before found no verb ("my brother in
                # law's eighty this year, | and i still swim"); a subordinator keeps its place
                # in the sentence ("from a distance i mean, since i'm allergic")
                paused = canon.boundary[k] and w in USER_AND and lows[k + 1] in SUBJECT_PRONOUNS
                split = (has_verb or paused or w in CONTRASTIVE_LINKS or _causal_link(lows, k)) and not (
                    w in USER_AND and lows[k - 1] in USER_SUBJECTS
                )
            elif w in CLAUSE_LINKS and canon.boundary[k] and has_verb:
                split = True  # "..., but the help I got was invaluable"
            elif w in RELATIVE_CLAUSE_OPENERS and has_verb and lows[k - 1] not in WH_WORDS:
                split = True  # "a wee lad | who's turning ten": a clause about the noun before
            elif (
                canon.boundary[k] and has_verb and (verbish(w) or "VERB" in pos(w)) and w not in CLOSED_CLASS
            ):
                split = True  # "I finished another project - want to see a pic?": a new clause
            elif (
                w in ELIDED_QUESTION_VERBS
                and has_verb
                and k + 1 < n
                and lows[k + 1] == "to"
                and (stops[k] - 1) in qmarks
                and lows[k - 1] not in CLOSED_CLASS
                and (noun_like(lows[k - 1]) or is_participle(lows[k - 1]) or is_past(lows[k - 1]))
            ):
                # "I finished the quilt want to see it?", "got the shed painted want to see?":
                # the same, in a transcript that lost the stop; the question ("do you want
                # to") is the clause after the statement
                split = True
            elif w in CLAUSE_LINKS and k + 1 < n and inverted(lows, k + 1, canon.boundary):
                split = True  # "or is that crazy": a second question
            elif canon.marks[k] and LINKING_MARKS.intersection(canon.marks[k].split()) and opens_subject(k):
                split = True  # "... married | so the house is quiet": a dropped linking "so"
            elif w in _LINKS and w in CLAUSE_LINKS and has_verb and k + 1 < n and verbish(lows[k + 1]):
                split = True  # "and has the place": a second verb with the subject left out
            elif (
                opens_subject(k)
                and lows[k - 1] not in _LINKS
                and not _name_after_relation(lows, k)
                # "do this | i've"; after a pause neither is part of the subject ("keep track of
                # this, | my cat gets", "note this down, | the bins go out")
                and (lows[k - 1] not in PREPOSITIONS or w in SUBJECT_PRONOUNS or canon.boundary[k])
                and (lows[k - 1] not in DETERMINERS or w in SUBJECT_PRONOUNS or canon.boundary[k])
            ):
                # after a verb, a pronoun, or a fragment with no noun ("not really | my
                # thermostat's at 64", "stressful | my coworker is ...")
                split = (
                    has_verb
                    or not has_noun
                    or canon.boundary[k]
                    or bool(canon.marks[k])
                    or w in SUBJECT_PRONOUNS
                    or k - starts[-1] <= 2  # after a fragment: "wahala o | my mother-in-law keeps"
                    # or a longer one with no verb ("really good actually | my brother's got ...")
                    or (not has_verb and k - starts[-1] <= _FRAGMENT_WORDS)
                )
                prev = lows[k - 1]
                if (
                    (prev in AUXILIARIES or prev in WH_WORDS)
                    and not canon.boundary[k]
                    and w in QUESTION_PRONOUNS
                ):
                    split = False  # "should i", "how do i": a question's subject after its verb
                elif (
                    w not in SUBJECT_PRONOUNS
                    and w != "were"  # read as "we're" by `subject_start`: a pronoun, no object
                    and (verbish(prev) or "VERB" in pos(prev))
                    # "talk about my | divorce | it was finalised": a topic's noun, no verb
                    # whose object the pronoun could be
                    and not _topic_noun(lows, starts[-1], k - 1)
                    and not canon.boundary[k]
                ):
                    # a noun phrase right after a verb is its object ("I'm | my dad's
                    # caregiver"), unless the verb takes a clause ("I wish | my dad was here")
                    # or the phrase has a verb of its own ("i cannot sleep | my exam is ..."):
                    # then it is the next clause's subject, whatever the verb before it takes
                    # a word of fear takes a clause too ("i'm scared | the lump is cancer"); not
                    # a verb of fearing in -ing, which takes its object ("i'm dreading | the stairs")
                    feared = not FEAR_LEMMAS.isdisjoint(lemmas(prev)) and not is_gerund(prev)
                    takes_clause = not COMPLEMENT_VERBS.isdisjoint(lemmas(prev)) or feared
                    split = takes_clause or _owned_subject_with_verb(lows, k, stops[k])
            elif (
                w in INVERTED_CONDITION_VERBS
                and canon.boundary[k]
                and has_verb
                and k + 1 < n
                and lows[k + 1] in INVERTED_CONDITION_SUBJECTS
            ):
                split = True  # "we'll move, | should my wife's transfer go through"
            elif (
                w in QUESTION_AUXILIARIES
                and k + 1 < n
                and not canon.boundary[k + 1]
                and lows[k + 1] in QUESTION_PRONOUNS
                and _agrees(w, lows[k + 1])
                and lows[k - 1] not in WH_WORDS
                and lows[k - 1] not in AUXILIARIES
                and not (lows[k - 1] in CLAUSE_LINKS and starts[-1] == k - 1)
                and not _negative_inversion(lows, starts[-1], k, has_verb)
            ):
                split = True  # "my period's late | could i be pregnant": a question after a statement
            elif (
                w in ASKING_MODALS
                and k + 2 < n
                and not canon.boundary[k + 1]
                and lows[k + 1] in _NOUN_PHRASE_OPENERS
                # "how long should my stitches stay in": the question's own modal, after its wh-word
                and WH_WORDS.isdisjoint(lows[starts[-1] : k])
                and lows[k - 1] not in AUXILIARIES
                and lows[k - 1] not in SUBJECT_PRONOUNS  # "as soon as i can | the kids ...": elliptical
                and not (lows[k - 1] in CLAUSE_LINKS and starts[-1] == k - 1)
                and _verb_after_noun_phrase(lows, k + 2, after_modal=True)
            ):
                split = True  # "still sore | could the swelling be gout": the same with a noun phrase
            if split and starts[-1] != k:
                starts.append(k)
                has_verb = has_noun = False
        if (
            w not in CLAUSE_OPENERS
            and w not in NEGATION_WORDS
            and (
                "NOUN" in pos(w)
                or not pos(w)
                or w in QUESTION_PRONOUNS
                or w in POSSESSIVES
                or w[:1].isdigit()
            )
        ):
            has_noun = True
        if (
            verbish(w)
            or is_be_clitic(lows, k)
            or (k > starts[-1] and lows[k - 1] in SUBJECT_PRONOUNS and "VERB" in pos(w))
        ):
            has_verb = True
    return starts


def _name_after_relation(lows: tuple[str, ...], k: int) -> bool:
    """ "my cousin | anjali's expecting twins": a name with its "'s" right after "my" and a
    relation noun, before a predicate (an -ing form or a describing word), names the relation;
    it opens no subject of its own."""
    w = lows[k]
    return (
        k > 1
        and lows[k - 2] in POSSESSIVES
        and k + 1 < len(lows)
        and (is_gerund(lows[k + 1]) or "ADJ" in pos(lows[k + 1]))
        and w.endswith("s")
        and len(w) > 3
        and _named_after_relation(lows, k)
    )


def _owned_subject_with_verb(lows: tuple[str, ...], k: int, stop: int) -> bool:
    """A possessive noun phrase at k ("my physics exam") followed within a few words by a
    finite verb or a copula of its own ("is", "starts"): a subject with its verb."""
    if lows[k] not in POSSESSIVES or lows[k] in OBJECT_POSSESSIVES or lows[k - 1] in AUXILIARIES:
        return False  # "should | my results be good enough": an inverted subject; "asked | her"
    for j in range(k + 1, min(stop, k + 1 + _SHORT_SUBJECT + 1)):
        w = lows[j]
        # a copula or a present-tense verb: a past one may open a clause of its own with its
        # subject dropped ("didn't pass my theory test | missed it by two")
        present = w.endswith("s") and is_finite_verb(w) and not is_past(w)
        if j > k + 1 and (w in COPULAR_FORMS or present):
            return True
        if w in CLOSED_CLASS or not noun_like(w) or w[:1].isdigit():
            return False  # "a million | times": a count, not a subject
    return False


def _addressed(lows: tuple[str, ...], first: int, k: int) -> bool:
    """A name at k said to the listener with no comma: after an opening interjection or at the
    clause's start, before a pronoun subject or another interjection ("yeah gina thanks", "wow
    john you're awesome"), or said twice ("john john")."""
    nxt = lows[k + 1] if k + 1 < len(lows) else ""
    opened = k == first or all(w in INTERJECTIONS or w in CLAUSE_OPENERS for w in lows[first:k])
    return opened and (
        nxt in SUBJECT_PRONOUNS or nxt in CONTRACTED_VERB or nxt in INTERJECTIONS or nxt == lows[k]
    )


def clause_head(lows: tuple[str, ...], first: int, end: int, boundary: tuple[bool, ...] = ()) -> int:
    """The first token of clause [first, end) after its opening words ("and", "well", "oh")
    and a name said to the listener ("Yeah, Gina, thanks ...")."""
    k = first
    while k < end - 1:
        w = lows[k]
        if w == "well" and we_will(lows, k, boundary):
            break  # "well be moving": "we'll" without its apostrophe
        if (
            w in CLAUSE_OPENERS
            or w in SUBORDINATORS
            or w in INTERJECTIONS
            or (w in USER_AND and lows[k + 1] in SUBJECT_PRONOUNS)
        ):
            if w in OPENERS_AS_SUBJECTS and verbish(lows[k + 1]):
                break  # "that is", "so is": the word is the subject
            k += 1
        elif (
            not pos(w)
            and w.isalpha()
            and w not in CLOSED_CLASS
            and ((boundary and boundary[k + 1]) or _addressed(lows, first, k))
        ):
            k += 1  # a vocative: "Wow Jon, you're ...", "yeah gina thanks", "wow john you're"
        else:
            break
    return k


def describe(
    lows: tuple[str, ...], first: int, end: int, question: bool, boundary: tuple[bool, ...] = ()
) -> Clause:
    """Subject, verb and tense of the clause [first, end)."""
    head = clause_head(lows, first, end, boundary)
    for j in range(head + 1, min(end - 1, head + _INVERSION_REACH)):
        if (
            lows[j] in QUESTION_AUXILIARIES
            and lows[j + 1] in QUESTION_PRONOUNS
            and _negative_inversion(lows, head, j, False)
        ):
            # "not once | did i pay the rent late": the subject after the inverted auxiliary
            rest = describe(lows, j + 1, end, False, boundary)
            return Clause(first, end, head, rest.subject, rest.relation, rest.verb, rest.past, False)
    w = lows[head]
    subject, relation, verb = Subject.NONE, None, None
    if dialect_my(lows, head):
        w = "my"  # "me boss reckons ...": "me" for "my"
    if w == "my" and lows[head] == "me":
        at = np_then_verb(lows, head, stop=end)
        stop = at if at is not None else min(end, head + 5)
        if at is not None and is_be_clitic(lows, at) and (not verbish(lows[at]) or at == head + 1):
            stop = at + 1  # "me grandad's | ninety": the noun carries its "is"
        rels = np_relations(lows[head + 1 : stop])
        subject, relation, verb = (Subject.THIRD, rels[-1], at) if rels else (Subject.THING, None, at)
    elif we_will(lows, head, boundary):
        subject, verb = Subject.USER, head + 1  # "well be moving": "we'll"
    elif w in USER_SUBJECTS:
        subject, verb = Subject.USER, head + 1
        if w in CONTRACTED_VERB:
            verb = head
    elif w in THIRD_SUBJECTS or w in GENERIC_PEOPLE or w in INDEFINITE_PERSONS:
        subject, verb = Subject.THIRD, head + 1
        if w in CONTRACTED_VERB:
            verb = head
    elif w == "were" and head + 1 < end and (is_gerund(lows[head + 1]) or lows[head + 1] == "gonna"):
        subject, verb = Subject.USER, head  # "we're putting together a show": "we're", not "were"
    elif w in INDEPENDENT_POSSESSIVES and head + 1 < end and verbish(lows[head + 1]):
        # "hers came back a fail": somebody's thing; "mine", "ours" the user's
        owner = INDEPENDENT_POSSESSIVES[w]
        subject, verb = (Subject.THING if owner is Subject.USER else owner), head + 1
    elif w in SECOND_PERSON and w not in POSSESSIVES:
        subject, verb = Subject.YOU, head + 1
    elif w in IT_FORMS or (w in POINTING_WORDS and head + 1 < end and verbish(lows[head + 1])):
        subject, verb = Subject.THING, head + 1 if w not in CONTRACTED_VERB else head
    elif (
        w in POSSESSIVES
        or w in ARTICLES
        or w in POINTING_WORDS
        or dialect_my(lows, head)
        or _one_person(lows, head)
    ):
        if dialect_my(lows, head):
            w = "my"
        at = np_then_verb(lows, head, stop=end)
        stop = at if at is not None else min(end, head + 5)
        if (
            at is not None
            and is_be_clitic(lows, at)
            and (not verbish(lows[at]) or at == head + 1 or relation_of(lows[at]) is not None)
        ):
            # "my best mate's | just been made redundant": a relation word is the noun; "my mom's
            # moving": "mom's" is the noun and its verb; right after a determiner the
            # word is the noun even when it may be a verb too ("our neighbour's just got back")
            stop = at + 1
        np = lows[head + 1 : stop]
        rels = np_relations(np)
        denied = {j + 1 for j, x in enumerate(np) if x in NEGATION_WORDS}  # "... | not me"
        if any(x in SELF_IN_SUBJECT and j not in denied for j, x in enumerate(np)):
            subject = Subject.USER  # "my wife and i"; not "my wife's diabetic | not me"
        elif rels and (
            w in POSSESSIVES
            or w == _THE
            or (_somebody_said(lows, head) and not (at is not None and lows[at] in GENERIC_MODALS))
        ):
            subject, relation = Subject.THIRD, rels[-1]
        elif w in POSSESSIVES and (named := _named_role(np)) is not None:
            subject, relation = Subject.THIRD, named  # "my driver emeka | is fasting"
        else:
            subject = Subject.THING
        verb = at
    elif w in THING_SUBJECTS:
        subject, verb = Subject.THING, head + 1 if w not in CONTRACTED_VERB else head
    elif _bare_relation_subject(lows, head, end):
        subject, relation, verb = Subject.THIRD, relation_of(w), head + 1  # "mum | was a nurse"
    elif question and head + 1 < end and lows[head] in QUESTION_AUXILIARIES:
        nxt = lows[head + 1]
        if nxt in USER_SUBJECTS:
            subject = Subject.USER
        elif nxt == "you":
            subject = Subject.YOU
        else:
            subject = Subject.THIRD if nxt in THIRD_SUBJECTS else Subject.THING
        verb = head
    elif bare_relation(lows, head, end):
        subject, relation = Subject.THIRD, relation_of(w)  # "mum's in a state": a relation as a name
        verb = head if is_be_clitic(lows, head) else head + 1
    elif head + 1 < end and not pos(w) and w.isalpha() and not closed_class(w) and verbish(lows[head + 1]):
        subject, relation, verb = Subject.THIRD, w, head + 1  # a name: "kofi works nights"
    elif verbish(w) or "VERB" in pos(w):
        subject, verb = Subject.NONE, head
    if verb is not None and verb >= end:
        verb = None
    past = False
    if verb is not None and not (lows[verb] == "were" and subject is Subject.USER and verb == head):
        v = lows[verb]
        if v in CONTRACTED_VERB and v not in USER_COPULAS:
            after = lows[verb + 1] if verb + 1 < end else ""
            past = after in PAST_AUXILIARIES or is_past(after)
        else:
            past = v in PAST_AUXILIARIES or (is_past(v) and v not in NOT_PAST_FORMS)
            if not past and v in PERFECT_AUXILIARIES and verb + 1 < end:
                past = False  # present perfect reads as present
    return Clause(first, end, head, subject, relation, verb, past, question)


def _named_role(np: tuple[str, ...]) -> str | None:
    """The noun of a possessive noun phrase that ends in a name set beside it ("my driver |
    emeka", "my helper | marisol"): a word no dictionary knows after a noun names a person, so
    the noun is that person's role, whatever the role (`relation_of` knows kin and a few roles
    only). None when the phrase ends otherwise."""
    if len(np) < 2:
        return None
    name, noun = np[-1], np[-2]
    if pos(name) or not name.isalpha() or len(name) < _NAME_LETTERS or closed_class(name):
        return None
    return noun if "NOUN" in pos(noun) and not closed_class(noun) else None


_NAME_LETTERS = 3


def is_question(
    lows: tuple[str, ...],
    head: int,
    end: int,
    qmarks: frozenset[int],
    boundary: tuple[bool, ...] = (),
    stops: frozenset[int] = frozenset(),
) -> bool:
    """The clause [head, end) asks: it ends on a question mark, or, where the text has no stop
    after it, its word order is a question's. A clause closed by a full stop or an exclamation
    mark (`stops`) is a statement whatever its order ("... to see how others might like it!")."""
    if (end - 1) in stops:
        return False
    if (end - 1) in qmarks:
        # "Nature sure seems to refresh us, huh?": a statement with a tag asks for agreement
        # ("..., write?": the transcriber's spelling of a tag that sounds the same)
        # A tag after a rule asks whether it holds ("i can take it with the new pills, yeah?")
        return (
            word_key(lows[end - 1]) not in _QUESTION_TAG_KEYS
            or inverted(lows, head, boundary)
            or not RULE_WORDS.isdisjoint(lows[head : end - 1])
        )
    if (
        lows[head] in INVERTED_CONDITION_VERBS
        and head + 1 < end
        and lows[head + 1] in INVERTED_CONDITION_SUBJECTS
    ):
        # "should the visa come through, we'll move": an inverted condition when a clause follows
        return end >= len(lows)
    return inverted(lows, head, boundary)


_ADVERB_ONLY = frozenset({"ADV"})
_ADJECTIVE_ONLY = frozenset({"ADJ"})

_QUESTION_TAG_KEYS = frozenset(word_key(tag) for tag in QUESTION_TAGS)

CLOSED_CLASS = (
    FUNCTION_WORDS
    | DETERMINERS
    | PREPOSITIONS
    | AUXILIARIES
    | SUBJECT_PRONOUNS
    | NEGATION_WORDS
    | CLAUSE_OPENERS
    | SUBORDINATORS
    | INTERJECTIONS
    | frozenset(CONTRACTED_VERB)
    | UNIVERSALS
    | WH_WORDS
    | WH_CONTRACTIONS
)


def _object_follows(lows: tuple[str, ...], k: int) -> bool:
    """What starts at k reads as a verb's object or complement ("works | the night shift")."""
    return k < len(lows) and (
        lows[k] in DETERMINERS or lows[k] in PREPOSITIONS or lows[k] in NOUN_PHRASE_STOPS
    )


def _attributive(lows: tuple[str, ...], k: int, j: int, end: int) -> bool:
    """Token j, right after the possessive at k, is a verb form that is also an adjective and a
    noun follows it ("my bearded dragon", "my retired husband"): nothing finite can follow a
    possessive, so it describes the noun."""
    return (
        j == k + 1
        and j + 1 < end
        and "ADJ" in pos(lows[j])
        and "NOUN" in pos(lows[j + 1])
        and not verbish(lows[j + 1])
    )


def _verb_after_relation(lows: tuple[str, ...], j: int) -> bool:
    """The word after a relation ("my sister | works", "my son's | moved out") is its verb, not
    a thing of the relation's. After the relation's "'s" ("my son's | cough", "my neighbour's |
    dog") a word in its bare form cannot be a verb ("is cough", "has dog"): it is the noun the
    relation owns."""
    word = lows[j]
    if "VERB" not in pos(word):
        return False
    owner = lows[j - 1]
    if not owner.endswith("s") or relation_of(owner) == owner or "NOUN" not in pos(word):
        return True
    return word not in lemmas(word) or is_gerund(word) or is_participle(word) or is_past(word)


def _relation_is(lows: tuple[str, ...], k: int, end: int, asked: bool = False) -> bool:
    """ "me partner's allergic to shellfish", "my flatmate's vegan so ...": a relation written
    with its "'s" (the apostrophe dropped) before a word that may be an adjective and that no
    noun follows is the relation and "is", not the relation's thing: the phrase ends at the
    relation, and what follows is said of that person, not owned by the user."""
    word = lows[k]
    named = k > 0 and relation_of(lows[k - 1]) is not None and not pos(word[:-1])  # "my mate | dave's"
    if not word.endswith("s") or (relation_of(word) is None and not named) or k + 1 >= end:
        return False
    if is_be_clitic(lows, k):
        return True
    nxt = k + 2
    if nxt >= end:  # "my flatmate's vegan" closing the message; asked, "my neighbour's dog" owns one
        return "ADJ" in pos(lows[k + 1]) or ("NOUN" in pos(lows[k + 1]) and not asked)
    if subject_start(lows, nxt, end) or (
        lows[nxt] in CLAUSE_LINKS and nxt + 1 < end and subject_start(lows, nxt + 1, end)
    ):
        return True  # "my flatmate's vegan (so) | the fridge is full": a new clause follows
    said = lows[k + 1]  # an adjective, or an age ("me grandad's ninety on sunday")
    if said[:1].isdigit():  # "gran's ninety two next week"; "my dad's 2 dogs" counts a noun
        return lows[nxt] in CLOSED_CLASS or "NOUN" not in pos(lows[nxt])
    return "ADJ" in pos(said) and (lows[nxt] in CLOSED_CLASS or not noun_like(lows[nxt]))


def possessive_phrases(
    lows: tuple[str, ...],
    first: int,
    end: int,
    asked: bool = False,
    apostrophe_s: frozenset[int] = frozenset(),
) -> list[tuple[int, int, Subject]]:
    """(first, end, owner) of each noun phrase opened by a possessive in [first, end): "my left
    knee" (owner "user"), "her first chem exam" ("third"). `asked`: the phrase is in a question,
    where a relation's "'s" before a bare noun owns it ("what do i do about my neighbour's |
    dog"); in a statement it may be "is" before a predicate ("my cousin's | type one diabetic").
    `apostrophe_s`: tokens written with "'s" (the canonical tokens drop the apostrophe, so
    "brother's" reads as the plural "brothers"): a noun so written before a preposition ends the
    phrase, the "'s" being "is" ("my brother's | in the navy"), not "my brothers in the navy"."""
    out: list[tuple[int, int, Subject]] = []
    k = first
    while k < end:
        if lows[k] not in POSSESSIVES and not dialect_my(lows, k):
            k += 1
            continue
        j = k + 1
        # "for | my brother's wedding": after a preposition the phrase is an object, never a
        # subject, so a relation's "'s" owns what follows instead of being "is"
        governed = k > 0 and lows[k - 1] in PREPOSITIONS
        while (
            j < end
            and j - k <= 5
            and lows[j] not in NOUN_PHRASE_STOPS
            and lows[j] not in PREPOSITIONS
            and lows[j] not in AUXILIARIES
            and lows[j] not in SUBJECT_PRONOUNS
            and lows[j] not in DETERMINERS
            and (
                noun_like(lows[j])
                or relation_of(lows[j]) is not None
                or (j > k + 1 and gerund_is_noun(lows, j))
            )
            and not (
                is_finite_verb(lows[j]) and "NOUN" not in pos(lows[j]) and not _attributive(lows, k, j, end)
            )
            and not (j > k + 1 and is_gerund(lows[j]) and not gerund_is_noun(lows, j) and not governed)
            and not (j > k + 1 and is_finite_verb(lows[j]) and _object_follows(lows, j + 1))
            and not (
                j > k + 1
                and not governed
                and relation_of(lows[j - 1]) is not None
                # "my ex | husband": after a bare relation word, a relation names, it does not act
                and not (relation_of(lows[j]) is not None and relation_of(lows[j - 1]) == lows[j - 1])
                and (_verb_after_relation(lows, j) if asked else "VERB" in pos(lows[j]))
                and not gerund_is_noun(lows, j)  # "my husband's | snoring | is"
            )
            and not (j > k + 1 and not governed and _relation_is(lows, j - 1, end, asked))
            and not (j > k + 1 and not governed and not asked and _agrees_with_person(lows, k, j))
            # "does my mum's cough | sound like asthma": in the subject after an asking auxiliary,
            # a bare verb after the noun a relation owns is the question's own ("what do i pack
            # for my daughter's first | term" has its verb before)
            and not (
                asked
                and k > 0
                and lows[k - 1] in QUESTION_AUXILIARIES
                and j > k + 2
                and relation_of(lows[j - 2]) is not None
                and "VERB" in pos(lows[j])
                and lows[j] in lemmas(lows[j])
            )
        ):
            j += 1
        # "my trip to shimla in january": what the noun phrase's own prepositions add
        while (
            j + 1 < end
            and lows[j] in NOUN_PHRASE_PREPOSITIONS
            and j - k <= 8
            and ((j - 1) not in apostrophe_s or (lows[j] == "in" and lows[j + 1] in IN_LAW))
        ):
            m = j + 1
            if lows[m] in ARTICLES:
                m += 1
            if m < end and _object_noun(lows[m]):
                j = m + 1
                # a compound object ("at | leeds uni", "on | the ninth of | may")
                while (
                    j < end
                    and j - k <= _PHRASE_REACH
                    and _object_noun(lows[j])
                    and lows[j] not in PREPOSITIONS
                    and not (not asked and _agrees_with_person(lows, k, j))  # "in law | cans"
                ):
                    j += 1
            else:
                break
        owner = (
            Subject.USER
            if lows[k] in USER_POSSESSIVE_WORDS
            else Subject.YOU
            if lows[k] == "your"
            else Subject.THIRD
        )
        out.append((k, j, owner))
        k = j
    return out


_PHRASE_REACH = 10  # words a possessive noun phrase runs to, its prepositions' objects included


def _object_noun(low: str) -> bool:
    """A word that can be the noun of a preposition's object in a noun phrase: a noun that is
    no verb, or a month ("on the ninth of | may", where "may" is also a modal)."""
    return low in MONTHS or (noun_like(low) and not verbish(low) and low not in CLOSED_CLASS)


def sentence_indexes(clauses: list[Clause], ends: frozenset[int]) -> tuple[int, ...]:
    """The sentence of each clause (a full stop, question or exclamation mark ends one)."""
    out: list[int] = []
    sentence = 0
    for i, c in enumerate(clauses):
        if i and any(k in ends for k in range(clauses[i - 1].first, c.first)):
            sentence += 1
        out.append(sentence)
    return tuple(out)


_FRAGMENT_WORDS = 3  # words of a short answer a condition may follow ("slowly | if i ...")


def _answer_fragment(lows: tuple[str, ...], start: int, k: int) -> bool:
    """lows[start:k] is a short verbless answer ("slowly", "maybe") that a condition with a
    subject of its own then follows. Not a word that makes one with "if" ("even if", "as if",
    "what if"), nor an adjective, whose condition is its own ("sorry | if i sound half asleep",
    "happy if ...": an elided "i'm"), so what follows is no consequence of it."""
    before = lows[k - 1]
    if not 0 < k - start <= _FRAGMENT_WORDS or before in FUNCTION_WORDS or before in WH_WORDS:
        return False
    return "ADJ" not in pos(before)


def _causal_link(lows: tuple[str, ...], k: int) -> bool:
    """lows[k] says why ("because", "cause"), which, like a contrast, coordinates no subject;
    not the noun of a noun phrase a determiner opened ("a good cause | ...")."""
    return lows[k] in CAUSAL_LINKS and DETERMINERS.isdisjoint(lows[max(0, k - 2) : k])


def _agrees(auxiliary: str, subject: str) -> bool:
    """An inverted auxiliary agrees with the pronoun after it: "is it", "does she", "am i"; not
    "is i" or "has we" ("the truth is | i love my job" is a statement, not "is i love ...?")."""
    return not (auxiliary in THIRD_SINGULAR_AUXILIARIES and subject in NON_THIRD_SINGULAR)
