import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CUSTOMER_ADDRESS_CATEGORIES } from './address';
import { CART_SORTS, CART_STATUSES, DEFAULT_CART_SORT, cartSortSchema, cartStatusSchema } from './cart';
import { PRODUCT_AVAILABILITIES, productAvailabilitySchema } from './catalogue';
import { ORDER_TYPES, orderTypeSchema } from './checkout';
import { COMPONENT_CONFIG_NAMES, CONTENT_AUDIENCES, componentConfigNameSchema } from './content';
import { LOGIN_TYPES, SALUTATIONS, VISITOR_TYPES, loginTypeSchema, salutationSchema, selectableSalutationSchema, visitorTypeSchema } from './customer';
import { SERVICE_TYPES, serviceTypeSchema } from './distribution';
import { FAVORITE_STORE_SOURCES, productSourceFilterSchema } from './favourites';
import { orderAvailabilitySchema } from './loyalty';
import { NOTIFICATION_TYPES } from './notification';
import {
  CARD_BRANDS,
  PAYMENT_INITIATORS,
  PAYMENT_METHOD_TYPES,
  cardBrandSchema,
  paymentInitiatorSchema,
  paymentMethodIdSchema,
  paymentMethodTypeSchema,
} from './payment';
import { VOUCHER_SERVICE_TYPES, VOUCHER_TYPES, voucherTypeSchema } from './vouchers';

/** Each enum with the values the spec lists, in the spec's words. */
const ENUMS: Array<[string, z.ZodMiniType, readonly string[]]> = [
  ['cart status (doc 2 §4)', cartStatusSchema, ['OPEN', 'FINALIZED', 'ORDERED', 'ABANDONED']],
  ['product availability (doc 2 §4)', productAvailabilitySchema, ['available', 'ageRestricted', 'temporarilyUnavailable', 'unavailable']],
  ['payment initiator (doc 2 §4)', paymentInitiatorSchema, ['REDIRECT', 'UNKNOWN', 'WEBHOOK']],
  ['payment method type (doc 2 §4)', paymentMethodTypeSchema, ['ONE_TIER', 'TWO_TIER', 'UNKNOWN', 'WALLET']],
  ['service type (doc 2 §1)', serviceTypeSchema, ['CLICK_AND_COLLECT', 'DELIVERY']],
  ['visitor type (doc 2 §1)', visitorTypeSchema, ['guest', 'customer', 'loyalty']],
  ['order type (doc 2 §1)', orderTypeSchema, ['guest_order', 'first_order', 'customer_order']],
  ['salutation (doc 1 §3)', salutationSchema, ['Company', 'Family', 'Female', 'Male']],
  ['login type (doc 1 §3)', loginTypeSchema, ['normal', 'loggedIn', 'sessionExpired', 'sid']],
  ['product source filter (doc 1 §3)', productSourceFilterSchema, ['Favorites OR Purchased', 'Favorites', 'Purchased', 'Favorite AND Purchased']],
  ['order availability (doc 2 §9)', orderAvailabilitySchema, ['CanBeOrdered', 'IsOrdered', 'CanNotBeOrdered']],
  ['card brand (doc 2 §3)', cardBrandSchema, ['American Express', 'Diners Club', 'Mastercard', 'Visa']],
  ['voucher type (doc 2 §3)', voucherTypeSchema, ['general-online', 'general-offline', 'personal', 'joe']],
  [
    'payment method id (doc 2 §9)',
    paymentMethodIdSchema,
    ['credit-cards', 'pay-by-invoice-b2b', 'pay-by-invoice-b2c', 'payment-at-the-door', 'payment-at-the-store', 'paypal'],
  ],
  [
    'component config name (doc 1 §3)',
    componentConfigNameSchema,
    ['topbarbanner', 'header', 'footer', 'socialsharingandseo', 'login', 'offlineaccount', 'passwordreset', 'profile', 'physicalcard', 'registration'],
  ],
];

describe('enums of doc 1 and doc 2', () => {
  it.each(ENUMS)('%s accepts exactly its values', (_, schema, values) => {
    for (const value of values) expect(z.parse(schema, value)).toBe(value);
    expect(z.safeParse(schema, 'somethingElse').success).toBe(false);
    expect(z.safeParse(schema, values[0]!.toLowerCase() === values[0] ? values[0]!.toUpperCase() : values[0]!.toLowerCase()).success).toBe(false);
  });

  it('the value lists are the enums', () => {
    expect(CART_STATUSES).toHaveLength(4);
    expect(PRODUCT_AVAILABILITIES).toHaveLength(4);
    expect(PAYMENT_INITIATORS).toHaveLength(3);
    expect(PAYMENT_METHOD_TYPES).toHaveLength(4);
    expect(SERVICE_TYPES).toHaveLength(2);
    expect(VISITOR_TYPES).toHaveLength(3);
    expect(ORDER_TYPES).toHaveLength(3);
    expect(SALUTATIONS).toHaveLength(4);
    expect(LOGIN_TYPES).toHaveLength(4);
    expect(CARD_BRANDS).toHaveLength(4);
    expect(VOUCHER_TYPES).toHaveLength(4);
    // doc 1 §3 names ten; doc 2 §9 adds the two service-type content components.
    expect(COMPONENT_CONFIG_NAMES).toHaveLength(12);
  });

  it('cart sort: alphabetically, category, chronologically, unitprice; default category (doc 2 §4)', () => {
    expect(CART_SORTS).toEqual(['alphabetically', 'category', 'chronologically', 'unitprice']);
    expect(DEFAULT_CART_SORT).toBe('category');
    expect(z.parse(cartSortSchema, undefined)).toBe('category');
    expect(z.parse(cartSortSchema, 'unitprice')).toBe('unitprice');
    expect(z.safeParse(cartSortSchema, 'price').success).toBe(false);
  });

  it('a customer chooses among Company, Female and Male only (Family is removed, doc 1 §3)', () => {
    expect(z.safeParse(selectableSalutationSchema, 'Family').success).toBe(false);
    expect(z.parse(selectableSalutationSchema, 'Company')).toBe('Company');
  });

  it('the remaining lists of the spec', () => {
    expect(CUSTOMER_ADDRESS_CATEGORIES).toEqual(['billing', 'delivery', 'combined']);
    expect(VOUCHER_SERVICE_TYPES).toEqual(['Delivery', 'Click & Collect']);
    expect(NOTIFICATION_TYPES).toEqual(['success', 'info', 'warning', 'error']);
    expect(FAVORITE_STORE_SOURCES).toEqual(['LOCALSTORAGE', 'CUSTOMER']);
    expect(CONTENT_AUDIENCES).toHaveLength(3);
  });
});
