/**
 * The request of the category tree call, without its answer's schema (a route starts it early:
 * prefetchCall); the operation spreads it. One request a module: an operation pulls in only its own.
 */
export const categoryTreesRequest = { method: 'GET', path: '/api/category-trees' } as const;
