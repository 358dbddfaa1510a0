import type { Cart, CartValidationError } from '@storefront/shared/cart';
import type { CartSession } from '../cart-session/cart-session';

/** What every step of checkout gets: the cart as it is, its validation errors for the step, and the way on. */
export interface StepProps {
  readonly cart: Cart;
  readonly session: CartSession;
  readonly errors: readonly CartValidationError[];
  /** The step is saved: on to the next one. */
  readonly onDone: () => void;
}
