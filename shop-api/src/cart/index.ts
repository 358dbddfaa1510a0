// What the cart domain offers the other domains of the shop API: they import it from here, never from its files
// (the dependency rule shop-domain-through-index in .dependency-cruiser.cjs).
export { orderable } from './rules/cart-lines';
export { buildCartView } from './rules/cart-view';
export { FREE_OF_CHARGE_THRESHOLD, amountToAuthorize, orderTotal, unitPrice } from './rules/pricing';
export { anonymousCartInPayment, visitorCart } from './rules/visitor-cart';
export type { ConfirmedLine } from './store/carts';
