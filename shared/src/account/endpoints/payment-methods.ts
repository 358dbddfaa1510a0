import * as z from 'zod/mini';
import { savedPaymentMethodsSchema, type SavedPaymentMethods } from '../../checkout/payment';
import type { ApiClient } from '../../platform/api/client';
import { segment, text } from '../../platform/api/wire';

/*
 * doc 2 §7 saved payment methods (customers only, doc 2 §6). The answers of
 * the changing calls are not shown: each answers the list as it now is.
 */

/** doc 2 §7: GET /api/customers/payment-methods, activeMethods and hasInactiveMethods. */
export function getSavedPaymentMethods(api: ApiClient): Promise<SavedPaymentMethods> {
  return api.request('GET', '/api/customers/payment-methods', { schema: savedPaymentMethodsSchema });
}

/** doc 2 §7: checkoutId (of the provider's checkout), methodKey, provider, setPrimary. */
export const savePaymentMethodRequestSchema = z.object({
  checkoutId: text(200),
  methodKey: text(100),
  provider: text(100),
  setPrimary: z._default(z.boolean(), false),
});
export type SavePaymentMethodRequest = z.input<typeof savePaymentMethodRequestSchema>;

/** doc 2 §7: POST /api/customers/payment-methods, after a checkout with savePaymentMethod. */
export function savePaymentMethod(api: ApiClient, request: SavePaymentMethodRequest): Promise<SavedPaymentMethods> {
  return api.request('POST', '/api/customers/payment-methods', { schema: savedPaymentMethodsSchema, body: request });
}

export const removeSavedPaymentMethodQuerySchema = z.object({ provider: text(100) });

/** doc 2 §7: DELETE /api/customers/payment-methods/{id}?provider=…. */
export async function removeSavedPaymentMethod(api: ApiClient, id: string, provider: string): Promise<SavedPaymentMethods> {
  return api.request('DELETE', `/api/customers/payment-methods/${segment(id, 'payment method id')}`, {
    schema: savedPaymentMethodsSchema,
    query: { provider },
  });
}

/** doc 2 §7: POST /api/customers/payment-methods/{id}/set-primary. No body. */
export async function setPrimaryPaymentMethod(api: ApiClient, id: string): Promise<SavedPaymentMethods> {
  return api.request('POST', `/api/customers/payment-methods/${segment(id, 'payment method id')}/set-primary`, {
    schema: savedPaymentMethodsSchema,
  });
}
