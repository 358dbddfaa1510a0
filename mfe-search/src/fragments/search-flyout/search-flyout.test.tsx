import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_FLYOUT_TAKES_HANDOVER, type RouteName, type StorefrontServices } from '@storefront/shared/platform/contracts';
import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';
import type { FakeHandler } from '@storefront/shared/platform/testing';
import { aProduct } from '@storefront/shared/fixtures';
import { createTestServices, renderWithServices } from '@storefront/shared/platform/testing';
import { fakeFragments, searchTenant } from '../../testing/search-test-services.test-support';
import parcel from './parcel';
import { SearchFlyout } from './search-flyout';

const milk = aProduct();
const lowFatMilk = aProduct({ sku: '100202', name: 'Fettarme H-Milch 1,5 % 1 l', slug: 'fettarme-h-milch', productId: 'p-100202' });
const found = (results: unknown[]) => ({ body: { total: results.length, count: results.length, offset: 0, results } });
const none = found([]);
const noBanner = { status: 204 };

const emptyProducts = { id: 'empty-products', type: 'text', fields: { text: 'Stöbern Sie im Sortiment.' }, children: [] };
const FLYOUT = {
  types: [
    { type: 'products', order: 1, emptyResultsContent: [emptyProducts] },
    { type: 'content', order: 2 },
    { type: 'recipes', order: 3 },
  ],
  columnRatio: [8, 4],
};

function setup(
  handlers: Record<string, FakeHandler>,
  options: { contentUp?: boolean; routesOff?: readonly RouteName[]; runtime?: Partial<ClientRuntimeConfig>; props?: unknown } = {},
) {
  const test = createTestServices({
    handlers,
    tenant: searchTenant(['search', 'content', 'catalogue'], { searchFlyout: FLYOUT, ...options.runtime }),
  });
  const fragments = fakeFragments(new Set(options.contentUp === false ? [] : (['content-blocks'] as const)));
  // Routes the tenant has switched off have no path (services.navigation.href answers null).
  const { navigation } = test.services;
  const href: typeof navigation.href = (target) => (options.routesOff?.includes(target.name) ? null : navigation.href(target));
  const services: StorefrontServices = { ...test.services, navigation: { ...navigation, href }, fragments: fragments.service };
  renderWithServices(<SearchFlyout services={services} props={options.props} />, { services });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('combobox', { name: 'Suchbegriff' });
  return { ...test, services, fragments, user, input };
}

