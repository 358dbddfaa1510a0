import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Environment } from '../environment';

/**
 * Responses other than the shell page (API answers, files, the payment
 * provider's page) that set no policy of their own get this one: only their
 * own origin, never framed, no plugins, no <base>.
 */
export const DEFAULT_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The pictures the backend draws (product pictures, voucher barcodes, content
 * pictures): an SVG opened on its own runs nothing and loads nothing; only its
 * own inline styles apply.
 */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Security headers on every response, errors and 404s included (helmet):
 * nosniff, DENY framing, same-origin opener and resource policies, a strict
 * referrer policy, HSTS wherever the shop runs on HTTPS, and a default
 * Content-Security-Policy unless the route set its own (the shell page sets
 * one with its nonce).
 */
export async function installSecurityHeaders(app: FastifyInstance, environment: Environment): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Development runs on plain http://localhost, where HSTS would only get in the way.
    strictTransportSecurity: environment === 'development' ? false : { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_CONTENT_SECURITY_POLICY);
    return payload;
  });
}
