import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FragmentName, MountedRoute, RouteName, StorefrontServices } from '@storefront/shared/platform/contracts';
import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';
import type { FakeHandler } from '@storefront/shared/platform/testing';
import { aProduct } from '@storefront/shared/fixtures';
import { createTestServices, renderWithServices, TEST_TENANT_WITH_CLUB } from '@storefront/shared/platform/testing';
import { fakeFragments, searchTenant } from '../../testing/search-test-services.test-support';
import { parseOffset, SearchTermPage } from './search-term-page';

const milk = aProduct({ price: { regular: { value: 129 }, loyalty: { value: 109 } } });
const lowFatMilk = aProduct({ sku: '100202', name: 'Fettarme H-Milch 1,5 % 1 l', slug: 'fettarme-h-milch', productId: 'p-100202' });
const page = (results: unknown[], total = results.length, offset = 0) => ({ body: { total, count: results.length, offset, results } });
const none = page([]);
const porridge = { slug: 'apfel-zimt-porridge', title: 'Apfel-Zimt-Porridge' };

const route = (term: string, query = ''): MountedRoute => ({ name: 'search-term', params: { term }, query: new URLSearchParams(query) });

function setup(
  handlers: Record<string, FakeHandler>,
  options: {
    rendering?: FragmentName[];
    remotes?: Array<'content' | 'catalogue'>;
    routesOff?: readonly RouteName[];
    runtime?: Partial<ClientRuntimeConfig>;
  } = {},
) {
  const test = createTestServices({ handlers, tenant: searchTenant(options.remotes ?? ['content', 'catalogue'], options.runtime) });
  const fragments = fakeFragments(new Set(options.rendering ?? []));
  // Routes the tenant has switched off have no path (services.navigation.href answers null).
  const { navigation } = test.services;
  const href: typeof navigation.href = (target) => (options.routesOff?.includes(target.name) ? null : navigation.href(target));
  const services: StorefrontServices = { ...test.services, navigation: { ...navigation, href }, fragments: fragments.service };
  const show = (mounted: MountedRoute) => <SearchTermPage services={services} route={mounted} />;
  return { ...test, services, fragments, show };
}

const milkHandlers = {
  'GET /api/products/search/milch': page([milk, lowFatMilk]),
  'GET /api/content/search/milch': none,
  'GET /api/recipes/search/milch': page([porridge]),
};

