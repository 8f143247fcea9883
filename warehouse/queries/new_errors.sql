-- New bugs behind an open unknown-threshold alert (alerts/new_errors.py). Migration 017.

-- name: alert_fingerprints_add
INSERT INTO alert_fingerprints (alert_id, fingerprint, event, named_at, errors)
VALUES ($alert_id, $fingerprint, $event, $named_at, $errors)
ON CONFLICT DO NOTHING;

-- name: alert_fingerprints_of
SELECT fingerprint, event, named_at, errors
FROM alert_fingerprints
WHERE alert_id = $alert_id
ORDER BY named_at, fingerprint;

-- name: alert_new_fingerprint_seq
-- A new-error page is one more notification of the alert (the outbox dedupe key's sequence number);
-- it changes neither the notified score nor the re-notification clock.
UPDATE alerts SET notify_seq = notify_seq + 1
WHERE alert_id = $alert_id
RETURNING notify_seq;

-- name: new_errors_tool_calls
-- Calls of $tool per bucket in [$from, $to), all models (what the unknown detector counts).
SELECT bucket, sum(calls) AS calls
FROM rollup_calls
WHERE tool = $tool AND bucket >= $from AND bucket < $to
GROUP BY bucket;

-- name: new_errors_tool_unknown
-- Unknown errors of $tool per bucket and fingerprint in [$from, $to), all models.
SELECT bucket, fingerprint, sum(errors) AS errors
FROM rollup_errors
WHERE tool = $tool AND error_class = 'unknown' AND bucket >= $from AND bucket < $to
GROUP BY bucket, fingerprint;

-- name: new_errors_seen_before
-- Errors of $fingerprint in [$from, $to) (the week before the longest window), and what the
-- fingerprints table knows of it for the page.
SELECT (SELECT coalesce(sum(errors), 0) FROM rollup_errors
        WHERE fingerprint = $fingerprint AND bucket >= $from AND bucket < $to) AS errors_before,
       f.template, f.sample_message, f.first_seen
FROM (SELECT 1) AS one
LEFT JOIN fingerprints AS f ON f.fingerprint = $fingerprint;
