-- Issue 39: directory search by name words, accents and case aside ('cafe' finds Café), fast at a million
-- listings. name_search holds the name's words folded as the search index folds them (slugify: accents and
-- apostrophes dropped, '&' read as 'and'); a GIN index answers a word prefix (to_tsquery('simple', 'word:*')).
-- A query word may also name a category ('plumber': Plumbing, category-terms.ts), answered by listings_categories.
-- Adding a stored column rewrites the table once.
ALTER TABLE listings ADD COLUMN name_search tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', lower(translate(
    replace(replace(replace(replace(replace(business_name, '&', ' and '),
      'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'),
    'àáâäãåÀÁÂÄÃÅçÇèéêëÈÉÊËìíîïÌÍÎÏñÑòóôöõÒÓÔÖÕùúûüÙÚÛÜýÿÝŸ''’',
    'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooouuuuuuuuyyyy'
  )))
) STORED;
CREATE INDEX listings_name_search ON listings USING gin (name_search);
