-- Slack delivery state: which message shows which alert, and the post-intent log
-- that keeps a crash between "posted" and "marked" from posting twice.
-- `sink` is 'slack' or 'local': a warehouse delivered to the local sink on a laptop
-- and to Slack later never edits one sink's message through the other.

-- One row per alert that has a message. Alerts grouped into one message
-- (a burst for one tool in one evaluation) share group_key, channel and ts.
CREATE TABLE slack_messages (
    sink        VARCHAR   NOT NULL,
    alert_id    BIGINT    NOT NULL,
    group_key   VARCHAR   NOT NULL,  -- post_key of the top-level message
    position    INTEGER   NOT NULL,  -- order of the alert inside the grouped message
    channel     VARCHAR   NOT NULL,  -- channel ID as Slack returned it
    ts          VARCHAR   NOT NULL,  -- message ts: what chat.update and thread replies address
    state       VARCHAR   NOT NULL,  -- open | resolved
    payload     JSON      NOT NULL,  -- latest outbox payload of the alert: re-rendering the message needs it
    posted_at   TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (sink, alert_id)
);

-- Intent log: a row is written BEFORE chat.postMessage and completed with the ts
-- after it. An intent without a ts means "maybe posted": the next attempt looks the
-- message up by post_key (carried in the message metadata) before posting again.
CREATE TABLE slack_posts (
    sink          VARCHAR   NOT NULL,
    post_key      VARCHAR   NOT NULL,  -- toolwatch:outbox:<id>[:reply|:chart]
    channel       VARCHAR   NOT NULL,  -- as routed (a name or an ID)
    thread_ts     VARCHAR,             -- parent ts for a thread reply
    intended_at   TIMESTAMP NOT NULL,  -- wall clock, bounds the look-up window
    channel_id    VARCHAR,
    ts            VARCHAR,             -- set once Slack acknowledged the post
    completed_at  TIMESTAMP,
    PRIMARY KEY (sink, post_key)
);
