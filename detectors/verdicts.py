"""People's verdicts: a person says what class a fingerprint really is, and that wins.

A verdict is stored per tool and template (what a fingerprint stands for; the
fingerprint itself is derived from the class, so it changes with the verdict).
Recording one re-labels every stored row of that template (rule ``label``,
confidence 1.0) and rebuilds the rollups and the fingerprints table, as
``reclassify`` does, in one transaction; ingest applies it to new rows
(:meth:`toolwatch.detectors.classify.CompiledClassifier.refine`), and the
learned fallback takes the verdict's message as a labelled example, so
templates worded like it follow.

Verdicts come from ``toolwatch label`` (source ``cli``), from the class label a
triager sets on a Linear ticket (``linear``), or from a file another team
exported (``import``). The file is JSON lines, one verdict per line, with
``tool``, ``template``, ``class``, ``reason`` and optionally ``fingerprint``,
``message``, ``error_type``, ``labelled_by``, ``labelled_at``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from toolwatch.detectors.classify import fingerprint as fingerprint_of
from toolwatch.detectors.taxonomy import ErrorClass
from toolwatch.warehouse.db import Warehouse
from toolwatch.warehouse.errors import ConfigError

PERSON_REASON = "labelled_by_person"
SOURCES = ("cli", "linear", "import")
_REASON = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class Verdict:
    tool: str
    template: str
    error_class: ErrorClass
    reason: str
    source: str
    labelled_at: datetime
    fingerprint: str | None = None
    message: str | None = None
    error_type: str | None = None
    labelled_by: str | None = None

    @property
    def new_fingerprint(self) -> str:
        return fingerprint_of(self.tool, self.error_class.value, self.reason, self.template)

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "template": self.template, "class": self.error_class.value, "reason": self.reason,
                "fingerprint": self.fingerprint, "message": self.message, "error_type": self.error_type,
                "source": self.source, "labelled_by": self.labelled_by, "labelled_at": self.labelled_at.isoformat()}


@dataclass
class LabelReport:
    verdicts: int = 0
    rows_relabelled: int = 0
    fingerprints: list[dict[str, str]] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"verdicts": self.verdicts, "rows_relabelled": self.rows_relabelled,
                "fingerprints": self.fingerprints or []}


def check_reason(reason: str | None) -> str:
    if reason is None:
        return PERSON_REASON
    if not _REASON.match(reason):
        raise ConfigError(f"reason must be snake_case (letters, digits, '_'), got {reason!r}")
    return reason


def verdict_for_fingerprint(wh: Warehouse, fingerprint: str, error_class: str, reason: str | None, *,
                            source: str, now: datetime, labelled_by: str | None = None) -> Verdict:
    """The verdict that ``fingerprint`` (as stored now, or as labelled before) is ``error_class``."""
    try:
        cls = ErrorClass.parse(error_class)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    rows = wh.rows("verdict_fingerprint_lookup", {"fingerprint": fingerprint})
    if not rows:
        raise ConfigError(f"no stored error has fingerprint {fingerprint!r}; "
                          "see `toolwatch rules suggest` or the UI's /fingerprints pages for the ones there are")
    row = rows[0]
    return Verdict(tool=row["tool"], template=row["template"], error_class=cls, reason=check_reason(reason),
                   source=source, labelled_at=now, fingerprint=fingerprint, message=row["message"],
                   error_type=row["error_type"], labelled_by=labelled_by)


def record_verdicts(wh: Warehouse, verdicts: Iterable[Verdict]) -> LabelReport:
    """Store ``verdicts`` (a later one for the same tool and template replaces it) and re-label history."""
    from toolwatch.warehouse.rollup import rebuild_fingerprints, rebuild_rollups

    report = LabelReport(fingerprints=[])
    with wh.transaction():
        for v in verdicts:
            if v.source not in SOURCES:
                raise ConfigError(f"verdict source must be one of {', '.join(SOURCES)}, got {v.source!r}")
            wh.run("verdict_upsert", {
                "tool": v.tool, "template": v.template, "error_class": v.error_class.value, "reason": v.reason,
                "fingerprint": v.fingerprint, "message": v.message, "error_type": v.error_type,
                "source": v.source, "labelled_by": v.labelled_by, "labelled_at": v.labelled_at})
            report.verdicts += 1
            assert report.fingerprints is not None
            report.fingerprints.append({"from": v.fingerprint or "", "to": v.new_fingerprint,
                                        "class": v.error_class.value, "reason": v.reason})
        report.rows_relabelled = int(wh.rows("verdict_relabel_count")[0]["rows"])
        if report.rows_relabelled:
            wh.run("verdict_relabel")
            rebuild_rollups(wh)
            rebuild_fingerprints(wh)
    return report


def export_verdicts(wh: Warehouse) -> list[dict[str, Any]]:
    return [{**row, "labelled_at": row["labelled_at"].isoformat()} for row in wh.rows("verdicts_export")]


def parse_verdict_line(raw: Any, where: str, now: datetime) -> Verdict:
    """One imported verdict, validated; every error names the line."""
    if not isinstance(raw, dict):
        raise ConfigError(f"{where}: expected a JSON object")
    for key in ("tool", "template", "class"):
        if not isinstance(raw.get(key), str) or not raw[key]:
            raise ConfigError(f"{where}: {key!r} is required")
    try:
        cls = ErrorClass.parse(raw["class"])
        labelled_at = datetime.fromisoformat(raw["labelled_at"]) if raw.get("labelled_at") else now
    except ValueError as exc:
        raise ConfigError(f"{where}: {exc}") from None
    if labelled_at.tzinfo is not None:
        labelled_at = labelled_at.astimezone(UTC).replace(tzinfo=None)
    return Verdict(tool=raw["tool"], template=raw["template"], error_class=cls, reason=check_reason(raw.get("reason")),
                   source="import", labelled_at=labelled_at, fingerprint=raw.get("fingerprint"),
                   message=raw.get("message"), error_type=raw.get("error_type"), labelled_by=raw.get("labelled_by"))
