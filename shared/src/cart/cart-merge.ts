/** What the merge decision reads from a cart. */
export interface MergeableCart {
  readonly id: string;
  readonly customerId?: string | null | undefined;
  readonly lineItemCount?: number | null | undefined;
  readonly productLineItems?: readonly unknown[] | null | undefined;
}

export type CartMergeDecision =
  /** The local cart is empty: it is replaced by the customer cart. */
  | 'replace-with-customer-cart'
  /** The customer cart has no customerId: the local cart is assigned to the customer (set-customer). */
  | 'assign-local-to-customer'
  /** The customer cart has items: the merge dialog asks to merge or discard. */
  | 'ask'
  /** Otherwise: the carts are merged without asking. */
  | 'merge-automatically'
  /** The carts are the same cart, or there is nothing to do. */
  | 'nothing';

export interface CartMergeInput {
  /** The shopper's current (anonymous) cart, if any. */
  readonly localCart: MergeableCart | null | undefined;
  /** The cart stored for the customer who just logged in, if any. */
  readonly customerCart: MergeableCart | null | undefined;
}

/** A cart's item count: lineItemCount when present, else the number of product lines. */
export function cartItemCount(cart: MergeableCart | null | undefined): number {
  if (!cart) return 0;
  if (typeof cart.lineItemCount === 'number') return cart.lineItemCount;
  return cart.productLineItems?.length ?? 0;
}

/**
 * What happens to the carts on login (doc 2 §4). The rule applies only "if a
 * stored customer cart differs from the current cart": the same cart id on
 * both sides is 'nothing'.
 * Then the spec's cases, in the spec's order, the first that holds wins:
 * 1. local cart empty (or none): replaced by the customer cart;
 * 2. customer cart has no customerId: the local cart is assigned to the customer;
 * 3. customer cart has items: the merge dialog asks;
 * 4. otherwise (the customer's own cart, empty): merged automatically.
 *
 * Reading where the spec is silent: no customer cart at all counts as a customer
 * cart without customerId (case 2: nothing is stored for the customer, so the
 * local cart becomes theirs); with neither cart there is 'nothing' to do.
 */
export function decideCartMerge({ localCart, customerCart }: CartMergeInput): CartMergeDecision {
  if (localCart && customerCart && localCart.id === customerCart.id) return 'nothing';
  if (cartItemCount(localCart) === 0) return customerCart ? 'replace-with-customer-cart' : 'nothing';
  if (!customerCart?.customerId) return 'assign-local-to-customer';
  if (cartItemCount(customerCart) > 0) return 'ask';
  return 'merge-automatically';
}
