import { describe, expect, it } from 'vitest';
import { aSavedPaymentMethod, aSavedPaymentMethods } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { getSavedPaymentMethods } from './get-saved-payment-methods';
import { removeSavedPaymentMethod } from './remove-saved-payment-method';
import { savePaymentMethod } from './save-payment-method';
import { setPrimaryPaymentMethod } from './set-primary-payment-method';

const list = aSavedPaymentMethods({
  activeMethods: [aSavedPaymentMethod(), aSavedPaymentMethod({ id: 'pm-2', paymentBrand: 'Mastercard', isPrimary: false })],
  hasInactiveMethods: true,
});

const cases: CallCase[] = [
  {
    name: 'GET the saved payment methods',
    operation: getSavedPaymentMethods,
    request: 'GET /api/customers/payment-methods',
    result: list,
  },
  {
    name: 'GET the saved payment methods: none sent reads as none',
    operation: getSavedPaymentMethods,
    request: 'GET /api/customers/payment-methods',
    answer: { body: {} },
    result: { activeMethods: [], hasInactiveMethods: false },
  },
  {
    name: 'POST a payment method with checkoutId, methodKey, provider, setPrimary',
    operation: savePaymentMethod,
    input: { body: { checkoutId: 'chk-1', methodKey: 'credit-cards', provider: 'psp', setPrimary: true } },
    request: 'POST /api/customers/payment-methods',
    body: { checkoutId: 'chk-1', methodKey: 'credit-cards', provider: 'psp', setPrimary: true },
    result: list,
  },
  {
    name: 'POST a payment method: setPrimary left out is false',
    operation: savePaymentMethod,
    input: { body: { checkoutId: 'chk-1', methodKey: 'credit-cards', provider: 'psp' } },
    request: 'POST /api/customers/payment-methods',
    body: { checkoutId: 'chk-1', methodKey: 'credit-cards', provider: 'psp', setPrimary: false },
    result: list,
  },
  {
    name: 'DELETE a payment method by id, URL-encoded, with the provider',
    operation: removeSavedPaymentMethod,
    input: { params: { id: 'pm/2' }, query: { provider: 'psp' } },
    request: 'DELETE /api/customers/payment-methods/pm%2F2',
    query: { provider: 'psp' },
    parsedQuery: { provider: 'psp' },
    result: aSavedPaymentMethods(),
  },
  {
    name: 'POST set-primary',
    operation: setPrimaryPaymentMethod,
    input: { params: { id: 'pm-2' } },
    request: 'POST /api/customers/payment-methods/pm-2/set-primary',
    result: list,
  },
];

describe('saved payment method calls (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('rejects an empty id or provider locally', async () => {
    const backend = fakeBackend({});
    await expect(call(backend.api, setPrimaryPaymentMethod, { params: { id: ' ' } })).rejects.toMatchObject({ kind: 'rejected-locally' });
    await expect(call(backend.api, removeSavedPaymentMethod, { params: { id: 'pm-1' }, query: { provider: '' } })).rejects.toMatchObject({
      kind: 'rejected-locally',
    });
    expect(backend.requests).toEqual([]);
  });
});
