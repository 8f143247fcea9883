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
