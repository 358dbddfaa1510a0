import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACCOUNT_FIELDS } from '@storefront/shared/account';
import { CONFIGURABLE_BILLING_FIELDS } from '@storefront/shared/checkout';
import { aCart } from '@storefront/shared/fixtures';
import { fieldTableDifferences } from '@storefront/shared/platform/testing';
import {
  billingPhoneRequired,
  canOpenStep,
  completedSteps,
  createBillingFormSchema,
  createDeliveryFormSchema,
  errorsOpenInDeliveryForm,
  finalizationQuery,
  firstOpenStep,
  needsProviderStep,
  offerToSaveAddress,
  paymentMethodsFor,
  preselectedSavedMethod,
  stepOfCode,
  windowsByDay,
  windowState,
} from './checkout-rules';

const messages = (schema: z.ZodMiniType, values: unknown) => {
  const result = z.safeParse(schema, values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const deliveryAddress = { distributionType: 'DELIVERY' as const, streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1070', city: 'Wien' };
const window = { id: 'w-1', start: '2030-01-02T08:00:00.000Z', end: '2030-01-02T10:00:00.000Z' };
const billing = { firstName: 'Anna', lastName: 'Berger', streetName: 'Gasse', streetNumber: '1', postalCode: '1070', city: 'Wien', email: 'anna@example.at' };

describe('which step a validation code belongs to (doc 2 §8 groups)', () => {
  it.each([
    ['008', 'DELIVERY', 'window'],
    ['141', 'CLICK_AND_COLLECT', 'window'],
    ['023', 'DELIVERY', 'window'],
    ['004', 'DELIVERY', 'service'],
    ['132', 'CLICK_AND_COLLECT', 'service'],
    ['007', 'DELIVERY', 'service'],
    ['007', 'CLICK_AND_COLLECT', 'billing'],
    ['006', 'CLICK_AND_COLLECT', 'billing'],
    ['031', 'DELIVERY', 'billing'],
    ['261', 'DELIVERY', 'payment'],
    ['223', 'DELIVERY', 'review'],
    ['999', 'DELIVERY', 'review'],
  ] as const)('%s for %s → %s', (code, serviceType, step) => {
    expect(stepOfCode(code, serviceType)).toBe(step);
  });
});

describe('the steps done and where checkout opens', () => {
  it('a cart without a service opens at the service; nothing after it can be opened', () => {
    const done = completedSteps(aCart({ distributionAddress: null }), [], false);
    expect(firstOpenStep(done)).toBe('service');
    expect(canOpenStep('window', done)).toBe(false);
    expect(canOpenStep('service', done)).toBe(true);
  });

  it('a window the validation finds expired sends the shopper back to the window step', () => {
    const cart = aCart({ distributionAddress: deliveryAddress, distributionWindow: window, billingAddress: billing });
    expect(firstOpenStep(completedSteps(cart, [], true))).toBe('review');
    const done = completedSteps(cart, [{ code: '141', message: 'abgelaufen' }], true);
    expect(firstOpenStep(done)).toBe('window');
    expect(canOpenStep('review', done)).toBe(false);
  });

  it('payment is done only once a method is planned', () => {
    const cart = aCart({ distributionAddress: deliveryAddress, distributionWindow: window, billingAddress: billing });
    expect(firstOpenStep(completedSteps(cart, [], false))).toBe('payment');
  });
});

describe('the delivery address form (doc 2 §5 checkout rules, address validity)', () => {
  const valid = { firstName: 'Eva', lastName: 'Gast', streetName: 'Gasse', streetNumber: '1', postalCode: '1070', city: 'Wien' };
  it('street name and number, postal code and city are required; the lengths hold', () => {
    expect(messages(createDeliveryFormSchema('Optional'), { ...valid, streetName: '', streetNumber: '123456', deliveryPhoneNumber: '' })).toEqual({
      streetName: 'validation.required',
      streetNumber: 'validation.maxLength|5',
    });
    expect(messages(createDeliveryFormSchema('Optional'), { ...valid, streetName: 'x'.repeat(256), additionalInfo: 'y'.repeat(256) })).toEqual({
      streetName: 'validation.maxLength|255',
      additionalInfo: 'validation.maxLength|255',
    });
  });

  it("the delivery text is at most 60 characters without '<'", () => {
    expect(messages(createDeliveryFormSchema('Optional'), { ...valid, deliveryAddressText: 'a<b' })).toEqual({
      deliveryAddressText: 'validation.characterNotAllowed|<',
    });
    expect(messages(createDeliveryFormSchema('Optional'), { ...valid, deliveryAddressText: 'x'.repeat(61) })).toEqual({
      deliveryAddressText: 'validation.maxLength|60',
    });
  });

  it('the delivery phone is required when the tenant makes it Mandatory, and matches the legacy pattern when given', () => {
    expect(messages(createDeliveryFormSchema('Mandatory'), valid)).toEqual({ deliveryPhoneNumber: 'validation.required' });
    expect(messages(createDeliveryFormSchema('Optional'), valid)).toEqual({});
    expect(messages(createDeliveryFormSchema('Optional'), { ...valid, deliveryPhoneNumber: 'abc' })).toEqual({ deliveryPhoneNumber: 'validation.invalidFormat' });
    expect(messages(createDeliveryFormSchema('Mandatory'), { ...valid, deliveryPhoneNumber: '+43 660 1234567' })).toEqual({});
  });

  it("the cart's errors about typed fields go once those fields are filled in validly; the others stay", () => {
    const schema = createDeliveryFormSchema('Optional');
    const errors = [
      { code: '131', message: '' },
      { code: '007', message: 'Telefonnummer fehlt' },
      { code: '004', message: '' },
      { code: '132', message: '' },
    ];
    const codes = (values: Record<string, unknown>) => errorsOpenInDeliveryForm(errors, values, schema).map((error) => String(error.code));
    // Nothing typed yet: all four stand.
    expect(codes({ ...valid, firstName: '', lastName: '', deliveryPhoneNumber: '' })).toEqual(['131', '007', '004', '132']);
    // The name typed: the unnamed error goes, and with it the address data error, the address being complete.
    expect(codes({ ...valid, deliveryPhoneNumber: '' })).toEqual(['007', '132']);
    // Only spaces are no name; an invalid phone answers nothing.
    expect(codes({ ...valid, firstName: '  ', deliveryPhoneNumber: 'abc' })).toEqual(['131', '007', '004', '132']);
    // A valid phone: only the error the form cannot answer stays (an invalid distribution is changed through the service selection).
    expect(codes({ ...valid, deliveryPhoneNumber: '+43 660 1234567' })).toEqual(['132']);
    // A field too long keeps its error standing.
    expect(codes({ ...valid, lastName: 'x'.repeat(25), deliveryPhoneNumber: '+43 660 1234567' })).toEqual(['131', '004', '132']);
  });
});

describe('the billing form by the tenant (doc 2 §5 billing fields)', () => {
  it('Frischmarkt: the VAT id is optional and checked for 7-14 characters', () => {
    const schema = createBillingFormSchema({ valueAddedTaxId: 'Optional', phoneNumber: 'Optional' });
    expect(messages(schema, billing)).toEqual({});
    expect(messages(schema, { ...billing, valueAddedTaxId: 'ATU1' })).toEqual({ valueAddedTaxId: 'validation.minLength|7' });
  });

  it('Biogarten: a hidden VAT id is not checked, a mandatory phone is required', () => {
    const schema = createBillingFormSchema({ valueAddedTaxId: 'Hide', phoneNumber: 'Mandatory' });
    expect(messages(schema, { ...billing, valueAddedTaxId: 'x' })).toEqual({ phoneNumber: 'validation.required' });
  });

  it('click-and-collect where the delivery phone is Mandatory: the billing phone is required (007)', () => {
    expect(billingPhoneRequired('CLICK_AND_COLLECT', 'Mandatory')).toBe(true);
    expect(billingPhoneRequired('DELIVERY', 'Mandatory')).toBe(false);
    expect(billingPhoneRequired('CLICK_AND_COLLECT', 'Optional')).toBe(false);
    const schema = createBillingFormSchema({ phoneNumber: 'Optional' }, true);
    expect(messages(schema, billing)).toEqual({ phoneNumber: 'validation.required' });
    expect(messages(schema, { ...billing, phoneNumber: '0660 1234567' })).toEqual({});
  });

  it('name, e-mail and the address are required', () => {
    expect(Object.keys(messages(createBillingFormSchema({}), {})).sort()).toEqual(['city', 'email', 'firstName', 'lastName', 'postalCode', 'streetName', 'streetNumber']);
    expect(messages(createBillingFormSchema({}), { ...billing, email: 'keine-mail' })).toEqual({ email: 'validation.email' });
  });
});

describe('payment', () => {
  it('offers paying at the door only for delivery and at the store only for click-and-collect (doc 2 §9)', () => {
    expect(paymentMethodsFor('DELIVERY')).toContain('payment-at-the-door');
    expect(paymentMethodsFor('DELIVERY')).not.toContain('payment-at-the-store');
    expect(paymentMethodsFor('CLICK_AND_COLLECT')).toContain('payment-at-the-store');
    expect(paymentMethodsFor('CLICK_AND_COLLECT')).not.toContain('payment-at-the-door');
  });

  it('preselects the primary card unless it has expired', () => {
    const card = { id: 'c', paymentBrand: 'Visa' as const, cardExpiryMonth: 1, cardExpiryYear: 2030, isPrimary: true, expired: false };
    expect(preselectedSavedMethod([card])?.id).toBe('c');
    expect(preselectedSavedMethod([{ ...card, expired: true }])).toBeUndefined();
  });

  it('a new card or PayPal needs the provider; a saved card, an invoice or nothing left to pay do not', () => {
    expect(needsProviderStep({ method: 'credit-cards' }, 100)).toBe(true);
    expect(needsProviderStep({ method: 'paypal' }, 100)).toBe(true);
    expect(needsProviderStep({ method: 'credit-cards', savedPaymentMethodId: 'c' }, 100)).toBe(false);
    expect(needsProviderStep({ method: 'pay-by-invoice-b2b' }, 100)).toBe(false);
    expect(needsProviderStep({ method: 'credit-cards' }, 0)).toBe(false);
  });

  it('the finalization query carries doc 2 §2 parameters', () => {
    expect(finalizationQuery({ method: 'pay-by-invoice-b2b' }, 1000)).toEqual({
      paymentMethodKey: 'pay-by-invoice-b2b',
      paymentInitiator: 'REDIRECT',
      paymentMethodType: 'ONE_TIER',
      savePaymentMethod: 'false',
      setPrimary: 'false',
    });
    expect(finalizationQuery({ method: 'credit-cards', savedPaymentMethodId: 'c', brandName: 'Visa' }, 1000)).toMatchObject({
      paymentMethodKey: 'credit-cards',
      paymentBrandName: 'Visa',
      savedPaymentMethodId: 'c',
    });
    expect(finalizationQuery({ method: 'paypal' }, 0)).toMatchObject({ paymentMethodKey: 'gift-card', paymentMethodType: 'WALLET', paymentBrandName: 'GIFTCARD' });
  });
});

describe('time windows', () => {
  const now = new Date('2030-01-02T06:00:00.000Z');
  it('tells free, full and expired apart', () => {
    expect(windowState({ ...window, available: true }, now)).toBe('free');
    expect(windowState({ ...window, available: false }, now)).toBe('full');
    expect(windowState({ ...window, available: false }, now, { id: 'w-1', expired: true })).toBe('expired');
    expect(windowState({ ...window, available: false }, new Date('2030-01-02T09:00:00.000Z'))).toBe('expired');
  });

  it('groups the windows by day in time order', () => {
    const days = windowsByDay([
      { id: 'b', start: '2030-01-03T10:00:00', end: '2030-01-03T12:00:00', available: true },
      { id: 'a', start: '2030-01-02T10:00:00', end: '2030-01-02T12:00:00', available: true },
      { id: 'c', start: '2030-01-03T08:00:00', end: '2030-01-03T10:00:00', available: false },
    ]);
    expect(days.map((day) => [day.day, day.slots.map((slot) => slot.id)])).toEqual([
      ['2030-01-02', ['a']],
      ['2030-01-03', ['c', 'b']],
    ]);
  });

  it('groups by the day in Vienna on a device set to another zone: an evening window stays on its day', () => {
    const deviceZone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      // 18:00–20:00 in Vienna on 3 January is 06:00–08:00 on 4 January in Auckland.
      const days = windowsByDay([
        { id: 'evening', start: '2030-01-03T17:00:00Z', end: '2030-01-03T19:00:00Z', available: true },
        { id: 'morning', start: '2030-01-04T07:00:00Z', end: '2030-01-04T09:00:00Z', available: true },
      ]);
      expect(days.map((day) => [day.day, day.slots.map((slot) => slot.id)])).toEqual([
        ['2030-01-03', ['evening']],
        ['2030-01-04', ['morning']],
      ]);
    } finally {
      process.env.TZ = deviceZone;
    }
  });
});

describe('keeping a typed delivery address in the address book (doc 2 §7 customer addresses, at most 20)', () => {
  const typed = { streetName: 'Lindengasse', streetNumber: '3', postalCode: '1070' };
  it('offers it for a street the book does not hold, not for one it holds as a delivery address (case and spaces aside)', () => {
    expect(offerToSaveAddress([{ ...typed, streetNumber: '4', category: 'delivery' }], typed, 20)).toBe('offer');
    expect(offerToSaveAddress([{ streetName: ' lindengasse', streetNumber: '3', postalCode: '1070', category: 'combined' }], typed, 20)).toBe('known');
    // The same street as a billing address only: still worth keeping for delivery.
    expect(offerToSaveAddress([{ ...typed, category: 'billing' }], typed, 20)).toBe('offer');
  });
  it('does not offer it when the book is full', () => {
    const full = Array.from({ length: 20 }, (_, index) => ({ ...typed, streetNumber: String(index + 10), category: 'delivery' }));
    expect(offerToSaveAddress(full, typed, 20)).toBe('full');
    expect(offerToSaveAddress(full.slice(1), typed, 20)).toBe('offer');
  });
});

describe("the checkout forms check every person and address field as the account's field table does", () => {
  it('holds for the delivery form and the billing form with every configurable field shown, mandatory or not', async () => {
    const shown = (setting: 'Optional' | 'Mandatory') => Object.fromEntries(CONFIGURABLE_BILLING_FIELDS.map((field) => [field, setting]));
    const schemas = {
      'delivery form': createDeliveryFormSchema('Optional'),
      'billing form': createBillingFormSchema(shown('Optional')),
      'billing form, all mandatory': createBillingFormSchema(shown('Mandatory'), true),
    };
    expect(await fieldTableDifferences(schemas, ACCOUNT_FIELDS, { aliases: { additionalStreetInfo: 'additionalInfo' } })).toEqual([]);
  });
});
