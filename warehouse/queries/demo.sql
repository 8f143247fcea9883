-- What `toolwatch demo` reports at the end.

-- name: demo_summary
SELECT (SELECT count(*) FROM tool_calls) AS events,
       (SELECT count(*) FROM tool_calls WHERE is_error) AS errors,
       (SELECT count(*) FROM tool_calls WHERE error_class = 'unknown') AS unknown_errors,
       (SELECT count(*) FROM rejects) AS rejected_lines,
       (SELECT count(*) FROM fingerprints) AS fingerprints,
       (SELECT count(*) FROM alerts) AS alerts_opened,
       (SELECT count(*) FROM alerts WHERE status = 'open') AS alerts_open,
       (SELECT count(*) FROM outbox WHERE sink = 'slack' AND delivered_at IS NOT NULL) AS notifications_delivered,
       (SELECT count(*) FROM tickets) AS tickets;

-- name: demo_top_fingerprints
SELECT fingerprint, tool, error_class, reason, template, errors
FROM fingerprints
ORDER BY errors DESC
LIMIT 5;

-- name: demo_alerts
SELECT opened_at, resolved_at, kind, tool, coalesce(model, 'all models') AS model, error_class, status, outcome
FROM alerts
ORDER BY opened_at;

-- name: demo_tickets
SELECT identifier, title, state, priority, url
FROM tickets
ORDER BY priority, identifier;
