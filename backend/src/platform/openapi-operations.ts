import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import {
  addCartItemQuerySchema,
  addCartItemRequestSchema,
  addCartItemsQuerySchema,
  addCartItemsRequestSchema,
  addCartItemsResponseSchema,
  addCartPaymentRequestSchema,
  addDiscountCodeRequestSchema,
  assignCartToCustomerQuerySchema,
  cartSchema,
  cartValidationResultSchema,
  orderConfigSchema,
  removeCartItemsQuerySchema,
  removeDiscountCodeQuerySchema,
  setCartBillingAddressRequestSchema,
  setCartDistributionAddressRequestSchema,
  setCartDistributionTimeSlotRequestSchema,
  setCrateDepositDesiredRequestSchema,
} from '@storefront/shared/cart';
import {
  addFavoriteRequestSchema,
  communicationSettingsSchema,
  createCustomerAddressRequestSchema,
  customerAddressesResponseSchema,
  favoritesSchema,
  getCustomerDeliveryPassResponseSchema,
  getDeliveryPassOffersResponseSchema,
  getFavoriteProductsQuerySchema,
  getGeneralVouchersResponseSchema,
  getLoyaltyCardInfoQuerySchema,
  getLoyaltyVouchersResponseSchema,
  getPersonalVouchersQuerySchema,
  getPersonalVouchersResponseSchema,
  linkGiftCardRequestSchema,
  loyaltyMemberInfoSchema,
  manageNewsletterTopicsRequestSchema,
  physicalCardStatusSchema,
  registerCustomerQuerySchema,
  registerCustomerRequestSchema,
  registerCustomerResponseSchema,
  removeSavedPaymentMethodQuerySchema,
  savePaymentMethodRequestSchema,
  setFavoriteStoreRequestSchema,
  updateCommunicationSettingsRequestSchema,
  updateCommunicationSettingsResponseSchema,
  updateCustomerAddressRequestSchema,
  updateCustomerRequestSchema,
  walletSchema,
} from '@storefront/shared/account';
import {
  cartFilesResponseSchema,
  savedPaymentMethodsSchema,
  submitCheckoutRequestSchema,
  submitCheckoutResponseSchema,
} from '@storefront/shared/checkout';
import {
  autocompletePlacesQuerySchema,
  autocompletePlacesResponseSchema,
  deliveryAreaSchema,
  geocodeAddressQuerySchema,
  geocodeLocationQuerySchema,
  geocodePlaceQuerySchema,
  geocodeResultsResponseSchema,
  getCapacityQuerySchema,
  getCapacityRequestSchema,
  getCapacityResponseSchema,
  getCheckoutStoresResponseSchema,
  getDeliveryAreaAtQuerySchema,
  getDeliveryAreaResponseSchema,
  getEarliestWindowQuerySchema,
  getEarliestWindowResponseSchema,
} from '@storefront/shared/distribution';
import { productPageSchema } from '@storefront/shared/catalogue';
import { customerSchema } from '@storefront/shared/platform/schemas';
import type { Operation as SharedOperation } from '@storefront/shared/platform/api';
import { confirmationTokenQuerySchema } from '../http/request-params';
import { FEATURE_GATES } from '../tenant/feature-gates';

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the storefront API, as the shared endpoint modules define it:
 * path in Fastify's notation (`:id`), the spec section it comes from, and the
 * zod schemas of its input and answer (undefined: none, or not used).
 */
export interface Operation {
  readonly method: OperationMethod;
  readonly path: string;
  readonly summary: string;
  readonly spec: string;
  readonly domain: string;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /** The body's media type when it is not JSON (a file upload). */
  readonly bodyMediaType?: 'multipart/form-data';
  /** The answer's schema; with `status` when it is not 200. */
  readonly response?: $ZodType;
  readonly status?: number;
  /** The call needs a customer session (401 without). */
  readonly customer?: boolean;
}

/** The multipart form of POST /api/carts/files: one file in the field `file`. */
const cartFileUploadSchema = z.object({ file: z.string().meta({ format: 'binary', description: 'pdf, jpeg or png, at most 10,000,000 bytes' }) });

function op(method: OperationMethod, path: string, domain: string, spec: string, summary: string, rest: Partial<Operation> = {}): Operation {
  return { method, path, domain, spec, summary, ...rest };
}

