/**
 * Colour maths for generated sites: whatever colours an owner picks, text keeps at least WCAG AA
 * contrast (4.5:1). Colours that fail are darkened or lightened just enough, never replaced. Pure.
 */
type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `a` toward `b` by `amount` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

export const AA = 4.5;

/**
 * Returns `colour`, moved toward black or white in small steps until it reaches `ratio` against
 * `against` — the direction that gets there with the least change.
 */
export function ensureContrast(colour: string, against: string, ratio = AA): string {
  if (contrast(colour, against) >= ratio) return colour;
  const towards = (target: string) => {
    for (let step = 1; step <= 20; step++) {
      const candidate = mix(colour, target, step / 20);
      if (contrast(candidate, against) >= ratio) return { candidate, step };
    }
    return { candidate: target, step: 21 };
  };
  const dark = towards('#000000');
  const light = towards('#ffffff');
  const darkOk = contrast(dark.candidate, against) >= ratio;
  const lightOk = contrast(light.candidate, against) >= ratio;
  if (darkOk && (!lightOk || dark.step <= light.step)) return dark.candidate;
  if (lightOk) return light.candidate;
  return contrast('#000000', against) > contrast('#ffffff', against) ? '#000000' : '#ffffff';
}

/** Of the candidates, the first that reads on `background`; else the one with the best contrast. */
export function readableOn(background: string, candidates: string[], ratio = AA): string {
  const ok = candidates.find((c) => contrast(c, background) >= ratio);
  if (ok) return ok;
  return [...candidates, '#000000', '#ffffff'].sort((a, b) => contrast(b, background) - contrast(a, background))[0]!;
}

export interface Palette {
  primary: string;
  secondary: string;
  /** Body text on white. */
  ink: string;
  /** Muted text on white (captions), still AA. */
  inkMuted: string;
  /** Text on the primary/hero backgrounds. */
  onPrimary: string;
  /** Filled buttons and bands: the primary colour, adjusted so `onPrimary` reads on it. */
  primaryFill: string;
  /** A second stop for the hero gradient, also readable under `onPrimary`. */
  heroEnd: string;
  /** Links and accents drawn as text on white. */
  link: string;
  accentText: string;
  /** Soft tinted section background and its border. */
  soft: string;
  line: string;
  /** Footer background: a deep shade of the primary colour, under white text. */
  deep: string;
}

export function buildPalette(input: {
  primaryColor: string;
  secondaryColor: string;
  darkFontColor: string;
  lightFontColor: string;
}): Palette {
  const white = '#ffffff';
  // Text drawn on white is checked against the tinted section background, the darker of the two.
  const soft = mix(input.primaryColor, white, 0.94);
  const ink = ensureContrast(input.darkFontColor, soft, 7);
  const onPrimary = readableOn(input.primaryColor, [input.lightFontColor, input.darkFontColor]);
  const primaryFill = ensureContrast(input.primaryColor, onPrimary);
  const heroEnd = ensureContrast(mix(input.primaryColor, input.secondaryColor, 0.55), onPrimary);
  return {
    primary: input.primaryColor,
    secondary: input.secondaryColor,
    ink,
    inkMuted: ensureContrast(mix(ink, white, 0.3), soft),
    onPrimary,
    primaryFill,
    heroEnd,
    link: ensureContrast(input.primaryColor, soft),
    accentText: ensureContrast(input.secondaryColor, soft),
    soft,
    line: mix(input.primaryColor, white, 0.82),
    deep: ensureContrast(mix(input.primaryColor, '#000000', 0.72), white, 10),
  };
}
