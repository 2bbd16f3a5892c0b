/**
 * How the front door (./front-door.ts) answers by itself: a JSON error, a bare answer on a socket that
 * never became a request, and a request body read whole within its limits.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';

export function answer(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
    ...extra,
  });
  res.end(JSON.stringify({ error: { code, message } }));
}

/** An answer written straight to a socket, for requests that never became a request object. */
export function rawAnswer(socket: Duplex, status: number): void {
  const body = JSON.stringify({ error: { code: 'bad_request', message: http.STATUS_CODES[status] } });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Reads the whole body within the limits; undefined when an answer was already sent or the client left. */
export function readBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  max: number,
  timeoutMs: number,
): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    if (Number(req.headers['content-length'] ?? 0) > max) {
      answer(
        res,
        413,
        'payload_too_large',
        `The request is too large: at most ${Math.round(max / 1024 / 1024)} MB is accepted.`,
      );
      req.resume();
      return resolve(undefined);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: Buffer | undefined) => {
      clearTimeout(timer);
      resolve(body);
    };
    const timer = setTimeout(() => {
      answer(res, 408, 'request_timeout', 'The request body took too long to arrive.');
      req.destroy();
      finish(undefined);
    }, timeoutMs);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        answer(
          res,
          413,
          'payload_too_large',
          `The request is too large: at most ${Math.round(max / 1024 / 1024)} MB is accepted.`,
        );
        req.destroy();
        return finish(undefined);
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish(Buffer.concat(chunks)));
    req.on('aborted', () => finish(undefined));
    req.on('error', () => finish(undefined));
  });
}
