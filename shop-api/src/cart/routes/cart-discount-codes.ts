import { addDiscountCode, removeDiscountCode } from '@storefront/shared/cart';
import { HttpError } from '@storefront/server-kit/http/errors';
import { DISCOUNT_CODES_PER_CART } from '../store/carts';
import type { CartCalls } from './cart-calls';

/** The discount codes of the cart (doc 2 §7): one a cart, kept whatever its state, removed by the shopper. */
export function registerDiscountCodeRoutes({ store, route, change }: CartCalls): void {
  /**
   * A known code is kept on the cart whatever its state: the cart validation
   * names why it does not apply (doc 2 §8: 223, 227, 228, 229). An unknown code is 404.
   * One code per cart, as at a grocer's till (the automatic vouchers need no
   * code and stand beside it): the same code again changes nothing, another
   * one is 409 `discountCodeLimitReached` naming the code held, which the
   * shopper removes first. Doc 2 §8's 227 would not fit: it says a code has
   * been used up by its orders, a state the cart validation reports, while
   * this refuses a call and leaves the cart as it was.
   */
  route(addDiscountCode, async ({ body: { code } }, request, reply) => {
    const discount = store.discountCodes.find(code);
    if (!discount) throw new HttpError(404, 'discountCodeNotFound', 'Diesen Rabattcode kennen wir leider nicht.');
    return change(request, reply, (cart) => {
      const held = cart.details.discountCodes;
      if (held.includes(discount.code)) return {};
      if (held.length >= DISCOUNT_CODES_PER_CART) {
        const heldCode = held[0] ?? '';
        throw new HttpError(
          409,
          'discountCodeLimitReached',
          `Pro Einkauf kann ein Rabattcode eingelöst werden. Entfernen Sie zuerst den Code ${heldCode}, um ${discount.code} einzulösen.`,
          { heldCode },
        );
      }
      return { details: { ...cart.details, discountCodes: [...held, discount.code] } };
    });
  });

  route(removeDiscountCode, async ({ query: { code } }, request, reply) =>
    change(request, reply, (cart) => {
      const kept = cart.details.discountCodes.filter((held) => held.toLowerCase() !== code.toLowerCase());
      if (kept.length === cart.details.discountCodes.length) {
        throw new HttpError(404, 'discountCodeNotFound', 'Dieser Rabattcode ist nicht im Warenkorb.');
      }
      return { details: { ...cart.details, discountCodes: kept } };
    }),
  );
}
