import { describe, expect, it } from 'vitest';
import { isBackendPath, releaseOf, releaseToggleDefines } from './rspack-preset.mjs';

const search = {
  name: 'mfe-search',
  version: '1.2.0',
  storefront: { releaseToggles: { termHighlight: '1.1.0', recentTerms: '1.2.0' }, maintainedReleases: ['1.0.0', '1.1.0'] },
};

describe('releaseOf', () => {
  it('builds the current version with every toggle on', () => {
    expect(releaseOf(search, undefined)).toEqual({ version: '1.2.0', toggles: { termHighlight: true, recentTerms: true }, isCurrent: true });
  });

  it('builds a maintained earlier release with only what had shipped by then', () => {
    expect(releaseOf(search, '1.1.0').toggles).toEqual({ termHighlight: true, recentTerms: false });
    expect(releaseOf(search, '1.0.0')).toEqual({ version: '1.0.0', toggles: { termHighlight: false, recentTerms: false }, isCurrent: false });
  });

  it('compares versions by number, not as text', () => {
    const pkg = { name: 'x', version: '1.10.0', storefront: { releaseToggles: { a: '1.9.0' }, maintainedReleases: ['1.9.0', '1.2.0'] } };
    expect(releaseOf(pkg, '1.2.0').toggles).toEqual({ a: false });
    expect(releaseOf(pkg, '1.9.0').toggles).toEqual({ a: true });
  });

  it('refuses a release the package does not maintain, and a maintained release that is not older', () => {
    expect(() => releaseOf(search, '0.9.0')).toThrow(/0\.9\.0 is not one of its maintainedReleases \(1\.0\.0, 1\.1\.0\)/);
    expect(() => releaseOf({ ...search, storefront: { maintainedReleases: ['1.2.0'] } }, undefined)).toThrow(/not older than 1\.2\.0/);
    expect(() => releaseOf({ ...search, storefront: { releaseToggles: { a: 'next' } } }, undefined)).toThrow(/"next" is not a release version/);
  });

  it('treats a package without release settings as its current version only', () => {
    expect(releaseOf({ name: 'mfe-content', version: '1.0.0' }, undefined)).toEqual({ version: '1.0.0', toggles: {}, isCurrent: true });
    expect(() => releaseOf({ name: 'mfe-content', version: '1.0.0' }, '0.9.0')).toThrow(/none/);
  });
});

describe('releaseToggleDefines', () => {
  it('defines each toggle as a constant the minifier can fold', () => {
    expect(releaseToggleDefines({ termHighlight: false, recentTerms: true })).toEqual({
      'RELEASE_TOGGLES.termHighlight': 'false',
      'RELEASE_TOGGLES.recentTerms': 'true',
    });
  });
});

describe('isBackendPath', () => {
  it('passes what the backend answers on to it, so the shop works on a dev server as on the backend', () => {
    for (const pathname of [
      '/api/customers',
      '/tenant/config',
      '/remotes/search/1.0.0/mf-manifest.json',
      '/builds/latest.json',
      '/logs',
      '/media/products/100201.ab12cd34.svg',
      '/consent/banner.js',
      '/payment-provider/checkout/c-1',
      '/externer-shop/produkte/00-100201',
      '/1/events',
      '/__test/reset',
      '/ueber-uns/_payload.json',
    ]) {
      expect(isBackendPath(pathname), pathname).toBe(true);
    }
  });

  it("keeps the dev server's bundles and the shop's pages", () => {
    for (const pathname of ['/', '/main.js', '/remoteEntry.js', '/mf-manifest.json', '/suche/milch', '/warenkorb', '/apiarium', '/logistik-partner']) {
      expect(isBackendPath(pathname), pathname).toBe(false);
    }
  });
});
