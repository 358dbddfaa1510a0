import * as z from 'zod/mini';
import { addCartItemSchema, cartSchema, type Cart } from '../cart';
import { cartValidationResultSchema, type CartValidationResult } from '../cart-validation';
import { listOrEmpty } from '../../platform/schemas/common';
import { positionSchema } from '../../distribution/distribution';
import { deliveryPhoneNumberField } from '../../distribution/address-validity';
import { checkoutFields } from '../../checkout/checkout-address';
import { fillAddressPlaceholders } from '../../distribution/address-placeholders';
import type { ApiClient } from '../../platform/api/client';
import { requireNonEmpty } from '../../platform/api/local-rules';
import { billingAddressRequestSchema, type WithOptionalAddressParts } from '../../account/address-request';
import { queryList, segment, text } from '../../platform/api/wire';

/*
 * doc 2 §7 cart calls. Every call that changes the cart answers with the
 * cart: where doc 2 says "not shown", this shop answers the cart as it now
 * is, so the client never needs a second GET. Cart API errorCode 3 (the cart
 * is FINALIZED) and a 404 (cart gone) reach the caller as ApiError (doc 2 §8).
 */

/** doc 2 §7: GET /api/carts. */
export function getCart(api: ApiClient): Promise<Cart> {
  return api.request('GET', '/api/carts', { schema: cartSchema });
}

/** doc 2 §7: GET /api/carts/validation, the validated cart (cartDTO) and its errors. */
export function validateCart(api: ApiClient): Promise<CartValidationResult> {
  return api.request('GET', '/api/carts/validation', { schema: cartValidationResultSchema });
}

/** doc 2 §7: POST /api/carts/finalize, before payment; the cart is then FINALIZED. No body. */
export function finalizeCart(api: ApiClient): Promise<Cart> {
  return api.request('POST', '/api/carts/finalize', { schema: cartSchema });
}

/** doc 2 §7: POST /api/carts/reset, a FINALIZED cart back to OPEN (e.g. on entering checkout, doc 2 §2). No body. */
export function resetCart(api: ApiClient): Promise<Cart> {
  return api.request('POST', '/api/carts/reset', { schema: cartSchema });
}

export const setCartBillingAddressRequestSchema = billingAddressRequestSchema;
export type BillingAddressInput = WithOptionalAddressParts<z.input<typeof setCartBillingAddressRequestSchema>>;

/** doc 2 §7: POST /api/carts/billing-address with the address, missing parts filled with placeholders (doc 2 §5). */
export function setCartBillingAddress(api: ApiClient, address: BillingAddressInput): Promise<Cart> {
  return api.request('POST', '/api/carts/billing-address', { schema: cartSchema, body: fillAddressPlaceholders(address) });
}

export const assignCartToCustomerQuerySchema = z.object({ anonymousCartId: text(100) });

/** doc 2 §4, §7: POST /api/carts/set-customer?anonymousCartId=…, the local cart assigned to the customer after login. */
export async function assignCartToCustomer(api: ApiClient, anonymousCartId: string): Promise<Cart> {
  requireNonEmpty(anonymousCartId, 'anonymousCartId');
  return api.request('POST', '/api/carts/set-customer', { schema: cartSchema, query: { anonymousCartId } });
}

/**
 * doc 2 §4, §7: POST /api/carts/merge/{id}: the cart with this id (the
 * anonymous one) merged into the customer's cart. No body; answers the merged cart.
 */
export async function mergeCart(api: ApiClient, cartId: string): Promise<Cart> {
  return api.request('POST', `/api/carts/merge/${segment(cartId, 'cart id')}`, { schema: cartSchema });
}

/** doc 2 §7 says only "JSON": whether the shopper wants drinks delivered in a deposit crate. */
export const setCrateDepositDesiredRequestSchema = z.object({ crateDepositDesired: z.boolean() });

/** doc 2 §7: POST /api/carts/crate-deposit-desired. */
export function setCrateDepositDesired(api: ApiClient, crateDepositDesired: boolean): Promise<Cart> {
  return api.request('POST', '/api/carts/crate-deposit-desired', { schema: cartSchema, body: { crateDepositDesired } });
}