describe('the search result page (doc 1 §2 search-term)', () => {
  it('shows a tab per type with its count, and the first type with results', async () => {
    const { show, services } = setup(milkHandlers);
    renderWithServices(show(route('milch')), { services });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Produkte (2)', 'Inhalte (0)', 'Rezepte (1)']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Produkte (2)');
    expect(screen.getByTestId('search-result-count').textContent).toBe('2 Produkte gefunden');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);
  });

  it('says one product in the singular and several in the plural', async () => {
    const { show, services } = setup({
      'GET /api/products/search/bergkaese': page([milk]),
      'GET /api/content/search/bergkaese': page([{ slug: 'kaese-lagern', title: 'Käse lagern', teaser: 'So bleibt er frisch' }]),
      'GET /api/recipes/search/bergkaese': page([porridge, { slug: 'kaesespaetzle', title: 'Käsespätzle' }]),
    });
    const view = renderWithServices(show(route('bergkaese')), { services });
    expect((await screen.findByTestId('search-result-count', {}, { timeout: 5_000 })).textContent).toBe('1 Produkt gefunden');
    view.rerender(show(route('bergkaese', 'tab=content')));
    expect((await screen.findByText('1 Treffer', {}, { timeout: 5_000 }))).toHaveAttribute('data-testid', 'search-result-count');
    view.rerender(show(route('bergkaese', 'tab=recipes')));
    expect((await screen.findByText('2 Treffer', {}, { timeout: 5_000 }))).toHaveAttribute('data-testid', 'search-result-count');
  });

  it('selects the tab of the query and falls back to the first type with results for another one', async () => {
    const { show, services } = setup({
      'GET /api/products/search/porridge': none,
      'GET /api/content/search/porridge': none,
      'GET /api/recipes/search/porridge': page([porridge]),
    });
    const view = renderWithServices(show(route('porridge', 'tab=products')), { services });
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Produkte (0)');
    expect(screen.getByTestId('search-result-count').textContent).toBe('0 Produkte gefunden');
    view.rerender(show(route('porridge', 'tab=unknown')));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Rezepte (1)');
    expect(within(screen.getByRole('list', { name: 'Gefundene Rezepte' })).getByRole('link', { name: 'Apfel-Zimt-Porridge' })).toBeInTheDocument();
  });

  it('switches tabs through the address, by click and by arrow key', async () => {
    const { show, services, navigations } = setup(milkHandlers);
    renderWithServices(show(route('milch')), { services });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Rezepte (1)' }));
    await user.click(screen.getByRole('tab', { name: 'Produkte (2)' }));
    await user.keyboard('{ArrowLeft}');
    expect(navigations).toEqual(['/search-term/milch', '/search-term/milch', '/search-term/milch']);
    expect(document.activeElement?.textContent).toBe('Rezepte (1)');
  });

  it('mounts the catalogue product list with the found products while catalogue offers it', async () => {
    const { show, services, fragments } = setup(milkHandlers, { rendering: ['product-list'] });
    renderWithServices(show(route('milch', 'tab=products')), { services });
    expect(await screen.findByText('fragment product-list')).toBeInTheDocument();
    expect(fragments.mounted).toEqual([{ name: 'product-list', props: { products: [milk, lowFatMilk], source: 'search' } }]);
    expect(screen.queryByRole('list', { name: 'Gefundene Produkte' })).not.toBeInTheDocument();
  });

  it('shows its own list while catalogue is down: name, price, link, and an add button that asks the cart', async () => {
    // A shop with the club, whose price the list shows.
    const { show, services, published } = setup(milkHandlers, { runtime: { features: TEST_TENANT_WITH_CLUB.clientRuntimeConfig.features } });
    renderWithServices(show(route('milch', 'tab=products')), { services });
    const list = await screen.findByRole('list', { name: 'Gefundene Produkte' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Bio-Vollmilch 3,8 % 1 l' }).getAttribute('href')).toBe(
      '/product-slug/bio-vollmilch-3-8-1-l/100201',
    );
    expect(first).toHaveTextContent('1,29');
    expect(first).toHaveTextContent('1,09');
    expect(within(first).getByRole('link', { name: 'in Milch' })).toHaveAttribute('href', '/products-slug/milch');

    await userEvent.click(within(first).getByRole('button', { name: 'Bio-Vollmilch 3,8 % 1 l in den Warenkorb' }));
    expect(published).toContainEqual({ name: 'cart:add-item-requested', payload: { sku: '100201', quantity: 1, source: 'search' } });
    // The cart tells the outcome (its notification, one feedback per add on every page): the list adds no text of its own.
    act(() => services.events.publish('cart:item-add-outcome', { sku: '100201', outcome: 'added' }));
    expect(screen.queryByText(/liegt jetzt im Warenkorb/)).not.toBeInTheDocument();
  });

  it('links a product to the external shop where its page is switched off, with shop-forward (doc 1 §2)', async () => {
    const { show, services } = setup(milkHandlers, {
      remotes: [],
      routesOff: ['product-slug', 'products-slug'],
      runtime: { features: { featureSearch: true, featureShopForward: true } },
    });
    renderWithServices(show(route('milch', 'tab=products')), { services });
    const first = within(await screen.findByRole('list', { name: 'Gefundene Produkte' })).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Bio-Vollmilch 3,8 % 1 l' })).toHaveAttribute('href', 'https://shop.example.test/produkte/p-100201');
    expect(within(first).getByRole('link', { name: 'in Milch' })).toHaveAttribute('href', 'https://shop.example.test/kategorie/milch');
  });

  it('shows a product whose page is switched off as text without shop-forward: no link leads out of the storefront', async () => {
    const { show, services, published } = setup(milkHandlers, {
      remotes: [],
      routesOff: ['product-slug', 'products-slug'],
      runtime: { features: { featureSearch: true, featureShopForward: false } },
    });
    renderWithServices(show(route('milch', 'tab=products')), { services });
    const first = within(await screen.findByRole('list', { name: 'Gefundene Produkte' })).getAllByRole('listitem')[0]!;
    expect(within(first).queryAllByRole('link')).toEqual([]);
    expect(within(first).getByText('Bio-Vollmilch 3,8 % 1 l')).toBeInTheDocument();
    expect(within(first).getByText('in Milch')).toBeInTheDocument();
    // The product can still be put into the cart.
    await userEvent.click(within(first).getByRole('button', { name: 'Bio-Vollmilch 3,8 % 1 l in den Warenkorb' }));
    expect(published).toContainEqual({ name: 'cart:add-item-requested', payload: { sku: '100201', quantity: 1, source: 'search' } });
  });

  it('shows its own list at once when catalogue is not in the remote map', async () => {
    const { show, services, fragments } = setup(milkHandlers, { remotes: [] });
    renderWithServices(show(route('milch')), { services });
    expect(await screen.findByRole('list', { name: 'Gefundene Produkte' })).toBeInTheDocument();
    expect(fragments.mounted).toEqual([]);
  });

  it('pages with the offset of the address', async () => {
    const products = Array.from({ length: 24 }, (_, i) => aProduct({ sku: `2${String(i).padStart(5, '0')}`, name: `Produkt ${i}`, slug: `p-${i}` }));
    const { show, services, calls } = setup({
      'GET /api/products/search/bio': ({ url }) =>
        url.searchParams.get('offset') === '24' ? page([milk], 25, 24) : page(products, 25, 0),
      'GET /api/content/search/bio': none,
      'GET /api/recipes/search/bio': none,
    });
    const view = renderWithServices(show(route('bio')), { services });
    const pagination = await screen.findByRole('navigation', { name: 'Seiten der Suchergebnisse' });
    expect(within(pagination).getByText('Seite 1 von 2')).toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: 'Nächste Seite' })).toBeInTheDocument();
    expect(within(pagination).queryByRole('link', { name: 'Vorherige Seite' })).not.toBeInTheDocument();

    view.rerender(show(route('bio', 'tab=products&offset=24')));
    expect(await screen.findByText('Seite 2 von 2')).toBeInTheDocument();
    expect(calls).toContain('GET /api/products/search/bio?pageSize=24&offset=24');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('treats a failed search as an empty result and tracks every type without results (doc 1 §7, §8)', async () => {
    const { show, services, published } = setup({
      'GET /api/products/search/tee': { status: 503 },
      'GET /api/content/search/tee': none,
      'GET /api/recipes/search/tee': page([porridge]),
    });
    renderWithServices(show(route('tee', 'tab=products')), { services });
    expect((await screen.findByTestId('search-result-count')).textContent).toBe('0 Produkte gefunden');
    expect(screen.getByText(/haben wir hier leider nichts gefunden/)).toBeInTheDocument();
    expect(published.filter((event) => event.name === 'tracking:event').map((event) => event.payload)).toEqual([
      { event: 'searchNoResults', term: 'tee', type: 'products', pageType: 'search' },
      { event: 'searchNoResults', term: 'tee', type: 'content', pageType: 'search' },
    ]);
  });

  it('does not search a term shorter than 2 characters (doc 2 §5)', async () => {
    const { show, services, calls } = setup({});
    renderWithServices(show(route(' m ')), { services });
    expect(screen.getByText('Bitte geben Sie mindestens 2 Zeichen ein, um zu suchen.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('searches another term from its form, at least 2 characters', async () => {
    const { show, services, navigations } = setup(milkHandlers);
    renderWithServices(show(route('milch')), { services });
    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: 'Neuer Suchbegriff' });
    await user.clear(field);
    await user.type(field, 'k{Enter}');
    expect(navigations).toEqual([]);
    await user.type(field, 'äse{Enter}');
    expect(navigations).toEqual(['/search-term/käse']);
  });

  it('tells the header its term, and clears it when the page is left (doc 1 §2)', async () => {
    const { show, services, published } = setup(milkHandlers);
    const view = renderWithServices(show(route('milch')), { services });
    await screen.findAllByRole('tab');
    view.unmount();
    expect(published.filter((event) => event.name === 'search:term-changed').map((event) => event.payload)).toEqual([
      { term: 'milch' },
      { term: '' },
    ]);
  });
});

describe('parseOffset', () => {
  it('reads a whole number and gives 0 for anything else', () => {
    expect(parseOffset('48')).toBe(48);
    for (const value of [null, '', '-24', '1.5', 'abc', '99999999']) expect(parseOffset(value)).toBe(0);
  });
});
