-- Each series' measured drift allowance (detectors.baselines.drift_concentration), cached for
-- the day it was measured at (meta 'detect.drift_block'). The allowance is measured once a day
-- from the week of whole 6-hour blocks before it (detectors.evaluate.DRIFT_EVERY); a `detect`
-- run every 5 minutes reads these rows instead of aggregating a week of rollups each time
-- (issue 14: that query was most of an evaluation's cost at 10,000 series).
CREATE TABLE detector_drift (
    series_id  BIGINT PRIMARY KEY,
    cap        DOUBLE NOT NULL,  -- calls the series' baseline may claim to rest on
    group_cap  DOUBLE NOT NULL   -- the same for its tool and class (the tool-level test)
);
