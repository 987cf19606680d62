"""What a fact claims: its specifics, whom it is about, its main verb and tense, and how it says
it (a fact may report a wish, a plan, a doubt, somebody's words or a past that is over, and then
the user's wish backs it). Rules V5, V6 and V7 compare this with the user's clause.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from companion.validation.lexicon import (
    AFTER_REPORTING,
    AUXILIARIES,
    CALENDAR,
    CLAUSE_OPENERS,
    CONTRACTED_VERB,
    DETERMINERS,
    FACT_ASKING,
    FACT_CONDITION,
    FACT_DOUBT,
    FACT_FUTURE,
    FACT_PAST,
    FACT_PLAY,
    FACT_REPORT,
    FACT_WISH,
    FIRST_PERSON,
    FUNCTION_WORDS,
    GENERAL_WORDS,
    NEGATIONS,
    NEGATIVE,
    NOT_NAMES,
    OPINION_VERBS,
    PAST_AUXILIARIES,
    POSSESSIVES,
    PREPOSITIONS,
    SECOND_PERSON,
    SPEECH_ACT_VERBS,
    SUBORDINATORS,
    THIRD_PERSON,
    WH_WORDS,
    WISH_BEFORE_COMPLEMENT,
    WISH_COMPLEMENT_OPENERS,
)
from companion.validation.lexicon.claims import (
    AGE_WORDS,
    BECOMING_FORMS,
    EMBEDDING_WORDS,
    HAVING_FORMS,
    MODAL_FORMS,
    NAMING_LEMMAS,
    POSSESSIVE_LEAD_PATTERN,
    PREDICATIVE_WORDS,
    THING_LEAD_PATTERN,
    USER_PATTERN,
    USING_FORMS,
)
from companion.validation.lexicon.clauses import ARTICLES, GOING_TO
from companion.validation.lexicon.morphology import (
    is_finite_verb,
    is_gerund,
    is_participle,
    is_past,
    lemmas,
    plain_present,
    pos,
)
from companion.validation.lexicon.patterns import EMBEDDED_SUBJECT_PATTERN
from companion.validation.lexicon.people import (
    FEMALE_RELATIONS,
    FEMALE_SUBJECTS,
    MALE_RELATIONS,
    MALE_SUBJECTS,
)
from companion.validation.lexicon.tables import FACT_MARKERS, Marker, find_phrases
from companion.validation.lexicon.units import unit_key
from companion.validation.normalize import Canon, canonicalize
from companion.validation.utterance import Frame, relation_of

__all__ = ["FactShape", "carries", "content_lemmas", "fact_shape", "of_their_sex"]

_DIGIT_ONE_RE = re.compile(r"(?<![\d.,])1(?!\d)(?![.,]\d)")
_FIRST_WORD_RE = re.compile(r"\s*([^\W\d_]+)")

_NOUN_OPENERS = DETERMINERS | POSSESSIVES  # words after which a word is a noun ("the | reports")
_CLOSED_WORDS = FUNCTION_WORDS | SUBORDINATORS | PREPOSITIONS | DETERMINERS | WH_WORDS | CLAUSE_OPENERS
_SKIP = FUNCTION_WORDS | FIRST_PERSON | SECOND_PERSON | THIRD_PERSON | NEGATIONS | GENERAL_WORDS


@dataclass(frozen=True, slots=True)
class FactShape:
    """The parts of a fact text the rules look at."""

    canon: Canon
    specifics: tuple[str, ...]  # canonical keys that must be backed (names, numbers, dates)
    leading_name: str | None  # key of a capitalised first word that may name the user
    names_user: bool  # the text says "User" / "the user"
    relations: tuple[str, ...]  # relation words (sister, boss, ...) the fact mentions
    possessive_lead: bool  # the text opens with "X's" / "User's": it is about X's something
    thing_lead: bool  # the text opens with "The ..." / "A ..." (not "the user"): about that
    lemmas: frozenset[str]  # every dictionary form of every word
    content: tuple[int, ...]  # token indexes of the words that say what (not who or how)
    verb: int | None  # the main verb's token
    past: bool  # the main verb is in the past (or "used to")
    frames: frozenset[Marker]  # markers the fact itself carries ("wish", "past", ...)
    people: tuple[str, ...] = ()  # relations the fact names as people ("their sister", "User's boss")
    past_any: bool = False  # some verb of the fact is in the past ("having had a mentor")
    opinion: bool = False  # the main verb reports a view or advice ("values", "advised")
    existence: bool = False  # the fact only says the user has something ("User has a sourdough starter")
    using: bool = False  # ... by taking or using it ("User takes lisinopril"): had only when called theirs
    relative: bool = False  # a clause of the fact has its own subject ("which", "that", "who")
    head_lemmas: frozenset[str] = frozenset()  # dictionary forms of the words up to the main verb's
    embedded_name: str | None = None  # key of the subject name after "There is a chance that"


@lru_cache(maxsize=8192)
def fact_shape(text: str) -> FactShape:
    """V5/V6/V7: the specifics of a fact text, whom it is about and how it says it."""
    canon = canonicalize(text)
    specifics: list[str] = []
    for k, (key, critical) in enumerate(zip(canon.keys, canon.critical, strict=False)):
        if not critical or key == "user" or key in NEGATIONS:  # negations are V7's business
            continue
        if k > 0 and canon.keys[k - 1][:1].isdigit() and unit_key(canon.lows[k]) is not None:
            continue  # a unit is compared with its number (values.unit_conflict), not alone
        if key == "1" and _DIGIT_ONE_RE.search(text) is None:  # "one of her goals" is no amount
            continue
        if key not in specifics:
            specifics.append(key)
    first = _FIRST_WORD_RE.match(text)
    leading: str | None = None
    named = first is not None and first.group(1)[0].isupper() and not _not_a_name(first.group(1).lower())
    if named and not _doing_opens(canon):
        leading = canon.keys[0] if canon.keys else None
        if leading is not None and leading in CALENDAR:
            leading = None
    lows = canon.lows
    relations = tuple(r for r in map(relation_of, lows) if r is not None)
    people = tuple(
        r
        for k, r in enumerate(map(relation_of, lows))
        if r is not None and not any(w in PREDICATIVE_WORDS for w in lows[max(0, k - 3) : k])
    )
    all_lemmas = frozenset().union(*(lemmas(w) for w in lows)) if lows else frozenset()
    content = tuple(
        k
        for k, w in enumerate(lows)
        if w not in _SKIP and (w[:1].isdigit() or (len(w) > 2 and w.isalpha())) and not _age_word(lows, k)
    )
    possessive_lead = POSSESSIVE_LEAD_PATTERN.match(text) is not None
    verb = next(
        (
            k
            for k, w in enumerate(lows)
            if (w in AUXILIARIES or (w in CONTRACTED_VERB and k > 0) or is_finite_verb(w))
            # "User's | twins | are starting", "their cats sleep": a noun after a possessive is
            # what is owned, whatever else its form may be
            and not (_owned_noun(lows, k, possessive_lead) and w not in AUXILIARIES)
        ),
        None,
    )
    # the markers are written as the user says them ("i have to"); the fact says "User has to"
    plain = tuple(map(plain_present, lows))
    frames = {
        tag
        for words in ({lows, plain} if plain != lows else {lows})
        for start, end, tag in find_phrases(words, FACT_MARKERS)
        # "User is going to Portugal": a trip, not a plan word (as in the user's clauses)
        if not (
            tag is Marker.PLAN
            and words[start] in GOING_TO
            and end < len(words)
            and "VERB" not in pos(words[end])
        )
    }
    past = False
    if verb is not None:
        v = lows[verb]
        past = v in PAST_AUXILIARIES or (is_past(v) and v not in MODAL_FORMS)
    if Marker.PAST in frames:
        past = True
    return FactShape(
        canon,
        tuple(specifics),
        leading,
        bool(USER_PATTERN.search(text)),
        relations,
        possessive_lead,
        THING_LEAD_PATTERN.match(text) is not None,
        all_lemmas,
        content,
        verb,
        past,
        frozenset(frames),
        people=people,
        past_any=past or any(_past_verb(lows, k) for k in range(len(lows))),
        opinion=verb is not None and not lemmas(lows[verb]).isdisjoint(OPINION_VERBS),
        relative=any(w in EMBEDDING_WORDS for w in lows),
        existence=verb is not None
        and verb <= 2
        and (lows[verb] in HAVING_FORMS or lows[verb] in USING_FORMS)
        and not _perfect(lows, verb),
        using=verb is not None and lows[verb] in USING_FORMS,
        head_lemmas=_head_lemmas(lows, verb),
        embedded_name=_embedded_name(text) if leading is None else None,
    )


def _owned_noun(lows: tuple[str, ...], k: int, possessive_lead: bool) -> bool:
    """Token k is a noun right after a possessive: the fact's "User's" or "my", "their"."""
    if k == 0 or "NOUN" not in pos(lows[k]):
        return False
    return (k == 1 and possessive_lead) or lows[k - 1] in POSSESSIVES


