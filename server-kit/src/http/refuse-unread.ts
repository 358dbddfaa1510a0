import type { FastifyRequest } from 'fastify';
import type { HttpError } from './errors';

/** How long a refused body may go on arriving (and is dropped) before its connection is cut. */
const REFUSED_BODY_LINGER_MS = 2_000;

/**
 * Refuses a request without reading the rest of its body (an upload over its
 * cap). The answer goes out at once; the connection is then cut, once no more
 * than `dropBytes` have arrived or after two seconds, so the body is never read
 * further. Not cut at once: a server that closes a connection with bytes unread
 * resets it, and a client still sending would lose the answer with it. What
 * arrives meanwhile is dropped.
 */
export function refuseUnread(request: FastifyRequest, refusal: HttpError, dropBytes: number): never {
  const body = request.raw;
  // Destroying a request whose body has not all arrived destroys its connection.
  const cut = () => body.destroy();
  const timer = setTimeout(cut, REFUSED_BODY_LINGER_MS).unref();
  // A body that arrived whole leaves the connection as it is.
  body.once('close', () => clearTimeout(timer));
  let dropped = 0;
  body.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > dropBytes) cut();
  });
  throw refusal;
}
