-- Ingest: every input line ends up accepted, rejected with a reason, or a counted duplicate.
--
-- A file is staged in three steps. A format-specific `fields_*` query turns the
-- file into one row per line with raw text fields (the JSONL readers parse each
-- line once with from_json); `validate_fields` normalises them and names the
-- first problem of each line; the remaining statements move the staged rows
-- into the warehouse inside the file's transaction.

-- name: fields_jsonl
-- needs: an input file ($path)
-- One row per line. The CSV reader is used as a line splitter (a delimiter that
-- JSON never contains unescaped, no quoting); lines that are not UTF-8 land in
-- tw_read_rejects and are accounted for separately.
WITH lines AS (
    SELECT ordinality AS ordinal, raw
    FROM read_csv($path, columns = {'raw': 'VARCHAR'}, delim = E'\x1e', quote = '', escape = '',
                  header = false, auto_detect = false, strict_mode = false, new_line = '\n',
                  ignore_errors = true, store_rejects = true, rejects_table = 'tw_read_rejects',
                  rejects_scan = 'tw_read_scans', max_line_size = 33554432)
         WITH ORDINALITY
), doc AS (
    -- One parse per line: TRY turns a malformed line into NULL instead of failing the batch.
    SELECT ordinal, raw, try(from_json(raw, $struct)) AS f
    FROM lines
), checked AS (
    SELECT ordinal, raw, f,
           -- Cheap tests first: trimming or re-validating every line would double the cost of the load.
           CASE
               WHEN raw IS NULL THEN 'blank line'
               WHEN f IS NULL THEN
                   CASE
                       WHEN trim(raw) = '' THEN 'blank line'
                       WHEN json_valid(raw) THEN 'not a JSON object'
                       ELSE 'malformed JSON'
                   END
               WHEN NOT starts_with(raw, '{') AND ltrim(raw)[1] <> '{' THEN 'not a JSON object'
           END AS pre_reject
    FROM doc
)
SELECT ordinal,
       raw,
       pre_reject,
       coalesce(f.ts, f."timestamp", f."time")                             AS ts_text,
       coalesce(f.tool, f.tool_name)                                       AS tool_text,
       f.status                                                            AS status_text,
       f.hook_event_name                                                   AS hook_event,
       f.is_interrupt                                                      AS is_interrupt,
       f.failure_type                                                      AS failure_type,
       f.model                                                             AS model,
       coalesce(f.error_type, nullif(f.failure_type, 'error'))             AS error_type,
       coalesce(f.error_message, f.error)                                  AS error_message,
       coalesce(f.call_id, f.tool_use_id, f.tool_call_id)                  AS call_id,
       coalesce(f.session_id, f.conversation_id)                           AS session_id,
       f.provider                                                          AS provider,
       coalesce(f.harness_version, f.cursor_version)                       AS harness_version,
       f.client_os                                                         AS client_os,
       coalesce(f.duration_ms, f.duration)                                 AS duration_ms,
       coalesce(f.args, f.tool_input)::VARCHAR                             AS args
FROM checked;

-- name: validate_fields
-- needs: the fields relation of a fields_* query
-- Input: `fields` (one row per line, columns as produced by fields_*).
-- Output: normalised columns plus `reject_reason`, NULL for a good line.
SELECT ordinal,
       ts, tool, status, model,
       error_type, error_message, call_id, session_id, provider, harness_version, client_os,
       duration_ms, args,
       truncated,
       CASE
           WHEN pre_reject IS NOT NULL THEN pre_reject
           WHEN hook_event IS NOT NULL AND status IS NULL THEN 'not a tool-call event'
           WHEN ts_text IS NULL THEN 'missing required field: ts'
           WHEN tool_text IS NULL THEN 'missing required field: tool'
           WHEN status_text IS NULL AND hook_event IS NULL THEN 'missing required field: status'
           WHEN tool IS NULL THEN 'invalid tool: must be a non-empty string'
           WHEN status IS NULL THEN 'invalid status'
           WHEN ts IS NULL THEN 'unparseable timestamp'
           WHEN ts > $latest_allowed THEN 'timestamp too far in the future'
       END AS reject_reason,
       -- The raw text is kept for rejected lines only.
       CASE WHEN reject_reason IS NOT NULL THEN raw END AS raw,
       -- The dedupe key: the harness's call_id when it has one, else the whole event.
       CASE WHEN reject_reason IS NULL THEN md5_number(coalesce(
           'id:' || call_id,
           concat_ws(chr(31), 'ev', ts, tool, model, status, error_type, error_message,
                     session_id, provider, harness_version, client_os, duration_ms, args)
       )) END AS event_key
