import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';
import { applyRemoteOverrides } from './remote-override';

const remotes: RemoteMapEntry[] = [
  { name: 'search', version: '1.0.0', entry: '/remotes/search/1.0.0/mf-manifest.json', contractVersion: CONTRACT_VERSION },
  { name: 'content', version: '1.0.0', entry: '/remotes/content/1.0.0/mf-manifest.json', contractVersion: CONTRACT_VERSION },
];
const ALLOWED = ['https://localhost:4001'];

function apply(search: string, allowed: readonly string[] | undefined) {
  const warnings: string[] = [];
  const result = applyRemoteOverrides(remotes, search, allowed, (message) => warnings.push(message));
  return { result, warnings };
}

describe('developer override of a remote URL', () => {
  it('replaces the entry of a remote from an allow-listed origin', () => {
    const { result, warnings } = apply('?remotes=search@https://localhost:4001/mf-manifest.json', ALLOWED);
    expect(result[0]).toEqual({
      name: 'search',
      version: 'override',
      entry: 'https://localhost:4001/mf-manifest.json',
      contractVersion: CONTRACT_VERSION,
    });
    expect(result[1]).toBe(remotes[1]);
    expect(warnings).toEqual([]);
  });

  it('is ignored where the tenant does not allow overrides', () => {
    expect(apply('?remotes=search@https://localhost:4001/mf-manifest.json', undefined).result).toEqual(remotes);
    expect(apply('?remotes=search@https://localhost:4001/mf-manifest.json', []).warnings).toHaveLength(1);
  });

  it('ignores origins that are not exactly on the list, and unknown remotes', () => {
    for (const bad of [
      'search@https://evil.example/mf-manifest.json',
      'search@http://localhost:4001/mf-manifest.json',
      'search@https://localhost:4002/mf-manifest.json',
      'search@https://localhost:4001.evil.example/x.json',
      'search@javascript:alert(1)',
      'shop@https://localhost:4001/mf-manifest.json',
      'search',
    ]) {
      const { result, warnings } = apply(`?remotes=${encodeURIComponent(bad)}`, ALLOWED);
      expect(result, bad).toEqual(remotes);
      expect(warnings, bad).toHaveLength(1);
    }
  });

  it('leaves the map as it is without the parameter', () => {
    expect(apply('?tab=products', ALLOWED).result).toEqual(remotes);
  });
});
