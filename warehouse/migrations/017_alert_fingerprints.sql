-- The fingerprints each unknown-threshold alert has named to on-call (issue 13, reworded messages):
-- those its opening (or re-open, widening, re-notification) showed as top fingerprints, and each
-- new bug paged in its thread while it was open (alerts/new_errors.py). A fingerprint pages at
-- most once per alert; `detect.new_error_cooldown` spaces the new-error pages of one alert.
CREATE TABLE alert_fingerprints (
    alert_id     BIGINT    NOT NULL,
    fingerprint  VARCHAR   NOT NULL,
    event        VARCHAR   NOT NULL,  -- the notification that named it: opened | reopened | widened | renotified | new_fingerprint
    named_at     TIMESTAMP NOT NULL,  -- the evaluated bucket's end
    errors       BIGINT,              -- its errors in the window the page showed
    PRIMARY KEY (alert_id, fingerprint)
);
