-- Ingest: every input line ends up accepted, rejected with a reason, or a counted duplicate.
--
-- A format-specific query turns a file into one row per line with raw text fields
-- (JSONL: `jsonl_lines` or `jsonl_lines_bulk` through the one mapping `jsonl_fields`;
-- lines are parsed once each), and
-- `validate_fields` normalises them and names the first problem of a line.
-- Every file is read once. JSONL: `scan_fields` stages every line's normalised fields in the
-- temp table `scan` (parsing is most of the cost of a JSONL load: a clean file is parsed in
-- bulk by read_json, `jsonl_lines_bulk`, and only a file with a bad line line by line), the accounting,
-- rejects, classification and dedupe read it, and `insert_tool_calls` moves the good
-- rows from it into tool_calls. Parquet (and OTLP) rows need no parsing, and staging them costs
-- more than reading them (the temp table spills beyond the memory limit: 5 M events, 99 s
-- staged against 55 s read twice; docs/performance.md): `classify_input_read` reads the error
-- rows' messages (a few columns, ~6 % of the rows) to classify them, then `insert_tool_calls_read`
-- writes the good rows straight from the reader into tool_calls with the labels of their row
-- number, and the accounting (`stored_summary`) and dedupe (`delete_known_keys`,
-- `duplicate_keys_stored`) read the stored rows. Only a file with rejected rows is read
-- again, for them (`scan_fields_rejected`). Everything happens inside the file's transaction.

