-- New bugs behind an open unknown-threshold alert (alerts/new_errors.py). Migration 017.

-- name: alert_fingerprints_open
-- What every open alert has already named to on-call, and when it last paged a new fingerprint.
SELECT af.alert_id, af.fingerprint, af.event, af.named_at
FROM alert_fingerprints AS af
JOIN alerts AS a USING (alert_id)
WHERE a.status = 'open'
ORDER BY af.alert_id, af.named_at;

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

-- name: new_errors_in_bucket
-- Unknown fingerprints of $tool with errors in the bucket $bucket, except those in $skip (already
-- named by the alert, or known to be old): the candidates, cheap to find before anything is summed.
SELECT fingerprint, sum(errors) AS errors
FROM rollup_errors
WHERE bucket = $bucket AND tool = $tool AND error_class = 'unknown'
  AND NOT list_contains($skip::VARCHAR[], fingerprint)
GROUP BY fingerprint
ORDER BY errors DESC, fingerprint;

-- name: new_errors_windows
-- For each candidate in $fingerprints: its errors and the tool's calls in each window (seconds in
-- $widths) ending at $at, as the unknown detector counts them (all models), and its errors in the
-- week before the longest window ($seen_from .. $seen_to): a fingerprint seen then is not new.
WITH w AS (
    SELECT unnest($widths::INTEGER[]) AS width
), calls AS (
    SELECT w.width, sum(c.calls) AS calls
    FROM rollup_calls AS c, w
    WHERE c.tool = $tool AND c.bucket >= $at::TIMESTAMP - to_seconds(w.width) AND c.bucket < $at::TIMESTAMP
    GROUP BY w.width
), errs AS (
    SELECT r.fingerprint, w.width, sum(r.errors) AS errors
    FROM rollup_errors AS r, w
    WHERE r.tool = $tool AND r.error_class = 'unknown' AND list_contains($fingerprints::VARCHAR[], r.fingerprint)
      AND r.bucket >= $at::TIMESTAMP - to_seconds(w.width) AND r.bucket < $at::TIMESTAMP
    GROUP BY r.fingerprint, w.width
), seen AS (
    SELECT fingerprint, sum(errors) AS errors
    FROM rollup_errors
    WHERE list_contains($fingerprints::VARCHAR[], fingerprint) AND bucket >= $seen_from AND bucket < $seen_to
    GROUP BY fingerprint
)
SELECT e.fingerprint, e.width, e.errors, coalesce(c.calls, 0) AS calls, coalesce(s.errors, 0) AS errors_before,
       f.template, f.sample_message, f.first_seen
FROM errs AS e
LEFT JOIN calls AS c USING (width)
LEFT JOIN seen AS s USING (fingerprint)
LEFT JOIN fingerprints AS f USING (fingerprint)
ORDER BY e.fingerprint, e.width;
