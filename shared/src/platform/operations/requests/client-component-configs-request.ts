/**
 * The request of the component config call, without its query's rules and its
 * answer's schema: a remote starts it early (ApiClient.prefetch) while the code
 * that calls it still loads; the operation spreads it.
 */
export const clientComponentConfigsRequest = { method: 'GET', path: '/api/content/configs/client' } as const;
