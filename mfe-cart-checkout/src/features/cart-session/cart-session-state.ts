import type { Cart, CartValidationError } from '@storefront/shared/cart';

/** The cart session's state and the shapes its parts share, apart from the session that composes them. */

/** One item of a bulk add; its name says which one could not be added. */
export interface BulkItem {
  readonly sku: string;
  readonly quantity: number;
  readonly name?: string | undefined;
}

/** A dialog the cart asks the shopper with: the service selection, or the merge of two carts after login. */
export type CartDialog =
  /** `optional`: the tenant's prompt may be put off ("Später wählen", doc 2 §4); the add then goes on without a service. */
  | { readonly kind: 'service-selection'; readonly optional?: true }
  | { readonly kind: 'not-added'; readonly names: readonly string[] }
  | { readonly kind: 'merge'; readonly localCart: Cart; readonly customerCart: Cart };

export interface CartSessionState {
  /** The cart; null when the shopper has none; undefined until the first answer. */
  readonly cart: Cart | null | undefined;
  /** Why the cart could not be loaded, while it could not. */
  readonly loadError: unknown;
  /** The errors of the last validation. */
  readonly validationErrors: readonly CartValidationError[];
  /**
   * Whether a validation has answered (or failed) since the session began: until
   * then the errors are not known yet, and a page that shows them waits.
   */
  readonly validated: boolean;
  /** The dialog waiting for the shopper, if any. */
  readonly dialog: CartDialog | null;
}
