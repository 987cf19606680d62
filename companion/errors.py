"""The error tree of companion-memory.

    CompanionError
    ├── ConfigError              bad or missing configuration
    ├── InvalidUserId            a user id the store cannot hold (model.parse_user_id says why)
    ├── StoreError               the database refused or failed
    │   ├── DatabaseUnavailable  cannot connect (server down or restarting)
    │   ├── InvariantViolation   a database-enforced rule was broken (e.g. two active facts in one slot)
    │   └── NotFound             no such user, session, fact or job (for this user)
    ├── MigrationError           a migration failed or the recorded history does not match the files
    ├── ProposerError            a proposer could not produce candidates
    │   ├── ProposerUnavailable  network failure, timeout, 429/5xx/overloaded after retries
    │   └── MalformedProposal    the answer was truncated, refused or did not parse (raw answer kept)
    ├── ClaudeError              (companion.claude) the Claude API failed: timeout, rate limit,
    │                            overload, server error, bad request, invalid response body
    ├── ReviewError              a review action is not allowed in the fact's current state
    ├── ProtocolError            a client sent something the voice protocol does not allow
    └── ResponderUnavailable     the reply model failed or timed out (the turn gets `reply_failed`)

Exceptions keep their data as attributes and build a short lowercase message.
A rejected candidate is never an exception: it is a Verdict with reasons.
"""

from __future__ import annotations

__all__ = [
    "CompanionError",
    "ConfigError",
    "DatabaseUnavailable",
    "InvalidUserId",
    "InvariantViolation",
    "MalformedProposal",
    "MigrationError",
    "NotFound",
    "ProposerError",
    "ProposerUnavailable",
    "ProtocolError",
    "ResponderUnavailable",
    "ReviewError",
    "StoreError",
]


class CompanionError(Exception):
    """Base class of every error raised on purpose by companion-memory."""


class ConfigError(CompanionError):
    """The configuration is invalid."""


class InvalidUserId(CompanionError):
    """A user id breaks the one rule for user ids (`companion.model.parse_user_id`)."""

    def __init__(self, problem: str) -> None:
        self.problem = problem
        super().__init__(f"invalid user id: {problem}")


class StoreError(CompanionError):
    """The database refused an operation or failed."""


class DatabaseUnavailable(StoreError):
    """The database cannot be reached right now; the operation may be retried."""


class InvariantViolation(StoreError):
    """A rule enforced by the database was broken."""

    def __init__(self, constraint: str, message: str = "") -> None:
        self.constraint = constraint
        super().__init__(message or f"invariant {constraint} violated")


class NotFound(StoreError):
    """The object does not exist, or belongs to another user."""

    def __init__(self, kind: str, ident: object) -> None:
        self.kind = kind
        self.ident = ident
        super().__init__(f"{kind} {ident} not found")


class MigrationError(CompanionError):
    """A migration failed, or the applied history disagrees with the shipped files."""


class ProposerError(CompanionError):
    """A proposer could not produce candidates."""


class ProposerUnavailable(ProposerError):
    """The proposer's service failed after retries (timeout, rate limit, overload, 5xx)."""


class MalformedProposal(ProposerError):
    """The proposer answered, but the answer is unusable. `raw` keeps it for the audit record."""

    def __init__(self, kind: str, raw: str, message: str = "") -> None:
        self.kind = kind
        self.raw = raw
        super().__init__(message or f"malformed proposal: {kind}")


class ReviewError(CompanionError):
    """A review action does not fit the fact's current state."""


class ProtocolError(CompanionError):
    """A voice client broke the protocol. `code` is the wire error code; `ref` the client_msg_id
    (or fact_id) of the refused message, when it named one."""

    def __init__(self, code: str, message: str, *, ref: str | None = None) -> None:
        self.code = code
        self.ref = ref
        super().__init__(message)


class ResponderUnavailable(CompanionError):
    """The reply model failed or timed out; the turn gets a `reply_failed` error event."""
