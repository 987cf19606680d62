"""Whether the user's own words back what a fact says (rules V5 and V5b), beyond its specifics.

`specifics` decides which of a fact's names, numbers and dates some words back; this module
reads the rest of the support rule's evidence: specifics that only the assistant said or that
the user spelled one letter differently (held for review, not rejected), values and words the
user corrected within the turn, numbers in another unit or counting another noun, and content
words the user never said.

Pure functions of the fact's `FactShape`, the user's message (`Canon`, `Utterance`) and the
claim's token groups (`claim.Claim`); `Check` applies the policy and caches what they return.
"""

from __future__ import annotations

from companion.validation.claim import Claim
from companion.validation.clauses import CLOSED_CLASS, relation_of
from companion.validation.content import content_words, supported, word_forms
from companion.validation.fact import FactShape
from companion.validation.lexicon import DETERMINERS, FUNCTION_WORDS, PREPOSITIONS, REFLEXIVE_ENDINGS
from companion.validation.lexicon.claims import IN_LAW, KIN_OWNERS, OTHERS_KIN_OWNERS, WEAK_TOPIC_WORDS
from companion.validation.lexicon.clauses import BE_LEMMAS
from companion.validation.lexicon.morphology import is_finite_verb, is_gerund, is_participle, lemmas, pos
from companion.validation.lexicon.people import (
    AGENT_SUFFIXES,
    KINSHIP_COMPOSITION,
    PEOPLE_WITHOUT_ROLE,
    PERSON_SUFFIXES,
)
from companion.validation.lexicon.spoken import FRACTION_LINKS, NUMBER_HOMOPHONES
from companion.validation.normalize import Canon
from companion.validation.polarity import answers_no, unbacked_universals
from companion.validation.specifics import backed, is_date_or_number, near_spellings, surface
from companion.validation.utterance import Utterance
from companion.validation.values import (
    count_conflict,
    count_moved,
    mentions,
    meridiem_conflict,
    period_conflict,
    rate_periods,
    retracted_only,
    unit_conflict,
)

_CLIPPED = 4  # letters of a clipped word ("chemo", "physio") that may stand for the whole
_NOT_ONLY_A_NOUN = frozenset({"ADJ", "PROPN"})  # tags: a word that may describe or name, not a thing

__all__ = [
    "added_object",
    "answers_question_no",
    "assistant_words",
    "corrected_where_quoted",
    "name_of_other_kin",
    "names_only_the_assistant_said",
    "narrowed_thing",
    "replaced_whom",
    "retracted_relations",
    "retracted_values",
    "retracted_words",
    "role_added",
    "spelled_differently",
    "unit_or_count_conflict",
    "unsaid_content",
]


# -- specifics held for review (V5) ----------------------------------------------------------
def names_only_the_assistant_said(
    missing: tuple[str, ...], assistant_keys: frozenset[str]
) -> tuple[str, ...]:
    """V5: the unbacked specifics (`missing`), when every one of them is a name (not a number,
    date or quantifier) that an assistant turn of the session says (`assistant_keys`);
    otherwise ()."""
    general = set(unbacked_universals(missing, frozenset()))
    for key in missing:
        if key in general or is_date_or_number(key) or not backed(key, assistant_keys):
            return ()
    return missing


def spelled_differently(missing: tuple[str, ...], backing: frozenset[str]) -> tuple[str, ...] | None:
    """V5: when every unbacked specific (`missing`) is a name that the words allowed to back it
    (`backing`) spell one letter differently, those spellings; otherwise None."""
    if unbacked_universals(missing, frozenset()) or any(map(is_date_or_number, missing)):
        return None  # numbers, dates and quantifiers are never held as spellings
    return near_spellings(missing, backing)