-- name: jsonl_lines
-- needs: an input file ($path)
-- One row per line. The CSV reader is used as a line splitter (a delimiter that
-- JSON never contains unescaped, no quoting); lines that are not UTF-8 land in
-- tw_read_rejects and are accounted for separately. new_line = '\r\n' ends a
-- line at CRLF, LF or a bare CR alike (with '\n' a CRLF counts as two lines). The reader's buffers are
-- explicit: by default they are 16 x max_line_size each, 512 MiB per thread.
-- Lines are not numbered here (numbering serialises the scan and costs 40 % of
-- the load): jsonl_reject_lines numbers the rejected ones when there are any.
-- Keep the reader options identical here, in jsonl_reject_lines and in remote_head_lines.
WITH lines AS (
    SELECT NULL::BIGINT AS ordinal, raw
    FROM read_csv($path, columns = {'raw': 'VARCHAR'}, delim = E'\x1e', quote = '', escape = '',
                  header = false, auto_detect = false, strict_mode = false, new_line = '\r\n',
                  ignore_errors = true, store_rejects = true, rejects_table = 'tw_read_rejects',
                  rejects_scan = 'tw_read_scans', max_line_size = 16777216,
                  buffer_size = 33554432)
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
SELECT ordinal, raw, pre_reject, f.*
FROM checked;

-- name: jsonl_lines_bulk
-- needs: an input file ($path), the field types ($columns: written in as sources.LINE_COLUMNS_SQL)
-- The fast path for JSONL whose every line is one JSON object: read_json parses the file in
-- bulk, in parallel, with the same field names and types (and the same parser) as
-- jsonl_lines' from_json, so a line gives the same fields either way. It fails on a line that
-- is not one JSON object, and skips blank ones; warehouse.ingest keeps its rows only when
-- nothing failed, no line is rejected and the row count is the file's line count, and
-- otherwise reads the file again with jsonl_lines, which names each bad line and its number.
SELECT NULL::BIGINT AS ordinal, NULL::VARCHAR AS raw, NULL::VARCHAR AS pre_reject, f.*
FROM read_json($path, columns = $columns, format = 'newline_delimited', maximum_object_size = 16777216) AS f;

-- name: jsonl_fields
-- needs: tw_lines, the rows of jsonl_lines or jsonl_lines_bulk (warehouse.sources.jsonl_fields_sql)
-- A JSONL line's fields, one mapping for both readers: each field under the names harnesses
-- give it (Claude Code hooks' tool_name / tool_input / tool_use_id, Cursor's conversation_id…).
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
FROM tw_lines AS f;

-- name: validate_fields
-- needs: the fields relation of a format's fields query
-- Input: `fields` (one row per line, columns as produced by jsonl_fields and the Parquet / OTLP ones).
-- Output: normalised columns plus `reject_reason`, NULL for a good line.
-- Every line passes here once (a Parquet or OTLP file with rejected rows: twice): the common
-- case takes the cheap test first.
-- strlen (bytes, kept with the string) bounds length (characters, a scan of the string),
-- so a text of at most $max bytes is neither measured nor cut; a status or tool name already
-- in its canonical form is neither trimmed nor lower-cased (CASE evaluates a branch only for
-- the rows that reach it).
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
           WHEN ts < $earliest_allowed THEN 'timestamp too far in the past'
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
    -- Names (tool, model, ids, versions) longer than $max_name_chars are cut and end with
    -- '…' and 8 hex digits of the whole name's md5, so distinct names stay distinct.
    SELECT * EXCLUDE (tool_full, model_full, error_type_full, call_id_full, session_id_full, provider_full, harness_version_full, client_os_full),
           CASE
               WHEN greatest(strlen(coalesce(error_message_full, '')), strlen(coalesce(args_full, ''))) <= $max_field_chars
                    AND greatest(strlen(coalesce(tool_full, '')), strlen(model_full), strlen(coalesce(error_type_full, '')), strlen(coalesce(call_id_full, '')), strlen(coalesce(session_id_full, '')), strlen(coalesce(provider_full, '')), strlen(coalesce(harness_version_full, '')), strlen(coalesce(client_os_full, ''))) <= $max_name_chars
                    THEN false
               ELSE length(coalesce(error_message_full, '')) > $max_field_chars
                    OR length(coalesce(args_full, '')) > $max_field_chars
                    OR greatest(length(coalesce(tool_full, '')), length(coalesce(model_full, '')), length(coalesce(error_type_full, '')), length(coalesce(call_id_full, '')), length(coalesce(session_id_full, '')), length(coalesce(provider_full, '')), length(coalesce(harness_version_full, '')), length(coalesce(client_os_full, ''))) > $max_name_chars
           END AS truncated,
           CASE WHEN strlen(error_message_full) > $max_field_chars THEN left(error_message_full, $max_field_chars)
                ELSE error_message_full END AS error_message,
           CASE WHEN strlen(args_full) > $max_field_chars THEN left(args_full, $max_field_chars)
                ELSE args_full END AS args,
           CASE WHEN strlen(tool_full) > $max_name_chars AND length(tool_full) > $max_name_chars
                THEN left(tool_full, $max_name_chars - 9) || '…' || left(md5(tool_full), 8)
                ELSE tool_full END AS tool,
           CASE WHEN strlen(model_full) > $max_name_chars AND length(model_full) > $max_name_chars
                THEN left(model_full, $max_name_chars - 9) || '…' || left(md5(model_full), 8)
                ELSE model_full END AS model,
           CASE WHEN strlen(error_type_full) > $max_name_chars AND length(error_type_full) > $max_name_chars
                THEN left(error_type_full, $max_name_chars - 9) || '…' || left(md5(error_type_full), 8)
                ELSE error_type_full END AS error_type,
           CASE WHEN strlen(call_id_full) > $max_name_chars AND length(call_id_full) > $max_name_chars
                THEN left(call_id_full, $max_name_chars - 9) || '…' || left(md5(call_id_full), 8)
                ELSE call_id_full END AS call_id,
           CASE WHEN strlen(session_id_full) > $max_name_chars AND length(session_id_full) > $max_name_chars
                THEN left(session_id_full, $max_name_chars - 9) || '…' || left(md5(session_id_full), 8)
                ELSE session_id_full END AS session_id,
           CASE WHEN strlen(provider_full) > $max_name_chars AND length(provider_full) > $max_name_chars
                THEN left(provider_full, $max_name_chars - 9) || '…' || left(md5(provider_full), 8)
                ELSE provider_full END AS provider,
           CASE WHEN strlen(harness_version_full) > $max_name_chars AND length(harness_version_full) > $max_name_chars
                THEN left(harness_version_full, $max_name_chars - 9) || '…' || left(md5(harness_version_full), 8)
                ELSE harness_version_full END AS harness_version,
           CASE WHEN strlen(client_os_full) > $max_name_chars AND length(client_os_full) > $max_name_chars
                THEN left(client_os_full, $max_name_chars - 9) || '…' || left(md5(client_os_full), 8)
                ELSE client_os_full END AS client_os
    FROM (
        SELECT ordinal, raw, pre_reject, ts_text, tool_text, status_text, hook_event,
               CASE
                   -- A name that starts and ends with a letter, digit or '_' needs no trim, and is
                   -- not the JSON text of an object or array (from_json renders those as text). One
                   -- regex over the name: two over its first and last characters cost 0.3 s more CPU
                   -- per 5 M rows (docs/performance.md).
                   WHEN regexp_full_match(tool_text, '[0-9A-Za-z_](?s:.*[0-9A-Za-z_])?') THEN tool_text
                   WHEN NOT starts_with(ltrim(tool_text), '{') AND NOT starts_with(ltrim(tool_text), '[')
                       THEN nullif(trim(tool_text), '')
               END AS tool_full,
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
                   -- The canonical spellings as they are, then any case or padding.
                   WHEN status_text IN ('ok', 'error', 'cancelled', 'timeout') THEN status_text
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
                   -- UTC written with a 'Z' (most harnesses): the plain TIMESTAMP cast reads it the
                   -- same (session time zone is UTC: warehouse.db), without ICU's calendar, which cost
                   -- ~1 s CPU per 1.8 M lines (docs/performance.md). Any offset takes the full cast.
                   WHEN epoch IS NULL AND ends_with(ts_text, 'Z') THEN try_cast(ts_text AS TIMESTAMP)
                   WHEN epoch IS NULL THEN try_cast(ts_text AS TIMESTAMPTZ)::TIMESTAMP
                   WHEN abs(epoch) < 1e11 THEN make_timestamp((epoch * 1e6)::BIGINT)
                   WHEN abs(epoch) < 1e14 THEN make_timestamp((epoch * 1e3)::BIGINT)
                   WHEN abs(epoch) < 1e17 THEN make_timestamp(epoch::BIGINT)
               END AS ts,
               CASE
                   WHEN regexp_full_match(model, '[0-9A-Za-z_](?s:.*[0-9A-Za-z_])?') THEN model
                   ELSE coalesce(nullif(trim(model), ''), 'unknown')
               END AS model_full,
               nullif(error_type, '') AS error_type_full,
               error_message AS error_message_full,
               call_id AS call_id_full, session_id AS session_id_full, provider AS provider_full,
               harness_version AS harness_version_full, client_os AS client_os_full,
               try_cast(duration_ms AS DOUBLE) AS duration_ms,
               args AS args_full
        -- A text ending in 'Z' is never a number: the cast to DOUBLE is left out for it.
        FROM (SELECT *, CASE WHEN NOT ends_with(ts_text, 'Z') THEN try_cast(ts_text AS DOUBLE) END AS epoch
              FROM fields)
    )
);