FROM (
    SELECT *,
           length(coalesce(error_message_full, '')) > $max_field_chars
               OR length(coalesce(args_full, '')) > $max_field_chars AS truncated,
           left(error_message_full, $max_field_chars) AS error_message,
           left(args_full, $max_field_chars) AS args
    FROM (
        SELECT ordinal, raw, pre_reject, ts_text, tool_text, status_text, hook_event,
               -- from_json renders an object or array as its JSON text: not a tool name.
               CASE WHEN NOT starts_with(ltrim(tool_text), '{') AND NOT starts_with(ltrim(tool_text), '[')
                    THEN nullif(trim(tool_text), '') END AS tool,
               CASE
                   WHEN hook_event IS NOT NULL THEN
                       CASE lower(hook_event)
                           WHEN 'posttooluse' THEN 'ok'
                           WHEN 'posttoolusefailure' THEN
                               CASE
                                   WHEN lower(coalesce(is_interrupt, '')) = 'true' THEN 'cancelled'
                                   WHEN lower(coalesce(failure_type, '')) = 'timeout' THEN 'timeout'
                                   ELSE 'error'
                               END
                       END
                   ELSE
                       CASE lower(trim(status_text))
                           WHEN 'ok' THEN 'ok' WHEN 'success' THEN 'ok' WHEN 'succeeded' THEN 'ok'
                           WHEN 'error' THEN 'error' WHEN 'failed' THEN 'error' WHEN 'failure' THEN 'error'
                           WHEN 'cancelled' THEN 'cancelled' WHEN 'canceled' THEN 'cancelled'
                           WHEN 'timeout' THEN 'timeout' WHEN 'timed_out' THEN 'timeout'
                       END
               END AS status,
               -- RFC 3339 with any offset, or epoch seconds / ms / µs told apart by magnitude.
               CASE
                   WHEN epoch IS NULL THEN try_cast(ts_text AS TIMESTAMPTZ)::TIMESTAMP
                   WHEN abs(epoch) < 1e11 THEN make_timestamp((epoch * 1e6)::BIGINT)
                   WHEN abs(epoch) < 1e14 THEN make_timestamp((epoch * 1e3)::BIGINT)
                   WHEN abs(epoch) < 1e17 THEN make_timestamp(epoch::BIGINT)
               END AS ts,
               coalesce(nullif(trim(model), ''), 'unknown') AS model,
               nullif(error_type, '') AS error_type,
               error_message AS error_message_full,
               call_id, session_id, provider, harness_version, client_os,
               try_cast(duration_ms AS DOUBLE) AS duration_ms,
               args AS args_full
        FROM (SELECT *, try_cast(ts_text AS DOUBLE) AS epoch FROM fields)
    )
);

-- name: read_rejects
-- needs: tw_read_rejects (written by the JSONL reader)
-- Lines the reader itself refused (not UTF-8, longer than 32 MiB).
SELECT line AS line_no,
       CASE error_type
           WHEN 'INVALID ENCODING' THEN 'invalid UTF-8'
           WHEN 'LINE SIZE OVER MAXIMUM' THEN 'line longer than 32 MiB'
           ELSE 'unreadable line: ' || lower(error_type)
       END AS reason,
       left(csv_line, 2000) AS raw
FROM tw_read_rejects
ORDER BY line;

-- name: insert_rejects
-- needs: staged (built by warehouse.ingest)
INSERT INTO rejects
SELECT $file_id, $path, line_no, reject_reason, left(raw, 2000), $now
FROM staged
WHERE reject_reason IS NOT NULL;

-- name: stage_summary
-- needs: staged (built by warehouse.ingest)
SELECT count(*) AS rows,
       count(*) FILTER (WHERE reject_reason IS NOT NULL) AS rejected,
       count(*) FILTER (WHERE reject_reason IS NULL AND truncated) AS truncated,
       count(*) FILTER (WHERE reject_reason IS NULL AND status <> 'ok') AS errors,
       min(ts) FILTER (WHERE reject_reason IS NULL) AS min_ts,
       max(ts) FILTER (WHERE reject_reason IS NULL) AS max_ts
FROM staged;

-- name: insert_tool_calls
-- needs: staged and classified (built by warehouse.ingest)
-- Good lines that are new: first occurrence within the file, and not already
-- stored among events within a day of this file's time range.
INSERT INTO tool_calls
SELECT s.event_key, s.ts, s.tool, s.model, s.status, s.status <> 'ok',
       s.error_type, s.error_message, s.call_id, s.session_id, s.provider, s.harness_version,
       s.client_os, s.duration_ms, s.args, s.truncated,
       c.error_class, c.reason, c.rule_id, $ruleset_version, c.fingerprint, c.template,
       $file_id, s.line_no, $now
