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

-- name: triage_ticket_facts
-- Every number a ticket shows, from one statement over one snapshot of the fingerprint's
-- rows, so its summary sentence, tables and samples cannot disagree:
--   total     errors, calls of the tool, sessions, models and OSes in the week;
--   breakdown per dimension value: errors, sessions, the tool's calls;
--   sample    distinct (message, args) with their count, how many models / OSes / harness
--             versions they came from and the latest one of each;
--   week      per week of the history window (value = week index, 0 oldest): errors, sessions, calls;
--   version   per harness version over the history window: calls, errors, first error.
WITH calls AS (
    SELECT ts, model, harness_version, client_os, provider, session_id, error_message, args,
           is_error AND fingerprint = $fingerprint AS hit
    FROM tool_calls
    WHERE tool = $tool AND ts >= $history_start::TIMESTAMP AND ts < $week_end::TIMESTAMP
), wk AS (
    SELECT * FROM calls WHERE ts >= $week_start::TIMESTAMP
), long AS (
    SELECT 'model' AS dimension, model AS value, hit, session_id FROM wk
    UNION ALL SELECT 'harness_version', harness_version, hit, session_id FROM wk
    UNION ALL SELECT 'client_os', client_os, hit, session_id FROM wk
    UNION ALL SELECT 'provider', provider, hit, session_id FROM wk
), samples AS (
    SELECT error_message, args, count(*) AS errors, max(ts) AS last_ts,
           count(DISTINCT model) AS models, count(DISTINCT coalesce(client_os, '(not reported)')) AS oses,
           count(DISTINCT coalesce(harness_version, '(not reported)')) AS versions,
           arg_max(model, ts) AS model, arg_max(harness_version, ts) AS harness_version,
           arg_max(client_os, ts) AS client_os
    FROM wk WHERE hit
    GROUP BY error_message, args
    ORDER BY errors DESC, last_ts DESC, error_message
    LIMIT $samples
)
SELECT 'total' AS section, NULL AS dimension, NULL AS value,
       count(*) FILTER (WHERE hit) AS errors, count(DISTINCT session_id) FILTER (WHERE hit) AS sessions,
       count(*) AS calls, count(DISTINCT model) FILTER (WHERE hit) AS models,
       count(DISTINCT coalesce(client_os, '(not reported)')) FILTER (WHERE hit) AS oses,
       NULL::BIGINT AS versions, max(ts) FILTER (WHERE hit) AS last_ts, min(ts) FILTER (WHERE hit) AS first_ts,
       NULL AS args, NULL AS model, NULL AS harness_version, NULL AS client_os
FROM wk
UNION ALL
SELECT 'breakdown', dimension, coalesce(value, '(not reported)'),
       count(*) FILTER (WHERE hit), count(DISTINCT session_id) FILTER (WHERE hit), count(*),
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
FROM long
GROUP BY dimension, value
UNION ALL
SELECT 'sample', NULL, error_message, errors, NULL, NULL, models, oses, versions, last_ts, NULL,
       args, model, harness_version, client_os
