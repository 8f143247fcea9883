-- name: ingested_file_by_sha
SELECT file_id, path, lines_read, accepted, rejected, duplicates
FROM ingested_files
WHERE sha256 = $sha256
ORDER BY file_id
LIMIT 1;

-- name: rejects_for_file
SELECT line_no, reason, raw
FROM rejects
WHERE file_id = $file_id
ORDER BY line_no;

-- name: call_totals
SELECT count(*) AS calls, count(*) FILTER (WHERE is_error) AS errors,
       min(ts) AS min_ts, max(ts) AS max_ts
FROM tool_calls;
