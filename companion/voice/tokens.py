"""Signed per-user voice tokens: `base64url(user_id).expiry.hmac_sha256_hex`.

The signature covers the encoded user id and the expiry, keyed by Settings.token_secret, and is
checked in constant time. Tokens are stateless: revoking one means rotating the secret. Pure: the
current time is an argument. Both directions apply `model.parse_user_id`: no token is minted for an
id the store cannot hold, and a token signed for one anyway (an older release, another minting
tool) is refused with `user_id_invalid` at `hello` instead of failing later inside a session.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac

from companion.errors import ConfigError, InvalidUserId, ProtocolError
from companion.model import UserId, parse_user_id

__all__ = ["MIN_SECRET_LENGTH", "issue_token", "verify_token"]

MIN_SECRET_LENGTH = 16


def _key(secret: str | None) -> bytes:
    if not secret or len(secret) < MIN_SECRET_LENGTH:
        raise ConfigError(f"COMPANION_TOKEN_SECRET must be set to at least {MIN_SECRET_LENGTH} characters")
    return secret.encode()


def _sign(key: bytes, body: str) -> str:
    return hmac.new(key, body.encode("ascii"), hashlib.sha256).hexdigest()


def issue_token(secret: str | None, user_id: UserId | str, *, now: float, ttl_s: float) -> str:
    """A token for `user_id` valid until now + ttl_s (seconds since the epoch).

    InvalidUserId for an id `model.parse_user_id` refuses."""
    user_id = parse_user_id(user_id)
    encoded = base64.urlsafe_b64encode(str(user_id).encode()).decode("ascii").rstrip("=")
    body = f"{encoded}.{int(now + ttl_s)}"
    return f"{body}.{_sign(_key(secret), body)}"


def verify_token(secret: str | None, token: str, *, now: float) -> UserId:
    """The user a valid token names. ProtocolError `unauthorized` or `token_expired` otherwise."""
    key = _key(secret)
    if not token.isascii():
        # Every token issue_token writes is ASCII; _sign could not even encode anything else.
        raise ProtocolError("unauthorized", "malformed token")
    parts = token.split(".")
    if len(parts) != 3:
        raise ProtocolError("unauthorized", "malformed token")
    encoded, expiry, signature = parts
    expected = _sign(key, f"{encoded}.{expiry}")
    # compare_digest: the time taken must not reveal how many leading characters matched.
    if not hmac.compare_digest(expected.encode(), signature.encode("ascii", "replace")):
        raise ProtocolError("unauthorized", "bad token signature")
    # Only a correctly signed token reaches here, so its fields were written by issue_token.
    if not expiry.isdigit():
        raise ProtocolError("unauthorized", "malformed token expiry")
    if int(expiry) <= now:
        raise ProtocolError("token_expired", "token expired")
    try:
        user = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError) as exc:
        raise ProtocolError("unauthorized", "malformed token user") from exc
    try:
        return parse_user_id(user)
    except InvalidUserId as exc:
        raise ProtocolError("user_id_invalid", str(exc)) from exc
