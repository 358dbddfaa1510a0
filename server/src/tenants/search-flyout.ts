import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';
import { contentBlock } from '@storefront/server-kit/content/content-block';

/**
 * The search flyout's columns (doc 1 §2): products first (order 1, first
 * column), content pages (order 2, second column), recipes (order 3, first
 * column, below the products); each with the content shown when it finds nothing.
 */
export const seedSearchFlyout: NonNullable<ClientRuntimeConfig['searchFlyout']> = {
  types: [
    {
      type: 'products',
      order: 1,
      emptyResultsContent: [
        contentBlock('search-empty-products', 'text', {
          text: 'Kein passendes Produkt dabei? Stöbern Sie in unserem Sortiment oder versuchen Sie einen anderen Begriff.',
        }),
      ],
    },
    {
      type: 'content',
      order: 2,
      emptyResultsContent: [
        contentBlock('search-empty-content', 'teaser', {
          text: 'Fragen zu Lieferung und Abholung beantworten wir auf unserer Seite zu den Liefergebieten.',
          link: { label: 'Zu den Liefergebieten', href: '/liefergebiete' },
        }),
      ],
    },
    {
      type: 'recipes',
      order: 3,
      emptyResultsContent: [contentBlock('search-empty-recipes', 'text', { text: 'Dazu haben wir noch kein Rezept.' })],
    },
  ],
  columnRatio: [7, 5],
};
