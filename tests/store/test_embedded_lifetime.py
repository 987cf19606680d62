"""The embedded server stops when the last process using it exits, even if another user of it was
killed with SIGKILL (which never takes itself off the library's list of users): real processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

_USER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from companion.store.embedded import start_embedded

    server = start_embedded(Path(sys.argv[1]), delete_on_exit=True)
    print("attached", flush=True)
    sys.stdin.readline()  # until told to exit
    """
)


def _postmasters(pgdata: Path) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if str(pgdata).encode() in cmdline and any(part.endswith(b"postgres") for part in cmdline[:1]):
            found.append(int(entry.name))
    return found


def _start(pgdata: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", _USER, str(pgdata)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "attached"
    return proc


def _close(proc: subprocess.Popen[str]) -> None:
    for pipe in (proc.stdin, proc.stdout):
        if pipe is not None:
            pipe.close()


def test_a_killed_user_does_not_keep_the_server_alive() -> None:
    with tempfile.TemporaryDirectory(prefix="companion-lifetime-") as tmp:
        pgdata = Path(tmp) / "pgdata"
        first = _start(pgdata)
        killed = _start(pgdata)
        os.kill(killed.pid, signal.SIGKILL)
        killed.wait(30)
        _close(killed)
        assert _postmasters(pgdata)

        assert first.stdin is not None
        first.stdin.write("\n")
        first.stdin.flush()
        first.wait(60)
        _close(first)
        deadline = time.monotonic() + 30
        while _postmasters(pgdata) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not _postmasters(pgdata), "the server outlived every process that used it"
        assert not pgdata.exists()
