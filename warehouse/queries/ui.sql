-- The web UI (flows/ui) and `toolwatch alerts --since`: read-only queries over alerts,
-- rollups, fingerprints and tickets. Times are naive UTC. The lifecycle's event log is the
-- Slack outbox: one row per opened / renotified / resolved (…) event, keyed alert:<id>:<event>:<seq>.

-- name: ui_data_end
-- The end of the newest bucket with calls: "now" for a warehouse of historical data.
SELECT max(bucket) AS last_bucket, min(bucket) AS first_bucket FROM rollup_calls;

-- name: alert_events_since
-- Every lifecycle event from $from on (newest first), with what it said.
SELECT o.created_at AS at,
       json_extract_string(o.payload, '$.event') AS event,
       CAST(json_extract(o.payload, '$.alert_id') AS BIGINT) AS alert_id,
       json_extract_string(o.payload, '$.alert_key') AS alert_key,
       json_extract_string(o.payload, '$.kind') AS kind,
       json_extract_string(o.payload, '$.tool') AS tool,
       json_extract_string(o.payload, '$.model') AS model,
       json_extract_string(o.payload, '$.error_class') AS error_class,
       o.payload -> '$.evidence' AS evidence,
       o.delivered_at
FROM outbox AS o
WHERE o.sink = 'slack' AND o.dedupe_key LIKE 'alert:%' AND o.created_at >= $from
ORDER BY o.created_at DESC, o.outbox_id DESC
LIMIT $limit;

-- name: ui_alert_events
-- The lifecycle of one alert, oldest first.
SELECT o.created_at AS at, json_extract_string(o.payload, '$.event') AS event,
       o.payload -> '$.evidence' AS evidence, o.delivered_at, o.last_error
FROM outbox AS o
WHERE o.sink = 'slack' AND o.dedupe_key LIKE 'alert:' || $alert_id || ':%'
ORDER BY o.created_at, o.outbox_id;

-- name: ui_alerts
-- Alert history with optional filters (NULL = any); newest first.
SELECT a.alert_id, a.alert_key, a.kind, a.tool, a.model, a.error_class, coalesce(a.outcome, a.status) AS status, a.opened_at,
       a.last_seen_at, a.resolved_at, a.evidence, k.user_id AS acked_by, k.user_name AS acked_by_name,
       k.acked_at
FROM alerts AS a
LEFT JOIN alert_acks AS k USING (alert_id)
WHERE ($tool IS NULL OR a.tool = $tool)
  AND ($error_class IS NULL OR a.error_class = $error_class)
  AND ($kind IS NULL OR a.kind = $kind)
  AND ($status IS NULL OR coalesce(a.outcome, a.status) = $status)
  AND ($from IS NULL OR coalesce(a.resolved_at, a.last_seen_at) >= $from)
  AND ($to IS NULL OR a.opened_at < $to)
ORDER BY a.opened_at DESC, a.alert_id DESC
LIMIT $limit;

-- name: ui_alert
SELECT a.alert_id, a.alert_key, a.kind, a.tool, a.model, a.error_class, coalesce(a.outcome, a.status) AS status, a.opened_at,
       a.last_seen_at, a.resolved_at, a.evidence, a.evaluation_id, k.user_id AS acked_by,
       k.user_name AS acked_by_name, k.acked_at
FROM alerts AS a
LEFT JOIN alert_acks AS k USING (alert_id)
WHERE a.alert_id = $alert_id;

-- name: ui_alert_silences
-- Silences of a key that overlap the alert's life or are in force now.
SELECT silence_id, alert_key, reason, created_at, expires_at
FROM silences
WHERE alert_key = $alert_key AND expires_at > $from
ORDER BY created_at DESC;

