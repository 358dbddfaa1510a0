import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  getCategory,
  getCategoryProducts,
  getBrandProducts,
  getBrands,
  getCategoryTrees,
  getProduct,
  getProducts,
  getSimilarProducts,
  applyProductListing,
  DEFAULT_PRODUCT_SORT,
  productFacets,
  type Product,
  type ProductSort,
  type ProductTag,
} from '@storefront/shared/catalogue';
import type { SearchResults } from '@storefront/shared/platform/schemas';
import { notFound, parseInput } from '@storefront/server-kit/http/errors';
import { CACHE_IMMUTABLE } from '@storefront/server-kit/http/static-files';
import { productImageHash, productImageSvg } from '../rules/product-image';
import { operationRouter } from '../../platform/operation-router';
import { IMAGE_CONTENT_SECURITY_POLICY } from '@storefront/server-kit/http/security-headers';
import type { PageRequest, ShopStore } from '../../platform/shop-store';

/** A product list's page when the caller names none: four rows of six tiles. */
export const DEFAULT_PRODUCT_PAGE_SIZE = 24;
/** How many similar products the product page shows at most. */
export const SIMILAR_PRODUCTS_LIMIT = 12;

/** `<sku>.<8 hex digits of the picture's hash>.svg` */
const imageParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.[0-9a-f]{8}\.svg$/, 'must be <sku>.<hash>.svg') });

function pageOf(query: { pageSize?: number | undefined; offset?: number | undefined }): PageRequest {
  return { pageSize: query.pageSize ?? DEFAULT_PRODUCT_PAGE_SIZE, offset: query.offset ?? 0 };
}

function resultsOf(page: PageRequest, found: { total: number; results: Product[] }): SearchResults<Product> {
  return { total: found.total, count: found.results.length, offset: page.offset, results: found.results };
}

type ListingQuery = {
  pageSize?: number | undefined;
  offset?: number | undefined;
  sort?: ProductSort | undefined;
  brand?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  tag?: ProductTag[] | undefined;
  available?: boolean | undefined;
};

/** A page of a list of products, sorted and filtered as asked; the filter choices count every product of the list, so a filter never hides the way back. */
function listingPage(products: Product[], query: ListingQuery) {
  const page = pageOf(query);
  const listed = applyProductListing(products, {
    sort: query.sort ?? DEFAULT_PRODUCT_SORT,
    brands: query.brand ?? [],
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    tags: query.tag ?? [],
    availableOnly: query.available ?? false,
  });
  const results = listed.slice(page.offset, page.offset + page.pageSize);
  return { ...resultsOf(page, { total: listed.length, results }), facets: productFacets(products) };
}

const categoryNotFound = () => notFound('categoryNotFound', 'Category not found');
const productNotFound = () => notFound('productNotFound', 'Product not found');

/**
 * The catalogue calls. Paged lists answer { total, count, offset,
 * results } (the search's shape, doc 1 §3) with pageSize (1–100, default 24)
 * and offset (default 0). Slugs and skus follow the operations' path rules
 * (400 otherwise); unknown ones are 404 categoryNotFound / productNotFound.
 * The product pictures are served here too.
 */
export const catalogueRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  const route = operationRouter(app);

  route(getCategoryTrees, async () => store.catalogue.categoryTrees());

  route(getCategory, async ({ params: { slug } }) => {
    const category = await store.catalogue.findCategory(slug);
    if (!category) throw categoryNotFound();
    return category;
  });

  route(getCategoryProducts, async ({ params: { slug }, query }) => {
    const products = await store.catalogue.categoryProducts(slug);
    if (!products) throw categoryNotFound();
    return listingPage(products, query);
  });

  route(getBrands, async () => store.catalogue.brands());

  route(getBrandProducts, async ({ params: { slug }, query }) => {
    const found = await store.catalogue.brandProducts(slug);
    if (!found) throw notFound('brandNotFound', 'Brand not found');
    return { ...listingPage(found.products, query), brand: found.brand };
  });

  route(getProducts, async ({ query }) => {
    const page = pageOf(query);
    return resultsOf(page, await store.catalogue.listProducts(query.skus, page));
  });

  // A product page's URL may leave out the sku (doc 1 §2 /:slug/:sku?): then the one path part is its slug.
  route(getProduct, async ({ params: { sku } }) => {
    const product = (await store.catalogue.findProduct(sku)) ?? (await store.catalogue.findProductBySlug(sku));
    if (!product) throw productNotFound();
    return product;
  });

  route(getSimilarProducts, async ({ params: { slug } }) => {
    const similar = await store.catalogue.similarProducts(slug, SIMILAR_PRODUCTS_LIMIT);
    if (!similar) throw productNotFound();
    return similar;
  });

  // The picture's URL names its hash, so a picture never changes under its URL: cached for a year.
  app.get('/media/products/:file', async (request, reply) => {
    const { file } = parseInput(imageParamsSchema, request.params);
    const [productSku, hash] = file.split('.') as [string, string];
    const product = await store.catalogue.findProduct(productSku);
    const svg = product && productImageSvg(product);
    if (!svg || productImageHash(svg) !== hash) throw notFound('notFound', 'Image not found');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', CACHE_IMMUTABLE)
      .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY)
      .send(svg);
  });
};
