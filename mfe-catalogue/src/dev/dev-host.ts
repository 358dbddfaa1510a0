import { startDevHost } from '@storefront/shared/platform/dev-host';
import catalogue from '../remote';

// One example per page: the assortment, a category, a product, a brand, a recipe; the other pages need no parameter.
void startDevHost(catalogue, {
  examples: {
    'products-slug': { slug: 'obst' },
    'product-slug': { slug: 'bio-vollmilch-3-8-1-l', sku: '100201' },
    'brand-slug': { slug: 'alpenhof' },
    'recipe-slug': { slug: 'spaghetti-mit-tomatensauce-und-basilikum' },
  },
});