/** doc 2 §7: a payment on the cart: method key, brand name, amount in cents. */
export const addCartPaymentRequestSchema = z.object({
  methodKey: text(100),
  brandName: z.optional(z.string().check(z.maxLength(100))),
  amount: z.int().check(z.positive()),
});
export type CartPaymentInput = z.infer<typeof addCartPaymentRequestSchema>;

/** doc 2 §7: POST /api/carts/payment (e.g. the gift-card part paid from the wallet, doc 2 §4). */
export function addCartPayment(api: ApiClient, payment: CartPaymentInput): Promise<Cart> {
  return api.request('POST', '/api/carts/payment', { schema: cartSchema, body: payment });
}

/** doc 2 §7: PUT /api/carts/payments/clean: removes all planned payments. No body. */
export function cleanCartPayments(api: ApiClient): Promise<Cart> {
  return api.request('PUT', '/api/carts/payments/clean', { schema: cartSchema });
}

/** doc 2 §7: DELETE /api/carts/payment/{id}. */
export async function removeCartPayment(api: ApiClient, paymentId: string): Promise<Cart> {
  return api.request('DELETE', `/api/carts/payment/${segment(paymentId, 'payment id')}`, { schema: cartSchema });
}

export const addCartItemRequestSchema = addCartItemSchema;
/** The store the shopper picked (doc 2 §4 service selection). */
export const addCartItemQuerySchema = z.object({ storeId: z.optional(text(64)) });

/** doc 2 §7: POST /api/carts/items with sku, quantity and query storeId. */
export function addCartItem(
  api: ApiClient,
  item: { sku: string; quantity: number },
  storeId?: string,
): Promise<Cart> {
  return api.request('POST', '/api/carts/items', { schema: cartSchema, body: item, query: { storeId } });
}

/** doc 2 §7 shows no body for the bulk add: the items, each sku and quantity. */
export const addCartItemsRequestSchema = z.object({ items: z.array(addCartItemSchema).check(z.minLength(1), z.maxLength(200)) });
export const addCartItemsQuerySchema = addCartItemQuerySchema;
/** An item the bulk add could not add or raise (sold out, unknown, over maxQuantity …); extra fields are kept. */
export const notAddedCartItemSchema = z.looseObject({
  sku: z.string(),
  quantity: z.optional(z.int()),
  reason: z.optional(z.string()),
});
export const addCartItemsResponseSchema = z.object({
  notAddedOrUpdatedItems: listOrEmpty(notAddedCartItemSchema),
  cartDTO: cartSchema,
});
export type AddCartItemsResult = z.infer<typeof addCartItemsResponseSchema>;

/** doc 2 §7: POST /api/carts/items/bulk?storeId=…, answering notAddedOrUpdatedItems and cartDTO. */
export function addCartItems(
  api: ApiClient,
  items: ReadonlyArray<{ sku: string; quantity: number }>,
  storeId?: string,
): Promise<AddCartItemsResult> {
  return api.request('POST', '/api/carts/items/bulk', {
    schema: addCartItemsResponseSchema,
    body: { items },
    query: { storeId },
  });
}

/** doc 2 §7: DELETE /api/carts/items/all. */
export function removeAllCartItems(api: ApiClient): Promise<Cart> {
  return api.request('DELETE', '/api/carts/items/all', { schema: cartSchema });
}

export const removeCartItemsQuerySchema = z.object({ lineItemIds: queryList(text(100)) });

/** doc 2 §7: DELETE /api/carts/items/multiple?lineItemIds=…&lineItemIds=…. */
export async function removeCartItems(api: ApiClient, lineItemIds: readonly string[]): Promise<Cart> {
  if (lineItemIds.length === 0) requireNonEmpty('', 'lineItemIds');
  lineItemIds.forEach((id) => requireNonEmpty(id, 'line item id'));
  return api.request('DELETE', '/api/carts/items/multiple', { schema: cartSchema, query: { lineItemIds } });
}

export const addDiscountCodeRequestSchema = z.object({ code: text(100) });
export const removeDiscountCodeQuerySchema = addDiscountCodeRequestSchema;

