-- Detection and alert lifecycle: per-series baseline state, evaluations, alerts, silences.
-- All timestamps are naive UTC, like 001_core.

-- One row per (tool, model, class) series: the online baseline, persisted between runs.
-- mean_calls / mean_errors are river.stats.EWMean-style exponentially weighted means of
-- the per-bucket counts over the buckets the series learned from; their ratio is the
-- baseline rate. The streak columns hold what was held out as anomalous, so that a
-- lasting level shift can be adopted after `detect.adapt_after`.
CREATE SEQUENCE detector_series_seq START 1;

CREATE TABLE detector_series (
    series_id        BIGINT PRIMARY KEY DEFAULT nextval('detector_series_seq'),
    tool             VARCHAR   NOT NULL,
    model            VARCHAR   NOT NULL,
    error_class      VARCHAR   NOT NULL,
    created_bucket   TIMESTAMP NOT NULL,
    learned_buckets  BIGINT    NOT NULL DEFAULT 0,  -- buckets with calls the baseline learned from
    learned_calls    DOUBLE    NOT NULL DEFAULT 0,  -- total calls learned (grace period)
    mean_calls       DOUBLE    NOT NULL DEFAULT 0,
    mean_errors      DOUBLE    NOT NULL DEFAULT 0,
    excluded_streak  BIGINT    NOT NULL DEFAULT 0,  -- consecutive buckets with calls held out as anomalous
    streak_calls     DOUBLE    NOT NULL DEFAULT 0,
    streak_errors    DOUBLE    NOT NULL DEFAULT 0,
    UNIQUE (tool, model, error_class)
);

-- Bulk upload target for saving state: filled from Arrow, merged by detect_save_state, emptied.
CREATE TABLE detector_series_upload (
    series_id        BIGINT PRIMARY KEY,
    learned_buckets  BIGINT NOT NULL,
    learned_calls    DOUBLE NOT NULL,
    mean_calls       DOUBLE NOT NULL,
    mean_errors      DOUBLE NOT NULL,
    excluded_streak  BIGINT NOT NULL,
    streak_calls     DOUBLE NOT NULL,
    streak_errors    DOUBLE NOT NULL
);

-- One row per evaluation (one bucket): what was tested and what changed.
CREATE TABLE detect_evaluations (
    evaluation_id  VARCHAR   PRIMARY KEY,
    bucket         TIMESTAMP NOT NULL,       -- start of the evaluated bucket
    evaluated_at   TIMESTAMP NOT NULL,       -- wall clock
    series         BIGINT    NOT NULL,
    tests          BIGINT    NOT NULL,       -- hypotheses in the FDR family
    findings       BIGINT    NOT NULL,
    opened         BIGINT    NOT NULL,
    renotified     BIGINT    NOT NULL,
    resolved       BIGINT    NOT NULL,
    silenced       BIGINT    NOT NULL
);

CREATE SEQUENCE alerts_seq START 1;

-- At most one open alert per alert_key (enforced by alerts/policy.py inside its transaction).
CREATE TABLE alerts (
    alert_id          BIGINT PRIMARY KEY DEFAULT nextval('alerts_seq'),
    alert_key         VARCHAR   NOT NULL,  -- kind|tool|model or *|error_class
    kind              VARCHAR   NOT NULL,  -- unknown_threshold | anomaly
    tool              VARCHAR   NOT NULL,
    model             VARCHAR,             -- NULL for a tool-wide alert
    error_class       VARCHAR   NOT NULL,
    status            VARCHAR   NOT NULL,  -- open | resolved
    opened_at         TIMESTAMP NOT NULL,  -- end of the bucket whose evaluation opened it
    last_seen_at      TIMESTAMP NOT NULL,  -- last evaluation that still found it
    last_notified_at  TIMESTAMP NOT NULL,
    notified_score    DOUBLE    NOT NULL,  -- score at the last notification (renotify only if worse)
    notify_seq        INTEGER   NOT NULL,  -- notifications so far; part of the outbox dedupe key
    resolved_at       TIMESTAMP,
    recovery_since    TIMESTAMP,           -- first normal bucket of the current recovery, if any
    recovery_calls    DOUBLE    NOT NULL DEFAULT 0,
    recovery_errors   DOUBLE    NOT NULL DEFAULT 0,
    evidence          JSON      NOT NULL,  -- latest evidence (docs/DEVELOPING.md, "Findings and alerts")
    evaluation_id     VARCHAR   NOT NULL   -- evaluation that last changed it
);

CREATE SEQUENCE silences_seq START 1;

CREATE TABLE silences (
    silence_id  BIGINT PRIMARY KEY DEFAULT nextval('silences_seq'),
    alert_key   VARCHAR   NOT NULL,
    reason      VARCHAR   NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL
);
