"""Verdicts from tickets: a triager who changes a ticket's class label has said what the error really is.

Each toolwatch ticket carries its class as a label (one of the six names).
When the labels on the ticket name exactly one class other than the one its
errors carry now, that class is a person's verdict on the ticket's
fingerprint (source ``linear``), recorded with
:func:`toolwatch.detectors.verdicts.record_verdicts`: history is re-labelled
and later ingests follow it. A ticket whose labels still agree, carry no
class or several new ones says nothing; re-running is safe because the
comparison is with the class after earlier verdicts.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol

from toolwatch.detectors.taxonomy import ErrorClass
from toolwatch.detectors.verdicts import Verdict, record_verdicts, verdict_for_fingerprint
from toolwatch.warehouse.db import Warehouse

CLASS_NAMES = tuple(c.value for c in ErrorClass)


class LabelledTickets(Protocol):
    name: str

    def class_labels(self, ticket: dict[str, Any]) -> list[str] | None: ...


def verdicts_from_tickets(wh: Warehouse, backend: LabelledTickets, now: datetime) -> list[Verdict]:
    """The verdicts the class labels on ``backend``'s tickets express (nothing is recorded here)."""
    by_fp = {t["fingerprint"]: t for t in wh.rows("triage_tickets")}
    out = []
    for row in wh.rows("ticket_classes"):
        if row["backend"] != backend.name or row["error_class"] is None:
            continue
        labels = backend.class_labels(by_fp[row["fingerprint"]])
        changed = sorted({name for name in labels or [] if name in CLASS_NAMES} - {row["error_class"]})
        if len(changed) != 1:
            continue
        out.append(verdict_for_fingerprint(wh, row["fingerprint"], changed[0], None, source="linear", now=now,
                                           labelled_by=by_fp[row["fingerprint"]]["identifier"]))
    return out


def record_ticket_verdicts(wh: Warehouse, backend: Any, now: datetime) -> list[dict[str, str]]:
    """Take the class labels triagers changed on ``backend``'s tickets as verdicts; returns what changed."""
    if not hasattr(backend, "class_labels"):
        return []  # a backend without labels a person edits (local Markdown tickets)
    verdicts = verdicts_from_tickets(wh, backend, now)
    if not verdicts:
        return []
    return record_verdicts(wh, verdicts).fingerprints or []
