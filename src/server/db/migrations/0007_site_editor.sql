-- The site editor (issue 14): each owner's working copy of their website's spec, edited in
-- /dashboard/web-hosting and published from there. `version` goes up by one on every save; a save
-- based on an older version is refused, so two tabs never silently overwrite each other.
CREATE TABLE site_specs (
  business_id uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  -- The draft the copy started from: its stored logo and fonts are the site's binary assets.
  draft_id    uuid REFERENCES website_drafts(id) ON DELETE SET NULL,
  spec        jsonb NOT NULL,
  version     integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
