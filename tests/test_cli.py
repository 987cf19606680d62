"""The command line as a user meets it: every documented command exists, and errors are messages."""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import build_parser, main
from companion.store.database import Database

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


# ---------------------------------------------------------------------- clean errors


@pytest.mark.parametrize("secret", ["", "short-secret", "x" * 31])
def test_serve_refuses_a_weak_secret_and_says_how_to_make_one(
    secret: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COMPANION_TOKEN_SECRET", secret)
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    assert main(["serve", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert "COMPANION_TOKEN_SECRET" in err
    assert "secrets.token_urlsafe(32)" in err
    assert "Traceback" not in err


def test_a_data_directory_that_cannot_be_created_is_a_message(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("COMPANION_DATA_DIR", str(blocker / "data"))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert main(["migrate"]) == 2
    err = capsys.readouterr().err
    assert "cannot create the data directory" in err
    assert "COMPANION_DATA_DIR" in err


def test_a_port_in_use_is_a_message(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import socket

    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    monkeypatch.setenv("COMPANION_TOKEN_SECRET", "a" * 40)
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COMPANION_WORKER", "off")
    monkeypatch.delenv("DATABASE_URL", raising=False)
    try:
        assert main(["serve", "--port", str(port)]) == 2
    finally:
        taken.close()
    err = capsys.readouterr().err
    assert f"127.0.0.1:{port}" in err
    assert "in use" in err
    assert "--port" in err


# What one non-UTF-8 byte of a command-line argument becomes in sys.argv on Linux (surrogateescape).
_NOT_UTF8 = "\udcff"


@pytest.mark.parametrize(
    "argv",
    [
        ["facts", _NOT_UTF8],
        ["facts", "dana", "--history", _NOT_UTF8],
        ["review", _NOT_UTF8],
        ["export", _NOT_UTF8],
        ["erase", _NOT_UTF8, "--yes"],
        ["profile", _NOT_UTF8],
        ["recall", _NOT_UTF8, "hello"],
        ["recall", "dana", "hello" + _NOT_UTF8],
        ["token", _NOT_UTF8],
        ["extract", "00000000-0000-0000-0000-000000000000", "--user", _NOT_UTF8],
        ["token", "x" * 201],
        ["facts", "da\x00na"],
    ],
)
def test_arguments_the_store_cannot_hold_are_usage_errors(
    argv: list[str], db: Database, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A non-UTF-8, NUL-bearing or overlong user id or text argument is a usage error (exit 2)
    naming the argument, before any database work; `token` mints nothing for it."""
    monkeypatch.setenv("DATABASE_URL", db.owner_dsn)
    monkeypatch.setenv("COMPANION_TOKEN_SECRET", "a-test-secret-of-some-length")
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "invalid user id" in captured.err or "not accepted" in captured.err


def test_non_utf8_argument_in_a_real_process(db: Database, tmp_path: Path) -> None:
    """The installed command given a raw 0xff byte as its user: a message and exit 2, no traceback."""
    env = {**os.environ, "DATABASE_URL": db.owner_dsn, "COMPANION_DATA_DIR": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-m", "companion.cli", "facts", b"\xff"],
        env=env,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 2, proc.stderr.decode(errors="replace")
    assert b"invalid user id" in proc.stderr
    assert b"Traceback" not in proc.stderr


@pytest.mark.parametrize(
    "argv",
    [
        ["validate", "/dev/zero"],
        ["extract", "/dev/zero"],
        ["extract", "never-read.json", "--proposer", "replay", "--replay", "/dev/zero"],
    ],
)
def test_endless_input_file_is_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """A file that never ends is refused after MAX_INPUT_BYTES, not read until memory runs out."""
    assert main(argv) == 2
    assert "/dev/zero is larger than 16777216 bytes" in capsys.readouterr().err