/** doc 2 §7: POST /api/carts/discount-codes with code; doc 2 §5: an empty code is rejected locally. */
export async function addDiscountCode(api: ApiClient, code: string): Promise<Cart> {
  return api.request('POST', '/api/carts/discount-codes', {
    schema: cartSchema,
    body: { code: requireNonEmpty(code, 'discountCode') },
  });
}

/** doc 2 §7: DELETE /api/carts/discount-codes?code=…; doc 2 §5: an empty code is rejected locally. */
export async function removeDiscountCode(api: ApiClient, code: string): Promise<Cart> {
  return api.request('DELETE', '/api/carts/discount-codes', {
    schema: cartSchema,
    query: { code: requireNonEmpty(code, 'discountCode') },
  });
}

const distributionAddressParts = {
  deliveryAreaNumber: z.optional(z.string()),
  pickingUnitIds: z.optional(z.array(z.string())),
  country: z.optional(z.string().check(z.maxLength(60))),
  countryCode: z.optional(z.string().check(z.maxLength(3))),
  position: z.optional(positionSchema),
  firstName: z.optional(z.string().check(z.maxLength(20))),
  lastName: z.optional(z.string().check(z.maxLength(24))),
  stairCase: z.optional(z.string().check(z.maxLength(4))),
  floor: z.optional(z.string().check(z.maxLength(20))),
  door: z.optional(z.string().check(z.maxLength(4))),
  primary: z.optional(z.boolean()),
};

/**
 * doc 2 §7: POST /api/carts/distribution-address with the distribution
 * address. Click-and-collect needs the store; delivery needs street name,
 * street number, postal code and city (doc 2 §5 address validity, checkout
 * rules: street name max 255, number max 5, additional info max 255).
 *
 * A delivery address may carry the delivery phone number (doc 2 §5 address
 * validity: the legacy pattern when given) and the delivery-address text for
 * the driver (doc 2 §5 checkout: max 60, no '<'), with the form rules
 * themselves, so the browser and the backend accept the same. The phone is
 * optional here even where the tenant makes it Mandatory: the cart validation
 * answers 007 for a missing one (doc 2 §8). Neither is a placeholder part
 * (doc 2 §5): a missing one is left out.
 */
export const setCartDistributionAddressRequestSchema = z.discriminatedUnion('distributionType', [
  z.object({
    ...distributionAddressParts,
    distributionType: z.literal('CLICK_AND_COLLECT'),
    storeId: text(64),
    streetName: z.optional(z.string().check(z.maxLength(255))),
    streetNumber: z.optional(z.string().check(z.maxLength(5))),
    postalCode: z.optional(z.string().check(z.maxLength(7))),
    city: z.optional(z.string().check(z.maxLength(100))),
    additionalInfo: z.optional(z.string().check(z.maxLength(255))),
  }),
  z.object({
    ...distributionAddressParts,
    distributionType: z.literal('DELIVERY'),
    storeId: z.optional(z.string()),
    streetName: text(255),
    streetNumber: text(5),
    postalCode: z.string().check(z.trim(), z.minLength(4), z.maxLength(7)),
    city: text(100),
    additionalInfo: z.optional(z.string().check(z.maxLength(255))),
    deliveryPhoneNumber: deliveryPhoneNumberField('Optional'),
    deliveryAddressText: checkoutFields.deliveryAddressText,
  }),
]);
export type DistributionAddressInput = z.input<typeof setCartDistributionAddressRequestSchema>;

/** doc 2 §7: POST /api/carts/distribution-address. */
export function setCartDistributionAddress(api: ApiClient, address: DistributionAddressInput): Promise<Cart> {
  return api.request('POST', '/api/carts/distribution-address', { schema: cartSchema, body: address });
}

export const setCartDistributionTimeSlotRequestSchema = z.object({ id: text(100) });

/** doc 2 §7: POST /api/carts/distribution-time-slot with the window's id. */
export async function setCartDistributionTimeSlot(api: ApiClient, timeSlotId: string): Promise<Cart> {
  requireNonEmpty(timeSlotId, 'time slot id');
  return api.request('POST', '/api/carts/distribution-time-slot', { schema: cartSchema, body: { id: timeSlotId } });
}
