"""The composition root: builds every collaborator from one frozen Settings.

Nothing else decides which proposer or responder runs: with ANTHROPIC_API_KEY, Claude; without
it, the offline rule-based proposer and the plain offline responder, which say what they are.
"""

from __future__ import annotations

from companion.config import Settings
from companion.errors import ConfigError
from companion.extraction.base import Proposer
from companion.extraction.offline import OfflineProposer
from companion.memory import Memory, SessionEnd
from companion.model import SessionId, UserId
from companion.pipeline import SessionReport, process_session
from companion.store.fact_plan import WritePolicy

__all__ = ["PROPOSER_KINDS", "build_proposer", "build_session_end", "build_write_policy", "open_memory"]


# The proposers a command may name; "replay" is built by the command line from the file it reads.
PROPOSER_KINDS = ("claude", "offline", "replay")


def build_proposer(settings: Settings, kind: str | None = None) -> Proposer:
    """The proposer named `kind`; None means Claude when an API key is set, else offline."""
    kind = kind or ("claude" if settings.has_claude else "offline")
    if kind == "offline":
        return OfflineProposer()
    if kind == "claude":
        if not settings.anthropic_api_key:
            raise ConfigError("the claude proposer needs ANTHROPIC_API_KEY (or use --proposer offline)")
        # Imported here so nothing but this branch loads the SDK.
        from companion.extraction.claude import ClaudeProposer

        return ClaudeProposer.from_settings(settings)
    raise ConfigError(f"unknown proposer {kind!r}: one of {', '.join(PROPOSER_KINDS)}")


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
