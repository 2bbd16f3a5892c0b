-- Reads never write (issue 38): the editor's working copy and the contact form id used to be made by the first
-- read that needed them (GET /api/site/spec, the live blog, the generation status). They are now made where a
-- draft is generated (buildDraft and markReady); this backfills the accounts that had drafts before.

-- Every account with a draft gets its contact form id: 16 random bytes, base64url, 22 characters, as
-- ensureFormId makes them (gen_random_uuid is built in; its 122 random bits are as unguessable).
INSERT INTO contact_forms (id, business_id)
SELECT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '='), b.id
FROM businesses b
WHERE EXISTS (SELECT 1 FROM website_drafts d WHERE d.business_id = b.id)
ON CONFLICT (business_id) DO NOTHING;

-- Every account with a ready draft and no working copy gets one, from its newest ready draft (what the first
-- open of the editor used to make).
INSERT INTO site_specs (business_id, draft_id, spec)
SELECT DISTINCT ON (business_id) business_id, id, site_spec
FROM website_drafts
WHERE status = 'ready'
ORDER BY business_id, draft_number DESC
ON CONFLICT (business_id) DO NOTHING;
