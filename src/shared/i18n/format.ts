/**
 * Fills a catalogue string's `{name}` parameters (issue 31). Islands import this alone, with the one
 * catalogue their page needs (given as props or loaded by language), never every language. Pure.
 */
export type Params = Record<string, string | number>;

export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