def _embedded_name(text: str) -> str | None:
    """The key of a name that is the subject after an empty opening ("There is a chance that
    Tim will ..."): it may name the user as a leading name does."""
    found = EMBEDDED_SUBJECT_PATTERN.match(text)
    if found is None or not found.group(1)[0].isupper() or _not_a_name(found.group(1).lower()):
        return None
    keys = canonicalize(found.group(1)).keys
    return keys[0] if keys else None


def _head_lemmas(lows: tuple[str, ...], verb: int | None) -> frozenset[str]:
    """The dictionary forms of the words that say how the fact is claimed: up to two words after
    its main verb ("User wants to", "User's goal is", "User is hoping"). A wish word further on
    modifies what is claimed ("User lends a hand at future events", "reaching for new goals")."""
    if verb is not None and not lemmas(lows[verb]).isdisjoint(SPEECH_ACT_VERBS | OPINION_VERBS):
        stop = len(lows)  # "User expresses wanting to ...": what the speech act reports is its frame
    else:
        stop = min(len(lows), 3 if verb is None else verb + 3)  # no verb read: the subject and next words
    if not stop:
        return frozenset()
    return frozenset().union(*(lemmas(w) for k, w in enumerate(lows[:stop]) if _attitude(lows, k)))


def _attitude(lows: tuple[str, ...], k: int) -> bool:
    """Token k may say how the fact is claimed: any word but one that is a wish only before
    its complement ("User is open | to moving", "User longs | for home"), not as a verb or an
    adjective of its own ("User opens a cafe", "User has long hair")."""
    openers = [WISH_BEFORE_COMPLEMENT[lemma] for lemma in lemmas(lows[k]) if lemma in WISH_BEFORE_COMPLEMENT]
    if not openers:
        return True
    nxt = lows[k + 1] if k + 1 < len(lows) else ""
    if not any(nxt in o for o in openers):
        return False
    if nxt not in WISH_COMPLEMENT_OPENERS:
        return True  # "longs | for home"
    after = lows[k + 2] if k + 2 < len(lows) else ""
    return "VERB" in pos(after) and (after in lemmas(after) or is_gerund(after))


