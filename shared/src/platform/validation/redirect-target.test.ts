import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, shopPathOf } from './redirect-target';

const ALLOWED = ['partner.example', 'rezepte.partner.example:8443'];
const SHOP = 'https://shop.example';

/** Payloads a browser reads as another origin, or that carry something a redirect must not: each is refused. */
const REFUSED = [
  // written like a path
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '\u001f/evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%252f/evil.example',
  '/%25252F%25252Fevil.example',
  '/%09/evil.example',
  '%09//evil.example',
  '/%0a/evil.example',
  '/%00/evil.example',
  '%E0%A4%A',
  '/%',
  '..//evil.example',
  '/..//evil.example',
  '/.//evil.example',
  '/a/../..//evil.example',
  // schemes written without slashes, other schemes, the wrong https
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'HTTPS:evil.example',
  'http://evil.example',
  'http://partner.example',
  'https://evil.example',
  'https://evil.example/angebote',
  'https://partner.example.evil.example',
  'https://evil.example#partner.example',
  'https://evil.example?partner.example',
  'https://partner.example@evil.example',
  'https://partner.example:pw@evil.example',
  'https://user@partner.example',
  'https://partner.example%2F@evil.example',
  'https://partner.example\\@evil.example',
  'https://rezepte.partner.example',
  'https://partner.example:444/',
  'https://xn--prtner-gua.example',
  'https://pаrtner.example',
  'ftp://partner.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java%0ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://shop.example/1',
  'mailto:a@evil.example',
  'tel:+4312345',
  'evil.example:80',
  // control characters, spaces, backslashes anywhere
  '/angebote\u0000',
  '/angebote\u007f',
  '/angebote\u0085',
  '/ange bote',
  '/angebote\\',
  '/angebote\t',
  '',
];

/** The same tricks against more host spellings: every prefix a browser reads as "another host follows" × hosts. */
const PREFIXES = ['//', '///', '/\\', '\\\\', '\\/', '/\t/', '/\n/', '/\r\n/', ' //', '\u0000//', '/%2f', '%2f%2f', '/%2F/', '/%5c', '%5c%5c', '/%252f%252f', 'https:', 'https:/', 'https:\\\\', 'http://', 'https://', 'HTTPS://', 'ftp://', '/.//', '/..//'];
const HOSTS = ['evil.example', 'evil.example:443', 'partner.example@evil.example', 'partner.example.evil.example', 'evil.example#partner.example', '0x7f.1', '[::1]', 'xn--80ak6aa92e.com'];
REFUSED.push(...PREFIXES.flatMap((prefix) => HOSTS.map((host) => `${prefix}${host}`)));

/** Targets that stay on the shop (normalised) or go to an allowed host. */
const KEPT: Array<[string, string]> = [
  ['/angebote', '/angebote'],
  ['/sortiment/obst?sort=price#top', '/sortiment/obst?sort=price#top'],
  ['angebote', '/angebote'],
  ['evil.example', '/evil.example'],
  ['/./angebote', '/angebote'],
  ['/a/../angebote', '/angebote'],
  ['/../../angebote', '/angebote'],
  ['/suche/bio%20milch', '/suche/bio%20milch'],
  ['/suche/k%C3%A4se', '/suche/k%C3%A4se'],
  ['/suche/käse', '/suche/k%C3%A4se'],
  ['/a/%2F', '/a/%2F'],
  ['?seite=2', '/?seite=2'],
  ['#oben', '/#oben'],
  ['/', '/'],
  // Encoded, a scheme is only text in a path of the shop.
  ['javascript%3Aalert(1)', '/javascript%3Aalert(1)'],
  ['https://partner.example', 'https://partner.example/'],
  ['https://PARTNER.example/Rezepte?x=1#y', 'https://partner.example/Rezepte?x=1#y'],
  ['https://partner.example:443/a', 'https://partner.example/a'],
  ['https://rezepte.partner.example:8443/a', 'https://rezepte.partner.example:8443/a'],
  ['HTTPS://partner.example/a', 'https://partner.example/a'],
];

/** Where the browser goes from a page of the shop when it follows the target. */
const followed = (target: string) => new URL(target, `${SHOP}/sortiment/obst`);

