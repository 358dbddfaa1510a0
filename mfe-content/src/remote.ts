import { CONTRACT_VERSION, withRouteData, type RemoteDefinition } from '@storefront/shared/platform/contracts';

/** The content remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const content: RemoteDefinition = {
  name: 'content',
  contractVersion: CONTRACT_VERSION,
  routes: {
    // The route's first data starts while its chunk loads (withRouteData): a small chunk of its own,
    // which the backend's page preloads with the route's chunk.
    index: withRouteData(
      () => import(/* webpackChunkName: "route-index" */ './routes/index/parcel').then((m) => m.default),
      () => import(/* webpackChunkName: "data-index" */ './routes/index/data'),
    ),
    sitemap: () => import(/* webpackChunkName: "route-sitemap" */ './routes/sitemap/parcel').then((m) => m.default),
    'checkout-confirmation-test': () =>
      import(/* webpackChunkName: "route-checkout-confirmation-test" */ './routes/checkout-confirmation-test/parcel').then((m) => m.default),
  },
  fragments: {
    'content-blocks': () =>
      import(/* webpackChunkName: "fragment-content-blocks" */ './fragments/content-blocks/parcel').then((m) => m.default),
    'not-found-content': () =>
      import(/* webpackChunkName: "fragment-not-found-content" */ './fragments/not-found-content/parcel').then((m) => m.default),
  },
};

export default content;
