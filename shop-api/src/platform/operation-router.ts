import type { FastifyInstance } from 'fastify';
import type { Environment } from '@storefront/server-kit/environment';
import { operationRouter as kitOperationRouter, type OperationRouter } from '@storefront/server-kit/operations/operation-routes';
import { requireCustomer } from '../account/rules/session';
import type { ShopStore } from './shop-store';

export type { OperationRouter };

/**
 * The shop API's operation router: the platform's (the kit's operations/), with the
 * customer of a customer-only call found from the session (401 without one).
 */
export function operationRouter(app: FastifyInstance, session?: { store: ShopStore; environment: Environment }): OperationRouter {
  return kitOperationRouter(app, session ? (request, reply) => requireCustomer(request, reply, session.store, session.environment) : undefined);
}
