"""companion.extraction: proposers that read a transcript and propose candidate facts.

    Proposer.propose(transcript, active_facts) -> Proposal   (never trusted, never writes)

Three proposers: `claude.ClaudeProposer` (Claude via `companion.claude`, structured output, caching),
`offline.OfflineProposer` (deterministic patterns, the default without an API key) and
`replay.ReplayProposer` (candidates from a JSON file's text). Which one runs is chosen by the
composition root (`companion.app.build_proposer`); the pipeline's extract step
(`companion.pipeline.extract.extract_session`) runs one over a stored session, validates, and
records the run. See docs/extraction.md.
"""

from __future__ import annotations

from companion.extraction.base import Proposer
from companion.model.proposals import Proposal, ProposalFailed, Usage

__all__ = ["Proposal", "ProposalFailed", "Proposer", "Usage"]