def assistant_words(shape: FactShape, agreed: frozenset[str], mine: frozenset[str]) -> tuple[str, ...]:
    """V5: content words of the fact that no user turn says (`mine`: the forms of the user's
    words) and an assistant turn the user only backchannelled does (`agreed`) ("User fell out
    with their father over their mother's will" after the assistant's "Was it a falling-out
    over your mom's will?" and the user's "uh huh")."""
    lows = shape.canon.lows
    out = []
    for k in shape.content:
        w = lows[k]
        if w[:1].isdigit() or len(w) < 4:
            continue
        forms = word_forms(w)
        if forms.isdisjoint(mine) and not forms.isdisjoint(agreed):
            out.append(w)
    return tuple(out)


# -- what the user corrected within the turn (V5) --------------------------------------------
def retracted_values(ut: Utterance, shape: FactShape, text: str) -> tuple[str, ...]:
    """V5: the fact's specifics that the user said only as a value they then corrected in
    the same turn ("my surgery's on the eighteenth no sorry the twenty eighth": 18), as the
    fact's `text` writes them."""
    if not ut.retracted or not shape.specifics:
        return ()
    canon = ut.canon
    out = [k for k in shape.specifics if retracted_only(canon, ut.retracted, k)]
    return surface(shape.canon, text, out) if out else ()


def retracted_words(ut: Utterance, claim: Claim) -> tuple[str, ...]:
    """V5: content words of the fact the user said only as what they then corrected ("I'm
    allergic to penicillin, no no that is my wife, I am allergic to sulpha drugs")."""
    if not ut.retracted or not claim:
        return ()
    keys = ut.canon.keys
    out = []
    for toks in claim:
        if all(k in ut.retracted for k in toks):
            key = keys[toks[0]]
            if all(k in ut.retracted for k, x in enumerate(keys) if x == key):
                out.append(ut.canon.lows[toks[0]])
    return tuple(out)


def name_of_other_kin(shape: FactShape, message: Canon) -> tuple[str, str, str] | None:
    """V6: the fact gives a name a relation ("User's sister Rosa") and the user's `message`
    gives the same name only another one ("my cousin rosa's wedding"): the fact may have put the
    name on the wrong person. (the name, the fact's relation, the user's), or None; None too when
    the message never says the name right after a word of kin, or says it after the fact's."""
    fact = _kin_names(shape.canon)
    if not fact:
        return None  # the usual case: no name beside a word of kin in the fact
    said = _kin_names(message, KIN_OWNERS | OTHERS_KIN_OWNERS)
    for name, kin in fact.items():
        theirs = said.get(name)
        if theirs and not any(_same_kin(a, b.partition(" ")[2] or b) for a in kin for b in theirs):
            return name, min(kin), min(theirs)
    return None


def _same_kin(a: str, b: str) -> bool:
    """Two words of kin name the same relation, up to everyday synonyms ("mate", "friend")."""
    in_law = a.endswith(_IN_LAW_SUFFIX)
    if in_law != b.endswith(_IN_LAW_SUFFIX):
        return False
    a, b = a.removesuffix(_IN_LAW_SUFFIX), b.removesuffix(_IN_LAW_SUFFIX)
    return a == b or not word_forms(a).isdisjoint(word_forms(b))


_IN_LAW_SUFFIX = "-in-law"
_KIN_ADJECTIVES = 2  # "my | little old | nan": adjectives between an owner and a word of kin


