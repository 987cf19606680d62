"""The composition root: builds every collaborator from one frozen Settings.

Nothing else decides which proposer or responder runs: with ANTHROPIC_API_KEY, Claude; without
it, the offline rule-based proposer and the plain offline responder, which say what they are.
"""

from __future__ import annotations

from companion.config import Settings
from companion.extraction.base import Proposer
from companion.extraction.offline import OfflineProposer
from companion.store.fact_plan import WritePolicy

__all__ = ["build_proposer", "build_write_policy"]


def build_proposer(settings: Settings, *, use_claude: bool | None = None) -> Proposer:
    """Claude when a key is configured (or use_claude=True), else the offline proposer."""
    wants_claude = settings.has_claude if use_claude is None else use_claude
    if wants_claude:
        from companion.extraction.claude import ClaudeProposer

        return ClaudeProposer.from_settings(settings)
    return OfflineProposer()


def build_write_policy(settings: Settings) -> WritePolicy:
    """The fact store's write policy, with the configured soft cap on active facts."""
    return WritePolicy(active_cap=settings.active_fact_cap)
