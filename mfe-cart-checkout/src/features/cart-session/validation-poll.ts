import { CART_VALIDATION_POLL_INTERVAL_MS, validateCart } from '@storefront/shared/cart';
import { call, isApiError } from '@storefront/shared/platform/api';
import { sameCart, type CartCore } from './cart-core';

export interface CartValidation {
  /** Validates the cart now; one validation at a time. */
  validate(): Promise<void>;
  /** Stops the poll. */
  stop(): void;
}

/**
 * The validation (doc 2 §4): its errors are kept, and its cart replaces the local one when they differ. A 404
 * or 400 resets the cart (doc 2 §8): the local one is dropped and the backend asked again. It polls every 60 s
 *, not while the tab is in the background, and not while the cart is in payment (FINALIZED: the
 * shopper is at the provider or on payment finalization, doc 2 §4).
 */
export function createCartValidation(core: CartCore, pollIntervalMs = CART_VALIDATION_POLL_INTERVAL_MS): CartValidation {
  const { api } = core.services;
  let validating: Promise<void> | undefined;

  async function validate(): Promise<void> {
    if (!core.state().cart) return;
    if (validating) return validating;
    // A change answered while the validation ran makes its answer stale (the cart before the change
    // replaced the newer one, and its errors were the old cart's): it is dropped and the cart validated again.
    const seen = core.changeCount();
    const stale = () => core.changeCount() !== seen;
    validating = call(api, validateCart)
      .then(
        ({ cartDTO, errors }) => {
          if (stale()) return;
          core.setState({ validationErrors: errors, validated: true });
          if (!sameCart(core.state().cart, cartDTO)) core.applyCart(cartDTO);
        },
        async (error: unknown) => {
          if (stale()) return;
          // Unanswered, the errors stay unknown: a page waiting for them shows the cart as it is.
          core.setState({ validated: true });
          if (isApiError(error) && (error.status === 404 || error.status === 400)) {
            core.setState({ validationErrors: [] });
            core.applyCart(null);
            await core.load().catch(() => undefined);
          }
          // Any other failure keeps the last result: the next poll asks again.
        },
      )
      .finally(() => {
        validating = undefined;
        if (stale() && !core.isDisposed()) void validate();
      });
    return validating;
  }

  const poll = setInterval(() => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (core.state().cart?.cartStatus === 'FINALIZED') return;
    void validate();
  }, pollIntervalMs);

  return { validate, stop: () => clearInterval(poll) };
}
