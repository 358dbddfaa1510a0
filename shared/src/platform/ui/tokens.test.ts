// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_TENANT } from '../testing/test-services.test-support';
import { DEFAULT_THEME_TOKENS, applyThemeTokens, contrastRatio, themeTokens } from './tokens';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('theme tokens', () => {
  it("take the tenant's primary colour and keep the other defaults", () => {
    const tokens = themeTokens({ brandName: 'Testmarkt', primaryColor: '#0057B8' });
    expect(tokens['--sf-primary']).toBe('#0057b8');
    expect(tokens['--sf-on-primary']).toBe('#ffffff');
    expect(tokens['--sf-text']).toBe(DEFAULT_THEME_TOKENS['--sf-text']);
    expect(tokens['--sf-radius']).toBe(DEFAULT_THEME_TOKENS['--sf-radius']);
    expect(Object.keys(tokens)).toEqual(Object.keys(DEFAULT_THEME_TOKENS));
  });

  it('give dark text on a light brand colour, so buttons stay readable', () => {
    const tokens = themeTokens({ brandName: 'Gelb', primaryColor: '#ffe600' });
    expect(tokens['--sf-on-primary']).toBe(DEFAULT_THEME_TOKENS['--sf-text']);
  });

  it('for any colour: the text on it is the better readable choice and the hover shade is darker', () => {
    fc.assert(
      fc.property(hexColor, (primaryColor) => {
        const tokens = themeTokens({ brandName: 'x', primaryColor });
        const other = tokens['--sf-on-primary'] === '#ffffff' ? DEFAULT_THEME_TOKENS['--sf-text'] : '#ffffff';
        expect(contrastRatio(primaryColor, tokens['--sf-on-primary'])).toBeGreaterThanOrEqual(contrastRatio(primaryColor, other));
        expect(contrastRatio(tokens['--sf-primary-hover'], '#ffffff')).toBeGreaterThanOrEqual(contrastRatio(primaryColor, '#ffffff') - 1e-9);
      }),
    );
  });

  it('keep the default primary for a colour that is not #rrggbb', () => {
    expect(themeTokens({ brandName: 'x', primaryColor: 'red' })).toEqual(DEFAULT_THEME_TOKENS);
    expect(contrastRatio('red', '#ffffff')).toBe(1);
  });

  it("are the defaults for the test tenant's colour, the one the shell's stylesheet uses", () => {
    expect(themeTokens(TEST_TENANT.themeConfig)).toEqual(DEFAULT_THEME_TOKENS);
  });

  it('are set on an element as custom properties', () => {
    const root = document.createElement('div');
    applyThemeTokens(root, { brandName: 'Blau', primaryColor: '#0057b8' });
    expect(root.style.getPropertyValue('--sf-primary')).toBe('#0057b8');
    expect(root.style.getPropertyValue('--sf-space-4')).toBe('1rem');
  });
});
