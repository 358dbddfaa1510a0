import * as z from 'zod/mini';
import { cartSchema } from './cart';
import { listOrEmpty } from '../platform/schemas/common';

// The code table is plain data, kept with the cart rules that classify codes
// (zod-free, so a bundle that only classifies does not carry schemas).
export {
  CART_VALIDATION_CODES,
  CART_VALIDATION_CODE_MEANINGS,
  TIME_SLOT_ERROR_CODES,
  DISCOUNT_CODE_ERROR_CODES,
  BILLING_ADDRESS_ERROR_CODES,
  DISTRIBUTION_LOCATION_ERROR_CODES,
  type CartValidationCode,
} from './validation-codes';

/**
 * One error of a cart validation. Only the code is shown in doc 2; the code
 * stays a string (not an enum of the table) because any other code must
 * still parse and count as a general error.
 */
export const cartValidationErrorSchema = z.looseObject({
  code: z.string().check(z.minLength(1)),
  message: z.optional(z.string()),
});
export type CartValidationError = z.infer<typeof cartValidationErrorSchema>;

/** GET /api/carts/validation: the cart as validated (cartDTO) and its errors (doc 2 §7). */
export const cartValidationResultSchema = z.object({
  cartDTO: cartSchema,
  errors: listOrEmpty(cartValidationErrorSchema),
});
export type CartValidationResult = z.infer<typeof cartValidationResultSchema>;
