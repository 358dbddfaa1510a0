import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { CART_FILE_FIELD, cartFilesResponseSchema } from '../cart-files';

/**
 * Attaches one file to the open cart, sent as a form (build it with
 * `cartFileForm`): 201 with the cart's files; 400 for a fourth file or a file
 * that is no pdf, jpeg or png of at most 10,000,000 bytes, checked by its
 * content too.
 */
export const uploadCartFile = defineOperation({
  method: 'POST',
  path: '/api/carts/files',
  domain: 'checkout',
  summary: 'Attaches one pdf, jpeg or png file (at most 10,000,000 bytes, 3 per cart) to the open cart',
  /** The form as the OpenAPI document shows it; the backend reads the file itself. */
  body: z.object({ [CART_FILE_FIELD]: z.string().check(z.meta({ format: 'binary', description: 'pdf, jpeg or png, at most 10,000,000 bytes' })) }),
  bodyMediaType: 'multipart/form-data',
  response: cartFilesResponseSchema,
  status: 201,
  features: ['featureCartCheckout'],
});