def _kin_names(canon: Canon, owners: frozenset[str] = KIN_OWNERS) -> dict[str, set[str]]:
    """Each name said right after a word of kin that the user (or, in a fact, "User's" or
    "their") owns ("my cousin | rosa", "User's sister | Rosa", "our brother in law | tom"), with
    the relations said so of it; a relation followed by "in law" is its own ("sister in law").
    With `owners` beyond the user's, a relation of somebody else's is named with its owner
    ("her cousin | maisie": "her cousin")."""
    lows, keys = canon.lows, canon.keys
    out: dict[str, set[str]] = {}
    for k in range(2, len(lows)):
        if not canon.critical[k] and pos(lows[k]):
            continue  # a name is critical, or a word the dictionary does not know
        if lows[k] in FUNCTION_WORDS or relation_of(lows[k]) is not None or not lows[k].isalpha():
            continue
        j, in_law = k - 1, False
        if j >= 3 and lows[j - 1 : j + 1] == IN_LAW:
            j, in_law = j - 2, True
        owner = j - 1  # "User's | youngest | daughter": past the adjectives before the kin
        while owner > j - _KIN_ADJECTIVES - 1 and owner > 0 and "ADJ" in pos(lows[owner]):
            owner -= 1
        if canon.boundary[j + 1] or any(canon.boundary[owner + 1 : j + 1]) or lows[owner] not in owners:
            continue  # only "my | cousin | rosa", "User's | sister | Rosa": the owner's own kin
        # "User's eldest child Alex" is the user's eldest as much as their child
        for word in {lows[j], *lows[owner + 1 : j]}:
            kin = relation_of(word)
            if kin is not None:
                kin = kin + _IN_LAW_SUFFIX if in_law and word == lows[j] else kin
                named = kin if lows[owner] in KIN_OWNERS else f"{lows[owner]} {kin}"
                out.setdefault(keys[k], set()).add(named)
    return out


def retracted_relations(ut: Utterance, shape: FactShape) -> tuple[str, ...]:
    """V5: words of kin the fact says that the user said only as what they then corrected ("that's
    my uncle, or rather my mom's cousin, ray" for "User's uncle Ray ..."): the claim leaves such a
    word out when the fact says more of the person, but the relation is what the user took back."""
    if not ut.retracted or not shape.relations:
        return ()
    lows = ut.canon.lows
    out = []
    for low in shape.canon.lows:
        kin = relation_of(low)
        if kin is None:
            continue
        said = [k for k, w in enumerate(lows) if relation_of(w) == kin]
        if said and all(k in ut.retracted for k in said):
            out.append(low)
    return tuple(out)


def corrected_where_quoted(ut: Utterance, claim: Claim) -> tuple[str, ...]:
    """Content words of the fact that the user corrected where the quote says them, and said
    again elsewhere in the turn ("we live on elm road, sorry, elm grove, elm road was the
    last place"): which one the fact rests on is for the user to say."""
    if not ut.retracted or not claim:
        return ()
    return tuple(ut.canon.lows[toks[0]] for toks in claim if all(k in ut.retracted for k in toks))


def homophone_numbers(shape: FactShape, message: Canon) -> frozenset[str]:
    """V5: the fact's numbers that the user's `message` may say as a word that sounds the same,
    before the same noun ("two grandsons" / "to grandsons", `NUMBER_HOMOPHONES`)."""
    fact, said = shape.canon, message.lows
    out: set[str] = set()
    for k in range(len(fact) - 1):
        key = fact.keys[k]
        if not key[:1].isdigit():
            continue
        counted = lemmas(fact.lows[k + 1])
        for j in range(len(said) - 1):
            if NUMBER_HOMOPHONES.get(said[j]) == key and not lemmas(said[j + 1]).isdisjoint(counted):
                out.add(key)
    return frozenset(out)


def unit_or_count_conflict(shape: FactShape, message: Canon, ut: Utterance | None) -> str | None:
    """V5: a number of the fact in another unit than the user's `message`, or counting another
    noun; a value the user corrected (`ut.retracted`) is not what they said."""
    if not any(k[:1].isdigit() for k in shape.specifics):
        return None
    fact, said = mentions(shape.canon), mentions(message)
    if ut is not None and ut.retracted:  # "forty pounds er kilos my bad forty kilos"
        said = tuple(m for m in said if m.first not in ut.retracted)
    return (
        unit_conflict(fact, said)
        or count_conflict(fact, said)
        or count_moved(fact, said, message)
        or period_conflict(fact, said, rate_periods(message))
        or meridiem_conflict(fact, said)
    )


