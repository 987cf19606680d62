"""The layers of the `companion` package: imports run one way, down, and nothing dodges a cycle.

Drawn from the code (README "Architecture" shows the same picture), bottom to top:

    model, errors          frozen values and the error tree
    pure cores             validation, profile, recall's pure half, the proposers' rules and formats
    configuration, SDKs    config (the only reader of the environment), claude (the anthropic SDK),
                           the embedder (onnxruntime), the Claude proposer
    store                  the only SQL (and the migrations it runs)
    use cases              memory (the public API), the session-end pipeline, the job worker
    edges                  voice (the realtime server), integrations (MCP, Pipecat), the demo
    top                    app (the composition root) and cli (the command line)

A module may import its own layer and the layers below it, never one above. Imports are read
from the source (AST), wherever they sit: module level, functions, TYPE_CHECKING blocks.

Imports inside functions are allowed only where listed in LAZY with the reason (an optional extra,
an SDK that only one branch needs, a fast `--help`); and none of them, listed or not, may import
a module that imports the importer back (a cycle hidden by deferring the import).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.test_sdk_ownership import called_name

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "companion"

# Bottom to top. A module belongs to the first layer with a prefix of its dotted name (a prefix
# names a module or a package; the longest match wins, so a package's pure half can sit lower).
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("model", ("companion.model", "companion.errors")),
    (
        "pure cores",
        (
            "companion.validation",
            "companion.profile",
            "companion.recall.chunking",
            "companion.recall.context",
            "companion.recall.redaction",
            "companion.recall.search",
            "companion.recall",
            "companion.extraction",
        ),
    ),
    (
        "configuration and SDKs",
        ("companion.config", "companion.claude", "companion.recall.embedder", "companion.extraction.claude"),
    ),
    ("store", ("companion.store", "companion.migrations")),
    ("use cases", ("companion.memory", "companion.pipeline", "companion.worker", "companion.worker_process")),
    ("edges", ("companion.voice", "companion.integrations", "companion.demo")),
    ("top", ("companion.app", "companion.cli", "companion")),
)

# Known breaks of the layer order, (importer, imported) -> why. Empty: add one only with a reason.
EXCEPTIONS: Mapping[tuple[str, str], str] = {}

# Imports inside a function, (importer, imported) -> why it is deferred. Never to dodge a cycle.
LAZY: Mapping[tuple[str, str], str] = {
    ("companion.app", "companion.extraction.claude"): "loads the anthropic SDK, only with an API key",
    ("companion.app", "companion.voice.claude_responder"): "loads the anthropic SDK, only with an API key",
    ("companion.cli", "companion.cli.demo"): "`companion --help` stays fast: command groups load on use",
    ("companion.cli", "companion.cli.extract"): "`companion --help` stays fast: command groups load on use",
    ("companion.cli", "companion.cli.facts"): "`companion --help` stays fast: command groups load on use",
    ("companion.cli", "companion.cli.mcp"): "`companion --help` stays fast: command groups load on use",
    ("companion.cli", "companion.cli.migrate"): "`companion --help` stays fast: command groups load on use",
    ("companion.cli", "companion.cli.recall"): "`companion --help` stays fast: command groups load on use",
    ("companion.cli", "companion.cli.validate"): "`companion --help` stays fast: command groups load on use",
    ("companion.cli", "companion.cli.voice"): "`companion --help` stays fast: command groups load on use",
    (
        "companion.cli.mcp",
        "companion.integrations.mcp_server",
    ): "the optional extra [mcp]: a message if absent",
}


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    in_function: bool
    line: int


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES: dict[str, Path] = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _resolve(importer: str, node: ast.ImportFrom) -> list[str]:
    """The companion modules an `import` or `from ... import` names (a name that is a submodule
    counts as that submodule)."""
    if node.level:
        is_package = MODULES[importer].name == "__init__.py"
        base = importer.split(".")
        base = base[: len(base) - node.level + (1 if is_package else 0)]
        module = ".".join([*base, node.module] if node.module else base)
    else:
        module = node.module or ""
    found = []
    for alias in node.names:
        sub = f"{module}.{alias.name}"
        found.append(sub if sub in MODULES else module)
    return found


def imports() -> Iterator[Import]:
    for importer, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))

        def visit(node: ast.AST, in_function: bool, importer: str = importer) -> Iterator[Import]:
            for child in ast.iter_child_nodes(node):
                inside = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
                if isinstance(child, ast.Import):
                    names = [alias.name for alias in child.names]
                elif isinstance(child, ast.ImportFrom):
                    names = _resolve(importer, child)
                else:
                    yield from visit(child, inside)
                    continue
                for name in names:
                    if name == "companion" or name.startswith("companion."):
                        yield Import(importer, name, inside, child.lineno)

        yield from visit(tree, False)


IMPORTS = tuple(imports())


def layer_of(module: str) -> int:
    best, layer = -1, -1
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, layer = len(prefix), index
    assert layer >= 0, f"{module} is in no layer: add it to LAYERS"
    return layer


def closure(start: str, edges: Mapping[str, set[str]]) -> set[str]:
    seen: set[str] = set()
    stack = [start]
    while stack:
        for nxt in edges.get(stack.pop(), set()):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def module_level_edges() -> dict[str, set[str]]:
    """What each module imports at module level (TYPE_CHECKING blocks included). `from a import b`
    is an edge to the submodule a.b when there is one, else to the package a."""
    edges: dict[str, set[str]] = {m: set() for m in MODULES}
    for imp in IMPORTS:
        if not imp.in_function:
            edges[imp.importer].add(imp.imported)
    return edges


def test_every_module_has_a_layer() -> None:
    for module in MODULES:
        layer_of(module)


def test_imports_only_run_down_the_layers() -> None:
    """No module imports a layer above its own, except the listed, explained exceptions."""
    upward = sorted(
        f"{imp.importer} ({LAYERS[layer_of(imp.importer)][0]}) imports {imp.imported}"
        f" ({LAYERS[layer_of(imp.imported)][0]}), line {imp.line}"
        for imp in IMPORTS
        if layer_of(imp.imported) > layer_of(imp.importer) and (imp.importer, imp.imported) not in EXCEPTIONS
    )
    assert upward == []


def test_no_import_inside_a_function_dodges_a_cycle() -> None:
    """A deferred import of a module that (at module level, through its own imports) imports the
    importer back is a cycle hidden, not removed."""
    edges = module_level_edges()
    dodging = sorted(
        f"{imp.importer} imports {imp.imported} inside a function (line {imp.line}),"
        f" and {imp.imported} imports {imp.importer} back"
        for imp in IMPORTS
        if imp.in_function and imp.importer in closure(imp.imported, edges) | {imp.imported}
    )
    assert dodging == []


def test_imports_inside_functions_are_listed_with_a_reason() -> None:
    deferred = {(imp.importer, imp.imported) for imp in IMPORTS if imp.in_function}
    assert sorted(deferred - set(LAZY)) == []


def test_the_package_has_no_import_cycle() -> None:
    """Module-level imports (TYPE_CHECKING blocks included) form no cycle between modules."""
    edges = module_level_edges()
    assert sorted(m for m in MODULES if m in closure(m, edges)) == []


def test_listed_exceptions_and_lazy_imports_are_still_real() -> None:
    found = {(imp.importer, imp.imported) for imp in IMPORTS}
    deferred = {(imp.importer, imp.imported) for imp in IMPORTS if imp.in_function}
    assert sorted(set(EXCEPTIONS) - found) == []
    assert sorted(set(LAZY) - deferred) == []


def _within(module: str, allowed: tuple[str, ...]) -> bool:
    return any(module == a or module.startswith(a + ".") for a in allowed)


def test_the_store_imports_only_the_model_and_its_own_sql() -> None:
    """Store functions take and return values of companion.model; they know no use case."""
    allowed = ("companion.model", "companion.errors", "companion.store", "companion.migrations")
    stray = sorted(
        f"{imp.importer} imports {imp.imported}"
        for imp in IMPORTS
        if _within(imp.importer, ("companion.store",)) and not _within(imp.imported, allowed)
    )
    assert stray == []


# The sans-I/O state machines and what they are made of: decisions only, tested on plain values.
SANS_IO = (
    "companion.voice.session",
    "companion.voice.retell_call",
    "companion.voice.protocol",
    "companion.voice.responders",
)


def test_the_sans_io_machines_reach_no_io() -> None:
    """Everything the voice state machines import, however indirectly, is model or machine."""
    edges = module_level_edges()
    allowed = ("companion.model", "companion.errors", "companion.voice", *SANS_IO)
    reached = {m for start in SANS_IO for m in closure(start, edges)}
    assert sorted(m for m in reached if not (m in allowed or _within(m, ("companion.model",)))) == []


# What a pure core must not touch: files, the environment, the network, a database.
_IMPURE_CALLS = frozenset({"open", "read_text", "read_bytes", "write_text", "write_bytes", "getenv"})
_IMPURE_NAMES = frozenset({"environ"})
_IMPURE_ROOTS = frozenset(
    {"socket", "psycopg", "psycopg_pool", "httpx2", "anthropic", "urllib", "subprocess"}
)


def test_the_pure_cores_open_no_files_and_read_no_environment() -> None:
    """Pure code takes its inputs as values (its own templates ship as package data)."""
    pure = LAYERS[1][0]
    found = []
    for module, path in MODULES.items():
        if LAYERS[layer_of(module)][0] != pure:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = called_name(node)
                if name in _IMPURE_CALLS:
                    found.append(f"{module}:{node.lineno} calls {name}")
            elif isinstance(node, ast.Attribute | ast.Name):
                name = node.attr if isinstance(node, ast.Attribute) else node.id
                if name in _IMPURE_NAMES:
                    found.append(f"{module}:{node.lineno} reads {name}")
            elif isinstance(node, ast.Import | ast.ImportFrom):
                roots = (
                    {a.name.split(".")[0] for a in node.names}
                    if isinstance(node, ast.Import)
                    else {(node.module or "").split(".")[0]}
                )
                found.extend(f"{module}:{node.lineno} imports {r}" for r in roots & _IMPURE_ROOTS)
    assert found == []


@pytest.mark.parametrize(
    ("module", "layer"),
    [
        ("companion.model.proposals", "model"),
        ("companion.recall.search", "pure cores"),
        ("companion.recall.embedder", "configuration and SDKs"),
        ("companion.store.recall_search", "store"),
        ("companion.pipeline.extract", "use cases"),
        ("companion.voice.retell_call", "edges"),
        ("companion.cli.voice", "top"),
    ],
)
def test_layer_of_reads_the_table(module: str, layer: str) -> None:
    assert LAYERS[layer_of(module)][0] == layer
