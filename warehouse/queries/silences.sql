-- name: silence_end
-- Ends every silence of the key that is in force at $now (unsilence); returns the ones it ended.
UPDATE silences SET expires_at = $now
WHERE alert_key = $alert_key AND expires_at > $now AND created_at <= $now
RETURNING silence_id, alert_key, reason, created_at;

-- name: silence_key_known
-- Whether an alert key names something toolwatch has seen: an alert with that key, or calls of its tool (and model).
SELECT EXISTS (SELECT 1 FROM alerts WHERE alert_key = $alert_key)
    OR EXISTS (SELECT 1 FROM rollup_calls WHERE tool = $tool AND ($model IS NULL OR model = $model)) AS known;
