// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactFormFields, contactFormSchema, NAME_CHARACTER, ZIP_CHARACTER } from './contact-form';
import { ruleMessage } from '../platform/validation/rule-message';
import {
  anyCharacter,
  anyText,
  anyValue,
  digit,
  expectRuleMessages,
  firstMessage,
  letterOrDigit,
  messagesOf,
  refusedCharacterMessage,
  RUNS,
  textOfLength,
  textRuleProperties,
} from '../platform/validation/rule-properties.test-support';
import { characterForMessage, firstCharacterNotText } from '../platform/validation/rules';

const zipCharacter = fc.constantFrom(...'abcXYZ0123456789');

describe('contact form rules (doc 2 §5), 1,000 inputs per property', () => {
  const f = contactFormFields;
  textRuleProperties('firstname', f.firstname, { required: 'blank', unit: letterOrDigit, max: 24 });
  textRuleProperties('city', f.city, { required: false, unit: letterOrDigit, max: 25, forbids: '<' });
  textRuleProperties('country', f.country, { required: false, unit: letterOrDigit, max: 3 });
  textRuleProperties('zip', f.zip, { required: false, unit: zipCharacter, min: 4, max: 7 });
  textRuleProperties('streetnr', f.streetnr, { required: false, unit: letterOrDigit, max: 40 });
  textRuleProperties('loyaltymemberid', f.loyaltymemberid, { required: false, unit: digit, max: 20, digitsOnly: true });
  textRuleProperties('productean', f.productean, { required: false, unit: digit, min: 1, max: 30, digitsOnly: true });
  textRuleProperties('productbatchnumber', f.productbatchnumber, { required: false, unit: letterOrDigit, max: 50 });
  textRuleProperties('productname', f.productname, { required: false, unit: letterOrDigit, max: 150 });
  textRuleProperties('receiptnumber', f.receiptnumber, { required: false, unit: letterOrDigit, max: 150 });
  textRuleProperties('ordernumber', f.ordernumber, { required: false, unit: digit, max: 15, digitsOnly: true });
  textRuleProperties('text', f.text, { required: 'blank', unit: letterOrDigit, max: 1700, forbids: '<', kind: 'lines' });
  textRuleProperties('errorcode', f.errorcode, { required: false, unit: letterOrDigit, max: 180 });
  textRuleProperties('timewindow', f.timewindow, { required: false, unit: letterOrDigit, max: 50 });
  textRuleProperties('paymentmethod', f.paymentmethod, { required: false, unit: letterOrDigit, max: 50 });
  textRuleProperties('clientdata', f.clientdata, { required: false, unit: letterOrDigit, max: 100 });
  textRuleProperties('discount', f.discount, { required: false, unit: letterOrDigit, max: 100 });

  it('firstname: the first character that is no letter, digit, punctuation or blank is named', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        fc.pre(value.trim() !== '' && value.length <= 24);
        const characters = [...value];
        // A control or invisible character anywhere is told first, as in every text field.
        const offending = firstCharacterNotText(value) ?? characters.find((character) => !NAME_CHARACTER.test(character));
        expect(firstMessage(f.firstname, value)).toBe(
          offending === undefined ? undefined : ruleMessage('validation.characterNotAllowed', characterForMessage(offending)),
        );
      }),
      RUNS,
    );
  });

  it('zip: letters, digits, blank and hyphen only; any other character is named', () => {
    fc.assert(
      fc.property(
        textOfLength(zipCharacter, 2),
        fc.string({ unit: anyCharacter, minLength: 1, maxLength: 1 }),
        textOfLength(zipCharacter, 2),
        (before, other, after) => {
          const value = `${before}${other}${after}`;
          const allowed = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -'.includes(other);
          expect(ZIP_CHARACTER.test(other)).toBe(allowed);
          expect(firstMessage(f.zip, value)).toBe(
            allowed ? undefined : ruleMessage('validation.characterNotAllowed', characterForMessage(other)),
          );
        },
      ),
      RUNS,
    );
  });

  it('birthdate and best-before date: a real day passes, any other text is "invalid date"', () => {
    const day = fc.date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2100, 11, 31)),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.boolean(), (date, iso) => {
        const [year, month, dayOfMonth] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const text = iso
          ? `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`
          : `${dayOfMonth}.${month}.${year}`;
        expect(firstMessage(f.birthdate, text)).toBeUndefined();
        expect(firstMessage(f.bestbeforedate, text)).toBeUndefined();
      }),
      RUNS,
    );
    fc.assert(
      fc.property(anyText, (text) => {
        fc.pre(text !== '' && !/^\s*(\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4})\s*$/.test(text));
        expect(firstMessage(f.birthdate, text)).toBe(refusedCharacterMessage(text) ?? ruleMessage('validation.invalidDate'));
      }),
      RUNS,
    );
  });

  it('never throws on any form, and tells only rule messages', () => {
    const keys = Object.keys(contactFormFields);
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.dictionary(fc.constantFrom(...keys), anyValue)), (form) => {
        expectRuleMessages(messagesOf(contactFormSchema, form));
      }),
      RUNS,
    );
  });
});

