-- Weekly triage ↔ alerts: which ticket covers the fingerprints an alert fired on.
-- One alert can carry several fingerprints and one fingerprint can fire several alerts,
-- so the link is its own table keyed by both; Slack and the UI read the ticket of an
-- alert from here (alert_id → identifier, url).
CREATE TABLE alert_tickets (
    alert_id     BIGINT    NOT NULL,
    fingerprint  VARCHAR   NOT NULL,
    identifier   VARCHAR   NOT NULL,  -- HAR-123 or TW-<fingerprint[:8]>
    url          VARCHAR,
    week         VARCHAR   NOT NULL,  -- ISO week of the triage run that linked them
    linked_at    TIMESTAMP NOT NULL,
    PRIMARY KEY (alert_id, fingerprint)
);
