"""The validator's tunable knobs, frozen, with documented defaults."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from companion.validation.normalize import canonicalize

__all__ = ["DEFAULT_POLICY", "AssistantSpecifics", "Policy", "SupportScope", "UnsupportedContent"]

SupportScope = Literal["graded", "quote", "message", "user_turns", "transcript"]
AssistantSpecifics = Literal["pending", "reject"]
UnsupportedContent = Literal["pending", "reject"]


@dataclass(frozen=True, slots=True)
class Policy:
    """How strict the gate is. The defaults are the ones measured in docs/validation.md.

    Attributes:
        min_quote_words: V3. A quote needs at least this many content-bearing words
            (interjections such as "yeah", "right", "okay" do not count).
        tokens_per_edit: V4. The alignment may spend one edit per this many quote tokens
            (6 -> a 6-11 token quote may differ by one edit, 12-17 by two).
        max_edits: V4. Upper bound on the edit budget however long the quote is.
        borderline_score: V11. A match whose score is below this (it needed edits on a short
            quote) is returned as PENDING for the user's review instead of ACCEPT.
        support_scope: V5. Where a specific of the fact may be backed. "graded" (the default):
            numbers, amounts and dates by the quote or the rest of the same user message; names
            also by another *user* message of the session or `participant_names` (never by an
            assistant message: the assistant's words must not become the user's facts). The
            single-level scopes apply to every specific: "quote", "message" (the source message),
            "user_turns" (any user message) or "transcript" (any message, the assistant's too).
        assistant_specifics: V5. What to do when the only flaw of a candidate is a name, title or
            place of the fact that, besides nothing the user said, only an assistant turn of the
            session says ("User's wife is Sarah" + "my wife loves hiking" after the assistant
            asked "is your wife Sarah?"). "pending" (the default): hold it for the user's review
            (reason SPECIFIC_FROM_ASSISTANT), so it is never stored active on the assistant's
            word; "reject": UNSUPPORTED_SPECIFIC. Numbers, amounts, dates, universal quantifiers
            and negations are never deferred: they are rejected either way.
        unsupported_content: V5b. What to do when no content word of the fact (besides who it is
            about) is a word of the user's message, up to inflection: "User is a vegetarian" on
            "I had a steak last night". "pending" (the default): hold it for the user's review
            (reason UNSUPPORTED_CONTENT): an inference of the proposer is never stored active as
            something the user said; "reject": reject it with the same reason.
        max_text_chars: V9. Longer fact texts are rejected (TEXT_TOO_LONG).
        auto_supersede_corrections: V10. When a candidate fills a single-valued slot that already
            holds another value and the quote is an explicit correction ("actually, I now ..."),
            return ACCEPT with related_fact_id (reason SUPERSEDES_ACTIVE) instead of PENDING.
        duplicate_ratio: V10. Token-sort similarity (0-100) above which a candidate with the same
            specifics as an active fact or a tombstone counts as the same fact.
        user_names: V5/V6. Names that refer to the user in fact texts, besides "User"/"the user".
            When empty, a fact's leading name that the message does not mention is read as the
            user's name (an extractor may name the user).
        participant_names: V5. Names the caller knows belong to the conversation's participants
            (the user's, the assistant persona's, people already in the user's profile). They
            back a name in a fact even when no user message of this session says them.
    """

    min_quote_words: int = 3
    tokens_per_edit: int = 6
    max_edits: int = 4
    borderline_score: float = 0.9
    support_scope: SupportScope = "graded"
    assistant_specifics: AssistantSpecifics = "pending"
    unsupported_content: UnsupportedContent = "pending"
    max_text_chars: int = 500
    auto_supersede_corrections: bool = False
    duplicate_ratio: float = 90.0
    user_names: tuple[str, ...] = field(default=())
    participant_names: tuple[str, ...] = field(default=())

    @property
    def participant_keys(self) -> frozenset[str]:
        """V5: canonical keys of `user_names` and `participant_names`."""
        return _name_keys(self.user_names + self.participant_names)

    def edit_budget(self, quote_tokens: int) -> int:
        """V4: edits allowed when aligning a quote of `quote_tokens` canonical tokens."""
        return min(self.max_edits, quote_tokens // max(1, self.tokens_per_edit))


@lru_cache(maxsize=256)
def _name_keys(names: tuple[str, ...]) -> frozenset[str]:
    return frozenset(k for n in names for k in canonicalize(n).keys)


DEFAULT_POLICY = Policy()
