-- Slack delivery (alerts/delivery.py). Outbox rows with sink = 'slack'.

-- name: slack_outbox_pending
-- Undelivered rows in creation order; rows given up on carry result.failed.
SELECT outbox_id, dedupe_key, payload, attempts, next_attempt_at, last_error
FROM outbox
WHERE sink = 'slack' AND delivered_at IS NULL
  AND (result IS NULL OR json_extract_string(result, '$.failed') IS NULL)
ORDER BY outbox_id;

-- name: slack_outbox_mark_delivered
UPDATE outbox
SET delivered_at = $now, result = $result::JSON, attempts = attempts + 1,
    next_attempt_at = NULL, last_error = NULL
WHERE outbox_id = $outbox_id;

-- name: slack_outbox_mark_retry
UPDATE outbox
SET attempts = attempts + 1, next_attempt_at = $next_attempt_at, last_error = $error
WHERE outbox_id = $outbox_id;

-- name: slack_outbox_mark_failed
-- Given up: a permanent error, or too many transient ones. `toolwatch deliver --retry-failed` re-queues.
UPDATE outbox
SET attempts = attempts + 1, next_attempt_at = NULL, last_error = $error, result = $result::JSON
WHERE outbox_id = $outbox_id;

-- name: slack_outbox_requeue_failed
UPDATE outbox
SET result = NULL, next_attempt_at = NULL, attempts = 0
WHERE sink = 'slack' AND delivered_at IS NULL
  AND json_extract_string(result, '$.failed') IS NOT NULL;

-- name: slack_outbox_status
SELECT
    count(*) FILTER (WHERE delivered_at IS NOT NULL) AS delivered,
    count(*) FILTER (WHERE delivered_at IS NULL
                     AND (result IS NULL OR json_extract_string(result, '$.failed') IS NULL)) AS pending,
    count(*) FILTER (WHERE delivered_at IS NULL
                     AND json_extract_string(result, '$.failed') IS NOT NULL) AS failed,
    min(created_at) FILTER (WHERE delivered_at IS NULL
                            AND (result IS NULL OR json_extract_string(result, '$.failed') IS NULL)) AS oldest_pending
FROM outbox
WHERE sink = 'slack';

-- name: slack_outbox_undelivered
-- For `toolwatch alerts outbox`: everything not yet delivered, oldest first.
SELECT outbox_id, dedupe_key, created_at, attempts, next_attempt_at, last_error,
       json_extract_string(result, '$.failed') AS failed
FROM outbox
WHERE sink = 'slack' AND delivered_at IS NULL
ORDER BY outbox_id
LIMIT $limit;

-- name: slack_post_get
SELECT post_key, channel, thread_ts, intended_at, channel_id, ts, completed_at
FROM slack_posts
WHERE sink = $sink AND post_key = $post_key;

-- name: slack_post_intend
INSERT INTO slack_posts (sink, post_key, channel, thread_ts, intended_at)
VALUES ($sink, $post_key, $channel, $thread_ts, $intended_at)
ON CONFLICT DO NOTHING;

-- name: slack_post_complete
UPDATE slack_posts
SET channel_id = $channel_id, ts = $ts, completed_at = $completed_at
WHERE sink = $sink AND post_key = $post_key;

-- name: slack_message_get
SELECT alert_id, group_key, position, channel, ts, state, payload, posted_at
FROM slack_messages
WHERE sink = $sink AND alert_id = $alert_id;

-- name: slack_message_group
-- Every alert shown in one grouped message, in display order.
SELECT alert_id, group_key, position, channel, ts, state, payload, posted_at
FROM slack_messages
WHERE sink = $sink AND group_key = $group_key
ORDER BY position;

-- name: slack_message_upsert
INSERT INTO slack_messages (sink, alert_id, group_key, position, channel, ts, state, payload, posted_at, updated_at)
VALUES ($sink, $alert_id, $group_key, $position, $channel, $ts, $state, $payload::JSON, $now, $now)
ON CONFLICT (sink, alert_id) DO UPDATE SET
    group_key = excluded.group_key, position = excluded.position, channel = excluded.channel,
    ts = excluded.ts, state = excluded.state, payload = excluded.payload,
    posted_at = excluded.posted_at, updated_at = excluded.updated_at;

-- name: slack_outbox_payload
SELECT payload FROM outbox WHERE sink = 'slack' AND outbox_id = $outbox_id;
