"""The `companion validate` entry point, called as a function."""

from __future__ import annotations

import io
import json
from pathlib import Path

from companion.cli.validate import run_validate


def _write(tmp_path: Path, doc: object) -> str:
    path = tmp_path / "in.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


DOC = {
    "transcript": [
        {
            "role": "user",
            "content": "I adopted a greyhound called Biscuit last week.",
            "timestamp": "2024-03-06T10:00:00Z",
        },
        {"role": "assistant", "content": "Biscuit is a great name!", "timestamp": "2024-03-06T10:00:05Z"},
    ],
    "candidates": [
        {
            "text": "User adopted a greyhound called Biscuit.",
            "supporting_quote": "I adopted a greyhound called Biscuit",
            "source_message_index": 0,
        },
        {"text": "User has a cat.", "supporting_quote": "Biscuit is a great name", "source_message_index": 1},
        {"text": ""},
    ],
}


def test_json_output(tmp_path: Path) -> None:
    """JSON mode prints one verdict object per candidate with outcome and reasons."""
    out = io.StringIO()
    assert run_validate(_write(tmp_path, DOC), table=False, out=out) == 0
    verdicts = json.loads(out.getvalue())
    assert [v["outcome"] for v in verdicts] == ["accept", "reject", "reject"]
    assert verdicts[1]["reasons"][0] == "not_user_message"
    assert verdicts[2]["reasons"] == ["text_empty"]


def test_table_output(tmp_path: Path) -> None:
    """Table mode prints a header and one aligned row per candidate."""
    out = io.StringIO()
    assert run_validate(_write(tmp_path, DOC), table=True, out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0].split()[:3] == ["#", "outcome", "reasons"]
    assert len(lines) == 4
    assert "quote_exact" in lines[1]


def test_bad_file(tmp_path: Path) -> None:
    """A missing or malformed file is exit code 2, not a traceback."""
    assert run_validate(str(tmp_path / "missing.json"), table=False) == 2
    assert run_validate(_write(tmp_path, {"transcript": [{"role": "bot"}]}), table=False) == 2