def _perfect(lows: tuple[str, ...], verb: int) -> bool:
    """ "has preponed", "has been", "has just finished": "have" as the auxiliary of a perfect,
    not of possession, also past an adverb or two before the participle."""
    j = verb + 1
    while j < min(len(lows), verb + 3) and "ADV" in pos(lows[j]):
        j += 1
    nxt = lows[j] if j < len(lows) else ""
    return bool(nxt) and (is_participle(nxt) or is_past(nxt) or nxt.endswith("ed"))


def _age_word(lows: tuple[str, ...], k: int) -> bool:
    """ "years" and "old" of "58 years old": part of how the number is said, not content."""
    return lows[k] in AGE_WORDS and any(w[:1].isdigit() for w in lows[max(0, k - 2) : k])


def _doing_opens(canon: Canon) -> bool:
    """The fact opens on a doing with its object or place ("Fixing | the boiler cost ...",
    "Walking | to work takes ..."): its capitalised first word is a verb, not a name ("Manning
    is User's boss" keeps its name)."""
    lows = canon.lows
    if len(lows) < 2 or not is_gerund(lows[0]):
        return False
    nxt = lows[1]
    return nxt in DETERMINERS or nxt in POSSESSIVES or nxt in PREPOSITIONS


def _not_a_name(word: str) -> bool:
    """A capitalised first word that names nobody ("If", "While", "The")."""
    return word in NOT_NAMES or word in _CLOSED_WORDS