-- name: ui_series_hourly
-- One series (all models when $model is NULL) per $step_seconds: calls, and errors of $error_class.
-- Steps without calls are absent: the chart shows a gap there, never a 0% rate.
WITH c AS (
    SELECT time_bucket(to_seconds($step_seconds), bucket) AS t, sum(calls) AS calls
    FROM rollup_calls
    WHERE tool = $tool AND ($model IS NULL OR model = $model) AND bucket >= $from AND bucket < $to
    GROUP BY t
), e AS (
    SELECT time_bucket(to_seconds($step_seconds), bucket) AS t, sum(errors) AS errors
    FROM rollup_errors
    WHERE tool = $tool AND ($model IS NULL OR model = $model) AND error_class = $error_class
      AND bucket >= $from AND bucket < $to
    GROUP BY t
)
SELECT c.t AS bucket, c.calls, coalesce(e.errors, 0) AS errors
FROM c LEFT JOIN e USING (t)
ORDER BY c.t;

-- name: ui_alert_models
-- Per model, calls and errors of the alert's tool and class over [from, to).
WITH c AS (
    SELECT model, sum(calls) AS calls FROM rollup_calls
    WHERE tool = $tool AND bucket >= $from AND bucket < $to GROUP BY model
), e AS (
    SELECT model, sum(errors) AS errors FROM rollup_errors
    WHERE tool = $tool AND error_class = $error_class AND bucket >= $from AND bucket < $to GROUP BY model
)
SELECT c.model, c.calls, coalesce(e.errors, 0) AS errors,
       coalesce(e.errors, 0) / nullif(c.calls, 0) AS rate
FROM c LEFT JOIN e USING (model)
ORDER BY errors DESC, c.calls DESC, c.model;

-- name: ui_tickets_for
-- Tickets of some fingerprints, with the latest fix-agent launch of each.
SELECT t.fingerprint, t.backend, t.identifier, t.url, t.title, t.state, t.priority, t.opened_at,
       t.updated_at, t.closed_at,
       (SELECT l.status FROM agent_launches AS l WHERE l.fingerprint = t.fingerprint
        ORDER BY l.created_at DESC LIMIT 1) AS agent_status,
       (SELECT l.url FROM agent_launches AS l WHERE l.fingerprint = t.fingerprint
        ORDER BY l.created_at DESC LIMIT 1) AS agent_url
FROM tickets AS t
WHERE list_contains($fingerprints, t.fingerprint)
ORDER BY t.opened_at;

-- name: ui_tool_class_hourly
-- The overview's small multiples: per tool, class and hour, errors; and per tool and hour, calls.
SELECT tool, time_bucket(INTERVAL 1 HOUR, bucket) AS hour, NULL AS error_class, sum(calls) AS n
FROM rollup_calls WHERE bucket >= $from AND bucket < $to GROUP BY ALL
UNION ALL
SELECT tool, time_bucket(INTERVAL 1 HOUR, bucket) AS hour, error_class, sum(errors) AS n
FROM rollup_errors WHERE bucket >= $from AND bucket < $to GROUP BY ALL
ORDER BY tool, hour;

-- name: ui_ingest_health
-- The last file loaded, and what the last 24 h of loads accepted and rejected.
SELECT (SELECT path FROM ingested_files ORDER BY file_id DESC LIMIT 1) AS last_path,
       (SELECT ingested_at FROM ingested_files ORDER BY file_id DESC LIMIT 1) AS last_ingested_at,
       (SELECT max(max_ts) FROM ingested_files) AS newest_event,
       (SELECT coalesce(sum(accepted), 0) FROM ingested_files WHERE ingested_at >= $since) AS accepted,
       (SELECT coalesce(sum(rejected), 0) FROM ingested_files WHERE ingested_at >= $since) AS rejected,
       (SELECT coalesce(sum(duplicates), 0) FROM ingested_files WHERE ingested_at >= $since) AS duplicates,
       (SELECT count(*) FROM ingested_files) AS files;

-- name: ui_fingerprint
SELECT fingerprint, tool, error_class, reason, template, sample_message, first_seen, last_seen, errors
FROM fingerprints
WHERE fingerprint = $fingerprint;

