"""Forgetting in recall: which stretches of the transcript a forgotten fact's words occupy.

A forgotten fact must not come back through recall either: the chunks built from the messages
that said it are rewritten with those words replaced by FORGOTTEN, embedded again, and the
full-text index follows the text. The transcript itself stays as it was (it is the record, kept
until the user erases); what is kept instead is where the words were (message id and character
span), never the words, so that indexing the session again (a retried job, a new embedding model,
a reopened session) applies the same redactions.

Which words, and where (pure functions, tested on their own):
- the supporting quote, wherever the user said it verbatim (any session: case and spacing aside);
- in the session the fact was learned in, its specifics as they are echoed back: numbers (digit
  strings, with their separators) and names (capitalised words that do not start a sentence).
  Common words of the fact ("sister", "code") are left alone: removing every "sister" in a
  session would damage recall of everything else said in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from companion.model import Message

__all__ = ["FORGOTTEN", "Forgettable", "apply_spans", "forgettable", "redact_messages", "spans_in"]

FORGOTTEN = "[forgotten]"

_NUMBER = re.compile(r"\d+(?:[.,:/\-]\d+)*")
_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*")
# Capitalised words that are not names: the pronoun and the words facts are phrased with.
_NOT_NAMES = frozenset({"I", "I'm", "I've", "I'd", "I'll", "User", "User's", "The", "My"})
_SENTENCE_END = re.compile(r"[.!?]\s*$")


@dataclass(frozen=True, slots=True)
class Forgettable:
    """What to look for: phrases anywhere the user said them, tokens in the fact's own session."""

    phrases: tuple[str, ...]
    tokens: tuple[str, ...]


def _names(text: str) -> list[str]:
    out: list[str] = []
    for match in _WORD.finditer(text):
        word = match.group()
        before = text[: match.start()]
        starts_sentence = not before.strip() or bool(_SENTENCE_END.search(before))
        if word[0].isupper() and not starts_sentence and word not in _NOT_NAMES:
            out.append(word.removesuffix("'s"))
    return out


def forgettable(fact_text: str, quote: str | None) -> Forgettable:
    """The words of a fact to remove from recall (see the module docstring)."""
    phrase = " ".join((quote or "").split())
    tokens: list[str] = []
    for text in (fact_text, quote or ""):
        tokens += _NUMBER.findall(text)
        tokens += _names(text)
    unique = tuple(dict.fromkeys(t for t in tokens if len(t) > 1 or t.isdigit()))
    return Forgettable(phrases=(phrase,) if len(phrase) >= 3 else (), tokens=unique)


def _phrase_pattern(phrase: str) -> re.Pattern[str]:
    # Any run of whitespace between the words: transcripts and quotes differ in spacing.
    return re.compile(r"\s+".join(re.escape(w) for w in phrase.split()), re.IGNORECASE)


def spans_in(content: str, what: Forgettable, *, with_tokens: bool) -> list[tuple[int, int]]:
    """Character spans of `content` to redact, merged and in order."""
    spans = [(m.start(), m.end()) for p in what.phrases for m in _phrase_pattern(p).finditer(content)]
    if with_tokens:
        for token in what.tokens:
            # Whole tokens only: forgetting "12" must not cut into "2012" or "Anabel".
            pattern = re.compile(rf"(?<![\w]){re.escape(token)}(?![\w])", re.IGNORECASE)
            spans += [(m.start(), m.end()) for m in pattern.finditer(content)]
    return _merge(spans)


def _merge(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def apply_spans(content: str, spans: Iterable[tuple[int, int]]) -> str:
    """`content` with every span replaced by FORGOTTEN (overlapping spans count once)."""
    out, last = [], 0
    for start, end in _merge((max(0, s), min(len(content), e)) for s, e in spans):
        if start >= end:
            continue
        out += [content[last:start], FORGOTTEN]
        last = end
    out.append(content[last:])
    return "".join(out)


def redact_messages(
    messages: Sequence[Message], spans: dict[object, list[tuple[int, int]]]
) -> tuple[Message, ...]:
    """The transcript as recall may see it: each message's recorded spans redacted."""
    return tuple(
        m.model_copy(update={"content": apply_spans(m.content, spans[m.id])}) if m.id in spans else m
        for m in messages
    )
