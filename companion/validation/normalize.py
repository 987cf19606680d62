"""Canonical token form of speech-to-text output and of LLM quotes (rule V4).

Both sides of a comparison go through `canonicalize`, so whatever it folds is folded identically
on both sides: case, accents and punctuation; fillers, discourse markers and stutters; dropped
apostrophes and spelled-out contractions ("I am" = "I'm" = "im"); homophones; -s/-ed endings;
abbreviations ("Dr." = "doctor"); spelled-out letters ("p h d" = "PhD"); spoken numbers ("three
oh seven two", "nineteen fifty one", "eleven thousand four hundred": see `lexicon.numbers`) and
units after a number ("milligrams" = "mg", `lexicon.units`). Every canonical token keeps the
character span of the original words it came from, so a match is reported as a span of the
original message, and the lower-case word it stands for (`lows`), which the utterance analysis
reads, with the discourse markers dropped right before it (`marks`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from companion.validation.cleanup import (
    Entry,
    collapse_repeats,
    drop_currency_signs,
    drop_discourse,
    has_concord,
    has_discourse,
    has_repeat,
    merge_compounds,
    merge_letters,
    merge_numbers,
    read_misheard_no,
    read_negative_concord,
    read_preverbal_negation,
    read_scales,
)
from companion.validation.lexicon import (
    ABBREVIATIONS,
    CALENDAR,
    CURRENCY_UNIT_SYMBOLS,
    FILLERS,
    FRACTION_WORDS,
    HOMOPHONE_REP,
    MONEY_NOTES,
    MONTHS,
    MULTIPLICATIVES,
    NEGATIONS,
    NUMBER_SUFFIXES,
    ORDINAL_ENDINGS,
    SPOKEN_CONTRACTIONS,
    TITLE_ABBREVIATIONS,
)
from companion.validation.lexicon.grammar import PREVERBAL_NEGATORS
from companion.validation.lexicon.morphology import is_gerund
from companion.validation.lexicon.numbers import format_number, is_number_word, singular_number
from companion.validation.lexicon.spoken import (
    ARTICLE_SCALES,
    I_FORMS,
    NUMBER_NOUNS,
    NUMERO_SIGNS,
    NUMERO_WORD,
    ONE_LETTER_WORDS,
    PERCENT_WORD,
    YEAR_PREPOSITIONS,
)
from companion.validation.lexicon.units import DEGREE_SIGNS, FILLER_UNITS, feet_inches_key

__all__ = [
    "Canon",
    "canonicalize",
    "canonicalize_words",
    "char_span",
    "clear_caches",
    "fold",
    "plain",
    "stem",
    "token_spans",
    "word_key",
]

# ISO dates (2025-03-14: one token, read as the written date), clock times (9:15), digits with
# thousands separators, decimals, digit+suffix (5pm, 1st, 85k), a word broken off with a hyphen
# ("dec- till"), words with inner apostrophes, percent, and the punctuation that marks a clause
# boundary.
_TOKEN_RE = re.compile(
    r"\d['′’] ?\d{1,2}(?:[\"″”]|'')?(?![\w'])|°[CFcf]?(?![^\W\d_])|"  # 5'2", 5′2″, °C
    r"£(?=\d)(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?[^\W\d_]*)|\d{4}-\d{2}-\d{2}(?!\d)|\d{1,2}:\d{2}(?!\d)|(?<![\d/])\d{1,2}/\d{1,2}(?![/\d])|[^\W\d_]+-(?=[\x20\t\n\r\f\v]|$)|[^\W\d_]+(?:['’][^\W\d_]+)*|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?[^\W\d_]*"
    r"|%|[.!?;:,()\"“”—–…]|(?<=[ \t])-(?=[ \t])"
)
# The same pattern for ASCII text (most input): on ASCII characters `[^\W\d_]` is [A-Za-z] and
# `\d` is [0-9], and the non-ASCII punctuation cannot occur, so it finds the same tokens faster.
_ASCII_TOKEN_RE = re.compile(
    r"\d' ?\d{1,2}(?:\"|'')?(?![\w'])|"  # a height: 5'2"
    r"£(?=\d)(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?[^\W\d_]*)|\d{4}-\d{2}-\d{2}(?!\d)|\d{1,2}:\d{2}(?!\d)|(?<![\d/])\d{1,2}/\d{1,2}(?![/\d])|[A-Za-z]+-(?=[\x20\t\n\r\f\v]|$)|[A-Za-z]+(?:'[A-Za-z]+)*|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?[A-Za-z]*"
    r"|%|[.!?;:,()\"]|(?<=[ \t])-(?=[ \t])",
    re.ASCII,
)
_SENTENCE_END = frozenset(".!?…")
# A whole number and a vulgar fraction written as one character ("3½", "¼"): Unicode's numeric
# value of the character is the fraction's (`unicodedata.numeric`).
_VULGAR_FRACTION_RE = re.compile(r"(\d*)([\u00bc-\u00be\u2150-\u215e])")
# A height written in feet and inches ("5'2\"", "5′ 2″", "6'2"): one token, one value.
_FEET_INCHES_RE = re.compile(r"(\d)['′’] ?(\d{1,2})(?:[\"″”]|''|′′)?")  # NFKC: ″ is ′′
_CLOCK_RE = re.compile(r"(\d{1,2}):(\d{2})")
# A fraction written with a slash ("3/4", "1/2"): a date with a slash has its year after it, and
# a larger bottom number is more often a date or a score ("5/12", "9/11") than a fraction.
_FRACTION_RE = re.compile(r"(\d{1,2})/(\d{1,2})")
_LARGEST_WRITTEN_DENOMINATOR = 10
_ISO_DATE_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def _tokens(text: str) -> list[str]:
    """The raw tokens of `text` (what `_TOKEN_RE.findall` gives)."""
    return (_ASCII_TOKEN_RE if text.isascii() else _TOKEN_RE).findall(text)


_PLAIN_APOS_RE = re.compile(r"(?<=\w)'(?=\w)")
_PLAIN_PUNCT_RE = re.compile(r"[^\w\s]|_")


@dataclass(frozen=True, slots=True, eq=False)
class Canon:
    """A text as canonical tokens, each with the character span of its source words."""

    keys: tuple[str, ...]
    starts: tuple[int, ...]  # first raw token (see `token_spans`) of each canonical token
    ends: tuple[int, ...]  # end raw token (exclusive)
    boundary: tuple[bool, ...]  # a clause boundary (punctuation) precedes this token
    critical: tuple[bool, ...]  # V4: numbers, negations, calendar words, names
    joined: str  # " k0 k1 ... " for fast contiguous-run search (keys hold no spaces)
    key_set: frozenset[str]
    lows: tuple[str, ...] = ()  # the lower-case word each token stands for (before stemming)
    marks: tuple[str, ...] = ()  # discourse markers dropped right before each token ("", "so")
    # spoken number runs of two or more numbers: (first token, end token, what the run may mean)
    runs: tuple[tuple[int, int, frozenset[str]], ...] = ()

    @classmethod
    def of(
        cls,
        keys: tuple[str, ...],
        starts: tuple[int, ...],
        ends: tuple[int, ...],
        boundary: tuple[bool, ...],
        critical: tuple[bool, ...],
        lows: tuple[str, ...] = (),
        marks: tuple[str, ...] = (),
        runs: tuple[tuple[int, int, frozenset[str]], ...] = (),
    ) -> Canon:
        """A Canon over these tokens, with `joined` and `key_set` derived from `keys`."""
        return cls(
            keys,
            starts,
            ends,
            boundary,
            critical,
            " " + " ".join(keys) + " ",
            frozenset(keys),
            lows or keys,
            marks or ("",) * len(keys),
            runs,
        )

    def __len__(self) -> int:
        return len(self.keys)

    def index_at(self, pos: int) -> int:
        """The token whose " key" starts at `pos` of `joined` (one space precedes each key)."""
        return self.joined.count(" ", 0, pos)

    @property
    def numbers(self) -> frozenset[str]:
        """Every number the text may say: each number token, and what each run of spoken numbers
        may mean as one number ("three oh seven two" -> 3072, "nine fifteen" -> 9:15)."""
        keys = frozenset(k for k in self.key_set if k[:1].isdigit())
        if not self.runs:
            return keys
        return keys.union(*(r for _, _, r in self.runs))


def fold(word: str) -> str:
    """Lower case without accents: "Quinceañera" -> "quinceanera", "Café" -> "cafe"."""
    low = word.lower()
    if low.isascii():
        return low
    decomposed = unicodedata.normalize("NFKD", low)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def stem(word: str) -> str:
    """Drop a plural/3rd-person -s or a past -ed, as speech-to-text often does (V4)."""
    if len(word) > 4 and word.isalpha():
        if word.endswith("ed"):
            return word[:-2]
        if word.endswith("s") and not word.endswith("ss"):
            return word[:-1]
    return word


def word_key(low: str) -> str:
    """Canonical key of one lower-case word without apostrophes (no expansion, no numbers)."""
    rep = HOMOPHONE_REP.get(low)
    if rep is not None:
        return rep
    base = stem(low)
    return HOMOPHONE_REP.get(base, base)  # "flours" and "flowers" too


# ASCII characters `_PLAIN_PUNCT_RE` turns into spaces, derived from the pattern itself so the
# `str.translate` fast path of `plain` cannot drift from the regex.
_ASCII_PUNCT = str.maketrans({chr(c): " " for c in range(128) if _PLAIN_PUNCT_RE.match(chr(c))})


@lru_cache(maxsize=8192)
def plain(text: str) -> str:
    """Case-folded, NFKC, apostrophes inside words dropped, other punctuation to spaces."""
    if text.isascii():
        # NFKC and the curly-quote replacements are the identity on ASCII; `translate` does the
        # punctuation substitution ~5x faster than the regex (same characters, see _ASCII_PUNCT)
        s = text.lower()
        if "'" in s:
            s = _PLAIN_APOS_RE.sub("", s)
        return " " + " ".join(s.translate(_ASCII_PUNCT).split()) + " "
    s = unicodedata.normalize("NFKC", text).lower().replace("’", "'").replace("‘", "'")
    s = _PLAIN_APOS_RE.sub("", s)
    return " " + " ".join(_PLAIN_PUNCT_RE.sub(" ", s).split()) + " "


# One cached description per distinct raw token, so the per-token loop only branches on flags:
# (kind: 0 word / 1 clause punctuation / 2 sentence end, parts, capitalised-not-"I", always
# critical). A token is one or two parts (key, low, numeric value or None): "5pm" -> 5 and "pm".
# The fifth field is what `_entries` needs of the parts, worked out once per distinct token:
# the parts that are not fillers, each (key, low, has a numeric value, numeric, needs a post-pass).
_Part = tuple[str, str, "float | None"]
_Kept = tuple[str, str, bool, bool, bool]
_TokInfo = tuple[int, tuple[_Part, ...], bool, bool, tuple[_Kept, ...]]


def _kept(parts: tuple[_Part, ...]) -> tuple[_Kept, ...]:
    out = []
    for key, low, value in parts:
        if low in FILLERS:
            continue
        numeric = value is not None or is_number_word(low)
        post = (
            numeric
            or len(parts) > 1
            or (len(low) == 1 and low not in ONE_LETTER_WORDS)
            or low in FRACTION_WORDS
            or low in NUMBER_NOUNS
            or low in MONEY_NOTES
            or low in ARTICLE_SCALES
        )
        out.append((key, low, value is not None, numeric, post))
    return tuple(out)


_PUNCT_INFO: _TokInfo = (1, (), False, False, ())
_END_INFO: _TokInfo = (2, (), False, False, ())
_PERCENT_PARTS: tuple[_Part, ...] = ((PERCENT_WORD, PERCENT_WORD, None),)
_PERCENT_INFO: _TokInfo = (0, _PERCENT_PARTS, False, False, _kept(_PERCENT_PARTS))
_SUFFIX_RE = re.compile(r"(\d+(?:\.\d+)?)([a-z]+)")


def _digits(bare: str) -> tuple[_Part, ...]:
    """A digit-led token: a clock time, a number, or a number and the word stuck to it."""
    iso = _ISO_DATE_RE.fullmatch(bare)
    if iso is not None:
        return _iso_date(iso)
    fraction = _FRACTION_RE.fullmatch(bare)
    if fraction is not None:  # "3/4" is 0.75, as "three quarters" reads; "24/7" two numbers
        top, bottom = int(fraction.group(1)), int(fraction.group(2))
        if 0 < top < bottom <= _LARGEST_WRITTEN_DENOMINATOR:
            key = format_number(top / bottom)
            return ((key, key, top / bottom),)
        return (*_digits(fraction.group(1)), *_digits(fraction.group(2)))
    clock = _CLOCK_RE.fullmatch(bare)
    if clock is not None:
        hours, minutes = int(clock.group(1)), clock.group(2)
        key = f"{hours}:{minutes}" if minutes != "00" else str(hours)
        return ((key, key, None),)
    num = bare.replace(",", "")
    try:
        value = float(num)
        key = format_number(value)
        return ((key, key, value),)
    except ValueError:
        pass
    m = _SUFFIX_RE.fullmatch(num)
    if m is None:  # "4x4", "3d": kept verbatim, still critical
        return ((num, num, None),)
    value, suffix = float(m.group(1)), m.group(2)
    if suffix in ORDINAL_ENDINGS and value == int(value):
        key = format_number(value)
        return ((key, key, value),)
    if suffix in NUMBER_SUFFIXES:  # "85k" == 85,000
        key = format_number(value * NUMBER_SUFFIXES[suffix])
        return ((key, key, value * NUMBER_SUFFIXES[suffix]),)
    key = format_number(value)
    if suffix == "s":  # "under-12s", "the 1990s"
        return ((key, key, value),)
    low = FILLER_UNITS.get(suffix) or ABBREVIATIONS.get(suffix, suffix)  # "5mm": the unit, not a hum
    return ((key, key, value), (word_key(low), low, None))  # "5pm" -> 5, "pm"; "20mg" -> 20, "mg"


def _iso_date(m: re.Match[str]) -> tuple[_Part, ...]:
    """An ISO 8601 date ("2025-03-14", the form an extractor often writes a fact's date in) has
    the keys of the date written out ("March 14 2025"): month, day, year, so it is compared with
    the user's "the fourteenth of march" or a resolved "tomorrow" value by value. Not a date
    ("2025-13-40"): its three numbers, as before."""
    year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
    try:
        date(year, month, day)
    except ValueError:
        return tuple((format_number(v), format_number(v), float(v)) for v in (year, month, day))
    name = MONTHS[month - 1]
    return (
        (word_key(name), name, None),
        (str(day), str(day), float(day)),
        (str(year), str(year), float(year)),
    )


# a word the speaker broke off (written with a hyphen before a space) says nothing: no entry,
# when the speaker restarts (`_restarted`)
_CUT_OFF_INFO: _TokInfo = (0, (), False, False, ())


def _restarted(tokens: list[str], i: int) -> bool:
    """The word broken off at i is a restart: the word after it is one of the three before it,
    said again ("till dec- | till january", "at the wool- | at the bunnings"). Otherwise the
    hyphen is a dash written against its word ("number four- 'the quiet one' is ...")."""
    if not 0 < i < len(tokens) - 1:
        return False
    again = tokens[i + 1].lower()
    return any(t.lower() == again for t in tokens[max(0, i - 3) : i])


@lru_cache(maxsize=65536)
def _tok_info(tok: str) -> _TokInfo:
    first = tok[0]
    if first in CURRENCY_UNIT_SYMBOLS and len(tok) > 1:  # "£4,200": the number, then its unit word
        unit = CURRENCY_UNIT_SYMBOLS[first]
        parts = (*_digits(fold(tok[1:])), (word_key(unit), unit, None))
        return (0, parts, False, True, _kept(parts))
    if tok[-1] == "-" and len(tok) > 1:
        return _CUT_OFF_INFO  # "till dec- till january": a word broken off for a restart
    if not first.isalnum():
        if tok == "%":
            return _PERCENT_INFO
        degree = DEGREE_SIGNS.get(tok.lower())
        if degree is not None:  # "38.5 °C" reads as "38.5 degrees celsius"
            parts = tuple((word_key(w), w, None) for w in degree)
            return (0, parts, False, False, _kept(parts))
        return _END_INFO if tok in _SENTENCE_END else _PUNCT_INFO
    if not tok.isascii():
        fraction = _VULGAR_FRACTION_RE.fullmatch(tok)
        if fraction is not None:  # "3½", "¾": NFKC would make "3½" the digits "31⁄2"
            whole, part = fraction.groups()
            key = format_number(int(whole or 0) + unicodedata.numeric(part))
            parts = ((key, key, None),)
            return (0, parts, False, True, _kept(parts))
        tok = unicodedata.normalize("NFKC", tok)
    bare = fold(tok).replace("’", "").replace("'", "")
    if first.isdigit():
        height = _FEET_INCHES_RE.fullmatch(tok)
        if height is not None:  # "5'2\"": before `bare`, which drops the feet mark
            key = feet_inches_key(int(height.group(1)), int(height.group(2)))
            parts = ((key, key, None),)
            return (0, parts, False, True, _kept(parts))
        parts = _digits(bare)
        return (0, parts, False, True, _kept(parts))
    low = ABBREVIATIONS.get(bare, bare)
    if len(low) > 3 and low.endswith("in") and is_gerund(low + "g"):
        low += "g"  # "goin", "drivin": the -ing a speaker (and a recogniser) drops
    low = singular_number(low) or low  # "the under twelves" counts like "under 12s"
    cap = first.isupper() and low not in I_FORMS
    spoken = SPOKEN_CONTRACTIONS.get(low) or MULTIPLICATIVES.get(low)
    if spoken is not None:  # "gonna" is "going to" on both sides, "twice" "two times"
        keys = tuple(word_key(w) for w in spoken)
        parts = tuple((k, w, None) for k, w in zip(keys, spoken, strict=True))
        return (0, parts, cap, not _CRITICAL_WORDS.isdisjoint(keys), _kept(parts))
    key = word_key(low)
    parts = ((key, low, None),)
    return (0, parts, cap, key in _CRITICAL_WORDS, _kept(parts))


_ZERO_LED = 2  # "09": two digits, the first a zero
_NONZERO_DIGITS = "123456789"
_OH = "oh"  # the zero as speech says it in a year ("oh nine"), one of `SPOKEN_ZERO`


def _oh_year_info(digit: str) -> _TokInfo:
    parts = ((word_key(_OH), _OH, None), *_digits(digit))
    return (0, parts, False, True, _kept(parts))


_OH_YEAR_INFO = {d: _oh_year_info(d) for d in _NONZERO_DIGITS}


def _year_tens_as_zero(tokens: list[str], i: int) -> bool:
    """ "retired in '09", "since 07": a year's tens written as a zero after a preposition of time,
    which speech says "oh" ("retired in oh nine"); read as said, so the two align and the
    year reading (`specifics`) sees both alike. Not "room 07" or a combination "22, 07"."""
    tok = tokens[i]
    return (
        len(tok) == _ZERO_LED
        and tok[0] == "0"
        and tok[1] in _NONZERO_DIGITS
        and i > 0
        and tokens[i - 1].lower() in YEAR_PREPOSITIONS
    )


def _numero(tokens: list[str], i: int) -> bool:
    """ "No." written after a word and before digits ("the No. 42 bus") is the word "number"."""
    return (
        tokens[i] in NUMERO_SIGNS
        and 0 < i < len(tokens) - 2
        and tokens[i - 1][:1].isalnum()
        and tokens[i + 1] == "."
        and tokens[i + 2][:1].isdigit()
    )


def _entries(tokens: list[str]) -> tuple[list[Entry], bool]:
    """Raw entries (key, low, first raw token, end raw token, boundary, critical, numeric) and
    whether a post-pass (numbers, contractions, letters) has anything to do.

    Positions are raw token indexes, not characters: `findall` + a cached description per token
    keeps the loop free of match objects; `token_spans` maps indexes to characters on demand."""
    out: list[Entry] = []
    append = out.append
    boundary = True
    sentence_start = True
    post = False
    for i, info in enumerate(map(_tok_info, tokens)):
        if info is _CUT_OFF_INFO and not _restarted(tokens, i):
            info = _tok_info(tokens[i][:-1])  # "number four- 'embracing ...'": a dash, not a restart
        elif _numero(tokens, i):
            info = _tok_info(NUMERO_WORD)  # "the No. 42": the word "number" written short, not "no"
        elif _year_tens_as_zero(tokens, i):
            info = _OH_YEAR_INFO[tokens[i][1]]
        elif i > 0 and tokens[i - 1][:1].isdigit() and tokens[i].lower() in FILLER_UNITS:
            info = _tok_info(FILLER_UNITS[tokens[i].lower()])  # "40 mm": the unit, not a hum
        kind, _parts, cap, always, kept = info
        if kind:
            boundary = True
            if kind == 2 and not (i > 0 and tokens[i - 1].lower() in TITLE_ABBREVIATIONS):
                sentence_start = True  # not the stop of "Dr. Patel": the name after it is a name
            continue
        critical = always or (cap and not sentence_start)  # a name: capitalised mid-sentence
        sentence_start = False
        for key, low, valued, numeric, needs_post in kept:  # fillers are already left out
            post = post or needs_post
            append((key, low, i, i + 1, boundary, critical or valued, numeric))
            boundary = False
    return out, post


_SPAN = re.Match.span


@lru_cache(maxsize=4096)
def token_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The character span of every raw token of `text` (what `Canon.starts`/`ends` index)."""
    pattern = _ASCII_TOKEN_RE if text.isascii() else _TOKEN_RE
    return tuple(map(_SPAN, pattern.finditer(text)))


def char_span(canon: Canon, text: str, first: int, last: int) -> tuple[int, int]:
    """Character span in `text` of the canonical tokens `first` .. `last - 1` of `canon(text)`."""
    spans = token_spans(text)
    return spans[canon.starts[first]][0], spans[canon.ends[last - 1] - 1][1]


def canonicalize(text: str) -> Canon:
    """The canonical tokens of `text` (cached: a transcript's messages are canonicalised once)."""
    return _analysed(text)[0]


@lru_cache(maxsize=8192)  # the one cache behind `canonicalize` (a second one costs GC time)
def _analysed(text: str) -> tuple[Canon, tuple[str, ...] | None]:
    """`canonicalize(text)` and, when no post-pass changed anything, the raw tokens: then
    canonical token k is one part of raw token `starts[k]` (a raw token may give several:
    "gonna" -> going, to; "5pm" -> 5, pm; all of them share its `starts`), and
    `quotes.canonicalize_quote` can slice it."""
    tokens = _tokens(text)
    entries, post = _entries(tokens)
    canon, pure = _finish(entries, post, 3)
    # kept as a tuple: a cached tuple of strings drops out of garbage collection, a list stays in
    return canon, tuple(tokens) if pure else None


def clear_caches() -> None:
    """Empty every per-text cache of this module (see also `caches.clear_caches`)."""
    for cached in (_analysed, canonicalize_words, plain, token_spans):
        cached.cache_clear()


@lru_cache(maxsize=1024)
def canonicalize_words(text: str) -> Canon:
    """Like `canonicalize`, but only single repeated words collapse ("I I went"), not phrases.

    A quote may cut a repeated phrase ("garden path garden path" quoted from its middle as
    "path garden path"); the matcher retries with this form when the phrase-collapsed one fails.
    """
    entries, post = _entries(_tokens(text))
    return _finish(entries, post, 1)[0]


def _finish(entries: list[Entry], post: bool, max_phrase: int) -> tuple[Canon, bool]:
    """The post-passes over raw entries -> (Canon, whether no post-pass changed anything)."""
    pure = True
    runs: list[tuple[int, int, frozenset[str]]] = []
    joined = merge_compounds(entries)
    if len(joined) != len(entries):
        entries, pure = joined, False
    heard = read_misheard_no(entries)
    if heard is not entries:
        entries, pure = heard, False
    if not PREVERBAL_NEGATORS.isdisjoint(e[1] for e in entries):
        preverbal = read_preverbal_negation(entries)
        if preverbal != entries:
            entries, pure = preverbal, False
    if has_concord(frozenset(e[0] for e in entries)):
        concord = read_negative_concord(entries)
        if concord != entries:
            entries, pure = concord, False
    if post:
        n = len(entries)
        entries = merge_letters(entries)
        entries, runs = merge_numbers(entries)
        entries = drop_currency_signs(entries)
        entries = read_scales(entries)
        pure = pure and len(entries) == n and not runs and not any(e[6] for e in entries)
    keys = [e[0] for e in entries]
    key_set = frozenset(keys)
    marks: list[str] | None = None
    if has_discourse(key_set):
        pure = False
        entries, marks, kept = drop_discourse(entries)
        runs = _remap_runs(runs, kept)
        keys = [e[0] for e in entries]
        if has_discourse(frozenset(keys)):
            # a stuttered marker ("you you know know") leaves one copy behind after the first pass
            entries, marks, kept = drop_discourse(entries, marks)
            runs = _remap_runs(runs, kept)
            keys = [e[0] for e in entries]
        key_set = frozenset(keys)
    # no key twice: nothing repeats (the exact check is only needed otherwise)
    if len(key_set) != len(keys) and has_repeat(keys):
        pure = False
        entries, kept = collapse_repeats(entries, max_phrase)
        if marks is not None:
            marks = [marks[i] for i in kept]
        runs = _remap_runs(runs, kept)
        keys = [e[0] for e in entries]
        key_set = frozenset(keys)
    if not entries:
        return _EMPTY, pure
    _k, lows, starts, ends, boundary, critical, _n = zip(*entries, strict=True)
    return (
        Canon(
            tuple(keys),
            starts,
            ends,
            boundary,
            critical,
            " " + " ".join(keys) + " ",
            key_set,
            lows,
            tuple(marks) if marks is not None else ("",) * len(keys),
            tuple(runs),
        ),
        pure,
    )


def _remap_runs(
    runs: list[tuple[int, int, frozenset[str]]], kept: list[int]
) -> list[tuple[int, int, frozenset[str]]]:
    """Number runs re-indexed after a stutter collapse kept the entries `kept` (old indexes)."""
    if not runs:
        return runs
    where = {old: new for new, old in enumerate(kept)}
    out = []
    for first, end, readings in runs:
        new = [where[i] for i in range(first, end) if i in where]
        if new:
            out.append((new[0], new[-1] + 1, readings))
    return out


_EMPTY = Canon((), (), (), (), (), "  ", frozenset(), (), (), ())

# V4: words that must match exactly wherever they stand ("may" is usually the verb).
_CRITICAL_WORDS = NEGATIONS | (CALENDAR - {"may"})
