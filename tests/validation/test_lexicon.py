"""The gate's knowledge of English lives in one package: no other gate module spells words."""

from __future__ import annotations

import ast
import importlib
import itertools
import re
from pathlib import Path

import companion.validation
from companion.validation import lexicon

_PACKAGE = Path(companion.validation.__file__).parent
_LEXICON = _PACKAGE / "lexicon"
_WORD = re.compile(r"^[a-z][a-z' -]*$")
# a regular expression that names English words ("yesterday|today", "\bif\b")
_WORDY_PATTERN = re.compile(r"(?:\\b|\(\?:|\|)[a-z]{2,}(?:\\s|\||\\b|\))")
# modules whose strings are not English: the command line's column names
_NOT_LANGUAGE = {"cli.py"}


def _gate_modules() -> list[Path]:
    return [
        p
        for p in sorted(_PACKAGE.rglob("*.py"))
        if "lexicon" not in p.relative_to(_PACKAGE).parts and p.name not in _NOT_LANGUAGE
    ]


def _lexicon_modules() -> list[Path]:
    return sorted(p for p in _LEXICON.glob("*.py") if p.name != "__init__.py")


def _words_in(node: ast.AST) -> list[str]:
    return [
        n.value
        for n in ast.walk(node)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and _WORD.match(n.value)
    ]


def _names_not_words(tree: ast.AST) -> set[int]:
    """ids of nodes whose strings are names, not words: `__all__` and `Literal[...]` arguments."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets):
            skip.update(id(n) for n in ast.walk(node.value))
        elif isinstance(node, ast.Subscript) and getattr(node.value, "id", "") == "Literal":
            skip.update(id(n) for n in ast.walk(node.slice))
    return skip


def offending_sites(source: str, name: str) -> list[str]:
    """Collections of two or more English words, and regular expressions that spell words."""
    tree = ast.parse(source)
    skip = _names_not_words(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.List | ast.Tuple | ast.Set | ast.Dict):
            spelled = _words_in(node)
            if len(spelled) >= 2:
                found.append(f"{name}:{node.lineno}: {spelled[:4]}")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and _WORDY_PATTERN.search(node.value)
        ):
            found.append(f"{name}:{node.lineno}: pattern {node.value[:40]!r}")
    return found


def test_no_gate_module_defines_a_collection_of_words() -> None:
    """Outside `lexicon`, no list, tuple, set or dict literal holds two or more English words,
    and no regular expression spells words: every word list is in the lexicon, documented."""
    found: list[str] = []
    for path in _gate_modules():
        found += offending_sites(path.read_text(encoding="utf-8"), path.name)
    assert not found, "word lists outside the lexicon:\n" + "\n".join(found)


def test_the_check_finds_a_word_list() -> None:
    """The check above can fail: a set of words and a wordy regex are both found."""
    source = 'HEDGES = {"maybe", "perhaps"}\nimport re\nP = re.compile(r"\\b(?:yesterday|today)\\b")\n'
    assert len(offending_sites(source, "x.py")) == 2
    assert offending_sites('__all__ = ["alpha", "beta"]\n', "x.py") == []


def test_every_word_list_is_documented() -> None:
    """Every public name of every lexicon module has a comment right above it saying what it is
    for, and is listed in the module's `__all__`."""
    missing: list[str] = []
    unlisted: list[str] = []
    for path in _lexicon_modules():
        source = path.read_text(encoding="utf-8").splitlines()
        tree = ast.parse("\n".join(source))
        module = importlib.import_module(f"companion.validation.lexicon.{path.stem}")
        exported = set(getattr(module, "__all__", ()))
        for node in tree.body:
            if isinstance(node, ast.AnnAssign | ast.Assign):
                target = node.target if isinstance(node, ast.AnnAssign) else node.targets[0]
                name = getattr(target, "id", "")
                if name.isupper() and not name.startswith("_"):
                    above = source[node.lineno - 2].strip() if node.lineno >= 2 else ""
                    if not above.startswith("#"):
                        missing.append(f"{path.name}:{name}")
                    if name not in exported:
                        unlisted.append(f"{path.name}:{name}")
    assert not missing, f"undocumented word lists: {missing}"
    assert not unlisted, f"word lists missing from __all__: {unlisted}"


def test_lexicon_exports_its_lists() -> None:
    """The package re-exports every list of its hand-written word modules (one import for the
    gate's modules)."""
    public: set[str] = set()
    for name in ("noise", "grammar", "people", "markers", "facts"):
        module = importlib.import_module(f"companion.validation.lexicon.{name}")
        public |= set(module.__all__)
    assert public <= set(lexicon.__all__), sorted(public - set(lexicon.__all__))


def test_phrases_the_normalizer_rewrites_are_listed_as_it_reads_them() -> None:
    """Markers are looked up on the normalized words, where numbers are digits and some pairs
    are joined ("no one" -> "noone", "a million" -> "1000000"). A phrase listed only as spelled
    would never match ("said no one ever" was dead for many stops): its read form must be in
    the same table with the same marker. Checked for every phrase table of the gate."""
    from companion.validation.lexicon import tables
    from companion.validation.normalize import canonicalize

    dead = []
    for table in tables._TABLES:
        for entries in table.values():
            for phrase, marker in entries:
                read = tuple(canonicalize(" ".join(phrase)).lows)
                joined = {a + b for a, b in itertools.pairwise(phrase)}
                digits = any(w[:1].isdigit() and w not in phrase for w in read)
                rewritten = digits or any(w in joined for w in read)
                if rewritten and (read, marker) not in table.get(read[0], ()):
                    dead.append((phrase, read, marker.name))
    assert not dead