FROM (
    SELECT *, row_number() OVER (PARTITION BY event_key ORDER BY line_no) AS nth_in_file
    FROM staged
    WHERE reject_reason IS NULL
) AS s
LEFT JOIN classified AS c ON c.line_no = s.line_no
WHERE s.nth_in_file = 1
  AND s.event_key NOT IN (
      SELECT event_key FROM tool_calls
      WHERE ts BETWEEN $min_ts - INTERVAL 1 DAY AND $max_ts + INTERVAL 1 DAY
  );

-- name: rollup_calls_for_file
INSERT INTO rollup_calls
SELECT time_bucket(to_seconds($bucket_seconds), ts) AS bucket, tool, model,
       count(*) AS calls, count(*) FILTER (WHERE is_error) AS errors
FROM tool_calls
WHERE source_file_id = $file_id
GROUP BY ALL
ON CONFLICT (bucket, tool, model) DO UPDATE
SET calls = rollup_calls.calls + excluded.calls, errors = rollup_calls.errors + excluded.errors;

-- name: rollup_errors_for_file
INSERT INTO rollup_errors
SELECT time_bucket(to_seconds($bucket_seconds), ts) AS bucket, tool, model, error_class, fingerprint,
       count(*) AS errors
FROM tool_calls
WHERE source_file_id = $file_id AND is_error
GROUP BY ALL
ON CONFLICT (bucket, tool, model, error_class, fingerprint) DO UPDATE
SET errors = rollup_errors.errors + excluded.errors;

-- name: fingerprints_for_file
INSERT INTO fingerprints
SELECT fingerprint, any_value(tool), any_value(error_class), any_value(reason),
       any_value(template), arg_min(error_message, ts), min(ts), max(ts), count(*)
FROM tool_calls
WHERE source_file_id = $file_id AND is_error
GROUP BY fingerprint
ON CONFLICT (fingerprint) DO UPDATE
SET first_seen = least(fingerprints.first_seen, excluded.first_seen),
    last_seen = greatest(fingerprints.last_seen, excluded.last_seen),
    errors = fingerprints.errors + excluded.errors;

-- name: insert_ingested_file
INSERT INTO ingested_files
    (path, format, size_bytes, sha256, lines_read, accepted, rejected, duplicates, truncated,
     min_ts, max_ts, ingested_at)
VALUES ($path, $format, $size_bytes, $sha256, $lines_read, $accepted, $rejected, $duplicates,
        $truncated, $min_ts, $max_ts, $now)
RETURNING file_id;

-- name: update_ingested_file
UPDATE ingested_files
SET lines_read = $lines_read, accepted = $accepted, rejected = $rejected,
    duplicates = $duplicates, truncated = $truncated, min_ts = $min_ts, max_ts = $max_ts
WHERE file_id = $file_id;

-- name: accepted_for_file
SELECT count(*) AS accepted FROM tool_calls WHERE source_file_id = $file_id;

-- name: shift_line_numbers
-- needs: staged and tw_read_rejects (built by warehouse.ingest)
-- The reader drops non-UTF-8 lines before numbering, so a good line's ordinal
-- undercounts by the number of dropped lines before it. For dropped lines
-- r_1 < r_2 < ..., line i of the good lines comes after drop k when r_k - k < i.
UPDATE staged
SET line_no = staged.ordinal + shifts.k
FROM (
    SELECT s.ordinal, coalesce(d.k, 0) AS k
    FROM staged AS s
    ASOF LEFT JOIN (
        SELECT threshold, max(k) AS k
        FROM (SELECT line - row_number() OVER (ORDER BY line) AS threshold,
                     row_number() OVER (ORDER BY line) AS k
              FROM tw_read_rejects)
        GROUP BY threshold
    ) AS d ON s.ordinal > d.threshold
) AS shifts
WHERE staged.ordinal = shifts.ordinal;

-- name: parquet_reject_text
-- needs: an input file ($path)
-- Parquet rows have no raw text: render the rejected rows as JSON for the rejects table.
UPDATE rejects
SET raw = left(to_json(p)::VARCHAR, 2000)
FROM (
    SELECT file_row_number + 1 AS row_no, * EXCLUDE (file_row_number)
    FROM read_parquet($path, file_row_number = true)
) AS p
WHERE rejects.file_id = $file_id AND rejects.line_no = p.row_no;
