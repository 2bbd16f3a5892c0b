/**
 * Social preview cards (issue 28): a 1200×630 PNG for each prebuilt page, drawn at build time from the
 * page's own words (a kicker such as the category, the title, a detail such as the city). Pure: a card's
 * path is a hash of its words and the template version, so an unchanged card keeps its file and its cache
 * entry (src/server/seo/astro-og-cards.ts draws what pages asked for, after the build). Pages rendered
 * on demand never draw: they use FALLBACK_CARD, drawn once per build.
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
const TEMPLATE_VERSION = 1;

/** The card for pages rendered on demand (directory listings outside the prebuilt set). */
export const FALLBACK_CARD: CardSpec = { kicker: 'Directory', title: `${SITE.name} directory`, detail: 'Local businesses across Canada, with reviews and messages' };

/** 64 bits of FNV-1a (two 32-bit lanes): a stable file name, no crypto module needed. */
function hashText(text: string): string {
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

/** The card as SVG (sharp renders it to PNG): the site's colours, the title in up to three lines. */
export function cardSvg(card: CardSpec): string {
  const font = `font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"`;
  const size = card.title.length > 60 ? 52 : 60;
  const title = wrapWords(card.title, size === 60 ? 28 : 33, 3);
  const detail = card.detail ? wrapWords(card.detail, 52, 2) : [];
  const titleTop = 250;
  const detailTop = titleTop + (title.length - 1) * (size + 12) + 70;
  const text = (x: number, y: number, attrs: string, body: string) => `<text x="${x}" y="${y}" ${font} ${attrs}>${escapeXml(body)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#f7f8ff"/>`,
    `<rect width="${CARD_WIDTH}" height="18" fill="#3b4cca"/>`,
    `<circle cx="1090" cy="520" r="190" fill="#dfe2ff"/>`,
    text(80, 150, 'font-size="30" font-weight="700" fill="#3b4cca" letter-spacing="2"', card.kicker.toUpperCase().slice(0, 48)),
    ...title.map((line, i) => text(80, titleTop + i * (size + 12), `font-size="${size}" font-weight="700" fill="#14151f"`, line)),
    ...detail.map((line, i) => text(80, detailTop + i * 44, 'font-size="32" fill="#3f4152"', line)),
    text(80, 565, 'font-size="34" font-weight="700" fill="#14151f"', SITE.name),
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
export function pageCard(card: CardSpec, prerendered: boolean): { path: string; alt: string } {
  const chosen = prerendered ? card : FALLBACK_CARD;
  const path = cardPath(chosen);
  if (prerendered) cardRegistry().set(path, chosen);
  return { path, alt: cardAlt(chosen) };
}
