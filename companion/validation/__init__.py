"""companion.validation: the deterministic gate between proposed facts and memory.

An LLM only proposes candidate facts with a supporting quote and a source message index; this
package decides, from the transcript alone, whether each one was really said by the user.
It is pure: no database, network, clock or environment. See docs/validation.md.
"""

from companion.validation.gate import validate
from companion.validation.policy import DEFAULT_POLICY, Policy

__all__ = ["DEFAULT_POLICY", "Policy", "validate"]
