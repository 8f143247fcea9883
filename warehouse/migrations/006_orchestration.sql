-- Orchestration: a lock row per exclusive job, so two runs of `detect` in one
-- process (Prefect threads, an overlap after a slow run) never work at once.
-- Across processes DuckDB's single-writer file lock already does this.
CREATE TABLE run_locks (
    name         VARCHAR   PRIMARY KEY,  -- detect | triage | retention
    holder       VARCHAR   NOT NULL,     -- who holds it: host:pid:uuid of the run
    acquired_at  TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL      -- a crashed holder's lock is taken over after this
);

-- What `toolwatch retention` removed, so a person can tell why old raw rows are gone.
CREATE SEQUENCE retention_runs_seq START 1;

CREATE TABLE retention_runs (
    run_id       BIGINT PRIMARY KEY DEFAULT nextval('retention_runs_seq'),
    cutoff       TIMESTAMP NOT NULL,     -- rows with ts before this were removed
    rows_removed BIGINT    NOT NULL,
    export_path  VARCHAR,                -- the Parquet file they went to, if exported
    ran_at       TIMESTAMP NOT NULL
);
