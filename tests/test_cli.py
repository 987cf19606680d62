"""The command line as a user meets it: every documented command exists, and errors are messages."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

from companion.cli import build_parser, main

README = Path(__file__).resolve().parents[1] / "README.md"


def _documented_commands() -> set[str]:
    return set(re.findall(r"^\| `companion (\w+)", README.read_text(encoding="utf-8"), re.MULTILINE))


def test_every_readme_command_is_registered() -> None:
    """The README's command table and the parser list the same commands."""
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    registered = set(sub.choices)
    documented = _documented_commands() | {"export", "erase"}  # documented together on one row
    assert documented <= registered
    assert registered <= documented


def test_validate_prints_verdicts_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`companion validate FILE` accepts the grounded candidate and rejects the invented name."""
    doc = {
        "transcript": [
            {"role": "user", "content": "um so my wife loves hiking", "timestamp": "2026-06-02T19:05:00Z"},
            {"role": "assistant", "content": "Lovely!", "timestamp": "2026-06-02T19:05:04Z"},
        ],
        "candidates": [
            {
                "text": "User's wife is named Sarah",
                "supporting_quote": "my wife loves hiking",
                "source_message_index": 0,
            },
            {
                "text": "User's wife loves hiking",
                "supporting_quote": "my wife loves hiking",
                "source_message_index": 0,
            },
        ],
    }
    path = tmp_path / "case.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["validate", str(path)]) == 0
    verdicts = json.loads(capsys.readouterr().out)
    assert [v["outcome"] for v in verdicts] == ["reject", "accept"]
    assert "unsupported_specific" in verdicts[0]["reasons"]


def test_bad_configuration_is_a_message_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A malformed setting stops the command with exit code 2 and says which variable is wrong."""
    monkeypatch.setenv("COMPANION_PORT", "eighty")
    assert main(["migrate"]) == 2
    assert "COMPANION_PORT" in capsys.readouterr().err
