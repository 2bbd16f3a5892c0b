/**
 * Social preview cards (issue 28): a 1200×630 PNG for each prebuilt page, drawn at build time from the
 * page's own words (a kicker such as the category, the title, a detail such as the city). Pure: a card's
 * path is a hash of its words and the template version, so an unchanged card keeps its file and its cache
 * entry (src/server/seo/astro-og-cards.ts draws what pages asked for, after the build). Listing pages
 * (prebuilt or on demand) name their own image instead: src/features/seo/listing-og.ts. Other pages
 * rendered on demand use FALLBACK_CARD, drawn once per build.
 * The words are drawn as glyph outlines of the site's own typeface (src/server/seo/card-font.ts), so a
 * card looks the same drawn at build time or by a function on a machine with no fonts installed.
 */
import { SITE } from '../site/site.ts';

export interface CardSpec {
  /** A short line above the title (a category, 'News', 'Business tool'). */
  kicker: string;
  title: string;
  /** A line under the title (a city and province, a subtitle). */
  detail?: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bumped when the drawing changes, so every card gets a new file (2: words as Inter's glyph outlines). */
export const TEMPLATE_VERSION = 2;

/** The card for pages rendered on demand (directory listings outside the prebuilt set). */
export const FALLBACK_CARD: CardSpec = {
  kicker: 'Directory',
  title: `${SITE.name} directory`,
  detail: 'Local businesses across Canada, with reviews and messages',
};

/** Its French twin (issue 42), for French pages rendered on demand (the pages French account emails open). */
export const FALLBACK_CARD_FR: CardSpec = {
  kicker: 'Annuaire',
  title: `Annuaire ${SITE.name}`,
  detail: 'Des entreprises locales partout au Canada, avec avis et messages',
};

/** 64 bits of FNV-1a (two 32-bit lanes): a stable file name, no crypto module needed. */
export function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export function cardPath(card: CardSpec): string {
  return `/og/${hashText(JSON.stringify([TEMPLATE_VERSION, card.kicker, card.title, card.detail ?? '']))}.png`;
}

/** What the card shows, for og:image:alt. */
export function cardAlt(card: CardSpec): string {
  return `${card.title}${card.detail ? ` — ${card.detail}` : ''} (${card.kicker}, ${SITE.name})`;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap by character count (the card font is a wide sans), with an ellipsis past the last line. */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next.length > perLine ? `${next.slice(0, perLine - 1)}…` : next;
    else {
      lines.push(line);
      line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s.,;:—-]*\S{0,12}$/, '')}…`;
  return kept;
}

/** One line of a card's words, in pixels; a painter turns it into SVG. */
export interface TextRun {
  x: number;
  y: number;
  size: number;
  weight: 400 | 700;
  fill: string;
  letterSpacing?: number;
  text: string;
}
export type TextPainter = (run: TextRun) => string;

/** SVG <text> (the renderer picks a system font): for tests and previews; drawing uses glyph outlines. */
export const svgTextPainter: TextPainter = (run) => {
  const font = `font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"`;
  const spacing = run.letterSpacing ? ` letter-spacing="${run.letterSpacing}"` : '';
  return `<text x="${run.x}" y="${run.y}" ${font} font-size="${run.size}"${run.weight === 700 ? ' font-weight="700"' : ''} fill="${run.fill}"${spacing}>${escapeXml(run.text)}</text>`;
};

/** The card as SVG (sharp renders it to PNG): the site's colours, the title in up to three lines. */
export function cardSvg(card: CardSpec, paint: TextPainter = svgTextPainter): string {
  const size = card.title.length > 60 ? 52 : 60;
  const title = wrapWords(card.title, size === 60 ? 28 : 33, 3);
  const detail = card.detail ? wrapWords(card.detail, 52, 2) : [];
  const titleTop = 250;
  const detailTop = titleTop + (title.length - 1) * (size + 12) + 70;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#f7f8ff"/>`,
    `<rect width="${CARD_WIDTH}" height="18" fill="#3b4cca"/>`,
    `<circle cx="1090" cy="520" r="190" fill="#dfe2ff"/>`,
    paint({
      x: 80,
      y: 150,
      size: 30,
      weight: 700,
      fill: '#3b4cca',
      letterSpacing: 2,
      text: card.kicker.toUpperCase().slice(0, 48),
    }),
    ...title.map((line, i) =>
      paint({ x: 80, y: titleTop + i * (size + 12), size, weight: 700, fill: '#14151f', text: line }),
    ),
    ...detail.map((line, i) =>
      paint({ x: 80, y: detailTop + i * 44, size: 32, weight: 400, fill: '#3f4152', text: line }),
    ),
    paint({ x: 80, y: 565, size: 34, weight: 700, fill: '#14151f', text: SITE.name }),
    '</svg>',
  ].join('');
}

/** The build's cards, by path: filled while pages render, drawn after the build (one process). */
const REGISTRY = Symbol.for('main-street.og-cards');
type Registry = Map<string, CardSpec>;

export function cardRegistry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (holder[REGISTRY] ??= new Map());
}

/** The card a page shows: its own when prebuilt (recorded to be drawn), else the fallback card. */
export function pageCard(card: CardSpec, prerendered: boolean, lang = 'en'): { path: string; alt: string } {
  const chosen = prerendered ? card : lang === 'fr' ? FALLBACK_CARD_FR : FALLBACK_CARD;
  const path = cardPath(chosen);
  if (prerendered) cardRegistry().set(path, chosen);
  return { path, alt: cardAlt(chosen) };
}
