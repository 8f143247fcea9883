-- The learned fallback and people's verdicts (detectors/learned.py, toolwatch label).

-- How sure the deciding step was: the learned model's share of the vote for
-- rule 'learned', 1.0 for a person's verdict (rule 'label'), NULL for rules.
ALTER TABLE tool_calls ADD COLUMN confidence DOUBLE;

-- A person's verdict on one template of one tool (what a fingerprint stands
-- for; the fingerprint itself changes with the class). It wins over the rules
-- and the learned model on every row with that tool and template.
CREATE TABLE verdicts (
    tool         VARCHAR   NOT NULL,
    template     VARCHAR   NOT NULL,
    error_class  VARCHAR   NOT NULL,
    reason       VARCHAR   NOT NULL,
    fingerprint  VARCHAR,              -- the fingerprint the person labelled
    message      VARCHAR,              -- a sample message, taught to the learned model
    error_type   VARCHAR,
    source       VARCHAR   NOT NULL,   -- cli | linear | import
    labelled_by  VARCHAR,
    labelled_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (tool, template)
);
