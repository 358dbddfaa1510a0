import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '@storefront/shared/platform/parcel';
import type { TenantConfig } from '@storefront/shared/platform/schemas';
import { createTestServices, TEST_TENANT, TEST_TENANT_WITH_CLUB } from '@storefront/shared/platform/testing';
import { catalogueTestMessages as messages, product } from '../../testing/catalogue.test-support';
import { ProductPrice } from './product-price';

function priceText(props: Parameters<typeof ProductPrice>[0], tenant: TenantConfig = TEST_TENANT_WITH_CLUB): string {
  const { services } = createTestServices({ messages, tenant });
  const { container } = render(
    <ServicesProvider value={services}>
      <ProductPrice {...props} />
    </ServicesProvider>,
  );
  return (container.textContent ?? '').replace(/\s/g, ' ');
}

describe('the parts of a price (doc 2 §3, §9: cents)', () => {
  const cheese = product({ sku: '1', name: 'Bergkäse 250 g', price: { regular: { value: 499 }, loyalty: { value: 429 } } });

  it('gives a member the loyalty price, the regular one struck through, and the unit price of what they pay', () => {
    const text = priceText({ product: cheese, loyaltyMember: true });
    expect(text).toContain('Ihr jö-Preis € 4,29');
    expect(text).toContain('Regulärer Preis € 4,99');
    expect(text).toContain('1 kg = € 17,16');
    expect(text).not.toContain('mit jö-Karte');
  });

  it('shows everyone else the regular price with the loyalty price as a teaser', () => {
    const text = priceText({ product: cheese, loyaltyMember: false });
    expect(text).toContain('€ 4,99');
    expect(text).toContain('mit jö-Karte € 4,29');
    expect(text).toContain('1 kg = € 19,96');
  });

  it('shows no club price at all in a shop without the club (featureJoe off)', () => {
    const text = priceText({ product: cheese, loyaltyMember: false }, TEST_TENANT);
    expect(text).toContain('€ 4,99');
    expect(text).not.toContain('jö');
    expect(text).not.toContain('4,29');
  });

  it('never shows a loyalty price that is not lower, nor a deposit of nothing', () => {
    const text = priceText({ product: product({ sku: '2', name: 'Kiwi 6 Stück', price: { regular: { value: 249 }, loyalty: { value: 249 }, depositPrice: { value: 0 } } }), loyaltyMember: false });
    expect(text).toBe('€ 2,49');
  });

  it('shows the deposit apart and prices a weight article per kg without a second unit price', () => {
    expect(priceText({ product: product({ sku: '3', name: 'Cola 0,5 l', price: { regular: { value: 129 }, depositPrice: { value: 25 } } }), loyaltyMember: false })).toBe(
      '€ 1,29zzgl. € 0,25 Pfand1 l = € 2,58',
    );
    expect(priceText({ product: product({ sku: '4', name: 'Bananen lose', weightArticle: true, price: { regular: { value: 179 } } }), loyaltyMember: false })).toBe('€ 1,79 / kg');
  });
});
