import * as z from 'zod/mini';
import { billingAddressSchema, customerAddressSchema, type BillingAddress, type CustomerAddress } from '../schemas/address';
import { cartSchema, productLineItemSchema, type Cart, type ProductLineItem } from '../schemas/cart';
import { cartValidationResultSchema, type CartValidationResult } from '../schemas/cart-validation';
import { categoryNodeSchema, productSchema, type CategoryNode, type Product } from '../schemas/catalogue';
import { orderConfigSchema, type OrderConfig } from '../schemas/checkout';
import { customerSchema, type Customer } from '../schemas/customer';
import { deliveryPassSchema, type DeliveryPass } from '../schemas/delivery-pass';
import {
  checkoutStoreSchema,
  distributionAddressSchema,
  distributionWindowSchema,
  type CheckoutStore,
  type DistributionAddress,
  type DistributionWindow,
} from '../schemas/distribution';
import { loyaltyMemberInfoSchema, type LoyaltyMemberInfo } from '../schemas/loyalty';
import {
  savedPaymentMethodSchema,
  savedPaymentMethodsSchema,
  type SavedPaymentMethod,
  type SavedPaymentMethods,
} from '../schemas/payment';
import { personalVoucherSchema, voucherSchema, type PersonalVoucher, type Voucher } from '../schemas/vouchers';
import { walletSchema, type Wallet } from '../schemas/wallet';

/*
 * Test data builders: a plausible value of each entity, changed by the
 * overrides, and parsed through its schema. A fixture that breaks its schema
 * fails at once with the name of the builder and the bad fields, instead of a
 * test failing later for a reason that has nothing to do with it. Overrides
 * are what the backend would send (schema input), so defaulted fields may be
 * left out. Each call returns fresh objects.
 */

