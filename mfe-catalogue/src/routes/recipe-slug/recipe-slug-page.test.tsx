import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { cartWith, catalogueTestMessages, product } from '../../testing/catalogue-test-support';
import { RecipeSlugPage } from './recipe-slug-page';

const messages = {
  ...catalogueTestMessages,
  'catalogue.recipes.headline': 'Rezepte',
  'catalogue.recipes.pageTitle': '{title} – Rezept – {brand}',
  'catalogue.recipes.facts': 'Auf einen Blick',
  'catalogue.recipes.minutes': '{minutes} Min.',
  'catalogue.recipes.difficulty.mittel': 'Mittel',
  'catalogue.recipes.servings_one': '{count} Portion',
  'catalogue.recipes.servings_other': '{count} Portionen',
  'catalogue.recipes.servingsLabel': 'Portionen',
  'catalogue.recipes.fewer': 'Eine Portion weniger',
  'catalogue.recipes.more': 'Eine Portion mehr',
  'catalogue.recipes.ingredients': 'Zutaten',
  'catalogue.recipes.steps': 'Zubereitung',
};

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

  it('raises the shell’s 404 page for an unknown recipe', async () => {
    const { services, shownErrors } = createTestServices({
      messages,
      handlers: { 'GET /api/recipes/gibt-es-nicht': { status: 404, body: { errorCode: 'recipeNotFound', message: 'Recipe not found' } } },
    });
    renderParcel(RecipeSlugPage, { services, route: route('gibt-es-nicht') });
    await waitFor(() => expect(shownErrors).toEqual([{ status: 404 }]));
  });
});
