import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderParcel, TEST_TENANT_WITH_CLUB } from '@storefront/shared/platform/testing';
import { cartWith, catalogueTestMessages as messages, product } from '../testing/catalogue.test-support';
import { ProductGroupFragment } from './product-group/product-group-fragment';
import { ProductListFragment } from './product-list/product-list-fragment';
import { ProductPromotionFragment } from './product-promotion/product-promotion-fragment';

const apples = product({ sku: '100102', name: 'Äpfel Elstar 1 kg', slug: 'aepfel-elstar-1-kg', price: { regular: { value: 299 }, loyalty: { value: 249 } } });
const milk = product({ sku: '100201', name: 'Bio-Vollmilch 1 l' });
const page = (results: unknown[]) => ({ total: results.length, count: results.length, offset: 0, results });
const cart = { 'GET /api/carts': { body: cartWith() } };

afterEach(() => vi.restoreAllMocks());

describe('the product fragments content places', () => {
  it('product-group: the headline and the tiles of the block’s skus, asked for in one request', async () => {
    const { services, calls } = createTestServices({ messages, handlers: { ...cart, 'GET /api/products': { body: page([apples, milk]) } } });
    renderParcel(ProductGroupFragment, { services, props: { skus: ['100102', '100201'], headline: 'Obst und Molkerei', blockId: 'offers-group' } });

    const block = await screen.findByRole('region', { name: 'Obst und Molkerei' });
    const list = await within(block).findByRole('list', { name: 'Obst und Molkerei' });
    expect(within(list).getAllByRole('article').map((tile) => tile.getAttribute('aria-labelledby'))).toEqual(['tile-100102', 'tile-100201']);
    expect(calls).toContain('GET /api/products?skus=100102&skus=100201&pageSize=2');
  });

  it('product-group: a failure stays inside the block with a retry; unreadable props show nothing', async () => {
    let answers = 0;
    const { services } = createTestServices({
      messages,
      handlers: { ...cart, 'GET /api/products': () => (++answers <= 2 ? { status: 503, body: { errorCode: 'E', message: 'weg' } } : { body: page([milk]) }) },
    });
    renderParcel(ProductGroupFragment, { services, props: { skus: ['100201'] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Diese Produkte können gerade nicht geladen werden.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('article', { name: 'Bio-Vollmilch 1 l' })).toBeInTheDocument();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = createTestServices({ messages });
    const { container } = renderParcel(ProductGroupFragment, { services: bad.services, props: { skus: 'nicht-eine-liste' } });
    expect(container.textContent).toBe('');
    expect(bad.calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('product-group'));
  });

  it('product-promotion: one product large with the editor’s badge, its price parts and the add button', async () => {
    const { services, published } = createTestServices({ messages, handlers: { ...cart, 'GET /api/products': { body: page([apples]) } }, tenant: TEST_TENANT_WITH_CLUB });
    renderParcel(ProductPromotionFragment, { services, props: { sku: '100102', badge: '-17 %', headline: 'Angebot des Tages' } });

    const promotion = await screen.findByRole('article');
    expect(within(promotion).getByText('-17 %')).toBeInTheDocument();
    expect(within(promotion).getByRole('link', { name: 'Äpfel Elstar 1 kg' }).getAttribute('href')).toBe('/product-slug/aepfel-elstar-1-kg/100102');
    expect((promotion.textContent ?? '').replace(/\s/g, ' ')).toContain('mit jö-Karte € 2,49');
    await userEvent.setup().click(within(promotion).getByRole('button', { name: /in den Warenkorb/ }));
    expect(published.find((event) => event.name === 'cart:add-item-requested')?.payload).toEqual({ sku: '100102', quantity: 1, source: 'product-promotion' });
  });

  it('product-promotion: a product the shop no longer sells shows nothing', async () => {
    const { services, calls } = createTestServices({ messages, handlers: { ...cart, 'GET /api/products': { body: page([]) } } });
    const { container } = renderParcel(ProductPromotionFragment, { services, props: { sku: '999999' } });
    await waitFor(() => expect(calls).toContain('GET /api/products?skus=999999&pageSize=1'));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('product-list: tiles for the products it is given (search results named as found products), adding with its source', async () => {
    const { services, published, calls } = createTestServices({ messages, handlers: cart });
    renderParcel(ProductListFragment, { services, props: { products: [apples, milk], source: 'search' } });

    const list = screen.getByRole('list', { name: 'Gefundene Produkte' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await userEvent.setup().click(within(list).getByRole('button', { name: '1 Stk. Bio-Vollmilch 1 l in den Warenkorb' }));
    expect(published.find((event) => event.name === 'cart:add-item-requested')?.payload).toEqual({ sku: '100201', quantity: 1, source: 'search' });
    expect(calls.filter((call) => !call.startsWith('GET /api/carts'))).toEqual([]);
  });
});
