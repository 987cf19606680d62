"""`companion mcp`: memory as an MCP server over stdio, for one user.

The user is fixed when the server starts (`--user` or COMPANION_MCP_USER) and is never a tool
argument: a model that can call the tools cannot read or change another user's memory by naming
them. Every tool runs through `Memory`, so every read and write is scoped to that user by the
database's row-level security as well.

Tools: search_memory, list_facts (optionally as of a date), list_pending_facts, confirm_fact,
reject_fact, add_conversation. Failures a model can act on (an unknown fact id, a fact not pending,
a malformed message) come back as tool errors with our message, not as crashes.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Literal

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel

from companion.errors import NotFound, ReviewError
from companion.memory import ConversationMessage, Memory
from companion.model import Fact, FactStatus, UserId
from companion.store import fact_queries, review

__all__ = ["build_server"]

INSTRUCTIONS = (
    "Long-term memory of one user's conversations with their voice companion. Search it before "
    "answering questions about the user's life; facts marked pending were heard but not yet confirmed "
    "by the user."
)


class Hit(BaseModel):
    kind: Literal["fact", "chunk"]
    text: str
    date: datetime
    score: float


class SearchResult(BaseModel):
    hits: list[Hit]


class FactItem(BaseModel):
    id: uuid.UUID
    text: str
    status: str
    category: str
    valid_from: datetime
    valid_to: datetime | None


class FactList(BaseModel):
    facts: list[FactItem]


class PendingItem(FactItem):
    quote: str | None
    said_at: datetime | None
    would_replace: str | None


class PendingList(BaseModel):
    pending: list[PendingItem]


class MessageIn(BaseModel):
    role: Literal["user", "assistant"]
    content: str
    timestamp: datetime | None = None


class Added(BaseModel):
    session_id: uuid.UUID
    accepted: int
    pending: int
    rejected: int


def _item(f: Fact) -> FactItem:
    return FactItem(
        id=f.id,
        text=f.text,
        status=f.status.value,
        category=f.category.value,
        valid_from=f.valid_from,
        valid_to=f.valid_to,
    )


def _fact_id(raw: str) -> uuid.UUID:
    try:
        return uuid.UUID(raw)
    except ValueError as exc:
        raise ToolError(f"not a fact id: {raw!r}") from exc


def _when(raw: str) -> datetime:
    """An ISO date or date-time; without a zone it is UTC (as on the command line)."""
    try:
        when = datetime.fromisoformat(raw)
    except ValueError as exc:
        raise ToolError(f"not an ISO date or date-time: {raw!r}") from exc
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def build_server(memory: Memory, user: UserId) -> MCPServer:
    """An MCP server whose tools read and write `user`'s memory (and no one else's)."""
    server: MCPServer = MCPServer("companion-memory", instructions=INSTRUCTIONS)

    @server.tool()
    async def search_memory(query: str, k: int = 5) -> SearchResult:
        """Search the user's memory: confirmed facts first, then excerpts of past conversations,
        each with its date and a relevance score. Empty when nothing relevant is remembered."""
        found = await memory.search(user, query, k=max(1, min(k, 20)))
        return SearchResult(hits=[Hit(kind=h.kind, text=h.text, date=h.date, score=h.score) for h in found])

    @server.tool()
    async def list_facts(as_of: str | None = None) -> FactList:
        """The user's active facts; with `as_of` (ISO date), what was true at that date instead."""
        async with memory.db.user(user) as conn:
            if as_of is None:
                facts = await fact_queries.active_facts(conn)
            else:
                facts = await fact_queries.valid_at(conn, _when(as_of))
        return FactList(facts=[_item(f) for f in facts])

    @server.tool()
    async def list_pending_facts() -> PendingList:
        """Facts heard in conversation but held for the user's confirmation, oldest first, with the
        words they came from and the fact each would replace."""
        async with memory.db.user(user) as conn:
            pending = await review.pending_reviews(conn)
        return PendingList(
            pending=[
                PendingItem(
                    **_item(p.fact).model_dump(),
                    quote=p.quote,
                    said_at=p.said_at,
                    would_replace=None if p.conflicts_with is None else p.conflicts_with.text,
                )
                for p in pending
            ]
        )

    async def _review(fact_id: str, action: Literal["confirm", "reject"]) -> FactItem:
        try:
            async with memory.db.user(user) as conn:
                if action == "confirm":
                    fact = await review.confirm(conn, _fact_id(fact_id))
                else:
                    # Review also lets a person reject an active fact; a model only settles what
                    # is pending, so one misread request cannot erase what the user confirmed.
                    if (
                        await fact_queries.get_fact(conn, _fact_id(fact_id))
                    ).status is not FactStatus.PENDING:
                        raise ToolError(
                            f"fact {fact_id} is not pending: only a pending fact can be rejected here"
                        )
                    fact = await review.reject(conn, _fact_id(fact_id))
        except (NotFound, ReviewError) as exc:
            raise ToolError(str(exc)) from exc
        # The profile the reply model reads lists active facts: bring it up to date now.
        await memory.rebuild_profile(user)
        return _item(fact)

    @server.tool()
    async def confirm_fact(fact_id: str) -> FactItem:
        """The user confirms a pending fact: it becomes active (replacing what it conflicts with)."""
        return await _review(fact_id, "confirm")

    @server.tool()
    async def reject_fact(fact_id: str) -> FactItem:
        """The user says a pending fact is wrong: it is rejected and never learned again."""
        return await _review(fact_id, "reject")

    @server.tool()
    async def add_conversation(messages: list[MessageIn], session_at: str | None = None) -> Added:
        """Remember a finished conversation (user and assistant turns, in order). Facts the user
        stated pass the validation gate; uncertain ones wait in list_pending_facts."""
        given: list[ConversationMessage] = []
        for m in messages:
            message: ConversationMessage = {"role": m.role, "content": m.content}
            if m.timestamp is not None:
                message["timestamp"] = m.timestamp
            given.append(message)
        try:
            report = await memory.add(
                user, given, session_at=None if session_at is None else _when(session_at)
            )
        except ValueError as exc:
            raise ToolError(str(exc)) from exc
        return Added(
            session_id=report.session_id,
            accepted=len(report.writes.accepted),
            pending=len(report.writes.pending),
            rejected=report.extraction.rejected,
        )

    return server