-- name: read_rejects
-- needs: tw_read_rejects (written by the JSONL reader)
-- Lines the reader itself refused (not UTF-8, longer than 16 MiB), the first $limit of them.
-- Lines longer than the reader's buffer are not even reported: warehouse.ingest finds those itself.
SELECT line AS line_no,
       CASE error_type
           WHEN 'INVALID ENCODING' THEN 'invalid UTF-8'
           WHEN 'LINE SIZE OVER MAXIMUM' THEN 'line longer than 16 MiB'
           ELSE 'unreadable line: ' || lower(error_type)
       END AS reason,
       left(csv_line, 2000) AS raw
FROM tw_read_rejects
ORDER BY line
LIMIT $limit;

-- name: read_reject_counts
-- needs: tw_read_rejects (written by the JSONL reader)
SELECT CASE error_type
           WHEN 'INVALID ENCODING' THEN 'invalid UTF-8'
           WHEN 'LINE SIZE OVER MAXIMUM' THEN 'line longer than 16 MiB'
           ELSE 'unreadable line: ' || lower(error_type)
       END AS reason,
       count(*) AS n
FROM tw_read_rejects
GROUP BY ALL;

-- name: scan_fields
-- needs: the validated relation of a fields_* query
-- JSONL: everything the load needs of a line, read once. Rejected lines keep their reason and
-- a key of their text (jsonl_reject_lines re-reads the text).
SELECT ordinal AS line_no, event_key, reject_reason, ts, truncated,
       CASE WHEN reject_reason IS NOT NULL THEN md5_number(coalesce(raw, '')) END AS raw_key,
       reject_reason IS NULL AND status <> 'ok' AS is_error_row,
       tool, model, status, error_type, error_message, call_id, session_id, provider, harness_version,
       client_os, duration_ms, args
