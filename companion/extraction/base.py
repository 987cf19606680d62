"""The contract between the pipeline and a proposer.

A proposer reads one session transcript (and the user's active facts, so it can propose an update
with the slot of the fact it replaces) and returns a `Proposal`: the candidates exactly as it
produced them, plus what the audit record needs (raw answer, model, prompt version, usage, cost;
the values live in `companion.model.proposals`).
A proposer is never trusted and never writes to the database; the validator judges every item.

Failures are exceptions, never an empty list (DESIGN: "A malformed LLM response is an error that
is recorded, never an empty list"):
- `ProposerUnavailable` after retries (timeout, 429, 5xx, overloaded): the job retries later.
- `MalformedProposal(kind, raw)` for an answer that arrived but is unusable. `ProposalFailed`
  (companion.model.proposals) is the subclass our proposers raise; it also carries the usage
  that was paid for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from companion.model import Fact, Transcript
from companion.model.proposals import Proposal

__all__ = ["Proposer"]


@runtime_checkable
class Proposer(Protocol):
    """Transcript (+ the user's active facts) -> candidates. Never writes, never trusted."""

    name: str

    async def propose(self, transcript: Transcript, active_facts: Sequence[Fact]) -> Proposal:
        """Propose candidate facts; raise ProposerUnavailable or MalformedProposal on failure."""
        ...