# -- content the user never said (V5b) -------------------------------------------------------
def unsaid_content(
    shape: FactShape, participants: frozenset[str], quote: Canon, message: Canon | None
) -> tuple[frozenset[str], frozenset[str]] | None:
    """V5b: when the fact has content words and none is a word of the user's `message` or
    `quote`, those words and the words the user said; None otherwise. Who the fact is about
    does not count: "user", the user's and participants' names (`participants`), and a leading
    name (read as the user's)."""
    exclude = participants
    if shape.leading_name is not None and shape.leading_name not in shape.relations:
        exclude = exclude | {shape.leading_name}  # "Priya volunteers": Priya is who, not what
    words = content_words(shape.canon.key_set, exclude)
    if not words:
        return None
    msg = message
    if not quote.key_set.isdisjoint(words) or (msg is not None and not msg.key_set.isdisjoint(words)):
        return None  # the usual case: a word of the fact as the user said it
    said = quote.key_set | (msg.key_set if msg is not None else frozenset())
    if msg is not None:
        said = said | frozenset(msg.lows) | msg.numbers
    if supported(words | frozenset(shape.canon.lows[k] for k in shape.content), said):
        return None
    return words, said


# -- a claim conjoined that the user never made (V5b) ----------------------------------------
_CONJUNCT_LINKS = frozenset(["and"])  # "... is in a care home | and | has dementia"


def unsaid_conjunct(shape: FactShape, exclude: frozenset[str], user_forms: frozenset[str]) -> str | None:
    """V5b: a predicate the fact joins to its claim with "and" ("User's mum is in a care home |
    and has dementia", "User had a fall | and broke their wrist") none of whose content words
    the user said in any form anywhere in the session: a second claim the proposer added. Its
    words, or None. "and" between two nouns ("cats and dogs") joins no claim; `exclude` are who
    the fact is about (the user's and participants' names)."""
    lows, keys = shape.canon.lows, shape.canon.keys
    for k, w in enumerate(lows[:-1]):
        if w not in _CONJUNCT_LINKS or k == 0 or not _verb_joined(lows, k + 1):
            continue
        end = next((j for j in range(k + 1, len(lows)) if lows[j] in _CONJUNCT_LINKS), len(lows))
        # a number or a name the user said ("and weighs 62 kg", "and was raised in lagos") ties
        # the conjunct to their words however it is paraphrased
        content = content_words(keys[k + 1 : end], exclude) - WEAK_TOPIC_WORDS
        words = [lows[j] for j in range(k + 1, end) if keys[j] in content]
        if words and all(x not in user_forms and word_forms(x).isdisjoint(user_forms) for x in words):
            return " ".join(lows[k + 1 : end])
    return None


def _verb_joined(lows: tuple[str, ...], j: int) -> bool:
    """The word at j, after "and", opens a predicate: a finite verb, and not a plural noun
    ending a list ("fixes all our fuses and | switches"): a noun reading with nothing after it
    but a stop or a preposition is the list's."""
    w = lows[j]
    if not is_finite_verb(w):
        return False
    if "NOUN" not in pos(w):
        return True  # "and | has dementia", "and | broke their wrist"
    nxt = j + 1
    return nxt < len(lows) and lows[nxt] not in PREPOSITIONS and lows[nxt] not in _CONJUNCT_LINKS


def answers_question_no(
    fact: Canon, message: Canon, words: frozenset[str], said: frozenset[str], asked: frozenset[str]
) -> bool:
    """V5b: "Did you ever play an instrument?" - "No, I didn't.": the negated fact's words
    (`words`, unsaid by the user's `said`) are the question's (`asked`), and the user's "no" is
    what the fact reports (V7a checks that answer)."""
    return answers_no(fact.keys, fact.boundary, message.keys, message.boundary, asked) and supported(
        words, said | asked
    )


