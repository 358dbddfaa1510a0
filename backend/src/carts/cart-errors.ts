import { FINALIZED_CART_ERROR_CODE } from '@storefront/shared/cart';
import { HttpError } from '../http/errors';

/**
 * A cart call refused because of the cart's status: a FINALIZED cart answers
 * errorCode 3 (doc 2 §8: the storefront then goes to payment finalization);
 * a cart that is gone (ordered, abandoned, unknown) answers 404 (doc 2 §8:
 * the storefront clears its local cart).
 */
export class CartStateError extends HttpError {
  constructor(readonly reason: 'finalized' | 'gone') {
    super(
      reason === 'finalized' ? 409 : 404,
      reason === 'finalized' ? FINALIZED_CART_ERROR_CODE : 'cartNotFound',
      reason === 'finalized'
        ? 'Ihr Warenkorb ist abgeschlossen und wartet auf die Zahlung.'
        : 'Diesen Warenkorb gibt es nicht mehr.',
    );
  }
}