function build<S extends z.ZodMiniType>(name: string, schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new Error(`${name}: the fixture breaks its schema\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

type Overrides<S extends z.ZodMiniType> = Partial<z.input<S>>;

export function aProduct(overrides: Overrides<typeof productSchema> = {}): Product {
  return build('aProduct', productSchema, {
    sku: '100201',
    name: 'Bio-Vollmilch 3,8 % 1 l',
    slug: 'bio-vollmilch-3-8-1-l',
    productId: 'p-100201',
    category: 'milch',
    parentCategories: ['Molkerei & Eier', 'Milch'],
    maxQuantity: 20,
    price: { regular: { value: 129 } },
    quantityStepSize: 1,
    availability: 'available',
    brand: { name: 'Alpenhof' },
    ...overrides,
  });
}

export function aProductLineItem(overrides: Overrides<typeof productLineItemSchema> = {}): ProductLineItem {
  return build('aProductLineItem', productLineItemSchema, {
    lineItemId: 'line-1',
    product: aProduct(),
    quantity: 1,
    ...overrides,
  });
}

export function aDistributionAddress(overrides: Overrides<typeof distributionAddressSchema> = {}): DistributionAddress {
  return build('aDistributionAddress', distributionAddressSchema, {
    distributionType: 'DELIVERY',
    storeId: 'store-1010',
    deliveryAreaNumber: '1010',
    pickingUnitIds: ['pu-1'],
    streetName: 'Mariahilfer Straße',
    streetNumber: '12',
    postalCode: '1070',
    city: 'Wien',
    country: 'Österreich',
    countryCode: 'AT',
    position: { lat: 48.1986, lng: 16.3503 },
    firstName: 'Anna',
    lastName: 'Berger',
    primary: true,
    ...overrides,
  });
}

export function aDistributionWindow(overrides: Overrides<typeof distributionWindowSchema> = {}): DistributionWindow {
  return build('aDistributionWindow', distributionWindowSchema, {
    id: 'window-2026-03-02-08',
    start: '2026-03-02T08:00:00+01:00',
    end: '2026-03-02T10:00:00+01:00',
    ...overrides,
  });
}

export function aBillingAddress(overrides: Overrides<typeof billingAddressSchema> = {}): BillingAddress {
  return build('aBillingAddress', billingAddressSchema, {
    salutation: 'Female',
    firstName: 'Anna',
    lastName: 'Berger',
    streetName: 'Mariahilfer Straße',
    streetNumber: '12',
    postalCode: '1070',
    city: 'Wien',
    countryCode: 'AT',
    email: 'kundin@frischmarkt.example',
    phoneNumber: '+436641234567',
    ...overrides,
  });
}

export function aCustomerAddress(overrides: Overrides<typeof customerAddressSchema> = {}): CustomerAddress {
  return build('aCustomerAddress', customerAddressSchema, {
    ...aBillingAddress(),
    id: 'address-1',
    category: 'combined',
    primary: true,
    ...overrides,
  });
}

/**
 * A cart with one line. Unless overridden, lineItemCount counts the lines and
 * priceInfo sums them (orderValue) and adds the deposits (total), in cents.
 */
export function aCart(overrides: Overrides<typeof cartSchema> = {}): Cart {
  const lines = (overrides.productLineItems ?? [aProductLineItem()]) as ProductLineItem[];
  let orderValue = 0;
  let deposits = 0;
  for (const { product, quantity } of lines) {
    orderValue += product.price.regular.value * quantity;
    deposits += (product.price.depositPrice?.value ?? 0) * quantity;
  }
  return build('aCart', cartSchema, {
    id: 'cart-1',
    customerId: null,
    cartStatus: 'OPEN',
    lineItemCount: lines.length,
    productLineItems: lines,
    discountCodes: [],
    freeOfChargeThreshold: 5000,
    priceInfo: { orderValue, total: orderValue + deposits },
    ...overrides,
  });
}

export function aCartValidationResult(overrides: Overrides<typeof cartValidationResultSchema> = {}): CartValidationResult {
  return build('aCartValidationResult', cartValidationResultSchema, { cartDTO: aCart(), errors: [], ...overrides });
}

export function aCustomer(overrides: Overrides<typeof customerSchema> = {}): Customer {
  return build('aCustomer', customerSchema, {
    id: 'c-10001',
    email: 'kundin@frischmarkt.example',
    firstName: 'Anna',
    lastName: 'Berger',
    salutation: 'Female',
    newsletterTopics: [],
    firstOrderDelivery: true,
    firstOrderClickAndCollect: true,
    ...overrides,
  });
}

/** A root category with two children, one of which has a child of its own. */
export function aCategoryTree(overrides: Partial<CategoryNode> = {}): CategoryNode {
  return build('aCategoryTree', categoryNodeSchema, {
    name: 'Molkerei & Eier',
    slug: 'molkerei-eier',
    children: [
      { name: 'Milch', slug: 'milch', children: [{ name: 'H-Milch', slug: 'h-milch', children: [] }] },
      { name: 'Käse', slug: 'kaese', children: [] },
    ],
    ...overrides,
  });
}

export function aCheckoutStore(overrides: Overrides<typeof checkoutStoreSchema> = {}): CheckoutStore {
  return build('aCheckoutStore', checkoutStoreSchema, {
    storeId: 'store-1010',
    name: 'Frischmarkt Neubau',
    streetName: 'Neubaugasse',
    streetNumber: '5',
    postalCode: '1070',
    city: 'Wien',
    countryCode: 'AT',
    position: { lat: 48.2009, lng: 16.3497 },
    ...overrides,
  });
}

export function aSavedPaymentMethod(overrides: Overrides<typeof savedPaymentMethodSchema> = {}): SavedPaymentMethod {
  return build('aSavedPaymentMethod', savedPaymentMethodSchema, {
    id: 'pm-1',
    provider: 'psp',
    methodKey: 'credit-cards',
    paymentBrand: 'Visa',
    cardExpiryMonth: 12,
    cardExpiryYear: 2029,
    isPrimary: true,
    expired: false,
    ...overrides,
  });
}

export function aSavedPaymentMethods(overrides: Overrides<typeof savedPaymentMethodsSchema> = {}): SavedPaymentMethods {
  return build('aSavedPaymentMethods', savedPaymentMethodsSchema, {
    activeMethods: [aSavedPaymentMethod()],
    hasInactiveMethods: false,
    ...overrides,
  });
}

export function aWallet(overrides: Overrides<typeof walletSchema> = {}): Wallet {
  return build('aWallet', walletSchema, {
    balance: 2500,
    giftCards: [{ id: 'gc-1', balance: 2500, maskedCode: '**** 4711' }],
    ...overrides,
  });
}

export function aDeliveryPass(overrides: Overrides<typeof deliveryPassSchema> = {}): DeliveryPass {
  return build('aDeliveryPass', deliveryPassSchema, { startDate: '2026-01-01', endDate: '2026-12-31', ...overrides });
}

export function anOrderConfig(overrides: Overrides<typeof orderConfigSchema> = {}): OrderConfig {
  return build('anOrderConfig', orderConfigSchema, {
    DELIVERY: { minimumOrderValue: 3000, maximumOrderValue: 100000, maximumOrderWeight: 60000 },
    CLICK_AND_COLLECT: { minimumOrderValue: 1000, maximumOrderValue: 150000, maximumOrderWeight: 80000 },
    ...overrides,
  });
}

export function aVoucher(overrides: Overrides<typeof voucherSchema> = {}): Voucher {
  return build('aVoucher', voucherSchema, {
    articleId: 'v-500',
    type: 'general-online',
    ecommerceAutomaticRedemption: 'Always',
    ecommerceLimitAutomaticRedemptionToServiceTypes: ['Delivery'],
    ...overrides,
  });
}

export function aPersonalVoucher(overrides: Overrides<typeof personalVoucherSchema> = {}): PersonalVoucher {
  return build('aPersonalVoucher', personalVoucherSchema, {
    articleId: 'v-900',
    type: 'personal',
    promotionId: 'promo-1',
    validFrom: '2026-01-01',
    validUntil: '2026-03-31',
    coins: 50,
    barcodeImage: 'https://cdn.example.test/barcodes/promo-1.png',
    ...overrides,
  });
}

export function aLoyaltyMemberInfo(overrides: Overrides<typeof loyaltyMemberInfoSchema> = {}): LoyaltyMemberInfo {
  return build('aLoyaltyMemberInfo', loyaltyMemberInfoSchema, {
    pools: [{ poolId: 'coins', tags: [], value: 120 }],
    promotions: [],
    vouchers: [aPersonalVoucher()],
    mpCardId: '2900000000017',
    loyalityMemberId: 'm-42',
    joeAuthenticationStatus: 'AUTHENTICATED',
    ...overrides,
  });
}
