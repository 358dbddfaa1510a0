import type { FastifyRequest } from 'fastify';

/** The client a per-client limit counts: the IP address, an IPv6 address by its /64 (one household or machine). */
export function clientKeyOf(request: FastifyRequest): string {
  const ip = request.ip;
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const groups = ip.split('::')[0]?.split(':') ?? [];
  return `${groups.slice(0, 4).join(':')}::/64`;
}
