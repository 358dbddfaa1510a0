import { describe, expect, it } from 'vitest';
import { matchRedirect } from './redirects';

const table = {
  oneToOne: { '/aktion': '/angebote', '/alt/genau': '/neu/genau' },
  manyToOne: { '/winter': '/angebote', '/winter/ski': '/sport' },
  manyToMany: { '/shop/': '/sortiment/', '/alt/': '/neu/' },
};

describe('redirect table', () => {
  it('matches oneToOne by the exact path only', () => {
    expect(matchRedirect(table, '/aktion')).toBe('/angebote');
    expect(matchRedirect(table, '/aktion/x')).toBeNull();
    // exact beats the prefix rules
    expect(matchRedirect(table, '/alt/genau')).toBe('/neu/genau');
  });

  it('matches manyToOne by prefix, the longest prefix first', () => {
    expect(matchRedirect(table, '/winter')).toBe('/angebote');
    expect(matchRedirect(table, '/winterreifen/x')).toBe('/angebote');
    expect(matchRedirect(table, '/winter/ski/alpin')).toBe('/sport');
  });

  it('replaces the prefix for manyToMany', () => {
    expect(matchRedirect(table, '/shop/obst/aepfel')).toBe('/sortiment/obst/aepfel');
    expect(matchRedirect(table, '/alt/seite')).toBe('/neu/seite');
  });

  it('keeps the query and hash unless the target has its own', () => {
    expect(matchRedirect(table, '/aktion', '?utm=x#top')).toBe('/angebote?utm=x#top');
    expect(matchRedirect({ ...table, oneToOne: { '/a': '/b?tab=products' } }, '/a', '?x=1')).toBe('/b?tab=products');
  });

  it('ignores paths without a rule and rules that point at themselves', () => {
    expect(matchRedirect(table, '/')).toBeNull();
    expect(matchRedirect({ oneToOne: { '/x': '/x' }, manyToOne: {}, manyToMany: {} }, '/x')).toBeNull();
    expect(matchRedirect({ oneToOne: {}, manyToOne: {}, manyToMany: {} }, '/x')).toBeNull();
  });
});
