import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import {
  categoryNodeSchema,
  categoryTreesSchema,
  getCategoryProductsQuerySchema,
  getProductsQuerySchema,
  getSimilarProductsResponseSchema,
  productPageSchema,
  productSchema,
  recipeSchema,
} from '@storefront/shared/catalogue';
import { searchQuerySchema, searchResponseSchema, catalogueSearchResponseSchema } from '@storefront/shared/search';
import {
  anonymousNewsletterRequestSchema,
  contactSubmissionResponseSchema,
  contactSubmissionSchema,
  contentPageSchema,
  getContentPageQuerySchema,
  getSearchBannerResponseSchema,
  questionnaireSubmissionSchema,
  sitemapSchema,
} from '@storefront/shared/content';
import type { Operation as SharedOperation } from '@storefront/shared/platform/api';
import { FEATURE_GATES } from '../tenant/feature-gates';

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the storefront API, as the shared endpoint modules define it:
 * path in Fastify's notation (`:id`), the spec section it comes from, and the
 * zod schemas of its input and answer (undefined: none, or not used).
 */
export interface Operation {
  readonly method: OperationMethod;
  readonly path: string;
  readonly summary: string;
  readonly spec: string;
  readonly domain: string;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /** The body's media type when it is not JSON (a file upload). */
  readonly bodyMediaType?: 'multipart/form-data';
  /** The answer's schema; with `status` when it is not 200. */
  readonly response?: $ZodType;
  readonly status?: number;
  /** The call needs a customer session (401 without). */
  readonly customer?: boolean;
}

function op(method: OperationMethod, path: string, domain: string, spec: string, summary: string, rest: Partial<Operation> = {}): Operation {
  return { method, path, domain, spec, summary, ...rest };
}

/** Every call of doc 1 §7 and doc 2 §7 this backend answers, and the build helpers. */
export const OPERATIONS: readonly Operation[] = [
  // Platform
  // Content
  op('GET', '/api/content/pages', 'content', 'doc 1 §2', 'A content page by path', { query: getContentPageQuerySchema, response: contentPageSchema }),
  op('GET', '/api/content/sitemap', 'content', 'doc 1 §2', 'The sitemap', { response: sitemapSchema }),
  op('GET', '/api/content/search/:term/banner', 'content', 'doc 1 §7', 'The search banner for a term, or 204', { response: getSearchBannerResponseSchema }),
  op('POST', '/api/content/contact', 'content', 'doc 2 §5', 'The contact form', { body: contactSubmissionSchema, response: contactSubmissionResponseSchema }),
  op('POST', '/api/content/questionnaire', 'content', 'doc 2 §5', "A questionnaire's answers", { body: questionnaireSubmissionSchema, status: 204 }),
  op('POST', '/api/content/newsletter-topics/manage', 'content', 'doc 1 §4', "An anonymous visitor's newsletter change (202)", { body: anonymousNewsletterRequestSchema, status: 202 }),
  // Catalogue and search
  op('GET', '/api/category-trees', 'catalogue', 'doc 2 §7', 'The category tree', { response: categoryTreesSchema }),
  op('GET', '/api/categories/:slug', 'catalogue', 'doc 2 §7', 'A category with its children', { response: categoryNodeSchema }),
  op('GET', '/api/categories/:slug/products', 'catalogue', 'doc 2 §7', "A page of a category's products", { query: getCategoryProductsQuerySchema, response: productPageSchema }),
  op('GET', '/api/products', 'catalogue', 'doc 2 §7', 'A page of products', { query: getProductsQuerySchema, response: productPageSchema }),
  op('GET', '/api/products/:sku', 'catalogue', 'doc 2 §7', 'A product', { response: productSchema }),
  op('GET', '/api/products/:slug/similar', 'catalogue', 'doc 2 §7', 'Similar products', { response: getSimilarProductsResponseSchema }),
  op('GET', '/api/recipes/:slug', 'catalogue', 'doc 1 §2', 'A recipe with its ingredients', { response: recipeSchema }),
  op('GET', '/api/products/search/:term', 'catalogue', 'doc 1 §3, §7', 'Search products', { query: searchQuerySchema, response: searchResponseSchema('products') }),
  op('GET', '/api/content/search/:term', 'content', 'doc 1 §3, §7', 'Search content pages', { query: searchQuerySchema, response: searchResponseSchema('content') }),
  op('GET', '/api/recipes/search/:term', 'catalogue', 'doc 1 §3, §7', 'Search recipes', { query: searchQuerySchema, response: searchResponseSchema('recipes') }),
  op('GET', '/api/brands/search/:term', 'catalogue', 'doc 1 §3', 'Search brands', { query: searchQuerySchema, response: catalogueSearchResponseSchema('brands') }),
  op('GET', '/api/categories/search/:term', 'catalogue', 'doc 1 §3', 'Search categories', {
    query: searchQuerySchema,
    response: catalogueSearchResponseSchema('categories'),
  }),
];

/**
 * The calls not yet registered from an operation of shared, in the shape of
 * one, so the OpenAPI document lists them too while the move goes on.
 */
export function legacyOperations(registered: readonly SharedOperation[]): SharedOperation[] {
  const known = new Set(registered.map((operation) => `${operation.method} ${operation.path}`));
  return OPERATIONS.filter((operation) => !known.has(`${operation.method} ${operation.path}`)).map((operation) => ({
    method: operation.method,
    path: operation.path,
    domain: 'platform',
    summary: operation.summary,
    ...(operation.query ? { query: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    ...(operation.bodyMediaType ? { bodyMediaType: operation.bodyMediaType } : {}),
    response: operation.response ?? z.unknown(),
    ...(operation.status ? { status: operation.status as 200 | 201 | 202 | 204 } : {}),
    ...(operation.customer ? { customer: true } : {}),
    features: FEATURE_GATES[`${operation.method} ${operation.path}`] ?? [],
  }));
}
