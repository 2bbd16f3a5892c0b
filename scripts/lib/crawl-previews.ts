/**
 * The crawl's preview checks (issue 28; scripts/crawl-site.ts): every page's og:image must be a 200 PNG,
 * JPEG or WebP of 1200×630 on the site's origin, and a directory listing's, prebuilt or rendered on demand,
 * its own (a photo or a card with its words), not one image shared by many listings.
 */

/** A listing page: /directory/{country}/{province}/{city}/{listing}/ (not a list's /page/N/). */
export function isListingPage(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return parts.length === 5 && parts[0] === 'directory' && parts[3] !== 'page';
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * What a page's head says about its preview, before the image is fetched: problems, as text. The platform's
 * pages state the image's size; a generated website's pages (/examples/) need not (its image is still decoded).
 */
export function previewMetaProblems(meta: Record<string, string>, requireSize = true): string[] {
  const image = meta['og:image'];
  if (!image) return ['no og:image'];
  const problems: string[] = [];
  if (!meta['og:image:alt']) problems.push('no og:image:alt');
  if (!meta['twitter:image']) problems.push('no twitter:image');
  else if (meta['twitter:image'] !== image) problems.push(`twitter:image ${meta['twitter:image']} is not its og:image`);
  const sized = requireSize || meta['og:image:width'] !== undefined || meta['og:image:height'] !== undefined;
  if (sized && (meta['og:image:width'] !== '1200' || meta['og:image:height'] !== '630'))
    problems.push(`og:image:width/height say ${meta['og:image:width']}×${meta['og:image:height']}, not 1200×630`);
  const extension = /\.([a-z]+)$/i.exec(new URL(image, 'http://x.invalid').pathname)?.[1]?.toLowerCase();
  const expected = extension ? TYPE_BY_EXTENSION[extension] : undefined;
  if (expected && meta['og:image:type'] && meta['og:image:type'] !== expected)
    problems.push(`og:image:type ${meta['og:image:type']} for a .${extension}`);
  return problems;
}

/** Listing pages that share one og:image (each listing draws its own): one line per shared image. */
export function sharedListingImages(imageByPage: Map<string, string>): string[] {
  const pagesByImage = new Map<string, string[]>();
  for (const [page, image] of imageByPage) pagesByImage.set(image, [...(pagesByImage.get(image) ?? []), page]);
  return [...pagesByImage]
    .filter(([, pages]) => pages.length > 1)
    .map(
      ([image, pages]) =>
        `${pages.length} listings share og:image ${image}: ${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''}`,
    );
}

export interface ImageAnswer {
  status: number;
  contentType: string;
  /** Its size as decoded: null when the body did not decode, absent before it is decoded (the head alone is judged). */
  size?: { width?: number; height?: number } | null;
}

/** The problem with a fetched og:image, or undefined for a 200 raster of 1200×630 (or a head that may be one). */
export function imageProblem(answer: ImageAnswer): string | undefined {
  if (answer.status !== 200) return `answers ${answer.status}`;
  if (!/^image\/(png|jpeg|webp)$/.test(answer.contentType))
    return `is ${answer.contentType || 'untyped'}, not PNG, JPEG or WebP`;
  if (answer.size === undefined) return undefined;
  if (answer.size === null) return 'does not decode as an image';
  const { width, height } = answer.size;
  return width === 1200 && height === 630 ? undefined : `is ${width}×${height}, not 1200×630`;
}
