import { describe, expect, it } from 'vitest';
import { aCart, aDistributionAddress, anOrderConfig, aProduct, aProductLineItem } from '@storefront/shared/fixtures';
import { createI18n } from '@storefront/shared/platform/i18n';
import { assessCart, assessOrderLimits, sortLines, voucherNote } from './cart-rules';

const line = (sku: string, name: string, cents: number, category: string) =>
  aProductLineItem({ lineItemId: `line-${sku}`, product: aProduct({ sku, name, price: { regular: { value: cents } }, parentCategories: ['Lebensmittel', category] }) });
const lines = [line('1', 'Zwiebeln', 199, 'Gemüse'), line('2', 'Äpfel', 299, 'Obst'), line('3', 'Karotten', 99, 'Gemüse')];
const config = anOrderConfig({
  DELIVERY: { minimumOrderValue: 2500, maximumOrderValue: 50_000, maximumOrderWeight: 30_000 },
  CLICK_AND_COLLECT: { minimumOrderValue: 1000, maximumOrderValue: 80_000, maximumOrderWeight: 50_000 },
});

describe('the cart sorts (doc 2 §4)', () => {
  it('by category (the default): a heading per category, the lines by name under it', () => {
    expect(sortLines(lines, 'category', 'de').map((group) => [group.heading, group.lines.map((l) => l.product.name)])).toEqual([
      ['Gemüse', ['Karotten', 'Zwiebeln']],
      ['Obst', ['Äpfel']],
    ]);
  });

  it('alphabetically, chronologically (as added) and by unit price, without headings', () => {
    const names = (sort: Parameters<typeof sortLines>[1]) => sortLines(lines, sort, 'de').flatMap((group) => [group.heading, ...group.lines.map((l) => l.product.name)]);
    expect(names('alphabetically')).toEqual([undefined, 'Äpfel', 'Karotten', 'Zwiebeln']);
    expect(names('chronologically')).toEqual([undefined, 'Zwiebeln', 'Äpfel', 'Karotten']);
    expect(names('unitprice')).toEqual([undefined, 'Karotten', 'Zwiebeln', 'Äpfel']);
  });
});

describe('what blocks "Zur Kasse" (doc 2 §4, §8, §9)', () => {
  const delivery = aDistributionAddress();
  const cart = (orderValue: number, weight?: number) =>
    aCart({ productLineItems: lines, distributionAddress: delivery, priceInfo: { orderValue, total: orderValue }, ...(weight === undefined ? {} : { weight }) });

  it('below the minimum order value of the chosen service type', () => {
    expect(assessCart(cart(2499), config, []).blocks).toEqual([{ messageKey: 'cart.blocked.minimumOrderValue', params: { minOrderValue: 2500 } }]);
    expect(assessCart(cart(2500), config, []).blocks).toEqual([]);
    expect(assessCart(cart(2500), config, []).notifications).toEqual([{ kind: 'minimum-order-value-met', minOrderValue: 2500 }]);
  });

  it('above the maximum order value or weight, with the values the message shows', () => {
    expect(assessCart(cart(50_001, 30_001), config, []).blocks).toEqual([
      { messageKey: 'cart.notification.maximum-order-weight-exceeded', params: { maxOrderWeightKg: 30, weightKg: 30.001 } },
      { messageKey: 'cart.notification.maximum-order-value-exceeded', params: { maxOrderValue: 50_000 } },
    ]);
  });

  it('the cart page’s own validation errors block, the ones checkout asks for do not', () => {
    const errors = ['131', '007', '008', '141', '031'].map((code) => ({ code }));
    const assessed = assessCart(cart(3000), config, errors);
    expect(assessed.blocks).toEqual([]);
    expect(assessed.groups.distributionLocation).toEqual([]);
    expect(assessed.groups.timeSlot).toEqual(['008', '141']);
    expect(assessCart(cart(3000), config, [{ code: '132' }, { code: '223' }, { code: '999' }]).blocks.map((block) => block.messageKey)).toEqual([
      'cart.blocked.distribution',
      'cart.blocked.discountCode',
      'cart.blocked.general',
    ]);
  });

  it('an empty cart blocks; without the order config only the errors and the emptiness count', () => {
    expect(assessCart(aCart({ productLineItems: [] }), undefined, []).blocks).toEqual([{ messageKey: 'cart.blocked.empty' }]);
  });
});