-- name: ui_fingerprint_weeks
-- Errors of the fingerprint and calls of its tool per ISO week (rollups: as far back as they go).
WITH e AS (
    SELECT date_trunc('week', bucket) AS week, sum(errors) AS errors
    FROM rollup_errors WHERE fingerprint = $fingerprint GROUP BY week
), c AS (
    SELECT date_trunc('week', bucket) AS week, sum(calls) AS calls
    FROM rollup_calls WHERE tool = $tool GROUP BY week
)
SELECT c.week, c.calls, coalesce(e.errors, 0) AS errors
FROM c LEFT JOIN e USING (week)
ORDER BY c.week;

-- name: ui_fingerprint_errors
-- Everything the fingerprint page shows about its errors in [$from, $to]: the whole days from
-- $rollup_from on come from the page's rollup (rollup_fingerprint_sessions, migration 014), and
-- only a window start inside a day, [$from, $rollup_from), from raw rows (a day at most: the row
-- groups outside it are skipped). Nothing of the fingerprint is later than $to (its last_seen).
-- Per set: errors, sessions, first and last time, the latest model. The sets: everything
-- (dimension 'all': the totals), model, harness version, OS, and session (the $limit sessions hit
-- most; errors without a session are not one). The message and rule of the latest errors are
-- fetched by ui_fingerprint_latest for the few rows shown.
WITH f AS MATERIALIZED (
    SELECT session_id, model, harness_version, client_os, errors, first_ts, last_ts
    FROM rollup_fingerprint_sessions
    WHERE fingerprint = $fingerprint AND day >= $rollup_from AND day <= $to
    UNION ALL
    SELECT session_id, model, harness_version, client_os, 1 AS errors, ts AS first_ts, ts AS last_ts
    FROM tool_calls
    WHERE fingerprint = $fingerprint AND ts >= $from AND ts < $rollup_from AND ts <= $to
), sessions AS (
    SELECT session_id, sum(errors) AS errors, min(first_ts) AS first_ts, max(last_ts) AS last_ts,
           arg_max(model, last_ts) AS latest_model
    FROM f WHERE session_id IS NOT NULL GROUP BY session_id
    ORDER BY errors DESC, last_ts DESC, session_id
    LIMIT $limit
)
-- One GROUP BY per set over the materialised rows: half the CPU of GROUPING SETS with its
-- DISTINCT aggregates here.
SELECT * FROM (
    SELECT 'all' AS dimension, NULL::VARCHAR AS value, coalesce(sum(errors), 0) AS errors,
           count(DISTINCT session_id) AS sessions, min(first_ts) AS first_ts, max(last_ts) AS last_ts,
           arg_max(model, last_ts) AS latest_model
    FROM f
    UNION ALL
    SELECT 'model', model, sum(errors), count(DISTINCT session_id), min(first_ts), max(last_ts),
           arg_max(model, last_ts)
    FROM f GROUP BY model
    UNION ALL
    SELECT 'harness_version', harness_version, sum(errors), count(DISTINCT session_id), min(first_ts),
           max(last_ts), arg_max(model, last_ts)
    FROM f GROUP BY harness_version
    UNION ALL
    SELECT 'client_os', client_os, sum(errors), count(DISTINCT session_id), min(first_ts), max(last_ts),
           arg_max(model, last_ts)
    FROM f GROUP BY client_os
    UNION ALL
    SELECT 'session', session_id, errors, 1, first_ts, last_ts, latest_model FROM sessions
)
ORDER BY dimension, errors DESC, last_ts DESC, value;

-- name: ui_fingerprint_latest
-- The errors of the fingerprint at a few exact times (the last error of the totals and of each session
-- shown): their message and rule. An equality on ts skips every row group whose time range misses it.
SELECT rowid AS row_id, ts, session_id, error_message, rule_id, ruleset_version
FROM tool_calls
WHERE fingerprint = $fingerprint AND ts IN (SELECT unnest($times))
ORDER BY ts, rowid;

