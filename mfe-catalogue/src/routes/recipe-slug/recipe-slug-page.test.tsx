import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { cartWith, catalogueTestMessages as messages, product } from '../../testing/catalogue.test-support';
import { ADD_ANSWER_TIMEOUT_MS } from '../../features/products/add-to-cart';
import { RecipeSlugPage } from './recipe-slug-page';

const eggs = product({ sku: '100205', name: 'Eier 10 Stück', slug: 'eier-10-stueck', price: { regular: { value: 329 } } });
const recipe = {
  slug: 'kaiserschmarrn',
  title: 'Kaiserschmarrn',
  teaser: 'Flaumig und karamellisiert.',
  servings: 4,
  durationMinutes: 35,
  difficulty: 'mittel',
  ingredients: [
    { name: 'Eier', quantity: '4', sku: '100205' },
    { name: 'Mehl', quantity: '200 g' },
    { name: 'Prise Salz' },
  ],
  steps: ['Eier trennen.', 'Teig backen und zerreißen.'],
};
/** A recipe with two ingredients the shop sells (flour in steps of two). */
const flour = product({ sku: '238001', name: 'Mehl glatt 1 kg', slug: 'mehl-glatt-1-kg', quantityStepSize: 2, availability: 'temporarilyUnavailable' });
const withFlour = { ...recipe, ingredients: [...recipe.ingredients.slice(0, 1), { name: 'Mehl', quantity: '200 g', sku: '238001' }, { name: 'Eier zum Bestreichen', sku: '100205' }] };
/** The bulk add's own status line, beside its button (each ingredient's tile has one of its own). */
function bulkStatus(): HTMLElement {
  const box = screen.getByRole('button', { name: 'Alle Zutaten in den Warenkorb' }).parentElement;
  if (!box) throw new Error('the bulk add button has no box');
  return within(box).getByRole('status');
}
const route = (slug: string) => ({ name: 'recipe-slug' as const, params: { slug }, query: new URLSearchParams() });

describe('a recipe page', () => {
  it('shows the ingredients, linked to the products the shop sells, with quantities that follow the servings', async () => {
    const { services, published } = createTestServices({
      messages,
      handlers: {
        'GET /api/recipes/kaiserschmarrn': { body: recipe },
        'GET /api/products': { body: { total: 1, count: 1, offset: 0, results: [eggs] } },
        'GET /api/carts': { body: cartWith() },
      },
    });
    renderParcel(RecipeSlugPage, { services, route: route('kaiserschmarrn') });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kaiserschmarrn' })).toBeInTheDocument();
    const ingredients = screen.getByRole('region', { name: 'Zutaten' });
    const items = () => within(ingredients).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(items()).toEqual(['4 Eier', '200 g Mehl', 'Prise Salz']);
    expect((await within(ingredients).findByRole('link', { name: 'Eier 10 Stück' })).getAttribute('href')).toBe('/product-slug/eier-10-stueck/100205');

    await user.click(screen.getByRole('button', { name: 'Eine Portion weniger' }));
    await user.click(screen.getByRole('button', { name: 'Eine Portion weniger' }));
    expect(screen.getByRole('group', { name: 'Portionen' }).textContent).toContain('2 Portionen');
    expect(items()).toEqual(['2 Eier', '100 g Mehl', 'Prise Salz']);

    await user.click(within(ingredients).getByRole('button', { name: '1 Stk. Eier 10 Stück in den Warenkorb' }));
    expect(published.find((event) => event.name === 'cart:add-item-requested')?.payload).toEqual({ sku: '100205', quantity: 1, source: 'recipe' });
    expect(screen.getByRole('region', { name: 'Zubereitung' }).textContent).toContain('Teig backen und zerreißen.');
  });

  it('asks the cart for every ingredient the shop sells in one bulk request and waits for its answer', async () => {
    const { services, published } = createTestServices({
      messages,
      handlers: {
        'GET /api/recipes/kaiserschmarrn': { body: withFlour },
        'GET /api/products': { body: { total: 2, count: 2, offset: 0, results: [eggs, flour] } },
        'GET /api/carts': { body: cartWith() },
      },
    });
    renderParcel(RecipeSlugPage, { services, route: route('kaiserschmarrn') });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Alle Zutaten in den Warenkorb' }));
    expect(screen.getByText('2 Artikel aus unserem Sortiment, von jedem die kleinste Bestellmenge.')).toBeInTheDocument();
    expect(published.filter((event) => event.name === 'cart:add-items-requested').map((event) => event.payload)).toEqual([
      {
        items: [
          { sku: '100205', quantity: 1, name: 'Eier 10 Stück' },
          { sku: '238001', quantity: 2, name: 'Mehl glatt 1 kg' },
        ],
        source: 'recipe',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Alle Zutaten in den Warenkorb' })).toHaveAttribute('aria-busy', 'true');

    // Another part of the page's bulk add is not this page's answer.
    act(() => services.events.publish('cart:items-add-outcome', { outcome: 'added', added: 3, notAdded: [], source: 'buy-again' }));
    expect(screen.getByRole('button', { name: 'Alle Zutaten in den Warenkorb' })).toHaveAttribute('aria-busy', 'true');
    // The cart's notice and dialog tell the shopper what went in; the page only stops waiting, with no text of its own.
    act(() => services.events.publish('cart:items-add-outcome', { outcome: 'added', added: 1, notAdded: ['Mehl glatt 1 kg'], source: 'recipe' }));
    expect(screen.getByRole('button', { name: 'Alle Zutaten in den Warenkorb' })).not.toHaveAttribute('aria-busy', 'true');
    expect(bulkStatus()).toBeEmptyDOMElement();
  });

  it('says the cart did not answer when no answer comes in time', async () => {
    const { services } = createTestServices({
      messages,
      handlers: {
        'GET /api/recipes/kaiserschmarrn': { body: withFlour },
        'GET /api/products': { body: { total: 2, count: 2, offset: 0, results: [eggs, flour] } },
        'GET /api/carts': { body: cartWith() },
      },
    });
    renderParcel(RecipeSlugPage, { services, route: route('kaiserschmarrn') });
    const button = await screen.findByRole('button', { name: 'Alle Zutaten in den Warenkorb' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => button.click());
      act(() => vi.advanceTimersByTime(ADD_ANSWER_TIMEOUT_MS));
      expect(bulkStatus()).toHaveTextContent('Der Warenkorb antwortet gerade nicht');
      expect(button).not.toHaveAttribute('aria-busy', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('raises the shell’s 404 page for an unknown recipe', async () => {
    const { services, shownErrors } = createTestServices({
      messages,
      handlers: { 'GET /api/recipes/gibt-es-nicht': { status: 404, body: { errorCode: 'recipeNotFound', message: 'Recipe not found' } } },
    });
    renderParcel(RecipeSlugPage, { services, route: route('gibt-es-nicht') });
    await waitFor(() => expect(shownErrors).toEqual([{ status: 404 }]));
  });
});