FROM samples
UNION ALL
SELECT 'week', NULL, CAST(date_diff('second', $history_start::TIMESTAMP, ts) // 604800 AS VARCHAR),
       count(*) FILTER (WHERE hit), count(DISTINCT session_id) FILTER (WHERE hit), count(*),
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
FROM calls
GROUP BY 3
UNION ALL
SELECT 'version', NULL, harness_version, count(*) FILTER (WHERE hit), NULL, count(*), NULL, NULL, NULL,
       NULL, min(ts) FILTER (WHERE hit), NULL, NULL, NULL, NULL
FROM calls
WHERE harness_version IS NOT NULL
GROUP BY harness_version
ORDER BY section, dimension, errors DESC, calls DESC, value;

-- name: triage_alerts_table_exists
SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'alerts';

-- name: triage_related_alerts
-- Alerts that fired on the fingerprint (it is among the alert's top fingerprints) or on its
-- tool and class, and were open at some point of the week, open or not now; with the Slack
-- message that shows each (channel and ts make its permalink).
SELECT a.alert_id, a.alert_key, a.kind, a.model, a.error_class, a.status, a.opened_at, a.resolved_at,
       list_contains(coalesce(json_extract_string(a.evidence, '$.top_fingerprints[*].fingerprint'), []),
                     $fingerprint) AS on_fingerprint,
       m.sink, m.channel, m.ts
FROM alerts AS a
LEFT JOIN (SELECT alert_id, arg_min(sink, sink = 'local') AS sink, arg_min(channel, sink = 'local') AS channel,
                  arg_min(ts, sink = 'local') AS ts
           FROM slack_messages GROUP BY alert_id) AS m USING (alert_id)
WHERE a.tool = $tool
  AND a.opened_at < $week_end::TIMESTAMP
  AND coalesce(a.resolved_at, a.last_seen_at, a.opened_at) >= $week_start::TIMESTAMP
  AND (a.error_class = $error_class
       OR list_contains(coalesce(json_extract_string(a.evidence, '$.top_fingerprints[*].fingerprint'), []),
                        $fingerprint))
ORDER BY on_fingerprint DESC, a.opened_at DESC, a.alert_id DESC;

-- name: triage_alert_ticket_link
-- Alert → ticket: the alert shows the ticket that covers one of its fingerprints.
INSERT INTO alert_tickets VALUES ($alert_id, $fingerprint, $identifier, $url, $week, $now::TIMESTAMP)
ON CONFLICT (alert_id, fingerprint) DO UPDATE SET
    identifier = excluded.identifier, url = excluded.url, week = excluded.week, linked_at = excluded.linked_at;

-- name: triage_alert_tickets
SELECT * FROM alert_tickets WHERE alert_id = coalesce($alert_id, alert_id) ORDER BY alert_id, fingerprint;

-- name: triage_impact
-- Per fingerprint in the week, what its errors cost the agents (docs/triage.md, "Impact"):
--   wasted_tokens  error text left in the model's context: characters / 4 summed over occurrences;
--   stuck_sessions sessions that repeated the fingerprint >= $stuck_repeats times with the same
--                  arguments (NULL arguments count as the same): the agent retrying unchanged;
--   derailed       affected sessions with no call after $derail_seconds past their last error;
--   usual_stop     share of the tool's sessions with no call $derail_seconds after their last
--                  successful call of the tool: how often sessions simply end there.
WITH wk AS (
    SELECT ts, tool, session_id, fingerprint, is_error, args, error_message
    FROM tool_calls
    WHERE ts >= $week_start::TIMESTAMP
      AND ts < $week_end::TIMESTAMP + to_seconds($derail_seconds::BIGINT)
), last_call AS (
    SELECT session_id, max(ts) AS last_ts FROM wk WHERE session_id IS NOT NULL GROUP BY session_id
), errs AS (
    SELECT * FROM wk WHERE is_error AND fingerprint IS NOT NULL AND ts < $week_end::TIMESTAMP
), tokens AS (
    SELECT fingerprint, sum(length(coalesce(error_message, ''))) / 4.0 AS wasted_tokens
    FROM errs GROUP BY fingerprint
), per_session AS (
    SELECT fingerprint, session_id, max(ts) AS last_error FROM errs WHERE session_id IS NOT NULL
    GROUP BY fingerprint, session_id
), stuck AS (
    SELECT DISTINCT fingerprint, session_id FROM errs WHERE session_id IS NOT NULL
    GROUP BY fingerprint, session_id, args HAVING count(*) >= $stuck_repeats
), derail AS (
    SELECT p.fingerprint, count(*) FILTER (WHERE l.last_ts <= p.last_error + to_seconds($derail_seconds::BIGINT)
                                           AND p.last_error + to_seconds($derail_seconds::BIGINT) < $week_end::TIMESTAMP)
               AS derailed,
           count(*) FILTER (WHERE p.last_error + to_seconds($derail_seconds::BIGINT) < $week_end::TIMESTAMP) AS judged
    FROM per_session AS p JOIN last_call AS l USING (session_id)
    GROUP BY p.fingerprint
), usual AS (
    SELECT o.tool,
           avg(CASE WHEN l.last_ts <= o.last_ok + to_seconds($derail_seconds::BIGINT) THEN 1.0 ELSE 0.0 END) AS usual_stop
    FROM (SELECT tool, session_id, max(ts) AS last_ok FROM wk
          WHERE NOT is_error AND session_id IS NOT NULL
            AND ts + to_seconds($derail_seconds::BIGINT) < $week_end::TIMESTAMP
          GROUP BY tool, session_id) AS o
    JOIN last_call AS l USING (session_id)
    GROUP BY o.tool
)
SELECT t.fingerprint, t.wasted_tokens,
       (SELECT count(*) FROM stuck AS s WHERE s.fingerprint = t.fingerprint) AS stuck_sessions,
       coalesce(d.derailed, 0) AS derailed, coalesce(d.judged, 0) AS judged,
       u.usual_stop
FROM tokens AS t
LEFT JOIN derail AS d USING (fingerprint)
LEFT JOIN (SELECT DISTINCT fingerprint, tool FROM errs) AS ft USING (fingerprint)
LEFT JOIN usual AS u ON u.tool = ft.tool;

-- name: triage_backlog
-- Unknown fingerprints with >= $min_errors errors in some week of the history window and
-- no ticket: bugs a first run (or a run after an outage) still owes a ticket. Newest week first.
SELECT c.fingerprint, max(c.week_index) AS week_index
FROM (SELECT fingerprint,
             CAST(date_diff('second', $history_start::TIMESTAMP, ts) // 604800 AS INTEGER) AS week_index,
             count(*) AS errors
      FROM tool_calls
      WHERE is_error AND error_class = 'unknown' AND fingerprint IS NOT NULL
        AND ts >= $history_start::TIMESTAMP AND ts < $week_start::TIMESTAMP
      GROUP BY fingerprint, week_index) AS c
WHERE c.errors >= $min_errors
  AND c.fingerprint NOT IN (SELECT fingerprint FROM tickets)
GROUP BY c.fingerprint
ORDER BY week_index DESC, c.fingerprint;

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
-- Real launches that count against the weekly budget; dry runs are never recorded nor counted.
SELECT count(*) AS n FROM agent_launches
WHERE week = $week AND NOT dry_run AND status IN ('planned', 'launched', 'finished');

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

-- name: triage_outbox_row
-- The ticket row of one fingerprint and week, if this week already enqueued it.
SELECT outbox_id, delivered_at, next_attempt_at FROM outbox WHERE sink = 'linear' AND dedupe_key = $dedupe_key;

-- name: triage_agent_launches_week
-- Fingerprints with a real agent decision recorded this week: a re-run does not decide again.
SELECT DISTINCT fingerprint FROM agent_launches WHERE week = $week AND NOT dry_run;

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

-- name: triage_adopted_alerts
-- Alerts whose lasting shift became the baseline this week (outcome 'adopted', migration 010):
-- regressions for the weekly triage, with when the shift started and the harness versions
-- of the series' calls in the day before it and the day after it (most calls first).
WITH adopted AS (
    SELECT alert_id, alert_key, tool, model, error_class, opened_at, resolved_at AS adopted_at,
           coalesce(shift_started_at, opened_at) AS started_at, rate_before, rate_after
    FROM alerts
    WHERE outcome = 'adopted' AND resolved_at >= $week_start::TIMESTAMP AND resolved_at < $week_end::TIMESTAMP
), versions AS (
    SELECT a.alert_id, c.ts >= a.started_at AS after, coalesce(c.harness_version, '(not reported)') AS version,
           count(*) AS calls
    FROM adopted AS a
    JOIN tool_calls AS c ON c.tool = a.tool AND (a.model IS NULL OR c.model = a.model)
     AND c.ts >= a.started_at - INTERVAL 1 DAY AND c.ts < a.started_at + INTERVAL 1 DAY
    GROUP BY ALL
)
SELECT a.*,
       (SELECT list(v.version ORDER BY v.calls DESC, v.version) FROM versions AS v
        WHERE v.alert_id = a.alert_id AND NOT v.after) AS versions_before,
       (SELECT list(v.version ORDER BY v.calls DESC, v.version) FROM versions AS v
        WHERE v.alert_id = a.alert_id AND v.after) AS versions_after
FROM adopted AS a
ORDER BY a.started_at, a.alert_id;

-- name: triage_alerts_have_outcome
SELECT count(*) AS n FROM information_schema.columns WHERE table_name = 'alerts' AND column_name = 'outcome';

-- name: triage_agent_run_event_keys
-- What was already said on tickets before a triage agent ran (skills/triage_agent.py diffs it).
SELECT dedupe_key FROM ticket_events;

-- name: triage_agent_run_marks
-- The newest outbox row and launch before a triage agent ran: anything above is the agent's.
SELECT coalesce((SELECT max(outbox_id) FROM outbox), 0) AS outbox_id,
       coalesce((SELECT max(launch_id) FROM agent_launches), 0) AS launch_id;

-- name: triage_agent_run_events
SELECT dedupe_key, fingerprint, kind, week, created_at FROM ticket_events ORDER BY created_at, dedupe_key;

-- name: triage_agent_run_outbox
-- Ticket and launch rows queued after the mark, delivered or not.
SELECT outbox_id, sink, dedupe_key, delivered_at, last_error FROM outbox
WHERE outbox_id > $after AND sink IN ('linear', 'agent')
ORDER BY outbox_id;

-- name: triage_agent_run_launches
SELECT * FROM agent_launches WHERE launch_id > $after AND NOT dry_run ORDER BY launch_id;
