import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { createTestServices, type FakeHandler, renderParcel } from '@storefront/shared/platform/testing';
import { cartWith, catalogueTestMessages as messages, product } from '../../testing/catalogue.test-support';
import { ProductSlugPage } from './product-slug-page';


const trees = [{ name: 'Getränke', slug: 'getraenke', children: [{ name: 'Wasser', slug: 'wasser', children: [] }] }];
const water = product({
  sku: '100501',
  name: 'Mineralwasser 6 × 1,5 l',
  parentCategories: ['Getränke', 'Wasser'],
  category: 'wasser',
  price: { regular: { value: 354 }, depositPrice: { value: 150 } },
  bundleInfo: '6 × 1,5 l',
  bundleSize: 6,
  quantityStepSize: 2,
  maxQuantity: 8,
  brand: { name: 'Quellgut' },
});
const soda = product({ sku: '100502', name: 'Sodawasser 1 l', parentCategories: ['Getränke', 'Wasser'] });

const route = (params: Record<string, string>) => ({ name: 'product-slug' as const, params, query: new URLSearchParams() });
const renderPage = (props: MountProps) => renderParcel(ProductSlugPage, props);
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

const handlers = (similar: FakeHandler = { body: [soda] }) => ({
  'GET /api/products/100501': { body: water },
  'GET /api/products/mineralwasser-6-1-5-l/similar': similar,
  'GET /api/category-trees': { body: trees },
  'GET /api/carts': { body: cartWith() },
});

afterEach(() => {
  for (const element of document.head.querySelectorAll('[data-catalogue-head]')) element.remove();
});

describe('the product page', () => {
  it('shows breadcrumbs, picture, every price part, availability, the quantity rules and the facts', async () => {
    const { services } = createTestServices({ messages, handlers: handlers() });
    renderPage({ services, route: route({ slug: 'mineralwasser-6-1-5-l', sku: '100501' }) });

    const page = await screen.findByRole('article', { name: 'Mineralwasser 6 × 1,5 l' });
    const crumbs = within(page).getByRole('navigation', { name: 'Sie sind hier' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Sortiment', 'Getränke', 'Wasser']);
    const picture = within(page).getByRole('img', { name: 'Mineralwasser 6 × 1,5 l' });
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['480', '480']);
    expect(textOf(page)).toContain('€ 3,54');
    expect(textOf(page)).toContain('zzgl. € 1,50 Pfand');
    expect(textOf(page)).toContain('1 l = € 0,39');
    expect(within(page).getByText('Lieferbar')).toBeInTheDocument();
    const input = within(within(page).getByRole('group', { name: 'Menge von Mineralwasser 6 × 1,5 l' })).getByRole('spinbutton') as HTMLInputElement;
    expect([input.min, input.max, input.step, input.value]).toEqual(['2', '8', '2', '2']);
    const facts = within(page).getByRole('heading', { name: 'Produktdetails' }).parentElement!;
    expect(textOf(facts)).toContain('Artikelnummer00-100501');
    expect(textOf(facts)).toContain('Höchstmenge8 pro Bestellung');
    expect(textOf(facts)).toContain('Bestellbar in2er-Schritten');
    expect(textOf(facts)).toContain('Inhalt9 l');
    // Deferred: the similar products arrive after the page.
    const similar = await screen.findByRole('list', { name: 'Ähnliche Produkte' });
    expect(within(similar).getByRole('article', { name: 'Sodawasser 1 l' })).toBeInTheDocument();
  });

  it('sets the title, meta description, canonical URL and the JSON-LD Product with its Offer', async () => {
    const { services } = createTestServices({ messages, handlers: handlers() });
    renderPage({ services, route: route({ slug: 'mineralwasser-6-1-5-l', sku: '100501' }) });

    await screen.findByRole('article', { name: 'Mineralwasser 6 × 1,5 l' });
    await waitFor(() => expect(document.title).toBe('Mineralwasser 6 × 1,5 l – Testmarkt'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')?.replace(/\s/g, ' ')).toMatch(/^Mineralwasser 6 × 1,5 l von Quellgut um € 3,54/);
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(`${window.location.origin}/product-slug/mineralwasser-6-1-5-l/100501`);
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', sku: '100501', offers: { '@type': 'Offer', price: '3.54', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: canonical } });
  });

  it('renders the page when the similar products fail, without them', async () => {
    const { services } = createTestServices({ messages, handlers: handlers({ status: 500, body: { errorCode: 'E', message: 'kaputt' } }) });
    renderPage({ services, route: route({ slug: 'mineralwasser-6-1-5-l', sku: '100501' }) });

    expect(await screen.findByRole('article', { name: 'Mineralwasser 6 × 1,5 l' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ähnliche Produkte' })).toBeNull());
  });

  it('asks the cart to add in the product’s steps', async () => {
    const { services, published } = createTestServices({ messages, handlers: handlers() });
    renderPage({ services, route: route({ slug: 'mineralwasser-6-1-5-l', sku: '100501' }) });
    const page = await screen.findByRole('article', { name: 'Mineralwasser 6 × 1,5 l' });
    const user = userEvent.setup();

    const input = within(within(page).getByRole('group', { name: 'Menge von Mineralwasser 6 × 1,5 l' })).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '5');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('6');
    await user.click(within(page).getByRole('button', { name: '6 Stk. Mineralwasser 6 × 1,5 l in den Warenkorb' }));
    expect(published.filter((event) => event.name === 'cart:add-item-requested').map((event) => event.payload)).toEqual([
      { sku: '100501', quantity: 6, source: 'product' },
    ]);
  });

  it('finds the product by its slug when the URL names no sku', async () => {
    const { services, calls } = createTestServices({
      messages,
      handlers: { ...handlers(), 'GET /api/products/mineralwasser-6-1-5-l': { body: water } },
    });
    renderPage({ services, route: route({ slug: 'mineralwasser-6-1-5-l' }) });
    expect(await screen.findByRole('article', { name: 'Mineralwasser 6 × 1,5 l' })).toBeInTheDocument();
    expect(calls[0]).toBe('GET /api/products/mineralwasser-6-1-5-l');
  });

  it('raises the shell’s 404 page for an unknown product', async () => {
    const { services, shownErrors } = createTestServices({
      messages,
      handlers: { 'GET /api/products/999999': { status: 404, body: { errorCode: 'productNotFound', message: 'Product not found' } } },
    });
    const { container } = renderPage({ services, route: route({ slug: 'gibt-es-nicht', sku: '999999' }) });
    await waitFor(() => expect(shownErrors).toEqual([{ status: 404 }]));
    expect(container.textContent).toBe('');
  });
});
