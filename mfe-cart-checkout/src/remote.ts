import { CONTRACT_VERSION, withRouteData, type RemoteDefinition } from '@storefront/shared/platform/contracts';
import { listenForAdds } from './features/add-to-cart/listen-for-adds';

/** The cart-checkout remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const cartCheckout: RemoteDefinition = {
  name: 'cart-checkout',
  contractVersion: CONTRACT_VERSION,
  // The add-to-cart listener serves the whole page: it starts when the remote loads, whatever of it is mounted.
  boot: listenForAdds,
  routes: {
    // The route's first data starts while its chunk loads (withRouteData): a small chunk of its own,
    // which the backend's page preloads with the route's chunk.
    cart: withRouteData(
      () => import(/* webpackChunkName: "route-cart" */ './routes/cart/parcel').then((m) => m.default),
      () => import(/* webpackChunkName: "data-cart" */ './routes/cart/data'),
    ),
    checkout: () => import(/* webpackChunkName: "route-checkout" */ './routes/checkout/parcel').then((m) => m.default),
    'payment-finalization': () =>
      import(/* webpackChunkName: "route-payment-finalization" */ './routes/payment-finalization/parcel').then((m) => m.default),
    'checkout-confirmation': () =>
      import(/* webpackChunkName: "route-checkout-confirmation" */ './routes/checkout-confirmation/parcel').then((m) => m.default),
  },
  fragments: {
    'mini-cart': () => import(/* webpackChunkName: "fragment-mini-cart" */ './fragments/mini-cart/parcel').then((m) => m.default),
    'service-selection-dialog': () =>
      import(/* webpackChunkName: "fragment-service-selection-dialog" */ './fragments/service-selection-dialog/parcel').then((m) => m.default),
    'cart-merge-dialog': () =>
      import(/* webpackChunkName: "fragment-cart-merge-dialog" */ './fragments/cart-merge-dialog/parcel').then((m) => m.default),
  },
};

export default cartCheckout;
