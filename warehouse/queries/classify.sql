-- Named SQL of the classification area (toolwatch classify / reclassify).

-- name: classify_reclass_source
-- The stored error rows to re-derive; event_key joins the result back.
CREATE OR REPLACE TEMP TABLE classify_reclass_source AS
SELECT event_key, tool, status, error_type, error_message
FROM tool_calls
WHERE is_error;

-- name: classify_reclass_changes
-- needs: classified (built by detectors.reclassify)
-- How the new rules differ from what is stored, before anything is written.
SELECT count(*) AS error_rows,
       count(*) FILTER (WHERE t.error_class IS DISTINCT FROM r.error_class) AS class_changed,
       count(*) FILTER (WHERE t.reason IS DISTINCT FROM r.reason) AS reason_changed,
       count(*) FILTER (WHERE t.fingerprint IS DISTINCT FROM r.fingerprint) AS fingerprint_changed,
       count(*) FILTER (WHERE r.rule_id = 'learned') AS learned,
       count(*) FILTER (WHERE r.rule_id = 'label') AS labelled,
       count(*) FILTER (WHERE t.ruleset_version IS DISTINCT FROM $ruleset_version) AS older_ruleset
FROM tool_calls AS t
JOIN classified AS r USING (event_key)
WHERE t.is_error;

-- name: classify_reclass_by_class
-- needs: classified (built by detectors.reclassify)
SELECT error_class, count(*) AS errors
FROM classified
GROUP BY error_class
ORDER BY errors DESC, error_class;

-- name: classify_reclass_apply
-- needs: classified (built by detectors.reclassify)
UPDATE tool_calls AS t
SET error_class = r.error_class,
    reason = r.reason,
    rule_id = r.rule_id,
    ruleset_version = $ruleset_version,
    template = r.template,
    fingerprint = r.fingerprint,
    confidence = r.confidence
FROM classified AS r
WHERE t.event_key = r.event_key AND t.is_error;

-- name: classify_reclass_cleanup
DROP TABLE IF EXISTS classify_reclass_source;

-- name: classify_reclassified_cleanup
DROP TABLE IF EXISTS classified;

-- The learned fallback and people's verdicts revise `classified` (ingest's and
-- reclassify's table) in place: detectors.classify.CompiledClassifier.refine.

-- name: classified_verdicts
-- needs: classified (built by warehouse.ingest or detectors.reclassify)
UPDATE classified AS c
SET error_class = v.error_class,
    reason = v.reason,
    rule_id = 'label',
    confidence = 1.0,
    fingerprint = substring(md5(concat_ws('|', c.tool, v.error_class, v.reason, c.template)), 1, 16)
FROM verdicts AS v
WHERE v.tool = c.tool AND v.template = c.template;

-- name: classified_any_unmatched
-- needs: classified (built by warehouse.ingest or detectors.reclassify)
-- Whether any template is left for the learned fallback (most small files: none).
SELECT EXISTS (SELECT 1 FROM classified WHERE rule_id = 'fallback');

-- name: classified_unmatched
-- needs: classified (built by warehouse.ingest or detectors.reclassify)
-- Each distinct template no rule matched, once, and whether the model has decided it at
-- $model_version already (learned_decisions): the others are what the model is asked about.
SELECT DISTINCT c.tool, c.error_type, c.template, d.model_version IS NOT NULL AS decided
FROM classified AS c
LEFT JOIN learned_decisions AS d
  ON d.model_version = $model_version AND d.tool = c.tool AND d.template = c.template
 AND d.error_type IS NOT DISTINCT FROM c.error_type
WHERE c.rule_id = 'fallback'
ORDER BY c.tool, c.error_type NULLS FIRST, c.template;

-- name: learned_decisions_prune
-- Decisions of any other model version are never read again.
DELETE FROM learned_decisions WHERE model_version <> $model_version;

