import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { registerCustomer } from './operations/register-customer';
import { ruleMessage } from '../platform/validation/rule-message';

const base = {
  firstName: 'Anna',
  lastName: 'Berger',
  streetNumber: '12',
  postalCode: '1070',
  city: 'Wien',
  country: 'AT',
  email: 'anna@example.at',
  password: 'Einkauf2026!',
  gender: 'Female',
  hasClubCard: false,
  hasActivationCode: false,
};

function issues(form: unknown): Record<string, string> {
  const result = safeParse(registerCustomer.body, form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the registration request: doc 2 §5 default form fields', () => {
  it('accepts a registration with the required choices, and reads the radio values as booleans', () => {
    const result = safeParse(registerCustomer.body, { ...base, hasClubCard: 'true', cardNumber: '4006381333931' });
    expect(result.success && result.data).toMatchObject({ hasClubCard: true, hasActivationCode: false, cardNumber: '4006381333931' });
  });

  it('requires gender (one of Female, Male, Diverse), hasClubCard and hasActivationCode', () => {
    const { gender: _g, hasClubCard: _c, hasActivationCode: _a, ...rest } = base;
    expect(issues(rest)).toEqual({
      gender: ruleMessage('validation.chooseOne'),
      hasClubCard: ruleMessage('validation.chooseOne'),
      hasActivationCode: ruleMessage('validation.chooseOne'),
    });
    expect(issues({ ...base, gender: 'Other' })).toEqual({ gender: ruleMessage('validation.chooseOne') });
  });

  it('asks for the card number and the activation code when chosen, together with any other bad field', () => {
    expect(issues({ ...base, hasClubCard: true, hasActivationCode: true, email: 'x' })).toMatchObject({
      cardNumber: ruleMessage('validation.required'),
      activationCode: ruleMessage('validation.required'),
    });
    expect(issues({ ...base, hasClubCard: true, cardNumber: '4006381333932' })).toEqual({ cardNumber: ruleMessage('validation.ean13') });
    expect(issues({ ...base, hasActivationCode: true, activationCode: 'JOE7-K4M2_Q9PX' })).toEqual({ activationCode: ruleMessage('validation.invalidFormat') });
  });

  it('checks the mobile number and the delivery note', () => {
    expect(issues({ ...base, mobileNumber: '0664 1234567', deliveryNote: 'Tür <b>' })).toEqual({
      mobileNumber: ruleMessage('validation.invalidFormat'),
      deliveryNote: ruleMessage('validation.characterNotAllowed', '<'),
    });
    expect(issues({ ...base, deliveryNote: 'x'.repeat(241) })).toEqual({ deliveryNote: ruleMessage('validation.maxLength', 240) });
    expect(issues({ ...base, mobileNumber: '+43 664 1234567', deliveryNote: 'x'.repeat(240) })).toEqual({});
  });
});
