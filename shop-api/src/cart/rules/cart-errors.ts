import { FINALIZED_CART_ERROR_CODE } from '@storefront/shared/checkout';
import { HttpError } from '@storefront/server-kit/http/errors';
import { unauthorized } from '../../account';
import type { RedemptionRefusal } from './vouchers';

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

/**
 * A voucher the shopper cannot redeem online now (POST /api/carts/items with
 * its articleId): customer-only vouchers for a guest answer the session error
 * of every customer-only feature (401).
 */
export function voucherRefused(refusal: RedemptionRefusal): HttpError {
  switch (refusal) {
    case 'customerOnly':
      return unauthorized();
    case 'offlineOnly':
      return new HttpError(409, 'voucherOfflineOnly', 'Diesen Gutschein lösen Sie an der Kassa in einer unserer Filialen ein.');
    case 'notHeld':
      return new HttpError(403, 'voucherNotHeld', 'Dieser Gutschein ist nicht auf Ihr Kundenkonto ausgestellt.');
    case 'redeemed':
      return new HttpError(409, 'voucherRedeemed', 'Diesen Gutschein haben Sie bereits eingelöst.');
    case 'notYetValid':
      return new HttpError(409, 'voucherNotYetValid', 'Dieser Gutschein ist noch nicht gültig.');
    case 'expired':
      return new HttpError(409, 'voucherExpired', 'Dieser Gutschein ist abgelaufen.');
    case 'firstOrdersOnly':
      return new HttpError(409, 'voucherFirstOrdersOnly', 'Dieser Gutschein gilt nur für Ihre erste Bestellung.');
  }
}