describe('what checkout turns away: the order limits alone (doc 2 §4, §9)', () => {
  const pickup = aDistributionAddress({ distributionType: 'CLICK_AND_COLLECT' });
  const cart = (orderValue: number, weight?: number) =>
    aCart({ productLineItems: lines, distributionAddress: pickup, priceInfo: { orderValue, total: orderValue }, ...(weight === undefined ? {} : { weight }) });

  it('the limits of the cart’s service type, as the cart page words them', () => {
    expect(assessOrderLimits(cart(999), config).blocks).toEqual([{ messageKey: 'cart.blocked.minimumOrderValue', params: { minOrderValue: 1000 } }]);
    expect(assessOrderLimits(cart(80_001, 50_001), config).blocks).toEqual([
      { messageKey: 'cart.notification.maximum-order-weight-exceeded', params: { maxOrderWeightKg: 50, weightKg: 50.001 } },
      { messageKey: 'cart.notification.maximum-order-value-exceeded', params: { maxOrderValue: 80_000 } },
    ]);
    expect(assessOrderLimits(cart(1000, 50_000), config).blocks).toEqual([]);
  });

  it('an unknown order config blocks nothing; with no service chosen the lower of the two minimums applies', () => {
    expect(assessOrderLimits(cart(999), undefined).blocks).toEqual([]);
    const noService = (orderValue: number) => aCart({ productLineItems: lines, distributionAddress: null, priceInfo: { orderValue, total: orderValue } });
    expect(assessOrderLimits(noService(999), config).blocks).toEqual([{ messageKey: 'cart.blocked.minimumOrderValue', params: { minOrderValue: 1000 } }]);
    expect(assessOrderLimits(noService(1000), config).blocks).toEqual([]);
  });
});

describe('voucherNote', () => {
  const i18n = createI18n({
    'cart.extras.voucher': 'Gutschein',
    'cart.extras.voucherAutomatic': 'Gutschein, automatisch eingelöst',
    'cart.extras.voucherBelowMinimum': 'Gutschein, gilt ab einem Bestellwert von {minimum}: Es fehlen noch {missing}.',
  });
  /** The text with the no-break space of the price format as a plain one. */
  const note = (...args: Parameters<typeof voucherNote>) => voucherNote(...args).replace(/\u00a0/g, ' ');
  const pickupVoucher = { articleId: 'V-PICKUP', lineItemId: 'voucher-V-PICKUP', automatic: true, discount: 0, minimumOrderValue: 3000 };

  it('says from which order value a voucher counts while it takes nothing off, not that it was redeemed', () => {
    expect(note(pickupVoucher, 2490, i18n)).toBe('Gutschein, gilt ab einem Bestellwert von € 30,00: Es fehlen noch € 5,10.');
    expect(note({ ...pickupVoucher, automatic: false }, 0, i18n)).toBe('Gutschein, gilt ab einem Bestellwert von € 30,00: Es fehlen noch € 30,00.');
  });

  it('says an automatic voucher is redeemed once the order reaches its minimum, and a voucher without one is just a voucher', () => {
    expect(voucherNote({ ...pickupVoucher, discount: 300 }, 3000, i18n)).toBe('Gutschein, automatisch eingelöst');
    expect(voucherNote({ articleId: 'V-1', lineItemId: 'voucher-V-1', discount: 500 }, 100, i18n)).toBe('Gutschein');
  });
});
