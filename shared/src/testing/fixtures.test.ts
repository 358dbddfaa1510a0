import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { billingAddressSchema, customerAddressSchema } from '../schemas/address';
import { cartSchema } from '../schemas/cart';
import { cartValidationResultSchema } from '../schemas/cart-validation';
import { categoryNodeSchema, productSchema } from '../schemas/catalogue';
import { orderConfigSchema } from '../schemas/checkout';
import { customerSchema } from '../schemas/customer';
import { deliveryPassSchema } from '../schemas/delivery-pass';
import { checkoutStoreSchema, distributionAddressSchema, distributionWindowSchema } from '../schemas/distribution';
import { loyaltyMemberInfoSchema } from '../schemas/loyalty';
import { savedPaymentMethodSchema, savedPaymentMethodsSchema } from '../schemas/payment';
import { personalVoucherSchema, voucherSchema } from '../schemas/vouchers';
import { walletSchema } from '../schemas/wallet';
import * as fixtures from './fixtures';

const BUILDERS: Array<[string, () => unknown, z.ZodMiniType]> = [
  ['aProduct', () => fixtures.aProduct(), productSchema],
  ['aProductLineItem', () => fixtures.aProductLineItem(), z.object({ product: productSchema })],
  ['aCart', () => fixtures.aCart(), cartSchema],
  ['aCartValidationResult', () => fixtures.aCartValidationResult(), cartValidationResultSchema],
  ['aCustomer', () => fixtures.aCustomer(), customerSchema],
  ['aCategoryTree', () => fixtures.aCategoryTree(), categoryNodeSchema],
  ['aDistributionAddress', () => fixtures.aDistributionAddress(), distributionAddressSchema],
  ['aDistributionWindow', () => fixtures.aDistributionWindow(), distributionWindowSchema],
  ['aBillingAddress', () => fixtures.aBillingAddress(), billingAddressSchema],
  ['aCustomerAddress', () => fixtures.aCustomerAddress(), customerAddressSchema],
  ['aCheckoutStore', () => fixtures.aCheckoutStore(), checkoutStoreSchema],
  ['aSavedPaymentMethod', () => fixtures.aSavedPaymentMethod(), savedPaymentMethodSchema],
  ['aSavedPaymentMethods', () => fixtures.aSavedPaymentMethods(), savedPaymentMethodsSchema],
  ['aWallet', () => fixtures.aWallet(), walletSchema],
  ['aDeliveryPass', () => fixtures.aDeliveryPass(), deliveryPassSchema],
  ['anOrderConfig', () => fixtures.anOrderConfig(), orderConfigSchema],
  ['aVoucher', () => fixtures.aVoucher(), voucherSchema],
  ['aPersonalVoucher', () => fixtures.aPersonalVoucher(), personalVoucherSchema],
  ['aLoyaltyMemberInfo', () => fixtures.aLoyaltyMemberInfo(), loyaltyMemberInfoSchema],
];

describe('fixtures', () => {
  it('cover every builder', () => {
    expect(BUILDERS.map(([name]) => name).sort()).toEqual(Object.keys(fixtures).sort());
  });

  it.each(BUILDERS)('%s parses through its schema, and its output parses again', (_, build, schema) => {
    const value = build();
    expect(z.safeParse(schema, value).success).toBe(true);
  });

  it('a fixture that breaks its schema fails at once, naming the builder and the field', () => {
    expect(() => fixtures.aProduct({ maxQuantity: 0 })).toThrow(/aProduct: the fixture breaks its schema[\s\S]*maxQuantity/);
    expect(() => fixtures.aCart({ cartStatus: 'PAID' as never })).toThrow(/aCart[\s\S]*cartStatus/);
  });

  it('overrides replace the defaults', () => {
    expect(fixtures.aProduct({ sku: '42', price: { regular: { value: 99 } } })).toMatchObject({ sku: '42', price: { regular: { value: 99 } } });
    expect(fixtures.aCustomer({ salutation: 'Family' }).salutation).toBe('Family');
    expect(fixtures.aDistributionAddress({ distributionType: 'CLICK_AND_COLLECT' }).distributionType).toBe('CLICK_AND_COLLECT');
  });

  it('a cart counts its lines and sums its prices unless told otherwise', () => {
    const water = fixtures.aProduct({ sku: '100501', price: { regular: { value: 354 }, depositPrice: { value: 150 } } });
    const cart = fixtures.aCart({
      productLineItems: [fixtures.aProductLineItem(), fixtures.aProductLineItem({ lineItemId: 'line-2', product: water, quantity: 2 })],
    });
    expect(cart.lineItemCount).toBe(2);
    expect(cart.priceInfo).toEqual({ orderValue: 129 + 2 * 354, total: 129 + 2 * 354 + 2 * 150 });
    expect(fixtures.aCart({ lineItemCount: 7 }).lineItemCount).toBe(7);
  });

  it('returns fresh objects each time', () => {
    expect(fixtures.aCart()).not.toBe(fixtures.aCart());
    expect(fixtures.aCategoryTree().children).not.toBe(fixtures.aCategoryTree().children);
  });
});
