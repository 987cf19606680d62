"""The offline proposer: deterministic patterns for common self-statements in speech-like text.

No model, no network: the default without an API key. Each rule is a regular expression over the
original text of one *user* message (case-insensitive; fillers such as "um", "like", "you know"
are allowed between the words of a pattern), and a function that turns the match into a candidate
fact in the third person. The supporting quote is the clause around the match, copied verbatim
from the message (a substring), with the message's index. Assistant messages are never read.

It catches plain first-person statements ("my name is dana", "i work at the library as a
librarian", "i'm allergic to peanuts", "remember that ..."). It does not understand anything: see
docs/extraction.md for what it misses (facts spread over two turns, answers to the assistant's
questions, third-person facts, anything not phrased like the patterns). Precision comes first: a
pattern that would often fire on "i like, went to the store" is vetoed rather than loosened.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass

from companion.extraction.offline_rules import RULES, Draft, Rule, drafts
from companion.extraction.offline_text import DANGLING
from companion.model import Candidate, Fact, Origin, Transcript
from companion.model.proposals import Proposal

__all__ = ["RULES_VERSION", "OfflineProposer", "propose_offline"]

RULES_VERSION = "offline-v2"  # v2: employer with job, corrections keep their slot, spoken income

# Where a quote may start or end: sentence punctuation, commas, and the conjunctions that join
# run-on speech ("... and i work at the bank so ...").
_BOUNDARY = re.compile(
    r"[.!?;,\n]+|\s+[-–—]+\s+|\s+(?=(?:and|but|so|because|cause|cuz|though|plus)\b)", re.IGNORECASE
)
_SENTENCE = re.compile(r"[.!?;\n]+")
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
# A statement preceded closely by one of these is not asserted ("i never said i have a dog",
# "if i had a dog", "maybe i'm allergic to ...").
_HEDGE_BEFORE = re.compile(
    r"\b(?:not|never|no|n't|if|would|wish|maybe|might|could|whether|what|how|why|where|suppose|pretend"
    r"|imagine|said|says|when|whenever|until|before|after)\W*$"
    r"|n't\s+\w+\s*$",
    re.IGNORECASE,
)
_MIN_QUOTE_WORDS = 3
# Words a clause may start with that carry nothing; dropped from the front of a quote.
_LEAD = re.compile(
    r"(?:(?:and|but|so|yeah|yes|oh|um+|uh+|well|plus|because|cause|cuz|okay|ok|also)\b[\s,]*)+", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class _Hit:
    start: int
    end: int
    quote_start: int
    quote_end: int
    draft: Draft


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def _clause(content: str, start: int, end: int) -> tuple[int, int]:
    """The clause of `content` around [start, end): boundaries outside the match, >= 3 words."""
    left = 0
    for b in _BOUNDARY.finditer(content, 0, start):
        left = b.end()
    right = len(content)
    nxt = _BOUNDARY.search(content, end)
    if nxt is not None:
        right = nxt.start()
    if _words(content[left:right]) < _MIN_QUOTE_WORDS:
        # Too short to stand alone: widen to the sentence.
        left = 0
        for s in _SENTENCE.finditer(content, 0, start):
            left = s.end()
        stop = _SENTENCE.search(content, end)
        right = stop.start() if stop is not None else len(content)
    while left < right and content[left].isspace():
        left += 1
    lead = _LEAD.match(content, left, right)
    if lead is not None and _words(content[lead.end() : right]) >= _MIN_QUOTE_WORDS:
        left = lead.end()
    while right > left and content[right - 1].isspace():
        right -= 1
    return left, right


_OPENERS = re.compile(
    r"[\s,]*(?:(?:please|oh|and|also|so|but|um+|uh+|well|okay|ok|yeah|hey|just|plus)\b[\s,]*)*", re.IGNORECASE
)


def _at_clause_start(content: str, start: int) -> bool:
    """Only openers ("oh", "and", "please") stand between the clause start and `start`."""
    left = 0
    for b in _BOUNDARY.finditer(content, 0, start):
        left = b.end()
    opener = _OPENERS.match(content, left, start)
    return opener is not None and opener.end() == start


# A clause that opens like a question is one, with or without its "?" (speech-to-text often drops
# it): "do you think i should move to berlin", "should i tell my boss i'm a vegetarian".
_QUESTION_START = re.compile(
    r"(?:(?:so|and|but|oh|um+|uh+|hey|like|well|okay|ok)\b[\s,]*)*"
    r"(?:do|does|did|should|would|could|can|will|shall|is|are|am|was|were|have|has|had)(?:n['’]?t)?\s+"
    r"(?:you|i|we|they|he|she|it|my|your|there)\b",
    re.IGNORECASE,
)


def _clause_start(content: str, start: int) -> int:
    left = 0
    for b in _BOUNDARY.finditer(content, 0, start):
        left = b.end()
    while left < start and content[left].isspace():
        left += 1
    return left


def _asserted(content: str, start: int, end: int) -> bool:
    """Not hedged or negated just before, and not part of a question."""
    before = content[max(0, start - 30) : start]
    if _HEDGE_BEFORE.search(before):
        return False
    if _QUESTION_START.match(content, _clause_start(content, start), start + 1):
        return False
    s = _SENTENCE.search(content, end)
    return not (s is not None and "?" in s.group())


def _hits(content: str, rules: Sequence[Rule]) -> list[_Hit]:
    hits: list[_Hit] = []
    for rule in rules:
        for m in rule.pattern.finditer(content):
            if any(h.start <= m.start() < h.end for h in hits):
                continue  # an earlier (more specific) rule already claimed this statement
            if not _asserted(content, m.start(), m.end()):
                continue
            if rule.clause_initial and not _at_clause_start(content, m.start()):
                continue
            for draft in drafts(rule.build(m)):
                # A fact about "it" / "that" without its antecedent says nothing ("the user is
                # learning how to ask about that"); explicit requests are checked by their rule.
                if not draft.explicit and DANGLING.search(draft.text.rstrip(".")):
                    continue
                end = draft.end if draft.end is not None else m.end()
                q0, q1 = _clause(content, m.start(), end)
                hits.append(_Hit(m.start(), end, q0, q1, draft))
    hits.sort(key=lambda h: h.start)
    return hits


def propose_offline(transcript: Transcript, rules: Sequence[Rule] = RULES) -> tuple[Candidate, ...]:
    """Candidates for every pattern match in the user's messages, deduplicated (pure)."""
    out: list[Candidate] = []
    seen: set[str] = set()
    for index, message in enumerate(transcript.messages):
        if message.role != "user":
            continue
        for hit in _hits(message.content, rules):
            d = hit.draft
            key = d.slot or d.text.casefold()
            if d.slot is not None:
                key = f"{d.slot}={d.text.casefold()}"
            if key in seen:
                continue
            seen.add(key)
            out.append(
                Candidate(
                    text=d.text,
                    supporting_quote=message.content[hit.quote_start : hit.quote_end],
                    source_message_index=index,
                    category=d.category,
                    slot=d.slot,
                    importance=d.importance,
                    origin=Origin.EXPLICIT if d.explicit else Origin.EXTRACTED,
                )
            )
    return tuple(out)


class OfflineProposer:
    """The rule-based proposer (no model). `rules` defaults to the built-in table."""

    name = "offline"
    model: str | None = None
    prompt_version = RULES_VERSION

    def __init__(self, rules: Sequence[Rule] = RULES) -> None:
        self.rules = tuple(rules)

    async def propose(self, transcript: Transcript, active_facts: Sequence[Fact]) -> Proposal:
        items = propose_offline(transcript, self.rules)
        return Proposal(
            proposer=self.name,
            model=None,
            prompt_version=RULES_VERSION,
            # Recorded in the replayable {"candidates": [...]} form.
            raw_answer=json.dumps({"candidates": [c.model_dump(mode="json") for c in items]}),
            items=items,
        )
