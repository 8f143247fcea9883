-- Orchestration: run locks, retention, and merging partition aggregates.

-- name: run_lock_acquire
-- Take the lock when it is free, expired, or already ours; returns a row only on success.
INSERT INTO run_locks VALUES ($name, $holder, $now, $expires_at)
ON CONFLICT (name) DO UPDATE
SET holder = excluded.holder, acquired_at = excluded.acquired_at, expires_at = excluded.expires_at
WHERE run_locks.expires_at < excluded.acquired_at OR run_locks.holder = excluded.holder
RETURNING holder;

-- name: run_lock_release
DELETE FROM run_locks WHERE name = $name AND holder = $holder;

-- name: run_lock_get
SELECT name, holder, acquired_at, expires_at FROM run_locks WHERE name = $name;

-- name: retention_candidates
SELECT count(*) AS rows, min(ts) AS oldest, max(ts) AS newest
FROM tool_calls
WHERE ts < $cutoff;

-- name: retention_export_rows
-- event_key is UHUGEINT, which Parquet has no type for: exported as its decimal text.
SELECT event_key::VARCHAR AS event_key, ts, tool, model, status, is_error, error_type,
       error_message, call_id, session_id, provider, harness_version, client_os, duration_ms,
       args, truncated, error_class, reason, rule_id, ruleset_version, fingerprint, template,
       source_file_id, source_line, ingested_at, confidence
FROM tool_calls
WHERE ts < $cutoff
ORDER BY ts;

-- name: retention_delete
DELETE FROM tool_calls WHERE ts < $cutoff;

-- name: retention_trim_fingerprint_sessions
-- The fingerprint page's rollup follows the raw rows (migration 014): the days up to the cutoff's go,
-- and the cutoff's own day is derived again from the rows left (rebuild_rollup_fingerprint_sessions).
DELETE FROM rollup_fingerprint_sessions WHERE day <= date_trunc('day', $cutoff::TIMESTAMP);

-- name: retention_record
INSERT INTO retention_runs (cutoff, rows_removed, export_path, ran_at)
VALUES ($cutoff, $rows_removed, $export_path, $now)
RETURNING run_id;

-- name: partition_merge_rollup_calls
-- needs: part_calls (gathered from the partition tasks)
-- `part_calls` is the union of every partition's rollup_calls rows.
MERGE INTO rollup_calls AS r
USING (
    SELECT bucket, tool, model, sum(calls)::BIGINT AS calls, sum(errors)::BIGINT AS errors
    FROM part_calls
    GROUP BY ALL
) AS n
ON r.bucket = n.bucket AND r.tool = n.tool AND r.model = n.model
WHEN MATCHED THEN UPDATE SET calls = r.calls + n.calls, errors = r.errors + n.errors
WHEN NOT MATCHED THEN INSERT VALUES (n.bucket, n.tool, n.model, n.calls, n.errors);

-- name: partition_merge_rollup_errors
-- needs: part_errors (gathered from the partition tasks)
MERGE INTO rollup_errors AS r
USING (
    SELECT bucket, tool, model, error_class, fingerprint, sum(errors)::BIGINT AS errors
    FROM part_errors
    GROUP BY ALL
) AS n
ON r.bucket = n.bucket AND r.tool = n.tool AND r.model = n.model AND r.error_class = n.error_class
   AND r.fingerprint = n.fingerprint
WHEN MATCHED THEN UPDATE SET errors = r.errors + n.errors
WHEN NOT MATCHED THEN INSERT VALUES (n.bucket, n.tool, n.model, n.error_class, n.fingerprint, n.errors);

-- name: partition_merge_fingerprints
-- needs: part_fingerprints (gathered from the partition tasks)
-- The sample is the earliest partition's sample, as the single-process path keeps the earliest message.
INSERT INTO fingerprints
SELECT fingerprint, any_value(tool), any_value(error_class), any_value(reason), any_value(template),
       arg_min(sample_message, first_seen), min(first_seen), max(last_seen), sum(errors)::BIGINT
FROM part_fingerprints
GROUP BY fingerprint
ON CONFLICT (fingerprint) DO UPDATE
SET first_seen = least(fingerprints.first_seen, excluded.first_seen),
    last_seen = greatest(fingerprints.last_seen, excluded.last_seen),
    sample_message = CASE WHEN excluded.first_seen < fingerprints.first_seen
                          THEN excluded.sample_message ELSE fingerprints.sample_message END,
    errors = fingerprints.errors + excluded.errors;

-- name: partition_merge_rejects
-- needs: part_rejects (gathered from the partition tasks)
INSERT INTO rejects
SELECT $file_id, path, line_no, reason, raw, rejected_at
FROM part_rejects
WHERE path = $path;

-- name: partition_source_rows
-- needs: input files ($paths)
-- Input events with their Hive partition columns (UTC date and hour of `ts`), for repartitioning.
SELECT src.* EXCLUDE (ts_utc),
       strftime(ts_utc, '%Y-%m-%d') AS date,
       lpad(hour(ts_utc)::VARCHAR, 2, '0') AS hour
FROM (
    SELECT *, (try_cast(ts::VARCHAR AS TIMESTAMPTZ) AT TIME ZONE 'UTC') AS ts_utc
    FROM read_parquet($paths, union_by_name = true)
) AS src
WHERE ts_utc IS NOT NULL;
