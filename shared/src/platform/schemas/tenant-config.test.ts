import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DELIVERY_PHONE_SETTINGS } from './checkout-settings';
import { clientRuntimeConfigSchema } from './tenant-config';

const config = {
  tenant: 'frischmarkt',
  environment: 'development',
  features: { featureCartCheckout: true },
  slugs: { cart: 'warenkorb' },
  remotes: [],
  externalShopHost: 'http://localhost:3000',
};

describe('client runtime config: checkout settings (doc 2 §5 address validity)', () => {
  it.each(DELIVERY_PHONE_SETTINGS)('reads the delivery phone number setting %s', (deliveryPhoneNumber) => {
    expect(z.parse(clientRuntimeConfigSchema, { ...config, checkout: { deliveryPhoneNumber } }).checkout).toEqual({ deliveryPhoneNumber });
  });

  it('still reads a config without checkout settings (the phone is then Optional)', () => {
    expect(z.parse(clientRuntimeConfigSchema, config).checkout).toBeUndefined();
  });

  it('refuses any other setting, naming the key', () => {
    for (const checkout of [{ deliveryPhoneNumber: 'Hide' }, { deliveryPhoneNumber: 'mandatory' }, {}]) {
      const result = z.safeParse(clientRuntimeConfigSchema, { ...config, checkout });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['checkout.deliveryPhoneNumber']);
    }
  });

  it('reads the billing fields (doc 2 §5): each field Optional, Mandatory or Hide; another setting is refused, naming the field', () => {
    const billingFields = { valueAddedTaxId: 'Hide', phoneNumber: 'Mandatory', floor: 'Optional' } as const;
    expect(z.parse(clientRuntimeConfigSchema, { ...config, checkout: { deliveryPhoneNumber: 'Optional', billingFields } }).checkout?.billingFields).toEqual(billingFields);
    const result = z.safeParse(clientRuntimeConfigSchema, { ...config, checkout: { deliveryPhoneNumber: 'Optional', billingFields: { door: 'hidden' } } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['checkout.billingFields.door']);
  });
});

describe('client runtime config: the service selection prompt (doc 2 §4)', () => {
  it('reads an optional prompt with or without its interval, and a config without the setting', () => {
    expect(z.parse(clientRuntimeConfigSchema, { ...config, serviceSelectionPrompt: { optional: true, interval: 3 } }).serviceSelectionPrompt).toEqual({
      optional: true,
      interval: 3,
    });
    expect(z.parse(clientRuntimeConfigSchema, { ...config, serviceSelectionPrompt: { optional: true } }).serviceSelectionPrompt).toEqual({ optional: true });
    expect(z.parse(clientRuntimeConfigSchema, config).serviceSelectionPrompt).toBeUndefined();
  });

  it('refuses an interval that is not a whole number >= 0, and a setting without optional', () => {
    for (const [serviceSelectionPrompt, path] of [
      [{ optional: true, interval: -1 }, 'serviceSelectionPrompt.interval'],
      [{ optional: true, interval: 2.5 }, 'serviceSelectionPrompt.interval'],
      [{ interval: 5 }, 'serviceSelectionPrompt.optional'],
    ] as const) {
      const result = z.safeParse(clientRuntimeConfigSchema, { ...config, serviceSelectionPrompt });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
    }
  });
});
