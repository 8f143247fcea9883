-- Core tables: normalised tool calls, rejected lines, file ledger, rollups, fingerprints, outbox.
-- All timestamps are UTC, stored as naive TIMESTAMP.

CREATE TABLE tool_calls (
    event_key        UHUGEINT  NOT NULL,  -- md5 of call_id when present, else of the canonical event; the dedupe key
    ts               TIMESTAMP NOT NULL,  -- when the call ended (UTC)
    tool             VARCHAR   NOT NULL,
    model            VARCHAR   NOT NULL,  -- 'unknown' when the event had none
    status           VARCHAR   NOT NULL,  -- ok | error | cancelled | timeout
    is_error         BOOLEAN   NOT NULL,  -- status <> 'ok'
    error_type       VARCHAR,
    error_message    VARCHAR,             -- truncated to the ingest limit, see `truncated`
    call_id          VARCHAR,
    session_id       VARCHAR,
    provider         VARCHAR,
    harness_version  VARCHAR,
    client_os        VARCHAR,
    duration_ms      DOUBLE,
    args             VARCHAR,             -- JSON text, truncated to the ingest limit
    truncated        BOOLEAN   NOT NULL DEFAULT false,
    error_class      VARCHAR,             -- one of the six classes; NULL for ok calls
    reason           VARCHAR,
    rule_id          VARCHAR,
    ruleset_version  VARCHAR,
    fingerprint      VARCHAR,             -- 16 hex chars; NULL for ok calls
    template         VARCHAR,             -- the normalised message the fingerprint was computed from
    source_file_id   BIGINT,
    source_line      BIGINT,              -- row of a Parquet file / span of an OTLP export; NULL for JSONL
    ingested_at      TIMESTAMP NOT NULL
);

CREATE SEQUENCE ingested_files_seq START 1;

CREATE TABLE ingested_files (
    file_id      BIGINT PRIMARY KEY DEFAULT nextval('ingested_files_seq'),
    path         VARCHAR   NOT NULL,
    format       VARCHAR   NOT NULL,      -- jsonl | parquet | otlp
    size_bytes   BIGINT    NOT NULL,
    sha256       VARCHAR   NOT NULL,
    lines_read   BIGINT    NOT NULL,
    accepted     BIGINT    NOT NULL,
    rejected     BIGINT    NOT NULL,
    duplicates   BIGINT    NOT NULL,
    truncated    BIGINT    NOT NULL,
    min_ts       TIMESTAMP,
    max_ts       TIMESTAMP,
    ingested_at  TIMESTAMP NOT NULL
);

CREATE TABLE rejects (
    file_id      BIGINT    NOT NULL,
    path         VARCHAR   NOT NULL,
    line_no      BIGINT    NOT NULL,      -- 1-based line (JSONL) or row (Parquet) number
    reason       VARCHAR   NOT NULL,
    raw          VARCHAR,                 -- the offending text, truncated to 2,000 characters
    rejected_at  TIMESTAMP NOT NULL
);

-- Calls per bucket x tool x model: the denominator of every rate.
CREATE TABLE rollup_calls (
    bucket  TIMESTAMP NOT NULL,
    tool    VARCHAR   NOT NULL,
    model   VARCHAR   NOT NULL,
    calls   BIGINT    NOT NULL,
    errors  BIGINT    NOT NULL,
    PRIMARY KEY (bucket, tool, model)
);

-- Errors per bucket x tool x model x class x fingerprint: the numerators.
CREATE TABLE rollup_errors (
    bucket       TIMESTAMP NOT NULL,
    tool         VARCHAR   NOT NULL,
    model        VARCHAR   NOT NULL,
    error_class  VARCHAR   NOT NULL,
    fingerprint  VARCHAR   NOT NULL,
    errors       BIGINT    NOT NULL,
    PRIMARY KEY (bucket, tool, model, error_class, fingerprint)
);

-- One row per fingerprint: the readable template and a sample, for alerts and tickets.
CREATE TABLE fingerprints (
    fingerprint     VARCHAR PRIMARY KEY,
    tool            VARCHAR   NOT NULL,
    error_class     VARCHAR   NOT NULL,
    reason          VARCHAR   NOT NULL,
    template        VARCHAR   NOT NULL,
    sample_message  VARCHAR,
    first_seen      TIMESTAMP NOT NULL,
    last_seen       TIMESTAMP NOT NULL,
    errors          BIGINT    NOT NULL
);

-- Key/value facts about the warehouse (rollup bucket width, ruleset version, watermarks).
CREATE TABLE meta (
    key    VARCHAR PRIMARY KEY,
    value  VARCHAR NOT NULL
);

-- Everything that must reach a person or a service goes through here first (Slack, Linear, agents).
CREATE SEQUENCE outbox_seq START 1;

CREATE TABLE outbox (
    outbox_id        BIGINT PRIMARY KEY DEFAULT nextval('outbox_seq'),
    sink             VARCHAR   NOT NULL,  -- slack | linear | agent
    dedupe_key       VARCHAR   NOT NULL,  -- what makes two entries the same notification
    payload          JSON      NOT NULL,
    created_at       TIMESTAMP NOT NULL,
    attempts         INTEGER   NOT NULL DEFAULT 0,
    next_attempt_at  TIMESTAMP,
    delivered_at     TIMESTAMP,
    result           JSON,                -- e.g. {"channel": ..., "ts": ...} from Slack
    last_error       VARCHAR,
    UNIQUE (sink, dedupe_key)
);
