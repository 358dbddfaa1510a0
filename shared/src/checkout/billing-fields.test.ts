// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingFieldSetting,
  CONFIGURABLE_BILLING_FIELDS,
  createBillingFieldsSchema,
  visibleBillingFields,
  type BillingFieldsConfiguration,
} from './billing-fields';
import { anyValue, expectRuleMessages, messagesOf, RUNS } from '../platform/validation/rule-properties.test-support';

const configuration: fc.Arbitrary<BillingFieldsConfiguration> = fc.record(
  Object.fromEntries(
    CONFIGURABLE_BILLING_FIELDS.map((field) => [field, fc.constantFrom('Optional', 'Mandatory', 'Hide')]),
  ),
  { requiredKeys: [] },
);

describe('billing fields (doc 2 §5), 1,000 inputs per property', () => {
  it('shows the fields configured Optional or Mandatory, in order; the Hide setting removes them all', () => {
    fc.assert(
      fc.property(configuration, (config) => {
        expect(visibleBillingFields(config, true)).toEqual([]);
        const shown = visibleBillingFields(config, false);
        expect(shown).toEqual(
          CONFIGURABLE_BILLING_FIELDS.filter((field) => config[field] === 'Optional' || config[field] === 'Mandatory'),
        );
        for (const field of CONFIGURABLE_BILLING_FIELDS) expect(billingFieldSetting(field, config, true)).toBe('Hide');
      }),
      RUNS,
    );
  });

  it('checks only the shown fields, a mandatory one as required; never throws', () => {
    fc.assert(
      fc.property(
        configuration,
        fc.boolean(),
        fc.oneof(anyValue, fc.dictionary(fc.constantFrom(...CONFIGURABLE_BILLING_FIELDS), anyValue)),
        (config, hide, values) => {
          const schema = createBillingFieldsSchema(config, hide);
          const messages = messagesOf(schema, values);
          expectRuleMessages(messages);
          const result = schema.safeParse({});
          const missing = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
          expect(missing).toEqual(visibleBillingFields(config, hide).filter((field) => config[field] === 'Mandatory'));
        },
      ),
      RUNS,
    );
  });

  it('applies the default forms’ rules to the billing fields', () => {
    const all = Object.fromEntries(
      CONFIGURABLE_BILLING_FIELDS.map((field) => [field, 'Mandatory']),
    ) as BillingFieldsConfiguration;
    const schema = createBillingFieldsSchema(all, false);
    const result = schema.safeParse({
      salutation: '',
      title: 'Univ.-Prof. Dr. Dr.',
      valueAddedTaxId: 'ATU1',
      companyRegistrationNumber: 'FN 123456789012',
      stairCase: '12345',
      floor: 'x'.repeat(21),
      door: '12345',
      phoneNumber: 'abc',
      firstName: 'unchecked',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['salutation', 'validation.chooseOne'],
      ['title', 'validation.maxLength|15'],
      ['valueAddedTaxId', 'validation.minLength|7'],
      ['companyRegistrationNumber', 'validation.maxLength|14'],
      ['stairCase', 'validation.maxLength|4'],
      ['floor', 'validation.maxLength|20'],
      ['door', 'validation.maxLength|4'],
      ['phoneNumber', 'validation.invalidFormat'],
    ]);
    const optional = createBillingFieldsSchema(
      { salutation: 'Optional', phoneNumber: 'Optional', door: 'Hide' },
      false,
    );
    expect(messagesOf(optional, { salutation: '', phoneNumber: '', door: 'too long' })).toEqual([]);
    expect(messagesOf(optional, { phoneNumber: '0664/1234567' })).toEqual([]);
  });
});
