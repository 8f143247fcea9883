-- The fingerprint page's rollup (issue 17): errors per day x fingerprint x session x model x
-- harness version x OS, with the first and last error time. The page's breakdowns, session counts
-- and affected sessions come from here instead of a scan of the raw rows, which grew with the
-- warehouse (over the 300 ms budget at 10 M events). It follows tool_calls, not the detector's
-- rollups: ingest merges each file's errors in, reclassify and label rebuild it, and retention
-- removes the days it drops and re-derives the day its cutoff falls in, so it always equals
-- the aggregate of the error rows in the warehouse (tests/warehouse/test_rollup_fingerprint.py).
-- session_id, harness_version and client_os may be NULL: they are grouped as NULL, as the page did.
-- No primary key, like the other rollups (migration 012): every writer merges or rebuilds.
CREATE TABLE rollup_fingerprint_sessions (
    day              TIMESTAMP NOT NULL,  -- date_trunc('day', ts), UTC
    fingerprint      VARCHAR   NOT NULL,
    session_id       VARCHAR,
    model            VARCHAR   NOT NULL,
    harness_version  VARCHAR,
    client_os        VARCHAR,
    errors           BIGINT    NOT NULL,
    first_ts         TIMESTAMP NOT NULL,
    last_ts          TIMESTAMP NOT NULL
);

INSERT INTO rollup_fingerprint_sessions
SELECT date_trunc('day', ts), fingerprint, session_id, model, harness_version, client_os,
       count(*), min(ts), max(ts)
FROM tool_calls
WHERE is_error
GROUP BY ALL;
