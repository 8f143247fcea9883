-- Named statements of the simulator's writer (loaded by flows/sim/write.py).
-- They read the Arrow stream registered as `sim_batch` and format the input
-- contract: ts as RFC 3339 UTC with Z and milliseconds, args as a JSON object.
-- Kept out of warehouse/queries: they write files, not the warehouse.

-- name: events_view
CREATE OR REPLACE TEMP VIEW sim_events AS
SELECT
    strftime(make_timestamp(ts_ms * 1000), '%Y-%m-%dT%H:%M:%S.%gZ') AS ts,
    tool::VARCHAR AS tool,
    model::VARCHAR AS model,
    status::VARCHAR AS status,
    error_type,
    error_message,
    printf('%s%010x', call_prefix::VARCHAR, seq) AS call_id,
    session_id,
    provider::VARCHAR AS provider,
    harness_version::VARCHAR AS harness_version,
    client_os::VARCHAR AS client_os,
    duration_ms,
    args::JSON AS args
FROM sim_batch

-- name: copy_jsonl
COPY (SELECT * FROM sim_events) TO $path (FORMAT json)

-- name: select_parquet
SELECT * REPLACE (args::VARCHAR AS args) FROM sim_events
