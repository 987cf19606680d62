"""Canonical token form of speech-to-text output and of LLM quotes (rule V4).

Both sides of a comparison go through `canonicalize`, so whatever it folds (case, punctuation,
fillers, discourse markers, stutters, dropped apostrophes, homophones, -s/-ed endings, spoken numbers)
is folded identically on both sides. Every canonical token keeps the character span of the
original words it came from, so a match can be reported as a span of the original message.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from operator import and_, eq

from companion.validation.cleanup import (
    BIGRAM_FIRST,
    Entry,
    collapse_repeats,
    drop_discourse,
    format_number,
    merge_numbers,
)
from companion.validation.lexicon import (
    CALENDAR,
    DISCOURSE_BIGRAMS,
    DISCOURSE_WORDS,
    FILLERS,
    HOMOPHONE_REP,
    NEGATIONS,
    NUMBER_WORDS,
    SCALES,
)

__all__ = [
    "Canon",
    "canonicalize",
    "canonicalize_words",
    "char_span",
    "clear_caches",
    "plain",
    "stem",
    "token_spans",
    "word_key",
]

# Digits with thousands separators, decimals, digit+suffix (5pm, 1st), words with inner
# apostrophes, and the punctuation that marks a clause boundary.
# Words first: the alternatives start with disjoint characters, so the order only saves time.
_TOKEN_RE = re.compile(
    r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?[^\W\d_]*|[.!?;:,()\"“”—–…]"
)
# The same pattern for ASCII text (most input): on ASCII characters `[^\W\d_]` is [A-Za-z],
# `\d` is [0-9], and the non-ASCII quote and punctuation characters cannot occur, so it finds
# the same tokens, ~30% faster than the Unicode classes.
_ASCII_TOKEN_RE = re.compile(
    r"[A-Za-z]+(?:'[A-Za-z]+)*|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?[A-Za-z]*|[.!?;:,()\"]", re.ASCII
)
_SENTENCE_END = frozenset(".!?…")


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

    @classmethod
    def of(
        cls,
        keys: tuple[str, ...],
        starts: tuple[int, ...],
        ends: tuple[int, ...],
        boundary: tuple[bool, ...],
        critical: tuple[bool, ...],
    ) -> Canon:
        """A Canon over these tokens, with `joined` and `key_set` derived from `keys`."""
        return cls(keys, starts, ends, boundary, critical, " " + " ".join(keys) + " ", frozenset(keys))

    def __len__(self) -> int:
        return len(self.keys)

    def index_at(self, pos: int) -> int:
        """The token whose " key" starts at `pos` of `joined` (one space precedes each key)."""
        return self.joined.count(" ", 0, pos)


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
    return rep if rep is not None else stem(low)


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


@lru_cache(maxsize=65536)
def _word(tok: str) -> tuple[str, float | None, bool, bool, bool]:
    """One raw word -> (key, numeric value, is scale word, is filler, is a form of "I")."""
    if not tok.isascii():
        tok = unicodedata.normalize("NFKC", tok)
    bare = tok.lower().replace("’", "").replace("'", "")
    if tok[0].isdigit():
        num = bare.replace(",", "")
        parsed: float | None
        try:
            parsed = float(num)
        except ValueError:
            parsed = _suffixed(num)
        if parsed is None:  # "5pm", "3d": kept verbatim, still critical (see _entries)
            return num, None, False, False, False
        return format_number(parsed), parsed, False, False, False
    if bare in NUMBER_WORDS:
        return str(NUMBER_WORDS[bare]), NUMBER_WORDS[bare], False, False, False
    if bare in SCALES:
        return bare, SCALES[bare], True, False, False
    return word_key(bare), None, False, bare in FILLERS, bare in _I_FORMS


_I_FORMS = frozenset({"i", "im", "ive", "ill", "id"})
_SUFFIX_RE = re.compile(r"(\d+(?:\.\d+)?)([a-z]+)")
# V4/V5: "85k" == 85,000; "2bn"; ordinals "5th" == 5. "m" stays verbatim: it is also metres.
_NUMBER_SUFFIXES = {"k": 1e3, "mil": 1e6, "bn": 1e9, "st": 1.0, "nd": 1.0, "rd": 1.0, "th": 1.0}


def _suffixed(num: str) -> float | None:
    m = _SUFFIX_RE.fullmatch(num)
    if m is None or m.group(2) not in _NUMBER_SUFFIXES:
        return None
    value = float(m.group(1)) * _NUMBER_SUFFIXES[m.group(2)]
    return value if m.group(2) in ("k", "mil", "bn") or value == int(value) else None


# One cached description per distinct raw token, so the per-token loop only branches on flags:
# (kind: 0 word / 1 clause punctuation / 2 sentence end, key, value, scale, filler,
#  capitalised-not-"I" (a name when not sentence-initial), digit-led non-number (always critical)).
_TokInfo = tuple[int, str, "float | None", bool, bool, bool, bool]
_PUNCT_INFO: _TokInfo = (1, "", None, False, False, False, False)
_END_INFO: _TokInfo = (2, "", None, False, False, False, False)


@lru_cache(maxsize=65536)
def _tok_info(tok: str) -> _TokInfo:
    first = tok[0]
    if not first.isalnum():
        return _END_INFO if tok in _SENTENCE_END else _PUNCT_INFO
    key, value, scale, filler, i_form = _word(tok)
    cap = first.isupper() and value is None and not i_form
    # critical wherever it stands: numbers, digit-led tokens ("5pm"), negations, calendar words
    always = value is not None or first.isdigit() or key in _CRITICAL_WORDS
    return (0, key, value, scale, filler, cap, always)


def _entries(tokens: list[str]) -> tuple[list[Entry], bool]:
    """Raw entries (key, first raw token, end raw token, boundary, critical, value, scale) and
    whether the number merge has anything to do (it is skipped otherwise).

    Positions are raw token indexes, not characters: `findall` + a cached description per token
    keeps the loop free of match objects; `token_spans` maps indexes to characters on demand."""
    out: list[Entry] = []
    append = out.append
    boundary = True
    sentence_start = True
    merge = False
    last_number = -3
    for i, (kind, key, value, scale, filler, cap, always) in enumerate(map(_tok_info, tokens)):
        if kind:
            boundary = True
            if kind == 2:
                sentence_start = True
            continue
        critical = always or (cap and not sentence_start)  # a name: capitalised mid-sentence
        sentence_start = False
        if filler:
            continue
        if value is not None:
            # only a scale word ("a hundred", "thousand") or two numbers at most one word apart
            # ("twenty five", "hundred and five") give the merge anything to do
            n = len(out)
            merge = merge or scale or n - last_number <= 2
            last_number = n
        append((key, i, i + 1, boundary, critical, value, scale))
        boundary = False
    return out, merge


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
def _analysed(text: str) -> tuple[Canon, list[str] | None]:
    """`canonicalize(text)` and, when no post-pass (number merge, discourse drop, stutter
    collapse) changed anything, the raw tokens: then canonical token k is exactly raw token
    `starts[k]`, and `quotes.canonicalize_quote` can slice it."""
    tokens = _tokens(text)
    entries, merge = _entries(tokens)
    canon, pure = _finish(entries, merge, 3)
    return canon, tokens if pure else None


def clear_caches() -> None:
    """Empty every per-text cache of this module (see also `quotes.clear_caches`)."""
    for cached in (_analysed, canonicalize_words, plain, token_spans):
        cached.cache_clear()


@lru_cache(maxsize=1024)
def canonicalize_words(text: str) -> Canon:
    """Like `canonicalize`, but only single repeated words collapse ("I I went"), not phrases.

    A quote may cut a repeated phrase ("garden path garden path" quoted from its middle as
    "path garden path"); the matcher retries with this form when the phrase-collapsed one fails.
    """
    return _finish(*_entries(_tokens(text)), 1)[0]


def _has_repeat(keys: list[str]) -> bool:
    """A 1-3 word phrase repeated right away ("I I", "we went we went"), checked at C speed
    (`map(eq)` over shifted copies) so `collapse_repeats` runs only when it has work."""
    if any(map(eq, keys, keys[1:])):
        return True
    # a longer repeat needs a key equal to the one two or three places on: a cheap prefilter
    if not any(map(eq, keys, keys[2:])) and not any(map(eq, keys, keys[3:])):
        return False
    two = map(and_, map(eq, keys, keys[2:]), map(eq, keys[1:], keys[3:]))
    if any(two):
        return True
    three = map(
        and_, map(and_, map(eq, keys, keys[3:]), map(eq, keys[1:], keys[4:])), map(eq, keys[2:], keys[5:])
    )
    return any(three)


def _has_discourse(keys: frozenset[str]) -> bool:
    if not DISCOURSE_WORDS.isdisjoint(keys):
        return True
    return not _BIGRAM_SECOND.isdisjoint(keys) and not BIGRAM_FIRST.isdisjoint(keys)


def _finish(entries: list[Entry], merge: bool, max_phrase: int) -> tuple[Canon, bool]:
    """The post-passes over raw entries -> (Canon, whether no post-pass ran)."""
    pure = not merge
    if merge:
        entries = merge_numbers(entries)
    keys = [e[0] for e in entries]
    key_set = frozenset(keys)
    if _has_discourse(key_set):
        pure = False
        entries = drop_discourse(entries)
        keys = [e[0] for e in entries]
        if _has_discourse(frozenset(keys)):
            # a stuttered marker ("you you know know") leaves one copy behind after the first pass
            entries = drop_discourse(entries)
            keys = [e[0] for e in entries]
        key_set = frozenset(keys)
    # no key twice: nothing repeats (the exact check is only needed otherwise)
    if len(key_set) != len(keys) and _has_repeat(keys):
        pure = False
        entries = collapse_repeats(entries, max_phrase)
        keys = [e[0] for e in entries]
        key_set = frozenset(keys)
    if not entries:
        return _EMPTY, pure
    _k, starts, ends, boundary, critical, _v, _s = zip(*entries, strict=True)
    return Canon(tuple(keys), starts, ends, boundary, critical, " " + " ".join(keys) + " ", key_set), pure


_EMPTY = Canon((), (), (), (), (), "  ", frozenset())
_BIGRAM_SECOND = frozenset(b for _, b in DISCOURSE_BIGRAMS)


# V4: words that must match exactly wherever they stand ("may" is usually the verb).
_CRITICAL_WORDS = NEGATIONS | (CALENDAR - {"may"})
