"""The composition root: builds every collaborator from one frozen Settings.

Nothing else decides which proposer or responder runs: with ANTHROPIC_API_KEY, Claude; without
it, the offline rule-based proposer and the plain offline responder, which say what they are.
"""

from __future__ import annotations

from companion.config import Settings
from companion.extraction.base import Proposer
from companion.extraction.offline import OfflineProposer
from companion.memory import Memory, SessionEnd
from companion.model import SessionId, UserId
from companion.pipeline import SessionReport, process_session
from companion.store.fact_plan import WritePolicy

__all__ = ["build_proposer", "build_session_end", "build_write_policy", "open_memory"]


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


def build_session_end(settings: Settings, proposer: Proposer | None = None) -> SessionEnd:
    """Session-end processing with the configured proposer (or `proposer`) and write policy."""
    # Built once: a Claude proposer holds an HTTP client that every session reuses.
    chosen = proposer or build_proposer(settings)
    policy = build_write_policy(settings)

    async def session_end(memory: Memory, user_id: UserId, session_id: SessionId, /) -> SessionReport:
        return await process_session(memory, chosen, user_id, session_id, write_policy=policy)

    return session_end


async def open_memory(settings: Settings, *, proposer: Proposer | None = None) -> Memory:
    """`Memory.open(settings)` with session-end processing wired in, so `Memory.add` works."""
    return await Memory.open(settings, session_end=build_session_end(settings, proposer))
