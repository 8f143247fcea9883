-- Named SQL of the classification area (toolwatch classify / reclassify).

-- name: classify_reclass_source
-- The stored error rows to re-derive; event_key joins the result back.
CREATE OR REPLACE TEMP TABLE classify_reclass_source AS
SELECT event_key, tool, status, error_type, error_message
FROM tool_calls
WHERE is_error;

-- name: classify_reclass_changes
-- needs: classify_reclassified (built by detectors.reclassify)
-- How the new rules differ from what is stored, before anything is written.
SELECT count(*) AS error_rows,
       count(*) FILTER (WHERE t.error_class IS DISTINCT FROM r.error_class) AS class_changed,
       count(*) FILTER (WHERE t.reason IS DISTINCT FROM r.reason) AS reason_changed,
       count(*) FILTER (WHERE t.fingerprint IS DISTINCT FROM r.fingerprint) AS fingerprint_changed,
       count(*) FILTER (WHERE t.ruleset_version IS DISTINCT FROM $ruleset_version) AS older_ruleset
FROM tool_calls AS t
JOIN classify_reclassified AS r USING (event_key)
WHERE t.is_error;

-- name: classify_reclass_by_class
-- needs: classify_reclassified (built by detectors.reclassify)
SELECT error_class, count(*) AS errors
FROM classify_reclassified
GROUP BY error_class
ORDER BY errors DESC, error_class;

-- name: classify_reclass_apply
-- needs: classify_reclassified (built by detectors.reclassify)
UPDATE tool_calls AS t
SET error_class = r.error_class,
    reason = r.reason,
    rule_id = r.rule_id,
    ruleset_version = $ruleset_version,
    template = r.template,
    fingerprint = r.fingerprint
FROM classify_reclassified AS r
WHERE t.event_key = r.event_key AND t.is_error;

-- name: classify_reclass_cleanup
DROP TABLE IF EXISTS classify_reclass_source;

-- name: classify_reclassified_cleanup
DROP TABLE IF EXISTS classify_reclassified;
