-- name: fingerprints_with_prefix
-- At most a few fingerprints starting with $prefix, so an ambiguous prefix can be shown.
SELECT fingerprint FROM fingerprints WHERE starts_with(fingerprint, $prefix) ORDER BY fingerprint LIMIT 6;

-- name: fingerprint_of_ticket
SELECT fingerprint FROM tickets WHERE lower(identifier) = lower($identifier) OR issue_id = $identifier LIMIT 1;

-- name: fingerprint_last_seen
SELECT last_seen FROM fingerprints WHERE fingerprint = $fingerprint;