describe('contact form messages', () => {
  const valid = { firstname: 'Anna-Lena', text: 'Die Milch war sauer.', contactgroup: 'product' };

  it('accepts a filled form and keeps its prefilled fields', () => {
    const result = contactFormSchema.safeParse({
      ...valid,
      surname: 'Huber',
      zip: '1010',
      productean: '9001234567897',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ surname: 'Huber', zip: '1010' });
  });

  it('tells each invalid field its message', () => {
    const result = contactFormSchema.safeParse({
      firstname: '',
      city: 'Wien<',
      country: 'AUT1',
      zip: '10',
      loyaltymemberid: '12a',
      ordernumber: '1234567890123456',
      text: 'x'.repeat(1701),
      birthdate: '31.02.1990',
      bestbeforedate: 'morgen',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toEqual({
      firstname: 'validation.required',
      city: 'validation.characterNotAllowed|<',
      country: 'validation.maxLength|3',
      zip: 'validation.minLength|4',
      loyaltymemberid: 'validation.numbersOnly',
      ordernumber: 'validation.maxLength|15',
      text: 'validation.maxLength|1700',
      birthdate: 'validation.invalidDate',
      bestbeforedate: 'validation.invalidDate',
      contactgroup: 'validation.chooseOne',
    });
  });

  it('reads names with punctuation and umlauts, and names a character it does not allow', () => {
    for (const name of ["O'Brien", 'Jürgen', 'Anna Maria', 'Dr. Ülkü', 'José-María']) {
      expect(firstMessage(contactFormFields.firstname, name), name).toBeUndefined();
    }
    expect(firstMessage(contactFormFields.firstname, 'Anna<b>')).toBe('validation.characterNotAllowed|<');
    expect(firstMessage(contactFormFields.firstname, 'Max $')).toBe('validation.characterNotAllowed|$');
    expect(firstMessage(contactFormFields.firstname, 'Tom 😀')).toBe('validation.characterNotAllowed|😀');
  });

  it('zip: 3 characters fail, 4 and 7 pass, 8 fail; a letter, blank or hyphen is allowed', () => {
    const { zip } = contactFormFields;
    expect(firstMessage(zip, '101')).toBe('validation.minLength|4');
    expect(firstMessage(zip, '1010')).toBeUndefined();
    expect(firstMessage(zip, 'SW1A 1A')).toBeUndefined();
    expect(firstMessage(zip, '1234-56')).toBeUndefined();
    expect(firstMessage(zip, '12345678')).toBe('validation.maxLength|7');
    expect(firstMessage(zip, '10_10')).toBe('validation.characterNotAllowed|_');
  });
});
