import { describe, expect, it } from 'vitest';
import type { Product } from '@storefront/shared/catalogue';
import type { DiscountCode } from '../store/discount-codes';
import { FREE_OF_CHARGE_THRESHOLD, amountToAuthorize, priceCart, vatRate, type PricingInput } from './pricing';
import { DEFAULT_ARTICLE_GRAMS, netWeightGrams } from './weight';

function product(overrides: Partial<Product> & { price?: Product['price'] }): Product {
  return {
    sku: 's',
    name: 'Milch 1 l',
    slug: 'milch',
    category: 'milch',
    parentCategories: ['Molkerei & Eier', 'Milch'],
    maxQuantity: 20,
    price: { regular: { value: 100 } },
    weightArticle: false,
    weightPieceArticle: false,
    quantityStepSize: 1,
    ...overrides,
  };
}

const base: PricingInput = {
  lines: [],
  loyaltyMember: false,
  serviceType: 'DELIVERY',
  windowServiceFee: 390,
  deliveryPassActive: false,
  discountCodes: [],
  payments: [],
  crateDepositDesired: false,
  vouchers: [],
  deliveryPassPrice: 0,
};

const code = (overrides: Partial<DiscountCode>): DiscountCode => ({
  code: 'X',
  kind: 'PERCENT',
  value: 10,
  minimumOrderValue: 0,
  validFrom: '2025-01-01T00:00:00Z',
  validUntil: '2099-01-01T00:00:00Z',
  maxApplications: null,
  applications: 0,
  serviceType: null,
  description: '',
  ...overrides,
});

