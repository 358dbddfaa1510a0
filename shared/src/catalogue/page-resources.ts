import { fillPath } from '../platform/api/path';
import type { RouteName } from '../platform/contracts';
import { getBrandProducts } from './operations/get-brand-products';
import { getCategory } from './operations/get-category';
import { getProduct } from './operations/get-product';
import { getRecipe } from './operations/get-recipe';
import { productKeyOf } from './product-key';

/**
 * Not part of the catalogue's index, which the remotes share in the browser whole: only the storefront
 * server reads this (`@storefront/shared/catalogue/page-resources`).
 *
 * The call whose 404 means a catalogue page does not exist, for its route and
 * path parameters: the product page's product, the category page's category,
 * the recipe page's recipe, the brand page's products. Each page shows the
 * shell's 404 page on that answer; the storefront server asks the same call
 * for the page's status, so a crawler reads the 404 without running the page.
 * Undefined for a route that always exists (the assortment without a slug, the
 * lists).
 */
export function cataloguePageResource(route: RouteName, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const slug = params['slug'] ?? '';
  switch (route) {
    case 'product-slug':
      return fillPath(getProduct.path, { sku: productKeyOf(params) });
    case 'products-slug':
      return slug === '' ? undefined : fillPath(getCategory.path, { slug });
    case 'recipe-slug':
      return fillPath(getRecipe.path, { slug });
    case 'brand-slug':
      return fillPath(getBrandProducts.path, { slug });
    default:
      return undefined;
  }
}
