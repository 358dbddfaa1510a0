import { CONTRACT_VERSION, type RemoteDefinition } from '@storefront/shared/contracts';

/** The content remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const content: RemoteDefinition = {
  name: 'content',
  contractVersion: CONTRACT_VERSION,
  routes: {
    index: () => import(/* webpackChunkName: "route-index" */ './routes/index/parcel').then((m) => m.default),
  },
  fragments: {},
};

export default content;
