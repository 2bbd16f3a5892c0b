/** Loads one language's catalogue in the browser: each language is its own chunk (issue 31). */
import type { Messages } from './en.ts';

export async function loadMessages(lang: string): Promise<Messages> {
  return lang === 'fr' ? (await import('./fr.ts')).fr : (await import('./en.ts')).en;
}