FROM validated;

-- name: scan_fields_rejected
-- needs: the validated relation of a fields_* query
-- Parquet and OTLP, read again only when their stored rows fall short of the file's: the
-- rejected rows, with their reasons, for the accounting and `rejects` (Parquet has no raw text:
-- parquet_reject_text renders the rows).
SELECT ordinal AS line_no, reject_reason, raw
FROM validated
WHERE reject_reason IS NOT NULL;

-- name: stage_summary
-- needs: scan (built by warehouse.ingest)
SELECT count(*) AS rows,
       count(*) FILTER (WHERE reject_reason IS NOT NULL) AS rejected,
       count(*) FILTER (WHERE reject_reason IS NULL AND truncated) AS truncated,
       count(*) FILTER (WHERE is_error_row) AS errors,
       min(ts) FILTER (WHERE reject_reason IS NULL) AS min_ts,
       max(ts) FILTER (WHERE reject_reason IS NULL) AS max_ts,
       -- Fewer than the good rows when a key repeats in the file (event_key is NULL only on rejects).
       count(DISTINCT event_key) AS distinct_keys
FROM scan;

-- name: jsonl_reject_lines
-- needs: an input file ($path) and scan (built by warehouse.ingest)
-- The first $limit rejected lines, with their numbers and text, from a second read of
-- the file (only when it has rejects). A line is rejected for its text alone, so
-- every line whose text is the text of a rejected line is a rejected line. Top-N:
-- memory stays bounded however many lines are rejected (10 M blank lines stream).
-- Numbers are among the lines the reader kept; shift_line_numbers adds back the
-- lines it dropped.
WITH wanted AS (
    SELECT raw_key, any_value(reject_reason) AS reject_reason
    FROM scan
    WHERE reject_reason IS NOT NULL
    GROUP BY raw_key
), numbered AS (
    SELECT ordinality AS ordinal, left(raw, 2000) AS raw, md5_number(coalesce(raw, '')) AS raw_key
    FROM read_csv($path, columns = {'raw': 'VARCHAR'}, delim = E'\x1e', quote = '', escape = '',
                  header = false, auto_detect = false, strict_mode = false, new_line = '\r\n',
                  ignore_errors = true, store_rejects = true, rejects_table = 'tw_read_rejects_2',
                  rejects_scan = 'tw_read_scans_2', max_line_size = 16777216,
                  buffer_size = 33554432)
         WITH ORDINALITY
)
SELECT numbered.ordinal AS line_no, wanted.reject_reason, numbered.raw
FROM numbered JOIN wanted USING (raw_key)
ORDER BY numbered.ordinal
LIMIT $limit;

-- name: insert_rejects
-- needs: reject_lines (built by warehouse.ingest)
-- At most the first 10,000 rejected lines of a file are kept (ingest.MAX_REJECT_ROWS);
-- ingested_files.rejected and the ingest report count them all, by reason.
INSERT INTO rejects
SELECT $file_id, $path, line_no, reject_reason, left(raw, 2000), $now
FROM reject_lines
ORDER BY line_no
LIMIT $limit;

