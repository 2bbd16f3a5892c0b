-- Website generation (issue 5): what each draft was asked for, how it was made, and fast listing per account.
ALTER TABLE website_drafts
  ADD COLUMN request       jsonb,
  ADD COLUMN logo_key      text CHECK (logo_key IS NULL OR logo_key ~ '^logos/[0-9a-f-]{36}/[0-9a-f-]{36}\.(png|jpg|webp|gif)$'),
  ADD COLUMN copywriter    text CHECK (copywriter IS NULL OR copywriter IN ('builtin', 'openai')),
  ADD COLUMN screenshot_kind text CHECK (screenshot_kind IS NULL OR screenshot_kind IN ('chromium', 'svg')),
  ADD COLUMN generation_ms integer CHECK (generation_ms IS NULL OR generation_ms >= 0),
  ADD COLUMN updated_at    timestamptz NOT NULL DEFAULT now();

CREATE INDEX website_drafts_business ON website_drafts (business_id, draft_number DESC);
