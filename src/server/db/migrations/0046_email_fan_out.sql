-- Issue 42: the weekly digest and the morning tasks email fan out. Their scheduled functions claim what is
-- due in one statement and hand it, in batches, to a background function that sends.

-- The digest: claimed for a hand-off (given back when the hand-off or the email fails). The week's one email
-- is kept by last_digest_at: the background function sets it in a conditional UPDATE before sending.
ALTER TABLE reporting_settings ADD COLUMN digest_claimed_at timestamptz;

-- The morning email: a row is now made when the scheduled run claims (person, business, local day), with
-- sent_at NULL until the background function takes it to send. A claim given back (claimed_at NULL, not
-- sent) is taken again by a later run within five hours of created_at; the key still allows one email a day.
-- sent_at keeps its default, so the previous deploy's code (which inserts a row as it sends) still marks
-- its rows sent if it is rolled back to.
ALTER TABLE task_morning_emails ALTER COLUMN sent_at DROP NOT NULL;
ALTER TABLE task_morning_emails ADD COLUMN claimed_at timestamptz;
ALTER TABLE task_morning_emails ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX task_morning_emails_unsent ON task_morning_emails (created_at) WHERE sent_at IS NULL;
