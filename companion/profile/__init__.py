"""companion.profile: active facts -> the profile summary, by code (pure: no I/O, no clock)."""

from companion.profile.render import (
    CATEGORY_CAPS,
    CATEGORY_TITLES,
    Profile,
    SessionSummary,
    format_month,
    render_profile,
)

__all__ = ["CATEGORY_CAPS", "CATEGORY_TITLES", "Profile", "SessionSummary", "format_month", "render_profile"]
