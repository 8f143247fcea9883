"""What a person types to name an issue: a fingerprint, a unique prefix of one, or a ticket id."""

from __future__ import annotations

from toolwatch.warehouse import Warehouse
from toolwatch.warehouse.errors import ConfigError


def resolve_fingerprint(wh: Warehouse, text: str) -> str:
    """The one fingerprint ``text`` names: a ticket identifier (``HAR-123``, ``TW-0ba07294``), else a
    fingerprint or a unique prefix of one (at least 4 characters). Ambiguity and misses say what matched."""
    text = text.strip()
    row = wh.run("fingerprint_of_ticket", {"identifier": text}).fetchone()
    if row:
        return str(row[0])
    prefix = text.lower()
    if len(prefix) < 4:
        raise ConfigError(f"{text!r} is too short: give at least 4 characters of a fingerprint, or a ticket id")
    found = [r[0] for r in wh.run("fingerprints_with_prefix", {"prefix": prefix}).fetchall()]
    if not found:
        raise ConfigError(f"no fingerprint or ticket matches {text!r}; see `toolwatch issues`")
    if len(found) > 1 and prefix not in found:
        more = ", ".join(found[:5]) + (" …" if len(found) > 5 else "")
        raise ConfigError(f"{text!r} matches several fingerprints ({more}); give more characters")
    return prefix if prefix in found else found[0]
