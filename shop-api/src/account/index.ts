// What the account domain offers the other domains of the shop API: they import it from here, never from its files
// (the dependency rule shop-domain-through-index in .dependency-cruiser.cjs).
export { requireCustomer, sessionCustomerId, unauthorized } from './rules/session';
export { giftCardUsable } from './store/wallet';
export { LOCAL_PAYMENT_PROVIDER } from './store/payment-methods';
