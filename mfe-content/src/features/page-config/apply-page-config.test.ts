import { afterEach, describe, expect, it } from 'vitest';
import { applyPageConfig } from './apply-page-config';

const ORIGIN = 'https://shop.example';
const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.replaceChildren();
  document.body.removeAttribute('style');
  document.title = '';
});

describe('applyPageConfig (doc 1 §2 page config)', () => {
  it('sets title, description, keywords, robots, og:image and the page background, and restores all of it', () => {
    document.title = 'Frischmarkt';
    const description = document.createElement('meta');
    description.setAttribute('name', 'description');
    description.setAttribute('content', 'Lebensmittel online bestellen');
    document.head.append(description);
    document.body.style.backgroundColor = 'white';

    const restore = applyPageConfig(
      {
        name: 'rezepte',
        title: 'Rezepte – Frischmarkt',
        description: 'Saisonale Rezepte',
        keywords: 'Rezepte, Kochen',
        noIndex: true,
        noFollow: true,
        ogImage: [{ url: '/og/rezepte.png' }],
        backgroundColor: '#fffdf7',
        backgroundImage: '/bilder/muster.png',
        backgroundImageRepeat: 'repeat-x',
        backgroundImageSize: 'cover',
      },
      document,
      ORIGIN,
    );

    expect(document.title).toBe('Rezepte – Frischmarkt');
    expect(meta('name="description"')).toBe('Saisonale Rezepte');
    expect(meta('name="keywords"')).toBe('Rezepte, Kochen');
    expect(meta('name="robots"')).toBe('noindex, nofollow');
    expect(meta('property="og:image"')).toBe('https://shop.example/og/rezepte.png');
    expect(document.body.style.backgroundColor).toBe('rgb(255, 253, 247)');
    expect(document.body.style.backgroundImage).toBe('url("/bilder/muster.png")');
    expect(document.body.style.backgroundRepeat).toBe('repeat-x');
    expect(document.body.style.backgroundSize).toBe('cover');

    restore();
    expect(document.title).toBe('Frischmarkt');
    expect(meta('name="description"')).toBe('Lebensmittel online bestellen');
    expect(meta('name="keywords"')).toBeNull();
    expect(meta('name="robots"')).toBeNull();
    expect(meta('property="og:image"')).toBeNull();
    expect(document.body.style.backgroundColor).toBe('white');
    expect(document.body.style.backgroundImage).toBe('');
  });

  it('reads metaDescription and metaKeywords when description and keywords are missing', () => {
    applyPageConfig({ name: 'x', metaDescription: 'Beschreibung', metaKeywords: 'Schlagworte', noFollow: true }, document, ORIGIN);
    expect(meta('name="description"')).toBe('Beschreibung');
    expect(meta('name="keywords"')).toBe('Schlagworte');
    expect(meta('name="robots"')).toBe('nofollow');
  });

  it('leaves out a background or image that could smuggle anything in', () => {
    const restore = applyPageConfig(
      {
        name: 'x',
        backgroundColor: 'red; background-image: url(https://evil.example/x)',
        backgroundImage: 'javascript:alert(1)',
        ogImage: [{ url: 'data:image/png;base64,AAAA' }],
      },
      document,
      ORIGIN,
    );
    expect(document.body.getAttribute('style')).toBeNull();
    expect(meta('property="og:image"')).toBeNull();
    restore();
  });

  it('keeps a quote in an image URL from ending the CSS url()', () => {
    applyPageConfig({ name: 'x', backgroundImage: '/bild").png' }, document, ORIGIN);
    expect(document.body.style.backgroundImage).not.toContain('")."');
    expect(document.body.style.backgroundImage.startsWith('url(')).toBe(true);
  });
});
