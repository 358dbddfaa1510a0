import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderParcel } from '@storefront/shared/platform/testing';
import { contentServices, trackedEvents } from '../../testing/content.test-support';
import { IndexPage } from './index-page';

const route = (params: Record<string, string> = {}, query = '') => ({ name: 'index' as const, params, query: new URLSearchParams(query) });

const startPage = {
  slug: '',
  config: { name: 'startpage', title: 'Frischmarkt – Lebensmittel online bestellen', description: 'Lebensmittel online bestellen.', backgroundColor: '#fffdf7' },
  blocks: [
    { id: 'b1', type: 'teaser', headline: 'Frisch geliefert', fields: { text: 'Heute ab 17 Uhr.' }, children: [] },
    { id: 'b2', type: 'headline', headline: 'Willkommen bei Frischmarkt', fields: { level: 1 }, children: [] },
    { id: 'b3', type: 'text', fields: { text: 'Ihr Wocheneinkauf.' }, children: [] },
    { id: 'b4', type: 'product group', headline: 'Angebote', fields: { skus: ['100102'] }, children: [] },
  ],
};

const notFoundPage = {
  slug: 'seite-nicht-gefunden',
  config: { name: 'seite-nicht-gefunden', title: 'Seite nicht gefunden – Frischmarkt', noIndex: true },
  blocks: [{ id: 'n1', type: 'headline', headline: 'Diese Seite gibt es leider nicht', fields: { level: 1 }, children: [] }],
};

afterEach(() => {
  document.head.replaceChildren();
  document.body.removeAttribute('style');
});

describe('content page (route index)', () => {
  it('renders the start page’s blocks, its level-1 headline as the page’s only h1, and places owned blocks as fragments', async () => {
    const { services, calls, mountedFragments } = contentServices({ handlers: { 'GET /api/content/pages': { body: startPage } } });
    renderParcel(IndexPage, { services, route: route() });
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Frischmarkt' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Frisch geliefert' })).toBeInTheDocument();
    expect(screen.getByText('Ihr Wocheneinkauf.')).toBeInTheDocument();
    expect(mountedFragments).toEqual(['product-group']);
    expect(calls).toEqual(['GET /api/content/pages?path=%2F']);
  });

  it('applies the page config to the document and restores it when the page unmounts', async () => {
    document.title = 'Frischmarkt';
    const { services } = contentServices({ handlers: { 'GET /api/content/pages': { body: startPage } } });
    const { unmount } = renderParcel(IndexPage, { services, route: route() });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Frischmarkt – Lebensmittel online bestellen');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Lebensmittel online bestellen.');
    expect(document.body.style.backgroundColor).toBe('rgb(255, 253, 247)');
    unmount();
    expect(document.title).toBe('Frischmarkt');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.body.style.backgroundColor).toBe('');
  });

  it('shows the title as h1 when no headline block is, and asks for the catch-all path without a trailing slash', async () => {
    const { services, calls } = contentServices({
      handlers: {
        'GET /api/content/pages': ({ url }) =>
          url.searchParams.get('path') === '/service/lieferung'
            ? { body: { slug: 'service/lieferung', config: { name: 'lieferung', title: 'Lieferung' }, blocks: [] } }
            : { status: 404 },
      },
    });
    renderParcel(IndexPage, { services, route: route({ slug: 'service/lieferung/' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lieferung' })).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/content/pages?path=%2Fservice%2Flieferung']);
  });

  it('shows the content-managed not-found page for an unknown path and tracks the errorPage view', async () => {
    const { services, calls, published } = contentServices({
      handlers: {
        'GET /api/content/pages': ({ url }) =>
          url.searchParams.get('path') === '/seite-nicht-gefunden'
            ? { body: notFoundPage }
            : { status: 404, body: { errorCode: 'notFound', message: 'Page not found' } },
      },
    });
    renderParcel(IndexPage, { services, route: route({ slug: 'gibt-es-nicht' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // A 404 is an answer, not a failure: it is not asked again.
    expect(calls).toEqual(['GET /api/content/pages?path=%2Fgibt-es-nicht', 'GET /api/content/pages?path=%2Fseite-nicht-gefunden']);
    expect(trackedEvents(published)).toContainEqual({ event: 'pageView', pageName: 'errorPage', status: 404, path: '/gibt-es-nicht' });
  });

  it('falls back to a built-in not-found message with a link home when the not-found page is missing too', async () => {
    const { services, navigations } = contentServices({ handlers: { 'GET /api/content/pages': { status: 404 } } });
    renderParcel(IndexPage, { services, route: route({ slug: 'gibt-es-nicht' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(navigations).toEqual(['/index']);
  });

  it('says the content is not reachable and loads the page again on retry', async () => {
    let answers = 0;
    const { services } = contentServices({
      // The client retries a failed GET once by itself (doc 1 §9), so the first two answers fail.
      handlers: { 'GET /api/content/pages': () => (++answers <= 2 ? { status: 503 } : { body: startPage }) },
    });
    renderParcel(IndexPage, { services, route: route() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Inhalte können gerade nicht geladen werden.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Frischmarkt' })).toBeInTheDocument();
    expect(answers).toBe(3);
  });

  it('shows a general error when the answer breaks the contract', async () => {
    const { services } = contentServices({ handlers: { 'GET /api/content/pages': { body: { slug: '/', blocks: 'kaputt' } } } });
    renderParcel(IndexPage, { services, route: route() });
    expect((await screen.findByRole('alert'))).toHaveTextContent('Beim Laden der Seite ist ein Fehler aufgetreten.');
  });
});