def _past_verb(lows: tuple[str, ...], k: int) -> bool:
    """Token k is a verb in the past ("had", "having had"), not a participle used as an adjective
    or a passive ("is engaged", "was born")."""
    w = lows[k]
    regular = len(w) > 4 and w.endswith("ed") and not pos(w) and w.isalpha()  # "flatted": unknown verb
    if not (is_past(w) or regular) or w in MODAL_FORMS:
        return False
    if k >= 2 and lows[k - 2] in ARTICLES and "NOUN" in pos(lows[k - 1]) and is_participle(w):
        return False  # "a horse called Pepper", "a cottage built in 1920": said of the noun
    if k >= 1 and lows[k - 1] != "user" and not lemmas(w).isdisjoint(NAMING_LEMMAS):
        return "NOUN" not in pos(lows[k - 1])  # "their dog named Rex" names the dog
    return k == 0 or lows[k - 1] not in BECOMING_FORMS


def _possessor(word: str) -> bool:
    """ "their", "User's", "sister's", "Omar's": a word that owns the noun after it."""
    if word in POSSESSIVES or word == "users":
        return True
    return len(word) > 3 and word.endswith("s") and (relation_of(word) is not None or not pos(word[:-1]))


def content_lemmas(shape: FactShape) -> frozenset[str]:
    """The fact's content words (see `FactShape.content`) and their dictionary forms."""
    lows = shape.canon.lows
    return frozenset().union(*(lemmas(lows[k]) for k in shape.content)) if shape.content else frozenset()


def says_at_head(shape: FactShape, frame: Frame) -> bool:
    """The fact opens by saying the frame ("User plans to", "User used to", "User's son is
    hoping to"): a word of the frame among its first five words. Further on a frame word
    belongs to what is claimed ("... to anyone who needs it")."""
    words = _CARRIED_BY_WORDS[frame]
    return any(not lemmas(w).isdisjoint(words) for w in shape.canon.lows[:_HEAD_WORDS])


def _said_of_a_person(shape: FactShape) -> bool:
    """The fact's subject (its words before the main verb) is the user, a relation, a name or a
    personal pronoun: somebody who can ask. No verb read: assumed so. A capitalised first word
    that is also a common noun ("Fish oil helps ...") is taken for the thing it names."""
    if shape.verb is None:
        return True
    if shape.leading_name is not None and "NOUN" not in pos(shape.canon.lows[0]):
        return True
    canon = shape.canon
    return any(
        canon.keys[k] == "user"
        or canon.lows[k] in THIRD_PERSON
        or (k > 0 and relation_of(canon.lows[k]) is not None)  # owned: "User's sister", "her boss"
        for k in range(shape.verb)
    )


