import { describe, expect, it } from 'vitest';
import { createTestServices } from '@storefront/shared/platform/testing';
import { loadRedirects } from './load-redirects';

describe('the redirect table at boot', () => {
  it('redirects by the table the backend sends', async () => {
    const { services } = createTestServices({
      handlers: { 'GET /api/content/redirects': { body: { oneToOne: { '/hilfe': '/service' }, manyToOne: {}, manyToMany: {} } } },
    });
    const redirect = await loadRedirects(services.api);
    expect(redirect('/hilfe', '?utm=mail')).toBe('/service?utm=mail');
  });

  it('ignores a failure: no path is redirected', async () => {
    const { services } = createTestServices({ handlers: { 'GET /api/content/redirects': { status: 404, body: {} } } });
    const redirect = await loadRedirects(services.api);
    expect(redirect('/hilfe', '')).toBeNull();
  });
});
