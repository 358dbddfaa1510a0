import type { FastifyPluginAsync } from 'fastify';
import type { ShopApi } from './shop-api-gateway';

/**
 * The paths that are the shop API's: the documents' calls, the media they link,
 * the local payment provider, the search provider's events, the external-shop
 * links and the shop's test endpoints. Everything else the server answers itself.
 */
export const SHOP_API_PATHS = [
  '/api/*',
  '/media/products/*',
  '/media/content/*',
  '/media/vouchers/*',
  '/payment-provider/*',
  '/1/*',
  '/externer-shop/*',
  '/__test/*',
] as const;

/**
 * The pass-through to the shop API, decided on the route the server's router
 * matched. The body is left unread for the shop API, which applies its own
 * limits, XSRF check and sessions: the server adds nothing and keeps nothing.
 */
export const passThroughRoutes: FastifyPluginAsync<{ shopApi: ShopApi }> = async (app, { shopApi }) => {
  await shopApi.install(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  for (const url of SHOP_API_PATHS) {
    app.all(url, { config: { xsrfExempt: 'passed through: the shop API checks the token on the route it matches' }, compress: false }, (request, reply) => {
      shopApi.forward(request, reply);
      return reply;
    });
  }
};
