-- Rollups without a primary key (issue 18). Ingest adds each file's counts with MERGE INTO,
-- a hash join on the keys, instead of INSERT … ON CONFLICT, which inserts every new key into
-- an ART index (3x the cost of the rollup into a fresh warehouse) and writes that index at
-- each checkpoint. The keys stay unique: every writer merges (ingest, partition merges) or
-- rebuilds from tool_calls with GROUP BY (warehouse.rollup), one writer per warehouse.

CREATE TABLE rollup_calls_unindexed (
    bucket  TIMESTAMP NOT NULL,
    tool    VARCHAR   NOT NULL,
    model   VARCHAR   NOT NULL,
    calls   BIGINT    NOT NULL,
    errors  BIGINT    NOT NULL
);
INSERT INTO rollup_calls_unindexed SELECT bucket, tool, model, calls, errors FROM rollup_calls;
DROP TABLE rollup_calls;
ALTER TABLE rollup_calls_unindexed RENAME TO rollup_calls;

CREATE TABLE rollup_errors_unindexed (
    bucket       TIMESTAMP NOT NULL,
    tool         VARCHAR   NOT NULL,
    model        VARCHAR   NOT NULL,
    error_class  VARCHAR   NOT NULL,
    fingerprint  VARCHAR   NOT NULL,
    errors       BIGINT    NOT NULL
);
INSERT INTO rollup_errors_unindexed
SELECT bucket, tool, model, error_class, fingerprint, errors FROM rollup_errors;
DROP TABLE rollup_errors;
ALTER TABLE rollup_errors_unindexed RENAME TO rollup_errors;
