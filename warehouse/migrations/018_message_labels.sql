-- The rules' labels of each distinct error message a small file classified in Python, kept per
-- warehouse (issue 18: an hourly or per-hook file mostly repeats messages the warehouse has seen).
-- A message found here skips normalising and the rules' regexes (RE2 compiles each rule a message
-- reaches, ~0.35 ms a rule, once per process: most of a small file's classifying).
--
-- Only what the rules alone say (CompiledClassifier.classify_many): people's verdicts and the
-- learned fallback revise the file's labels after this, as they revise the rules' (refine), so
-- neither is stored here and neither needs to invalidate it. message_key is the md5 of the JSON
-- array [tool, status, error_type, error_message] (null and '' stay apart); ruleset_version names
-- the rules and normalisation (a test pins the shipped rules' digest to their version; a user's
-- rules add a hash of theirs). A label of another version is never read, and is deleted when the
-- current version writes. Bounded: the newest rows are kept (warehouse.ingest.MESSAGE_LABELS_KEPT).
CREATE TABLE message_labels (
    ruleset_version VARCHAR   NOT NULL,
    message_key     VARCHAR   NOT NULL,
    error_class     VARCHAR   NOT NULL,
    reason          VARCHAR   NOT NULL,
    rule_id         VARCHAR   NOT NULL,
    template        VARCHAR   NOT NULL,
    fingerprint     VARCHAR   NOT NULL,
    stored_at       TIMESTAMP NOT NULL
);
