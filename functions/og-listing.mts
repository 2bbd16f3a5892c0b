import type { Config } from '@netlify/functions';
import { allowMethods, decodePathSegment, handle } from '../src/server/http.ts';
import { listingOgImageFile } from '../src/server/seo/listing-og-image.ts';

// A listing's 1200×630 preview (og:image, issue 28): the stored image of this version, cached at the CDN for a
// year under the listing's tags (purged when the listing changes). Not drawn yet: og-listing-background draws it
// and, for a minute, the caller is sent to the photo cut by the image CDN or the fallback card (issue 42).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const url = new URL(req.url);
  const image = await listingOgImageFile(
    decodePathSegment(url.pathname.slice('/api/og/listing/'.length)),
    url.searchParams.get('v'),
    url.origin,
  );
  const shared = {
    'netlify-cache-tag': image.tags.join(','),
    // Only the version is part of the cache key: other query strings cannot make new cache entries.
    'netlify-vary': 'query=v',
    'x-content-type-options': 'nosniff',
  };
  if (!image.stored) {
    const wait = { 'cache-control': 'public, max-age=60', 'netlify-cdn-cache-control': 'public, s-maxage=60' };
    return new Response(null, { status: 302, headers: { ...shared, ...wait, location: image.location } });
  }
  return new Response(req.method === 'HEAD' ? null : image.bytes, {
    headers: {
      ...shared,
      'content-type': image.contentType,
      'content-length': String(image.bytes.byteLength),
      // Browsers and social networks keep it a day; the CDN a year, or until a purge of the listing's tags.
      'cache-control': 'public, max-age=86400',
      'netlify-cdn-cache-control': 'public, durable, s-maxage=31536000',
    },
  });
});

export const config: Config = { path: '/api/og/listing/*' };
