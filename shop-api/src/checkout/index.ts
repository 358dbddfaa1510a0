// What the checkout domain offers the other domains of the shop API: they import it from here, never from its files
// (the dependency rule shop-domain-through-index in .dependency-cruiser.cjs).
export { ORDER_CONFIG, checkOrderLimits } from './rules/order-config';
export type { ProviderPayment } from './store/provider-payments';
