// What the payment-provider domain offers the other domains of the shop API: they import it from here, never from its files
// (the dependency rule shop-domain-through-index in .dependency-cruiser.cjs).
export { PROVIDER_NAME, providerCheckoutPath } from './payment-provider';
