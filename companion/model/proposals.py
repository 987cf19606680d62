"""What a proposer returns and what its audit record keeps: `Proposal`, `Usage`, `ProposalFailed`,
and `ExtractionResult` (a proposal with the validator's verdicts).

Shared by the proposers (extraction), the pipeline and the extraction-run store, so it sits with
the other value types at the bottom of the layers.
"""

from __future__ import annotations

import dataclasses
import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from companion.errors import MalformedProposal
from companion.model import Candidate, Fact, Transcript, Verdict

__all__ = [
    "MALFORMED_KINDS",
    "ExtractionResult",
    "Proposal",
    "ProposalFailed",
    "ProposalItem",
    "Usage",
    "item_as_json",
]

# What a proposer hands the validator: a Candidate it built itself (offline, replay of clean data)
# or the raw mapping the model sent, untouched, so one malformed candidate is rejected as MALFORMED
# by the validator instead of sinking the whole answer.
ProposalItem = Mapping[str, object] | Candidate

# The kinds of MalformedProposal our proposers raise. "refusal" is recorded with status 'refused'.
MALFORMED_KINDS = ("truncated", "refusal", "unparseable", "wrong_shape", "context_exceeded")


@dataclass(frozen=True, slots=True)
class Usage:
    """Tokens and approximate cost of one or more model calls (None: not applicable / unknown)."""

    input_tokens: int | None = None
    output_tokens: int | None = None
    cache_read_tokens: int | None = None
    cache_creation_tokens: int | None = None
    cost_usd: Decimal | None = None

    def __add__(self, other: Usage) -> Usage:
        def add_int(a: int | None, b: int | None) -> int | None:
            return None if a is None and b is None else (a or 0) + (b or 0)

        cost = (
            None
            if self.cost_usd is None and other.cost_usd is None
            else ((self.cost_usd or Decimal(0)) + (other.cost_usd or Decimal(0)))
        )
        return Usage(
            add_int(self.input_tokens, other.input_tokens),
            add_int(self.output_tokens, other.output_tokens),
            add_int(self.cache_read_tokens, other.cache_read_tokens),
            add_int(self.cache_creation_tokens, other.cache_creation_tokens),
            cost,
        )


@dataclass(frozen=True, slots=True)
class Proposal:
    """What a proposer proposed for one transcript, verbatim, with its audit data."""

    proposer: str
    model: str | None
    prompt_version: str | None
    raw_answer: str | None
    items: tuple[ProposalItem, ...]
    input_tokens: int | None = None
    output_tokens: int | None = None
    cache_read_tokens: int | None = None
    cache_creation_tokens: int | None = None
    cost_usd: Decimal | None = None
    attempts: int = 1  # model calls made, retries included (windows x attempts for Claude)

    @property
    def usage(self) -> Usage:
        return Usage(
            self.input_tokens,
            self.output_tokens,
            self.cache_read_tokens,
            self.cache_creation_tokens,
            self.cost_usd,
        )

    def with_usage(self, usage: Usage) -> Proposal:
        return dataclasses.replace(
            self,
            input_tokens=usage.input_tokens,
            output_tokens=usage.output_tokens,
            cache_read_tokens=usage.cache_read_tokens,
            cache_creation_tokens=usage.cache_creation_tokens,
            cost_usd=usage.cost_usd,
        )


class ProposalFailed(MalformedProposal):
    """A MalformedProposal that also says who failed and what the unusable answer cost.

    `kind` is one of MALFORMED_KINDS; `raw` is the answer as received (kept for the audit record).
    """

    def __init__(
        self,
        kind: str,
        raw: str,
        message: str = "",
        *,
        model: str | None = None,
        prompt_version: str | None = None,
        usage: Usage | None = None,
    ) -> None:
        super().__init__(kind, raw, message)
        self.model = model
        self.prompt_version = prompt_version
        self.usage = usage or Usage()


def item_as_json(item: ProposalItem) -> object:
    """A proposal item as JSON-compatible data, exactly as proposed (for the audit table)."""
    if isinstance(item, Candidate):
        return item.model_dump(mode="json")
    # A round trip through json keeps what is serialisable verbatim and stringifies the rest
    # (a Mapping from a JSON answer is already plain data; this only guards hand-built items).
    return json.loads(json.dumps(dict(item), default=str))


@dataclass(frozen=True, slots=True)
class ExtractionResult:
    """One extraction: what was proposed, what the validator decided, where it was recorded."""

    transcript: Transcript
    proposal: Proposal
    verdicts: tuple[Verdict, ...]
    run_id: uuid.UUID | None  # None for a dry run
    known_facts: tuple[Fact, ...] = ()

    @property
    def accepted(self) -> int:
        return sum(v.accepted for v in self.verdicts)

    @property
    def rejected(self) -> int:
        return len(self.verdicts) - self.accepted
