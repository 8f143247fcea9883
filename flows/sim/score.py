"""Scoring alerts against the simulator's ground truth: what ``toolwatch demo`` ends with and the benchmark counts.

An alert *matches* an incident of the same tool and class (``unknown`` for
unknown bursts; any class for a trap without one; a tool-wide incident matches
per-model alerts and vice versa) opened between the incident's start and
:data:`MATCH_AFTER` after its end. An incident is found when an alert matches
it, with the delay of the first one; an alert that matches no real incident
(traps are not real) is a false alert.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

MATCH_AFTER = timedelta(minutes=30)


def parse(ts: str | datetime) -> datetime:
    """An ISO time (``Z`` or offset) or a datetime as naive UTC."""
    if isinstance(ts, datetime):
        return ts.astimezone(UTC).replace(tzinfo=None) if ts.tzinfo else ts
    return datetime.fromisoformat(ts.replace("Z", "+00:00")).astimezone(UTC).replace(tzinfo=None)


def matches(alert: dict[str, Any], inc: dict[str, Any]) -> bool:
    """Does ``alert`` (fired_at, tool, model, error_class) belong to incident ``inc``?"""
    if inc["tool"] is not None and alert["tool"] != inc["tool"]:
        return False
    if inc["error_class"] is not None and alert["error_class"] != inc["error_class"]:
        return False
    if inc["model"] is not None and alert["model"] is not None and alert["model"] != inc["model"]:
        return False
    return parse(inc["start"]) <= parse(alert["fired_at"]) <= parse(inc["end"]) + MATCH_AFTER


def score(alerts: list[dict[str, Any]], incidents: list[dict[str, Any]]) -> dict[str, Any]:
    """Found incidents with their delay in minutes, missed ones with the ground truth's reason, false alerts."""
    real = [i for i in incidents if not i["kind"].startswith("trap_")]
    found, missed = [], []
    for inc in real:
        hits = [parse(a["fired_at"]) for a in alerts if matches(a, inc)]
        if hits:
            found.append({"id": inc["id"], "kind": inc["kind"], "should_alert": inc["should_alert"],
                          "delay_min": (min(hits) - parse(inc["start"])).total_seconds() / 60,
                          "alerts": len(hits)})
        elif inc["should_alert"]:
            missed.append({"id": inc["id"], "kind": inc["kind"], "why": inc.get("notes", "")})
    false = [a for a in alerts if not any(matches(a, i) for i in real)]
    must = sum(1 for i in real if i["should_alert"])
    return {"found": found, "missed": missed, "false_alerts": false,
            "recall": (sum(1 for f in found if f["should_alert"]), must)}
