"""The wire schema's strict parsing and the signed tokens (pure)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.errors import ConfigError, InvalidUserId, ProtocolError
from companion.voice import protocol as p
from companion.voice.tokens import issue_token, verify_token

SECRET = "a-test-secret-of-some-length"


def test_client_messages_parse_to_their_models() -> None:
    """Every client message type parses into its own model."""
    frames = {
        '{"v":1,"type":"hello","token":"t"}': p.Hello,
        '{"v":1,"type":"transcript","text":"hi","final":false,"ts":1.5,"client_msg_id":"c"}': p.Transcript,
        '{"v":1,"type":"interrupt","turn_id":3}': p.Interrupt,
        '{"v":1,"type":"review_edit","fact_id":"f","text":" new text "}': p.ReviewEdit,
        '{"v":1,"type":"ping"}': p.Ping,
    }
    for frame, model in frames.items():
        assert isinstance(p.parse_client(frame), model)
    edit = p.parse_client('{"v":1,"type":"review_edit","fact_id":"f","text":" new text "}')
    assert isinstance(edit, p.ReviewEdit)
    assert edit.text == "new text"


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        (b"\xff\xfe", "bad_json"),
        ("null", "bad_json"),
        ('{"type":"ping"}', "unsupported_version"),
        ('{"v":true,"type":"ping"}', "unsupported_version"),
        ('{"v":1}', "unknown_type"),
        ('{"v":1,"type":"ready","user_id":"x"}', "unknown_type"),  # a server message is not a client one
        ('{"v":1,"type":"transcript","text":"hi"}', "invalid_message"),
        ('{"v":1,"type":"transcript","text":"hi","final":1}', "invalid_message"),
        ('{"v":1,"type":"interrupt","turn_id":"3"}', "invalid_message"),
        ('{"v":1,"type":"ping","extra":1}', "invalid_message"),
        ('{"v":1,"type":"review_edit","fact_id":"f","text":"   "}', "invalid_message"),
        ("[" * 5000 + "]" * 5000, "frame_invalid"),
        ('{"v":1,"type":"ping","nonce":' + "[" * 5000 + "]" * 5000 + "}", "frame_invalid"),
        ('{"v":1,"type":"transcript","text":"hi","final":true,"ts":NaN}', "bad_timestamp"),
        ('{"v":1,"type":"transcript","text":"hi","final":true,"ts":Infinity}', "bad_timestamp"),
        ('{"v":1,"type":"transcript","text":"hi","final":true,"ts":-Infinity}', "bad_timestamp"),
        ('{"v":1,"type":"transcript","text":"hi","final":true,"ts":-1}', "bad_timestamp"),
        ('{"v":1,"type":"transcript","text":"hi","final":true,"ts":1e300}', "bad_timestamp"),
        ('{"v":1,"type":"transcript","text":"a\\u0000b","final":true}', "text_invalid"),
        ('{"v":1,"type":"transcript","text":"a\\ud800b","final":false}', "text_invalid"),
        ('{"v":1,"type":"transcript","text":"hi","final":true,"client_msg_id":"m\\u0000"}', "text_invalid"),
        ('{"v":1,"type":"review_edit","fact_id":"f","text":"x\\u0000"}', "text_invalid"),
    ],
)
def test_strict_parsing_codes(frame: str | bytes, code: str) -> None:
    """Each malformed frame is refused with its own precise code, never coerced."""
    with pytest.raises(ProtocolError) as caught:
        p.parse_client(frame)
    assert caught.value.code == code


def test_refused_transcript_names_its_client_msg_id() -> None:
    """A refused transcript's error carries its client_msg_id, so the client knows which one."""
    frame = {
        "v": 1,
        "type": "transcript",
        "text": "hi",
        "final": True,
        "ts": float("nan"),
        "client_msg_id": "m7",
    }
    with pytest.raises(ProtocolError) as caught:
        p.parse_client(json.dumps(frame))
    assert (caught.value.code, caught.value.ref) == ("bad_timestamp", "m7")


def test_server_messages_round_trip() -> None:
    """Server messages serialise to v1 JSON and parse back equal."""
    messages = [
        p.Recalled(turn_id=1, items=(p.RecallItem(text="t", date="2025-01-02", kind="chunk", score=0.5),)),
        p.ReplyDone(turn_id=2, interrupted=True, reason="barge_in"),
        p.ErrorMsg(code=p.ErrorCode.UNAVAILABLE, message="db", ref="m1", retry=True),
    ]
    for message in messages:
        frame = p.dump(message)
        assert '"v":1' in frame
        assert p.parse_server(frame) == message


_USER_IDS = st.text(st.characters(exclude_categories=("Cc", "Cs")), min_size=1, max_size=200)


@given(user=_USER_IDS, ttl=st.integers(1, 10**6))
def test_token_round_trip(user: str, ttl: int) -> None:
    """A token issued for any user id verifies to that same user id before it expires."""
    token = issue_token(SECRET, user, now=1000.0, ttl_s=ttl)
    assert verify_token(SECRET, token, now=1000.0) == user


def test_token_refusals() -> None:
    """Expired, forged, re-signed-with-another-secret and malformed tokens are each refused."""
    token = issue_token(SECRET, "dana", now=0, ttl_s=10)
    cases = [
        (token, 10.0, SECRET, "token_expired"),
        (token, 0.0, SECRET + "x", "unauthorized"),
        (token.replace("ZGFuYQ", "ZXZl"), 0.0, SECRET, "unauthorized"),  # user swapped: signature breaks
        ("a.b", 0.0, SECRET, "unauthorized"),
    ]
    for candidate, now, secret, code in cases:
        with pytest.raises(ProtocolError) as caught:
            verify_token(secret, candidate, now=now)
        assert caught.value.code == code


def _signed(user: str, expiry: int = 10**10) -> str:
    """A correctly signed token for any user id, as a minting tool without our rule would make it."""
    encoded = base64.urlsafe_b64encode(user.encode()).decode().rstrip("=")
    body = f"{encoded}.{expiry}"
    return f"{body}.{hmac.new(SECRET.encode(), body.encode(), hashlib.sha256).hexdigest()}"


@pytest.mark.parametrize("user", ["x" * 201, "da\x00na", "dana\n", "\udcff", ""])
def test_user_ids_the_store_cannot_hold_are_not_minted(user: str) -> None:
    """One rule for user ids: issue_token refuses an empty, overlong or unprintable one."""
    with pytest.raises(InvalidUserId):
        issue_token(SECRET, user, now=0, ttl_s=10)


@pytest.mark.parametrize("user", ["x" * 201, "da\x00na", "dana\n"])
def test_signed_token_for_a_bad_user_id_is_refused(user: str) -> None:
    """A correctly signed token naming such an id is `user_id_invalid` at hello, not a later
    database failure inside the session."""
    with pytest.raises(ProtocolError) as caught:
        verify_token(SECRET, _signed(user), now=0)
    assert caught.value.code == "user_id_invalid"


def test_non_ascii_token_is_unauthorized() -> None:
    """A token with characters no issued token has is refused as malformed, not a crash."""
    with pytest.raises(ProtocolError) as caught:
        verify_token(SECRET, "é.1.abc", now=0)
    assert caught.value.code == "unauthorized"


def test_token_secret_is_required() -> None:
    """Issuing or checking tokens without a (long enough) secret is a configuration error."""
    with pytest.raises(ConfigError):
        issue_token(None, "dana", now=0, ttl_s=10)
    with pytest.raises(ConfigError):
        verify_token("short", "x.y.z", now=0)
