// What the cart's store offers the stores of the other domains (the loyalty vouchers, the order's gift
// cards, the seed): types and repositories only, so no store reaches the cart's rules, which take the
// whole ShopStore (the dependency rule shop-domain-through-index in .dependency-cruiser.cjs).
export type { ConfirmedLine } from './carts';
export type { VoucherDiscount, VoucherRepository } from './vouchers';
export type { WalletGiftCard } from '../rules/validation';