describe('priceCart (doc 2 §3 priceInfo, §9)', () => {
  it('adds the service fee of the window, with its 20 % VAT rate', () => {
    const { priceInfo } = priceCart({ ...base, lines: [{ product: product({}), quantity: 10 }] });
    expect(priceInfo).toMatchObject({ orderValue: 1000, serviceFees: 390, serviceFeesAfterDiscount: 390, serviceFeeTaxRate: 20, total: 1390 });
  });

  it('waives the service fee from the free-service value on and with a valid delivery pass', () => {
    const free = priceCart({ ...base, lines: [{ product: product({}), quantity: FREE_OF_CHARGE_THRESHOLD / 100 }] });
    expect(free.priceInfo).toMatchObject({ serviceFees: 0, total: FREE_OF_CHARGE_THRESHOLD });
    const pass = priceCart({ ...base, deliveryPassActive: true, lines: [{ product: product({}), quantity: 1 }] });
    expect(pass.priceInfo).toMatchObject({ serviceFees: 0, total: 100 });
  });

  it('has no service fee before a service type is chosen, nor for a window without a published fee', () => {
    expect(priceCart({ ...base, serviceType: undefined }).priceInfo.serviceFees).toBeUndefined();
    expect(priceCart({ ...base, windowServiceFee: null }).priceInfo.serviceFees).toBeUndefined();
  });

  it('counts VAT included in the prices: 10 % food, 20 % non-food and alcohol', () => {
    const soap = product({ parentCategories: ['Drogerie & Haushalt', 'Körperpflege'], price: { regular: { value: 120 } } });
    const bread = product({ price: { regular: { value: 110 } } });
    const { priceInfo } = priceCart({ ...base, serviceType: undefined, lines: [{ product: soap, quantity: 1 }, { product: bread, quantity: 1 }] });
    expect(priceInfo.totalVat).toBe(20 + 10);
    expect(vatRate(product({ availability: 'ageRestricted' }))).toBe(20);
  });

  it('applies percentage and amount codes to the articles and a free-service code to the fee', () => {
    const lines = [{ product: product({}), quantity: 30 }];
    const percent = priceCart({ ...base, lines, discountCodes: [code({})] });
    expect(percent.priceInfo).toMatchObject({ discounts: 300, total: 3000 - 300 + 390 });
    const amount = priceCart({ ...base, lines, discountCodes: [code({ kind: 'AMOUNT', value: 5000 })] });
    expect(amount.priceInfo).toMatchObject({ discounts: 3000, total: 390 });
    const freeService = priceCart({ ...base, lines, discountCodes: [code({ kind: 'FREE_SERVICE', value: 0 })] });
    expect(freeService.priceInfo).toMatchObject({ serviceFees: 390, serviceFeesAfterDiscount: 0, discounts: 390, total: 3000 });
  });

  it('takes voucher values off after the codes: a percentage of its skus, an amount from its minimum, the fee once', () => {
    const coffee = product({ sku: 'kaffee', price: { regular: { value: 1000 } } });
    const lines = [{ product: product({}), quantity: 20 }, { product: coffee, quantity: 2 }];
    const { priceInfo, voucherDiscounts } = priceCart({
      ...base,
      lines,
      discountCodes: [code({ kind: 'AMOUNT', value: 100 })],
      vouchers: [
        { articleId: 'kaffee-20', discount: { kind: 'PERCENT', value: 20, skus: ['kaffee'] } },
        { articleId: 'fuenf', discount: { kind: 'AMOUNT', value: 500, minimumOrderValue: 4000 } },
        { articleId: 'zehn-ab-50', discount: { kind: 'AMOUNT', value: 1000, minimumOrderValue: 5000 } },
        { articleId: 'sackerl', discount: undefined },
        { articleId: 'lieferung', discount: { kind: 'FREE_SERVICE', value: 0 } },
        { articleId: 'lieferung-2', discount: { kind: 'FREE_SERVICE', value: 0 } },
      ],
    });
    expect(Object.fromEntries(voucherDiscounts)).toEqual({ 'kaffee-20': 400, fuenf: 500, 'zehn-ab-50': 0, sackerl: 0, lieferung: 390, 'lieferung-2': 0 });
    expect(priceInfo).toMatchObject({ orderValue: 4000, serviceFees: 390, serviceFeesAfterDiscount: 0, discounts: 100 + 400 + 500 + 390, total: 4000 - 1000 });
    expect(priceInfo.totalSavings).toBe(1390);
  });

  it('never takes more off the articles than they cost, and no voucher waives a fee already waived', () => {
    const lines = [{ product: product({}), quantity: 10 }];
    const { priceInfo, voucherDiscounts } = priceCart({
      ...base,
      lines,
      deliveryPassActive: true,
      vouchers: [
        { articleId: 'gross', discount: { kind: 'AMOUNT', value: 800 } },
        { articleId: 'noch-mehr', discount: { kind: 'AMOUNT', value: 800 } },
        { articleId: 'lieferung', discount: { kind: 'FREE_SERVICE', value: 0 } },
      ],
    });
    expect(Object.fromEntries(voucherDiscounts)).toEqual({ gross: 800, 'noch-mehr': 200, lieferung: 0 });
    expect(priceInfo).toMatchObject({ orderValue: 1000, discounts: 1000, serviceFees: 0, total: 0 });
  });

  it('adds a delivery pass bought with the cart to the total (20 % VAT) but not to the order value', () => {
    const lines = [{ product: product({}), quantity: 10 }];
    const { priceInfo } = priceCart({ ...base, lines, deliveryPassActive: true, deliveryPassPrice: 2499, discountCodes: [code({})] });
    expect(priceInfo).toMatchObject({ orderValue: 1000, totalArticlePrice: 1000, discounts: 100, serviceFees: 0, total: 900 + 2499 });
    expect(priceInfo.totalVat).toBe(Math.round((900 * 10) / 110) + Math.round((2499 * 20) / 120));
  });

  it('reserves 10 % more for weight articles and applies the surcharge to the uncovered amount', () => {
    const cheese = product({ weightArticle: true, price: { regular: { value: 1000 } } });
    const { priceInfo } = priceCart({
      ...base,
      serviceType: undefined,
      lines: [{ product: cheese, quantity: 1 }],
      payments: [
        { id: 'g', methodKey: 'gift-card', amountPlanned: 200 },
        { id: 'c', methodKey: 'paypal', amountPlanned: 800 },
      ],
    });
    expect(priceInfo).toMatchObject({
      overAuthorizationPercentage: 10,
      overAuthorizationAmount: 100,
      coveredAmount: 200,
      uncoveredAmountWithoutOverAuthorization: 800,
      uncoveredAmountWithOverAuthorization: 900,
      totalWithSurcharge: 200 + 816,
    });
    // PayPal 2 %: (800 + 100) × 1.02.
    expect(amountToAuthorize(priceInfo, 'paypal')).toBe(918);
    expect(amountToAuthorize(priceInfo, 'payment-at-the-door')).toBe(900);
  });
});

describe('netWeightGrams', () => {
  it.each([
    ['Mineralwasser spritzig 6 × 1,5 l', 9000],
    ['Bio-Kaffee ganze Bohne 1 kg', 1000],
    ['Gouda jung in Scheiben 250 g', 250],
    ['Natives Olivenöl extra 750 ml', 750],
    ['Basilikum im Topf', DEFAULT_ARTICLE_GRAMS],
  ])('%s weighs %i g', (name, grams) => {
    expect(netWeightGrams({ name, weightArticle: false })).toBe(grams);
  });

  it('counts 1 kg per unit of an article sold by weight, whatever its name says', () => {
    expect(netWeightGrams({ name: 'Rinderfaschiertes', weightArticle: true })).toBe(1000);
    expect(netWeightGrams({ name: 'Emmentaler am Stück ca. 300 g', weightArticle: true })).toBe(1000);
  });
});