# -- an object the user's verb never took (V5b) ----------------------------------------------
def added_object(shape: FactShape, message: Canon, user_forms: frozenset[str]) -> str | None:
    """V5b: the noun the fact gives its main verb as object ("User plays | guitar in a covers
    band"), when the user said that verb with no object of its own ("i play | in a band": a
    preposition, a pause or the end right after it) and never said the noun (or a form or
    synonym of it) anywhere in the session: what the user did it to is the proposer's guess.
    The noun, or None."""
    verb = shape.verb
    lows = shape.canon.lows
    if verb is None or verb + 1 >= len(lows):
        return None
    k = verb + 1
    if lows[k] in DETERMINERS and k + 1 < len(lows):
        k += 1
    noun = lows[k]
    if k + 1 < len(lows) and lows[k + 1] in FRACTION_LINKS:
        return None  # "a pair of | trainers", "a plate of | chips": the thing is after "of"
    if (
        k not in shape.content  # "him", "them": who, not what
        or shape.canon.keys[k] in shape.specifics
        or relation_of(noun) is not None
        or noun in FUNCTION_WORDS
        or noun in CLOSED_CLASS
        or "NOUN" not in pos(noun)
        or not pos(noun).isdisjoint(_NOT_ONLY_A_NOUN)
        or is_gerund(noun)  # "User likes swimming" on "i like to swim": the activity, no object
        or is_participle(noun)
        or not word_forms(noun).isdisjoint(user_forms)
    ):
        return None
    said = message.lows
    if any(len(w) >= _CLIPPED and noun.startswith(w) for w in said):
        return None  # "chemo" for "chemotherapy", "physio" for "physiotherapy": a clipped word
    verb_forms = word_forms(lows[verb])
    for j, w in enumerate(said):
        if verb_forms.isdisjoint(word_forms(w)):
            continue
        after = j + 1
        if after >= len(said) or message.boundary[after] or said[after] in PREPOSITIONS:
            continue  # this use takes no object: look on for one that does
        return None  # the user's verb takes an object of its own somewhere
    if any(not verb_forms.isdisjoint(word_forms(w)) for w in said):
        return noun
    return None


#: Letters of the shortest word the tagger's not knowing makes a term of its own ("warfarin",
#: "metformin"); shorter unknown words are mostly clipped or dialect forms ("physio", "gran").
_TERM_LETTERS = 7
#: Letters a word of the user's shares with the term's start for the term to be a form of it
#: ("mentor" / "mentorship", "impact" / "impactful"), as `content.supported` reads derivations.
_TERM_STEM = 5


def _small_words(text: str) -> frozenset[str]:
    """The words of a text written without a capital, each without its "'s"."""
    words = (w.strip('.,;:!?"()').removesuffix("'s") for w in text.split())
    return frozenset(w for w in words if w.isalpha() and w == w.lower())


# -- a role or an animal swapped for another (V5b) ------------------------------------------
#: Kin words, which V6 composes ("my dad's dad" is the grandfather): never read as swapped here.
_KIN = frozenset(
    [a for a, _b in KINSHIP_COMPOSITION]
    + [b for _a, b in KINSHIP_COMPOSITION]
    + [c for c, _law in KINSHIP_COMPOSITION.values()]
)
_SUFFIXED_LETTERS = 6  # shorter words with these endings are mostly something else ("wrist")
_CLIPPED_LETTERS = 3  # letters a clipped word shares with its whole ("vet", "veterinarian")
_FAMILY_STEM = 5  # letters two words share at their start when one derives from the other


def _kin(word: str) -> bool:
    return word in _KIN or not word_forms(word).isdisjoint(_KIN)


def _names_whom(word: str) -> bool:
    """The noun names a person by their role, or an animal, and not kin: a relation of
    `RELATIONS` ("teacher", "cardiologist", "hamster"), or a noun of agent by its ending
    ("dentist", "electrician"; "plumber", "decorator": "-er" or "-or" after a verb)."""
    if _kin(word) or word in PEOPLE_WITHOUT_ROLE or not word_forms(word).isdisjoint(PEOPLE_WITHOUT_ROLE):
        return False
    if relation_of(word) is not None:
        return True
    single = word.removesuffix("s")
    if len(single) < _SUFFIXED_LETTERS:
        return False
    if single.endswith(PERSON_SUFFIXES):
        return True
    for ending in AGENT_SUFFIXES:
        base = single.removesuffix(ending)
        if base != single and ("VERB" in pos(base) or "VERB" in pos(base + "e")):
            return True
    return False


