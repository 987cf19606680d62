"""One owner per I/O library: the imports in the `companion` package match the design's ownership rules."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "companion"


@dataclass(frozen=True)
class Rule:
    """Only `owners` (files, or folders ending in "/") may import any of `libraries`."""

    name: str
    libraries: frozenset[str]
    owners: tuple[str, ...]


RULES = (
    # The SDK and its HTTP library: client, calls, streaming and error translation in one place.
    Rule("anthropic", frozenset({"anthropic", "httpx2"}), ("companion/claude.py",)),
    # SQL lives in the store package; the migration runner applies the schema before a store exists.
    Rule(
        "postgres",
        frozenset({"psycopg", "psycopg_pool", "pgvector"}),
        ("companion/store/", "companion/migrations/runner.py"),
    ),
    # The WebSocket adapter (routing) and the two connections that meet a peer going away
    # (ConnectionClosed on send or receive).
    Rule(
        "websockets",
        frozenset({"websockets"}),
        ("companion/voice/routes.py", "companion/voice/native.py", "companion/voice/retell.py"),
    ),
    # The ASGI stack: uvicorn in the server shell, Starlette in the routing and in the
    # OpenAI-compatible endpoint's requests and responses.
    Rule(
        "asgi",
        frozenset({"starlette", "uvicorn"}),
        ("companion/voice/server.py", "companion/voice/routes.py", "companion/voice/chat_completions.py"),
    ),
    # The compiled event loop: chosen (or not) where the server process starts its loop.
    Rule("uvloop", frozenset({"uvloop"}), ("companion/voice/server.py",)),
    # The local embedding model: tokenizer and ONNX session behind one Embedder.
    Rule("onnx", frozenset({"onnxruntime", "tokenizers"}), ("companion/recall/embedder.py",)),
    # The gate's knowledge of English from maintained libraries: one lexicon module per library.
    Rule("lemminflect", frozenset({"lemminflect"}), ("companion/validation/lexicon/morphology.py",)),
    Rule("text2num", frozenset({"text_to_num"}), ("companion/validation/lexicon/numbers.py",)),
    Rule("pint", frozenset({"pint"}), ("companion/validation/lexicon/units.py",)),
    Rule("python-dateutil", frozenset({"dateutil"}), ("companion/validation/lexicon/feasts.py",)),
    Rule("vaderSentiment", frozenset({"vaderSentiment"}), ("companion/validation/lexicon/valence.py",)),
    Rule("babel", frozenset({"babel"}), ("companion/validation/lexicon/currency.py",)),
    # Optional extras: each integration module is the only importer of its framework.
    Rule("mcp", frozenset({"mcp"}), ("companion/integrations/mcp_server.py",)),
    Rule("pipecat", frozenset({"pipecat"}), ("companion/integrations/pipecat_memory.py",)),
)

# Known breaks of a rule, (module, library) -> why it is tolerated for now. Empty today: every
# importer above is its library's owner. Add an entry here (with a reason) rather than widen a rule.
EXCEPTIONS: Mapping[tuple[str, str], str] = {}


def called_name(call: ast.Call) -> str:
    """The name a call calls: `f` for `f(...)` and `x.f(...)`; "" for anything else."""
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def imported_roots(source: str) -> set[str]:
    """Top-level names of every absolute import in `source`, wherever it sits (functions,
    TYPE_CHECKING blocks) plus `importlib.import_module("x")` / `__import__("x")` with a literal."""
    roots: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and node.args:
            name = called_name(node)
            first = node.args[0]
            literal = first.value if isinstance(first, ast.Constant) else None
            if name in ("import_module", "__import__") and isinstance(literal, str):
                roots.add(literal.split(".")[0])
    return roots


def package_imports() -> dict[str, set[str]]:
    """Module path (posix, relative to the repo) -> the libraries it imports."""
    return {
        path.relative_to(ROOT).as_posix(): imported_roots(path.read_text(encoding="utf-8"))
        for path in sorted(PACKAGE.rglob("*.py"))
    }


def owned_by(module: str, rule: Rule) -> bool:
    return any(module.startswith(o) if o.endswith("/") else module == o for o in rule.owners)


@pytest.mark.parametrize("rule", RULES, ids=[r.name for r in RULES])
def test_only_the_owner_imports_the_library(rule: Rule) -> None:
    """No module outside a library's owners imports it, except the listed, explained exceptions."""
    offenders = sorted(
        (module, lib)
        for module, libs in package_imports().items()
        for lib in libs & rule.libraries
        if not owned_by(module, rule) and (module, lib) not in EXCEPTIONS
    )
    assert offenders == []


@pytest.mark.parametrize("rule", RULES, ids=[r.name for r in RULES])
def test_every_named_owner_really_imports_the_library(rule: Rule) -> None:
    """Each owner (file, or some file in an owner folder) imports the library, so the list stays true."""
    imports = package_imports()
    for owner in rule.owners:
        found = {lib for module, libs in imports.items() if module.startswith(owner) for lib in libs}
        assert found & rule.libraries, f"{owner} imports none of {sorted(rule.libraries)}"


def test_listed_exceptions_are_still_real() -> None:
    """Every tolerated exception still exists (a fixed one must be removed from the list)."""
    imports = package_imports()
    for module, lib in EXCEPTIONS:
        assert lib in imports.get(module, set()), f"{module} no longer imports {lib}: drop the exception"


def test_scanner_sees_nested_guarded_and_dynamic_imports() -> None:
    """Imports inside functions and TYPE_CHECKING blocks and import_module literals all count; relative
    imports do not."""
    source = """
from typing import TYPE_CHECKING
from . import sibling
if TYPE_CHECKING:
    import anthropic.types
def f():
    from psycopg import sql
    import importlib
    importlib.import_module("websockets.sync")
    return __import__("onnxruntime")
"""
    assert imported_roots(source) == {
        "typing",
        "anthropic",
        "psycopg",
        "importlib",
        "websockets",
        "onnxruntime",
    }
