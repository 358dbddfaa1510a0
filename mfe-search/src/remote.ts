import { CONTRACT_VERSION, withRouteData, type RemoteDefinition } from '@storefront/shared/platform/contracts';

/** The search remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const search: RemoteDefinition = {
  name: 'search',
  contractVersion: CONTRACT_VERSION,
  routes: {
    // The route's first data starts while its chunk loads (withRouteData): a small chunk of its own,
    // which the backend's page preloads with the route's chunk.
    'search-term': withRouteData(
      () => import(/* webpackChunkName: "route-search-term" */ './routes/search-term/parcel').then((m) => m.default),
      () => import(/* webpackChunkName: "data-search-term" */ './routes/search-term/data'),
    ),
  },
  fragments: {
    'search-flyout': () =>
      import(/* webpackChunkName: "fragment-search-flyout" */ './fragments/search-flyout/parcel').then((m) => m.default),
  },
};

export default search;
