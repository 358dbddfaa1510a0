import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../../testing/render-account.test-support';
import { FavoritesPage } from './favorites-page';

const apple = {
  sku: '100101',
  name: 'Bio-Äpfel',
  slug: 'bio-aepfel',
  category: 'obst',
  parentCategories: [],
  maxQuantity: 20,
  price: { regular: { value: 299 } },
};

describe('favorites', () => {
  it('asks for the chosen product source and lists the products', async () => {
    const { user, calls } = renderAccount(<FavoritesPage />, {
      handlers: { 'GET /api/customers/favorites/products': { body: { total: 1, count: 1, offset: 0, results: [apple] } } },
    });
    expect(await screen.findByText('Bio-Äpfel', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'account.favorites.filter.both' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      'GET /api/customers/favorites/products?favorites=true&purchasedProducts=true&pageSize=24&offset=0',
      'GET /api/customers/favorites/products?favorites=true&purchasedProducts=true&matchAll=true&pageSize=24&offset=0',
    ]);
    expect(screen.getByRole('button', { name: 'account.favorites.filter.both' }).getAttribute('aria-pressed')).toBe('true');
  });
});