_CARRIED_BY_WORDS: dict[Frame, frozenset[str]] = {
    Frame.QUESTION: FACT_ASKING,
    Frame.CONDITION: FACT_CONDITION,
    Frame.HYPOTHETICAL: FACT_CONDITION | FACT_WISH,
    Frame.WISH: FACT_WISH - FACT_FUTURE,
    Frame.PLAN: FACT_WISH,
    # "maybe i'll move to spain": a bare future ("User will move") drops the maybe
    Frame.POSSIBLE: (FACT_WISH - FACT_FUTURE) | FACT_DOUBT,
    Frame.DOUBT: FACT_DOUBT,
    Frame.SOFT_DOUBT: FACT_DOUBT,
    Frame.REPORTED: FACT_REPORT,
    Frame.PAST: FACT_PAST,
    Frame.JOKE: FACT_PLAY,
    Frame.ROLEPLAY: FACT_PLAY,
    Frame.SARCASM: FACT_PLAY,
    Frame.HYPERBOLE: FACT_PLAY,
    Frame.IMPOSSIBLE: FACT_PLAY,
    Frame.MOCK_TITLE: FACT_PLAY,
    Frame.ABSURD: FACT_PLAY,
    Frame.DENIED: NEGATIVE,
}
_CARRIED_BY_MARKERS: dict[Frame, frozenset[Marker]] = {
    Frame.WISH: frozenset({Marker.WISH, Marker.PLAN}),
    Frame.PLAN: frozenset({Marker.WISH, Marker.PLAN}),
    Frame.POSSIBLE: frozenset({Marker.WISH, Marker.DOUBT}),  # "is going to" settles it too
    Frame.HYPOTHETICAL: frozenset({Marker.HYPOTHETICAL, Marker.WISH, Marker.CONDITION}),
    Frame.CONDITION: frozenset({Marker.HYPOTHETICAL, Marker.CONDITION}),
    Frame.DOUBT: frozenset({Marker.DOUBT}),
    Frame.SOFT_DOUBT: frozenset({Marker.DOUBT}),
    Frame.PAST: frozenset({Marker.PAST}),
}


_OPINION_CARRIES = frozenset({Frame.CONDITION, Frame.HYPOTHETICAL, Frame.POSSIBLE, Frame.PAST})


_HEAD_WORDS = 5

# Frames a fact carries only with the words that say how it claims (`FactShape.head_lemmas`): a
# wish word further on modifies what is claimed, and so do the words of play, which are as often
# nouns of the claim ("User died laughing at their nephew's school | play", "a football | game")
# as its frame ("User jokes that", "User is playing a game where")
_HEAD_CARRIED = frozenset(
    {
        Frame.WISH,
        Frame.PLAN,
        Frame.POSSIBLE,
        Frame.HYPOTHETICAL,
        Frame.JOKE,
        Frame.ROLEPLAY,
        Frame.SARCASM,
        Frame.HYPERBOLE,
        Frame.IMPOSSIBLE,
        Frame.MOCK_TITLE,
        Frame.ABSURD,
    }
)


def _verb_lemmas(shape: FactShape) -> frozenset[str]:
    """The dictionary forms of the fact's words, but for nouns a determiner opens ("the
    reports", "her claim"): what a report word there says is a thing, not somebody's words."""
    lows = shape.canon.lows
    return frozenset().union(*(lemmas(w) for k, w in enumerate(lows) if not _in_noun_phrase(lows, k)))


def _in_noun_phrase(lows: tuple[str, ...], k: int) -> bool:
    """Token k ends a noun phrase a determiner opens, past its modifiers ("the monthly | reports"),
    unless what follows is a subject or possessive it takes ("the royal infirmary | says User's
    ...": a verb)."""
    if k + 1 < len(lows) and (lows[k + 1] in AFTER_REPORTING or lows[k + 1] in POSSESSIVES):
        return False
    j = k - 1
    while j >= 0 and k - j <= _MODIFIER_REACH and lows[j] not in _NOUN_OPENERS:
        if lows[j] in _CLOSED_WORDS or _MODIFIER_TAGS.isdisjoint(pos(lows[j])):
            return False
        j -= 1
    return j >= 0 and lows[j] in _NOUN_OPENERS


_MODIFIER_REACH = 3  # words of modifiers between a determiner and its noun
_MODIFIER_TAGS = frozenset(["ADJ", "NOUN", "NUM"])  # parts of speech (not words)


