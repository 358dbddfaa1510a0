// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import * as account from './index';
import * as cart from '../cart/index';
import * as catalogue from '../catalogue/index';
import * as checkout from '../checkout/index';
import * as distribution from '../distribution/index';
import * as platformOperations from '../platform/operations/index';
import * as search from '../search/index';
import type { Operation } from '../platform/api/operation';
import { fieldTableDifferences, type FieldException } from '../platform/validation/field-probe.test-support';
import { ACCOUNT_FIELDS } from './fields';

/** Every operation a module exports, by its export name. */
function operationsOf(module: Record<string, unknown>): Array<[string, Operation]> {
  return Object.entries(module).filter((entry): entry is [string, Operation] => {
    const value = entry[1];
    return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
  });
}

/** The bodies and queries of every operation outside the content domain (whose person fields are its own table's). */
function operationSchemas(): Record<string, $ZodType> {
  const schemas: Record<string, $ZodType> = {};
  for (const module of [account, cart, catalogue, checkout, distribution, platformOperations, search]) {
    for (const [name, operation] of operationsOf(module as Record<string, unknown>)) {
      if (operation.body) schemas[`${name} body`] = operation.body;
      if (operation.query) schemas[`${name} query`] = operation.query;
    }
  }
  return schemas;
}

/** The billing fields with every configurable one shown. */
const ALL_BILLING_FIELDS = Object.fromEntries(checkout.CONFIGURABLE_BILLING_FIELDS.map((field) => [field, 'Optional' as const]));

/**
 * The fields that check otherwise than the table on purpose. The customer's
 * country is a country code (the forms offer the countries the shop serves),
 * where an address carries the country as it names it; the registration's and
 * profile's phone is the default form's international format (doc 2 §5),
 * where an address's phone is the legacy pattern; the login takes any address
 * an account was opened with, however long, and the form has checked it before.
 */
export const ACCOUNT_FIELD_EXCEPTIONS: readonly FieldException[] = [
  { schema: 'registerCustomer body', field: 'country', reason: "the customer's country is its code: the table's countryCode" },
  { schema: 'orderPhysicalCard body', field: 'country', reason: "the customer's country is its code: the table's countryCode" },
  { schema: 'default form', field: 'country', reason: "the customer's country is its code: the table's countryCode" },
  { schema: 'registerCustomer body', field: 'phoneNumber', reason: "the customer's phone is the default form's: international format, the table's mobileNumber" },
  { schema: 'default form', field: 'phoneNumber', reason: "the customer's phone is the default form's: international format, the table's mobileNumber" },
  { schema: 'login body', field: 'email', reason: 'any e-mail address an account was opened with logs in, however long; the login form checks it as an address first' },
];

describe('the account field table: every schema checks a person or address field as the table does', () => {
  it('holds for every operation body and query of shared, the default form and the checkout forms', async () => {
    const schemas = {
      ...operationSchemas(),
      'default form': account.defaultFormSchema,
      'checkout address': checkout.checkoutAddressSchema,
      'billing fields': checkout.createBillingFieldsSchema(ALL_BILLING_FIELDS, false),
    };
    const problems = await fieldTableDifferences(schemas, ACCOUNT_FIELDS, {
      aliases: { houseNumber: 'streetNumber', additionalStreetInfo: 'additionalInfo' },
      exceptions: ACCOUNT_FIELD_EXCEPTIONS,
    });
    expect(problems).toEqual([]);
  });

  it('fails for a field written with another rule, and for an exception nobody needs', async () => {
    const { z } = await import('zod/mini').then((zod) => ({ z: zod }));
    const { maxLength, optionalText } = await import('../platform/validation/rules');
    const copied = z.object({ lastName: optionalText(maxLength(25)), firstName: ACCOUNT_FIELDS.firstName.requiredTrimmed() });
    const problems = await fieldTableDifferences({ copied }, ACCOUNT_FIELDS, {
      exceptions: [{ schema: 'copied', field: 'firstName', reason: 'none' }],
    });
    expect(problems).toEqual([
      expect.stringMatching(/^copied\.lastName checks otherwise than the table's lastName: .*validation\.maxLength\|24/),
      "copied.firstName is listed as an exception but checks as the table's firstName",
    ]);
  });
});
