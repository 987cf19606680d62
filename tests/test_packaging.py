"""What the wheel promises: every library `companion` imports is a declared dependency, and the
licence files are shipped.

An undeclared import works in the repository's venv (something else pulled it in) and fails, or
silently changes version, in a user's install from the wheel (`httpx2` once did).
"""

from __future__ import annotations

import re
import sys
import tomllib
from importlib import metadata

from tests.test_sdk_ownership import ROOT, package_imports

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
# "name[extra1,extra2] >= 1.0 ; marker" -> name, extras (PEP 508, as much as pyproject uses).
REQUIREMENT = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[([^\]]*)\])?")
EXTRA_MARKER = re.compile(r"""extra\s*==\s*["']([^"']+)["']""")


def normalise(name: str) -> str:
    """PEP 503 form, so `Jinja2`, `jinja2` and `psycopg_pool`/`psycopg-pool` compare equal."""
    return re.sub(r"[-_.]+", "-", name).lower()


def parse(requirement: str) -> tuple[str, set[str]]:
    match = REQUIREMENT.match(requirement)
    assert match is not None, requirement
    extras = {normalise(e) for e in (match.group(2) or "").split(",") if e.strip()}
    return normalise(match.group(1)), extras


SELF = normalise(PYPROJECT["project"]["name"])
# Modules that may import an optional extra's library (each guarded by its own command or import).
OPTIONAL_IMPORTERS = "companion/integrations/"


def optional_requirements() -> list[str]:
    """The optional extras' requirements, except `dev` (tools, not imports), `bench` (benchmark
    scripts only, never imported by the package, and not installed by CI) and our own extras."""
    return [
        r
        for extra, requirements in PYPROJECT["project"]["optional-dependencies"].items()
        if extra not in ("dev", "bench")
        for r in requirements
        if parse(r)[0] != SELF
    ]


def declared_distributions(requirements: list[str] | None = None) -> set[str]:
    """[project.dependencies] (or `requirements`), plus what the extras named there bring
    (`psycopg[pool]`)."""
    declared: set[str] = set()
    for requirement in PYPROJECT["project"]["dependencies"] if requirements is None else requirements:
        name, extras = parse(requirement)
        declared.add(name)
        for sub in metadata.requires(name) or []:
            marker = EXTRA_MARKER.search(sub)
            if marker is not None and normalise(marker.group(1)) in extras:
                declared.add(parse(sub)[0])
    return declared


def third_party_imports() -> dict[str, set[str]]:
    """Top-level third-party module -> the modules of `companion` that import it."""
    found: dict[str, set[str]] = {}
    for module, roots in package_imports().items():
        for root in roots - set(sys.stdlib_module_names) - {"companion"}:
            found.setdefault(root, set()).add(module)
    return found


def test_every_third_party_import_is_a_declared_distribution() -> None:
    """Each library imported in `companion` comes from a distribution pyproject declares: a core
    dependency, or (only under companion/integrations/) an optional extra's."""
    providers = metadata.packages_distributions()
    core = declared_distributions()
    optional = declared_distributions(optional_requirements())
    undeclared = {
        root: sorted(importers)
        for root, importers in third_party_imports().items()
        if not {normalise(d) for d in providers.get(root, [])}
        & (core | optional if all(m.startswith(OPTIONAL_IMPORTERS) for m in importers) else core)
    }
    assert undeclared == {}, f"imported but not declared (optional extras only in integrations): {undeclared}"


def test_the_scan_sees_the_libraries_it_checks() -> None:
    """Guards the test above against passing on an empty scan."""
    assert {"anthropic", "httpx2", "psycopg", "psycopg_pool", "numpy"} <= set(third_party_imports())


def test_dependencies_have_lower_bounds() -> None:
    """Every dependency, optional ones too, names the oldest version known to work, so a resolver
    cannot pick older (our own extras, named inside `dev`, excepted)."""
    extras = [r for rs in PYPROJECT["project"]["optional-dependencies"].values() for r in rs]
    every = PYPROJECT["project"]["dependencies"] + extras
    unbounded = [r for r in every if ">=" not in r and parse(r)[0] != SELF]
    assert unbounded == []


def test_ci_installs_every_optional_extra() -> None:
    """`dev` (what CI installs) names each optional extra, so their tests run instead of skipping.
    `bench` is the exception: mem0 for one side-by-side benchmark, which no test runs."""
    extras = set(PYPROJECT["project"]["optional-dependencies"]) - {"dev", "bench"}
    named: set[str] = set()
    for requirement in PYPROJECT["project"]["optional-dependencies"]["dev"]:
        name, wanted = parse(requirement)
        if name == SELF:
            named |= wanted
    assert named == extras


def test_licence_files_are_shipped() -> None:
    """LICENSE and THIRD_PARTY_NOTICES.md go into the wheel's .dist-info/licenses (PEP 639)."""
    project = PYPROJECT["project"]
    assert project["license"] == "Apache-2.0"
    assert set(project["license-files"]) == {"LICENSE", "THIRD_PARTY_NOTICES.md"}
    assert "Apache License" in (ROOT / "LICENSE").read_text(encoding="utf-8")[:200]
    assert (ROOT / "THIRD_PARTY_NOTICES.md").is_file()
