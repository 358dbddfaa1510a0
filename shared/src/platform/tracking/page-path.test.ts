import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageViewEvent, pageViewPath } from './page-path';

describe('page view path (doc 1 §2, §7)', () => {
  it('prefixes the path and replaces slashes with colons', () => {
    expect(pageViewPath('/a/b', 'shop')).toBe('shop:a:b');
    expect(pageViewPath('/produkte/100205', 'at:shop')).toBe('at:shop:produkte:100205');
  });

  it('tracks the root path as startpage', () => {
    expect(pageViewPath('/', 'shop')).toBe('shop:startpage');
    expect(pageViewPath('', 'shop')).toBe('shop:startpage');
    expect(pageViewPath('/')).toBe('startpage');
    expect(pageViewPath('/?utm=x')).toBe('startpage');
  });

  it('drops trailing and doubled slashes, the query and the hash', () => {
    expect(pageViewPath('/a/b/', 'shop')).toBe('shop:a:b');
    expect(pageViewPath('//a//b//', 'shop')).toBe('shop:a:b');
    expect(pageViewPath('/a?x=1#top', 'shop')).toBe('shop:a');
    expect(pageViewPath('/a#x/y', 'shop')).toBe('shop:a');
  });

  it('joins a prefix with exactly one colon, whatever its form', () => {
    expect(pageViewPath('/a', 'shop:')).toBe('shop:a');
    expect(pageViewPath('/a', '/shop/')).toBe('shop:a');
    expect(pageViewPath('/a:/b', 'shop')).toBe('shop:a:b');
    expect(pageViewPath('/a')).toBe('a');
  });

  it('builds the page view event', () => {
    expect(pageViewEvent('/warenkorb', 'shop')).toEqual({ event: 'pageView', pageName: 'shop:warenkorb' });
  });

  it('never contains a slash, an empty segment or nothing at all (property)', () => {
    const pathChar = fc.constantFrom('/', '/', 'a', 'b', '-', ':', '?', '#', '%', 'ä', '1');
    const text = fc.string({ unit: pathChar, maxLength: 30 });
    fc.assert(
      fc.property(text, text, (path, prefix) => {
        const name = pageViewPath(path, prefix);
        expect(name).not.toContain('/');
        expect(name.length).toBeGreaterThan(0);
        expect(name.split(':').every((segment) => segment.length > 0)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the path segments in order after the prefix (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.boolean(), (segments, trailing) => {
        const path = `/${segments.join('/')}${trailing ? '/' : ''}`;
        expect(pageViewPath(path, 'shop')).toBe(['shop', ...segments].join(':'));
      }),
      { numRuns: 1000 },
    );
  });
});