-- name: classify_input
-- needs: scan (built by warehouse.ingest)
-- One row per error event and message: a call_id repeated in the file is classified once per
-- message it carries (JSONL lines are not numbered, so which repeat is kept is not known here;
-- insert_tool_calls gives the kept row the labels of its own message).
SELECT DISTINCT event_key, tool, status, error_type, error_message
FROM scan
WHERE is_error_row;

-- name: classify_input_read
-- needs: the validated relation of a fields_* query
-- Parquet and OTLP: the error rows' messages, read before the rows are stored (only the columns
-- that validate a row and those classification reads), keyed by row number: repeats are
-- classified with the rest, and insert_tool_calls_read joins the labels back by row.
SELECT ordinal, tool, status, error_type, error_message
FROM validated
WHERE reject_reason IS NULL AND status <> 'ok';

-- name: staging_messages
-- needs: staging_errors (built by warehouse.ingest)
-- What classification looks at, once per distinct message (at most $limit: a small batch is classified in
-- Python), with the rules' labels message_labels keeps for it at $ruleset_version (NULLs when none),
-- and on every row how many labels it keeps and how many of them are another version's (whether
-- message_labels_prune would delete anything after this file's insert).
WITH m AS (
    SELECT DISTINCT tool, status, error_type, error_message
    FROM staging_errors
    LIMIT $limit
), k AS (
    SELECT count(*) AS labels_kept, count(*) FILTER (WHERE ruleset_version <> $ruleset_version) AS labels_stale
    FROM message_labels
)
SELECT m.tool, m.status, m.error_type, m.error_message,
       l.error_class, l.reason, l.rule_id, l.template, l.fingerprint, k.labels_kept, k.labels_stale
FROM m
CROSS JOIN k
LEFT JOIN message_labels AS l
  ON l.ruleset_version = $ruleset_version
 AND l.message_key = md5(to_json([m.tool, m.status, m.error_type, m.error_message]));