-- name: learned_decisions_insert
-- The model's answers for the templates it was just asked about, one JSON array of objects
-- ($decisions): DuckDB's client binds a Python list value by value (0.2 s of CPU for 420 templates).
INSERT INTO learned_decisions
SELECT $model_version, d.tool, d.error_type, d.template, d.error_class, d.reason, d.confidence, d.assigned
FROM (SELECT unnest(from_json($decisions, '[{"tool": "VARCHAR", "error_type": "VARCHAR", "template": "VARCHAR",
                                             "error_class": "VARCHAR", "reason": "VARCHAR", "confidence": "DOUBLE",
                                             "assigned": "BOOLEAN"}]')) AS d);

-- name: classified_learned
-- needs: classified (built by warehouse.ingest or detectors.reclassify)
-- The model's confident decisions at $model_version onto the rows of their template.
UPDATE classified AS c
SET error_class = d.error_class,
    reason = d.reason,
    rule_id = 'learned',
    confidence = d.confidence,
    fingerprint = substring(md5(concat_ws('|', c.tool, d.error_class, d.reason, c.template)), 1, 16)
FROM learned_decisions AS d
WHERE d.model_version = $model_version AND d.assigned
  AND c.rule_id = 'fallback' AND c.tool = d.tool AND c.template = d.template
  AND c.error_type IS NOT DISTINCT FROM d.error_type;

-- name: verdicts_for_learning
SELECT tool, template, error_class, reason, message, error_type
FROM verdicts
ORDER BY labelled_at, tool, template;

-- name: verdict_fingerprint_lookup
-- The tool and template a fingerprint stands for: from stored rows, else from an earlier verdict.
SELECT tool, template, message, error_type
FROM (
    SELECT 0 AS pick, tool, template, arg_min(error_message, ts) AS message, arg_min(error_type, ts) AS error_type
    FROM tool_calls
    WHERE fingerprint = $fingerprint AND is_error
    GROUP BY tool, template
    UNION ALL
    SELECT 1 AS pick, tool, template, message, error_type
    FROM verdicts
    WHERE fingerprint = $fingerprint
)
ORDER BY pick, tool, template
LIMIT 1;

-- name: verdict_upsert
INSERT INTO verdicts (tool, template, error_class, reason, fingerprint, message, error_type, source,
                      labelled_by, labelled_at)
VALUES ($tool, $template, $error_class, $reason, $fingerprint, $message, $error_type, $source,
        $labelled_by, $labelled_at)
ON CONFLICT (tool, template) DO UPDATE
SET error_class = excluded.error_class, reason = excluded.reason,
    fingerprint = coalesce(excluded.fingerprint, verdicts.fingerprint),
    message = coalesce(excluded.message, verdicts.message),
    error_type = coalesce(excluded.error_type, verdicts.error_type),
    source = excluded.source, labelled_by = excluded.labelled_by, labelled_at = excluded.labelled_at;

-- name: verdict_relabel_count
SELECT count(*) AS rows
FROM tool_calls AS t
JOIN verdicts AS v ON v.tool = t.tool AND v.template = t.template
WHERE t.is_error
  AND (t.rule_id IS DISTINCT FROM 'label' OR t.error_class IS DISTINCT FROM v.error_class
       OR t.reason IS DISTINCT FROM v.reason);

-- name: verdict_relabel
-- Stored rows follow their verdict; rollups and fingerprints are rebuilt after.
UPDATE tool_calls AS t
SET error_class = v.error_class,
    reason = v.reason,
    rule_id = 'label',
    confidence = 1.0,
    fingerprint = substring(md5(concat_ws('|', t.tool, v.error_class, v.reason, t.template)), 1, 16)
FROM verdicts AS v
WHERE t.is_error AND v.tool = t.tool AND v.template = t.template
  AND (t.rule_id IS DISTINCT FROM 'label' OR t.error_class IS DISTINCT FROM v.error_class
       OR t.reason IS DISTINCT FROM v.reason);

-- name: verdicts_export
SELECT tool, template, error_class AS class, reason, fingerprint, message, error_type, source,
       labelled_by, labelled_at
FROM verdicts
ORDER BY labelled_at, tool, template;

-- name: suggest_templates
-- The templates with the most errors that no rule explains (unmatched or learned), for `rules suggest`.
SELECT tool, error_type, template, rule_id, error_class, reason, max(confidence) AS confidence,
       count(*) AS errors, list(DISTINCT error_message)[1:20] AS messages
FROM tool_calls
WHERE is_error AND rule_id IN ('fallback', 'learned')
GROUP BY tool, error_type, template, rule_id, error_class, reason
ORDER BY errors DESC, tool, template
LIMIT $limit;
