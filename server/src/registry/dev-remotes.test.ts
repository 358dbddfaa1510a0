import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import { devRemotesSchema, withDevRemotes } from './dev-remotes';

const SEARCH_DEV = 'http://localhost:3103/mf-manifest.json';
const CONTENT_DEV = 'http://localhost:3101/mf-manifest.json';

function issuesOf(text: string): string[] {
  const result = devRemotesSchema.safeParse(text);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('DEV_REMOTES', () => {
  it('reads name@entry pairs, as the shell override writes them', () => {
    expect(devRemotesSchema.parse(`search@${SEARCH_DEV}, content@${CONTENT_DEV}`)).toEqual([
      { name: 'search', entry: SEARCH_DEV },
      { name: 'content', entry: CONTENT_DEV },
    ]);
    expect(devRemotesSchema.parse('')).toEqual([]);
  });

  it('accepts only the remotes\' dev server origins, so a shop cannot be pointed anywhere else', () => {
    expect(issuesOf('search@https://evil.example/mf-manifest.json')).toEqual([expect.stringMatching(/must be on a remote dev server/)]);
    expect(issuesOf('search@http://localhost:3000/remotes/search/1.0.0/mf-manifest.json')).toHaveLength(1);
    expect(issuesOf('search@localhost:3103')).toHaveLength(1);
  });

  it('names each bad entry: unknown remotes, missing names, a remote twice', () => {
    expect(issuesOf(`basket@${SEARCH_DEV},@${SEARCH_DEV},search@${SEARCH_DEV},search@${SEARCH_DEV}`)).toEqual([
      expect.stringMatching(/^"basket@.*remote name/),
      expect.stringMatching(/^"@.*remote name/),
      'search is named twice',
    ]);
  });
});

describe('the remote map with dev remotes', () => {
  const registry = [
    { name: 'content' as const, version: '1.0.0', entry: '/remotes/content/1.0.0/mf-manifest.json', contractVersion: 1 },
    { name: 'search' as const, version: '1.0.0', entry: '/remotes/search/1.0.0/mf-manifest.json', contractVersion: 1 },
  ];

  it('takes a watched remote from its dev server and every other remote from the registry', () => {
    expect(withDevRemotes(registry, [{ name: 'search', entry: SEARCH_DEV }])).toEqual([
      registry[0],
      { name: 'search', version: 'dev', entry: SEARCH_DEV, contractVersion: CONTRACT_VERSION },
    ]);
  });

  it('adds a dev remote the registry has no release of, and changes nothing without dev remotes', () => {
    expect(withDevRemotes([], [{ name: 'cart-checkout', entry: 'http://localhost:3105/mf-manifest.json' }])).toEqual([
      { name: 'cart-checkout', version: 'dev', entry: 'http://localhost:3105/mf-manifest.json', contractVersion: CONTRACT_VERSION },
    ]);
    expect(withDevRemotes(registry, [])).toEqual(registry);
  });
});
