"""What the wheel promises: every library `companion` imports is a declared dependency, and the
licence files are shipped.

An undeclared import works in the repository's venv (something else pulled it in) and fails, or
silently changes version, in a user's install from the wheel; issue 13 found `httpx2` that way.
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


def declared_distributions() -> set[str]:
    """[project.dependencies], plus what the extras named there bring (`psycopg[pool]`)."""
    declared: set[str] = set()
    for requirement in PYPROJECT["project"]["dependencies"]:
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
    """Each library imported anywhere in `companion` comes from a distribution pyproject declares."""
    providers = metadata.packages_distributions()
    declared = declared_distributions()
    undeclared = {
        root: sorted(importers)
        for root, importers in third_party_imports().items()
        if not {normalise(d) for d in providers.get(root, [])} & declared
    }
    assert undeclared == {}, f"imported but not in [project.dependencies]: {undeclared}"


def test_the_scan_sees_the_libraries_it_checks() -> None:
    """Guards the test above against passing on an empty scan."""
    assert {"anthropic", "httpx2", "psycopg", "psycopg_pool", "numpy"} <= set(third_party_imports())


def test_dependencies_have_lower_bounds() -> None:
    """Every dependency names the oldest version known to work, so a resolver cannot pick older."""
    unbounded = [r for r in PYPROJECT["project"]["dependencies"] if ">=" not in r]
    assert unbounded == []


def test_licence_files_are_shipped() -> None:
    """LICENSE and THIRD_PARTY_NOTICES.md go into the wheel's .dist-info/licenses (PEP 639)."""
    project = PYPROJECT["project"]
    assert project["license"] == "Apache-2.0"
    assert set(project["license-files"]) == {"LICENSE", "THIRD_PARTY_NOTICES.md"}
    assert "Apache License" in (ROOT / "LICENSE").read_text(encoding="utf-8")[:200]
    assert (ROOT / "THIRD_PARTY_NOTICES.md").is_file()
