import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { CACHE_REVALIDATE } from '@storefront/server-kit/http/static-files';

import { CONSENT_BANNER_SCRIPT_PATH } from '@storefront/server-kit/tenants/tenants';

export { CONSENT_BANNER_SCRIPT_PATH };
export const CONSENT_BANNER_STYLESHEET_PATH = '/consent/banner.css';

/**
 * The shop's first-party consent banner (doc 1 §4): a plain script that
 * implements the consent tool API the shell's adapter speaks (active groups,
 * wrapper callback, settings toggle), and its stylesheet. Both same-origin, so
 * the shell's CSP (`script-src 'self'`, `style-src 'self'`) allows them; they
 * are revalidated on every load, so a changed banner is picked up at once. The
 * stylesheet carries the theme colour of the tenant whose page asks for it.
 */
export const consentBannerRoutes: FastifyPluginAsync = async (app) => {
  const [script, stylesheet] = await Promise.all([
    readFile(new URL('./banner.js', import.meta.url), 'utf8'),
    readFile(new URL('./banner.css', import.meta.url), 'utf8'),
  ]);
  app.get(CONSENT_BANNER_SCRIPT_PATH, async (_request, reply) =>
    reply.header('cache-control', CACHE_REVALIDATE).type('text/javascript; charset=utf-8').send(script),
  );
  // Each shop's banner in its own theme colour: the stylesheet differs by host.
  app.get(CONSENT_BANNER_STYLESHEET_PATH, async (request, reply) =>
    reply
      .header('cache-control', CACHE_REVALIDATE)
      .header('vary', 'Host')
      .type('text/css; charset=utf-8')
      .send(`.sf-consent { --sf-consent-primary: ${request.tenant.theme.primaryColor}; }\n${stylesheet}`),
  );
};