def _same_word(word: str, forms: frozenset[str]) -> bool:
    return word in forms or not word_forms(word).isdisjoint(forms)


def _said_in_some_form(word: str, user_forms: frozenset[str]) -> bool:
    """The user said `word` in some form, or a word of its family ("smoker" of "smoke")."""
    return _same_word(word, user_forms) or any(u[:_FAMILY_STEM] == word[:_FAMILY_STEM] for u in user_forms)


def _one_family(a: str, b: str) -> bool:
    """One word derives from or clips the other ("physio" / "physiotherapist")."""
    return (
        a[:_FAMILY_STEM] == b[:_FAMILY_STEM]
        or a.startswith(b[:_CLIPPED_LETTERS])
        or b.startswith(a[:_CLIPPED_LETTERS])
    )


def replaced_whom(shape: FactShape, quote: Canon, user_forms: frozenset[str]) -> tuple[str, str] | None:
    """V5b: a role or an animal the fact names that the user never said, standing where the
    quote names another between the same words: "User's sister is a | nurse" on "my sister is
    a | teacher", "an appointment with a | neurologist | at the Royal" on "my appointment with
    the | cardiologist | at the royal". The words around agree, so the fact is the user's
    sentence with the thing they named swapped. (the fact's word, the user's), or None.

    Only nouns that name whom (`_names_whom`): a swapped thing may be the proposer's fair word
    for what the user said ("apartment" for "property"), but two roles or two animals in the
    same place are two different ones."""
    lows = shape.canon.lows
    words = [lows[k] for k in sorted(shape.content)]
    forms = [word_forms(w) | {w} for w in words]
    every_form = frozenset().union(*forms)
    said = [w for w, key in zip(quote.lows, quote.keys, strict=True) if content_words((key,))]
    verb = lows[shape.verb] if shape.verb is not None else None
    for i, w in enumerate(words):
        if w == verb or not _names_whom(w) or _said_in_some_form(w, user_forms):
            continue  # the verb, no role or animal, or said ("smoker" of the user's "smoke")
        left = forms[i - 1] if i > 0 else None
        right = forms[i + 1] if i + 1 < len(words) else None
        if left is None and right is None:
            continue  # nothing around it to place it by
        for j, y in enumerate(said):
            if _same_word(y, every_form) or _one_family(w, y) or not _names_whom(y):
                continue
            if left is not None and not (j > 0 and _same_word(said[j - 1], left)):
                continue
            if right is not None and not (j + 1 < len(said) and _same_word(said[j + 1], right)):
                continue
            if right is None and j + 1 < len(said) and _same_word(said[j + 1], every_form):
                continue  # the fact ends on it, the user's sentence goes on with the fact's words
            return w, y
    return None


def narrowed_thing(shape: FactShape, quote: Canon, user_forms: frozenset[str]) -> tuple[str, str] | None:
    """V5b: a describing word the fact puts before a thing the quote names, where the quote has
    the same word before that thing as the fact has before the describing word: "User works for
    a small | law | firm" on "i do the books for a small firm", "User has a new | red | car" on
    "i've got a new car", "their | left | knee" on "my knee". The word narrows what the user
    named, and the user never said it in any form: the proposer's detail. (the word, the thing),
    or None.

    Only a word that can describe (a noun or an adjective in the dictionary, not an inflected
    verb), never a name, a number, a word of kin or a closed-class word, and only before a
    thing the dictionary knows as a noun that is no relation ("my | older | brother" glosses a
    "kuya"): the words around it agree, so what the fact adds is exactly that word."""
    lows, canon = shape.canon.lows, shape.canon
    for k in range(1, len(lows) - 1):
        word, thing = lows[k], lows[k + 1]
        if canon.critical[k] or canon.critical[k + 1] or k not in shape.content:
            continue  # the usual case: a name, a number, or no content word
        if _ADJECTIVE not in pos(word) or word in CLOSED_CLASS or word in FUNCTION_WORDS:
            continue  # the usual word: no adjective ("care home", "phone number": a noun before a
            # noun is as often the usual name of the thing as a narrower one)
        if _said_in_some_form(word, user_forms):
            continue
        if _kin(word) or _kin(thing) or relation_of(thing) is not None or "NOUN" not in pos(thing):
            continue
        before = lows[k - 1]
        thing_forms = word_forms(thing) | {thing}
        for j in range(1, len(quote.lows)):
            said_before = quote.lows[j - 1]
            if _same_word(quote.lows[j], thing_forms) and (
                said_before == before or (said_before in DETERMINERS and before in _OWNERS_OR_DETERMINERS)
            ):
                return word, thing
    return None


