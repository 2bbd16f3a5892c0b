/** Small helpers the phrasebooks share: service copy from templates with the owner's name and town. */
import type { Ctx, ServiceCopy } from './types.ts';

/** Fills {name}, {sub} and {where} (' in Camrose', or ' in your area' without a city). */
export function fill(template: string, c: Ctx): string {
  return template
    .replaceAll('{name}', c.name)
    .replaceAll('{sub}', c.sub)
    .replaceAll('{where}', c.inCity || ' in your area');
}

export function service(first: string, second: string, highlights: string[]): ServiceCopy {
  return { paragraphs: [(c) => fill(first, c), (c) => fill(second, c)], highlights };
}
