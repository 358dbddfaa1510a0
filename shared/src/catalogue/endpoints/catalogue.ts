import * as z from 'zod/mini';
import {
  categoryNodeSchema,
  categoryTreesSchema,
  productPageSchema,
  productSchema,
  recipeSchema,
  type CategoryNode,
  type Product,
  type Recipe,
} from '../catalogue';
import type { SearchResults } from '../../platform/schemas/results-page';
import type { ApiClient } from '../../platform/api/client';
import { queryInteger, queryList, segment, text } from '../../platform/api/wire';

/** Paging of a product list. doc 2 shows only "params"; these are the ones of the search call (doc 1 §7). */
export interface ProductPage {
  readonly pageSize?: number;
  readonly offset?: number;
}
const pageQuery = {
  pageSize: z.optional(queryInteger(1, 100)),
  offset: z.optional(queryInteger(0)),
};

/** doc 2 §7: GET /api/category-trees. */
export function getCategoryTrees(api: ApiClient): Promise<CategoryNode[]> {
  return api.request('GET', '/api/category-trees', { schema: categoryTreesSchema });
}

/** doc 2 §7: GET /api/categories/{slug}; not shown: the category node with its children. */
export async function getCategory(api: ApiClient, slug: string): Promise<CategoryNode> {
  return api.request('GET', `/api/categories/${segment(slug, 'category slug')}`, { schema: categoryNodeSchema });
}

export const getCategoryProductsQuerySchema = z.object(pageQuery);

/** doc 2 §7: GET /api/categories/{slug}/products?pageSize=…&offset=…, a page of the category's products. */
export async function getCategoryProducts(api: ApiClient, slug: string, page: ProductPage = {}): Promise<SearchResults<Product>> {
  return api.request('GET', `/api/categories/${segment(slug, 'category slug')}/products`, {
    schema: productPageSchema,
    query: { pageSize: page.pageSize, offset: page.offset },
  });
}

export const getProductsQuerySchema = z.object({ ...pageQuery, skus: z.optional(queryList(text(64))) });

/** doc 2 §7: GET /api/products?skus=…&pageSize=…&offset=…, a page of products (e.g. the ones of a product group). */
export function getProducts(
  api: ApiClient,
  query: ProductPage & { skus?: readonly string[] } = {},
): Promise<SearchResults<Product>> {
  const skus = query.skus?.length ? query.skus : undefined;
  return api.request('GET', '/api/products', {
    schema: productPageSchema,
    query: { skus, pageSize: query.pageSize, offset: query.offset },
  });
}

/** doc 2 §7: GET /api/products/{sku}. */
export async function getProduct(api: ApiClient, sku: string): Promise<Product> {
  return api.request('GET', `/api/products/${segment(sku, 'sku')}`, { schema: productSchema });
}

export const getSimilarProductsResponseSchema = z.array(productSchema);

/**
 * doc 2 §7: GET /api/products/{slug}/similar. Deferred data: the product page
 * renders without it (STYLE "critical data is awaited, deferred never throws").
 */
export async function getSimilarProducts(api: ApiClient, slug: string): Promise<Product[]> {
  return api.request('GET', `/api/products/${segment(slug, 'product slug')}/similar`, {
    schema: getSimilarProductsResponseSchema,
  });
}

/** GET /api/recipes/{slug}: a recipe with its ingredients (not shown in the documents; the recipe page's data). */
export async function getRecipe(api: ApiClient, slug: string): Promise<Recipe> {
  return api.request('GET', `/api/recipes/${segment(slug, 'recipe slug')}`, { schema: recipeSchema });
}
