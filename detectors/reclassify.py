"""Re-derive classification for stored history after a rules change.

Every error row of ``tool_calls`` goes through the same compiled SQL that
ingest uses, in one statement; the rows are updated in place (class, reason,
rule, ruleset version, template, fingerprint, confidence; people's verdicts
and the learned fallback apply as in ingest) and the rollups and the
fingerprints table are rebuilt, all in one transaction, so baselines and
tickets follow the new rules and a failure changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from toolwatch.detectors.classify import CompiledClassifier
from toolwatch.warehouse.db import Warehouse


@dataclass
class ReclassifyReport:
    ruleset_version: str
    error_rows: int = 0
    class_changed: int = 0
    reason_changed: int = 0
    fingerprint_changed: int = 0
    older_ruleset: int = 0
    learned: int = 0
    labelled: int = 0
    by_class: dict[str, int] = field(default_factory=dict)
    applied: bool = False

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def reclassify(wh: Warehouse, classifier: CompiledClassifier, *, dry_run: bool = False) -> ReclassifyReport:
    """Classify every stored error row with ``classifier``; unless ``dry_run``, write it and rebuild rollups."""
    from toolwatch.warehouse.rollup import rebuild_fingerprints, rebuild_rollups

    report = ReclassifyReport(ruleset_version=classifier.ruleset_version)
    version = {"ruleset_version": classifier.ruleset_version}
    with wh.transaction():
        wh.run("classify_reclass_source")
        wh.con.execute(
            "CREATE OR REPLACE TEMP TABLE classified AS SELECT *, NULL::DOUBLE AS confidence FROM ("
            + classifier.select_sql("classify_reclass_source") + ")",
            classifier.params,
        )
        classifier.refine(wh)
        changes = wh.rows("classify_reclass_changes", version)[0]
        for key, value in changes.items():
            setattr(report, key, int(value or 0))
        report.by_class = {row["error_class"]: int(row["errors"]) for row in wh.rows("classify_reclass_by_class")}
        if not dry_run:
            wh.run("classify_reclass_apply", version)
            wh.meta_set("ruleset_version", classifier.ruleset_version)
            rebuild_rollups(wh)
            rebuild_fingerprints(wh)
            report.applied = True
        wh.run("classify_reclass_cleanup")
        wh.run("classify_reclassified_cleanup")
    return report
