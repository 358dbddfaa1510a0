import type { ClientRuntimeConfig, ContentBlock } from '@storefront/shared/platform/schemas';

function block(id: string, type: string, fields: Record<string, unknown>, headline?: string): ContentBlock {
  return { id, type, ...(headline !== undefined ? { headline } : {}), fields, children: [] };
}

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
        block('search-empty-products', 'text', {
          text: 'Kein passendes Produkt dabei? Stöbern Sie in unserem Sortiment oder versuchen Sie einen anderen Begriff.',
        }),
      ],
    },
    {
      type: 'content',
      order: 2,
      emptyResultsContent: [
        block('search-empty-content', 'teaser', {
          text: 'Fragen zu Lieferung und Abholung beantworten wir auf unserer Seite zu den Liefergebieten.',
          link: { label: 'Zu den Liefergebieten', href: '/liefergebiete' },
        }),
      ],
    },
    {
      type: 'recipes',
      order: 3,
      emptyResultsContent: [block('search-empty-recipes', 'text', { text: 'Dazu haben wir noch kein Rezept.' })],
    },
  ],
  columnRatio: [7, 5],
};
