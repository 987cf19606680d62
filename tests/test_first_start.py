"""The first-start line: shown once, on stderr, before the embedded database is created, and only by
commands that open it (the first start used to be ~5 s of silence)."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import WITHOUT_DATABASE, build_parser, main
from companion.cli.first_start import first_start_note
from companion.config import Settings

ROOT = Path(__file__).resolve().parents[1]


def test_a_missing_data_folder_is_announced(tmp_path: Path) -> None:
    """No initialised embedded folder yet: the note says what is being prepared and where."""
    note = first_start_note(Settings(data_dir=tmp_path))
    assert note is not None
    assert str(tmp_path / "pgdata") in note
    assert "migrations" in note


def test_an_initialised_folder_or_a_database_url_is_not(tmp_path: Path) -> None:
    """Later starts (PG_VERSION written by initdb) and DATABASE_URL are quick: no note."""
    (tmp_path / "pgdata").mkdir()
    (tmp_path / "pgdata" / "PG_VERSION").write_text("18\n")
    assert first_start_note(Settings(data_dir=tmp_path)) is None
    assert first_start_note(Settings(data_dir=tmp_path / "new", database_url="postgresql:///x")) is None


def test_the_commands_without_a_database_exist() -> None:
    """The exemption list names real commands (a renamed one would silently lose its exemption)."""
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    assert set(sub.choices) >= WITHOUT_DATABASE


def test_a_command_without_a_database_says_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`companion token` on a machine with no data folder prints the token and no first-start line."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COMPANION_TOKEN_SECRET", "a-test-secret-of-more-than-32-bytes-0123")
    assert main(["token", "dana"]) == 0
    captured = capsys.readouterr()
    assert captured.out.strip()
    assert captured.err == ""


def test_the_first_migrate_announces_and_the_second_does_not(tmp_path: Path) -> None:
    """A real first start in a fresh folder (its own process: the embedded server stops at its exit)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "COMPANION_APP_DATABASE_URL")}
    env |= {"COMPANION_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}

    def migrate() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "companion.cli", "migrate"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    first = migrate()
    assert first.returncode == 0, first.stderr
    assert first.stderr.count("first start") == 1
    assert "first start" not in first.stdout
    second = migrate()
    assert second.returncode == 0, second.stderr
    assert "first start" not in second.stderr
