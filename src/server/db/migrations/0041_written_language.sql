-- The language a review, a message and an account were written in (issue 42): emails to that person are sent in
-- it. The forms send their page's language; rows from before default to English, except an account whose
-- business's website is French-first, which reads French (as its business emails already did, issue 31).
ALTER TABLE reviews ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));
ALTER TABLE messages ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));

UPDATE users u SET language = 'fr'
FROM memberships m JOIN site_specs s ON s.business_id = m.business_id
WHERE m.user_id = u.id AND m.role = 'owner' AND s.spec->'languages'->>0 = 'fr';
