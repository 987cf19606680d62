"""Relative-time parsing libraries against the gate's own resolver (rule V8), on our own cases.

    pip install --target /tmp/dl dateparser==1.5.0 parsedatetime==2.6 ctparse==0.3.6
    .venv/bin/python bench/relative_time_libraries.py --libs /tmp/dl [--runs 3]

Cases: the accept-labelled cases of tests/data/validation/voice/temporal_a.jsonl whose fact
writes out a date. Each parser reads the quote against the message's local date; a reading is
right when one date it returns falls on the fact's date. "Other dates" counts the right readings
that also return a date more than two days away: a spurious one (dateparser reads "we" as a
weekday) would back a wrong fact; the gate's own are its deliberate second readings ("last
friday" said on a monday may be ten days back). Per-call time is the median and the maximum over
the cases, best of `--runs`, with the gate's resolver (`temporal.resolve`) timed in the same run
as the floor. The libraries are never imported by the companion package: this script is how the decision in
docs/validation.md ("Relative times: libraries measured, not adopted") was measured.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path

from companion.validation.temporal import Resolution, _written_dates, resolve

CASES = Path(__file__).resolve().parents[1] / "tests" / "data" / "validation" / "voice" / "temporal_a.jsonl"
Parser = Callable[[str, datetime], list[date]]


def _cases() -> list[tuple[str, datetime, Resolution]]:
    out = []
    for line in CASES.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if case["label"] != "accept":
            continue
        at = datetime.fromisoformat(case["transcript"][case["candidate"]["source_message_index"]]["at"])
        written = [r for r in _written_dates(case["candidate"]["text"], at.date()) if len(r.phrase) > 4]
        if written:  # the most precise date the fact writes out
            best = min(written, key=lambda r: r.ranges[0][1] - r.ranges[0][0])
            out.append((case["candidate"]["supporting_quote"], at, best))
    return out


def _gate(quote: str, at: datetime) -> list[date]:
    out = []
    for res in resolve(quote, at.date()):
        for lo, hi in res.ranges:
            out += [lo + timedelta(days=k) for k in range((hi - lo).days + 1)]
    return out


def _parsers(libs: str | None) -> dict[str, Parser]:
    parsers: dict[str, Parser] = {"gate (temporal.resolve)": _gate}
    if libs:
        sys.path.insert(0, libs)
    try:
        from dateparser.search import search_dates  # type: ignore[import-not-found]

        def dateparser_(quote: str, at: datetime) -> list[date]:
            base = at.replace(tzinfo=None)
            found = search_dates(
                quote, languages=["en"], settings={"RELATIVE_BASE": base, "PREFER_DATES_FROM": "past"}
            )
            return [d.date() for _, d in found or ()]

        parsers["dateparser 1.5.0 (search_dates)"] = dateparser_
    except ImportError:
        print("dateparser not installed: skipped")
    try:
        import parsedatetime  # type: ignore[import-not-found]

        calendar = parsedatetime.Calendar()

        def parsedatetime_(quote: str, at: datetime) -> list[date]:
            return [r[0].date() for r in calendar.nlp(quote, sourceTime=at.replace(tzinfo=None)) or ()]

        parsers["parsedatetime 2.6 (nlp)"] = parsedatetime_
    except ImportError:
        print("parsedatetime not installed: skipped")
    try:
        import ctparse  # type: ignore[import-not-found]

        def ctparse_(quote: str, at: datetime) -> list[date]:
            found = ctparse.ctparse(quote, ts=at.replace(tzinfo=None), timeout=0.5)
            resolution = getattr(found, "resolution", None)
            start = getattr(resolution, "start", None) or resolution
            try:
                return [date(start.year, start.month, start.day)] if start is not None and start.day else []
            except (AttributeError, TypeError, ValueError):
                return []

        parsers["ctparse 0.3.6"] = ctparse_
    except ImportError:
        print("ctparse not installed: skipped")
    return parsers


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--libs", default=None, help="a pip --target directory holding the libraries")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    load = subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
    print(f"load before: {load}")
    cases = _cases()
    print(f"{len(cases)} accept cases with a written date ({CASES.name})\n")
    print("| parser | right | wrong or missed | right, other dates too | median per call | max per call |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, parse in _parsers(args.libs).items():
        parse(cases[0][0], cases[0][1])  # warm: imports and lazy tables
        best: list[float] | None = None
        right = spurious = 0
        for run in range(args.runs):
            times = []
            for quote, at, fact_date in cases:
                start = time.perf_counter()
                found = parse(quote, at)
                times.append(time.perf_counter() - start)
                if run == 0:
                    hit = any(fact_date.admits(d) for d in found)
                    far = any(abs((d - fact_date.start).days) > 2 for d in found)
                    right += hit
                    spurious += hit and far
            if best is None or statistics.median(times) < statistics.median(best):
                best = times
        assert best is not None
        print(
            f"| {name} | {right} | {len(cases) - right} | {spurious} | "
            f"{1e3 * statistics.median(best):.3f} ms | {1e3 * max(best):.3f} ms |"
        )
    load = subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
    print(f"\nload after: {load}")


if __name__ == "__main__":
    main()
