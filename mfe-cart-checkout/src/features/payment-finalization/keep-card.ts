import { savePaymentMethod } from '@storefront/shared/account';
import type { CheckoutRequest, CheckoutResult } from '@storefront/shared/checkout';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import type { Customer } from '@storefront/shared/platform/schemas';

/** What became of a card the shopper asked to keep: told on the confirmation. */
export type KeptCard = 'saved' | 'failed';

/**
 * Saves the card an order was paid with when the shopper ticked "Karte für
 * spätere Einkäufe speichern" (doc 2 §2 savePaymentMethod, setPrimary; §7 POST
 * /api/customers/payment-methods): only a customer's, only after the order is
 * placed (the provider's checkout is then authorised), and never a card the
 * order was charged to from the list (it is kept already). The order stands
 * whatever happens here: a card that cannot be saved is told, not retried.
 */
export async function keepCardOfOrder(
  api: ApiClient,
  customer: Customer | null,
  request: CheckoutRequest,
  result: CheckoutResult | undefined,
  provider: string | undefined,
): Promise<KeptCard | undefined> {
  if (!customer || request.savePaymentMethod !== true || request.savedPaymentMethodId !== undefined) return undefined;
  const checkoutId = result?.checkoutId;
  if (!checkoutId || !provider) return 'failed';
  try {
    await call(api, savePaymentMethod, {
      body: { checkoutId, methodKey: request.paymentMethodKey, provider, setPrimary: request.setPrimary === true },
    });
    return 'saved';
  } catch {
    return 'failed';
  }
}
