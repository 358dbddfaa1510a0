import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id the client's API client sends (doc 1 §7: X-Request-Id), so its logs and the server's meet. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the one the client sent when it is well-formed, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}
