/**
 * The request of the cart call, without its answer's schema (a route starts it early: prefetchCall);
 * the operation spreads it.
 */
export const cartRequest = { method: 'GET', path: '/api/carts' } as const;
