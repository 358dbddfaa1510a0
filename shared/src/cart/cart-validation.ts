import * as z from 'zod/mini';
import { cartSchema } from './cart';
import { listOrEmpty } from '../platform/schemas/common';

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

/** GET /api/carts/validation: the cart as validated (cartDTO) and its errors. */
export const cartValidationResultSchema = z.object({
  cartDTO: cartSchema,
  errors: listOrEmpty(cartValidationErrorSchema),
});
export type CartValidationResult = z.infer<typeof cartValidationResultSchema>;
