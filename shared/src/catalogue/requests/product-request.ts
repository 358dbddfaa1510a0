import { skuParamsSchema } from '../catalogue-params';

/**
 * The request of the product call, without its answer's schema (a route starts it early:
 * prefetchCall); the operation spreads it. One request a module: an operation pulls in only its own.
 */
export const productRequest = { method: 'GET', path: '/api/products/:sku', params: skuParamsSchema } as const;
