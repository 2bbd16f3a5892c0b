/** The plain pages a live-site host answers with when there is no site to show. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937"><h1>${title}</h1>${body}</body></html>`;

/** 503: the owner's plan ended or a payment failed for good. Nothing about the owner's billing is shown. */
export const PAUSED_PAGE = page(
  'This website is temporarily unavailable',
  '<p>This website is temporarily unavailable. Please come back later.</p><p style="color:#4b5563">Hosted by Main Street.</p>',
);

export const NOT_PUBLISHED_PAGE = page(
  'This website is not published yet',
  '<p>The owner has not published this website yet.</p>',
);

export const NO_SITE_PAGE = page('Website not found', '<p>There is no website at this address.</p>');
