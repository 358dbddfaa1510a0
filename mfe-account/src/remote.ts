import { CONTRACT_VERSION, type RemoteDefinition } from '@storefront/shared/platform/contracts';

/** The account remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const account: RemoteDefinition = {
  name: 'account',
  contractVersion: CONTRACT_VERSION,
  routes: {
    login: () => import(/* webpackChunkName: "route-login" */ './routes/login/parcel').then((m) => m.default),
  },
  fragments: {},
};

export default account;
