import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installFeatureGates } from '@storefront/server-kit/tenants/feature-gates';
import { BIOGARTEN, FRISCHMARKT, TENANTS } from '@storefront/server-kit/tenants/tenants';
import { createTestApp } from '../../testing/test-app.test-support';
import { CONSENT_BANNER_SCRIPT_PATH, CONSENT_BANNER_STYLESHEET_PATH, consentBannerRoutes } from './consent-banner';

let app: FastifyInstance;
afterEach(() => app.close());

async function start(): Promise<FastifyInstance> {
  app = Fastify();
  // The tenant of each request, by its host, as the app resolves it.
  installFeatureGates(app, TENANTS, 'development');
  await app.register(consentBannerRoutes);
  return app;
}

describe('the consent banner', () => {
  it('serves its script as JavaScript, revalidated on every load', async () => {
    const response = await (await start()).inject({ method: 'GET', url: CONSENT_BANNER_SCRIPT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The consent tool API the shell's adapter speaks.
    expect(response.body).toContain('window.OnetrustActiveGroups =');
    expect(response.body).toContain('window.OptanonWrapper()');
    expect(response.body).toContain('ToggleInfoDisplay');
  });

  it('is valid script for the browsers the shop supports', async () => {
    const response = await (await start()).inject({ method: 'GET', url: CONSENT_BANNER_SCRIPT_PATH });
    expect(() => new Function(response.body)).not.toThrow();
  });

  it('needs no inline style, which the shop’s CSP refuses, and brings its stylesheet', async () => {
    const script = (await (await start()).inject({ method: 'GET', url: CONSENT_BANNER_SCRIPT_PATH })).body;
    expect(script).not.toMatch(/\.style\b|style=|cssText|<style/);
    const stylesheet = await app.inject({ method: 'GET', url: CONSENT_BANNER_STYLESHEET_PATH });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(stylesheet.body).toContain('.sf-consent');
  });
});

describe('the consent banner’s colours', () => {
  it.each([
    ['localhost', FRISCHMARKT.theme.primaryColor, BIOGARTEN.theme.primaryColor],
    ['bio.localhost', BIOGARTEN.theme.primaryColor, FRISCHMARKT.theme.primaryColor],
  ])('are the theme colours of the tenant on %s (%s), never another shop’s', async (host, own, other) => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.app.inject({ method: 'GET', url: CONSENT_BANNER_STYLESHEET_PATH, headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['vary']).toBe('Host');
      expect(response.body).toContain(`--sf-consent-primary: ${own};`);
      expect(response.body.toLowerCase()).not.toContain(other.toLowerCase());
      // The buttons take the colour from the custom property, not from a colour written into the rule.
      expect(response.body).toMatch(/\.sf-consent__button--primary \{[^}]*background: var\(--sf-consent-primary\)/);
    } finally {
      await testApp.close();
    }
  });
});
