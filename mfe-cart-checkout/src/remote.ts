import { CONTRACT_VERSION, type RemoteDefinition } from '@storefront/shared/platform/contracts';

/** The cart-checkout remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const cartCheckout: RemoteDefinition = {
  name: 'cart-checkout',
  contractVersion: CONTRACT_VERSION,
  routes: {
    cart: () => import(/* webpackChunkName: "route-cart" */ './routes/cart/parcel').then((m) => m.default),
  },
  fragments: {},
};

export default cartCheckout;
