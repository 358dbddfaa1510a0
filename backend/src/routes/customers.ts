import type { FastifyPluginAsync } from 'fastify';
import type { Customer } from '@storefront/shared/schemas';
import type { Environment } from '../config';
import { requireCustomer } from '../security/session';
import type { ShopStore } from '../store/shop-store';

/** doc 1 §7: GET /api/customers, the session's customer (401 without a session, doc 1 §4). */
export const customerRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  app.get('/api/customers', async (request, reply): Promise<Customer> => {
    reply.header('cache-control', 'no-store');
    return requireCustomer(request, reply, store, environment);
  });
};
