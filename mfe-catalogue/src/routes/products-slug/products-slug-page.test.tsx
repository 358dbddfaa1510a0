import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { ProductsSlugPage } from './products-slug-page';

const messages = {
  'common.loading': 'Wird geladen …',
  'catalogue.headline': 'Sortiment',
  'catalogue.categories': 'Alle Kategorien des Sortiments',
  'catalogue.subcategories': 'Unterkategorien von {name}',
  'catalogue.noSubcategories': 'Keine Unterkategorien.',
  'catalogue.allCategories': 'Alle Kategorien',
  'catalogue.notFound.headline': 'Kategorie nicht gefunden',
  'catalogue.notFound.text': 'Die Kategorie „{slug}“ gibt es nicht.',
  'catalogue.error.unavailable': 'Das Sortiment ist gerade nicht erreichbar.',
  'catalogue.error.generic': 'Das Sortiment konnte nicht geladen werden.',
  'catalogue.retry': 'Erneut versuchen',
};

const route = (params: Record<string, string> = {}) => ({
  name: 'products-slug' as const,
  params,
  query: new URLSearchParams(),
});

const trees = [
  {
    name: 'Obst & Gemüse',
    slug: 'obst-gemuese',
    children: [
      { name: 'Obst', slug: 'obst', children: [{ name: 'Äpfel', slug: 'aepfel', children: [] }] },
      { name: 'Gemüse', slug: 'gemuese', children: [] },
    ],
  },
  { name: 'Molkerei', slug: 'molkerei', children: [{ name: 'Milch', slug: 'milch', children: [] }] },
];

const handlers = { 'GET /api/category-trees': { body: trees } };

const linkNames = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => link.textContent);

describe('category pages', () => {
  it('lists the top-level categories as links without a slug', async () => {
    const { services, calls } = createTestServices({ messages, handlers });
    renderParcel(ProductsSlugPage, { services, route: route() });

    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sortiment' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Alle Kategorien des Sortiments' });
    expect(linkNames(list)).toEqual(['Obst & Gemüse', 'Molkerei']);
    expect(within(list).getByRole('link', { name: 'Molkerei' })).toHaveAttribute('href', '/products-slug/molkerei');
    expect(calls).toEqual(['GET /api/category-trees']);
  });

  it('shows a nested category with its children and a link back to all categories', async () => {
    const { services } = createTestServices({ messages, handlers });
    renderParcel(ProductsSlugPage, { services, route: route({ slug: 'obst' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Obst' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Unterkategorien von Obst' });
    expect(linkNames(list)).toEqual(['Äpfel']);
    expect(screen.getByRole('link', { name: 'Alle Kategorien' })).toHaveAttribute('href', '/products-slug');
  });

  it('says so when a category has no sub-categories', async () => {
    const { services } = createTestServices({ messages, handlers });
    renderParcel(ProductsSlugPage, { services, route: route({ slug: 'gemuese' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Gemüse' })).toBeInTheDocument();
    expect(screen.getByText('Keine Unterkategorien.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('navigates through the shell on a plain click and leaves modified clicks to the browser', async () => {
    const { services, navigations } = createTestServices({ messages, handlers });
    renderParcel(ProductsSlugPage, { services, route: route() });

    const link = await screen.findByRole('link', { name: 'Obst & Gemüse' });
    // Ctrl+click opens a new tab: the browser's job, not the router's. The listener
    // records whether the page left the default alone, then stops jsdom from "navigating".
    let leftToBrowser = false;
    const recordDefault = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', recordDefault);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', recordDefault);
    expect(leftToBrowser).toBe(true);
    expect(navigations).toEqual([]);
    await userEvent.setup().click(link);
    expect(navigations).toEqual(['/products-slug/obst-gemuese']);
  });

  it('raises the shell’s 404 page for an unknown slug, and shows nothing of its own', async () => {
    const { services, shownErrors } = createTestServices({ messages, handlers });
    const { container } = renderParcel(ProductsSlugPage, { services, route: route({ slug: 'tiernahrung' }) });

    await waitFor(() => expect(shownErrors).toEqual([{ status: 404 }]));
    expect(container.textContent).toBe('');
  });

  it('shows its own not-found message for an unknown slug under a shell without showError', async () => {
    const test = createTestServices({ messages, handlers });
    const { showError: _unsupported, ...olderNavigation } = test.services.navigation;
    const services = { ...test.services, navigation: olderNavigation };
    const { navigations } = test;
    renderParcel(ProductsSlugPage, { services, route: route({ slug: 'tiernahrung' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kategorie nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Die Kategorie „tiernahrung“ gibt es nicht.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Alle Kategorien' }));
    expect(navigations).toEqual(['/products-slug']);
  });

  it('shows an error with a retry that loads the categories again', async () => {
    let answers = 0;
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        // The client itself retries a failed GET once (doc 1 §9): the first two answers fail.
        'GET /api/category-trees': () =>
          ++answers <= 2 ? { status: 500, body: { errorCode: 'E500', message: 'kaputt' } } : { body: trees },
      },
    });
    renderParcel(ProductsSlugPage, { services, route: route() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Das Sortiment konnte nicht geladen werden.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sortiment' })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('says the catalogue is not reachable when the network fails', async () => {
    const { services } = createTestServices({
      messages,
      handlers: {
        'GET /api/category-trees': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    renderParcel(ProductsSlugPage, { services, route: route() });

    expect((await screen.findByRole('alert'))).toHaveTextContent('Das Sortiment ist gerade nicht erreichbar.');
  });
});