/** Every call of doc 1 §7 and doc 2 §7 this backend answers, and the build helpers. */
export const OPERATIONS: readonly Operation[] = [
  // Platform
  // Auth and customers
  op('PUT', '/api/customers', 'customers', 'doc 1 §7', "Updates the customer's profile", { body: updateCustomerRequestSchema, response: customerSchema, customer: true }),
  op('POST', '/api/customers', 'customers', 'doc 2 §5, §7', 'Registration: 202 when a confirmation mail is sent, 200 with the customer', {
    query: registerCustomerQuerySchema,
    body: registerCustomerRequestSchema,
    response: registerCustomerResponseSchema,
  }),
  op('GET', '/api/customers/communication-settings', 'customers', 'doc 1 §7', 'Communication settings', { response: communicationSettingsSchema, customer: true }),
  op('PUT', '/api/customers/communication-settings', 'customers', 'doc 1 §7', 'Saves the communication settings', {
    body: updateCommunicationSettingsRequestSchema,
    response: updateCommunicationSettingsResponseSchema,
    customer: true,
  }),
  op('POST', '/api/customers/newsletter-topics/manage', 'customers', 'doc 1 §4, §7', 'Newsletter topics; 202 = pending confirmation', {
    body: manageNewsletterTopicsRequestSchema,
    customer: true,
  }),
  op('POST', '/api/customers/favorite-store', 'customers', 'doc 1 §3, §7', 'Sets the favourite store', { body: setFavoriteStoreRequestSchema, response: customerSchema, customer: true }),
  op('GET', '/api/customers/favorites', 'customers', 'doc 2 §7', 'Favourites by type', { response: favoritesSchema, customer: true }),
  op('PUT', '/api/customers/favorites/:type', 'customers', 'doc 2 §7', 'Adds a favourite', { body: addFavoriteRequestSchema, response: favoritesSchema, customer: true }),
  op('DELETE', '/api/customers/favorites/:type/:reference', 'customers', 'doc 2 §7', 'Removes a favourite', { response: favoritesSchema, customer: true }),
  op('GET', '/api/customers/favorites/products', 'customers', 'doc 1 §7', 'A page of favourite or purchased products', {
    query: getFavoriteProductsQuerySchema,
    response: productPageSchema,
    customer: true,
  }),
  op('GET', '/api/customers/addresses', 'customers', 'doc 2 §3', 'The address book (the profile\'s list)', { response: customerAddressesResponseSchema, customer: true }),
  op('GET', '/api/customers/registration/confirm', 'customers', 'doc 2 §5', 'The registration\'s confirmation link (an HTML page)', { query: confirmationTokenQuerySchema }),
  op('GET', '/api/customers/newsletter-topics/confirm', 'customers', 'doc 1 §4', 'The newsletter confirmation link (an HTML page)', { query: confirmationTokenQuerySchema }),
  op('POST', '/api/customers/addresses/:category', 'customers', 'doc 2 §5, §7', 'Creates an address (billing, delivery, combined); at most 20', {
    body: createCustomerAddressRequestSchema,
    response: customerAddressesResponseSchema,
    customer: true,
  }),
  op('PUT', '/api/customers/addresses/:category', 'customers', 'doc 2 §7', 'Updates an address', {
    body: updateCustomerAddressRequestSchema,
    response: customerAddressesResponseSchema,
    customer: true,
  }),
  op('POST', '/api/customers/addresses/:id/primary', 'customers', 'doc 2 §7', 'Makes an address primary', { response: customerAddressesResponseSchema, customer: true }),
  op('DELETE', '/api/customers/addresses/:id', 'customers', 'doc 2 §7', 'Removes an address', { response: customerAddressesResponseSchema, customer: true }),
  op('DELETE', '/api/customers/addresses/:id/combined', 'customers', 'doc 2 §7', 'Removes a combined address', { response: customerAddressesResponseSchema, customer: true }),
  op('GET', '/api/customers/payment-methods', 'customers', 'doc 2 §7', 'Saved payment methods', { response: savedPaymentMethodsSchema, customer: true }),
  op('POST', '/api/customers/payment-methods', 'customers', 'doc 2 §6, §7', 'Saves a payment method after a checkout', {
    body: savePaymentMethodRequestSchema,
    response: savedPaymentMethodsSchema,
    customer: true,
  }),
  op('DELETE', '/api/customers/payment-methods/:id', 'customers', 'doc 2 §7', 'Removes a saved payment method', {
    query: removeSavedPaymentMethodQuerySchema,
    response: savedPaymentMethodsSchema,
    customer: true,
  }),
  op('POST', '/api/customers/payment-methods/:id/set-primary', 'customers', 'doc 2 §7', 'Makes a payment method primary', { response: savedPaymentMethodsSchema, customer: true }),
  op('GET', '/api/customers/digital-wallet', 'customers', 'doc 2 §7', 'The gift-card wallet', { response: walletSchema, customer: true }),
  op('PUT', '/api/customers/digital-wallet/gift-card', 'customers', 'doc 2 §7, §8', 'Links a gift card (wallet codes 1000–1014)', {
    body: linkGiftCardRequestSchema,
    response: walletSchema,
    customer: true,
  }),
  op('DELETE', '/api/customers/digital-wallet/gift-card/:id', 'customers', 'doc 2 §7', 'Unlinks a gift card', { response: walletSchema, customer: true }),
  op('GET', '/api/delivery-pass', 'customers', 'doc 2 §7', 'Delivery passes on offer', { response: getDeliveryPassOffersResponseSchema }),
  op('GET', '/api/customers/delivery-pass', 'customers', 'doc 2 §7', "The customer's delivery pass or null", { response: getCustomerDeliveryPassResponseSchema, customer: true }),
  op('GET', '/api/customers/loyalty/card-info', 'customers', 'doc 2 §7, §8', 'Loyalty card info (error 10048)', {
    query: getLoyaltyCardInfoQuerySchema,
    response: loyaltyMemberInfoSchema,
    customer: true,
  }),
  op('GET', '/api/customers/loyalty/vouchers', 'customers', 'doc 2 §7', "The member's vouchers", { response: getLoyaltyVouchersResponseSchema, customer: true }),
  op('GET', '/api/customers/physical-card/status', 'customers', 'doc 2 §7', 'Physical card status', { response: physicalCardStatusSchema, customer: true }),
  op('GET', '/api/content/vouchers/personalvouchers', 'customers', 'doc 2 §7', 'Content of personal vouchers', {
    query: getPersonalVouchersQuerySchema,
    response: getPersonalVouchersResponseSchema,
  }),
  op('GET', '/api/content/vouchers/generalvouchers', 'customers', 'doc 2 §7', 'General vouchers', { response: getGeneralVouchersResponseSchema }),
  // Address lookup
  op('GET', '/api/maps/places/autocomplete', 'catalogue', 'doc 2 §7', 'Address autocomplete', { query: autocompletePlacesQuerySchema, response: autocompletePlacesResponseSchema }),
  op('GET', '/api/maps/geocode/location', 'catalogue', 'doc 2 §7', 'Reverse geocoding', { query: geocodeLocationQuerySchema, response: geocodeResultsResponseSchema }),
  op('GET', '/api/maps/geocode/address', 'catalogue', 'doc 2 §7', 'Geocode an address', { query: geocodeAddressQuerySchema, response: geocodeResultsResponseSchema }),
  op('GET', '/api/maps/geocode/:id', 'catalogue', 'doc 2 §7', 'The address of an autocomplete suggestion', { query: geocodePlaceQuerySchema, response: geocodeResultsResponseSchema }),
  // Carts and checkout
  op('GET', '/api/carts', 'carts', 'doc 2 §7', "The visitor's cart", { response: cartSchema }),
  op('GET', '/api/carts/validation', 'carts', 'doc 2 §7, §8', 'The validated cart and its errors', { response: cartValidationResultSchema }),
  op('POST', '/api/carts/finalize', 'carts', 'doc 2 §7', 'OPEN → FINALIZED before payment', { response: cartSchema }),
  op('POST', '/api/carts/reset', 'carts', 'doc 2 §7', 'FINALIZED → OPEN', { response: cartSchema }),
  op('GET', '/api/carts/files', 'carts', 'doc 2 §9', "The files attached to the visitor's cart", { response: cartFilesResponseSchema }),
  op('POST', '/api/carts/files', 'carts', 'doc 2 §5, §9', 'Attaches one pdf, jpeg or png file (at most 10,000,000 bytes, 3 per cart) to the open cart', {
    body: cartFileUploadSchema,
    bodyMediaType: 'multipart/form-data',
    response: cartFilesResponseSchema,
    status: 201,
  }),
  op('DELETE', '/api/carts/files/:id', 'carts', 'doc 2 §9', 'Removes a file from the open cart', { response: cartFilesResponseSchema }),
  op('POST', '/api/carts/billing-address', 'carts', 'doc 2 §7', 'Sets the billing address', { body: setCartBillingAddressRequestSchema, response: cartSchema }),
  op('POST', '/api/carts/distribution-address', 'carts', 'doc 2 §7', 'Sets the delivery or pick-up address', { body: setCartDistributionAddressRequestSchema, response: cartSchema }),
  op('POST', '/api/carts/distribution-time-slot', 'carts', 'doc 2 §7', 'Sets the time window', { body: setCartDistributionTimeSlotRequestSchema, response: cartSchema }),
  op('POST', '/api/carts/set-customer', 'carts', 'doc 2 §4, §7, §8', 'Assigns the anonymous cart to the customer (errorCode 3 while either cart is FINALIZED)', {
    query: assignCartToCustomerQuerySchema,
    response: cartSchema,
    customer: true,
  }),
  op('POST', '/api/carts/merge/:id', 'carts', 'doc 2 §4, §7, §8', 'Merges a cart into the customer cart (errorCode 3 while either cart is FINALIZED)', {
    response: cartSchema,
    customer: true,
  }),
  op('POST', '/api/carts/crate-deposit-desired', 'carts', 'doc 2 §7', 'Crate deposit wish', { body: setCrateDepositDesiredRequestSchema, response: cartSchema }),
  op('POST', '/api/carts/payment', 'carts', 'doc 2 §7', 'Adds a planned payment', { body: addCartPaymentRequestSchema, response: cartSchema }),
  op('PUT', '/api/carts/payments/clean', 'carts', 'doc 2 §7', 'Removes all planned payments', { response: cartSchema }),
  op('DELETE', '/api/carts/payment/:id', 'carts', 'doc 2 §7', 'Removes a planned payment', { response: cartSchema }),
  op('POST', '/api/carts/items', 'carts', 'doc 2 §3, §4, §7', "Adds a line or raises its quantity; a delivery pass offer's sku or a voucher's articleId (quantity 1) puts the pass or the voucher into the cart", {
    query: addCartItemQuerySchema,
    body: addCartItemRequestSchema,
    response: cartSchema,
  }),
  op('POST', '/api/carts/items/bulk', 'carts', 'doc 2 §7', 'Adds many lines; answers notAddedOrUpdatedItems', {
    query: addCartItemsQuerySchema,
    body: addCartItemsRequestSchema,
    response: addCartItemsResponseSchema,
  }),
  op('DELETE', '/api/carts/items/all', 'carts', 'doc 2 §7', 'Empties the cart: articles, delivery pass and the vouchers added', { response: cartSchema }),
  op('DELETE', '/api/carts/items/multiple', 'carts', 'doc 2 §7', 'Removes lines: articles, the delivery pass, vouchers', { query: removeCartItemsQuerySchema, response: cartSchema }),
  op('POST', '/api/carts/discount-codes', 'carts', 'doc 2 §7', 'Adds a discount code', { body: addDiscountCodeRequestSchema, response: cartSchema }),
  op('DELETE', '/api/carts/discount-codes', 'carts', 'doc 2 §7', 'Removes a discount code', { query: removeDiscountCodeQuerySchema, response: cartSchema }),
  op('POST', '/api/capacity', 'carts', 'doc 2 §7', 'Time windows with capacity', { query: getCapacityQuerySchema, body: getCapacityRequestSchema, response: getCapacityResponseSchema }),
  op('GET', '/api/capacity/window/earliest', 'carts', 'doc 2 §7', 'The earliest free window', { query: getEarliestWindowQuerySchema, response: getEarliestWindowResponseSchema }),
  op('GET', '/api/checkout-stores', 'carts', 'doc 2 §7', 'Stores for click and collect', { response: getCheckoutStoresResponseSchema }),
  op('GET', '/api/distribution/delivery-area', 'carts', 'doc 2 §7', "The visitor's delivery area or null", { response: getDeliveryAreaResponseSchema }),
  op('GET', '/api/distribution/delivery-area/default', 'carts', 'doc 2 §7', 'The default delivery area', { response: deliveryAreaSchema }),
  op('GET', '/api/distribution/delivery-area/intersection', 'carts', 'doc 2 §7', 'The delivery area at a position', {
    query: getDeliveryAreaAtQuerySchema,
    response: getDeliveryAreaResponseSchema,
  }),
  op('GET', '/api/order-config', 'carts', 'doc 2 §7', 'Order limits per service type', { response: orderConfigSchema }),
  op('POST', '/api/checkout', 'carts', 'doc 2 §7', 'Places the order', { body: submitCheckoutRequestSchema, response: submitCheckoutResponseSchema }),
];

/**
 * The calls not yet registered from an operation of shared, in the shape of
 * one, so the OpenAPI document lists them too while the move goes on.
 */
export function legacyOperations(registered: readonly SharedOperation[]): SharedOperation[] {
  const known = new Set(registered.map((operation) => `${operation.method} ${operation.path}`));
  return OPERATIONS.filter((operation) => !known.has(`${operation.method} ${operation.path}`)).map((operation) => ({
    method: operation.method,
    path: operation.path,
    domain: 'platform',
    summary: operation.summary,
    ...(operation.query ? { query: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    ...(operation.bodyMediaType ? { bodyMediaType: operation.bodyMediaType } : {}),
    response: operation.response ?? z.unknown(),
    ...(operation.status ? { status: operation.status as 200 | 201 | 202 | 204 } : {}),
    ...(operation.customer ? { customer: true } : {}),
    features: FEATURE_GATES[`${operation.method} ${operation.path}`] ?? [],
  }));
}
