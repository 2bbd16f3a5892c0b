/**
 * The built-in illustrator (no image model configured): a vector illustration in the business's
 * own colours around one of its icons, varied by the prompt. It is an illustration and is always
 * labelled so; it is never called AI. Pure: returns SVG text (the server rasterizes it with sharp).
 */
import { ICONS, type IconName } from '../../shared/catalogue/icons.ts';

export interface IllustrationInput {
  primary: string;
  secondary: string;
  icon: IconName;
  /** The owner's words: they choose the composition (same words, same picture). */
  prompt: string;
}

export const ILLUSTRATION_SIZE = { width: 1600, height: 900 } as const;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** A small deterministic random sequence from the prompt. */
function sequence(seed: number): () => number {
  let s = seed || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}

const HEX = /^#[0-9a-f]{6}$/i;
const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/** Picks the icon that best fits the words, else the business's own. */
export function iconForPrompt(prompt: string, fallback: IconName): IconName {
  const words = prompt.toLowerCase();
  const hints: [RegExp, IconName][] = [
    [/coffee|cafe|café|espresso|latte|tea/, 'cafe'],
    [/roof|house|home|build|renovat|construct/, 'construction'],
    [/team|people|staff|crew|family/, 'users'],
    [/event|calendar|date|season/, 'calendar'],
    [/call|phone/, 'phone'],
    [/shop|store|retail|product/, 'store'],
    [/church|faith|worship/, 'church'],
    [/map|location|city|town|neighbourhood/, 'pin'],
    [/time|hour|clock|morning|evening/, 'clock'],
    [/star|review|quality/, 'star'],
    [/food|restaurant|meal|dinner/, 'restaurant'],
  ];
  return hints.find(([re]) => re.test(words))?.[1] ?? fallback;
}

export function illustrationSvg(input: IllustrationInput): string {
  const { width, height } = ILLUSTRATION_SIZE;
  const primary = colour(input.primary, '#1f4e79');
  const secondary = colour(input.secondary, '#f2b134');
  const rand = sequence(hash(input.prompt.trim().toLowerCase()));
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = Math.round(rand() * width);
    const y = Math.round(rand() * height);
    const r = Math.round(40 + rand() * 220);
    const fill = i % 3 === 0 ? secondary : '#ffffff';
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${(0.06 + rand() * 0.14).toFixed(2)}"/>`,
    );
  }
  const wave = (y: number, amp: number, opacity: number, fill: string) => {
    const a = Math.round(amp * (0.5 + rand()));
    return `<path d="M0 ${y} C ${width * 0.25} ${y - a}, ${width * 0.5} ${y + a}, ${width} ${y - a / 2} L ${width} ${height} L 0 ${height} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
  };
  const size = 360;
  const ix = Math.round(width / 2 - size / 2 + (rand() - 0.5) * 400);
  const iy = Math.round(height / 2 - size / 2 - 40);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}` +
    wave(height * 0.72, 120, 0.18, '#ffffff') +
    wave(height * 0.82, 90, 0.22, primary) +
    `<circle cx="${ix + size / 2}" cy="${iy + size / 2}" r="${size * 0.72}" fill="#ffffff" fill-opacity="0.16"/>` +
    `<g transform="translate(${ix} ${iy}) scale(${size / 24})" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="${ICONS[input.icon]}"/></g>` +
    `</svg>`
  );
}

/** The alt text suggested for an illustration (the owner can change it). */
export function illustrationAlt(businessName: string, prompt: string): string {
  const about = prompt
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
  return `Illustration for ${businessName}: ${about}`.slice(0, 160);
}
