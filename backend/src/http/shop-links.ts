import type { FastifyRequest } from 'fastify';

/**
 * The address of the request's tenant's password reset page (its own slug,
 * on the host the shopper used), as a mail links it; `query` adds a token.
 */
export function passwordResetPageUrl(request: FastifyRequest, query = ''): string {
  const page = request.tenant.slugs['password-reset'] ?? 'password-reset';
  return `${request.protocol}://${request.headers.host ?? 'localhost'}/${page}${query}`;
}