/** Lets the 500 ms debounce pass and the answers arrive. */
async function afterDebounce() {
  await act(() => vi.advanceTimersByTimeAsync(500));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

const milkHandlers = {
  'GET /api/products/search/milch': found([milk, lowFatMilk]),
  'GET /api/content/search/milch': found([{ slug: 'liefergebiete', title: 'Liefergebiete', teaser: 'Wohin wir liefern' }]),
  'GET /api/recipes/search/milch': found([{ slug: 'apfel-zimt-porridge', title: 'Apfel-Zimt-Porridge' }]),
  'GET /api/content/search/milch/banner': noBanner,
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the search flyout', () => {
  it('goes on with what the shopper typed into the shell’s plain form: the term searched, the focus and caret kept, open', async () => {
    const { input, calls } = setup(milkHandlers, { props: { term: 'milch', focused: true, caret: 2 } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('milch');
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).selectionStart).toBe(2);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await afterDebounce();
    expect(calls).toContain('GET /api/products/search/milch?pageSize=5&offset=0');
    expect(within(screen.getByTestId('search-flyout')).getAllByRole('option')[0]).toHaveTextContent('Bio-Vollmilch');
  });

  it('says on its parcel that it takes the handover, so the shell hands over to it', () => {
    expect((parcel as unknown as Record<string, unknown>)[SEARCH_FLYOUT_TAKES_HANDOVER]).toBe(true);
  });

  it('takes a handed-over term without the focus as the field’s text, closed', async () => {
    const { input } = setup(milkHandlers, { props: { term: 'milch', focused: false } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('milch');
    expect(input).not.toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores a malformed handover', async () => {
    const { input } = setup(milkHandlers, { props: { term: 42, focused: 'ja' } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('');
    expect(input).not.toHaveFocus();
  });

  it('opens on typing and fills one column per type: odd orders first, even second, in the configured ratio', async () => {
    const { user, input, calls } = setup(milkHandlers);
    await user.type(input, 'milch');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const flyout = screen.getByTestId('search-flyout');
    // Loading: each type is busy, nothing was asked yet (debounce).
    expect(flyout.querySelectorAll('[aria-busy="true"]')).toHaveLength(3);
    expect(calls).toEqual([]);

    await afterDebounce();
    expect(calls.sort()).toEqual([
      'GET /api/content/search/milch/banner',
      'GET /api/content/search/milch?pageSize=5&offset=0',
      'GET /api/products/search/milch?pageSize=5&offset=0',
      'GET /api/recipes/search/milch?pageSize=3&offset=0',
    ]);
    const [first, second] = [flyout.querySelector('[data-column="1"]')!, flyout.querySelector('[data-column="2"]')!];
    expect([...first.querySelectorAll('[data-type]')].map((el) => el.getAttribute('data-type'))).toEqual(['products', 'recipes']);
    expect([...second.querySelectorAll('[data-type]')].map((el) => el.getAttribute('data-type'))).toEqual(['content']);
    expect((flyout.querySelector('[data-column]')!.parentElement as HTMLElement).style.gridTemplateColumns).toBe('8fr 4fr');
    expect(flyout.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);

    const products = screen.getByRole('listbox', { name: 'Produkte' });
    expect(within(products).getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Bio-Vollmilch'),
      expect.stringContaining('Fettarme H-Milch'),
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 Vorschläge. Mit den Pfeiltasten auswählen, mit der Eingabetaste öffnen.');
  });

  it('announces one suggestion in the singular', async () => {
    const { user, input } = setup({
      'GET /api/products/search/gouda': found([milk]),
      'GET /api/content/search/gouda': none,
      'GET /api/recipes/search/gouda': none,
      'GET /api/content/search/gouda/banner': noBanner,
    });
    await user.type(input, 'gouda');
    await afterDebounce();
    expect(screen.getByRole('status').textContent).toBe('1 Vorschlag. Mit den Pfeiltasten auswählen, mit der Eingabetaste öffnen.');
  });

  it('moves through the results of both columns with the arrow keys and opens the active one with Enter', async () => {
    const { user, input, navigations } = setup(milkHandlers);
    await user.type(input, 'milch');
    await afterDebounce();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Bio-Vollmilch');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { selected: true }).id);
    // products (2), recipes (1) in the first column, then content in the second.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Liefergebiete');
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('option', { selected: true })).not.toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Liefergebiete');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Apfel-Zimt-Porridge');

    await user.keyboard('{Enter}');
    expect(navigations).toEqual(['/recipe-slug/apfel-zimt-porridge']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the result page with Enter when no result is active', async () => {
    const { user, input, navigations } = setup(milkHandlers);
    await user.type(input, ' milch ');
    await user.keyboard('{Enter}');
    expect(navigations).toEqual(['/search-term/milch']);
  });

  describe('a result whose page is switched off (product discovery or search off, doc 1 §5)', () => {
    const features = (featureShopForward: boolean) => ({ features: { featureSearch: true, featureRecipes: true, featureShopForward } });

    it('leads to the external shop with shop-forward (doc 1 §2 /produkte/{id}, /suche/{term}?tab=products)', async () => {
      const { user, input, navigations } = setup(milkHandlers, { routesOff: ['product-slug', 'search-term'], runtime: features(true) });
      await user.type(input, 'milch');
      await afterDebounce();
      expect(screen.getByRole('link', { name: 'Alle Ergebnisse für „milch“ anzeigen' }).getAttribute('href')).toBe(
        'https://shop.example.test/suche/milch?tab=products',
      );
      await user.keyboard('{ArrowDown}{Enter}');
      expect(navigations).toEqual(['https://shop.example.test/produkte/p-100201']);
    });

    it('still shows without shop-forward, announced as not available, and opens nothing', async () => {
      const { user, input, navigations } = setup(milkHandlers, { routesOff: ['product-slug', 'search-term'], runtime: features(false) });
      await user.type(input, 'milch');
      await afterDebounce();
      const products = within(screen.getByRole('listbox', { name: 'Produkte' })).getAllByRole('option');
      expect(products.map((option) => [option.textContent, option.getAttribute('aria-disabled')])).toEqual([
        [expect.stringContaining('Bio-Vollmilch'), 'true'],
        [expect.stringContaining('Fettarme H-Milch'), 'true'],
      ]);
      // The other types keep their pages.
      expect(screen.getByRole('option', { name: /Liefergebiete/ })).not.toHaveAttribute('aria-disabled');
      // No link to a result page the tenant does not have.
      expect(screen.queryByRole('link', { name: /Alle Ergebnisse/ })).not.toBeInTheDocument();

      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Bio-Vollmilch');
      await user.keyboard('{Enter}');
      await user.click(products[1]!);
      expect(navigations).toEqual([]);
      expect(input).toHaveAttribute('aria-expanded', 'true');

      // The other results still open.
      await user.click(screen.getByRole('option', { name: /Liefergebiete/ }));
      expect(navigations).toEqual(['/liefergebiete']);
    });

    it('opens no result page with Enter without a search page and without shop-forward', async () => {
      const { user, input, navigations } = setup(milkHandlers, { routesOff: ['search-term'], runtime: features(false) });
      await user.type(input, 'milch');
      await user.keyboard('{Enter}');
      expect(navigations).toEqual([]);
    });
  });

  it('needs 2 characters for the result page (doc 2 §5)', async () => {
    const { user, input, navigations } = setup({});
    await user.type(input, 'm{Enter}');
    expect(navigations).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Mindestens 2 Zeichen.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes on Escape, keeping the focus in the input, and on a click outside', async () => {
    const { user, input } = setup(milkHandlers);
    await user.type(input, 'milch');
    await afterDebounce();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('search-flyout')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('search-flyout')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('search-flyout')).not.toBeInTheDocument();
  });

  it('marks the typed term in every suggestion title, found as the search finds it (1.1.0)', async () => {
    const { user, input } = setup(milkHandlers);
    await user.type(input, 'milch');
    await afterDebounce();
    const flyout = screen.getByTestId('search-flyout');
    const products = within(flyout.querySelector('[data-type="products"]') as HTMLElement);
    // "Fettarme H-Milch": the product name's "Milch" is marked although the term was typed in lower case.
    const option = products.getByRole('option', { name: /Fettarme H-Milch/ });
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Milch']);
    // A title without the term has no mark; its text stays whole.
    const content = within(flyout.querySelector('[data-type="content"]') as HTMLElement).getByRole('option');
    expect(content.querySelector('mark')).toBeNull();
    expect(content).toHaveTextContent('Liefergebiete');
  });

  it('does not open for a term of 2 characters or less', async () => {
    const { user, input, calls } = setup({});
    await user.type(input, 'mi');
    await afterDebounce();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toEqual([]);
  });

  it('shows the emptyResultsContent of a type without results through the content blocks fragment', async () => {
    const { user, input, fragments, published } = setup({
      'GET /api/products/search/xylofon': none,
      'GET /api/content/search/xylofon': none,
      'GET /api/recipes/search/xylofon': none,
      'GET /api/content/search/xylofon/banner': noBanner,
    });
    await user.type(input, 'xylofon');
    await afterDebounce();
    expect(fragments.mounted).toEqual([{ name: 'content-blocks', props: { blocks: [emptyProducts] } }]);
    expect(screen.getByText('fragment content-blocks')).toBeInTheDocument();
    // Types without configured content say so in a sentence.
    expect(screen.getByText('Keine Inhalte gefunden.')).toBeInTheDocument();
    expect(screen.getByText('Keine Rezepte gefunden.')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Keine Ergebnisse für „xylofon“.');
    // doc 1 §7: tracked as a no-results search per type.
    const tracked = published.filter((event) => event.name === 'tracking:event').map((event) => event.payload);
    expect(tracked).toHaveLength(3);
    expect(tracked).toEqual(
      expect.arrayContaining(
        ['products', 'content', 'recipes'].map((type) => ({ event: 'searchNoResults', term: 'xylofon', type, pageType: 'flyout' })),
      ),
    );
  });

  it('falls back to a sentence when the content remote is down', async () => {
    const { user, input } = setup(
      {
        'GET /api/products/search/xylofon': none,
        'GET /api/content/search/xylofon': none,
        'GET /api/recipes/search/xylofon': none,
        'GET /api/content/search/xylofon/banner': noBanner,
      },
      { contentUp: false },
    );
    await user.type(input, 'xylofon');
    await afterDebounce();
    expect(screen.getByText('Keine Produkte gefunden.')).toBeInTheDocument();
    // The sentence replaces the host's generic fallback.
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).not.toBeInTheDocument();
  });

  it('shows the banner of the term, and none when its call fails (doc 1 §7: errors ignored)', async () => {
    const banner = { id: 'b', type: 'teaser', headline: 'Käse-Wochen', fields: {}, children: [] };
    const { user, input, fragments } = setup({
      'GET /api/products/search/käse': found([]),
      'GET /api/content/search/käse': none,
      'GET /api/recipes/search/käse': none,
      'GET /api/content/search/k%C3%A4se/banner': { body: banner },
      'GET /api/products/search/kaese': none,
      'GET /api/content/search/kaese': none,
      'GET /api/recipes/search/kaese': none,
      'GET /api/content/search/kaese/banner': { status: 500 },
    });
    await user.type(input, 'käse');
    await afterDebounce();
    expect(fragments.mounted).toContainEqual({ name: 'content-blocks', props: { blocks: [banner] } });

    await user.clear(input);
    await user.type(input, 'kaese');
    await afterDebounce();
    expect(screen.getByTestId('search-flyout-banner').childElementCount).toBe(0);
  });

  it('treats a failed search as an empty result (doc 1 §8)', async () => {
    const { user, input } = setup({
      'GET /api/products/search/milch': { status: 503 },
      'GET /api/content/search/milch': none,
      'GET /api/recipes/search/milch': found([{ slug: 'apfel-zimt-porridge', title: 'Apfel-Zimt-Porridge' }]),
      'GET /api/content/search/milch/banner': { status: 503 },
    });
    await user.type(input, 'milch');
    await afterDebounce();
    // Products failed: an empty result, so its emptyResultsContent shows.
    expect(screen.getByText('fragment content-blocks')).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Rezepte' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Produkte' })).not.toBeInTheDocument();
  });

  it('takes the term of the result page and clears it when that page is left', async () => {
    const { input, services } = setup({});
    act(() => services.events.publish('search:term-changed', { term: 'milch' }));
    expect((input as HTMLInputElement).value).toBe('milch');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    act(() => services.events.publish('search:term-changed', { term: '' }));
    expect((input as HTMLInputElement).value).toBe('');
  });
});
