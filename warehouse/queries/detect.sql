-- Named queries of the detection area (detectors/, alerts/policy.py, flows/backtest.py).

-- name: detect_bucket_range
-- First and last bucket present in the rollups.
SELECT min(bucket) AS first_bucket, max(bucket) AS last_bucket FROM rollup_calls;

-- name: detect_first_bucket
-- Where the first evaluation starts: the first bucket with data after the last gap
-- longer than $max_gap between buckets with data (else the first bucket), so that
-- stray old events before the bulk of the data are not walked to bucket by bucket.
SELECT coalesce(max(bucket) FILTER (WHERE bucket - previous > $max_gap::INTERVAL), min(bucket)) AS first_bucket
FROM (
    SELECT bucket, lag(bucket) OVER (ORDER BY bucket) AS previous
    FROM (SELECT DISTINCT bucket FROM rollup_calls)
);

-- name: detect_register_series
-- Every (tool, model) with calls in [from, to] gets one series per class in $classes.
INSERT INTO detector_series (tool, model, error_class, created_bucket)
SELECT c.tool, c.model, cls.error_class, min(c.bucket)
FROM rollup_calls AS c
CROSS JOIN (SELECT unnest($classes::VARCHAR[]) AS error_class) AS cls
WHERE c.bucket >= $from AND c.bucket <= $to
  AND NOT EXISTS (
      SELECT 1 FROM detector_series AS s
      WHERE s.tool = c.tool AND s.model = c.model AND s.error_class = cls.error_class)
GROUP BY c.tool, c.model, cls.error_class
ORDER BY c.tool, c.model, cls.error_class;

-- name: detect_series_state
SELECT series_id, tool, model, error_class, learned_buckets, learned_calls,
       mean_calls, mean_errors, excluded_streak, streak_calls, streak_errors
FROM detector_series
ORDER BY series_id;

