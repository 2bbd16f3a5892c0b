-- Reporting (issue 16): the hourly roll-up also rolls up the current day so far, so reports read the
-- aggregates and at most the last hour or so of raw events.

-- How far a day's aggregates reach: NULL = the whole day (a finished day, rolled after it ended);
-- otherwise every event of that day before this moment is counted in analytics_daily(_top), and the
-- next roll-up replaces the day's rows again, up to a later moment.
ALTER TABLE analytics_rollups ADD COLUMN rolled_to timestamptz;

-- A visitor seen before the roll-up's moment is already counted in that day's visitors: the report
-- checks each visitor of the raw tail against the same day's earlier events with this index.
CREATE INDEX analytics_events_business_visitor ON analytics_events (business_id, visitor, at);
