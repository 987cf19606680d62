"""English word forms from lemminflect: lemmas, parts of speech and tense of one word.

lemminflect (MIT licence) ships its lemma and inflection tables inside the wheel (derived from the
Automatically Generated Inflection Database and corpus counts), so nothing is downloaded at run
time. It knows irregular forms ("bought" -> "buy", "met" -> "meet", "children" -> "child"), which
a hand-written list of past tenses never finishes. Every function is cached per word: a lookup is
a dictionary read after the first call.
"""

from __future__ import annotations

from functools import lru_cache

from lemminflect import getAllInflections, getAllLemmas, getAllLemmasOOV

__all__ = [
    "agent_verbs",
    "inflected_unknown",
    "inflections",
    "is_comparative",
    "is_finite_verb",
    "is_gerund",
    "is_participle",
    "is_participle_or_gerund",
    "is_past",
    "is_past_form",
    "is_present",
    "lemmas",
    "noun_lemmas",
    "plain_present",
    "pos",
    "same_lemma",
    "verb_lemmas",
]


# The parts of speech of a word are one of a few dozen sets of tags: each cached word shares the
# one object for its set instead of holding its own (tens of thousands of live frozensets that
# every full garbage collection walks). Keyed on sets of tags, never on a word.
_TAG_SETS: dict[frozenset[str], frozenset[str]] = {}
_NONE: frozenset[str] = frozenset()


@lru_cache(maxsize=65536)
def _lemma_table(word: str) -> dict[str, tuple[str, ...]]:
    if not word.isalpha():
        return {}
    return dict(getAllLemmas(word))


@lru_cache(maxsize=65536)
def lemmas(word: str) -> frozenset[str]:
    """Every dictionary form `word` may be an inflection of, and the word itself ("lives" ->
    {"lives", "life", "live"}; "bought" -> {"bought", "buy"}). Unknown words are their own lemma."""
    out = {word}
    for forms in _lemma_table(word).values():
        out.update(forms)
    return frozenset(out)


@lru_cache(maxsize=65536)
def verb_lemmas(word: str) -> frozenset[str]:
    """The dictionary forms `word` has as a verb or auxiliary ("rode" -> {"ride"}, "was" ->
    {"be"}); empty when it is no verb form."""
    table = _lemma_table(word)
    return frozenset(table.get("VERB", ()) + table.get("AUX", ())) or _NONE


@lru_cache(maxsize=65536)
def noun_lemmas(word: str) -> frozenset[str]:
    """The dictionary forms `word` has as a noun ("sisters" -> {"sister"}; "nursing" -> {} since
    it is a verb form, not the noun "nurse")."""
    return frozenset(_lemma_table(word).get("NOUN", ())) or _NONE


@lru_cache(maxsize=65536)
def pos(word: str) -> frozenset[str]:
    """Universal parts of speech `word` may have (NOUN, VERB, AUX, ADJ, ADV...); empty when unknown
    (names, rare words, misspellings)."""
    tags = frozenset(_lemma_table(word))
    return _TAG_SETS.setdefault(tags, tags)


@lru_cache(maxsize=16384)
def _forms(lemma: str) -> dict[str, tuple[str, ...]]:
    return dict(getAllInflections(lemma, upos="VERB")) | dict(getAllInflections(lemma, upos="AUX"))


def _has_form(word: str, tags: tuple[str, ...]) -> bool:
    for lemma in _verb_readings(word, tags):
        forms = _forms(lemma)
        if any(word in forms.get(tag, ()) for tag in tags):
            return True
    return False


_PAST_TAGS = frozenset(["VBD", "VBN"])


@lru_cache(maxsize=65536)
def _verb_readings(word: str, tags: tuple[str, ...]) -> tuple[str, ...]:
    """The verb lemmas `word` is read as for the forms `tags` ask about. lemminflect lists a
    word's lemmas most usual first; when the word is itself its first lemma and a plain form
    of it, a past reading through a rarer verb is set aside ("rent" is the verb rent, not the
    past of "rend"; "feed" is not the past of "fee", "weed" not of "wee"), while "found" stays
    the past of "find" (its first lemma)."""
    table = _lemma_table(word)
    verbs = table.get("VERB", ()) + table.get("AUX", ())
    if verbs and verbs[0] == word and not _PAST_TAGS.isdisjoint(tags):
        own = _forms(word)
        if not any(word in own.get(tag, ()) for tag in _PAST_TAGS):
            return (word,)
    return verbs


@lru_cache(maxsize=65536)
def is_past(word: str) -> bool:
    """`word` is the simple past of a verb ("lived", "was", "bought", "met")."""
    return _has_form(word, ("VBD",))