-- name: detect_pair_calls
-- Calls per (tool, model) and bucket in [from, to]; pair_id is the pair's lowest series_id, t the bucket offset.
WITH p AS (SELECT tool, model, min(series_id) AS pair_id FROM detector_series GROUP BY tool, model)
SELECT p.pair_id,
       CAST((epoch_ms(c.bucket) - epoch_ms($from::TIMESTAMP)) // (1000 * $bucket_seconds) AS BIGINT) AS t,
       CAST(c.calls AS DOUBLE) AS calls
FROM rollup_calls AS c
JOIN p ON p.tool = c.tool AND p.model = c.model
WHERE c.bucket >= $from AND c.bucket <= $to;

-- name: detect_tool_calls
-- Calls per tool and bucket in [from, to] (all models), t the bucket offset: the history no-data detection needs.
SELECT tool,
       CAST((epoch_ms(bucket) - epoch_ms($from::TIMESTAMP)) // (1000 * $bucket_seconds) AS BIGINT) AS t,
       CAST(sum(calls) AS DOUBLE) AS calls
FROM rollup_calls
WHERE bucket >= $from AND bucket <= $to
GROUP BY tool, bucket;

-- name: detect_calls_between
-- All calls in buckets [from, to): the live no-data check compares now with the same hour on earlier days.
SELECT coalesce(sum(calls), 0) AS calls FROM rollup_calls WHERE bucket >= $from AND bucket < $to;

-- name: detect_series_errors
-- Errors per series and bucket in [from, to] (summed over fingerprints); only buckets with errors.
SELECT s.series_id,
       CAST((epoch_ms(e.bucket) - epoch_ms($from::TIMESTAMP)) // (1000 * $bucket_seconds) AS BIGINT) AS t,
       CAST(sum(e.errors) AS DOUBLE) AS errors
FROM rollup_errors AS e
JOIN detector_series AS s ON s.tool = e.tool AND s.model = e.model AND s.error_class = e.error_class
WHERE e.bucket >= $from AND e.bucket <= $to
GROUP BY s.series_id, e.bucket;

-- name: detect_save_state
-- Merge the rows uploaded to detector_series_upload into the state, then empty the upload.
UPDATE detector_series AS s SET
    learned_buckets = u.learned_buckets, learned_calls = u.learned_calls,
    mean_calls = u.mean_calls, mean_errors = u.mean_errors,
    excluded_streak = u.excluded_streak, streak_calls = u.streak_calls,
    streak_errors = u.streak_errors
FROM detector_series_upload AS u
WHERE s.series_id = u.series_id;

-- name: detect_clear_upload
DELETE FROM detector_series_upload;

-- name: detect_series_buckets
-- Per-bucket calls and errors of one alert series (all models when $model is NULL), for the chart.
-- For class 'unknown' with $model NULL this is the tool-wide unknown-error series.
WITH c AS (
    SELECT bucket, sum(calls) AS calls
    FROM rollup_calls
    WHERE tool = $tool AND ($model IS NULL OR model = $model)
      AND bucket >= $from AND bucket <= $to
    GROUP BY bucket
), e AS (
    SELECT bucket, sum(errors) AS errors
    FROM rollup_errors
    WHERE tool = $tool AND ($model IS NULL OR model = $model) AND error_class = $error_class
      AND bucket >= $from AND bucket <= $to
    GROUP BY bucket
)
SELECT c.bucket, c.calls, coalesce(e.errors, 0) AS errors
FROM c LEFT JOIN e USING (bucket)
ORDER BY c.bucket;

-- name: detect_top_fingerprints
-- The fingerprints that carry most of an alert's errors in its window.
SELECT r.fingerprint, any_value(f.template) AS template, sum(r.errors) AS errors,
       any_value(f.sample_message) AS sample_message
FROM rollup_errors AS r
LEFT JOIN fingerprints AS f USING (fingerprint)
WHERE r.tool = $tool AND ($model IS NULL OR r.model = $model) AND r.error_class = $error_class
  AND r.bucket >= $from AND r.bucket <= $to
GROUP BY r.fingerprint
ORDER BY errors DESC, r.fingerprint
LIMIT $limit;

-- name: detect_alert_impact
-- Who an alert's errors hit, from the raw calls of its window: sessions, and per dimension the value
-- with the most errors (its share of the errors and of the calls). Empty once retention dropped the rows.
WITH w AS (
    SELECT model, coalesce(harness_version, 'unknown') AS harness_version,
           coalesce(client_os, 'unknown') AS client_os, session_id,
           coalesce(error_class = $error_class, false) AS hit
    FROM tool_calls
    WHERE tool = $tool AND ($model IS NULL OR model = $model) AND ts >= $from AND ts < $to
), dims AS (
    SELECT 'model' AS dimension, model AS value, count(*) FILTER (WHERE hit) AS errors, count(*) AS calls
    FROM w GROUP BY model
    UNION ALL
    SELECT 'harness_version', harness_version, count(*) FILTER (WHERE hit), count(*) FROM w GROUP BY harness_version
    UNION ALL
    SELECT 'client_os', client_os, count(*) FILTER (WHERE hit), count(*) FROM w GROUP BY client_os
)
SELECT dimension, value, errors, calls,
       sum(errors) OVER (PARTITION BY dimension) AS all_errors, sum(calls) OVER (PARTITION BY dimension) AS all_calls,
       (SELECT count(DISTINCT session_id) FILTER (WHERE hit) FROM w) AS sessions
FROM dims
QUALIFY row_number() OVER (PARTITION BY dimension ORDER BY errors DESC, value) = 1
ORDER BY dimension;

-- name: detect_stuck_sessions
-- Per fingerprint of an alert, sessions in its window that hit it >= $repeats times with the same
-- arguments: the agent retrying unchanged (skills/impact.py has the weekly figure).
SELECT fingerprint, count(DISTINCT session_id) AS stuck_sessions
FROM (SELECT fingerprint, session_id
      FROM tool_calls
      WHERE is_error AND tool = $tool AND list_contains($fingerprints, fingerprint) AND session_id IS NOT NULL
        AND ($model IS NULL OR model = $model) AND ts >= $from AND ts < $to
      GROUP BY fingerprint, session_id, args
      HAVING count(*) >= $repeats)
GROUP BY fingerprint;

-- name: alerts_open
SELECT alert_id, alert_key, kind, tool, model, error_class, status, opened_at, last_seen_at,
       last_notified_at, notified_score, notify_seq, resolved_at, recovery_since,
       recovery_calls, recovery_errors, evidence, evaluation_id, outcome, reopened,
       last_reopened_at, notified_rate, rate_before
FROM alerts
WHERE status = 'open'
ORDER BY opened_at, alert_id;

-- name: alerts_last_closed
-- Per key the alert that ended last: a finding soon after it ended re-opens it (detect.reopen_window).
SELECT alert_id, alert_key, kind, tool, model, error_class, status, opened_at, last_seen_at,
       last_notified_at, notified_score, notify_seq, resolved_at, recovery_since,
       recovery_calls, recovery_errors, evidence, evaluation_id, outcome, reopened,
       last_reopened_at, notified_rate, rate_before, rate_after
FROM alerts
WHERE status = 'resolved'
QUALIFY row_number() OVER (PARTITION BY alert_key ORDER BY resolved_at DESC, alert_id DESC) = 1;

-- name: alerts_opened_between
-- Alerts opened in [from, to), oldest first, with the evidence they were opened on (backtest output).
SELECT a.alert_id, a.alert_key, a.kind, a.tool, a.model, a.error_class, a.status, a.opened_at,
       a.resolved_at, a.outcome, coalesce(o.payload -> 'evidence', a.evidence) AS evidence
FROM alerts AS a
LEFT JOIN outbox AS o
       ON o.sink = 'slack' AND o.dedupe_key = 'alert:' || a.alert_id || ':opened:1'
WHERE a.opened_at >= $from AND a.opened_at < $to
ORDER BY a.opened_at, a.alert_id;

-- name: alerts_last_resolved
-- Per kind, tool and class the last resolution: older evidence may not reopen an alert.
SELECT kind, tool, error_class, max(resolved_at) AS resolved_at
FROM alerts
WHERE status = 'resolved'
GROUP BY ALL;

-- name: alert_insert
-- rate_before starts as the baseline the alert opened against: recovery is judged against it.
INSERT INTO alerts (alert_key, kind, tool, model, error_class, status, opened_at, last_seen_at,
                    last_notified_at, notified_score, notified_rate, notify_seq, evidence, evaluation_id,
                    rate_before)
VALUES ($alert_key, $kind, $tool, $model, $error_class, 'open', $at, $at, $at, $score, $rate, 1,
        $evidence, $evaluation_id, $rate_before)
RETURNING alert_id;

-- name: alert_reopen
-- The condition came back soon after it resolved: the same alert (and Slack thread) opens again.
UPDATE alerts SET status = 'open', outcome = NULL, resolved_at = NULL, reopened = coalesce(reopened, 0) + 1,
                  rate_before = least(coalesce(rate_before, $rate_before), $rate_before),
                  last_reopened_at = $at, last_seen_at = $at, last_notified_at = $at,
                  notified_score = $score, notified_rate = $rate, evidence = $evidence,
                  evaluation_id = $evaluation_id, recovery_since = NULL, recovery_calls = 0,
                  recovery_errors = 0, notify_seq = notify_seq + 1
WHERE alert_id = $alert_id
RETURNING notify_seq;

-- name: alert_sync
-- Write back what the lifecycle kept in memory during a chunk: last finding and recovery progress.
UPDATE alerts SET last_seen_at = $last_seen_at, evidence = $evidence, evaluation_id = $evaluation_id,
                  recovery_since = $recovery_since, recovery_calls = $recovery_calls,
                  recovery_errors = $recovery_errors
WHERE alert_id = $alert_id;

-- name: alert_widen
-- A per-model alert that a tool-wide finding now covers becomes the tool-wide alert (same thread).
UPDATE alerts SET alert_key = $alert_key, model = NULL, rate_before = $rate_before, last_seen_at = $at,
                  last_notified_at = $at,
                  notified_score = $score, notified_rate = $rate, evidence = $evidence,
                  evaluation_id = $evaluation_id, recovery_since = NULL, recovery_calls = 0,
                  recovery_errors = 0, notify_seq = notify_seq + 1
WHERE alert_id = $alert_id
RETURNING notify_seq;

-- name: alert_renotified
UPDATE alerts SET last_notified_at = $at, notified_score = $score, notified_rate = $rate,
                  notify_seq = notify_seq + 1
WHERE alert_id = $alert_id
RETURNING notify_seq;

-- name: alert_resolve
-- Every ending: $outcome is resolved, adopted (with the shift's start and rates) or merged.
UPDATE alerts SET status = 'resolved', resolved_at = $at, evaluation_id = $evaluation_id,
                  outcome = $outcome, shift_started_at = $shift_started_at,
                  rate_before = coalesce($rate_before, rate_before),
                  rate_after = $rate_after, merged_into = $merged_into, notify_seq = notify_seq + 1
WHERE alert_id = $alert_id
RETURNING notify_seq;

-- name: outbox_enqueue
INSERT INTO outbox (sink, dedupe_key, payload, created_at)
VALUES ($sink, $dedupe_key, $payload, $created_at)
ON CONFLICT (sink, dedupe_key) DO NOTHING;

-- name: silence_insert
INSERT INTO silences (alert_key, reason, created_at, expires_at)
VALUES ($alert_key, $reason, $created_at, $expires_at)
RETURNING silence_id;

-- name: silences_active
SELECT silence_id, alert_key, reason, created_at, expires_at
FROM silences
WHERE expires_at > $at AND created_at <= $at
ORDER BY expires_at DESC;

-- name: silences_all
SELECT silence_id, alert_key, reason, created_at, expires_at
FROM silences
ORDER BY silence_id;

-- name: detect_series_blocks
-- Calls and errors per series and block of $block_seconds in [from, to), b the block offset; only
-- blocks with calls: the history whose day-to-day variation measures each series' drift.
WITH c AS (
    SELECT tool, model,
           CAST((epoch_ms(bucket) - epoch_ms($from::TIMESTAMP)) // (1000 * $block_seconds) AS BIGINT) AS b,
           CAST(sum(calls) AS DOUBLE) AS calls
    FROM rollup_calls
    WHERE bucket >= $from AND bucket < $to
    GROUP BY ALL
), e AS (
    SELECT tool, model, error_class,
           CAST((epoch_ms(bucket) - epoch_ms($from::TIMESTAMP)) // (1000 * $block_seconds) AS BIGINT) AS b,
           CAST(sum(errors) AS DOUBLE) AS errors
    FROM rollup_errors
    WHERE bucket >= $from AND bucket < $to
    GROUP BY ALL
)
SELECT s.series_id, c.b, c.calls, coalesce(e.errors, 0.0) AS errors
FROM c
JOIN detector_series AS s ON s.tool = c.tool AND s.model = c.model
LEFT JOIN e ON e.tool = s.tool AND e.model = s.model AND e.error_class = s.error_class AND e.b = c.b;

-- name: detect_drift_cached
-- The drift allowances cached for the block in meta 'detect.drift_block'.
SELECT series_id, cap, group_cap FROM detector_drift ORDER BY series_id;

-- name: detect_drift_clear
DELETE FROM detector_drift;
