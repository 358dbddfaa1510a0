import type * as z from 'zod/mini';
import { billingAddressRequestSchema, type WithOptionalAddressParts } from '../../account/address-request';
import { defineOperation } from '../../platform/api/operation';
import { cartSchema } from '../../cart/cart';

/** The billing address as a form holds it: street name, street number, postal code and city may be missing. */
export type BillingAddressInput = WithOptionalAddressParts<z.input<typeof billingAddressRequestSchema>>;

/**
 * Sets the cart's billing address (doc 2 §7). Missing parts travel as
 * placeholders (doc 2 §5): the caller sends `fillAddressPlaceholders(address)`,
 * and an address without them is rejected locally. The backend ignores the
 * billing fields the tenant hides and requires the ones it makes mandatory.
 */
export const setCartBillingAddress = defineOperation({
  method: 'POST',
  path: '/api/carts/billing-address',
  domain: 'checkout',
  summary: 'Sets the billing address',
  body: billingAddressRequestSchema,
  response: cartSchema,
  features: ['featureCartCheckout'],
});
