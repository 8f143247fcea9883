-- Alert lifecycle, second pass (issue 14): how an alert ended, re-opens that continue
-- the same alert, and what a lasting shift looked like when the baseline adopted it.
-- status stays 'open' | 'resolved' (= ended; resolved_at is when); `outcome` says how:
--   resolved  the data showed the rate back below its bar (upper confidence bound)
--   adopted   a lasting shift became the new baseline: a regression, not a recovery;
--             shift_started_at, rate_before and rate_after describe it (weekly triage reads them)
--   merged    a per-model alert taken over by the tool-wide alert `merged_into`
ALTER TABLE alerts ADD COLUMN outcome VARCHAR;
ALTER TABLE alerts ADD COLUMN reopened INTEGER;              -- re-opens within detect.reopen_window (NULL = none)
ALTER TABLE alerts ADD COLUMN last_reopened_at TIMESTAMP;
ALTER TABLE alerts ADD COLUMN notified_rate DOUBLE;            -- observed rate at the last notification
ALTER TABLE alerts ADD COLUMN shift_started_at TIMESTAMP;      -- adopted: first held-out bucket of the shift
ALTER TABLE alerts ADD COLUMN rate_before DOUBLE;              -- adopted: the baseline before the shift
ALTER TABLE alerts ADD COLUMN rate_after DOUBLE;               -- adopted: the rate adopted as the new baseline
ALTER TABLE alerts ADD COLUMN merged_into BIGINT;              -- merged: the tool-wide alert that took it over

UPDATE alerts SET outcome = 'resolved' WHERE status = 'resolved';
