import { CONTRACT_VERSION, type RemoteDefinition } from '@storefront/shared/platform/contracts';

/** The account remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const account: RemoteDefinition = {
  name: 'account',
  contractVersion: CONTRACT_VERSION,
  routes: {
    login: () => import(/* webpackChunkName: "route-login" */ './routes/login/parcel').then((m) => m.default),
    registration: () => import(/* webpackChunkName: "route-registration" */ './routes/registration/parcel').then((m) => m.default),
    'offline-account': () => import(/* webpackChunkName: "route-offline-account" */ './routes/offline-account/parcel').then((m) => m.default),
    'password-reset': () => import(/* webpackChunkName: "route-password-reset" */ './routes/password-reset/parcel').then((m) => m.default),
    profile: () => import(/* webpackChunkName: "route-profile" */ './routes/profile/parcel').then((m) => m.default),
    'profile-sub': () => import(/* webpackChunkName: "route-profile" */ './routes/profile/parcel').then((m) => m.default),
    'order-physical-card': () =>
      import(/* webpackChunkName: "route-order-physical-card" */ './routes/order-physical-card/parcel').then((m) => m.default),
    'order-physical-card-confirmation': () =>
      import(/* webpackChunkName: "route-order-physical-card" */ './routes/order-physical-card/parcel').then((m) => m.default),
    favorites: () => import(/* webpackChunkName: "route-favorites" */ './routes/favorites/parcel').then((m) => m.default),
    'delivery-pass': () => import(/* webpackChunkName: "route-delivery-pass" */ './routes/delivery-pass/parcel').then((m) => m.default),
  },
  fragments: {
    'account-menu': () => import(/* webpackChunkName: "fragment-account-menu" */ './fragments/account-menu/parcel').then((m) => m.default),
    'login-button': () => import(/* webpackChunkName: "fragment-login-button" */ './fragments/login-button/parcel').then((m) => m.default),
    'voucher-group': () => import(/* webpackChunkName: "fragment-voucher-group" */ './fragments/voucher-group/parcel').then((m) => m.default),
    'loyalty-club-link-button': () =>
      import(/* webpackChunkName: "fragment-loyalty-club-link-button" */ './fragments/loyalty-club-link-button/parcel').then((m) => m.default),
  },
};

export default account;
