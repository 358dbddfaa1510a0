import { CONTRACT_VERSION, type RemoteDefinition } from '@storefront/shared/platform/contracts';

/** The search remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const search: RemoteDefinition = {
  name: 'search',
  contractVersion: CONTRACT_VERSION,
  routes: {
    'search-term': () =>
      import(/* webpackChunkName: "route-search-term" */ './routes/search-term/parcel').then((m) => m.default),
  },
  fragments: {
    'search-flyout': () =>
      import(/* webpackChunkName: "fragment-search-flyout" */ './fragments/search-flyout/parcel').then((m) => m.default),
  },
};

export default search;
