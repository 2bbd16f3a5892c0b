-- The language of the page a sign-up was made on (issue 42): its confirmation email and page are in it, and the
-- account it creates records it (users.language, migration 0041). Sign-ups waiting from before are English.
ALTER TABLE pending_signups ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));
