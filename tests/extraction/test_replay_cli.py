"""The replay proposer, the offline proposer through the audit tables, and `companion extract`."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime
from pathlib import Path

import pytest

from companion.cli import main
from companion.errors import MalformedProposal
from companion.extraction.offline import RULES_VERSION, OfflineProposer
from companion.extraction.replay import ReplayProposer
from companion.model import FactId, Outcome, Reason, Transcript, UserId
from companion.pipeline.extract import extract_session
from companion.store import extraction_runs as runs
from companion.store import transcripts as tx
from companion.store.database import Database

T0 = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
FILE_TRANSCRIPT = {
    "transcript": [
        {
            "role": "user",
            "content": "hey so um my name is dana and i'm allergic to cats",
            "timestamp": T0.isoformat(),
        },
        {"role": "assistant", "content": "Noted, Dana.", "timestamp": T0.isoformat()},
    ]
}
EMPTY = Transcript(messages=())


@pytest.mark.parametrize(
    "text",
    [
        '[{"text": "a", "supporting_quote": "b c d", "source_message_index": 0}]',
        '{"candidates": [{"text": "a", "supporting_quote": "b c d", "source_message_index": 0}]}',
        '{"windows": [{"answer": {"candidates": [{"text": "a", "supporting_quote": "b c d",'
        ' "source_message_index": 0}]}}]}',
    ],
    ids=["list", "object", "windows"],
)
async def test_replay_reads_every_recorded_layout(text: str) -> None:
    """A bare list, {"candidates"} and a multi-window raw answer all replay to the same item."""
    proposal = await ReplayProposer(text).propose(EMPTY, [])
    assert proposal.items == ({"text": "a", "supporting_quote": "b c d", "source_message_index": 0},)
    assert proposal.raw_answer == text


@pytest.mark.parametrize(("text", "kind"), [("{not json", "unparseable"), ('{"facts": 1}', "wrong_shape")])
async def test_replay_of_a_bad_file_is_malformed(text: str, kind: str) -> None:
    """A replay file that is not JSON or not a candidate list raises MalformedProposal with its text."""
    with pytest.raises(MalformedProposal) as caught:
        await ReplayProposer(text).propose(EMPTY, [])
    assert (caught.value.kind, caught.value.raw) == (kind, text)


async def test_offline_run_is_recorded_and_candidates_link_to_facts(db: Database, user_id: UserId) -> None:
    """An offline run records every candidate; the pipeline can link a candidate to its fact later."""
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id)
        await tx.append_message(
            conn, session.id, "user", "my name is dana and i'm allergic to cats", spoken_at=T0
        )
    result = await extract_session(db, user_id, session.id, OfflineProposer())
    assert result.run_id is not None
    async with db.user(user_id) as conn:
        (run,) = await runs.runs_for_session(conn, session.id)
        await runs.set_candidate_fact(conn, result.run_id, 1, FactId(uuid.UUID(int=1)))  # a plain link column
        rows = await runs.candidates_for_run(conn, result.run_id)
    assert (run.status, run.proposer, run.model, run.prompt_version) == ("ok", "offline", None, RULES_VERSION)
    assert run.input_tokens is None
    assert run.cost_usd is None
    assert [r.proposal["text"] for r in rows] == [  # type: ignore[index]
        "The user's name is Dana.",
        "The user is allergic to cats.",
    ]
    assert all(r.outcome is Outcome.ACCEPT for r in rows)
    assert rows[0].fact_id is None
    assert rows[1].fact_id is not None


async def test_record_candidates_refuses_a_missing_verdict(db: Database, user_id: UserId) -> None:
    """Items and verdicts must pair up: nothing proposed is ever stored without its verdict."""
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id)
        run_id = await runs.start_run(conn, session.id, "replay")
        with pytest.raises(ValueError, match="every item needs a verdict"):
            await runs.record_candidates(conn, run_id, [{"text": "x"}], [])


def test_cli_extract_file_shows_proposals_next_to_verdicts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`companion extract FILE --proposer replay` prints each proposal with its verdict and reasons."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    path = tmp_path / "t.json"
    path.write_text(json.dumps(FILE_TRANSCRIPT))
    replay = tmp_path / "r.json"
    replay.write_text(
        json.dumps(
            [
                {
                    "text": "The user's name is Dana.",
                    "supporting_quote": "my name is dana",
                    "source_message_index": 0,
                },
                {
                    "text": "The user's name is Dana.",
                    "supporting_quote": "Noted, Dana.",
                    "source_message_index": 1,
                },
            ]
        )
    )
    assert main(["extract", str(path), "--proposer", "replay", "--replay", str(replay)]) == 0
    out = capsys.readouterr().out
    assert "replay: 2 proposed, 1 accepted, 1 rejected" in out
    assert "#0 ACCEPT" in out
    assert "#1 REJECT" in out
    assert "not_user_message" in out


def test_cli_extract_file_json_with_the_default_offline_proposer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without an API key the offline proposer runs; --json prints proposals, outcomes and reasons."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    path = tmp_path / "t.json"
    path.write_text(json.dumps(FILE_TRANSCRIPT))
    assert main(["extract", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["proposer"] == "offline"
    assert data["run_id"] is None
    assert [c["proposal"]["text"] for c in data["candidates"]] == [
        "The user's name is Dana.",
        "The user is allergic to cats.",
    ]
    assert {c["outcome"] for c in data["candidates"]} == {"accept"}
    assert data["candidates"][0]["reasons"] == [str(Reason.QUOTE_EXACT)]


def test_cli_bad_transcript_file_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A transcript message without a timestamp is refused with the message number."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"transcript": [{"role": "user", "content": "hi"}]}))
    assert main(["extract", str(path)]) == 2
    assert "message 0 needs content and an ISO 8601 timestamp" in capsys.readouterr().err


def test_cli_session_needs_a_user(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A session id without --user is refused before anything runs."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    assert main(["extract", "7d2f6a52-4a0e-4a53-9c34-5f2a4d1c9b11"]) == 2
    assert "--user" in capsys.readouterr().err
