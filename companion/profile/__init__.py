"""companion.profile."""