-- name: message_labels_insert
-- The rules' labels of the messages a file classified in Python that message_labels did not hold
-- ($labels, one JSON array of objects, as classified_from_json's), at $ruleset_version.
INSERT INTO message_labels
SELECT $ruleset_version, md5(to_json([d.tool, d.status, d.error_type, d.error_message])),
       d.error_class, d.reason, d.rule_id, d.template, d.fingerprint, now()::TIMESTAMP
FROM (SELECT unnest(from_json($labels, '[{"tool": "VARCHAR", "status": "VARCHAR", "error_type": "VARCHAR",
                                          "error_message": "VARCHAR", "error_class": "VARCHAR", "reason": "VARCHAR",
                                          "rule_id": "VARCHAR", "template": "VARCHAR", "fingerprint": "VARCHAR"}]')) AS d);

-- name: message_labels_prune
-- After an insert: the labels of another ruleset version, and those older than the newest $kept
-- (run only when there are such: staging_messages counts them).
DELETE FROM message_labels
WHERE ruleset_version <> $ruleset_version
   OR stored_at < (SELECT min(stored_at) FROM (SELECT stored_at FROM message_labels ORDER BY stored_at DESC LIMIT $kept));

-- name: classified_from_json
-- needs: staging_errors (built by warehouse.ingest)
-- The Python classifier's labels, one JSON array of objects ($labels), onto every error row of
-- their message: the table select_sql builds, with the same columns.
CREATE TEMP TABLE classified AS
WITH labels AS (
    SELECT unnest(from_json($labels, '[{"tool": "VARCHAR", "status": "VARCHAR", "error_type": "VARCHAR",
                                        "error_message": "VARCHAR", "error_class": "VARCHAR", "reason": "VARCHAR",
                                        "rule_id": "VARCHAR", "template": "VARCHAR", "fingerprint": "VARCHAR"}]'),
                  recursive := true)
)
SELECT s.*, l.error_class, l.reason, l.rule_id, l.template, l.fingerprint, NULL::DOUBLE AS confidence
FROM staging_errors AS s
LEFT JOIN labels AS l
  ON s.tool IS NOT DISTINCT FROM l.tool AND s.status IS NOT DISTINCT FROM l.status
 AND s.error_type IS NOT DISTINCT FROM l.error_type AND s.error_message IS NOT DISTINCT FROM l.error_message;

-- name: duplicate_keys
-- needs: scan (built by warehouse.ingest)
SELECT event_key
FROM scan
WHERE reject_reason IS NULL
GROUP BY event_key
HAVING count(*) > 1;

-- name: duplicate_keys_stored
-- Parquet and OTLP, which stage nothing: the keys stored more than once by this file.
SELECT event_key
FROM tool_calls
WHERE source_file_id = $file_id
GROUP BY event_key
HAVING count(*) > 1;

-- name: known_keys
-- Keys already stored among events within an hour of this file's time range:
-- an event seen before is a duplicate, also across files. A re-sent event
-- carries the same time, so the margin is small; a wider one makes every
-- file of a backfill anti-join against all the others (and hold their keys).
SELECT event_key
FROM tool_calls
WHERE ts BETWEEN $min_ts::TIMESTAMP - INTERVAL 1 HOUR AND $max_ts::TIMESTAMP + INTERVAL 1 HOUR;

-- name: delete_known_keys
-- Parquet and OTLP, stored before their time range is known: this file's rows whose key other
-- files stored within an hour of it (known_keys' window).
DELETE FROM tool_calls
WHERE source_file_id = $file_id
  AND event_key IN (SELECT event_key
                    FROM tool_calls
                    WHERE source_file_id <> $file_id
                      AND ts BETWEEN $min_ts::TIMESTAMP - INTERVAL 1 HOUR AND $max_ts::TIMESTAMP + INTERVAL 1 HOUR);

-- name: insert_tool_calls
-- needs: scan, known_keys and classified (built by warehouse.ingest)
-- JSONL: the good lines not already stored, from the staged scan. Repeats within the file are removed after.
SELECT v.event_key, v.ts, v.tool, v.model, v.status, v.status <> 'ok',
       v.error_type, v.error_message, v.call_id, v.session_id, v.provider, v.harness_version,
       v.client_os, v.duration_ms, v.args, v.truncated,
       c.error_class, c.reason, c.rule_id, $ruleset_version, c.fingerprint, c.template,
       $file_id, v.line_no, $now, c.confidence
FROM scan AS v
ANTI JOIN known_keys AS k ON k.event_key = v.event_key
LEFT JOIN classified AS c
  ON c.event_key = v.event_key AND c.tool = v.tool AND c.status = v.status
 AND c.error_type IS NOT DISTINCT FROM v.error_type AND c.error_message IS NOT DISTINCT FROM v.error_message
WHERE v.reject_reason IS NULL;

-- name: insert_tool_calls_read
-- needs: the validated relation of a fields_* query, classified (built by warehouse.ingest)
-- Parquet and OTLP: the good rows straight from the reader, with the labels of their row.
SELECT v.event_key, v.ts, v.tool, v.model, v.status, v.status <> 'ok',
       v.error_type, v.error_message, v.call_id, v.session_id, v.provider, v.harness_version,
       v.client_os, v.duration_ms, v.args, v.truncated,
       c.error_class, c.reason, c.rule_id, $ruleset_version, c.fingerprint, c.template,
       $file_id, v.ordinal, $now, c.confidence
FROM validated AS v
LEFT JOIN classified AS c ON c.ordinal = v.ordinal
WHERE v.reject_reason IS NULL;

-- name: stored_summary
-- Parquet and OTLP: what stage_summary says of a staged file, from its rows as stored (before
-- any repeat is removed).
SELECT count(*) AS good,
       count(*) FILTER (WHERE truncated) AS truncated,
       min(ts) AS min_ts,
       max(ts) AS max_ts
FROM tool_calls
WHERE source_file_id = $file_id;

-- name: delete_repeats_in_file
-- needs: duplicate_keys (built by warehouse.ingest)
-- Keep one row per key among this file's rows: the one from the earliest line
-- when lines are numbered, else the first stored.
DELETE FROM tool_calls
WHERE source_file_id = $file_id
  AND event_key IN (SELECT event_key FROM duplicate_keys)
  AND rowid NOT IN (
      SELECT arg_min(rowid, coalesce(source_line, rowid))
      FROM tool_calls
      WHERE source_file_id = $file_id AND event_key IN (SELECT event_key FROM duplicate_keys)
      GROUP BY event_key
  );

-- name: rollups_meet_file
-- Whether any rollup row lies in the file's time range (its buckets, its days). When none does,
-- the file's rollup rows cannot meet a stored one and are inserted: each MERGE's join was half
-- its cost (1.8 -> 1.1 s CPU for the three at 5 M rows: docs/performance.md).
SELECT EXISTS (SELECT 1 FROM rollup_calls
               WHERE bucket BETWEEN time_bucket(to_seconds($bucket_seconds), $min_ts::TIMESTAMP) AND $max_ts::TIMESTAMP)
       OR EXISTS (SELECT 1 FROM rollup_errors
                  WHERE bucket BETWEEN time_bucket(to_seconds($bucket_seconds), $min_ts::TIMESTAMP) AND $max_ts::TIMESTAMP)
       OR EXISTS (SELECT 1 FROM rollup_fingerprint_sessions
                  WHERE day BETWEEN date_trunc('day', $min_ts::TIMESTAMP) AND $max_ts::TIMESTAMP) AS meet;

-- name: file_rollup_calls
-- The file's stored rows as rollup_calls rows (its columns, in order).
SELECT time_bucket(to_seconds($bucket_seconds), ts) AS bucket, tool, model,
       count(*) AS calls, count(*) FILTER (WHERE is_error) AS errors
FROM tool_calls
WHERE source_file_id = $file_id
GROUP BY ALL;

-- name: rollup_calls_for_file
-- needs: n, the rows of file_rollup_calls (warehouse.ingest puts them in a WITH)
-- The keys are unique by construction, not by an index (migration 012): MERGE adds to them.
MERGE INTO rollup_calls AS r
USING n
ON r.bucket = n.bucket AND r.tool = n.tool AND r.model = n.model
WHEN MATCHED THEN UPDATE SET calls = r.calls + n.calls, errors = r.errors + n.errors
WHEN NOT MATCHED THEN INSERT VALUES (n.bucket, n.tool, n.model, n.calls, n.errors);

-- name: file_rollup_errors
SELECT time_bucket(to_seconds($bucket_seconds), ts) AS bucket, tool, model, error_class, fingerprint,
       count(*) AS errors
FROM tool_calls
WHERE source_file_id = $file_id AND is_error
GROUP BY ALL;

-- name: rollup_errors_for_file
-- needs: n, the rows of file_rollup_errors (warehouse.ingest puts them in a WITH)
MERGE INTO rollup_errors AS r
USING n
ON r.bucket = n.bucket AND r.tool = n.tool AND r.model = n.model AND r.error_class = n.error_class
   AND r.fingerprint = n.fingerprint
WHEN MATCHED THEN UPDATE SET errors = r.errors + n.errors
WHEN NOT MATCHED THEN INSERT VALUES (n.bucket, n.tool, n.model, n.error_class, n.fingerprint, n.errors);

-- name: file_rollup_fingerprint_sessions
-- The fingerprint page's rollup (migration 014). Session, harness version and OS may be NULL:
-- they match as NULL (IS NOT DISTINCT FROM), as GROUP BY groups them.
SELECT date_trunc('day', ts) AS day, fingerprint, session_id, model, harness_version, client_os,
       count(*) AS errors, min(ts) AS first_ts, max(ts) AS last_ts
FROM tool_calls
WHERE source_file_id = $file_id AND is_error
GROUP BY ALL;

-- name: rollup_fingerprint_sessions_for_file
-- needs: n, the rows of file_rollup_fingerprint_sessions (warehouse.ingest puts them in a WITH)
MERGE INTO rollup_fingerprint_sessions AS r
USING n
ON r.day = n.day AND r.fingerprint = n.fingerprint AND r.session_id IS NOT DISTINCT FROM n.session_id
   AND r.model = n.model AND r.harness_version IS NOT DISTINCT FROM n.harness_version
   AND r.client_os IS NOT DISTINCT FROM n.client_os
WHEN MATCHED THEN UPDATE SET errors = r.errors + n.errors, first_ts = least(r.first_ts, n.first_ts),
                             last_ts = greatest(r.last_ts, n.last_ts)
WHEN NOT MATCHED THEN INSERT VALUES (n.day, n.fingerprint, n.session_id, n.model, n.harness_version,
                                     n.client_os, n.errors, n.first_ts, n.last_ts);

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

-- name: insert_new_ingested_file
-- A file about to load: its counts are filled in by finish_ingested_file. (The zeros are
-- written here, not bound: each bound value costs DuckDB's client ~0.2 ms.)
INSERT INTO ingested_files
    (path, format, size_bytes, sha256, lines_read, accepted, rejected, duplicates, truncated,
     min_ts, max_ts, ingested_at)
VALUES ($path, $format, $size_bytes, $sha256, 0, 0, 0, 0, 0, NULL, NULL, $now)
RETURNING file_id;

-- name: insert_ingested_file
INSERT INTO ingested_files
    (path, format, size_bytes, sha256, lines_read, accepted, rejected, duplicates, truncated,
     min_ts, max_ts, ingested_at)
VALUES ($path, $format, $size_bytes, $sha256, $lines_read, $accepted, $rejected, $duplicates,
        $truncated, $min_ts, $max_ts, $now)
RETURNING file_id;

-- name: finish_ingested_file
-- A loaded file's accounting, with what it stored counted here: of its $good rows, those not
-- stored were duplicates, so its lines are $good + $rejected.
UPDATE ingested_files
SET accepted = stored.n, duplicates = $good - stored.n, lines_read = $good + $rejected,
    rejected = $rejected, truncated = $truncated, min_ts = $min_ts, max_ts = $max_ts
FROM (SELECT count(*) AS n FROM tool_calls WHERE source_file_id = $file_id) AS stored
WHERE file_id = $file_id
RETURNING accepted;

-- name: shift_line_numbers
-- needs: reject_lines and dropped_lines (built by warehouse.ingest)
-- The reader drops non-UTF-8 and over-long lines before numbering, so a kept line's ordinal
-- undercounts by the number of dropped lines before it. For dropped lines
-- r_1 < r_2 < ..., kept line i comes after drop k when r_k - k < i.
UPDATE reject_lines
SET line_no = reject_lines.line_no + shifts.k
FROM (
    SELECT s.line_no, coalesce(d.k, 0) AS k
    FROM reject_lines AS s
    ASOF LEFT JOIN (
        SELECT threshold, max(k) AS k
        FROM (SELECT line_no - row_number() OVER (ORDER BY line_no) AS threshold,
                     row_number() OVER (ORDER BY line_no) AS k
              FROM dropped_lines)
        GROUP BY threshold
    ) AS d ON s.line_no > d.threshold
) AS shifts
WHERE reject_lines.line_no = shifts.line_no;

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

-- name: advance_max_ingested_ts
-- meta['max_ingested_ts'] moves forward only ($newest, when not NULL; ISO 8601 texts of one form
-- compare as the times they spell); the entries $keys[i] = $values[i] are set as given.
INSERT INTO meta
SELECT 'max_ingested_ts', $newest WHERE $newest IS NOT NULL
UNION ALL
SELECT unnest($keys::VARCHAR[]), unnest($values::VARCHAR[])
ON CONFLICT (key) DO UPDATE
SET value = CASE WHEN key = 'max_ingested_ts' THEN greatest(meta.value, excluded.value) ELSE excluded.value END;
