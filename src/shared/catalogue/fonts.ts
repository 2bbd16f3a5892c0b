/**
 * The heading (31) and content (29) fonts the wizard offers (spec §2). The font files are
 * self-hosted (woff2 from @fontsource, see src/server/fonts/), never fetched from a font service;
 * each name maps to a stack that starts with the font itself and falls back to look-alike system
 * fonts of the same family of shapes while it loads or if it cannot.
 */
type Style =
  | 'geometric'
  | 'humanist'
  | 'grotesque'
  | 'rounded'
  | 'slab'
  | 'transitional'
  | 'oldstyle'
  | 'didone'
  | 'condensed'
  | 'script';

const FALLBACKS: Record<Style, string> = {
  geometric: "'Avenir Next', Avenir, 'Century Gothic', 'URW Gothic', Futura, 'Trebuchet MS', system-ui, sans-serif",
  humanist: "'Segoe UI', 'Gill Sans', 'Gill Sans MT', Calibri, 'Noto Sans', 'DejaVu Sans', system-ui, sans-serif",
  grotesque: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Arial Rounded MT Bold', 'Nunito', system-ui, sans-serif",
  slab: "Rockwell, 'Roboto Slab', 'DejaVu Serif', Cambria, Georgia, serif",
  transitional: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'Noto Serif', Georgia, serif",
  oldstyle: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'URW Palladio L', 'Book Antiqua', Georgia, serif",
  didone: "Didot, 'Bodoni 72', 'Bodoni MT', 'Noto Serif Display', Georgia, serif",
  condensed:
    "'Arial Narrow', 'Roboto Condensed', 'Liberation Sans Narrow', Impact, 'Franklin Gothic Medium', sans-serif",
  script: "'Segoe Script', 'Brush Script MT', 'Apple Chancery', cursive",
};

const HEADING: Record<string, Style> = {
  Outfit: 'geometric',
  Poppins: 'geometric',
  Montserrat: 'geometric',
  Raleway: 'geometric',
  'Josefin Sans': 'geometric',
  Sora: 'geometric',
  Lexend: 'geometric',
  Quicksand: 'rounded',
  Nunito: 'rounded',
  Righteous: 'rounded',
  'Work Sans': 'grotesque',
  'Space Grotesk': 'grotesque',
  Manrope: 'grotesque',
  Rubik: 'rounded',
  'Archivo Black': 'grotesque',
  'Playfair Display': 'didone',
  'DM Serif Display': 'didone',
  'Abril Fatface': 'didone',
  Cinzel: 'didone',
  Merriweather: 'transitional',
  'Libre Baskerville': 'transitional',
  Lora: 'oldstyle',
  'Cormorant Garamond': 'oldstyle',
  'Roboto Slab': 'slab',
  Bitter: 'slab',
  Oswald: 'condensed',
  'Bebas Neue': 'condensed',
  Anton: 'condensed',
  'Fjalla One': 'condensed',
  Pacifico: 'script',
  Lobster: 'script',
};

const CONTENT: Record<string, Style> = {
  Outfit: 'geometric',
  Inter: 'grotesque',
  Roboto: 'grotesque',
  'Open Sans': 'humanist',
  Lato: 'humanist',
  'Source Sans 3': 'humanist',
  'Nunito Sans': 'humanist',
  'Noto Sans': 'humanist',
  'PT Sans': 'humanist',
  'Work Sans': 'grotesque',
  Karla: 'grotesque',
  Mulish: 'geometric',
  Rubik: 'rounded',
  Manrope: 'grotesque',
  'DM Sans': 'geometric',
  'IBM Plex Sans': 'grotesque',
  'Fira Sans': 'humanist',
  Hind: 'humanist',
  Cabin: 'humanist',
  Barlow: 'grotesque',
  Heebo: 'grotesque',
  'Libre Franklin': 'grotesque',
  Merriweather: 'transitional',
  Lora: 'oldstyle',
  'Source Serif 4': 'transitional',
  'PT Serif': 'transitional',
  'Crimson Text': 'oldstyle',
  'EB Garamond': 'oldstyle',
  Literata: 'transitional',
};

export const HEADING_FONTS = Object.keys(HEADING);
export const CONTENT_FONTS = Object.keys(CONTENT);
export const DEFAULT_FONT = 'Outfit';

export function fontStyle(name: string): Style {
  return HEADING[name] ?? CONTENT[name] ?? 'grotesque';
}

/** The CSS font-family stack for a font name (unknown names get the system stack). */
export function fontStack(name: string): string {
  const known = name in HEADING || name in CONTENT;
  return known ? `'${name}', ${FALLBACKS[fontStyle(name)]}` : FALLBACKS.grotesque;
}

/** Condensed display faces read best in capitals with a little tracking. */
export function headingCase(name: string): { transform: 'none' | 'uppercase'; tracking: string; weight: number } {
  const style = fontStyle(name);
  if (style === 'condensed') return { transform: 'uppercase', tracking: '0.02em', weight: 700 };
  if (style === 'script') return { transform: 'none', tracking: '0', weight: 400 };
  if (style === 'didone' || style === 'oldstyle') return { transform: 'none', tracking: '-0.01em', weight: 700 };
  return { transform: 'none', tracking: '-0.02em', weight: 700 };
}

/** The web-font files a site uses (latin subset, woff2), named '{slug}-{weight}.woff2'. */
export interface FontFile {
  family: string;
  weight: 400 | 700;
  file: string;
}

export const fontSlug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

/** Every file the catalogue offers, for the platform's /fonts/ folder. */
export function catalogueFontFiles(): FontFile[] {
  return [...new Set([...HEADING_FONTS, ...CONTENT_FONTS])].flatMap((family) =>
    ([400, 700] as const).map((weight) => ({ family, weight, file: `${fontSlug(family)}-${weight}.woff2` })),
  );
}

/** The files a design needs: the heading font at its heading weight, the content font regular and bold. */
export function designFontFiles(design: { headingFont: string; contentFont: string }): FontFile[] {
  const wanted: [string, 400 | 700][] = [
    [design.headingFont, headingCase(design.headingFont).weight === 400 ? 400 : 700],
    [design.contentFont, 400],
    [design.contentFont, 700],
  ];
  const seen = new Set<string>();
  return wanted
    .filter(([family]) => family in HEADING || family in CONTENT)
    .map(([family, weight]) => ({ family, weight, file: `${fontSlug(family)}-${weight}.woff2` }))
    .filter((f) => !seen.has(f.file) && seen.add(f.file));
}

/** @font-face rules for the files, loaded from `base` (a folder URL ending in '/'). */
export function fontFaceCss(files: FontFile[], base: string): string {
  return files
    .map(
      (f) =>
        `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${f.weight};font-display:swap;src:url(${base}${f.file}) format('woff2')}`,
    )
    .join('');
}
