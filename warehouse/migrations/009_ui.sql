-- Web UI and Slack interactivity (issue 17): who acknowledged an alert, and every Slack
-- button press applied once. Additive: the alerts table itself is the lifecycle's.

-- One row per acknowledged alert: the first acknowledgement wins, later ones are kept out.
CREATE TABLE alert_acks (
    alert_id    BIGINT PRIMARY KEY,
    user_id     VARCHAR   NOT NULL,  -- Slack user id (U…), or 'cli'
    user_name   VARCHAR,             -- Slack username at the time, untrusted text
    acked_at    TIMESTAMP NOT NULL
);

-- One row per Slack interaction applied. action_key is derived from the request (action_ts,
-- action_id, user, message): Slack re-sending the same request finds its row and changes nothing.
CREATE TABLE slack_actions (
    action_key   VARCHAR PRIMARY KEY,
    action       VARCHAR   NOT NULL,  -- ack | silence | ticket
    alert_id     BIGINT    NOT NULL,
    user_id      VARCHAR   NOT NULL,
    received_at  TIMESTAMP NOT NULL,
    result       JSON                 -- what it did: the silence's expiry, the ticket identifier, an error
);
