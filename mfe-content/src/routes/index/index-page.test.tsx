import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { MountProps } from '@storefront/shared/contracts';
import { ServicesProvider } from '@storefront/shared/parcel';
import { createTestServices } from '@storefront/shared/testing';
import { IndexPage } from './index-page';

const messages = {
  'common.loading': 'Wird geladen …',
  'content.blocks': 'Inhalte der Seite',
  'content.notFound.headline': 'Seite nicht gefunden',
  'content.notFound.text': 'Diese Seite gibt es nicht.',
  'content.backToStart': 'Zur Startseite',
  'content.error.unavailable': 'Die Inhalte sind gerade nicht erreichbar.',
  'content.error.generic': 'Die Seite konnte nicht geladen werden.',
  'content.retry': 'Erneut versuchen',
};

function renderPage(props: MountProps) {
  return render(
    <ServicesProvider value={props.services}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <IndexPage {...props} />
      </SWRConfig>
    </ServicesProvider>,
  );
}

const route = (params: Record<string, string> = {}) => ({ name: 'index' as const, params, query: new URLSearchParams() });

const startPage = {
  slug: '/',
  config: { name: 'startseite', title: 'Willkommen bei Testmarkt' },
  blocks: [
    { id: 'b1', type: 'teaser', headline: 'Frisch geliefert', fields: {}, children: [] },
    { id: 'b2', type: 'text', fields: { text: 'Hallo' }, children: [] },
    {
      id: 'b3',
      type: 'row',
      headline: 'Angebote der Woche',
      fields: {},
      children: [{ id: 'b4', type: 'product group', headline: 'Obst', fields: {}, children: [] }],
    },
  ],
};

describe('content page', () => {
  it('shows the start page title and its blocks with type and headline', async () => {
    const { services, calls } = createTestServices({
      messages,
      handlers: { 'GET /api/content/pages': { body: startPage } },
    });
    renderPage({ services, route: route() });

    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Testmarkt' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Inhalte der Seite' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-block-type'))).toEqual(['teaser', 'text', 'row', 'product group']);
    expect(items[0]!.textContent).toBe('teaser Frisch geliefert');
    expect(items[1]!.textContent).toBe('text');
    expect(items[3]!.textContent).toBe('product group Obst');
    expect(calls).toEqual(['GET /api/content/pages?path=%2F']);
  });

  it('asks for the catch-all path without a trailing slash and falls back to the page name', async () => {
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/content/pages': ({ url }) =>
          url.searchParams.get('path') === '/service/lieferung'
            ? { body: { slug: '/service/lieferung', config: { name: 'Lieferung' }, blocks: [] } }
            : { status: 404 },
      },
    });
    renderPage({ services, route: route({ slug: 'service/lieferung/' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lieferung' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(calls).toEqual(['GET /api/content/pages?path=%2Fservice%2Flieferung']);
  });

  it('shows the not-found message with a link to the start page for an unknown path', async () => {
    const { services, calls, navigations } = createTestServices({
      messages,
      handlers: {
        'GET /api/content/pages': {
          status: 404,
          body: { errorCode: 'PAGE_NOT_FOUND', message: 'Page Not Found: /gibt-es-nicht' },
        },
      },
    });
    renderPage({ services, route: route({ slug: 'gibt-es-nicht' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Zur Startseite' });
    expect(link.getAttribute('href')).toBe('/index');
    await userEvent.setup().click(link);
    expect(navigations).toEqual(['/index']);
    // A 404 is an answer, not a failure: it is not asked again.
    expect(calls).toEqual(['GET /api/content/pages?path=%2Fgibt-es-nicht']);
  });

  it('says the content is not reachable and loads the page again on retry', async () => {
    let answers = 0;
    const { services } = createTestServices({
      messages,
      handlers: {
        // The client retries a failed GET once by itself (doc 1 §9), so the first two answers fail.
        'GET /api/content/pages': () => (++answers <= 2 ? { status: 503 } : { body: startPage }),
      },
    });
    renderPage({ services, route: route() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Inhalte sind gerade nicht erreichbar.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Testmarkt' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(answers).toBe(3);
  });

  it('shows a general error when the answer breaks the contract', async () => {
    const { services } = createTestServices({
      messages,
      handlers: { 'GET /api/content/pages': { body: { slug: '/', blocks: 'kaputt' } } },
    });
    renderPage({ services, route: route() });

    expect((await screen.findByRole('alert')).textContent).toContain('Die Seite konnte nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