_ADJECTIVE = "ADJ"
# a fact's owner or determiner stands where the user's possessive or article did ("their |
# left knee" of "my | knee"; the fact's "User's" reads "users")
_OWNERS_OR_DETERMINERS = DETERMINERS | KIN_OWNERS


def role_added(shape: FactShape, user_forms: frozenset[str]) -> str | None:
    """V5b: the role the fact says the user is or works as ("User is the branch | manager at a
    bank", "User works as an offshore drilling | supervisor") when the user never said it in
    any form, nor the verb it names the doer of ("i manage the branch" backs "manager", "i
    taught" "teacher"): a title the proposer gave them. The role, or None."""
    lows = shape.canon.lows
    if len(lows) < _ROLE_START or lows[0] != _USER:
        return None  # only the user's own title: "User is ...", "User works as ..."
    k = 1
    if _WORK in lemmas(lows[k]) and lows[k + 1] == _AS:
        k += 2
    elif lows[k] not in BE_LEMMAS and lemmas(lows[k]).isdisjoint(BE_LEMMAS):
        return None
    else:
        k += 1
    if is_gerund(lows[k]):
        return None  # "User is subletting ...": a doing, no role
    while k < len(lows) and lows[k] in DETERMINERS:
        k += 1
    for word in lows[k : k + _ROLE_WORDS]:
        if not _names_whom(word) or "ADJ" in pos(word) or _kin(word):
            continue  # "User is no | longer ...": a comparative names nobody
        if _said_in_some_form(word, user_forms):
            continue
        if any(_same_word(verb, user_forms) for verb in _doing_of(word)):
            continue  # "manager" of "i manage the branch"
        return word
    return None


_USER = "user"
_AS = "as"
_WORK = "work"  # "User works as a ..."
_ROLE_START = 3  # "User is a | nurse": the fewest words a fact with a role has
_ROLE_WORDS = 3  # words of the noun phrase after the copula read for the role


def _doing_of(role: str) -> tuple[str, ...]:
    """The verbs an agent noun may name the doer of ("manager" -> "manage", "driver" -> "drive",
    "supervisor" -> "supervise")."""
    out: list[str] = []
    for ending in AGENT_SUFFIXES:
        base = role.removesuffix(ending)
        if base != role:
            out += [base, base + "e"]
    return tuple(out)


def unsaid_term(shape: FactShape, text: str, user_forms: frozenset[str]) -> str | None:
    """V5: a word of the fact no dictionary of the tagger knows, written small, that the user
    never said in any form ("User takes simvastatin" on "i take something for my cholesterol"):
    a drug, a brand or a place is a name in all but its capital, and the proposer supplied it.
    A word with a capital is a name, V5's own to read. The word, or None; held for the user to
    say (an unknown word may also be the proposer's derivation of one of the user's)."""
    lows = shape.canon.lows
    small = _small_words(text)
    for k in shape.content:
        word = lows[k]
        if (
            len(word) < _TERM_LETTERS
            or word not in small
            or pos(word)
            or word in FUNCTION_WORDS
            or word in CLOSED_CLASS
            or relation_of(word) is not None
            or word.endswith(REFLEXIVE_ENDINGS)  # "oneself": a pronoun the tagger leaves untagged
        ):
            continue
        if word in user_forms or any(form[:_TERM_STEM] == word[:_TERM_STEM] for form in user_forms):
            continue
        return word
    return None
