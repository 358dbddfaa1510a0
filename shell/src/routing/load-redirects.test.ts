import { describe, expect, it } from 'vitest';
import { createTestServices } from '@storefront/shared/platform/testing';
import { loadRedirects } from './load-redirects';

const tableOf = (body: object) => createTestServices({ handlers: { 'GET /api/content/redirects': { body } } }).services.api;

describe('the redirect table at boot', () => {
  it('redirects by the table the backend sends', async () => {
    const redirect = (await loadRedirects(tableOf({ oneToOne: { '/hilfe': '/service' }, manyToOne: {}, manyToMany: {} })))(undefined);
    expect(redirect('/hilfe', '?utm=mail')).toBe('/service?utm=mail');
  });

  it('ignores a failure: no path is redirected', async () => {
    const { services } = createTestServices({ handlers: { 'GET /api/content/redirects': { status: 404, body: {} } } });
    const redirect = (await loadRedirects(services.api))(undefined);
    expect(redirect('/hilfe', '')).toBeNull();
  });

  it('follows no target a browser would read as another origin, and leaves only for https on an allowed host', async () => {
    const table = {
      oneToOne: {
        '/a': '/\\evil.example',
        '/b': '\\\\evil.example',
        '/c': '/\t/evil.example',
        '/d': 'https:evil.example',
        '/e': '//evil.example',
        '/f': 'https://evil.example/',
        '/g': 'https://karriere.frischmarkt.example/jobs',
        '/h': 'javascript:alert(1)',
        '/i': 'angebote',
        '/j': 'http://karriere.frischmarkt.example/jobs',
      },
      manyToOne: {},
      // A prefix rule appends the rest of the path: the composed target is judged.
      manyToMany: { '/alt/': '/' },
    };
    const redirect = (await loadRedirects(tableOf(table)))(['karriere.frischmarkt.example']);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f', '/h', '/j']) expect(redirect(path, ''), path).toBeNull();
    expect(redirect('/g', '')).toBe('https://karriere.frischmarkt.example/jobs');
    expect(redirect('/i', '?x=1')).toBe('/angebote?x=1');
    expect(redirect('/alt//evil.example', '')).toBeNull();
    expect(redirect('/alt/sortiment', '')).toBe('/sortiment');
    // Without the tenant's allow-list nothing leaves the shop.
    expect((await loadRedirects(tableOf(table)))(undefined)('/g', '')).toBeNull();
  });
});
