import { describe, expect, it } from 'vitest';
import { contentPath } from './content-path';

describe('contentPath', () => {
  it('is the root for the start page', () => {
    expect(contentPath(undefined)).toBe('/');
    expect(contentPath('')).toBe('/');
    expect(contentPath('/')).toBe('/');
  });

  it('prefixes the catch-all rest with one slash and drops a trailing slash', () => {
    expect(contentPath('ueber-uns')).toBe('/ueber-uns');
    expect(contentPath('service/lieferung/')).toBe('/service/lieferung');
    expect(contentPath('//service//')).toBe('/service');
  });
});
