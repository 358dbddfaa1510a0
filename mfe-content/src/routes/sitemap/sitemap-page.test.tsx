import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderParcel } from '@storefront/shared/platform/testing';
import { contentServices } from '../../testing/content.test-support';
import { SitemapPage } from './sitemap-page';

describe('sitemap', () => {
  it('lists the content pages from GET /api/content/sitemap and the shop areas this tenant has', async () => {
    const { services, navigations } = contentServices({
      handlers: {
        'GET /api/content/sitemap': { body: { pages: [{ path: '/', title: 'Startseite' }, { path: '/kontakt', title: 'Kontakt' }] } },
      },
    });
    renderParcel(SitemapPage, { services, route: { name: 'sitemap', params: {}, query: new URLSearchParams() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    const pages = await screen.findByRole('navigation', { name: 'Informationen und Service' });
    expect(within(pages).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Startseite', '/'],
      ['Kontakt', '/kontakt'],
    ]);
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Kontakt' }));
    expect(navigations).toEqual(['/kontakt']);
    // Pesticides are off for the test tenant: no link to them, the others are there.
    const shop = screen.getByRole('navigation', { name: 'Einkaufen' });
    expect(within(shop).getAllByRole('link').length).toBeGreaterThan(3);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { services } = contentServices({ handlers: { 'GET /api/content/sitemap': { status: 400 } } });
    renderParcel(SitemapPage, { services });
    expect((await screen.findByRole('alert'))).toHaveTextContent('Beim Laden der Seite ist ein Fehler aufgetreten.');
  });
});
