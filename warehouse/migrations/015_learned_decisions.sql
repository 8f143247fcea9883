-- The learned fallback's decision for each template it was asked about, kept per warehouse
-- (issue 13: the learned step's ingest cost). A template no rule matches goes to the model
-- once per warehouse, not once per file: later files read its decision here and, when every
-- unmatched template of a file is known, the model is not even loaded.
--
-- model_version names everything a decision depends on: the ruleset version, the model's
-- examples (the shipped ones and every verdict it has learned), its linear weights and its
-- thresholds (detectors.classify.CompiledClassifier.learned_version). A decision of another
-- version is never read, and is deleted when the current version writes. No primary key: rows
-- are only added for templates not yet stored (an anti-join), by the one writer of the warehouse.
CREATE TABLE learned_decisions (
    model_version  VARCHAR NOT NULL,
    tool           VARCHAR NOT NULL,
    error_type     VARCHAR,
    template       VARCHAR NOT NULL,
    error_class    VARCHAR NOT NULL,   -- the model's answer, assigned or not
    reason         VARCHAR NOT NULL,
    confidence     DOUBLE  NOT NULL,
    assigned       BOOLEAN NOT NULL    -- confident enough to replace unknown/unmatched
);
