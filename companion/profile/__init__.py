"""companion.profile: active facts -> the profile summary, by code (pure: no I/O, no clock)."""

from companion.model.profiles import Profile, SessionSummary
from companion.profile.render import CATEGORY_CAPS, CATEGORY_TITLES, format_month, render_profile

__all__ = ["CATEGORY_CAPS", "CATEGORY_TITLES", "Profile", "SessionSummary", "format_month", "render_profile"]
