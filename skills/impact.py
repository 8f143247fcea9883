"""What a fingerprint's errors cost the agents in a week, and the priority that follows.

A tool error is not just a failed call: its text stays in the model's context
(tokens paid for on every later turn), the agent may retry the same call
unchanged (stuck), or give up (the session ends soon after). Per fingerprint
and week (named query ``triage_impact``):

- ``wasted_tokens``: characters of error text / 4, summed over occurrences. Four
  characters per token is the usual approximation for English and code with
  BPE tokenizers; logs carry no token counts today, so it is documented, not
  measured;
- ``stuck_sessions``: sessions that hit the fingerprint at least
  ``stuck_repeats`` (3) times with the same arguments (a call without arguments
  counts as the same call);
- ``derailed_sessions``: affected sessions with no call ``derail_minutes`` (10)
  after their last occurrence, beyond what is usual for the tool: the tool's
  sessions also end after a successful call at some rate (``usual_stop``), so
  only the excess counts, ``max(0, derailed - judged × usual_stop)``.

``impact_score`` weighs them (see :func:`impact_score`) and :func:`priority_for`
turns the score into Linear's 1-4 scale.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

CHARS_PER_TOKEN = 4


@dataclass(frozen=True)
class ImpactPolicy:
    stuck_repeats: int = 3
    derail_minutes: int = 10
    priority_sessions: int = 20


@dataclass
class Impact:
    wasted_tokens: int = 0
    stuck_sessions: int = 0
    derailed_sessions: int = 0  # excess over the tool's usual session endings
    derailed_raw: int = 0
    judged_sessions: int = 0
    usual_stop: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def week_impact(wh, week, policy: ImpactPolicy) -> dict[str, Impact]:
    """:class:`Impact` of every fingerprint with errors in ``week`` (one statement)."""
    rows = wh.rows("triage_impact", {"week_start": week.start, "week_end": week.end,
                                     "stuck_repeats": policy.stuck_repeats,
                                     "derail_seconds": policy.derail_minutes * 60})
    out = {}
    for r in rows:
        usual = float(r["usual_stop"]) if r["usual_stop"] is not None else None
        judged, raw = int(r["judged"]), int(r["derailed"])
        excess = max(0, round(raw - judged * (usual or 0.0)))
        out[r["fingerprint"]] = Impact(round(float(r["wasted_tokens"] or 0)), int(r["stuck_sessions"]),
                                       excess, raw, judged, usual)
    return out


def impact_score(error_class: str, sessions: int, impact: Impact) -> float:
    """One number to rank by: sessions affected, each stuck or derailed session counting
    three times more (it cost the user the session), plus one session per 2,000 wasted
    tokens; an ``unknown`` error (a harness bug, always ours to fix) counts double.

    >>> impact_score("Timeout", 10, Impact(wasted_tokens=4000, stuck_sessions=1, derailed_sessions=2))
    21.0
    >>> impact_score("unknown", 10, Impact(wasted_tokens=4000, stuck_sessions=1, derailed_sessions=2))
    42.0
    """
    score = sessions + 3 * impact.stuck_sessions + 3 * impact.derailed_sessions + impact.wasted_tokens / 2000
    return float(score * (2 if error_class == "unknown" else 1))


def priority_for(score: float, priority_sessions: int) -> int:
    """Linear priority from the impact score: 1 urgent … 4 low.

    Thresholds scale with ``triage.priority_sessions`` (P): urgent ≥ 4P, high ≥ P,
    medium ≥ P/4, low below.

    >>> [priority_for(s, 20) for s in (80, 79.9, 20, 5, 4.9)]
    [1, 2, 2, 3, 4]
    """
    if score >= 4 * priority_sessions:
        return 1
    if score >= priority_sessions:
        return 2
    if score >= max(1.0, priority_sessions / 4):
        return 3
    return 4


def tokens_text(tokens: int) -> str:
    """
    >>> tokens_text(950), tokens_text(12_345), tokens_text(3_400_000)
    ('950', '12.3k', '3.4M')
    """
    if tokens < 1000:
        return str(tokens)
    if tokens < 1_000_000:
        return f"{math.floor(tokens / 100) / 10:.1f}k"
    return f"{math.floor(tokens / 100_000) / 10:.1f}M"
