import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records every route registered from now on (plugins included), for the OpenAPI and guarantee tests. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD for every GET on its own.
      if (method !== 'HEAD' || !routes.some((known) => known.method === 'GET' && known.url === route.url)) {
        routes.push({ method, url: route.url });
      }
    }
  });
}

export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return (tables.get(app) ?? []).filter((route) => route.method !== 'HEAD');
}
