"""`companion demo`: two bundled sessions through the whole pipeline, printed for a person to read.

    session 1 stored ──> proposer (offline rules, plus six recorded hallucination-style proposals)
                     ──> validation gate ──> facts ──> profile (code) ──> chunks for recall
    session 2 ──> an utterance recalls session 1, with its date ──> session 2 processed
              ──> a changed job title waits as pending for the user's review

Re-running the demo first erases the demo user, so every run starts from the same state.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from importlib import resources
from typing import Any, TextIO

from companion.extraction.base import Proposer
from companion.extraction.replay import ReplayProposer
from companion.memory import Memory, SessionReport
from companion.model import Fact, SessionId, Transcript, UserId, Verdict
from companion.model.proposals import Proposal
from companion.pipeline import process_session
from companion.recall.search import Recalled
from companion.store import fact_queries, privacy, review, transcripts

__all__ = ["DemoResult", "SampleSession", "load_sample", "run_demo"]


@dataclass(frozen=True, slots=True)
class SampleSession:
    started_at: datetime
    messages: tuple[tuple[str, str, datetime], ...]  # role, content, spoken_at


@dataclass(frozen=True, slots=True)
class DemoResult:
    """What the demo did, for tests to assert on."""

    user_id: UserId
    reports: tuple[SessionReport, ...]
    recalled: tuple[Recalled, ...]
    active: tuple[Fact, ...]
    pending: tuple[Fact, ...]
    profile: str


def _text(name: str) -> str:
    return resources.files("companion.demo").joinpath(name).read_text(encoding="utf-8")


def load_sample() -> tuple[UserId, tuple[SampleSession, ...], int, str]:
    """The bundled sample: user id, sessions, and the recall probe (session index, utterance)."""
    data: dict[str, Any] = json.loads(_text("sample.json"))
    sessions = []
    for raw in data["sessions"]:
        start = datetime.fromisoformat(raw["started_at"])
        msgs = tuple(
            (m["role"], m["content"], start + timedelta(seconds=m["offset_s"])) for m in raw["messages"]
        )
        sessions.append(SampleSession(start, msgs))
    probe = data["recall_probe"]
    return UserId(data["user_id"]), tuple(sessions), int(probe["session"]), str(probe["utterance"])


class _WithRecordedHallucinations:
    """The demo's proposer for session 1: the real proposer's candidates, then the recorded
    hallucination-style ones, so the gate can be seen refusing them."""

    def __init__(self, inner: Proposer) -> None:
        self.inner = inner
        self.name = f"{inner.name}+recorded"
        self.model = getattr(inner, "model", None)
        self.prompt_version = getattr(inner, "prompt_version", None)

    async def propose(self, transcript: Transcript, active_facts: Sequence[Fact]) -> Proposal:
        real = await self.inner.propose(transcript, active_facts)
        recorded = await ReplayProposer(_text("hallucinations.json"), source="hallucinations.json").propose(
            transcript, active_facts
        )
        return Proposal(
            proposer=self.name,
            model=real.model,
            prompt_version=real.prompt_version,
            raw_answer=json.dumps({"proposer": real.raw_answer, "recorded": recorded.raw_answer}),
            items=real.items + recorded.items,
            input_tokens=real.input_tokens,
            output_tokens=real.output_tokens,
            cache_read_tokens=real.cache_read_tokens,
            cache_creation_tokens=real.cache_creation_tokens,
            cost_usd=real.cost_usd,
        )


async def _store_session(memory: Memory, user_id: UserId, index: int, session: SampleSession) -> SessionId:
    async with memory.db.user(user_id) as conn:
        row = await transcripts.start_session(
            conn, user_id, channel="demo", external_id=f"demo-{index}", started_at=session.started_at
        )
        for role, content, at in session.messages:
            await transcripts.append_message(conn, row.id, role, content, spoken_at=at)  # type: ignore[arg-type]
        await transcripts.end_session(conn, row.id, ended_at=session.messages[-1][2])
    return row.id


async def run_demo(memory: Memory, proposer: Proposer, out: TextIO) -> DemoResult:
    """Run the bundled sample through the pipeline and print each step to `out`."""
    user_id, sessions, probe_session, probe = load_sample()
    async with memory.db.user(user_id) as conn:
        await privacy.erase_user(conn, user_id)  # start clean on every run

    w = _Printer(out)
    w.title(f"companion-memory demo — user {user_id!r}, proposer {proposer.name!r}")
    reports = []
    recalled: tuple[Recalled, ...] = ()
    for index, session in enumerate(sessions):
        sid = await _store_session(memory, user_id, index, session)
        w.section(f"Session {index + 1} — {session.started_at:%A %d %B %Y, %H:%M} UTC")
        w.transcript(session)
        if index == probe_session:
            recalled = tuple(await memory.recall(user_id, probe, session_id=sid, k=3))
            w.section(f"Recall during session {index + 1}: {probe!r}")
            w.recalled(recalled)
        chosen = _WithRecordedHallucinations(proposer) if index == 0 else proposer
        report = await process_session(memory, chosen, user_id, sid)
        reports.append(report)
        w.section(f"Session {index + 1} processed: what was proposed and what the gate decided")
        w.verdicts(report.extraction.proposal.items, report.extraction.verdicts)

    async with memory.db.user(user_id) as conn:
        active = tuple(await fact_queries.active_facts(conn))
        pending = tuple(await fact_queries.facts_by_status(conn, "pending"))
        reviews = await review.pending_reviews(conn)
    w.section("Facts (active)")
    w.facts(active)
    w.section("Waiting for the user's review (pending)")
    if not reviews:
        w.line("  (none)")
    for item in reviews:
        conflict = f" — would replace: {item.conflicts_with.text!r}" if item.conflicts_with else ""
        w.line(f"  • {item.fact.text}{conflict}")
        w.line(f"      quote: {item.fact.quote!r}")
    if reviews:
        await _confirm_and_show_history(memory, user_id, reviews[0].fact, w)
    profile = await memory.profile(user_id) or ""
    w.section("Profile summary (rebuilt by code, cached)")
    w.line(textwrap.indent(profile.rstrip(), "  "))
    return DemoResult(user_id, tuple(reports), recalled, active, pending, profile)


async def _confirm_and_show_history(memory: Memory, user_id: UserId, fact: Fact, w: _Printer) -> None:
    """The user confirms the pending change: the old belief is retired, not deleted, and both
    time axes can still be asked about."""
    async with memory.db.user(user_id) as conn:
        confirmed = await review.confirm(conn, fact.id)
        chain = await fact_queries.history(conn, fact.id)
        before = await fact_queries.valid_at(conn, confirmed.valid_from - timedelta(days=1))
        now = await fact_queries.active_facts(conn)
    await memory.rebuild_profile(user_id)
    w.section(f"The user confirms {fact.text!r} (review)")
    for version in chain.versions:
        if version.expired_at is not None:
            continue  # an earlier belief about the same fact, kept for "what did we know at K"
        until = f"{version.valid_to:%Y-%m-%d}" if version.valid_to else "now"
        w.line(f"  {version.status.value:<8} {version.text}  (true {version.valid_from:%Y-%m-%d} .. {until})")
    slot = fact.slot
    was = [f.text for f in before if f.slot == slot]
    is_now = [f.text for f in now if f.slot == slot]
    w.line(f"  true on {confirmed.valid_from - timedelta(days=1):%Y-%m-%d}: {was}")
    w.line(f"  true now: {is_now}")


class _Printer:
    def __init__(self, out: TextIO) -> None:
        self.out = out

    def line(self, text: str = "") -> None:
        print(text, file=self.out)

    def title(self, text: str) -> None:
        self.line(text)
        self.line("=" * len(text))

    def section(self, text: str) -> None:
        self.line()
        self.line(text)
        self.line("-" * len(text))

    def transcript(self, session: SampleSession) -> None:
        for i, (role, content, at) in enumerate(session.messages):
            self.line(f"  [{i}] {at:%H:%M:%S} {role:>9}: {content}")

    def verdicts(self, items: Sequence[object], verdicts: Sequence[Verdict]) -> None:
        for i, verdict in enumerate(verdicts):
            item = items[i]
            text = verdict.candidate.text if verdict.candidate else str(item)
            quote = verdict.candidate.supporting_quote if verdict.candidate else ""
            mark = {"accept": "ACCEPT ", "pending": "PENDING", "reinforce": "REINFORCE", "reject": "REJECT "}
            reasons = ", ".join(r.value for r in verdict.reasons)
            self.line(f"  {mark[verdict.outcome.value]:<9} {text}")
            self.line(
                f"            quote [{verdict.candidate.source_message_index if verdict.candidate else '?'}]:"
                f" {quote!r}"
            )
            self.line(f"            reasons: {reasons}{' — ' + verdict.detail if verdict.detail else ''}")

    def facts(self, facts: Sequence[Fact]) -> None:
        if not facts:
            self.line("  (none)")
        for f in facts:
            slot = f" [{f.slot}]" if f.slot else ""
            by = f.confirmed_by.value if f.confirmed_by else "-"
            self.line(
                f"  {f.category.value:<13} imp {f.importance}  {f.text}{slot}"
                f"  (valid from {f.valid_from:%Y-%m-%d}, by {by})"
            )

    def recalled(self, items: Sequence[Recalled]) -> None:
        if not items:
            self.line("  (nothing relevant)")
        for r in items:
            text = textwrap.indent(r.text.strip(), " " * 8).lstrip()
            self.line(f"  {r.date:%Y-%m-%d} {r.kind:<5} distance {r.distance:.2f}  {text}")
