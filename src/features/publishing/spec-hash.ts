/** A site spec's fingerprint: key order does not matter, so the same spec always hashes the same. */
import { createHash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(canonical(value));
}

export function hashSpec(spec: unknown): string {
  return createHash('sha256').update(canonicalJson(spec)).digest('hex');
}