@lru_cache(maxsize=65536)
def is_present(word: str) -> bool:
    """`word` is a present-tense form of a verb ("rides", "ride", "is", "have")."""
    return _has_form(word, ("VBZ", "VBP"))


@lru_cache(maxsize=65536)
def plain_present(word: str) -> str:
    """The form a verb in the third person present has after "I" ("has" -> "have", "needs" ->
    "need"), so that a fact's "User has to" reads like the user's "I have to"; other words as
    they are."""
    table = _lemma_table(word)
    for lemma in table.get("VERB", ()) + table.get("AUX", ()):
        forms = _forms(lemma)
        if word in forms.get("VBZ", ()):
            return forms.get("VBP", (lemma,))[0]
    return word


@lru_cache(maxsize=65536)
def is_participle(word: str) -> bool:
    """`word` is a past participle ("been", "gone", "married")."""
    return _has_form(word, ("VBN",))


def is_participle_or_gerund(word: str) -> bool:
    """`word` is a past participle or an -ing form ("been", "weighing"): the verb after an
    auxiliary of "be" or "have"."""
    return is_participle(word) or is_gerund(word)


@lru_cache(maxsize=65536)
def is_past_form(word: str) -> bool:
    """`word` is a simple past or a past participle, including forms the inflection table does
    not list but the lemma table knows as a verb ("knitted" -> "knit", whose table lists only
    "knit"): a verb form that is neither the base, nor the third person, nor the -ing form."""
    if is_past(word) or is_participle(word):
        return True
    verbs = verb_lemmas(word)
    return bool(verbs) and word not in verbs and not _has_form(word, ("VBZ", "VBG", "VBP", "VB"))


@lru_cache(maxsize=65536)
def is_gerund(word: str) -> bool:
    """`word` is an -ing form of a verb ("moving", "struggling")."""
    return _has_form(word, ("VBG",))


@lru_cache(maxsize=16384)
def is_comparative(word: str) -> bool:
    """`word` is the comparative of an adjective or adverb ("more", "less", "longer", "later"),
    as lemminflect inflects its dictionary forms (JJR, RBR)."""
    table = _lemma_table(word)
    for upos, tag in (("ADJ", "JJR"), ("ADV", "RBR")):
        for lemma in table.get(upos, ()):
            if word in getAllInflections(lemma, upos=upos).get(tag, ()):
                return True
    return False


@lru_cache(maxsize=65536)
def is_finite_verb(word: str) -> bool:
    """`word` may be a finite verb: third person present ("works"), simple past ("failed") or an
    auxiliary form. The bare present ("work") is left out: it is a noun as often as a verb."""
    return _has_form(word, ("VBZ", "VBD")) or "AUX" in _lemma_table(word)


def same_lemma(a: str, b: str) -> bool:
    """Two words share a dictionary form ("hiking" / "hike", "children" / "child")."""
    return a == b or not lemmas(a).isdisjoint(lemmas(b))


def inflections(lemmas_: frozenset[str]) -> frozenset[str]:
    """Every form of the given dictionary words ("fail" -> "fails", "failed", "failing")."""
    out = set(lemmas_)
    for lemma in lemmas_:
        for forms in getAllInflections(lemma).values():
            out.update(forms)
    return frozenset(out)


@lru_cache(maxsize=16384)
def agent_verbs(word: str) -> frozenset[str]:
    """The verbs an agent noun in -er/-or may be made from, each one lemminflect knows as a
    verb ("napper" -> {"nap"}, "worrier" -> {"worry"}, "lounger" -> {"lounge"}, "snackers" ->
    {"snack"}, "procrastinator" -> {"procrastinate"}); empty for any other word."""
    if word.endswith("s"):
        word = word[:-1]
    if len(word) < 5 or not word.endswith(("er", "or")):
        return frozenset()
    stem = word[:-2]
    candidates = {stem, stem + "e"}
    if len(stem) > 2 and stem[-1] == stem[-2]:
        candidates.add(stem[:-1])  # "napper": the doubled consonant
    if stem.endswith("i"):
        candidates.add(stem[:-1] + "y")  # "worrier"
    return frozenset(c for c in candidates if "VERB" in pos(c) and c in verb_lemmas(c))


#: Endings of the regular inflections lemminflect's rules for unknown words undo.
_INFLECTED_ENDINGS = ("ed", "ing", "s")


@lru_cache(maxsize=8192)
def inflected_unknown(word: str) -> bool:
    """A word the dictionary does not know that is a regular inflection of one ("texted" ->
    "text", "skyping" -> "skype", "congrats"), by lemminflect's rules for unknown words: not a
    name of its own ("lanzarote", "aurora")."""
    if not word.endswith(_INFLECTED_ENDINGS):
        return False
    return any(lemma != word for readings in getAllLemmasOOV(word, "VERB").values() for lemma in readings)
