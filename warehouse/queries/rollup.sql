-- Rebuilding derived tables from tool_calls (after a rules change or a repair).

-- name: rebuild_rollup_calls
INSERT INTO rollup_calls
SELECT time_bucket(to_seconds($bucket_seconds), ts) AS bucket, tool, model,
       count(*) AS calls, count(*) FILTER (WHERE is_error) AS errors
FROM tool_calls
GROUP BY ALL;

-- name: rebuild_rollup_errors
INSERT INTO rollup_errors
SELECT time_bucket(to_seconds($bucket_seconds), ts) AS bucket, tool, model, error_class, fingerprint,
       count(*) AS errors
FROM tool_calls
WHERE is_error
GROUP BY ALL;

-- name: rebuild_rollup_fingerprint_sessions
-- Also what retention runs for the day its cutoff falls in ($day; NULL: every day).
INSERT INTO rollup_fingerprint_sessions
SELECT date_trunc('day', ts) AS day, fingerprint, session_id, model, harness_version, client_os,
       count(*) AS errors, min(ts) AS first_ts, max(ts) AS last_ts
FROM tool_calls
WHERE is_error AND ($day IS NULL OR (ts >= $day::TIMESTAMP AND ts < $day::TIMESTAMP + INTERVAL 1 DAY))
GROUP BY ALL;

-- name: rebuild_fingerprints
INSERT INTO fingerprints
SELECT fingerprint, any_value(tool), any_value(error_class), any_value(reason),
       any_value(template), arg_min(error_message, ts), min(ts), max(ts), count(*)
FROM tool_calls
WHERE is_error
GROUP BY fingerprint;
