import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps a path of the shop with its query and hash', () => {
    expect(safeReturnUrl('/profil')).toBe('/profil');
    expect(safeReturnUrl('/warenkorb?step=2#lieferung')).toBe('/warenkorb?step=2#lieferung');
  });

  it('refuses anything that is not a same-origin path', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'profil',
      'https://evil.example/profil',
      '//evil.example/profil',
      '/\\evil.example',
      '/\t/evil.example',
      '/%5Cevil.example',
      '/..//evil.example',
      'https:evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnUrl(raw)).toBeNull();
    }
  });
});
