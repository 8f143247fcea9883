-- Weekly triage (skills/): issues from fingerprints, investigations, tickets, fix agents.
-- Weeks are passed as naive-UTC bounds; week_index 0 is the oldest history week.

-- name: triage_fingerprint_weeks
SELECT fingerprint, tool, any_value(error_class) AS error_class, any_value(reason) AS reason,
       CAST(date_diff('second', $history_start::TIMESTAMP, ts) // 604800 AS INTEGER) AS week_index,
       count(*) AS errors,
       count(DISTINCT session_id) AS sessions,
       count(DISTINCT model) AS models
FROM tool_calls
WHERE is_error AND fingerprint IS NOT NULL
  AND ts >= $history_start::TIMESTAMP AND ts < $week_end::TIMESTAMP
GROUP BY fingerprint, tool, week_index
ORDER BY fingerprint, week_index;

-- name: triage_tool_calls_weeks
SELECT tool,
       CAST(date_diff('second', $history_start::TIMESTAMP, bucket) // 604800 AS INTEGER) AS week_index,
       sum(calls) AS calls
FROM rollup_calls
WHERE bucket >= $history_start::TIMESTAMP AND bucket < $week_end::TIMESTAMP
GROUP BY tool, week_index
ORDER BY tool, week_index;

-- name: triage_fingerprint_info
-- Template and first sighting of every fingerprint with errors in the week. first_seen is the
-- earliest of the fingerprints table and the raw rows, so a fingerprint the table has not
-- caught up with is still judged by its real history.
WITH wk AS (
    SELECT fingerprint, max(ts) AS last_seen, min(ts) AS first_in_week,
           arg_max(error_message, ts) AS latest_message
    FROM tool_calls
    WHERE is_error AND fingerprint IS NOT NULL
      AND ts >= $week_start::TIMESTAMP AND ts < $week_end::TIMESTAMP
    GROUP BY fingerprint
), earlier AS (
    SELECT fingerprint, min(ts) AS first_ts
    FROM tool_calls
    WHERE is_error AND ts < $week_start::TIMESTAMP
      AND fingerprint IN (SELECT fingerprint FROM wk)
    GROUP BY fingerprint
)
SELECT wk.fingerprint,
       coalesce(f.template, wk.latest_message, '') AS template,
       coalesce(f.sample_message, wk.latest_message) AS sample_message,
       least(coalesce(f.first_seen, wk.first_in_week), coalesce(earlier.first_ts, wk.first_in_week),
             wk.first_in_week) AS first_seen,
       wk.last_seen
FROM wk
LEFT JOIN fingerprints f USING (fingerprint)
LEFT JOIN earlier USING (fingerprint);

-- name: triage_errors_by_version
-- Errors of one fingerprint per harness version, before a ticket closed and after it
-- (within the week): old clients that still report a fixed bug must not reopen it.
SELECT harness_version,
       count(*) FILTER (WHERE ts < $closed_at::TIMESTAMP) AS errors_before,
       count(*) FILTER (WHERE ts >= greatest($closed_at::TIMESTAMP, $week_start::TIMESTAMP)
                          AND ts < $week_end::TIMESTAMP) AS errors_after
FROM tool_calls
WHERE is_error AND fingerprint = $fingerprint AND ts < $week_end::TIMESTAMP
GROUP BY harness_version
ORDER BY harness_version NULLS FIRST;

-- name: triage_breakdown
-- Errors of a fingerprint and calls of its tool in the week, per value of each dimension,
-- so a concentration ("94% on gemini-3-pro") can be weighed against that value's traffic.
WITH calls AS (
    SELECT model, harness_version, client_os, provider, is_error,
           fingerprint = $fingerprint AS hit, session_id
    FROM tool_calls
    WHERE tool = $tool AND ts >= $week_start::TIMESTAMP AND ts < $week_end::TIMESTAMP
), long AS (
    SELECT 'model' AS dimension, model AS value, hit, session_id FROM calls
    UNION ALL SELECT 'harness_version', harness_version, hit, session_id FROM calls
    UNION ALL SELECT 'client_os', client_os, hit, session_id FROM calls
    UNION ALL SELECT 'provider', provider, hit, session_id FROM calls
)
SELECT dimension, coalesce(value, '(not reported)') AS value,
       count(*) FILTER (WHERE hit) AS errors,
       count(DISTINCT session_id) FILTER (WHERE hit) AS sessions,
       count(*) AS calls
FROM long
GROUP BY dimension, value
ORDER BY dimension, errors DESC, calls DESC, value;

-- name: triage_version_history
-- Per harness version over the history window: calls of the tool, errors of the fingerprint.
SELECT harness_version,
       count(*) AS calls,
       count(*) FILTER (WHERE fingerprint = $fingerprint) AS errors,
       min(ts) FILTER (WHERE fingerprint = $fingerprint) AS first_error
FROM tool_calls
WHERE tool = $tool AND harness_version IS NOT NULL
  AND ts >= $history_start::TIMESTAMP AND ts < $week_end::TIMESTAMP
GROUP BY harness_version;

-- name: triage_samples
SELECT error_message, args, count(*) AS errors, max(ts) AS last_ts,
       arg_max(model, ts) AS model, arg_max(harness_version, ts) AS harness_version,
       arg_max(client_os, ts) AS client_os, arg_max(session_id, ts) AS session_id
FROM tool_calls
WHERE is_error AND fingerprint = $fingerprint
  AND ts >= $week_start::TIMESTAMP AND ts < $week_end::TIMESTAMP
GROUP BY error_message, args
ORDER BY errors DESC, last_ts DESC
LIMIT $limit;

-- name: triage_alerts_table_exists
SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'alerts';

-- name: triage_related_alerts
-- Open alerts on the same tool (detectors' table, migration 003).
SELECT alert_id, alert_key, kind, model, error_class, opened_at, last_seen_at
FROM alerts
WHERE tool = $tool AND status = 'open'
ORDER BY opened_at DESC
LIMIT 10;

-- name: triage_record_issues
-- The whole week in one statement: $rows is a list of structs, one per fingerprint.
INSERT INTO triage_issues
SELECT $week, r.fingerprint, r.status, r.tool, r.error_class, r.errors, r.calls, r.sessions,
       r.rate, r.baseline_rate, r.p_value, r.priority, $now::TIMESTAMP
FROM (SELECT unnest($rows) AS r)
ON CONFLICT (week, fingerprint) DO UPDATE SET
    status = excluded.status, errors = excluded.errors, calls = excluded.calls,
    sessions = excluded.sessions, rate = excluded.rate, baseline_rate = excluded.baseline_rate,
    p_value = excluded.p_value, priority = excluded.priority, recorded_at = excluded.recorded_at;

-- name: triage_tickets
SELECT * FROM tickets ORDER BY fingerprint;

-- name: triage_ticket
SELECT * FROM tickets WHERE fingerprint = $fingerprint;

-- name: triage_ticket_insert
INSERT INTO tickets (fingerprint, backend, issue_id, identifier, url, title, state, priority,
                     opened_at, updated_at, last_week)
VALUES ($fingerprint, $backend, $issue_id, $identifier, $url, $title, 'open', $priority,
        $now::TIMESTAMP, $now::TIMESTAMP, $week)
ON CONFLICT (fingerprint) DO UPDATE SET
    backend = excluded.backend, issue_id = excluded.issue_id, identifier = excluded.identifier,
    url = excluded.url, updated_at = excluded.updated_at;

-- name: triage_ticket_touch
UPDATE tickets SET priority = $priority, updated_at = $now::TIMESTAMP, last_week = $week,
                   title = coalesce($title, title)
WHERE fingerprint = $fingerprint;

-- name: triage_ticket_set_state
-- closed -> open is a reopen; open -> closed records when and, if known, the fixing version.
UPDATE tickets SET
    state = $state,
    closed_at = CASE WHEN $state = 'closed' THEN coalesce(closed_at, $closed_at::TIMESTAMP, $now::TIMESTAMP) ELSE NULL END,
    fixed_in_version = CASE WHEN $state = 'closed' THEN coalesce($fixed_in_version, fixed_in_version) ELSE NULL END,
    reopened = reopened + CASE WHEN state = 'closed' AND $state = 'open' THEN 1 ELSE 0 END,
    updated_at = $now::TIMESTAMP
WHERE fingerprint = $fingerprint;

-- name: triage_ticket_events
SELECT * FROM ticket_events WHERE fingerprint = $fingerprint ORDER BY created_at, dedupe_key;

-- name: triage_ticket_event_insert
INSERT INTO ticket_events VALUES ($dedupe_key, $fingerprint, $kind, $week, $body, $external_id, $now::TIMESTAMP)
ON CONFLICT (dedupe_key) DO NOTHING;

-- name: triage_outbox_enqueue
INSERT INTO outbox (sink, dedupe_key, payload, created_at)
VALUES ($sink, $dedupe_key, $payload, $now::TIMESTAMP)
ON CONFLICT (sink, dedupe_key) DO NOTHING;

-- name: triage_outbox_pending
SELECT outbox_id, dedupe_key, payload, attempts, result
FROM outbox
WHERE sink = $sink AND delivered_at IS NULL
  AND (next_attempt_at IS NULL OR next_attempt_at <= $now::TIMESTAMP)
ORDER BY outbox_id;

-- name: triage_outbox_progress
-- Steps already done for a half-delivered row (issue created, attachment linked, ...).
UPDATE outbox SET result = $result WHERE outbox_id = $outbox_id;

-- name: triage_outbox_delivered
UPDATE outbox SET delivered_at = $now::TIMESTAMP, result = $result, attempts = attempts + 1,
                  last_error = NULL
WHERE outbox_id = $outbox_id;

-- name: triage_outbox_failed
UPDATE outbox SET attempts = attempts + 1, last_error = $error, next_attempt_at = $next_attempt_at::TIMESTAMP
WHERE outbox_id = $outbox_id;

-- name: triage_agent_launches
SELECT * FROM agent_launches WHERE fingerprint = coalesce($fingerprint, fingerprint) ORDER BY launch_id;

-- name: triage_agent_launches_in_week
-- Launches that count against the weekly budget (dry runs are budgeted among themselves).
SELECT count(*) AS n FROM agent_launches
WHERE week = $week AND dry_run = $dry_run AND status IN ('planned', 'launched', 'finished');

-- name: triage_agent_launch
SELECT * FROM agent_launches WHERE launch_id = $launch_id;

-- name: triage_agent_active
-- A real launch for this fingerprint still within its cooldown: one agent per problem at a time.
SELECT launch_id, status, url FROM agent_launches
WHERE fingerprint = $fingerprint AND NOT dry_run AND status IN ('planned', 'launched')
  AND created_at >= $since::TIMESTAMP
ORDER BY launch_id DESC LIMIT 1;

-- name: triage_agent_insert
INSERT INTO agent_launches (fingerprint, week, launcher, dry_run, status, prompt, created_at)
VALUES ($fingerprint, $week, $launcher, $dry_run, $status, $prompt, $now::TIMESTAMP)
ON CONFLICT (fingerprint, week, dry_run) DO NOTHING
RETURNING launch_id;

-- name: triage_agent_update
UPDATE agent_launches SET status = $status, external_id = coalesce($external_id, external_id),
       url = coalesce($url, url), launched_at = coalesce($launched_at::TIMESTAMP, launched_at)
WHERE launch_id = $launch_id;

-- name: triage_week_done
-- Fingerprints whose ticket row (kind 'ticket') or agent decision (kind 'agent') for the week
-- already exists: a re-run skips investigating them again.
SELECT 'ticket' AS kind, split_part(dedupe_key, ':', 2) AS fingerprint
FROM outbox WHERE sink = 'linear' AND dedupe_key LIKE 'ticket:%:' || $week
UNION ALL
SELECT 'agent', fingerprint FROM agent_launches WHERE week = $week;

-- name: ticket_classes
-- The class each ticket's errors carry now: the latest person's verdict on the ticket's fingerprint or on its
-- tool and template, else the stored class (NULL when neither is known).
SELECT t.fingerprint, t.backend,
       coalesce(arg_max(v.error_class, v.labelled_at), any_value(f.error_class)) AS error_class
FROM tickets AS t
LEFT JOIN fingerprints AS f ON f.fingerprint = t.fingerprint
LEFT JOIN verdicts AS v ON v.fingerprint = t.fingerprint OR (v.tool = f.tool AND v.template = f.template)
GROUP BY t.fingerprint, t.backend
ORDER BY t.fingerprint;
