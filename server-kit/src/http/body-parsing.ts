import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';

/**
 * The API speaks JSON. A body of another type is bad input like any other
 * (400 `validation`, naming the header), not a 415 the client has no message
 * for. Routes that take another type (the payment provider's form post)
 * register their own parser, which wins over this catch-all.
 */
export function refuseOtherBodies(app: FastifyInstance): void {
  // Fastify reads text/plain by itself; here it is one more type the API does not take.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', (request, _payload, done) => {
    done(invalidField('content-type', `expected application/json, got ${request.headers['content-type'] ?? 'nothing'}`), undefined);
  });
}
