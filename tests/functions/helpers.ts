// Calls a Netlify Function handler with a real Request, as Netlify does, and reads its JSON.
type Handler = (req: Request, context: never) => Promise<Response>;

export const ORIGIN = 'http://localhost:8888';

export async function call(
  handler: Handler,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (rest.method && rest.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
  const req = new Request(new URL(path, ORIGIN), {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const res = await handler(req, {} as never);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}
