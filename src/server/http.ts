/**
 * The one error path for functions: domain code throws HttpError; `handle` turns it (or a
 * zod error, classic or mini) into `{ error: { code, message, fields? } }`, and logs anything else as a 500 with a
 * request id, never leaking internals to the client.
 */
import { randomUUID } from 'node:crypto';
import { z } from '../schemas/z.ts';
import { readOnlyDatabase } from './db/read-only.ts';
import { getEnv } from './env.ts';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, 'bad_request', message, fields);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** Per-field messages from a zod error, keyed by the top-level field name. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(error: z.core.$ZodError): HttpError {
  const fields = fieldErrors(error);
  const first = Object.entries(fields)[0];
  // The human message only: field names are for code (`fields`), never for the screen (issue 27).
  const message = first?.[1][0] ?? 'The request is not valid.';
  return new HttpError(400, 'validation_failed', message, fields);
}

export function parseWith<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Query-string parameters, validated (repeated keys keep the last value). */
export function parseQuery<T>(req: Request, schema: z.core.$ZodType<T>): T {
  return parseWith(schema, Object.fromEntries(new URL(req.url).searchParams));
}

/** Body limits: JSON calls are small; the wizard's form carries a 2 MB logo, a listing photo 4 MB. */
export const BODY_LIMITS = {
  json: 256 * 1024,
  form: 3 * 1024 * 1024,
  image: 4.5 * 1024 * 1024,
  raw: 1024 * 1024,
} as const;

const tooLarge = (limit: number) =>
  new HttpError(
    413,
    'payload_too_large',
    `The request is too large: at most ${Math.round(limit / 1024)} KB is accepted here.`,
  );

/**
 * The one way functions read a body: Content-Length is checked first, then the bytes as they
 * stream in (a missing or lying header cannot get past the limit); past it, the stream is
 * cancelled and the answer is a 413.
 */
export async function readBodyBytes(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw badRequest('The request body could not be read (the connection ended early).');
    }
    if (step.done) break;
    size += step.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(step.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readText(req: Request, limit: number = BODY_LIMITS.raw): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(req, limit));
}

export async function readJson(req: Request, limit: number = BODY_LIMITS.json): Promise<unknown> {
  const text = await readText(req, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON.');
  }
}

/** A multipart or urlencoded form, size-checked like every body. */
export async function readFormData(req: Request, limit: number, message: string): Promise<FormData> {
  const bytes = await readBodyBytes(req, limit);
  const type = req.headers.get('content-type') ?? '';
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest(message);
  }
}

export async function parseJsonBody<T>(req: Request, schema: z.core.$ZodType<T>): Promise<T> {
  return parseWith(schema, await readJson(req));
}

/** One %-encoded path segment; a malformed escape (`%E0%A4%A`) is a 400, never a 500. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest('This address contains a malformed %-escape.');
  }
}

export function allowMethods(req: Request, ...methods: string[]): void {
  if (!methods.includes(req.method)) {
    throw new HttpError(405, 'method_not_allowed', `Use ${methods.join(' or ')} for this endpoint.`);
  }
}

export type Handler<C = unknown> = (req: Request, context: C) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF), on top of SameSite=Lax cookies:
 * a browser always sends Origin on cross-site POSTs, and Sec-Fetch-Site where it supports it.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get('origin');
  const fetchSite = req.headers.get('sec-fetch-site');
  const own = new URL(req.url).origin;
  const allowed = new Set(
    [own, process.env.URL, process.env.SITE_URL].filter(Boolean).map((u) => new URL(u as string).origin),
  );
  const crossOrigin = origin !== null && origin !== 'null' ? !allowed.has(origin) : origin === 'null';
  if (crossOrigin || fetchSite === 'cross-site') {
    throw new HttpError(403, 'cross_site_refused', 'This request must come from the Main Street site.');
  }
}

export interface HandleOptions {
  /** Webhooks from other services (Stripe) are verified by signature instead of origin. */
  allowCrossSite?: boolean;
}

export function handle<C = unknown>(fn: Handler<C>, options: HandleOptions = {}): Handler<C> {
  return async (req, context) => {
    try {
      if (!options.allowCrossSite) assertSameOrigin(req);
      const reads = req.method === 'GET' || req.method === 'HEAD';
      return await (reads && getEnv().readOnlyGets ? readOnlyDatabase(() => fn(req, context)) : fn(req, context));
    } catch (error) {
      if (error instanceof HttpError) {
        const body = {
          error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
        };
        return json(body, { status: error.status });
      }
      if (error instanceof z.core.$ZodError)
        return handle<C>(() => Promise.reject(validationError(error)))(req, context);
      const requestId = randomUUID();
      console.error(`[${requestId}] ${req.method} ${new URL(req.url).pathname} failed:`, error);
      return json(
        { error: { code: 'internal', message: `Something went wrong on our side. Reference: ${requestId}` } },
        { status: 500 },
      );
    }
  };
}
