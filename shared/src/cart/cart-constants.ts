/* The cart's timing and prompt constants. */

/** The cart is validated this often while the shopper is not on the payment page. */
export const CART_VALIDATION_POLL_INTERVAL_MS = 60_000;

/** A service selection prompt that may be skipped is shown once, then skipped this many further times. */
export const DEFAULT_SERVICE_SELECTION_INTERVAL = 5;
