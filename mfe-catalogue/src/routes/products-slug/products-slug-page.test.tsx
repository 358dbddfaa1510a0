import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { createTestServices, TEST_TENANT, TEST_TENANT_WITH_CLUB, renderParcel } from '@storefront/shared/platform/testing';
import { cartWith, catalogueTestMessages as messages, product } from '../../testing/catalogue.test-support';
import { ProductsSlugPage } from './products-slug-page';

/** The text as the shopper reads it: the price formats' no-break spaces read as spaces. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

const renderPage = (props: MountProps) => renderParcel(ProductsSlugPage, props);

const route = (params: Record<string, string> = {}, query = '') => ({
  name: 'products-slug' as const,
  params,
  query: new URLSearchParams(query),
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

const milk = product({ sku: '100201', name: 'Bio-Vollmilch 1 l', price: { regular: { value: 129 }, loyalty: { value: 109 } } });
const water = product({
  sku: '100501',
  name: 'Mineralwasser 6 × 1,5 l',
  price: { regular: { value: 354 }, depositPrice: { value: 150 } },
  bundleInfo: '6 × 1,5 l',
  bundleSize: 6,
  brand: { name: 'Quellgut' },
  quantityStepSize: 2,
  maxQuantity: 6,
});
const apples = product({ sku: '100102', name: 'Äpfel Gala lose', weightArticle: true, price: { regular: { value: 249 } } });
const wine = product({ sku: '100701', name: 'Grüner Veltliner 0,75 l', availability: 'ageRestricted' });
const berries = product({ sku: '100301', name: 'Erdbeeren 500 g', availability: 'temporarilyUnavailable' });
const gone = product({ sku: '100302', name: 'Kirschen 500 g', availability: 'unavailable' });

const facets = {
  brands: [
    { name: 'Alpenhof', count: 5 },
    { name: 'Quellgut', count: 1 },
  ],
  tags: [{ tag: 'bio', count: 1 }],
  priceRange: { min: 129, max: 354 },
};

function pageOf(results: unknown[], total = results.length, offset = 0) {
  return { total, count: results.length, offset, results, facets };
}

function handlers(products: ReturnType<typeof pageOf> | ((url: URL) => unknown) = pageOf([milk, water]), cart = cartWith()) {
  return {
    'GET /api/category-trees': { body: trees },
    'GET /api/categories/milch/products': ({ url }: { url: URL }) => ({ body: typeof products === 'function' ? products(url) : products }),
    'GET /api/carts': { body: cart },
  };
}

describe('the category tree', () => {
  it('lists the top-level categories as links without a slug', async () => {
    const { services, calls } = createTestServices({ messages, handlers: handlers() });
    renderPage({ services, route: route() });

    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sortiment' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Alle Kategorien des Sortiments' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Obst & Gemüse', 'Molkerei']);
    expect(within(list).getByRole('link', { name: 'Molkerei' }).getAttribute('href')).toBe('/products-slug/molkerei');
    expect(calls).toEqual(['GET /api/category-trees']);
  });

  it('navigates through the shell on a plain click and leaves modified clicks to the browser', async () => {
    const { services, navigations } = createTestServices({ messages, handlers: handlers() });
    renderPage({ services, route: route() });

    const link = await screen.findByRole('link', { name: 'Obst & Gemüse' });
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

  it('shows an error with a retry that loads the categories again', async () => {
    let answers = 0;
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        // The client itself retries a failed GET once (doc 1 §9): the first two answers fail.
        'GET /api/category-trees': () => (++answers <= 2 ? { status: 500, body: { errorCode: 'E500', message: 'kaputt' } } : { body: trees }),
      },
    });
    renderPage({ services, route: route() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Beim Laden des Sortiments ist ein Fehler aufgetreten.');
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
    renderPage({ services, route: route() });

    expect((await screen.findByRole('alert')).textContent).toContain('Das Sortiment kann gerade nicht geladen werden.');
  });
});

describe('a category page', () => {
  it('asks for the tree and the products at once, and shows breadcrumbs, heading, sub-categories and tiles', async () => {
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        ...handlers(),
        'GET /api/categories/obst/products': { body: pageOf([milk]) },
      },
    });
    renderPage({ services, route: route({ slug: 'obst' }) });

    // Both requests leave before either answers: one round trip to the first tiles.
    expect(calls.filter((call) => !call.startsWith('GET /api/carts')).slice(0, 2).sort()).toEqual(['GET /api/categories/obst/products?pageSize=24&offset=0', 'GET /api/category-trees']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Obst' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Sie sind hier' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/products-slug', '/products-slug/obst-gemuese']);
    expect(within(crumbs).getByText('Obst').getAttribute('aria-current')).toBe('page');
    const chips = screen.getByRole('list', { name: 'Unterkategorien von Obst' });
    expect(within(chips).getByRole('link', { name: 'Äpfel' }).getAttribute('href')).toBe('/products-slug/aepfel');
    expect(await screen.findByRole('article', { name: 'Bio-Vollmilch 1 l' })).toBeInTheDocument();
  });

  it('shows every part of a tile: picture with its size, brand, price, loyalty teaser, deposit, unit price, bundle', async () => {
    const { services } = createTestServices({ messages, handlers: handlers(pageOf([milk, water, apples])), tenant: TEST_TENANT_WITH_CLUB });
    renderPage({ services, route: route({ slug: 'milch' }) });

    const milkTile = await screen.findByRole('article', { name: 'Bio-Vollmilch 1 l' });
    const image = milkTile.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/products/100201.0000abcd.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['240', '240']);
    expect(within(milkTile).getByText('Alpenhof')).toBeInTheDocument();
    expect(within(milkTile).getByRole('link', { name: 'Bio-Vollmilch 1 l' }).getAttribute('href')).toBe('/product-slug/bio-vollmilch-1-l/100201');
    expect(textOf(milkTile)).toContain('€ 1,29');
    expect(textOf(milkTile)).toContain('mit jö-Karte € 1,09');
    expect(textOf(milkTile)).toContain('1 l = € 1,29');
    expect(within(milkTile).getByText('Bio', { exact: true })).toBeInTheDocument();

    const waterTile = screen.getByRole('article', { name: 'Mineralwasser 6 × 1,5 l' });
    expect(textOf(waterTile)).toContain('zzgl. € 1,50 Pfand');
    // The deposit is never added into the price or the unit price: 3,54 € for 9 litres.
    expect(textOf(waterTile)).toContain('€ 3,54');
    expect(textOf(waterTile)).toContain('1 l = € 0,39');
    expect(textOf(waterTile)).toContain('Gebinde: 6 × 1,5 l');

    const applesTile = screen.getByRole('article', { name: 'Äpfel Gala lose' });
    expect(textOf(applesTile)).toContain('€ 2,49 / kg');
    expect(textOf(applesTile)).toContain('Preis pro kg, abgewogen');
    expect(within(applesTile).getByRole('button', { name: '1 kg Äpfel Gala lose in den Warenkorb' })).toBeInTheDocument();
  });

  it('shows the four availability states: the age notice, a disabled button, no button', async () => {
    const { services } = createTestServices({ messages, handlers: handlers(pageOf([milk, wine, berries, gone])) });
    renderPage({ services, route: route({ slug: 'milch' }) });

    const wineTile = await screen.findByRole('article', { name: 'Grüner Veltliner 0,75 l' });
    expect(within(wineTile).getByText('Ab 18')).toBeInTheDocument();
    expect((within(wineTile).getByRole('button', { name: /in den Warenkorb/ }) as HTMLButtonElement).disabled).toBe(false);
    const berriesTile = screen.getByRole('article', { name: 'Erdbeeren 500 g' });
    expect((within(berriesTile).getByRole('button', { name: 'Derzeit nicht lieferbar' }) as HTMLButtonElement).disabled).toBe(true);
    const goneTile = screen.getByRole('article', { name: 'Kirschen 500 g' });
    expect(within(goneTile).queryByRole('button', { name: /Warenkorb|lieferbar/ })).toBeNull();
    expect(within(goneTile).getByText('Nicht mehr erhältlich')).toBeInTheDocument();
  });

  it('asks the cart to add in quantity steps up to the maximum, and shows the quantity the cart announces, without reading it again', async () => {
    let cart = cartWith([{ product: water, quantity: 2 }]);
    const { services, published, calls } = createTestServices({
      messages,
      handlers: { ...handlers(pageOf([water])), 'GET /api/carts': () => ({ body: cart }) },
    });
    renderPage({ services, route: route({ slug: 'milch' }) });
    const user = userEvent.setup();

    const tile = await screen.findByRole('article', { name: 'Mineralwasser 6 × 1,5 l' });
    expect(await within(tile).findByText('Im Warenkorb: 2 Stk.')).toBeInTheDocument();
    // Steps of 2, at most 6 in the cart: 2 more, 4 more, no further.
    const more = within(tile).getByRole('button', { name: 'Mehr' }) as HTMLButtonElement;
    await user.click(more);
    expect((within(tile).getByRole('spinbutton') as HTMLInputElement).value).toBe('4');
    expect(more.disabled).toBe(true);
    await user.click(within(tile).getByRole('button', { name: '4 Stk. Mineralwasser 6 × 1,5 l in den Warenkorb' }));
    expect(published.filter((event) => event.name === 'cart:add-item-requested').map((event) => event.payload)).toEqual([
      { sku: '100501', quantity: 4, source: 'category' },
    ]);

    const reads = calls.filter((call) => call === 'GET /api/carts').length;
    cart = cartWith([{ product: water, quantity: 6 }]);
    act(() => {
      services.events.publish('cart:item-add-outcome', { sku: '100501', outcome: 'added' });
      services.events.publish('cart:updated', {
        lineItemCount: 1,
        total: cart.priceInfo.total,
        lines: [{ sku: '100501', quantity: 6, lineItemId: cart.productLineItems[0]!.lineItemId }],
      });
    });
    expect(await within(tile).findByText('Höchstmenge (6) im Warenkorb')).toBeInTheDocument();
    // The cart's notification tells the outcome; the tile shows what the cart now holds.
    expect(within(tile).getByRole('status')).toHaveTextContent(/^Im Warenkorb: 6 Stk\.$/);
    expect(within(tile).queryByRole('button', { name: /in den Warenkorb/ })).toBeNull();
    expect(calls.filter((call) => call === 'GET /api/carts')).toHaveLength(reads);

  });

  it('frees its button on the cart’s answer and leaves telling it to the cart: one feedback per add', async () => {
    const { services } = createTestServices({ messages, handlers: handlers(pageOf([milk])) });
    renderPage({ services, route: route({ slug: 'milch' }) });
    const tile = await screen.findByRole('article', { name: 'Bio-Vollmilch 1 l' });
    const add = within(tile).getByRole('button', { name: /in den Warenkorb/ });
    for (const outcome of ['abortedserviceselection', 'maxquantityreached', 'addproductaborted', 'added'] as const) {
      await userEvent.click(add);
      expect(add).toHaveAttribute('aria-busy', 'true');
      // Another product's answer is not this tile's.
      act(() => services.events.publish('cart:item-add-outcome', { sku: '999', outcome }));
      expect(add).toHaveAttribute('aria-busy', 'true');
      act(() => services.events.publish('cart:item-add-outcome', { sku: '100201', outcome }));
      expect(add).not.toHaveAttribute('aria-busy', 'true');
      expect(within(tile).getByRole('status')).toHaveTextContent(/^$/);
    }
  });

  it('sends sort, filters and page from the URL, and every change is a new URL on page 1', async () => {
    const { services, calls, navigations } = createTestServices({ messages, handlers: handlers(pageOf([milk, water], 60, 24)) });
    renderPage({ services, route: route({ slug: 'milch' }, 'sort=priceDesc&brand=Alpenhof&maxPrice=3&tag=bio&page=2') });
    const user = userEvent.setup();

    await screen.findByRole('article', { name: 'Bio-Vollmilch 1 l' });
    expect(calls).toContain('GET /api/categories/milch/products?pageSize=24&offset=24&sort=priceDesc&brand=Alpenhof&maxPrice=300&tag=bio');
    expect(screen.getByText('60 Produkte')).toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: 'Sortieren nach' }) as HTMLSelectElement).value).toBe('priceDesc');
    expect((screen.getByRole('checkbox', { name: /Alpenhof/ }) as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren nach' }), 'nameAsc');
    await user.click(screen.getByRole('checkbox', { name: /Quellgut/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Nur lieferbare Produkte' }));
    await user.type(screen.getByRole('textbox', { name: 'von' }), '1,5');
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    // Each control shows the choice at once, and each change builds on the ones before (the test's shell keeps the URL).
    expect(navigations).toEqual([
      '/products-slug/milch?sort=nameAsc&brand=Alpenhof&maxPrice=3&tag=bio',
      '/products-slug/milch?sort=nameAsc&brand=Alpenhof&brand=Quellgut&maxPrice=3&tag=bio',
      '/products-slug/milch?sort=nameAsc&brand=Alpenhof&brand=Quellgut&maxPrice=3&tag=bio&available=1',
      '/products-slug/milch?sort=nameAsc&brand=Alpenhof&brand=Quellgut&minPrice=1&maxPrice=3&tag=bio&available=1',
    ]);
    expect((screen.getByRole('checkbox', { name: /Quellgut/ }) as HTMLInputElement).checked).toBe(true);

    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/products-slug/milch?sort=priceDesc&brand=Alpenhof&maxPrice=3&tag=bio&page=3');
    expect(within(pages).getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/products-slug/milch?sort=priceDesc&brand=Alpenhof&maxPrice=3&tag=bio');
  });

  it('explains an empty filter result and offers to reset the filters, keeping the sort', async () => {
    const { services, navigations } = createTestServices({ messages, handlers: handlers(pageOf([], 0)) });
    renderPage({ services, route: route({ slug: 'milch' }, 'sort=priceAsc&tag=bio&available=1') });

    expect(await screen.findByRole('heading', { name: 'Keine Produkte mit diesen Filtern' })).toBeInTheDocument();
    const reset = screen.getAllByRole('button', { name: 'Alle Filter zurücksetzen' });
    await userEvent.setup().click(reset[reset.length - 1]!);
    expect(navigations).toEqual(['/products-slug/milch?sort=priceAsc']);
  });

  it('shows skeleton tiles, not an empty grid, while the products load', async () => {
    const { services } = createTestServices({ messages, handlers: handlers() });
    const { container } = renderPage({ services, route: route({ slug: 'milch' }) });
    // Before any answer: the results region is busy and holds placeholder tiles hidden from assistive technology.
    const busy = container.querySelector('div[aria-busy="true"]')!;
    expect(busy).not.toBeNull();
    expect(busy.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(busy.firstElementChild?.children.length).toBe(12);
    expect(await screen.findByRole('article', { name: 'Bio-Vollmilch 1 l' })).toBeInTheDocument();
    expect(container.querySelector('div[aria-busy="true"]')).toBeNull();
  });

  it('asks a guest to log in before a favorite is saved, coming back to this page', async () => {
    const tenant = { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, features: { ...TEST_TENANT.clientRuntimeConfig.features, featureCustomerFavorites: true } } };
    const { services, calls } = createTestServices({ messages, tenant, handlers: handlers(pageOf([milk])) });
    renderPage({ services, route: route({ slug: 'milch' }) });
    const user = userEvent.setup();

    const tile = await screen.findByRole('article', { name: 'Bio-Vollmilch 1 l' });
    await user.click(within(tile).getByRole('button', { name: 'Bio-Vollmilch 1 l zu den Favoriten hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Favoriten merken' });
    expect(within(dialog).getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/login');
    expect(calls.some((call) => call.includes('favorites'))).toBe(false);
  });

  it('raises the shell’s 404 page for an unknown slug, and shows nothing of its own', async () => {
    const { services, shownErrors } = createTestServices({
      messages,
      handlers: { ...handlers(), 'GET /api/categories/tiernahrung/products': { status: 404, body: { errorCode: 'categoryNotFound', message: 'Category not found' } } },
    });
    const { container } = renderPage({ services, route: route({ slug: 'tiernahrung' }) });

    await waitFor(() => expect(shownErrors).toEqual([{ status: 404 }]));
    expect(container.textContent).toBe('');
  });

  it('shows its own not-found message for an unknown slug under a shell without showError', async () => {
    const test = createTestServices({
      messages,
      handlers: { ...handlers(), 'GET /api/categories/tiernahrung/products': { status: 404, body: { errorCode: 'categoryNotFound', message: 'Category not found' } } },
    });
    const { showError: _unsupported, ...olderNavigation } = test.services.navigation;
    const services = { ...test.services, navigation: olderNavigation };
    renderPage({ services, route: route({ slug: 'tiernahrung' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kategorie nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Die Kategorie „tiernahrung“ gibt es in unserem Sortiment nicht.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Alle Kategorien' }));
    expect(test.navigations).toEqual(['/products-slug']);
  });
});
