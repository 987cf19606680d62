"""companion.extraction: proposers that read a transcript and propose candidate facts.

    Proposer.propose(transcript, active_facts) -> Proposal   (never trusted, never writes)

Three proposers: `claude.ClaudeProposer` (Claude via `companion.claude`, structured output, caching),
`offline.OfflineProposer` (deterministic patterns, the default without an API key) and
`replay.ReplayProposer` (candidates from a JSON file). `audit.extract_session` runs one over a
stored session, validates, and records the run. See docs/extraction.md.
"""

from __future__ import annotations

from pathlib import Path

from companion.config import Settings
from companion.errors import ConfigError
from companion.extraction.base import Proposer
from companion.model.proposals import Proposal, ProposalFailed, Usage

__all__ = ["PROPOSER_KINDS", "Proposal", "ProposalFailed", "Proposer", "Usage", "make_proposer"]

PROPOSER_KINDS = ("claude", "offline", "replay")


def make_proposer(
    settings: Settings, kind: str | None = None, *, replay_file: Path | None = None
) -> Proposer:
    """The proposer named `kind`; None means Claude when an API key is set, else offline."""
    kind = kind or ("claude" if settings.has_claude else "offline")
    if kind == "offline":
        from companion.extraction.offline import OfflineProposer

        return OfflineProposer()
    if kind == "replay":
        if replay_file is None:
            raise ConfigError("the replay proposer needs a file (--replay FILE)")
        from companion.extraction.replay import ReplayProposer

        return ReplayProposer.from_file(replay_file)
    if kind == "claude":
        if not settings.anthropic_api_key:
            raise ConfigError("the claude proposer needs ANTHROPIC_API_KEY (or use --proposer offline)")
        # Imported here so nothing but this branch loads the SDK.
        from companion.extraction.claude import ClaudeProposer

        return ClaudeProposer.from_settings(settings)
    raise ConfigError(f"unknown proposer {kind!r}: one of {', '.join(PROPOSER_KINDS)}")
