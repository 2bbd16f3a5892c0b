-- The live website stays current with the catalogue and bookable services (issue 40). A storefront refresh renders
-- the live version's pages again from its stored spec with fresh data, into a folder of its own, then points the
-- version at that folder in one statement: the version number (the owner's history) stays, rollback still works.
-- data_seq orders the data: publishes and refreshes take the next number before they read the catalogue, and a
-- version only ever takes pages read later than the ones it has, so of two at once the newer data wins.
ALTER TABLE websites ADD COLUMN data_seq bigint NOT NULL DEFAULT 0;
ALTER TABLE website_versions ADD COLUMN data_seq bigint NOT NULL DEFAULT 0;
-- NULL: the pages are the version's own (live/{business}/v{n}/); else the folder of its latest refresh.
ALTER TABLE website_versions ADD COLUMN pages_prefix text;
