import { defineOperation } from '../../platform/api/operation';
import { idParams } from '../../platform/api/wire';
import { cartFilesResponseSchema } from '../cart-files';

/** Removes a file from the open cart, by its id. */
export const removeCartFile = defineOperation({
  method: 'DELETE',
  path: '/api/carts/files/:id',
  /** The file's id: not blank, at most 100 characters. */
  params: idParams,
  domain: 'checkout',
  summary: 'Removes a file from the open cart',
  response: cartFilesResponseSchema,
  features: ['featureCartCheckout'],
});
