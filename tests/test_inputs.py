"""Command-line input checks: argument types and the bounded file read (pure but for a temp file)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from companion.cli.inputs import InputTooLarge, read_input_file, text_arg, user_id_arg


def test_input_file_limit_is_exact(tmp_path: Path) -> None:
    """read_input_file takes a file of exactly the limit and refuses one byte more."""
    path = tmp_path / "f.json"
    path.write_bytes(b"1" * 10)
    assert read_input_file(path, limit=10) == "1" * 10
    with pytest.raises(InputTooLarge):
        read_input_file(path, limit=9)


def test_input_file_must_be_utf8(tmp_path: Path) -> None:
    """A file that is not UTF-8 is a ValueError (the callers' bad-input path), not mojibake."""
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"caf\xe9": 1}')
    with pytest.raises(ValueError, match="utf-8"):
        read_input_file(path)


def test_argument_types() -> None:
    """user_id_arg applies the model's user id rule; text_arg refuses what the store cannot hold."""
    assert user_id_arg("dana") == "dana"
    assert text_arg("hello there") == "hello there"
    for bad in ("", "x" * 201, "a\tb", "\udcff"):
        with pytest.raises(argparse.ArgumentTypeError):
            user_id_arg(bad)
    for bad in ("a\x00b", "\udcff"):
        with pytest.raises(argparse.ArgumentTypeError):
            text_arg(bad)
