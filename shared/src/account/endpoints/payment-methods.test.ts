import { describe, it } from 'vitest';
import { aSavedPaymentMethod, aSavedPaymentMethods } from '../../fixtures/fixtures';
import { checkEndpointCall, type EndpointCallCase } from '../../platform/api/harness.test-support';
import {
  getSavedPaymentMethods,
  removeSavedPaymentMethod,
  removeSavedPaymentMethodQuerySchema,
  savePaymentMethod,
  savePaymentMethodRequestSchema,
  setPrimaryPaymentMethod,
} from './payment-methods';

const list = aSavedPaymentMethods({
  activeMethods: [aSavedPaymentMethod(), aSavedPaymentMethod({ id: 'pm-2', paymentBrand: 'Mastercard', isPrimary: false })],
  hasInactiveMethods: true,
});

const cases: EndpointCallCase[] = [
  {
    name: 'GET the saved payment methods',
    call: (api) => getSavedPaymentMethods(api),
    request: 'GET /api/customers/payment-methods',
    result: list,
  },
  {
    name: 'GET the saved payment methods: none sent reads as none',
    call: (api) => getSavedPaymentMethods(api),
    request: 'GET /api/customers/payment-methods',
    answer: { body: {} },
    result: { activeMethods: [], hasInactiveMethods: false },
  },
  {
    name: 'POST a payment method with checkoutId, methodKey, provider, setPrimary',
    call: (api) => savePaymentMethod(api, { checkoutId: 'chk-1', methodKey: 'credit-cards', provider: 'psp', setPrimary: true }),
    request: 'POST /api/customers/payment-methods',
    body: { checkoutId: 'chk-1', methodKey: 'credit-cards', provider: 'psp', setPrimary: true },
    bodySchema: savePaymentMethodRequestSchema,
    result: list,
  },
  {
    name: 'DELETE a payment method by id, URL-encoded, with the provider',
    call: (api) => removeSavedPaymentMethod(api, 'pm/2', 'psp'),
    request: 'DELETE /api/customers/payment-methods/pm%2F2',
    query: { provider: 'psp' },
    querySchema: removeSavedPaymentMethodQuerySchema,
    parsedQuery: { provider: 'psp' },
    result: aSavedPaymentMethods(),
  },
  {
    name: 'POST set-primary',
    call: (api) => setPrimaryPaymentMethod(api, 'pm-2'),
    request: 'POST /api/customers/payment-methods/pm-2/set-primary',
    result: list,
  },
];

describe('saved payment method endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));
});
