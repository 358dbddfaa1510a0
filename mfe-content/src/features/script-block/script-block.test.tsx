import { act } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aBlock, contentServices, controllableConsent, renderBlocks, trackedEvents } from '../../testing/content.test-support';
import { allowedScriptUrl } from './script-allow-list';

const ORIGIN = 'https://shop.example';
const ALLOWED = ['widgets.frischmarkt.example'];
const noConsent = { marketing: false, statistic: false, targetGroupSelection: false };

describe('the script allow-list', () => {
  it('lets through only https sources of a listed host', () => {
    expect(allowedScriptUrl('https://widgets.frischmarkt.example/liefergebiet.js', ALLOWED, ORIGIN)?.href).toBe(
      'https://widgets.frischmarkt.example/liefergebiet.js',
    );
    for (const src of [
      'http://widgets.frischmarkt.example/x.js',
      'https://evil.example/x.js',
      'https://widgets.frischmarkt.example.evil.example/x.js',
      'https://evil.widgets.frischmarkt.example/x.js',
      'https://user@widgets.frischmarkt.example/x.js',
      '//evil.example/x.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '/eigenes-skript.js',
    ]) {
      expect(allowedScriptUrl(src, ALLOWED, ORIGIN), src).toBeNull();
    }
  });

  it('never allows a host that is not on the list, for any source', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (src) => {
        const url = allowedScriptUrl(src, ALLOWED, ORIGIN);
        if (url) expect(ALLOWED).toContain(url.host);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the script block', () => {
  const widget = () =>
    aBlock('script', {
      src: 'https://widgets.frischmarkt.example/liefergebiet.js',
      consent: 'marketing',
      integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
      dataAttributes: { 'data-tenant': 'default' },
    });

  it('runs an allowed script only once its consent group is granted', () => {
    const consent = controllableConsent(noConsent);
    const { services } = contentServices({ consent: consent.service, runtimeConfig: { allowedScriptHosts: ALLOWED } });
    const { container } = renderBlocks([widget()], services);
    expect(container.querySelector('script')).toBeNull();
    act(() => consent.set({ ...noConsent, statistic: true }));
    expect(container.querySelector('script')).toBeNull();
    act(() => consent.set({ ...noConsent, marketing: true }));
    const script = container.querySelector('script')!;
    expect(script).toHaveAttribute('src', 'https://widgets.frischmarkt.example/liefergebiet.js');
    expect(script.integrity).toMatch(/^sha384-/);
    expect(script.crossOrigin).toBe('anonymous');
    expect(script).toHaveAttribute('data-tenant', 'default');
    // Consent given again (or withdrawn and given) does not run it twice.
    act(() => consent.set({ ...noConsent, marketing: false }));
    act(() => consent.set({ ...noConsent, marketing: true }));
    expect(container.querySelectorAll('script')).toHaveLength(1);
  });

  it('never runs a script from a host the tenant does not allow, and reports it once', () => {
    const consent = controllableConsent({ marketing: true, statistic: true, targetGroupSelection: true });
    const { services, published } = contentServices({ consent: consent.service, runtimeConfig: { allowedScriptHosts: ['andere.example'] } });
    const { container } = renderBlocks([widget(), widget()], services);
    expect(container.querySelector('script')).toBeNull();
    expect(trackedEvents(published).filter((event) => event.problem === 'script-not-allowed')).toHaveLength(1);
  });

  it('runs nothing while the tenant config has no allow-list (fails closed)', () => {
    const { services } = contentServices();
    const { container } = renderBlocks([aBlock('script', { src: 'https://widgets.frischmarkt.example/x.js', consent: 'none' })], services);
    expect(container.querySelector('script')).toBeNull();
  });
});
