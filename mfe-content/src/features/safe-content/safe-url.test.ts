import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isThirdParty, safeHref, safeMediaSrc } from './safe-url';

const ORIGIN = 'https://shop.example';

describe('safeHref', () => {
  it('makes in-shop URLs paths, keeps other sites, mail and phone links', () => {
    expect(safeHref('/sortiment/obst?sort=preis#top', ORIGIN)).toEqual({ kind: 'internal', path: '/sortiment/obst?sort=preis#top' });
    expect(safeHref('https://shop.example/kontakt', ORIGIN)).toEqual({ kind: 'internal', path: '/kontakt' });
    expect(safeHref('#oeffnungszeiten', ORIGIN)).toEqual({ kind: 'internal', path: '#oeffnungszeiten' });
    expect(safeHref('https://www.instagram.com/frischmarkt', ORIGIN)).toEqual({ kind: 'external', href: 'https://www.instagram.com/frischmarkt' });
    expect(safeHref('//evil.example/x', ORIGIN)).toEqual({ kind: 'external', href: 'https://evil.example/x' });
    expect(safeHref('mailto:service@frischmarkt.example', ORIGIN)?.kind).toBe('external');
    expect(safeHref('tel:+4312345678', ORIGIN)?.kind).toBe('external');
  });

  it('refuses dangerous protocols however they are written (doc 1 §8)', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd', 'blob:https://x/y', '']) {
      expect(safeHref(href, ORIGIN), JSON.stringify(href)).toBeNull();
    }
  });

  it('never lets a followed link run script, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((rest) => `javascript:${rest}`)), (raw) => {
        const target = safeHref(raw, ORIGIN);
        if (target?.kind === 'external') expect(new URL(target.href).protocol).toMatch(/^(https?|mailto|tel):$/);
        if (target?.kind === 'internal') expect(target.path.startsWith('/') || target.path.startsWith('#')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('safeMediaSrc', () => {
  it('takes http(s) sources and inline images, nothing else', () => {
    expect(safeMediaSrc('/bilder/korb.png', {}, ORIGIN)).toBe('/bilder/korb.png');
    expect(safeMediaSrc('https://cdn.example/korb.png', {}, ORIGIN)).toBe('https://cdn.example/korb.png');
    expect(safeMediaSrc('data:image/svg+xml,%3Csvg%2F%3E', {}, ORIGIN)).toBe('data:image/svg+xml,%3Csvg%2F%3E');
    expect(safeMediaSrc('data:image/png;base64,AAAA', { allowDataImage: false }, ORIGIN)).toBeNull();
    expect(safeMediaSrc('data:text/html,<script>', {}, ORIGIN)).toBeNull();
    expect(safeMediaSrc('javascript:alert(1)', {}, ORIGIN)).toBeNull();
  });

  it('tells a third party from the shop', () => {
    expect(isThirdParty('https://www.youtube-nocookie.com/embed/x', ORIGIN)).toBe(true);
    expect(isThirdParty('/video.mp4', ORIGIN)).toBe(false);
  });
});
