/**
 * The one error path for functions: domain code throws HttpError; `handle` turns it (or a
 * ZodError) into `{ error: { code, message, fields? } }`, and logs anything else as a 500 with a
 * request id, never leaking internals to the client.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

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
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(error: z.ZodError): HttpError {
  const fields = fieldErrors(error);
  const first = Object.entries(fields)[0];
  const message = first ? `${first[0]}: ${first[1][0]}` : 'The request is not valid.';
  return new HttpError(400, 'validation_failed', message, fields);
}

export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Query-string parameters, validated (repeated keys keep the last value). */
export function parseQuery<T>(req: Request, schema: z.ZodType<T>): T {
  return parseWith(schema, Object.fromEntries(new URL(req.url).searchParams));
}

export async function parseJsonBody<T>(req: Request, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return parseWith(schema, body);
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
  const allowed = new Set([own, process.env.URL, process.env.SITE_URL].filter(Boolean).map((u) => new URL(u as string).origin));
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
      return await fn(req, context);
    } catch (error) {
      if (error instanceof HttpError) {
        const body = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
        return json(body, { status: error.status });
      }
      if (error instanceof z.ZodError) return handle<C>(() => Promise.reject(validationError(error)))(req, context);
      const requestId = randomUUID();
      console.error(`[${requestId}] ${req.method} ${new URL(req.url).pathname} failed:`, error);
      return json(
        { error: { code: 'internal', message: `Something went wrong on our side. Reference: ${requestId}` } },
        { status: 500 },
      );
    }
  };
}
