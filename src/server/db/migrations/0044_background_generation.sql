-- Issue 42: website drafts and images are made in background functions, not while the owner waits.

-- The wizard's logo is kept as sent in the private 'upload-originals' store until generate-website-background decodes
-- it, so a pending draft may name a logo waiting there (logo-uploads/{business}/{upload}).
ALTER TABLE website_drafts DROP CONSTRAINT website_drafts_logo_key_check;
ALTER TABLE website_drafts ADD CONSTRAINT website_drafts_logo_key_check CHECK (
  logo_key IS NULL
  OR logo_key ~ '^logos/[0-9a-f-]{36}/[0-9a-f-]{36}\.(png|jpg|webp|gif)$'
  OR logo_key ~ '^logo-uploads/[0-9a-f-]{36}/[0-9a-f-]{36}$'
);

-- An image asked for from a description: a unit of the month's quota taken when it starts (quota_month, to
-- give it back there), made by image-generate-background. Done, the row goes and the image is in media_items
-- (one statement); failed, it stays 'error' with its message (the unit given back in the same statement).
CREATE TABLE image_generations (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id   uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  prompt        text NOT NULL CHECK (char_length(prompt) BETWEEN 1 AND 400),
  quota_month   date NOT NULL,
  status        text NOT NULL DEFAULT 'generating' CHECK (status IN ('generating', 'error')),
  error_message text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_generations_business ON image_generations (business_id, created_at DESC);