describe('safeRedirectTarget', () => {
  it.each(REFUSED.map((payload) => [JSON.stringify(payload), payload]))('refuses %s', (_name, payload) => {
    expect(safeRedirectTarget(payload, ALLOWED)).toBeNull();
  });

  it.each(KEPT)('keeps %j as %j', (raw, expected) => {
    expect(safeRedirectTarget(raw, ALLOWED)).toBe(expected);
  });

  it('refuses the whole table and keeps the whole list (one summary line)', () => {
    const refused = REFUSED.filter((payload) => safeRedirectTarget(payload, ALLOWED) === null).length;
    const kept = KEPT.filter(([raw, expected]) => safeRedirectTarget(raw, ALLOWED) === expected).length;
    console.log(`redirect targets: ${refused} of ${REFUSED.length} hostile payloads refused, ${kept} of ${KEPT.length} safe targets kept as normalised`);
    expect([refused, kept]).toEqual([REFUSED.length, KEPT.length]);
  });

  it('leaves the shop for no host when the tenant allows none', () => {
    expect(safeRedirectTarget('https://partner.example/')).toBeNull();
    expect(safeRedirectTarget('/angebote')).toBe('/angebote');
  });

  // Pieces that make redirect tricks; a target is any string of them.
  const piece = fc.constantFrom(
    '/', '//', '\\', '\t', '\n', '\r', ' ', '\u0000', '\u007f', '%2f', '%2F', '%5c', '%09', '%25', '%', '@', ':', '.', '..',
    '?', '#', 'https:', 'https://', 'http:', 'javascript:', 'data:', 'evil.example', 'partner.example', 'angebote', 'a', '%E2%80%AE', 'ä',
  );
  const target = fc.oneof(fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')), fc.string(), fc.webUrl());

  it('whatever it keeps, a browser on a page of the shop stays on the shop or goes to an allowed https host', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const kept = safeRedirectTarget(raw, ALLOWED);
        if (kept === null) return;
        const url = followed(kept);
        if (url.origin === SHOP) {
          expect(kept.startsWith('/') && !kept.startsWith('//')).toBe(true);
        } else {
          expect(url.protocol).toBe('https:');
          expect(ALLOWED).toContain(url.host);
          expect(url.username + url.password).toBe('');
        }
        // Normalised: kept again as it is, and a decode of it does not leave the shop either.
        expect(safeRedirectTarget(kept, ALLOWED)).toBe(kept);
        if (url.origin === SHOP) {
          let decoded = kept;
          try {
            decoded = decodeURIComponent(kept);
          } catch {
            /* stays encoded */
          }
          expect(followed(decoded.replace(/[\t\n\r]/g, '')).origin).toBe(SHOP);
        }
      }),
      { numRuns: 20_000, interruptAfterTimeLimit: 4_000 },
    );
  });

  it('never keeps a target a browser would read as another origin, unless on the allow-list', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const url = (() => {
          try {
            return followed(raw);
          } catch {
            return null;
          }
        })();
        if (url && url.origin !== SHOP && !(url.protocol === 'https:' && ALLOWED.includes(url.host))) {
          expect(safeRedirectTarget(raw, ALLOWED)).toBeNull();
        }
      }),
      { numRuns: 20_000, interruptAfterTimeLimit: 4_000 },
    );
  });
});

describe('shopPathOf', () => {
  it('keeps a path of this shop, normalised', () => {
    expect(shopPathOf('/liefergebiete')).toBe('/liefergebiete');
    expect(shopPathOf('/kundenclub?tab=karte#punkte')).toBe('/kundenclub?tab=karte#punkte');
    expect(shopPathOf('/a/../liefergebiete')).toBe('/liefergebiete');
  });

  it.each(['liefergebiete', 'javascript:alert(1)', 'https://www.example.org/', '//evil.example', '/\\evil.example', '/%5Cevil.example', '/%2F%2Fevil.example', '/\t/evil.example', ''])(
    'refuses %j: no path, or one a browser or a router reads as another origin',
    (href) => {
      expect(shopPathOf(href)).toBeNull();
    },
  );
});
