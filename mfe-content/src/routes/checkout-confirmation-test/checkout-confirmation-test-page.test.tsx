import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderParcel } from '@storefront/shared/platform/testing';
import content from '../../remote';
import { contentServices } from '../../testing/content.test-support';
import { CheckoutConfirmationTestPage } from './checkout-confirmation-test-page';

const confirmationTestPage = {
  slug: 'bestellung-ok-test',
  config: { name: 'checkout-confirmation-test', title: 'Bestellbestätigung (Vorschau) – Frischmarkt', noIndex: true, noFollow: true },
  blocks: [
    { id: 't1', type: 'user-message', fields: { severity: 'warning', text: 'Vorschau: Es wurde keine Bestellung aufgegeben.' }, children: [] },
    { id: 't2', type: 'headline', headline: 'Vielen Dank für Ihre Bestellung!', fields: { level: 1 }, children: [] },
  ],
};

afterEach(() => {
  document.head.replaceChildren();
  document.body.removeAttribute('style');
});

describe('the test confirmation page of content preview (doc 1 §2: -ok-test with cms.preview)', () => {
  it('is a route of this remote', () => {
    expect(Object.keys(content.routes)).toContain('checkout-confirmation-test');
  });

  it("shows the content page at the route's own path, with its config in the head", async () => {
    const { services, calls } = contentServices({ handlers: { 'GET /api/content/pages': { body: confirmationTestPage } } });
    const withSlugs = {
      ...services,
      navigation: { ...services.navigation, href: ({ name }: { name: string }) => (name === 'checkout-confirmation-test' ? '/bestellung-ok-test' : null) },
    };
    renderParcel(CheckoutConfirmationTestPage, { services: withSlugs, route: { name: 'checkout-confirmation-test', params: {}, query: new URLSearchParams() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeInTheDocument();
    expect(screen.getByText('Vorschau: Es wurde keine Bestellung aufgegeben.')).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/content/pages?path=%2Fbestellung-ok-test']);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});
