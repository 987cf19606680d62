"""What the command line takes from outside, checked where it comes in.

- `user_id_arg` and `text_arg` are argparse `type=` functions. On Linux a command-line argument
  that is not UTF-8 arrives as a str with lone surrogates (surrogateescape); such a value, or a
  NUL, or a user id `model.parse_user_id` refuses, is a usage error (exit code 2) naming the
  argument, instead of a driver traceback once the value reaches the database.
- `read_input_file` reads a file the user names with a size limit, so `/dev/zero` or a huge file
  is refused after MAX_INPUT_BYTES instead of being read into memory without end.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.errors import InvalidUserId
from companion.model import UserId, parse_user_id, unstorable_text

__all__ = ["MAX_INPUT_BYTES", "InputTooLarge", "read_input_file", "text_arg", "user_id_arg"]

# Generous for a JSON transcript or candidate file (a 3,000-message session is well under 2 MiB).
MAX_INPUT_BYTES = 16 * 1024 * 1024


class InputTooLarge(ValueError):
    """A file named on the command line is larger than MAX_INPUT_BYTES (or never ends)."""

    def __init__(self, path: Path | str, limit: int) -> None:
        self.path = path
        self.limit = limit
        super().__init__(f"{path} is larger than {limit} bytes")


def user_id_arg(value: str) -> UserId:
    """argparse type for a user id."""
    try:
        return parse_user_id(value)
    except InvalidUserId as exc:
        raise argparse.ArgumentTypeError(str(exc)) from exc


def text_arg(value: str) -> str:
    """argparse type for text that reaches the database (an utterance, a slot name)."""
    if (problem := unstorable_text(value)) is not None:
        raise argparse.ArgumentTypeError(f"the text {problem}; non-UTF-8 arguments are not accepted")
    return value


def read_input_file(path: Path | str, *, limit: int = MAX_INPUT_BYTES) -> str:
    """The file's text (UTF-8). OSError if it cannot be read, UnicodeDecodeError (a ValueError) if
    it is not UTF-8, InputTooLarge (a ValueError) past `limit` bytes: one read of limit + 1 bytes
    at most, whatever the file is (a device, a pipe, a growing log)."""
    with open(path, "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise InputTooLarge(path, limit)
    return data.decode("utf-8")
