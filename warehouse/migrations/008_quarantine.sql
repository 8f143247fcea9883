-- Files that could not be loaded at all (a corrupt Parquet file, a truncated .gz, an OTLP
-- export of the wrong shape). Nothing of such a file is loaded; later runs pass over it
-- until it changes (another size or modification time; for objects, another identity),
-- so one bad file never stops a batch or the scheduled detect run behind it.
CREATE TABLE quarantined_files (
    path            VARCHAR   PRIMARY KEY,
    size_bytes      BIGINT    NOT NULL,
    modified        VARCHAR   NOT NULL,  -- st_mtime_ns of a local file, Last-Modified of an object
    reason          VARCHAR   NOT NULL,
    first_failed_at TIMESTAMP NOT NULL,
    last_failed_at  TIMESTAMP NOT NULL,
    attempts        INTEGER   NOT NULL
);
