-- name: ingested_file_by_sha
SELECT file_id, path, format, lines_read, accepted, rejected, duplicates
FROM ingested_files
WHERE sha256 = $sha256
ORDER BY file_id
LIMIT 1;

-- name: ingested_file_by_path_size
SELECT file_id FROM ingested_files WHERE path = $path AND size_bytes = $size_bytes LIMIT 1;

-- name: rejects_sample
-- The first rejected lines of the latest load of a path.
SELECT r.line_no, r.reason
FROM rejects AS r
WHERE r.file_id = (SELECT max(file_id) FROM ingested_files WHERE path = $path)
ORDER BY r.line_no
LIMIT $limit;

-- name: quarantined_file
-- A quarantined file is passed over while it is unchanged; a changed one is tried again, and
-- its row released once it loads (none found: nothing to release).
SELECT reason, first_failed_at, attempts, size_bytes = $size_bytes AND modified = $modified AS unchanged
FROM quarantined_files
WHERE path = $path;

-- name: quarantine_file
INSERT INTO quarantined_files
VALUES ($path, $size_bytes, $modified, $reason, $now, $now, 1)
ON CONFLICT (path) DO UPDATE
SET size_bytes = excluded.size_bytes, modified = excluded.modified, reason = excluded.reason,
    last_failed_at = excluded.last_failed_at, attempts = quarantined_files.attempts + 1;

-- name: release_quarantine
-- The file at this path loaded (or was found loaded before): it is no longer quarantined.
DELETE FROM quarantined_files WHERE path = $path;