def _own_view_only(shape: FactShape) -> bool:
    """The fact's only word of reporting is its own main verb, said of the user ("User worries
    too much", "User feels left out"): the user's own state of mind, which does not carry
    somebody else's words about them."""
    if shape.verb is None or shape.possessive_lead or not shape.names_user:
        return False
    # the verb's subject is the user ("User often worries"), not somebody the fact names
    # before it ("Dr. Okafor says User's blood pressure ...")
    keys, lows = shape.canon.keys, shape.canon.lows
    if keys[:1] != ("user",) or any(pos(w) - {"ADV"} for w in lows[1 : shape.verb]):
        return False
    own = lemmas(shape.canon.lows[shape.verb])
    if own.isdisjoint(FACT_REPORT):
        return False
    rest = (lemmas(w) for k, w in enumerate(shape.canon.lows) if k != shape.verb)
    return all(forms.isdisjoint(FACT_REPORT) for forms in rest)


def carries(shape: FactShape, frame: Frame) -> bool:
    """The fact itself says what the frame says: "User wants to learn Spanish" reports the
    wish, "User used to swim" the past, "User's boss thinks ..." somebody's words. A fact that
    reports the user's view or advice ("Maria values ...") may rest on a generalisation, a
    condition or a past told as an example."""
    if frame is Frame.PAST and shape.past_any:
        return True
    if frame is Frame.QUESTION and not _said_of_a_person(shape):
        return False  # "Fish oil helps ...": only a person asks, wonders or seeks help
    if shape.opinion and frame in _OPINION_CARRIES:
        return True
    if frame is Frame.REPORTED and _own_view_only(shape):
        return False  # "User worries too much" on "my daughter says i worry too much": hers
    # a wish word carries a wish only near the fact's verb ("User wants to"); other frames
    # anywhere ("due to past experiences", "User's boss says")
    said = shape.head_lemmas if frame in _HEAD_CARRIED else shape.lemmas
    if frame is Frame.REPORTED:
        said = _verb_lemmas(shape)  # "the monthly reports", "a claim form": no report of anyone's
    if _MAY in said and _may_is_the_month(shape.canon.lows):
        said = said - {_MAY}  # "User's sister starts in May": a month, no possibility
    words, markers = _CARRIED_BY_WORDS[frame], _CARRIED_BY_MARKERS.get(frame, frozenset())
    if frame is Frame.HYPOTHETICAL and shape.possessive_lead:
        # "User's daughter wants to live with her dad" on "what if my daughter wants to ...":
        # somebody else's want carries no supposition; the user's own wish does ("User wishes
        # they could retire" on "i wish i could retire")
        words, markers = words - FACT_WISH, markers - {Marker.WISH}
    if not said.isdisjoint(words):
        return True
    return not shape.frames.isdisjoint(markers)


_MAY = "may"  # the month and the modal


def _may_is_the_month(lows: tuple[str, ...]) -> bool:
    """Every "may" of the fact is the month: after a preposition ("in | May"), or beside a day
    or a year ("5 | May", "May | 2025"); a modal has a verb after it ("may | be")."""
    for k, w in enumerate(lows):
        if w != _MAY:
            continue
        before = lows[k - 1] if k > 0 else ""
        after = lows[k + 1] if k + 1 < len(lows) else ""
        if not (before in PREPOSITIONS or before[:1].isdigit() or after[:1].isdigit()):
            return False
    return True


def of_their_sex(subject: str, shape: FactShape) -> bool:
    """A pronoun may stand for the person the fact names, by the sex its relation says ("she"
    for "my nan", not "he"); any pronoun when the fact says no sex."""
    said = frozenset(shape.relations)
    if not said.isdisjoint(FEMALE_RELATIONS) and said.isdisjoint(MALE_RELATIONS):
        return subject not in MALE_SUBJECTS
    if not said.isdisjoint(MALE_RELATIONS) and said.isdisjoint(FEMALE_RELATIONS):
        return subject not in FEMALE_SUBJECTS
    return True
