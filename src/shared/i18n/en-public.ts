/**
 * English strings of the public pages outside the directory that French pages link to (issue 31): the
 * review status page, the 404 page's article message, and the note on links to English-only pages.
 * Spread into en.ts (fr-public.ts is its French twin). Pure data.
 */
export const enPublic = {
  'rs.title': 'Your review’s status',
  'rs.description': 'See whether your Main Street review is approved, waiting for moderation, or rejected and why.',
  'rs.reasons': 'Reasons a review is not published: spam, duplicate, rate limit, off-topic or abusive.',
  'rs.loading': 'Loading your review…',
  'rs.missing': 'No review matches this link. Check that you copied the whole address.',
  'rs.error': 'We could not reach Main Street. Please try again in a few minutes.',
  'rs.summary': 'Your {rating}-star review of {business}: {status}.',
  'rs.pending': 'A moderator checks every review before it appears on the listing.',
  'rs.approved': 'It appears on the listing after the next directory update.',
  'nf.loadingArticle': 'Loading article...',
  'nf.articleMissing': 'Article not found.',
  'nf.articleMoved': 'This article may have been moved or unpublished.',
  'nf.browseNews': 'Browse the news',
  'rss.title': '{site} news',
  'link.inEnglish': '(in English)',
} satisfies Record<string, string>;
