-- Weekly triage: tickets keyed by fingerprint, what each week reported, and fix-agent launches.
-- Tickets live in Linear or as local Markdown files; these tables are the warehouse's memory of them,
-- so re-running a week (or finishing an interrupted run) never creates a second ticket.

CREATE TABLE tickets (
    fingerprint       VARCHAR PRIMARY KEY,
    backend           VARCHAR   NOT NULL,  -- linear | local
    issue_id          VARCHAR,             -- Linear issue id; NULL for local tickets
    identifier        VARCHAR   NOT NULL,  -- HAR-123, or TW-<fingerprint[:8]> for local tickets
    url               VARCHAR,             -- Linear URL, or the Markdown file path
    title             VARCHAR   NOT NULL,
    state             VARCHAR   NOT NULL,  -- open | closed
    priority          INTEGER   NOT NULL,  -- Linear scale: 1 urgent, 2 high, 3 medium, 4 low
    opened_at         TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL,
    closed_at         TIMESTAMP,
    fixed_in_version  VARCHAR,             -- harness version that carries the fix, when known
    reopened          INTEGER   NOT NULL DEFAULT 0,
    last_week         VARCHAR              -- ISO week of the latest weekly update
);

-- Everything said on a ticket (weekly numbers, reopen notices, agent links), once per dedupe_key.
CREATE TABLE ticket_events (
    dedupe_key   VARCHAR PRIMARY KEY,     -- e.g. 'week:<fp>:2026-W48', 'agent:<fp>:2026-W48'
    fingerprint  VARCHAR   NOT NULL,
    kind         VARCHAR   NOT NULL,      -- created | weekly | reopened | agent
    week         VARCHAR   NOT NULL,
    body         VARCHAR   NOT NULL,      -- Markdown, already escaped and redacted
    external_id  VARCHAR,                 -- Linear comment / attachment id
    created_at   TIMESTAMP NOT NULL
);

-- One row per fingerprint and week the triage reported on: the history a regression is judged by.
CREATE TABLE triage_issues (
    week           VARCHAR   NOT NULL,
    fingerprint    VARCHAR   NOT NULL,
    status         VARCHAR   NOT NULL,    -- new | spiking | regressed | ongoing
    tool           VARCHAR   NOT NULL,
    error_class    VARCHAR   NOT NULL,
    errors         BIGINT    NOT NULL,
    calls          BIGINT    NOT NULL,
    sessions       BIGINT    NOT NULL,
    rate           DOUBLE,
    baseline_rate  DOUBLE,
    p_value        DOUBLE,
    priority       INTEGER   NOT NULL,
    recorded_at    TIMESTAMP NOT NULL,
    PRIMARY KEY (week, fingerprint)
);

CREATE SEQUENCE agent_launches_seq START 1;

CREATE TABLE agent_launches (
    launch_id    BIGINT PRIMARY KEY DEFAULT nextval('agent_launches_seq'),
    fingerprint  VARCHAR   NOT NULL,
    week         VARCHAR   NOT NULL,
    launcher     VARCHAR   NOT NULL,      -- cursor | linear_delegate | command
    dry_run      BOOLEAN   NOT NULL,
    status       VARCHAR   NOT NULL,      -- planned | launched | failed | finished
    external_id  VARCHAR,                 -- Cursor agent id, Linear issue id, worktree path
    url          VARCHAR,
    prompt       VARCHAR   NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    launched_at  TIMESTAMP,
    UNIQUE (fingerprint, week, dry_run)
);
