/**
 * The preview cards' words as glyph outlines of Inter (the site's typeface, from @fontsource/inter), so
 * sharp draws shapes, not text: no fontconfig, no installed font. A function on Netlify has neither (SVG
 * text there comes out as empty boxes), and a build machine would pick whatever sans it has. The two
 * woff2 files travel with the card function through netlify.toml's included_files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import type { TextPainter, TextRun } from '../../features/seo/og-card.ts';

export const CARD_FONT_FILES = {
  400: 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
  700: 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2',
} as const;

let fonts: Promise<Record<400 | 700, Font>> | undefined;

async function readFont(file: string): Promise<Font> {
  // The project root locally (npm start, tests, builds); the function's folder (/var/task) on Netlify.
  const bytes = await readFile(path.resolve(process.cwd(), file));
  return create(bytes) as Font;
}

function loadFonts(): Promise<Record<400 | 700, Font>> {
  fonts ??= Promise.all([readFont(CARD_FONT_FILES[400]), readFont(CARD_FONT_FILES[700])]).then(([regular, bold]) => ({
    400: regular,
    700: bold,
  }));
  fonts.catch(() => (fonts = undefined)); // a failed read is tried again next time
  return fonts;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** One run as one <path>: each glyph's outline scaled to the size, flipped (fonts grow upwards), placed. */
export function paintRun(font: Font, run: TextRun): string {
  const scale = run.size / font.unitsPerEm;
  let x = run.x;
  const parts: string[] = [];
  for (const glyph of font.glyphsForString(run.text)) {
    const d = glyph.path.transform(scale, 0, 0, -scale, round(x), run.y).toSVG();
    if (d) parts.push(d);
    x += glyph.advanceWidth * scale + (run.letterSpacing ?? 0);
  }
  return parts.length ? `<path fill="${run.fill}" d="${parts.join('')}"/>` : '';
}

/** A painter that draws every run with the loaded typeface (read once per process). */
export async function outlinePainter(): Promise<TextPainter> {
  const loaded = await loadFonts();
  return (run) => paintRun(loaded[run.weight], run);
}