-- name: ui_fingerprint_alerts
-- Alerts whose evidence named the fingerprint among its top ones.
SELECT alert_id, alert_key, coalesce(outcome, status) AS status, opened_at, resolved_at
FROM alerts
WHERE tool = $tool AND contains(CAST(evidence AS VARCHAR), $fingerprint)
ORDER BY opened_at DESC
LIMIT 20;

-- name: ui_tool_series
-- What the detector sees for a tool: every (model, class) series with its learned baseline.
SELECT model, error_class, learned_buckets, learned_calls, mean_calls, mean_errors,
       mean_errors / nullif(mean_calls, 0) AS baseline_rate, excluded_streak
FROM detector_series
WHERE tool = $tool
ORDER BY model, error_class;

-- name: ui_tool_recent
-- Per model and class, calls and errors of the tool since $from (rollups).
WITH c AS (
    SELECT model, sum(calls) AS calls FROM rollup_calls
    WHERE tool = $tool AND bucket >= $from GROUP BY model
), e AS (
    SELECT model, error_class, sum(errors) AS errors FROM rollup_errors
    WHERE tool = $tool AND bucket >= $from GROUP BY model, error_class
)
SELECT c.model, e.error_class, c.calls, coalesce(e.errors, 0) AS errors
FROM c LEFT JOIN e USING (model)
ORDER BY c.model, e.error_class;

-- name: ui_tool_model_hourly
-- Per model and class of one tool, hourly calls and errors since $from: the series' sparklines.
WITH c AS (
    SELECT model, time_bucket(INTERVAL 1 HOUR, bucket) AS hour, sum(calls) AS calls
    FROM rollup_calls WHERE tool = $tool AND bucket >= $from GROUP BY ALL
), e AS (
    SELECT model, error_class, time_bucket(INTERVAL 1 HOUR, bucket) AS hour, sum(errors) AS errors
    FROM rollup_errors WHERE tool = $tool AND bucket >= $from GROUP BY ALL
)
SELECT c.model, e.error_class, c.hour, c.calls, e.errors
FROM c LEFT JOIN e USING (model, hour)
ORDER BY c.model, c.hour;

-- name: ui_tool_fingerprints
SELECT fingerprint, error_class, reason, template, errors, last_seen
FROM fingerprints
WHERE tool = $tool
ORDER BY last_seen DESC, errors DESC
LIMIT $limit;

-- name: ui_tools
SELECT tool, sum(calls) AS calls, sum(errors) AS errors
FROM rollup_calls
WHERE bucket >= $from
GROUP BY tool
ORDER BY calls DESC, tool;

-- name: alert_ack
-- The first acknowledgement of an alert wins; returns the ack in force.
INSERT INTO alert_acks (alert_id, user_id, user_name, acked_at)
VALUES ($alert_id, $user_id, $user_name, $at)
ON CONFLICT (alert_id) DO NOTHING;

-- name: alert_ack_get
SELECT alert_id, user_id, user_name, acked_at FROM alert_acks WHERE alert_id = $alert_id;

-- name: slack_action_record
-- A Slack interaction applied once: 1 row inserted the first time, 0 on a retry.
INSERT INTO slack_actions (action_key, action, alert_id, user_id, received_at, result)
VALUES ($action_key, $action, $alert_id, $user_id, $at, $result::JSON)
ON CONFLICT (action_key) DO NOTHING;

-- name: slack_action_get
SELECT action_key, action, alert_id, user_id, received_at, result FROM slack_actions
WHERE action_key = $action_key;

-- name: ui_alert_row
-- One alert as the lifecycle wrote it, for applying a Slack action.
SELECT alert_id, alert_key, kind, tool, model, error_class, status, evidence, last_seen_at FROM alerts
WHERE alert_id = $alert_id;

-- name: ui_alert_actions
SELECT action_key, action, user_id, received_at, result FROM slack_actions
WHERE alert_id = $alert_id
ORDER BY received_at;

-- name: ui_fingerprint_launches
SELECT week, launcher, dry_run, status, url, created_at, launched_at
FROM agent_launches
WHERE fingerprint = $fingerprint
ORDER BY created_at DESC
LIMIT 10;
