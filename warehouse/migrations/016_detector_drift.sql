-- Each series' measured drift allowance (detectors.baselines.drift_concentration), cached for
-- the 6-hour block it was measured at (meta 'detect.drift_block'). The allowance is measured
-- from the last week of whole blocks, so it can only change when a new block completes; a
-- `detect` run every 5 minutes reads these rows instead of aggregating a week of rollups
-- (issue 14: that query cost ~0.2 s per run at 10,000 series).
CREATE TABLE detector_drift (
    series_id  BIGINT PRIMARY KEY,
    cap        DOUBLE NOT NULL,  -- calls the series' baseline may claim to rest on
    group_cap  DOUBLE NOT NULL   -- the same for its tool and class (the tool-level test)
);
